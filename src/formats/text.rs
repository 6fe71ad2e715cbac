//! The text of the board types: reading a [`Puzzle`], and writing a
//! [`Grid`], a [`Puzzle`] and [`Candidates`]. The types live in
//! [`grid`](mod@crate::grid) and [`candidates`](mod@crate::candidates),
//! which know nothing of text; their text methods are here, with the
//! reader and the writers.

use std::fmt;
use std::str::FromStr;

use super::{read, write, Format, ParseOptions};
use crate::alphabet::Alphabet;
use crate::candidates::Candidates;
use crate::error::Error;
use crate::geometry::Geometry;
use crate::grid::{Grid, Puzzle};

impl Grid {
    /// One line of side² symbols, `.` for a blank (in `numbers`, the
    /// numbers joined by commas, `0` for a blank).
    pub fn to_line(&self, alphabet: Alphabet) -> String {
        write::line(self.values(), alphabet)
    }

    /// The block grid: spaces between cells, `|` between boxes, `-` and `+`
    /// lines between bands of boxes, a newline after each row.
    pub fn to_block(&self, alphabet: Alphabet) -> String {
        write::block(self.geometry(), self.values(), alphabet)
    }
}

impl Puzzle {
    /// Reads a puzzle, detecting its format, size and alphabet.
    pub fn parse(text: &str) -> Result<Puzzle, Error> {
        Puzzle::parse_with(text, &ParseOptions::default())
    }

    /// Reads a puzzle with the format, size or alphabet given where known
    /// ([`read`](crate::read)). A candidate grid or pencilmark line gives the
    /// puzzle of its filled cells; use [`read`](crate::read) to keep its
    /// candidates.
    pub fn parse_with(text: &str, options: &ParseOptions) -> Result<Puzzle, Error> {
        read(text, options).map(|parsed| parsed.puzzle)
    }

    /// Reads a candidate grid ([`Format::Candidates`], whatever
    /// `options.format` says): the puzzle of the filled cells and the
    /// candidate state.
    pub fn parse_candidates(
        text: &str,
        options: &ParseOptions,
    ) -> Result<(Puzzle, Candidates), Error> {
        let options = ParseOptions {
            format: Some(Format::Candidates),
            ..options.clone()
        };
        let parsed = read(text, &options)?;
        let candidates = parsed
            .candidates
            .unwrap_or_else(|| Candidates::new(parsed.puzzle.givens()));
        Ok((parsed.puzzle, candidates))
    }
}

impl FromStr for Puzzle {
    type Err = Error;
    fn from_str(text: &str) -> Result<Puzzle, Error> {
        Puzzle::parse(text)
    }
}

impl fmt::Display for Puzzle {
    /// The one-line format, in the puzzle's alphabet.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.givens().to_line(self.alphabet()))
    }
}

impl Candidates {
    /// The candidate grid: each cell as its candidates' symbols (a filled
    /// cell as its value, an empty cell without candidates as `.`), columns
    /// aligned, `|` between boxes and `-+` rules between bands (see
    /// [`write`](fn@crate::write)). [`Puzzle::parse_candidates`] reads it back,
    /// except that an empty cell with a single candidate reads back as
    /// filled.
    pub fn to_text(&self, geometry: &Geometry, alphabet: Alphabet) -> String {
        write::candidate_grid(geometry, self, alphabet)
    }
}
