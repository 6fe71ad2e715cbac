//! Puzzles from a stream of bytes (a file, standard input), as the command
//! line reads them: line by line, each line checked on its own, so that a
//! line that is not UTF-8 text, or one longer than any puzzle, is an error
//! in its own place and the lines around it are read; a puzzle is answered
//! as soon as it is known ([`read_many`]). A file in UTF-16 is one error.
//! A comment (from `#` to the line's end) may hold anything: what it holds
//! is dropped unread, however long, whatever its bytes.

use std::io::{self, BufRead};

use super::lex::MAX_INPUT_BYTES;
use super::{read_many, Entry, ParseOptions};
use crate::error::Error;

/// One line of the stream as read.
enum Raw {
    /// A line of text, without its end (`\n`, `\r\n` or `\r`).
    Text(String),
    /// A line that cannot be read: an error in the puzzles' place.
    Bad(Error),
    /// The end of the stream.
    End,
}

/// The lines of a stream, as bytes checked one line at a time.
struct Lines<R> {
    reader: R,
    /// The 0-based number of the next line.
    number: usize,
    /// No more lines: the end, or a UTF-16 file.
    done: bool,
    /// The last line ended at a `\r`: a `\n` right after it is part of
    /// that end, not an empty line.
    after_cr: bool,
}

impl<R: BufRead> Lines<R> {
    fn next(&mut self) -> io::Result<Raw> {
        if self.done {
            return Ok(Raw::End);
        }
        let mut bytes = Vec::new();
        // Bytes past the longest text kept: counted, not held.
        let mut dropped = 0usize;
        let mut ended = false;
        loop {
            let mut available = self.reader.fill_buf()?;
            if available.is_empty() {
                break;
            }
            if std::mem::take(&mut self.after_cr) && available[0] == b'\n' {
                self.reader.consume(1);
                available = self.reader.fill_buf()?;
                if available.is_empty() {
                    break;
                }
            }
            let (take, found) = match available.iter().position(|&b| b == b'\n' || b == b'\r') {
                Some(at) => {
                    self.after_cr = available[at] == b'\r';
                    (at + 1, true)
                }
                None => (available.len(), false),
            };
            let room = (MAX_INPUT_BYTES + 1).saturating_sub(bytes.len());
            let kept = take.min(room);
            bytes.extend_from_slice(&available[..kept]);
            dropped += take - kept;
            self.reader.consume(take);
            if found {
                ended = true;
                break;
            }
        }
        if bytes.is_empty() && dropped == 0 && !ended {
            self.done = true;
            return Ok(Raw::End);
        }
        let number = self.number;
        self.number += 1;
        if ended && (bytes.ends_with(b"\n") || bytes.ends_with(b"\r")) {
            bytes.pop();
        } else if ended {
            // The line's end was among the bytes dropped.
            dropped -= 1;
        }
        if number == 0 && (bytes.starts_with(&[0xff, 0xfe]) || bytes.starts_with(&[0xfe, 0xff])) {
            self.done = true;
            return Ok(Raw::Bad(Error::Utf16));
        }
        // What a comment holds is no puzzle's: too long, or not UTF-8
        // text, it is dropped (the `#` kept: a comment line stays one).
        let comment = bytes.iter().position(|&b| b == b'#');
        if dropped > 0 || bytes.len() > MAX_INPUT_BYTES {
            match comment {
                Some(at) => bytes.truncate(at + 1),
                None => {
                    return Ok(Raw::Bad(Error::TooLong {
                        length: bytes.len() + dropped,
                        max: MAX_INPUT_BYTES,
                    }))
                }
            }
        }
        Ok(match String::from_utf8(bytes) {
            Ok(text) => Raw::Text(text),
            Err(error) if comment.is_some_and(|at| at < error.utf8_error().valid_up_to()) => {
                let mut bytes = error.into_bytes();
                bytes.truncate(comment.map_or(0, |at| at + 1));
                Raw::Text(String::from_utf8_lossy(&bytes).into_owned())
            }
            Err(error) => {
                let valid = error.utf8_error().valid_up_to();
                let bytes = error.into_bytes();
                let column = String::from_utf8_lossy(&bytes[..valid]).chars().count() + 1;
                Raw::Bad(Error::NotText {
                    line: number + 1,
                    column,
                    byte: bytes[valid],
                })
            }
        })
    }
}

/// Reads the puzzles of a stream as [`read_many`] reads a text's, calling
/// `each` with each in order; a line that is not UTF-8 text or is longer
/// than [`MAX_INPUT_BYTES`] ends the paragraph above it and is an entry of
/// its own, an error ([`Error::NotText`], [`Error::TooLong`]); a stream
/// that starts as UTF-16 is one entry, [`Error::Utf16`]. Line numbers are
/// the stream's. Stops at the first error of the stream or of `each`.
pub fn read_stream<R: BufRead>(
    reader: R,
    options: &ParseOptions,
    mut each: impl FnMut(Entry) -> io::Result<()>,
) -> io::Result<()> {
    let mut lines = Lines {
        reader,
        number: 0,
        done: false,
        after_cr: false,
    };
    loop {
        // The lines up to a bad one (or the end), read as one text of many.
        let offset = lines.number;
        let mut bad = None;
        let segment = std::iter::from_fn(|| match lines.next() {
            Ok(Raw::Text(text)) => Some(Ok(text)),
            Ok(Raw::Bad(error)) => {
                bad = Some(error);
                None
            }
            Ok(Raw::End) => None,
            Err(error) => Some(Err(error)),
        });
        read_many(segment, options, |entry| {
            each(Entry {
                first_line: entry.first_line + offset,
                parsed: entry.parsed.map_err(|e| e.below_line(offset)),
            })
        })?;
        match bad {
            Some(error) => each(Entry {
                first_line: lines.number - 1,
                parsed: Err(error),
            })?,
            None => return Ok(()),
        }
    }
}
