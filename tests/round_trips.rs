//! Round trips without options: whatever pencilmark writes for a stream of
//! puzzles (`generate`, `convert`: `write_readable`, a header line above a
//! puzzle when the reader could not tell its shape, alphabet or format),
//! pencilmark reads back as the same puzzles, told nothing. Every format,
//! every alphabet that holds the board and every box shape from 4x4 to
//! 64x64, on boards made from the shifted pattern (as in properties.rs),
//! digits relabelled, some cells blank and, in the candidate formats, some
//! candidates gone.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::sync::Arc;

use pencilmark::formats::same_puzzle;
use pencilmark::{
    count_solutions, read, read_many, write_readable, Alphabet, Candidates, Digit, Format,
    Geometry, Grid, Header, ParseOptions,
};
use proptest::collection::vec;
use proptest::prelude::*;

/// Every box shape (width, height) of a board from 4x4 to 64x64.
fn shapes() -> Vec<(usize, usize)> {
    (2..=32)
        .flat_map(|w| (2..=32).map(move |h| (w, h)))
        .filter(|&(w, h)| w * h <= 64)
        .collect()
}

/// A board's state: a valid grid with blanks, and candidates taken out of
/// the blanks (never down to one, which reads back as a value).
#[derive(Clone, Debug)]
struct Board {
    geometry: Arc<Geometry>,
    state: Candidates,
}

fn board() -> impl Strategy<Value = Board> {
    let shapes = shapes();
    (0..shapes.len())
        .prop_flat_map(move |i| {
            let (width, height) = shapes[i];
            let side = width * height;
            (
                Just((width, height)),
                Just((1..=side).collect::<Vec<usize>>()).prop_shuffle(),
                vec(prop::bool::weighted(0.6), side * side),
                vec(any::<u64>(), 1..8),
            )
        })
        .prop_map(|((width, height), digits, blank, keep)| {
            let geometry = Arc::new(Geometry::new(width, height).unwrap());
            let side = width * height;
            let mut grid = Grid::empty(Arc::clone(&geometry));
            for cell in geometry.cells() {
                let (r, c) = (cell.index() / side, cell.index() % side);
                let value = digits[(width * (r % height) + r / height + c) % side];
                if !blank[cell.index()] {
                    grid.set(cell, Digit::new(value as u8));
                }
            }
            let state = common::partial_state(&grid, &keep);
            Board { geometry, state }
        })
}

/// The formats and alphabets that can write this board.
fn ways(board: &Board) -> Vec<(Format, Alphabet)> {
    Format::ALL
        .into_iter()
        .flat_map(|f| Alphabet::ALL.into_iter().map(move |a| (f, a)))
        // A link holds digits only (`convert` refuses another alphabet).
        .filter(|&(format, alphabet)| format != Format::Link || alphabet == Alphabet::Standard)
        .filter(|&(format, alphabet)| {
            pencilmark::write(&board.geometry, &board.state, alphabet, format).is_ok()
        })
        .collect()
}

/// Writes `boards` as one stream, each with its way, as `convert` does (a
/// grid in a paragraph of its own); returns the text.
fn stream(boards: &[(&Board, Format, Alphabet)]) -> String {
    let mut text = String::new();
    let mut in_force: Option<Header> = None;
    for &(board, format, alphabet) in boards {
        let grid = matches!(format, Format::Grid | Format::Candidates);
        if grid && !text.is_empty() && !text.ends_with("\n\n") {
            text.push('\n');
            in_force = None;
        }
        let (written, header) = write_readable(
            &board.geometry,
            &board.state,
            alphabet,
            format,
            in_force.as_ref(),
        )
        .unwrap();
        if let Some(header) = header {
            text.push_str(&header.line());
            text.push('\n');
            in_force = Some(header);
        }
        // As `convert` ends every puzzle: a blank line after a grid, which
        // ends what a header held.
        text.push_str(&written);
        text.push('\n');
        if written.ends_with('\n') {
            in_force = None;
        }
    }
    text
}

/// Checks that `text` reads back, with no options, as `boards` in order:
/// as each board's own text reads told its format, shape and alphabet.
fn reads_back(text: &str, boards: &[(&Board, Format, Alphabet)]) -> Result<(), TestCaseError> {
    let mut entries = Vec::new();
    read_many(
        text.lines().map(Ok::<_, ()>),
        &ParseOptions::default(),
        |entry| {
            entries.push(entry.parsed);
            Ok(())
        },
    )
    .unwrap();
    prop_assert_eq!(entries.len(), boards.len(), "puzzles read from:\n{}", text);
    for (parsed, &(board, format, alphabet)) in entries.iter().zip(boards) {
        let parsed = parsed
            .as_ref()
            .map_err(|e| TestCaseError::fail(format!("{format} in {alphabet}: {e}\n{text}")))?;
        let written = pencilmark::write(&board.geometry, &board.state, alphabet, format).unwrap();
        let told = ParseOptions {
            format: Some(format),
            geometry: Some(Arc::clone(&board.geometry)),
            alphabet: Some(alphabet),
        };
        let meant = read(&written, &told).unwrap();
        prop_assert!(
            same_puzzle(parsed, &meant),
            "{} in {}:\n{}",
            format,
            alphabet,
            text
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// One puzzle, in any way that can write it, reads back as itself.
    #[test]
    fn a_puzzle_written_reads_back_without_options(board in board(), pick in any::<usize>()) {
        let ways = ways(&board);
        let (format, alphabet) = ways[pick % ways.len()];
        let boards = [(&board, format, alphabet)];
        reads_back(&stream(&boards), &boards)?;
    }

    /// Two puzzles of other shapes in one stream: a header for the first
    /// does not hold the second.
    #[test]
    fn puzzles_of_two_shapes_in_one_stream_read_back(
        first in board(),
        second in board(),
        picks in (any::<usize>(), any::<usize>()),
    ) {
        let (ways1, ways2) = (ways(&first), ways(&second));
        let a = ways1[picks.0 % ways1.len()];
        let b = ways2[picks.1 % ways2.len()];
        let boards = [(&first, a.0, a.1), (&second, b.0, b.1)];
        reads_back(&stream(&boards), &boards)?;
    }
}

/// The reproducers of the issue: a 6x6 with boxes of 2x3 (read as 3x2 by
/// detection) gets a header; a full 16x16 grid (whose rows read as 4x4
/// lines with digits out of range) once needed one, and now reads as one
/// grid told nothing: rows are read together up to a line that is a
/// puzzle of its own.
#[test]
fn shapes_detection_cannot_guess_get_a_header() {
    for (width, height) in [(2, 3), (4, 4)] {
        let geometry = Arc::new(Geometry::new(width, height).unwrap());
        let side = width * height;
        let mut grid = Grid::empty(Arc::clone(&geometry));
        for cell in geometry.cells() {
            let (r, c) = (cell.index() / side, cell.index() % side);
            grid.set(
                cell,
                Digit::new(((width * (r % height) + r / height + c) % side + 1) as u8),
            );
        }
        let state = Candidates::new(&grid);
        let format = if width == 2 {
            Format::Line
        } else {
            Format::Grid
        };
        let (_, header) =
            write_readable(&geometry, &state, Alphabet::Standard, format, None).unwrap();
        if width == 4 {
            assert_eq!(header, None, "the grid reads back as itself");
            continue;
        }
        let header = header.expect("a header");
        assert_eq!(
            header.line(),
            format!("# pencilmark: box {width}x{height}, alphabet standard, format {format}")
        );
        // Under that header, the same puzzle needs none.
        let (_, again) =
            write_readable(&geometry, &state, Alphabet::Standard, format, Some(&header)).unwrap();
        assert_eq!(again, None);
    }
}

/// A header a person writes may give only what detection cannot guess:
/// the box shape alone sets the boxes, detection the rest.
#[test]
fn a_header_may_give_the_box_shape_alone() {
    let six = ".1..4..........35.....6.5.2..1.4....";
    let counts = |text: &str| -> Vec<usize> {
        let mut counts = Vec::new();
        let lines = text.lines().map(Ok::<_, ()>);
        read_many(lines, &ParseOptions::default(), |entry| {
            let parsed = entry.parsed.expect("the puzzle reads");
            counts.push(count_solutions(&parsed.puzzle, 2));
            Ok(())
        })
        .unwrap();
        counts
    };
    // Detection reads 3x2 boxes: several solutions; told 2x3, one.
    assert_eq!(counts(&format!("{six}\n")), [2]);
    assert_eq!(counts(&format!("# pencilmark: box 2x3\n{six}\n")), [1]);
    let header = Header::of_line("# pencilmark: box 2x3").unwrap().unwrap();
    assert_eq!(header.alphabet, None);
    assert_eq!(header.line(), "# pencilmark: box 2x3");
}
