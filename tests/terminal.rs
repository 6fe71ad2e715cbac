//! Boards drawn for a person at a terminal: `show` and `steps --pretty`,
//! held to snapshots that were reviewed by eye (after a change made on
//! purpose, `PENCILMARK_BLESS=1 cargo test --test terminal` rewrites them;
//! look at them again).

mod common;

use std::path::PathBuf;

use common::cli::run_env;
use pencilmark::Family;

/// The boards of `tests/fixtures/terminal/`: a 4x4 and a 6x6 puzzle as
/// the generator makes them, a 9x9 candidate state whose next step is an
/// XY-Wing, and a 16x16 puzzle with seven cells empty.
const BOARDS: [&str; 4] = ["4x4", "6x6", "9x9", "16x16"];

fn fixture(board: &str) -> String {
    format!(
        "{}/tests/fixtures/terminal/{board}.txt",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// Runs pencilmark as a terminal with any colour would: `COLORTERM` says
/// so, and `NO_COLOR` is not set.
fn coloured(args: &[&str]) -> Vec<u8> {
    let env = [("COLORTERM", Some("truecolor")), ("NO_COLOR", None)];
    let output = run_env(args, b"", &env);
    assert!(output.status.success(), "{args:?}: {output:?}");
    output.stdout
}

/// What ran without colour.
fn plain(args: &[&str], env: &[(&str, Option<&str>)]) -> Vec<u8> {
    let output = run_env(args, b"", env);
    assert!(output.status.success(), "{args:?}: {output:?}");
    output.stdout
}

/// Holds `actual` to the snapshot `name`, or writes it when blessing.
fn snapshot(name: &str, actual: &[u8]) {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests/snapshots/terminal", name]
        .iter()
        .collect();
    if std::env::var_os("PENCILMARK_BLESS").is_some() {
        std::fs::write(&path, actual).unwrap();
        return;
    }
    let expected = std::fs::read(&path).unwrap_or_default();
    assert!(
        expected == actual,
        "{name} differs from {}: if on purpose, rerun with PENCILMARK_BLESS=1 and look at it",
        path.display()
    );
}

/// The text without its escape sequences (each `ESC [ … m`).
fn without_escapes(text: &[u8]) -> Vec<u8> {
    let mut plain = Vec::with_capacity(text.len());
    let mut bytes = text.iter();
    while let Some(&byte) = bytes.next() {
        if byte == 0x1b {
            for &b in bytes.by_ref() {
                if b == b'm' {
                    break;
                }
            }
        } else {
            plain.push(byte);
        }
    }
    plain
}

#[test]
fn show_draws_each_size_as_its_snapshot() {
    for board in BOARDS {
        let file = fixture(board);
        let drawn = coloured(&["show", "--candidates", "--color", "always", &file]);
        snapshot(&format!("show-{board}.txt"), &drawn);
    }
    // Too wide for the width: the values alone.
    let file = fixture("16x16");
    let narrow = coloured(&[
        "show",
        "--candidates",
        "--color",
        "always",
        "--width",
        "80",
        &file,
    ]);
    snapshot("show-16x16-narrow.txt", &narrow);
}

#[test]
fn steps_pretty_draws_each_size_as_its_snapshot() {
    for board in BOARDS {
        let file = fixture(board);
        let drawn = coloured(&["steps", "--pretty", "--color", "always", &file]);
        snapshot(&format!("steps-{board}.txt"), &drawn);
    }
}

#[test]
fn without_colour_the_boards_are_the_same_text_with_no_escapes() {
    for board in BOARDS {
        let file = fixture(board);
        for command in [&["show", "--candidates"][..], &["steps", "--pretty"]] {
            let always = coloured(&[command, &["--color", "always", &file]].concat());
            let never = plain(&[command, &["--color", "never", &file]].concat(), &[]);
            assert!(!never.contains(&0x1b), "{board} {command:?}");
            // The legend is the colours' own, drawn only with them.
            let always = without_escapes(&always);
            let legend = always.windows(8).position(|w| w == b"Legend:\n");
            let always = &always[..legend.unwrap_or(always.len())];
            assert_eq!(
                String::from_utf8_lossy(always),
                String::from_utf8_lossy(&never),
                "{board} {command:?}"
            );
            // Output that is not a terminal, or NO_COLOR, is plain too.
            let auto = [command, &[&file[..]]].concat();
            assert_eq!(plain(&auto, &[]), never, "{board} {command:?}");
            let no_color = [("NO_COLOR", Some("1"))];
            let asked = [command, &["--color", "auto", &file]].concat();
            assert_eq!(plain(&asked, &no_color), never, "{board} {command:?}");
        }
    }
}

#[test]
fn a_terminal_without_any_colour_gets_the_nearest_of_its_256() {
    let file = fixture("9x9");
    let args = ["steps", "--pretty", "--color", "always", &file];
    let output = run_env(&args, b"", &[("COLORTERM", None), ("NO_COLOR", None)]);
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(text.contains("\x1b[48;5;"), "backgrounds of the 256");
    assert!(
        !text.contains(";2;"),
        "no colour by its red, green and blue"
    );
}

/// A colour of `npm/palette.js`: `#rrggbb` after `name: ` in the palette
/// `which` (LIGHT or DARK).
fn palette_colour(palette: &str, which: &str, name: &str) -> [u8; 3] {
    let start = palette.find(&format!("export const {which} = {{")).unwrap();
    let body = &palette[start..];
    let body = &body[..body.find("};").unwrap()];
    let at = body.find(&format!("  {name}: '#")).unwrap() + name.len() + 6;
    let hex = &body[at..at + 6];
    let byte = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).unwrap();
    [byte(0), byte(2), byte(4)]
}

#[test]
fn the_families_colours_are_the_pages() {
    let path = format!("{}/npm/palette.js", env!("CARGO_MANIFEST_DIR"));
    let palette = std::fs::read_to_string(path).unwrap();
    for family in Family::ALL {
        // The palette's keys are the family names in camel case.
        let name = match family.name() {
            "single-digit" => "singleDigit",
            name => name,
        };
        for (which, dark) in [("LIGHT", false), ("DARK", true)] {
            assert_eq!(
                family.colour(dark),
                palette_colour(&palette, which, name),
                "{name} in {which}"
            );
        }
    }
}
