//! Property tests at every size pencilmark writes (4x4, 6x6, 9x9, 12x12,
//! 16x16, 25x25), on puzzles made by blanking cells of random valid grids:
//!
//! - reading what was written gives back the same puzzle (or state), in
//!   every format and alphabet;
//! - every step taken with no guess standing agrees with the grid the
//!   puzzle came from (a deduction from the givens holds in every
//!   solution), and a solve that ends solved ends on a solution;
//! - replaying the events from the first state gives the stepper's state
//!   after every event;
//! - the generator gives the same puzzle for the same seed and options,
//!   and that puzzle has exactly one solution.
//!
//! The valid grids are made here, from the shifted pattern
//! `(box_width * (row % box_height) + row / box_height + col) % side`,
//! whose rows, columns and boxes each hold every digit once, with its
//! digits relabelled and its rows and columns permuted within bands and
//! stacks and the bands and stacks permuted: no outside data.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::sync::Arc;

use common::ask::{count_within, solutions_within, solve_within};
use pencilmark::formats::plain_lines;
use pencilmark::{
    count_solutions, generate, read, read_many, write, Alphabet, Budget, Candidates, Digit, Error,
    Format, GenerateOptions, Geometry, Grid, Options, ParseOptions, Puzzle, Query, Step, Stepper,
    Symmetry,
};
use proptest::collection::vec;
use proptest::prelude::*;

/// Box shapes (width, height) of the sizes tested.
const SHAPES: [(usize, usize); 6] = [(2, 2), (3, 2), (3, 3), (4, 3), (4, 4), (5, 5)];

/// A valid full grid and which of its cells are blank.
#[derive(Clone, Debug)]
struct Case {
    geometry: Arc<Geometry>,
    /// The full grid, row-major, digits 1..=side.
    solution: Vec<u8>,
    blank: Vec<bool>,
}

impl Case {
    fn puzzle(&self, alphabet: Alphabet) -> Puzzle {
        let mut grid = Grid::empty(Arc::clone(&self.geometry));
        for (cell, (&value, &blank)) in self
            .geometry
            .cells()
            .zip(self.solution.iter().zip(&self.blank))
        {
            if !blank {
                grid.set(cell, Digit::new(value));
            }
        }
        Puzzle::from_grid(grid, alphabet).expect("a valid grid has no clash")
    }
}

fn permutation(n: usize) -> impl Strategy<Value = Vec<usize>> {
    Just((0..n).collect::<Vec<usize>>()).prop_shuffle()
}

/// An order of `groups * size` lines: the groups shuffled, and the lines
/// within each group.
fn line_order(groups: usize, size: usize) -> impl Strategy<Value = Vec<usize>> {
    (permutation(groups), vec(permutation(size), groups)).prop_map(move |(outer, inner)| {
        outer
            .iter()
            .flat_map(|&g| inner[g].iter().map(move |&i| g * size + i))
            .collect()
    })
}

fn case_of(shapes: &'static [(usize, usize)]) -> impl Strategy<Value = Case> {
    (0..shapes.len())
        .prop_flat_map(move |i| {
            let (width, height) = shapes[i];
            let side = width * height;
            (
                Just((width, height)),
                permutation(side),
                line_order(side / height, height),
                line_order(side / width, width),
                (0.0..=1.0f64).prop_flat_map(move |p| vec(prop::bool::weighted(p), side * side)),
            )
        })
        .prop_map(|((width, height), digits, rows, cols, blank)| {
            let geometry = Arc::new(Geometry::new(width, height).unwrap());
            let side = width * height;
            let pattern = |r: usize, c: usize| (width * (r % height) + r / height + c) % side;
            let solution = (0..side * side)
                .map(|i| digits[pattern(rows[i / side], cols[i % side])] as u8 + 1)
                .collect();
            Case {
                geometry,
                solution,
                blank,
            }
        })
}

fn any_case() -> impl Strategy<Value = Case> {
    case_of(&SHAPES)
}

/// The alphabets that can write a side.
fn alphabets(side: usize) -> Vec<Alphabet> {
    Alphabet::ALL
        .into_iter()
        .filter(|a| a.check(side).is_ok())
        .collect()
}

fn options(format: Format, alphabet: Alphabet) -> ParseOptions {
    ParseOptions {
        format: Some(format),
        alphabet: Some(alphabet),
        geometry: None,
    }
}

/// Whether detection can tell this puzzle's alphabet from its text (see
/// the detection rules in `pencilmark::formats`).
fn unambiguous(puzzle: &Puzzle) -> bool {
    let values: Vec<u8> = puzzle
        .givens()
        .values()
        .iter()
        .flatten()
        .map(|d| d.get())
        .collect();
    match puzzle.alphabet() {
        Alphabet::Standard => values.is_empty() || values.iter().any(|&v| v <= 9),
        Alphabet::Hex => puzzle.geometry().side() >= 10 && values.contains(&1),
        Alphabet::Letters => !values.is_empty(),
        Alphabet::Numbers => values.iter().any(|&v| v >= 10),
    }
}

/// A candidate state of the puzzle (see `common::partial_state`).
fn state(puzzle: &Puzzle, keep: &[u64]) -> Candidates {
    common::partial_state(puzzle.givens(), keep)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn lines_and_grids_read_back_as_written(case in any_case()) {
        for alphabet in alphabets(case.geometry.side()) {
            let puzzle = case.puzzle(alphabet);
            let state = Candidates::new(puzzle.givens());
            for format in [Format::Line, Format::Grid] {
                let text = write(&case.geometry, &state, alphabet, format).unwrap();
                let told = read(&text, &options(format, alphabet)).unwrap();
                prop_assert_eq!(&told.puzzle, &puzzle, "{} {}:\n{}", format, alphabet, text);
                let detected = read(&text, &ParseOptions::default()).unwrap();
                if unambiguous(&puzzle) {
                    prop_assert_eq!(&detected.puzzle, &puzzle, "{} {}:\n{}", format, alphabet, text);
                } else if alphabet == Alphabet::Numbers || puzzle.givens().filled() == 0 {
                    // No number of two digits, or no given: read as
                    // standard, with the same values.
                    prop_assert_eq!(detected.puzzle.givens(), puzzle.givens(), "{}", text);
                }
                let expected = if format == Format::Grid { Format::Grid } else { Format::Line };
                prop_assert_eq!(detected.format, expected);
            }
        }
    }

    #[test]
    fn candidate_states_read_back_as_written(
        case in any_case(),
        keep in vec(any::<u64>(), 1..8),
    ) {
        for alphabet in alphabets(case.geometry.side()) {
            let puzzle = case.puzzle(alphabet);
            let state = state(&puzzle, &keep);
            for format in [Format::Candidates, Format::Pencilmarks] {
                if format == Format::Pencilmarks && alphabet == Alphabet::Numbers {
                    continue;
                }
                let text = write(&case.geometry, &state, alphabet, format).unwrap();
                let told = read(&text, &options(format, alphabet)).unwrap();
                prop_assert_eq!(&told.puzzle, &puzzle, "{} {}:\n{}", format, alphabet, text);
                prop_assert_eq!(told.candidates.as_ref(), Some(&state), "{} {}", format, alphabet);
            }
        }
    }

    #[test]
    fn small_boards_in_digits_are_detected_in_every_format(
        case in case_of(&SHAPES[..3]),
        keep in vec(any::<u64>(), 1..8),
    ) {
        let puzzle = case.puzzle(Alphabet::Standard);
        let state = state(&puzzle, &keep);
        let multi = case.geometry.cells().any(|c| state.get(c).len() >= 2);
        let none = case.geometry.cells().filter(|&c| state.get(c).is_empty()).count();
        for format in Format::ALL {
            let Ok(text) = write(&case.geometry, &state, Alphabet::Standard, format) else {
                prop_assert!(format == Format::Link && case.geometry.side() != 9);
                continue;
            };
            let candidates = matches!(format, Format::Candidates | Format::Pencilmarks);
            if candidates && (!multi || 2 * none > case.geometry.cell_count()) {
                // No cell with two candidates: nothing tells these texts
                // from a puzzle (or, all blank, from no puzzle at all).
                // More than half the cells without a candidate: a
                // puzzle's blanks, as detection reads them.
                continue;
            }
            let parsed = read(&text, &ParseOptions::default()).unwrap();
            prop_assert_eq!(parsed.format, format, "{}", text);
            if candidates {
                prop_assert_eq!(parsed.candidates.as_ref(), Some(&state));
            }
            prop_assert_eq!(&parsed.puzzle, &puzzle, "{}:\n{}", format, text);
        }
    }

    #[test]
    fn steps_are_sound_and_replay_to_the_stepper_state(case in any_case()) {
        let puzzle = case.puzzle(Alphabet::Standard);
        let geometry = Arc::clone(puzzle.geometry());
        let mut stepper = Stepper::new(&puzzle, Options::default());
        let mut replay = Candidates::new(puzzle.givens());
        let mut stack: Vec<Candidates> = Vec::new();
        let right = |cell: pencilmark::Cell| case.solution[cell.index()];
        for _ in 0..4000 {
            let Some(step) = stepper.next() else { break };
            let guessing = !stack.is_empty();
            match &step {
                Step::Candidates { count, .. } => prop_assert_eq!(*count, replay.count()),
                Step::Place { cell, digit, removals, .. } => {
                    prop_assert!(guessing || digit.get() == right(*cell),
                        "{} placed wrongly: {}", geometry.cell_name(*cell), step.text());
                    let done = replay.place(&geometry, *cell, *digit);
                    prop_assert_eq!(&done, removals);
                }
                Step::Eliminate { removals, .. } => {
                    for removal in removals {
                        prop_assert!(guessing || removal.digit.get() != right(removal.cell),
                            "{}", step.text());
                        prop_assert!(replay.eliminate(removal.cell, removal.digit));
                    }
                }
                Step::Guess { cell, digit, depth, .. } => {
                    stack.push(replay.clone());
                    replay.place(&geometry, *cell, *digit);
                    prop_assert_eq!(*depth, stack.len());
                }
                Step::Backtrack { cell, digit, depth, .. } => {
                    replay = stack.pop().expect("a guess to go back from");
                    prop_assert_eq!(*depth, stack.len());
                    prop_assert!(replay.eliminate(*cell, *digit));
                }
                Step::Solved { .. } => {
                    let grid = replay.to_grid(&geometry);
                    prop_assert!(grid.solves(puzzle.givens()));
                }
                Step::Unsolvable { .. } | Step::Stuck { .. } => {
                    prop_assert!(false, "a puzzle with a solution ended: {}", step.text());
                }
                _ => prop_assert!(false, "an event this test does not know: {:?}", step),
            }
            prop_assert_eq!(&replay, stepper.candidates(), "after {}", step.text());
        }
    }

    #[test]
    fn a_candidate_state_starts_a_sound_solve(
        case in case_of(&SHAPES[..4]),
        keep in vec(any::<u64>(), 1..4),
    ) {
        // Candidates kept only where they include the grid's digit, so the
        // grid stays a solution of the state.
        let puzzle = case.puzzle(Alphabet::Standard);
        let narrowed = state(&puzzle, &keep);
        let geometry = Arc::clone(puzzle.geometry());
        let sets = geometry
            .cells()
            .map(|cell| {
                let set = narrowed.get(cell);
                let digit = Digit::new(case.solution[cell.index()]).unwrap();
                if set.contains(digit) { set } else { Candidates::new(puzzle.givens()).get(cell) }
            })
            .collect();
        let start = Candidates::with_sets(puzzle.givens(), sets);
        let text = write(&geometry, &start, Alphabet::Standard, Format::Candidates).unwrap();
        let parsed = read(&text, &options(Format::Candidates, Alphabet::Standard)).unwrap();
        let state = parsed.candidates.unwrap();
        let mut stepper = Stepper::from_state(&parsed.puzzle, state.clone(), Options::default());
        let first = stepper.next().unwrap();
        let counted = matches!(first, Step::Candidates { count, .. } if count == state.count());
        prop_assert!(counted, "{}", first.text());
        for _ in 0..4000 {
            let Some(step) = stepper.next() else { break };
            if let Step::Place { cell, digit, .. } = step {
                prop_assert!(stepper.depth() > 0 || digit.get() == case.solution[cell.index()]);
            }
        }
    }
}

proptest! {
    /// A text of plain 9x9 lines takes a short way round the reader: each
    /// line's bytes go straight to the 9x9 board of the search, as do 81
    /// cell values. Every line must answer as the puzzle `read_many` reads
    /// from it answers, and its values as `Puzzle::from_cells`'s: the same
    /// clash, count, solution or error. Each line is a puzzle with one
    /// cell changed (to a blank, or a digit that may clash or leave no
    /// solution), its blanks written `.` or `0`, between blank lines.
    #[test]
    fn plain_lines_search_as_their_read_puzzles(
        lines in vec((case_of(&SHAPES[2..3]), 0usize..81, 0u8..=9, any::<bool>()), 1..5),
        blank_after in 0usize..5,
    ) {
        let mut text = String::new();
        for (n, (case, cell, value, zeros)) in lines.iter().enumerate() {
            let mut line: Vec<u8> = case
                .puzzle(Alphabet::Standard)
                .givens()
                .to_line(Alphabet::Standard)
                .into_bytes();
            line[*cell] = if *value == 0 { b'.' } else { b'0' + value };
            if *zeros {
                line.iter_mut().filter(|b| **b == b'.').for_each(|b| *b = b'0');
            }
            text.push_str(std::str::from_utf8(&line).unwrap());
            text.push_str(if n == blank_after { "\n  \n" } else { "\n" });
        }
        let options = ParseOptions::default();
        let plain = plain_lines(&text, &options).expect("a text of plain lines");
        let mut read = Vec::new();
        read_many(text.lines().map(Ok::<_, ()>), &options, |entry| {
            read.push(entry);
            Ok(())
        })
        .unwrap();
        prop_assert_eq!(plain.len(), read.len());
        let budget = || Budget::new(1000, None);
        for (line, entry) in plain.iter().zip(&read) {
            prop_assert_eq!(line.number(), entry.first_line);
            // The line, and its cell values as `Puzzle::from_cells` takes
            // them.
            let values: Vec<u8> = line.cells().iter().map(|&b| b.saturating_sub(b'0')).collect();
            let values: &[u8; 81] = values[..].try_into().unwrap();
            let read_values = Puzzle::from_cells(values, None);
            let ways = [
                (Query::of_line(line).is_some(), &entry.parsed.as_ref().map(|p| &p.puzzle)),
                (Query::of_cells(values).is_some(), &read_values.as_ref()),
            ];
            for (way, (fits, puzzle)) in ways.into_iter().enumerate() {
                let board = || match way {
                    0 => Query::of_line(line).unwrap(),
                    _ => Query::of_cells(values).unwrap(),
                };
                let puzzle = match puzzle {
                    Ok(puzzle) => puzzle,
                    Err(e) => {
                        prop_assert!(matches!(e, Error::Clash { .. }), "{e}");
                        prop_assert!(!fits, "{e}");
                        continue;
                    }
                };
                prop_assert!(fits, "{puzzle}");
                for limit in [1, 2, 10] {
                    prop_assert_eq!(
                        board().count(limit, &mut budget()),
                        count_within(puzzle, None, limit, &mut budget())
                    );
                }
                // The board gives the solution's values, the reader's puzzle
                // its grid: the same solution, or the same error.
                for allow_multiple in [false, true] {
                    let grid = solve_within(puzzle, None, allow_multiple, &mut budget());
                    let values = grid.map(|grid| {
                        grid.values().iter().map(|v| v.map_or(0, |d| d.get())).collect::<Vec<u8>>()
                    });
                    prop_assert_eq!(board().solve(allow_multiple, &mut budget()), values);
                }
            }
        }
    }
}

proptest! {
    /// The 9x9 board (from a plain line) and the general board (from the
    /// same puzzle as a candidate state) list the same solutions, each one
    /// of the puzzle's: the 9x9 board writes its values (from bit planes)
    /// as the general board does (a value per cell). Past the limit the
    /// two may have found different ones, and only their number is
    /// compared.
    #[test]
    fn the_two_boards_list_the_same_solutions(case in case_of(&SHAPES[2..3])) {
        let puzzle = case.puzzle(Alphabet::Standard);
        let line = puzzle.givens().to_line(Alphabet::Standard);
        let plain = plain_lines(&line, &ParseOptions::default()).expect("a plain line");
        let board = Query::of_line(&plain[0]).expect("a valid grid's givens never clash");
        let budget = || Budget::new(200_000, None);
        let limit = 12;
        let classic = board.solutions(limit, &mut budget()).unwrap();
        let state = Candidates::new(puzzle.givens());
        let general = solutions_within(&puzzle, Some(&state), limit, &mut budget()).unwrap();
        let mut general: Vec<Vec<u8>> = general
            .iter()
            .map(|grid| {
                prop_assert!(grid.solves(puzzle.givens()));
                Ok(grid.values().iter().map(|v| v.map_or(0, |d| d.get())).collect())
            })
            .collect::<Result<_, TestCaseError>>()?;
        let mut classic = classic;
        prop_assert!(!classic.is_empty(), "the grid it came from solves it");
        prop_assert_eq!(classic.len(), general.len());
        for values in &classic {
            let grid: Puzzle = values.iter().map(|&v| char::from(b'0' + v)).collect::<String>().parse().unwrap();
            prop_assert!(grid.givens().solves(puzzle.givens()), "{values:?}");
        }
        if classic.len() < limit {
            classic.sort();
            general.sort();
            prop_assert_eq!(classic, general);
        }
    }
}

proptest! {
    /// An 81-character line takes a short way round format detection: it
    /// must read exactly as the full detection reads it (here made to run
    /// by a trailing blank line), clashes and all.
    #[test]
    fn a_plain_line_reads_as_detection_reads_it(
        noise in vec(prop_oneof![Just('.'), Just('0'), proptest::char::range('1', '9')], 81),
        case in case_of(&SHAPES[2..3]),
        valid in any::<bool>(),
        crlf in any::<bool>(),
    ) {
        // Random characters nearly always clash: half the lines are puzzles.
        let line: String = if valid {
            case.puzzle(Alphabet::Standard).givens().to_line(Alphabet::Standard)
        } else {
            noise.into_iter().collect()
        };
        let short = if crlf { format!("{line}\r\n") } else { line.clone() };
        let detected = read(&format!("{line}\n\n"), &ParseOptions::default());
        prop_assert_eq!(read(&short, &ParseOptions::default()), detected);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn the_same_seed_gives_the_same_proper_puzzle(
        seed in any::<u64>(),
        shape in 0..4usize,
        symmetry in 0..5usize,
        minimal in any::<bool>(),
    ) {
        // Up to 12x12: each case makes its puzzle twice.
        let geometry = Arc::new(Geometry::new(SHAPES[shape].0, SHAPES[shape].1).unwrap());
        let options = GenerateOptions {
            symmetry: Symmetry::ALL[symmetry],
            minimal: Some(minimal),
            ..GenerateOptions::default()
        };
        let first = generate(&geometry, &options, seed).unwrap();
        let again = generate(&geometry, &options, seed).unwrap();
        prop_assert_eq!(&first, &again);
        prop_assert_eq!(count_solutions(&first.puzzle, 2), 1, "{}", first.puzzle);
        prop_assert!(first.solution.solves(first.puzzle.givens()));
    }
}
