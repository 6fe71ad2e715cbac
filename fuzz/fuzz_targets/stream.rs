//! The streaming reader of the command line on any bytes, with any
//! options: it never panics, names lines in order and within the input,
//! and on UTF-8 text gives the puzzles the reader of a whole text gives.

#![no_main]

mod options;

use libfuzzer_sys::fuzz_target;
use pencilmark::formats::split_lines;
use pencilmark::{read_many, read_stream, Entry};

/// What a reader made of each puzzle: its first line and its kind.
fn seen(entry: &Entry) -> (usize, Result<(), &'static str>) {
    (
        entry.first_line,
        entry.parsed.as_ref().map(|_| ()).map_err(|e| e.kind()),
    )
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, bytes)) = data.split_first() else {
        return;
    };
    // The options of `options::split`, whatever the bytes are.
    let options = options::split(&[pick])
        .map(|(options, _)| options)
        .unwrap_or_default();
    // Lines as the reader counts them in an error's place: ended by `\n`,
    // `\r\n` or a lone `\r`.
    let breaks = bytes
        .iter()
        .enumerate()
        .filter(|&(at, &b)| b == b'\n' || (b == b'\r' && bytes.get(at + 1) != Some(&b'\n')));
    let lines = breaks.count() + 1;
    let mut streamed = Vec::new();
    read_stream(bytes, &options, |entry| {
        assert!(
            entry.first_line < lines,
            "line {} of {lines}",
            entry.first_line
        );
        if let Some((line, _)) = entry.parsed.as_ref().err().and_then(|e| e.line_column()) {
            assert!(
                (1..=lines).contains(&line),
                "error at line {line} of {lines}"
            );
        }
        streamed.push(seen(&entry));
        Ok(())
    })
    .unwrap();
    assert!(
        streamed.windows(2).all(|w| w[0].0 <= w[1].0),
        "{streamed:?}"
    );
    let Ok(text) = std::str::from_utf8(bytes) else {
        return;
    };
    let mut whole = Vec::new();
    read_many(split_lines(text).map(Ok::<_, ()>), &options, |entry| {
        whole.push(seen(&entry));
        Ok(())
    })
    .unwrap();
    assert_eq!(streamed, whole);
});
