//! Solving: the techniques, and the step iterator that applies them and
//! guesses when they are stuck.

mod full_house;
mod hidden_single;
mod naked_single;
mod stepper;

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::candidates::Candidates;
use crate::digits::{Digit, DigitSet};
use crate::error::Error;
use crate::geometry::{Cell, Geometry, House, HouseKind};
use crate::grid::{Grid, Puzzle};
use crate::step::{Contradiction, Step};

pub use stepper::Stepper;

/// A named way of deducing something, as a person would.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "kebab-case")]
#[non_exhaustive]
pub enum Technique {
    /// The last empty cell of a house takes the digit the house lacks.
    FullHouse,
    /// A cell with one candidate left takes it.
    NakedSingle,
    /// A digit with one place left in a house goes there.
    HiddenSingle,
}

impl Technique {
    /// Every technique, in the default order: cheapest and most natural
    /// first.
    pub const ALL: &'static [Technique] = &[
        Technique::FullHouse,
        Technique::NakedSingle,
        Technique::HiddenSingle,
    ];

    /// The name used in options, the CLI and events: `hidden-single`.
    pub fn name(self) -> &'static str {
        match self {
            Technique::FullHouse => "full-house",
            Technique::NakedSingle => "naked-single",
            Technique::HiddenSingle => "hidden-single",
        }
    }

    /// The first place this technique applies in the current state.
    pub fn find(self, geometry: &Geometry, candidates: &Candidates) -> Option<Placement> {
        match self {
            Technique::FullHouse => full_house::find(geometry, candidates),
            Technique::NakedSingle => naked_single::find(geometry, candidates),
            Technique::HiddenSingle => hidden_single::find(geometry, candidates),
        }
    }

    /// A comma-separated list of names, in order: `naked-single,hidden-single`.
    pub fn parse_list(list: &str) -> Result<Vec<Technique>, Error> {
        list.split(',')
            .map(str::trim)
            .filter(|name| !name.is_empty())
            .map(str::parse)
            .collect()
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Technique {
    type Err = Error;
    fn from_str(name: &str) -> Result<Technique, Error> {
        Technique::ALL
            .iter()
            .copied()
            .find(|t| t.name() == name)
            .ok_or_else(|| Error::UnknownTechnique {
                name: name.to_owned(),
            })
    }
}

/// What a placing technique found: a digit for a cell, and the house it
/// looked at.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Placement {
    pub cell: Cell,
    pub digit: Digit,
    pub house: Option<House>,
}

/// How to solve: which techniques in which order, and whether to guess.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Options {
    /// The techniques to try, first first. Techniques left out are off.
    pub techniques: Vec<Technique>,
    /// Whether to guess (and backtrack) when no technique applies. Without
    /// it a stuck solve ends with [`Step::Stuck`].
    pub guessing: bool,
}

impl Default for Options {
    /// Every technique in the default order, with guessing.
    fn default() -> Options {
        Options {
            techniques: Technique::ALL.to_vec(),
            guessing: true,
        }
    }
}

/// The order in which techniques scan houses: boxes first, as people do,
/// then rows, then columns.
fn houses_for_scanning(geometry: &Geometry) -> impl Iterator<Item = House> + '_ {
    [HouseKind::Box, HouseKind::Row, HouseKind::Column]
        .into_iter()
        .flat_map(|kind| geometry.houses().filter(move |h| h.kind == kind))
}

/// The first contradiction in the state, if any: an empty cell without
/// candidates, or a digit with no place in a house that lacks it.
pub(crate) fn find_contradiction(
    geometry: &Geometry,
    candidates: &Candidates,
) -> Option<Contradiction> {
    if let Some(cell) = geometry
        .cells()
        .find(|&c| candidates.value(c).is_none() && candidates.get(c).is_empty())
    {
        return Some(Contradiction::NoCandidates { cell });
    }
    let full = DigitSet::full(geometry.side());
    houses_for_scanning(geometry).find_map(|house| {
        let covered = geometry
            .house_cells(house)
            .iter()
            .fold(DigitSet::EMPTY, |acc, &cell| {
                let here = candidates
                    .value(cell)
                    .map_or(DigitSet::EMPTY, DigitSet::single);
                acc.union(here).union(candidates.get(cell))
            });
        full.difference(covered)
            .first()
            .map(|digit| Contradiction::NoPlace { house, digit })
    })
}

/// Solves a puzzle with the default options and returns the first solution
/// found.
///
/// Errors: [`Error::NoSolution`] when the givens admit none.
pub fn solve(puzzle: &Puzzle) -> Result<Grid, Error> {
    let mut stepper = Stepper::new(puzzle, Options::default());
    for step in stepper.by_ref() {
        match step {
            Step::Solved { .. } => return Ok(stepper.grid()),
            Step::Unsolvable { .. } | Step::Stuck { .. } => return Err(Error::NoSolution),
            _ => {}
        }
    }
    Err(Error::NoSolution)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn technique_lists_parse_in_order() {
        assert_eq!(
            Technique::parse_list("hidden-single, naked-single"),
            Ok(vec![Technique::HiddenSingle, Technique::NakedSingle])
        );
        assert_eq!(
            Technique::parse_list("naked-single,x-wing"),
            Err(Error::UnknownTechnique {
                name: "x-wing".into()
            })
        );
        for &t in Technique::ALL {
            assert_eq!(t.name().parse(), Ok(t));
        }
    }

    #[test]
    fn contradictions_are_found() {
        // r1c4 can hold nothing: 1, 2 and 3 are in its row, 4 in its column.
        let puzzle = Puzzle::parse("123.\n....\n....\n...4").unwrap();
        let g = puzzle.geometry();
        let cands = Candidates::new(puzzle.givens());
        assert_eq!(
            find_contradiction(g, &cands),
            Some(Contradiction::NoCandidates {
                cell: g.cell_at(0, 3)
            })
        );

        let puzzle = Puzzle::parse(&".".repeat(16)).unwrap();
        let mut cands = Candidates::new(puzzle.givens());
        assert_eq!(find_contradiction(g, &cands), None);
        let two = Digit::new(2).unwrap();
        for col in 0..4 {
            cands.eliminate(g.cell_at(1, col), two);
        }
        let row2 = House {
            kind: HouseKind::Row,
            index: 1,
        };
        assert_eq!(
            find_contradiction(g, &cands),
            Some(Contradiction::NoPlace {
                house: row2,
                digit: two
            })
        );
    }
}
