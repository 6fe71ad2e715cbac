//! The reader on any text, with any options: it never panics, and what it
//! reads, written as a line, a block grid or a link and read back with the
//! format and alphabet told, is the same puzzle.

#![no_main]

mod options;

use libfuzzer_sys::fuzz_target;
use pencilmark::{read, write, Format, ParseOptions};

fuzz_target!(|data: &[u8]| {
    let Some((parsed, state)) = options::read_state(data) else {
        return;
    };
    let puzzle = &parsed.puzzle;
    for format in Format::ALL {
        let Ok(written) = write(puzzle.geometry(), &state, puzzle.alphabet(), format) else {
            continue;
        };
        let told = ParseOptions {
            format: Some(format),
            alphabet: Some(puzzle.alphabet()),
            geometry: Some(puzzle.geometry().clone()),
        };
        // Every format must read back without a panic; lines and grids
        // must give the same values.
        let again = read(&written, &told);
        if matches!(format, Format::Line | Format::Grid) {
            let again =
                again.unwrap_or_else(|e| panic!("{format} did not read back: {e}\n{written}"));
            // The state's values: the givens, or a candidate state's filled cells.
            assert_eq!(
                again.puzzle.givens(),
                &state.to_grid(puzzle.geometry()),
                "{format}:\n{written}"
            );
        }
    }
});
