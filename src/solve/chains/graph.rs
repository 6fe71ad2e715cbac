//! The graph a chain search walks: its nodes (single candidates, groups,
//! places in almost locked sets) and their strong and weak links.

use std::collections::HashMap;

use super::search::Chain;
use super::{Rules, Via, MAX_SET_CELLS};
use crate::candidates::{Candidates, Removal};
use crate::digits::Digit;
use crate::geometry::{Cell, Geometry, House, HouseKind};
use crate::solve::als::AlmostLockedSets;
use crate::solve::Elimination;
use crate::sort;
use crate::step::{Link, Node};

/// A node of the graph: a single candidate (one cell), a group (its box
/// and its line), or a digit's places in an almost locked set (neither).
pub(super) struct Vertex {
    digit: Digit,
    cells: Vec<Cell>,
    /// For a group: its box and its line.
    group: Option<(usize, House)>,
}

impl Vertex {
    fn is_single(&self) -> bool {
        self.cells.len() == 1
    }
}

/// A strong link to another vertex, and where it comes from.
pub(super) type Strong = (usize, Via);

pub(super) struct Graph<'a> {
    geometry: &'a Geometry,
    candidates: &'a Candidates,
    rules: Rules,
    pub(super) nodes: Vec<Vertex>,
    /// The vertex of each candidate: `cell * side + digit - 1`.
    single: Vec<Option<usize>>,
    /// The groups of each digit in each box, row and column:
    /// `(digit - 1) * side + index`.
    groups_in_box: Vec<Vec<usize>>,
    groups_in_row: Vec<Vec<usize>>,
    groups_in_col: Vec<Vec<usize>>,
    pub(super) strong: Vec<Vec<Strong>>,
    /// With almost locked sets: the weak links between their nodes and
    /// the other nodes, both ways (for a set's node, all of its weak links).
    set_weak: Vec<Vec<usize>>,
    /// With almost locked sets: their cells, by the index in [`Via::Set`].
    set_cells: Vec<(House, Vec<Cell>)>,
}

impl<'a> Graph<'a> {
    pub(super) fn new(
        geometry: &'a Geometry,
        candidates: &'a Candidates,
        rules: Rules,
    ) -> Graph<'a> {
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
            set_weak: Vec::new(),
            set_cells: Vec::new(),
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
                    graph.link_strong(graph.vertex(cell, x), graph.vertex(cell, y), Via::Plain);
                }
            }
        }
        if rules.house_strong {
            graph.add_house_links();
        }
        graph
    }

    fn vertex(&self, cell: Cell, digit: Digit) -> usize {
        self.vertex_of(cell, digit)
            .expect("a vertex for every candidate")
    }

    /// The vertex of a candidate; `None` for a digit that is not one.
    pub(super) fn vertex_of(&self, cell: Cell, digit: Digit) -> Option<usize> {
        let side = self.geometry.side();
        self.single[cell.index() * side + usize::from(digit.get()) - 1]
    }

    fn link_strong(&mut self, a: usize, b: usize, via: Via) {
        if !self.strong[a].iter().any(|&(v, _)| v == b) {
            self.strong[a].push((b, via));
            self.strong[b].push((a, via));
        }
    }

    /// Adds the almost locked sets of two to [`MAX_SET_CELLS`] cells: a
    /// node for each digit's places in each set (the single or group node
    /// when its places are one), strong links between a set's nodes, and
    /// the weak links of the new nodes.
    pub(super) fn add_sets(&mut self, sets: &AlmostLockedSets) {
        let g = self.geometry;
        let first_set_node = self.nodes.len();
        let mut known: HashMap<(Digit, Vec<Cell>), usize> = HashMap::new();
        let mut links: Vec<(usize, usize, usize)> = Vec::new();
        for i in 0..sets.len() {
            let cells = sets.cells(i);
            if !(2..=MAX_SET_CELLS).contains(&cells.len()) {
                continue;
            }
            let id = self.set_cells.len();
            self.set_cells.push((sets.get(i).house, cells.to_vec()));
            let mut mine: Vec<usize> = Vec::new();
            for digit in sets.get(i).digits {
                let places: Vec<Cell> = cells
                    .iter()
                    .copied()
                    .filter(|&c| self.candidates.get(c).contains(digit))
                    .collect();
                let v = match self.node_of(digit, &places) {
                    Some(v) => v,
                    None => *known.entry((digit, places.clone())).or_insert_with(|| {
                        self.nodes.push(Vertex {
                            digit,
                            cells: places,
                            group: None,
                        });
                        self.nodes.len() - 1
                    }),
                };
                for &w in &mine {
                    links.push((w, v, id));
                }
                mine.push(v);
            }
        }
        self.strong.resize(self.nodes.len(), Vec::new());
        for (a, b, id) in links {
            self.link_strong(a, b, Via::Set(id));
        }
        // The new nodes' weak links: to the candidates that see all their
        // places, to groups and to each other.
        self.set_weak = vec![Vec::new(); self.nodes.len()];
        let side = g.side();
        let mut by_digit: Vec<Vec<usize>> = vec![Vec::new(); side];
        for v in first_set_node..self.nodes.len() {
            by_digit[usize::from(self.nodes[v].digit.get() - 1)].push(v);
        }
        let sees_all = |a: &[Cell], b: &[Cell]| a.iter().all(|&c| b.iter().all(|&d| g.sees(c, d)));
        for (d, set_nodes) in by_digit.iter().enumerate() {
            let slot = d * side;
            let groups: Vec<usize> = (0..side)
                .flat_map(|b| self.groups_in_box[slot + b].iter().copied())
                .collect();
            for (k, &v) in set_nodes.iter().enumerate() {
                let node = &self.nodes[v];
                let mut near: Vec<usize> = g
                    .peers(node.cells[0])
                    .iter()
                    .copied()
                    .filter(|&c| {
                        self.candidates.get(c).contains(node.digit)
                            && node.cells.iter().all(|&d| g.sees(c, d))
                    })
                    .map(|c| self.vertex(c, node.digit))
                    .collect();
                near.extend(
                    groups
                        .iter()
                        .chain(&set_nodes[k + 1..])
                        .copied()
                        .filter(|&w| sees_all(&node.cells, &self.nodes[w].cells)),
                );
                for w in near {
                    self.set_weak[v].push(w);
                    self.set_weak[w].push(v);
                }
            }
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
                        self.link_strong(a, b, Via::House(house));
                    }
                }
            }
        }
    }

    /// The vertices weakly linked to `v`, into `out`.
    pub(super) fn weak(&self, v: usize, out: &mut Vec<usize>) {
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
        if let Some(extra) = self.set_weak.get(v) {
            out.extend_from_slice(extra);
        }
        if !node.is_single() && node.group.is_none() {
            // A set's node: all its weak links are in `set_weak`.
            return;
        }
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
    pub(super) fn removals(&self, start: usize, end: usize) -> Vec<Removal> {
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
        } else if a.is_single() && b.is_single() && a.cells[0] == b.cells[0] {
            let cell = a.cells[0];
            for other in self.candidates.get(cell) {
                if other != a.digit && other != b.digit {
                    removals.push(Removal { cell, digit: other });
                }
            }
        } else {
            for (x, y) in [(a, b), (b, a)] {
                if !x.is_single() {
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
    pub(super) fn weakly_linked(&self, a: usize, b: usize) -> bool {
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
        self.rules.cell_weak && x.is_single() && y.is_single() && x.cells == y.cells
    }

    /// What a continuous loop through `vertices` (closed from the last to
    /// the first by a weak link) removes: with exactly one end of each weak
    /// link true, what cannot be true with either. The loop's own
    /// candidates stay.
    pub(super) fn loop_removals(&self, vertices: &[usize]) -> Vec<Removal> {
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
            group: if vertex.is_single() {
                Vec::new()
            } else {
                vertex.cells.clone()
            },
        }
    }

    /// The links along `path` (with `vias`, where each vertex's link in
    /// comes from), alternately strong and weak from `first_strong`.
    pub(super) fn links(&self, path: &[usize], vias: &[Via], first_strong: bool) -> Vec<Link> {
        path.windows(2)
            .enumerate()
            .map(|(i, pair)| Link {
                from: self.node(pair[0]),
                to: self.node(pair[1]),
                strong: (i % 2 == 0) == first_strong,
                set: match vias.get(i + 1) {
                    Some(&Via::Set(id)) => self.set_cells[id].1.clone(),
                    _ => Vec::new(),
                },
            })
            .collect()
    }

    pub(super) fn elimination(&self, found: Chain) -> Elimination {
        let mut digits = Vec::new();
        let mut cells = Vec::new();
        let mut houses = Vec::new();
        for (&v, &via) in found.vertices.iter().zip(&found.vias) {
            let vertex = &self.nodes[v];
            if !digits.contains(&vertex.digit) {
                digits.push(vertex.digit);
            }
            let set: &[Cell] = match via {
                Via::Plain => &[],
                Via::House(house) => {
                    houses.push(house);
                    &[]
                }
                Via::Set(id) => {
                    let (house, set) = &self.set_cells[id];
                    houses.push(*house);
                    set
                }
            };
            for &c in vertex.cells.iter().chain(set) {
                if !cells.contains(&c) {
                    cells.push(c);
                }
            }
        }
        let mut path = found.vertices.clone();
        if found.closed {
            path.push(found.vertices[0]);
        }
        let links = self.links(&path, &found.vias, true);
        Elimination {
            removals: found.removals,
            digits,
            cells,
            houses,
            links,
            ..Elimination::default()
        }
    }
}
