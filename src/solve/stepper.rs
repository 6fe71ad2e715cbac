//! The step iterator: an explicit state machine over an explicit stack of
//! guesses. Each call to `next` does one thing and says what it did.

use std::sync::Arc;

use super::{find_contradiction, Deduction, Options};
use crate::candidates::Candidates;
use crate::digits::Digit;
use crate::geometry::{Cell, Geometry};
use crate::grid::{Alphabet, Grid, Puzzle};
use crate::search::guess_cell;
use crate::step::{Narrator, Step};

/// Where the iterator stands.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Phase {
    /// Nothing emitted yet: the next event is the candidates.
    Start,
    /// Applying techniques, guessing and backtracking.
    Solving,
    /// The final event has been emitted.
    Finished,
}

/// A standing guess: the state before it, to go back to when it fails.
#[derive(Clone, Debug)]
struct Frame {
    before: Candidates,
    cell: Cell,
    digit: Digit,
}

/// Solves a puzzle one event at a time.
///
/// The events are [`Step`]s: first the candidates, then placements and
/// eliminations by the enabled techniques in their order (the uniqueness
/// techniques only with [`Options::assume_unique`](super::Options), the
/// forcing chains only with [`Options::forcing_chains`](super::Options)),
/// guesses (among the cells with the fewest candidates, in the one that
/// sees the most empty cells, smallest digit first: the rule of the fast
/// [`search`](crate::search)) and backtracks
/// when the techniques are stuck, and last exactly one of `solved`, `stuck`
/// or `unsolvable`. After that the iterator returns `None`.
///
/// The uniqueness techniques stay sound under guesses: a state reached
/// from a puzzle with one solution has at most that one, and they only
/// rule out states with none or several.
///
/// A guess that leads to a contradiction is undone and its digit removed
/// from its cell, so every line of the search is tried at most once and the
/// solve always ends.
#[derive(Clone, Debug)]
pub struct Stepper {
    geometry: Arc<Geometry>,
    alphabet: Alphabet,
    options: Options,
    state: Candidates,
    stack: Vec<Frame>,
    phase: Phase,
    placements: usize,
    eliminations: usize,
    guesses: usize,
    backtracks: usize,
}

impl Stepper {
    pub fn new(puzzle: &Puzzle, options: Options) -> Stepper {
        Stepper::from_state(puzzle, Candidates::new(puzzle.givens()), options)
    }

    /// Starts from a given state instead of the givens' candidates: the
    /// values and candidates of `state` (a candidate grid or pencilmark line
    /// that was read, say). The events are the same as from [`Stepper::new`];
    /// the first, `candidates`, counts the candidates of `state`.
    ///
    /// # Panics
    /// If `state` does not have one cell per cell of the puzzle's board.
    pub fn from_state(puzzle: &Puzzle, state: Candidates, options: Options) -> Stepper {
        assert_eq!(
            state.cell_count(),
            puzzle.geometry().cell_count(),
            "one state cell per board cell"
        );
        Stepper {
            geometry: Arc::clone(puzzle.geometry()),
            alphabet: puzzle.alphabet(),
            options,
            state,
            stack: Vec::new(),
            phase: Phase::Start,
            placements: 0,
            eliminations: 0,
            guesses: 0,
            backtracks: 0,
        }
    }

    pub fn geometry(&self) -> &Arc<Geometry> {
        &self.geometry
    }

    pub fn alphabet(&self) -> Alphabet {
        self.alphabet
    }

    /// The values and candidates after the last event.
    pub fn candidates(&self) -> &Candidates {
        &self.state
    }

    /// The values after the last event.
    pub fn grid(&self) -> Grid {
        self.state.to_grid(&self.geometry)
    }

    /// Guesses now standing.
    pub fn depth(&self) -> usize {
        self.stack.len()
    }

    /// Whether the first event (the candidates) has been emitted.
    pub fn has_started(&self) -> bool {
        self.phase != Phase::Start
    }

    /// Whether the final event has been emitted.
    pub fn is_finished(&self) -> bool {
        self.phase == Phase::Finished
    }

    fn narrator(&self) -> Narrator<'_> {
        Narrator {
            geometry: &self.geometry,
            alphabet: self.alphabet,
        }
    }

    fn finish(&mut self, step: Step) -> Option<Step> {
        self.phase = Phase::Finished;
        Some(step)
    }

    fn solving_step(&mut self) -> Option<Step> {
        if let Some(contradiction) = find_contradiction(&self.geometry, &self.state) {
            let Some(frame) = self.stack.pop() else {
                let step = self.narrator().unsolvable(contradiction);
                return self.finish(step);
            };
            self.state = frame.before;
            self.state.eliminate(frame.cell, frame.digit);
            self.backtracks += 1;
            return Some(self.narrator().backtrack(
                self.stack.len(),
                frame.cell,
                frame.digit,
                contradiction,
            ));
        }
        if self.state.empty_cells() == 0 {
            let step = self.narrator().solved(
                self.placements,
                self.eliminations,
                self.guesses,
                self.backtracks,
            );
            return self.finish(step);
        }
        let Options {
            assume_unique,
            forcing_chains,
            ..
        } = self.options;
        let found = self
            .options
            .techniques
            .iter()
            .filter(|t| assume_unique || !t.needs_uniqueness())
            .filter(|t| forcing_chains || !t.is_trial())
            .find_map(|&technique| {
                technique
                    .find(&self.geometry, &self.state)
                    .map(|deduction| (technique, deduction))
            });
        match found {
            Some((technique, Deduction::Place(placement))) => {
                let removals = self
                    .state
                    .place(&self.geometry, placement.cell, placement.digit);
                self.placements += 1;
                return Some(self.narrator().place(
                    technique,
                    placement.cell,
                    placement.digit,
                    placement.house,
                    removals,
                ));
            }
            Some((technique, Deduction::Eliminate(elimination))) => {
                for removal in &elimination.removals {
                    self.state.eliminate(removal.cell, removal.digit);
                }
                self.eliminations += 1;
                let narrator = self.narrator();
                let text = technique.describe(&elimination, &narrator);
                return Some(narrator.eliminate(technique, elimination, text));
            }
            None => {}
        }
        if !self.options.guessing {
            let step = self.narrator().stuck(self.state.empty_cells());
            return self.finish(step);
        }
        // The search's rule (no empty cell has no candidates, or a
        // contradiction would have been found).
        let open = |index: usize| {
            let cell = self.geometry.cell(index)?;
            self.state
                .value(cell)
                .is_none()
                .then(|| self.state.get(cell))
        };
        let (cell, choices) = guess_cell(&self.geometry, open)
            .and_then(|(index, set)| Some((self.geometry.cell(index)?, set)))
            .expect("an unsolved state without contradiction has an empty cell with candidates");
        let digit = choices
            .first()
            .expect("a cell without candidates is a contradiction, handled above");
        self.stack.push(Frame {
            before: self.state.clone(),
            cell,
            digit,
        });
        self.state.place(&self.geometry, cell, digit);
        self.guesses += 1;
        Some(
            self.narrator()
                .guess(cell, digit, self.stack.len(), choices.len()),
        )
    }
}

impl Iterator for Stepper {
    type Item = Step;

    fn next(&mut self) -> Option<Step> {
        match self.phase {
            Phase::Start => {
                self.phase = Phase::Solving;
                Some(
                    self.narrator()
                        .candidates(self.state.count(), self.state.empty_cells()),
                )
            }
            Phase::Solving => self.solving_step(),
            Phase::Finished => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::forcing::tests::{stuck, HARD};
    use crate::solve::Technique;

    /// The first step from `state` after the candidates.
    fn first_step(puzzle: &Puzzle, state: &Candidates, options: Options) -> Step {
        let mut stepper = Stepper::from_state(puzzle, state.clone(), options);
        stepper.nth(1).unwrap()
    }

    #[test]
    fn without_the_forcing_chains_switch_none_fires_even_when_listed() {
        // Every other technique is stuck here: a forcing chain is the only
        // step there is.
        let puzzle: Puzzle = HARD.parse().unwrap();
        let (_, state, _) = stuck(HARD);
        let on = Options {
            assume_unique: true,
            ..Options::default()
        };
        assert!(matches!(
            first_step(&puzzle, &state, on.clone()),
            Step::Eliminate { technique, .. } if technique.is_trial()
        ));
        let off = Options {
            forcing_chains: false,
            ..on
        };
        assert!(off.techniques.contains(&Technique::CellForcingChain));
        assert!(matches!(
            first_step(&puzzle, &state, off.clone()),
            Step::Guess { .. }
        ));
        let without_guessing = Options {
            guessing: false,
            ..off
        };
        assert!(matches!(
            first_step(&puzzle, &state, without_guessing),
            Step::Stuck { .. }
        ));
    }
}
