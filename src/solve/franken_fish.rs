//! Franken and mutant fish: the fish's logic over any houses. For a digit,
//! `n` *base* houses with no candidate of it in common hold it once each:
//! `n` places, all among their candidates. If `n` *cover* houses (none a
//! base) hold every one of those candidates, each cover holds one of the
//! `n` places, so the digit leaves every other cell of the covers.
//!
//! - **Franken:** the base is rows and boxes and the cover columns and
//!   boxes, or the base columns and boxes and the cover rows and boxes.
//! - **Mutant:** any other mix (rows and columns in one side).
//!
//! Basic fish (rows against columns) are the X-Wing's and its kin's, found
//! first. Sizes 2 and 3 (Franken and mutant X-Wings and Swordfish): larger
//! ones are rare and their search the costliest. Digits in order, then
//! sizes, then base houses in board order (rows, columns, boxes); the
//! covers follow the first base candidate not yet covered, through its
//! other houses. Every fish of two houses is found; for three, each
//! digit's search is bounded ([`MAX_TRIES`]), and may miss one.
//!
//! In the default order they come after the cell forcing chain, with the
//! ALS-AIC: where every technique before them finds nothing they seldom
//! apply, and a search every such step pays for is better spent where it
//! can find something. The rating, which takes the easiest step, tries
//! them by their difficulty.
//!
//! Pattern: `digits` = [the digit], `cells` = its candidates in the base,
//! in board order; `houses` = the base houses, then the cover houses.

use super::Elimination;
use crate::candidates::{Candidates, Removal};
use crate::digits::{Digit, DigitSet};
use crate::geometry::{Cell, Geometry, House, HouseKind};
use crate::sort;
use crate::step::Narrator;

use super::fish::fish_name;

/// The largest fish searched.
const MAX_SIZE: usize = 3;

/// The most cover choices tried for one digit's fish of three houses:
/// the base choices grow with the cube of the houses, and a search the
/// rating pays on every hard step must stay a fraction of it.
const MAX_TRIES: usize = 5_000;

/// Which fish a search looks for.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Shape {
    Franken,
    Mutant,
}

pub fn find(
    geometry: &Geometry,
    candidates: &Candidates,
    digits: DigitSet,
    shape: Shape,
) -> Option<Elimination> {
    for digit in digits {
        // Each digit's search has its own bound: whether a digit has a
        // fish must not depend on the others (the deducer searches again
        // only the digits whose candidates changed).
        let mut search = Search::new(geometry, candidates, digit, shape);
        for size in 2..=MAX_SIZE {
            let mut tries = 0;
            search.limit = if size == 2 { usize::MAX } else { MAX_TRIES };
            let mut base = Vec::with_capacity(size);
            if let Some(found) = search.bases(size, 0, &mut base, &mut tries) {
                return Some(found);
            }
        }
    }
    None
}

/// Which fish the base and cover houses make: basic, Franken or mutant.
fn shape_of(base: &[House], cover: &[House]) -> Option<Shape> {
    let only =
        |houses: &[House], kinds: [HouseKind; 2]| houses.iter().all(|h| kinds.contains(&h.kind));
    let lines = |houses: &[House], kind| houses.iter().all(|h| h.kind == kind);
    let (row, column, the_box) = (HouseKind::Row, HouseKind::Column, HouseKind::Box);
    if (lines(base, row) && lines(cover, column)) || (lines(base, column) && lines(cover, row)) {
        // Basic: the X-Wing's and its kin's.
        return None;
    }
    if (only(base, [row, the_box]) && only(cover, [column, the_box]))
        || (only(base, [column, the_box]) && only(cover, [row, the_box]))
    {
        Some(Shape::Franken)
    } else {
        Some(Shape::Mutant)
    }
}

struct Search<'a> {
    geometry: &'a Geometry,
    candidates: &'a Candidates,
    digit: Digit,
    shape: Shape,
    words: usize,
    /// The houses holding the digit as a candidate, in board order.
    houses: Vec<House>,
    /// Each one's candidates of the digit, as a bitset of `words` words.
    masks: Vec<u64>,
    /// Whether each can be a base: two candidates or more.
    open: Vec<bool>,
    /// Each house's place in `houses` (by kind, then index), if there.
    index: Vec<Option<usize>>,
    /// The candidates of the base chosen so far, one bitset per house
    /// chosen (the first all zero), and the same for the cover.
    unions: Vec<u64>,
    covered: Vec<u64>,
    /// The most cover choices this size's search tries.
    limit: usize,
}

impl<'a> Search<'a> {
    fn new(
        geometry: &'a Geometry,
        candidates: &'a Candidates,
        digit: Digit,
        shape: Shape,
    ) -> Search<'a> {
        let words = geometry.cell_count().div_ceil(64);
        let mut houses = Vec::new();
        let mut masks = Vec::new();
        for house in geometry.houses() {
            let mut mask = vec![0u64; words];
            for &cell in geometry.house_cells(house) {
                if candidates.get(cell).contains(digit) {
                    mask[cell.index() / 64] |= 1 << (cell.index() % 64);
                }
            }
            if mask.iter().any(|&w| w != 0) {
                houses.push(house);
                masks.extend(mask);
            }
        }
        // A base house with one candidate is a hidden single, not a fish's
        // line: bases take the houses with two or more.
        let open = masks
            .chunks(words)
            .map(|mask| mask.iter().map(|w| w.count_ones()).sum::<u32>() >= 2)
            .collect();
        let mut index = vec![None; geometry.houses().len()];
        for (i, &house) in houses.iter().enumerate() {
            index[geometry.house_id(house)] = Some(i);
        }
        Search {
            geometry,
            candidates,
            digit,
            shape,
            words,
            houses,
            masks,
            open,
            index,
            unions: vec![0; (MAX_SIZE + 1) * words],
            covered: vec![0; (MAX_SIZE + 1) * words],
            limit: MAX_TRIES,
        }
    }

    /// Every base of `size` houses from `from` on with no candidate in
    /// common, extending `base` (whose candidates are the last union of
    /// `unions`), and its covers.
    fn bases(
        &mut self,
        size: usize,
        from: usize,
        base: &mut Vec<usize>,
        tries: &mut usize,
    ) -> Option<Elimination> {
        let w = self.words;
        let level = base.len();
        if level == size {
            let mut cover = Vec::with_capacity(size);
            self.covered[..w].fill(0);
            return self.covers(size, base, &mut cover, tries);
        }
        for i in from..self.houses.len() {
            if *tries > self.limit {
                return None;
            }
            let (mask, union) = (&self.masks[i * w..][..w], &self.unions[level * w..][..w]);
            if !self.open[i] || mask.iter().zip(union).any(|(a, b)| a & b != 0) {
                continue;
            }
            for k in 0..w {
                self.unions[(level + 1) * w + k] =
                    self.unions[level * w + k] | self.masks[i * w + k];
            }
            base.push(i);
            let found = self.bases(size, i + 1, base, tries);
            base.pop();
            if found.is_some() {
                return found;
            }
        }
        None
    }

    /// Covers of the base's candidates by `size` houses, extending `cover`
    /// (which covers the last bitset of `covered`): the first candidate not
    /// covered yet is covered by one of its houses that is not a base.
    fn covers(
        &mut self,
        size: usize,
        base: &[usize],
        cover: &mut Vec<usize>,
        tries: &mut usize,
    ) -> Option<Elimination> {
        *tries += 1;
        let w = self.words;
        let level = cover.len();
        let union = &self.unions[base.len() * w..][..w];
        let covered = &self.covered[level * w..][..w];
        let open = (0..w).find_map(|k| {
            let word = union[k] & !covered[k];
            (word != 0).then(|| k * 64 + word.trailing_zeros() as usize)
        });
        let Some(open) = open else {
            return (level == size)
                .then(|| self.elimination(base, cover, union, covered))
                .flatten();
        };
        if level == size || *tries > self.limit {
            return None;
        }
        let cell = self.geometry.cell(open)?;
        for &house in self.geometry.houses_of(cell) {
            let Some(i) = self.index[self.geometry.house_id(house)] else {
                continue;
            };
            if base.contains(&i) || cover.contains(&i) {
                continue;
            }
            for k in 0..w {
                self.covered[(level + 1) * w + k] =
                    self.covered[level * w + k] | self.masks[i * w + k];
            }
            cover.push(i);
            let found = self.covers(size, base, cover, tries);
            cover.pop();
            if found.is_some() {
                return found;
            }
        }
        None
    }

    /// The fish's removals, if it is of the shape searched and removes
    /// something.
    fn elimination(
        &self,
        base: &[usize],
        cover: &[usize],
        union: &[u64],
        covered: &[u64],
    ) -> Option<Elimination> {
        let base_houses: Vec<House> = base.iter().map(|&i| self.houses[i]).collect();
        let cover_houses: Vec<House> = cover.iter().map(|&i| self.houses[i]).collect();
        if shape_of(&base_houses, &cover_houses) != Some(self.shape) {
            return None;
        }
        let cells_of = |words: &[u64], without: &[u64]| -> Vec<Cell> {
            (0..self.words)
                .flat_map(|k| {
                    let mut word = words[k] & !without[k];
                    std::iter::from_fn(move || {
                        (word != 0).then(|| {
                            let bit = word.trailing_zeros() as usize;
                            word &= word - 1;
                            k * 64 + bit
                        })
                    })
                })
                .filter_map(|index| self.geometry.cell(index))
                .collect()
        };
        let none = vec![0u64; self.words];
        let removals: Vec<Removal> = cells_of(covered, union)
            .into_iter()
            .filter(|&cell| self.candidates.get(cell).contains(self.digit))
            .map(|cell| Removal {
                cell,
                digit: self.digit,
            })
            .collect();
        if removals.is_empty() {
            return None;
        }
        let mut houses = base_houses;
        sort::sort(&mut houses);
        let mut covers = cover_houses;
        sort::sort(&mut covers);
        houses.extend(covers);
        Some(Elimination {
            removals,
            digits: vec![self.digit],
            cells: cells_of(union, &none),
            houses,
            ..Elimination::default()
        })
    }
}

/// `Franken Swordfish on 5: in row 2, row 7 and box 3, 5 lies only in
/// column 3, column 6 and box 9, so 5 is removed from …`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    let size = found.houses.len() / 2;
    let (base, cover) = found.houses.split_at(size);
    let kind = match shape_of(base, cover) {
        Some(Shape::Franken) => "Franken",
        _ => "mutant",
    };
    let digit = n.digits(&found.digits);
    format!(
        "a {kind} {} on {digit}: in {}, {digit} lies only in {}, so {}",
        fish_name(size),
        n.houses(base),
        n.houses(cover),
        n.removals(&found.removals)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{digit_map, removals, sentence};
    use crate::solve::Technique;

    /// 1 in row 1 only at r1c1 and r1c7, in box 7 only at r8c1 and r9c1:
    /// columns 1 and 7 hold all four. Column 1 also has r4c1, column 7
    /// r5c7.
    const FRANKEN: &str =
        "x.....x.. .xx.xx..x .xx.xx..x x..xx..xx .x.xx.xx. .xx.xx..x ......... x........ x........";

    #[test]
    fn a_franken_x_wing_of_a_row_and_a_box() {
        let (g, cands) = digit_map(9, 1, FRANKEN);
        let found = find(&g, &cands, DigitSet::full(9), Shape::Franken).unwrap();
        assert_eq!(removals(&g, &found), ["r4c1<>1", "r5c7<>1"]);
        assert_eq!(
            sentence(&g, Technique::FrankenFish, &found),
            "Franken fish: a Franken X-Wing on 1: in row 1 and box 7, 1 lies only in columns 1 \
             and 7, so 1 is removed from r4c1 and r5c7"
        );
    }

    #[test]
    fn no_mutant_where_only_a_franken_fish_removes() {
        let (g, cands) = digit_map(9, 1, FRANKEN);
        let found = find(&g, &cands, DigitSet::full(9), Shape::Mutant);
        assert!(found.is_none_or(|f| removals(&g, &f) != ["r4c1<>1", "r5c7<>1"]));
    }

    #[test]
    fn a_mutant_x_wing_of_a_row_and_a_column() {
        // 1 in row 1 only at r1c2 and r1c3 (box 1), in column 5 only at
        // r2c5 and r3c5 (box 2): boxes 1 and 2 hold all four, so 1 leaves
        // their other cells, r2c1 and r3c6.
        let map = ".xx...... x...x.... ....xx... ......... ......... ......... ......... ......... .........";
        let (g, cands) = digit_map(9, 1, map);
        let found = find(&g, &cands, DigitSet::full(9), Shape::Mutant).unwrap();
        assert_eq!(removals(&g, &found), ["r2c1<>1", "r3c6<>1"]);
        assert_eq!(
            sentence(&g, Technique::MutantFish, &found),
            "Mutant fish: a mutant X-Wing on 1: in row 1 and column 5, 1 lies only in boxes 1 \
             and 2, so 1 is removed from r2c1 and r3c6"
        );
    }
}
