//! The step protocol: the events a solve emits, each with a sentence.
//!
//! This is the contract between the core, the page and every site that
//! embeds pencilmark. Serialized with serde, tagged by `kind`; the field
//! names `kind`, `cell` (0-based row-major index), `digit` (1-based),
//! `removals` (`{cell, digit}` list), `technique` and `text` are fixed.
//! TypeScript types are generated from these types for the npm package.
//!
//! ## Replaying a solve
//!
//! Every event carries every change it makes to the board, so a consumer
//! rebuilds the board at any step from the events alone, knowing nothing
//! of Sudoku's rules (no peers, no boxes):
//!
//! | event | the board after it |
//! |---|---|
//! | `candidates` | `values` (0 for an empty cell) and `candidates` (each cell's digits), the whole board: always the first event |
//! | `place`, `guess` | `cell` holds `digit` and has no candidates; each of `removals` is gone |
//! | `eliminate` | each of `removals` is gone |
//! | `backtrack` | each of `emptied` is empty again; each of `restored` is a candidate again; then each of `removals` (the refuted guess) is gone |
//! | `solved`, `stuck`, `unsolvable` | unchanged |

use serde::Serialize;

use crate::candidates::Candidates;
use crate::candidates::Removal;
use crate::digits::{Digit, DigitSet};
use crate::geometry::{Cell, Geometry, House};
use crate::grid::Alphabet;
use crate::sort;
use crate::technique::Technique;

/// A node of a chain: a digit in a cell, or in a group of cells.
///
/// A grouped node stands for "the digit is in one of these cells": cells of
/// one box that also share a row or a column (chains with grouped nodes),
/// or the cells of an almost locked set that hold the digit (chains through
/// almost locked sets). `cell` is then its first cell and `group` lists
/// them all; for a single candidate `group` is empty (and left out of the
/// JSON).
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "explain"), derive(tsify::Tsify))]
pub struct Node {
    pub cell: Cell,
    pub digit: Digit,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(all(target_arch = "wasm32", feature = "explain"), tsify(optional))]
    pub group: Vec<Cell>,
}

impl Node {
    /// A single candidate.
    pub fn single(cell: Cell, digit: Digit) -> Node {
        Node {
            cell,
            digit,
            group: Vec::new(),
        }
    }

    /// The cells of the node: its cell, or its group.
    pub fn cells(&self) -> &[Cell] {
        if self.group.is_empty() {
            std::slice::from_ref(&self.cell)
        } else {
            &self.group
        }
    }
}

/// An inference between two candidates. Strong: at least one of them is
/// true. Weak: at most one of them is true.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "explain"), derive(tsify::Tsify))]
pub struct Link {
    pub from: Node,
    pub to: Node,
    pub strong: bool,
    /// For a strong link through an almost locked set (its two digits'
    /// places in the set: without the one, the set holds the other), the
    /// set's cells in board order; empty otherwise (and left out of the
    /// JSON).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(all(target_arch = "wasm32", feature = "explain"), tsify(optional))]
    pub set: Vec<Cell>,
}

/// Why a line of the search cannot be right.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "explain"), derive(tsify::Tsify))]
#[serde(tag = "kind", rename_all = "kebab-case")]
#[non_exhaustive]
pub enum Contradiction {
    /// An empty cell has no candidate left.
    NoCandidates { cell: Cell },
    /// A digit has no place left in a house that still needs it.
    NoPlace { house: House, digit: Digit },
}

/// One branch of a forcing net: an assumption and what follows from it,
/// each fact with the facts it follows from.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "explain"), derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct NetBranch {
    /// The facts in the order they follow; the first is the assumption.
    /// Only those the branch's end rests on are listed.
    pub facts: Vec<NetFact>,
    /// How the branch breaks, if it does.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(all(target_arch = "wasm32", feature = "explain"), tsify(optional))]
    pub contradiction: Option<Contradiction>,
    /// The facts that break it, by index into `facts`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(all(target_arch = "wasm32", feature = "explain"), tsify(optional))]
    pub broken_by: Vec<usize>,
}

/// A fact of a forcing net's branch: a digit is (`on`) or is not a cell's.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "explain"), derive(tsify::Tsify))]
pub struct NetFact {
    pub cell: Cell,
    pub digit: Digit,
    pub on: bool,
    /// The facts of the branch it follows from, by index (each earlier);
    /// empty for the assumption, and for what follows from the board
    /// alone.
    pub causes: Vec<usize>,
    /// Why it follows.
    pub rule: NetRule,
}

/// Why a fact of a forcing net's branch follows from its causes.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "explain"), derive(tsify::Tsify))]
#[serde(tag = "kind", rename_all = "kebab-case")]
#[non_exhaustive]
pub enum NetRule {
    /// The branch's assumption.
    Assumption,
    /// A digit placed: the cell's other candidates, and the digit in its
    /// peers, are false.
    Excluded,
    /// The cell's only candidate left.
    NakedSingle,
    /// The digit's only place left in the house.
    HiddenSingle { house: House },
    /// The digit is confined within `house` to where it crosses another
    /// house: it leaves the rest of that one.
    Locked { house: House },
    /// Two cells of the house with the same two candidates.
    NakedPair { house: House },
    /// Two digits with the same two places in the house.
    HiddenPair { house: House },
    /// Assuming the digit in the cell breaks, one level down: `branch`.
    Nested { branch: Box<NetBranch> },
}

/// What a technique found.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Deduction {
    /// A digit for a cell.
    Place(Placement),
    /// Candidates to remove, and the pattern that proves it.
    Eliminate(Elimination),
}

/// What a placing technique found: a digit for a cell, and the house it
/// looked at.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Placement {
    pub cell: Cell,
    pub digit: Digit,
    pub house: Option<House>,
}

/// What an eliminating technique found: the candidates to remove and the
/// pattern that justifies removing them. Each technique documents what its
/// pattern's lists hold and in which order.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Elimination {
    /// Never empty, no candidate twice, each present in the state searched.
    pub removals: Vec<Removal>,
    /// The digits the pattern is about.
    pub digits: Vec<Digit>,
    /// The cells of the pattern.
    pub cells: Vec<Cell>,
    /// The houses of the pattern (for fish: base houses, then cover houses).
    pub houses: Vec<House>,
    /// Cells that break a pattern's shape but not its logic (finned fish).
    pub fins: Vec<Cell>,
    /// Strong and weak links between candidates, in chain order.
    pub links: Vec<Link>,
    /// The almost locked sets of the pattern, each its cells in board
    /// order, in the order the sentence names them.
    pub sets: Vec<Vec<Cell>>,
    /// The branches of a forcing net.
    pub net: Vec<NetBranch>,
}

impl Elimination {
    /// The removals of `digit` from every cell of `targets` that has it as
    /// a candidate, in cell order.
    pub(crate) fn removals_of(
        candidates: &Candidates,
        digit: Digit,
        targets: impl IntoIterator<Item = Cell>,
    ) -> Vec<Removal> {
        let mut removals: Vec<Removal> = targets
            .into_iter()
            .filter(|&cell| candidates.get(cell).contains(digit))
            .map(|cell| Removal { cell, digit })
            .collect();
        sort::sort(&mut removals);
        removals.dedup();
        removals
    }
}

/// One event of a solve.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "explain"), derive(tsify::Tsify))]
#[serde(tag = "kind", rename_all = "kebab-case")]
#[non_exhaustive]
pub enum Step {
    /// The candidates of every empty cell were computed from the givens.
    /// Always the first event.
    Candidates {
        /// Candidates in all empty cells together.
        count: usize,
        /// Every cell's value, row-major: 0 for an empty cell, else the
        /// digit.
        values: Vec<u8>,
        /// Every cell's candidates, row-major: the digits, smallest first
        /// (none for a filled cell).
        #[cfg_attr(
            all(target_arch = "wasm32", feature = "explain"),
            tsify(type = "number[][]")
        )]
        candidates: Vec<DigitSet>,
        text: String,
    },
    /// A digit placed by a technique. Placing it removes it from the
    /// candidates of the cell's peers: those are the `removals`.
    Place {
        cell: Cell,
        digit: Digit,
        technique: Technique,
        /// The house the technique looked at (none for a naked single).
        #[serde(skip_serializing_if = "Option::is_none")]
        #[cfg_attr(all(target_arch = "wasm32", feature = "explain"), tsify(optional))]
        house: Option<House>,
        removals: Vec<Removal>,
        text: String,
    },
    /// Candidates removed by a technique, with the pattern that justifies it.
    Eliminate {
        technique: Technique,
        removals: Vec<Removal>,
        /// The digits the pattern is about.
        digits: Vec<Digit>,
        /// The cells of the pattern.
        cells: Vec<Cell>,
        /// The houses of the pattern (for fish: base houses, then cover).
        houses: Vec<House>,
        /// Cells that break the pattern's shape but not its logic (fins).
        fins: Vec<Cell>,
        /// Strong and weak links between candidates, in chain order.
        links: Vec<Link>,
        /// The almost locked sets of the pattern (ALS-XZ, ALS-XY-Wing, ALS
        /// chain, a Death Blossom's petals), each its cells in board order;
        /// none for other techniques.
        #[serde(skip_serializing_if = "Vec::is_empty")]
        #[cfg_attr(all(target_arch = "wasm32", feature = "explain"), tsify(optional))]
        sets: Vec<Vec<Cell>>,
        /// The branches of a forcing net (none for other techniques).
        #[serde(skip_serializing_if = "Vec::is_empty")]
        #[cfg_attr(all(target_arch = "wasm32", feature = "explain"), tsify(optional))]
        net: Vec<NetBranch>,
        text: String,
    },
    /// Logic is stuck: try a digit in a cell with the fewest candidates
    /// (of those, the one that sees the most empty cells). Placing it
    /// removes it from the candidates of the cell's peers: those are the
    /// `removals`.
    Guess {
        cell: Cell,
        digit: Digit,
        /// Guesses now standing, this one included (1 for the first).
        depth: usize,
        /// How many candidates the cell had.
        choices: usize,
        removals: Vec<Removal>,
        text: String,
    },
    /// A contradiction under the latest guess: go back to the state before
    /// it, where the guessed digit is now known to be wrong and is removed.
    Backtrack {
        /// Guesses standing after going back.
        depth: usize,
        /// The cell of the refuted guess.
        cell: Cell,
        /// The digit of the refuted guess.
        digit: Digit,
        contradiction: Contradiction,
        /// The cells filled since the refuted guess (its own among them),
        /// empty again, in cell order.
        emptied: Vec<Cell>,
        /// The candidates removed since the refuted guess, back, in cell
        /// order.
        restored: Vec<Removal>,
        /// The refuted guess's digit, out of its cell once the board is
        /// back.
        removals: Vec<Removal>,
        text: String,
    },
    /// Every cell is filled. The last event of a solve.
    Solved {
        placements: usize,
        /// Elimination events (each may remove several candidates).
        eliminations: usize,
        guesses: usize,
        backtracks: usize,
        text: String,
    },
    /// No enabled technique applies and guessing is off. The last event.
    Stuck {
        /// Cells still empty.
        remaining: usize,
        text: String,
    },
    /// The givens admit no solution. The last event.
    Unsolvable {
        contradiction: Contradiction,
        text: String,
    },
}

impl Step {
    /// The sentence a person reads.
    pub fn text(&self) -> &str {
        match self {
            Step::Candidates { text, .. }
            | Step::Place { text, .. }
            | Step::Eliminate { text, .. }
            | Step::Guess { text, .. }
            | Step::Backtrack { text, .. }
            | Step::Solved { text, .. }
            | Step::Stuck { text, .. }
            | Step::Unsolvable { text, .. } => text,
        }
    }

    /// Whether this event ends the solve.
    pub fn is_final(&self) -> bool {
        matches!(
            self,
            Step::Solved { .. } | Step::Stuck { .. } | Step::Unsolvable { .. }
        )
    }
}

/// Writes the events and their sentences, naming cells and digits as the
/// puzzle's reader knows them.
pub(crate) struct Narrator<'a> {
    pub geometry: &'a Geometry,
    pub alphabet: Alphabet,
}

impl Narrator<'_> {
    /// `r5c3`.
    pub fn cell(&self, cell: Cell) -> String {
        self.geometry.cell_name(cell)
    }

    /// The digit's symbol in the puzzle's alphabet.
    pub fn digit(&self, digit: Digit) -> impl std::fmt::Display {
        self.alphabet.symbol(digit)
    }

    /// `r1c2`, `r1c2 and r1c5`, `r1c2, r1c5 and r1c9`.
    pub fn cells(&self, cells: &[Cell]) -> String {
        join_and(cells.iter().map(|&c| self.cell(c)).collect())
    }

    /// `row 2`, `rows 2 and 7`, `columns 3, 6 and 9`; mixed kinds are listed
    /// one by one (`row 2 and box 3`).
    pub fn houses(&self, houses: &[House]) -> String {
        let same_kind = houses.windows(2).all(|w| w[0].kind == w[1].kind);
        match houses {
            [first, _, ..] if same_kind => {
                let kind = first.to_string();
                let kind = kind.split(' ').next().unwrap_or_default();
                let numbers: Vec<String> = houses
                    .iter()
                    .map(|h| (usize::from(h.index) + 1).to_string())
                    .collect();
                let plural = if kind == "box" {
                    "boxes"
                } else {
                    &format!("{kind}s")
                };
                format!("{plural} {}", join_and(numbers))
            }
            _ => join_and(houses.iter().map(House::to_string).collect()),
        }
    }

    /// `4`, `4 and 7`, `1, 3 and 8`.
    pub fn digits(&self, digits: &[Digit]) -> String {
        join_and(digits.iter().map(|&d| self.digit(d).to_string()).collect())
    }

    /// What is removed, grouped by digit: `5 is removed from r6c7 and r6c9`,
    /// `4 is removed from r1c7, and 7 from r1c7 and r1c8`.
    pub fn removals(&self, removals: &[Removal]) -> String {
        let mut digits: Vec<Digit> = removals.iter().map(|r| r.digit).collect();
        sort::sort(&mut digits);
        digits.dedup();
        let parts: Vec<String> = digits
            .iter()
            .enumerate()
            .map(|(i, &digit)| {
                let cells: Vec<Cell> = removals
                    .iter()
                    .filter(|r| r.digit == digit)
                    .map(|r| r.cell)
                    .collect();
                let verb = if i == 0 { " is removed" } else { "" };
                format!("{}{verb} from {}", self.digit(digit), self.cells(&cells))
            })
            .collect();
        parts.join(", and ")
    }

    /// The event for an elimination, with its sentence.
    pub fn eliminate(&self, technique: Technique, found: Elimination, text: String) -> Step {
        let Elimination {
            removals,
            digits,
            cells,
            houses,
            fins,
            links,
            sets,
            net,
        } = found;
        Step::Eliminate {
            technique,
            removals,
            digits,
            cells,
            houses,
            fins,
            links,
            sets,
            net,
            text,
        }
    }

    /// `r3c3 has no candidate left`, `5 has no place left in row 2`.
    pub fn contradiction(&self, contradiction: &Contradiction) -> String {
        match contradiction {
            Contradiction::NoCandidates { cell } => {
                format!("{} has no candidate left", self.cell(*cell))
            }
            Contradiction::NoPlace { house, digit } => {
                format!("{} has no place left in {house}", self.digit(*digit))
            }
        }
    }

    /// The first event: the whole board of `state`.
    pub fn candidates(&self, state: &Candidates) -> Step {
        let (count, empty) = (state.count(), state.empty_cells());
        let cells = || self.geometry.cells();
        Step::Candidates {
            count,
            values: cells()
                .map(|c| state.value(c).map_or(0, Digit::get))
                .collect(),
            candidates: cells().map(|c| state.get(c)).collect(),
            text: format!("Candidates computed: {count} candidates in {empty} empty cells"),
        }
    }

    pub fn place(
        &self,
        technique: Technique,
        cell: Cell,
        digit: Digit,
        house: Option<House>,
        removals: Vec<Removal>,
    ) -> Step {
        let (name, d) = (self.cell(cell), self.digit(digit));
        let why = match (technique, house) {
            (Technique::FullHouse, Some(house)) => {
                format!("full house, the last empty cell of {house}")
            }
            (Technique::HiddenSingle, Some(house)) => {
                format!("hidden single in {house}, the only place left for {d} there")
            }
            (_, _) => format!("naked single, the only candidate left in {name}"),
        };
        Step::Place {
            cell,
            digit,
            technique,
            house,
            removals,
            text: format!("{name} = {d}: {why}"),
        }
    }

    pub fn guess(
        &self,
        cell: Cell,
        digit: Digit,
        depth: usize,
        choices: usize,
        removals: Vec<Removal>,
    ) -> Step {
        Step::Guess {
            cell,
            digit,
            depth,
            choices,
            removals,
            text: format!(
                "Guess {} = {} (one of {choices} candidates), depth {depth}",
                self.cell(cell),
                self.digit(digit)
            ),
        }
    }

    /// The event of going back from the refuted guess of `digit` in
    /// `cell` to the state `to`, from the state `from` it refuted.
    pub fn backtrack(
        &self,
        depth: usize,
        cell: Cell,
        digit: Digit,
        contradiction: Contradiction,
        from: &Candidates,
        to: &Candidates,
    ) -> Step {
        let mut emptied = Vec::new();
        let mut restored = Vec::new();
        for c in self.geometry.cells() {
            if to.value(c).is_none() && from.value(c).is_some() {
                emptied.push(c);
            }
            for d in to.get(c).difference(from.get(c)) {
                restored.push(Removal { cell: c, digit: d });
            }
        }
        let (name, d) = (self.cell(cell), self.digit(digit));
        Step::Backtrack {
            depth,
            cell,
            digit,
            text: format!(
                "Contradiction: {}. Back to depth {depth}: {name} = {d} was wrong, so {d} is removed from {name}",
                self.contradiction(&contradiction)
            ),
            contradiction,
            emptied,
            restored,
            removals: vec![Removal { cell, digit }],
        }
    }

    pub fn solved(
        &self,
        placements: usize,
        eliminations: usize,
        guesses: usize,
        backtracks: usize,
    ) -> Step {
        Step::Solved {
            placements,
            eliminations,
            guesses,
            backtracks,
            text: format!(
                "Solved: {placements} {}, {eliminations} {}, {guesses} {}, {backtracks} {}",
                plural(placements, "placement"),
                plural(eliminations, "elimination step"),
                plural(guesses, "guess"),
                plural(backtracks, "backtrack")
            ),
        }
    }

    pub fn stuck(&self, remaining: usize) -> Step {
        Step::Stuck {
            remaining,
            text: format!(
                "Stuck: no enabled technique applies and guessing is off; {remaining} {} left",
                plural(remaining, "cell")
            ),
        }
    }

    pub fn unsolvable(&self, contradiction: Contradiction) -> Step {
        Step::Unsolvable {
            text: format!("No solution: {}", self.contradiction(&contradiction)),
            contradiction,
        }
    }
}

/// `a`, `a and b`, `a, b and c`.
pub(crate) fn join_and(items: Vec<String>) -> String {
    join_with(items, "and")
}

/// `3`, `3 or 5`, `3, 5 or 7`.
pub(crate) fn join_or(items: Vec<String>) -> String {
    join_with(items, "or")
}

fn join_with(mut items: Vec<String>, word: &str) -> String {
    match items.len() {
        0 => String::new(),
        1 => items.pop().unwrap_or_default(),
        _ => {
            let last = items.pop().unwrap_or_default();
            format!("{} {word} {last}", items.join(", "))
        }
    }
}

fn plural(n: usize, word: &str) -> String {
    match (n, word.ends_with('s')) {
        (1, _) => word.to_owned(),
        (_, true) => format!("{word}es"),
        (_, false) => format!("{word}s"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cell::HouseKind;

    #[test]
    fn houses_of_one_kind_are_named_once_in_the_plural() {
        let geometry = Geometry::for_side(9).unwrap();
        let n = Narrator {
            geometry: &geometry,
            alphabet: Alphabet::Standard,
        };
        let house = |kind, index| House { kind, index };
        assert_eq!(
            n.houses(&[house(HouseKind::Row, 1), house(HouseKind::Row, 6)]),
            "rows 2 and 7"
        );
        assert_eq!(
            n.houses(&[
                house(HouseKind::Box, 0),
                house(HouseKind::Box, 1),
                house(HouseKind::Box, 4)
            ]),
            "boxes 1, 2 and 5"
        );
        assert_eq!(
            n.houses(&[house(HouseKind::Row, 1), house(HouseKind::Box, 2)]),
            "row 2 and box 3"
        );
    }
}
