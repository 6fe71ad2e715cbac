//! The readers and the detection rules of the [module docs](super).

use std::sync::Arc;

use super::lex::{self, Line, Source, Word};
use super::many::plain_line;
use super::{Format, ParseOptions, Parsed};
use crate::alphabet::{Alphabet, Reading};
use crate::candidates::Candidates;
use crate::cell::MIN_SIDE;
use crate::digits::{Digit, DigitSet};
use crate::error::Error;
use crate::geometry::{Geometry, MAX_SIDE};
use crate::grid::{Grid, Puzzle};

pub(super) fn read(text: &str, options: &ParseOptions) -> Result<Parsed, Error> {
    if let Some(parsed) = read_plain_line(text, options) {
        return parsed;
    }
    let source = Source::new(text)?;
    if source.lines.is_empty() {
        return Err(Error::Empty);
    }
    let format = match options.format {
        Some(format) => Some(format),
        None if looks_like_pencilmarks(&source, options) => Some(Format::Pencilmarks),
        None if !numbers_puzzle(&source, options)
            && candidate_alphabet(&groups(&source), options).is_some() =>
        {
            Some(Format::Candidates)
        }
        None => None,
    };
    match format {
        Some(Format::Candidates) => {
            let (puzzle, candidates) =
                read_candidates(&source, options).map_err(|e| match options.format {
                    None => numbers_with_a_typo(e, &source, options),
                    Some(_) => e,
                })?;
            Ok(Parsed {
                puzzle,
                candidates: Some(candidates),
                format: Format::Candidates,
            })
        }
        Some(Format::Pencilmarks) => {
            let (puzzle, candidates) = read_pencilmarks(&source, options)?;
            Ok(Parsed {
                puzzle,
                candidates: Some(candidates),
                format: Format::Pencilmarks,
            })
        }
        given => {
            let (puzzle, lines) = read_cells(&source, options)?;
            let detected = if source.link {
                Format::Link
            } else if lines == 1 {
                Format::Line
            } else {
                Format::Grid
            };
            Ok(Parsed {
                puzzle,
                candidates: None,
                format: given.unwrap_or(detected),
            })
        }
    }
}

/// The common case without the detection passes: a text that is one plain
/// 9x9 line ([`super::plain_line`]). Detection reads such a line the same
/// way (a 9x9 board in the `line` format and the standard alphabet: 81 is
/// no other format's length for any board, unlike 64, a 4x4 pencilmark
/// line or an 8x8 line); `None` sends any other text, or options asking
/// otherwise, through it.
fn read_plain_line(text: &str, options: &ParseOptions) -> Option<Result<Parsed, Error>> {
    let cells = plain_line(text, options)?.cells();
    let geometry = match &options.geometry {
        Some(g) => Arc::clone(g),
        None => Geometry::shared(3, 3).ok()?,
    };
    // Collected from the line's own length: no test of the capacity per
    // cell, as a push has.
    let values: Vec<Option<Digit>> = cells
        .iter()
        .map(|&byte| match byte {
            b'.' => None,
            digit => Digit::new(digit - b'0'),
        })
        .collect();
    let givens = Grid::from_values(geometry, values);
    Some(
        Puzzle::from_grid(givens, Alphabet::Standard).map(|puzzle| Parsed {
            puzzle,
            candidates: None,
            format: Format::Line,
        }),
    )
}

/// The side of the board of `count` cells: the one asked for, or any;
/// `None` when there is none.
fn side_for(count: usize, options: &ParseOptions) -> Option<usize> {
    match &options.geometry {
        Some(g) => (g.cell_count() == count).then(|| g.side()),
        None => Geometry::side_of_cells(count),
    }
}

/// Whether `count` cells make a board: the one asked for, or any.
fn fits(count: usize, options: &ParseOptions) -> bool {
    match &options.geometry {
        Some(g) => g.cell_count() == count,
        None => Geometry::side_of_cells(count).is_some(),
    }
}

/// The board of `count` cells: the one asked for, or the one of that size.
fn geometry_for(count: usize, options: &ParseOptions) -> Result<Arc<Geometry>, Error> {
    Geometry::for_cells(count, options.geometry.as_ref())
}

fn digit(value: usize) -> Option<Digit> {
    u8::try_from(value).ok().and_then(Digit::new)
}

fn first_char(text: &str) -> char {
    text.chars().next().unwrap_or(' ')
}

// ---------------------------------------------------------------- cells

/// The cells of some lines, one token per cell: characters, or under
/// numbers whole words; an empty field is an empty token.
struct Cells<'a> {
    numbers: bool,
    tokens: Vec<Word<'a>>,
}

fn cells<'a>(lines: &[Line<'a>], options: &ParseOptions) -> Cells<'a> {
    let mut words = Vec::new();
    for line in lines {
        lex::words(line, &mut words);
    }
    let numbers = match options.alphabet {
        Some(alphabet) => alphabet == Alphabet::Numbers,
        None => looks_like_numbers(&words, options),
    };
    if numbers {
        return Cells {
            numbers,
            tokens: words,
        };
    }
    let mut tokens = Vec::with_capacity(words.len());
    for word in words {
        if word.text.is_empty() {
            tokens.push(word);
        }
        for (i, (byte, ch)) in word.text.char_indices().enumerate() {
            tokens.push(Word {
                text: &word.text[byte..byte + ch.len_utf8()],
                line: word.line,
                column: word.column + i,
            });
        }
    }
    Cells { numbers, tokens }
}

/// Numbers: every word a decimal number up to 64 (or beyond, when it
/// cannot be a cell's candidates instead) or one blank character, one word
/// of two characters or more, and as many words as a board has cells.
fn looks_like_numbers(words: &[Word<'_>], options: &ParseOptions) -> bool {
    let Some(side) = side_for(words.len(), options) else {
        return false;
    };
    // Words too large for any board that could be a cell's candidates
    // instead: a few are typos, more make a candidate grid.
    let mut candidates = 0;
    let numbers = words.iter().any(|w| w.text.len() >= 2)
        && words.iter().all(|w| {
            w.text.is_empty()
                || match Alphabet::read_number(w.text) {
                    Ok(Reading::Blank | Reading::Digit(1..=MAX_SIDE)) => true,
                    // Too large for any board: a number out of range, to
                    // be named as such.
                    Ok(Reading::Digit(_)) => {
                        candidates += usize::from(candidate_digits(w.text, side));
                        true
                    }
                    _ => false,
                }
        });
    numbers && candidates <= typos(side)
}

/// The most words of a text of numbers that can be typos (numbers too
/// large) for it still to be read as numbers rather than as a candidate
/// grid, whose groups of several candidates are many: a quarter of a
/// side, at least one.
fn typos(side: usize) -> usize {
    (side / 4).max(1)
}

/// Whether a word could be the candidates of a cell on a board of `side`
/// in digits: distinct digits from 1 up to the side (or 9).
fn candidate_digits(word: &str, side: usize) -> bool {
    let mut seen = 0u16;
    word.chars().all(|c| match c.to_digit(10) {
        Some(d @ 1..=9) if d as usize <= side && seen & (1 << d) == 0 => {
            seen |= 1 << d;
            true
        }
        _ => false,
    })
}

/// Whether the text is a puzzle in numbers up to its side, which then is
/// no candidate grid even when it looks like one in hex (`16` is a hex
/// group of two candidates).
fn numbers_puzzle(source: &Source<'_>, options: &ParseOptions) -> bool {
    if options.alphabet.is_some_and(|a| a != Alphabet::Numbers) {
        return false;
    }
    let Some((words, side)) = board_words(source, options) else {
        return false;
    };
    looks_like_numbers(&words, options)
        && words
            .iter()
            .all(|w| !matches!(Alphabet::read_number(w.text), Ok(Reading::Digit(d)) if d > side))
}

/// The words of the text less its rule lines, and the side of the board
/// they would fill one a cell, if any.
fn board_words<'a>(source: &Source<'a>, options: &ParseOptions) -> Option<(Vec<Word<'a>>, usize)> {
    let mut words = Vec::new();
    for line in source.lines.iter().filter(|l| !lex::is_rule(l)) {
        lex::words(line, &mut words);
    }
    let side = side_for(words.len(), options)?;
    Some((words, side))
}

/// A clash of givens, read as a candidate grid (`17` the candidates 1
/// and 7 of a hex cell), in a text that reads as numbers but for a few
/// numbers too large ([`typos`]): a typo in a puzzle of numbers, named as
/// such.
fn numbers_with_a_typo(error: Error, source: &Source<'_>, options: &ParseOptions) -> Error {
    if !matches!(error, Error::Clash { .. })
        || options.alphabet.is_some_and(|a| a != Alphabet::Numbers)
    {
        return error;
    }
    let Some((words, side)) = board_words(source, options) else {
        return error;
    };
    let mut too_large = Vec::new();
    for word in words.iter().filter(|w| !w.text.is_empty()) {
        match Alphabet::read_number(word.text) {
            Ok(Reading::Digit(d)) if d > side => too_large.push(word),
            Ok(Reading::Blank | Reading::Digit(_)) => {}
            _ => return error,
        }
    }
    match too_large.first() {
        Some(first) if too_large.len() <= typos(side) => Error::DigitOutOfRange {
            symbol: first.text.to_owned(),
            line: first.line,
            column: first.column,
            side,
        },
        _ => error,
    }
}

/// The lines that hold the cells: less the rule lines (unless they are
/// needed to make a board) and less a one-line text's trailing comment.
fn cell_lines<'a>(source: &Source<'a>, options: &ParseOptions) -> Vec<Line<'a>> {
    let all = &source.lines;
    let kept: Vec<Line<'a>> = all.iter().filter(|l| !lex::is_rule(l)).copied().collect();
    let lines = if kept.len() < all.len()
        && !fits(cells(&kept, options).tokens.len(), options)
        && fits(cells(all, options).tokens.len(), options)
    {
        all.clone()
    } else {
        kept
    };
    if let [line] = lines[..] {
        let chunks = lex::chunks(&line);
        if let [first, _, ..] = chunks[..] {
            let count = |chunk: &Line<'a>| cells(&[*chunk], options).tokens.len();
            let first_count = count(&first);
            let square_rows =
                chunks.len() == first_count && chunks.iter().all(|c| count(c) == first_count);
            if fits(first_count, options) && !square_rows {
                return vec![first];
            }
        }
    }
    lines
}

/// Reads one symbol (or number) per cell. Returns the puzzle and the
/// number of lines it was on.
fn read_cells(source: &Source<'_>, options: &ParseOptions) -> Result<(Puzzle, usize), Error> {
    let lines = cell_lines(source, options);
    let Cells { numbers, tokens } = cells(&lines, options);
    if tokens.is_empty() {
        return Err(Error::Empty);
    }
    let geometry = geometry_for(tokens.len(), options)
        .map_err(|e| ragged_row(e, &tokens, options))
        .map_err(|e| digits_say_nine_at_most(e, &tokens, options))?;
    let side = geometry.side();
    let alphabet = match options.alphabet {
        Some(alphabet) => alphabet,
        None if numbers => Alphabet::Numbers,
        None => detect_alphabet(&tokens, side),
    };
    alphabet.check(side)?;
    let mut givens = Grid::empty(Arc::clone(&geometry));
    for (cell, token) in geometry.cells().zip(&tokens) {
        givens.set(cell, read_token(alphabet, token, side)?);
    }
    let puzzle = Puzzle::from_grid(givens, alphabet).map_err(|clash| {
        let detected = options.alphabet.is_none() && alphabet == Alphabet::Letters;
        match detected {
            true => one_letter_over_and_over(clash, &tokens, side),
            false => clash,
        }
    })?;
    Ok((puzzle, lines.len()))
}

/// The clash of givens read as letters, or when the text is one letter in
/// every cell, that letter named as what it most likely is: a stray
/// symbol where a digit was meant, not a board of clashing givens.
fn one_letter_over_and_over(clash: Error, tokens: &[Word<'_>], side: usize) -> Error {
    let Some(first) = tokens.first() else {
        return clash;
    };
    match matches!(clash, Error::Clash { .. }) && tokens.iter().all(|t| t.text == first.text) {
        true => Error::DigitOutOfRange {
            symbol: first.text.to_owned(),
            line: first.line,
            column: first.column,
            side,
        },
        false => clash,
    }
}

/// The value of one cell's token.
fn read_token(alphabet: Alphabet, token: &Word<'_>, side: usize) -> Result<Option<Digit>, Error> {
    if token.text.is_empty() {
        return Ok(None);
    }
    let reading = if alphabet == Alphabet::Numbers {
        Alphabet::read_number(token.text).map_err(|at| Error::BadChar {
            ch: token.text.chars().nth(at).unwrap_or(' '),
            line: token.line,
            column: token.column + at,
        })?
    } else {
        alphabet.read_char(first_char(token.text), side)
    };
    match reading {
        Reading::Blank => Ok(None),
        Reading::Digit(d) if d <= side => Ok(digit(d)),
        Reading::Digit(_) => Err(Error::DigitOutOfRange {
            symbol: token.text.to_owned(),
            line: token.line,
            column: token.column,
            side,
        }),
        Reading::Unknown => Err(Error::BadChar {
            ch: first_char(token.text),
            line: token.line,
            column: token.column,
        }),
    }
}

/// The wrong length of a grid named at the row that makes it: a text of
/// as many lines as a board's side, most of them with that many cells,
/// one of them not (a cell left out, or one too many).
fn ragged_row(error: Error, tokens: &[Word<'_>], options: &ParseOptions) -> Error {
    if !matches!(error, Error::WrongLength { .. }) {
        return error;
    }
    // Each line's tokens, in order: (line, first token, count).
    let mut rows: Vec<(usize, usize, usize)> = Vec::new();
    for (i, token) in tokens.iter().enumerate() {
        match rows.last_mut() {
            Some((line, _, count)) if *line == token.line => *count += 1,
            _ => rows.push((token.line, i, 1)),
        }
    }
    let side = rows.len();
    let full = rows.iter().filter(|&&(_, _, count)| count == side).count();
    if side < MIN_SIDE || !fits(side * side, options) || 2 * full <= side {
        return error;
    }
    let Some(&(line, first, found)) = rows.iter().find(|&&(_, _, count)| count != side) else {
        return error;
    };
    let column = match found < side {
        true => {
            let last = &tokens[first + found - 1];
            last.column + last.text.chars().count().max(1)
        }
        false => tokens[first + side].column,
    };
    Error::WrongRowLength {
        line,
        column,
        found,
        expected: side,
    }
}

/// A wrong length named for a board the symbols could fill: a text of
/// digits `1`-`9` and blanks (no `0`, which a hex board's would hold) is
/// a board of at most 9x9 (the nearest side at least its largest digit),
/// whatever its length happens to be nearest to.
fn digits_say_nine_at_most(error: Error, tokens: &[Word<'_>], options: &ParseOptions) -> Error {
    let Error::WrongLength { found, .. } = error else {
        return error;
    };
    if options.geometry.is_some() || options.alphabet.is_some_and(|a| a != Alphabet::Standard) {
        return error;
    }
    let mut largest = 0;
    for token in tokens.iter().filter(|t| !t.text.is_empty()) {
        let symbol = first_char(token.text);
        if symbol == '0' {
            return error;
        }
        match Alphabet::Standard.read_char(symbol, 9) {
            Reading::Blank => {}
            Reading::Digit(d) => largest = largest.max(d),
            Reading::Unknown => return error,
        }
    }
    let nearest = (largest.max(MIN_SIDE)..=9)
        .filter(|&side| Geometry::side_has_box_shape(side))
        .min_by_key(|&side| (side * side).abs_diff(found));
    match nearest {
        Some(side) => Error::WrongLength {
            found,
            expected: side * side,
        },
        None => error,
    }
}

/// The alphabet of single-character cells (see the module docs).
fn detect_alphabet(tokens: &[Word<'_>], side: usize) -> Alphabet {
    let chars = || {
        tokens
            .iter()
            .filter(|t| !t.text.is_empty())
            .map(|t| first_char(t.text))
    };
    let zeros = chars().filter(|&c| c == '0').count();
    let hex = (10..=Alphabet::Hex.max_side()).contains(&side)
        && (1..=side).contains(&zeros)
        && chars().all(|c| match Alphabet::Hex.read_char(c, side) {
            Reading::Blank => true,
            Reading::Digit(d) => d <= side,
            Reading::Unknown => false,
        });
    let letters = side <= Alphabet::Letters.max_side()
        && chars().any(|c| Alphabet::Letters.is_symbol(c, side))
        && chars()
            .all(|c| !c.is_ascii_digit() || (c == '0' && Alphabet::Letters.is_blank(c, side)))
        && chars()
            .all(|c| Alphabet::Letters.is_blank(c, side) || Alphabet::Letters.is_symbol(c, side));
    if hex {
        Alphabet::Hex
    } else if letters {
        Alphabet::Letters
    } else {
        Alphabet::Standard
    }
}

// ----------------------------------------------------------- candidates

/// The groups of a candidate grid: words separated by whitespace and `|`,
/// less the decoration words: two characters or more, all of `-+.=:*'`.
fn groups<'a>(source: &Source<'a>) -> Vec<Word<'a>> {
    let mut out = Vec::new();
    for line in &source.lines {
        let mut start: Option<(usize, usize)> = None;
        let text = line.text;
        let mut push = |start: Option<(usize, usize)>, end: usize| {
            if let Some((byte, column)) = start {
                let word = &text[byte..end];
                let decoration =
                    word.chars().nth(1).is_some() && word.chars().all(|c| "-+.=:*'".contains(c));
                if !decoration {
                    out.push(Word {
                        text: word,
                        line: line.number,
                        column,
                    });
                }
            }
        };
        for (column, (byte, c)) in (line.column..).zip(text.char_indices()) {
            if c.is_whitespace() || c == '|' {
                push(start.take(), byte);
            } else if start.is_none() {
                start = Some((byte, column));
            }
        }
        push(start, text.len());
    }
    out
}

/// The parts of a numbers group, `1,10,12`, with their columns.
fn number_parts<'a>(group: &Word<'a>) -> impl Iterator<Item = (usize, &'a str)> {
    let mut column = group.column;
    group.text.split(',').map(move |part| {
        let at = column;
        column += part.chars().count() + 1;
        (at, part)
    })
}

/// Whether a group is one blank character: an empty cell without
/// candidates.
fn lone_blank(alphabet: Alphabet, group: &Word<'_>, side: usize) -> bool {
    let mut chars = group.text.chars();
    matches!((chars.next(), chars.next()), (Some(c), None) if alphabet.is_blank(c, side))
}

/// The alphabet of a text that looks like a candidate grid, if it does
/// (see the module docs).
fn candidate_alphabet(groups: &[Word<'_>], options: &ParseOptions) -> Option<Alphabet> {
    if !fits(groups.len(), options) || !groups.iter().any(|g| g.text.chars().nth(1).is_some()) {
        return None;
    }
    let side = match &options.geometry {
        Some(g) => g.side(),
        None => Geometry::side_of_cells(groups.len())?,
    };
    let has_digit = groups
        .iter()
        .any(|g| g.text.contains(|c: char| ('1'..='9').contains(&c)));
    let order: &[Alphabet] = match options.alphabet {
        Some(ref alphabet) => std::slice::from_ref(alphabet),
        None if has_digit => &Alphabet::ALL,
        None => &[Alphabet::Letters, Alphabet::Standard, Alphabet::Hex],
    };
    // A cell whose candidates are all gone is a contradiction: a grid of
    // them, more than half its cells, is a puzzle's blanks.
    let blanks = |alphabet| {
        groups
            .iter()
            .filter(|g| lone_blank(alphabet, g, side))
            .count()
    };
    order.iter().copied().find(|&alphabet| {
        if 2 * blanks(alphabet) > groups.len() {
            false
        } else if alphabet == Alphabet::Numbers {
            groups.iter().any(|g| g.text.contains(','))
                && groups.iter().all(|g| {
                    lone_blank(alphabet, g, side)
                        || number_parts(g).all(|(_, part)| {
                        matches!(Alphabet::read_number(part), Ok(Reading::Digit(d)) if d <= side)
                    })
                })
        } else {
            groups.iter().all(|g| {
                lone_blank(alphabet, g, side) || g.text.chars().all(|c| alphabet.is_symbol(c, side))
            })
        }
    })
}

fn read_candidates(
    source: &Source<'_>,
    options: &ParseOptions,
) -> Result<(Puzzle, Candidates), Error> {
    let groups = groups(source);
    if groups.is_empty() {
        return Err(Error::Empty);
    }
    let geometry = geometry_for(groups.len(), options)?;
    let side = geometry.side();
    let alphabet = options
        .alphabet
        .or_else(|| candidate_alphabet(&groups, options))
        .unwrap_or_default();
    alphabet.check(side)?;
    let mut sets = Vec::with_capacity(groups.len());
    for group in &groups {
        let mut set = DigitSet::EMPTY;
        if lone_blank(alphabet, group, side) {
            // An empty cell whose candidates are all gone.
        } else if alphabet == Alphabet::Numbers {
            for (column, part) in number_parts(group) {
                let token = Word {
                    text: part,
                    line: group.line,
                    column,
                };
                set.insert(candidate(alphabet, &token, side)?);
            }
        } else {
            for (i, (byte, ch)) in group.text.char_indices().enumerate() {
                let token = Word {
                    text: &group.text[byte..byte + ch.len_utf8()],
                    line: group.line,
                    column: group.column + i,
                };
                set.insert(candidate(alphabet, &token, side)?);
            }
        }
        sets.push(set);
    }
    state(geometry, alphabet, sets)
}

/// One candidate: a digit of the board, never a blank (an empty part
/// between commas is the comma after it).
fn candidate(alphabet: Alphabet, token: &Word<'_>, side: usize) -> Result<Digit, Error> {
    let bad = |ch| Error::BadChar {
        ch,
        line: token.line,
        column: token.column,
    };
    if token.text.is_empty() {
        return Err(bad(','));
    }
    read_token(alphabet, token, side)?.ok_or_else(|| bad(first_char(token.text)))
}

/// The puzzle of the cells with one candidate, and the state whose empty
/// cells keep the candidates no filled peer rules out.
fn state(
    geometry: Arc<Geometry>,
    alphabet: Alphabet,
    sets: Vec<DigitSet>,
) -> Result<(Puzzle, Candidates), Error> {
    let mut givens = Grid::empty(Arc::clone(&geometry));
    for (cell, set) in geometry.cells().zip(&sets) {
        givens.set(cell, set.only());
    }
    let puzzle = Puzzle::from_grid(givens, alphabet)?;
    let givens = puzzle.givens();
    let sets = geometry
        .cells()
        .zip(sets)
        .map(|(cell, set)| set.intersection(givens.free_digits(cell)))
        .collect();
    let candidates = Candidates::with_sets(givens, sets);
    Ok((puzzle, candidates))
}

// ---------------------------------------------------------- pencilmarks

/// The characters of a pencilmark line with their lines and columns: the
/// first word of a one-line text when it alone has a pencilmark length,
/// else every character but whitespace.
fn pencilmark_chars(source: &Source<'_>, options: &ParseOptions) -> Vec<(char, usize, usize)> {
    let lines = match &source.lines[..] {
        [line] => {
            let first = lex::first_chunk(line);
            if pencilmark_side(first.text.chars().count(), options).is_some() {
                vec![first]
            } else {
                vec![*line]
            }
        }
        lines => lines.to_vec(),
    };
    let mut out = Vec::new();
    for line in lines {
        for (i, ch) in line.text.chars().enumerate() {
            if !ch.is_whitespace() {
                out.push((ch, line.number, line.column + i));
            }
        }
    }
    out
}

/// The side of a pencilmark line of `length` characters, if it is side³ for
/// the board asked for or a board with a box shape.
fn pencilmark_side(length: usize, options: &ParseOptions) -> Option<usize> {
    match &options.geometry {
        Some(g) => (g.side().pow(3) == length).then_some(g.side()),
        None => (4..=MAX_SIDE)
            .find(|s| s.pow(3) >= length)
            .filter(|s| s.pow(3) == length && Geometry::side_has_box_shape(*s)),
    }
}

/// Whether every cell's characters are blanks and digits at their places
/// in this alphabet, not all blank.
fn positional(alphabet: Alphabet, chars: &[(char, usize, usize)], side: usize) -> bool {
    alphabet.is_single_char()
        && chars.iter().any(|&(c, ..)| !alphabet.is_blank(c, side))
        && chars.chunks(side).all(|cell| {
            cell.iter().enumerate().all(|(k, &(c, ..))| {
                alphabet.is_blank(c, side) || alphabet.read_char(c, side) == Reading::Digit(k + 1)
            })
        })
}

fn looks_like_pencilmarks(source: &Source<'_>, options: &ParseOptions) -> bool {
    let [line] = &source.lines[..] else {
        return false;
    };
    let first = lex::first_chunk(line);
    let Some(side) = pencilmark_side(first.text.chars().count(), options) else {
        return false;
    };
    let chars = pencilmark_chars(source, options);
    match options.alphabet {
        Some(alphabet) => positional(alphabet, &chars, side),
        None => Alphabet::ALL.iter().any(|&a| positional(a, &chars, side)),
    }
}

fn read_pencilmarks(
    source: &Source<'_>,
    options: &ParseOptions,
) -> Result<(Puzzle, Candidates), Error> {
    let chars = pencilmark_chars(source, options);
    if chars.is_empty() {
        return Err(Error::Empty);
    }
    let side = pencilmark_side(chars.len(), options).ok_or_else(|| {
        let sides = || (4..=MAX_SIDE).filter(|&s| Geometry::side_has_box_shape(s));
        let side = match &options.geometry {
            Some(g) => g.side(),
            // A puzzle's line (a cell a character) read as pencilmarks:
            // its board's pencilmark line is the one meant.
            None => (sides().find(|s| s * s == chars.len()))
                .or_else(|| sides().min_by_key(|s| s.pow(3).abs_diff(chars.len())))
                .unwrap_or(9),
        };
        Error::WrongPencilmarkLength {
            found: chars.len(),
            expected: side.pow(3),
            side,
        }
    })?;
    let geometry = match &options.geometry {
        Some(g) => Arc::clone(g),
        None => Geometry::shared_for_side(side)?,
    };
    let alphabet = options.alphabet.unwrap_or_else(|| {
        Alphabet::ALL
            .into_iter()
            .find(|&a| positional(a, &chars, side))
            .unwrap_or_default()
    });
    if !alphabet.is_single_char() {
        return Err(Error::Unsupported {
            format: Format::Pencilmarks.name(),
            reason: "its digits are single characters, not numbers",
        });
    }
    alphabet.check(side)?;
    let mut sets = Vec::with_capacity(geometry.cell_count());
    let mut buffer = [0; 4];
    for cell in chars.chunks(side) {
        let mut set = DigitSet::EMPTY;
        for &(ch, line, column) in cell {
            let token = Word {
                text: ch.encode_utf8(&mut buffer),
                line,
                column,
            };
            if let Some(digit) = read_token(alphabet, &token, side)? {
                set.insert(digit);
            }
        }
        sets.push(set);
    }
    state(geometry, alphabet, sets)
}
