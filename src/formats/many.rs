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
/// How lines group into puzzles:
///
/// - Blank lines and header lines (header.rs: `# pencilmark: box 2x3, …`)
///   end a paragraph; a header gives the paragraph below it (to the next
///   blank line or header) its box shape, alphabet and format, where
///   `options` leave them open; one that does not read is an error in the
///   puzzles' place. Lines holding only a comment are no puzzles.
/// - A line is a puzzle of its own when it reads as one, or when it holds
///   more than any row of a board could: a single word of more than 64
///   characters (a puzzle line with a typo, a pencilmark line) or more
///   than 64 words. Its error, if any, is its own.
/// - The other lines (the rows of a block grid, an .sdk file or a
///   candidate grid, with their rule lines and comments) are read together
///   as one puzzle, up to the next line that is a puzzle of its own, or
///   the paragraph's end. A short line that reads as a puzzle (a 4x4
///   line) joins such rows only when it has as many cells as the first of
///   them.
/// - A paragraph whose first line is a puzzle of at most 64 cells, and
///   which is that many such lines, is one board when the lines read as
///   one together (sixteen 16-cell lines are a 16x16 grid).
///
/// So a bad line never takes its neighbours with it: a puzzle line with a
/// typo is an error of its own between the puzzles around it, and a grid
/// followed by puzzle lines is read as the grid and then the lines.
///
/// Lines are taken one at a time, and each puzzle is handed to `each` as
/// soon as it is known: a line that is a puzzle of its own at once, rows
/// when the line after them is not one; only the lines of a paragraph
/// that may be one small board are held to its end. Rows are held up to
/// [`MAX_INPUT_BYTES`], which no one puzzle exceeds. So a reader of
/// standard input gets its answers while more input follows, and any run
/// of lines costs the memory of one puzzle's text at most.
pub fn read_many<L, E>(
    lines: impl IntoIterator<Item = Result<L, E>>,
    options: &ParseOptions,
    mut each: impl FnMut(Entry) -> Result<(), E>,
) -> Result<(), E>
where
    L: AsRef<str>,
{
    let mut lines = lines.into_iter().enumerate();
    // The options of what follows: a header line changes them (header.rs).
    let mut current = options.clone();
    let mut paragraph = Paragraph::default();
    loop {
        let next = lines
            .next()
            .map(|(n, line)| line.map(|l| (n, l)))
            .transpose()?;
        let (number, line) = match next {
            Some((number, line)) if !line.as_ref().trim().is_empty() => (number, line),
            // A blank line ends the paragraph, and what a header held.
            Some(_) => {
                paragraph.end(&current, &mut each)?;
                current = options.clone();
                continue;
            }
            None => return paragraph.end(&current, &mut each),
        };
        match Header::of_line(line.as_ref()) {
            // A header ends the paragraph above it.
            Some(header) => {
                paragraph.end(&current, &mut each)?;
                match header {
                    Ok(header) => current = header.apply(options),
                    Err(error) => each(Entry {
                        first_line: number,
                        parsed: Err(error),
                    })?,
                }
            }
            None => paragraph.take(number, line, &current, &mut each)?,
        }
    }
}

/// The most lines a grid has: its rows, and a rule line above, between
/// and below them.
const MAX_ROWS: usize = 2 * MAX_SIDE + 1;

/// A line of a paragraph, held until the puzzle it belongs to is known.
struct Held<L> {
    number: usize,
    line: L,
    /// How it read on its own; `Err(Error::Empty)` for a comment.
    alone: Result<Parsed, Error>,
}

/// What is known of the paragraph being read (see [`read_many`]).
enum Mode {
    /// Nothing but comments yet.
    Start,
    /// Its first line a puzzle of this many cells, at most a row's worth:
    /// it may be one board of that many such lines, so they are held.
    Board(usize),
    /// Lines answered as they come: rows held until their end.
    Rows,
}

/// The paragraph being read, a line at a time.
struct Paragraph<L> {
    mode: Mode,
    /// The lines held: all of them in [`Mode::Start`] and [`Mode::Board`],
    /// the run of rows (and the comments among them) in [`Mode::Rows`].
    held: Vec<Held<L>>,
    /// Their bytes.
    bytes: usize,
}

impl<L> Default for Paragraph<L> {
    fn default() -> Self {
        Paragraph {
            mode: Mode::Start,
            held: Vec::new(),
            bytes: 0,
        }
    }
}

impl<L: AsRef<str>> Paragraph<L> {
    /// Takes the next line of the paragraph (not blank, not a header).
    fn take<E>(
        &mut self,
        number: usize,
        line: L,
        options: &ParseOptions,
        each: &mut impl FnMut(Entry) -> Result<(), E>,
    ) -> Result<(), E> {
        let alone = read(line.as_ref(), options);
        let held = Held {
            number,
            line,
            alone,
        };
        match self.mode {
            Mode::Start => match &held.alone {
                // A comment above the puzzle is not part of it.
                Err(Error::Empty) => {}
                Ok(parsed) if parsed.puzzle.geometry().cell_count() <= MAX_SIDE => {
                    self.mode = Mode::Board(parsed.puzzle.geometry().cell_count());
                    self.hold(held);
                }
                _ => {
                    self.mode = Mode::Rows;
                    self.row_or_puzzle(held, options, each)?;
                }
            },
            Mode::Board(cells) => {
                self.hold(held);
                let past = self.held.len() > MAX_ROWS || self.bytes > MAX_INPUT_BYTES;
                if past || self.holding() > cells {
                    self.answer_one_by_one(options, each)?;
                }
            }
            Mode::Rows => self.row_or_puzzle(held, options, each)?,
        }
        Ok(())
    }

    fn hold(&mut self, held: Held<L>) {
        self.bytes += held.line.as_ref().len() + 1;
        self.held.push(held);
    }

    /// The lines held that hold anything.
    fn holding(&self) -> usize {
        (self.held.iter())
            .filter(|h| !matches!(h.alone, Err(Error::Empty)))
            .count()
    }

    /// Leaves [`Mode::Board`]: the lines held are taken again, each a
    /// puzzle of its own or a row.
    fn answer_one_by_one<E>(
        &mut self,
        options: &ParseOptions,
        each: &mut impl FnMut(Entry) -> Result<(), E>,
    ) -> Result<(), E> {
        self.mode = Mode::Rows;
        self.bytes = 0;
        for held in std::mem::take(&mut self.held) {
            self.row_or_puzzle(held, options, each)?;
        }
        Ok(())
    }

    /// In [`Mode::Rows`]: a line that is a puzzle of its own ends the rows
    /// before it and is answered; any other is held with the rows.
    fn row_or_puzzle<E>(
        &mut self,
        held: Held<L>,
        options: &ParseOptions,
        each: &mut impl FnMut(Entry) -> Result<(), E>,
    ) -> Result<(), E> {
        if matches!(held.alone, Err(Error::Empty)) {
            // A comment among rows stays with them (a grid may have
            // some); one before any is not part of a puzzle.
            if !self.held.is_empty() && self.held.len() < MAX_ROWS {
                self.hold(held);
            }
            return Ok(());
        }
        if self.is_a_puzzle(&held) {
            self.end_rows(options, each)?;
            return each(Entry {
                first_line: held.number,
                parsed: held.alone.map_err(|e| e.below_line(held.number)),
            });
        }
        // No one puzzle's text is longer, nor has more lines (rows and
        // the rules between them): what is held is one already.
        if self.bytes + held.line.as_ref().len() > MAX_INPUT_BYTES || self.held.len() >= MAX_ROWS {
            self.end_rows(options, each)?;
        }
        self.hold(held);
        Ok(())
    }

    /// Whether a line (not a comment) is a puzzle of its own among rows.
    fn is_a_puzzle(&self, held: &Held<L>) -> bool {
        match &held.alone {
            // A short puzzle joins rows of its width: a 16x16 grid's row
            // may read as a 4x4 puzzle.
            Ok(parsed) => {
                let cells = parsed.puzzle.geometry().cell_count();
                cells > MAX_SIDE || self.row_width() != Some(cells)
            }
            Err(Error::TooLong { .. }) => true,
            Err(_) => wider_than_a_row(held.line.as_ref()),
        }
    }

    /// The cells of the first row held, when known.
    fn row_width(&self) -> Option<usize> {
        let first = self
            .held
            .iter()
            .find(|h| !matches!(h.alone, Err(Error::Empty)))?;
        match &first.alone {
            Ok(parsed) => Some(parsed.puzzle.geometry().cell_count()),
            Err(Error::WrongLength { found, .. }) => Some(*found),
            Err(_) => None,
        }
    }

    /// Answers the rows held as one puzzle (a row alone as itself), and
    /// drops the comments around them.
    fn end_rows<E>(
        &mut self,
        options: &ParseOptions,
        each: &mut impl FnMut(Entry) -> Result<(), E>,
    ) -> Result<(), E> {
        let mut held = std::mem::take(&mut self.held);
        self.bytes = 0;
        // Comments after the last row belong to what follows.
        while held
            .last()
            .is_some_and(|h| matches!(h.alone, Err(Error::Empty)))
        {
            held.pop();
        }
        // A puzzle starts at its first line that holds cells.
        let Some(first) = held
            .iter()
            .position(|h| !matches!(h.alone, Err(Error::Empty)))
        else {
            return Ok(());
        };
        held.drain(..first);
        let first_line = held[0].number;
        let mut rows = held
            .iter()
            .filter(|h| !matches!(h.alone, Err(Error::Empty)));
        let parsed = match (rows.next(), rows.next()) {
            (Some(_), None) => {
                let row = held
                    .into_iter()
                    .find(|h| !matches!(h.alone, Err(Error::Empty)));
                let Some(row) = row else { return Ok(()) };
                // A row alone reads as itself, and its errors name its line.
                return each(Entry {
                    first_line: row.number,
                    parsed: row.alone.map_err(|e| e.below_line(row.number)),
                });
            }
            _ => read(&joined(&held), options),
        };
        each(Entry {
            first_line,
            parsed: parsed.map_err(|e| e.below_line(first_line)),
        })
    }

    /// Ends the paragraph: answers what is held.
    fn end<E>(
        &mut self,
        options: &ParseOptions,
        each: &mut impl FnMut(Entry) -> Result<(), E>,
    ) -> Result<(), E> {
        if let Mode::Board(cells) = self.mode {
            // That many lines of that many cells may be one board.
            if self.holding() == cells {
                let board = read(&joined(&self.held), options);
                if board
                    .as_ref()
                    .is_ok_and(|p| p.puzzle.geometry().side() == cells)
                {
                    let first_line = (self.held.iter())
                        .find(|h| !matches!(h.alone, Err(Error::Empty)))
                        .map_or(0, |h| h.number);
                    *self = Paragraph::default();
                    return each(Entry {
                        first_line,
                        parsed: board,
                    });
                }
            }
            self.answer_one_by_one(options, each)?;
        }
        self.end_rows(options, each)?;
        *self = Paragraph::default();
        Ok(())
    }
}

/// The lines held, as one text.
fn joined<L: AsRef<str>>(held: &[Held<L>]) -> String {
    let lines: Vec<&str> = held.iter().map(|h| h.line.as_ref()).collect();
    lines.join("\n")
}

/// Whether a line holds more than a row of any board: a single word of
/// more than [`MAX_SIDE`] characters, or more than [`MAX_SIDE`] words
/// (block-grid rules and bars aside).
fn wider_than_a_row(line: &str) -> bool {
    let mut words = line
        .split_whitespace()
        .filter(|w| !w.chars().all(|c| matches!(c, '|' | '+' | '-' | '=' | '*')));
    let Some(first) = words.next() else {
        return false;
    };
    let more = words.count();
    (more == 0 && first.chars().count() > MAX_SIDE) || more + 1 > MAX_SIDE
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
/// board: then the text goes to [`read_many`]. Lines end at `\n`, `\r\n`
/// or `\r`, numbered as `read_many`'s callers number them.
pub fn plain_lines<'t>(text: &'t str, options: &ParseOptions) -> Option<Vec<PlainLine<'t>>> {
    if !reads_plain(options) {
        return None;
    }
    let mut plain = Vec::new();
    for (number, line) in super::split_lines(text).enumerate() {
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
