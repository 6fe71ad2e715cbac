//! Basic fish (X-Wing, Swordfish, Jellyfish and larger): when a digit's
//! candidates in `k` rows (the base) all lie in the same `k` columns (the
//! cover), those `k` places are the digit's only places in the base, one per
//! row and column, so it leaves the rest of the cover columns. The same with
//! rows and columns swapped.
//!
//! Sizes go up to half the lines still lacking the digit: past that the fish
//! of the other orientation is the same deduction, smaller.
//!
//! Pattern: `digits` = [the digit], `cells` = its candidates in the base,
//! `houses` = the base lines, then the cover lines.

use std::ops::{ControlFlow, RangeInclusive};

use super::combinations::each_choice;
use super::strong_links::Places;
use super::Elimination;
use crate::candidates::Candidates;
use crate::digits::{Digit, DigitSet};
use crate::geometry::{Cell, Geometry, House, HouseKind};
use crate::sort;
use crate::step::Narrator;

/// The lines of one kind, each with the digit's places as bits over the
/// crossing lines.
pub(crate) fn line_masks(
    geometry: &Geometry,
    candidates: &Candidates,
    digit: Digit,
    kind: HouseKind,
) -> Vec<(House, u64)> {
    let places = Places::new(geometry, candidates);
    (0..geometry.side())
        .map(|index| {
            let line = House {
                kind,
                index: index as u8,
            };
            (line, places.of(digit, line))
        })
        .collect()
}

/// The crossing kind: columns for rows, rows for columns.
pub(crate) fn cross(kind: HouseKind) -> HouseKind {
    match kind {
        HouseKind::Row => HouseKind::Column,
        _ => HouseKind::Row,
    }
}

/// The lines of `kind` whose indices are the bits of `mask`.
pub(crate) fn lines_of(kind: HouseKind, mask: u64) -> Vec<House> {
    (0..64u8)
        .filter(|i| mask & (1 << i) != 0)
        .map(|index| House { kind, index })
        .collect()
}

/// The cells of `base` lines where `digit` is a candidate.
pub(crate) fn base_cells(
    geometry: &Geometry,
    candidates: &Candidates,
    digit: Digit,
    base: &[House],
) -> Vec<Cell> {
    let mut cells: Vec<Cell> = base
        .iter()
        .flat_map(|&line| geometry.house_cells(line).iter().copied())
        .filter(|&c| candidates.get(c).contains(digit))
        .collect();
    sort::sort(&mut cells);
    cells
}

pub fn find(
    geometry: &Geometry,
    candidates: &Candidates,
    digits: DigitSet,
    sizes: RangeInclusive<usize>,
) -> Option<Elimination> {
    sizes.into_iter().find_map(|size| {
        first_by_digit_and_base(digits, |digit, kind| {
            find_for(geometry, candidates, digit, kind, size)
        })
    })
}

/// The first find of `find_for` over `digits`, then base kinds (rows, then
/// columns): the search order of every fish.
pub(crate) fn first_by_digit_and_base(
    digits: DigitSet,
    mut find_for: impl FnMut(Digit, HouseKind) -> Option<Elimination>,
) -> Option<Elimination> {
    digits
        .iter()
        .flat_map(|digit| [HouseKind::Row, HouseKind::Column].map(|kind| (digit, kind)))
        .find_map(|(digit, kind)| find_for(digit, kind))
}

fn find_for(
    geometry: &Geometry,
    candidates: &Candidates,
    digit: Digit,
    kind: HouseKind,
    size: usize,
) -> Option<Elimination> {
    let lines = line_masks(geometry, candidates, digit, kind);
    let open = lines.iter().filter(|(_, m)| *m != 0).count();
    if size * 2 > open {
        return None;
    }
    let mut pool: Vec<(House, u64)> = Vec::with_capacity(lines.len());
    pool.extend(
        lines
            .iter()
            .copied()
            .filter(|(_, m)| (2..=size as u32).contains(&m.count_ones())),
    );
    let masks: Vec<u64> = pool.iter().map(|&(_, m)| m).collect();
    each_choice(&masks, size, size as u32, &mut |chosen, union| {
        if union.count_ones() as usize != size {
            return ControlFlow::Continue(());
        }
        // The digit elsewhere in the cover lines, outside the base: else
        // there is nothing to remove (most fish of a stuck state).
        let outside_base = lines
            .iter()
            .filter(|(line, _)| !chosen.iter().any(|&i| pool[i].0 == *line))
            .any(|(_, m)| m & union != 0);
        if !outside_base {
            return ControlFlow::Continue(());
        }
        let base: Vec<House> = chosen.iter().map(|&i| pool[i].0).collect();
        let cover = lines_of(cross(kind), union);
        let targets = cover
            .iter()
            .flat_map(|&line| geometry.house_cells(line).iter().copied())
            .filter(|&c| !base.iter().any(|&b| geometry.contains(b, c)));
        let removals = Elimination::removals_of(candidates, digit, targets);
        if removals.is_empty() {
            return ControlFlow::Continue(());
        }
        ControlFlow::Break(Elimination {
            removals,
            digits: vec![digit],
            cells: base_cells(geometry, candidates, digit, &base),
            houses: base.into_iter().chain(cover).collect(),
            ..Elimination::default()
        })
    })
}

/// `X-Wing`, `Swordfish`, … by size.
pub(crate) fn fish_name(size: usize) -> String {
    let names = [
        "X-Wing",
        "Swordfish",
        "Jellyfish",
        "Squirmbag",
        "Whale",
        "Leviathan",
    ];
    names
        .get(size.wrapping_sub(2))
        .map_or_else(|| format!("fish of size {size}"), |name| (*name).to_owned())
}

/// `on 5, in rows 2 and 7, 5 lies only in columns 3 and 6, so 5 is removed
/// from r4c3 and r5c6`; sizes past 4 also say their name (`a squirmbag on 5`).
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    let size = found.houses.len() / 2;
    let (base, cover) = found.houses.split_at(size);
    let digit = n.digits(&found.digits);
    let name = if size > 4 {
        format!("a {} ", fish_name(size).to_ascii_lowercase())
    } else {
        String::new()
    };
    format!(
        "{name}on {digit}, in {}, {digit} lies only in {}, so {}",
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

    #[test]
    fn an_x_wing_in_rows() {
        // 5 in rows 2 and 7 only in columns 3 and 6.
        let (g, cands) = digit_map(
            9,
            5,
            "xxx xxx xxx
             ..x ..x ...
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx
             ..x ..x ...
             xxx xxx xxx
             xxx xxx xxx",
        );
        let found = find(&g, &cands, DigitSet::full(g.side()), 2..=2).unwrap();
        assert_eq!(found.removals.len(), 14);
        assert!(removals(&g, &found)
            .iter()
            .all(|r| r.contains("c3<>5") || r.contains("c6<>5")));
        let text = sentence(&g, Technique::XWing, &found);
        assert!(
            text.starts_with("X-Wing: on 5, in rows 2 and 7, 5 lies only in columns 3 and 6, so 5 is removed from r1c3, r1c6, r3c3"),
            "{text}"
        );
    }

    #[test]
    fn a_swordfish_on_six() {
        // 6x6: 2 in rows 1, 3 and 5 only in columns 1, 3 and 5, two each.
        let (g, cands) = digit_map(
            6,
            2,
            "x.x ...
             xxx xxx
             x.. .x.
             xxx xxx
             ..x .x.
             xxx xxx",
        );
        assert_eq!(find(&g, &cands, DigitSet::full(g.side()), 2..=2), None);
        let found = find(&g, &cands, DigitSet::full(g.side()), 3..=3).unwrap();
        assert_eq!(
            removals(&g, &found),
            [
                "r2c1<>2", "r2c3<>2", "r2c5<>2", "r4c1<>2", "r4c3<>2", "r4c5<>2", "r6c1<>2",
                "r6c3<>2", "r6c5<>2"
            ]
        );
    }

    #[test]
    fn no_fish_when_the_cover_is_clean() {
        let (g, cands) = digit_map(
            9,
            5,
            "xx. xx. xxx
             ..x ..x ...
             xx. xx. xxx
             xx. xx. xxx
             xx. xx. xxx
             xx. xx. xxx
             ..x ..x ...
             xx. xx. xxx
             xx. xx. xxx",
        );
        assert_eq!(find(&g, &cands, DigitSet::full(g.side()), 2..=4), None);
    }
}
