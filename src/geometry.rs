//! The shape of a board: box width × box height, and everything that follows
//! from it (cells, houses, peers).
//!
//! This is the only module that knows how big a board is. Everything else
//! asks a [`Geometry`].

use std::fmt;
use std::sync::{Arc, Mutex, OnceLock};

pub use crate::cell::{Cell, House, HouseKind, CLASSIC_CELLS, CLASSIC_SIDE, MAX_SIDE, MIN_SIDE};
use crate::digits::Digit;
use crate::error::Error;

/// The topology of a board, built once and shared: which cells form each
/// house and which cells see each other.
#[derive(Clone, PartialEq, Eq)]
pub struct Geometry {
    box_width: usize,
    box_height: usize,
    side: usize,
    /// `side` cells per house, houses in the order rows, columns, boxes.
    house_cells: Vec<Cell>,
    /// `peer_count` cells per cell.
    peers: Vec<Cell>,
    peer_count: usize,
    /// The box of each cell: a lookup, where computing it takes four
    /// divisions, and the techniques ask it often.
    boxes: Vec<u8>,
    /// The position of each cell within its box (row-major in the box).
    box_positions: Vec<u8>,
}

impl fmt::Debug for Geometry {
    /// The shape only: the tables follow from it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Geometry({}x{}, boxes {}x{})",
            self.side, self.side, self.box_width, self.box_height
        )
    }
}

impl Geometry {
    /// A board whose boxes are `box_width` columns wide and `box_height` rows
    /// tall; each must be at least 2 ([`Error::BadBoxShape`]) and their
    /// product, the side, at most `MAX_SIDE` ([`Error::TooLarge`]).
    pub fn new(box_width: usize, box_height: usize) -> Result<Geometry, Error> {
        if box_width < 2 || box_height < 2 {
            return Err(Error::BadBoxShape {
                width: box_width,
                height: box_height,
            });
        }
        let side = box_width.saturating_mul(box_height);
        if side > MAX_SIDE {
            return Err(Error::TooLarge { side });
        }
        let cell = |row: usize, col: usize| Cell::at(row * side + col);
        let mut house_cells = Vec::with_capacity(3 * side * side);
        for row in 0..side {
            house_cells.extend((0..side).map(|col| cell(row, col)));
        }
        for col in 0..side {
            house_cells.extend((0..side).map(|row| cell(row, col)));
        }
        let boxes_across = side / box_width;
        for b in 0..side {
            let top = (b / boxes_across) * box_height;
            let left = (b % boxes_across) * box_width;
            for i in 0..side {
                house_cells.push(cell(top + i / box_width, left + i % box_width));
            }
        }
        let peer_count = 2 * (side - 1) + (box_width - 1) * (box_height - 1);
        let mut geometry = Geometry {
            box_width,
            box_height,
            side,
            house_cells,
            peers: Vec::with_capacity(side * side * peer_count),
            peer_count,
            boxes: vec![0; side * side],
            box_positions: vec![0; side * side],
        };
        for b in 0..side {
            for i in 0..side {
                let cell = geometry.house_cells[(2 * side + b) * side + i];
                geometry.boxes[cell.index()] = b as u8;
                geometry.box_positions[cell.index()] = i as u8;
            }
        }
        let mut seen = vec![false; side * side];
        for index in 0..side * side {
            let me = Cell::at(index);
            let mut mine = Vec::with_capacity(peer_count);
            for house in geometry.houses_of(me) {
                for &other in geometry.house_cells(house) {
                    if other != me && !seen[other.index()] {
                        seen[other.index()] = true;
                        mine.push(other);
                    }
                }
            }
            mine.sort_unstable();
            for other in &mine {
                seen[other.index()] = false;
            }
            debug_assert_eq!(mine.len(), peer_count);
            geometry.peers.extend(mine);
        }
        Ok(geometry)
    }

    /// The geometry of this box shape, built once per process and shared:
    /// parsing thousands of puzzles of one size builds its tables once.
    pub fn shared(box_width: usize, box_height: usize) -> Result<Arc<Geometry>, Error> {
        static BUILT: OnceLock<Mutex<Vec<Arc<Geometry>>>> = OnceLock::new();
        let built = BUILT.get_or_init(|| Mutex::new(Vec::new()));
        let mut built = built
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(g) = built
            .iter()
            .find(|g| g.box_width == box_width && g.box_height == box_height)
        {
            return Ok(Arc::clone(g));
        }
        let geometry = Arc::new(Geometry::new(box_width, box_height)?);
        built.push(Arc::clone(&geometry));
        Ok(geometry)
    }

    /// The shared geometry of the usual box shape for a side (see
    /// [`Geometry::for_side`] and [`Geometry::shared`]).
    pub fn shared_for_side(side: usize) -> Result<Arc<Geometry>, Error> {
        let (width, height) = Geometry::box_shape(side)?;
        Geometry::shared(width, height)
    }

    /// The usual box shape for a side, as (width, height).
    fn box_shape(side: usize) -> Result<(usize, usize), Error> {
        if side > MAX_SIDE {
            return Err(Error::TooLarge { side });
        }
        let height = (2..=side)
            .take_while(|h| h * h <= side)
            .filter(|h| side % h == 0)
            .last()
            .ok_or(Error::NoBoxShape { side })?;
        Ok((side / height, height))
    }

    /// The usual box shape for a side: the most nearly square one, wider than
    /// tall (6 → 3x2, 12 → 4x3, 9 → 3x3).
    pub fn for_side(side: usize) -> Result<Geometry, Error> {
        let (width, height) = Geometry::box_shape(side)?;
        Geometry::new(width, height)
    }

    /// The side whose square is `count`, if a board of that side exists.
    pub fn side_of_cells(count: usize) -> Option<usize> {
        let side = (1..=MAX_SIDE).find(|s| s * s >= count)?;
        (side * side == count && Geometry::side_has_box_shape(side)).then_some(side)
    }

    /// The board of `count` cells: `asked` when it has that many, else the
    /// shared board of that size, with the usual box shape;
    /// [`Error::WrongLength`] (naming the nearest size there is) or
    /// [`Error::TooLarge`] when there is none.
    pub fn for_cells(count: usize, asked: Option<&Arc<Geometry>>) -> Result<Arc<Geometry>, Error> {
        match asked {
            Some(g) if g.cell_count() == count => return Ok(Arc::clone(g)),
            Some(g) => {
                return Err(Error::WrongLength {
                    found: count,
                    expected: g.cell_count(),
                })
            }
            None => {}
        }
        if let Some(side) = Geometry::side_of_cells(count) {
            return Geometry::shared_for_side(side);
        }
        let side = (1..=count).find(|s| s.saturating_mul(*s) >= count);
        if let Some(side) = side.filter(|s| s * s == count && *s > MAX_SIDE) {
            return Err(Error::TooLarge { side });
        }
        let nearest = (0..=MAX_SIDE)
            .filter(|&s| Geometry::side_has_box_shape(s))
            .min_by_key(|&s| (s * s).abs_diff(count))
            .unwrap_or(MAX_SIDE);
        Err(Error::WrongLength {
            found: count,
            expected: nearest * nearest,
        })
    }

    /// Whether some box shape exists for this side.
    pub fn side_has_box_shape(side: usize) -> bool {
        (MIN_SIDE..=MAX_SIDE).contains(&side) && (2..side).any(|h| h * h <= side && side % h == 0)
    }

    /// Digits per house, houses per kind, cells per row.
    pub fn side(&self) -> usize {
        self.side
    }

    /// Columns in a box.
    pub fn box_width(&self) -> usize {
        self.box_width
    }

    /// Rows in a box.
    pub fn box_height(&self) -> usize {
        self.box_height
    }

    pub fn cell_count(&self) -> usize {
        self.side * self.side
    }

    /// Every cell, row-major.
    pub fn cells(&self) -> impl ExactSizeIterator<Item = Cell> {
        (0..self.cell_count()).map(Cell::at)
    }

    /// The cell with this 0-based row-major index, if the board has it.
    pub fn cell(&self, index: usize) -> Option<Cell> {
        (index < self.cell_count()).then_some(Cell::at(index))
    }

    /// The cell at a 0-based row and column.
    ///
    /// # Panics
    /// If the row or column is off the board.
    pub fn cell_at(&self, row: usize, col: usize) -> Cell {
        assert!(
            row < self.side && col < self.side,
            "r{row}c{col} is off the board"
        );
        Cell::at(row * self.side + col)
    }

    /// 0-based row of a cell.
    pub fn row(&self, cell: Cell) -> usize {
        cell.index() / self.side
    }

    /// 0-based column of a cell.
    pub fn col(&self, cell: Cell) -> usize {
        cell.index() % self.side
    }

    /// 0-based box of a cell, row-major over the boxes.
    pub fn box_of(&self, cell: Cell) -> usize {
        usize::from(self.boxes[cell.index()])
    }

    /// The position of a cell within its box: its index in the box's
    /// [`house_cells`](Geometry::house_cells), row-major from the top left.
    pub fn box_position(&self, cell: Cell) -> usize {
        usize::from(self.box_positions[cell.index()])
    }

    /// The box of every cell, in row-major order: [`box_of`](Geometry::box_of)
    /// of each.
    pub(crate) fn boxes_of_indices(&self) -> &[u8] {
        &self.boxes
    }

    /// Whether `house` holds `cell`: [`houses_of`](Geometry::houses_of)
    /// `(cell).contains(&house)`, computing only the index it needs.
    pub fn contains(&self, house: House, cell: Cell) -> bool {
        let index = match house.kind {
            HouseKind::Row => self.row(cell),
            HouseKind::Column => self.col(cell),
            HouseKind::Box => self.box_of(cell),
        };
        index == usize::from(house.index)
    }

    /// Every house: rows, then columns, then boxes.
    pub fn houses(&self) -> impl Iterator<Item = House> {
        let side = self.side;
        [HouseKind::Row, HouseKind::Column, HouseKind::Box]
            .into_iter()
            .flat_map(move |kind| {
                (0..side).map(move |i| House {
                    kind,
                    index: i as u8,
                })
            })
    }

    /// The row, column and box of a cell.
    pub fn houses_of(&self, cell: Cell) -> [House; 3] {
        let house = |kind, index: usize| House {
            kind,
            index: index as u8,
        };
        [
            house(HouseKind::Row, self.row(cell)),
            house(HouseKind::Column, self.col(cell)),
            house(HouseKind::Box, self.box_of(cell)),
        ]
    }

    /// The cells of a house, in reading order.
    ///
    /// # Panics
    /// If the house index is not below the side.
    pub fn house_cells(&self, house: House) -> &[Cell] {
        let index = usize::from(house.index);
        assert!(index < self.side, "{house} is off the board");
        let kind = match house.kind {
            HouseKind::Row => 0,
            HouseKind::Column => 1,
            HouseKind::Box => 2,
        };
        let start = (kind * self.side + index) * self.side;
        &self.house_cells[start..start + self.side]
    }

    /// The cells that share a house with `cell` (not `cell` itself), sorted.
    pub fn peers(&self, cell: Cell) -> &[Cell] {
        let start = cell.index() * self.peer_count;
        &self.peers[start..start + self.peer_count]
    }

    /// The peers of the cell with this row-major index: [`peers`](Geometry::peers)
    /// for the search, which counts cells by index.
    ///
    /// # Panics
    /// If the index is off the board.
    pub(crate) fn peers_of_index(&self, index: usize) -> &[Cell] {
        let start = index * self.peer_count;
        &self.peers[start..start + self.peer_count]
    }

    /// Whether the digit fits this board.
    pub fn has_digit(&self, digit: Digit) -> bool {
        usize::from(digit.get()) <= self.side
    }

    /// The cell's name as people write it: `r5c3`, 1-based.
    pub fn cell_name(&self, cell: Cell) -> String {
        format!("r{}c{}", self.row(cell) + 1, self.col(cell) + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classic_board_has_twenty_peers_per_cell() {
        let g = Geometry::for_side(9).unwrap();
        assert_eq!((g.box_width(), g.box_height()), (3, 3));
        assert_eq!(g.peers(g.cell_at(4, 4)).len(), 20);
        assert_eq!(g.houses().count(), 27);
        assert_eq!(g.box_of(g.cell_at(4, 8)), 5);
    }

    #[test]
    fn six_by_six_has_wide_boxes() {
        let g = Geometry::for_side(6).unwrap();
        assert_eq!((g.box_width(), g.box_height()), (3, 2));
        let box1: Vec<usize> = g
            .house_cells(House {
                kind: HouseKind::Box,
                index: 1,
            })
            .iter()
            .map(|c| c.index())
            .collect();
        assert_eq!(box1, vec![3, 4, 5, 9, 10, 11]);
        assert_eq!(g.peers(g.cell_at(0, 0)).len(), 5 + 5 + 2);
    }

    #[test]
    fn every_house_cell_lists_its_houses() {
        for (w, h) in [(2, 2), (3, 2), (4, 3), (4, 4), (5, 5), (8, 8)] {
            let g = Geometry::new(w, h).unwrap();
            for house in g.houses() {
                for &cell in g.house_cells(house) {
                    assert!(g.houses_of(cell).contains(&house));
                }
            }
        }
    }

    #[test]
    fn sizes_outside_the_range_are_errors() {
        assert_eq!(Geometry::for_side(3), Err(Error::NoBoxShape { side: 3 }));
        assert_eq!(Geometry::for_side(7), Err(Error::NoBoxShape { side: 7 }));
        assert_eq!(Geometry::for_side(81), Err(Error::TooLarge { side: 81 }));
        assert_eq!(
            Geometry::new(9, 1),
            Err(Error::BadBoxShape {
                width: 9,
                height: 1
            })
        );
        assert!(Geometry::side_has_box_shape(12));
        assert!(!Geometry::side_has_box_shape(13));
    }

    #[test]
    fn shared_geometries_are_built_once() {
        let a = Geometry::shared_for_side(12).unwrap();
        let b = Geometry::shared(4, 3).unwrap();
        assert!(Arc::ptr_eq(&a, &b));
        assert_eq!(*a, Geometry::for_side(12).unwrap());
        assert!(!Arc::ptr_eq(&a, &Geometry::shared(3, 4).unwrap()));
        assert_eq!(
            Geometry::shared(9, 1),
            Err(Error::BadBoxShape {
                width: 9,
                height: 1
            })
        );
    }

    #[test]
    fn cell_names_are_one_based() {
        let g = Geometry::for_side(16).unwrap();
        assert_eq!(g.cell_name(g.cell_at(11, 9)), "r12c10");
        assert_eq!(g.cell(256), None);
    }
}
