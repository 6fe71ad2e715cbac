//! The pencil marks: for every empty cell, the digits it may still hold.

use std::cell::OnceCell;
use std::fmt;
use std::sync::Arc;

use serde::Serialize;

use crate::digits::{Digit, DigitSet};
use crate::geometry::{Cell, Geometry};
use crate::grid::Grid;

/// One candidate taken out: `digit` can no longer go in `cell`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "explain"), derive(tsify::Tsify))]
pub struct Removal {
    pub cell: Cell,
    pub digit: Digit,
}

/// The state of a solve: each cell's value, and each empty cell's candidates.
///
/// A filled cell has no candidates. An empty cell with no candidates is a
/// contradiction, which [`Candidates`] records but does not judge.
#[derive(Clone)]
pub struct Candidates {
    geometry: Arc<Geometry>,
    values: Vec<Option<Digit>>,
    sets: Vec<DigitSet>,
    empty: usize,
    /// The same candidates digit by digit ([`Candidates::places`]): built
    /// when a technique first asks, then kept in step with `sets`. Solves
    /// that never get past singles never build it.
    places: OnceCell<Vec<u64>>,
}

impl PartialEq for Candidates {
    /// The same values and candidates (`places` follows from them).
    fn eq(&self, other: &Candidates) -> bool {
        self.geometry == other.geometry && self.values == other.values && self.sets == other.sets
    }
}

impl Eq for Candidates {}

impl fmt::Debug for Candidates {
    /// The values and candidates (`places` follows from them).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Candidates")
            .field("geometry", &self.geometry)
            .field("values", &self.values)
            .field("sets", &self.sets)
            .finish()
    }
}

/// The places of the candidates `sets` (see [`Candidates::places`]).
fn places_of(geometry: &Geometry, sets: &[DigitSet]) -> Vec<u64> {
    let houses = geometry.house_count();
    let mut places = vec![0u64; geometry.side() * houses];
    for (index, set) in sets.iter().enumerate() {
        for digit in *set {
            let base = usize::from(digit.get() - 1) * houses;
            for slot in geometry.slots(index) {
                places[base + usize::from(slot.house)] |= 1 << slot.position;
            }
        }
    }
    places
}

/// Takes `digit` at `cell` out of `places`.
fn clear_place(places: &mut [u64], geometry: &Geometry, cell: Cell, digit: Digit) {
    let base = usize::from(digit.get() - 1) * geometry.house_count();
    for slot in geometry.slots(cell.index()) {
        places[base + usize::from(slot.house)] &= !(1 << slot.position);
    }
}

impl Candidates {
    /// The candidates of a grid: for each empty cell, every digit that no
    /// filled peer holds.
    pub fn new(grid: &Grid) -> Candidates {
        let geometry = grid.geometry();
        // The digits each house holds, in one pass: then a cell's
        // candidates are what its houses leave, not a walk over its peers.
        let mut held = vec![DigitSet::EMPTY; geometry.house_count()];
        for (index, value) in grid.values().iter().enumerate() {
            if let Some(digit) = *value {
                for slot in geometry.slots(index) {
                    held[usize::from(slot.house)].insert(digit);
                }
            }
        }
        let full = DigitSet::full(geometry.side());
        let sets: Vec<DigitSet> = (grid.values().iter().enumerate())
            .map(|(index, value)| match value {
                Some(_) => DigitSet::EMPTY,
                None => geometry.slots(index).iter().fold(full, |left, slot| {
                    left.difference(held[usize::from(slot.house)])
                }),
            })
            .collect();
        Candidates {
            geometry: Arc::clone(geometry),
            values: grid.values().to_vec(),
            places: OnceCell::new(),
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
        let sets: Vec<DigitSet> = grid
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
            geometry: Arc::clone(grid.geometry()),
            values: grid.values().to_vec(),
            places: OnceCell::new(),
            sets,
            empty: grid.values().iter().filter(|v| v.is_none()).count(),
        }
    }

    /// The candidates of a cell (empty when the cell is filled).
    pub fn get(&self, cell: Cell) -> DigitSet {
        self.sets[cell.index()]
    }

    /// The value of a cell, if filled.
    pub fn value(&self, cell: Cell) -> Option<Digit> {
        self.values[cell.index()]
    }

    /// Where each digit can go in each house: for digit `d` and the house
    /// at place `h` of [`Geometry::houses`], entry `(d - 1) * houses + h`
    /// has one bit per cell of the house, in the order of
    /// [`Geometry::house_cells`].
    pub(crate) fn places(&self) -> &[u64] {
        self.places
            .get_or_init(|| places_of(&self.geometry, &self.sets))
    }

    /// The first empty cell without a candidate, row-major: a
    /// contradiction. One pass over the state's own vectors, as a stepped
    /// solve looks for it before every step.
    pub fn first_dead_cell(&self) -> Option<Cell> {
        let dead = |(value, set): (&Option<Digit>, &DigitSet)| value.is_none() && set.is_empty();
        let index = self.values.iter().zip(&self.sets).position(dead)?;
        self.geometry.cell(index)
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
        let removed = geometry
            .peers(cell)
            .iter()
            .filter(|&&peer| self.sets[peer.index()].contains(digit))
            .map(|&peer| Removal { cell: peer, digit })
            .collect();
        self.fill(geometry, cell, digit);
        removed
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
        let gone = std::mem::replace(&mut self.sets[cell.index()], DigitSet::EMPTY);
        self.empty -= 1;
        match self.places.get_mut() {
            // The fast way, without places to keep: no branch per peer.
            None => {
                for &peer in geometry.peers(cell) {
                    self.sets[peer.index()].remove(digit);
                }
            }
            Some(places) => {
                for gone in gone {
                    clear_place(places, geometry, cell, gone);
                }
                for &peer in geometry.peers(cell) {
                    if self.sets[peer.index()].remove(digit) {
                        clear_place(places, geometry, peer, digit);
                    }
                }
            }
        }
    }

    /// Removes one candidate; returns whether it was there.
    pub fn eliminate(&mut self, cell: Cell, digit: Digit) -> bool {
        let removed = self.sets[cell.index()].remove(digit);
        if let (true, Some(places)) = (removed, self.places.get_mut()) {
            clear_place(places, &self.geometry, cell, digit);
        }
        removed
    }

    /// The values, row-major: each cell's digit, 0 for an empty cell.
    pub fn value_bytes(&self) -> Vec<u8> {
        self.values
            .iter()
            .map(|v| v.map_or(0, Digit::get))
            .collect()
    }

    /// The candidates as flags, row-major: `side` bytes per cell, byte
    /// `cell * side + digit - 1` is 1 when `digit` is a candidate of `cell`.
    pub fn flag_bytes(&self) -> Vec<u8> {
        let side = self.geometry.side();
        let mut bytes = vec![0; self.sets.len() * side];
        for (cell, set) in self.sets.iter().enumerate() {
            for digit in *set {
                bytes[cell * side + usize::from(digit.get()) - 1] = 1;
            }
        }
        bytes
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
    use crate::solve::{Options, Stepper};

    #[test]
    fn places_follow_every_change_once_built() {
        // Stepped solves of the fixtures (every size, with guesses and
        // backtracks): the places kept along the way are the places built
        // afresh from the candidates, at every step.
        let fixtures = include_str!("../tests/fixtures/puzzles.txt");
        let mut checked = 0;
        for line in fixtures.lines().filter(|l| !l.starts_with('#')) {
            let puzzle: Puzzle = line.split(' ').next().unwrap().parse().unwrap();
            let geometry = puzzle.geometry();
            let mut stepper = Stepper::new(&puzzle, Options::default());
            stepper.candidates().places();
            for _ in 0..300 {
                if stepper.next().is_none() {
                    break;
                }
                let state = stepper.candidates();
                assert_eq!(state.places(), places_of(geometry, &state.sets), "{puzzle}");
                checked += 1;
            }
        }
        assert!(checked > 1000, "{checked} states");
        // A row's bits are its columns, a column's its rows, a box's its
        // positions: with 1 in r1c2 of a 4x4, 2 can go in columns 1, 3 and
        // 4 of row 1, rows 2 to 4 of column 2, and positions 0, 2 and 3 of
        // box 1 (r1c1, r2c1, r2c2).
        let puzzle = Puzzle::parse(".1..............").unwrap();
        let cands = Candidates::new(puzzle.givens());
        let two = |kind: usize, house: usize| cands.places()[12 + kind * 4 + house];
        assert_eq!(two(0, 0), 0b1101);
        assert_eq!(two(1, 1), 0b1110);
        assert_eq!(two(2, 0), 0b1101);
    }

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
