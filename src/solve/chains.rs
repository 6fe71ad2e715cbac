//! Alternating inference chains: the search that X-chains, XY-chains and
//! AICs with grouped nodes share.
//!
//! A *node* is a digit in a cell, or (grouped nodes) a digit in a group of
//! two or more cells of one box that also share a row or a column: "the
//! digit is in one of these cells". Between nodes:
//!
//! - a **strong link** `A=B` says at least one of them is true: the only
//!   two candidates of a cell (a bivalue cell), or the only two places of a
//!   digit in a house, where a place may be a group (a row whose candidates
//!   for the digit lie in two boxes links the two groups);
//! - a **weak link** `A-B` says at most one is true: two candidates of one
//!   cell, or one digit in two disjoint nodes whose cells all see each
//!   other.
//!
//! A chain `A=B-C=…=Z` that starts and ends with a strong link proves that
//! `A` or `Z` is true: if `A` is false, `B` is true, so `C` is false, and so
//! on to `Z`. Then every candidate that cannot be true together with either
//! end goes:
//!
//! - same digit at both ends: the digit leaves every cell that sees all the
//!   cells of both ends;
//! - two digits in one cell: the cell's other candidates go;
//! - digit `x` at cell `p`, digit `y` in `Z`: `y` leaves `p` when `p` sees
//!   all of `Z`'s cells (and `x` leaves `Z`'s cell the same way round).
//!
//! The search is breadth-first from every node, over states (node, true or
//! false) under the assumption that the start is false, so each start's
//! chain is its shortest: the shortest chain of all that removes something
//! wins (at most [`MAX_LINKS`] links; among equals, the first start in cell
//! order, then digit order, singles before groups). Which links may be used
//! is the caller's [`Rules`]. The search is bounded ([`MAX_VISITS`]): on a
//! big board with many candidates it may miss a chain.

use super::Elimination;
use crate::candidates::{Candidates, Removal};
use crate::digits::Digit;
use crate::geometry::{Cell, Geometry, House, HouseKind};
use crate::sort;
use crate::step::{Link, Narrator, Node};

/// The longest chain searched, in links.
pub(crate) const MAX_LINKS: usize = 21;

/// The longest loop searched, in links with the closing one. A loop
/// search cannot stop at the first chain that removes something, so it
/// goes through every start's reach: a shorter bound keeps it to a
/// fraction of a chain search's cost, and longer loops are rare and hard
/// to follow.
pub(crate) const MAX_LOOP_LINKS: usize = 12;

/// The most search states one search visits, all starts together. A 9x9
/// search stays far below it; on big boards with many candidates it cuts
/// the search short (the starts not reached are not searched), so that a
/// step never takes more than a fraction of a second.
pub(crate) const MAX_VISITS: usize = 3_000_000;

/// Which links a chain may use.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Rules {
    /// Strong links between the two places of a digit in a house.
    pub house_strong: bool,
    /// Strong links between the two candidates of a bivalue cell.
    pub cell_strong: bool,
    /// Weak links between candidates of one cell.
    pub cell_weak: bool,
    /// Grouped nodes.
    pub groups: bool,
}

/// The first chain the rules allow that removes something: see the
/// [module docs](self). Pattern: `digits` = the digits of the nodes in
/// chain order without repeats, `cells` = the cells of the nodes in chain
/// order without repeats, `houses` = the houses of the strong links between
/// places, `links` = the chain's links in order.
pub(crate) fn find(
    geometry: &Geometry,
    candidates: &Candidates,
    rules: Rules,
) -> Option<Elimination> {
    search(geometry, candidates, rules, Shape::Chain)
}

/// The first continuous loop the rules allow that removes something: a
/// chain whose ends are weakly linked, closed by that link. Then each weak
/// link of the loop has exactly one true end: whatever sees both ends of
/// one (its digit's other places seen by both, or a cell's other
/// candidates) goes. Pattern as [`find`]'s, with the closing link last.
pub(crate) fn find_loop(
    geometry: &Geometry,
    candidates: &Candidates,
    rules: Rules,
) -> Option<Elimination> {
    search(geometry, candidates, rules, Shape::Loop)
}

/// What a search looks for.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Shape {
    /// A chain whose ends remove something.
    Chain,
    /// A chain that closes into a loop which removes something.
    Loop,
}

fn search(
    geometry: &Geometry,
    candidates: &Candidates,
    rules: Rules,
    shape: Shape,
) -> Option<Elimination> {
    let graph = Graph::new(geometry, candidates, rules);
    let mut search = Search::new(graph.nodes.len());
    let mut best: Option<Chain> = None;
    for start in 0..graph.nodes.len() {
        let longest = match shape {
            Shape::Chain => MAX_LINKS,
            // The chain, without the closing link.
            Shape::Loop => MAX_LOOP_LINKS - 1,
        };
        let limit = best.as_ref().map_or(longest, |b| b.vertices.len() - 2);
        if limit < 3 || search.visits > MAX_VISITS {
            break;
        }
        // A chain leaves its start by a strong link.
        if graph.strong[start].is_empty() {
            continue;
        }
        if let Some(found) = search.from(&graph, start, limit, shape) {
            best = Some(found);
        }
    }
    best.map(|found| graph.elimination(found))
}

/// `(5)r2c3=(5)r2c7-(5)r6c7=(5)r6c1`: the chain in Eureka notation, a
/// cell's consecutive candidates written together: `(3=9)r2c1`. A group's
/// cells are written `r2c{1,3}` or `r{4,6}c2`.
pub(crate) fn notation(n: &Narrator, links: &[Link]) -> String {
    let Some(first) = links.first() else {
        return String::new();
    };
    let mut nodes = vec![&first.from];
    let mut signs = Vec::new();
    for link in links {
        nodes.push(&link.to);
        signs.push(if link.strong { '=' } else { '-' });
    }
    let mut text = String::new();
    let mut i = 0;
    while i < nodes.len() {
        // A run of nodes in the same cells.
        let mut j = i;
        while j + 1 < nodes.len() && nodes[j + 1].cells() == nodes[i].cells() {
            j += 1;
        }
        text.push('(');
        for k in i..=j {
            if k > i {
                text.push(signs[k - 1]);
            }
            text.push_str(&n.digit(nodes[k].digit).to_string());
        }
        text.push(')');
        text.push_str(&place(n, nodes[i].cells()));
        if j + 1 < nodes.len() {
            text.push(signs[j]);
        }
        i = j + 1;
    }
    text
}

/// `(5)r2c3=(5)r2c7-(5)r6c7=(5)r6c1: r2c3 or r6c1 is 5, so 5 is removed
/// from r2c1`: the chain, what it proves about its ends, what goes.
pub(crate) fn describe(found: &Elimination, n: &Narrator) -> String {
    let chain = notation(n, &found.links);
    let (Some(first), Some(last)) = (found.links.first(), found.links.last()) else {
        return n.removals(&found.removals);
    };
    let (a, b) = (&first.from, &last.to);
    if a == b {
        return format!(
            "{chain}: the loop closes, so one end of each weak link is true, and {}",
            n.removals(&found.removals)
        );
    }
    let proven = if a.digit == b.digit {
        format!(
            "{} or {} is {}",
            place(n, a.cells()),
            place(n, b.cells()),
            n.digit(a.digit)
        )
    } else if a.cells() == b.cells() {
        format!(
            "{} is {} or {}",
            place(n, a.cells()),
            n.digit(a.digit),
            n.digit(b.digit)
        )
    } else {
        format!(
            "{} is {} or {} is {}",
            place(n, a.cells()),
            n.digit(a.digit),
            place(n, b.cells()),
            n.digit(b.digit)
        )
    };
    format!("{chain}: {proven}, so {}", n.removals(&found.removals))
}

/// `r2c3`, or a group: `r2c{1,3}`, `r{4,6}c2` (numbers in braces, so
/// `r2c{1,12}` stays plain on a big board); cells in neither one row nor
/// one column are listed, `r4c2,r5c3`.
pub(crate) fn place(n: &Narrator, cells: &[Cell]) -> String {
    let g = n.geometry;
    let numbers = |of: &dyn Fn(Cell) -> usize| -> String {
        let v: Vec<String> = cells.iter().map(|&c| (of(c) + 1).to_string()).collect();
        v.join(",")
    };
    match cells {
        [one] => n.cell(*one),
        [first, ..] if cells.iter().all(|&c| g.row(c) == g.row(*first)) => {
            format!("r{}c{{{}}}", g.row(*first) + 1, numbers(&|c| g.col(c)))
        }
        [first, ..] if cells.iter().all(|&c| g.col(c) == g.col(*first)) => {
            format!("r{{{}}}c{}", numbers(&|c| g.row(c)), g.col(*first) + 1)
        }
        _ => cells
            .iter()
            .map(|&c| n.cell(c))
            .collect::<Vec<_>>()
            .join(","),
    }
}

/// A node of the graph.
struct Vertex {
    digit: Digit,
    cells: Vec<Cell>,
    /// For a group: its box and its line.
    group: Option<(usize, House)>,
}

/// A strong link to another vertex, and its house (none inside a cell).
type Strong = (usize, Option<House>);

struct Graph<'a> {
    geometry: &'a Geometry,
    candidates: &'a Candidates,
    rules: Rules,
    nodes: Vec<Vertex>,
    /// The vertex of each candidate: `cell * side + digit - 1`.
    single: Vec<Option<usize>>,
    /// The groups of each digit in each box, row and column:
    /// `(digit - 1) * side + index`.
    groups_in_box: Vec<Vec<usize>>,
    groups_in_row: Vec<Vec<usize>>,
    groups_in_col: Vec<Vec<usize>>,
    strong: Vec<Vec<Strong>>,
}

impl<'a> Graph<'a> {
    fn new(geometry: &'a Geometry, candidates: &'a Candidates, rules: Rules) -> Graph<'a> {
        let side = geometry.side();
        let mut graph = Graph {
            geometry,
            candidates,
            rules,
            nodes: Vec::new(),
            single: vec![None; geometry.cell_count() * side],
            groups_in_box: vec![Vec::new(); side * side],
            groups_in_row: vec![Vec::new(); side * side],
            groups_in_col: vec![Vec::new(); side * side],
            strong: Vec::new(),
        };
        for cell in geometry.cells() {
            for digit in candidates.get(cell) {
                graph.single[cell.index() * side + usize::from(digit.get()) - 1] =
                    Some(graph.nodes.len());
                graph.nodes.push(Vertex {
                    digit,
                    cells: vec![cell],
                    group: None,
                });
            }
        }
        if rules.groups {
            graph.add_groups();
        }
        graph.strong = vec![Vec::new(); graph.nodes.len()];
        if rules.cell_strong {
            for cell in geometry.cells() {
                let set = candidates.get(cell);
                if let (2, Some(x), Some(y)) = (set.len(), set.first(), set.iter().nth(1)) {
                    graph.link_strong(graph.vertex(cell, x), graph.vertex(cell, y), None);
                }
            }
        }
        if rules.house_strong {
            graph.add_house_links();
        }
        graph
    }

    fn vertex(&self, cell: Cell, digit: Digit) -> usize {
        let side = self.geometry.side();
        self.single[cell.index() * side + usize::from(digit.get()) - 1]
            .expect("a vertex for every candidate")
    }

    fn link_strong(&mut self, a: usize, b: usize, house: Option<House>) {
        if !self.strong[a].iter().any(|&(v, _)| v == b) {
            self.strong[a].push((b, house));
            self.strong[b].push((a, house));
        }
    }

    /// Every group: the places of a digit in a box that also lie in one
    /// line, when there are two or more of them.
    fn add_groups(&mut self) {
        let g = self.geometry;
        let side = g.side();
        for b in 0..side {
            let the_box = House {
                kind: HouseKind::Box,
                index: b as u8,
            };
            let cells = g.house_cells(the_box);
            for digit in (1..=side as u8).filter_map(Digit::new) {
                let places: Vec<Cell> = cells
                    .iter()
                    .copied()
                    .filter(|&c| self.candidates.get(c).contains(digit))
                    .collect();
                for kind in [HouseKind::Row, HouseKind::Column] {
                    let line_of = |c: Cell| {
                        if kind == HouseKind::Row {
                            g.row(c)
                        } else {
                            g.col(c)
                        }
                    };
                    let mut lines: Vec<usize> = places.iter().map(|&c| line_of(c)).collect();
                    lines.dedup();
                    sort::sort(&mut lines);
                    lines.dedup();
                    for line in lines {
                        let group: Vec<Cell> = places
                            .iter()
                            .copied()
                            .filter(|&c| line_of(c) == line)
                            .collect();
                        if group.len() < 2 {
                            continue;
                        }
                        let id = self.nodes.len();
                        let slot = usize::from(digit.get() - 1) * side;
                        self.groups_in_box[slot + b].push(id);
                        let by_line = match kind {
                            HouseKind::Row => &mut self.groups_in_row,
                            _ => &mut self.groups_in_col,
                        };
                        by_line[slot + line].push(id);
                        self.nodes.push(Vertex {
                            digit,
                            cells: group,
                            group: Some((
                                b,
                                House {
                                    kind,
                                    index: line as u8,
                                },
                            )),
                        });
                    }
                }
            }
        }
    }

    /// The vertex of a set of places of a digit: a single, or a group.
    fn node_of(&self, digit: Digit, cells: &[Cell]) -> Option<usize> {
        match cells {
            [one] => Some(self.vertex(*one, digit)),
            [first, ..] if self.rules.groups => {
                let side = self.geometry.side();
                let slot = usize::from(digit.get() - 1) * side;
                self.groups_in_box[slot + self.geometry.box_of(*first)]
                    .iter()
                    .copied()
                    .find(|&v| self.nodes[v].cells == cells)
            }
            _ => None,
        }
    }

    /// Strong links of a digit in a house: its places split into exactly
    /// two parts (single cells; with groups, the two boxes of a line or the
    /// two lines of a box).
    fn add_house_links(&mut self) {
        let g = self.geometry;
        let side = g.side();
        for house in g.houses() {
            let cells = g.house_cells(house);
            for digit in (1..=side as u8).filter_map(Digit::new) {
                let places: Vec<Cell> = cells
                    .iter()
                    .copied()
                    .filter(|&c| self.candidates.get(c).contains(digit))
                    .collect();
                if places.len() < 2 {
                    continue;
                }
                let mut splits: Vec<(Vec<Cell>, Vec<Cell>)> = Vec::new();
                if places.len() == 2 {
                    splits.push((vec![places[0]], vec![places[1]]));
                }
                if self.rules.groups {
                    let keys: Vec<fn(&Geometry, Cell) -> usize> = match house.kind {
                        HouseKind::Box => vec![|g, c| g.row(c), |g, c| g.col(c)],
                        _ => vec![|g, c| g.box_of(c)],
                    };
                    for key in keys {
                        let first = key(g, places[0]);
                        let (a, b): (Vec<Cell>, Vec<Cell>) =
                            places.iter().partition(|&&c| key(g, c) == first);
                        let Some(&next) = b.first() else {
                            continue;
                        };
                        let second = key(g, next);
                        if b.iter().all(|&c| key(g, c) == second) && (a.len() > 1 || b.len() > 1) {
                            splits.push((a, b));
                        }
                    }
                }
                for (a, b) in splits {
                    if let (Some(a), Some(b)) = (self.node_of(digit, &a), self.node_of(digit, &b)) {
                        self.link_strong(a, b, Some(house));
                    }
                }
            }
        }
    }

    /// The vertices weakly linked to `v`, into `out`.
    fn weak(&self, v: usize, out: &mut Vec<usize>) {
        out.clear();
        let g = self.geometry;
        let side = g.side();
        let node = &self.nodes[v];
        let digit = node.digit;
        let slot = usize::from(digit.get() - 1) * side;
        let disjoint_and_seen = |w: usize| {
            let other = &self.nodes[w];
            w != v
                && other
                    .cells
                    .iter()
                    .all(|&c| node.cells.iter().all(|&d| g.sees(c, d)))
        };
        match node.group {
            None => {
                let cell = node.cells[0];
                for &peer in g.peers(cell) {
                    if self.candidates.get(peer).contains(digit) {
                        out.push(self.vertex(peer, digit));
                    }
                }
                if self.rules.cell_weak {
                    for other in self.candidates.get(cell) {
                        if other != digit {
                            out.push(self.vertex(cell, other));
                        }
                    }
                }
                if self.rules.groups {
                    let near = self.groups_in_box[slot + g.box_of(cell)]
                        .iter()
                        .chain(&self.groups_in_row[slot + g.row(cell)])
                        .chain(&self.groups_in_col[slot + g.col(cell)]);
                    out.extend(near.copied().filter(|&w| disjoint_and_seen(w)));
                }
            }
            Some((the_box, line)) => {
                let box_house = House {
                    kind: HouseKind::Box,
                    index: the_box as u8,
                };
                for house in [box_house, line] {
                    for &c in g.house_cells(house) {
                        if self.candidates.get(c).contains(digit) && !node.cells.contains(&c) {
                            out.push(self.vertex(c, digit));
                        }
                    }
                }
                let in_line = match line.kind {
                    HouseKind::Row => &self.groups_in_row,
                    _ => &self.groups_in_col,
                };
                let near = self.groups_in_box[slot + the_box]
                    .iter()
                    .chain(&in_line[slot + usize::from(line.index)]);
                out.extend(near.copied().filter(|&w| disjoint_and_seen(w)));
                sort::sort(out);
                out.dedup();
            }
        }
    }

    /// What a chain from `start` to `end` (both true-or-false ends of a
    /// proven "one of them is true") removes.
    fn removals(&self, start: usize, end: usize) -> Vec<Removal> {
        let g = self.geometry;
        let (a, b) = (&self.nodes[start], &self.nodes[end]);
        let mut removals = Vec::new();
        if a.digit == b.digit {
            let digit = a.digit;
            let sees_all = |t: Cell| a.cells.iter().chain(&b.cells).all(|&c| g.sees(t, c));
            for &t in g.peers(a.cells[0]) {
                if self.candidates.get(t).contains(digit) && sees_all(t) {
                    removals.push(Removal { cell: t, digit });
                }
            }
        } else if a.group.is_none() && b.group.is_none() && a.cells[0] == b.cells[0] {
            let cell = a.cells[0];
            for other in self.candidates.get(cell) {
                if other != a.digit && other != b.digit {
                    removals.push(Removal { cell, digit: other });
                }
            }
        } else {
            for (x, y) in [(a, b), (b, a)] {
                if x.group.is_some() {
                    continue;
                }
                let p = x.cells[0];
                if self.candidates.get(p).contains(y.digit) && y.cells.iter().all(|&c| g.sees(p, c))
                {
                    removals.push(Removal {
                        cell: p,
                        digit: y.digit,
                    });
                }
            }
        }
        sort::sort(&mut removals);
        removals.dedup();
        removals
    }

    /// Whether at most one of `a` and `b` can be true: one digit in
    /// disjoint places that all see each other, or (when the rules have
    /// weak links in cells) two digits of one cell.
    fn weakly_linked(&self, a: usize, b: usize) -> bool {
        let g = self.geometry;
        let (x, y) = (&self.nodes[a], &self.nodes[b]);
        if a == b {
            return false;
        }
        if x.digit == y.digit {
            return x
                .cells
                .iter()
                .all(|&c| y.cells.iter().all(|&d| g.sees(c, d)));
        }
        self.rules.cell_weak && x.group.is_none() && y.group.is_none() && x.cells == y.cells
    }

    /// What a continuous loop through `vertices` (closed from the last to
    /// the first by a weak link) removes: with exactly one end of each weak
    /// link true, what cannot be true with either. The loop's own
    /// candidates stay.
    fn loop_removals(&self, vertices: &[usize]) -> Vec<Removal> {
        let count = vertices.len();
        let mut removals: Vec<Removal> = (1..count)
            .step_by(2)
            .flat_map(|i| self.removals(vertices[i], vertices[(i + 1) % count]))
            .filter(|r| {
                !vertices.iter().any(|&v| {
                    let node = &self.nodes[v];
                    node.digit == r.digit && node.cells.contains(&r.cell)
                })
            })
            .collect();
        sort::sort(&mut removals);
        removals.dedup();
        removals
    }

    fn node(&self, v: usize) -> Node {
        let vertex = &self.nodes[v];
        Node {
            cell: vertex.cells[0],
            digit: vertex.digit,
            group: if vertex.group.is_some() {
                vertex.cells.clone()
            } else {
                Vec::new()
            },
        }
    }

    fn elimination(&self, found: Chain) -> Elimination {
        let mut digits = Vec::new();
        let mut cells = Vec::new();
        for &v in &found.vertices {
            let vertex = &self.nodes[v];
            if !digits.contains(&vertex.digit) {
                digits.push(vertex.digit);
            }
            for &c in &vertex.cells {
                if !cells.contains(&c) {
                    cells.push(c);
                }
            }
        }
        let mut path = found.vertices.clone();
        if found.closed {
            path.push(found.vertices[0]);
        }
        let links = path
            .windows(2)
            .enumerate()
            .map(|(i, pair)| Link {
                from: self.node(pair[0]),
                to: self.node(pair[1]),
                strong: i % 2 == 0,
            })
            .collect();
        Elimination {
            removals: found.removals,
            digits,
            cells,
            houses: found.houses,
            links,
            ..Elimination::default()
        }
    }
}

/// A chain found by the search: its vertices and what it removes.
struct Chain {
    vertices: Vec<usize>,
    houses: Vec<House>,
    removals: Vec<Removal>,
    /// A loop: the last vertex is weakly linked back to the first.
    closed: bool,
}

/// The parent of the state a search starts from.
const ORIGIN: usize = usize::MAX;

/// Breadth-first search state, reused from start to start: states are
/// `vertex * 2 + truth`.
struct Search {
    /// The state each state was reached from, for the states of this round.
    parent: Vec<usize>,
    /// The house of the strong link into a true state, if any.
    via: Vec<Option<House>>,
    /// The round in which each state was reached (0: never).
    seen: Vec<u32>,
    round: u32,
    queue: Vec<(usize, usize)>,
    scratch: Vec<usize>,
    /// States visited by every search so far.
    visits: usize,
}

impl Search {
    fn new(vertices: usize) -> Search {
        Search {
            parent: vec![0; 2 * vertices],
            via: vec![None; 2 * vertices],
            seen: vec![0; 2 * vertices],
            round: 0,
            queue: Vec::new(),
            scratch: Vec::new(),
            visits: 0,
        }
    }

    /// The first chain (or loop) of at most `max_links` links from `start`
    /// (assumed false) that removes something.
    fn from(
        &mut self,
        graph: &Graph,
        start: usize,
        max_links: usize,
        shape: Shape,
    ) -> Option<Chain> {
        self.round += 1;
        let round = self.round;
        self.queue.clear();
        let origin = start * 2;
        self.seen[origin] = round;
        self.parent[origin] = ORIGIN;
        self.via[origin] = None;
        self.queue.push((origin, 0));
        let mut head = 0;
        while head < self.queue.len() && self.visits <= MAX_VISITS {
            let (state, depth) = self.queue[head];
            head += 1;
            if depth == max_links {
                continue;
            }
            let (v, truth) = (state / 2, state % 2 == 1);
            if truth {
                let mut weak = std::mem::take(&mut self.scratch);
                graph.weak(v, &mut weak);
                for &w in &weak {
                    self.visit(w * 2, state, None, depth + 1);
                }
                self.scratch = weak;
            } else {
                for &(w, house) in &graph.strong[v] {
                    let next = w * 2 + 1;
                    if !self.visit(next, state, house, depth + 1) || w == start || depth + 1 < 3 {
                        continue;
                    }
                    match shape {
                        Shape::Chain => {
                            let removals = graph.removals(start, w);
                            if !removals.is_empty() {
                                return Some(self.chain(next, removals));
                            }
                        }
                        Shape::Loop if graph.weakly_linked(w, start) => {
                            let mut found = self.chain(next, Vec::new());
                            // A path through a node twice is not one loop
                            // to draw or read.
                            let mut sorted = found.vertices.clone();
                            sort::sort(&mut sorted);
                            sorted.dedup();
                            if sorted.len() < found.vertices.len() {
                                continue;
                            }
                            found.removals = graph.loop_removals(&found.vertices);
                            if !found.removals.is_empty() {
                                found.closed = true;
                                return Some(found);
                            }
                        }
                        Shape::Loop => {}
                    }
                }
            }
        }
        None
    }

    /// Marks `state` reached from `parent`; false if it was reached before.
    fn visit(&mut self, state: usize, parent: usize, via: Option<House>, depth: usize) -> bool {
        if self.seen[state] == self.round {
            return false;
        }
        self.seen[state] = self.round;
        self.visits += 1;
        self.parent[state] = parent;
        self.via[state] = via;
        self.queue.push((state, depth));
        true
    }

    /// The chain ending at `state`, from its start.
    fn chain(&self, state: usize, removals: Vec<Removal>) -> Chain {
        let mut vertices = Vec::new();
        let mut houses = Vec::new();
        let mut at = state;
        loop {
            vertices.push(at / 2);
            if let Some(house) = self.via[at] {
                houses.push(house);
            }
            match self.parent[at] {
                ORIGIN => break,
                parent => at = parent,
            }
        }
        vertices.reverse();
        houses.reverse();
        Chain {
            vertices,
            houses,
            removals,
            closed: false,
        }
    }
}
