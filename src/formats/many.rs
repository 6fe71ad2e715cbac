//! Many puzzles in one text: the reading of files that `pencilmark solve`,
//! `count` and the JS API's `solveAll` and `countAll` share.

use super::ParseOptions;
use crate::alphabet::Alphabet;
use crate::cell::MAX_SIDE;
use crate::error::Error;
use crate::geometry::CLASSIC_CELLS;

use super::header::Header;
use super::lex::MAX_INPUT_BYTES;
use super::{read, Format, Parsed};

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
        line_of(self.first_line, error)
    }
}

/// The 1-based line of a text an error about a puzzle whose first line is
/// `first_line` (0-based) is at: the error's own line when it is at a
/// place, else the puzzle's first line.
pub fn line_of(first_line: usize, error: &Error) -> usize {
    error.line_column().map_or(first_line + 1, |(line, _)| line)
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
/// holding only a comment are skipped; they are no puzzles. A header line
/// (header.rs: `# pencilmark: box 2x3, …`) ends the paragraph above it and
/// gives the paragraph below it (to the next blank line or header) its box
/// shape, alphabet and format, where `options` leave them open; one that
/// does not read is an error in the puzzles' place.
///
/// Lines are taken one at a time, and each puzzle is handed to `each` as
/// soon as it is known: a paragraph read line by line from the line that
/// makes that sure (its first line a puzzle of more cells than a board has
/// rows, or of fewer cells than the lines below it; any other error on
/// it; or more than [`MAX_INPUT_BYTES`] of lines, which no one puzzle
/// holds), its lines then answered as they come and not held; any other
/// paragraph when it ends. So a reader of standard input gets its answers
/// while more input follows, and a run of puzzle lines without a blank
/// line costs the memory of a few lines.
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
    // The options of what follows: a header line changes them (header.rs).
    let mut current = options.clone();
    // What decides early that the paragraph is read line by line.
    let mut shape = Shape::default();
    // Once it is, each line is answered as it comes, and none is held.
    let mut streaming = false;
    loop {
        let next = lines
            .next()
            .map(|(n, line)| line.map(|l| (n, l)))
            .transpose()?;
        let mut header = None;
        let end = next.is_none();
        match next {
            Some((number, line)) if !line.as_ref().trim().is_empty() => {
                match Header::of_line(line.as_ref()) {
                    // A header ends the paragraph above it.
                    Some(read) => header = Some((number, read)),
                    None if streaming => {
                        one_line(number, line.as_ref(), &current, &mut each)?;
                        continue;
                    }
                    None => {
                        if paragraph.is_empty() {
                            first_line = number;
                        }
                        streaming = shape.lines_for_sure(line.as_ref(), &current);
                        paragraph.push(line);
                        if streaming {
                            for (offset, line) in paragraph.drain(..).enumerate() {
                                one_line(first_line + offset, line.as_ref(), &current, &mut each)?;
                            }
                        }
                        continue;
                    }
                }
            }
            _ => {}
        }
        for (offset, parsed) in puzzles(&paragraph, &current) {
            let first = first_line + offset;
            each(Entry {
                first_line: first,
                parsed: parsed.map_err(|e| e.below_line(first)),
            })?;
        }
        paragraph.clear();
        shape = Shape::default();
        streaming = false;
        match header {
            Some((_, Ok(header))) => current = header.apply(options),
            Some((number, Err(error))) => each(Entry {
                first_line: number,
                parsed: Err(error),
            })?,
            // A blank line ends what a header held.
            None => current = options.clone(),
        }
        if end {
            return Ok(());
        }
    }
}

/// A line of a paragraph read line by line: its puzzle, unless it holds
/// none (a comment).
fn one_line<E>(
    number: usize,
    line: &str,
    options: &ParseOptions,
    each: &mut impl FnMut(Entry) -> Result<(), E>,
) -> Result<(), E> {
    match read(line, options) {
        Err(Error::Empty) => Ok(()),
        parsed => each(Entry {
            first_line: number,
            parsed: parsed.map_err(|e| e.below_line(number)),
        }),
    }
}

/// What is known of a paragraph so far, to tell before its end that
/// [`puzzles`] would read it line by line: then its lines are answered as
/// they come, and a long run of puzzle lines is never held.
#[derive(Default)]
struct Shape {
    /// How the first line holding anything read alone: a puzzle of so many
    /// cells, or an error; `None` before it.
    first: Option<Result<usize, Error>>,
    /// The lines holding anything so far.
    holding: usize,
    /// The paragraph's bytes so far.
    bytes: usize,
}

impl Shape {
    /// Takes in the next line; whether the paragraph is now surely read
    /// line by line.
    fn lines_for_sure(&mut self, line: &str, options: &ParseOptions) -> bool {
        self.bytes += line.len() + 1;
        if self.first.is_none() {
            match read(line, options) {
                Err(Error::Empty) => return false,
                read => self.first = Some(read.map(|p| p.puzzle.geometry().cell_count())),
            }
        } else if matches!(read(line, options), Err(Error::Empty)) {
            return false;
        }
        self.holding += 1;
        // A paragraph of one puzzle is read whole (its first line, a
        // comment, is where the puzzle starts).
        if self.holding < 2 {
            return false;
        }
        match &self.first {
            // A paragraph whose first line is a puzzle is one board only
            // when it is that many lines of that many cells each: a board
            // of at most MAX_SIDE lines.
            Some(Ok(cells)) => *cells > MAX_SIDE || self.holding > *cells,
            // A grid (the first line too short), or a puzzle line with a
            // typo above more: one puzzle only if it fits in one text.
            Some(Err(Error::WrongLength { .. } | Error::WrongPencilmarkLength { .. })) => {
                self.bytes > MAX_INPUT_BYTES
            }
            // Any other error: every line is read on its own.
            Some(Err(_)) => true,
            None => false,
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

/// A puzzle of a text of plain lines, as only [`plain_lines`] and
/// [`plain_line`] make one: its characters are checked.
#[derive(Clone, Copy, Debug)]
pub struct PlainLine<'t> {
    /// The 0-based number of its line in the text.
    number: usize,
    /// Its characters, one per cell: digits `1`-`9`, and `.` or `0` for a
    /// blank.
    cells: &'t [u8; CLASSIC_CELLS],
}

impl<'t> PlainLine<'t> {
    /// The 0-based number of its line in the text.
    pub fn number(&self) -> usize {
        self.number
    }

    /// Its characters, one per cell: digits `1`-`9`, and `.` or `0` for a
    /// blank.
    pub fn cells(&self) -> &'t [u8; CLASSIC_CELLS] {
        self.cells
    }

    /// The line as [`read_many`] reads it, errors included: for a line
    /// the 9x9 search takes no further (its givens clash).
    pub fn entry(&self, options: &ParseOptions) -> Entry {
        // The bytes are ASCII, checked by `plain_lines` or `plain_line`.
        let text = std::str::from_utf8(self.cells).unwrap_or_default();
        Entry {
            first_line: self.number,
            parsed: read(text, options).map_err(|e| e.below_line(self.number)),
        }
    }
}

/// The puzzles of a text of plain 9x9 lines: lines of exactly one
/// character per cell, each a digit `1`-`9` or a `.` or `0` blank (the
/// lines of most puzzle collections), and blank lines. [`read_many`] reads each such
/// line as a puzzle of its own, in the `line` format and the standard
/// alphabet (a paragraph of them is never one board: 81 lines of 81 cells
/// would be a side of 81, beyond the largest). A search can take these
/// lines' bytes straight to its 9x9 board, without a [`Parsed`] puzzle
/// each ([`Query::of_line`](crate::search::Query::of_line)).
///
/// `None` when a line is anything else (a comment, a grid, another size, a
/// stray space), or when `options` ask for another format, alphabet or
/// board: then the text goes to [`read_many`]. Lines are split as
/// [`str::lines`] splits them, the numbering `read_many`'s callers use.
pub fn plain_lines<'t>(text: &'t str, options: &ParseOptions) -> Option<Vec<PlainLine<'t>>> {
    if !reads_plain(options) {
        return None;
    }
    let mut plain = Vec::new();
    for (number, line) in text.lines().enumerate() {
        match <&[u8; CLASSIC_CELLS]>::try_from(line.as_bytes()) {
            Ok(cells) if is_plain(cells) => {
                plain.push(PlainLine { number, cells });
            }
            _ if line.trim().is_empty() => {}
            _ => return None,
        }
    }
    Some(plain)
}

/// The puzzle of a text that is one plain 9x9 line, as [`plain_lines`]
/// takes them, with a `\n`, `\r\n` or `\r` at most after it: [`read`]
/// reads it as the line's puzzle. `None` for any other text, or when
/// `options` ask for another format, alphabet or board.
pub fn plain_line<'t>(text: &'t str, options: &ParseOptions) -> Option<PlainLine<'t>> {
    let line = text.strip_suffix('\n').unwrap_or(text);
    let line = line.strip_suffix('\r').unwrap_or(line);
    let cells = <&[u8; CLASSIC_CELLS]>::try_from(line.as_bytes()).ok()?;
    (reads_plain(options) && is_plain(cells)).then_some(PlainLine { number: 0, cells })
}

/// Whether `options` read a plain 9x9 line as detection does: in the
/// `line` format, the standard alphabet and on a 9x9 board, each given or
/// left open.
fn reads_plain(options: &ParseOptions) -> bool {
    let nine = options
        .geometry
        .as_ref()
        .map_or(true, |g| (g.box_width(), g.box_height()) == (3, 3));
    matches!(options.format, None | Some(Format::Line))
        && matches!(options.alphabet, None | Some(Alphabet::Standard))
        && nine
}

/// Whether every character of a line is a digit or a `.`: eight at a time,
/// the bytes of a `u64` side by side. The wasm build has no vectors, and
/// there a test per character shows in an easy puzzle's `countAll`.
pub(super) fn is_plain(line: &[u8; CLASSIC_CELLS]) -> bool {
    /// 1 in each byte.
    const ONES: u64 = u64::MAX / 255;
    /// The top bit of each byte.
    const TOPS: u64 = ONES << 7;
    // For each byte, its top bit set when it is no digit and no `.`. With
    // the top bits apart, adding `0x80 - n` to a byte carries into its top
    // bit exactly when the byte is at least `n`, and never into the next.
    let others = |word: u64| {
        let low = word & !TOPS;
        let below_dot = !(low + ONES * (0x80 - u64::from(b'.'))) & TOPS;
        let above_nine = (low + ONES * (0x80 - u64::from(b'9') - 1)) & TOPS;
        let slash = !((low ^ (ONES * u64::from(b'/'))) + ONES * 0x7f) & TOPS;
        word & TOPS | below_dot | above_nine | slash
    };
    let words = line.chunks_exact(8);
    // The characters past the last whole word, padded with dots.
    let mut last = [b'.'; 8];
    last[..words.remainder().len()].copy_from_slice(words.remainder());
    let other = words.fold(others(u64::from_le_bytes(last)), |other, word| {
        other | others(u64::from_le_bytes(word.try_into().unwrap_or_default()))
    });
    other == 0
}
