//! The formats of the module docs, one test per row of the tables.

use std::sync::Arc;

use super::*;
use crate::digits::Digit;

const LINE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn detect(text: &str) -> Parsed {
    read(text, &ParseOptions::default()).unwrap_or_else(|e| panic!("{e}: {text:?}"))
}

fn error(text: &str) -> Error {
    read(text, &ParseOptions::default()).expect_err(text)
}

fn classic() -> Puzzle {
    Puzzle::parse(LINE).unwrap()
}

/// The first fixture of a side, and its solution.
fn fixture(side: usize) -> (&'static str, &'static str) {
    include_str!("../../tests/fixtures/puzzles.txt")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.split_once(' '))
        .find(|(p, _)| p.len() == side * side)
        .unwrap()
}

/// The puzzle's values as numbers, 0 for blank.
fn values(puzzle: &Puzzle) -> Vec<u8> {
    puzzle
        .givens()
        .values()
        .iter()
        .map(|v| v.map_or(0, Digit::get))
        .collect()
}

#[test]
fn the_line_with_every_blank() {
    for blank in [".", "0", "*", "_", "-", "x", "X"] {
        let parsed = detect(&LINE.replace('.', blank));
        assert_eq!(parsed.puzzle, classic(), "blank {blank}");
        assert_eq!(parsed.format, Format::Line);
        assert_eq!(parsed.candidates, None);
    }
}

#[test]
fn trailing_comments() {
    for text in [
        format!("{LINE} # from the newspaper"),
        format!("{LINE}// no space"),
        format!("{LINE}   hard, 17 clues, rating 7.2"),
        format!("{LINE}\t534678912672195348198342567859761423426853791713924856961537284287419635345286179"),
        format!("# a header\n{LINE} trailing words\n\n\n"),
    ] {
        assert_eq!(detect(&text).puzzle, classic(), "{text}");
    }
    // A 16x16 board written row by row on one line is read whole, though its
    // first word alone would be a 4x4 board.
    let (hex, _) = fixture(16);
    let rows: Vec<&str> = (0..16).map(|r| &hex[r * 16..r * 16 + 16]).collect();
    let parsed = detect(&rows.join(" "));
    assert_eq!(parsed.puzzle.geometry().side(), 16);
    assert_eq!(parsed.puzzle.to_string(), hex);
    // Several words that are not a board on their own are all cells.
    assert_eq!(
        error(&format!("{} {} easy", &LINE[..40], &LINE[40..])),
        Error::WrongLength {
            found: 85,
            expected: 81
        }
    );
}

#[test]
fn block_grids_with_any_separators() {
    let rows: Vec<&str> = (0..9).map(|r| &LINE[r * 9..r * 9 + 9]).collect();
    let spaced = |row: &str, sep: &str| {
        row.chars()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(sep)
    };
    let pipes: String = rows
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let rule = if i % 3 == 0 && i > 0 {
                "------+-------+------\n"
            } else {
                ""
            };
            format!(
                "{rule}{} | {} | {}\n",
                spaced(&r[..3], " "),
                spaced(&r[3..6], " "),
                spaced(&r[6..], " ")
            )
        })
        .collect();
    let commas: String = rows
        .iter()
        .map(|r| spaced(&r.replace('.', "0"), ", ") + "\n")
        .collect();
    let tabs: String = rows.iter().map(|r| spaced(r, "\t") + "\n").collect();
    let spreadsheet: String = rows
        .iter()
        .map(|r| spaced(&r.replace('.', " "), "\t") + "\n")
        .collect();
    let csv: String = rows
        .iter()
        .map(|r| {
            let fields: Vec<String> = r
                .chars()
                .map(|c| {
                    if c == '.' {
                        String::new()
                    } else {
                        c.to_string()
                    }
                })
                .collect();
            fields.join(",") + "\r\n"
        })
        .collect();
    let plain = rows.join("\n");
    for text in [pipes, commas, tabs, spreadsheet, plain] {
        let parsed = detect(&text);
        assert_eq!(parsed.puzzle, classic(), "{text}");
        assert_eq!(parsed.format, Format::Grid);
    }
    // Empty CSV fields: "5,3,,,7,,,," is a row.
    assert!(csv.starts_with("5,3,,,7,,,,\r\n"));
    assert_eq!(detect(&csv).puzzle, classic());
}

#[test]
fn sdk_and_simple_sudoku_files() {
    let rows: Vec<&str> = (0..9).map(|r| &LINE[r * 9..r * 9 + 9]).collect();
    let sdk = format!(
        "#ASadMan Software\n#DA classic\n#B01-01-2006\n#L1\n{}\n",
        rows.join("\n")
    );
    assert_eq!(detect(&sdk).puzzle, classic());
    let mut ss = String::from("*-----------*\n");
    for (i, r) in rows.iter().enumerate() {
        if i == 3 || i == 6 {
            ss.push_str("|---+---+---|\n");
        }
        ss.push_str(&format!("|{}|{}|{}|\n", &r[..3], &r[3..6], &r[6..]));
    }
    ss.push_str("*-----------*\n");
    assert_eq!(detect(&ss).puzzle, classic());
    let hodoku = ss
        .replace("*-----------*", ".---.---.---.")
        .replace("|---+---+---|", ":---+---+---:");
    assert_eq!(detect(&hodoku).puzzle, classic());
}

#[test]
fn rule_lines_are_cells_when_only_that_makes_a_board() {
    // Rows of nine `-` blanks look like rules.
    let text = format!("{}\n---------\n{}", &LINE[..36], &LINE[45..]);
    let mut expected = LINE.to_owned();
    expected.replace_range(36..45, ".........");
    assert_eq!(detect(&text).puzzle.to_string(), expected);
}

#[test]
fn crlf_bom_and_blank_lines() {
    let text = format!(
        "\u{feff}\r\n\r\n{}\r\n{}\r\n\r\n\r\n",
        &LINE[..45],
        &LINE[45..]
    );
    assert_eq!(detect(&text).puzzle, classic());
    let mac = format!("{}\r{}\r", &LINE[..45], &LINE[45..]);
    assert_eq!(detect(&mac).puzzle, classic());
}

#[test]
fn sixteen_in_every_alphabet() {
    let (hex, _) = fixture(16);
    let puzzle = detect(hex).puzzle;
    assert_eq!(puzzle.alphabet(), Alphabet::Hex);
    let digits = values(&puzzle);
    let spell = |symbols: &[&str], blank: &str, sep: &str| -> String {
        digits
            .iter()
            .map(|&d| {
                if d == 0 {
                    blank.to_owned()
                } else {
                    symbols[usize::from(d) - 1].to_owned()
                }
            })
            .collect::<Vec<_>>()
            .join(sep)
    };
    let standard: Vec<String> = "123456789abcdefg".chars().map(String::from).collect();
    let letters: Vec<String> = "abcdefghijklmnop".chars().map(String::from).collect();
    let numbers: Vec<String> = (1..=16).map(|n| n.to_string()).collect();
    let cases = [
        (spell(&as_strs(&standard), "0", ""), Alphabet::Standard),
        (spell(&as_strs(&standard), ".", ""), Alphabet::Standard),
        (spell(&as_strs(&letters), ".", ""), Alphabet::Letters),
        (spell(&as_strs(&letters), "0", ""), Alphabet::Letters),
        (spell(&as_strs(&numbers), "0", ","), Alphabet::Numbers),
        (spell(&as_strs(&numbers), ".", " "), Alphabet::Numbers),
        (spell(&as_strs(&numbers), "", ","), Alphabet::Numbers),
    ];
    for (text, alphabet) in cases {
        let read = detect(&text).puzzle;
        assert_eq!(read.alphabet(), alphabet, "{text}");
        assert_eq!(values(&read), digits, "{text}");
    }
}

fn as_strs(v: &[String]) -> Vec<&str> {
    v.iter().map(String::as_str).collect()
}

#[test]
fn numbers_in_rows_with_commas() {
    let (hex, _) = fixture(16);
    let puzzle = detect(hex).puzzle;
    let rows: Vec<String> = values(&puzzle)
        .chunks(16)
        .map(|row| {
            row.iter()
                .map(|d| format!("{d:>2}"))
                .collect::<Vec<_>>()
                .join(", ")
        })
        .collect();
    let read = detect(&rows.join("\n")).puzzle;
    assert_eq!(read.alphabet(), Alphabet::Numbers);
    assert_eq!(values(&read), values(&puzzle));
    assert!(rows[0].starts_with(" 1, 15, 10,  0,  0,  5"), "{}", rows[0]);
}

#[test]
fn twenty_five_in_letters() {
    let (standard, _) = fixture(25);
    let puzzle = detect(standard).puzzle;
    assert_eq!(puzzle.alphabet(), Alphabet::Standard);
    let letters: String = values(&puzzle)
        .iter()
        .map(|&d| {
            if d == 0 {
                '.'
            } else {
                char::from(b'a' + d - 1)
            }
        })
        .collect();
    let read = detect(&letters).puzzle;
    assert_eq!(read.alphabet(), Alphabet::Letters);
    assert_eq!(values(&read), values(&puzzle));
    assert_eq!(
        read.givens().to_line(Alphabet::Letters),
        letters.to_uppercase()
    );
}

#[test]
fn candidate_grids_start_from_their_state() {
    let text = "\
.----------------.----------------.
| 1    34   | 234  2    |
| 34   2    | 1    34   |
:----------------+----------------:
| 34   1    | 4    3    |
| 2    34   | 34   1    |
'----------------'----------------'";
    let parsed = detect(text);
    assert_eq!(parsed.format, Format::Candidates);
    let g = Arc::clone(parsed.puzzle.geometry());
    let state = parsed.candidates.unwrap();
    assert_eq!(parsed.puzzle.givens().filled(), 9);
    let digits = |row, col| -> Vec<u8> {
        state
            .get(g.cell_at(row, col))
            .iter()
            .map(Digit::get)
            .collect()
    };
    // r1c3 lists 234, but the 2 in r1c4 and the 4 in r3c3 rule 2 and 4 out.
    assert_eq!(digits(0, 2), vec![3]);
    assert_eq!(digits(0, 1), vec![3, 4]);
    assert_eq!(state.value(g.cell_at(0, 3)).map(Digit::get), Some(2));
}

#[test]
fn numbers_candidate_grids() {
    let mut words = vec!["1,10,16".to_owned(); 256];
    words[0] = "2".into();
    words[17] = ".".into();
    let text: String = words.chunks(16).map(|row| row.join(" ") + "\n").collect();
    let parsed = detect(&text);
    assert_eq!(parsed.format, Format::Candidates);
    assert_eq!(parsed.puzzle.alphabet(), Alphabet::Numbers);
    let state = parsed.candidates.unwrap();
    let g = parsed.puzzle.geometry();
    assert_eq!(state.get(g.cell_at(1, 5)).len(), 3);
    assert!(state.get(g.cell_at(1, 1)).is_empty());
    assert_eq!(state.value(g.cell_at(1, 1)), None);
}

#[test]
fn the_pencilmark_line() {
    let classic = classic();
    let state = Candidates::new(classic.givens());
    let line = write(
        classic.geometry(),
        &state,
        Alphabet::Standard,
        Format::Pencilmarks,
    )
    .unwrap();
    assert_eq!(line.len(), 729);
    assert!(line.starts_with(
        "....5....\
                              ..3......\
                              12.4....."
    ));
    // No empty cell with one candidate: those read back as filled.
    let puzzle = Puzzle::parse(&format!("123{}", ".".repeat(78))).unwrap();
    let state = Candidates::new(puzzle.givens());
    let line = write(
        puzzle.geometry(),
        &state,
        Alphabet::Standard,
        Format::Pencilmarks,
    )
    .unwrap();
    let parsed = detect(&format!("{line} from HoDoKu"));
    assert_eq!(parsed.format, Format::Pencilmarks);
    assert_eq!(parsed.puzzle, puzzle);
    assert_eq!(parsed.candidates, Some(state));
    let zeros = detect(&line.replace('.', "0"));
    assert_eq!(zeros.puzzle, puzzle);
}

#[test]
fn the_link() {
    let puzzle = classic();
    let state = Candidates::new(puzzle.givens());
    let link = write(puzzle.geometry(), &state, Alphabet::Standard, Format::Link).unwrap();
    assert_eq!(
        link,
        format!(
            "https://www.sudokuwiki.org/sudoku.htm?bd={}",
            LINE.replace('.', "0")
        )
    );
    let parsed = detect(&format!("Try this: {link}&strat=1 (hard)"));
    assert_eq!(parsed.format, Format::Link);
    assert_eq!(parsed.puzzle, puzzle);
    let four = Puzzle::parse(&".".repeat(16)).unwrap();
    let err = write(
        four.geometry(),
        &Candidates::new(four.givens()),
        Alphabet::Standard,
        Format::Link,
    )
    .unwrap_err();
    assert_eq!(err.kind(), "unsupported");
}

#[test]
fn an_alphabet_too_small_for_the_board_writes_nothing() {
    let big = Puzzle::parse(&".".repeat(36 * 36)).unwrap();
    let state = Candidates::new(big.givens());
    for format in Format::ALL {
        let err = write(big.geometry(), &state, Alphabet::Letters, format).unwrap_err();
        assert_eq!(err.kind(), "alphabet-too-small", "{format}");
    }
    assert!(write(big.geometry(), &state, Alphabet::Hex, Format::Line).is_ok());
}

#[test]
fn options_override_detection() {
    // Sixteen zeros, one per row, column and box: detected as hex (sixteen
    // givens of digit 1). Told standard, 0 is blank.
    let mut text = ".".repeat(256);
    for row in 0..16 {
        let col = (row % 4) * 4 + row / 4;
        text.replace_range(row * 16 + col..row * 16 + col + 1, "0");
    }
    assert_eq!(detect(&text).puzzle.alphabet(), Alphabet::Hex);
    let standard = ParseOptions {
        alphabet: Some(Alphabet::Standard),
        ..ParseOptions::default()
    };
    let puzzle = read(&text, &standard).unwrap().puzzle;
    assert_eq!(puzzle.alphabet(), Alphabet::Standard);
    assert_eq!(puzzle.givens().filled(), 0);
    // A 6x6 board with boxes 2 wide and 3 tall.
    let tall = ParseOptions {
        geometry: Some(Arc::new(Geometry::new(2, 3).unwrap())),
        ..ParseOptions::default()
    };
    let parsed = read(&".".repeat(36), &tall).unwrap();
    assert_eq!(parsed.puzzle.geometry().box_height(), 3);
    // Told pencilmarks, a 27x27 line that is not in their shape is one.
    let forced = ParseOptions {
        format: Some(Format::Pencilmarks),
        ..ParseOptions::default()
    };
    let line = format!("1{}", ".".repeat(728));
    assert_eq!(detect(&line).format, Format::Pencilmarks);
    assert_eq!(read(&line, &forced).unwrap().format, Format::Pencilmarks);
    let cells = ParseOptions {
        format: Some(Format::Line),
        ..ParseOptions::default()
    };
    let parsed = read(&line, &cells).unwrap();
    assert_eq!(parsed.puzzle.geometry().side(), 27);
    assert_eq!(parsed.format, Format::Line);
}

#[test]
fn errors_say_what_and_where() {
    let mut bad = LINE.to_owned();
    bad.replace_range(4..5, "?");
    let err = error(&bad);
    assert_eq!(
        err,
        Error::BadChar {
            ch: '?',
            line: 1,
            column: 5
        }
    );
    assert_eq!(err.line_column(), Some((1, 5)));
    let block = format!("{}\n{}A{}", &LINE[..9], &LINE[9..12], &LINE[13..]);
    assert_eq!(
        error(&block).to_string(),
        "line 2, column 4: 'A' is not a digit of a 9x9 puzzle"
    );
    assert_eq!(error(" \n\n# only a comment\n"), Error::Empty);
    assert_eq!(error(&".".repeat(81 * 81)), Error::TooLarge { side: 81 });
    assert_eq!(
        error(&LINE[1..]).to_string(),
        "found 80 cells, expected 81 for a 9x9 puzzle"
    );
    let long = ".".repeat(MAX_INPUT_BYTES + 1);
    assert_eq!(error(&long).kind(), "too-long");
    let numbers = format!("17,{}", "0,".repeat(254) + "0");
    assert_eq!(
        error(&numbers).to_string(),
        "line 1, column 1: '17' is not a digit of a 16x16 puzzle"
    );
    let forced = ParseOptions {
        format: Some(Format::Pencilmarks),
        ..ParseOptions::default()
    };
    assert_eq!(
        read(&".".repeat(700), &forced).unwrap_err().to_string(),
        "found 700 characters, expected 729 (9 per cell) for a 9x9 pencilmark line"
    );
}

/// What `read_many` makes of a text: per puzzle, its first line (1-based)
/// and its givens as a line, or its error's kind and line.
/// One puzzle as `many` sees it: its givens, or its error's kind and line.
type Seen = Result<String, (&'static str, usize)>;

/// An entry as [`many`] and [`streamed`] give it: its first line (1-based)
/// and what it holds.
fn seen(entry: Entry) -> (usize, Seen) {
    let read = match &entry.parsed {
        Ok(parsed) => Ok(parsed.puzzle.to_string()),
        Err(e) => Err((e.kind(), entry.line_of(e))),
    };
    (entry.first_line + 1, read)
}

fn many(text: &str) -> Vec<(usize, Seen)> {
    let mut found = Vec::new();
    let lines = split_lines(text).map(Ok::<_, ()>);
    read_many(lines, &ParseOptions::default(), |entry| {
        found.push(seen(entry));
        Ok(())
    })
    .unwrap();
    found
}

/// What `read_stream` makes of bytes read `capacity` at a time, as
/// [`many`] says it.
#[cfg(not(target_arch = "wasm32"))]
fn streamed(bytes: &[u8], capacity: usize) -> Vec<(usize, Seen)> {
    let mut found = Vec::new();
    let reader = std::io::BufReader::with_capacity(capacity, bytes);
    read_stream(reader, &ParseOptions::default(), |entry| {
        found.push(seen(entry));
        Ok(())
    })
    .unwrap();
    found
}

#[test]
fn lines_end_at_a_newline_a_return_or_both_in_a_text_and_a_stream() {
    let (hex, _) = fixture(16);
    // Old Mac files end their lines at a return alone.
    let text = format!("# set\r{LINE}\r\r{hex}\r\n12\n\r\n{LINE}\r");
    let want = vec![
        (2, Ok(LINE.to_string())),
        (4, Ok(hex.to_string())),
        (5, Err(("wrong-length", 5))),
        (7, Ok(LINE.to_string())),
    ];
    assert_eq!(many(&text), want);
    // A `\r\n` split between two reads of the stream is one line's end.
    #[cfg(not(target_arch = "wasm32"))]
    for capacity in [1, 2, 3, 7, 81, 82, 4096] {
        assert_eq!(streamed(text.as_bytes(), capacity), want, "{capacity}");
    }
    // And a text of plain lines, read the fast way.
    let plain = format!("{LINE}\r{LINE}\r\n\r{LINE}");
    let numbers: Vec<usize> = (plain_lines(&plain, &ParseOptions::default()).unwrap())
        .iter()
        .map(PlainLine::number)
        .collect();
    assert_eq!(numbers, [0, 1, 3]);
}

#[test]
fn many_puzzles_one_per_line_skipping_blanks_and_comments() {
    let (hex, _) = fixture(16);
    let text = format!("# a set\n{LINE}\n\n// more\n{hex}\n   \n{LINE} a comment\n");
    let found = many(&text);
    let lines: Vec<usize> = found.iter().map(|(line, _)| *line).collect();
    // A puzzle starts at its first line that holds cells, below comments.
    assert_eq!(lines, [2, 5, 7]);
    assert_eq!(found[0].1.as_deref(), Ok(LINE));
    assert_eq!(found[1].1.as_ref().unwrap().len(), 256);
    assert_eq!(found[2].1.as_deref(), Ok(LINE));
}

#[test]
fn a_bad_line_among_many_is_an_error_of_its_own_naming_its_line() {
    let bad = LINE.replacen('7', "@", 1);
    let short = &LINE[..80];
    let text = format!("{LINE}\n{bad}\n{short}\n{LINE}\n");
    let found = many(&text);
    assert_eq!(found.len(), 4);
    assert_eq!(found[0].1.as_deref(), Ok(LINE));
    assert_eq!(found[1].1, Err(("digit-out-of-range", 2)));
    assert_eq!(found[2].1, Err(("wrong-length", 3)));
    assert_eq!(found[3].1.as_deref(), Ok(LINE));
}

#[test]
fn a_short_first_line_is_an_error_of_its_own_and_the_lines_below_are_read() {
    let short = &LINE[..80];
    let long = format!("{LINE}1");
    for typo in [short, long.as_str()] {
        let found = many(&format!("{typo}\n{LINE}\n{LINE}\n"));
        assert_eq!(found.len(), 3, "{typo}");
        assert_eq!(found[0], (1, Err(("wrong-length", 1))));
        assert_eq!(found[1], (2, Ok(LINE.to_string())));
        assert_eq!(found[2], (3, Ok(LINE.to_string())));
    }
}

#[test]
fn a_block_grid_with_a_short_row_is_one_puzzle_in_error() {
    let block = classic().givens().to_block(Alphabet::Standard);
    let mut rows: Vec<String> = block.lines().map(String::from).collect();
    let first = rows
        .iter()
        .position(|row| row.contains(['.', '1', '5']))
        .unwrap();
    rows[first].pop();
    let found = many(&format!("{}\n\n{LINE}\n", rows.join("\n")));
    assert_eq!(found.len(), 2);
    assert_eq!(found[0].0, 1);
    assert!(found[0].1.is_err());
    assert_eq!(found[1].1.as_deref(), Ok(LINE));
}

#[test]
fn a_block_grid_paragraph_is_one_puzzle() {
    let block = classic().givens().to_block(Alphabet::Standard);
    let text = format!("{LINE}\n\n{block}\n\n{LINE}\n");
    let found = many(&text);
    let lines: Vec<usize> = found.iter().map(|(line, _)| *line).collect();
    assert_eq!(lines, [1, 3, text.lines().count()]);
    assert!(found.iter().all(|(_, read)| read.as_deref() == Ok(LINE)));
}

#[test]
fn an_error_of_the_lines_stops_the_reading() {
    let lines = [Ok(LINE), Err("broken"), Ok(LINE)];
    let mut seen = 0;
    let done = read_many(lines, &ParseOptions::default(), |_| {
        seen += 1;
        Ok(())
    });
    assert_eq!(done, Err("broken"));
    // The puzzle before it was answered as soon as it was read.
    assert_eq!(seen, 1);
}

#[test]
fn a_plain_line_holds_only_digits_and_dots_at_every_place() {
    for place in 0..81 {
        for byte in 0..=255u8 {
            let mut line: [u8; 81] = LINE.as_bytes().try_into().unwrap();
            line[place] = byte;
            let plain = byte.is_ascii_digit() || byte == b'.';
            assert_eq!(many::is_plain(&line), plain, "{byte:#x} at {place}");
        }
    }
    // In a text: any other character (a space, a line break, two bytes of
    // one character in place of two cells) sends it to the reader.
    for other in [
        format!("{} {}", &LINE[..40], &LINE[41..]),
        format!("é{}", &LINE[2..]),
    ] {
        assert_eq!(other.len(), 81);
        assert!(plain_lines(&other, &ParseOptions::default()).is_none());
    }
}

/// Options that read a plain 9x9 line otherwise than detection does.
fn other_readings() -> [ParseOptions; 3] {
    [
        ParseOptions {
            alphabet: Some(Alphabet::Numbers),
            ..ParseOptions::default()
        },
        ParseOptions {
            format: Some(Format::Grid),
            ..ParseOptions::default()
        },
        ParseOptions {
            geometry: Some(Geometry::shared(3, 2).unwrap()),
            ..ParseOptions::default()
        },
    ]
}

/// Options that name the reading detection gives a plain 9x9 line.
fn plain_reading() -> ParseOptions {
    ParseOptions {
        format: Some(Format::Line),
        alphabet: Some(Alphabet::Standard),
        geometry: Some(Geometry::shared(3, 3).unwrap()),
    }
}

#[test]
fn plain_lines_are_the_puzzles_of_a_text_of_nothing_else() {
    let zeros = LINE.replace('.', "0");
    let text = format!("{LINE}\r\n\n \t\n{zeros}\n{LINE}");
    let found = plain_lines(&text, &ParseOptions::default()).unwrap();
    let numbers: Vec<usize> = found.iter().map(PlainLine::number).collect();
    assert_eq!(numbers, [0, 3, 4]);
    assert_eq!(found[1].cells(), zeros.as_bytes());
    assert_eq!(
        found[2]
            .entry(&ParseOptions::default())
            .parsed
            .unwrap()
            .puzzle,
        classic()
    );
    assert!(plain_lines("", &ParseOptions::default())
        .unwrap()
        .is_empty());

    // Anything else, or options asking for another reading: the reader's.
    let (hex, _) = fixture(16);
    for other in [
        format!("# a set\n{LINE}"),
        format!("{LINE} # a comment"),
        format!(" {LINE}"),
        format!("{LINE}\n{hex}"),
        format!("{LINE}\n{}", &LINE[1..]),
        classic().givens().to_block(Alphabet::Standard),
    ] {
        assert!(
            plain_lines(&other, &ParseOptions::default()).is_none(),
            "{other}"
        );
    }
    for options in other_readings() {
        assert!(plain_lines(LINE, &options).is_none(), "{options:?}");
    }
    assert_eq!(plain_lines(LINE, &plain_reading()).unwrap().len(), 1);
}

#[test]
fn a_plain_line_is_a_text_of_one_line_and_at_most_its_break() {
    let plain = |text: &str| plain_line(text, &ParseOptions::default()).map(|line| *line.cells());
    for text in [
        LINE.to_string(),
        format!("{LINE}\n"),
        format!("{LINE}\r\n"),
        format!("{LINE}\r"),
    ] {
        assert_eq!(plain(&text), LINE.as_bytes().try_into().ok(), "{text:?}");
    }
    for text in [
        format!("{LINE}\n\n"),
        format!("\n{LINE}"),
        format!("{LINE} "),
        format!("{LINE}\n\r"),
        format!("{LINE}\n{LINE}"),
        LINE.replace('.', "-"),
        LINE[1..].to_string(),
    ] {
        assert!(plain(&text).is_none(), "{text:?}");
    }
    for options in other_readings() {
        assert!(plain_line(LINE, &options).is_none(), "{options:?}");
    }
    assert!(plain_line(LINE, &plain_reading()).is_some());
}

#[test]
fn a_run_of_puzzle_lines_without_a_blank_line_is_answered_as_it_comes() {
    // Endless runs of 9x9 lines and of 4x4 lines (held until they cannot
    // be the rows of one board): each puzzle answered while more follow.
    let (small, _) = fixture(4);
    for line in [LINE, small] {
        let lines = std::iter::repeat(Ok::<_, &str>(line));
        let mut seen = 0;
        let done = read_many(lines, &ParseOptions::default(), |entry| {
            assert_eq!(entry.first_line, seen);
            assert_eq!(entry.parsed.unwrap().puzzle.to_string(), line);
            seen += 1;
            if seen == 1000 {
                Err("enough")
            } else {
                Ok(())
            }
        });
        assert_eq!(done, Err("enough"));
    }
}
