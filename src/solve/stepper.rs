//! The step iterator: an explicit state machine over an explicit stack of
//! guesses. Each call to `next` does one thing and says what it did.

use std::sync::Arc;

use super::{find_contradiction, Deducer, Deduction, Options};
use crate::candidates::{Candidates, Removal};
use crate::digits::Digit;
use crate::error::Error;
use crate::geometry::{Cell, Geometry};
use crate::grid::{Alphabet, Grid, Puzzle};
use crate::search::{guess_cell, Budget, Query};
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
    /// The deducer's board, held here too so that a step borrows it apart
    /// from the deducer it changes.
    geometry: Arc<Geometry>,
    alphabet: Alphabet,
    guessing: bool,
    /// The state, and the techniques the options allow, in their order.
    deducer: Deducer,
    stack: Vec<Frame>,
    phase: Phase,
    placements: usize,
    eliminations: usize,
    guesses: usize,
    backtracks: usize,
}

impl Stepper {
    /// Guesses the fast search takes at most when [`Stepper::checked`] and
    /// [`hint`](super::hint) check for exactly one solution: a 9x9 needs a
    /// handful, the shared 16x16 and 25x25 puzzles some dozens. A sparse
    /// huge board that needs more is stepped unchecked, without the
    /// uniqueness techniques (its solve then ends `unsolvable` if it has no
    /// solution).
    pub const CHECK_GUESSES: usize = 20_000;

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
        let Options {
            techniques,
            guessing,
            assume_unique,
            forcing_chains,
        } = options;
        let techniques = techniques
            .into_iter()
            .filter(|t| assume_unique || !t.needs_uniqueness())
            .filter(|t| forcing_chains || !t.is_trial())
            .collect();
        Stepper {
            geometry: Arc::clone(puzzle.geometry()),
            alphabet: puzzle.alphabet(),
            guessing,
            deducer: Deducer::new(Arc::clone(puzzle.geometry()), state, techniques),
            stack: Vec::new(),
            phase: Phase::Start,
            placements: 0,
            eliminations: 0,
            guesses: 0,
            backtracks: 0,
        }
    }

    /// The solve of a puzzle, or of a candidate `state` of it, checked
    /// first with the fast search (at most [`Stepper::CHECK_GUESSES`]
    /// guesses): [`Error::NoSolution`] when it has none, and
    /// [`Error::MultipleSolutions`] when it has several, unless
    /// `allow_multiple`. The uniqueness techniques are used (whatever
    /// `options.assume_unique` says) exactly when the check showed one
    /// solution: not with `allow_multiple`, nor when the check ran out of
    /// guesses. What `pencilmark steps` and the JS `Solver` step.
    pub fn checked(
        puzzle: &Puzzle,
        state: Option<Candidates>,
        options: Options,
        allow_multiple: bool,
    ) -> Result<Stepper, Error> {
        let budget = &mut Budget::new(Self::CHECK_GUESSES, None);
        let checked = Query::with_state(puzzle, state.as_ref()).check(allow_multiple, budget)?;
        let options = Options {
            assume_unique: checked && !allow_multiple,
            ..options
        };
        Ok(match state {
            Some(state) => Stepper::from_state(puzzle, state, options),
            None => Stepper::new(puzzle, options),
        })
    }

    pub fn geometry(&self) -> &Arc<Geometry> {
        &self.geometry
    }

    pub fn alphabet(&self) -> Alphabet {
        self.alphabet
    }

    /// The values and candidates after the last event.
    pub fn candidates(&self) -> &Candidates {
        self.deducer.state()
    }

    /// The values after the last event.
    pub fn grid(&self) -> Grid {
        self.candidates().to_grid(self.geometry())
    }

    /// Guesses now standing.
    pub fn depth(&self) -> usize {
        self.stack.len()
    }

    /// Guesses made so far (each digit tried in a guessed cell is one).
    pub fn guesses(&self) -> usize {
        self.guesses
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
        let geometry = &*self.geometry;
        let state = self.deducer.state();
        if let Some(contradiction) = find_contradiction(geometry, state) {
            let Some(frame) = self.stack.pop() else {
                let step = self.narrator().unsolvable(contradiction);
                return self.finish(step);
            };
            let refuted = Removal {
                cell: frame.cell,
                digit: frame.digit,
            };
            let step = self.narrator().backtrack(
                self.stack.len(),
                frame.cell,
                frame.digit,
                contradiction,
                state,
                &frame.before,
            );
            self.deducer.restart_from(frame.before);
            self.deducer.eliminate(&[refuted]);
            self.backtracks += 1;
            return Some(step);
        }
        if state.empty_cells() == 0 {
            let step = self.narrator().solved(
                self.placements,
                self.eliminations,
                self.guesses,
                self.backtracks,
            );
            return self.finish(step);
        }
        match self.deducer.find() {
            Some((technique, Deduction::Place(placement))) => {
                let removals = self.deducer.place(placement.cell, placement.digit);
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
                self.deducer.eliminate(&elimination.removals);
                self.eliminations += 1;
                let narrator = self.narrator();
                let text = technique.describe(&elimination, &narrator);
                return Some(narrator.eliminate(technique, elimination, text));
            }
            None => {}
        }
        let state = self.deducer.state();
        if !self.guessing {
            let step = self.narrator().stuck(state.empty_cells());
            return self.finish(step);
        }
        // The search's rule (no empty cell has no candidates, or a
        // contradiction would have been found).
        let open = |index: usize| {
            let cell = geometry.cell(index)?;
            state.value(cell).is_none().then(|| state.get(cell))
        };
        let (cell, choices) = guess_cell(geometry, open)
            .and_then(|(index, set)| Some((geometry.cell(index)?, set)))
            .expect("an unsolved state without contradiction has an empty cell with candidates");
        let digit = choices
            .first()
            .expect("a cell without candidates is a contradiction, handled above");
        self.stack.push(Frame {
            before: state.clone(),
            cell,
            digit,
        });
        let removals = self.deducer.place(cell, digit);
        self.guesses += 1;
        Some(
            self.narrator()
                .guess(cell, digit, self.stack.len(), choices.len(), removals),
        )
    }
}

impl Iterator for Stepper {
    type Item = Step;

    fn next(&mut self) -> Option<Step> {
        match self.phase {
            Phase::Start => {
                self.phase = Phase::Solving;
                Some(self.narrator().candidates(self.candidates()))
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

    /// The first deduction of the first technique of `techniques` that
    /// applies, each searching the whole state: what the deducer's scope
    /// caches must not change.
    fn first_found(
        geometry: &Geometry,
        state: &Candidates,
        techniques: &[Technique],
    ) -> Option<(Technique, Deduction)> {
        techniques
            .iter()
            .find_map(|&t| t.find(geometry, state).map(|found| (t, found)))
    }

    #[test]
    fn each_step_is_the_first_deduction_a_whole_search_finds() {
        let fixtures = include_str!("../../tests/fixtures/puzzles.txt");
        let mut checked = 0;
        for line in fixtures.lines().filter(|l| !l.starts_with('#')) {
            let puzzle: Puzzle = line.split(' ').next().unwrap().parse().unwrap();
            let options = Options {
                assume_unique: true,
                ..Options::default()
            };
            let mut stepper = Stepper::new(&puzzle, options);
            stepper.next();
            for _ in 0..300 {
                let before = stepper.candidates().clone();
                let Some(step) = stepper.next() else { break };
                let expected = first_found(puzzle.geometry(), &before, Technique::ALL);
                match (step, expected) {
                    (
                        Step::Place {
                            technique,
                            cell,
                            digit,
                            ..
                        },
                        Some((expected, Deduction::Place(placement))),
                    ) => {
                        assert_eq!(technique, expected, "{line}");
                        assert_eq!((cell, digit), (placement.cell, placement.digit));
                    }
                    (
                        Step::Eliminate {
                            technique,
                            removals,
                            ..
                        },
                        Some((expected, Deduction::Eliminate(elimination))),
                    ) => {
                        assert_eq!(technique, expected, "{line}");
                        assert_eq!(removals, elimination.removals, "{line}");
                    }
                    (Step::Guess { .. }, None) => {}
                    // A backtrack comes from a broken state, where the
                    // techniques find what they find; the final events
                    // follow no deduction.
                    (Step::Backtrack { .. } | Step::Solved { .. }, _) => {}
                    (step, expected) => panic!("{line}: {} where {expected:?}", step.text()),
                }
                checked += 1;
            }
        }
        assert!(checked > 500, "{checked} steps checked");
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
