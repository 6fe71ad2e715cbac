//! The command line's bounds: each puzzle's budget of time and guesses,
//! the bounded `--limit`, and a run stopped by a signal, which ends every
//! line it started.

mod common;

use common::cli::{run, stdout_lines};

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn empty(side: usize) -> String {
    ".".repeat(side * side)
}

#[test]
fn a_puzzle_over_its_time_is_said_and_the_next_is_answered() {
    let input = format!("{}\n{CLASSIC}\n", empty(9));
    let output = run(
        &["count", "--limit", "1000000000", "--max-millis", "200"],
        &input,
    );
    assert_eq!(output.status.code(), Some(1));
    let lines = stdout_lines(&output);
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(
        lines[0].starts_with(
            "error: puzzle 1: line 1: over budget: the search stopped before it knew the answer: out of time, after "
        ),
        "{lines:?}"
    );
    assert_eq!(lines[1], "1");
}

#[test]
fn a_puzzle_over_its_guesses_is_said_in_every_command() {
    let input = format!("{}\n{CLASSIC}\n", empty(16));
    let over = "over budget: the search stopped before it knew the answer: no more guesses allowed";
    for command in ["solve", "count", "solutions", "rate"] {
        let output = run(&[command, "--max-guesses", "1"], &input);
        assert_eq!(output.status.code(), Some(1), "{command}");
        let lines: Vec<String> = stdout_lines(&output)
            .into_iter()
            .filter(|l| !l.is_empty())
            .collect();
        assert!(
            lines[0].starts_with(&format!("error: puzzle 1: line 1: {over}")),
            "{command}: {lines:?}"
        );
        assert_eq!(lines.len(), 2, "{command}: the next puzzle answered");
    }
    // Steps stops a solve over budget with an error line after its steps.
    let output = run(&["steps", "--allow-multiple", "--max-guesses", "2"], &input);
    assert_eq!(output.status.code(), Some(1));
    let events: Vec<serde_json::Value> = stdout_lines(&output)
        .iter()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let over_at = (events.iter())
        .position(|e| e["kind"] == "error")
        .expect("an error line");
    assert_eq!(events[over_at]["error"], "over-budget");
    // As a search on the same budget, it stops before the guess past it.
    let guesses = (events[..over_at].iter())
        .filter(|e| e["kind"] == "guess")
        .count();
    assert_eq!(guesses, 2);
    let text = events[over_at]["text"].as_str().unwrap();
    assert!(text.ends_with("after 2 guesses"), "{text}");
    assert_eq!(events[over_at]["puzzle"], 0);
    assert_eq!(events[over_at]["line"], 1);
    assert!(over_at > 1, "the steps before it are printed");
    let last = events.last().unwrap();
    assert_eq!(
        (last["puzzle"].as_u64(), &last["kind"]),
        (Some(1), &"solved".into())
    );
    // So does the pretty form, its boards before the error, then the next
    // puzzle's solve.
    let args = [
        "steps",
        "--pretty",
        "--allow-multiple",
        "--max-guesses",
        "2",
    ];
    let output = run(&args, &input);
    assert_eq!(output.status.code(), Some(1));
    let lines = stdout_lines(&output);
    let over_at = (lines.iter())
        .position(|l| l.starts_with("error: puzzle 1: line 1: over budget"))
        .expect("an error line");
    assert!(
        lines[..over_at].iter().any(|l| l.contains("Guess")),
        "{lines:?}"
    );
    assert!(
        lines[over_at..].iter().any(|l| l.starts_with("Solved")),
        "{lines:?}"
    );
}

#[test]
fn generate_and_rate_keep_to_their_time() {
    // Minimal 25x25 puzzles take minutes to make.
    let output = run(
        &[
            "generate",
            "--size",
            "25",
            "--minimal",
            "--seed",
            "1",
            "--max-millis",
            "300",
        ],
        "",
    );
    assert_eq!(output.status.code(), Some(1));
    assert!(output.stdout.is_empty());
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(
        stderr,
        "pencilmark: puzzle 1: over budget: out of time while making a puzzle\n"
    );
    // A 64x64 puzzle the generator made takes seconds to rate (it needs
    // forcing chains), the one after it none.
    let big = include_str!("fixtures/generated_big.txt")
        .lines()
        .find_map(|line| line.strip_prefix("64 "))
        .unwrap();
    let output = run(
        &["rate", "--max-millis", "300"],
        &format!("{big}\n{CLASSIC}\n"),
    );
    assert_eq!(output.status.code(), Some(1));
    let lines = stdout_lines(&output);
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(
        lines[0].starts_with("error: puzzle 1: line 1: over budget: "),
        "{lines:?}"
    );
    assert!(lines[1].starts_with("easy\t"), "{lines:?}");
}

#[test]
fn budgets_and_limits_out_of_range_are_refused_as_options() {
    for args in [
        &["count", "--max-millis", "0"][..],
        &["count", "--max-millis", "soon"],
        &["count", "--max-guesses", "0"],
        &["count", "--limit", "1000000001"],
        &["solutions", "--limit", "18446744073709551615"],
    ] {
        let output = run(args, CLASSIC);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert!(stderr.starts_with("error: invalid value"), "{stderr}");
    }
    let output = run(&["solve", "--max-millis", "none"], CLASSIC);
    assert!(output.status.success());
}

/// A run stopped by SIGINT or SIGTERM midway: exit code 130, and what it
/// wrote is whole JSON lines, each ended.
#[cfg(unix)]
#[test]
fn a_signal_ends_the_run_between_lines() {
    use std::io::{BufRead, BufReader, Read, Write};
    use std::process::{Command, Stdio};

    // Slow enough to be stopped midway: guessing on empty 25x25 boards.
    let input = format!("{}\n", empty(25)).repeat(200);
    for signal in ["-INT", "-TERM"] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_pencilmark"))
            .args(["steps", "--allow-multiple", "--techniques", "naked-single"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let input = input.clone();
        let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        let mut first = String::new();
        stdout.read_line(&mut first).unwrap();
        let killed = Command::new("kill")
            .args([signal, &child.id().to_string()])
            .status()
            .unwrap();
        assert!(killed.success());
        let mut rest = String::new();
        stdout.read_to_string(&mut rest).unwrap();
        let status = child.wait().unwrap();
        // The writer may fail on the closed pipe; that is expected.
        let _ = writer.join();
        assert_eq!(status.code(), Some(130), "{signal}");
        let all = first + &rest;
        assert!(all.ends_with('\n'), "{signal}: a line left open");
        for line in all.lines() {
            let event: serde_json::Value = serde_json::from_str(line).unwrap();
            assert!(event["kind"].is_string());
        }
    }
}
