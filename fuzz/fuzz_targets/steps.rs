//! The step iterator on whatever the reader accepts, from the givens or
//! from a candidate state, for at most 2000 steps: it never panics, its
//! first event is the candidates, a final event comes last and nothing
//! after it, and a solve that ends solved ends on a solution.

#![no_main]

mod options;

use libfuzzer_sys::fuzz_target;
use pencilmark::{read, Options, Step, Stepper, Technique};

fuzz_target!(|data: &[u8]| {
    let Some((parse, text)) = options::split(data) else {
        return;
    };
    let Ok(parsed) = read(text, &parse) else {
        return;
    };
    let options = Options {
        techniques: Technique::ALL.to_vec(),
        guessing: data.first().is_some_and(|b| b & 0x80 == 0),
        // Puzzles here may have several solutions: the uniqueness
        // techniques may then end a solve unsolvable, but never panic nor
        // end it on a wrong grid.
        assume_unique: data.first().is_some_and(|b| b & 0x40 != 0),
        forcing_chains: data.first().is_some_and(|b| b & 0x20 == 0),
    };
    let puzzle = parsed.puzzle;
    let mut stepper = match parsed.candidates {
        Some(state) => Stepper::from_state(&puzzle, state, options),
        None => Stepper::new(&puzzle, options),
    };
    let first = stepper.next();
    assert!(matches!(first, Some(Step::Candidates { .. })), "{first:?}");
    for _ in 0..2000 {
        let Some(step) = stepper.next() else {
            panic!("the iterator ended without a final event");
        };
        if step.is_final() {
            assert!(stepper.is_finished());
            assert!(stepper.next().is_none());
            if matches!(step, Step::Solved { .. }) {
                assert!(stepper.grid().solves(puzzle.givens()), "{puzzle}");
            }
            return;
        }
    }
});
