//! The general board: any [`Geometry`], one candidate mask per cell.
//!
//! Placing a digit removes it from the cell's peers; a peer left with one
//! candidate is queued as a naked single. Beside the candidates the board
//! keeps, for each house and digit, how many places are left: a count that
//! falls to one is a hidden single, queued at once, and one that falls to
//! zero a contradiction. A count that falls low enough for the places to
//! fit in one crossing of a box and a line is queued for the locked
//! candidates: when the places do lie in one crossing, the rest of the
//! crossing's other house loses the digit. So no deduction sweeps the
//! board: each looks only where a candidate went, which is what keeps
//! large boards searchable.
//!
//! Boards smaller than 16x16 keep no counts: there a sweep over the houses
//! costs less than the bookkeeping. When the queue runs dry the sweep finds
//! the hidden singles (and a digit with no place left), and when it finds
//! none either, a sweep over the crossings the locked candidates. Both ways
//! reach the same fixpoint, so the search takes the same guesses.
//!
//! A search that has guessed much also looks ahead before each guess
//! ([`Board::look_ahead`], see the [module docs](super)).

use super::{guess_cell, Board};
use crate::candidates::Candidates;
use crate::digits::{Digit, DigitSet};
use crate::geometry::Geometry;

/// The count of places of a digit placed in a house: the peers that lose
/// the digit then count it down, but never to the largest side or below.
const PLACED: u8 = 192;

/// The smallest side whose boards keep counts of places rather than sweep.
const COUNTED_FROM: usize = 16;

/// A board of any shape in the middle of a search.
pub(crate) struct General<'g> {
    geometry: &'g Geometry,
    /// The candidates of each empty cell; 0 for a filled cell.
    candidates: Vec<u64>,
    /// The digit of each filled cell; 0 for an empty one.
    values: Vec<u8>,
    /// How many cells are empty.
    empty: usize,
    /// Whether the board keeps `places` and the locks queued from them, or
    /// sweeps instead (see the module docs).
    counted: bool,
    /// For each house and digit (`house * side + digit - 1`), how many of
    /// the house's empty cells may still hold it; [`PLACED`] and above
    /// once the digit is placed in the house, so that the peers losing it
    /// count down without a test of their own. Empty on a board that
    /// sweeps.
    places: Vec<u8>,
    /// Set when a house is left with a digit that has no place.
    broken: bool,
    /// Placements deduced (or given, or guessed) but not yet made: cell and
    /// digit. Always empty between propagations.
    queue: Vec<(usize, u8)>,
    /// Houses and 0-based digits whose places may lie in one crossing, to
    /// check for locked candidates, each once. Always empty between
    /// propagations.
    locks: Vec<(u16, u8)>,
    /// The digits of each house in `locks`.
    locking: Vec<u64>,
    /// The most places a digit can have in one crossing.
    lock_limit: usize,
    /// The cell to guess in and its two digits, when the last
    /// [`Board::look_ahead`] chose one: not part of the state.
    pick: Option<(usize, u64)>,
    /// The copy [`Board::look_ahead`] tries digits on, kept for its
    /// buffers: not part of the state.
    probe: Option<Box<General<'g>>>,
    /// Scratch for the sweep of the locked candidates, not part of the
    /// state: the candidates of each crossing's cells.
    segments: Vec<u64>,
}

impl<'g> General<'g> {
    /// The board of the givens, before any deduction.
    pub(crate) fn new(geometry: &'g Geometry, givens: &[Option<Digit>]) -> General<'g> {
        General::with_counts(geometry, givens, geometry.side() >= COUNTED_FROM)
    }

    /// [`General::new`], keeping counts of places or sweeping as `counted`
    /// says.
    fn with_counts(geometry: &'g Geometry, givens: &[Option<Digit>], counted: bool) -> General<'g> {
        let cells = geometry.cell_count();
        let side = geometry.side();
        let houses = if counted { geometry.house_count() } else { 0 };
        General {
            geometry,
            candidates: vec![DigitSet::full(side).bits(); cells],
            values: vec![0; cells],
            empty: cells,
            counted,
            places: vec![side as u8; houses * side],
            broken: false,
            queue: givens
                .iter()
                .enumerate()
                .filter_map(|(cell, given)| given.map(|d| (cell, d.get())))
                .collect(),
            locks: Vec::new(),
            locking: vec![0; houses],
            lock_limit: geometry.box_width().max(geometry.box_height()),
            pick: None,
            probe: None,
            segments: Vec::new(),
        }
    }

    /// The board of a candidate state: the filled cells are queued as
    /// placements, and so is every empty cell with a single candidate.
    pub(crate) fn from_candidates(geometry: &'g Geometry, state: &Candidates) -> General<'g> {
        General::state_with_counts(geometry, state, geometry.side() >= COUNTED_FROM)
    }

    /// [`General::from_candidates`], keeping counts or sweeping as
    /// `counted` says.
    fn state_with_counts(geometry: &'g Geometry, state: &Candidates, counted: bool) -> General<'g> {
        let mut board = General::with_counts(geometry, &[], counted);
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
        if counted {
            board.count_places();
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

    /// Counts the places of every digit in every house from the
    /// candidates, before any placement, queueing what the counts show.
    fn count_places(&mut self) {
        let side = self.geometry.side();
        for house in 0..self.geometry.house_count() {
            for digit in 0..side {
                let bit = 1u64 << digit;
                let cells = self.geometry.cells_of_house(house);
                let places = cells
                    .iter()
                    .filter(|c| self.candidates[c.index()] & bit != 0)
                    .count();
                self.places[house * side + digit] = places as u8;
                self.counted(house, digit, places);
            }
        }
    }

    /// What a house's count of places for the 0-based `digit` shows: none
    /// left breaks the board, one is a hidden single, a few may lie in one
    /// crossing.
    #[inline]
    fn counted(&mut self, house: usize, digit: usize, places: usize) {
        if places > self.lock_limit {
            return;
        }
        self.few_places(house, digit, places);
    }

    /// [`General::counted`] for a count that shows something.
    fn few_places(&mut self, house: usize, digit: usize, places: usize) {
        match places {
            0 => self.broken = true,
            1 => self.queue_single(house, digit),
            _ if self.locking[house] & 1 << digit == 0 => {
                self.locking[house] |= 1 << digit;
                self.locks.push((house as u16, digit as u8));
            }
            _ => {}
        }
    }

    /// Takes the candidates `lost` by `cell` off the places of its houses'
    /// digits.
    #[inline]
    fn lose(&mut self, cell: usize, lost: u64) {
        let side = self.geometry.side();
        for slot in self.geometry.slots(cell) {
            let house = usize::from(slot.house);
            let mut digits = lost;
            while digits != 0 {
                let digit = digits.trailing_zeros() as usize;
                digits &= digits - 1;
                let places = &mut self.places[house * side + digit];
                *places -= 1;
                let places = usize::from(*places);
                self.counted(house, digit, places);
            }
        }
    }

    /// [`General::lose`] for one 0-based `digit`: a peer losing the
    /// digit just placed, which is most of the work.
    #[inline(always)]
    fn lose_one(&mut self, cell: usize, digit: usize) {
        let side = self.geometry.side();
        for slot in self.geometry.slots(cell) {
            let house = usize::from(slot.house);
            let places = &mut self.places[house * side + digit];
            *places -= 1;
            let places = usize::from(*places);
            self.counted(house, digit, places);
        }
    }

    /// Queues the one place left for the 0-based `digit` in `house`.
    fn queue_single(&mut self, house: usize, digit: usize) {
        let bit = 1u64 << digit;
        let cells = self.geometry.cells_of_house(house);
        if let Some(cell) = cells.iter().find(|c| self.candidates[c.index()] & bit != 0) {
            self.queue.push((cell.index(), digit as u8 + 1));
        }
    }

    /// Removes the digits of `mask` from `cell`, queueing a naked single.
    /// False when that leaves the cell with nothing.
    fn remove(&mut self, cell: usize, mask: u64) -> bool {
        let before = self.candidates[cell];
        if before & mask == 0 {
            return true;
        }
        let after = before & !mask;
        self.candidates[cell] = after;
        if self.counted {
            self.lose(cell, before & mask);
        }
        if after & (after.wrapping_sub(1)) == 0 {
            if after == 0 {
                return false;
            }
            self.queue.push((cell, after.trailing_zeros() as u8 + 1));
        }
        true
    }

    /// The locked candidates of the 0-based `digit` in `house`: when its
    /// places there lie in one crossing of a box and a line, the rest of
    /// the crossing's other house loses it. False on a contradiction.
    fn lock(&mut self, house: usize, digit: usize) -> bool {
        let g = self.geometry;
        let bit = 1u64 << digit;
        self.locking[house] &= !bit;
        // Placed there, or since spread beyond any crossing.
        if usize::from(self.places[house * g.side() + digit]) > self.lock_limit {
            return true;
        }
        let cells = g.cells_of_house(house);
        let at = (cells.iter().enumerate())
            .filter(|(_, c)| self.candidates[c.index()] & bit != 0)
            .fold(0u64, |at, (place, _)| at | 1 << place);
        if at.count_ones() < 2 {
            return true;
        }
        for (members, of_box) in g.crossing_groups_of_id(house) {
            let inside = |&&member: &&u32| {
                let crossing = g.crossing(member as usize);
                let mask = if of_box {
                    crossing.box_mask
                } else {
                    crossing.line_mask
                };
                at & !mask == 0
            };
            if let Some(&member) = members.iter().find(inside) {
                for cell in g.crossing_rest(member as usize, of_box) {
                    if !self.remove(cell.index(), bit) {
                        return false;
                    }
                }
            }
        }
        true
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
        let others = self.candidates[cell] & !bit;
        self.values[cell] = digit;
        self.candidates[cell] = 0;
        self.empty -= 1;
        let counted = self.counted;
        if counted {
            let side = self.geometry.side();
            for slot in self.geometry.slots(cell) {
                self.places[usize::from(slot.house) * side + usize::from(digit) - 1] = PLACED;
            }
            self.lose(cell, others);
        }
        for peer in self.geometry.peers_of_index(cell) {
            let peer = peer.index();
            let before = self.candidates[peer];
            if before & bit != 0 {
                let after = before & !bit;
                self.candidates[peer] = after;
                if after == 0 {
                    return false;
                }
                if counted {
                    self.lose_one(peer, usize::from(digit) - 1);
                }
                if after & (after - 1) == 0 {
                    self.queue.push((peer, after.trailing_zeros() as u8 + 1));
                }
            }
        }
        !self.broken
    }

    /// On a board that sweeps, what the counts would have queued once the
    /// queue runs dry: the hidden singles, else the locked candidates.
    /// `Some(true)` when that found something to go on with, `Some(false)`
    /// at the fixpoint, `None` on a contradiction.
    fn sweep(&mut self) -> Option<bool> {
        if !self.hidden_singles() {
            return None;
        }
        if !self.queue.is_empty() {
            return Some(true);
        }
        self.locked_candidates()
    }

    /// One sweep over the houses: queues every hidden single. False when a
    /// house has a digit with no place left.
    fn hidden_singles(&mut self) -> bool {
        let full = DigitSet::full(self.geometry.side()).bits();
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
            if once | placed != full {
                return false;
            }
            let mut singles = once & !twice;
            while singles != 0 {
                let bit = singles & singles.wrapping_neg();
                singles &= singles - 1;
                if let Some(cell) = cells.iter().find(|c| self.candidates[c.index()] & bit != 0) {
                    let digit = bit.trailing_zeros() as u8 + 1;
                    self.queue.push((cell.index(), digit));
                }
            }
        }
        true
    }

    /// One sweep over the crossings ([`Geometry::crossing_groups`]): a
    /// house whose digit lies in one of its crossings alone takes it from
    /// the rest of the crossing's other house. `Some(true)` if a candidate
    /// went, `None` on a contradiction.
    fn locked_candidates(&mut self) -> Option<bool> {
        let g = self.geometry;
        let mut segments = std::mem::take(&mut self.segments);
        segments.clear();
        segments.extend((0..g.crossing_count()).map(|crossing| {
            (g.crossing_cells(crossing).iter()).fold(0, |acc, c| acc | self.candidates[c.index()])
        }));
        let (mut changed, mut alive) = (false, true);
        for (members, of_box) in g.crossing_groups() {
            let (once, twice) = (members.iter()).fold((0u64, 0u64), |(once, twice), &m| {
                let here = segments[m as usize];
                (once | here, twice | (once & here))
            });
            let only = once & !twice;
            if only == 0 {
                continue;
            }
            for &member in members {
                let mask = segments[member as usize] & only;
                if mask == 0 {
                    continue;
                }
                for cell in g.crossing_rest(member as usize, of_box) {
                    let cell = cell.index();
                    changed |= self.candidates[cell] & mask != 0;
                    alive &= self.remove(cell, mask);
                }
            }
        }
        self.segments = segments;
        alive.then_some(changed)
    }

    /// A contradiction: what was queued goes with the board's useful state.
    fn fail(&mut self) -> bool {
        self.drop_pending();
        false
    }

    /// Forgets the placements and the checks still queued.
    fn drop_pending(&mut self) {
        self.queue.clear();
        for (house, _) in self.locks.drain(..) {
            self.locking[usize::from(house)] = 0;
        }
    }
}

impl Clone for General<'_> {
    fn clone(&self) -> Self {
        General {
            geometry: self.geometry,
            candidates: self.candidates.clone(),
            values: self.values.clone(),
            empty: self.empty,
            places: self.places.clone(),
            broken: self.broken,
            queue: self.queue.clone(),
            locks: self.locks.clone(),
            locking: self.locking.clone(),
            counted: self.counted,
            lock_limit: self.lock_limit,
            pick: None,
            probe: None,
            segments: Vec::new(),
        }
    }

    /// Copies into the existing buffers: the search saves and restores
    /// boards of one size over and over.
    fn clone_from(&mut self, source: &Self) {
        self.geometry = source.geometry;
        self.candidates.clone_from(&source.candidates);
        self.values.clone_from(&source.values);
        self.empty = source.empty;
        self.counted = source.counted;
        self.places.clone_from(&source.places);
        self.broken = source.broken;
        self.queue.clone_from(&source.queue);
        self.locks.clone_from(&source.locks);
        self.locking.clone_from(&source.locking);
        self.lock_limit = source.lock_limit;
    }
}

impl Board for General<'_> {
    fn propagate(&mut self) -> bool {
        self.pick = None;
        loop {
            while let Some((cell, digit)) = self.queue.pop() {
                if !self.place(cell, digit) {
                    return self.fail();
                }
            }
            if self.broken {
                return self.fail();
            }
            if self.empty == 0 {
                self.drop_pending();
                return true;
            }
            if !self.counted {
                match self.sweep() {
                    Some(true) => continue,
                    Some(false) => return true,
                    None => return self.fail(),
                }
            }
            let Some((house, digit)) = self.locks.pop() else {
                return true;
            };
            if !self.lock(usize::from(house), usize::from(digit)) {
                return self.fail();
            }
        }
    }

    /// Tries both digits of every cell with two candidates, each followed
    /// by a propagation on a copy of the board. A digit that leads to a
    /// contradiction is removed (then the board propagates, and the cells
    /// are tried again, since a removal may make another digit fail). The
    /// cell to guess in is then the one whose two digits, tried, fill the
    /// most cells (the product of the two counts): either way the guess
    /// goes far. Without a cell of two candidates, [`guess_cell`] picks.
    fn look_ahead(&mut self) -> bool {
        let mut probe = self.probe.take().unwrap_or_else(|| Box::new(self.clone()));
        let alive = self.try_pairs(&mut probe);
        self.probe = Some(probe);
        alive
    }

    fn is_solved(&self) -> bool {
        self.empty == 0
    }

    fn branch(&self) -> Option<(usize, DigitSet)> {
        if let Some((cell, pair)) = self.pick {
            return Some((cell, DigitSet::from_bits(pair)));
        }
        let open = |cell: usize| {
            (self.values[cell] == 0).then(|| DigitSet::from_bits(self.candidates[cell]))
        };
        guess_cell(self.geometry, open)
    }

    fn assign(&mut self, cell: usize, digit: Digit) {
        self.queue.push((cell, digit.get()));
    }

    fn exclude(&mut self, cell: usize, digit: Digit) -> bool {
        self.remove(cell, 1 << (digit.get() - 1)) && !self.broken
    }

    fn write_values(&self, values: &mut Vec<u8>) {
        values.clone_from(&self.values);
    }
}

impl<'g> General<'g> {
    /// [`Board::look_ahead`] with `probe` as the copy to try digits on.
    fn try_pairs(&mut self, probe: &mut General<'g>) -> bool {
        loop {
            if self.empty == 0 {
                return true;
            }
            let mut failed = false;
            // The best cell so far: the product of its two counts, the
            // cell, its pair.
            let mut best: Option<(usize, usize, u64)> = None;
            for cell in 0..self.candidates.len() {
                let pair = self.candidates[cell];
                if pair.count_ones() != 2 {
                    continue;
                }
                let mut score = 1;
                for digit in [pair.trailing_zeros(), 63 - pair.leading_zeros()] {
                    probe.clone_from(self);
                    probe.queue.push((cell, digit as u8 + 1));
                    if !probe.propagate() {
                        failed = true;
                        if !self.remove(cell, 1 << digit) || !self.propagate() {
                            return false;
                        }
                        score = 0;
                        break;
                    }
                    score *= self.empty - probe.empty;
                }
                if score > best.map_or(0, |(most, _, _)| most) {
                    best = Some((score, cell, pair));
                }
            }
            if !failed {
                self.pick = best.map(|(_, cell, pair)| (cell, pair));
                return true;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::General;
    use crate::grid::Puzzle;
    use crate::search::{run, Board, Budget};

    /// The board after the first propagation, and every solution up to 50
    /// in the order found, with counts of places kept or swept.
    fn searched(puzzle: &Puzzle, counted: bool) -> (bool, Vec<u64>, Vec<Vec<u8>>) {
        let geometry = puzzle.geometry();
        let mut first = General::with_counts(geometry, puzzle.givens().values(), counted);
        let alive = first.propagate();
        let board = General::with_counts(geometry, puzzle.givens().values(), counted);
        let (mut all, mut values) = (Vec::new(), Vec::new());
        let searched = run(board, 50, &mut Budget::unlimited(), usize::MAX, |board| {
            board.write_values(&mut values);
            all.push(values.clone());
            true
        });
        assert!(searched.finished);
        (alive, first.candidates, all)
    }

    #[test]
    fn counting_places_and_sweeping_reach_the_same_fixpoint() {
        let lines = [
            // Generated minimal 6x6, 12x12 and 16x16 puzzles.
            "3..1....4.6.5..4......2......34.....",
            concat!(
                "B.......6...1..7....C..8C...2..6.143.......C96....9...1.5.7.....",
                "..6..A......3.47..C..52....83...81...B....5.49...A2....B...25.7.",
                "......A...83.2.."
            ),
            concat!(
                ".G7D.5.C2....E...85......6...7....A........G53..........C.5.629.",
                ".E.648C.3.D.....9....B...F....2...1..35.724BD.G.....97..E..136B.",
                "......EAF.7.GD.8....D.....E..5..6B8A.4G.....1....F.3..B..G.9.C..",
                "....G.AB..2....55...FD9.83....E6D4.86..................E6.F.9..."
            ),
            // A hard 9x9, the same with clues gone (many solutions), and
            // one with none (r1c9 can hold nothing).
            "98.7..6..75.....8...6......4...3.5....59...6......2..4.2..1......98...7......91.3",
            "98.7..6..75.....8...6............5....59...6......2..4.2..1......98...7......91.3",
            concat!(
                "12345678.........9...............................................",
                "................"
            ),
        ];
        for line in lines {
            let puzzle: Puzzle = line.parse().unwrap();
            let counted = searched(&puzzle, true);
            assert_eq!(counted, searched(&puzzle, false), "{puzzle}");
            assert_eq!(counted.2.is_empty(), line.starts_with("1234"), "{puzzle}");
        }
    }
}
