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
use crate::geometry::{Crossing, Geometry, House, HouseKind};
use crate::step::Narrator;

pub fn find(geometry: &Geometry, candidates: &Candidates, digits: DigitSet) -> Option<Elimination> {
    let places = Places::new(geometry, candidates);
    for the_box in geometry.houses_of_kind(HouseKind::Box) {
        for digit in digits {
            let here = places.of(digit, the_box);
            // A row (then a column) crossing the box that holds every
            // candidate, with some outside the box to remove.
            for crossings in geometry.crossing_groups_of(the_box) {
                let Some(line) = only_crossing(geometry, crossings, |c| c.box_mask & here)
                    .filter(|c| places.of(digit, c.line) & !c.line_mask != 0)
                    .map(|c| c.line)
                else {
                    continue;
                };
                if let Some(found) = confined(geometry, candidates, digit, the_box, line) {
                    return Some(found);
                }
            }
        }
    }
    None
}

/// The one crossing of `crossings` where `places` gives some bits, if
/// there is one alone.
pub(super) fn only_crossing<'g>(
    geometry: &'g Geometry,
    crossings: &[u32],
    places: impl Fn(&Crossing) -> u64,
) -> Option<&'g Crossing> {
    let mut holding = (crossings.iter())
        .map(|&c| geometry.crossing(c as usize))
        .filter(|c| places(c) != 0);
    match (holding.next(), holding.next()) {
        (Some(only), None) => Some(only),
        _ => None,
    }
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
