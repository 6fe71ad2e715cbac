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
//! With almost locked sets (see [`als`](super::als)), a node may also be a
//! digit's places in a set: when a set holds none of a digit `x`, its other
//! digits are locked in it, so each of them is true in its places. Between
//! the set's nodes of two digits there is a strong link: `(x=y)` through
//! the set. Sets of one cell are bivalue cells, already linked; sets of
//! more than [`MAX_SET_CELLS`] cells are left out.
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

mod graph;
mod search;

use graph::Graph;
use search::{Chain, Search};

use super::als::AlmostLockedSets;
use super::Elimination;
use crate::candidates::Candidates;
use crate::digits::Digit;
use crate::geometry::{Cell, Geometry, House};
use crate::step::{join_and, Link, Narrator};

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

/// The most cells of an almost locked set used as a node: larger sets add
/// many nodes to every search and make links few people can follow.
pub(crate) const MAX_SET_CELLS: usize = 4;

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

/// Where a link's inference comes from.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Via {
    /// A weak link, or a strong one inside a bivalue cell.
    Plain,
    /// A strong link between the two places of a digit in a house.
    House(House),
    /// A strong link through an almost locked set.
    Set(usize),
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
    search(geometry, candidates, rules, None, Shape::Chain)
}

/// As [`find`], with nodes in almost locked sets (of at most
/// [`MAX_SET_CELLS`] cells) and strong links through them. Pattern as
/// [`find`]'s, with each set's cells among the cells, its house among the
/// houses, and its cells in the link through it ([`Link::set`]).
pub(crate) fn find_through_sets(
    geometry: &Geometry,
    candidates: &Candidates,
    rules: Rules,
    sets: &AlmostLockedSets,
) -> Option<Elimination> {
    search(geometry, candidates, rules, Some(sets), Shape::Chain)
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
    search(geometry, candidates, rules, None, Shape::Loop)
}

/// What follows from a candidate being true, along chains of the rules'
/// links: the chains of a Kraken fish, each from a fin to the candidate it
/// rules out. One graph for many questions on one state.
pub(crate) struct Implications<'a> {
    graph: Graph<'a>,
    search: Search,
}

impl<'a> Implications<'a> {
    pub fn new(geometry: &'a Geometry, candidates: &'a Candidates, rules: Rules) -> Self {
        let graph = Graph::new(geometry, candidates, rules);
        let search = Search::new(graph.nodes.len());
        Implications { graph, search }
    }

    /// The shortest chain (at most [`MAX_LINKS`] links) that makes `to`
    /// false when `from` is true: its links, weak first. `None` when there
    /// is none, when either is not a candidate of the state, or when the
    /// searches on this state have used up their bound ([`MAX_VISITS`]).
    pub fn falsifies(&mut self, from: (Cell, Digit), to: (Cell, Digit)) -> Option<Vec<Link>> {
        let start = self.graph.vertex_of(from.0, from.1)?;
        let target = self.graph.vertex_of(to.0, to.1)?;
        let found = self
            .search
            .implication(&self.graph, start, target, MAX_LINKS)?;
        Some(self.graph.links(&found.vertices, &found.vias, false))
    }
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
    sets: Option<&AlmostLockedSets>,
    shape: Shape,
) -> Option<Elimination> {
    let mut graph = Graph::new(geometry, candidates, rules);
    if let Some(sets) = sets {
        graph.add_sets(sets);
    }
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
    let through_set = |k: usize| links.get(k).is_some_and(|l| !l.set.is_empty());
    let mut text = String::new();
    let mut i = 0;
    while i < nodes.len() {
        // A link through a set is a run of its own, written at the set's
        // cells; otherwise a run of nodes in the same cells.
        let mut j = i;
        if through_set(i) {
            j = i + 1;
        } else {
            while j + 1 < nodes.len() && !through_set(j) && nodes[j + 1].cells() == nodes[i].cells()
            {
                j += 1;
            }
        }
        text.push('(');
        for k in i..=j {
            if k > i {
                text.push(signs[k - 1]);
            }
            text.push_str(&n.digit(nodes[k].digit).to_string());
        }
        text.push(')');
        if through_set(i) {
            text.push_str(&place(n, &links[i].set));
        } else {
            text.push_str(&place(n, nodes[i].cells()));
        }
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
    let mut chain = notation(n, &found.links);
    let mut sets: Vec<String> = Vec::new();
    for link in found.links.iter().filter(|l| !l.set.is_empty()) {
        let set = place(n, &link.set);
        if !sets.contains(&set) {
            sets.push(set);
        }
    }
    match sets.len() {
        0 => {}
        1 => chain.push_str(&format!(", {} an almost locked set", sets[0])),
        _ => chain.push_str(&format!(", {} almost locked sets", join_and(sets))),
    }
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
