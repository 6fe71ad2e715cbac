//! The corpus of bad inputs, `tests/bad_inputs.txt`, shared by the native
//! test (`tests/bad_inputs.rs`) and the wasm test (`tests/wasm.rs`).
//!
//! Record format (see the head of the file): a line `=== KIND` (optionally
//! followed by ` | OPTIONS`), a line `message: …` with the exact message,
//! a line `---`, then the input up to the next `===` line or the end, its
//! lines joined by `\n` with no final newline. In the input, `\r`, `\t`,
//! `\n`, `\\`, `\{` and `\u{HEX}` are escapes, and `{TEXT*N}` is TEXT
//! repeated N times. OPTIONS are space-separated `format=NAME`,
//! `alphabet=NAME` and `box=WxH`.

/// One bad input and what reading it must say.
pub struct BadInput {
    /// 1-based line of the record's `===` in the corpus file.
    pub line: usize,
    pub kind: String,
    pub message: String,
    pub format: Option<String>,
    pub alphabet: Option<String>,
    pub box_shape: Option<(usize, usize)>,
    pub input: String,
}

/// Every record of the corpus.
pub fn bad_inputs() -> Vec<BadInput> {
    let text = include_str!("../bad_inputs.txt");
    let mut out: Vec<BadInput> = Vec::new();
    let mut body: Option<Vec<&str>> = None;
    for (index, line) in text.lines().enumerate() {
        if let Some(header) = line.strip_prefix("=== ") {
            finish(&mut out, body.take());
            let (kind, options) = header.split_once(" | ").unwrap_or((header, ""));
            let mut record = BadInput {
                line: index + 1,
                kind: kind.trim().to_owned(),
                message: String::new(),
                format: None,
                alphabet: None,
                box_shape: None,
                input: String::new(),
            };
            for option in options.split_whitespace() {
                let (key, value) = option.split_once('=').expect("option=value");
                match key {
                    "format" => record.format = Some(value.to_owned()),
                    "alphabet" => record.alphabet = Some(value.to_owned()),
                    "box" => {
                        let (w, h) = value.split_once('x').expect("WxH");
                        record.box_shape = Some((w.parse().unwrap(), h.parse().unwrap()));
                    }
                    _ => panic!("line {}: unknown option {key}", index + 1),
                }
            }
            out.push(record);
        } else if let Some(lines) = body.as_mut() {
            lines.push(line);
        } else if let Some(message) = line.strip_prefix("message: ") {
            out.last_mut().expect("a record").message = message.to_owned();
        } else if line == "---" && !out.is_empty() {
            body = Some(Vec::new());
        }
    }
    finish(&mut out, body);
    out
}

fn finish(out: &mut [BadInput], body: Option<Vec<&str>>) {
    if let (Some(record), Some(lines)) = (out.last_mut(), body) {
        record.input = unescape(&lines.join("\n"));
    }
}

/// Expands the escapes and repeats of an input.
fn unescape(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some('r') => out.push('\r'),
                Some('t') => out.push('\t'),
                Some('n') => out.push('\n'),
                Some('\\') => out.push('\\'),
                Some('{') => out.push('{'),
                Some('u') => {
                    assert_eq!(chars.next(), Some('{'));
                    let hex: String = chars.by_ref().take_while(|&c| c != '}').collect();
                    let code = u32::from_str_radix(&hex, 16).unwrap();
                    out.push(char::from_u32(code).unwrap());
                }
                other => panic!("unknown escape \\{other:?}"),
            },
            '{' => {
                let inner: String = chars.by_ref().take_while(|&c| c != '}').collect();
                let (piece, times) = inner.rsplit_once('*').expect("{TEXT*N}");
                out.push_str(&unescape(piece).repeat(times.parse().unwrap()));
            }
            c => out.push(c),
        }
    }
    out
}
