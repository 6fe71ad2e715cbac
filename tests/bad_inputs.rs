//! Every bad input of `tests/bad_inputs.txt` is refused with its error kind
//! and exact message (which says where), and never panics: when it is read,
//! or when it is checked for exactly one solution.

// Native: the records of bytes are read as the command line reads a file
// (the JS API's corpus test is in tests/wasm.rs).
#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::sync::Arc;

use common::ask::unique_solution;
use common::corpus::{bad_inputs, BadInput};
use pencilmark::{read, read_stream, Error, Geometry, ParseOptions, Parsed};

/// The first puzzle of a stream of bytes, as the command line reads it.
fn first_of_stream(bytes: &[u8], options: &ParseOptions) -> Result<Parsed, Error> {
    let mut first = None;
    read_stream(bytes, options, |entry| {
        first.get_or_insert(entry.parsed);
        Ok(())
    })
    .expect("bytes in memory read");
    first.unwrap_or(Err(Error::Empty))
}

/// What reading the input says, options included; a message when it reads.
fn refusal(record: &BadInput) -> Result<Error, String> {
    let options = || -> Result<ParseOptions, Error> {
        Ok(ParseOptions {
            format: record.format.as_deref().map(str::parse).transpose()?,
            alphabet: record.alphabet.as_deref().map(str::parse).transpose()?,
            geometry: match record.box_shape {
                Some((w, h)) => Some(Arc::new(Geometry::new(w, h)?)),
                None => None,
            },
        })
    };
    let checked = options()
        .and_then(|options| match &record.bytes {
            Some(bytes) => first_of_stream(bytes, &options),
            None => read(&record.input, &options),
        })
        .and_then(|parsed| {
            unique_solution(&parsed.puzzle, parsed.candidates.as_ref()).map(|_| parsed)
        });
    match checked {
        Ok(parsed) => Err(format!(
            "bad_inputs.txt:{}: read as a {} puzzle",
            record.line, parsed.format
        )),
        Err(error) => Ok(error),
    }
}

#[test]
fn the_corpus_is_large_and_covers_every_reading_error() {
    let corpus = bad_inputs();
    assert!(corpus.len() >= 50, "{} bad inputs", corpus.len());
    for kind in [
        "empty",
        "too-long",
        "wrong-length",
        "bad-char",
        "digit-out-of-range",
        "clash",
        "too-large",
        "bad-box-shape",
        "alphabet-too-small",
        "unsupported",
        "no-solution",
        "multiple-solutions",
        "bad-options",
    ] {
        assert!(corpus.iter().any(|r| r.kind == kind), "no {kind} input");
    }
}

#[test]
fn every_bad_input_gets_its_error() {
    let mut wrong = Vec::new();
    for record in bad_inputs() {
        let error = match refusal(&record) {
            Ok(error) => error,
            Err(read) => {
                wrong.push(read);
                continue;
            }
        };
        if error.kind() != record.kind || error.to_string() != record.message {
            wrong.push(format!(
                "bad_inputs.txt:{}: expected {} \"{}\", got {} \"{}\"",
                record.line,
                record.kind,
                record.message,
                error.kind(),
                error
            ));
        }
        if let Some((line, column)) = error.line_column() {
            assert!(
                error
                    .to_string()
                    .starts_with(&format!("line {line}, column {column}: ")),
                "bad_inputs.txt:{}",
                record.line
            );
        }
    }
    assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));
}
