//! The corpus of bad inputs, `tests/bad_inputs.txt`, shared by the native
//! test (`tests/bad_inputs.rs`) and the wasm test (`tests/wasm.rs`).
//!
//! Record format (see the head of the file): a line `=== KIND` (optionally
//! followed by ` | OPTIONS`), a line `message: …` with the exact message,
//! a line `---`, then the input up to the next `===` line or the end, its
//! lines joined by `\n` with no final newline. In the input, `\r`, `\t`,
//! `\n`, `\\`, `\{`, `\u{HEX}` and `\xHH` (a raw byte) are escapes, and
//! `{TEXT*N}` is TEXT repeated N times. OPTIONS are space-separated
//! `format=NAME`, `alphabet=NAME` and `box=WxH`. An input that is not
//! UTF-8 text is a stream of bytes, read as the command line reads a file.

/// One bad input and what reading it must say.
pub struct BadInput {
    /// 1-based line of the record's `===` in the corpus file.
    pub line: usize,
    pub kind: String,
    pub message: String,
    pub format: Option<String>,
    pub alphabet: Option<String>,
    pub box_shape: Option<(usize, usize)>,
    /// The input as text (with U+FFFD for bytes that are not UTF-8).
    pub input: String,
    /// The input's bytes, when they are not UTF-8 text: for the readers
    /// of bytes only.
    pub bytes: Option<Vec<u8>>,
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
                bytes: None,
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
        let bytes = unescape(&lines.join("\n"));
        record.input = String::from_utf8_lossy(&bytes).into_owned();
        record.bytes = String::from_utf8(bytes).err().map(|e| e.into_bytes());
    }
}

/// Expands the escapes and repeats of an input, into bytes.
fn unescape(text: &str) -> Vec<u8> {
    let mut out = Vec::new();
    let push = |out: &mut Vec<u8>, c: char| {
        out.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
    };
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some('r') => push(&mut out, '\r'),
                Some('t') => push(&mut out, '\t'),
                Some('n') => push(&mut out, '\n'),
                Some('\\') => push(&mut out, '\\'),
                Some('{') => push(&mut out, '{'),
                Some('u') => {
                    assert_eq!(chars.next(), Some('{'));
                    let hex: String = chars.by_ref().take_while(|&c| c != '}').collect();
                    let code = u32::from_str_radix(&hex, 16).unwrap();
                    push(&mut out, char::from_u32(code).unwrap());
                }
                Some('x') => {
                    let hex: String = chars.by_ref().take(2).collect();
                    out.push(u8::from_str_radix(&hex, 16).unwrap());
                }
                other => panic!("unknown escape \\{other:?}"),
            },
            '{' => {
                let inner: String = chars.by_ref().take_while(|&c| c != '}').collect();
                let (piece, times) = inner.rsplit_once('*').expect("{TEXT*N}");
                out.extend(unescape(piece).repeat(times.parse().unwrap()));
            }
            c => push(&mut out, c),
        }
    }
    out
}
