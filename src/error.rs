//! Errors: small, typed, carrying what went wrong and where.
//!
//! Positions are 1-based (line, column, row, column), as an editor shows
//! them; a column counts characters (Unicode scalar values), not bytes.
//! Every error has a stable machine-readable [`kind`](Error::kind), the same
//! in Rust, in the CLI's JSON and on the JS `Error` the npm package throws:
//!
//! | kind | error | where |
//! |---|---|---|
//! | `empty` | [`Error::Empty`], [`Error::LinkWithoutBoard`] (a web address without `bd=`) | the address's line and column |
//! | `too-long` | [`Error::TooLong`] | the length |
//! | `not-text` | [`Error::NotText`] (a line of a file or stream, not UTF-8), [`Error::Utf16`] (a file in UTF-16): the command line's | line and column |
//! | `wrong-length` | [`Error::WrongLength`], [`Error::WrongPencilmarkLength`], [`Error::WrongRowLength`] (one row of a grid unlike the others) | cells (characters) found and expected; the row's line and column |
//! | `bad-char` | [`Error::BadChar`] | line and column |
//! | `digit-out-of-range` | [`Error::DigitOutOfRange`] | line and column |
//! | `bad-cell` | [`Error::BadCell`] | the cell, its value and the side |
//! | `clash` | [`Error::Clash`] | the two cells, the digit, the house |
//! | `too-large` | [`Error::TooLarge`] | the side |
//! | `no-box-shape` | [`Error::NoBoxShape`] | the side |
//! | `bad-box-shape` | [`Error::BadBoxShape`] | the box |
//! | `alphabet-too-small` | [`Error::AlphabetTooSmall`] | the side |
//! | `unsupported` | [`Error::Unsupported`] | the format |
//! | `no-solution` | [`Error::NoSolution`] | |
//! | `multiple-solutions` | [`Error::MultipleSolutions`] | a cell where two solutions differ |
//! | `unknown-technique`, `unknown-alphabet`, `unknown-format`, `unknown-level`, `unknown-symmetry` | an unknown name | the name |
//! | `bad-options` | [`Error::BadOptions`] | what is wrong with them |
//! | `gave-up` | [`Error::GaveUp`] | the attempts made |
//! | `over-budget` | [`Error::OverBudget`], [`Error::OutOfTime`] | the guesses made, and whether the time ran out; the work the time ran out in |

use std::fmt;

use crate::cell::{House, MAX_SIDE, MIN_SIDE};

/// A cell position in an error message: 1-based row and column.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Position {
    pub row: usize,
    pub col: usize,
}

impl Position {
    /// The position of the cell at `index`, row-major, on a board of this
    /// `side`.
    pub fn of_index(index: usize, side: usize) -> Position {
        Position {
            row: index / side + 1,
            col: index % side + 1,
        }
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row, self.col)
    }
}

/// Everything that can go wrong with a puzzle or an option.
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum Error {
    /// The input holds no cell at all (nothing, or only blank lines and
    /// comments).
    Empty,
    /// The input is longer than any puzzle can be; nothing of it was read.
    TooLong { length: usize, max: usize },
    /// A line of a file or stream that is not UTF-8 text: `byte` at
    /// `column` (1-based, in characters) is the first that is not.
    NotText {
        line: usize,
        column: usize,
        byte: u8,
    },
    /// A file or stream in UTF-16 (it starts with UTF-16's byte-order
    /// mark): not read.
    Utf16,
    /// The number of cells is not the square of a side pencilmark handles,
    /// or not the one asked for. `expected` is the nearest board's.
    WrongLength { found: usize, expected: usize },
    /// A pencilmark line whose length is not side³ characters (side per
    /// cell) for a side pencilmark handles, or not for the side asked for.
    WrongPencilmarkLength {
        found: usize,
        expected: usize,
        side: usize,
    },
    /// A row of a grid (one of its lines) with another number of cells
    /// than the others have: `found` where they have `expected`. `column`
    /// is where a short row's cells end (one past its last), or a long
    /// row's first cell too many.
    WrongRowLength {
        line: usize,
        column: usize,
        found: usize,
        expected: usize,
    },
    /// A web address without a board: a link whose board is not in a
    /// `bd=` parameter, the one pencilmark reads. `column` is where the
    /// address starts.
    LinkWithoutBoard { line: usize, column: usize },
    /// A character that is neither a symbol of the alphabet, a blank nor a
    /// separator.
    BadChar {
        ch: char,
        line: usize,
        column: usize,
    },
    /// A symbol of the alphabet whose digit is beyond the board's side (`A`
    /// on a 9x9 board, `17` on a 16x16 one).
    DigitOutOfRange {
        symbol: String,
        line: usize,
        column: usize,
        side: usize,
    },
    /// A cell value, in a puzzle given as numbers
    /// ([`Puzzle::from_cells`](crate::Puzzle::from_cells)), that is neither 0
    /// (empty) nor a digit of the board. `value` is the value as written.
    BadCell {
        cell: Position,
        value: String,
        side: usize,
    },
    /// A board larger than [`MAX_SIDE`].
    TooLarge { side: usize },
    /// A side with no rectangular box shape of at least 2x2 (a prime such
    /// as 7, or a side below 4).
    NoBoxShape { side: usize },
    /// A box narrower or shorter than 2.
    BadBoxShape { width: usize, height: usize },
    /// The alphabet has too few symbols for the side.
    AlphabetTooSmall { alphabet: &'static str, side: usize },
    /// Two givens with the same digit in one house.
    Clash {
        symbol: String,
        first: Position,
        second: Position,
        house: House,
    },
    /// A format that cannot hold this board or alphabet.
    Unsupported {
        format: &'static str,
        reason: &'static str,
    },
    /// A technique name nobody knows.
    UnknownTechnique { name: String },
    /// An alphabet name nobody knows.
    UnknownAlphabet { name: String },
    /// A format name nobody knows.
    UnknownFormat { name: String },
    /// A level name nobody knows.
    UnknownLevel { name: String },
    /// A symmetry name nobody knows.
    UnknownSymmetry { name: String },
    /// Options that cannot be met together or do not fit the board (a
    /// clue floor above the ceiling, say).
    BadOptions { reason: String },
    /// The generator made this many puzzles without finding one that meets
    /// the options (a level that is rare at this size, say).
    GaveUp { attempts: usize },
    /// A search stopped on the budget its caller gave it, before it knew
    /// the answer: after `guesses` guesses, when its time ran out
    /// (`out_of_time`) or when that was the most allowed.
    OverBudget { guesses: usize, out_of_time: bool },
    /// Work its caller gave a time limit ran out of time: the rating solve
    /// after the search (`during` is "rating"), or the generator's making
    /// of a puzzle ("making a puzzle").
    OutOfTime { during: &'static str },
    /// The givens admit no solution.
    NoSolution,
    /// The givens admit at least two solutions; `cell` is a cell where two
    /// of them differ, holding `symbols[0]` in one and `symbols[1]` in the
    /// other.
    MultipleSolutions {
        cell: Position,
        symbols: [String; 2],
    },
}

impl Error {
    /// [`Error::BadCell`] for the value at `index` of `cells` cell values
    /// (row-major), on the board they would make: the smallest with at
    /// least that many cells.
    pub fn bad_cell(index: usize, cells: usize, value: String) -> Error {
        let side = (1..=MAX_SIDE).find(|s| s * s >= cells).unwrap_or(MAX_SIDE);
        Error::BadCell {
            cell: Position::of_index(index, side),
            value,
            side,
        }
    }

    /// The stable machine-readable name of the error: see the
    /// [module docs](self).
    pub fn kind(&self) -> &'static str {
        match self {
            Error::Empty | Error::LinkWithoutBoard { .. } => "empty",
            Error::TooLong { .. } => "too-long",
            Error::NotText { .. } | Error::Utf16 => "not-text",
            Error::WrongLength { .. }
            | Error::WrongPencilmarkLength { .. }
            | Error::WrongRowLength { .. } => "wrong-length",
            Error::BadChar { .. } => "bad-char",
            Error::DigitOutOfRange { .. } => "digit-out-of-range",
            Error::BadCell { .. } => "bad-cell",
            Error::TooLarge { .. } => "too-large",
            Error::NoBoxShape { .. } => "no-box-shape",
            Error::BadBoxShape { .. } => "bad-box-shape",
            Error::AlphabetTooSmall { .. } => "alphabet-too-small",
            Error::Clash { .. } => "clash",
            Error::Unsupported { .. } => "unsupported",
            Error::UnknownTechnique { .. } => "unknown-technique",
            Error::UnknownAlphabet { .. } => "unknown-alphabet",
            Error::UnknownFormat { .. } => "unknown-format",
            Error::UnknownLevel { .. } => "unknown-level",
            Error::UnknownSymmetry { .. } => "unknown-symmetry",
            Error::BadOptions { .. } => "bad-options",
            Error::GaveUp { .. } => "gave-up",
            Error::OverBudget { .. } | Error::OutOfTime { .. } => "over-budget",
            Error::NoSolution => "no-solution",
            Error::MultipleSolutions { .. } => "multiple-solutions",
        }
    }

    /// The 1-based line and column in the input, for errors about one
    /// character or word of it.
    pub fn line_column(&self) -> Option<(usize, usize)> {
        match self {
            Error::BadChar { line, column, .. }
            | Error::DigitOutOfRange { line, column, .. }
            | Error::NotText { line, column, .. }
            | Error::WrongRowLength { line, column, .. }
            | Error::LinkWithoutBoard { line, column } => Some((*line, *column)),
            _ => None,
        }
    }

    /// The same error with its line numbers moved down by `lines`: for
    /// text read out of a larger file.
    pub fn below_line(mut self, lines: usize) -> Error {
        if let Error::BadChar { line, .. }
        | Error::DigitOutOfRange { line, .. }
        | Error::WrongRowLength { line, .. }
        | Error::LinkWithoutBoard { line, .. } = &mut self
        {
            *line += lines;
        }
        self
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Empty => write!(f, "the puzzle is empty: no cells found"),
            Error::TooLong { length, max } => write!(
                f,
                "the text is too long: {length} bytes, more than any puzzle needs (at most {max})"
            ),
            Error::NotText { line, column, byte } => write!(
                f,
                "line {line}, column {column}: not UTF-8 text (byte 0x{byte:02X}): pencilmark reads UTF-8"
            ),
            Error::Utf16 => write!(
                f,
                "the text is UTF-16: pencilmark reads UTF-8 (iconv -f UTF-16 -t UTF-8 converts it)"
            ),
            // Fewer cells than the smallest board: naming that board as
            // the one meant would read as a guess at a few stray characters.
            Error::WrongLength { found, expected } if *found < MIN_SIDE * MIN_SIDE && *expected == MIN_SIDE * MIN_SIDE => write!(
                f,
                "found {found} cells, fewer than any puzzle has (the smallest, a {MIN_SIDE}x{MIN_SIDE}, has {expected})"
            ),
            Error::WrongLength { found, expected } => {
                let side = (1..=MAX_SIDE)
                    .find(|s| s * s >= *expected)
                    .unwrap_or(MAX_SIDE);
                write!(
                    f,
                    "found {found} cells, expected {expected} for a {side}x{side} puzzle"
                )
            }
            Error::WrongPencilmarkLength {
                found,
                expected,
                side,
            } => write!(
                f,
                "found {found} characters, expected {expected} ({side} per cell) for a {side}x{side} pencilmark line"
            ),
            Error::WrongRowLength {
                line,
                column,
                found,
                expected,
            } => write!(
                f,
                "line {line}, column {column}: this row has {found} cells, the others {expected}"
            ),
            Error::LinkWithoutBoard { line, column } => write!(
                f,
                "line {line}, column {column}: a web address without a board: pencilmark reads the board of a link's bd= parameter (as SudokuWiki's …/sudoku.htm?bd=…)"
            ),
            Error::BadChar { ch, line, column } => write!(
                f,
                "line {line}, column {column}: unexpected character {ch:?}"
            ),
            Error::DigitOutOfRange {
                symbol,
                line,
                column,
                side,
            } => write!(
                f,
                "line {line}, column {column}: '{symbol}' is not a digit of a {side}x{side} puzzle"
            ),
            Error::BadCell { cell, value, side } => write!(
                f,
                "{cell} holds {value}: a cell of a {side}x{side} puzzle holds 0 (empty) or a digit from 1 to {side}"
            ),
            Error::TooLarge { side } => write!(
                f,
                "a {side}x{side} board is too large: the side can be at most {MAX_SIDE}"
            ),
            Error::NoBoxShape { side } => write!(
                f,
                "a {side}x{side} board has no rectangular box shape of at least 2x2"
            ),
            Error::BadBoxShape { width, height } => write!(
                f,
                "boxes of {width}x{height} are not supported: width and height must each be at least 2"
            ),
            Error::AlphabetTooSmall { alphabet, side } => write!(
                f,
                "the {alphabet} alphabet has too few symbols for a {side}x{side} board"
            ),
            Error::Clash {
                symbol,
                first,
                second,
                house,
            } => write!(f, "givens clash: {symbol} at {first} and {second} ({house})"),
            Error::Unsupported { format, reason } => {
                write!(f, "the {format} format cannot hold this puzzle: {reason}")
            }
            Error::UnknownTechnique { name } => write!(f, "unknown technique {name:?}"),
            Error::UnknownAlphabet { name } => write!(
                f,
                "unknown alphabet {name:?}: use \"standard\", \"hex\", \"letters\" or \"numbers\""
            ),
            Error::UnknownFormat { name } => write!(
                f,
                "unknown format {name:?}: use \"line\", \"grid\", \"candidates\", \"pencilmarks\" or \"link\""
            ),
            Error::UnknownLevel { name } => write!(
                f,
                "unknown level {name:?}: use \"easy\", \"medium\", \"hard\", \"expert\", \"extreme\" or \"diabolical\""
            ),
            Error::UnknownSymmetry { name } => write!(
                f,
                "unknown symmetry {name:?}: use \"none\", \"180\", \"90\", \"diagonal\" or \"mirror\""
            ),
            Error::BadOptions { reason } => write!(f, "bad options: {reason}"),
            Error::GaveUp { attempts } => write!(
                f,
                "no puzzle met the options in {attempts} attempts: the level or technique asked for is rare at this size, or the clue bounds are tight"
            ),
            Error::OverBudget {
                guesses,
                out_of_time,
            } => write!(
                f,
                "over budget: the search stopped before it knew the answer: {}, after {guesses} guesses",
                if *out_of_time {
                    "out of time"
                } else {
                    "no more guesses allowed"
                }
            ),
            Error::OutOfTime { during } => {
                write!(f, "over budget: out of time while {during}")
            }
            Error::NoSolution => write!(f, "the puzzle has no solution"),
            Error::MultipleSolutions { cell, symbols: [a, b] } => write!(
                f,
                "the puzzle has at least 2 solutions: {cell} is {a} in one and {b} in another"
            ),
        }
    }
}

impl std::error::Error for Error {}
