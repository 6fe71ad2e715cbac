//! Sudoku Explainer's simple forcing chains, for the rating
//! ([`Variant::Forcing`](super::variants::Variant)): a candidate assumed
//! true (or false) leads, along the links the state already has, to its
//! own negation, so it is false (or true). Along one digit's links (the
//! two places of a house) it is SE's *forcing X-chain* (6.6); with the
//! cells' links too (a cell's other candidates, the other candidate of a
//! cell of two) its *forcing chain* (7.0). Each is an AIC whose ends both
//! see the candidate, or, for a candidate made true, one from the
//! candidate back to itself.
//!
//! SE gathers every chain of this rule, its continuous loops among them,
//! and takes the one worth least, then the shortest. A chain is searched
//! breadth first from its candidate, so it is the shortest there; the
//! search stops at the length where no chain could beat the best so far.

use super::length_bonus;
use super::variants::Found;
use crate::candidates::{Candidates, Removal};
use crate::digits::Digit;
use crate::geometry::{Cell, Geometry};
use crate::solve::chains::{self, Rules};
use crate::solve::forcing::{self, Fact};
use crate::solve::{Elimination, Technique};
use crate::step::{Link, Node};

/// SE's loops: along one digit's links (an X-cycle), along bivalue
/// cells and the weak links between them (a Y-cycle), or any (6.5, 6.5
/// and 7.0 before the bonus for length); single candidates only; each
/// with its place among equals.
const LOOPS: [(Rules, u32, u32); 3] = [
    (
        Rules {
            house_strong: true,
            cell_strong: false,
            cell_weak: false,
            groups: false,
        },
        CYCLE,
        2,
    ),
    (
        Rules {
            house_strong: false,
            cell_strong: true,
            cell_weak: true,
            groups: false,
        },
        CYCLE,
        3,
    ),
    (
        Rules {
            house_strong: true,
            cell_strong: true,
            cell_weak: true,
            groups: false,
        },
        CHAIN,
        4,
    ),
];

/// What SE's X- and Y-cycles, forcing X-chains and forcing chains (and
/// loops of several digits) are worth before the bonus for length, in
/// tenths; the variant's own value is the first.
pub(super) const CYCLE: u32 = 65;
const X_CHAIN: u32 = 66;
const CHAIN: u32 = 70;

const NONE: u32 = u32::MAX;

/// Longer than any chain on a 9x9 board (a fact per candidate, each way).
const MAX_LENGTH: usize = 81 * 9 * 2;

/// A chain's place in SE's order: what it is worth (tenths), then its
/// length, then its kind (one digit before several).
type Key = (u32, usize, u32);

/// The links of a state, searched breadth first from one candidate at a
/// time; the buffers are kept from one search to the next.
struct Search<'a> {
    geometry: &'a Geometry,
    state: &'a Candidates,
    side: usize,
    /// What each node forces, with the cells' links or without (nodes
    /// `forced[starts[n]..starts[n + 1]]`), made once per state.
    starts: [Vec<u32>; 2],
    forced: [Vec<u32>; 2],
    /// Per node (`(cell * side + digit - 1) * 2 + on`): the node it was
    /// reached from, and its distance from the start.
    parent: Vec<u32>,
    depth: Vec<u32>,
    queue: Vec<u32>,
}

impl<'a> Search<'a> {
    fn new(geometry: &'a Geometry, state: &'a Candidates) -> Search<'a> {
        let side = geometry.side();
        let nodes = geometry.cell_count() * side * 2;
        let mut search = Search {
            geometry,
            state,
            side,
            starts: [Vec::new(), Vec::new()],
            forced: [Vec::new(), Vec::new()],
            parent: vec![NONE; nodes],
            depth: vec![0; nodes],
            queue: Vec::new(),
        };
        let mut next = Vec::new();
        for cells in [false, true] {
            let (mut starts, mut forced) = (vec![0], Vec::new());
            for node in 0..nodes as u32 {
                if let Some(fact) = search
                    .fact(node)
                    .filter(|f| state.get(f.cell).contains(f.digit))
                {
                    forcing::static_consequences(geometry, state, fact, cells, &mut next);
                    forced.extend(next.iter().map(|&f| search.node(f)));
                }
                starts.push(forced.len() as u32);
            }
            search.starts[usize::from(cells)] = starts;
            search.forced[usize::from(cells)] = forced;
        }
        search
    }

    fn node(&self, fact: Fact) -> u32 {
        let slot = fact.cell.index() * self.side + usize::from(fact.digit.get()) - 1;
        (slot * 2 + usize::from(fact.on)) as u32
    }

    fn fact(&self, node: u32) -> Option<Fact> {
        let node = node as usize;
        let slot = node / 2;
        Some(Fact {
            cell: self.geometry.cell(slot / self.side)?,
            digit: Digit::new((slot % self.side + 1) as u8)?,
            on: node % 2 == 1,
        })
    }

    /// The shortest chain from `start` to its negation, as the facts from
    /// the one to the other, if it has at most `limit` facts.
    fn chain_to_negation(&mut self, start: Fact, cells: bool, limit: usize) -> Option<Vec<u32>> {
        let (from, goal) = (
            self.node(start),
            self.node(Fact {
                on: !start.on,
                ..start
            }),
        );
        self.queue.clear();
        self.queue.push(from);
        self.parent[from as usize] = from;
        self.depth[from as usize] = 0;
        let mut found = None;
        let (starts, forced) = (
            &self.starts[usize::from(cells)],
            &self.forced[usize::from(cells)],
        );
        let mut head = 0;
        'search: while let Some(&node) = self.queue.get(head) {
            head += 1;
            let depth = self.depth[node as usize];
            // A fact reached from here is the chain's depth + 2nd.
            if depth as usize + 2 > limit {
                break;
            }
            let (a, b) = (starts[node as usize], starts[node as usize + 1]);
            for &to in &forced[a as usize..b as usize] {
                if to == goal {
                    found = Some(node);
                    break 'search;
                }
                if self.parent[to as usize] == NONE {
                    self.parent[to as usize] = node;
                    self.depth[to as usize] = depth + 1;
                    self.queue.push(to);
                }
            }
        }
        let path = found.map(|last| {
            let mut path = vec![goal, last];
            while let Some(&at) = path.last().filter(|&&at| at != from) {
                path.push(self.parent[at as usize]);
            }
            path.reverse();
            path
        });
        for &node in &self.queue {
            self.parent[node as usize] = NONE;
        }
        path
    }

    /// The step a chain makes: an AIC between the second and the
    /// second-last facts when the start is a candidate made false, else
    /// the chain itself, as a forcing chain that breaks.
    fn step(&self, path: &[u32], one_digit: bool) -> (Technique, Elimination) {
        let facts: Vec<Fact> = path.iter().filter_map(|&n| self.fact(n)).collect();
        let start = facts[0];
        let links = |facts: &[Fact]| -> Vec<Link> {
            (facts.windows(2))
                .map(|pair| Link {
                    from: Node::single(pair[0].cell, pair[0].digit),
                    to: Node::single(pair[1].cell, pair[1].digit),
                    strong: !pair[0].on,
                    set: Vec::new(),
                })
                .collect()
        };
        let mut cells: Vec<Cell> = Vec::new();
        let mut digits: Vec<Digit> = Vec::new();
        for fact in &facts {
            if !cells.contains(&fact.cell) {
                cells.push(fact.cell);
            }
            if !digits.contains(&fact.digit) {
                digits.push(fact.digit);
            }
        }
        if start.on {
            let technique = if one_digit {
                Technique::XChain
            } else {
                Technique::Aic
            };
            let inner = &facts[1..facts.len() - 1];
            let step = Elimination {
                removals: vec![Removal {
                    cell: start.cell,
                    digit: start.digit,
                }],
                links: links(inner),
                cells,
                digits,
                ..Elimination::default()
            };
            return (technique, step);
        }
        let holds = Fact { on: true, ..start };
        let removals = forcing::removals_of(self.state, holds);
        let step = forcing::pattern(&[holds], vec![links(&facts)], removals);
        (Technique::DigitForcingChain, step)
    }
}

/// The longest chain, in facts, worth less than `best` in SE's order when
/// its base is `base` and its kind `kind`; 0 if none.
fn limit(best: Option<Key>, base: u32, kind: u32) -> usize {
    let Some(best) = best else {
        return usize::MAX;
    };
    let mut length = 0;
    // No chain is longer than the candidates are many, twice.
    while length < MAX_LENGTH && (base + length_bonus(length + 1), length + 1, kind) < best {
        length += 1;
    }
    length
}

/// SE's easiest cycle, forcing X-chain or forcing chain, with what it is
/// worth above [`CYCLE`] as its complexity.
pub(super) fn forcing_chains(geometry: &Geometry, state: &Candidates) -> Option<Found> {
    let mut search = Search::new(geometry, state);
    let mut best: Option<(Key, Found)> = None;
    // SE's loops first: the one search each bounds the chains' searches.
    for (rules, base, kind) in LOOPS {
        let Some(step) = chains::find_loop(geometry, state, rules) else {
            continue;
        };
        let length = step.links.len();
        let key = (base + length_bonus(length), length, kind);
        if best.as_ref().map_or(true, |b| key < b.0) {
            let technique = match kind {
                2 => Technique::XCycle,
                _ => Technique::ContinuousNiceLoop,
            };
            let found = Found {
                technique,
                step,
                complexity: (key.0 - CYCLE) as usize,
            };
            best = Some((key, found));
        }
    }
    for (base, kind, one_digit) in [(X_CHAIN, 2, true), (CHAIN, 4, false)] {
        for cell in geometry.cells() {
            let set = state.get(cell);
            if state.value(cell).is_some() || set.len() < 2 {
                continue;
            }
            for digit in set {
                for on in [true, false] {
                    let limit = limit(best.as_ref().map(|b| b.0), base, kind);
                    if limit < 2 {
                        continue;
                    }
                    let start = Fact { cell, digit, on };
                    let Some(path) = search.chain_to_negation(start, !one_digit, limit) else {
                        continue;
                    };
                    let worth = base + length_bonus(path.len());
                    let (technique, step) = search.step(&path, one_digit);
                    let found = Found {
                        technique,
                        step,
                        complexity: (worth - CYCLE) as usize,
                    };
                    best = Some(((worth, path.len(), kind), found));
                }
            }
        }
    }
    best.map(|(_, found)| found)
}
