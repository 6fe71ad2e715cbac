//! BUG type 2: every empty cell has two candidates but two or more, which
//! have three each, among them the same digit z; without z in those cells
//! every empty cell would have two candidates and every digit missing from
//! a house two places in it: a bivalue universal grave (see
//! [BUG+1](super::bug_plus_one)), which a puzzle with one solution cannot
//! reach. So one of those cells is z, and z leaves every cell that sees
//! all of them.
//!
//! Works on every board size.
//!
//! Pattern: `digits` = [z], `cells` = the cells with three candidates, in
//! board order; the removals are z from the cells that see them all.

use super::Elimination;
use crate::candidates::Candidates;
use crate::digits::Digit;
use crate::geometry::{Cell, Geometry};
use crate::step::Narrator;

pub fn find(geometry: &Geometry, candidates: &Candidates) -> Option<Elimination> {
    let odd = cells_with_three(geometry, candidates, usize::MAX)?;
    if odd.len() < 2 {
        return None;
    }
    let common = (odd.iter()).fold(candidates.get(odd[0]), |acc, &c| {
        acc.intersection(candidates.get(c))
    });
    let z = (common.iter()).find(|&z| is_grave_without(geometry, candidates, &odd, z))?;
    let targets = geometry
        .peers(odd[0])
        .iter()
        .copied()
        .filter(|&t| !odd.contains(&t) && odd.iter().all(|&c| geometry.sees(c, t)));
    let removals = Elimination::removals_of(candidates, z, targets);
    if removals.is_empty() {
        return None;
    }
    Some(Elimination {
        removals,
        digits: vec![z],
        cells: odd,
        ..Elimination::default()
    })
}

/// The empty cells with three candidates, in board order, when every
/// other empty cell has two and there are at most `most` of them: the
/// cells a bivalue universal grave would lack. `None` otherwise.
pub(super) fn cells_with_three(
    geometry: &Geometry,
    candidates: &Candidates,
    most: usize,
) -> Option<Vec<Cell>> {
    let mut odd = Vec::new();
    for cell in geometry.cells() {
        if candidates.value(cell).is_some() {
            continue;
        }
        match candidates.get(cell).len() {
            2 => {}
            3 if odd.len() < most => odd.push(cell),
            _ => return None,
        }
    }
    Some(odd)
}

/// Whether taking `z` out of each of `odd` leaves every digit that a
/// house lacks with exactly two places in it.
fn is_grave_without(geometry: &Geometry, candidates: &Candidates, odd: &[Cell], z: Digit) -> bool {
    let bit = 1u64 << (z.get() - 1);
    is_grave_removing(geometry, candidates, |cell| {
        if odd.contains(&cell) {
            bit
        } else {
            0
        }
    })
}

/// Whether taking the digits `removed(cell)` (as bits) out of each cell
/// leaves every digit that a house lacks with exactly two places in it.
pub(super) fn is_grave_removing(
    geometry: &Geometry,
    candidates: &Candidates,
    removed: impl Fn(Cell) -> u64,
) -> bool {
    geometry.cells_by_house().all(|cells| {
        let (mut placed, mut one, mut two, mut three) = (0u64, 0u64, 0u64, 0u64);
        for &cell in cells {
            if let Some(value) = candidates.value(cell) {
                placed |= 1 << (value.get() - 1);
                continue;
            }
            let here = candidates.get(cell).bits() & !removed(cell);
            three |= two & here;
            two |= one & here;
            one |= here;
        }
        let all = if cells.len() >= 64 {
            u64::MAX
        } else {
            (1u64 << cells.len()) - 1
        };
        // Each missing digit twice: no fewer, no more.
        two & !three == all & !placed && three == 0
    })
}

/// `every empty cell but r1c1 and r1c2 has two candidates, and without 3
/// in those cells it would be a bivalue universal grave, where every empty
/// cell could switch to its other candidate, so two solutions or none: one
/// of them is 3, and 3 is removed from r1c3, r1c4, r2c1 and r2c2`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    let z = n.digit(found.digits[0]);
    format!(
        "{}: one of them is {z}, and {}",
        grave_clause(n, &found.cells, &format!("{z} in those cells")),
        n.removals(&found.removals)
    )
}

/// `every empty cell but r1c1 and r1c2 has two candidates, and without
/// {without} it would be a bivalue universal grave, where …, so two
/// solutions or none`: the argument the BUG types share.
pub(super) fn grave_clause(n: &Narrator, odd: &[Cell], without: &str) -> String {
    format!(
        "every empty cell but {} has two candidates, and without {without} it would be a \
         bivalue universal grave, where every empty cell could switch to its other candidate, \
         so two solutions or none",
        n.cells(odd)
    )
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::solve::tests::{candidate_grid, names, removals, sentence};
    use crate::solve::Technique;

    /// The 4x4 grid 1234/3412/2143/4321 with every cell open to its digit
    /// and its partner (1 with 2, 3 with 4): a bivalue universal grave.
    /// `first` is r1c1 and r1c2.
    pub(in crate::solve) fn grave(first: &str) -> String {
        format!(
            "{first} 34 34
             34 34 12 12
             12 12 34 34
             34 34 12 12"
        )
    }

    #[test]
    fn two_cells_with_the_same_third_digit() {
        let (g, cands) = candidate_grid(4, &grave("123 123"));
        let found = find(&g, &cands).unwrap();
        assert_eq!(names(&g, &found.cells), ["r1c1", "r1c2"]);
        assert_eq!(
            removals(&g, &found),
            ["r1c3<>3", "r1c4<>3", "r2c1<>3", "r2c2<>3"]
        );
        assert_eq!(
            sentence(&g, Technique::BugType2, &found),
            "BUG type 2: every empty cell but r1c1 and r1c2 has two candidates, and without 3 in \
             those cells it would be a bivalue universal grave, where every empty cell could \
             switch to its other candidate, so two solutions or none: one of them is 3, and 3 \
             is removed from r1c3, r1c4, r2c1 and r2c2"
        );
    }

    #[test]
    fn different_third_digits_are_no_grave() {
        // Without 1 (or 2) in both, row 1 would have no place for it.
        let (g, cands) = candidate_grid(4, &grave("123 124"));
        assert_eq!(find(&g, &cands), None);
    }
}
