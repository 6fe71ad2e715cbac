//! Many puzzles in one text: the reading of files that `pencilmark solve`,
//! `count` and the JS API's `solveAll` and `countAll` share.

use crate::error::Error;
use crate::grid::ParseOptions;

use super::{read, Parsed};

/// One puzzle of a text of many: where it starts and how it read.
#[derive(Debug)]
pub struct Entry {
    /// The 0-based number of its first line in the text.
    pub first_line: usize,
    /// The puzzle, or why it could not be read. An error at a place names
    /// the line of the whole text (1-based), not of the puzzle's own text.
    pub parsed: Result<Parsed, Error>,
}

impl Entry {
    /// The 1-based line of the text an error about this puzzle is at: the
    /// error's own line when it is at a place, else the puzzle's first line.
    pub fn line_of(&self, error: &Error) -> usize {
        error
            .line_column()
            .map_or(self.first_line + 1, |(line, _)| line)
    }
}

/// Reads the puzzles of a text given line by line (lines without their
/// ends), calling `each` with each one in order, and stops at the first
/// error of `lines` or of `each`.
///
/// Each line is a puzzle, except that a paragraph (lines up to a blank
/// line) whose first line is not a whole puzzle on its own (a block grid,
/// an .sdk file, a candidate grid) is one puzzle, and so is a paragraph of
/// side lines that reads as one side x side board. A first line of the
/// wrong length above lines that are puzzles, when the paragraph does not
/// read as one, is a puzzle line with a typo: an error of its own, and
/// the lines below it are read as puzzles. Blank lines and lines
/// holding only a comment are skipped; they are no puzzles.
///
/// Lines are taken one at a time, so a reader of standard input gets its
/// answers a paragraph at a time.
pub fn read_many<L, E>(
    lines: impl IntoIterator<Item = Result<L, E>>,
    options: &ParseOptions,
    mut each: impl FnMut(Entry) -> Result<(), E>,
) -> Result<(), E>
where
    L: AsRef<str>,
{
    // The lines themselves (`&str` borrowed from a text are not copied).
    let mut paragraph: Vec<L> = Vec::new();
    let mut first_line = 0;
    let mut lines = lines.into_iter().enumerate();
    loop {
        let next = lines
            .next()
            .map(|(n, line)| line.map(|l| (n, l)))
            .transpose()?;
        match next {
            Some((number, line)) if !line.as_ref().trim().is_empty() => {
                if paragraph.is_empty() {
                    first_line = number;
                }
                paragraph.push(line);
                continue;
            }
            _ => {}
        }
        for (offset, parsed) in puzzles(&paragraph, options) {
            let first = first_line + offset;
            each(Entry {
                first_line: first,
                parsed: parsed.map_err(|e| e.below_line(first)),
            })?;
        }
        paragraph.clear();
        if next.is_none() {
            return Ok(());
        }
    }
}

/// The puzzles of a paragraph as read, each with the index of its first
/// line: the lines one by one when the first line that holds anything is
/// a puzzle of its own, else the whole paragraph (see [`read_many`]). Each
/// line is read once; a line that is a puzzle of its own keeps that
/// reading.
fn puzzles(
    paragraph: &[impl AsRef<str>],
    options: &ParseOptions,
) -> Vec<(usize, Result<Parsed, Error>)> {
    let holding: Vec<(usize, Result<Parsed, Error>)> = paragraph
        .iter()
        .enumerate()
        .map(|(offset, line)| (offset, read(line.as_ref(), options)))
        .filter(|(_, read)| !matches!(read, Err(Error::Empty)))
        .collect();
    let joined = || {
        let lines: Vec<&str> = paragraph.iter().map(AsRef::as_ref).collect();
        lines.join("\n")
    };
    let whole = || vec![(0, read(&joined(), options))];
    let Some((_, alone)) = holding.first() else {
        return Vec::new();
    };
    if holding.len() == 1 {
        return whole();
    }
    if matches!(
        alone,
        Err(Error::WrongLength { .. }) | Err(Error::WrongPencilmarkLength { .. })
    ) {
        // A grid over several lines, or a puzzle line one character short
        // above more puzzle lines: the paragraph is one puzzle only if it
        // reads as one, or if no later line is a puzzle of its own.
        let paragraph = whole();
        let lines_are_puzzles = holding[1..].iter().any(|(_, read)| read.is_ok());
        if paragraph[0].1.is_ok() || !lines_are_puzzles {
            return paragraph;
        }
    }
    let rows_of_one_board = alone
        .as_ref()
        .is_ok_and(|p| p.puzzle.geometry().cell_count() == holding.len())
        && read(&joined(), options).is_ok_and(|p| p.puzzle.geometry().side() == holding.len());
    if rows_of_one_board {
        return whole();
    }
    holding
}
