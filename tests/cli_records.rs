//! How the command line groups lines into puzzles, and what it says of a
//! bad one: a bad line is an error of its own, named for what it most
//! likely was, and never takes its neighbours with it.

mod common;

use common::cli::{run, run_bytes, stdout_lines};

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const CLASSIC_SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// The classic puzzle as a compact block grid, a row per line.
fn classic_rows() -> String {
    (CLASSIC.as_bytes().chunks(9))
        .map(|row| format!("{}\n", String::from_utf8_lossy(row)))
        .collect()
}

#[test]
fn lines_one_cell_short_are_an_error_each() {
    let short = &CLASSIC[1..];
    let output = run(&["solve"], &format!("{short}\n{short}\n{short}\n"));
    let expected: Vec<String> = (1..=3)
        .map(|n| {
            format!("error: puzzle {n}: line {n}: found 80 cells, expected 81 for a 9x9 puzzle")
        })
        .collect();
    assert_eq!(stdout_lines(&output), expected);
}

#[test]
fn lines_of_another_board_than_the_one_asked_for_are_an_error_each() {
    let output = run(
        &["solve", "--box", "2x3"],
        &format!("{CLASSIC}\n").repeat(10),
    );
    let lines = stdout_lines(&output);
    assert_eq!(lines.len(), 10, "{lines:?}");
    assert!(lines
        .iter()
        .all(|l| l.ends_with(": found 81 cells, expected 36 for a 6x6 puzzle")));
}

#[test]
fn a_grid_followed_by_puzzle_lines_is_the_grid_then_the_lines() {
    let input = format!("{}{CLASSIC}\n{CLASSIC}\n", classic_rows());
    let output = run(&["solve"], &input);
    assert!(output.status.success(), "{:?}", stdout_lines(&output));
    assert_eq!(stdout_lines(&output), [CLASSIC_SOLUTION; 3]);
    // Comments among the rows stay with the grid.
    let commented = format!(
        "# from a book\n{}",
        classic_rows().replacen('\n', "\n# row 2 next\n", 1)
    );
    assert_eq!(
        stdout_lines(&run(&["solve"], &commented)),
        [CLASSIC_SOLUTION]
    );
    // A typo in a row is one error for the grid, at that row.
    let typo = format!(
        "{}{CLASSIC}\n",
        classic_rows().replacen("6..195...", "6..195..", 1)
    );
    assert_eq!(
        stdout_lines(&run(&["solve"], &typo)),
        [
            "error: puzzle 1: line 2, column 9: this row has 8 cells, the others 9",
            CLASSIC_SOLUTION
        ]
    );
}

#[test]
fn an_error_names_what_the_text_most_likely_was() {
    let cases = [
        (
            "A".repeat(81),
            "error: puzzle 1: line 1, column 1: 'A' is not a digit of a 9x9 puzzle",
        ),
        (
            "1".repeat(180),
            "error: puzzle 1: line 1: found 180 cells, expected 81 for a 9x9 puzzle",
        ),
        (
            "hello".to_owned(),
            "error: puzzle 1: line 1: found 5 cells, fewer than any puzzle has (the smallest, a 4x4, has 16)",
        ),
        (
            "1,2,3,4,3,4,1,2,2,1,4,3,4,3,2,65".to_owned(),
            "error: puzzle 1: line 1, column 31: '65' is not a digit of a 4x4 puzzle",
        ),
    ];
    for (text, expected) in cases {
        let output = run(&["count"], &format!("{text}\n{CLASSIC}\n"));
        assert_eq!(stdout_lines(&output), [expected, "1"], "{text}");
    }
}

#[test]
fn a_comment_may_hold_anything() {
    let mut input = format!("{CLASSIC}\n# caf").into_bytes();
    input.extend_from_slice(b"\xe9 in Windows-1252\n");
    input.extend_from_slice(format!("#{}\n", "x".repeat(3 << 20)).as_bytes());
    input.extend_from_slice(format!("{CLASSIC} # {}\n", "y".repeat(3 << 20)).as_bytes());
    let output = run_bytes(&["count"], &input);
    assert!(output.status.success(), "{:?}", stdout_lines(&output));
    assert_eq!(stdout_lines(&output), ["1", "1"]);
}

#[test]
fn a_run_of_short_lines_is_held_a_grid_at_a_time() {
    // No grid has more lines: the run is answered in pieces, as it comes.
    let output = run(&["count"], &"123\n".repeat(1000));
    let lines = stdout_lines(&output);
    assert_eq!(lines.len(), 1000usize.div_ceil(129), "{lines:?}");
    assert!(lines[1].starts_with("error: puzzle 2: line 130: found 387 cells"));
}
