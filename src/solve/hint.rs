//! The hint: the next logical step from a position, and nothing more. An
//! adapter over the step iterator (itself over the [`Deducer`]) that never
//! guesses and stops after one step.
//!
//! [`Deducer`]: super::Deducer

use super::{Options, Stepper};
use crate::candidates::Candidates;
use crate::error::Error;
use crate::grid::Puzzle;
use crate::search::{Budget, Query};
use crate::step::Step;
use crate::technique::Technique;

/// The next logical step from a puzzle, or from a candidate `state` of it
/// (a position a person reached, with their pencil marks), without
/// guessing and without solving further: a [`Step::Place`] or
/// [`Step::Eliminate`], the same the step iterator would take next, with
/// its technique, the houses to look at, the pattern and the sentence. Or
/// [`Step::Solved`] (nothing left to do), [`Step::Stuck`] (no technique of
/// `techniques` applies) or [`Step::Unsolvable`] (the givens or candidates
/// contradict each other where a step can show it).
///
/// # Errors
/// [`Error::NoSolution`] when the fast search finds that the puzzle or
/// position has no solution, though no contradiction is in sight: a step
/// from it would reason from a broken position.
///
/// The uniqueness techniques are used only when the fast search finds
/// exactly one solution within [`Stepper::CHECK_GUESSES`] guesses; the
/// forcing chains only with `forcing_chains`.
pub fn hint(
    puzzle: &Puzzle,
    state: Option<Candidates>,
    techniques: &[Technique],
    forcing_chains: bool,
) -> Result<Step, Error> {
    let checked = check(puzzle, state.as_ref());
    let state = state.unwrap_or_else(|| Candidates::new(puzzle.givens()));
    let step = first_step(
        puzzle,
        state,
        techniques.to_vec(),
        checked == Ok(true),
        forcing_chains,
    );
    match checked {
        // A contradiction in sight says where; the search cannot.
        Err(Error::NoSolution) if !matches!(step, Step::Unsolvable { .. }) => {
            Err(Error::NoSolution)
        }
        _ => Ok(step),
    }
}

/// What the fast search tells of `state` (the givens' when None) within
/// [`Stepper::CHECK_GUESSES`] guesses: `Ok(true)` for exactly one
/// solution, when the uniqueness techniques may be used.
fn check(puzzle: &Puzzle, state: Option<&Candidates>) -> Result<bool, Error> {
    let budget = &mut Budget::new(Stepper::CHECK_GUESSES, None);
    Query::with_state(puzzle, state).check(false, budget)
}

/// The step a solve without guessing takes first from `state`.
fn first_step(
    puzzle: &Puzzle,
    state: Candidates,
    techniques: Vec<Technique>,
    assume_unique: bool,
    forcing_chains: bool,
) -> Step {
    let options = Options {
        techniques,
        guessing: false,
        assume_unique,
        forcing_chains,
    };
    let mut stepper = Stepper::from_state(puzzle, state, options);
    // The first event is the candidates; a second always follows it, for
    // a solve without guessing ends on a deduction or a final event.
    stepper.next();
    stepper
        .next()
        .unwrap_or_else(|| unreachable!("a solve ends with a final event"))
}

/// Every step available from a puzzle or a candidate `state` of it, one
/// per technique: for each of `techniques` but the forcing chains, the
/// first step it finds, as [`hint`] with that technique alone would give
/// it; easiest first by [`Technique::difficulty`] (the table's order among
/// equals). The forcing chains (with `forcing_chains`) come in only when
/// nothing else applies, as the one step [`hint`] gives: they cost far
/// more than the rest together. Empty when nothing applies, and when the
/// position is solved or broken.
pub fn steps_here(
    puzzle: &Puzzle,
    state: Option<Candidates>,
    techniques: &[Technique],
    forcing_chains: bool,
) -> Vec<Step> {
    let unique = check(puzzle, state.as_ref()) == Ok(true);
    let state = state.unwrap_or_else(|| Candidates::new(puzzle.givens()));
    let first = |techniques: Vec<Technique>, forcing_chains: bool| {
        let step = first_step(puzzle, state.clone(), techniques, unique, forcing_chains);
        matches!(step, Step::Place { .. } | Step::Eliminate { .. }).then_some(step)
    };
    let mut order: Vec<Technique> = techniques
        .iter()
        .copied()
        .filter(|t| !t.is_trial())
        .collect();
    order.sort_by_key(|t| t.tenths());
    let mut steps: Vec<Step> = order
        .into_iter()
        .filter_map(|t| first(vec![t], false))
        .collect();
    if steps.is_empty() && forcing_chains {
        steps.extend(first(techniques.to_vec(), true));
    }
    steps
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::{read, ParseOptions};

    const CLASSIC: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn the_steps_here_are_one_per_technique_easiest_first() {
        let puzzle: Puzzle = CLASSIC.parse().unwrap();
        let steps = steps_here(&puzzle, None, Technique::ALL, true);
        let techniques: Vec<Technique> = (steps.iter())
            .map(|step| match step {
                Step::Place { technique, .. } | Step::Eliminate { technique, .. } => *technique,
                other => panic!("not a deduction: {other:?}"),
            })
            .collect();
        assert!(techniques.len() >= 2, "{techniques:?}");
        assert!(techniques
            .windows(2)
            .all(|w| w[0].tenths() <= w[1].tenths()));
        let unique: std::collections::HashSet<_> = techniques.iter().collect();
        assert_eq!(unique.len(), techniques.len());
        // The first is the easiest: the one hint() with that technique gives.
        let first = techniques[0];
        assert_eq!(steps[0], hint(&puzzle, None, &[first], true).unwrap());
        // Solved: nothing.
        let solution =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        let solved: Puzzle = solution.parse().unwrap();
        assert!(steps_here(&solved, None, Technique::ALL, true).is_empty());
    }

    #[test]
    fn a_hint_is_the_step_a_solve_takes_next() {
        let puzzle: Puzzle = CLASSIC.parse().unwrap();
        let step = hint(&puzzle, None, Technique::ALL, true).unwrap();
        assert_eq!(
            step.text(),
            "r5c5 = 5: naked single, the only candidate left in r5c5"
        );
        let only_hidden = hint(&puzzle, None, &[Technique::HiddenSingle], true).unwrap();
        assert!(matches!(
            only_hidden,
            Step::Place {
                technique: Technique::HiddenSingle,
                ..
            }
        ));
        let none = hint(&puzzle, None, &[Technique::BugPlusOne], true).unwrap();
        assert!(matches!(none, Step::Stuck { .. }), "{}", none.text());
    }

    #[test]
    fn a_hint_reads_the_position_a_person_reached() {
        // The classic puzzle with r5c5 already filled: the hint moves on.
        let mut text = CLASSIC.to_owned();
        text.replace_range(40..41, "5");
        let parsed = read(&text, &ParseOptions::default()).unwrap();
        let state = Candidates::new(parsed.puzzle.givens());
        let step = hint(&parsed.puzzle, Some(state), Technique::ALL, true).unwrap();
        assert!(matches!(step, Step::Place { .. }));
        assert!(!step.text().starts_with("r5c5"), "{}", step.text());
        let solution = crate::search::solve_first(&parsed.puzzle).unwrap();
        let full = Candidates::new(&solution);
        let done = hint(&parsed.puzzle, Some(full), Technique::ALL, true).unwrap();
        assert!(matches!(done, Step::Solved { .. }));
    }
}
