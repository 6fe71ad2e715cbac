//! `pencilmark watch` driven through a pseudo-terminal (util-linux's
//! `script`): it draws, pauses, steps back and quits, and the terminal is
//! given back as it was, after q, Ctrl-C and a signal alike.

#![cfg(unix)]

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::Duration;

/// Runs `watch` on the 9x9 fixture in a 100x60 pseudo-terminal, typing
/// `keys` (each after its pause), then prints the exit status and the
/// terminal's modes. `None` when `script` is missing.
fn watch(keys: &[(u64, &[u8])], wrap: &str) -> Option<String> {
    let fixture = format!(
        "{}/tests/fixtures/terminal/9x9.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let command = format!(
        "stty cols 100 rows 60; {wrap}'{}' watch --color never '{fixture}'; echo \"EXIT=$?\"; stty -a",
        env!("CARGO_BIN_EXE_pencilmark")
    );
    let child = Command::new("script")
        .args(["-qfec", &command, "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let Ok(mut child) = child else {
        eprintln!("skipped: no `script` (util-linux) to give watch a terminal");
        return None;
    };
    let mut typing = child.stdin.take().unwrap();
    for &(millis, key) in keys {
        std::thread::sleep(Duration::from_millis(millis));
        typing.write_all(key).unwrap();
        typing.flush().unwrap();
    }
    // The session ends on its own; its input stays open until then.
    let output = child.wait_with_output().unwrap();
    drop(typing);
    Some(String::from_utf8_lossy(&output.stdout).into_owned())
}

/// The status lines drawn, in order: the step, the count of steps (once
/// the player knows it) and whether it is playing.
fn statuses(screen: &str) -> Vec<(usize, Option<usize>, bool)> {
    let mut seen = Vec::new();
    for part in screen.split("pencilmark watch · step ").skip(1) {
        let line = part.split(['\r', '\n']).next().unwrap();
        let words: Vec<&str> = line.split_whitespace().collect();
        let step = words[0].parse().unwrap();
        let of = (words[1] == "of").then(|| words[2].parse().unwrap());
        seen.push((step, of, words.contains(&"playing")));
    }
    seen.dedup();
    seen
}

/// The terminal is as it was: the main screen and the cursor back, and
/// the line discipline cooked (canonical input, echo).
fn given_back(screen: &str) {
    let end = screen.rfind("EXIT=").expect("the run ended");
    let (during, after) = screen.split_at(end);
    assert!(
        during.contains("\x1b[?1049h"),
        "the alternate screen was taken"
    );
    let left = during
        .rfind("\x1b[?1049l")
        .expect("the main screen given back");
    assert!(during[..left].rfind("\x1b[?25h").is_some() || during[left..].contains("\x1b[?25h"));
    let modes: Vec<&str> = after.split_whitespace().collect();
    assert!(
        modes.contains(&"icanon") && modes.contains(&"echo"),
        "{after}"
    );
}

#[test]
fn watch_plays_pauses_steps_back_and_quits() {
    let (right, left, end) = (b"\x1b[C", b"\x1b[D", b"\x1b[F");
    let keys: [(u64, &[u8]); 6] = [
        (300, b" "),
        (300, right),
        (300, right),
        (300, left),
        (300, end),
        (300, b"q"),
    ];
    let Some(screen) = watch(&keys, "") else {
        return;
    };
    let seen = statuses(&screen);
    assert_eq!(seen[0], (1, None, true), "{seen:?}");
    let paused = seen.iter().position(|s| !s.2).expect("paused");
    let step = seen[paused].0;
    // Stepped on, on and back; then to the end, where the count is known.
    let then = [
        (step + 1, None, false),
        (step + 2, None, false),
        (step + 1, None, false),
        (16, Some(16), false),
    ];
    assert_eq!(seen[paused + 1..], then, "{seen:?}");
    assert!(screen.contains("EXIT=0"), "{screen}");
    given_back(&screen);
}

#[test]
fn watch_gives_the_terminal_back_after_ctrl_c_and_a_signal() {
    let keys: [(u64, &[u8]); 1] = [(400, b"\x03")];
    let Some(screen) = watch(&keys, "") else {
        return;
    };
    assert!(screen.contains("EXIT=0"), "{screen}");
    given_back(&screen);
    // SIGTERM midway: the signal's exit status, and the terminal back.
    let Some(screen) = watch(&[], "timeout --foreground --preserve-status -s TERM 0.5 ") else {
        return;
    };
    assert!(screen.contains("EXIT=130"), "{screen}");
    given_back(&screen);
}

#[test]
fn watch_needs_a_terminal() {
    let output = Command::new(env!("CARGO_BIN_EXE_pencilmark"))
        .args(["watch"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(stderr.contains("watch draws on a terminal"), "{stderr}");
}
