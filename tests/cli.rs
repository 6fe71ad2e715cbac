//! The `pencilmark` command line, run as a user runs it.

mod common;

use std::io::Write;
use std::process::{Command, Output, Stdio};

use common::fixtures;

fn run(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pencilmark"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn stdout_lines(output: &Output) -> Vec<String> {
    String::from_utf8(output.stdout.clone())
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect()
}

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
            "error: puzzle {}: found 3 cells, expected 16 for a 4x4 puzzle",
            fixtures.len()
        )
    );
    assert_eq!(
        lines[fixtures.len() + 1],
        fixtures[3].solution.to_line(fixtures[3].puzzle.alphabet())
    );
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
    let output = run(&["steps", "--techniques", "naked-single,x-wing"], "");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(stderr.contains("unknown technique \"x-wing\""), "{stderr}");
}

#[test]
fn solve_says_when_a_puzzle_has_no_solution() {
    let impossible = format!("12345678.........9{}\n", ".".repeat(63));
    let output = run(&["solve"], &impossible);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stdout_lines(&output),
        vec!["error: puzzle 0: the puzzle has no solution"]
    );
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
            "error: puzzle {}: found 4 cells, expected 16 for a 4x4 puzzle",
            n + 3
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
fn count_refuses_a_limit_of_zero() {
    let output = run(&["count", "--limit", "0"], "");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(stderr.contains("--limit"), "{stderr}");
}
