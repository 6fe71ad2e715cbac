//! The classic 9x9 board (boxes 3x3), band by band.
//!
//! A **band** is three rows: the board has three, and each meets three
//! boxes. For every digit and band a 27-bit mask says which cells of the
//! band may hold the digit; bit `9 * r + c` is row `r` of the band, column
//! `c`. A cell keeps its digit's bit once filled, and loses every other.
//! So 27 words describe the candidates of the whole board (a saved board,
//! with its bookkeeping, is 228 bytes), and most deductions are a few word
//! operations:
//!
//! - **Within a band**, a digit goes once in each row and once in each box,
//!   so its three rows take the three boxes in one of 6 orders. Which of the
//!   9 mini-rows (a row's three cells in one box) still hold the digit
//!   decides which orders remain; a mini-row that no remaining order uses
//!   loses the digit. One table lookup ([`BAND_FILTER`]) does this, and so
//!   finds the hidden singles of rows and boxes and the locked candidates
//!   between them, or a contradiction when no order remains.
//! - A row of a band left with one cell for a digit fixes it there: the
//!   cell loses its other digits.
//! - A box whose cells for a digit lie in one column puts the digit in that
//!   column, which loses it in the other bands ([`POINTING`]).
//! - **Across bands**, a digit goes once in each column: a column that can
//!   hold it in one band only must hold it there, so the rest of its box in
//!   that band loses the digit ([`COLUMN_LOCK`]); that finds the hidden
//!   singles of columns.
//! - **Naked singles**: three words count, per cell, candidates seen once,
//!   twice and more, over the nine digits of a band.

use super::{fewest_candidates, Board};
use crate::digits::{Digit, DigitSet};
use crate::geometry::Geometry;

/// The 27 cells of a band.
const BAND: u32 = (1 << 27) - 1;
/// The 9 cells of a band's first row.
const ROW: u32 = (1 << 9) - 1;
/// The first cell of each row of a band: times a 9-bit column set, the
/// columns in all three rows.
const ROW_STARTS: u32 = 1 | 1 << 9 | 1 << 18;
/// The first cell of each mini-row of a band.
const MINI_ROW_STARTS: u32 = 0o111_111_111;

/// For the 9-bit set of a band's non-empty mini-rows (bit `3 * row + box`),
/// the cells of the mini-rows some order of boxes over rows can use; 0 when
/// no order can.
static BAND_FILTER: [u32; 512] = band_filter();

/// For a 9-bit set of columns that must take a digit in a band, the cells of
/// the band that may keep it: all but the other columns of those columns'
/// boxes.
static COLUMN_LOCK: [u32; 512] = column_lock();

/// For a band's 9-bit set of columns holding a digit, the columns alone in
/// their box: the digit's only column there, which the other bands lose.
static POINTING: [u16; 512] = pointing();

/// For each cell of a band, the other cells of its row and box.
static ROW_BOX_PEERS: [u32; 27] = row_box_peers();

/// For a 9-bit set of a band's mini-rows (bit `3 * row + box`), the cells
/// of their rows and boxes.
static ROWS_AND_BOXES: [u32; 512] = rows_and_boxes();

const fn band_filter() -> [u32; 512] {
    const ORDERS: [[u32; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut table = [0; 512];
    let mut occupied = 0;
    while occupied < 512 {
        let mut usable = 0u32;
        let mut o = 0;
        while o < ORDERS.len() {
            let order = ORDERS[o];
            let used = 1 << order[0] | 1 << (3 + order[1]) | 1 << (6 + order[2]);
            if occupied & used == used {
                usable |= used;
            }
            o += 1;
        }
        let mut cells = 0;
        let mut mini_row = 0;
        while mini_row < 9 {
            if usable & 1 << mini_row != 0 {
                cells |= 7 << (3 * mini_row);
            }
            mini_row += 1;
        }
        table[occupied as usize] = cells;
        occupied += 1;
    }
    table
}

const fn column_lock() -> [u32; 512] {
    let mut table = [0; 512];
    let mut columns = 0;
    while columns < 512 {
        let mut keep = BAND;
        let mut stack = 0;
        while stack < 3 {
            let mine = (columns >> (3 * stack)) & 7;
            if mine != 0 {
                let others = (7 & !mine) << (3 * stack);
                keep &= !(others * ROW_STARTS);
            }
            stack += 1;
        }
        table[columns as usize] = keep;
        columns += 1;
    }
    table
}

const fn row_box_peers() -> [u32; 27] {
    let mut table = [0; 27];
    let mut cell = 0;
    while cell < 27 {
        let (row, stack) = (cell / 9, cell % 9 / 3);
        let box_cells = (7 << (3 * stack)) * ROW_STARTS;
        table[cell] = (ROW << (9 * row) | box_cells) & !(1 << cell);
        cell += 1;
    }
    table
}

const fn pointing() -> [u16; 512] {
    let mut table = [0; 512];
    let mut columns = 0;
    while columns < 512 {
        let mut alone = 0;
        let mut stack = 0;
        while stack < 3 {
            let mine = (columns >> (3 * stack)) & 7;
            if mine != 0 && mine & (mine - 1) == 0 {
                alone |= mine << (3 * stack);
            }
            stack += 1;
        }
        table[columns as usize] = alone;
        columns += 1;
    }
    table
}

const fn rows_and_boxes() -> [u32; 512] {
    let mut table = [0; 512];
    let mut mini_rows = 0;
    while mini_rows < 512 {
        let mut cells = 0;
        let mut i = 0;
        while i < 9 {
            if mini_rows & 1 << i != 0 {
                let (row, stack) = (i / 3, i % 3);
                cells |= (ROW << (9 * row)) | ((7 << (3 * stack)) * ROW_STARTS);
            }
            i += 1;
        }
        table[mini_rows as usize] = cells;
        mini_rows += 1;
    }
    table
}

/// Which of a band's 9 mini-rows hold a bit of `mask`: bit `3 * row + box`.
fn mini_rows(mask: u32) -> u32 {
    let flags = (mask | mask >> 1 | mask >> 2) & MINI_ROW_STARTS;
    // Times 1 + 4 + 16, mini-row `3 * row + box` lands (without carries) on
    // bit `9 * row + 4 + box`: each row's three flags side by side.
    let spread = flags * 21;
    (spread >> 4) & 7 | (spread >> 10) & 0o70 | (spread >> 16) & 0o700
}

/// The columns (9 bits) where `mask` has a cell in some row of the band.
fn columns(mask: u32) -> u32 {
    (mask | mask >> 9 | mask >> 18) & ROW
}

/// The cells of `mask` that are alone in their row of the band.
fn row_singles(mask: u32) -> u32 {
    let alone = |cells: u32| {
        if cells & cells.wrapping_sub(1) == 0 {
            cells
        } else {
            0
        }
    };
    alone(mask & ROW) | alone(mask >> 9 & ROW) << 9 | alone(mask >> 18 & ROW) << 18
}

/// Filters a band of a digit ([`BAND_FILTER`]) and takes its pointing
/// columns from the digit's two other bands. `None` on a contradiction, else
/// whether each other band changed.
#[inline(always)]
fn filter_band(mask: &mut u32, one: &mut u32, two: &mut u32) -> Option<(bool, bool)> {
    *mask &= BAND_FILTER[mini_rows(*mask) as usize];
    if *mask == 0 {
        return None;
    }
    let taken = u32::from(POINTING[columns(*mask) as usize]) * ROW_STARTS;
    let changed = (*one & taken != 0, *two & taken != 0);
    *one &= !taken;
    *two &= !taken;
    Some(changed)
}

/// A 9x9 board with 3x3 boxes in the middle of a search.
#[derive(Copy, Clone)]
pub(crate) struct Classic {
    /// `masks[3 * digit + band]`: the cells of the band that may hold the
    /// digit (0-based), or hold it.
    masks: [u32; 27],
    /// The masks as the last band update left them: a digit whose masks
    /// differ needs another.
    updated: [u32; 27],
    /// Per band, the cells not yet fixed.
    open: [u32; 3],
}

impl Classic {
    /// The board of the givens when the geometry is 9x9 with 3x3 boxes.
    pub(crate) fn new(geometry: &Geometry, givens: &[Option<Digit>]) -> Option<Classic> {
        if geometry.box_width() != 3 || geometry.box_height() != 3 {
            return None;
        }
        // given[3 * digit + band]: where the digit is given.
        let mut given = [0u32; 27];
        let mut filled = [0u32; 3];
        for (band, cells) in givens.chunks_exact(27).enumerate() {
            for (index, value) in cells.iter().enumerate() {
                if let Some(digit) = value {
                    given[3 * usize::from(digit.get() - 1) + band] |= 1 << index;
                    filled[band] |= 1 << index;
                }
            }
        }
        // Each digit leaves the cells given another digit, and the rows,
        // boxes and columns where it is given, but for those cells.
        let mut masks = [0; 27];
        for digit in 0..9 {
            let mine = &given[3 * digit..3 * digit + 3];
            let cols = (columns(mine[0]) | columns(mine[1]) | columns(mine[2])) * ROW_STARTS;
            for band in 0..3 {
                let seen = cols | ROWS_AND_BOXES[mini_rows(mine[band]) as usize];
                masks[3 * digit + band] = BAND & !filled[band] & !seen | mine[band];
            }
        }
        Some(Classic {
            masks,
            updated: [0; 27],
            open: [BAND; 3],
        })
    }

    /// Removes `digit` (0-based) from the peers of cell `index` of `band`:
    /// its row and box there, its column in the other bands.
    fn clear_peers(&mut self, digit: usize, band: usize, index: u32) {
        let column = (1 << (index % 9)) * ROW_STARTS;
        for other in 0..3 {
            let mask = &mut self.masks[3 * digit + other];
            if other == band {
                *mask &= !ROW_BOX_PEERS[index as usize];
            } else {
                *mask &= !column;
            }
        }
    }

    /// Brings one digit's three bands to a fixed point of the band filter,
    /// the pointing columns and the column locks, then fixes the cells
    /// alone in their row. False on a contradiction.
    fn update_digit(&mut self, digit: usize) -> bool {
        let base = 3 * digit;
        let [mut m0, mut m1, mut m2] =
            [self.masks[base], self.masks[base + 1], self.masks[base + 2]];
        // Bands changed since their last filtering, and bands filtered now.
        let mut dirty = u32::from(m0 != self.updated[base])
            | u32::from(m1 != self.updated[base + 1]) << 1
            | u32::from(m2 != self.updated[base + 2]) << 2;
        let mut touched = 0;
        loop {
            if dirty & 1 != 0 {
                let Some((one, two)) = filter_band(&mut m0, &mut m1, &mut m2) else {
                    return false;
                };
                dirty = (dirty & !1) | u32::from(one) << 1 | u32::from(two) << 2;
                touched |= 1;
            }
            if dirty & 2 != 0 {
                let Some((one, two)) = filter_band(&mut m1, &mut m0, &mut m2) else {
                    return false;
                };
                dirty = (dirty & !2) | u32::from(one) | u32::from(two) << 2;
                touched |= 2;
            }
            if dirty & 4 != 0 {
                let Some((one, two)) = filter_band(&mut m2, &mut m0, &mut m1) else {
                    return false;
                };
                dirty = (dirty & !4) | u32::from(one) | u32::from(two) << 1;
                touched |= 4;
            }
            if dirty != 0 {
                continue;
            }
            let (c0, c1, c2) = (columns(m0), columns(m1), columns(m2));
            if c0 | c1 | c2 != ROW {
                return false;
            }
            let k0 = m0 & COLUMN_LOCK[(c0 & !(c1 | c2)) as usize];
            let k1 = m1 & COLUMN_LOCK[(c1 & !(c0 | c2)) as usize];
            let k2 = m2 & COLUMN_LOCK[(c2 & !(c0 | c1)) as usize];
            dirty = u32::from(k0 != m0) | u32::from(k1 != m1) << 1 | u32::from(k2 != m2) << 2;
            if dirty == 0 {
                break;
            }
            (m0, m1, m2) = (k0, k1, k2);
        }
        for (band, mask) in [m0, m1, m2].into_iter().enumerate() {
            // An untouched band is as its last update left it.
            if touched & 1 << band == 0 {
                continue;
            }
            let fixed = row_singles(mask) & self.open[band];
            if fixed != 0 {
                self.open[band] &= !fixed;
                for other in 0..9 {
                    if other != digit {
                        self.masks[3 * other + band] &= !fixed;
                    }
                }
            }
            self.masks[base + band] = mask;
            self.updated[base + band] = mask;
        }
        true
    }

    /// Updates digits until none changes. False on a contradiction.
    fn update_digits(&mut self) -> bool {
        loop {
            let mut changed = false;
            for digit in 0..9 {
                let base = 3 * digit;
                if self.masks[base] != self.updated[base]
                    || self.masks[base + 1] != self.updated[base + 1]
                    || self.masks[base + 2] != self.updated[base + 2]
                {
                    changed = true;
                    if !self.update_digit(digit) {
                        return false;
                    }
                }
            }
            if !changed {
                return true;
            }
        }
    }

    /// Per-cell candidate counts of a band's open cells: cells with at least
    /// one, at least two, at least three candidates.
    fn counts(&self, band: usize) -> (u32, u32, u32) {
        let (mut once, mut twice, mut thrice) = (0, 0, 0);
        for digit in 0..9 {
            let mask = self.masks[3 * digit + band];
            thrice |= twice & mask;
            twice |= once & mask;
            once |= mask;
        }
        let open = self.open[band];
        (once & open, twice & open, thrice & open)
    }

    /// Fixes every open cell left with one candidate. `Some(true)` if there
    /// were any, `Some(false)` if none, `None` on a contradiction (an open
    /// cell without candidates, or two singles of one digit that see each
    /// other).
    fn naked_singles(&mut self) -> Option<bool> {
        let mut found = false;
        for band in 0..3 {
            let open = self.open[band];
            if open == 0 {
                continue;
            }
            let (once, twice, _) = self.counts(band);
            if once != open {
                return None;
            }
            let singles = open & !twice;
            if singles == 0 {
                continue;
            }
            found = true;
            for digit in 0..9 {
                let mut cells = singles & self.masks[3 * digit + band];
                while cells != 0 {
                    let index = cells.trailing_zeros();
                    cells &= cells - 1;
                    if self.masks[3 * digit + band] & 1 << index == 0 {
                        return None;
                    }
                    self.clear_peers(digit, band, index);
                }
            }
        }
        Some(found)
    }

    /// The candidates of cell `index` of `band`.
    fn candidates(&self, band: usize, index: u32) -> DigitSet {
        (0..9)
            .filter(|&digit| self.masks[3 * digit + band] & 1 << index != 0)
            .filter_map(|digit| Digit::new(digit as u8 + 1))
            .collect()
    }
}

impl Board for Classic {
    fn propagate(&mut self) -> bool {
        loop {
            if !self.update_digits() {
                return false;
            }
            match self.naked_singles() {
                None => return false,
                Some(false) => return true,
                Some(true) => {}
            }
        }
    }

    fn is_solved(&self) -> bool {
        self.open == [0; 3]
    }

    /// The first open cell with two candidates, found with word operations;
    /// otherwise (rarely) the first with the fewest. The same cell as
    /// [`fewest_candidates`] on every open cell, since a propagated board
    /// has none with fewer than two.
    fn branch(&self) -> Option<(usize, DigitSet)> {
        for band in 0..3 {
            let (_, twice, thrice) = self.counts(band);
            let pairs = twice & !thrice;
            if pairs != 0 {
                let index = pairs.trailing_zeros();
                return Some((27 * band + index as usize, self.candidates(band, index)));
            }
        }
        let open = (0..81)
            .filter(|cell| self.open[cell / 27] & 1 << (cell % 27) != 0)
            .map(|cell| (cell, self.candidates(cell / 27, (cell % 27) as u32)));
        fewest_candidates(open, 3)
    }

    fn assign(&mut self, cell: usize, digit: Digit) {
        let (band, index) = (cell / 27, (cell % 27) as u32);
        let digit = usize::from(digit.get()) - 1;
        for other in 0..9 {
            if other != digit {
                self.masks[3 * other + band] &= !(1 << index);
            }
        }
        self.clear_peers(digit, band, index);
    }

    fn exclude(&mut self, cell: usize, digit: Digit) -> bool {
        let (band, index) = (cell / 27, (cell % 27) as u32);
        self.masks[3 * (usize::from(digit.get()) - 1) + band] &= !(1 << index);
        (0..9).any(|other| self.masks[3 * other + band] & 1 << index != 0)
    }

    fn values(&self) -> Vec<Option<Digit>> {
        let mut values = vec![None; 81];
        for (slot, &mask) in self.masks.iter().enumerate() {
            let (digit, band) = (slot / 3, slot % 3);
            let mut cells = mask;
            while cells != 0 {
                values[27 * band + cells.trailing_zeros() as usize] = Digit::new(digit as u8 + 1);
                cells &= cells - 1;
            }
        }
        values
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Puzzle;
    use crate::search::count_solutions;

    #[test]
    fn mini_rows_gather_one_flag_per_mini_row() {
        for mini_row in 0..9 {
            for cell in 0..3 {
                assert_eq!(mini_rows(1 << (3 * mini_row + cell)), 1 << mini_row);
            }
        }
        assert_eq!(mini_rows(BAND), 0o777);
        assert_eq!(mini_rows(1 << 3 | 1 << 14 | 1 << 26), 0b100_010_010);
    }

    #[test]
    fn the_band_filter_keeps_only_mini_rows_of_some_order() {
        // Row 0 only in box 0: rows 1 and 2 lose box 0.
        let occupied = 0b111_111_001;
        let expected = (7 | 0o77 << 12 | 0o77 << 21) & BAND;
        assert_eq!(BAND_FILTER[occupied], expected);
        // Rows 0 and 1 both only in box 0: no order.
        assert_eq!(BAND_FILTER[0b111_001_001], 0);
        assert_eq!(BAND_FILTER[0o777], BAND);
    }

    #[test]
    fn the_column_lock_clears_the_rest_of_the_box() {
        // Column 4 must hold the digit in this band: columns 3 and 5 lose it.
        let keep = COLUMN_LOCK[1 << 4];
        assert_eq!(keep, BAND & !((0b101 << 3) * ROW_STARTS));
        assert_eq!(COLUMN_LOCK[0], BAND);
    }

    #[test]
    fn branching_agrees_with_the_shared_rule() {
        let puzzle: Puzzle =
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
                .parse()
                .unwrap();
        let mut board = Classic::new(puzzle.geometry(), puzzle.givens().values()).unwrap();
        assert!(board.propagate());
        let open = (0..81)
            .filter(|cell| board.open[cell / 27] & 1 << (cell % 27) != 0)
            .map(|cell| (cell, board.candidates(cell / 27, (cell % 27) as u32)));
        assert_eq!(board.branch(), fewest_candidates(open, 1));
        assert_eq!(count_solutions(&puzzle, 2), 1);
    }
}
