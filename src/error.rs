//! Errors: small, typed, carrying what went wrong and where.
//!
//! Positions are 1-based (line, column, row, column), as an editor shows them.

use std::fmt;

use crate::geometry::{House, MAX_SIDE, MIN_SIDE};

/// A cell position in an error message: 1-based row and column.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Position {
    pub row: usize,
    pub col: usize,
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
    /// The input holds no cell at all.
    Empty,
    /// The number of cells is not the square of a side pencilmark handles,
    /// or not the one asked for.
    WrongLength { found: usize, expected: usize },
    /// A character that is neither a symbol of the alphabet, a blank nor a
    /// separator.
    BadChar {
        ch: char,
        line: usize,
        column: usize,
    },
    /// A symbol of the alphabet whose digit is beyond the board's side (`A`
    /// on a 9x9 board).
    DigitOutOfRange {
        ch: char,
        line: usize,
        column: usize,
        side: usize,
    },
    /// A side outside `MIN_SIDE..=MAX_SIDE`.
    SideOutOfRange { side: usize },
    /// A side with no rectangular box shape (a prime such as 7).
    NoBoxShape { side: usize },
    /// A box narrower or shorter than 2.
    BadBoxShape { width: usize, height: usize },
    /// The alphabet has too few symbols for the side.
    AlphabetTooSmall { alphabet: &'static str, side: usize },
    /// Two givens with the same digit in one house.
    Clash {
        symbol: char,
        first: Position,
        second: Position,
        house: House,
    },
    /// A technique name nobody knows.
    UnknownTechnique { name: String },
    /// An alphabet name nobody knows.
    UnknownAlphabet { name: String },
    /// The givens admit no solution.
    NoSolution,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Empty => write!(f, "the puzzle is empty: no cells found"),
            Error::WrongLength { found, expected } => {
                let side = (*expected as f64).sqrt() as usize;
                write!(
                    f,
                    "found {found} cells, expected {expected} for a {side}x{side} puzzle"
                )
            }
            Error::BadChar { ch, line, column } => write!(
                f,
                "line {line}, column {column}: unexpected character {ch:?}"
            ),
            Error::DigitOutOfRange {
                ch,
                line,
                column,
                side,
            } => write!(
                f,
                "line {line}, column {column}: {ch:?} is not a digit of a {side}x{side} puzzle"
            ),
            Error::SideOutOfRange { side } => write!(
                f,
                "a {side}x{side} board is not supported: the side must be between {MIN_SIDE} and {MAX_SIDE}"
            ),
            Error::NoBoxShape { side } => write!(
                f,
                "a {side}x{side} board has no rectangular box shape ({side} has no factor pair)"
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
            Error::UnknownTechnique { name } => write!(f, "unknown technique {name:?}"),
            Error::UnknownAlphabet { name } => write!(
                f,
                "unknown alphabet {name:?}: use \"standard\" or \"hex\""
            ),
            Error::NoSolution => write!(f, "the puzzle has no solution"),
        }
    }
}

impl std::error::Error for Error {}
