//! How long a person waits while stepping: every puzzle of each shared set
//! stepped without guessing (every technique, the forcing chains last, the
//! uniqueness techniques on, as the page steps a puzzle it has checked to
//! have one solution), each step timed on the thread's CPU clock, so that
//! other work on a shared machine does not count. Prints, per set, the
//! slowest single step (with its technique) and the slowest whole solve,
//! in milliseconds.
//!
//! Run: `cargo run --release --bin slowest -- [DATA_DIR]` in `benches/`
//! (default `../../shared/data`, or `$PENCILMARK_DATA`).

use std::path::PathBuf;

use pencilmark::{Options, Puzzle, Step, Stepper};
use pencilmark_benches::now;

const SETS: &[&str] = &[
    "17_clue.txt",
    "magictour_top1465.txt",
    "forum_hardest_sample.txt",
    "hexsudoku_16x16.txt",
];

fn main() {
    let dir = std::env::args()
        .nth(1)
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("PENCILMARK_DATA").map(PathBuf::from))
        .unwrap_or_else(|| PathBuf::from("../../shared/data"));
    let options = Options {
        guessing: false,
        assume_unique: true,
        ..Options::default()
    };
    println!("| set | puzzles | slowest step (ms) | its technique | slowest solve (ms) | mean solve (ms) |");
    println!("|---|---|---|---|---|---|");
    for name in SETS {
        let Ok(text) = std::fs::read_to_string(dir.join(name)) else {
            eprintln!("SKIPPED: {} not found", dir.join(name).display());
            continue;
        };
        let puzzles: Vec<Puzzle> = text
            .lines()
            .filter(|l| !l.trim().is_empty())
            .map(|l| l.parse().expect("pencilmark reads it"))
            .collect();
        let (mut slowest_step, mut slowest_technique) = (0.0f64, String::from("-"));
        let (mut slowest_solve, mut total) = (0.0f64, 0.0f64);
        for puzzle in &puzzles {
            let mut stepper = Stepper::new(puzzle, options.clone());
            let start = now();
            loop {
                let before = now();
                let Some(step) = stepper.next() else { break };
                let took = (now() - before) * 1e3;
                if took > slowest_step {
                    slowest_step = took;
                    slowest_technique = match &step {
                        Step::Place { technique, .. } | Step::Eliminate { technique, .. } => {
                            technique.name().to_owned()
                        }
                        other => other.text().split(':').next().unwrap_or("-").to_owned(),
                    };
                }
            }
            let solve = (now() - start) * 1e3;
            slowest_solve = slowest_solve.max(solve);
            total += solve;
        }
        println!(
            "| {name} | {} | {slowest_step:.1} | {slowest_technique} | {slowest_solve:.1} | {:.2} |",
            puzzles.len(),
            total / puzzles.len() as f64
        );
    }
}
