//! The symmetries of a clue pattern, and the orbits of cells they make.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::error::Error;
use crate::geometry::Geometry;

/// Which cells of a puzzle are clues together: a symmetric clue pattern.
/// Every symmetry works on every board (it is about where the clues are,
/// not about their digits).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "explain"), derive(tsify::Tsify))]
pub enum Symmetry {
    /// No symmetry: clues go one at a time.
    #[default]
    #[serde(rename = "none")]
    None,
    /// A half turn about the centre: r,c and side-1-r,side-1-c.
    #[serde(rename = "180")]
    Rotate180,
    /// Quarter turns about the centre: four cells at a time.
    #[serde(rename = "90")]
    Rotate90,
    /// A mirror in the main diagonal: r,c and c,r.
    #[serde(rename = "diagonal")]
    Diagonal,
    /// A mirror in the vertical middle line: r,c and r,side-1-c.
    #[serde(rename = "mirror")]
    Mirror,
}

impl Symmetry {
    /// Every symmetry.
    pub const ALL: [Symmetry; 5] = [
        Symmetry::None,
        Symmetry::Rotate180,
        Symmetry::Rotate90,
        Symmetry::Diagonal,
        Symmetry::Mirror,
    ];

    /// The name used in options and the CLI: `none`, `180`, `90`,
    /// `diagonal` or `mirror`.
    pub fn name(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rotate180 => "180",
            Symmetry::Rotate90 => "90",
            Symmetry::Diagonal => "diagonal",
            Symmetry::Mirror => "mirror",
        }
    }

    /// The image of the cell at a 0-based row and column, on a board of
    /// this side.
    fn image(self, side: usize, row: usize, col: usize) -> (usize, usize) {
        let last = side - 1;
        match self {
            Symmetry::None => (row, col),
            Symmetry::Rotate180 => (last - row, last - col),
            Symmetry::Rotate90 => (col, last - row),
            Symmetry::Diagonal => (col, row),
            Symmetry::Mirror => (row, last - col),
        }
    }

    /// The orbits of the board's cells (row-major indices), each starting
    /// with its first cell in reading order: the cells that are clues
    /// together.
    pub(super) fn orbits(self, geometry: &Geometry) -> Vec<Vec<usize>> {
        let side = geometry.side();
        let mut seen = vec![false; geometry.cell_count()];
        let mut orbits = Vec::new();
        for start in 0..geometry.cell_count() {
            if seen[start] {
                continue;
            }
            let mut orbit = vec![start];
            seen[start] = true;
            let (mut row, mut col) = (start / side, start % side);
            loop {
                (row, col) = self.image(side, row, col);
                let cell = row * side + col;
                if cell == start {
                    break;
                }
                if !seen[cell] {
                    seen[cell] = true;
                    orbit.push(cell);
                }
            }
            orbits.push(orbit);
        }
        orbits
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Symmetry {
    type Err = Error;
    fn from_str(name: &str) -> Result<Symmetry, Error> {
        Symmetry::ALL
            .into_iter()
            .find(|s| s.name() == name)
            .ok_or_else(|| Error::UnknownSymmetry {
                name: name.to_owned(),
            })
    }
}
