//! Claiming (locked candidates, type 2, also "box/line reduction"): when a
//! digit's candidates in a row or column all lie in one box, the digit must
//! go in that box within the line, so it leaves the rest of the box.
//!
//! Pattern: `digits` = [the digit], `cells` = its candidates in the line,
//! `houses` = [the line, the box].

use super::pointing::{confined, only_crossing};
use super::strong_links::Places;
use super::Elimination;
use crate::candidates::Candidates;
use crate::digits::DigitSet;
use crate::geometry::{Geometry, HouseKind};

pub fn find(geometry: &Geometry, candidates: &Candidates, digits: DigitSet) -> Option<Elimination> {
    let places = Places::new(geometry, candidates);
    let lines = geometry.houses().filter(|h| h.kind != HouseKind::Box);
    for line in lines {
        for digit in digits {
            let along = places.of(digit, line);
            if along == 0 {
                continue;
            }
            // The one box crossing the line that holds every candidate,
            // with some outside the line to remove.
            for crossings in geometry.crossing_groups_of(line) {
                let Some(the_box) = only_crossing(geometry, crossings, |c| c.line_mask & along)
                    .filter(|c| places.of(digit, c.the_box) & !c.box_mask != 0)
                    .map(|c| c.the_box)
                else {
                    continue;
                };
                if let Some(found) = confined(geometry, candidates, digit, line, the_box) {
                    return Some(found);
                }
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{candidate_grid, digit_map, removals, sentence};
    use crate::solve::Technique;

    #[test]
    fn a_row_claims_its_box() {
        // In row 2, 7 is only in box 1, so 7 leaves rows 1 and 3 of box 1.
        let (g, cands) = digit_map(
            9,
            7,
            "xxx xxx xxx
             xxx ... ...
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx",
        );
        let found = find(&g, &cands, DigitSet::full(g.side())).unwrap();
        assert_eq!(
            removals(&g, &found),
            ["r1c1<>7", "r1c2<>7", "r1c3<>7", "r3c1<>7", "r3c2<>7", "r3c3<>7"]
        );
        assert_eq!(
            sentence(&g, Technique::Claiming, &found),
            "Claiming: in row 2, 7 lies only in box 1, so 7 is removed from \
             r1c1, r1c2, r1c3, r3c1, r3c2 and r3c3"
        );
    }

    #[test]
    fn six_by_six_column_claims_its_box() {
        // Column 6: 2 only in rows 1-2, i.e. box 2 (rows 1-2, columns 4-6).
        let (g, cands) = digit_map(
            6,
            2,
            "xxx xxx
             xxx xxx
             xxx xx.
             xxx xx.
             xxx xx.
             xxx xx.",
        );
        let found = find(&g, &cands, DigitSet::full(g.side())).unwrap();
        assert_eq!(
            removals(&g, &found),
            ["r1c4<>2", "r1c5<>2", "r2c4<>2", "r2c5<>2"]
        );
    }

    #[test]
    fn four_by_four_candidate_grid() {
        // Row 1 needs 3 and 4 in box 2: they leave row 2 of box 2.
        let (g, cands) = candidate_grid(
            4,
            "1    2    | 34   34
             34   34   | 1234 1234
             -----------+----------
             234  134  | 1234 1234
             234  134  | 1234 1234",
        );
        let found = find(&g, &cands, DigitSet::full(g.side())).unwrap();
        assert_eq!(removals(&g, &found), ["r2c3<>3", "r2c4<>3"]);
    }

    #[test]
    fn a_line_spread_over_boxes_claims_nothing() {
        let (g, cands) = digit_map(9, 7, &"xxxxxxxxx".repeat(9));
        assert_eq!(find(&g, &cands, DigitSet::full(g.side())), None);
    }
}
