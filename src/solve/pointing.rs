//! Pointing (locked candidates, type 1): when a digit's candidates in a box
//! all lie in one row or column, the digit must go in that line within the
//! box, so it leaves the rest of the line.
//!
//! Pattern: `digits` = [the digit], `cells` = its candidates in the box,
//! `houses` = [the box, the line].

use super::strong_links::Places;
use super::{cells_with, Elimination};
use crate::candidates::Candidates;
use crate::digits::{Digit, DigitSet};
use crate::geometry::{Geometry, House, HouseKind};
use crate::step::Narrator;

pub fn find(geometry: &Geometry, candidates: &Candidates, digits: DigitSet) -> Option<Elimination> {
    let (width, height) = (geometry.box_width(), geometry.box_height());
    let places = Places::new(geometry, candidates);
    let line = |kind, index: usize| House {
        kind,
        index: index as u8,
    };
    let boxes = geometry.houses().filter(|h| h.kind == HouseKind::Box);
    for house in boxes {
        let corner = geometry.house_cells(house)[0];
        let (top, left) = (geometry.row(corner), geometry.col(corner));
        for digit in digits {
            let (rows, cols) = rows_and_columns(places.of(digit, house), width, height);
            // A line of the box holding every candidate, and some outside
            // the box to remove.
            let row = top + rows.trailing_zeros() as usize;
            let col = left + cols.trailing_zeros() as usize;
            let row = (rows.count_ones() == 1
                && places.of(digit, line(HouseKind::Row, row)) & !(((1 << width) - 1) << left)
                    != 0)
                .then(|| line(HouseKind::Row, row));
            let col = (cols.count_ones() == 1
                && places.of(digit, line(HouseKind::Column, col)) & !(((1 << height) - 1) << top)
                    != 0)
                .then(|| line(HouseKind::Column, col));
            for line in row.into_iter().chain(col) {
                if let Some(found) = confined(geometry, candidates, digit, house, line) {
                    return Some(found);
                }
            }
        }
    }
    None
}

/// The rows and the columns of a box (one bit each, from its top left)
/// holding one of `places`, the box's cells as [`Places::of`] gives them
/// (bit `i * width + j` for row `i`, column `j`).
pub(super) fn rows_and_columns(places: u64, width: usize, height: usize) -> (u64, u64) {
    let row_mask = (1 << width) - 1;
    (0..height).fold((0, 0), |(rows, cols), i| {
        let row = (places >> (i * width)) & row_mask;
        (rows | u64::from(row != 0) << i, cols | row)
    })
}

/// When a digit's candidates in `house` all lie in `within` as well, it must
/// go in their common cells, so it leaves the rest of `within`. Shared by
/// pointing and claiming.
pub(super) fn confined(
    geometry: &Geometry,
    candidates: &Candidates,
    digit: Digit,
    house: House,
    within: House,
) -> Option<Elimination> {
    let outside = geometry
        .house_cells(within)
        .iter()
        .copied()
        .filter(|&c| !geometry.contains(house, c));
    let removals = Elimination::removals_of(candidates, digit, outside);
    (!removals.is_empty()).then(|| Elimination {
        removals,
        digits: vec![digit],
        cells: cells_with(geometry, candidates, house, digit),
        houses: vec![house, within],
        ..Elimination::default()
    })
}

/// `in box 4, 5 lies only in row 6, so 5 is removed from r6c7 and r6c9`
/// (claiming says the same the other way round).
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    format!(
        "in {}, {} lies only in {}, so {}",
        found.houses[0],
        n.digits(&found.digits),
        found.houses[1],
        n.removals(&found.removals)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{digit_map, names, removals, sentence};
    use crate::solve::Technique;

    #[test]
    fn a_box_points_along_a_row() {
        // 5 is out of rows 4 and 5 in box 4, so within box 4 it is in row 6.
        let (g, cands) = digit_map(
            9,
            5,
            "xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx
             ... xxx xxx
             ... xxx xxx
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx",
        );
        let found = find(&g, &cands, DigitSet::full(g.side())).unwrap();
        assert_eq!(
            removals(&g, &found),
            ["r6c4<>5", "r6c5<>5", "r6c6<>5", "r6c7<>5", "r6c8<>5", "r6c9<>5"]
        );
        assert_eq!(names(&g, &found.cells), ["r6c1", "r6c2", "r6c3"]);
        assert_eq!(
            sentence(&g, Technique::Pointing, &found),
            "Pointing: in box 4, 5 lies only in row 6, so 5 is removed from \
             r6c4, r6c5, r6c6, r6c7, r6c8 and r6c9"
        );
    }

    #[test]
    fn six_by_six_box_points_down_a_column() {
        // Boxes 3 wide, 2 tall: in box 1, 1 is only in column 1.
        let (g, cands) = digit_map(
            6,
            1,
            "x.. xxx
             x.. xxx
             xxx xxx
             xxx xxx
             xxx xxx
             xxx xxx",
        );
        let found = find(&g, &cands, DigitSet::full(g.side())).unwrap();
        assert_eq!(
            removals(&g, &found),
            ["r3c1<>1", "r4c1<>1", "r5c1<>1", "r6c1<>1"]
        );
    }

    #[test]
    fn sixteen_box_points_along_a_row() {
        let mut map = String::new();
        for row in 0..16 {
            for col in 0..16 {
                let out = row < 4 && row != 1 && col < 4;
                map.push(if out { '.' } else { 'x' });
            }
        }
        let (g, cands) = digit_map(16, 1, &map);
        let found = find(&g, &cands, DigitSet::full(g.side())).unwrap();
        assert_eq!(found.removals.len(), 12);
        assert!(found
            .removals
            .iter()
            .all(|r| g.row(r.cell) == 1 && g.col(r.cell) >= 4));
    }

    #[test]
    fn nothing_points_when_the_line_is_already_clear() {
        // 5 in box 1 only in row 1, but row 1 holds no other 5.
        let (g, cands) = digit_map(
            9,
            5,
            "xxx ... ...
             ... xxx xxx
             ... xxx xxx
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx",
        );
        assert_eq!(find(&g, &cands, DigitSet::full(g.side())), None);
    }
}
