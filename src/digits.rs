//! Digits and typed sets of digits.

use std::fmt;
use std::num::NonZeroU8;

use serde::Serialize;

/// The largest digit any board can hold (the side of a 64x64 board).
pub const MAX_DIGIT: u8 = 64;

/// A digit of the board: `1..=side`, never zero.
///
/// A `Digit` is only a number; which symbol shows it (`7`, `G`, `f`) is the
/// business of an [`Alphabet`](crate::Alphabet).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "explain"), derive(tsify::Tsify))]
#[serde(transparent)]
pub struct Digit(
    #[cfg_attr(
        all(target_arch = "wasm32", feature = "explain"),
        tsify(type = "number")
    )]
    NonZeroU8,
);

impl Digit {
    /// The digit `value`, if it is in `1..=MAX_DIGIT`.
    pub fn new(value: u8) -> Option<Digit> {
        // Without a branch: readers turn whole lines of values into digits,
        // and the values come in no order a predictor could learn.
        let value = if value > MAX_DIGIT { 0 } else { value };
        NonZeroU8::new(value).map(Digit)
    }

    /// The digit as a number, `1..=side`.
    pub fn get(self) -> u8 {
        self.0.get()
    }

    /// The bit that stands for this digit in a [`DigitSet`].
    fn bit(self) -> u64 {
        1 << (self.get() - 1)
    }
}

impl fmt::Display for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.get().fmt(f)
    }
}

/// A set of digits, one bit each: the candidates of a cell, the digits seen in
/// a house.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Default)]
pub struct DigitSet(u64);

impl DigitSet {
    /// The empty set.
    pub const EMPTY: DigitSet = DigitSet(0);

    /// Every digit `1..=side`.
    pub fn full(side: usize) -> DigitSet {
        debug_assert!(side <= MAX_DIGIT as usize);
        if side >= 64 {
            DigitSet(u64::MAX)
        } else {
            DigitSet((1u64 << side) - 1)
        }
    }

    /// The set holding only `digit`.
    pub fn single(digit: Digit) -> DigitSet {
        DigitSet(digit.bit())
    }

    pub fn contains(self, digit: Digit) -> bool {
        self.0 & digit.bit() != 0
    }

    /// Adds `digit`; returns whether it was absent.
    pub fn insert(&mut self, digit: Digit) -> bool {
        let absent = !self.contains(digit);
        self.0 |= digit.bit();
        absent
    }

    /// Removes `digit`; returns whether it was present.
    pub fn remove(&mut self, digit: Digit) -> bool {
        let present = self.contains(digit);
        self.0 &= !digit.bit();
        present
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The smallest digit of the set.
    pub fn first(self) -> Option<Digit> {
        if self.0 == 0 {
            None
        } else {
            Digit::new(self.0.trailing_zeros() as u8 + 1)
        }
    }

    /// The digit, if the set holds exactly one.
    pub fn only(self) -> Option<Digit> {
        if self.len() == 1 {
            self.first()
        } else {
            None
        }
    }

    pub fn union(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 | other.0)
    }

    pub fn intersection(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 & other.0)
    }

    pub fn difference(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 & !other.0)
    }

    /// The set whose bit `d - 1` stands for digit `d`: the search's raw
    /// masks.
    pub(crate) const fn from_bits(bits: u64) -> DigitSet {
        DigitSet(bits)
    }

    /// The raw mask: bit `d - 1` for digit `d`.
    pub(crate) const fn bits(self) -> u64 {
        self.0
    }

    /// The digits in increasing order.
    pub fn iter(self) -> DigitIter {
        DigitIter(self.0)
    }
}

impl fmt::Debug for DigitSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl Serialize for DigitSet {
    /// The digits in increasing order: `[2, 5, 8]`.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl FromIterator<Digit> for DigitSet {
    fn from_iter<I: IntoIterator<Item = Digit>>(iter: I) -> DigitSet {
        let mut set = DigitSet::EMPTY;
        for digit in iter {
            set.insert(digit);
        }
        set
    }
}

impl IntoIterator for DigitSet {
    type Item = Digit;
    type IntoIter = DigitIter;
    fn into_iter(self) -> DigitIter {
        self.iter()
    }
}

/// The digits of a [`DigitSet`], smallest first.
#[derive(Clone, Debug)]
pub struct DigitIter(u64);

impl Iterator for DigitIter {
    type Item = Digit;

    fn next(&mut self) -> Option<Digit> {
        if self.0 == 0 {
            return None;
        }
        let low = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Digit::new(low + 1)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for DigitIter {}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(value: u8) -> Digit {
        Digit::new(value).unwrap()
    }

    #[test]
    fn digit_range_is_checked() {
        assert_eq!(Digit::new(0), None);
        assert_eq!(Digit::new(65), None);
        assert_eq!(Digit::new(64).map(Digit::get), Some(64));
    }

    #[test]
    fn full_sets_hold_exactly_the_side() {
        assert_eq!(DigitSet::full(9).len(), 9);
        assert_eq!(DigitSet::full(64).len(), 64);
        assert!(DigitSet::full(64).contains(d(64)));
        assert!(!DigitSet::full(16).contains(d(17)));
    }

    #[test]
    fn insert_remove_report_change() {
        let mut set = DigitSet::EMPTY;
        assert!(set.insert(d(5)));
        assert!(!set.insert(d(5)));
        assert_eq!(set.only(), Some(d(5)));
        assert!(set.remove(d(5)));
        assert!(!set.remove(d(5)));
        assert!(set.is_empty());
    }

    #[test]
    fn iterates_in_order() {
        let set: DigitSet = [d(64), d(3), d(17)].into_iter().collect();
        let values: Vec<u8> = set.iter().map(Digit::get).collect();
        assert_eq!(values, vec![3, 17, 64]);
        assert_eq!(set.first(), Some(d(3)));
        assert_eq!(set.only(), None);
    }
}
