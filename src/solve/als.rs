//! Almost locked sets, shared by the ALS techniques (through the
//! [`StateCache`](super::StateCache)).
//!
//! An *almost locked set* (ALS) is a set of n empty cells of one house
//! whose candidates are n + 1 digits between them: one cell short of a
//! naked subset. A single cell with two candidates is one. Take away any
//! one of its digits and the rest are locked in the set: if an ALS holds no
//! x, each of its other digits is in it.
//!
//! Two ALS without a common cell have a *restricted common* digit x when
//! both have x and every cell of the one with x sees every cell of the
//! other with x: then at most one of them holds x.
//!
//! The sets are found per house (boxes, rows, columns), each cell set once
//! (a row's or column's set inside one box is the box's), and listed
//! smallest first, then in house order. An ALS has at most
//! [`MAX_CELLS`] cells: on 9x9 that is every ALS there can be (a house
//! with nine empty cells has nine digits); on bigger boards it keeps the
//! search bounded, and larger sets would make sentences nobody reads.
//!
//! Each set is its house, its digits and its cells, a few words whatever
//! the board's size. The regions the techniques ask about (the cells that
//! see all of some cells) are computed a word of 64 cells at a time from
//! each house's cells as a bitset.

use super::houses_for_scanning;
use crate::candidates::{Candidates, Removal};
use crate::digits::{Digit, DigitSet};
use crate::geometry::{Cell, Geometry, House, HouseKind};
use crate::sort;
use crate::step::{Link, Narrator};

use super::strong_links::link;

/// The most cells an almost locked set may have.
pub(crate) const MAX_CELLS: usize = 8;

/// One almost locked set.
#[derive(Clone, Debug)]
pub(crate) struct Als {
    pub house: House,
    pub digits: DigitSet,
    /// Where its cells start in [`AlmostLockedSets::cells`], and how many.
    start: usize,
    len: usize,
    /// Where its masks start in [`AlmostLockedSets::masks`].
    masks: usize,
    /// Its digits with a cell outside it that holds the digit and sees all
    /// of its cells with it: the digits it can take out of a cell with
    /// another set.
    pub reaching: DigitSet,
}

/// Every almost locked set of a state, with what the techniques ask of
/// them.
pub(crate) struct AlmostLockedSets<'g> {
    geometry: &'g Geometry,
    candidates: &'g Candidates,
    /// Words of one bitset over the board's cells.
    words: usize,
    sets: Vec<Als>,
    cells: Vec<Cell>,
    /// Per set, for each of its digits in order, its cells with the digit
    /// as bits over the positions of its house.
    masks: Vec<u64>,
    /// Per set, for each of its digits in order (as `masks`), the cells
    /// that see all of its cells with the digit, as a bitset of `words`
    /// words.
    reach: Vec<u64>,
    /// Per digit (`d - 1`), the cells with it as a candidate, as a bitset.
    holders: Vec<u64>,
    /// Per set, its cells as a bitset of `words` words.
    members: Vec<u64>,
    /// Per digit (`d - 1`), the sets holding it as (the index of their
    /// first cell with it, the set), in that order: where to look for the
    /// sets whose cells with the digit all lie in a given region.
    by_first_cell: Vec<Vec<(usize, usize)>>,
}

impl<'g> AlmostLockedSets<'g> {
    pub fn new(geometry: &'g Geometry, candidates: &'g Candidates) -> AlmostLockedSets<'g> {
        let words = geometry.cell_count().div_ceil(64);
        let side = geometry.side();
        let mut holders = vec![0u64; side * words];
        for cell in geometry.cells() {
            for digit in candidates.get(cell) {
                set_bit(&mut holders[usize::from(digit.get() - 1) * words..], cell);
            }
        }
        let (mut sets, mut cells, mut masks) = (Vec::new(), Vec::new(), Vec::new());
        let mut chosen = Vec::new();
        for (house, _) in houses_for_scanning(geometry) {
            // The cells that can be in a set, with their candidates and
            // their position in the house.
            let empty: Vec<(Cell, u64, usize)> = geometry
                .house_cells(house)
                .iter()
                .enumerate()
                .map(|(position, &c)| (c, candidates.get(c).bits(), position))
                .filter(|&(_, bits, _)| bits != 0)
                .collect();
            let open: Vec<(Cell, u64, usize)> = empty
                .iter()
                .copied()
                .filter(|&(_, bits, _)| bits.count_ones() as usize <= MAX_CELLS + 1)
                .collect();
            let mut each = |chosen: &[usize], union: u64| {
                let first_box = geometry.box_of(open[chosen[0]].0);
                let in_one_box = chosen
                    .iter()
                    .all(|&i| geometry.box_of(open[i].0) == first_box);
                if house.kind == HouseKind::Box || !in_one_box {
                    sets.push(Als {
                        house,
                        digits: DigitSet::from_bits(union),
                        start: cells.len(),
                        len: chosen.len(),
                        masks: masks.len(),
                        reaching: DigitSet::EMPTY,
                    });
                    cells.extend(chosen.iter().map(|&i| open[i].0));
                    for digit in DigitSet::from_bits(union) {
                        let with = chosen
                            .iter()
                            .filter(|&&i| candidates.get(open[i].0).contains(digit));
                        masks.push(with.fold(0, |mask, &i| mask | 1 << open[i].2));
                    }
                }
            };
            let limits = Subsets {
                open: &open,
                empty: empty.len(),
            };
            limits.search(0, 0, &mut chosen, &mut each);
        }
        // The standard library's sorts for this list and the next (thousands
        // of entries on a hard board), where the shared sort is slower.
        sets.sort_by_key(|set| set.len);
        let mut by_first_cell = vec![Vec::new(); side];
        for (i, set) in sets.iter().enumerate() {
            let members = &cells[set.start..set.start + set.len];
            for digit in set.digits {
                let first = members
                    .iter()
                    .find(|&&c| candidates.get(c).contains(digit))
                    .map_or(0, |c| c.index());
                by_first_cell[usize::from(digit.get() - 1)].push((first, i));
            }
        }
        for list in &mut by_first_cell {
            list.sort_unstable();
        }
        let mut members = vec![0u64; sets.len() * words];
        for (i, set) in sets.iter().enumerate() {
            for &cell in &cells[set.start..set.start + set.len] {
                set_bit(&mut members[i * words..], cell);
            }
        }
        let mut found = AlmostLockedSets {
            geometry,
            candidates,
            words,
            sets,
            cells,
            masks,
            reach: Vec::new(),
            holders,
            members,
            by_first_cell,
        };
        let (reach, reaching) = found.reaches();
        found.reach = reach;
        for (set, reaching) in found.sets.iter_mut().zip(reaching) {
            set.reaching = reaching;
        }
        found
    }

    /// What [`reach`](Self::reach) reads (for each set and digit, in the
    /// order of `masks`), and each set's [`reaching`](Als::reaching) digits.
    fn reaches(&self) -> (Vec<u64>, Vec<DigitSet>) {
        let w = self.words;
        let mut reach = vec![0u64; self.masks.len() * w];
        let mut reaching = vec![DigitSet::EMPTY; self.sets.len()];
        let mut with = Vec::with_capacity(MAX_CELLS);
        for (i, set) in self.sets.iter().enumerate() {
            for (rank, digit) in set.digits.iter().enumerate() {
                with.clear();
                with.extend(self.with(i, digit));
                let words = &mut reach[(set.masks + rank) * w..][..w];
                let holders = &self.holders[usize::from(digit.get() - 1) * w..][..w];
                for (k, word) in words.iter_mut().enumerate() {
                    *word = self.seeing_word(&with, k);
                    if *word & holders[k] != 0 {
                        reaching[i].insert(digit);
                    }
                }
            }
        }
        (reach, reaching)
    }

    /// The cells that see every cell of set `i` holding `digit` (one of
    /// its digits), as a bitset.
    fn reach(&self, i: usize, digit: Digit) -> &[u64] {
        let set = &self.sets[i];
        let rank = (set.digits.bits() & ((1u64 << (digit.get() - 1)) - 1)).count_ones();
        &self.reach[(set.masks + rank as usize) * self.words..][..self.words]
    }

    pub fn len(&self) -> usize {
        self.sets.len()
    }

    pub fn get(&self, i: usize) -> &Als {
        &self.sets[i]
    }

    /// The cells of set `i`, in board order.
    pub fn cells(&self, i: usize) -> &[Cell] {
        let set = &self.sets[i];
        &self.cells[set.start..set.start + set.len]
    }

    /// The cells of set `i` with `digit`, in board order.
    fn with(&self, i: usize, digit: Digit) -> impl Iterator<Item = Cell> + '_ {
        self.cells(i)
            .iter()
            .copied()
            .filter(move |&c| self.candidates.get(c).contains(digit))
    }

    /// Set `i`'s cells with `digit` (one of its digits), as bits over the
    /// positions of its house.
    fn mask(&self, i: usize, digit: Digit) -> u64 {
        let set = &self.sets[i];
        let rank = (set.digits.bits() & ((1u64 << (digit.get() - 1)) - 1)).count_ones();
        self.masks[set.masks + rank as usize]
    }

    /// Word `k` of the bitset of the cells that see every one of `cells`.
    fn seeing_word(&self, cells: &[Cell], k: usize) -> u64 {
        (cells.iter()).fold(u64::MAX, |word, &cell| {
            word & self.geometry.peer_word(cell, k)
        })
    }

    /// Whether `cell` sees every cell of set `i` holding `digit` (one of
    /// its digits).
    pub fn seen_from(&self, i: usize, digit: Digit, cell: Cell) -> bool {
        let reach = self.reach(i, digit);
        reach[cell.index() / 64] & (1 << (cell.index() % 64)) != 0
    }

    /// Whether sets `i` and `j` have no cell in common.
    pub fn disjoint(&self, i: usize, j: usize) -> bool {
        let w = self.words;
        let (mine, theirs) = (&self.members[i * w..][..w], &self.members[j * w..][..w]);
        mine.iter().zip(theirs).all(|(a, b)| a & b == 0)
    }

    /// The sets before set `below` without a common cell with set `i` that
    /// have restricted common digits with it, and those digits, in the
    /// order of the sets. Replaces the contents of `partners`.
    pub fn partners(&self, i: usize, below: usize, partners: &mut Vec<(usize, DigitSet)>) {
        partners.clear();
        let w = self.words;
        for x in self.sets[i].digits {
            let reach = self.reach(i, x);
            // A partner's cells with x all see i's: its first one is among
            // the cells with x that do.
            let holders = &self.holders[usize::from(x.get() - 1) * w..][..w];
            let list = &self.by_first_cell[usize::from(x.get() - 1)];
            for (k, &held) in holders.iter().enumerate() {
                let mut word = held & reach[k];
                while word != 0 {
                    let cell = k * 64 + word.trailing_zeros() as usize;
                    word &= word - 1;
                    let from = list.partition_point(|&(c, _)| c < cell);
                    for &(_, j) in list[from..].iter().take_while(|&&(c, _)| c == cell) {
                        if j >= below {
                            break;
                        }
                        if j != i && self.within(j, x, reach) && self.disjoint(i, j) {
                            partners.push((j, DigitSet::single(x)));
                        }
                    }
                }
            }
        }
        sort::sort_by_key(partners, |&(j, _)| j);
        partners.dedup_by(|later, earlier| {
            let same = later.0 == earlier.0;
            if same {
                earlier.1 = earlier.1.union(later.1);
            }
            same
        });
    }

    /// Whether all of set `j`'s cells with `digit` are in `region`.
    fn within(&self, j: usize, digit: Digit, region: &[u64]) -> bool {
        let house = self.geometry.house_cells(self.sets[j].house);
        let mut mask = self.mask(j, digit);
        while mask != 0 {
            let cell = house[mask.trailing_zeros() as usize].index();
            mask &= mask - 1;
            if region[cell / 64] & (1 << (cell % 64)) == 0 {
                return false;
            }
        }
        true
    }

    /// The cells with `digit` as a candidate that see every cell of each
    /// of `sets` holding it (so none of those), in board order. `digit`
    /// must be in every set.
    pub fn seeing_all(&self, sets: &[usize], digit: Digit) -> Vec<Cell> {
        let mut targets = Vec::new();
        for k in 0..self.words {
            let mut word = self.seeing_all_word(sets, digit, k);
            while word != 0 {
                targets.extend(self.geometry.cell(k * 64 + word.trailing_zeros() as usize));
                word &= word - 1;
            }
        }
        targets
    }

    /// What a proof that each digit of `digits` is in set `a` or set `b`
    /// removes: the digit from every cell that sees all the cells of both
    /// holding it, in cell order.
    pub fn removals_between(&self, a: usize, b: usize, digits: DigitSet) -> Vec<Removal> {
        let mut removals: Vec<Removal> = digits
            .iter()
            .flat_map(|digit| {
                (self.seeing_all(&[a, b], digit).into_iter())
                    .map(move |cell| Removal { cell, digit })
            })
            .collect();
        sort::sort(&mut removals);
        removals
    }

    /// Whether [`seeing_all`](Self::seeing_all) finds any cell.
    pub fn any_seeing_all(&self, sets: &[usize], digit: Digit) -> bool {
        (0..self.words).any(|k| self.seeing_all_word(sets, digit, k) != 0)
    }

    /// Word `k` of [`seeing_all`](Self::seeing_all)'s cells as a bitset.
    fn seeing_all_word(&self, sets: &[usize], digit: Digit, k: usize) -> u64 {
        let held = self.holders[usize::from(digit.get() - 1) * self.words + k];
        sets.iter()
            .fold(held, |word, &i| word & self.reach(i, digit)[k])
    }

    /// The weak links on `digit` from each cell of set `i` holding it to
    /// each cell of set `j` holding it: their restricted common.
    pub fn links(&self, i: usize, j: usize, digit: Digit) -> Vec<Link> {
        self.with(i, digit)
            .flat_map(|a| self.with(j, digit).map(move |b| link(a, b, digit, false)))
            .collect()
    }

    /// The pattern lists of a chain of sets: each set's digits in increasing
    /// order (consecutive sets share a digit, so a set's digits end where
    /// the order stops increasing), its cells, its house; and each set's
    /// cells apart.
    pub fn pattern(&self, chain: &[usize]) -> (Vec<Digit>, Vec<Cell>, Vec<House>, Vec<Vec<Cell>>) {
        let digits = chain.iter().flat_map(|&i| self.sets[i].digits).collect();
        let cells = chain
            .iter()
            .flat_map(|&i| self.cells(i).iter().copied())
            .collect();
        let houses = chain.iter().map(|&i| self.sets[i].house).collect();
        let sets = chain.iter().map(|&i| self.cells(i).to_vec()).collect();
        (digits, cells, houses, sets)
    }
}

fn set_bit(bits: &mut [u64], cell: Cell) {
    bits[cell.index() / 64] |= 1 << (cell.index() % 64);
}

/// The cells of one house that can be in an almost locked set (`open`:
/// those with at most `MAX_CELLS + 1` candidates, with their candidates and
/// position), and how many of its cells are empty.
struct Subsets<'a> {
    open: &'a [(Cell, u64, usize)],
    empty: usize,
}

impl Subsets<'_> {
    /// Calls `each` with every choice of cells of `open` (increasing
    /// indices from `start`, at most [`MAX_CELLS`], fewer than the house's
    /// empty cells) whose candidates are one digit more than the cells, and
    /// their union. Choices whose union already passes `MAX_CELLS + 1`
    /// digits, or has more digits than the cells left could make up for,
    /// are cut.
    fn search(
        &self,
        start: usize,
        union: u64,
        chosen: &mut Vec<usize>,
        each: &mut impl FnMut(&[usize], u64),
    ) {
        let open = self.open;
        for i in start..open.len() {
            let next = union | open[i].1;
            if next.count_ones() as usize > MAX_CELLS + 1 {
                continue;
            }
            chosen.push(i);
            let digits = next.count_ones() as usize;
            if digits == chosen.len() + 1 && chosen.len() < self.empty {
                each(chosen, next);
            }
            // A set with these digits has at least `digits - 1` cells: cut
            // when too few cells are left to reach that.
            let needed = (digits - 1).saturating_sub(chosen.len()).max(1);
            if chosen.len() < MAX_CELLS && open.len() - i > needed {
                self.search(i + 1, next, chosen, each);
            }
            chosen.pop();
        }
    }
}

/// The sets of a chain as the pattern lists hold them (see
/// [`AlmostLockedSets::pattern`]): each set's digits and its cells.
pub(crate) fn split<'e>(digits: &'e [Digit], cells: &'e [Cell]) -> Vec<(&'e [Digit], &'e [Cell])> {
    let mut sets = Vec::new();
    let (mut d, mut c) = (0, 0);
    while d < digits.len() {
        let mut end = d + 1;
        while end < digits.len() && digits[end] > digits[end - 1] {
            end += 1;
        }
        let size = end - d - 1;
        sets.push((&digits[d..end], &cells[c..(c + size).min(cells.len())]));
        d = end;
        c += size;
    }
    sets
}

/// `a`, `a or b`, `a, b or c`.
pub(crate) fn or_list(mut items: Vec<String>) -> String {
    match items.pop() {
        None => String::new(),
        Some(last) if items.is_empty() => last,
        Some(last) => format!("{} or {last}", items.join(", ")),
    }
}

/// A set as a sentence names it: `r1c2 and r1c5 in row 1 hold only 1, 5
/// and 8` (`holds only 1 and 5` for one cell, without its house).
pub(crate) fn holds(n: &Narrator, house: House, digits: &[Digit], cells: &[Cell]) -> String {
    if cells.len() == 1 {
        format!("{} holds only {}", n.cell(cells[0]), n.digits(digits))
    } else {
        format!(
            "{} in {house} hold only {}",
            n.cells(cells),
            n.digits(digits)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Alphabet;
    use crate::solve::chains::place;
    use crate::solve::tests::{candidate_grid, names};

    #[test]
    fn sets_of_a_row() {
        // Row 1: r1c1 {1,2}, r1c2 {2,3}, r1c3 {1,3}, the rest filled.
        let (g, cands) = candidate_grid(
            9,
            "12 23 13 | 4 5 6 | 7 8 9
             *  *  *  | * * * | * * *
             *  *  *  | * * * | * * *
             ---------+-------+------
             *  *  *  | * * * | * * *
             *  *  *  | * * * | * * *
             *  *  *  | * * * | * * *
             ---------+-------+------
             *  *  *  | * * * | * * *
             *  *  *  | * * * | * * *
             *  *  *  | * * * | * * *",
        );
        let sets = AlmostLockedSets::new(&g, &cands);
        let in_row_1: Vec<(Vec<String>, String)> = (0..sets.len())
            .filter(|&i| sets.cells(i).iter().all(|&c| g.row(c) == 0))
            .map(|i| (names(&g, sets.cells(i)), sets.get(i).house.to_string()))
            .collect();
        // Each cell, and each two of them (three digits in two cells), as
        // sets of box 1: a row's set inside one box is the box's. All three
        // together are locked, not almost.
        let expected = [
            (vec!["r1c1"], "box 1"),
            (vec!["r1c2"], "box 1"),
            (vec!["r1c3"], "box 1"),
            (vec!["r1c1", "r1c2"], "box 1"),
            (vec!["r1c1", "r1c3"], "box 1"),
            (vec!["r1c2", "r1c3"], "box 1"),
        ];
        let expected: Vec<(Vec<String>, String)> = expected
            .iter()
            .map(|(cells, house)| {
                (
                    cells.iter().map(|c| c.to_string()).collect(),
                    house.to_string(),
                )
            })
            .collect();
        assert_eq!(in_row_1, expected);
    }

    #[test]
    fn restricted_commons_and_what_sees_them() {
        // r1c1 {1,2} and r5c1 {1,3}: 1 is restricted (column 1); r1c5
        // {1,2} and r5c1: 1 is not (r1c5 does not see r5c1).
        let (g, cands) = candidate_grid(
            9,
            "12 * * | * 12 * | * * *
             *  * * | * *  * | * * *
             *  * * | * *  * | * * *
             -------+--------+------
             *  * * | * *  * | * * *
             13 * * | * *  * | * * *
             *  * * | * *  * | * * *
             -------+--------+------
             *  * * | * *  * | * * *
             *  * * | * *  * | * * *
             *  * * | * *  * | * * *",
        );
        let sets = AlmostLockedSets::new(&g, &cands);
        let find = |name: &str| {
            (0..sets.len())
                .find(|&i| names(&g, sets.cells(i)) == [name])
                .unwrap()
        };
        let (a, b, c) = (find("r1c1"), find("r5c1"), find("r1c5"));
        let one = Digit::new(1).unwrap();
        let mut partners = Vec::new();
        sets.partners(b, sets.len(), &mut partners);
        assert!(partners.contains(&(a, DigitSet::single(one))));
        assert!(!partners.iter().any(|&(j, _)| j == c));
        // Two-cell sets holding r1c1 or r5c1 share a cell with them.
        for &(j, _) in &partners {
            assert!(sets.disjoint(b, j));
        }
        assert!(sets.disjoint(a, b));
        let seen = names(&g, &sets.seeing_all(&[a, b], one));
        assert_eq!(
            seen,
            ["r2c1", "r3c1", "r4c1", "r6c1", "r7c1", "r8c1", "r9c1"]
        );
        assert_eq!(sets.links(a, b, one).len(), 1);
    }

    #[test]
    fn chains_split_back_into_their_sets() {
        let d = |v: &[u8]| {
            v.iter()
                .map(|&x| Digit::new(x).unwrap())
                .collect::<Vec<_>>()
        };
        let g = Geometry::for_side(9).unwrap();
        let cells: Vec<Cell> = (0..5).map(|i| g.cell(i).unwrap()).collect();
        // {1,5,8} in two cells, {1,5} in one, {1,2,5} in two.
        let digits = d(&[1, 5, 8, 1, 5, 1, 2, 5]);
        let sets = split(&digits, &cells);
        let sizes: Vec<(usize, usize)> = sets.iter().map(|(d, c)| (d.len(), c.len())).collect();
        assert_eq!(sizes, [(3, 2), (2, 1), (3, 2)]);
        let n = Narrator {
            geometry: &g,
            alphabet: Alphabet::Standard,
        };
        assert_eq!(place(&n, &cells[..2]), "r1c{1,2}");
        assert_eq!(place(&n, &[g.cell_at(3, 1), g.cell_at(4, 1)]), "r{4,5}c2");
        assert_eq!(place(&n, &[g.cell_at(3, 1), g.cell_at(4, 2)]), "r4c2,r5c3");
        let big = Geometry::for_side(16).unwrap();
        let n = Narrator {
            geometry: &big,
            alphabet: Alphabet::Standard,
        };
        let row = [big.cell_at(0, 1), big.cell_at(0, 11)];
        assert_eq!(place(&n, &row), "r1c{2,12}", "no run of figures to misread");
    }
}
