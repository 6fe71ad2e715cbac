//! The general board: any [`Geometry`], one candidate mask per cell.
//!
//! Placing a digit removes it from the cell's peers; a peer left with one
//! candidate is queued as a naked single. When the queue is empty, a sweep
//! over the houses finds hidden singles (a digit with one place left in a
//! house) and digits with no place left at all (a contradiction).

use super::{fewest_candidates, Board};
use crate::digits::{Digit, DigitSet};
use crate::geometry::Geometry;

/// A board of any shape in the middle of a search.
pub(crate) struct General<'g> {
    geometry: &'g Geometry,
    /// Every digit of the board, as a mask.
    full: u64,
    /// The candidates of each empty cell; 0 for a filled cell.
    candidates: Vec<u64>,
    /// The digit of each filled cell; 0 for an empty one.
    values: Vec<u8>,
    /// How many cells are empty.
    empty: usize,
    /// Placements deduced (or given, or guessed) but not yet made: cell and
    /// digit. Always empty between propagations.
    queue: Vec<(usize, u8)>,
}

impl<'g> General<'g> {
    /// The board of the givens, before any deduction.
    pub(crate) fn new(geometry: &'g Geometry, givens: &[Option<Digit>]) -> General<'g> {
        let cells = geometry.cell_count();
        let full = DigitSet::full(geometry.side()).bits();
        General {
            geometry,
            full,
            candidates: vec![full; cells],
            values: vec![0; cells],
            empty: cells,
            queue: givens
                .iter()
                .enumerate()
                .filter_map(|(cell, given)| given.map(|d| (cell, d.get())))
                .collect(),
        }
    }

    /// Puts `digit` in `cell` and removes it from the peers, queueing the
    /// peers left with one candidate. False on a contradiction: the cell
    /// holds another digit or cannot hold this one, or a peer is left with
    /// nothing.
    fn place(&mut self, cell: usize, digit: u8) -> bool {
        match self.values[cell] {
            0 => {}
            value => return value == digit,
        }
        let bit = 1u64 << (digit - 1);
        if self.candidates[cell] & bit == 0 {
            return false;
        }
        self.values[cell] = digit;
        self.candidates[cell] = 0;
        self.empty -= 1;
        for peer in self.geometry.peers_of_index(cell) {
            let peer = peer.index();
            let before = self.candidates[peer];
            if before & bit != 0 {
                let after = before & !bit;
                self.candidates[peer] = after;
                if after == 0 {
                    return false;
                }
                if after & (after - 1) == 0 {
                    self.queue.push((peer, after.trailing_zeros() as u8 + 1));
                }
            }
        }
        true
    }

    /// One sweep over the houses: queues every hidden single. False when a
    /// house has a digit with no place left.
    fn hidden_singles(&mut self) -> bool {
        for house in self.geometry.houses() {
            let cells = self.geometry.house_cells(house);
            let (mut once, mut twice, mut placed) = (0u64, 0u64, 0u64);
            for cell in cells {
                let here = self.candidates[cell.index()];
                twice |= once & here;
                once |= here;
                placed |= match self.values[cell.index()] {
                    0 => 0,
                    digit => 1 << (digit - 1),
                };
            }
            if once | placed != self.full {
                return false;
            }
            let mut singles = once & !twice;
            while singles != 0 {
                let bit = singles & singles.wrapping_neg();
                singles &= singles - 1;
                if let Some(cell) = cells.iter().find(|c| self.candidates[c.index()] & bit != 0) {
                    self.queue
                        .push((cell.index(), bit.trailing_zeros() as u8 + 1));
                }
            }
        }
        true
    }
}

impl Clone for General<'_> {
    fn clone(&self) -> Self {
        General {
            geometry: self.geometry,
            full: self.full,
            candidates: self.candidates.clone(),
            values: self.values.clone(),
            empty: self.empty,
            queue: self.queue.clone(),
        }
    }

    /// Copies into the existing buffers: the search saves and restores
    /// boards of one size over and over.
    fn clone_from(&mut self, source: &Self) {
        self.geometry = source.geometry;
        self.full = source.full;
        self.candidates.clone_from(&source.candidates);
        self.values.clone_from(&source.values);
        self.empty = source.empty;
        self.queue.clone_from(&source.queue);
    }
}

impl Board for General<'_> {
    fn propagate(&mut self) -> bool {
        loop {
            while let Some((cell, digit)) = self.queue.pop() {
                if !self.place(cell, digit) {
                    self.queue.clear();
                    return false;
                }
            }
            if self.empty == 0 {
                return true;
            }
            if !self.hidden_singles() {
                self.queue.clear();
                return false;
            }
            if self.queue.is_empty() {
                return true;
            }
        }
    }

    fn is_solved(&self) -> bool {
        self.empty == 0
    }

    fn branch(&self) -> Option<(usize, DigitSet)> {
        let open = self
            .candidates
            .iter()
            .enumerate()
            .filter(|&(cell, _)| self.values[cell] == 0)
            .map(|(cell, &bits)| (cell, DigitSet::from_bits(bits)));
        fewest_candidates(open, 2)
    }

    fn assign(&mut self, cell: usize, digit: Digit) {
        self.queue.push((cell, digit.get()));
    }

    fn values(&self) -> Vec<Option<Digit>> {
        self.values.iter().map(|&v| Digit::new(v)).collect()
    }
}
