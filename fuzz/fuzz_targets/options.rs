//! Reading options chosen by the first byte of a fuzz input, so the forced
//! formats, alphabets and box shapes are fuzzed as well as detection.

use std::sync::Arc;

use pencilmark::{read, Alphabet, Candidates, Format, Geometry, ParseOptions, Parsed};

/// The options the first byte picks, and the rest of the input as text.
pub fn split(data: &[u8]) -> Option<(ParseOptions, &str)> {
    let (&pick, rest) = data.split_first()?;
    let text = std::str::from_utf8(rest).ok()?;
    let pick = usize::from(pick);
    let format = match pick % 6 {
        0 => None,
        n => Some(Format::ALL[n - 1]),
    };
    let alphabet = match (pick / 6) % 5 {
        0 => None,
        n => Some(Alphabet::ALL[n - 1]),
    };
    let geometry = match (pick / 30) % 4 {
        1 => Some(Arc::new(Geometry::new(2, 2).ok()?)),
        2 => Some(Arc::new(Geometry::new(3, 2).ok()?)),
        3 => Some(Arc::new(Geometry::new(3, 3).ok()?)),
        _ => None,
    };
    Some((
        ParseOptions {
            format,
            geometry,
            alphabet,
        },
        text,
    ))
}

/// What the reader makes of an input with the options its first byte
/// picks, when it reads: the puzzle, and its state (the candidate state
/// read, or the givens').
#[allow(dead_code)]
pub fn read_state(data: &[u8]) -> Option<(Parsed, Candidates)> {
    let (options, text) = split(data)?;
    let parsed = read(text, &options).ok()?;
    let state =
        (parsed.candidates.clone()).unwrap_or_else(|| Candidates::new(parsed.puzzle.givens()));
    Some((parsed, state))
}
