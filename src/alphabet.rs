//! Alphabets: which symbols stand for the digits in puzzle text.
//!
//! | name | digits 1, 2, … | case | blanks | largest side |
//! |---|---|---|---|---|
//! | `standard` | `1-9`, then `A-Z`, `a-z`, `@`, `%`, `&` | any, up to 35x35 | `.` `0` `*` `_` `-` `x` | 64 |
//! | `hex` | `0-9`, then `a-z` (`0` is digit 1, `f` digit 16) | any | `.` `*` `_` `-` `x` | 36 |
//! | `letters` | `A-Z` (`A` is digit 1) | any | `.` `0` `*` `_` `-` `x` | 26 |
//! | `numbers` | decimal numbers `1`, `2`, … `10`, … (leading zeros allowed) | – | `.` `0` `*` `_` `-` `x` | 64 |
//!
//! The 16x16 alphabets people use are all here: `0-9a-f` is `hex`, `1-9a-g`
//! is `standard` (whose sixteenth symbol is `G`), `a-p` is `letters`, and
//! `10,0,3,…` is `numbers`; 25x25 puzzles in `A-Y` are `letters`.
//!
//! A blank character other than `.` is a blank only on boards where it is
//! not a symbol: `0` is digit 1 in `hex`, `x` is digit 33 of `standard` on
//! boards of 33x33 or more and digit 24 of `letters` on boards of 24x24 or
//! more. `.` is always a blank.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::cell::MAX_SIDE;
use crate::digits::{Digit, DigitSet};
use crate::error::Error;

/// `1-9`, then letters, then a few signs: 64 symbols, enough for 64x64.
/// None of them is a blank, a separator or a comment sign.
const STANDARD_SYMBOLS: &str = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz@%&";
/// `0-9` then letters: hexadecimal for 16x16.
const HEX_SYMBOLS: &str = "0123456789abcdefghijklmnopqrstuvwxyz";
/// `A-Z`.
const LETTER_SYMBOLS: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/// Characters that stand for an empty cell, where they are not symbols.
const BLANKS: &str = ".0*_-xX";

/// For each ASCII character, its 1-based place in `symbols`, or 0: reading
/// a character is then one lookup, not a search of the alphabet.
const fn places(symbols: &str) -> [u8; 128] {
    let bytes = symbols.as_bytes();
    let mut table = [0u8; 128];
    let mut i = 0;
    while i < bytes.len() {
        table[bytes[i] as usize] = (i + 1) as u8;
        i += 1;
    }
    table
}

static STANDARD_PLACES: [u8; 128] = places(STANDARD_SYMBOLS);
static HEX_PLACES: [u8; 128] = places(HEX_SYMBOLS);
static LETTER_PLACES: [u8; 128] = places(LETTER_SYMBOLS);

/// Which symbols stand for the digits. See the [module docs](self) for the
/// table.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum Alphabet {
    /// `1-9` then `A-Z` (any case up to 35x35), then `a-z`, `@`, `%`, `&`.
    #[default]
    Standard,
    /// `0-9` then `a-z` (any case): hexadecimal on 16x16, where `0` is digit
    /// 1 and `f` digit 16. Up to 36x36.
    Hex,
    /// `A-Z` (any case): `A` is digit 1. Up to 26x26.
    Letters,
    /// Decimal numbers, one per cell, separated by spaces, commas or tabs.
    /// Up to 64x64.
    Numbers,
}

/// The symbol of a digit in an alphabet: a character, or a decimal number
/// in [`Alphabet::Numbers`].
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Symbol {
    alphabet: Alphabet,
    digit: Digit,
}

impl fmt::Display for Symbol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (
            self.alphabet.is_single_char(),
            self.alphabet.char_of(self.digit),
        ) {
            (true, Some(ch)) => write!(f, "{ch}"),
            // Digits beyond the alphabet only exist on boards it cannot
            // write, which no parsed puzzle has.
            (true, None) => write!(f, "?"),
            (false, _) => write!(f, "{}", self.digit),
        }
    }
}

/// What one character or word of puzzle text means under an alphabet.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Reading {
    Blank,
    /// The 1-based digit, which may be beyond the board's side.
    Digit(usize),
    /// Not a symbol of the alphabet.
    Unknown,
}

impl Alphabet {
    /// Every alphabet, in the order detection prefers them.
    pub const ALL: [Alphabet; 4] = [
        Alphabet::Standard,
        Alphabet::Hex,
        Alphabet::Letters,
        Alphabet::Numbers,
    ];

    /// The name used in options and messages: `standard`, `hex`, `letters`
    /// or `numbers`.
    pub fn name(self) -> &'static str {
        match self {
            Alphabet::Standard => "standard",
            Alphabet::Hex => "hex",
            Alphabet::Letters => "letters",
            Alphabet::Numbers => "numbers",
        }
    }

    /// The symbols, one character per digit; `None` for numbers.
    fn chars(self) -> Option<&'static str> {
        match self {
            Alphabet::Standard => Some(STANDARD_SYMBOLS),
            Alphabet::Hex => Some(HEX_SYMBOLS),
            Alphabet::Letters => Some(LETTER_SYMBOLS),
            Alphabet::Numbers => None,
        }
    }

    /// The symbols of the digits from 1 as ASCII bytes, when each is one
    /// character (every alphabet but numbers).
    pub(crate) fn ascii_symbols(self) -> Option<&'static [u8]> {
        self.chars().map(str::as_bytes)
    }

    /// Whether each digit is one character (every alphabet but numbers).
    pub fn is_single_char(self) -> bool {
        self.chars().is_some()
    }

    /// The largest side this alphabet can write.
    pub fn max_side(self) -> usize {
        self.chars().map_or(MAX_SIDE, str::len)
    }

    /// [`Error::AlphabetTooSmall`] unless the alphabet can write a board of
    /// this side.
    pub fn check(self, side: usize) -> Result<(), Error> {
        if side <= self.max_side() {
            Ok(())
        } else {
            Err(Error::AlphabetTooSmall {
                alphabet: self.name(),
                side,
            })
        }
    }

    /// The symbol of a digit.
    pub fn symbol(self, digit: Digit) -> Symbol {
        Symbol {
            alphabet: self,
            digit,
        }
    }

    /// The symbols of the digits from 1 to `side`, in order.
    pub fn symbols(self, side: usize) -> Vec<String> {
        let digits = DigitSet::full(side).iter();
        digits.map(|digit| self.symbol(digit).to_string()).collect()
    }

    /// Letters are read in any case while one case covers the side.
    fn case_blind(self, side: usize) -> bool {
        match self {
            Alphabet::Standard => side <= 35,
            Alphabet::Hex | Alphabet::Letters | Alphabet::Numbers => true,
        }
    }

    /// The 1-based digit of a character, however large, ignoring case where
    /// the alphabet does on this side.
    fn digit_of_char(self, ch: char, side: usize) -> Option<usize> {
        let places = match self {
            Alphabet::Standard => &STANDARD_PLACES,
            Alphabet::Hex => &HEX_PLACES,
            Alphabet::Letters => &LETTER_PLACES,
            Alphabet::Numbers => return None,
        };
        if !ch.is_ascii() {
            return None;
        }
        let found = |c: char| Some(usize::from(places[c as usize])).filter(|&place| place > 0);
        if self.case_blind(side) {
            found(ch.to_ascii_uppercase()).or_else(|| found(ch.to_ascii_lowercase()))
        } else {
            found(ch)
        }
    }

    /// The character of a digit in a single-character alphabet; `None` under
    /// numbers, or for a digit beyond the alphabet.
    #[inline]
    pub(crate) fn char_of(self, digit: Digit) -> Option<char> {
        let index = usize::from(digit.get()) - 1;
        self.chars()?
            .as_bytes()
            .get(index)
            .map(|&byte| char::from(byte))
    }

    /// Whether `ch` is a symbol of a digit of this side.
    pub(crate) fn is_symbol(self, ch: char, side: usize) -> bool {
        match self {
            Alphabet::Numbers => false,
            _ => self.digit_of_char(ch, side).is_some_and(|d| d <= side),
        }
    }

    /// Whether `ch` stands for an empty cell on a board of this side.
    pub(crate) fn is_blank(self, ch: char, side: usize) -> bool {
        ch == '.' || (BLANKS.contains(ch) && !self.is_symbol(ch, side))
    }

    /// What a character means on a board of this side (single-character
    /// alphabets; under numbers, where digits are words, only blanks read).
    pub(crate) fn read_char(self, ch: char, side: usize) -> Reading {
        if self.is_blank(ch, side) {
            return Reading::Blank;
        }
        self.digit_of_char(ch, side)
            .map_or(Reading::Unknown, Reading::Digit)
    }

    /// What a word means under numbers: a blank, a decimal number, or
    /// unknown (with the 0-based char index of the first wrong character).
    /// Numbers too large for any board read as `MAX_SIDE + 1`.
    pub(crate) fn read_number(word: &str) -> Result<Reading, usize> {
        let mut chars = word.chars();
        if let (Some(ch), None) = (chars.next(), chars.next()) {
            if Alphabet::Numbers.is_blank(ch, MAX_SIDE) {
                return Ok(Reading::Blank);
            }
        }
        if let Some(bad) = word.chars().position(|c| !c.is_ascii_digit()) {
            return Err(bad);
        }
        let digits = word.trim_start_matches('0');
        if digits.is_empty() {
            return Ok(Reading::Blank);
        }
        Ok(Reading::Digit(
            digits
                .parse::<usize>()
                .map_or(MAX_SIDE + 1, |n| n.min(MAX_SIDE + 1)),
        ))
    }
}

impl FromStr for Alphabet {
    type Err = Error;
    fn from_str(name: &str) -> Result<Alphabet, Error> {
        Alphabet::ALL
            .into_iter()
            .find(|a| a.name() == name)
            .ok_or_else(|| Error::UnknownAlphabet {
                name: name.to_owned(),
            })
    }
}

impl fmt::Display for Alphabet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(value: u8) -> Digit {
        Digit::new(value).unwrap()
    }

    #[test]
    fn symbols_of_each_alphabet() {
        assert_eq!(Alphabet::Standard.symbol(d(16)).to_string(), "G");
        assert_eq!(Alphabet::Standard.symbol(d(63)).to_string(), "%");
        assert_eq!(Alphabet::Hex.symbol(d(1)).to_string(), "0");
        assert_eq!(Alphabet::Hex.symbol(d(16)).to_string(), "f");
        assert_eq!(Alphabet::Letters.symbol(d(25)).to_string(), "Y");
        assert_eq!(Alphabet::Numbers.symbol(d(16)).to_string(), "16");
    }

    #[test]
    fn blanks_are_blanks_only_where_they_are_not_symbols() {
        for ch in ".0*_-xX".chars() {
            assert_eq!(Alphabet::Standard.read_char(ch, 9), Reading::Blank, "{ch}");
        }
        assert_eq!(Alphabet::Standard.read_char('x', 33), Reading::Digit(33));
        assert_eq!(Alphabet::Standard.read_char('x', 32), Reading::Blank);
        assert_eq!(Alphabet::Hex.read_char('0', 16), Reading::Digit(1));
        assert_eq!(Alphabet::Hex.read_char('x', 16), Reading::Blank);
        assert_eq!(Alphabet::Letters.read_char('x', 16), Reading::Blank);
        assert_eq!(Alphabet::Letters.read_char('x', 25), Reading::Digit(24));
        assert_eq!(Alphabet::Letters.read_char('p', 16), Reading::Digit(16));
        assert_eq!(Alphabet::Standard.read_char('A', 9), Reading::Digit(10));
        assert_eq!(Alphabet::Standard.read_char('é', 9), Reading::Unknown);
        assert_eq!(Alphabet::Standard.read_char('a', 36), Reading::Digit(36));
        assert_eq!(Alphabet::Standard.read_char('a', 35), Reading::Digit(10));
    }

    #[test]
    fn numbers_read_words() {
        assert_eq!(Alphabet::read_number("16"), Ok(Reading::Digit(16)));
        assert_eq!(Alphabet::read_number("07"), Ok(Reading::Digit(7)));
        assert_eq!(Alphabet::read_number("00"), Ok(Reading::Blank));
        assert_eq!(Alphabet::read_number("."), Ok(Reading::Blank));
        assert_eq!(Alphabet::read_number("1x"), Err(1));
        assert_eq!(
            Alphabet::read_number("99999999999999999999999"),
            Ok(Reading::Digit(MAX_SIDE + 1))
        );
    }

    #[test]
    fn names_and_limits() {
        for alphabet in Alphabet::ALL {
            assert_eq!(alphabet.name().parse(), Ok(alphabet));
        }
        assert!("klingon".parse::<Alphabet>().is_err());
        assert_eq!(Alphabet::Standard.max_side(), 64);
        assert_eq!(Alphabet::Numbers.max_side(), 64);
        assert_eq!(
            Alphabet::Hex.check(49),
            Err(Error::AlphabetTooSmall {
                alphabet: "hex",
                side: 49
            })
        );
        assert!(Alphabet::Letters.check(26).is_ok());
    }

    #[test]
    fn the_symbols_of_a_side() {
        assert_eq!(Alphabet::Standard.symbols(4), ["1", "2", "3", "4"]);
        assert_eq!(Alphabet::Hex.symbols(16).concat(), "0123456789abcdef");
        assert_eq!(Alphabet::Letters.symbols(6).concat(), "ABCDEF");
        assert_eq!(Alphabet::Numbers.symbols(12)[9..], ["10", "11", "12"]);
    }
}
