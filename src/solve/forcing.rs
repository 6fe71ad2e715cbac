//! What the forcing chains share: follow an assumption through singles.
//!
//! A *branch* starts from one assumption (a candidate is true, or false) in
//! a copy of the state and derives what singles force: a digit placed
//! removes itself from the cell's peers and the cell's other candidates; a
//! cell left with one candidate takes it (naked single); a digit left with
//! one place in a house that lacks it goes there (hidden single). Every
//! fact remembers the fact that forced it, so the path from the assumption
//! to any fact is a chain of alternating weak links (a true candidate makes
//! another false) and strong links (a false candidate makes another true).
//! A branch stops at a contradiction: a cell without candidates, or a digit
//! without a place in a house that lacks it.
//!
//! The searches are bounded: at most [`MAX_BRANCHES`] assumptions at a
//! time, and at most [`MAX_FACTS`] facts per search (which only big boards
//! reach).
//!
//! Facts that every possible branch of an exhaustive set of assumptions
//! derives (each candidate of a cell; each place of a digit in a house;
//! a candidate and its negation) are true. A branch that contradicts
//! itself was not possible.

use super::Elimination;

/// Assumptions per forcing chain at most: cells of up to this many
/// candidates, digits with up to this many places in a house.
pub(crate) const MAX_BRANCHES: usize = 4;

/// The most facts one search derives, all branches together: a 9x9
/// search stays far below it; on big boards it cuts the search short.
pub(crate) const MAX_FACTS: usize = 2_000_000;
use super::fact_index::FactIndex;
use crate::candidates::{Candidates, Removal};
use crate::digits::{Digit, DigitSet};
use crate::geometry::{Cell, Geometry, House};
use crate::sort;
use crate::step::{Link, Narrator, Node};

/// A candidate is true (`on`) or false.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct Fact {
    pub cell: Cell,
    pub digit: Digit,
    pub on: bool,
}

/// The facts an assumption forces, each with the fact that forced it.
pub(crate) struct Branch {
    /// Facts in the order derived; the first is the assumption.
    pub facts: Vec<Fact>,
    parents: Vec<Option<usize>>,
    /// The fact after which a contradiction showed, and what it was.
    pub contradiction: Option<(usize, Contradiction)>,
    /// Where each fact stands among `facts`.
    index: FactIndex,
}

/// What went wrong in a branch.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Contradiction {
    /// The cell has no candidate left.
    NoCandidate(Cell),
    /// The digit has no place left in the house.
    NoPlace(House, Digit),
    /// The cell must hold two digits.
    TwoDigits(Cell),
}

/// What a branch follows from its assumption.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Follow {
    /// Singles in the branch's own state, as it changes: what the forcing
    /// chains follow (Sudoku Explainer's *dynamic* chains).
    Singles,
    /// Only the assumption's digit, in the branch's own state: a digit
    /// placed leaves its peers, and a house left with one place for it
    /// fills that place (SE's *Nishio*). A cell's other digits play no
    /// part.
    OneDigit,
    /// Only the links of the state the branch starts from: a true
    /// candidate makes its cell's other candidates and its peers' false; a
    /// false one makes true the other candidate of a cell that had two,
    /// and the other place of a house that had two (SE's *static*
    /// chains). Such a branch notes no contradiction.
    Static,
}

impl Branch {
    /// Follows `assumption` through singles in `state`.
    pub fn follow(geometry: &Geometry, state: &Candidates, assumption: Fact) -> Branch {
        Branch::follow_by(geometry, state, assumption, Follow::Singles)
    }

    /// Follows `assumption` in `state` the way `follow` says.
    pub fn follow_by(
        geometry: &Geometry,
        state: &Candidates,
        assumption: Fact,
        follow: Follow,
    ) -> Branch {
        if follow == Follow::Static {
            return Branch::follow_static(geometry, state, assumption);
        }
        let cell_links = follow == Follow::Singles;
        let side = geometry.side();
        let mut cands: Vec<u64> = geometry.cells().map(|c| state.get(c).bits()).collect();
        let mut values: Vec<u8> = geometry
            .cells()
            .map(|c| state.value(c).map_or(0, Digit::get))
            .collect();
        let mut branch = Branch {
            facts: Vec::new(),
            parents: Vec::new(),
            contradiction: None,
            index: FactIndex::default(),
        };
        branch.push(side, assumption, None);
        let mut next = 0;
        while next < branch.facts.len() && branch.contradiction.is_none() {
            let fact = branch.facts[next];
            let (cell, digit) = (fact.cell, fact.digit);
            let bit = 1u64 << (digit.get() - 1);
            let at = cell.index();
            if fact.on {
                if values[at] != 0 || cands[at] & bit == 0 {
                    if values[at] != digit.get() {
                        branch.contradiction = Some((next, Contradiction::TwoDigits(cell)));
                    }
                    next += 1;
                    continue;
                }
                values[at] = digit.get();
                // The other candidates stay until their own facts take
                // them out: each may leave a hidden single as it goes.
                let others = if cell_links { cands[at] & !bit } else { 0 };
                for other in DigitSet::from_bits(others) {
                    branch.push(
                        side,
                        Fact {
                            cell,
                            digit: other,
                            on: false,
                        },
                        Some(next),
                    );
                }
                for &peer in geometry.peers(cell) {
                    if cands[peer.index()] & bit != 0 {
                        branch.push(
                            side,
                            Fact {
                                cell: peer,
                                digit,
                                on: false,
                            },
                            Some(next),
                        );
                    }
                }
            } else {
                if values[at] == digit.get() {
                    branch.contradiction = Some((next, Contradiction::TwoDigits(cell)));
                    break;
                }
                if cands[at] & bit == 0 {
                    next += 1;
                    continue;
                }
                cands[at] &= !bit;
                if values[at] == 0 && cell_links {
                    match DigitSet::from_bits(cands[at]).len() {
                        0 => {
                            branch.contradiction = Some((next, Contradiction::NoCandidate(cell)));
                            break;
                        }
                        1 => {
                            let only = DigitSet::from_bits(cands[at]).first();
                            if let Some(only) = only {
                                branch.push(
                                    side,
                                    Fact {
                                        cell,
                                        digit: only,
                                        on: true,
                                    },
                                    Some(next),
                                );
                            }
                        }
                        _ => {}
                    }
                }
                for &house in geometry.houses_of(cell) {
                    let cells = geometry.house_cells(house);
                    if cells.iter().any(|c| values[c.index()] == digit.get()) {
                        continue;
                    }
                    let mut places = cells.iter().filter(|c| cands[c.index()] & bit != 0);
                    match (places.next(), places.next()) {
                        (None, _) => {
                            branch.contradiction =
                                Some((next, Contradiction::NoPlace(house, digit)));
                            break;
                        }
                        (Some(&place), None) => branch.push(
                            side,
                            Fact {
                                cell: place,
                                digit,
                                on: true,
                            },
                            Some(next),
                        ),
                        _ => {}
                    }
                }
            }
            next += 1;
        }
        branch
    }

    /// [`Follow::Static`]: the links of `state`, which the branch does not
    /// change.
    fn follow_static(geometry: &Geometry, state: &Candidates, assumption: Fact) -> Branch {
        let side = geometry.side();
        let mut branch = Branch {
            facts: Vec::new(),
            parents: Vec::new(),
            contradiction: None,
            index: FactIndex::default(),
        };
        branch.push(side, assumption, None);
        let mut next = 0;
        let mut forced = Vec::new();
        while let Some(&fact) = branch.facts.get(next) {
            static_consequences(geometry, state, fact, true, &mut forced);
            for &f in &forced {
                branch.push(side, f, Some(next));
            }
            next += 1;
        }
        branch
    }

    fn slot(side: usize, fact: Fact) -> usize {
        fact.cell.index() * side + usize::from(fact.digit.get()) - 1
    }

    /// Records a fact unless it is known already.
    fn push(&mut self, side: usize, fact: Fact, parent: Option<usize>) {
        let slot = Branch::slot(side, fact);
        if self.index.insert(slot, fact.on, self.facts.len()) {
            self.facts.push(fact);
            self.parents.push(parent);
        }
    }

    /// Whether the branch derived `fact`.
    pub fn has(&self, side: usize, fact: Fact) -> bool {
        self.position(side, fact).is_some()
    }

    /// The position of `fact` among the facts, if derived.
    pub fn position(&self, side: usize, fact: Fact) -> Option<usize> {
        self.index.get(Branch::slot(side, fact), fact.on)
    }

    /// How many facts the fact at `position` rests on, itself included,
    /// as Sudoku Explainer counts them for its bonus for length: the facts
    /// of its chain, and for a single in the branch's state every fact
    /// that took out one of the other choices (`state` is where the branch
    /// began).
    pub fn weight(&self, geometry: &Geometry, state: &Candidates, position: usize) -> usize {
        self.weight_of(geometry, state, vec![position])
    }

    /// [`Branch::weight`] of several facts together, each fact they rest
    /// on counted once.
    fn weight_of(&self, geometry: &Geometry, state: &Candidates, mut todo: Vec<usize>) -> usize {
        let side = geometry.side();
        let mut seen = vec![false; self.facts.len()];
        let mut count = 0;
        while let Some(at) = todo.pop() {
            if std::mem::replace(&mut seen[at], true) {
                continue;
            }
            count += 1;
            let Some(parent) = self.parents[at] else {
                continue;
            };
            todo.push(parent);
            let (fact, cause) = (self.facts[at], self.facts[parent]);
            if fact.on && !cause.on {
                let others = self.choices_taken(geometry, state, fact, cause.cell);
                todo.extend(others.into_iter().filter_map(|f| self.position(side, f)));
            }
        }
        count
    }

    /// The facts that left `fact` (true) the last choice: the false other
    /// candidates of its cell when `cause` is in the cell (a naked
    /// single), else the false other places of its digit in a house it
    /// shares with `cause` (a hidden single).
    fn choices_taken(
        &self,
        geometry: &Geometry,
        state: &Candidates,
        fact: Fact,
        cause: Cell,
    ) -> Vec<Fact> {
        let side = geometry.side();
        if cause == fact.cell {
            return (state.get(fact.cell).iter())
                .filter(|&d| d != fact.digit)
                .map(|digit| Fact {
                    digit,
                    on: false,
                    ..fact
                })
                .collect();
        }
        let taken = |house: House| -> Option<Vec<Fact>> {
            let cells = geometry.house_cells(house);
            if !cells.contains(&cause) {
                return None;
            }
            let others = cells.iter().filter(|&&c| c != fact.cell);
            let places = others.filter(|&&c| state.get(c).contains(fact.digit));
            let offs: Vec<Fact> = places
                .map(|&cell| Fact {
                    cell,
                    on: false,
                    ..fact
                })
                .collect();
            offs.iter().all(|&f| self.has(side, f)).then_some(offs)
        };
        (geometry.houses_of(fact.cell).iter())
            .find_map(|&house| taken(house))
            .unwrap_or_default()
    }

    /// The weight ([`Branch::weight`]) of the branch's contradiction, as
    /// Sudoku Explainer counts it: a candidate both true and false, each
    /// with what it rests on. `None` without a contradiction.
    pub fn contradiction_weight(&self, geometry: &Geometry, state: &Candidates) -> Option<usize> {
        let side = geometry.side();
        let (at, contradiction) = self.contradiction?;
        let fact = self.facts[at];
        let positions = |facts: &mut dyn Iterator<Item = Fact>| -> Vec<usize> {
            facts.filter_map(|f| self.position(side, f)).collect()
        };
        // The other side of the clash: the fact's negation, or, for a
        // choice with no place left, the last place taken as true, which
        // rests on every other place taken out.
        let other = match contradiction {
            Contradiction::TwoDigits(cell) => {
                let negation = Fact {
                    on: !fact.on,
                    ..fact
                };
                let facts = if self.has(side, negation) {
                    positions(&mut std::iter::once(negation))
                } else {
                    let values = state.get(cell).iter();
                    positions(&mut values.map(|digit| Fact {
                        cell,
                        digit,
                        on: true,
                    }))
                };
                self.weight_of(geometry, state, facts)
            }
            Contradiction::NoPlace(house, digit) => {
                let cells = geometry.house_cells(house).iter();
                let others = cells.filter(|&&c| c != fact.cell && state.get(c).contains(digit));
                let facts = positions(&mut others.map(|&cell| Fact {
                    cell,
                    digit,
                    on: false,
                }));
                1 + self.weight_of(geometry, state, facts)
            }
            Contradiction::NoCandidate(cell) => {
                let others = state.get(cell).iter().filter(|&d| d != fact.digit);
                let facts = positions(&mut others.map(|digit| Fact {
                    cell,
                    digit,
                    on: false,
                }));
                1 + self.weight_of(geometry, state, facts)
            }
        };
        Some(self.weight(geometry, state, at) + other)
    }

    /// The links from the assumption to the fact at `position`: true to
    /// false is a weak link, false to true a strong one.
    pub fn links_to(&self, position: usize) -> Vec<Link> {
        let mut path = vec![position];
        while let Some(parent) = self.parents[*path.last().unwrap_or(&0)] {
            path.push(parent);
        }
        path.reverse();
        path.windows(2)
            .map(|pair| {
                let (a, b) = (self.facts[pair[0]], self.facts[pair[1]]);
                Link {
                    from: Node::single(a.cell, a.digit),
                    to: Node::single(b.cell, b.digit),
                    strong: !a.on,
                    set: Vec::new(),
                }
            })
            .collect()
    }

    /// The links to `fact`, which the branch derived.
    pub fn links_to_fact(&self, side: usize, fact: Fact) -> Vec<Link> {
        self.position(side, fact)
            .map(|p| self.links_to(p))
            .unwrap_or_default()
    }
}

/// What `fact` forces along the links `state` has, into `forced`: a true
/// candidate makes its peers' same digit false, and with `cells` its
/// cell's other candidates; a false one makes true the other place of its
/// digit in a house that had two, and with `cells` the other candidate of
/// a cell that had two.
pub(crate) fn static_consequences(
    geometry: &Geometry,
    state: &Candidates,
    fact: Fact,
    cells: bool,
    forced: &mut Vec<Fact>,
) {
    forced.clear();
    let here = state.get(fact.cell);
    if fact.on {
        if cells {
            let others = here.iter().filter(|&d| d != fact.digit);
            forced.extend(others.map(|digit| Fact {
                digit,
                on: false,
                ..fact
            }));
        }
        let peers = geometry.peers(fact.cell).iter();
        let holding = peers.filter(|&&c| state.get(c).contains(fact.digit));
        forced.extend(holding.map(|&cell| Fact {
            cell,
            on: false,
            ..fact
        }));
        return;
    }
    if cells && here.len() == 2 {
        if let Some(digit) = here.iter().find(|&d| d != fact.digit) {
            forced.push(Fact {
                digit,
                on: true,
                ..fact
            });
        }
    }
    for &house in geometry.houses_of(fact.cell) {
        let cells = geometry.house_cells(house).iter();
        let mut places = cells.filter(|c| state.get(**c).contains(fact.digit));
        if let (Some(&a), Some(&b), None) = (places.next(), places.next(), places.next()) {
            let cell = if a == fact.cell { b } else { a };
            forced.push(Fact {
                cell,
                on: true,
                ..fact
            });
        }
    }
}

/// The first fact every branch derived, in the first branch's order, that
/// changes the state and is about none of the `assumptions` (those are
/// trivial: a cell's other candidates are false when one is true); with
/// the removals it makes.
pub(crate) fn common(
    geometry: &Geometry,
    state: &Candidates,
    branches: &[&Branch],
    assumptions: &[Fact],
) -> Option<(Fact, Vec<Removal>)> {
    let side = geometry.side();
    let (first, rest) = branches.split_first()?;
    let assumed = |fact: Fact| {
        assumptions
            .iter()
            .any(|a| (a.cell, a.digit) == (fact.cell, fact.digit))
    };
    first.facts.iter().skip(1).find_map(|&fact| {
        if assumed(fact) || !rest.iter().all(|b| b.has(side, fact)) {
            return None;
        }
        let removals = removals_of(state, fact);
        (!removals.is_empty()).then_some((fact, removals))
    })
}

/// What a proven fact removes from the state: a false candidate; or, for a
/// true one, the cell's other candidates.
pub(crate) fn removals_of(state: &Candidates, fact: Fact) -> Vec<Removal> {
    let here = state.get(fact.cell);
    if fact.on {
        here.iter()
            .filter(|&d| d != fact.digit)
            .map(|digit| Removal {
                cell: fact.cell,
                digit,
            })
            .collect()
    } else if here.contains(fact.digit) {
        vec![Removal {
            cell: fact.cell,
            digit: fact.digit,
        }]
    } else {
        Vec::new()
    }
}

/// The pattern of a forcing chain: `cells` = the assumptions' cells,
/// `digits` = their digits, `links` = each branch's chain to the
/// conclusion (or to its contradiction), one after another.
pub(crate) fn pattern(
    assumptions: &[Fact],
    chains: Vec<Vec<Link>>,
    removals: Vec<Removal>,
) -> Elimination {
    let mut cells: Vec<Cell> = assumptions.iter().map(|f| f.cell).collect();
    cells.dedup();
    let mut digits: Vec<Digit> = assumptions.iter().map(|f| f.digit).collect();
    digits.dedup();
    let mut removals = removals;
    sort::sort(&mut removals);
    Elimination {
        removals,
        digits,
        cells,
        links: chains.into_iter().flatten().collect(),
        ..Elimination::default()
    }
}

/// `r4c4 is 2` or `r4c4 is not 2`.
pub(crate) fn fact_text(n: &Narrator, fact: Fact) -> String {
    let not = if fact.on { "" } else { "not " };
    format!("{} is {not}{}", n.cell(fact.cell), n.digit(fact.digit))
}

/// The chains of a forcing chain's links, split where each branch starts
/// again from its assumption: a link that does not continue the previous
/// one, either from another node or of the same kind (a chain alternates
/// weak and strong links).
pub(crate) fn branches_of(links: &[Link]) -> Vec<&[Link]> {
    let mut chains = Vec::new();
    let mut start = 0;
    for i in 1..links.len() {
        if links[i].from != links[i - 1].to || links[i].strong == links[i - 1].strong {
            chains.push(&links[start..i]);
            start = i;
        }
    }
    if start < links.len() {
        chains.push(&links[start..]);
    }
    chains
}

/// The conclusion of an exhaustive set of assumptions (one of them is
/// true): a fact every possible branch derives, or the one assumption
/// left when the others contradict themselves. Chains: the possible
/// branches' first, each to the conclusion, then the others', each to its
/// contradiction.
pub(crate) fn conclude(
    geometry: &Geometry,
    state: &Candidates,
    assumptions: &[Fact],
    spent: &mut usize,
) -> Option<Elimination> {
    let side = geometry.side();
    let branches: Vec<Branch> = assumptions
        .iter()
        .map(|&a| Branch::follow(geometry, state, a))
        .collect();
    *spent += branches.iter().map(|b| b.facts.len()).sum::<usize>();
    let (possible, impossible): (Vec<&Branch>, Vec<&Branch>) =
        branches.iter().partition(|b| b.contradiction.is_none());
    let (fact, removals) = match possible.as_slice() {
        [] => return None,
        [only] if !impossible.is_empty() => {
            let fact = only.facts[0];
            (fact, removals_of(state, fact))
        }
        _ => common(geometry, state, &possible, assumptions)?,
    };
    if removals.is_empty() {
        return None;
    }
    let mut chains: Vec<Vec<Link>> = possible
        .iter()
        .map(|b| b.links_to_fact(side, fact))
        .collect();
    chains.extend(impossible.iter().map(|b| contradiction_links(b)));
    let ordered: Vec<Fact> = possible
        .iter()
        .chain(&impossible)
        .map(|b| b.facts[0])
        .collect();
    Some(pattern(&ordered, chains, removals))
}

/// The links from a branch's assumption to the fact that showed its
/// contradiction.
pub(crate) fn contradiction_links(branch: &Branch) -> Vec<Link> {
    branch
        .contradiction
        .map(|(at, _)| branch.links_to(at))
        .unwrap_or_default()
}

/// The chains of a forcing chain in words, one per branch of the
/// `assumptions` (possible ones first, as [`conclude`] orders them):
/// `(3)r1c1-(3)r1c5=…-(2)r4c4`, with `, a contradiction` for a branch that
/// ends anywhere but where the first ends; and the conclusion,
/// `r4c4 is not 2`. When only the first assumption was possible it has no
/// chain: it is the conclusion, and every chain is a contradiction.
pub(crate) fn chain_texts(
    n: &Narrator,
    links: &[Link],
    assumptions: &[Fact],
) -> (Vec<String>, String) {
    let chains = branches_of(links);
    let end = |chain: &[Link]| chain.last().map(|l| (l.to.clone(), l.strong));
    let last_standing = chains.len() < assumptions.len();
    let conclusion = if last_standing {
        None
    } else {
        chains.first().and_then(|c| end(c))
    };
    let texts = chains
        .iter()
        .map(|chain| {
            let notation = super::chains::notation(n, chain);
            if !last_standing && end(chain) == conclusion {
                notation
            } else {
                format!("{notation}, a contradiction")
            }
        })
        .collect();
    let conclusion = match (conclusion, assumptions.first()) {
        (Some((node, on)), _) => fact_text(
            n,
            Fact {
                cell: node.cell,
                digit: node.digit,
                on,
            },
        ),
        (None, Some(&first)) => fact_text(n, first),
        (None, None) => String::new(),
    };
    (texts, conclusion)
}

#[cfg(test)]
pub(crate) mod tests {
    use std::sync::Arc;

    use crate::candidates::Candidates;
    use crate::geometry::Geometry;
    use crate::grid::{Grid, Puzzle};
    use crate::solve::{Options, Stepper};

    /// The first puzzle of magictour's top 1465: every technique before
    /// the forcing chains gets stuck on it.
    pub const HARD: &str =
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

    /// The state where every technique but the forcing chains is stuck
    /// (the uniqueness ones too), and the puzzle's solution.
    pub fn stuck(puzzle: &str) -> (Arc<Geometry>, Candidates, Grid) {
        let puzzle: Puzzle = puzzle.parse().unwrap();
        let options = Options {
            guessing: false,
            // Each of these puzzles has one solution.
            assume_unique: true,
            forcing_chains: false,
            ..Options::default()
        };
        let mut stepper = Stepper::new(&puzzle, options);
        stepper.by_ref().for_each(drop);
        let solution = crate::search::solve_first(&puzzle).unwrap();
        (
            Arc::clone(puzzle.geometry()),
            stepper.candidates().clone(),
            solution,
        )
    }

    /// The 388th puzzle of magictour's top 1465: stuck before the forcing
    /// chains, where a cell forcing chain applies.
    pub const CELL: &str =
        "..23.....85..4....97.5.1...4.....89..2.91...3.....4..6......5.9.....5.1...7.3...8";

    /// A 16x16 state: r1c1 and r1c2 are 1 or 2, r1c3 is 1, 2 or 3, and no
    /// other cell of row 1 can hold 1, 2 or 3.
    pub fn sixteen_pair() -> (Arc<Geometry>, Candidates) {
        let rest: String = "456789ABCDEFG".into();
        let mut text = format!("12 12 123 {}\n", format!("{rest} ").repeat(13));
        for _ in 1..16 {
            text.push_str(&"* ".repeat(16));
            text.push('\n');
        }
        crate::solve::tests::candidate_grid(16, &text)
    }

    /// A 16x16 state: r1c1 is 1 or 2, r1c5 and r1c9 are 1, 2 or 3, each
    /// in its own box, and no other cell of row 1 can hold 1, 2 or 3: a
    /// naked triple with nothing to remove, so no assumption about these
    /// three cells reaches anything outside them.
    pub fn sixteen_triple() -> (Arc<Geometry>, Candidates) {
        let rest = "456789ABCDEFG ";
        let mut text = String::new();
        for col in 1..=16 {
            text.push_str(match col {
                1 => "12 ",
                5 | 9 => "123 ",
                _ => rest,
            });
        }
        text.push('\n');
        for _ in 1..16 {
            text.push_str(&"* ".repeat(16));
            text.push('\n');
        }
        crate::solve::tests::candidate_grid(16, &text)
    }

    #[test]
    fn a_placed_digit_s_cell_mates_leave_hidden_singles_as_they_go() {
        // r1c1 is 1 or 2, and 2 has one other place in row 1, r1c5: if
        // r1c1 is 1, its 2 goes, which leaves r1c5 the row's 2.
        let mut text = String::new();
        for col in 1..=9 {
            text.push_str(match col {
                1 => "12 ",
                5 => "23 ",
                _ => "13456789 ",
            });
        }
        text.push('\n');
        text.push_str(&"* ".repeat(72));
        let (g, state) = crate::solve::tests::candidate_grid(9, &text);
        let digit = |d| crate::digits::Digit::new(d).unwrap();
        let cell = crate::geometry::Cell::at;
        let assumption = super::Fact {
            cell: cell(0),
            digit: digit(1),
            on: true,
        };
        let branch = super::Branch::follow(&g, &state, assumption);
        let single = super::Fact {
            cell: cell(4),
            digit: digit(2),
            on: true,
        };
        assert!(branch.has(9, single), "{:?}", branch.facts);
        // (1)r1c1-(2)r1c1 gone-(2)r1c5.
        assert_eq!(branch.links_to_fact(9, single).len(), 2);
    }

    /// A state of an empty 9x9 board whose r1c1 is 1 or 2: either forces
    /// nothing but its own removals.
    pub fn open_pair() -> (Arc<Geometry>, Candidates) {
        crate::solve::tests::candidate_grid(9, &format!("12 {}", "* ".repeat(80)))
    }
}
