//! The generator and the ratings, measured: puzzles per second by size and
//! option, beside the `sudoku` crate's generator on 9x9 in the same run;
//! the median time of a 16x16 and a 25x25 puzzle; puzzles at a requested
//! level; and (with `--sets`) the level distribution of each shared set.
//!
//! Times are the thread's CPU time (`clock_gettime`), so other work on a
//! shared machine disturbs the figures less.
//!
//! ```sh
//! cargo run --release --bin generate            # markdown tables
//! cargo run --release --bin generate -- --sets  # and the shared sets' levels
//! cargo run --release --bin generate -- --levels  # the requested levels alone
//! cargo run --release --bin generate -- --set-levels  # the sets' levels alone
//! ```

use std::collections::BTreeMap;
use std::hint::black_box;
use std::sync::Arc;

use pencilmark::{full_grid, generate, rate, GenerateOptions, Geometry, Level, Puzzle, Symmetry};
use pencilmark_benches::{now, parse_all, read_lines, CLASSIC_SETS, HEX_SET};
use sudoku::Sudoku;

/// Best items per second over passes of `run` making `n` items: at least
/// three passes and about two seconds in all.
fn rate_of(n: usize, mut run: impl FnMut(u64)) -> f64 {
    let mut best = f64::MAX;
    let started = now();
    let mut pass = 0u64;
    while pass < 3 || (now() - started < 2.0 && pass < 50) {
        let t = now();
        run(pass);
        best = best.min(now() - t);
        pass += 1;
    }
    n as f64 / best
}

fn human(rate: f64) -> String {
    if rate >= 1e6 {
        format!("{:.2} M", rate / 1e6)
    } else if rate >= 1e4 {
        format!("{:.1} k", rate / 1e3)
    } else if rate >= 100.0 {
        format!("{rate:.0}")
    } else {
        format!("{rate:.1}")
    }
}

/// pencilmark's puzzles per second on a board of `side` with `options`.
fn ours(side: usize, options: &GenerateOptions, n: usize) -> f64 {
    let geometry = Geometry::shared_for_side(side).unwrap();
    rate_of(n, |pass| {
        for seed in 0..n as u64 {
            black_box(generate(&geometry, options, pass << 32 | seed).unwrap());
        }
    })
}

/// The median and the slowest time, in milliseconds, of one puzzle each
/// from `n` seeds, and the mean clue count.
fn times(side: usize, options: &GenerateOptions, n: u64) -> (f64, f64, f64) {
    let geometry = Geometry::shared_for_side(side).unwrap();
    let mut times = Vec::new();
    let mut clues = 0;
    for seed in 0..n {
        let t = now();
        let made = generate(&geometry, options, seed).unwrap();
        times.push(now() - t);
        clues += made.puzzle.givens().filled();
    }
    times.sort_by(f64::total_cmp);
    let median = times[times.len() / 2] * 1e3;
    let slowest = times[times.len() - 1] * 1e3;
    (median, slowest, clues as f64 / n as f64)
}

fn options(symmetry: Symmetry, minimal: Option<bool>) -> GenerateOptions {
    GenerateOptions {
        symmetry,
        minimal,
        ..GenerateOptions::default()
    }
}

fn versus_sudoku() {
    println!("### 9x9: pencilmark vs the `sudoku` crate 0.8, same run");
    println!();
    println!("| what | pencilmark | sudoku | ratio |");
    println!("|---|---:|---:|---:|");
    let geometry = Geometry::shared_for_side(9).unwrap();
    let n = 20_000;
    let grids = rate_of(n, |pass| {
        for seed in 0..n as u64 {
            black_box(full_grid(&geometry, pass << 32 | seed));
        }
    });
    let their_grids = rate_of(n, |_| {
        for _ in 0..n {
            black_box(Sudoku::generate_solved());
        }
    });
    println!(
        "| full grids | {}/s | {}/s | {:.2} |",
        human(grids),
        human(their_grids),
        grids / their_grids
    );
    let n = 2_000;
    for (name, ours_symmetry, their_symmetry) in [
        (
            "minimal, no symmetry",
            Symmetry::None,
            sudoku::Symmetry::None,
        ),
        (
            "minimal, 180°",
            Symmetry::Rotate180,
            sudoku::Symmetry::HalfRotation,
        ),
        (
            "minimal, 90°",
            Symmetry::Rotate90,
            sudoku::Symmetry::QuarterRotation,
        ),
        (
            "minimal, diagonal",
            Symmetry::Diagonal,
            sudoku::Symmetry::DiagonalMirror,
        ),
        (
            "minimal, mirror",
            Symmetry::Mirror,
            sudoku::Symmetry::VerticalMirror,
        ),
    ] {
        let mine = ours(9, &options(ours_symmetry, Some(true)), n);
        let theirs = rate_of(n, |_| {
            for _ in 0..n {
                black_box(Sudoku::generate_with_symmetry(their_symmetry));
            }
        });
        println!(
            "| {name} | {}/s | {}/s | {:.2} |",
            human(mine),
            human(theirs),
            mine / theirs
        );
    }
    println!();
    println!("Both make the full grid too; the `sudoku` crate draws from `rand`'s thread generator, pencilmark from the seed.");
    println!();
}

fn by_size() {
    println!("### Every size");
    println!();
    println!("| board | options | puzzles/s | median | slowest | mean clues |");
    println!("|---|---|---:|---:|---:|---:|");
    let cases: [(usize, &str, GenerateOptions, u64); 10] = [
        (4, "minimal", options(Symmetry::None, None), 5000),
        (6, "minimal", options(Symmetry::None, None), 5000),
        (6, "minimal, 180°", options(Symmetry::Rotate180, None), 5000),
        (9, "minimal", options(Symmetry::None, None), 2000),
        (9, "not minimal", options(Symmetry::None, Some(false)), 2000),
        (12, "minimal", options(Symmetry::None, None), 200),
        (
            16,
            "not minimal (default)",
            options(Symmetry::None, None),
            60,
        ),
        (
            16,
            "not minimal, 180°",
            options(Symmetry::Rotate180, None),
            60,
        ),
        (16, "minimal", options(Symmetry::None, Some(true)), 30),
        (
            25,
            "not minimal (default)",
            options(Symmetry::None, None),
            20,
        ),
    ];
    for (side, name, options, n) in cases {
        let (median, slowest, clues) = times(side, &options, n);
        let per_second = if n >= 1000 {
            human(ours(side, &options, n as usize))
        } else {
            human(1e3 / median.max(1e-9))
        };
        println!(
            "| {side}x{side} | {name} | {per_second} | {median:.3} ms | {slowest:.1} ms | {clues:.1} |"
        );
    }
    println!();
    println!("Puzzles/s is the best pass over the seeds for the small boards; for 12x12 and up, 1 / the median.");
    println!();
}

fn by_level() {
    println!(
        "### A requested level (default options: minimal on 9x9, not minimal on 16x16 and 25x25)"
    );
    println!();
    println!("| board | level | requests | hit | median | slowest | mean attempts |");
    println!("|---|---|---:|---:|---:|---:|---:|");
    for (side, requests) in [(9, 200u64), (16, 20), (25, 6)] {
        let geometry = Geometry::shared_for_side(side).unwrap();
        // Needs-guessing cannot be asked for.
        for level in Level::ALL
            .into_iter()
            .filter(|&l| l != Level::NeedsGuessing)
        {
            // Beyond expert every attempt is rated with the nets, which
            // take minutes on 25x25.
            if side == 25 && level > Level::Expert {
                println!("| {side}x{side} | {level} | not measured | | | | |");
                continue;
            }
            let options = GenerateOptions {
                level: Some(level),
                ..GenerateOptions::default()
            };
            let mut times = Vec::new();
            let (mut hits, mut attempts) = (0, 0);
            for seed in 0..requests {
                let t = now();
                let made = generate(&geometry, &options, 5000 + seed);
                times.push(now() - t);
                if let Ok(made) = made {
                    assert_eq!(rate(&made.puzzle).unwrap().level, level);
                    hits += 1;
                    attempts += made.attempts;
                }
            }
            times.sort_by(f64::total_cmp);
            println!(
                "| {side}x{side} | {level} | {requests} | {:.1}% | {:.2} ms | {:.1} ms | {:.1} |",
                100.0 * hits as f64 / requests as f64,
                times[times.len() / 2] * 1e3,
                times[times.len() - 1] * 1e3,
                attempts as f64 / hits.max(1) as f64
            );
        }
    }
    println!();
}

/// The level distribution of puzzles, and the puzzles rated per second.
fn distribution(puzzles: &[Puzzle]) -> (BTreeMap<Level, usize>, f64) {
    let t = now();
    let mut levels = BTreeMap::new();
    for puzzle in puzzles {
        *levels.entry(rate(puzzle).unwrap().level).or_insert(0) += 1;
    }
    (levels, puzzles.len() as f64 / (now() - t))
}

fn shared_sets() {
    println!("### Levels of the shared sets");
    println!();
    print!("| set | puzzles |");
    for level in Level::ALL {
        print!(" {level} |");
    }
    println!(" rated/s |");
    println!("|---|---:|{}---:|", "---:|".repeat(Level::ALL.len()));
    for (name, file) in CLASSIC_SETS.into_iter().chain([HEX_SET]) {
        let Some(lines) = read_lines(file) else {
            eprintln!("SKIPPED: {file} not found");
            continue;
        };
        // The forum's hardest each take the nets, a few tenths of a
        // second: one in 20 of them.
        let every = if file.starts_with("forum") { 20 } else { 1 };
        let lines: Vec<String> = lines.into_iter().step_by(every).collect();
        let puzzles = parse_all(&lines);
        let (levels, per_second) = distribution(&puzzles);
        let name = match every {
            1 => name.to_owned(),
            n => format!("{name} (every {n}th)"),
        };
        print!("| {name} | {} |", puzzles.len());
        for level in Level::ALL {
            let n = levels.get(&level).copied().unwrap_or(0);
            print!(" {:.1}% |", 100.0 * n as f64 / puzzles.len() as f64);
        }
        println!(" {} |", human(per_second));
    }
    let geometry: Arc<Geometry> = Geometry::shared_for_side(9).unwrap();
    let made: Vec<Puzzle> = (0..10_000)
        .map(|seed| {
            generate(&geometry, &GenerateOptions::default(), seed)
                .unwrap()
                .puzzle
        })
        .collect();
    let (levels, per_second) = distribution(&made);
    print!(
        "| pencilmark's 9x9 minimal (10 000 seeds) | {} |",
        made.len()
    );
    for level in Level::ALL {
        let n = levels.get(&level).copied().unwrap_or(0);
        print!(" {:.1}% |", 100.0 * n as f64 / made.len() as f64);
    }
    println!(" {} |", human(per_second));
    println!();
}

fn main() {
    // `--levels` or `--set-levels`: that table alone.
    let args: Vec<String> = std::env::args().collect();
    if args.iter().any(|a| a == "--levels") {
        by_level();
        return;
    }
    if args.iter().any(|a| a == "--set-levels") {
        shared_sets();
        return;
    }
    versus_sudoku();
    by_size();
    by_level();
    if std::env::args().any(|a| a == "--sets") {
        shared_sets();
    }
}
