//! The writers: every format but the pencilmark line and the link holds
//! any board in any alphabet.

use super::Format;
use crate::alphabet::Alphabet;
use crate::candidates::Candidates;
use crate::digits::{Digit, DigitSet};
use crate::error::Error;
use crate::geometry::Geometry;

/// The start of the link: SudokuWiki's solver, reading the board from its
/// `bd` parameter.
const LINK_PREFIX: &str = "https://www.sudokuwiki.org/sudoku.htm?bd=";
/// The only board SudokuWiki's link holds: boxes of 3x3 (a 9x9 board).
const LINK_BOX: (usize, usize) = (3, 3);

/// Writes a state (values, and candidates for the candidate formats) in a
/// format:
///
/// - `line`: one line of side² symbols, `.` for a blank; in `numbers`,
///   the numbers joined by commas, `0` for a blank (`10,0,3,…`);
/// - `grid`: a row per line, cells apart by a space, `|` between boxes and
///   rules of `-` and `+` between bands; in `numbers`, each number
///   right-aligned to the width of the largest;
/// - `candidates`: each cell's candidates (or its value), columns aligned,
///   `|` between boxes and rules between bands; `.` for an empty cell with no
///   candidate left; in `numbers`, candidates joined by commas;
/// - `pencilmarks`: side characters per cell, the digit `d` at place `d` or
///   `.` (a filled cell shows its value alone);
/// - `link`: `https://www.sudokuwiki.org/sudoku.htm?bd=` then the 81 cells
///   as digits, `0` for a blank.
///
/// A line ends every row of `grid` and `candidates`; `line`, `pencilmarks`
/// and `link` have no newline.
///
/// Errors: [`Error::AlphabetTooSmall`] when the alphabet has too few
/// symbols for the board; [`Error::Unsupported`] for `pencilmarks` in
/// `numbers` and for a `link` to a board other than 9x9.
pub fn write(
    geometry: &Geometry,
    state: &Candidates,
    alphabet: Alphabet,
    format: Format,
) -> Result<String, Error> {
    alphabet.check(geometry.side())?;
    let values: Vec<Option<Digit>> = geometry.cells().map(|c| state.value(c)).collect();
    match format {
        Format::Line => Ok(line(&values, alphabet)),
        Format::Grid => Ok(block(geometry, &values, alphabet)),
        Format::Candidates => Ok(candidate_grid(geometry, state, alphabet)),
        Format::Pencilmarks => pencilmarks(geometry, state, alphabet),
        Format::Link => link(geometry, &values),
    }
}

fn symbol_or(alphabet: Alphabet, value: Option<Digit>, blank: &str) -> String {
    value.map_or_else(|| blank.to_owned(), |d| alphabet.symbol(d).to_string())
}

pub(crate) fn line(values: &[Option<Digit>], alphabet: Alphabet) -> String {
    line_of_values(values.iter().map(|&v| v.map_or(0, Digit::get)), alphabet)
}

/// Writes cell values (row-major: each cell's digit, 0 for a blank) in the
/// `line` format (see [`write()`]), as the search gives a solution.
pub fn write_line(values: &[u8], alphabet: Alphabet) -> String {
    line_of_values(values.iter().copied(), alphabet)
}

fn line_of_values(values: impl ExactSizeIterator<Item = u8>, alphabet: Alphabet) -> String {
    let mut line = Vec::with_capacity(values.len());
    push_line(values, alphabet, &mut line);
    // Symbols, blanks and commas: always text.
    String::from_utf8(line).unwrap_or_default()
}

/// Appends the `line` format (see [`write`]) of cell values (each cell's
/// digit, 0 for a blank) to `out`, as UTF-8, for a caller that gathers
/// many lines in one text. A line of single characters goes eight bytes at
/// a time: a character at a time is a large part of an easy puzzle's
/// `solveAll` in wasm.
pub(crate) fn push_line(
    mut values: impl ExactSizeIterator<Item = u8>,
    alphabet: Alphabet,
    out: &mut Vec<u8>,
) {
    let Some(symbols) = alphabet.ascii_symbols() else {
        for (index, value) in values.enumerate() {
            if index > 0 {
                out.push(b',');
            }
            out.extend_from_slice(symbol_or(alphabet, Digit::new(value), "0").as_bytes());
        }
        return;
    };
    let symbol = |value: u8| {
        let index = usize::from(value).wrapping_sub(1);
        symbols.get(index).copied().unwrap_or(b'.')
    };
    out.reserve(values.len());
    while values.len() >= 8 {
        let eight: [u8; 8] = std::array::from_fn(|_| values.next().map_or(b'.', symbol));
        out.extend_from_slice(&eight);
    }
    out.extend(values.map(symbol));
}

/// Lays out one word per cell: a row per line, `|` between boxes, `-+`
/// rules between bands, each column padded to `width(col)`.
fn layout(geometry: &Geometry, words: &[String], right_align: bool) -> String {
    let side = geometry.side();
    let widths: Vec<usize> = (0..side)
        .map(|col| {
            (0..side)
                .map(|row| words[row * side + col].len())
                .max()
                .unwrap_or(1)
        })
        .collect();
    let mut out = String::new();
    for row in 0..side {
        let mut line = String::new();
        for (col, width) in widths.iter().enumerate() {
            if col > 0 {
                line.push_str(if col % geometry.box_width() == 0 {
                    " | "
                } else {
                    " "
                });
            }
            let word = &words[row * side + col];
            if right_align {
                line.push_str(&format!("{word:>width$}"));
            } else {
                line.push_str(&format!("{word:<width$}"));
            }
        }
        let line = line.trim_end();
        if row > 0 && row % geometry.box_height() == 0 {
            let rule: String = line
                .chars()
                .map(|c| if c == '|' { '+' } else { '-' })
                .collect();
            out.push_str(&rule);
            out.push('\n');
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

pub(crate) fn block(geometry: &Geometry, values: &[Option<Digit>], alphabet: Alphabet) -> String {
    let words: Vec<String> = values
        .iter()
        .map(|&v| symbol_or(alphabet, v, "."))
        .collect();
    layout(geometry, &words, !alphabet.is_single_char())
}

pub(crate) fn candidate_grid(
    geometry: &Geometry,
    state: &Candidates,
    alphabet: Alphabet,
) -> String {
    let joiner = if alphabet.is_single_char() { "" } else { "," };
    let words: Vec<String> = geometry
        .cells()
        .map(|cell| match state.value(cell) {
            Some(digit) => alphabet.symbol(digit).to_string(),
            None if state.get(cell).is_empty() => ".".to_owned(),
            None => {
                let symbols: Vec<String> = state
                    .get(cell)
                    .iter()
                    .map(|d| alphabet.symbol(d).to_string())
                    .collect();
                symbols.join(joiner)
            }
        })
        .collect();
    layout(geometry, &words, false)
}

fn pencilmarks(
    geometry: &Geometry,
    state: &Candidates,
    alphabet: Alphabet,
) -> Result<String, Error> {
    if !alphabet.is_single_char() {
        return Err(Error::Unsupported {
            format: Format::Pencilmarks.name(),
            reason: "its digits are single characters, not numbers",
        });
    }
    let side = geometry.side();
    let mut out = String::with_capacity(geometry.cell_count() * side);
    for cell in geometry.cells() {
        let set = match state.value(cell) {
            Some(digit) => DigitSet::single(digit),
            None => state.get(cell),
        };
        for digit in DigitSet::full(side) {
            if set.contains(digit) {
                out.push_str(&alphabet.symbol(digit).to_string());
            } else {
                out.push('.');
            }
        }
    }
    Ok(out)
}

fn link(geometry: &Geometry, values: &[Option<Digit>]) -> Result<String, Error> {
    if (geometry.box_width(), geometry.box_height()) != LINK_BOX {
        return Err(Error::Unsupported {
            format: Format::Link.name(),
            reason: "SudokuWiki links hold 9x9 boards with 3x3 boxes only",
        });
    }
    let mut out = String::from(LINK_PREFIX);
    out.extend(
        values
            .iter()
            .map(|v| v.map_or('0', |d| char::from(b'0' + d.get()))),
    );
    Ok(out)
}
