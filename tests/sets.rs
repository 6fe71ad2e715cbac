//! The shared puzzle sets (`../shared/data`, or `$PENCILMARK_DATA`): every
//! puzzle solved, and every placement of a run without guessing right.
//! Each test says SKIPPED on stderr and passes when its set is missing.

mod common;

use common::shared_set;
use pencilmark::{solve, solve_first, Options, Puzzle, Step, Stepper};

/// Solves every puzzle of a set and checks each solution against its givens.
fn solves_every_puzzle(name: &str, expected: usize) {
    let Some(lines) = shared_set(name) else {
        return;
    };
    assert_eq!(lines.len(), expected, "{name} has {expected} puzzles");
    for (index, line) in lines.iter().enumerate() {
        let puzzle: Puzzle = line
            .parse()
            .unwrap_or_else(|e| panic!("{name}:{}: {e}", index + 1));
        let solution = solve(&puzzle).unwrap_or_else(|e| panic!("{name}:{}: {e}", index + 1));
        assert!(solution.solves(puzzle.givens()), "{name}:{}", index + 1);
    }
}

/// Runs the logic-only solver on every puzzle of a set and checks each
/// placement and each removal it makes against the puzzle's (unique)
/// solution. Returns how many puzzles it solved without guessing.
fn no_guess_run_is_sound(name: &str) -> Option<(usize, usize)> {
    let lines = shared_set(name)?;
    let options = Options {
        guessing: false,
        ..Options::default()
    };
    let mut solved = 0;
    for (index, line) in lines.iter().enumerate() {
        let puzzle: Puzzle = line.parse().unwrap();
        // The fast search, independent of the stepper, gives the solution.
        let solution = solve_first(&puzzle).unwrap();
        for step in Stepper::new(&puzzle, options.clone()) {
            match &step {
                Step::Place {
                    cell,
                    digit,
                    removals,
                    ..
                } => {
                    assert_eq!(
                        solution.get(*cell),
                        Some(*digit),
                        "{name}:{}: {}",
                        index + 1,
                        step.text()
                    );
                    for r in removals {
                        assert_ne!(
                            solution.get(r.cell),
                            Some(r.digit),
                            "{name}:{}: {}",
                            index + 1,
                            step.text()
                        );
                    }
                }
                Step::Eliminate { removals, .. } => {
                    for r in removals {
                        assert_ne!(
                            solution.get(r.cell),
                            Some(r.digit),
                            "{name}:{}: {}",
                            index + 1,
                            step.text()
                        );
                    }
                }
                Step::Solved { .. } => solved += 1,
                Step::Guess { .. } | Step::Backtrack { .. } | Step::Unsolvable { .. } => {
                    panic!("{name}:{}: unexpected {}", index + 1, step.text())
                }
                _ => {}
            }
        }
    }
    eprintln!(
        "{name}: {solved} of {} solved without guessing",
        lines.len()
    );
    Some((solved, lines.len()))
}

#[test]
fn kaggle_every_puzzle_solved() {
    solves_every_puzzle("kaggle_20k.txt", 20_000);
}

#[test]
fn seventeen_clue_every_puzzle_solved() {
    solves_every_puzzle("17_clue.txt", 49_158);
}

#[test]
fn kaggle_no_guess_is_sound_and_singles_solve_all() {
    if let Some((solved, total)) = no_guess_run_is_sound("kaggle_20k.txt") {
        assert_eq!(solved, total, "the kaggle set is all singles");
    }
}

#[test]
fn seventeen_clue_no_guess_is_sound() {
    no_guess_run_is_sound("17_clue.txt");
}

#[test]
fn magictour_no_guess_is_sound() {
    no_guess_run_is_sound("magictour_top1465.txt");
}

#[test]
fn forum_hardest_no_guess_is_sound() {
    no_guess_run_is_sound("forum_hardest_sample.txt");
}

#[test]
fn hex_sixteen_no_guess_is_sound() {
    no_guess_run_is_sound("hexsudoku_16x16.txt");
}
