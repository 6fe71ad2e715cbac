//! Shared by the benchmarks: the puzzle sets, read once.

use std::path::PathBuf;
use std::time::Instant;

use pencilmark::Puzzle;

/// Seconds of this thread's CPU time, or of wall-clock time where the
/// system does not say.
pub fn now() -> f64 {
    thread_cpu_seconds().unwrap_or_else(|| {
        static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
        START.get_or_init(Instant::now).elapsed().as_secs_f64()
    })
}

/// The thread's CPU clock, to the nanosecond (`/proc/thread-self/schedstat`
/// only moves every few milliseconds: too coarse for a pass of a few).
fn thread_cpu_seconds() -> Option<f64> {
    let mut time = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `time` is a valid, writable timespec for the call to fill.
    let status = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut time) };
    (status == 0).then(|| time.tv_sec as f64 + time.tv_nsec as f64 / 1e9)
}

/// The shared 9x9 sets, with the short names the tables use.
pub const CLASSIC_SETS: [(&str, &str); 4] = [
    ("kaggle", "kaggle_20k.txt"),
    ("17-clue", "17_clue.txt"),
    ("magictour", "magictour_top1465.txt"),
    ("forum hardest", "forum_hardest_sample.txt"),
];

/// The shared 16x16 set.
pub const HEX_SET: (&str, &str) = ("hexsudoku 16x16", "hexsudoku_16x16.txt");

/// The folder of the shared sets: `$PENCILMARK_DATA`, else `shared/data`
/// beside the checkout.
pub fn data_dir() -> PathBuf {
    match std::env::var_os("PENCILMARK_DATA") {
        Some(dir) => PathBuf::from(dir),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/data"),
    }
}

/// The lines of a shared set, or `None` when it is missing.
pub fn read_lines(file: &str) -> Option<Vec<String>> {
    let text = std::fs::read_to_string(data_dir().join(file)).ok()?;
    Some(
        text.lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .map(str::to_owned)
            .collect(),
    )
}

/// The puzzles of one side in `tests/fixtures/generated_big.txt`, made by
/// `pencilmark generate`.
pub fn generated_big(side: usize) -> Vec<String> {
    include_str!("../../tests/fixtures/generated_big.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| l.split_once(' '))
        .filter(|(size, _)| size.parse() == Ok(side))
        .map(|(_, puzzle)| puzzle.to_owned())
        .collect()
}

/// The 25x25 puzzles of pencilmark's fixture (made by `make25`).
pub fn twenty_five() -> Vec<String> {
    include_str!("../../tests/fixtures/search25.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| l.split(' ').next().map(str::to_owned))
        .collect()
}

/// Parses every line; panics on a line that is not a puzzle.
pub fn parse_all(lines: &[String]) -> Vec<Puzzle> {
    lines
        .iter()
        .map(|l| l.parse().unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect()
}

/// Parses every line for the `sudoku` crate.
pub fn parse_all_sudoku(lines: &[String]) -> Vec<sudoku::Sudoku> {
    lines
        .iter()
        .map(|l| sudoku::Sudoku::from_str_line(l).unwrap_or_else(|e| panic!("{l}: {e:?}")))
        .collect()
}
