//! Shared by the integration tests: the fixtures in `tests/fixtures` and the
//! shared puzzle sets.

#![allow(dead_code)]

pub mod corpus;

use std::path::PathBuf;

use pencilmark::{Grid, Puzzle};

/// A puzzle with its known solution.
pub struct Fixture {
    pub puzzle: Puzzle,
    pub solution: Grid,
}

/// `tests/fixtures/puzzles.txt`: puzzles of sizes 4 to 25 with their unique
/// solutions, made by `tests/fixtures/make_fixtures.py`.
pub fn fixtures() -> Vec<Fixture> {
    let text = include_str!("../fixtures/puzzles.txt");
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let (puzzle, solution) = line.split_once(' ').expect("puzzle, space, solution");
            let puzzle = Puzzle::parse(puzzle).expect("fixture puzzle parses");
            let solution = Puzzle::parse(solution).expect("fixture solution parses");
            assert_eq!(solution.alphabet(), puzzle.alphabet());
            Fixture {
                solution: solution.givens().clone(),
                puzzle,
            }
        })
        .collect()
}

/// The folder of the shared puzzle sets: `$PENCILMARK_DATA`, else
/// `../shared/data` beside the checkout.
pub fn data_dir() -> PathBuf {
    match std::env::var_os("PENCILMARK_DATA") {
        Some(dir) => PathBuf::from(dir),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/data"),
    }
}

/// The lines of a shared set, or `None` (saying so on stderr) when the set
/// is not there.
pub fn shared_set(name: &str) -> Option<Vec<String>> {
    let path = data_dir().join(name);
    match std::fs::read_to_string(&path) {
        Ok(text) => Some(
            text.lines()
                .filter(|l| !l.trim().is_empty())
                .map(str::to_owned)
                .collect(),
        ),
        Err(e) => {
            eprintln!(
                "SKIPPED: shared set {} not readable ({e}); set PENCILMARK_DATA to the folder of the puzzle sets",
                path.display()
            );
            None
        }
    }
}
