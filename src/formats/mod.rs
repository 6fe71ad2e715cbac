//! The text formats people paste, read and written.
//!
//! ## What is read
//!
//! | format | looks like | gives |
//! |---|---|---|
//! | `line` | `53..7....6..195…` — side² symbols on one line | givens |
//! | `grid` | rows on lines, with any of `\|`, `+`, spaces, commas or tabs between cells and rule lines (`------+------`, `*-----*`, `\|---+---\|`, `.----.----.`) between bands: block grids, `.sdk` (with `#` header lines), SimpleSudoku `.ss`, spreadsheet rows (an empty field between commas or tabs is a blank) | givens |
//! | `candidates` | side² groups of candidates, one per cell, separated by spaces and `\|` (as HoDoKu, SudokuWiki and [`Candidates::to_text`] print them); a group of one symbol is a filled cell | a candidate state |
//! | `pencilmarks` | side³ characters on one line (729 for 9x9): side per cell, the digit at its place among them or a blank (`.`/`0`) | a candidate state |
//! | `link` | `https://www.sudokuwiki.org/sudoku.htm?bd=53007…` — the value of a `bd=` parameter, read as a line | givens |
//!
//! Symbols: the [`Alphabet`]s `standard` (`1-9A-Z…`), `hex` (`0-9a-f`),
//! `letters` (`A-Y`) and `numbers` (`10,0,3,…`, one number per cell). In
//! every format:
//!
//! - a text longer than [`MAX_INPUT_BYTES`] (2 MiB) is refused at once
//!   ([`Error::TooLong`]);
//! - a byte-order mark at the start is skipped; lines end at `\n`, `\r\n` or
//!   `\r`; blank lines anywhere are skipped;
//! - `#` and `//` start a comment that runs to the end of the line (so the
//!   `#` header lines of `.sdk` files are comments; `#` is no symbol of any
//!   alphabet), except pencilmark's own header line, `# pencilmark: box
//!   2x3, alphabet hex, format grid`, which gives the puzzles below it (to
//!   the next blank line) their box shape, alphabet and format where the
//!   options leave them open (header.rs);
//! - in a text of one line whose first word (up to whitespace) is a whole
//!   board on its own, the rest of the line is a comment (`53..7…79 hard,
//!   from the forum`) — unless the line is side words of side cells each
//!   (a 16x16 board written row by row on one line), which is read whole;
//! - a line holding a comma or a tab is cut into fields at commas and tabs,
//!   and an empty field is a blank cell (`5,,3` is 5, blank, 3);
//! - rule lines are skipped, unless skipping them leaves a number of cells
//!   that fits no board and keeping them (their `-` as blanks) gives one.
//!
//! ## Detection
//!
//! Unless [`ParseOptions`] gives them, the format, the size and the
//! alphabet are detected, deterministically, in this order:
//!
//! 1. **pencilmarks**: one line whose first word has side³ characters for a
//!    side with a box shape, every cell's side characters holding only
//!    blanks and digits at their own place (`1` first, `2` second…), not all
//!    blank. (A 27x27 puzzle of 729 characters is read as such unless it
//!    happens to have that shape.)
//! 2. **candidates**, unless every word is a decimal number up to the side
//!    and one has two characters or more (then it is a puzzle in `numbers`,
//!    though `16` would also be a hex group of two candidates): the groups
//!    number side² for a side with a box shape,
//!    at least one group has two symbols or more, and every group is
//!    non-blank symbols of digits of that side in `standard`, `hex` or
//!    `letters` (tried in that order, `letters` first when no group holds a
//!    digit `1-9`), or numbers from 1 to side joined by commas with a comma
//!    in one group (`numbers`), or a single blank (a cell whose candidates
//!    are all gone: at most half the cells, more are a puzzle's blanks).
//!    Givens that clash in a text that reads as numbers but for a few
//!    numbers too large (see below) are reported as the first of those.
//! 3. **line** (one line) or **grid**: one symbol per cell. The alphabet is
//!    - `numbers` when every word is a decimal number or a single blank,
//!      one word has two characters or more, the words number side² for a
//!      side with a box shape, and at most a quarter of a side of them (at
//!      least one) are numbers above 64 that could be a cell's candidates
//!      (typos, to be named as such, rather than a candidate grid);
//!    - else `letters` when no character is a digit `1-9`, some is a letter,
//!      and every one is a blank or one of the side's first letters;
//!    - else `hex` on boards from 10x10 to 36x36 when `0` appears, no more
//!      than side times, and every character is a blank or a hex symbol of
//!      the side (a hex puzzle without any `0` given reads as `standard`);
//!    - else `standard`.
//!
//! The size is the square root of the number of cells, with the usual box
//! shape for that side ([`Geometry::for_side`]); a count that is no such
//! square is [`Error::WrongLength`] naming the nearest board. Give the
//! format, the box shape or the alphabet in [`ParseOptions`] to override
//! any of these choices: when reading, `line`, `grid` and `link` mean the
//! same (one symbol per cell, however laid out).
//!
//! A candidate state read from `candidates` or `pencilmarks` drops the
//! candidates that a filled peer rules out.
//!
//! ## What is written
//!
//! See [`write()`]: the line (`.` for blanks; `numbers` joined by commas,
//! `0` for blanks), the block grid ([`Grid::to_block`]), the candidate grid
//! ([`Candidates::to_text`]), the pencilmark line and the SudokuWiki link
//! (9x9 only: `https://www.sudokuwiki.org/sudoku.htm?bd=` then 81 digits,
//! `0` for blanks; it carries the values, not candidates). Reading what is
//! written, told its format, shape and alphabet, gives back the same
//! puzzle, with one exception in the candidate formats: an empty cell with
//! one candidate reads back as filled. Told nothing, it does when
//! [`write_readable`] wrote it: with a header line above it where needed.
//!
//! [`Candidates::to_text`]: crate::Candidates::to_text
//! [`Grid::to_block`]: crate::Grid::to_block

mod header;
mod lex;
mod many;
mod read;
#[cfg(not(target_arch = "wasm32"))]
mod stream;
mod text;
pub(crate) mod write;

#[cfg(test)]
mod tests;

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::alphabet::Alphabet;
use crate::candidates::Candidates;
use crate::error::Error;
use crate::geometry::Geometry;
use crate::grid::Puzzle;

pub use header::{same_puzzle, write_readable, Header};
pub use lex::split_lines;
pub use lex::MAX_INPUT_BYTES;
pub use many::{line_of, plain_line, plain_lines, read_many, Entry, PlainLine};
#[cfg(not(target_arch = "wasm32"))]
pub use stream::read_stream;
pub use write::{write, write_line};

/// A text format: see the [module docs](self).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum Format {
    /// One line of side² symbols.
    Line,
    /// The block grid: rows on lines, boxes apart.
    Grid,
    /// The candidate grid: every cell's candidates.
    Candidates,
    /// The pencilmark line: side characters per cell.
    Pencilmarks,
    /// A SudokuWiki link.
    Link,
}

impl Format {
    /// Every format.
    pub const ALL: [Format; 5] = [
        Format::Line,
        Format::Grid,
        Format::Candidates,
        Format::Pencilmarks,
        Format::Link,
    ];

    /// The name used in options: `line`, `grid`, `candidates`,
    /// `pencilmarks`, `link`.
    pub fn name(self) -> &'static str {
        match self {
            Format::Line => "line",
            Format::Grid => "grid",
            Format::Candidates => "candidates",
            Format::Pencilmarks => "pencilmarks",
            Format::Link => "link",
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Format {
    type Err = Error;
    fn from_str(name: &str) -> Result<Format, Error> {
        Format::ALL
            .into_iter()
            .find(|f| f.name() == name)
            .ok_or_else(|| Error::UnknownFormat {
                name: name.to_owned(),
            })
    }
}

/// How to read puzzle text; `None` means "detect it".
#[derive(Clone, Debug, Default)]
pub struct ParseOptions {
    /// The format; detected when absent.
    pub format: Option<Format>,
    /// The board's shape; detected from the number of cells when absent.
    pub geometry: Option<Arc<Geometry>>,
    /// The symbols; detected from the characters when absent.
    pub alphabet: Option<Alphabet>,
}

/// What a text held: the puzzle, and the candidate state to start from when
/// the text gave one.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Parsed {
    /// The givens (every filled cell) and the alphabet.
    pub puzzle: Puzzle,
    /// The values and candidates read from a `candidates` or `pencilmarks`
    /// text; `None` for the formats that hold only givens.
    pub candidates: Option<Candidates>,
    /// The format read (detected or given).
    pub format: Format,
}

/// A puzzle as read, described: its shape, format, symbols and givens
/// (what the JS `parse` returns).
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct ParsedPuzzle {
    /// Digits per house: 9 for a 9x9 board.
    pub side: usize,
    /// Columns per box.
    pub box_width: usize,
    /// Rows per box.
    pub box_height: usize,
    /// The format the text was read in (detected or given).
    pub format: Format,
    /// The puzzle's alphabet (detected or given).
    pub alphabet: Alphabet,
    /// One string per digit: digit `d` shows as `symbols[d - 1]`.
    pub symbols: Vec<String>,
    /// The givens, row-major: 0 for an empty cell, else the digit.
    pub givens: Vec<u8>,
    /// The givens as one line in the puzzle's alphabet (`.` for a blank;
    /// in numbers, comma-separated with `0` for a blank). It reads back as
    /// the same puzzle.
    pub line: String,
    /// Whether the text gave candidates (a candidate grid or a pencilmark
    /// line): a solve of the text starts from them.
    pub has_candidates: bool,
}

impl Parsed {
    /// What was read, described.
    pub fn describe(&self) -> ParsedPuzzle {
        let (puzzle, geometry) = (&self.puzzle, self.puzzle.geometry());
        let alphabet = puzzle.alphabet();
        ParsedPuzzle {
            side: geometry.side(),
            box_width: geometry.box_width(),
            box_height: geometry.box_height(),
            format: self.format,
            alphabet,
            symbols: crate::digits::DigitSet::full(geometry.side())
                .iter()
                .map(|d| alphabet.symbol(d).to_string())
                .collect(),
            givens: puzzle
                .givens()
                .values()
                .iter()
                .map(|v| v.map_or(0, |d| d.get()))
                .collect(),
            line: puzzle.givens().to_line(alphabet),
            has_candidates: self.candidates.is_some(),
        }
    }
}

/// Why one puzzle of a text of many has no answer (the JS `solveAll` and
/// `countAll`): the error, as a plain object, with where it is.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct LineError {
    /// The puzzle's 0-based index among the text's puzzles (what
    /// `pencilmark solve` prints as `error: puzzle N`).
    pub puzzle: usize,
    /// The 1-based line of the text the error is at: its own line when it
    /// is at a place (a bad character), else the puzzle's first line.
    pub line: usize,
    /// The 1-based column, when the error is at a place.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub column: Option<usize>,
    /// The error's stable name ([`Error::kind`]).
    pub kind: &'static str,
    /// The sentence.
    pub message: String,
}

impl LineError {
    /// The error of the puzzle numbered `puzzle` whose first line is
    /// `first_line` (0-based).
    pub fn new(puzzle: usize, first_line: usize, error: &Error) -> LineError {
        LineError {
            puzzle,
            line: line_of(first_line, error),
            column: error.line_column().map(|(_, column)| column),
            kind: error.kind(),
            message: error.to_string(),
        }
    }
}

/// Reads a puzzle in any format, detecting what [`ParseOptions`] leaves
/// open (see the [module docs](self)).
///
/// Errors: [`Error::TooLong`], [`Error::Empty`], [`Error::WrongLength`],
/// [`Error::WrongPencilmarkLength`], [`Error::BadChar`],
/// [`Error::DigitOutOfRange`], [`Error::TooLarge`],
/// [`Error::AlphabetTooSmall`], [`Error::Clash`]. Never panics.
pub fn read(text: &str, options: &ParseOptions) -> Result<Parsed, Error> {
    // A header line above the puzzle (header.rs) says what detection cannot.
    let first = split_lines(text.trim_start_matches('\u{feff}')).find(|l| !l.trim().is_empty());
    match first.and_then(Header::of_line) {
        Some(Ok(header)) => read::read(text, &header.apply(options)),
        Some(Err(error)) => Err(error),
        None => read::read(text, options),
    }
}
