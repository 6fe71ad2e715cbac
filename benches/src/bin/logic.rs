//! Logic-only solving, side by side: pencilmark's `solve_logically` with
//! every technique against the `sudoku` crate's `StrategySolver` with every
//! strategy, on the same puzzles in the same run. Prints, per shared set, the
//! share each solves without guessing and puzzles per second (best of three
//! alternating passes), and the speed ratio.
//!
//! Run: `cargo run --release --bin logic -- [DATA_DIR]` in `benches/`
//! (default `../../shared/data`, or `$PENCILMARK_DATA`).

use std::path::PathBuf;
use std::time::Instant;

use pencilmark::{solve_logically, Puzzle, Technique};
use sudoku::strategy::{Strategy, StrategySolver};
use sudoku::Sudoku;

/// Every implemented strategy of the `sudoku` crate 0.8: its own `ALL` list
/// (crate-private), in its order. Its mutant fish and avoidable rectangles
/// are declared but panic with "not implemented".
const STRATEGIES: &[Strategy] = &[
    Strategy::NakedSingles,
    Strategy::HiddenSingles,
    Strategy::LockedCandidates,
    Strategy::NakedPairs,
    Strategy::XWing,
    Strategy::HiddenPairs,
    Strategy::NakedTriples,
    Strategy::Swordfish,
    Strategy::HiddenTriples,
    Strategy::XyWing,
    Strategy::XyzWing,
    Strategy::NakedQuads,
    Strategy::Jellyfish,
    Strategy::HiddenQuads,
];

const SETS: &[&str] = &[
    "kaggle_20k.txt",
    "17_clue.txt",
    "magictour_top1465.txt",
    "forum_hardest_sample.txt",
];

fn main() {
    let dir = std::env::args()
        .nth(1)
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("PENCILMARK_DATA").map(PathBuf::from))
        .unwrap_or_else(|| PathBuf::from("../../shared/data"));
    println!("| set | puzzles | pencilmark solved | sudoku solved | pencilmark puzzles/s | sudoku puzzles/s | speed ratio |");
    println!("|---|---|---|---|---|---|---|");
    for name in SETS {
        let Ok(text) = std::fs::read_to_string(dir.join(name)) else {
            eprintln!("SKIPPED: {} not found", dir.join(name).display());
            continue;
        };
        let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
        let ours: Vec<Puzzle> = lines.iter().map(|l| l.parse().expect("pencilmark reads it")).collect();
        let theirs: Vec<Sudoku> = lines
            .iter()
            .map(|l| Sudoku::from_str_line(l).expect("sudoku reads it"))
            .collect();
        let (mut best_ours, mut best_theirs) = (f64::MAX, f64::MAX);
        let (mut solved_ours, mut solved_theirs) = (0, 0);
        for _ in 0..3 {
            let start = Instant::now();
            solved_ours = ours
                .iter()
                .filter(|p| solve_logically(p, Technique::ALL).solved)
                .count();
            best_ours = best_ours.min(start.elapsed().as_secs_f64());
            let start = Instant::now();
            solved_theirs = theirs
                .iter()
                .filter(|s| StrategySolver::from_sudoku(**s).solve(STRATEGIES).is_ok())
                .count();
            best_theirs = best_theirs.min(start.elapsed().as_secs_f64());
        }
        let n = lines.len() as f64;
        println!(
            "| {name} | {} | {:.1}% | {:.1}% | {:.0} | {:.0} | {:.2}× |",
            lines.len(),
            100.0 * solved_ours as f64 / n,
            100.0 * solved_theirs as f64 / n,
            n / best_ours,
            n / best_theirs,
            best_theirs / best_ours
        );
    }
}
