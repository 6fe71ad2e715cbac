//! The shared puzzle sets (`../shared/data`, or `$PENCILMARK_DATA`): every
//! puzzle solved, and every placement and removal of a run without guessing
//! right. Each test says SKIPPED on stderr and passes when its set is
//! missing.
//!
//! The runs without guessing try every technique up to the forcing chains,
//! which takes a while on the puzzles nothing solves: by default they take
//! every puzzle of the small sets and a regular sample of the big ones
//! (every 5th 17-clue puzzle, every 20th forum puzzle, every 10th 16x16).
//! `PENCILMARK_FULL_SETS=1` runs every puzzle of every set (about ten
//! minutes; the result is in BENCHMARKS.md).

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

/// Runs the stepper without guessing on every `every`-th puzzle of a set
/// (every puzzle with `PENCILMARK_FULL_SETS=1`) and checks each placement
/// and each removal it makes against the puzzle's (unique) solution.
/// Returns how many puzzles it solved, of how many.
fn no_guess_run_is_sound(name: &str, every: usize) -> Option<(usize, usize)> {
    let full = std::env::var_os("PENCILMARK_FULL_SETS").is_some_and(|v| v == "1");
    let every = if full { 1 } else { every };
    let lines: Vec<String> = shared_set(name)?.into_iter().step_by(every).collect();
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
    let sample = if every == 1 {
        String::new()
    } else {
        format!(" (every {every}th puzzle; PENCILMARK_FULL_SETS=1 runs all)")
    };
    eprintln!(
        "{name}: {solved} of {} solved without guessing{sample}",
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
    if let Some((solved, total)) = no_guess_run_is_sound("kaggle_20k.txt", 1) {
        assert_eq!(solved, total, "the kaggle set is all singles");
    }
}

/// Whether `solved` of `total` is at least `percent` percent.
fn at_least(solved: usize, total: usize, percent: f64) -> bool {
    solved as f64 >= total as f64 * percent / 100.0
}

#[test]
fn seventeen_clue_no_guess_is_sound_and_solves_99_5_percent() {
    if let Some((solved, total)) = no_guess_run_is_sound("17_clue.txt", 5) {
        assert!(at_least(solved, total, 99.5), "{solved} of {total}");
    }
}

#[test]
fn magictour_no_guess_is_sound_and_solves_90_percent() {
    if let Some((solved, total)) = no_guess_run_is_sound("magictour_top1465.txt", 1) {
        assert!(at_least(solved, total, 90.0), "{solved} of {total}");
    }
}

#[test]
fn forum_hardest_no_guess_is_sound() {
    no_guess_run_is_sound("forum_hardest_sample.txt", 20);
}

#[test]
fn hex_sixteen_no_guess_is_sound() {
    no_guess_run_is_sound("hexsudoku_16x16.txt", 10);
}
