//! The `pencilmark` command line, run as a user runs it: for the tests
//! of the CLI.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs pencilmark with `args` and `stdin`, to the end.
pub fn run(args: &[&str], stdin: &str) -> Output {
    run_bytes(args, stdin.as_bytes())
}

/// [`run`] with input that need not be text.
pub fn run_bytes(args: &[&str], stdin: &[u8]) -> Output {
    run_env(args, stdin, &[])
}

/// [`run_bytes`] with environment variables set (`Some`) or removed
/// (`None`).
pub fn run_env(args: &[&str], stdin: &[u8], env: &[(&str, Option<&str>)]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_pencilmark"));
    for &(name, value) in env {
        match value {
            Some(value) => command.env(name, value),
            None => command.env_remove(name),
        };
    }
    let mut child = command
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    let stdin = stdin.to_vec();
    // Written from a thread: a large input fills the pipe while the
    // command's answers fill the other.
    let writer = std::thread::spawn(move || input.write_all(&stdin));
    let output = child.wait_with_output().unwrap();
    // A run that ends before it reads (refused options) closes the pipe.
    if let Err(e) = writer.join().unwrap() {
        assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "{e}");
    }
    output
}

/// The lines of what it wrote on stdout.
pub fn stdout_lines(output: &Output) -> Vec<String> {
    String::from_utf8(output.stdout.clone())
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect()
}
