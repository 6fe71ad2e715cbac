//! Searching puzzles as callers give them: a text, the text of many
//! puzzles, or cell values, each with the 9x9 board's short way in. A
//! plain 9x9 line ([`formats::plain_line`]) or 81 plain cell values go
//! straight into the 9x9 board, without a [`Puzzle`] between; anything
//! else is read first. The answers and errors are the same either way.

use std::borrow::Cow;
use std::sync::Arc;

use super::Query;
use crate::alphabet::Alphabet;
use crate::error::Error;
use crate::formats::{self, write, LineError, ParseOptions};
use crate::geometry::Geometry;
use crate::grid::Puzzle;

/// Asks `ask` of the search of a puzzle's text: the 9x9 board of a plain
/// line whose givens do not clash ([`Query::of_line`]), or the puzzle (and
/// candidate state) the reader makes of the text, or the reader's error.
pub fn ask_text<T>(
    text: &str,
    reading: &ParseOptions,
    ask: impl FnOnce(Query<'_>) -> Result<T, Error>,
) -> Result<T, Error> {
    let line = formats::plain_line(text, reading);
    if let Some(query) = line.and_then(|line| Query::of_line(&line)) {
        return ask(query);
    }
    let parsed = formats::read(text, reading)?;
    ask(Query::of_parsed(&parsed))
}

/// Asks `ask` of the search of cell values (row-major, 0 for a blank) on
/// the board `geometry`, or the board of that many cells: straight on the
/// 9x9 board when no board is given and the values make a plain 9x9
/// puzzle ([`Query::of_cells`]), else on the puzzle
/// [`Puzzle::from_cells`] makes of them, or its error.
pub fn ask_cells<T>(
    cells: &[u8],
    geometry: Option<&Arc<Geometry>>,
    ask: impl FnOnce(Query<'_>) -> Result<T, Error>,
) -> Result<T, Error> {
    if geometry.is_none() {
        if let Some(query) = Query::of_cells(cells) {
            return ask(query);
        }
    }
    let puzzle = Puzzle::from_cells(cells, geometry)?;
    ask(Query::new(&puzzle))
}

/// A puzzle as a caller holds it, borrowed or owned: its text, or its
/// cell values (row-major, 0 for a blank).
pub enum Given<'a> {
    Text(Cow<'a, str>),
    Cells(Cow<'a, [u8]>),
}

/// Asks `ask` of the search of a given puzzle: of its text read with
/// `reading` ([`ask_text`]), or of its cell values on the board `reading`
/// gives, if any ([`ask_cells`]; a format and an alphabet are for text,
/// and cell values do not look at them). Also gives the alphabet to write
/// the answers in: the text's, or `None` for cell values, whose answers
/// are values.
pub fn ask<T>(
    given: &Given<'_>,
    reading: &ParseOptions,
    ask: impl FnOnce(Query<'_>) -> Result<T, Error>,
) -> Result<(T, Option<Alphabet>), Error> {
    match given {
        Given::Text(text) => ask_text(text, reading, |query| {
            let alphabet = query.alphabet();
            Ok((ask(query)?, Some(alphabet)))
        }),
        Given::Cells(cells) => ask_cells(cells, reading.geometry.as_ref(), |query| {
            Ok((ask(query)?, None))
        }),
    }
}

/// Searches every puzzle of a text as `pencilmark solve` and `count` read a
/// file ([`formats::read_many`]: a puzzle per line, or a paragraph for a
/// multi-line board; blank and comment lines are skipped): gives `each`
/// the puzzle's 0-based index, its first line (0-based) and what `search`
/// answered of it, or the reader's error. A text of plain 9x9 lines
/// ([`formats::plain_lines`], most collections) is not read puzzle by
/// puzzle: each line goes straight on the 9x9 board; a line whose givens
/// clash is read, for the reader's error, as is every puzzle of other
/// texts.
pub fn each_in_text<T>(
    text: &str,
    reading: &ParseOptions,
    mut search: impl FnMut(Query<'_>) -> Result<T, Error>,
    mut each: impl FnMut(usize, usize, Result<T, Error>),
) {
    if let Some(lines) = formats::plain_lines(text, reading) {
        for (index, line) in lines.iter().enumerate() {
            let result = match Query::of_line(line) {
                Some(query) => search(query),
                None => line
                    .entry(reading)
                    .parsed
                    .and_then(|parsed| search(Query::of_parsed(&parsed))),
            };
            each(index, line.number(), result);
        }
        return;
    }
    let mut index = 0;
    let lines = formats::split_lines(text).map(Ok::<_, std::convert::Infallible>);
    let read = formats::read_many(lines, reading, |entry| {
        let result = entry
            .parsed
            .and_then(|parsed| search(Query::of_parsed(&parsed)));
        each(index, entry.first_line, result);
        index += 1;
        Ok(())
    });
    match read {
        Ok(()) => {}
        Err(never) => match never {},
    }
}

/// Every puzzle's answer of a text ([`each_in_text`]) in order, with
/// `T::default()` for a puzzle without one, and the errors of those.
pub fn answers_in_text<T: Default>(
    text: &str,
    reading: &ParseOptions,
    search: impl FnMut(Query<'_>) -> Result<T, Error>,
) -> (Vec<T>, Vec<LineError>) {
    let (mut answers, mut errors) = (Vec::new(), Vec::new());
    each_in_text(text, reading, search, |index, first_line, answer| {
        answers.push(answer.unwrap_or_else(|e| {
            errors.push(LineError::new(index, first_line, &e));
            T::default()
        }))
    });
    (answers, errors)
}

/// Every puzzle of a text solved ([`solve_all`]), the solutions in one
/// text: for a caller that hands them on together, as a JS string made
/// per solution costs nearly as much as an easy puzzle's search.
pub struct SolvedAll {
    /// A line per puzzle, in order, apart by `\n`: its solution in its
    /// alphabet, or nothing for a puzzle without one.
    pub lines: String,
    /// How many puzzles the text held: `lines` of an empty text and of
    /// one puzzle without a solution are the same.
    pub puzzles: usize,
    /// Why each puzzle without a solution has none, in order.
    pub errors: Vec<LineError>,
}

/// Solves every puzzle of a text with `solve` ([`each_in_text`]), writing
/// the solutions as [`formats::write_line`] does, into one text.
pub fn solve_all(
    text: &str,
    reading: &ParseOptions,
    mut solve: impl FnMut(Query<'_>) -> Result<Vec<u8>, Error>,
) -> SolvedAll {
    let (mut lines, mut puzzles, mut errors) = (Vec::new(), 0, Vec::new());
    let solve = |query: Query<'_>| {
        let alphabet = query.alphabet();
        Ok((solve(query)?, alphabet))
    };
    each_in_text(text, reading, solve, |index, first_line, solved| {
        if index > 0 {
            lines.push(b'\n');
        }
        puzzles = index + 1;
        match solved {
            Ok((values, alphabet)) => {
                write::push_line(values.iter().copied(), alphabet, &mut lines)
            }
            Err(e) => errors.push(LineError::new(index, first_line, &e)),
        }
    });
    SolvedAll {
        // Symbols, blanks, commas and newlines: always text.
        lines: String::from_utf8(lines).unwrap_or_default(),
        puzzles,
        errors,
    }
}
