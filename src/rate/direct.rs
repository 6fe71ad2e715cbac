//! Sudoku Explainer's "direct" techniques: pointing, claiming and hidden
//! pairs and triples that leave a hidden single behind. SE values them
//! below the plain technique (a person sees the single at once, without
//! writing candidates down), and takes them before naked singles, so the
//! rating solve looks for them too. The stepper does not: there they are
//! the plain techniques.

use crate::candidates::{Candidates, Removal};
use crate::digits::{Digit, DigitSet};
use crate::geometry::{Cell, Crossing, Geometry, HouseKind};
use crate::solve::HouseDigits;
use crate::step::Elimination;
use crate::technique::Technique;

/// A direct technique: the plain one it is a case of, and its value in
/// tenths.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum Direct {
    Pointing,
    Claiming,
    HiddenPair,
    HiddenTriple,
}

impl Direct {
    /// The plain technique it is a case of.
    pub fn technique(self) -> Technique {
        match self {
            Direct::Pointing => Technique::Pointing,
            Direct::Claiming => Technique::Claiming,
            Direct::HiddenPair => Technique::HiddenPair,
            Direct::HiddenTriple => Technique::HiddenTriple,
        }
    }

    /// SE's value, in tenths.
    pub fn tenths(self) -> u32 {
        match self {
            Direct::Pointing => 17,
            Direct::Claiming => 19,
            Direct::HiddenPair => 20,
            Direct::HiddenTriple => 25,
        }
    }

    /// The first case in the state that leaves a hidden single (boxes and
    /// lines in the board's order, digits in order): the pattern the plain
    /// technique describes, and the single.
    pub fn find(self, geometry: &Geometry, state: &Candidates) -> Option<Found> {
        match self {
            Direct::Pointing => locked(geometry, state, true),
            Direct::Claiming => locked(geometry, state, false),
            Direct::HiddenPair => hidden(geometry, state, 2),
            Direct::HiddenTriple => hidden(geometry, state, 3),
        }
    }
}

/// A direct step: the plain technique's pattern, and the hidden single
/// (a cell and its digit) it leaves.
pub(super) type Found = (Elimination, (Cell, Digit));

/// Pointing (`pointing`: a box's digit confined to a line leaves the rest
/// of the line) or claiming (a line's digit confined to a box leaves the
/// rest of the box) that leaves a hidden single.
fn locked(geometry: &Geometry, state: &Candidates, pointing: bool) -> Option<Found> {
    let has = |cells: &[Cell], digit: Digit| cells.iter().any(|&c| state.get(c).contains(digit));
    for crossing in 0..geometry.crossing_count() {
        let shared = geometry.crossing_cells(crossing);
        let line_rest = geometry.crossing_rest(crossing, true);
        let box_rest = geometry.crossing_rest(crossing, false);
        let (confined_from, removed_from) = match pointing {
            true => (box_rest, line_rest),
            false => (line_rest, box_rest),
        };
        let digits = shared
            .iter()
            .fold(DigitSet::EMPTY, |acc, &c| acc.union(state.get(c)));
        for digit in digits {
            if has(confined_from, digit) || !has(removed_from, digit) {
                continue;
            }
            let removals: Vec<Removal> = (removed_from.iter())
                .filter(|&&cell| state.get(cell).contains(digit))
                .map(|&cell| Removal { cell, digit })
                .collect();
            if let Some(single) = hidden_single_after(geometry, state, &removals) {
                let Crossing { the_box, line, .. } = *geometry.crossing(crossing);
                let (house, within) = if pointing {
                    (the_box, line)
                } else {
                    (line, the_box)
                };
                let cells = (geometry.house_cells(house).iter().copied())
                    .filter(|&c| state.get(c).contains(digit))
                    .collect();
                let pattern = Elimination {
                    removals,
                    digits: vec![digit],
                    cells,
                    houses: vec![house, within],
                    ..Elimination::default()
                };
                return Some((pattern, single));
            }
        }
    }
    None
}

/// A hidden subset of `size` digits in a house that leaves a hidden single.
fn hidden(geometry: &Geometry, state: &Candidates, size: usize) -> Option<Found> {
    for kind in [HouseKind::Box, HouseKind::Row, HouseKind::Column] {
        for (house, cells) in geometry.houses_with_cells(kind) {
            // Each missing digit's places, as bits over the house's cells.
            let mut pool: Vec<(Digit, u64)> = Vec::new();
            for digit in HouseDigits::of(state, cells).once {
                let places = (cells.iter().enumerate())
                    .filter(|(_, &c)| state.get(c).contains(digit))
                    .fold(0u64, |mask, (at, _)| mask | 1 << at);
                if places.count_ones() as usize <= size {
                    pool.push((digit, places));
                }
            }
            let mut chosen = Vec::with_capacity(size);
            if let Some((pattern, single)) = choose(state, cells, &pool, size, 0, 0, &mut chosen) {
                let houses = vec![house];
                return Some((Elimination { houses, ..pattern }, single));
            }
        }
    }
    None
}

/// Extends `chosen` (indices into `pool`, `union` their places) to `size`
/// digits whose places are `size` cells, and returns the first such
/// subset that leaves a hidden single, its house left out.
fn choose(
    state: &Candidates,
    cells: &[Cell],
    pool: &[(Digit, u64)],
    size: usize,
    from: usize,
    union: u64,
    chosen: &mut Vec<usize>,
) -> Option<Found> {
    if chosen.len() == size {
        let subset = chosen.iter().fold(DigitSet::EMPTY, |acc, &i| {
            acc.union(DigitSet::single(pool[i].0))
        });
        let removals: Vec<Removal> = (cells.iter().enumerate())
            .filter(|(at, _)| union >> at & 1 != 0)
            .flat_map(|(_, &cell)| {
                (state.get(cell).difference(subset).iter())
                    .map(move |digit| Removal { cell, digit })
            })
            .collect();
        let single = single_in_house(state, cells, subset, union)?;
        let mut digits: Vec<Digit> = subset.iter().collect();
        digits.sort_unstable();
        let cells = (cells.iter().enumerate())
            .filter(|(at, _)| union >> at & 1 != 0)
            .map(|(_, &cell)| cell)
            .collect();
        let pattern = Elimination {
            removals,
            digits,
            cells,
            ..Elimination::default()
        };
        return Some((pattern, single));
    }
    for i in from..pool.len() {
        let widened = union | pool[i].1;
        if widened.count_ones() as usize > size {
            continue;
        }
        chosen.push(i);
        let found = choose(state, cells, pool, size, i + 1, widened, chosen);
        chosen.pop();
        if found.is_some() {
            return found;
        }
    }
    None
}

/// The hidden single a hidden set (`subset`, at the places `union` of the
/// house's `cells`) leaves in its own house, as SE's direct hidden sets
/// have it: a digit outside the set with places in the set's cells and
/// exactly one place outside them.
fn single_in_house(
    state: &Candidates,
    cells: &[Cell],
    subset: DigitSet,
    union: u64,
) -> Option<(Cell, Digit)> {
    let outside = |at: usize| union >> at & 1 == 0;
    let digits = HouseDigits::of(state, cells);
    (digits.twice.difference(subset).iter()).find_map(|digit| {
        let places: Vec<(usize, Cell)> = (cells.iter().copied().enumerate())
            .filter(|&(_, c)| state.get(c).contains(digit))
            .collect();
        let mut rest = places.iter().filter(|&&(at, _)| outside(at));
        match (places.len() > 1, rest.next(), rest.next()) {
            (true, Some(&(_, cell)), None) => Some((cell, digit)),
            _ => None,
        }
    })
}

/// The hidden single taking out `removals` (a pointing's or a claiming's)
/// would leave in a box: a digit with one place in the box of a removal's
/// cell (where the counts change). Only a single in a box makes these
/// steps direct: with singles in a line counted too, the rating falls
/// below SE's on many easy puzzles.
fn hidden_single_after(
    geometry: &Geometry,
    state: &Candidates,
    removals: &[Removal],
) -> Option<(Cell, Digit)> {
    let removed =
        |cell: Cell, digit: Digit| removals.iter().any(|r| r.cell == cell && r.digit == digit);
    removals.iter().find_map(|removal| {
        let digit = removal.digit;
        let boxes = geometry
            .houses_of(removal.cell)
            .iter()
            .filter(|h| h.kind == HouseKind::Box);
        boxes.copied().find_map(|house| {
            let mut places = (geometry.house_cells(house).iter())
                .filter(|&&c| state.get(c).contains(digit) && !removed(c, digit));
            match (places.next(), places.next()) {
                (Some(&cell), None) => Some((cell, digit)),
                _ => None,
            }
        })
    })
}
