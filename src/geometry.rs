//! The shape of a board: box width × box height, and everything that follows
//! from it: its cells, its houses as one list of cell sets, and what the
//! list gives (each cell's houses and peers, where boxes cross lines).
//!
//! This is the only module that knows how big a board is and which cells
//! form a house. Everything else asks a [`Geometry`].

use std::fmt;
use std::ops::Range;
use std::sync::{Arc, Mutex, OnceLock};

pub use crate::cell::{
    Cell, House, HouseCells, HouseKind, CLASSIC_CELLS, CLASSIC_SIDE, MAX_SIDE, MIN_SIDE,
};
use crate::digits::Digit;
use crate::error::Error;

mod crossings;

pub(crate) use crossings::Crossing;
use crossings::Crossings;

/// The topology of a board, built once and shared: which cells form each
/// house and which cells see each other.
///
/// Every house is an entry in one list ([`houses`](Geometry::houses)) with
/// its cells; which houses hold a cell, the cell's place in each, its peers
/// and its box all follow from that list. The techniques, the search, the
/// formats and the page read the list, so a board with other houses needs
/// another constructor here and nothing else.
#[derive(Clone, PartialEq, Eq)]
pub struct Geometry {
    box_width: usize,
    box_height: usize,
    side: usize,
    /// Every house: rows, columns, boxes, each kind in index order.
    houses: Vec<House>,
    /// `side` cells per house, in the order of `houses`.
    house_cells: Vec<Cell>,
    /// Where each kind's houses are in `houses` (a kind's houses follow
    /// one another there).
    kinds: [Range<usize>; HouseKind::COUNT],
    /// The houses holding each cell, cell after cell: those of cell `c`
    /// are `slots[slot_starts[c]..slot_starts[c + 1]]`.
    slots: Vec<Slot>,
    slot_starts: Vec<u32>,
    /// The houses of each cell again, as houses.
    cell_houses: Vec<House>,
    /// The peers of each cell, cell after cell, sorted: those of cell `c`
    /// are `peers[peer_starts[c]..peer_starts[c + 1]]`.
    peers: Vec<Cell>,
    peer_starts: Vec<u32>,
    /// The peers of each cell again, as a bit per cell: techniques ask
    /// whether two cells see each other in their inner loops.
    peer_bits: Vec<u64>,
    /// The box of each cell: a lookup the techniques ask often.
    boxes: Vec<u8>,
    crossings: Crossings,
}

/// A house holding a cell, by the house's place in [`Geometry::houses`], and
/// the cell's place among the house's cells.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Slot {
    /// The house's place in [`Geometry::houses`].
    pub house: u16,
    /// The cell's place in [`Geometry::house_cells`] of that house.
    pub position: u8,
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
        let boxes_across = side / box_width;
        let (mut houses, mut house_cells) = (Vec::new(), Vec::new());
        for kind in HouseKind::ALL {
            for index in 0..side {
                let (top, left) = match kind {
                    HouseKind::Row => (index, 0),
                    HouseKind::Column => (0, index),
                    HouseKind::Box => (
                        (index / boxes_across) * box_height,
                        (index % boxes_across) * box_width,
                    ),
                };
                house_cells.extend((0..side).map(|i| match kind {
                    HouseKind::Row => cell(top, i),
                    HouseKind::Column => cell(i, left),
                    HouseKind::Box => cell(top + i / box_width, left + i % box_width),
                }));
                houses.push(House {
                    kind,
                    index: index as u8,
                });
            }
        }
        Ok(Geometry::of_houses(
            box_width,
            box_height,
            houses,
            house_cells,
        ))
    }

    /// The board of `side` = `box_width` × `box_height` whose houses are
    /// `houses`, with `side` cells each in `house_cells`: in the houses'
    /// own order (each kind's one after another, by index), every cell in
    /// one box. Everything else follows from the list.
    fn of_houses(
        box_width: usize,
        box_height: usize,
        houses: Vec<House>,
        house_cells: Vec<Cell>,
    ) -> Geometry {
        debug_assert!(houses.windows(2).all(|pair| pair[0] < pair[1]));
        let side = box_width * box_height;
        let cells = side * side;
        let words = cells.div_ceil(64);
        let kinds = HouseKind::ALL.map(|kind| {
            let start = houses.iter().position(|h| h.kind == kind).unwrap_or(0);
            start..start + houses.iter().filter(|h| h.kind == kind).count()
        });
        // Each house as a bit per cell; how many houses hold each cell.
        let mut house_bits = vec![0u64; houses.len() * words];
        let mut slot_starts = vec![0u32; cells + 1];
        for (id, members) in house_cells.chunks_exact(side).enumerate() {
            for member in members {
                house_bits[id * words + member.index() / 64] |= 1 << (member.index() % 64);
                slot_starts[member.index() + 1] += 1;
            }
        }
        for index in 0..cells {
            slot_starts[index + 1] += slot_starts[index];
        }
        let mut next = slot_starts.clone();
        let held = slot_starts[cells] as usize;
        let mut slots = vec![
            Slot {
                house: 0,
                position: 0
            };
            held
        ];
        let mut cell_houses = vec![houses[0]; held];
        let mut boxes = vec![0u8; cells];
        for (id, members) in house_cells.chunks_exact(side).enumerate() {
            for (position, member) in members.iter().enumerate() {
                let at = next[member.index()] as usize;
                next[member.index()] += 1;
                slots[at] = Slot {
                    house: id as u16,
                    position: position as u8,
                };
                cell_houses[at] = houses[id];
                if houses[id].kind == HouseKind::Box {
                    boxes[member.index()] = houses[id].index;
                }
            }
        }
        // A cell's peers: its houses' cells, less itself, in board order.
        let mut peer_bits = vec![0u64; cells * words];
        let (mut peers, mut peer_starts) = (Vec::new(), Vec::with_capacity(cells + 1));
        for (index, bits) in peer_bits.chunks_exact_mut(words).enumerate() {
            for slot in &slots[slot_starts[index] as usize..slot_starts[index + 1] as usize] {
                let house = usize::from(slot.house) * words;
                for (word, of_house) in bits.iter_mut().zip(&house_bits[house..house + words]) {
                    *word |= of_house;
                }
            }
            bits[index / 64] &= !(1 << (index % 64));
            peer_starts.push(peers.len() as u32);
            for (at, &word) in bits.iter().enumerate() {
                let mut word = word;
                while word != 0 {
                    peers.push(Cell::at(at * 64 + word.trailing_zeros() as usize));
                    word &= word - 1;
                }
            }
        }
        peer_starts.push(peers.len() as u32);
        let crossings = Crossings::new(side, &houses, &house_cells, &house_bits);
        Geometry {
            box_width,
            box_height,
            side,
            houses,
            house_cells,
            kinds,
            slots,
            slot_starts,
            cell_houses,
            peers,
            peer_starts,
            peer_bits,
            boxes,
            crossings,
        }
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

    /// The fewest clues a puzzle with one solution has on this board:
    /// what is proven for 4x4, 6x6 and 9x9 (McGuire's 17); beyond, all the
    /// digits but one (with fewer, the two digits missing could swap).
    pub fn fewest_clues(&self) -> usize {
        match self.side {
            4 => 4,
            6 => 8,
            9 => 17,
            side => side - 1,
        }
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

    /// The box of every cell, in row-major order: [`box_of`](Geometry::box_of)
    /// of each.
    pub(crate) fn boxes_of_indices(&self) -> &[u8] {
        &self.boxes
    }

    /// Whether `house` holds `cell`.
    pub fn contains(&self, house: House, cell: Cell) -> bool {
        self.houses_of(cell).contains(&house)
    }

    /// Every house, in one list: rows, then columns, then boxes.
    pub fn houses(&self) -> impl ExactSizeIterator<Item = House> + '_ {
        self.houses.iter().copied()
    }

    /// The houses of one kind, in index order.
    pub fn houses_of_kind(&self, kind: HouseKind) -> impl ExactSizeIterator<Item = House> + '_ {
        self.houses[self.kinds[kind as usize].clone()]
            .iter()
            .copied()
    }

    /// The houses of one kind with their cells, in index order.
    pub fn houses_with_cells(
        &self,
        kind: HouseKind,
    ) -> impl ExactSizeIterator<Item = (House, &[Cell])> {
        let ids = self.kinds[kind as usize].clone();
        let cells = &self.house_cells[ids.start * self.side..ids.end * self.side];
        (self.houses[ids].iter().copied()).zip(cells.chunks_exact(self.side))
    }

    /// How many houses the board has.
    pub fn house_count(&self) -> usize {
        self.houses.len()
    }

    /// The house at this place in [`houses`](Geometry::houses).
    ///
    /// # Panics
    /// If the board has fewer houses.
    pub fn house(&self, id: usize) -> House {
        self.houses[id]
    }

    /// The place of a house in [`houses`](Geometry::houses).
    ///
    /// # Panics
    /// If the board has no such house.
    pub fn house_id(&self, house: House) -> usize {
        let ids = &self.kinds[house.kind as usize];
        let index = usize::from(house.index);
        assert!(index < ids.len(), "{house} is off the board");
        ids.start + index
    }

    /// The houses holding a cell, in the order of [`houses`](Geometry::houses).
    pub fn houses_of(&self, cell: Cell) -> &[House] {
        let (start, end) = self.slot_range(cell.index());
        &self.cell_houses[start..end]
    }

    /// The first house (in the order of [`houses`](Geometry::houses))
    /// holding both cells.
    pub fn common_house(&self, a: Cell, b: Cell) -> Option<House> {
        if a != b && !self.sees(a, b) {
            return None;
        }
        let (mut mine, mut theirs) = (self.houses_of(a), self.houses_of(b));
        // Both follow the list, whose order is the houses' own.
        while let ([first, rest @ ..], [other, others @ ..]) = (mine, theirs) {
            match first.cmp(other) {
                std::cmp::Ordering::Equal => return Some(*first),
                std::cmp::Ordering::Less => mine = rest,
                std::cmp::Ordering::Greater => theirs = others,
            }
        }
        None
    }

    /// Word `k` of the cell's peers as a bit per cell (bit `i` of word `k`
    /// for the cell of index `64 * k + i`).
    pub(crate) fn peer_word(&self, cell: Cell, k: usize) -> u64 {
        self.peer_bits[cell.index() * self.cell_count().div_ceil(64) + k]
    }

    /// Whether two distinct cells share a house: peers.
    pub fn sees(&self, a: Cell, b: Cell) -> bool {
        let words = self.cell_count().div_ceil(64);
        self.peer_bits[a.index() * words + b.index() / 64] >> (b.index() % 64) & 1 != 0
    }

    /// The house of a kind every cell has (row, column, box) holding `cell`.
    pub fn house_of(&self, cell: Cell, kind: HouseKind) -> House {
        let index = match kind {
            HouseKind::Row => self.row(cell),
            HouseKind::Column => self.col(cell),
            HouseKind::Box => self.box_of(cell),
        };
        House {
            kind,
            index: index as u8,
        }
    }

    /// The houses holding the cell of this row-major index, each by its
    /// place in [`houses`](Geometry::houses), with the cell's place in it.
    pub fn slots(&self, index: usize) -> &[Slot] {
        let (start, end) = self.slot_range(index);
        &self.slots[start..end]
    }

    fn slot_range(&self, index: usize) -> (usize, usize) {
        (
            self.slot_starts[index] as usize,
            self.slot_starts[index + 1] as usize,
        )
    }

    /// The cells of a house, in reading order.
    ///
    /// # Panics
    /// If the board has no such house.
    pub fn house_cells(&self, house: House) -> &[Cell] {
        self.cells_of_house(self.house_id(house))
    }

    /// The cells of the house at this place in [`houses`](Geometry::houses).
    pub fn cells_of_house(&self, id: usize) -> &[Cell] {
        &self.house_cells[id * self.side..(id + 1) * self.side]
    }

    /// Every house with its cells, in the order of [`houses`](Geometry::houses).
    pub fn house_list(&self) -> Vec<HouseCells> {
        (self.houses().zip(self.cells_by_house()))
            .map(|(House { kind, index }, cells)| HouseCells {
                kind,
                index,
                cells: cells.to_vec(),
            })
            .collect()
    }

    /// The cells of every house, in the order of [`houses`](Geometry::houses).
    pub fn cells_by_house(&self) -> impl ExactSizeIterator<Item = &[Cell]> {
        self.house_cells.chunks_exact(self.side)
    }

    /// The cells that share a house with `cell` (not `cell` itself), sorted.
    pub fn peers(&self, cell: Cell) -> &[Cell] {
        self.peers_of_index(cell.index())
    }

    /// The peers of the cell with this row-major index: [`peers`](Geometry::peers)
    /// for the search, which counts cells by index.
    ///
    /// # Panics
    /// If the index is off the board.
    pub(crate) fn peers_of_index(&self, index: usize) -> &[Cell] {
        let (start, end) = (self.peer_starts[index], self.peer_starts[index + 1]);
        &self.peers[start as usize..end as usize]
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
    fn every_cell_knows_its_place_in_each_of_its_houses() {
        for (w, h) in [(2, 2), (3, 2), (2, 3), (3, 3), (5, 4), (8, 8)] {
            let g = Geometry::new(w, h).unwrap();
            assert_eq!(g.house_count(), 3 * g.side());
            for cell in g.cells() {
                let slots = g.slots(cell.index());
                assert_eq!(slots.len(), 3);
                for (slot, &house) in slots.iter().zip(g.houses_of(cell)) {
                    assert_eq!(g.house(usize::from(slot.house)), house);
                    assert_eq!(g.house_id(house), usize::from(slot.house));
                    assert_eq!(g.house_cells(house)[usize::from(slot.position)], cell);
                }
                for kind in HouseKind::ALL {
                    assert!(g.contains(g.house_of(cell, kind), cell));
                }
            }
            let listed: Vec<House> = g
                .house_list()
                .iter()
                .map(|h| House {
                    kind: h.kind,
                    index: h.index,
                })
                .collect();
            assert_eq!(listed, g.houses().collect::<Vec<_>>());
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
