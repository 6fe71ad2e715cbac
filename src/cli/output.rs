//! Where the answers go: standard output, whole lines only, so that a run
//! stopped by a signal (Ctrl-C, `kill`, a closed terminal) never leaves
//! half a line for the program reading it.
//!
//! What the commands write is held here until a line is whole; whole
//! lines go out when a command flushes (after each answer) or when much is
//! held. The signal handler takes the same lock, writes the whole lines
//! held and ends the process: a write is never cut, and no answer already
//! made is lost.

use std::io::{self, Write};
use std::sync::{Mutex, MutexGuard, PoisonError};

/// The exit code of a run ended by a signal: 128 + SIGINT, as shells
/// report it.
const SIGNALLED: i32 = 130;

/// Bytes held before whole lines go out without a flush.
const HOLD: usize = 1 << 16;

/// What is written and not yet out.
static HELD: Mutex<Held> = Mutex::new(Held {
    bytes: Vec::new(),
    whole: 0,
});

/// Bytes written, and how many of them make whole lines.
struct Held {
    bytes: Vec<u8>,
    /// The length up to the end of the last whole line: kept as bytes
    /// come, so a long line is never searched again for its end.
    whole: usize,
}

impl Held {
    fn push(&mut self, bytes: &[u8]) {
        if let Some(end) = bytes.iter().rposition(|&b| b == b'\n') {
            self.whole = self.bytes.len() + end + 1;
        }
        self.bytes.extend_from_slice(bytes);
    }

    /// Writes out the whole lines and keeps the rest.
    fn write_whole_lines(&mut self) -> io::Result<()> {
        if self.whole == 0 {
            return Ok(());
        }
        let written = super::progress::suspended(|| {
            let mut stdout = io::stdout().lock();
            (stdout.write_all(&self.bytes[..self.whole])).and_then(|()| stdout.flush())
        });
        self.bytes.drain(..self.whole);
        self.whole = 0;
        written
    }
}

fn held() -> MutexGuard<'static, Held> {
    // A panic while holding it cannot leave a torn line: the bytes are
    // appended whole by one call.
    HELD.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Ends the process on Ctrl-C, SIGTERM or SIGHUP (exit code 130) after
/// writing out the whole lines held, and never in the middle of a write.
pub fn end_on_signal() {
    let handled = ctrlc::set_handler(|| {
        super::watch::give_back();
        // Nothing more can be done about an output that fails now.
        let _ = held().write_whole_lines();
        std::process::exit(SIGNALLED);
    });
    // Without the handler (one is set already) a signal ends the process
    // as by default: nothing better can be done.
    drop(handled);
}

/// Standard output for answers: written into the lines held above.
pub struct Output;

impl Write for Output {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        let mut held = held();
        held.push(bytes);
        if held.whole >= HOLD {
            held.write_whole_lines()?;
        }
        Ok(bytes.len())
    }

    /// Writes out the whole lines; a line not yet ended stays held.
    fn flush(&mut self) -> io::Result<()> {
        held().write_whole_lines()
    }
}

impl Output {
    /// Writes out all that is held, a last line without its end too: for
    /// the end of a run.
    pub fn finish(self) -> io::Result<()> {
        let mut held = held();
        held.whole = held.bytes.len();
        held.write_whole_lines()
    }
}
