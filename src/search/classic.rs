//! The classic 9x9 board (boxes 3x3), band by band.
//!
//! A **band** is three rows: the board has three, and each meets three
//! boxes. For every digit and band a 27-bit mask says which cells of the
//! band may hold the digit; bit `9 * r + c` is row `r` of the band, column
//! `c`. A cell keeps its digit's bit once filled, and loses every other.
//! So 27 words describe the candidates of the whole board (a saved board,
//! with its bookkeeping, is 136 bytes), and most deductions are a few word
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
//!
//! Only what changed is looked at again: a bit per digit and band says
//! which masks lost cells since their digit's last update, and only those
//! digits are updated (their three bands at once, which costs less than
//! branching on the changed one: see [`Classic::update_digit`]).
//!
//! **Guessing** takes, among the open cells with two candidates (nearly
//! always there are some; otherwise those with the fewest), the one that
//! sees the most open cells, the first in row-major order on a tie: either
//! of its digits then empties the most candidates, so propagation goes
//! furthest, and the search makes far fewer guesses on hard puzzles than
//! by taking the first such cell (`BENCHMARKS.md`).

use super::Board;
use crate::digits::{Digit, DigitSet};
use crate::geometry::{Geometry, CLASSIC_CELLS};

/// The 27 cells of a band.
const BAND: u32 = (1 << 27) - 1;
/// The 9 cells of a band's first row.
const ROW: u32 = (1 << 9) - 1;
/// The first cell of each row of a band: times a 9-bit column set, the
/// columns in all three rows.
const ROW_STARTS: u32 = 1 | 1 << 9 | 1 << 18;

/// For the 9-bit set of a band's non-empty mini-rows (bit `3 * row + box`),
/// the cells of the mini-rows some order of boxes over rows can use; 0 when
/// no order can.
static BAND_FILTER: [u32; 512] = band_filter();

/// For a 9-bit set of columns that must take a digit in a band, the cells of
/// the band that may keep it: all but the other columns of those columns'
/// boxes.
static COLUMN_LOCK: [u32; 512] = column_lock();

/// For a band's 9-bit set of columns holding a digit, the columns alone in
/// their box (the digit's only column there), in all three rows: the other
/// bands lose them.
static POINTING: [u32; 512] = pointing();

/// For a row's 9-bit set of cells, the boxes (3 bits) it has cells in.
static ROW_BOXES: [u8; 512] = row_boxes();

/// For each cell of a band, the other cells of its row and box.
static ROW_BOX_PEERS: [u32; 27] = row_box_peers();

/// For a 9-bit set of a band's mini-rows (bit `3 * row + box`), the cells
/// of their rows and boxes.
static ROWS_AND_BOXES: [u32; 512] = rows_and_boxes();

/// For a 9-bit set of a band's mini-rows (bit `3 * row + box`), how many
/// they are when no two share a row or a box; 255 (more than any band's
/// cells) when two do.
static SPREAD: [u8; 512] = spread();

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

const fn row_boxes() -> [u8; 512] {
    let mut table = [0; 512];
    let mut cells = 0;
    while cells < 512 {
        let mut boxes = 0;
        let mut stack = 0;
        while stack < 3 {
            if cells >> (3 * stack) & 7 != 0 {
                boxes |= 1 << stack;
            }
            stack += 1;
        }
        table[cells] = boxes;
        cells += 1;
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

const fn pointing() -> [u32; 512] {
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
        table[columns as usize] = alone * ROW_STARTS;
        columns += 1;
    }
    table
}

const fn spread() -> [u8; 512] {
    let mut table = [0; 512];
    let mut mini_rows = 0;
    while mini_rows < 512 {
        let (mut rows, mut boxes, mut count) = (0u32, 0u32, 0);
        let mut shared = false;
        let mut i = 0;
        while i < 9 {
            if mini_rows & 1 << i != 0 {
                let (row, stack) = (i / 3, i % 3);
                shared |= rows & 1 << row != 0 || boxes & 1 << stack != 0;
                rows |= 1 << row;
                boxes |= 1 << stack;
                count += 1;
            }
            i += 1;
        }
        table[mini_rows] = if shared { 255 } else { count };
        mini_rows += 1;
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
    let boxes = |row: u32| u32::from(ROW_BOXES[(row & ROW) as usize]);
    boxes(mask) | boxes(mask >> 9) << 3 | boxes(mask >> 18) << 6
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

/// `given[band][value]`: the cells of the band given the value, for the
/// 81 cells of a board row-major and each one's value (0 for a blank; a
/// value is at most 9 on this board, and the mask only keeps an impossible
/// larger one from indexing out of bounds). The blanks go to slots 12 to
/// 15 in turn: each slot is read and written back per cell, and one slot
/// for all of them made a chain of as many dependent loads as blanks. No
/// branch per cell: whether a cell is given is unpredictable.
#[inline(always)]
fn given_cells<T: Copy>(cells: &[T], value: impl Fn(T) -> u8) -> [[u32; 16]; 3] {
    let mut given = [[0u32; 16]; 3];
    for (band, cells) in cells.chunks_exact(27).enumerate().take(3) {
        for (index, &cell) in cells.iter().enumerate() {
            let value = usize::from(value(cell));
            let slot = if value == 0 {
                12 | index & 3
            } else {
                value & 15
            };
            given[band][slot] |= 1 << index;
        }
    }
    given
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
    let taken = POINTING[columns(*mask) as usize];
    let changed = (*one & taken != 0, *two & taken != 0);
    *one &= !taken;
    *two &= !taken;
    Some(changed)
}

/// A 9x9 board with 3x3 boxes in the middle of a search.
pub(crate) struct Classic {
    /// `masks[band][digit]`: the cells of the band that may hold the digit
    /// (0-based), or hold it.
    masks: [[u32; 9]; 3],
    /// Per band, the cells not yet fixed.
    open: [u32; 3],
    /// The masks changed since their digit's last update: bit
    /// `9 * band + digit`.
    dirty: u32,
    /// Per band, the open cells with two candidates, as the last pass for
    /// naked singles counted them: after a [`Board::propagate`] that found
    /// no contradiction, those of the board, for [`Board::branch`].
    pairs: [u32; 3],
}

impl Clone for Classic {
    fn clone(&self) -> Classic {
        Classic {
            masks: self.masks,
            open: self.open,
            dirty: self.dirty,
            pairs: self.pairs,
        }
    }

    /// Band by band: LLVM writes a copy of up to 64 bytes as loads and
    /// stores, and the whole board's 136 bytes as a `memory.copy` in wasm,
    /// which V8 runs as a call out to C.
    fn clone_from(&mut self, source: &Classic) {
        self.masks[0] = source.masks[0];
        self.masks[1] = source.masks[1];
        self.masks[2] = source.masks[2];
        self.open = source.open;
        self.dirty = source.dirty;
        self.pairs = source.pairs;
    }
}

/// Times a 7-bit number, bit `k` of it at bit `8 * k` (among others, but
/// the low bit of each byte holds only that one): `2^(7 * k)` for `k` from
/// 0 to 6.
const SPREAD_SEVEN: u64 = 0x0408_1020_4081;

/// The bits of [`Classic::dirty`] of digit 0 (shifted by the digit for
/// the others).
const DIGIT_SLOTS: u32 = 1 | 1 << 9 | 1 << 18;

impl Classic {
    /// The board of the givens when the geometry is 9x9 with 3x3 boxes.
    pub(crate) fn new(geometry: &Geometry, givens: &[Option<Digit>]) -> Option<Classic> {
        if geometry.box_width() != 3 || geometry.box_height() != 3 {
            return None;
        }
        let given = given_cells(givens, |value| value.map_or(0, Digit::get));
        Some(Classic::from_given(&given).0)
    }

    /// The board of a plain 9x9 line: 81 bytes, each a digit `1`-`9`, or
    /// `.` or `0` for a blank (any other byte is taken for a blank). Read
    /// straight into the masks, without a grid of values first; `None`
    /// when two givens share a digit and a house (the reader names them).
    pub(crate) fn from_line(line: &[u8; CLASSIC_CELLS]) -> Option<Classic> {
        // A blank's byte minus `0` is 0 or, for `.`, above 9: 0 either way.
        let given = given_cells(line, |byte| {
            let value = byte.wrapping_sub(b'0');
            if value <= 9 {
                value
            } else {
                0
            }
        });
        let (board, clash_free) = Classic::from_given(&given);
        clash_free.then_some(board)
    }

    /// The board of 81 cell values, row-major, 0 for a blank; `None` when
    /// a value is above 9 or two givens share a digit and a house (the
    /// puzzle's constructor names them).
    pub(crate) fn from_values(values: &[u8; CLASSIC_CELLS]) -> Option<Classic> {
        if values.iter().fold(0, |largest, &value| largest.max(value)) > 9 {
            return None;
        }
        let (board, clash_free) = Classic::from_given(&given_cells(values, |value| value));
        clash_free.then_some(board)
    }

    /// The board of the cells given each value, band by band
    /// ([`given_cells`]), and whether no two cells are given one digit in
    /// a row, a column or a box: a digit given `n` times is, exactly then,
    /// in `n` columns, and in each band in as many mini-rows as it is
    /// given there, no two of them in one row or box ([`SPREAD`]). Inlined,
    /// so a caller that knows the givens fine drops that check.
    #[inline(always)]
    fn from_given(given: &[[u32; 16]; 3]) -> (Classic, bool) {
        let filled =
            given.map(|values| BAND & !(values[12] | values[13] | values[14] | values[15]));
        // Each digit leaves the cells given another digit, and the rows,
        // boxes and columns where it is given, but for those cells.
        let mut masks = [[0; 9]; 3];
        let mut clashes = 0;
        for digit in 0..9 {
            let mine = [
                given[0][digit + 1],
                given[1][digit + 1],
                given[2][digit + 1],
            ];
            let columns = columns(mine[0]) | columns(mine[1]) | columns(mine[2]);
            let mut count = 0;
            for band in 0..3 {
                let mini_rows = mini_rows(mine[band]) as usize;
                let seen = (columns * ROW_STARTS) | ROWS_AND_BOXES[mini_rows];
                masks[band][digit] = BAND & !filled[band] & !seen | mine[band];
                count += mine[band].count_ones();
                clashes |= mine[band].count_ones() ^ u32::from(SPREAD[mini_rows]);
            }
            clashes |= count ^ columns.count_ones();
        }
        let board = Classic {
            masks,
            open: [BAND; 3],
            dirty: BAND,
            pairs: [0; 3],
        };
        (board, clashes == 0)
    }

    /// Removes `cells` from the mask of `digit` in `band`, noting whether
    /// it changed.
    #[inline(always)]
    fn remove(&mut self, band: usize, digit: usize, cells: u32) {
        let mask = &mut self.masks[band][digit];
        let kept = *mask & !cells;
        self.dirty |= u32::from(kept != *mask) << (9 * band + digit);
        *mask = kept;
    }

    /// Removes `digit` (0-based) from the peers of cell `index` of `band`:
    /// its row and box there, its column in the other bands.
    fn clear_peers(&mut self, digit: usize, band: usize, index: u32) {
        let column = (1 << (index % 9)) * ROW_STARTS;
        for other in 0..3 {
            let peers = if other == band {
                ROW_BOX_PEERS[index as usize]
            } else {
                column
            };
            self.remove(other, digit, peers);
        }
    }

    /// Brings one digit's three bands to a fixed point of the band filter,
    /// the pointing columns and the column locks, then fixes the cells
    /// alone in their row: the other digits lose them. False on a
    /// contradiction.
    ///
    /// The first round filters all three bands at once, whichever changed:
    /// an unchanged band filters to itself and points and locks as it did
    /// before, but the three chains of lookups overlap, and no branch has to
    /// guess which band changed (most updates follow one lost cell, and
    /// stop there). Then the bands that round took cells from are filtered
    /// one by one, until none changes.
    fn update_digit(&mut self, digit: usize) -> bool {
        self.dirty &= !(DIGIT_SLOTS << digit);
        let [f0, f1, f2] = [
            self.masks[0][digit],
            self.masks[1][digit],
            self.masks[2][digit],
        ]
        .map(|mask| mask & BAND_FILTER[mini_rows(mask) as usize]);
        let (c0, c1, c2) = (columns(f0), columns(f1), columns(f2));
        if (f0 == 0) | (f1 == 0) | (f2 == 0) | (c0 | c1 | c2 != ROW) {
            return false;
        }
        let [p0, p1, p2] = [c0, c1, c2].map(|cols| POINTING[cols as usize]);
        let mut m0 = f0 & !(p1 | p2) & COLUMN_LOCK[(c0 & !(c1 | c2)) as usize];
        let mut m1 = f1 & !(p0 | p2) & COLUMN_LOCK[(c1 & !(c0 | c2)) as usize];
        let mut m2 = f2 & !(p0 | p1) & COLUMN_LOCK[(c2 & !(c0 | c1)) as usize];
        let mut dirty = u32::from(m0 != f0) | u32::from(m1 != f1) << 1 | u32::from(m2 != f2) << 2;
        while dirty != 0 {
            if dirty & 1 != 0 {
                let Some((one, two)) = filter_band(&mut m0, &mut m1, &mut m2) else {
                    return false;
                };
                dirty = (dirty & !1) | u32::from(one) << 1 | u32::from(two) << 2;
            }
            if dirty & 2 != 0 {
                let Some((one, two)) = filter_band(&mut m1, &mut m0, &mut m2) else {
                    return false;
                };
                dirty = (dirty & !2) | u32::from(one) | u32::from(two) << 2;
            }
            if dirty & 4 != 0 {
                let Some((one, two)) = filter_band(&mut m2, &mut m0, &mut m1) else {
                    return false;
                };
                dirty = (dirty & !4) | u32::from(one) | u32::from(two) << 1;
            }
            if dirty != 0 {
                continue;
            }
            // Filtered and pointed: the column locks may take more.
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
        self.masks[0][digit] = m0;
        self.masks[1][digit] = m1;
        self.masks[2][digit] = m2;
        // Scalars, not an array: an array of the three went through memory
        // in wasm, and its test as one wide load stalled on the stores.
        let f0 = row_singles(m0) & self.open[0];
        let f1 = row_singles(m1) & self.open[1];
        let f2 = row_singles(m2) & self.open[2];
        // One test for the three bands: most updates fix nothing.
        if f0 | f1 | f2 == 0 {
            return true;
        }
        self.fix(0, digit, f0);
        self.fix(1, digit, f1);
        self.fix(2, digit, f2);
        true
    }

    /// Fixes the cells `fixed` of `band` (none, often) to `digit`: the
    /// other digits lose them.
    #[inline(always)]
    fn fix(&mut self, band: usize, digit: usize, fixed: u32) {
        if fixed == 0 {
            return;
        }
        self.open[band] &= !fixed;
        let mine = self.masks[band][digit];
        let mut changed = 0;
        for (other, cells) in self.masks[band].iter_mut().enumerate() {
            let kept = *cells & !fixed;
            changed |= u32::from(kept != *cells) << other;
            *cells = kept;
        }
        // The digit keeps its own cells.
        self.masks[band][digit] = mine;
        self.dirty |= (changed & !(1 << digit)) << (9 * band);
    }

    /// Updates digits until none changes. False on a contradiction.
    fn update_digits(&mut self) -> bool {
        while self.dirty != 0 {
            let digits = self.dirty | self.dirty >> 9 | self.dirty >> 18;
            if !self.update_digit(digits.trailing_zeros() as usize) {
                return false;
            }
        }
        true
    }

    /// Per-cell candidate counts of a band's open cells: cells with at least
    /// one, at least two, at least three candidates.
    fn counts(&self, band: usize) -> (u32, u32, u32) {
        let (mut once, mut twice, mut thrice) = (0, 0, 0);
        for &mask in &self.masks[band] {
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
                self.pairs[band] = 0;
                continue;
            }
            let (once, twice, thrice) = self.counts(band);
            self.pairs[band] = twice & !thrice;
            if once != open {
                return None;
            }
            let singles = open & !twice;
            if singles == 0 {
                continue;
            }
            found = true;
            for digit in 0..9 {
                let mut cells = singles & self.masks[band][digit];
                while cells != 0 {
                    let index = cells.trailing_zeros();
                    cells &= cells - 1;
                    if self.masks[band][digit] & 1 << index == 0 {
                        return None;
                    }
                    self.clear_peers(digit, band, index);
                }
            }
        }
        Some(found)
    }

    /// How many open cells cell `index` of `band` sees (the guessing rule
    /// in the module docs).
    fn open_peers(&self, band: usize, index: u32) -> u32 {
        let column = (1 << (index % 9)) * ROW_STARTS;
        let near = self.open[band] & ROW_BOX_PEERS[index as usize];
        let (one, two) = ((band + 1) % 3, (band + 2) % 3);
        // The column's cells in the two other bands, side by side.
        let far = self.open[one] & column | (self.open[two] & column) << 1;
        (u64::from(near) | u64::from(far) << 32).count_ones()
    }

    /// The candidates of cell `index` of `band`.
    fn candidates(&self, band: usize, index: u32) -> DigitSet {
        // A bit per digit, gathered without a branch.
        let bits = self.masks[band]
            .iter()
            .enumerate()
            .fold(0, |bits, (digit, &mask)| {
                bits | u64::from(mask >> index & 1) << digit
            });
        DigitSet::from_bits(bits)
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

    /// The open cell with the fewest candidates (two, nearly always) that
    /// sees the most open cells, the first in row-major order on a tie:
    /// see [`Classic::open_peers`].
    fn branch(&self) -> Option<(usize, DigitSet)> {
        // The best pair as one key, the open peers above the cell's place
        // counted back from 255, so the largest key wins without a branch.
        let mut best = 0;
        for band in 0..3 {
            let mut pairs = self.pairs[band];
            while pairs != 0 {
                let index = pairs.trailing_zeros();
                pairs &= pairs - 1;
                let place = 255 - (27 * band as u32 + index);
                best = best.max(self.open_peers(band, index) << 8 | place);
            }
        }
        if best != 0 {
            let cell = 255 - (best & 255) as usize;
            return Some((cell, self.candidates(cell / 27, (cell % 27) as u32)));
        }
        // No open cell has two candidates: the fewest, then the most open
        // peers.
        (0..81)
            .filter(|cell| self.open[cell / 27] & 1 << (cell % 27) != 0)
            .map(|cell| {
                let (band, index) = (cell / 27, (cell % 27) as u32);
                let set = self.candidates(band, index);
                (
                    set.len(),
                    u32::MAX - self.open_peers(band, index),
                    cell,
                    set,
                )
            })
            .min_by_key(|&(len, peers, cell, _)| (len, peers, cell))
            .map(|(_, _, cell, set)| (cell, set))
    }

    fn assign(&mut self, cell: usize, digit: Digit) {
        let (band, index) = (cell / 27, (cell % 27) as u32);
        let digit = usize::from(digit.get()) - 1;
        self.fix(band, digit, 1 << index);
        self.clear_peers(digit, band, index);
    }

    fn exclude(&mut self, cell: usize, digit: Digit) -> bool {
        let (band, index) = (cell / 27, (cell % 27) as u32);
        self.remove(band, usize::from(digit.get()) - 1, 1 << index);
        (0..9).any(|other| self.masks[band][other] & 1 << index != 0)
    }

    /// Band by band, seven cells at a time: the filled cells' values as
    /// four bit planes (the cells whose digit has bit 1, 2, 4, 8), each
    /// plane's seven bits spread to the low bits of seven bytes by one
    /// multiplication ([`SPREAD_SEVEN`]). Without a branch: a loop over
    /// each digit's cells mispredicted at every end.
    fn write_values(&self, values: &mut Vec<u8>) {
        values.clear();
        values.reserve(CLASSIC_CELLS);
        for (masks, &open) in self.masks.iter().zip(&self.open) {
            let plane = |bit: usize| {
                let digits = (0..9).filter(|digit| (digit + 1) & bit != 0);
                digits.fold(0, |plane, digit| plane | masks[digit]) & !open
            };
            let planes = [plane(1), plane(2), plane(4), plane(8)];
            let seven = |first: u32| {
                let spread = |plane: u32| {
                    (u64::from(plane >> first & 0x7f) * SPREAD_SEVEN) & 0x0001_0101_0101_0101
                };
                let bytes = (planes.iter().enumerate())
                    .fold(0, |bytes, (bit, &plane)| bytes | spread(plane) << bit);
                bytes.to_le_bytes()
            };
            // The band's 27 cells: 7, 7, 7 and 6.
            values.extend_from_slice(&seven(0)[..7]);
            values.extend_from_slice(&seven(7)[..7]);
            values.extend_from_slice(&seven(14)[..7]);
            values.extend_from_slice(&seven(21)[..6]);
        }
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

    /// The guess rule spelled out cell by cell: the fewest candidates, then
    /// the most open peers (same row, column or box), then row-major order.
    fn expected_branch(board: &Classic) -> Option<(usize, DigitSet)> {
        let open = |cell: usize| board.open[cell / 27] & 1 << (cell % 27) != 0;
        let sees = |a: usize, b: usize| {
            a != b
                && (a / 9 == b / 9 || a % 9 == b % 9 || (a / 27, a % 9 / 3) == (b / 27, b % 9 / 3))
        };
        (0..81)
            .filter(|&cell| open(cell))
            .map(|cell| {
                let set = board.candidates(cell / 27, (cell % 27) as u32);
                let peers = (0..81)
                    .filter(|&other| open(other) && sees(cell, other))
                    .count();
                (set.len(), std::cmp::Reverse(peers), cell, set)
            })
            .min_by_key(|&(len, peers, cell, _)| (len, peers, cell))
            .map(|(_, _, cell, set)| (cell, set))
    }

    #[test]
    fn branching_takes_the_pair_that_sees_the_most_open_cells() {
        let lines = [
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            "98.7..6..75.....8...6......4...3.5....59...6......2..4.2..1......98...7......91.3",
        ];
        for line in lines {
            let puzzle: Puzzle = line.parse().unwrap();
            let mut board = Classic::new(puzzle.geometry(), puzzle.givens().values()).unwrap();
            assert!(board.propagate());
            let expected = expected_branch(&board);
            assert!(expected.is_some_and(|(_, set)| set.len() == 2), "{line}");
            assert_eq!(board.branch(), expected, "{line}");
            // One level down too, where more cells are filled.
            let (cell, set) = expected.unwrap();
            board.assign(cell, set.first().unwrap());
            if board.propagate() && !board.is_solved() {
                assert_eq!(board.branch(), expected_branch(&board), "{line}");
            }
        }
    }

    #[test]
    fn without_pairs_the_fewest_candidates_win() {
        // The empty board: every cell has nine candidates and sees twenty
        // open cells, so the first cell is taken.
        let empty: Puzzle = ".".repeat(81).parse().unwrap();
        let mut board = Classic::new(empty.geometry(), empty.givens().values()).unwrap();
        assert!(board.propagate());
        assert_eq!(board.branch(), expected_branch(&board));
        assert_eq!(
            board.branch().map(|(cell, set)| (cell, set.len())),
            Some((0, 9))
        );
        let two: Puzzle =
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
                .parse()
                .unwrap();
        assert_eq!(count_solutions(&two, 2), 1);
    }
}
