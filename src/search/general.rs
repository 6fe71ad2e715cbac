//! The general board: any [`Geometry`], one candidate mask per cell.
//!
//! Placing a digit removes it from the cell's peers; a peer left with one
//! candidate is queued as a naked single. When the queue is empty, a sweep
//! over the houses finds hidden singles (a digit with one place left in a
//! house) and digits with no place left at all (a contradiction). When that
//! finds nothing either, the locked candidates: where a box and a line
//! (row or column) cross, a digit that the one can only hold there leaves
//! the rest of the other.

use super::{guess_cell, Board};
use crate::candidates::Candidates;
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
    /// Scratch for the locked candidates, not part of the state: the
    /// candidates of each crossing's cells.
    segments: Vec<u64>,
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
            segments: Vec::new(),
        }
    }

    /// The board of a candidate state: the filled cells are queued as
    /// placements, and so is every empty cell with a single candidate.
    pub(crate) fn from_candidates(geometry: &'g Geometry, state: &Candidates) -> General<'g> {
        let mut board = General::new(geometry, &[]);
        for cell in geometry.cells() {
            let (index, set) = (cell.index(), state.get(cell));
            match state.value(cell) {
                Some(digit) => board.queue.push((index, digit.get())),
                None => {
                    board.candidates[index] = set.bits();
                    if let Some(digit) = set.first().filter(|_| set.len() == 1) {
                        board.queue.push((index, digit.get()));
                    }
                }
            }
        }
        board
    }

    /// The candidates of each cell, row-major (none for a filled cell).
    #[cfg(test)]
    pub(crate) fn candidates(&self) -> Vec<DigitSet> {
        self.candidates
            .iter()
            .map(|&bits| DigitSet::from_bits(bits))
            .collect()
    }

    /// Removes the digits of `mask` from `cell`, queueing a naked single,
    /// and notes in `outcome` whether a candidate went and whether the cell
    /// was left with nothing.
    fn remove(&mut self, cell: usize, mask: u64, outcome: &mut Outcome) {
        let before = self.candidates[cell];
        if before & mask == 0 {
            return;
        }
        let after = before & !mask;
        self.candidates[cell] = after;
        outcome.changed = true;
        if after & (after.wrapping_sub(1)) == 0 {
            if after == 0 {
                outcome.contradiction = true;
            } else {
                self.queue.push((cell, after.trailing_zeros() as u8 + 1));
            }
        }
    }

    /// The locked candidates of every box and line, over the board's
    /// crossings ([`Geometry::crossing_groups`]). `Some(true)` if a
    /// candidate went, `None` on a contradiction.
    fn locked_candidates(&mut self) -> Option<bool> {
        let g = self.geometry;
        let mut segments = std::mem::take(&mut self.segments);
        segments.clear();
        segments.extend((0..g.crossing_count()).map(|crossing| {
            (g.crossing_cells(crossing).iter()).fold(0, |acc, c| acc | self.candidates[c.index()])
        }));
        let mut outcome = Outcome::default();
        // A house whose digit lies in one of its crossings alone: the rest
        // of the crossing's other house loses it.
        for (members, of_box) in g.crossing_groups() {
            let only = only_once(members.iter().map(|&m| segments[m as usize]));
            if only == 0 {
                continue;
            }
            for &member in members {
                let mask = segments[member as usize] & only;
                if mask != 0 {
                    for cell in g.crossing_rest(member as usize, of_box) {
                        self.remove(cell.index(), mask, &mut outcome);
                    }
                }
            }
        }
        self.segments = segments;
        (!outcome.contradiction).then_some(outcome.changed)
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
        for cells in self.geometry.cells_by_house() {
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

/// What removing candidates did.
#[derive(Default)]
struct Outcome {
    changed: bool,
    contradiction: bool,
}

/// The digits in exactly one of the masks.
fn only_once(masks: impl Iterator<Item = u64>) -> u64 {
    let (once, twice) = masks.fold((0, 0), |(once, twice), m| (once | m, twice | (once & m)));
    once & !twice
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
            segments: Vec::new(),
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
                match self.locked_candidates() {
                    None => {
                        self.queue.clear();
                        return false;
                    }
                    Some(false) => return true,
                    Some(true) => {}
                }
            }
        }
    }

    fn is_solved(&self) -> bool {
        self.empty == 0
    }

    fn branch(&self) -> Option<(usize, DigitSet)> {
        let open = |cell: usize| {
            (self.values[cell] == 0).then(|| DigitSet::from_bits(self.candidates[cell]))
        };
        guess_cell(self.geometry, open)
    }

    fn assign(&mut self, cell: usize, digit: Digit) {
        self.queue.push((cell, digit.get()));
    }

    fn exclude(&mut self, cell: usize, digit: Digit) -> bool {
        let mut outcome = Outcome::default();
        self.remove(cell, 1 << (digit.get() - 1), &mut outcome);
        !outcome.contradiction
    }

    fn write_values(&self, values: &mut Vec<u8>) {
        values.clone_from(&self.values);
    }
}
