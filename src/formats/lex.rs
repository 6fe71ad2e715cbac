//! Lexing: from text to lines, words and their positions.
//!
//! Shared by every reader: the byte limit, the byte-order mark, the three
//! line endings, comments, SudokuWiki links, block-grid rule lines, and the
//! words of a line with the empty fields of comma- or tab-separated rows.

use crate::error::Error;

/// The longest text read, in bytes: more than any puzzle needs (a 64x64
/// candidate grid in numbers is under 1 MiB), little enough to refuse at
/// once.
pub const MAX_INPUT_BYTES: usize = 2 << 20;

/// A line of the input, less its comment (or, for a link, less everything
/// but the board).
#[derive(Copy, Clone, Debug)]
pub(crate) struct Line<'a> {
    /// 1-based line number.
    pub number: usize,
    /// 1-based column of the first character of `text`.
    pub column: usize,
    pub text: &'a str,
}

/// A word of a line: a run of characters between separators, or an empty
/// field between two commas or tabs (which stands for a blank cell).
#[derive(Copy, Clone, Debug)]
pub(crate) struct Word<'a> {
    pub text: &'a str,
    pub line: usize,
    pub column: usize,
}

/// The text, cut into lines.
pub(crate) struct Source<'a> {
    pub lines: Vec<Line<'a>>,
    /// Whether a line held a SudokuWiki-style link (`…?bd=…`).
    pub link: bool,
}

impl<'a> Source<'a> {
    /// Cuts the text into lines ([`Error::TooLong`] past
    /// [`MAX_INPUT_BYTES`]). Drops a leading byte-order mark; ends lines at
    /// `\n`, `\r\n` or `\r`; ends each line at a comment (`#` or `//`) and
    /// keeps only the value of a `bd=` link parameter. Lines left blank are
    /// dropped.
    pub fn new(text: &'a str) -> Result<Source<'a>, Error> {
        if text.len() > MAX_INPUT_BYTES {
            return Err(Error::TooLong {
                length: text.len(),
                max: MAX_INPUT_BYTES,
            });
        }
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut lines = Vec::new();
        let mut link = false;
        for (index, raw) in split_lines(text).enumerate() {
            let (column, text) = match link_value(raw) {
                Some((column, value)) => {
                    link = true;
                    (column, value)
                }
                None => {
                    if let Some(column) = address_without_board(raw) {
                        return Err(Error::LinkWithoutBoard {
                            line: index + 1,
                            column,
                        });
                    }
                    (1, strip_comment(raw))
                }
            };
            if !text.trim().is_empty() {
                lines.push(Line {
                    number: index + 1,
                    column,
                    text,
                });
            }
        }
        Ok(Source { lines, link })
    }
}

/// The lines of a text, ended by `\n`, `\r\n` or `\r`: how every reader
/// of text numbers its lines (a text that ends with a line end has an
/// empty last line).
pub fn split_lines(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = Some(text);
    std::iter::from_fn(move || {
        let text = rest?;
        match text.find(['\n', '\r']) {
            Some(end) => {
                let skip = if text[end..].starts_with("\r\n") {
                    2
                } else {
                    1
                };
                rest = Some(&text[end + skip..]);
                Some(&text[..end])
            }
            None => {
                rest = None;
                Some(text)
            }
        }
    })
}

/// The line up to its comment: `#` or `//` to the end of the line.
fn strip_comment(line: &str) -> &str {
    let end = [line.find('#'), line.find("//")]
        .into_iter()
        .flatten()
        .min()
        .unwrap_or(line.len());
    &line[..end]
}

/// The board of a link, `…?bd=VALUE&…`: the 1-based column of its value,
/// and the value up to `&`, `#` or whitespace.
fn link_value(line: &str) -> Option<(usize, &str)> {
    let start = ["?bd=", "&bd="]
        .into_iter()
        .filter_map(|key| line.find(key).map(|at| at + key.len()))
        .min()?;
    let value = &line[start..];
    let end = value
        .find(|c: char| c == '&' || c == '#' || c.is_whitespace())
        .unwrap_or(value.len());
    Some((line[..start].chars().count() + 1, &value[..end]))
}

/// The 1-based column of a web address (`scheme://…`) outside a comment,
/// on a line that holds no link board: its `//` would otherwise start a
/// comment and leave `https:` to be read as six cells.
fn address_without_board(line: &str) -> Option<usize> {
    let at = line.find("://")?;
    if line[..at].contains('#') {
        return None;
    }
    let scheme = line[..at]
        .char_indices()
        .rev()
        .take_while(|&(_, c)| c.is_ascii_alphanumeric() || "+-.".contains(c))
        .last()
        .map(|(start, _)| start)?;
    line[scheme..at]
        .starts_with(|c: char| c.is_ascii_alphabetic())
        .then(|| line[..scheme].chars().count() + 1)
}

/// Whether a line is a rule of a block grid, such as `------+-------+------`,
/// `*-----------*`, `|---+---+---|` or `.-------.-------.`: only `-`, `=`,
/// `+`, `*`, `|`, `:`, `.`, `'` and spaces, with `--` or `==` in it.
pub(crate) fn is_rule(line: &Line<'_>) -> bool {
    let text = line.text;
    (text.contains("--") || text.contains("=="))
        && text
            .chars()
            .all(|c| "-=+*|:.'".contains(c) || c.is_whitespace())
}

/// Whether a character separates the words of a line.
fn separates(c: char) -> bool {
    c.is_whitespace() || c == '|' || c == '+'
}

/// The words of a line. In a line holding a comma or a tab, the fields
/// between commas and tabs are read one by one and an empty field (nothing
/// but spaces) is a blank cell, as spreadsheets and CSV files write one.
/// Elsewhere words are separated by whitespace, `|` and `+`.
pub(crate) fn words<'a>(line: &Line<'a>, out: &mut Vec<Word<'a>>) {
    let fielded = line.text.contains([',', '\t']);
    let mut column = line.column;
    let mut word_start: Option<(usize, usize)> = None;
    let mut field_empty = true;
    let text = line.text;
    let finish = |start: Option<(usize, usize)>, end: usize, out: &mut Vec<Word<'a>>| {
        if let Some((byte, column)) = start {
            out.push(Word {
                text: &text[byte..end],
                line: line.number,
                column,
            });
        }
    };
    for (byte, c) in text.char_indices() {
        let field_end = fielded && (c == ',' || c == '\t');
        if field_end || separates(c) {
            finish(word_start.take(), byte, out);
            if field_end {
                if field_empty {
                    out.push(Word {
                        text: "",
                        line: line.number,
                        column,
                    });
                }
                field_empty = true;
            } else if c == '|' || c == '+' {
                field_empty = false;
            }
        } else {
            field_empty = false;
            if word_start.is_none() {
                word_start = Some((byte, column));
            }
        }
        column += 1;
    }
    finish(word_start.take(), text.len(), out);
    if fielded && field_empty {
        out.push(Word {
            text: "",
            line: line.number,
            column,
        });
    }
}

/// The whitespace-separated chunks of a line.
pub(crate) fn chunks<'a>(line: &Line<'a>) -> Vec<Line<'a>> {
    let mut out = Vec::new();
    let mut start: Option<(usize, usize)> = None;
    let mut finish = |start: Option<(usize, usize)>, end: usize| {
        if let Some((byte, column)) = start {
            out.push(Line {
                number: line.number,
                column,
                text: &line.text[byte..end],
            });
        }
    };
    for (column, (byte, c)) in (line.column..).zip(line.text.char_indices()) {
        if c.is_whitespace() {
            finish(start.take(), byte);
        } else if start.is_none() {
            start = Some((byte, column));
        }
    }
    finish(start, line.text.len());
    out
}

/// The line's first chunk (up to whitespace); empty for a blank line.
pub(crate) fn first_chunk<'a>(line: &Line<'a>) -> Line<'a> {
    chunks(line).first().copied().unwrap_or(Line {
        number: line.number,
        column: line.column,
        text: "",
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(line: &str) -> Vec<(String, usize)> {
        let mut out = Vec::new();
        let line = Line {
            number: 1,
            column: 1,
            text: line,
        };
        words(&line, &mut out);
        out.into_iter()
            .map(|w| (w.text.to_owned(), w.column))
            .collect()
    }

    #[test]
    fn lines_end_three_ways_and_lose_comments() {
        let source = Source::new("\u{feff}a\r\nb # c\rd // e\n\n# only\nf").unwrap();
        let lines: Vec<(usize, &str)> = source.lines.iter().map(|l| (l.number, l.text)).collect();
        assert_eq!(lines, vec![(1, "a"), (2, "b "), (3, "d "), (6, "f")]);
        assert!(!source.link);
    }

    #[test]
    fn links_keep_only_the_board() {
        let source = Source::new("see https://www.sudokuwiki.org/sudoku.htm?bd=12.4&x=1").unwrap();
        assert!(source.link);
        assert_eq!(source.lines[0].text, "12.4");
        assert_eq!(source.lines[0].column, 46);
    }

    #[test]
    fn words_and_empty_fields() {
        assert_eq!(
            texts("1 2 | 34"),
            vec![("1".into(), 1), ("2".into(), 3), ("34".into(), 7)]
        );
        assert_eq!(
            texts("5,,3,"),
            vec![
                ("5".into(), 1),
                ("".into(), 3),
                ("3".into(), 4),
                ("".into(), 6)
            ]
        );
        assert_eq!(
            texts("\t7\t"),
            vec![("".into(), 1), ("7".into(), 2), ("".into(), 4)]
        );
        assert_eq!(texts("1, | ,2"), vec![("1".into(), 1), ("2".into(), 7)]);
    }

    #[test]
    fn rules_and_chunks() {
        let line = |text| Line {
            number: 1,
            column: 1,
            text,
        };
        assert!(is_rule(&line("------+-------+------")));
        assert!(is_rule(&line("*-----------*")));
        assert!(is_rule(&line(".-------.-------.")));
        assert!(!is_rule(&line("- - - | - - -")));
        assert!(!is_rule(&line("..-......")));
        let chunks: Vec<(usize, &str)> = chunks(&line("  ab  c d"))
            .iter()
            .map(|c| (c.column, c.text))
            .collect();
        assert_eq!(chunks, vec![(3, "ab"), (7, "c"), (9, "d")]);
    }
}
