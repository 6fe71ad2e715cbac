//! Grids of values and puzzles: the givens with the alphabet they were
//! written in. Reading and writing text is the business of
//! [`formats`](mod@crate::formats), which also gives these types their text
//! methods (`Puzzle::parse`, `Grid::to_line`, …).

use std::sync::Arc;

use crate::digits::{Digit, DigitSet};
use crate::error::{Error, Position};
use crate::geometry::{Cell, Geometry, House, MAX_SIDE};

/// Re-exported here, beside the puzzles it writes.
pub use crate::alphabet::Alphabet;

/// The values of a board's cells; `None` is an empty cell.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Grid {
    geometry: Arc<Geometry>,
    values: Vec<Option<Digit>>,
}

/// A set of digits as a word, bit `d` for digit `d`: what
/// [`Grid::has_clash`] keeps per house. Bit 0 stands for the blanks, so a
/// cell's bit takes one shift, without a branch or a subtraction.
trait DigitMask:
    Copy + Default + std::ops::BitAnd<Output = Self> + std::ops::BitOr<Output = Self>
{
    /// The bit of `value`: 0 for a blank, else a digit below the width.
    fn of(value: u8) -> Self;
    /// Whether the set holds a digit (not only blanks).
    fn has_digit(self) -> bool;
}

macro_rules! digit_mask {
    ($($word:ty),*) => {$(
        impl DigitMask for $word {
            fn of(value: u8) -> $word {
                1 << (u32::from(value) % <$word>::BITS)
            }
            fn has_digit(self) -> bool {
                self >> 1 != 0
            }
        }
    )*};
}

digit_mask!(u16, u32, u64, u128);

impl Grid {
    /// A grid with every cell empty.
    pub fn empty(geometry: Arc<Geometry>) -> Grid {
        let values = vec![None; geometry.cell_count()];
        Grid { geometry, values }
    }

    /// The grid of these values, row-major: the search's solutions, whose
    /// values are one per cell and on the board by construction.
    /// The grid of a solution's values, as the search gives them
    /// ([`Query`](crate::search::Query)): row-major, each cell's digit, 0
    /// for an empty cell.
    ///
    /// # Panics
    /// If there is not one value per cell.
    pub fn of_digits(geometry: &Arc<Geometry>, values: &[u8]) -> Grid {
        assert_eq!(values.len(), geometry.cell_count(), "one value per cell");
        let values = values.iter().map(|&value| Digit::new(value)).collect();
        Grid::from_values(Arc::clone(geometry), values)
    }

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

    /// 1 for each filled cell and 0 for each empty one, row-major.
    pub fn filled_flags(&self) -> Vec<u8> {
        self.values.iter().map(|v| u8::from(v.is_some())).collect()
    }

    /// Whether every cell holds a digit.
    pub fn is_complete(&self) -> bool {
        self.values.iter().all(Option::is_some)
    }

    /// The first house, in house order, holding one digit twice, with the
    /// two cells and the digit.
    pub fn first_clash(&self) -> Option<(House, Cell, Cell, Digit)> {
        if !self.has_clash() {
            return None;
        }
        for house in self.geometry.houses() {
            let cells = self.geometry.house_cells(house);
            // The digits seen in the house, a bit each (sides reach 64), and
            // those seen twice: without a branch per cell, as blanks and
            // digits come in no order a predictor could learn.
            let (mut seen, mut twice) = (0u64, 0u64);
            for &cell in cells {
                let value = self.get(cell).map_or(0, Digit::get);
                let bit = u64::from(value != 0) << (value.wrapping_sub(1) & 63);
                twice |= seen & bit;
                seen |= bit;
            }
            if twice != 0 {
                return self
                    .clash_in(cells)
                    .map(|(first, second, digit)| (house, first, second, digit));
            }
        }
        None
    }

    /// Whether some house holds one digit twice: one pass over the cells
    /// with a mask of the digits seen per row, column and box, where
    /// [`first_clash`](Grid::first_clash) goes through each house in turn
    /// (three times the cells, to name the first clash). The masks are as
    /// narrow as the side allows, and the row's is a local, as this check
    /// is a large part of counting an easy 9x9 puzzle's solutions from JS.
    /// Boxes of 3x3, by far the most common, have a copy of their own
    /// ([`has_clash_shaped`](Grid::has_clash_shaped)), whose constant
    /// shape saves the divisions.
    fn has_clash(&self) -> bool {
        if (self.geometry.box_width(), self.geometry.box_height()) == (3, 3) {
            return self.has_clash_shaped::<3, 3>();
        }
        match self.geometry.side() {
            ..=15 => self.has_clash_in::<u16, 16>(),
            16..=31 => self.has_clash_in::<u32, 32>(),
            32..=63 => self.has_clash_in::<u64, 64>(),
            _ => self.has_clash_in::<u128, 128>(),
        }
    }

    /// [`has_clash`](Grid::has_clash) with masks of type `M`, for sides
    /// below `N` (its bits).
    fn has_clash_in<M: DigitMask, const N: usize>(&self) -> bool {
        let side = self.geometry.side();
        let (mut cols, mut boxes) = ([M::default(); N], [M::default(); N]);
        let mut twice = M::default();
        let rows = self.values.chunks_exact(side);
        let row_boxes = self.geometry.boxes_of_indices().chunks_exact(side);
        for (values, row_boxes) in rows.zip(row_boxes) {
            let mut row = M::default();
            for ((col, value), &boxed) in values.iter().enumerate().zip(row_boxes) {
                // No branch per cell: blanks come in no order a predictor
                // could learn.
                let bit = M::of(value.map_or(0, Digit::get));
                // Each index is below the side, below N (a power of two):
                // `% N` only spares the bounds checks.
                let (c, b) = (&mut cols[col % N], &mut boxes[usize::from(boxed) % N]);
                twice = twice | ((row | *c | *b) & bit);
                (row, *c, *b) = (row | bit, *c | bit, *b | bit);
            }
        }
        twice.has_digit()
    }

    /// [`has_clash`](Grid::has_clash) for boxes `W` wide and `H` high, a
    /// side below 16, known when compiled: every loop is unrolled, each
    /// cell's row, column and box are constants, and no read is checked
    /// against the length but the first.
    fn has_clash_shaped<const W: usize, const H: usize>(&self) -> bool {
        let side = W * H;
        // The board's cells, in a slice of a length known when compiled:
        // the unrolled reads need no bounds checks.
        let values = &self.values[..side * side];
        let mut cols = [0u16; 16];
        let mut twice = 0u16;
        for band in 0..W {
            let mut boxes = [0u16; H];
            for row in 0..H {
                let mut seen = 0u16;
                for (stack, boxed) in boxes.iter_mut().enumerate() {
                    for i in 0..W {
                        let col = stack * W + i;
                        let value = values[(band * H + row) * side + col];
                        let bit = u16::of(value.map_or(0, Digit::get));
                        twice |= (seen | cols[col] | *boxed) & bit;
                        seen |= bit;
                        cols[col] |= bit;
                        *boxed |= bit;
                    }
                }
            }
        }
        twice.has_digit()
    }

    /// The first cell of `cells` whose digit an earlier one holds, with
    /// that earlier cell and the digit.
    fn clash_in(&self, cells: &[Cell]) -> Option<(Cell, Cell, Digit)> {
        cells.iter().enumerate().find_map(|(i, &cell)| {
            let digit = self.get(cell)?;
            let earlier = cells[..i].iter().find(|&&c| self.get(c) == Some(digit))?;
            Some((*earlier, cell, digit))
        })
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
}

/// A puzzle: its givens and the alphabet it was written in.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Puzzle {
    givens: Grid,
    alphabet: Alphabet,
}

impl Puzzle {
    /// The puzzle with these givens, written in this alphabet.
    ///
    /// Errors: [`Error::Clash`] when two givens share a digit and a house;
    /// [`Error::AlphabetTooSmall`] when the alphabet cannot write the board.
    pub fn from_grid(givens: Grid, alphabet: Alphabet) -> Result<Puzzle, Error> {
        alphabet.check(givens.geometry().side())?;
        check_clash(&givens, alphabet)?;
        Ok(Puzzle { givens, alphabet })
    }

    /// [`Error::WrongLength`] for more cell values than the largest board
    /// has: for a caller to refuse them before it copies them.
    pub fn check_cell_count(cells: usize) -> Result<(), Error> {
        let max = MAX_SIDE * MAX_SIDE;
        if cells > max {
            return Err(Error::WrongLength {
                found: cells,
                expected: max,
            });
        }
        Ok(())
    }

    /// The puzzle of these cell values, row-major: 0 for an empty cell,
    /// else the digit (1 to the side). The board is `geometry` when given,
    /// else the one with that many cells (81 cells: 9x9 with 3x3 boxes; 36:
    /// 6x6 with 3x2 boxes). The puzzle's alphabet is
    /// [`Alphabet::Numbers`], so errors and solution lines write `16` for
    /// 16.
    ///
    /// Errors: [`Error::WrongLength`] or [`Error::TooLarge`] when the
    /// number of cells is not a board's; [`Error::BadCell`] for a value
    /// above the side; [`Error::Clash`] when two givens share a digit and a
    /// house.
    pub fn from_cells(cells: &[u8], geometry: Option<&Arc<Geometry>>) -> Result<Puzzle, Error> {
        let geometry = Geometry::for_cells(cells.len(), geometry)?;
        let side = geometry.side();
        // The largest value first, without a branch per cell; the place of
        // a bad one only when there is one.
        let largest = cells.iter().fold(0, |largest, &value| largest.max(value));
        if usize::from(largest) > side {
            let index = cells
                .iter()
                .position(|&value| usize::from(value) > side)
                .unwrap_or_default();
            return Err(Error::BadCell {
                cell: Position::of_index(index, side),
                value: cells[index].to_string(),
                side,
            });
        }
        let values = cells.iter().map(|&value| Digit::new(value)).collect();
        Puzzle::from_grid(Grid { geometry, values }, Alphabet::Numbers)
    }

    /// The puzzle of givens known to be fine: no clash, and an alphabet
    /// that can write the board (the generator's, say).
    pub(crate) fn from_checked(givens: Grid, alphabet: Alphabet) -> Puzzle {
        debug_assert!(alphabet.check(givens.geometry().side()).is_ok());
        debug_assert!(givens.first_clash().is_none());
        Puzzle { givens, alphabet }
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

/// [`Error::Clash`] for the first house holding a digit twice.
fn check_clash(givens: &Grid, alphabet: Alphabet) -> Result<(), Error> {
    let Some((house, first, second, digit)) = givens.first_clash() else {
        return Ok(());
    };
    let geometry = givens.geometry();
    let position = |cell| Position {
        row: geometry.row(cell) + 1,
        col: geometry.col(cell) + 1,
    };
    Err(Error::Clash {
        symbol: alphabet.symbol(digit).to_string(),
        first: position(first),
        second: position(second),
        house,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::HouseKind;

    const LINE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn writes_the_line_and_the_block_grid() {
        let puzzle = Puzzle::parse(LINE).unwrap();
        assert_eq!(puzzle.geometry().side(), 9);
        assert_eq!(puzzle.givens().filled(), 30);
        let flags = puzzle.givens().filled_flags();
        assert_eq!(flags[..5], [1, 1, 0, 0, 1]);
        assert_eq!(flags.iter().filter(|&&f| f == 1).count(), 30);
        assert_eq!(puzzle.to_string(), LINE);
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
    fn clashing_givens_are_named() {
        let mut bad = LINE.to_owned();
        bad.replace_range(2..3, "5");
        let err = Puzzle::parse(&bad).unwrap_err();
        assert_eq!(
            err,
            Error::Clash {
                symbol: "5".into(),
                first: Position { row: 1, col: 1 },
                second: Position { row: 1, col: 3 },
                house: House {
                    kind: HouseKind::Row,
                    index: 0
                },
            }
        );
        assert_eq!(err.to_string(), "givens clash: 5 at r1c1 and r1c3 (row 1)");
        assert_eq!(err.kind(), "clash");
    }

    #[test]
    fn a_clash_is_found_in_a_row_a_column_or_a_box_only_at_every_size() {
        for (width, height) in [
            (2, 2),
            (3, 3),
            (4, 4),
            (5, 3),
            (5, 5),
            (8, 4),
            (9, 7),
            (8, 8),
            (3, 2),
            (2, 3),
        ] {
            let geometry = Arc::new(Geometry::new(width, height).unwrap());
            let side = geometry.side();
            let top = Digit::new(side as u8).unwrap();
            let pairs = [
                (
                    geometry.cell_at(side - 1, 0),
                    geometry.cell_at(side - 1, side - 1),
                ),
                (
                    geometry.cell_at(0, side - 1),
                    geometry.cell_at(side - 1, side - 1),
                ),
                (
                    geometry.cell_at(0, 0),
                    geometry.cell_at(height - 1, width - 1),
                ),
            ];
            for (kind, (first, second)) in [HouseKind::Row, HouseKind::Column, HouseKind::Box]
                .into_iter()
                .zip(pairs)
            {
                let mut grid = Grid::empty(Arc::clone(&geometry));
                grid.set(first, Some(top));
                assert_eq!(grid.first_clash(), None);
                grid.set(second, Some(top));
                let (house, a, b, digit) = grid.first_clash().unwrap();
                assert_eq!((house.kind, a, b, digit), (kind, first, second, top));
            }
            // The same digit apart in every house is no clash.
            let mut grid = Grid::empty(Arc::clone(&geometry));
            grid.set(geometry.cell_at(0, 0), Some(top));
            grid.set(geometry.cell_at(height, width), Some(top));
            assert_eq!(grid.first_clash(), None, "{width}x{height}");
        }
    }

    #[test]
    fn the_clash_check_agrees_with_a_cell_by_cell_look_at_every_house() {
        // xorshift64: a fixed sequence of sparse random grids.
        let mut state = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = |below: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % below as u64) as usize
        };
        for (width, height) in [(3, 3), (2, 2), (3, 2), (2, 3), (4, 4), (5, 3)] {
            let geometry = Arc::new(Geometry::new(width, height).unwrap());
            let side = geometry.side();
            let mut clashes = 0;
            for trial in 0..400 {
                let mut grid = Grid::empty(Arc::clone(&geometry));
                for _ in 0..1 + trial % (2 * side) {
                    let cell = geometry.cell_at(next(side), next(side));
                    grid.set(cell, Digit::new(1 + next(side) as u8));
                }
                let looked = geometry.houses().any(|house| {
                    let cells = geometry.house_cells(house);
                    cells.iter().enumerate().any(|(i, &a)| {
                        grid.get(a).is_some()
                            && cells[..i].iter().any(|&b| grid.get(b) == grid.get(a))
                    })
                });
                assert_eq!(grid.has_clash(), looked, "{width}x{height}, trial {trial}");
                clashes += usize::from(looked);
            }
            // Both answers come up often.
            assert!(
                (40..360).contains(&clashes),
                "{width}x{height}: {clashes} clashes"
            );
        }
    }

    #[test]
    fn puzzles_from_grids_check_clashes_and_alphabet() {
        let geometry = Arc::new(Geometry::for_side(16).unwrap());
        let mut grid = Grid::empty(Arc::clone(&geometry));
        let sixteen = Digit::new(16).unwrap();
        grid.set(geometry.cell_at(0, 0), Some(sixteen));
        assert!(Puzzle::from_grid(grid.clone(), Alphabet::Letters).is_ok());
        grid.set(geometry.cell_at(15, 0), Some(sixteen));
        let err = Puzzle::from_grid(grid, Alphabet::Letters).unwrap_err();
        assert_eq!(
            err.to_string(),
            "givens clash: P at r1c1 and r16c1 (column 1)"
        );
        let big = Grid::empty(Arc::new(Geometry::for_side(49).unwrap()));
        assert_eq!(
            Puzzle::from_grid(big, Alphabet::Hex),
            Err(Error::AlphabetTooSmall {
                alphabet: "hex",
                side: 49
            })
        );
    }
}
