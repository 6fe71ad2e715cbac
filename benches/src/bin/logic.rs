//! Logic-only solving, side by side: pencilmark's `solve_logically` with
//! technique ladder I (singles, intersections, subsets, fish, single-digit
//! patterns, wings: issue 3's ladder, the kind of techniques the `sudoku`
//! crate has) and with every technique, against the `sudoku` crate's
//! `StrategySolver` with every strategy, on the same puzzles in the same
//! run. Prints, per shared set, the share each solves without guessing and
//! puzzles per second (best of three alternating passes), and the speed
//! ratios. Time is the thread's CPU time (see `pencilmark_benches::now`).
//!
//! Run: `cargo run --release --bin logic -- [DATA_DIR]` in `benches/`
//! (default `../../shared/data`, or `$PENCILMARK_DATA`).

use pencilmark::{solve_logically, Puzzle, Technique};
use pencilmark_benches::now;
use std::path::PathBuf;
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

/// Technique ladder I, in pencilmark's default order: every technique up to
/// the finned fish, and the larger subsets and fish, without ladder II's.
fn ladder_i() -> Vec<Technique> {
    let finned_jellyfish = Technique::ALL
        .iter()
        .position(|&t| t == Technique::FinnedJellyfish)
        .expect("finned jellyfish is a technique");
    let larger = [
        Technique::NakedSubset,
        Technique::HiddenSubset,
        Technique::LargeFish,
    ];
    Technique::ALL
        .iter()
        .enumerate()
        .filter(|&(i, t)| i <= finned_jellyfish || larger.contains(t))
        .map(|(_, &t)| t)
        .collect()
}

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
    println!(
        "| set | puzzles | solved: ladder I | all techniques | sudoku | puzzles/s: ladder I | all techniques | sudoku | speed ratio: ladder I | all techniques |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    for name in SETS {
        let Ok(text) = std::fs::read_to_string(dir.join(name)) else {
            eprintln!("SKIPPED: {} not found", dir.join(name).display());
            continue;
        };
        let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
        let ours: Vec<Puzzle> = lines
            .iter()
            .map(|l| l.parse().expect("pencilmark reads it"))
            .collect();
        let theirs: Vec<Sudoku> = lines
            .iter()
            .map(|l| Sudoku::from_str_line(l).expect("sudoku reads it"))
            .collect();
        // Best time and puzzles solved: ladder I, every technique, sudoku.
        let mut best = [f64::MAX; 3];
        let mut solved = [0usize; 3];
        let ladder = ladder_i();
        for _ in 0..3 {
            for (i, techniques) in [&ladder[..], Technique::ALL].into_iter().enumerate() {
                let start = now();
                solved[i] = ours
                    .iter()
                    .filter(|p| solve_logically(p, techniques).solved)
                    .count();
                best[i] = best[i].min(now() - start);
            }
            let start = now();
            solved[2] = theirs
                .iter()
                .filter(|s| StrategySolver::from_sudoku(**s).solve(STRATEGIES).is_ok())
                .count();
            best[2] = best[2].min(now() - start);
        }
        let n = lines.len() as f64;
        let share = |i: usize| format!("{:.1}%", 100.0 * solved[i] as f64 / n);
        let rate = |i: usize| format!("{:.0}", n / best[i]);
        let ratio = |i: usize| format!("{:.2}×", best[2] / best[i]);
        println!(
            "| {name} | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
            lines.len(),
            share(0),
            share(1),
            share(2),
            rate(0),
            rate(1),
            rate(2),
            ratio(0),
            ratio(1),
        );
    }
}
