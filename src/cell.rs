//! Cells and houses: the names of the places of a board, and the sizes a
//! board may have. A [`Geometry`](crate::Geometry) says which cells a
//! board has and which form each house.

use std::fmt;

use serde::Serialize;

use crate::digits::MAX_DIGIT;

/// The smallest side pencilmark handles (4x4, boxes 2x2).
pub const MIN_SIDE: usize = 4;
/// The largest side pencilmark handles (64x64, boxes 8x8).
pub const MAX_SIDE: usize = MAX_DIGIT as usize;
/// The side of the classic board (9x9, boxes 3x3).
pub const CLASSIC_SIDE: usize = 9;
/// The cells of the classic board, which the search takes whole, straight
/// from a plain line's characters or from cell values
/// ([`Query::of_cells`](crate::search::Query::of_cells)).
pub const CLASSIC_CELLS: usize = CLASSIC_SIDE * CLASSIC_SIDE;

/// A cell, by its 0-based row-major index.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "explain"), derive(tsify::Tsify))]
#[serde(transparent)]
pub struct Cell(u16);

impl Cell {
    /// The cell of a row-major index below the largest board's cells (a
    /// [`Geometry`](crate::Geometry) makes the cells of its board).
    pub(crate) const fn at(index: usize) -> Cell {
        Cell(index as u16)
    }

    /// The 0-based row-major index.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// Which kind of house: a row, a column or a box.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "explain"), derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum HouseKind {
    Row,
    Column,
    Box,
}

impl HouseKind {
    /// How many kinds there are.
    pub const COUNT: usize = 3;
    /// Every kind, in the order of a board's houses.
    pub const ALL: [HouseKind; HouseKind::COUNT] =
        [HouseKind::Row, HouseKind::Column, HouseKind::Box];
}

/// A house: a row, column or box, each holding every digit once.
///
/// Boxes are numbered row-major over the boxes, from 0.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "explain"), derive(tsify::Tsify))]
pub struct House {
    pub kind: HouseKind,
    /// 0-based index among the houses of its kind.
    pub index: u8,
}

/// A house with its cells, in reading order: an entry of a board's list of
/// houses ([`Geometry::house_list`](crate::Geometry::house_list)).
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "explain"), derive(tsify::Tsify))]
pub struct HouseCells {
    pub kind: HouseKind,
    /// 0-based index among the houses of its kind.
    pub index: u8,
    pub cells: Vec<Cell>,
}

impl fmt::Display for House {
    /// `row 5`, `column 3`, `box 4`: 1-based, as people count.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = match self.kind {
            HouseKind::Row => "row",
            HouseKind::Column => "column",
            HouseKind::Box => "box",
        };
        write!(f, "{kind} {}", usize::from(self.index) + 1)
    }
}
