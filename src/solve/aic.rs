//! Alternating inference chain (AIC) with grouped nodes: any chain of
//! strong and weak links, over candidates of cells and groups of cells
//! (the places of a digit in a box that share a row or a column), mixing
//! digits. One of its ends is true, which removes every candidate that
//! cannot be true with either (the three cases are in
//! [`chains`](super::chains)). X-chains and XY-chains are the AICs of one
//! kind of link, found first.

use super::chains::{self, Rules};
use super::Elimination;
use crate::candidates::Candidates;
use crate::geometry::Geometry;
use crate::step::Narrator;

pub(super) const RULES: Rules = Rules {
    house_strong: true,
    cell_strong: true,
    cell_weak: true,
    groups: true,
};

pub fn find(geometry: &Geometry, candidates: &Candidates) -> Option<Elimination> {
    chains::find(geometry, candidates, RULES)
}

/// `(5)r2c{1,3}=(5)r2c7-(5=8)r6c7-(8)r6c2=(8)r1c2: r2c{1,3} is 5 or r1c2 is
/// 8, so 8 is removed from r2c1`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    chains::describe(found, n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::candidates::Candidates;
    use crate::geometry::Geometry;
    use crate::solve::tests::{candidate_grid, digit_map, digit_map_at, removals, sentence};
    use crate::solve::Technique;
    use std::sync::Arc;

    #[test]
    fn a_group_in_a_box_makes_a_strong_link() {
        // 5 in box 1 only in r2c1, r2c2 and r3c2; row 6 only in r6c2 and
        // r6c7; column 7 only in r2c7 and r6c7.
        let map = "......... xx....x.. .x....... ......... ......... .x....x.. ......... ......... .........";
        let (g, cands) = digit_map(9, 5, map);
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r2c7<>5"]);
        assert_eq!(
            sentence(&g, Technique::Aic, &found),
            "AIC: (5)r2c1=(5)r{2,3}c2-(5)r6c2=(5)r6c7: r2c1 or r6c7 is 5, so 5 is removed \
             from r2c7"
        );
        assert_eq!(found.links[0].to.group.len(), 2);
    }

    #[test]
    fn mixed_digits_through_a_bivalue_cell() {
        let mut text = String::new();
        for row in 1..=9 {
            for col in 1..=9 {
                text.push_str(match (row, col) {
                    // Row 1 holds 7 only in r1c1 and r1c5.
                    (1, 1) | (1, 5) => "78 ",
                    (1, _) => "12345689 ",
                    // r5c5 is 3 or 7; r5c1 is 3 or 8.
                    (5, 5) => "37 ",
                    (5, 1) => "38 ",
                    _ => "* ",
                });
            }
            text.push('\n');
        }
        let (g, cands) = crate::solve::tests::candidate_grid(9, &text);
        let found = find(&g, &cands).unwrap();
        assert!(!found.removals.is_empty());
        let digits: Vec<u8> = found.links.iter().map(|l| l.from.digit.get()).collect();
        assert!(digits.windows(2).any(|w| w[0] != w[1]), "{digits:?}");
    }

    #[test]
    fn no_strong_link_no_chain() {
        let (g, cands) = digit_map(9, 5, &"x".repeat(81));
        assert_eq!(find(&g, &cands), None);
    }

    #[test]
    fn sixteen_by_sixteen_group() {
        // 5 in box 1 (4x4) only in r2c1, r2c2 and r3c2; row 6 only in r6c2
        // and r6c9; column 9 only in r2c9 and r6c9.
        let marks = [(2, 1), (2, 2), (2, 9), (3, 2), (6, 2), (6, 9)];
        let (g, cands) = digit_map_at(16, 5, &marks);
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r2c9<>5"]);
        assert!(found.links.iter().any(|l| l.to.group.len() == 2));
    }

    /// A 16x16 board of every candidate but r1c1 {1,2}, r9c2 `last`, 2 in
    /// row 1 only in r1c1 and r1c6, and 2 in column 6 only in r1c6 and
    /// r9c6.
    fn sixteen_mixed(last: &str) -> (Arc<Geometry>, Candidates) {
        let mut text = String::new();
        for row in 1..=16 {
            for col in 1..=16 {
                text.push_str(match (row, col) {
                    (1, 1) => "12",
                    (9, 2) => last,
                    (1, 6) | (9, 6) => "*",
                    (1, _) | (_, 6) => "13456789ABCDEFG",
                    _ => "*",
                });
                text.push(' ');
            }
            text.push('\n');
        }
        candidate_grid(16, &text)
    }

    #[test]
    fn sixteen_by_sixteen_cells_and_houses() {
        // r9c2 {1,2}: one of the ends r1c1 and r9c2 is 1; column 2 in box
        // 1 and column 1 in box 9 see both (boxes 4x4).
        let (g, cands) = sixteen_mixed("12");
        let found = find(&g, &cands).unwrap();
        assert_eq!(
            removals(&g, &found),
            [
                "r1c2<>1", "r2c2<>1", "r3c2<>1", "r4c2<>1", "r9c1<>1", "r10c1<>1", "r11c1<>1",
                "r12c1<>1"
            ]
        );
        assert_eq!(
            sentence(&g, Technique::Aic, &found),
            "AIC: (1=2)r1c1-(2)r1c6=(2)r9c6-(2=1)r9c2: r1c1 or r9c2 is 1, so 1 is removed \
             from r1c2, r2c2, r3c2, r4c2, r9c1, r10c1, r11c1 and r12c1"
        );
    }

    #[test]
    fn sixteen_by_sixteen_ends_on_two_digits_remove_nothing() {
        // r9c2 {2,3}: r1c1 is 1 or r9c2 is 3, and the two do not see each
        // other: r1c2 and r9c1 keep their 1s.
        let (g, cands) = sixteen_mixed("23");
        assert_eq!(find(&g, &cands), None);
    }
}
