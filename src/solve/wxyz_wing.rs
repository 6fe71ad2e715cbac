//! WXYZ-Wing and VWXYZ-Wing, the bent sets of four and five cells: n
//! empty cells of a box and a line (some in the box only, some in the line
//! only) with n digits between them, every digit but one, z, in cells
//! that all see one another.
//!
//! Each of those digits is in the set at most once; n cells need n
//! digits; so z is in the set too, and leaves every cell that sees all of
//! the set's cells with z. When every digit is in cells that see one
//! another, each is in the set exactly once, and each leaves the cells
//! that see all of the set's cells with it.
//!
//! The three-cell sets are the XY- and XYZ-Wings. Past five cells the
//! sentences stop being something a person follows, and the almost
//! locked sets later in the order take the larger cases of the same
//! logic.
//!
//! Crossings in the board's order, sets in the order of their cells.
//!
//! Pattern: `cells` = the set, in board order, `digits` = the digits that
//! are in cells that see one another, then z (when there is one),
//! `houses` = [box, line].

use super::Elimination;
use crate::candidates::{Candidates, Removal};
use crate::digits::{Digit, DigitSet};
use crate::geometry::{Cell, Geometry};
use crate::sort;
use crate::step::Narrator;

/// The bent set of `size` cells (4: WXYZ, 5: VWXYZ).
pub fn find(geometry: &Geometry, candidates: &Candidates, size: usize) -> Option<Elimination> {
    for index in 0..geometry.crossing_count() {
        let crossing = geometry.crossing(index);
        let (the_box, line) = (crossing.the_box, crossing.line);
        let mut pool: Vec<Cell> = (geometry.house_cells(the_box).iter())
            .chain(geometry.house_cells(line))
            .copied()
            .filter(|&c| (2..=size).contains(&candidates.get(c).len()))
            .collect();
        sort::sort(&mut pool);
        pool.dedup();
        let mut chosen = Vec::with_capacity(size);
        let mut found = None;
        let mut check = |set: &[Cell], digits: DigitSet| {
            let box_only = set.iter().any(|&c| !geometry.contains(line, c));
            let line_only = set.iter().any(|&c| !geometry.contains(the_box, c));
            if !(box_only && line_only) {
                return false;
            }
            found = wing(geometry, candidates, set, digits);
            found.is_some()
        };
        walk(
            &pool,
            candidates,
            0,
            DigitSet::EMPTY,
            size,
            &mut chosen,
            &mut check,
        );
        if let Some(found) = found {
            return Some(Elimination {
                houses: vec![the_box, line],
                ..found
            });
        }
    }
    None
}

/// Sets of `size` cells of `pool` (from `from` on) with `size` digits
/// between them, each handed to `check` until it says true; whether one
/// did.
fn walk(
    pool: &[Cell],
    candidates: &Candidates,
    from: usize,
    digits: DigitSet,
    size: usize,
    chosen: &mut Vec<Cell>,
    check: &mut dyn FnMut(&[Cell], DigitSet) -> bool,
) -> bool {
    if chosen.len() == size {
        return digits.len() == size && check(chosen, digits);
    }
    for i in from..pool.len() {
        if pool.len() - i < size - chosen.len() {
            break;
        }
        let more = digits.union(candidates.get(pool[i]));
        if more.len() > size {
            continue;
        }
        chosen.push(pool[i]);
        let stop = walk(pool, candidates, i + 1, more, size, chosen, check);
        chosen.pop();
        if stop {
            return true;
        }
    }
    false
}

/// The wing of `set` (with `digits` between them), if it removes
/// anything.
pub(crate) fn wing(
    geometry: &Geometry,
    candidates: &Candidates,
    set: &[Cell],
    digits: DigitSet,
) -> Option<Elimination> {
    let holding = |d: Digit| -> Vec<Cell> {
        set.iter()
            .copied()
            .filter(|&c| candidates.get(c).contains(d))
            .collect()
    };
    let sees_all = |cells: &[Cell]| {
        cells
            .iter()
            .enumerate()
            .all(|(i, &a)| cells[i + 1..].iter().all(|&b| geometry.sees(a, b)))
    };
    let (locked, free): (Vec<Digit>, Vec<Digit>) =
        digits.iter().partition(|&d| sees_all(&holding(d)));
    let leaving: Vec<Digit> = match free.as_slice() {
        [z] => vec![*z],
        [] => locked.clone(),
        _ => return None,
    };
    let mut removals = Vec::new();
    for &d in &leaving {
        let with = holding(d);
        for &target in geometry.peers(with[0]) {
            if !set.contains(&target)
                && candidates.get(target).contains(d)
                && with.iter().all(|&c| geometry.sees(c, target))
            {
                removals.push(Removal {
                    cell: target,
                    digit: d,
                });
            }
        }
    }
    if removals.is_empty() {
        return None;
    }
    sort::sort(&mut removals);
    let mut ordered = locked;
    ordered.extend(free);
    Some(Elimination {
        removals,
        digits: ordered,
        cells: set.to_vec(),
        ..Elimination::default()
    })
}

/// `r1c1, r1c2, r2c3 and r1c7 hold four digits between them (1, 2, 5
/// and 9), and every digit but 9 is in cells that all see one another: 9
/// is in one of them: 9 is removed from …`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    let count = found.cells.len();
    let z = found.digits.last().copied();
    let removed: Vec<Digit> = {
        let mut d: Vec<Digit> = found.removals.iter().map(|r| r.digit).collect();
        sort::sort(&mut d);
        d.dedup();
        d
    };
    let why = match (z, removed.as_slice()) {
        (Some(z), [only]) if *only == z => format!(
            "every digit but {} is in cells that all see one another, so {} is in one of them",
            n.digit(z),
            n.digit(z)
        ),
        _ => "every digit is in cells that all see one another, so each is in them once".to_owned(),
    };
    format!(
        "{} hold {count} digits between them ({}), and {why}: {}",
        n.cells(&found.cells),
        n.digits(&{
            let mut all = found.digits.clone();
            sort::sort(&mut all);
            all
        }),
        n.removals(&found.removals)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{candidate_grid, removals, sentence};
    use crate::solve::Technique;

    #[test]
    fn four_cells_of_a_box_and_a_row_with_four_digits() {
        // r1c1 {1,9}, r1c2 {2,9} and r2c3 {5,9} in box 1, r1c7 {1,2,9}
        // in row 1: 1 and 2 are in cells of row 1, 5 in r2c3 alone, and
        // 9 in all four, of which r2c3 and r1c7 do not see each other.
        let (g, cands) = candidate_grid(
            9,
            "19 29 * | * * * | 129 * *
             * * 59 | * * * | * * *
             * * * | * * * | * * *
             ------+-------+------
             * * * | * * * | * * *
             * * * | * * * | * * *
             * * * | * * * | * * *
             ------+-------+------
             * * * | * * * | * * *
             * * * | * * * | * * *
             * * * | * * * | * * *",
        );
        let found = find(&g, &cands, 4).unwrap();
        assert_eq!(removals(&g, &found), ["r1c3<>9"]);
        assert_eq!(
            sentence(&g, Technique::WxyzWing, &found),
            "WXYZ-Wing: r1c1, r1c2, r1c7 and r2c3 hold 4 digits between them (1, 2, 5 and 9), \
             and every digit but 9 is in cells that all see one another, so 9 is in one of \
             them: 9 is removed from r1c3"
        );
        assert_eq!(find(&g, &cands, 5), None);
    }

    #[test]
    fn a_set_within_one_house_is_a_naked_subset_not_a_wing() {
        let (g, cands) = candidate_grid(
            9,
            "19 29 59 | * * * | 1259 * *
             * * * | * * * | * * *
             * * * | * * * | * * *
             ------+-------+------
             * * * | * * * | * * *
             * * * | * * * | * * *
             * * * | * * * | * * *
             ------+-------+------
             * * * | * * * | * * *
             * * * | * * * | * * *
             * * * | * * * | * * *",
        );
        assert_eq!(find(&g, &cands, 4), None);
    }
}
