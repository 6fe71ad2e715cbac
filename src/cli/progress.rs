//! A progress bar on stderr for long runs: how far through the input (or
//! the count to make), puzzles per second and the time left. It shows
//! only on a terminal, and only once a run has gone on for a while, so a
//! quick run writes nothing extra; the answers' lines are written around
//! it ([`suspended`]).

use std::io::{self, BufRead, IsTerminal, Read};
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// How long a run goes before its bar shows, unless
/// `PENCILMARK_PROGRESS_AFTER_MS` says otherwise.
const SHOW_AFTER: Duration = Duration::from_secs(1);

fn show_after() -> Duration {
    let asked = std::env::var("PENCILMARK_PROGRESS_AFTER_MS").ok();
    asked
        .and_then(|ms| ms.parse().ok())
        .map_or(SHOW_AFTER, Duration::from_millis)
}

/// The bar on screen, for the answers' writer to step around.
static SHOWN: Mutex<Option<ProgressBar>> = Mutex::new(None);

/// Runs `write` with the bar (if one is on screen) cleared and drawn again
/// after: lines on stdout never cut through it.
pub fn suspended<T>(write: impl FnOnce() -> T) -> T {
    let shown = SHOWN.lock().unwrap_or_else(PoisonError::into_inner).clone();
    match shown {
        Some(bar) => bar.suspend(write),
        None => write(),
    }
}

/// A run's progress, counted in bytes of input or in puzzles made.
pub struct Progress {
    bar: ProgressBar,
    started: Instant,
    /// Whether the bar may show: stderr is a terminal.
    terminal: bool,
    show_after: Duration,
    puzzles: u64,
    /// Whether the bar counts puzzles (else bytes, and its message them).
    counts_puzzles: bool,
}

impl Progress {
    /// Progress through `bytes` of input in all (a bar), or through input
    /// of unknown length (a spinner, for standard input).
    pub fn reading(bytes: Option<u64>) -> Progress {
        let (bar, template) = match bytes {
            Some(total) => (
                ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::hidden()),
                "[{bar:30}] {percent:>3}% {msg}, {eta} left",
            ),
            None => (
                ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden()),
                "{spinner} {msg}, {elapsed}",
            ),
        };
        Progress::with(bar, template, false)
    }

    /// No progress shown: the terminal is another's (`watch`).
    pub fn hidden() -> Progress {
        let mut progress = Progress::reading(None);
        progress.terminal = false;
        progress
    }

    /// Progress through `count` puzzles to make.
    pub fn making(count: u64) -> Progress {
        let bar = ProgressBar::with_draw_target(Some(count), ProgressDrawTarget::hidden());
        Progress::with(
            bar,
            "[{bar:30}] {pos}/{len} puzzles, {msg}, {eta} left",
            true,
        )
    }

    fn with(bar: ProgressBar, template: &str, counts_puzzles: bool) -> Progress {
        let style = ProgressStyle::with_template(template)
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> ");
        bar.set_style(style);
        Progress {
            bar,
            started: Instant::now(),
            terminal: io::stderr().is_terminal(),
            show_after: show_after(),
            puzzles: 0,
            counts_puzzles,
        }
    }

    /// `reader`, its bytes counted on the bar as the puzzles' reader takes
    /// them (not as they are read ahead into the buffer).
    pub fn counting<R: BufRead>(&self, reader: R) -> Counted<R> {
        Counted {
            inner: reader,
            bar: self.bar.clone(),
        }
    }

    /// One more puzzle answered (or made).
    pub fn puzzle_done(&mut self) {
        self.puzzles += 1;
        let seconds = self.started.elapsed().as_secs_f64().max(1e-9);
        let rate = self.puzzles as f64 / seconds;
        match self.counts_puzzles {
            true => {
                self.bar.inc(1);
                self.bar.set_message(format!("{rate:.1}/s"));
            }
            false => self.bar.set_message(format!(
                "{} puzzle{}, {rate:.1}/s",
                self.puzzles,
                if self.puzzles == 1 { "" } else { "s" }
            )),
        }
        if self.terminal && self.bar.is_hidden() && self.started.elapsed() >= self.show_after {
            self.bar.set_draw_target(ProgressDrawTarget::stderr());
            *SHOWN.lock().unwrap_or_else(PoisonError::into_inner) = Some(self.bar.clone());
        }
    }

    /// Takes the bar off the screen for good.
    pub fn finish(self) {
        SHOWN.lock().unwrap_or_else(PoisonError::into_inner).take();
        self.bar.finish_and_clear();
    }
}

/// A reader whose bytes taken count on a progress bar.
pub struct Counted<R> {
    inner: R,
    bar: ProgressBar,
}

impl<R: BufRead> Read for Counted<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let read = self.inner.read(buf)?;
        self.bar.inc(read as u64);
        Ok(read)
    }
}

impl<R: BufRead> BufRead for Counted<R> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        self.inner.fill_buf()
    }

    fn consume(&mut self, amount: usize) {
        self.bar.inc(amount as u64);
        self.inner.consume(amount);
    }
}
