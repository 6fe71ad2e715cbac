//! The header line a writer puts above a puzzle that the reader could not
//! read back alone: `# pencilmark: box 2x3, alphabet hex, format grid`.
//! Detection guesses a board's box shape from its side (a 6x6 has boxes of
//! 3x2, not 2x3), its alphabet from its symbols (a hex puzzle without a `0`
//! reads as standard) and how lines group into puzzles (a 16x16 grid's rows
//! are 4x4 puzzle lines too); the header says what it cannot guess.
//!
//! To any other reader it is a comment. To pencilmark's it sets the box
//! shape, the alphabet and the format of the paragraph below it (the lines
//! up to a blank line: the puzzles of one `generate`, one grid of
//! `convert`), as [`ParseOptions`] would; options given explicitly win over
//! it. Text pasted after a blank line is read as it would be alone. A
//! header a person writes may give only some of the three (`# pencilmark:
//! box 2x3`): detection decides the rest.

use std::sync::Arc;

use super::{read_many, split_lines, write, Format, ParseOptions, Parsed};
use crate::alphabet::Alphabet;
use crate::candidates::Candidates;
use crate::error::Error;
use crate::geometry::Geometry;

/// How a header line starts.
const PREFIX: &str = "# pencilmark:";

/// What a header line says: each of the three, or a person's header with
/// some left to detection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    /// The board's box shape.
    pub geometry: Option<Arc<Geometry>>,
    /// The symbols.
    pub alphabet: Option<Alphabet>,
    /// The format of what follows.
    pub format: Option<Format>,
}

impl Header {
    /// The header's line, without its end.
    pub fn line(&self) -> String {
        let mut fields = Vec::new();
        if let Some(geometry) = &self.geometry {
            fields.push(format!(
                "box {}x{}",
                geometry.box_width(),
                geometry.box_height()
            ));
        }
        if let Some(alphabet) = self.alphabet {
            fields.push(format!("alphabet {}", alphabet.name()));
        }
        if let Some(format) = self.format {
            fields.push(format!("format {}", format.name()));
        }
        format!("{PREFIX} {}", fields.join(", "))
    }

    /// The header a line holds: `None` when it is none (any other line,
    /// comments included), an [`Error::BadOptions`] naming the line's
    /// fault when it starts as one but does not read.
    pub fn of_line(line: &str) -> Option<Result<Header, Error>> {
        let rest = line.trim().strip_prefix(PREFIX)?;
        Some(Header::fields(rest))
    }

    fn fields(text: &str) -> Result<Header, Error> {
        let bad = |reason: String| Error::BadOptions {
            reason: format!("header: {reason}"),
        };
        let (mut geometry, mut alphabet, mut format) = (None, None, None);
        for field in text.split(',').map(str::trim).filter(|f| !f.is_empty()) {
            let (key, value) = field
                .split_once(' ')
                .map(|(k, v)| (k, v.trim()))
                .ok_or_else(|| bad(format!("expected a name and a value, not {field:?}")))?;
            match key {
                "box" => {
                    let shape = value
                        .split_once('x')
                        .and_then(|(w, h)| Some((w.parse().ok()?, h.parse().ok()?)));
                    let (width, height) = shape
                        .ok_or_else(|| bad(format!("box: expected WIDTHxHEIGHT, not {value:?}")))?;
                    geometry = Some(Arc::new(Geometry::new(width, height)?));
                }
                "alphabet" => {
                    alphabet = Some(value.parse().map_err(|e: Error| bad(e.to_string()))?)
                }
                "format" => format = Some(value.parse().map_err(|e: Error| bad(e.to_string()))?),
                _ => return Err(bad(format!("unknown field {key:?}"))),
            }
        }
        if geometry.is_none() && alphabet.is_none() && format.is_none() {
            return Err(bad("expected box, alphabet or format".to_owned()));
        }
        Ok(Header {
            geometry,
            alphabet,
            format,
        })
    }

    /// `options` with the header's box shape, alphabet and format where
    /// they leave them open.
    pub fn apply(&self, options: &ParseOptions) -> ParseOptions {
        ParseOptions {
            format: options.format.or(self.format),
            geometry: options.geometry.clone().or_else(|| self.geometry.clone()),
            alphabet: options.alphabet.or(self.alphabet),
        }
    }
}

/// A state written in `format` (as [`write()`] writes it) for a stream of
/// puzzles, with the header to put above it when a reader of the stream,
/// under `in_force` (the header holding the paragraph it goes in, if any)
/// and with no options, would not read it as it reads told its format,
/// box shape and alphabet ([`same_puzzle`]).
pub fn write_readable(
    geometry: &Geometry,
    state: &Candidates,
    alphabet: Alphabet,
    format: Format,
    in_force: Option<&Header>,
) -> Result<(String, Option<Header>), Error> {
    let text = write(geometry, state, alphabet, format)?;
    // A link holds digits whatever the alphabet asked for.
    let alphabet = if format == Format::Link {
        Alphabet::Standard
    } else {
        alphabet
    };
    let options =
        in_force.map_or_else(ParseOptions::default, |h| h.apply(&ParseOptions::default()));
    if reads_back(&text, &options, geometry, alphabet, format) {
        return Ok((text, None));
    }
    let header = Header {
        geometry: Some(Arc::new(geometry.clone())),
        alphabet: Some(alphabet),
        format: Some(format),
    };
    Ok((text, Some(header)))
}

/// Whether `text` (one puzzle, as written), read as one record of a
/// stream under `options`, gives what it gives told its format, shape and
/// alphabet: the same box shape, values and candidates.
fn reads_back(
    text: &str,
    options: &ParseOptions,
    geometry: &Geometry,
    alphabet: Alphabet,
    format: Format,
) -> bool {
    let told = ParseOptions {
        format: Some(format),
        geometry: Some(Arc::new(geometry.clone())),
        alphabet: Some(alphabet),
    };
    let Ok(meant) = super::read(text, &told) else {
        return false;
    };
    let mut entries = Vec::new();
    let read = read_many(split_lines(text).map(Ok::<_, ()>), options, |entry| {
        entries.push(entry.parsed);
        Ok(())
    });
    match (read, entries.as_slice()) {
        (Ok(()), [Ok(parsed)]) => same_puzzle(parsed, &meant),
        _ => false,
    }
}

/// Whether two readings are of the same puzzle: box shape, values and
/// candidates (the alphabet and the format may differ).
pub fn same_puzzle(a: &Parsed, b: &Parsed) -> bool {
    let (ga, gb) = (a.puzzle.geometry(), b.puzzle.geometry());
    if (ga.box_width(), ga.box_height()) != (gb.box_width(), gb.box_height()) {
        return false;
    }
    let state = |p: &Parsed| {
        p.candidates
            .clone()
            .unwrap_or_else(|| Candidates::new(p.puzzle.givens()))
    };
    let (sa, sb) = (state(a), state(b));
    ga.cells()
        .all(|cell| sa.value(cell) == sb.value(cell) && sa.get(cell) == sb.get(cell))
}
