//! Puzzles per second, pencilmark beside the `sudoku` crate, in one run:
//! the best of several passes over each shared set, for the first solution
//! and for the uniqueness check (counting up to 2). Also pencilmark on
//! 16x16 and 25x25; or (`--stepper [N]`) the step iterator, with singles
//! and with every technique, against the pure search, on the first N
//! puzzles of each set (500 by default).
//!
//! Time is the thread's CPU time where the system reports it
//! (`clock_gettime`), so other work on a shared machine disturbs the
//! figures less; wall-clock time elsewhere. Puzzles are parsed before
//! timing, by each solver's own parser.
//!
//! ```sh
//! cargo run --release --bin rates            # markdown tables
//! cargo run --release --bin rates -- --json  # pencilmark's rates from text and from cell values, for benches/wasm.mjs
//! cargo run --release --bin rates -- --stepper 500  # logic vs pure search
//! ```

use std::hint::black_box;

use pencilmark::{
    count_solutions, read_many, solve_first, Budget, Candidates, Digit, Error, Grid, Options,
    ParseOptions, Puzzle, Query, Step, Stepper, Technique,
};
use pencilmark_benches::{
    now, parse_all, parse_all_sudoku, read_lines, twenty_five, CLASSIC_SETS, HEX_SET,
};

/// The solve of a puzzle or a state of it, as a grid: the one solution, or
/// with `allow_multiple` the first.
fn solve_with(
    puzzle: &Puzzle,
    state: Option<&Candidates>,
    allow_multiple: bool,
) -> Result<Grid, Error> {
    let query = Query::with_state(puzzle, state);
    let values = query.solve(allow_multiple, &mut Budget::unlimited())?;
    Ok(Grid::of_digits(puzzle.geometry(), &values))
}

/// The one solution of a puzzle or a state of it.
fn unique_solution(puzzle: &Puzzle, state: Option<&Candidates>) -> Result<Grid, Error> {
    solve_with(puzzle, state, false)
}

/// How many solutions a puzzle or a state of it has, up to `limit`.
fn count_with(puzzle: &Puzzle, state: Option<&Candidates>, limit: usize) -> usize {
    let query = Query::with_state(puzzle, state);
    query.count(limit, &mut Budget::unlimited()).unwrap_or(0)
}

/// Best puzzles per second over passes of `run` on `n` puzzles: at least
/// three passes and about a second in all.
fn rate(n: usize, mut run: impl FnMut()) -> f64 {
    let mut best = f64::MAX;
    let started = now();
    let mut passes = 0;
    while passes < 3 || (now() - started < 1.0 && passes < 50) {
        let t = now();
        run();
        best = best.min(now() - t);
        passes += 1;
    }
    n as f64 / best
}

fn first(puzzles: &[Puzzle]) -> f64 {
    rate(puzzles.len(), || {
        for p in puzzles {
            black_box(solve_first(black_box(p)));
        }
    })
}

fn unique(puzzles: &[Puzzle]) -> f64 {
    rate(puzzles.len(), || {
        for p in puzzles {
            assert_eq!(count_solutions(black_box(p), 2), 1);
        }
    })
}

/// pencilmark's rates on the same work as the JS API's `solve` and
/// `countSolutions(puzzle, 2)`, from text and from cell values: from the
/// text of each puzzle (or its values, 0 for a blank) to the checked
/// solution (`unique_solution`, as a line or as values) or the count. And
/// on the same work as `solveAll(text)` and `countAll(text)` over the whole
/// set's text (its puzzle lines joined by newlines): the CLI's reading of
/// a file (`read_many`) and its per-line solve or count, collecting the
/// solution lines or the counts. And the first solution only (what
/// `allowMultipleSolutions` asks, and all the npm packages do), from cell
/// values and over the whole text. JSON objects, one per set.
fn text_rates() -> Vec<String> {
    let mut sets: Vec<(&str, Vec<String>)> = CLASSIC_SETS
        .iter()
        .chain(std::iter::once(&HEX_SET))
        .filter_map(|&(name, file)| Some((name, read_lines(file)?)))
        .collect();
    sets.push(("25x25 fixture", twenty_five()));
    sets.iter()
        .map(|(name, lines)| {
            let cells: Vec<Vec<u8>> = lines
                .iter()
                .map(|line| {
                    let puzzle: Puzzle = line.parse().unwrap();
                    bytes(puzzle.givens().values())
                })
                .collect();
            let text_solve = rate(lines.len(), || {
                for line in lines {
                    let puzzle: Puzzle = black_box(line).parse().unwrap();
                    let solution = unique_solution(&puzzle, None).unwrap();
                    black_box(solution.to_line(puzzle.alphabet()));
                }
            });
            let text_count = rate(lines.len(), || {
                for line in lines {
                    let puzzle: Puzzle = black_box(line).parse().unwrap();
                    assert_eq!(count_solutions(&puzzle, 2), 1);
                }
            });
            let cells_solve = rate(cells.len(), || {
                for values in &cells {
                    let puzzle = Puzzle::from_cells(black_box(values), None).unwrap();
                    let solution = unique_solution(&puzzle, None).unwrap();
                    black_box(bytes(solution.values()));
                }
            });
            let cells_count = rate(cells.len(), || {
                for values in &cells {
                    let puzzle = Puzzle::from_cells(black_box(values), None).unwrap();
                    assert_eq!(count_solutions(&puzzle, 2), 1);
                }
            });
            let text = lines.join("\n");
            let all_solve = rate(lines.len(), || {
                let mut solved = Vec::new();
                each_puzzle(black_box(&text), |parsed| {
                    let puzzle = &parsed.puzzle;
                    let solution = solve_with(puzzle, parsed.candidates.as_ref(), false).unwrap();
                    solved.push(solution.to_line(puzzle.alphabet()));
                });
                assert_eq!(black_box(solved).len(), lines.len());
            });
            let cells_first = rate(cells.len(), || {
                for values in &cells {
                    let puzzle = Puzzle::from_cells(black_box(values), None).unwrap();
                    let solution = solve_with(&puzzle, None, true).unwrap();
                    black_box(bytes(solution.values()));
                }
            });
            let all_first = rate(lines.len(), || {
                let mut solved = Vec::new();
                each_puzzle(black_box(&text), |parsed| {
                    let puzzle = &parsed.puzzle;
                    let solution = solve_with(puzzle, parsed.candidates.as_ref(), true).unwrap();
                    solved.push(solution.to_line(puzzle.alphabet()));
                });
                assert_eq!(black_box(solved).len(), lines.len());
            });
            let all_count = rate(lines.len(), || {
                let mut counts: Vec<u32> = Vec::new();
                each_puzzle(black_box(&text), |parsed| {
                    let count = count_with(&parsed.puzzle, parsed.candidates.as_ref(), 2);
                    counts.push(u32::try_from(count).unwrap());
                });
                assert!(black_box(counts).iter().all(|&c| c == 1));
            });
            format!(
                "{{\"set\":\"{name}\",\"textSolve\":{text_solve:.0},\"textCount\":{text_count:.0},\"cellsSolve\":{cells_solve:.0},\"cellsCount\":{cells_count:.0},\"allSolve\":{all_solve:.0},\"allCount\":{all_count:.0},\"cellsFirst\":{cells_first:.0},\"allFirst\":{all_first:.0}}}"
            )
        })
        .collect()
}

/// Every puzzle of a text as `pencilmark solve` reads a file, each read
/// without error.
fn each_puzzle(text: &str, mut each: impl FnMut(pencilmark::Parsed)) {
    let lines = text.lines().map(Ok::<_, ()>);
    read_many(lines, &ParseOptions::default(), |entry| {
        each(entry.parsed.unwrap());
        Ok(())
    })
    .unwrap();
}

/// Cell values as the JS API takes them: 0 for a blank.
fn bytes(values: &[Option<Digit>]) -> Vec<u8> {
    values.iter().map(|v| v.map_or(0, |d| d.get())).collect()
}

fn human(rate: f64) -> String {
    if rate >= 1e6 {
        format!("{:.2} M", rate / 1e6)
    } else if rate >= 1e3 {
        format!("{:.1} k", rate / 1e3)
    } else {
        format!("{rate:.0}")
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Some(at) = args.iter().position(|a| a == "--stepper") {
        let n = args.get(at + 1).and_then(|n| n.parse().ok()).unwrap_or(500);
        stepper_table(n);
        return;
    }
    if std::env::args().any(|a| a == "--json") {
        println!("[{}]", text_rates().join(","));
        return;
    }
    println!("| set | puzzles | pencilmark first | sudoku first | ratio | pencilmark unique | sudoku unique | ratio |");
    println!("|---|---:|---:|---:|---:|---:|---:|---:|");
    for (name, file) in CLASSIC_SETS {
        let Some(lines) = read_lines(file) else {
            eprintln!("SKIPPED: {file} not found");
            continue;
        };
        let ours = parse_all(&lines);
        let theirs = parse_all_sudoku(&lines);
        let our_first = first(&ours);
        let their_first = rate(theirs.len(), || {
            for s in &theirs {
                black_box(black_box(*s).some_solution());
            }
        });
        let our_unique = unique(&ours);
        let their_unique = rate(theirs.len(), || {
            for s in &theirs {
                assert_eq!(black_box(*s).solutions_count_up_to(2), 1);
            }
        });
        println!(
            "| {name} | {} | {} | {} | {:.2} | {} | {} | {:.2} |",
            lines.len(),
            human(our_first),
            human(their_first),
            our_first / their_first,
            human(our_unique),
            human(their_unique),
            our_unique / their_unique,
        );
    }
    let mut big = Vec::new();
    if let Some(lines) = read_lines(HEX_SET.1) {
        big.push((HEX_SET.0, lines));
    }
    big.push(("25x25 fixture", twenty_five()));
    println!();
    println!("| set | puzzles | first solution | uniqueness check |");
    println!("|---|---:|---:|---:|");
    for (name, lines) in &big {
        let ours = parse_all(lines);
        let (f, u) = (first(&ours), unique(&ours));
        println!(
            "| {name} | {} | {}/s | {}/s |",
            lines.len(),
            human(f),
            human(u)
        );
    }
}

/// The sugolver article's table: the first `n` puzzles of each set solved
/// by the step iterator (every step an event with its sentence), with
/// singles only and with every technique, each guessing when stuck,
/// against the pure search (no events, first solution). The guesses per
/// puzzle show what the techniques save the search.
fn stepper_table(n: usize) {
    let singles = Options {
        techniques: vec![
            Technique::FullHouse,
            Technique::HiddenSingle,
            Technique::NakedSingle,
        ],
        ..Options::default()
    };
    // The shared sets are unique, so the uniqueness techniques may fire,
    // as they do on the page once the puzzle is checked.
    let ladder = Options {
        assume_unique: true,
        ..Options::default()
    };
    println!("| set | puzzles | pure search, a puzzle | stepper with singles, a puzzle | guesses a puzzle | stepper with every technique, a puzzle | guesses a puzzle | solved without a guess | every technique ÷ pure search |");
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    let sets = CLASSIC_SETS.iter().chain(std::iter::once(&HEX_SET));
    for (name, file) in sets {
        let Some(lines) = read_lines(file) else {
            eprintln!("SKIPPED: {file} not found");
            continue;
        };
        let ours = parse_all(&lines[..n.min(lines.len())]);
        let search = 1.0 / first(&ours);
        let (single_time, single_guesses, _) = stepped(&ours, &singles);
        let (ladder_time, ladder_guesses, no_guess) = stepped(&ours, &ladder);
        let per = |total: f64| total / ours.len() as f64;
        println!(
            "| {name} | {} | {} | {} | {:.2} | {} | {:.2} | {no_guess} | {} |",
            ours.len(),
            duration(search),
            duration(per(single_time)),
            per(single_guesses as f64),
            duration(per(ladder_time)),
            per(ladder_guesses as f64),
            times(per(ladder_time) / search),
        );
    }
}

/// A ratio as "12x", or "1.5x" below ten.
fn times(ratio: f64) -> String {
    if ratio < 10.0 {
        format!("{ratio:.1}x")
    } else {
        format!("{ratio:.0}x")
    }
}

/// Seconds in the unit that suits them.
fn duration(seconds: f64) -> String {
    if seconds < 1e-3 {
        format!("{:.1} µs", seconds * 1e6)
    } else if seconds < 1.0 {
        format!("{:.2} ms", seconds * 1e3)
    } else {
        format!("{seconds:.2} s")
    }
}

/// Steps through every puzzle to the end with `options`: the time, the
/// guesses in all, and the puzzles solved without one.
fn stepped(puzzles: &[Puzzle], options: &Options) -> (f64, usize, usize) {
    let (mut guesses, mut no_guess) = (0, 0);
    let t = now();
    for p in puzzles {
        let mut mine = 0;
        let mut last = None;
        for step in Stepper::new(p, options.clone()) {
            mine += usize::from(matches!(step, Step::Guess { .. }));
            last = Some(step);
        }
        assert!(matches!(last, Some(Step::Solved { .. })));
        guesses += mine;
        no_guess += usize::from(mine == 0);
    }
    (now() - t, guesses, no_guess)
}
