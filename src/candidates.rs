//! The pencil marks: for every empty cell, the digits it may still hold.

use std::sync::Arc;

use serde::Serialize;

use crate::digits::{Digit, DigitSet};
use crate::geometry::{Cell, Geometry};
use crate::grid::{Alphabet, Grid};

/// One candidate taken out: `digit` can no longer go in `cell`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct Removal {
    pub cell: Cell,
    pub digit: Digit,
}

/// The state of a solve: each cell's value, and each empty cell's candidates.
///
/// A filled cell has no candidates. An empty cell with no candidates is a
/// contradiction, which [`Candidates`] records but does not judge.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Candidates {
    values: Vec<Option<Digit>>,
    sets: Vec<DigitSet>,
    empty: usize,
}

impl Candidates {
    /// The candidates of a grid: for each empty cell, every digit that no
    /// filled peer holds.
    pub fn new(grid: &Grid) -> Candidates {
        let geometry = grid.geometry();
        let side = geometry.side();
        // The digits each row, column and box holds, in one pass: then a
        // cell's candidates are what its three houses leave, not a walk
        // over its peers.
        let houses = |cell| {
            [
                geometry.row(cell),
                side + geometry.col(cell),
                2 * side + geometry.box_of(cell),
            ]
        };
        let mut held = vec![DigitSet::EMPTY; 3 * side];
        for cell in geometry.cells() {
            if let Some(digit) = grid.get(cell) {
                for house in houses(cell) {
                    held[house].insert(digit);
                }
            }
        }
        let full = DigitSet::full(side);
        let sets = geometry
            .cells()
            .map(|cell| match grid.get(cell) {
                Some(_) => DigitSet::EMPTY,
                None => {
                    let [row, col, boxed] = houses(cell).map(|house| held[house]);
                    full.difference(row.union(col).union(boxed))
                }
            })
            .collect();
        Candidates {
            values: grid.values().to_vec(),
            sets,
            empty: grid.values().iter().filter(|v| v.is_none()).count(),
        }
    }

    /// The state with the values of `grid` and, for its empty cells, the
    /// given candidate sets (one per cell, row-major; the sets of filled
    /// cells are ignored).
    ///
    /// # Panics
    /// If there is not one set per cell.
    pub fn with_sets(grid: &Grid, sets: Vec<DigitSet>) -> Candidates {
        assert_eq!(
            sets.len(),
            grid.values().len(),
            "one candidate set per cell"
        );
        let sets = grid
            .values()
            .iter()
            .zip(sets)
            .map(|(value, set)| {
                if value.is_some() {
                    DigitSet::EMPTY
                } else {
                    set
                }
            })
            .collect();
        Candidates {
            values: grid.values().to_vec(),
            sets,
            empty: grid.values().iter().filter(|v| v.is_none()).count(),
        }
    }

    /// The candidate grid: each cell as its candidates' symbols (a filled
    /// cell as its value, an empty cell without candidates as `.`), columns
    /// aligned, `|` between boxes and `-+` rules between bands (see
    /// [`write`](fn@crate::write)). [`Puzzle::parse_candidates`] reads it back,
    /// except that an empty cell with a single candidate reads back as
    /// filled.
    ///
    /// [`Puzzle::parse_candidates`]: crate::Puzzle::parse_candidates
    pub fn to_text(&self, geometry: &Geometry, alphabet: Alphabet) -> String {
        crate::formats::write::candidate_grid(geometry, self, alphabet)
    }

    /// The candidates of a cell (empty when the cell is filled).
    pub fn get(&self, cell: Cell) -> DigitSet {
        self.sets[cell.index()]
    }

    /// The value of a cell, if filled.
    pub fn value(&self, cell: Cell) -> Option<Digit> {
        self.values[cell.index()]
    }

    /// How many cells the state has: the board's.
    pub fn cell_count(&self) -> usize {
        self.values.len()
    }

    /// How many cells are still empty.
    pub fn empty_cells(&self) -> usize {
        self.empty
    }

    /// How many candidates all the empty cells hold together.
    pub fn count(&self) -> usize {
        self.sets.iter().map(|s| s.len()).sum()
    }

    /// Fills `cell` with `digit`, clears its candidates and removes `digit`
    /// from its peers. Returns the peers' candidates that were removed.
    ///
    /// # Panics
    /// If the cell is already filled.
    pub fn place(&mut self, geometry: &Geometry, cell: Cell, digit: Digit) -> Vec<Removal> {
        assert!(
            self.values[cell.index()].is_none(),
            "{} is already filled",
            geometry.cell_name(cell)
        );
        self.values[cell.index()] = Some(digit);
        self.sets[cell.index()] = DigitSet::EMPTY;
        self.empty -= 1;
        geometry
            .peers(cell)
            .iter()
            .filter(|&&peer| self.sets[peer.index()].remove(digit))
            .map(|&peer| Removal { cell: peer, digit })
            .collect()
    }

    /// Like [`Candidates::place`], without listing what was removed: for
    /// solvers that say nothing.
    ///
    /// # Panics
    /// If the cell is already filled.
    pub fn fill(&mut self, geometry: &Geometry, cell: Cell, digit: Digit) {
        assert!(
            self.values[cell.index()].is_none(),
            "cell is already filled"
        );
        self.values[cell.index()] = Some(digit);
        self.sets[cell.index()] = DigitSet::EMPTY;
        self.empty -= 1;
        for peer in geometry.peers(cell) {
            self.sets[peer.index()].remove(digit);
        }
    }

    /// Removes one candidate; returns whether it was there.
    pub fn eliminate(&mut self, cell: Cell, digit: Digit) -> bool {
        self.sets[cell.index()].remove(digit)
    }

    /// The values as a grid of this geometry.
    pub fn to_grid(&self, geometry: &Arc<Geometry>) -> Grid {
        let mut grid = Grid::empty(Arc::clone(geometry));
        for (cell, value) in geometry.cells().zip(&self.values) {
            grid.set(cell, *value);
        }
        grid
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Puzzle;

    #[test]
    fn candidates_exclude_peer_values_and_place_reports_removals() {
        let puzzle = Puzzle::parse("1.........2.....").unwrap();
        let g = puzzle.geometry();
        let mut cands = Candidates::new(puzzle.givens());
        let digits = |cell| -> Vec<u8> { cands.get(cell).iter().map(|d| d.get()).collect() };
        assert_eq!(digits(g.cell_at(0, 1)), vec![2, 3, 4]);
        assert_eq!(digits(g.cell_at(2, 0)), vec![3, 4]);
        assert_eq!(cands.empty_cells(), 14);
        let four = Digit::new(4).unwrap();
        let removals = cands.place(g, g.cell_at(0, 1), four);
        let cells: Vec<String> = removals.iter().map(|r| g.cell_name(r.cell)).collect();
        assert_eq!(cells, vec!["r1c3", "r1c4", "r2c1", "r2c2", "r3c2", "r4c2"]);
        assert_eq!(cands.value(g.cell_at(0, 1)), Some(four));
        assert!(cands.get(g.cell_at(0, 1)).is_empty());
        assert_eq!(cands.empty_cells(), 13);
        assert!(!cands.eliminate(g.cell_at(1, 0), four));
    }
}
