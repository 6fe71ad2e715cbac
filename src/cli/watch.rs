//! `pencilmark watch`: the page's player in a terminal. Each puzzle's
//! steps play one after another on a board redrawn in place, each step's
//! sentence above it and its cells in its family's colours, with the
//! page's timing: `100 + 200·ln(1 + n/100)` ms before step n (a long solve
//! speeds up as it goes), scaled by the speed. Space pauses, the arrows
//! step and step back, + and - change the speed, q (or Esc, or Ctrl-C)
//! quits. The terminal is given back as it was on every way out: the end,
//! q, a signal ([`give_back`] from the signal handler) and a panic.

use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use crossterm::style::Stylize;
use crossterm::{cursor, execute, queue, terminal};
use pencilmark::{Candidates, Error, Options, Step};

use super::answer::{error_line, BudgetArgs, Budgeted, Place, Read};
use super::board::{given_cells, Board, Form};
use super::pretty::Look;

/// Whether this process has the terminal in raw mode on its alternate
/// screen, to be given back.
static TAKEN: AtomicBool = AtomicBool::new(false);

/// Gives the terminal back if [`Screen`] took it: the main screen, the
/// cursor, the line discipline. For the signal handler and the panic hook
/// too, so it must not need anything the interrupted code may hold.
pub fn give_back() {
    if TAKEN.swap(false, Ordering::SeqCst) {
        let mut stdout = io::stdout();
        // Nothing better can be done if the terminal refuses.
        let _ = execute!(stdout, cursor::Show, terminal::LeaveAlternateScreen);
        let _ = terminal::disable_raw_mode();
    }
}

/// The terminal, taken for the player: raw mode, the alternate screen, no
/// cursor; given back when dropped.
pub struct Screen;

impl Screen {
    pub fn take() -> io::Result<Screen> {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            give_back();
            previous(info);
        }));
        terminal::enable_raw_mode()?;
        TAKEN.store(true, Ordering::SeqCst);
        execute!(io::stdout(), terminal::EnterAlternateScreen, cursor::Hide)?;
        Ok(Screen)
    }
}

impl Drop for Screen {
    fn drop(&mut self) {
        give_back();
    }
}

/// What the player does after a puzzle.
#[derive(PartialEq)]
pub enum Next {
    Puzzle,
    Quit,
}

/// The speeds, as factors of the page's timing; 1x is the fourth.
const SPEEDS: [f64; 8] = [0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 4.0, 8.0];

/// The page's delay before step `n`, at speed 1x.
fn delay(n: usize) -> Duration {
    let millis = 100.0 + 200.0 * (1.0 + n as f64 / 100.0).ln();
    Duration::from_secs_f64(millis / 1000.0)
}

/// One puzzle's solve, stepped as it is watched (a big board's takes
/// seconds in all): each step seen so far with the state before it.
struct Solve {
    stepped: Budgeted,
    steps: Vec<(Step, Candidates)>,
    givens: Vec<bool>,
    /// Why the solve stopped short of its end: over its budget.
    over: Option<Error>,
}

impl Solve {
    /// Steps on until step `index` (0-based) is known: false when the
    /// solve ended, or stopped over its budget, before it.
    fn reach(&mut self, index: usize) -> bool {
        while self.steps.len() <= index {
            let before = self.stepped.stepper().candidates().clone();
            match self.stepped.next() {
                Some(Ok(step)) => self.steps.push((step, before)),
                Some(Err(over)) => {
                    self.over = Some(over);
                    return false;
                }
                None => return false,
            }
        }
        true
    }

    /// How many steps there are, once the last is known.
    fn total(&self) -> Option<usize> {
        self.stepped
            .stepper()
            .is_finished()
            .then_some(self.steps.len())
    }
}

/// Watches one puzzle (or shows why it cannot be stepped) until the last
/// step has played and its delay passed, or the viewer moves on or quits.
pub fn watch_puzzle(
    look: &Look,
    options: &Options,
    budget: &BudgetArgs,
    at: &Place,
    parsed: Read,
) -> io::Result<Next> {
    let solve = parsed.and_then(|parsed| {
        let givens = given_cells(&parsed.puzzle);
        Ok(Solve {
            stepped: Budgeted::checked(parsed, options, false, budget)?,
            steps: Vec::new(),
            givens,
            over: None,
        })
    });
    let error = |e: &Error| -> io::Result<Next> {
        let mut text = Vec::new();
        error_line(at, e, &mut text)?;
        show_error(String::from_utf8_lossy(&text).trim_end())
    };
    let mut solve = match solve {
        Ok(solve) => solve,
        Err(e) => return error(&e),
    };
    if !solve.reach(0) {
        return Ok(Next::Puzzle);
    }
    let next = Player::new(look, &mut solve).play()?;
    match (&next, solve.over.take()) {
        (Next::Puzzle, Some(over)) => error(&over),
        _ => Ok(next),
    }
}

/// A puzzle that cannot be watched: its error, until a key.
fn show_error(text: &str) -> io::Result<Next> {
    let mut out = io::stdout();
    queue!(
        out,
        terminal::Clear(terminal::ClearType::All),
        cursor::MoveTo(0, 0)
    )?;
    write!(
        out,
        "{}\r\n\r\nany key: the next puzzle · q: quit",
        text.red()
    )?;
    out.flush()?;
    loop {
        if let Event::Key(key) = event::read()? {
            if key.kind != KeyEventKind::Release {
                return Ok(match quits(&key) {
                    true => Next::Quit,
                    false => Next::Puzzle,
                });
            }
        }
    }
}

fn quits(key: &KeyEvent) -> bool {
    matches!(key.code, KeyCode::Char('q') | KeyCode::Esc)
        || (key.code == KeyCode::Char('c') && key.modifiers.contains(KeyModifiers::CONTROL))
}

/// The player of one solve.
struct Player<'a> {
    look: &'a Look,
    solve: &'a mut Solve,
    /// The step on screen.
    at: usize,
    playing: bool,
    speed: usize,
    /// When the step on screen was drawn by the clock (not by a key).
    since: Instant,
}

impl<'a> Player<'a> {
    fn new(look: &'a Look, solve: &'a mut Solve) -> Player<'a> {
        Player {
            look,
            solve,
            at: 0,
            playing: true,
            speed: 3,
            since: Instant::now(),
        }
    }

    /// Time left before the next step plays, when playing.
    fn wait(&self) -> Option<Duration> {
        let delay = delay(self.at + 1).div_f64(SPEEDS[self.speed]);
        self.playing
            .then(|| delay.saturating_sub(self.since.elapsed()))
    }

    fn play(mut self) -> io::Result<Next> {
        self.draw()?;
        loop {
            let wait = self.wait().unwrap_or(Duration::from_secs(3600));
            if !event::poll(wait)? {
                // The clock: the next step, or past the last, the next
                // puzzle.
                if !self.solve.reach(self.at + 1) {
                    return Ok(Next::Puzzle);
                }
                self.at += 1;
                self.since = Instant::now();
                self.draw()?;
                continue;
            }
            match event::read()? {
                Event::Key(key) if key.kind != KeyEventKind::Release => {
                    if quits(&key) {
                        return Ok(Next::Quit);
                    }
                    if let Some(next) = self.key(key.code) {
                        return Ok(next);
                    }
                    self.draw()?;
                }
                Event::Resize(..) => self.draw()?,
                _ => {}
            }
        }
    }

    /// What a key does; `Some` to leave the puzzle.
    fn key(&mut self, code: KeyCode) -> Option<Next> {
        match code {
            KeyCode::Char(' ') => self.playing = !self.playing,
            KeyCode::Right | KeyCode::Char('l') if !self.solve.reach(self.at + 1) => {
                return Some(Next::Puzzle)
            }
            KeyCode::Right | KeyCode::Char('l') => {
                self.at += 1;
                self.playing = false;
            }
            KeyCode::Left | KeyCode::Char('h') => {
                self.at = self.at.saturating_sub(1);
                self.playing = false;
            }
            KeyCode::Home => self.at = 0,
            KeyCode::End => {
                self.solve.reach(usize::MAX);
                self.at = self.solve.steps.len() - 1;
            }
            KeyCode::Char('+') | KeyCode::Char('=') => {
                self.speed = (self.speed + 1).min(SPEEDS.len() - 1);
            }
            KeyCode::Char('-') => self.speed = self.speed.saturating_sub(1),
            _ => {}
        }
        self.since = Instant::now();
        None
    }

    /// The screen: a status line, the step's sentence, the board, the keys.
    fn draw(&self) -> io::Result<()> {
        let solve = &*self.solve;
        let (step, before) = &solve.steps[self.at];
        let (columns, rows) = terminal::size()?;
        let state = match step.is_final() {
            true => solve.stepped.stepper().candidates(),
            false => before,
        };
        let geometry = solve.stepped.stepper().geometry();
        let board = Board {
            geometry,
            alphabet: solve.stepped.stepper().alphabet(),
            state,
            givens: &solve.givens,
            colour: self.look.coloured(),
        };
        let sentence = wrap(step.text(), usize::from(columns).max(20));
        // The board's rows: what the status, sentence and keys leave.
        let room = usize::from(rows).saturating_sub(sentence.len() + 3);
        let form = match board.height(Form::Marks) <= room {
            true => board.form_for(true, Some(usize::from(columns))),
            false => Form::Compact,
        };
        let paint = self
            .look
            .paint(step, geometry.cell_count(), geometry.side());
        let mut drawn = Vec::new();
        board.draw(&mut drawn, form, paint.as_ref())?;
        let mut out = io::stdout().lock();
        queue!(
            out,
            terminal::Clear(terminal::ClearType::All),
            cursor::MoveTo(0, 0)
        )?;
        let state_word = if self.playing { "playing" } else { "paused" };
        let of = solve
            .total()
            .map_or(String::new(), |total| format!(" of {total}"));
        write!(
            out,
            "pencilmark watch · step {}{of} · {}x · {state_word}\r\n",
            self.at + 1,
            SPEEDS[self.speed]
        )?;
        for line in &sentence {
            write!(out, "{line}\r\n")?;
        }
        // Raw mode: each line back to the first column.
        let drawn = String::from_utf8_lossy(&drawn).replace('\n', "\r\n");
        write!(out, "{drawn}")?;
        write!(out, "space: pause · ←/→: step · +/-: speed · q: quit")?;
        out.flush()
    }
}

/// `text` in lines of at most `width` characters, broken between words.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = vec![String::new()];
    for word in text.split(' ') {
        let line = lines.last_mut().expect("a line");
        let length = line.chars().count();
        if length > 0 && length + 1 + word.chars().count() > width {
            lines.push(word.to_owned());
        } else {
            if length > 0 {
                line.push(' ');
            }
            line.push_str(word);
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::{delay, wrap};

    #[test]
    fn the_delay_is_the_pages() {
        assert_eq!(delay(0).as_millis(), 100);
        // 100 + 200·ln 2 before step 100.
        assert_eq!(delay(100).as_millis(), 238);
    }

    #[test]
    fn sentences_break_between_words() {
        assert_eq!(wrap("a bb ccc dd", 6), ["a bb", "ccc dd"]);
    }
}
