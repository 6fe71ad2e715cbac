//! A board rebuilt from a solve's events alone, as the page rebuilds it:
//! it applies what each event says changes (see the step protocol,
//! `src/step.rs`) and knows nothing of Sudoku's rules: no peers, no houses.

use pencilmark::{Candidates, Geometry, Step};

/// The values and candidates the events have made so far.
pub struct Replay {
    side: usize,
    /// Per cell: 0 for empty, else the digit.
    values: Vec<u8>,
    /// Per cell: bit `digit - 1` for each candidate.
    candidates: Vec<u64>,
    started: bool,
}

impl Replay {
    pub fn new(geometry: &Geometry) -> Replay {
        Replay {
            side: geometry.side(),
            values: vec![0; geometry.cell_count()],
            candidates: vec![0; geometry.cell_count()],
            started: false,
        }
    }

    fn set(&mut self, cell: usize, digit: u8, on: bool) {
        let bit = 1 << (digit - 1);
        match on {
            true => self.candidates[cell] |= bit,
            false => self.candidates[cell] &= !bit,
        }
    }

    fn put(&mut self, cell: usize, digit: u8) {
        self.values[cell] = digit;
        self.candidates[cell] = 0;
    }

    /// Brings the board past `step`.
    pub fn apply(&mut self, step: &Step) {
        let removals = match step {
            Step::Candidates {
                values, candidates, ..
            } => {
                self.values.clone_from(values);
                self.candidates.fill(0);
                for (cell, set) in candidates.iter().enumerate() {
                    for digit in *set {
                        self.set(cell, digit.get(), true);
                    }
                }
                self.started = true;
                return;
            }
            Step::Place {
                cell,
                digit,
                removals,
                ..
            }
            | Step::Guess {
                cell,
                digit,
                removals,
                ..
            } => {
                self.put(cell.index(), digit.get());
                removals
            }
            Step::Eliminate { removals, .. } => removals,
            Step::Backtrack {
                emptied,
                restored,
                removals,
                ..
            } => {
                for cell in emptied {
                    self.values[cell.index()] = 0;
                }
                for r in restored {
                    self.set(r.cell.index(), r.digit.get(), true);
                }
                removals
            }
            _ => return,
        };
        for r in removals {
            self.set(r.cell.index(), r.digit.get(), false);
        }
    }

    /// Where this board differs from the solver's `state`, if it does.
    pub fn differs_from(&self, geometry: &Geometry, state: &Candidates) -> Option<String> {
        if !self.started {
            return None;
        }
        let digits = |bits: u64| -> Vec<u8> {
            (1..=self.side as u8)
                .filter(|d| bits >> (d - 1) & 1 != 0)
                .collect()
        };
        geometry.cells().find_map(|cell| {
            let value = state.value(cell).map_or(0, |d| d.get());
            let theirs = state
                .get(cell)
                .iter()
                .fold(0u64, |bits, d| bits | 1 << (d.get() - 1));
            let (mine, bits) = (self.values[cell.index()], self.candidates[cell.index()]);
            (mine != value || bits != theirs).then(|| {
                format!(
                    "{}: replayed {mine} {:?}, solver {value} {:?}",
                    geometry.cell_name(cell),
                    digits(bits),
                    digits(theirs)
                )
            })
        })
    }
}
