//! Shared by the integration tests: the fixtures in `tests/fixtures` and the
//! shared puzzle sets.

#![allow(dead_code)]

pub mod cli;
pub mod corpus;

use std::path::PathBuf;

use pencilmark::{Candidates, DigitSet, Grid, Options, Puzzle, Technique};

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

/// Singles only, with guessing: solves that place, guess and backtrack,
/// fast (the fixtures need no guess with every technique on).
pub fn singles_and_guessing() -> Options {
    Options {
        techniques: vec![
            Technique::FullHouse,
            Technique::NakedSingle,
            Technique::HiddenSingle,
        ],
        ..Options::default()
    }
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
pub mod replay;

/// The questions the tests ask the search, each over the one query
/// ([`pencilmark::Query`]), with the solutions as grids.
pub mod ask {
    use pencilmark::{Budget, Candidates, Error, Grid, Puzzle, Query};

    fn grids(puzzle: &Puzzle, found: Vec<Vec<u8>>) -> Vec<Grid> {
        found
            .iter()
            .map(|values| Grid::of_digits(puzzle.geometry(), values))
            .collect()
    }

    /// Up to `limit` solutions of the puzzle, or of a candidate `state` of
    /// it, within a `budget`.
    pub fn solutions_within(
        puzzle: &Puzzle,
        state: Option<&Candidates>,
        limit: usize,
        budget: &mut Budget<'_>,
    ) -> Result<Vec<Grid>, Error> {
        let found = Query::with_state(puzzle, state).solutions(limit, budget)?;
        Ok(grids(puzzle, found))
    }

    /// Up to `limit` solutions of the puzzle.
    pub fn solutions(puzzle: &Puzzle, limit: usize) -> Vec<Grid> {
        solutions_within(puzzle, None, limit, &mut Budget::unlimited()).unwrap()
    }

    /// The solve of the puzzle or a state of it: the one solution, or with
    /// `allow_multiple` the first.
    pub fn solve_within(
        puzzle: &Puzzle,
        state: Option<&Candidates>,
        allow_multiple: bool,
        budget: &mut Budget<'_>,
    ) -> Result<Grid, Error> {
        let values = Query::with_state(puzzle, state).solve(allow_multiple, budget)?;
        Ok(Grid::of_digits(puzzle.geometry(), &values))
    }

    /// The one solution of the puzzle or a state of it.
    pub fn unique_solution(puzzle: &Puzzle, state: Option<&Candidates>) -> Result<Grid, Error> {
        solve_within(puzzle, state, false, &mut Budget::unlimited())
    }

    /// How many solutions, up to `limit`, within a `budget`.
    pub fn count_within(
        puzzle: &Puzzle,
        state: Option<&Candidates>,
        limit: usize,
        budget: &mut Budget<'_>,
    ) -> Result<usize, Error> {
        Query::with_state(puzzle, state).count(limit, budget)
    }

    /// How many solutions a puzzle or a state of it has, up to `limit`.
    pub fn count_with(puzzle: &Puzzle, state: Option<&Candidates>, limit: usize) -> usize {
        count_within(puzzle, state, limit, &mut Budget::unlimited()).unwrap()
    }
}

/// A candidate state of `grid`'s puzzle: some candidates of each empty
/// cell kept (the bits of `keep`, taken in turn per cell, pick them), never
/// exactly one, which would read back as a filled cell (none then).
pub fn partial_state(grid: &Grid, keep: &[u64]) -> Candidates {
    let full = Candidates::new(grid);
    let sets = grid
        .geometry()
        .cells()
        .map(|cell| {
            let mask = keep[cell.index() % keep.len()];
            let kept: DigitSet = full
                .get(cell)
                .iter()
                .filter(|d| mask & (1 << ((d.get() - 1) % 64)) != 0)
                .collect();
            if kept.len() == 1 {
                DigitSet::EMPTY
            } else {
                kept
            }
        })
        .collect();
    Candidates::with_sets(grid, sets)
}
