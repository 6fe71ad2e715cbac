//! The breadth-first search for chains and loops over a [`Graph`].

use super::graph::Graph;
use super::{Shape, Via, MAX_VISITS};
use crate::candidates::Removal;
use crate::sort;

/// A chain found by the search: its vertices, where the link into each
/// comes from (the start's is plain), and what it removes.
pub(super) struct Chain {
    pub(super) vertices: Vec<usize>,
    pub(super) vias: Vec<Via>,
    pub(super) removals: Vec<Removal>,
    /// A loop: the last vertex is weakly linked back to the first.
    pub(super) closed: bool,
}

/// The parent of the state a search starts from.
pub(super) const ORIGIN: usize = usize::MAX;

/// Breadth-first search state, reused from start to start: states are
/// `vertex * 2 + truth`.
pub(super) struct Search {
    /// The state each state was reached from, for the states of this round.
    parent: Vec<usize>,
    /// The house of the strong link into a true state, if any.
    via: Vec<Via>,
    /// The round in which each state was reached (0: never).
    seen: Vec<u32>,
    round: u32,
    queue: Vec<(usize, usize)>,
    /// States visited by every search so far.
    pub(super) visits: usize,
    /// Each vertex's weak links, once worked out: where they are in
    /// `weak_all`.
    weak_range: Vec<Option<(usize, usize)>>,
    weak_all: Vec<usize>,
    scratch: Vec<usize>,
}

impl Search {
    pub(super) fn new(vertices: usize) -> Search {
        Search {
            parent: vec![0; 2 * vertices],
            via: vec![Via::Plain; 2 * vertices],
            seen: vec![0; 2 * vertices],
            round: 0,
            queue: Vec::new(),
            visits: 0,
            weak_range: vec![None; vertices],
            weak_all: Vec::new(),
            scratch: Vec::new(),
        }
    }

    /// The first chain (or loop) of at most `max_links` links from `start`
    /// (assumed false) that removes something.
    pub(super) fn from(
        &mut self,
        graph: &Graph,
        start: usize,
        max_links: usize,
        shape: Shape,
    ) -> Option<Chain> {
        self.begin(start * 2);
        let mut head = 0;
        while head < self.queue.len() && self.visits <= MAX_VISITS {
            let (state, depth) = self.queue[head];
            head += 1;
            if depth == max_links {
                continue;
            }
            let (v, truth) = (state / 2, state % 2 == 1);
            if truth {
                let (from, to) = self.weak_links(graph, v);
                for k in from..to {
                    self.visit(self.weak_all[k] * 2, state, Via::Plain, depth + 1);
                }
            } else {
                for &(w, via) in &graph.strong[v] {
                    let next = w * 2 + 1;
                    if !self.visit(next, state, via, depth + 1) || w == start || depth + 1 < 3 {
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

    /// The shortest implication of at most `max_links` links from `start`
    /// true to `target` false: weak links out of true vertices, strong
    /// ones out of false vertices.
    pub(super) fn implication(
        &mut self,
        graph: &Graph,
        start: usize,
        target: usize,
        max_links: usize,
    ) -> Option<Chain> {
        let goal = target * 2;
        self.begin(start * 2 + 1);
        let mut head = 0;
        while head < self.queue.len() && self.visits <= MAX_VISITS {
            let (state, depth) = self.queue[head];
            head += 1;
            if depth == max_links {
                continue;
            }
            let v = state / 2;
            if state % 2 == 1 {
                let (from, to) = self.weak_links(graph, v);
                for k in from..to {
                    let next = self.weak_all[k] * 2;
                    if self.visit(next, state, Via::Plain, depth + 1) && next == goal {
                        return Some(self.chain(goal, Vec::new()));
                    }
                }
            } else {
                for &(w, via) in &graph.strong[v] {
                    self.visit(w * 2 + 1, state, via, depth + 1);
                }
            }
        }
        None
    }

    /// Starts a new round of the search from state `origin`.
    fn begin(&mut self, origin: usize) {
        self.round += 1;
        self.queue.clear();
        self.seen[origin] = self.round;
        self.parent[origin] = ORIGIN;
        self.via[origin] = Via::Plain;
        self.queue.push((origin, 0));
    }

    /// Where vertex `v`'s weak links are in `weak_all`, worked out on
    /// first use: the search walks them from start after start.
    fn weak_links(&mut self, graph: &Graph, v: usize) -> (usize, usize) {
        if let Some(range) = self.weak_range[v] {
            return range;
        }
        graph.weak(v, &mut self.scratch);
        let from = self.weak_all.len();
        self.weak_all.extend_from_slice(&self.scratch);
        let range = (from, self.weak_all.len());
        self.weak_range[v] = Some(range);
        range
    }

    /// Marks `state` reached from `parent`; false if it was reached before.
    fn visit(&mut self, state: usize, parent: usize, via: Via, depth: usize) -> bool {
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
        let mut vias = Vec::new();
        let mut at = state;
        loop {
            vertices.push(at / 2);
            vias.push(self.via[at]);
            match self.parent[at] {
                ORIGIN => break,
                parent => at = parent,
            }
        }
        vertices.reverse();
        vias.reverse();
        Chain {
            vertices,
            vias,
            removals,
            closed: false,
        }
    }
}
