//! The `pencilmark` command line, run as a user runs it.

mod common;

use std::process::{Command, Output, Stdio};

use common::cli::{run, run_bytes, stdout_lines};
use common::fixtures;

#[test]
fn solve_prints_a_solution_per_line_and_goes_on_after_errors() {
    let fixtures = fixtures();
    let mut input = String::new();
    for f in &fixtures {
        input.push_str(&format!("{}\n", f.puzzle));
    }
    input.push_str("123\n\n");
    input.push_str(&format!("{}\n", fixtures[3].puzzle));
    let output = run(&["solve"], &input);
    assert_eq!(
        output.status.code(),
        Some(1),
        "an error makes the exit status 1"
    );
    let lines = stdout_lines(&output);
    assert_eq!(lines.len(), fixtures.len() + 2);
    for (f, line) in fixtures.iter().zip(&lines) {
        assert_eq!(*line, f.solution.to_line(f.puzzle.alphabet()));
    }
    assert_eq!(
        lines[fixtures.len()],
        format!(
            "error: puzzle {n}: line {n}: found 3 cells, fewer than any puzzle has (the smallest, a 4x4, has 16)",
            n = fixtures.len() + 1
        )
    );
    assert_eq!(
        lines[fixtures.len() + 1],
        fixtures[3].solution.to_line(fixtures[3].puzzle.alphabet())
    );
}

#[test]
fn a_puzzle_line_one_character_short_does_not_swallow_the_lines_below() {
    let fixtures = fixtures();
    let classic = fixtures
        .iter()
        .find(|f| f.puzzle.geometry().side() == 9)
        .unwrap();
    let line = classic.puzzle.to_string();
    let input = format!("{}\n{line}\n{line}\n", &line[..80]);
    let output = run(&["solve"], &input);
    assert_eq!(output.status.code(), Some(1));
    let solution = classic.solution.to_line(classic.puzzle.alphabet());
    assert_eq!(
        stdout_lines(&output),
        [
            "error: puzzle 1: line 1: found 80 cells, expected 81 for a 9x9 puzzle".to_string(),
            solution.clone(),
            solution,
        ]
    );
}

#[test]
fn an_input_without_a_puzzle_is_an_error() {
    for input in ["", "\n\n", "# only a comment\n"] {
        let output = run(&["solve"], input);
        assert_eq!(output.status.code(), Some(1), "{input:?}");
        assert_eq!(
            stdout_lines(&output),
            ["error: puzzle 1: the puzzle is empty: no cells found"],
            "{input:?}"
        );
        let output = run(&["count"], input);
        assert_eq!(output.status.code(), Some(1), "{input:?}");
    }
}

#[test]
fn solve_reads_files() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/puzzles.txt");
    let puzzles: String = std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| format!("{}\n", l.split(' ').next().unwrap()))
        .collect();
    let dir = std::env::temp_dir().join(format!("pencilmark-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("puzzles.txt");
    std::fs::write(&file, &puzzles).unwrap();
    let output = run(&["solve", file.to_str().unwrap()], "");
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(output.status.success());
    assert_eq!(stdout_lines(&output).len(), fixtures().len());
}

#[test]
fn steps_prints_json_lines_tagged_with_the_puzzle_index() {
    let fixtures = fixtures();
    let input = format!("{}\n{}\n", fixtures[0].puzzle, fixtures[1].puzzle);
    let output = run(&["steps"], &input);
    assert!(output.status.success());
    let events: Vec<serde_json::Value> = stdout_lines(&output)
        .iter()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(events[0]["puzzle"], 0);
    assert_eq!(events[0]["kind"], "candidates");
    let finals: Vec<&serde_json::Value> = events.iter().filter(|e| e["kind"] == "solved").collect();
    assert_eq!(finals.len(), 2);
    assert_eq!(finals[1]["puzzle"], 1);
    assert!(events.iter().all(|e| e["text"].is_string()));
}

#[test]
fn steps_obeys_no_guess_and_techniques() {
    let stuck = fixtures()
        .into_iter()
        .find(|f| f.puzzle.geometry().side() == 9)
        .unwrap();
    let output = run(
        &["steps", "--no-guess", "--techniques", "hidden-single"],
        &format!("{}\n", stuck.puzzle),
    );
    assert!(output.status.success());
    let events: Vec<serde_json::Value> = stdout_lines(&output)
        .iter()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert!(events.iter().all(|e| e["kind"] != "guess"));
    assert!(events
        .iter()
        .filter(|e| e["kind"] == "place")
        .all(|e| e["technique"] == "hidden-single"));
    let last = &events.last().unwrap()["kind"];
    assert!(last == "stuck" || last == "solved");
}

/// Made by pencilmark from the first 9x9 fixture's solution, clues removed
/// at random while the solution stays unique: with singles, locked
/// candidates and pairs it needs a unique rectangle.
const NEEDS_A_RECTANGLE: &str =
    "7..9...13..1.......6.5...2....35.....2...86...87....5.......165...2.78......6..37";

#[test]
fn steps_uses_uniqueness_only_on_a_puzzle_checked_to_have_one_solution() {
    let techniques = "full-house,naked-single,hidden-single,pointing,claiming,naked-pair,\
                      hidden-pair,unique-rectangle";
    let events = |extra: &[&str]| -> Vec<serde_json::Value> {
        let mut args = vec!["steps", "--no-guess", "--techniques", techniques];
        args.extend(extra);
        let output = run(&args, &format!("{NEEDS_A_RECTANGLE}\n"));
        assert!(output.status.success());
        stdout_lines(&output)
            .iter()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect()
    };
    let checked = events(&[]);
    assert!(checked.iter().any(|e| e["technique"] == "unique-rectangle"));
    assert_eq!(checked.last().unwrap()["kind"], "solved");
    let allowed = events(&["--allow-multiple"]);
    assert!(!allowed.iter().any(|e| e["technique"] == "unique-rectangle"));
    assert_eq!(allowed.last().unwrap()["kind"], "stuck");
}

/// The first puzzle of magictour's top 1465: every technique but the
/// forcing chains gets stuck on it.
const NEEDS_FORCING_CHAINS: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

#[test]
fn steps_without_forcing_chains_never_uses_them_even_when_listed() {
    let events = |args: &[&str]| -> Vec<serde_json::Value> {
        let output = run(args, &format!("{NEEDS_FORCING_CHAINS}\n"));
        assert!(output.status.success());
        stdout_lines(&output)
            .iter()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect()
    };
    let chains = |events: &[serde_json::Value]| {
        events
            .iter()
            .filter(|e| {
                e["technique"]
                    .as_str()
                    .is_some_and(|t| t.ends_with("-forcing-chain"))
            })
            .count()
    };
    let with = events(&["steps", "--no-guess"]);
    assert!(chains(&with) > 0);
    let without = events(&["steps", "--no-guess", "--no-forcing-chains"]);
    assert_eq!(chains(&without), 0);
    assert_eq!(without.last().unwrap()["kind"], "stuck");
    let listed = events(&[
        "steps",
        "--no-forcing-chains",
        "--techniques",
        "hidden-single,naked-single,cell-forcing-chain,unit-forcing-chain,digit-forcing-chain",
    ]);
    assert_eq!(chains(&listed), 0);
    assert!(listed.iter().any(|e| e["kind"] == "guess"));
    assert_eq!(listed.last().unwrap()["kind"], "solved");
}

#[test]
fn steps_reports_a_bad_puzzle_as_an_error_line() {
    let output = run(&["steps"], "12?4............\n");
    assert_eq!(output.status.code(), Some(1));
    let line: serde_json::Value = serde_json::from_str(&stdout_lines(&output)[0]).unwrap();
    assert_eq!(line["puzzle"], 0);
    assert_eq!(line["kind"], "error");
    assert_eq!(line["text"], "line 1, column 3: unexpected character '?'");
}

#[test]
fn an_unknown_technique_is_refused_with_its_name() {
    let output = run(&["steps", "--techniques", "naked-single,dancing-links"], "");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(
        stderr.contains("unknown technique \"dancing-links\""),
        "{stderr}"
    );
}

#[test]
fn techniques_lists_every_name_in_default_order() {
    let output = run(&["techniques"], "");
    assert!(output.status.success());
    let lines = stdout_lines(&output);
    assert_eq!(lines[0], "full-house\tFull house");
    assert!(lines.contains(&"x-wing\tX-Wing".to_owned()));
    assert_eq!(lines.len(), pencilmark::Technique::ALL.len());
}

#[test]
fn techniques_json_gives_the_whole_table() {
    let output = run(&["techniques", "--json"], "");
    assert!(output.status.success());
    let rows: Vec<serde_json::Value> = stdout_lines(&output)
        .iter()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(rows.len(), pencilmark::Technique::ALL.len());
    assert_eq!(rows[0]["name"], "full-house");
    assert_eq!(rows[0]["family"], "singles");
    assert_eq!(rows[0]["difficulty"], 1.0);
    let bug = rows.iter().find(|r| r["name"] == "bug-plus-one").unwrap();
    assert_eq!(bug["label"], "BUG+1");
    assert_eq!(bug["familyLabel"], "Uniqueness");
    assert_eq!(bug["needsUniqueness"], true);
    let forcing = rows.iter().filter(|r| r["isTrial"] == true).count();
    assert_eq!(
        forcing, 6,
        "the cell, unit and digit forcing chains, the dynamic, dynamic+ and nested nets"
    );
}

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const CLASSIC_SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// The classic puzzle as a block grid with an .sdk-style header.
fn classic_grid() -> String {
    let rows: Vec<&str> = (0..9).map(|r| &CLASSIC[r * 9..r * 9 + 9]).collect();
    format!("#A someone\n#D a classic\n{}\n", rows.join("\n"))
}

#[test]
fn solve_reads_grids_paragraph_by_paragraph_and_names_file_lines_in_errors() {
    let mut bad = CLASSIC.to_owned();
    bad.replace_range(20..21, "?");
    let input = format!(
        "{CLASSIC} # one per line\n{bad}\n\n{}\n{CLASSIC}\n",
        classic_grid()
    );
    let output = run(&["solve"], &input);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stdout_lines(&output),
        vec![
            CLASSIC_SOLUTION.to_owned(),
            "error: puzzle 2: line 2, column 21: unexpected character '?'".to_owned(),
            CLASSIC_SOLUTION.to_owned(),
            CLASSIC_SOLUTION.to_owned(),
        ]
    );
}

#[test]
fn convert_writes_every_format_and_reads_it_back() {
    for (format, lines) in [
        ("line", 1),
        ("grid", 11),
        ("candidates", 11),
        ("pencilmarks", 1),
        ("link", 1),
    ] {
        let output = run(&["convert", "--to", format], &format!("{CLASSIC}\n"));
        assert!(output.status.success(), "{format}");
        let text = String::from_utf8(output.stdout).unwrap();
        assert_eq!(text.trim_end().lines().count(), lines, "{format}: {text}");
        let again = run(&["convert", "--to", "line"], &text);
        let back = stdout_lines(&again);
        if format == "candidates" || format == "pencilmarks" {
            // Cells with one candidate read back as filled.
            let back = &back[0];
            assert!(CLASSIC
                .chars()
                .zip(back.chars())
                .all(|(a, b)| a == '.' || a == b));
        } else {
            assert_eq!(back, vec![CLASSIC.to_owned()], "{format}");
        }
    }
    let output = run(
        &["convert", "--to", "line", "--to-alphabet", "letters"],
        &format!("{CLASSIC}\n"),
    );
    assert_eq!(stdout_lines(&output)[0], CLASSIC_LETTERS);
    let output = run(&["convert", "--to", "link"], "1234\n3412\n2143\n4321\n");
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stdout_lines(&output)[0],
        "error: puzzle 1: line 1: the link format cannot hold this puzzle: SudokuWiki links hold 9x9 boards with 3x3 boxes only"
    );
}

/// Bytes that are not a puzzle's text cost only their own line (issue 27,
/// finding 1): a line that is not UTF-8, one over 2 MiB (not held), a file
/// in UTF-16, a missing file and a folder are each an error in their
/// place, and every other puzzle is answered.
#[test]
fn a_bad_line_or_file_is_an_error_of_its_own_and_the_others_are_read() {
    let mut input = format!("{CLASSIC}\ncaf").into_bytes();
    input.extend_from_slice(b"\xe9 a Windows-1252 comment\n");
    input.extend_from_slice(&vec![b'.'; 3 << 20]);
    input.extend_from_slice(format!("\n{CLASSIC}\n").as_bytes());
    let output = run_bytes(&["count"], &input);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stdout_lines(&output),
        [
            "1",
            "error: puzzle 2: line 2, column 4: not UTF-8 text (byte 0xE9): pencilmark reads UTF-8",
            "error: puzzle 3: line 3: the text is too long: 3145728 bytes, more than any puzzle needs (at most 2097152)",
            "1",
        ]
    );
    let utf16: Vec<u8> = [0xff, 0xfe]
        .into_iter()
        .chain(CLASSIC.bytes().flat_map(|b| [b, 0]))
        .collect();
    let output = run_bytes(&["solve"], &utf16);
    assert_eq!(
        stdout_lines(&output),
        ["error: puzzle 1: line 1: the text is UTF-16: pencilmark reads UTF-8 (iconv -f UTF-16 -t UTF-8 converts it)"]
    );
    let dir = std::env::temp_dir().join(format!("pencilmark-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("classic.txt");
    std::fs::write(&file, format!("{CLASSIC}\n")).unwrap();
    let missing = dir.join("missing.txt");
    let typo = dir.join("typo.txt");
    std::fs::write(
        &typo,
        format!("{CLASSIC}\n# a comment\n{}\n", &CLASSIC[1..]),
    )
    .unwrap();
    let paths = [
        missing.to_str().unwrap(),
        dir.to_str().unwrap(),
        file.to_str().unwrap(),
        typo.to_str().unwrap(),
    ];
    let output = run(&[&["count"][..], &paths].concat(), "");
    // In JSON lines, every line is JSON: the unreadable files' too.
    for command in [&["steps"][..], &["rate", "--json"], &["hint", "--json"]] {
        let output = run(&[command, &paths].concat(), "");
        let lines: Vec<serde_json::Value> = (stdout_lines(&output).iter())
            .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{command:?}: {l}: {e}")))
            .collect();
        let missing = &lines[0];
        assert_eq!(missing["error"], "unreadable-file", "{command:?}");
        assert_eq!(missing["file"], paths[0], "{command:?}");
        let typo = lines.last().unwrap();
        assert_eq!(typo["error"], "wrong-length", "{command:?}");
        assert_eq!((&typo["puzzle"], &typo["line"]), (&2.into(), &3.into()));
    }
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(output.status.code(), Some(1));
    let lines = stdout_lines(&output);
    assert_eq!(lines.len(), 5, "{lines:?}");
    // Puzzles are counted from 1 in each file, which the line names.
    assert_eq!(lines[3], "1");
    assert_eq!(
        lines[4],
        format!(
            "error: puzzle 2 in {}: line 3: found 80 cells, expected 81 for a 9x9 puzzle",
            paths[3]
        )
    );
    assert!(
        lines[0].starts_with(&format!("error: {}: ", paths[0])),
        "{lines:?}"
    );
    assert!(
        lines[1].starts_with(&format!("error: {}: ", paths[1])),
        "{lines:?}"
    );
    assert_eq!(lines[2], "1");
}

/// What `generate` and `convert` write reads back told nothing: a header
/// line says what detection would not guess (issue 27's reproducers).
#[test]
fn what_generate_and_convert_write_reads_back_told_nothing() {
    let text = |output: Output| String::from_utf8(output.stdout).unwrap();
    // A 6x6 with boxes of 2x3 read as 3x2 had two solutions.
    let made = text(run(
        &["generate", "--seed", "1", "--box", "2x3", "--count", "3"],
        "",
    ));
    assert!(
        made.starts_with("# pencilmark: box 2x3, alphabet standard, format line\n"),
        "{made}"
    );
    assert_eq!(stdout_lines(&run(&["count"], &made)), vec!["1", "1", "1"]);
    // A 9x9 in hex writes digit 1 as `0`, a blank to detection.
    let made = text(run(&["generate", "--seed", "1", "--alphabet", "hex"], ""));
    assert!(
        made.starts_with("# pencilmark: box 3x3, alphabet hex, format line\n"),
        "{made}"
    );
    let solved = run(&["solve"], &made);
    assert!(
        solved.status.success(),
        "{}",
        String::from_utf8_lossy(&solved.stdout)
    );
    // The 6x6 in the default shape needs no header.
    let made = text(run(&["generate", "--seed", "1", "--size", "6"], ""));
    assert!(!made.contains('#'), "{made}");
    // A 16x16 grid and a 6x6 after it in the usual shape: a header for
    // the first, if it needs one, does not hold the second.
    let fixtures = fixtures();
    let sixteen = fixtures
        .iter()
        .find(|f| f.puzzle.geometry().side() == 16)
        .unwrap();
    let six = fixtures
        .iter()
        .find(|f| f.puzzle.geometry().side() == 6)
        .unwrap();
    let lines = format!("{}\n{}\n", sixteen.puzzle, six.puzzle);
    let grids = text(run(&["convert", "--to", "grid"], &lines));
    let back = run(&["convert", "--to", "line"], &grids);
    assert_eq!(
        stdout_lines(&back),
        vec![sixteen.puzzle.to_string(), six.puzzle.to_string()],
        "{grids}"
    );
    // A link holds digits only: another alphabet asked for is an error, not ignored.
    let link = run(
        &["convert", "--to", "link", "--to-alphabet", "hex"],
        &format!("{CLASSIC}\n"),
    );
    assert_eq!(link.status.code(), Some(1));
    assert_eq!(
        stdout_lines(&link)[0],
        "error: puzzle 1: line 1: the link format cannot hold this puzzle: it holds digits only, in no other alphabet"
    );
}

const CLASSIC_LETTERS: &str =
    "EC..G....F..AIE....IH....F.H...F...CD..H.C..AG...B...F.F....BH....DAI..E....H..GI";

#[test]
fn steps_start_from_a_candidate_grid() {
    let grid = run(&["convert", "--to", "candidates"], &format!("{CLASSIC}\n"));
    let grid = String::from_utf8(grid.stdout).unwrap();
    let output = run(&["steps"], &grid);
    assert!(output.status.success());
    let first: serde_json::Value = serde_json::from_str(&stdout_lines(&output)[0]).unwrap();
    assert_eq!(first["kind"], "candidates");
    // The four cells with one candidate were read as filled, and their
    // digits left their peers' candidates.
    assert_eq!(
        first["text"],
        "Candidates computed: 129 candidates in 47 empty cells"
    );
    let options = run(&["steps", "--format", "line", "--box", "3x2"], "1.....\n");
    let line: serde_json::Value = serde_json::from_str(&stdout_lines(&options)[0]).unwrap();
    assert_eq!(line["error"], "wrong-length");
    assert_eq!(line["text"], "found 6 cells, expected 36 for a 6x6 puzzle");
}

#[test]
fn solve_says_when_a_puzzle_has_no_solution() {
    // r1c9 can hold nothing: 1 to 8 are in its row, 9 in its column.
    let impossible = format!("12345678.........9{}", ".".repeat(63));
    let output = run(&["solve"], &format!("{impossible}\n{CLASSIC}\n"));
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stdout_lines(&output),
        vec![
            "error: puzzle 1: line 1: the puzzle has no solution".to_owned(),
            CLASSIC_SOLUTION.to_owned()
        ]
    );
}

/// CLASSIC_SOLUTION with r4c6, r4c9, r5c6 and r5c9 blank: they hold 1 3 /
/// 3 1 or 3 1 / 1 3, a deadly rectangle, so the puzzle has two solutions.
fn two_solutions() -> String {
    let mut cells: Vec<char> = CLASSIC_SOLUTION.chars().collect();
    for (row, col) in [(4, 6), (4, 9), (5, 6), (5, 9)] {
        cells[(row - 1) * 9 + col - 1] = '.';
    }
    cells.into_iter().collect()
}

#[test]
fn solve_and_steps_refuse_several_solutions_unless_allowed() {
    let twice = two_solutions();
    let refusal =
        "error: puzzle 1: line 1: the puzzle has at least 2 solutions: r4c6 is 1 in one and 3 in another";
    let output = run(
        &["solve"],
        &format!(
            "{twice}
{CLASSIC}
"
        ),
    );
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stdout_lines(&output),
        vec![refusal.to_owned(), CLASSIC_SOLUTION.to_owned()]
    );
    let output = run(
        &["solve", "--allow-multiple"],
        &format!(
            "{twice}
"
        ),
    );
    assert!(output.status.success());
    assert_eq!(stdout_lines(&output), vec![CLASSIC_SOLUTION.to_owned()]);

    let output = run(
        &["steps"],
        &format!(
            "{twice}
"
        ),
    );
    assert_eq!(output.status.code(), Some(1));
    let line: serde_json::Value = serde_json::from_str(&stdout_lines(&output)[0]).unwrap();
    assert_eq!(line["error"], "multiple-solutions");
    let output = run(
        &["steps", "--allow-multiple"],
        &format!(
            "{twice}
"
        ),
    );
    assert!(output.status.success());
    let last: serde_json::Value =
        serde_json::from_str(stdout_lines(&output).last().unwrap()).unwrap();
    assert_eq!(last["kind"], "solved");
}

#[test]
fn a_candidate_grid_is_solved_and_counted_from_its_candidates() {
    // The two-solution puzzle as a candidate grid with 3 removed from r4c6:
    // only the solution with 1 there is left.
    let grid = run(
        &["convert", "--to", "candidates"],
        &format!(
            "{}
",
            two_solutions()
        ),
    );
    let grid = String::from_utf8(grid.stdout).unwrap();
    assert_eq!(stdout_lines(&run(&["count"], &grid)), vec!["2"]);
    let narrowed = grid.replacen("13", "1", 1);
    assert_ne!(narrowed, grid);
    assert_eq!(stdout_lines(&run(&["count"], &narrowed)), vec!["1"]);
    let output = run(&["solve"], &narrowed);
    assert!(output.status.success());
    assert_eq!(stdout_lines(&output), vec![CLASSIC_SOLUTION.to_owned()]);
    // Rated from its candidates too, as what is left to solve from there.
    let rated = run(&["rate"], &narrowed);
    assert!(rated.status.success(), "{:?}", stdout_lines(&rated));
    assert!(stdout_lines(&run(&["rate"], &grid))[0].contains("at least 2 solutions"));
}

#[test]
fn count_prints_the_number_of_solutions_capped_at_the_limit() {
    let fixtures = fixtures();
    let impossible = format!("12345678.........9{}", ".".repeat(63));
    let mut input = String::new();
    for f in &fixtures {
        input.push_str(&format!("{}\n", f.puzzle));
    }
    input.push_str(&format!(
        "{}\n{impossible}\n{}\n12?4\n",
        ".".repeat(16),
        ".".repeat(36)
    ));
    let output = run(&["count"], &input);
    assert_eq!(
        output.status.code(),
        Some(1),
        "a bad line makes the status 1"
    );
    let lines = stdout_lines(&output);
    let n = fixtures.len();
    assert_eq!(lines.len(), n + 4);
    assert!(lines[..n].iter().all(|l| l == "1"), "{lines:?}");
    assert_eq!(lines[n..n + 3], ["2", "0", "2"]);
    assert_eq!(
        lines[n + 3],
        format!(
            "error: puzzle {}: line {}: found 4 cells, fewer than any puzzle has (the smallest, a 4x4, has 16)",
            n + 4,
            n + 4
        )
    );

    let output = run(
        &["count", "--limit", "1000"],
        &format!("{}\n", ".".repeat(16)),
    );
    assert!(output.status.success());
    assert_eq!(stdout_lines(&output), vec!["288"]);
    let output = run(&["count", "--limit", "7"], &format!("{}\n", ".".repeat(36)));
    assert_eq!(stdout_lines(&output), vec!["7"]);
}

#[test]
fn solutions_lists_each_puzzles_solutions_then_an_empty_line() {
    let fixtures = fixtures();
    let twice = two_solutions();
    let impossible = format!("12345678.........9{}", ".".repeat(63));
    let mut input = String::new();
    for f in &fixtures {
        input.push_str(&format!(
            "{}\n",
            f.puzzle.givens().to_line(f.puzzle.alphabet())
        ));
    }
    input.push_str(&format!(
        "{twice}\n{impossible}\n12?4\n{}\n",
        ".".repeat(16)
    ));
    let output = run(&["solutions"], &input);
    assert_eq!(
        output.status.code(),
        Some(1),
        "a bad puzzle makes the status 1"
    );
    // Each puzzle's lines, up to the empty line after them.
    let text = String::from_utf8(output.stdout).unwrap();
    let mut blocks = vec![String::new()];
    for line in text.lines() {
        match line {
            "" => blocks.push(String::new()),
            _ => {
                let block = blocks.last_mut().unwrap();
                block.push_str(line);
                block.push('\n');
            }
        }
    }
    assert_eq!(
        blocks.pop().as_deref(),
        Some(""),
        "an empty line ends the text"
    );
    let blocks: Vec<&str> = blocks.iter().map(|b| b.trim_end()).collect();
    let n = fixtures.len();
    assert_eq!(blocks.len(), n + 4, "{text}");
    // Every size and alphabet: the one solution, in the puzzle's alphabet.
    for (f, block) in fixtures.iter().zip(&blocks) {
        assert_eq!(*block, f.solution.to_line(f.puzzle.alphabet()));
    }
    // The two solutions of the puzzle with two, each filling its blanks, at
    // r4c6 one with 1 and one with 3 (what `solve` names).
    let two: Vec<&str> = blocks[n].lines().collect();
    assert_eq!(two.len(), 2, "{text}");
    assert!(two.contains(&CLASSIC_SOLUTION), "{two:?}");
    for line in &two {
        assert!(line
            .chars()
            .zip(twice.chars())
            .all(|(s, g)| g == '.' || s == g));
    }
    let r4c6: Vec<char> = two
        .iter()
        .map(|l| l.chars().nth(3 * 9 + 5).unwrap())
        .collect();
    assert!(r4c6.contains(&'1') && r4c6.contains(&'3'), "{r4c6:?}");
    assert_eq!(blocks[n + 1], "", "no solution: an empty block");
    assert_eq!(
        blocks[n + 2],
        format!(
            "error: puzzle {}: line {}: found 4 cells, fewer than any puzzle has (the smallest, a 4x4, has 16)",
            n + 3,
            n + 3
        )
    );
    // The empty 4x4 board: two of its 288 grids by default, all with --limit.
    assert_eq!(blocks[n + 3].lines().count(), 2);
    let output = run(
        &["solutions", "--limit", "300"],
        &format!("{}\n", ".".repeat(16)),
    );
    assert!(output.status.success());
    let mut grids = stdout_lines(&output);
    assert_eq!(grids.pop().as_deref(), Some(""));
    assert_eq!(grids.len(), 288);
    grids.sort();
    grids.dedup();
    assert_eq!(grids.len(), 288, "each grid once");

    let output = run(&["solutions", "--limit", "0"], "");
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn count_refuses_a_limit_of_zero() {
    let output = run(&["count", "--limit", "0"], "");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(stderr.contains("--limit"), "{stderr}");
}

#[test]
fn generate_prints_proper_puzzles_the_seed_repeats() {
    let args = [
        "generate",
        "--count",
        "4",
        "--seed",
        "12",
        "--symmetry",
        "180",
    ];
    let output = run(&args, "");
    assert!(output.status.success());
    assert!(
        output.stderr.is_empty(),
        "no seed to report, no progress bar"
    );
    let lines = stdout_lines(&output);
    assert_eq!(lines.len(), 4);
    for line in &lines {
        let puzzle: pencilmark::Puzzle = line.parse().unwrap();
        assert_eq!(puzzle.geometry().side(), 9);
        assert_eq!(pencilmark::count_solutions(&puzzle, 2), 1, "{line}");
    }
    assert_eq!(stdout_lines(&run(&args, "")), lines);
    let other = run(&["generate", "--count", "4", "--seed", "13"], "");
    assert_ne!(stdout_lines(&other), lines);
}

/// What a shell `command` running pencilmark (`PM` in it) writes to its
/// terminal (stderr on a pseudo-terminal, through util-linux's
/// `script`), with its stdout in a file, and that file; the progress bar
/// shown at once. `None` when `script` is missing.
fn on_a_terminal(command: &str) -> Option<(String, String)> {
    let dir = std::env::temp_dir().join(format!("pencilmark-tty-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join(format!("{}.txt", command.len()));
    let command = format!(
        "PENCILMARK_PROGRESS_AFTER_MS=0; PM='{}'; export PENCILMARK_PROGRESS_AFTER_MS; {command} > '{}'",
        env!("CARGO_BIN_EXE_pencilmark"),
        out.display()
    );
    let terminal = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .stdin(Stdio::null())
        .output();
    let stdout = std::fs::read_to_string(&out);
    std::fs::remove_dir_all(&dir).unwrap();
    let terminal = terminal.ok()?;
    assert!(terminal.status.success(), "{terminal:?}");
    Some((String::from_utf8(terminal.stdout).unwrap(), stdout.unwrap()))
}

#[test]
fn long_runs_show_a_progress_bar_on_a_terminal_and_nothing_elsewhere() {
    let Some((terminal, stdout)) = on_a_terminal("\"$PM\" generate --count 10 --seed 1") else {
        eprintln!("SKIPPED: no `script` (util-linux) to run the CLI on a pseudo-terminal");
        return;
    };
    assert_eq!(stdout.lines().count(), 10, "the puzzles go to stdout");
    assert!(terminal.contains("] 1/10 puzzles, "), "{terminal:?}");
    assert!(terminal.contains("] 10/10 puzzles, "), "{terminal:?}");
    // Taken off the screen at the end.
    assert!(terminal.ends_with("\r\x1b[2K"), "{terminal:?}");
    // Through a file: how far, in percent.
    let file = format!("{}/tests/fixtures/puzzles.txt", env!("CARGO_MANIFEST_DIR"));
    let (terminal, stdout) = on_a_terminal(&format!("\"$PM\" count '{file}'")).unwrap();
    assert!(stdout.lines().count() > 1);
    assert!(terminal.contains("100% "), "{terminal:?}");
    assert!(terminal.contains(" puzzles, "), "{terminal:?}");
    // Standard input: a spinner and the count.
    let (terminal, _) = on_a_terminal(&format!("\"$PM\" count < '{file}'")).unwrap();
    assert!(terminal.contains(" puzzles, "), "{terminal:?}");
    assert!(!terminal.contains('%'), "{terminal:?}");
    // Nothing while the run is short (the bar waits a second).
    let quick = "PENCILMARK_PROGRESS_AFTER_MS=1000 \"$PM\" generate --count 9 --seed 1";
    let (terminal, stdout) = on_a_terminal(quick).unwrap();
    assert_eq!(stdout.lines().count(), 9);
    assert_eq!(terminal, "", "no bar for a quick run");
    // Nor with stderr not a terminal.
    let output = run(&["generate", "--count", "10", "--seed", "1"], "");
    assert!(output.stderr.is_empty());
}

#[test]
fn generate_without_a_seed_says_which_it_took() {
    let output = run(&["generate", "--size", "6"], "");
    assert!(output.status.success());
    let stderr = String::from_utf8(output.stderr).unwrap();
    let seed = stderr
        .trim()
        .strip_prefix("pencilmark: seed ")
        .expect("the seed on stderr");
    let again = run(&["generate", "--size", "6", "--seed", seed], "");
    assert_eq!(again.stdout, output.stdout);
}

#[test]
fn generate_hits_the_level_and_prints_solution_and_rating() {
    let output = run(
        &[
            "generate",
            "--level",
            "hard",
            "--count",
            "2",
            "--seed",
            "3",
            "--solution",
            "--rate",
        ],
        "",
    );
    assert!(output.status.success());
    for line in stdout_lines(&output) {
        let words: Vec<&str> = line.split(' ').collect();
        assert_eq!(words.len(), 6, "{line}");
        let puzzle: pencilmark::Puzzle = words[0].parse().unwrap();
        let solution: pencilmark::Puzzle = words[1].parse().unwrap();
        assert!(solution.givens().solves(puzzle.givens()));
        assert_eq!(&words[2..4], ["#", "hard"], "{line}");
        let rating: f64 = words[4].parse().unwrap();
        assert!((4.1..=6.0).contains(&rating), "{line}");
    }
    let band = run(
        &["generate", "--er", "6.0..7.5", "--seed", "3", "--rate"],
        "",
    );
    assert!(band.status.success());
    let line = stdout_lines(&band).remove(0);
    let rating: f64 = line.split(' ').nth(3).unwrap().parse().unwrap();
    assert!((6.0..=7.5).contains(&rating), "{line}");
    let bad = run(&["generate", "--er", "7..6"], "");
    assert_eq!(bad.status.code(), Some(2), "clap refuses the band");
    assert!(String::from_utf8(bad.stderr)
        .unwrap()
        .contains("ER band \"7..6\": its low end is above its high end"));
    let sixteen = run(
        &["generate", "--size", "16", "--seed", "1", "--level", "easy"],
        "",
    );
    assert!(sixteen.status.success());
    let line = stdout_lines(&sixteen).remove(0);
    assert_eq!(line.chars().count(), 256);
}

#[test]
fn generate_refuses_bad_options_and_says_when_it_gives_up() {
    let output = run(
        &[
            "generate",
            "--min-clues",
            "30",
            "--max-clues",
            "20",
            "--seed",
            "1",
        ],
        "",
    );
    // Options that cannot work together are refused as clap refuses
    // one that does not read: exit code 2, the message, the usage.
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(
        stderr.starts_with("error: bad options: min clues (30) is more than max clues (20)\n"),
        "{stderr}"
    );
    assert!(stderr.contains("Usage: pencilmark generate"), "{stderr}");
    let output = run(&["generate", "--max-clues", "0"], "");
    assert_eq!(output.status.code(), Some(2), "refused before any attempt");
    assert!(String::from_utf8(output.stderr).unwrap().starts_with(
        "error: bad options: max clues (0) is fewer than any 9x9 puzzle with one solution has (at least 17)"
    ));
    let output = run(
        &[
            "generate",
            "--max-clues",
            "18",
            "--attempts",
            "3",
            "--seed",
            "1",
        ],
        "",
    );
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(
        stderr.starts_with("pencilmark: puzzle 1: no puzzle met the options in 3 attempts"),
        "{stderr}"
    );
    let output = run(
        &[
            "generate",
            "--technique",
            "digit-forcing-chain",
            "--seed",
            "1",
        ],
        "",
    );
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8(output.stderr).unwrap().starts_with(
        "error: bad options: digit-forcing-chain cannot be practised: practice puzzles \
         are made without forcing chains (the generator solves the puzzle again after every \
         clue it takes away, and a forcing chain makes each solve far too slow)\n"
    ));
    for bad in [&["--size", "7"][..], &["--size", "0"], &["--box", "0x0"]] {
        let output = run(&[&["generate"][..], bad].concat(), "");
        assert_eq!(output.status.code(), Some(2), "{bad:?}");
    }
    let output = run(&["generate", "--level", "fiendish"], "");
    assert_eq!(output.status.code(), Some(2), "clap refuses the name");
    assert!(String::from_utf8(output.stderr)
        .unwrap()
        .contains("unknown level \"fiendish\""));
}

#[test]
fn rate_prints_level_er_ep_ed_score_and_technique_per_puzzle() {
    let input = "\
..35.......4..2....1..4..62......793......6....72.8..4......936..........698..1.7
9.4.....25...1..9......8...7981....6...42.....6........4...75..2.5.......7....68.
.................................................................................
98.7..6..75.....8...6......4...3.5....59...6......2..4.2..1......98...7......91.3
";
    let output = run(&["rate"], input);
    assert_eq!(output.status.code(), Some(1), "one puzzle is not proper");
    let lines = stdout_lines(&output);
    assert_eq!(lines[0], "easy\t1.5\t1.2\t1.2\t65.3\thidden-single");
    assert_eq!(lines[1], "easy\t2.0\t1.2\t1.2\t68.4\thidden-pair");
    assert!(
        lines[2].starts_with("error: puzzle 3: line 3: the puzzle has at least 2 solutions: r"),
        "{}",
        lines[2]
    );
    // Nets finish it: rated on the scale, not "needs guessing".
    assert!(lines[3].starts_with("diabolical\t11.0\t"), "{}", lines[3]);
    assert!(lines[3].ends_with("\tnested-forcing-chain"), "{}", lines[3]);
    let json = run(&["rate", "--json"], input.lines().nth(1).unwrap());
    let rating: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(rating["puzzle"], 0);
    assert_eq!(rating["level"], "easy");
    assert_eq!(
        (rating["er"].as_f64(), rating["ep"].as_f64()),
        (Some(2.0), Some(1.2))
    );
    assert_eq!(rating["ed"].as_f64(), Some(1.2));
    assert_eq!(rating["steps"].as_array().unwrap().len(), 2);
    assert!(rating["steps"][0]["text"]
        .as_str()
        .unwrap()
        .starts_with("Hidden pair: in box 6"));
}

#[test]
fn hint_gives_the_next_step_of_each_position_and_goes_on_after_errors() {
    // The classic puzzle; its candidate grid, a position as a person
    // writes it down, where r5c5's one candidate reads as the digit placed
    // (so the hint moves on); and a puzzle with no solution.
    let candidates = run(&["convert", "--to", "candidates"], CLASSIC);
    let reached = String::from_utf8(candidates.stdout).unwrap();
    let input = format!(
        "{CLASSIC}\n\n{reached}\n12345678.........9{}\n",
        ".".repeat(63)
    );
    let output = run(&["hint"], &input);
    assert_eq!(
        output.status.code(),
        Some(1),
        "the last position has no solution"
    );
    let lines = stdout_lines(&output);
    assert_eq!(
        lines,
        [
            "r5c5 = 5: naked single, the only candidate left in r5c5",
            "r5c2 = 2: naked single, the only candidate left in r5c2",
            "No solution: r1c9 has no candidate left",
        ]
    );

    let output = run(&["hint", "--json", "--techniques", "x-wing"], CLASSIC);
    assert!(output.status.success());
    let step: serde_json::Value = serde_json::from_str(&stdout_lines(&output)[0]).unwrap();
    assert_eq!(step["puzzle"], 0);
    assert_eq!(step["kind"], "eliminate");
    assert_eq!(step["technique"], "x-wing");
    assert_eq!(step["removals"][0]["cell"], 78);

    let output = run(&["hint", "--techniques", "bug-plus-one"], CLASSIC);
    assert!(output.status.success(), "stuck is an answer");
    assert!(stdout_lines(&output)[0].starts_with("Stuck: no enabled technique applies"));

    let output = run(&["hint", "--json"], "12?4............");
    assert_eq!(output.status.code(), Some(1));
    let error: serde_json::Value = serde_json::from_str(&stdout_lines(&output)[0]).unwrap();
    assert_eq!(error["kind"], "error");
    assert_eq!(error["error"], "bad-char");
    assert_eq!((&error["line"], &error["column"]), (&1.into(), &3.into()));

    // No solution, though no cell or house shows it yet: no step from a
    // broken board, but the search's word, as solve and steps give it.
    let broken = format!("532{}", &CLASSIC[3..]);
    let output = run(&["hint"], &broken);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stdout_lines(&output),
        ["error: puzzle 1: line 1: the puzzle has no solution"]
    );
    let output = run(&["hint", "--json"], &broken);
    let error: serde_json::Value = serde_json::from_str(&stdout_lines(&output)[0]).unwrap();
    assert_eq!(error["error"], "no-solution");
}

/// The output the README shows under `$ pencilmark …` for `generate` and
/// `rate`, line for line.
fn readme_output(command: &str) -> Vec<String> {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let mut lines = readme.lines().skip_while(|l| *l != format!("$ {command}"));
    assert!(lines.next().is_some(), "the README shows no `$ {command}`");
    lines
        .take_while(|l| !l.starts_with('$') && !l.starts_with("```"))
        .map(str::to_owned)
        .collect()
}

#[test]
fn the_readme_shows_what_generate_and_rate_print() {
    let made = run(&["generate", "--count", "3", "--seed", "1", "--rate"], "");
    assert_eq!(
        stdout_lines(&made),
        readme_output("pencilmark generate --count 3 --seed 1 --rate")
    );
    let made = run(&["generate", "--count", "3", "--seed", "1"], "");
    let rated = run(&["rate"], &String::from_utf8(made.stdout).unwrap());
    assert_eq!(
        stdout_lines(&rated),
        readme_output("pencilmark generate --count 3 --seed 1 | pencilmark rate")
    );
}
