//! Play: a person's own position on a puzzle (the values they entered and
//! the pencil marks they keep) and what the rules say of it: which values
//! clash, which candidates the values leave open, what is wrong against the
//! solution, and the hint from there. The page keeps the entries and draws;
//! the rules are here.
//!
//! ## Marks
//!
//! A position's marks are, per empty cell, the candidates the player keeps.
//! A cell with no marks at all has not been marked yet: it stands for the
//! candidates its peers' values leave open (the ones
//! [`Position::open`] gives), as a person who has not pencilled a cell in
//! has ruled nothing out there. Marks a peer's value rules out count as
//! gone.

use std::sync::Arc;

use serde::Serialize;

use crate::candidates::Candidates;
use crate::digits::{Digit, DigitSet};
use crate::error::{Error, Position as Place};
use crate::geometry::{Cell, Geometry};
use crate::grid::{Grid, Puzzle};
use crate::solve;
use crate::step::Step;
use crate::technique::Technique;

/// What is wrong in a position, against the puzzle's solution or the rules.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "explain"), derive(tsify::Tsify))]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Mistake {
    /// `cell` holds `digit` and so does `other`, a peer: one must go.
    Clash {
        cell: Cell,
        other: Cell,
        digit: Digit,
    },
    /// The player's `digit` in `cell` is not the solution's.
    WrongValue { cell: Cell, digit: Digit },
    /// The mark `digit` was taken out of `cell`, but the solution has it
    /// there.
    LostCandidate { cell: Cell, digit: Digit },
}

/// The answer to a hint asked from a position: either way an object with
/// `kind` in JSON.
#[derive(Clone, PartialEq, Debug, Serialize)]
#[serde(untagged)]
pub enum Advice {
    /// The position has mistakes: they come first, before any reasoning.
    Mistakes(Mistakes),
    /// The next step from the position, as [`solve::hint`] gives it.
    Step(Step),
}

/// The mistakes of a position, each with where it is, and a sentence;
/// `kind: "mistakes"` in JSON.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "explain"), derive(tsify::Tsify))]
#[serde(tag = "kind", rename = "mistakes")]
pub struct Mistakes {
    /// In board order: clashes first, then wrong values, then lost marks.
    pub mistakes: Vec<Mistake>,
    /// What a person reads: each mistake and where.
    pub text: String,
}

/// What can be done from a position: its mistakes, when it has some (and
/// then no steps), else every step available, easiest first.
#[derive(Clone, PartialEq, Debug, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "explain"), derive(tsify::Tsify))]
pub struct Available {
    /// The mistakes to fix first.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(all(target_arch = "wasm32", feature = "explain"), tsify(optional))]
    pub mistakes: Option<Mistakes>,
    /// The steps, one per technique ([`solve::steps_here`]).
    pub steps: Vec<Step>,
}

/// A person's position on a puzzle: the givens, their values and marks.
#[derive(Clone, Debug)]
pub struct Position<'p> {
    puzzle: &'p Puzzle,
    values: Grid,
    marks: Vec<DigitSet>,
}

impl<'p> Position<'p> {
    /// The position with `values` (one byte per cell, row-major: 0 for an
    /// empty cell, else the digit from 1; the givens as given) and `marks`
    /// (one byte per candidate, `side` per cell in digit order: nonzero for
    /// a mark kept; or empty for none at all).
    ///
    /// Errors: [`Error::WrongLength`] for arrays of another length than the
    /// board's, [`Error::BadCell`] for a value above the side, and
    /// [`Error::BadOptions`] for a given the values change.
    pub fn new(puzzle: &'p Puzzle, values: &[u8], marks: &[u8]) -> Result<Position<'p>, Error> {
        let geometry = puzzle.geometry();
        let (side, cells) = (geometry.side(), geometry.cell_count());
        if values.len() != cells {
            return Err(Error::WrongLength {
                found: values.len(),
                expected: cells,
            });
        }
        if !marks.is_empty() && marks.len() != cells * side {
            return Err(Error::WrongLength {
                found: marks.len(),
                expected: cells * side,
            });
        }
        if let Some(index) = values.iter().position(|&v| usize::from(v) > side) {
            return Err(Error::BadCell {
                cell: Place::of_index(index, side),
                value: values[index].to_string(),
                side,
            });
        }
        let values = Grid::of_digits(geometry, values);
        for cell in geometry.cells() {
            let given = puzzle.givens().get(cell);
            if given.is_some() && given != values.get(cell) {
                return Err(Error::BadOptions {
                    reason: format!(
                        "{} is a given, which a position keeps",
                        geometry.cell_name(cell)
                    ),
                });
            }
        }
        let marks = if marks.is_empty() {
            vec![DigitSet::EMPTY; cells]
        } else {
            marks
                .chunks(side)
                .map(|bytes| {
                    (1..=side)
                        .filter(|&d| bytes[d - 1] != 0)
                        .filter_map(|d| Digit::new(d as u8))
                        .collect()
                })
                .collect()
        };
        Ok(Position {
            puzzle,
            values,
            marks,
        })
    }

    fn geometry(&self) -> &Arc<Geometry> {
        self.puzzle.geometry()
    }

    /// Every clash: a cell, a peer with the same value, the digit. Each pair
    /// once, the earlier cell first.
    pub fn clashes(&self) -> Vec<Mistake> {
        let geometry = self.geometry();
        let mut found = Vec::new();
        for cell in geometry.cells() {
            let Some(digit) = self.values.get(cell) else {
                continue;
            };
            for &other in geometry.peers(cell) {
                if other > cell && self.values.get(other) == Some(digit) {
                    found.push(Mistake::Clash { cell, other, digit });
                }
            }
        }
        found
    }

    /// For each empty cell, the digits no peer's value holds; empty sets
    /// for the filled cells.
    pub fn open(&self) -> Vec<DigitSet> {
        let candidates = Candidates::new(&self.values);
        self.geometry()
            .cells()
            .map(|cell| candidates.get(cell))
            .collect()
    }

    /// The position as a candidate state: the values, and for each empty
    /// cell its marks within what its peers leave open (all of that for an
    /// unmarked cell).
    pub fn state(&self) -> Candidates {
        let sets = (self.open().into_iter().zip(&self.marks))
            .map(|(open, &marks)| {
                if marks.is_empty() {
                    open
                } else {
                    open.intersection(marks)
                }
            })
            .collect();
        Candidates::with_sets(&self.values, sets)
    }

    /// The position as a solver holds a board: the values, and each empty
    /// cell's marks as its candidates exactly (none for a cell without
    /// marks), where [`Position::state`] reads an unmarked cell as open.
    pub fn board_state(&self) -> Candidates {
        Candidates::with_sets(&self.values, self.marks.clone())
    }

    /// What is wrong: the clashes, then (against `solution`, the puzzle's
    /// one solution, when known) the values that are not the solution's and
    /// the marks taken out that it needs (but not those a peer's value
    /// took out: that value is the mistake).
    pub fn mistakes(&self, solution: Option<&Grid>) -> Vec<Mistake> {
        let mut found = self.clashes();
        let Some(solution) = solution else {
            return found;
        };
        let geometry = self.geometry();
        for cell in geometry.cells() {
            let (mine, answer) = (self.values.get(cell), solution.get(cell));
            if let (Some(digit), Some(answer)) = (mine, answer) {
                if digit != answer && self.puzzle.givens().get(cell).is_none() {
                    found.push(Mistake::WrongValue { cell, digit });
                }
            }
        }
        for cell in geometry.cells() {
            let marks = self.marks[cell.index()];
            if let (None, Some(answer)) = (self.values.get(cell), solution.get(cell)) {
                // A peer holding the answer (a wrong value, named above)
                // took it out of these marks: no mistake of its own.
                let taken =
                    (geometry.peers(cell).iter()).any(|&p| self.values.get(p) == Some(answer));
                if !marks.is_empty() && !marks.contains(answer) && !taken {
                    found.push(Mistake::LostCandidate {
                        cell,
                        digit: answer,
                    });
                }
            }
        }
        found
    }

    /// The mistakes and their sentence, or None when there are none.
    pub fn describe(&self, mistakes: Vec<Mistake>) -> Option<Mistakes> {
        if mistakes.is_empty() {
            return None;
        }
        let geometry = self.geometry();
        let name = |cell| geometry.cell_name(cell);
        let symbol = |digit| self.puzzle.alphabet().symbol(digit).to_string();
        let parts: Vec<String> = mistakes
            .iter()
            .map(|mistake| match *mistake {
                Mistake::Clash { cell, other, digit } => {
                    format!(
                        "{} and {} both hold {}",
                        name(cell),
                        name(other),
                        symbol(digit)
                    )
                }
                Mistake::WrongValue { cell, digit } => {
                    format!("the {} in {} is wrong", symbol(digit), name(cell))
                }
                Mistake::LostCandidate { cell, digit } => {
                    format!(
                        "the candidate {} was taken out of {}, but it cannot be ruled out",
                        symbol(digit),
                        name(cell)
                    )
                }
            })
            .collect();
        let head = match mistakes.len() {
            1 => "Fix this first".to_owned(),
            n => format!("Fix these {n} first"),
        };
        Some(Mistakes {
            text: format!("{head}: {}.", parts.join("; ")),
            mistakes,
        })
    }

    /// The hint from here: the mistakes first (against `solution` when
    /// known), else the next logical step from the player's own values and
    /// marks, as [`solve::hint`] gives it with `techniques` and
    /// `forcing_chains`.
    pub fn hint(
        &self,
        solution: Option<&Grid>,
        techniques: &[Technique],
        forcing_chains: bool,
    ) -> Advice {
        match self.describe(self.mistakes(solution)) {
            Some(mistakes) => Advice::Mistakes(mistakes),
            None => match solve::hint(self.puzzle, Some(self.state()), techniques, forcing_chains) {
                Ok(step) => Advice::Step(step),
                // Without the solution the mistakes cannot be named.
                Err(_) => Advice::Mistakes(Mistakes {
                    mistakes: Vec::new(),
                    text: "This position has no solution: a value or a removed candidate is wrong."
                        .to_owned(),
                }),
            },
        }
    }

    /// Every step available from here, easiest first, as
    /// [`solve::steps_here`] lists them; or the mistakes, first.
    pub fn available(
        &self,
        solution: Option<&Grid>,
        techniques: &[Technique],
        forcing_chains: bool,
    ) -> Available {
        match self.describe(self.mistakes(solution)) {
            Some(mistakes) => Available {
                mistakes: Some(mistakes),
                steps: Vec::new(),
            },
            None => Available {
                mistakes: None,
                steps: solve::steps_here(
                    self.puzzle,
                    Some(self.state()),
                    techniques,
                    forcing_chains,
                ),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::{read, ParseOptions};
    use crate::search::{Budget, Query};

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn puzzle() -> Puzzle {
        read(PUZZLE, &ParseOptions::default()).unwrap().puzzle
    }

    fn solution(puzzle: &Puzzle) -> Grid {
        let cells = Query::new(puzzle).unique(&mut Budget::unlimited()).unwrap();
        Grid::of_digits(puzzle.geometry(), &cells)
    }

    fn values(puzzle: &Puzzle) -> Vec<u8> {
        (puzzle.givens().values().iter())
            .map(|v| v.map_or(0, Digit::get))
            .collect()
    }

    fn cell(puzzle: &Puzzle, name: &str) -> Cell {
        let geometry = puzzle.geometry();
        geometry
            .cells()
            .find(|&c| geometry.cell_name(c) == name)
            .unwrap()
    }

    fn digit(d: u8) -> Digit {
        Digit::new(d).unwrap()
    }

    /// Marks for every cell: what the position's values leave open there
    /// (the candidates kept up to date).
    fn open_marks(position: &Position<'_>, side: usize) -> Vec<u8> {
        let mut marks = vec![0u8; position.open().len() * side];
        for (index, open) in position.open().iter().enumerate() {
            for d in open.iter() {
                marks[index * side + usize::from(d.get()) - 1] = 1;
            }
        }
        marks
    }

    #[test]
    fn a_clash_is_named_with_both_cells() {
        let puzzle = puzzle();
        let mut entries = values(&puzzle);
        // r1c3 takes the 5 of r1c1.
        entries[2] = 5;
        let position = Position::new(&puzzle, &entries, &[]).unwrap();
        let (r1c1, r1c3) = (cell(&puzzle, "r1c1"), cell(&puzzle, "r1c3"));
        assert_eq!(
            position.clashes(),
            vec![Mistake::Clash {
                cell: r1c1,
                other: r1c3,
                digit: digit(5)
            }]
        );
        let Advice::Mistakes(found) = position.hint(None, Technique::ALL, true) else {
            panic!("a clash comes before any step");
        };
        assert_eq!(found.text, "Fix this first: r1c1 and r1c3 both hold 5.");
    }

    #[test]
    fn a_wrong_mark_is_named_before_any_step() {
        let puzzle = puzzle();
        let solution = solution(&puzzle);
        let side = 9;
        let r1c3 = cell(&puzzle, "r1c3");
        let answer = solution.get(r1c3).unwrap();
        // Every cell marked with its open candidates, but r1c3 loses its answer.
        let position = Position::new(&puzzle, &values(&puzzle), &[]).unwrap();
        let mut marks = open_marks(&position, side);
        marks[r1c3.index() * side + usize::from(answer.get()) - 1] = 0;
        let position = Position::new(&puzzle, &values(&puzzle), &marks).unwrap();
        let Advice::Mistakes(found) = position.hint(Some(&solution), Technique::ALL, true) else {
            panic!("the lost mark comes first");
        };
        assert_eq!(
            found.mistakes,
            vec![Mistake::LostCandidate {
                cell: r1c3,
                digit: answer
            }]
        );
        assert!(found.text.contains("r1c3"), "{}", found.text);
    }

    #[test]
    fn a_board_state_takes_the_marks_as_they_are() {
        let puzzle = puzzle();
        let side = 9;
        // r1c3 marked with its answer 4 alone, r1c4 without marks.
        let (r1c3, r1c4) = (cell(&puzzle, "r1c3"), cell(&puzzle, "r1c4"));
        let mut marks = vec![0u8; 81 * side];
        marks[r1c3.index() * side + 3] = 1;
        let position = Position::new(&puzzle, &values(&puzzle), &marks).unwrap();
        let board = position.board_state();
        assert_eq!(board.get(r1c3), DigitSet::single(digit(4)));
        assert_eq!(board.value(r1c3), None, "one candidate left is no value");
        assert!(board.get(r1c4).is_empty());
        // As a person's position, an unmarked cell stands for what is open.
        assert_eq!(position.state().get(r1c4), position.open()[r1c4.index()]);
    }

    #[test]
    fn a_mark_a_wrong_value_took_out_is_no_mistake_of_its_own() {
        let puzzle = puzzle();
        let solution = solution(&puzzle);
        let side = 9;
        // A wrong 5 in r5c2, and every empty cell marked with what the
        // values leave open (candidates kept up to date): r4c2's answer 5
        // is gone from its marks, taken by the wrong value.
        let r5c2 = cell(&puzzle, "r5c2");
        let mut entries = values(&puzzle);
        entries[r5c2.index()] = 5;
        let position = Position::new(&puzzle, &entries, &[]).unwrap();
        let marks = open_marks(&position, side);
        let r4c2 = cell(&puzzle, "r4c2");
        assert_eq!(solution.get(r4c2), Some(digit(5)));
        assert_eq!(marks[r4c2.index() * side + 4], 0);
        let position = Position::new(&puzzle, &entries, &marks).unwrap();
        assert_eq!(
            position.mistakes(Some(&solution)),
            vec![Mistake::WrongValue {
                cell: r5c2,
                digit: digit(5)
            }]
        );
    }

    #[test]
    fn a_wrong_value_that_clashes_with_nothing_is_found_against_the_solution() {
        let puzzle = puzzle();
        let solution = solution(&puzzle);
        let position = Position::new(&puzzle, &values(&puzzle), &[]).unwrap();
        let r1c3 = cell(&puzzle, "r1c3");
        let answer = solution.get(r1c3).unwrap();
        let wrong = position.open()[r1c3.index()]
            .iter()
            .find(|&d| d != answer)
            .unwrap();
        let mut entries = values(&puzzle);
        entries[r1c3.index()] = wrong.get();
        let position = Position::new(&puzzle, &entries, &[]).unwrap();
        assert!(position.clashes().is_empty());
        assert_eq!(
            position.mistakes(Some(&solution)),
            vec![Mistake::WrongValue {
                cell: r1c3,
                digit: wrong
            }]
        );
    }

    #[test]
    fn a_sound_position_gets_the_step_from_its_own_marks() {
        let puzzle = puzzle();
        let solution = solution(&puzzle);
        let side = 9;
        // The player placed the solution's value in r1c3 and marked r1c4
        // with the solution's digit alone: the hint is a single there, not
        // the first step from the givens.
        let mut entries = values(&puzzle);
        let (r1c3, r1c4) = (cell(&puzzle, "r1c3"), cell(&puzzle, "r1c4"));
        entries[r1c3.index()] = solution.get(r1c3).unwrap().get();
        let mut marks = vec![0u8; 81 * side];
        let answer = solution.get(r1c4).unwrap();
        marks[r1c4.index() * side + usize::from(answer.get()) - 1] = 1;
        let position = Position::new(&puzzle, &entries, &marks).unwrap();
        let state = position.state();
        assert_eq!(state.value(r1c3), solution.get(r1c3));
        assert_eq!(state.get(r1c4), DigitSet::single(answer));
        match position.hint(Some(&solution), Technique::ALL, true) {
            Advice::Step(Step::Place { cell, digit, .. }) => {
                assert_eq!((cell, digit), (r1c4, answer));
            }
            other => panic!("expected the single in r1c4, got {other:?}"),
        }
    }

    #[test]
    fn mistakes_read_as_a_step_does_in_json() {
        let puzzle = puzzle();
        let mut entries = values(&puzzle);
        entries[2] = 5;
        let position = Position::new(&puzzle, &entries, &[]).unwrap();
        let json = serde_json::to_value(position.hint(None, Technique::ALL, true)).unwrap();
        assert_eq!(json["kind"], "mistakes");
        assert_eq!(json["mistakes"][0]["kind"], "clash");
        assert_eq!(json["mistakes"][0]["other"], 2);
    }

    #[test]
    fn the_steps_available_start_from_the_person_s_marks() {
        let puzzle = puzzle();
        let solution = solution(&puzzle);
        let side = 9;
        // r1c4 marked with its answer alone: a naked single there is among
        // the steps, though from the givens there is none in r1c4.
        let r1c4 = cell(&puzzle, "r1c4");
        let answer = solution.get(r1c4).unwrap();
        let mut marks = vec![0u8; 81 * side];
        marks[r1c4.index() * side + usize::from(answer.get()) - 1] = 1;
        let position = Position::new(&puzzle, &values(&puzzle), &marks).unwrap();
        let found = position.available(Some(&solution), Technique::ALL, true);
        assert_eq!(found.mistakes, None);
        let single = found.steps.iter().find(|step| {
            matches!(
                step,
                Step::Place {
                    technique: Technique::NakedSingle,
                    ..
                }
            )
        });
        assert!(
            matches!(single, Some(Step::Place { cell, .. }) if *cell == r1c4),
            "{:?}",
            found.steps
        );
        // With a wrong value, the mistakes and no steps.
        let mut entries = values(&puzzle);
        entries[2] = 5;
        let position = Position::new(&puzzle, &entries, &[]).unwrap();
        let found = position.available(Some(&solution), Technique::ALL, true);
        assert!(found.mistakes.is_some() && found.steps.is_empty());
    }

    #[test]
    fn a_position_that_changes_a_given_or_has_the_wrong_size_is_refused() {
        let puzzle = puzzle();
        let mut entries = values(&puzzle);
        entries[0] = 4;
        let error = Position::new(&puzzle, &entries, &[]).unwrap_err();
        assert!(error.to_string().contains("r1c1"), "{error}");
        assert_eq!(
            Position::new(&puzzle, &entries[1..], &[]).unwrap_err(),
            Error::WrongLength {
                found: 80,
                expected: 81
            }
        );
        entries[0] = 5;
        entries[2] = 10;
        assert!(matches!(
            Position::new(&puzzle, &entries, &[]),
            Err(Error::BadCell { .. })
        ));
        assert!(matches!(
            Position::new(&puzzle, &entries, &[1; 80]),
            Err(Error::WrongLength { .. })
        ));
    }
}
