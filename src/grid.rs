//! Grids of values, and the text formats people paste.
//!
//! Read: one line of side² symbols (the 81-character line for 9x9), or a
//! block grid with `|` between boxes and `---+---` lines between bands, with
//! any spacing. Write: the same two.

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::digits::{Digit, DigitSet};
use crate::error::{Error, Position};
use crate::geometry::{Cell, Geometry, House, MAX_SIDE};

/// `1-9`, then letters, then a few signs: 64 symbols, enough for 64x64.
const STANDARD_SYMBOLS: &str = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz@#&";
/// `0-9` then letters: hexadecimal for 16x16.
const HEX_SYMBOLS: &str = "0123456789abcdefghijklmnopqrstuvwxyz";

/// Which symbols stand for the digits. Symbol `i` (0-based) is digit `i + 1`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum Alphabet {
    /// `1-9` then `A-Z` (any case up to 35x35), then `a-z`, `@`, `#`, `&`.
    /// Blanks: `.` and `0`.
    #[default]
    Standard,
    /// `0-9` then `a-z` (any case): hexadecimal on 16x16, where `0` is digit
    /// 1 and `f` digit 16. Up to 36x36. Blank: `.`.
    Hex,
}

/// What a character of puzzle text means under an alphabet.
enum Symbol {
    Blank,
    /// The 1-based digit, which may be beyond the board's side.
    Digit(usize),
    Unknown,
}

impl Alphabet {
    /// The name used in options and messages: `standard` or `hex`.
    pub fn name(self) -> &'static str {
        match self {
            Alphabet::Standard => "standard",
            Alphabet::Hex => "hex",
        }
    }

    fn all_symbols(self) -> &'static str {
        match self {
            Alphabet::Standard => STANDARD_SYMBOLS,
            Alphabet::Hex => HEX_SYMBOLS,
        }
    }

    /// The largest side this alphabet can write.
    pub fn max_side(self) -> usize {
        self.all_symbols().len()
    }

    /// The symbols of a board of this side, digit 1 first.
    pub fn symbols(self, side: usize) -> Result<&'static str, Error> {
        self.all_symbols()
            .get(..side)
            .ok_or(Error::AlphabetTooSmall {
                alphabet: self.name(),
                side,
            })
    }

    /// The symbol of a digit. Digits beyond the alphabet (only possible for
    /// sides it cannot write, which no parsed puzzle has) show as `?`.
    pub fn symbol(self, digit: Digit) -> char {
        self.all_symbols()
            .as_bytes()
            .get(usize::from(digit.get()) - 1)
            .map_or('?', |&b| char::from(b))
    }

    /// Letters are read in any case while one case covers the side.
    fn case_blind(self, side: usize) -> bool {
        match self {
            Alphabet::Standard => side <= 35,
            Alphabet::Hex => true,
        }
    }

    fn read(self, ch: char, side: usize) -> Symbol {
        let blank = match self {
            Alphabet::Standard => ch == '.' || ch == '0',
            Alphabet::Hex => ch == '.',
        };
        if blank {
            return Symbol::Blank;
        }
        let ch = match (self, self.case_blind(side)) {
            (Alphabet::Standard, true) => ch.to_ascii_uppercase(),
            (Alphabet::Hex, _) => ch.to_ascii_lowercase(),
            (Alphabet::Standard, false) => ch,
        };
        let position = u8::try_from(ch)
            .ok()
            .and_then(|byte| self.all_symbols().bytes().position(|s| s == byte));
        match position {
            Some(i) => Symbol::Digit(i + 1),
            None => Symbol::Unknown,
        }
    }
}

impl FromStr for Alphabet {
    type Err = Error;
    fn from_str(name: &str) -> Result<Alphabet, Error> {
        match name {
            "standard" => Ok(Alphabet::Standard),
            "hex" => Ok(Alphabet::Hex),
            _ => Err(Error::UnknownAlphabet {
                name: name.to_owned(),
            }),
        }
    }
}

/// The values of a board's cells; `None` is an empty cell.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Grid {
    geometry: Arc<Geometry>,
    values: Vec<Option<Digit>>,
}

impl Grid {
    /// A grid with every cell empty.
    pub fn empty(geometry: Arc<Geometry>) -> Grid {
        let values = vec![None; geometry.cell_count()];
        Grid { geometry, values }
    }

    /// The grid of these values, row-major: the search's solutions, whose
    /// values are one per cell and on the board by construction.
    pub(crate) fn from_values(geometry: Arc<Geometry>, values: Vec<Option<Digit>>) -> Grid {
        debug_assert_eq!(values.len(), geometry.cell_count());
        debug_assert!(values.iter().flatten().all(|&d| geometry.has_digit(d)));
        Grid { geometry, values }
    }

    pub fn geometry(&self) -> &Arc<Geometry> {
        &self.geometry
    }

    pub fn get(&self, cell: Cell) -> Option<Digit> {
        self.values[cell.index()]
    }

    /// Sets or clears a cell.
    ///
    /// # Panics
    /// If the digit is beyond the board's side.
    pub fn set(&mut self, cell: Cell, value: Option<Digit>) {
        if let Some(digit) = value {
            assert!(
                self.geometry.has_digit(digit),
                "digit {digit} is off the board"
            );
        }
        self.values[cell.index()] = value;
    }

    /// The values, row-major.
    pub fn values(&self) -> &[Option<Digit>] {
        &self.values
    }

    /// How many cells are filled.
    pub fn filled(&self) -> usize {
        self.values.iter().filter(|v| v.is_some()).count()
    }

    /// Whether every cell holds a digit.
    pub fn is_complete(&self) -> bool {
        self.values.iter().all(Option::is_some)
    }

    /// The first house, in house order, holding one digit twice, with the
    /// two cells and the digit.
    pub fn first_clash(&self) -> Option<(House, Cell, Cell, Digit)> {
        let side = self.geometry.side();
        let mut first_seen: Vec<Option<Cell>> = vec![None; side];
        for house in self.geometry.houses() {
            first_seen.iter_mut().for_each(|slot| *slot = None);
            for &cell in self.geometry.house_cells(house) {
                if let Some(digit) = self.get(cell) {
                    let slot = &mut first_seen[usize::from(digit.get()) - 1];
                    match slot {
                        Some(earlier) => return Some((house, *earlier, cell, digit)),
                        None => *slot = Some(cell),
                    }
                }
            }
        }
        None
    }

    /// Whether some house holds a digit twice: [`first_clash`](Grid::first_clash)
    /// is `Some`, found in one pass over the cells.
    fn has_clash(&self) -> bool {
        let g = &self.geometry;
        let side = g.side();
        // Digits seen in each row, column and box.
        let mut seen = vec![0u64; 3 * side];
        for (index, value) in self.values.iter().enumerate() {
            let Some(digit) = value else { continue };
            let bit = DigitSet::single(*digit).bits();
            let (row, col) = (index / side, index % side);
            let boxed = (row / g.box_height()) * (side / g.box_width()) + col / g.box_width();
            for slot in [row, side + col, 2 * side + boxed] {
                if seen[slot] & bit != 0 {
                    return true;
                }
                seen[slot] |= bit;
            }
        }
        false
    }

    /// Whether the grid is complete, breaks no rule and keeps every value of
    /// `givens`.
    pub fn solves(&self, givens: &Grid) -> bool {
        self.geometry == givens.geometry
            && self.is_complete()
            && self.first_clash().is_none()
            && givens
                .values
                .iter()
                .zip(&self.values)
                .all(|(given, mine)| given.is_none() || given == mine)
    }

    /// The digits no filled peer of `cell` holds.
    pub fn free_digits(&self, cell: Cell) -> DigitSet {
        let seen: DigitSet = self
            .geometry
            .peers(cell)
            .iter()
            .filter_map(|&peer| self.get(peer))
            .collect();
        DigitSet::full(self.geometry.side()).difference(seen)
    }

    /// One line of side² symbols, `.` for a blank.
    pub fn to_line(&self, alphabet: Alphabet) -> String {
        self.values
            .iter()
            .map(|v| symbol_or_blank(alphabet, *v))
            .collect()
    }

    /// The block grid: spaces between cells, `|` between boxes, `-` and `+`
    /// lines between bands of boxes, a newline after each row.
    pub fn to_block(&self, alphabet: Alphabet) -> String {
        let g = &self.geometry;
        let mut out = String::new();
        for row in 0..g.side() {
            let mut line = String::new();
            for col in 0..g.side() {
                if col > 0 {
                    line.push_str(if col % g.box_width() == 0 { " | " } else { " " });
                }
                line.push(symbol_or_blank(alphabet, self.get(g.cell_at(row, col))));
            }
            if row > 0 && row % g.box_height() == 0 {
                let rule: String = line
                    .chars()
                    .map(|c| if c == '|' { '+' } else { '-' })
                    .collect();
                out.push_str(&rule);
                out.push('\n');
            }
            out.push_str(&line);
            out.push('\n');
        }
        out
    }
}

fn symbol_or_blank(alphabet: Alphabet, value: Option<Digit>) -> char {
    value.map_or('.', |d| alphabet.symbol(d))
}

/// How to read puzzle text; `None` means "detect it".
#[derive(Clone, Debug, Default)]
pub struct ParseOptions {
    /// The board's shape; detected from the number of cells when absent.
    pub geometry: Option<Arc<Geometry>>,
    /// The symbols; detected from the characters when absent.
    pub alphabet: Option<Alphabet>,
}

/// A puzzle: its givens and the alphabet it was written in.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Puzzle {
    givens: Grid,
    alphabet: Alphabet,
}

/// A character of the input that stands for a cell, and where it stood.
struct Token {
    ch: char,
    line: usize,
    column: usize,
}

impl Puzzle {
    /// Reads a puzzle, detecting its size and alphabet.
    pub fn parse(text: &str) -> Result<Puzzle, Error> {
        Puzzle::parse_with(text, &ParseOptions::default())
    }

    /// Reads a puzzle with the size or alphabet given where known.
    ///
    /// Errors: [`Error::Empty`], [`Error::WrongLength`], [`Error::BadChar`],
    /// [`Error::DigitOutOfRange`], [`Error::SideOutOfRange`],
    /// [`Error::AlphabetTooSmall`], [`Error::Clash`].
    pub fn parse_with(text: &str, options: &ParseOptions) -> Result<Puzzle, Error> {
        let tokens = tokenize(text);
        if tokens.is_empty() {
            return Err(Error::Empty);
        }
        let geometry = match &options.geometry {
            Some(g) if g.cell_count() == tokens.len() => Arc::clone(g),
            Some(g) => {
                return Err(Error::WrongLength {
                    found: tokens.len(),
                    expected: g.cell_count(),
                })
            }
            None => geometry_for_cells(tokens.len())?,
        };
        let side = geometry.side();
        let alphabet = options
            .alphabet
            .unwrap_or_else(|| detect_alphabet(&tokens, side));
        alphabet.symbols(side)?;
        let mut givens = Grid::empty(Arc::clone(&geometry));
        for (cell, token) in geometry.cells().zip(&tokens) {
            let value = match alphabet.read(token.ch, side) {
                Symbol::Blank => None,
                Symbol::Digit(d) if d <= side => Digit::new(d as u8),
                Symbol::Digit(_) => {
                    return Err(Error::DigitOutOfRange {
                        ch: token.ch,
                        line: token.line,
                        column: token.column,
                        side,
                    })
                }
                Symbol::Unknown => {
                    return Err(Error::BadChar {
                        ch: token.ch,
                        line: token.line,
                        column: token.column,
                    })
                }
            };
            givens.set(cell, value);
        }
        // The quick check first: naming the first clash takes a slower scan.
        let clash = if givens.has_clash() {
            givens.first_clash()
        } else {
            None
        };
        if let Some((house, first, second, digit)) = clash {
            let position = |cell| Position {
                row: geometry.row(cell) + 1,
                col: geometry.col(cell) + 1,
            };
            return Err(Error::Clash {
                symbol: alphabet.symbol(digit),
                first: position(first),
                second: position(second),
                house,
            });
        }
        Ok(Puzzle { givens, alphabet })
    }

    pub fn geometry(&self) -> &Arc<Geometry> {
        self.givens.geometry()
    }

    pub fn givens(&self) -> &Grid {
        &self.givens
    }

    pub fn alphabet(&self) -> Alphabet {
        self.alphabet
    }
}

impl FromStr for Puzzle {
    type Err = Error;
    fn from_str(text: &str) -> Result<Puzzle, Error> {
        Puzzle::parse(text)
    }
}

impl fmt::Display for Puzzle {
    /// The one-line format, in the puzzle's alphabet.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.givens.to_line(self.alphabet))
    }
}

/// The cell characters of the text: everything but whitespace, `|` and `+`,
/// and but lines made only of `-`, `+`, `|` and spaces (block-grid rules).
fn tokenize(text: &str) -> Vec<Token> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut tokens = Vec::new();
    for (line_index, line) in text.lines().enumerate() {
        let is_rule = line.contains('-')
            && line
                .chars()
                .all(|c| c == '-' || c == '+' || c == '|' || c.is_whitespace());
        if is_rule {
            continue;
        }
        for (column_index, ch) in line.chars().enumerate() {
            if ch.is_whitespace() || ch == '|' || ch == '+' {
                continue;
            }
            tokens.push(Token {
                ch,
                line: line_index + 1,
                column: column_index + 1,
            });
        }
    }
    tokens
}

/// The board whose cell count is `cells`, or the error naming the nearest
/// size pencilmark handles.
fn geometry_for_cells(cells: usize) -> Result<Arc<Geometry>, Error> {
    let side = (cells as f64).sqrt().round() as usize;
    if side * side == cells && side > MAX_SIDE {
        return Err(Error::SideOutOfRange { side });
    }
    if side * side == cells && Geometry::side_has_box_shape(side) {
        return Geometry::shared_for_side(side);
    }
    let nearest = (0..=MAX_SIDE)
        .filter(|&s| Geometry::side_has_box_shape(s))
        .min_by_key(|&s| (s * s).abs_diff(cells))
        .unwrap_or(MAX_SIDE);
    Err(Error::WrongLength {
        found: cells,
        expected: nearest * nearest,
    })
}

/// Hex when the text uses `0` as a digit: on boards of side 10 or more,
/// when `0` appears but no more often than a digit can, and every character
/// reads as a hex symbol of the board. Standard otherwise.
fn detect_alphabet(tokens: &[Token], side: usize) -> Alphabet {
    if side < 10 || side > Alphabet::Hex.max_side() {
        return Alphabet::Standard;
    }
    let zeros = tokens.iter().filter(|t| t.ch == '0').count();
    let all_hex = tokens.iter().all(|t| match Alphabet::Hex.read(t.ch, side) {
        Symbol::Blank => true,
        Symbol::Digit(d) => d <= side,
        Symbol::Unknown => false,
    });
    if zeros > 0 && zeros <= side && all_hex {
        Alphabet::Hex
    } else {
        Alphabet::Standard
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::HouseKind;

    const LINE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn reads_and_writes_the_line() {
        let puzzle = Puzzle::parse(LINE).unwrap();
        assert_eq!(puzzle.geometry().side(), 9);
        assert_eq!(puzzle.givens().filled(), 30);
        assert_eq!(puzzle.to_string(), LINE);
        let zeros = LINE.replace('.', "0");
        assert_eq!(Puzzle::parse(&zeros).unwrap(), puzzle);
    }

    #[test]
    fn reads_the_block_grid_it_writes() {
        let puzzle = Puzzle::parse(LINE).unwrap();
        let block = puzzle.givens().to_block(Alphabet::Standard);
        assert!(block.starts_with("5 3 . | . 7 . | . . .\n6 . . | 1 9 5 | . . .\n"));
        assert!(block.contains("------+-------+------\n"));
        assert_eq!(Puzzle::parse(&block).unwrap(), puzzle);
    }

    #[test]
    fn six_by_six_block_grid_has_two_row_bands() {
        let puzzle = Puzzle::parse("1.....\n..2...\n......\n...3..\n......\n.....6").unwrap();
        assert_eq!(puzzle.geometry().box_height(), 2);
        let block = puzzle.givens().to_block(Alphabet::Standard);
        assert_eq!(block.lines().count(), 6 + 2);
        assert_eq!(block.lines().nth(2), Some("------+------"));
    }

    #[test]
    fn detects_hex_sixteen() {
        let mut text = String::from("0123456789abcdef");
        text.push_str(&".".repeat(240));
        let puzzle = Puzzle::parse(&text).unwrap();
        assert_eq!(puzzle.alphabet(), Alphabet::Hex);
        assert_eq!(puzzle.givens().values()[0].map(Digit::get), Some(1));
        assert_eq!(puzzle.givens().values()[15].map(Digit::get), Some(16));
        assert_eq!(puzzle.to_string(), text);
    }

    #[test]
    fn detects_standard_sixteen_with_letters() {
        let mut text = String::from("123456789ABCDEFG");
        text.push_str(&"0".repeat(240));
        let puzzle = Puzzle::parse(&text).unwrap();
        assert_eq!(puzzle.alphabet(), Alphabet::Standard);
        assert_eq!(puzzle.givens().filled(), 16);
        let lower = text.to_lowercase();
        assert_eq!(Puzzle::parse(&lower).unwrap(), puzzle);
    }

    #[test]
    fn wrong_length_names_the_nearest_size() {
        assert_eq!(
            Puzzle::parse(&LINE[1..]),
            Err(Error::WrongLength {
                found: 80,
                expected: 81
            })
        );
        let message = Puzzle::parse(&LINE[1..]).unwrap_err().to_string();
        assert_eq!(message, "found 80 cells, expected 81 for a 9x9 puzzle");
        let options = ParseOptions {
            geometry: Some(Arc::new(Geometry::for_side(16).unwrap())),
            alphabet: None,
        };
        assert_eq!(
            Puzzle::parse_with(LINE, &options),
            Err(Error::WrongLength {
                found: 81,
                expected: 256
            })
        );
    }

    #[test]
    fn errors_say_what_and_where() {
        let mut bad = LINE.to_owned();
        bad.replace_range(4..5, "?");
        assert_eq!(
            Puzzle::parse(&bad),
            Err(Error::BadChar {
                ch: '?',
                line: 1,
                column: 5
            })
        );
        let block = format!("{}\n{}A{}", &LINE[..9], &LINE[9..12], &LINE[13..]);
        assert_eq!(
            Puzzle::parse(&block),
            Err(Error::DigitOutOfRange {
                ch: 'A',
                line: 2,
                column: 4,
                side: 9
            })
        );
        assert_eq!(Puzzle::parse(" \n\n"), Err(Error::Empty));
        assert_eq!(
            Puzzle::parse(&".".repeat(81 * 81)),
            Err(Error::SideOutOfRange { side: 81 })
        );
    }

    #[test]
    fn clashing_givens_are_named() {
        let mut bad = LINE.to_owned();
        bad.replace_range(2..3, "5");
        let err = Puzzle::parse(&bad).unwrap_err();
        assert_eq!(
            err,
            Error::Clash {
                symbol: '5',
                first: Position { row: 1, col: 1 },
                second: Position { row: 1, col: 3 },
                house: House {
                    kind: HouseKind::Row,
                    index: 0
                },
            }
        );
        assert_eq!(err.to_string(), "givens clash: 5 at r1c1 and r1c3 (row 1)");
    }

    #[test]
    fn alphabet_limits() {
        assert!(Alphabet::Standard.symbols(64).is_ok());
        assert_eq!(
            Alphabet::Hex.symbols(49),
            Err(Error::AlphabetTooSmall {
                alphabet: "hex",
                side: 49
            })
        );
        assert_eq!("hex".parse(), Ok(Alphabet::Hex));
        assert!("klingon".parse::<Alphabet>().is_err());
    }
}
