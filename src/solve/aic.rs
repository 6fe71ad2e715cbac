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

const RULES: Rules = Rules {
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
    use crate::solve::tests::{digit_map, removals, sentence};
    use crate::solve::Technique;

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
        let mut rows = vec!["................".to_string(); 16];
        for (r, c) in [(2, 1), (2, 2), (2, 9), (3, 2), (6, 2), (6, 9)] {
            rows[r - 1].replace_range(c - 1..c, "x");
        }
        let (g, cands) = digit_map(16, 5, &rows.join(" "));
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r2c9<>5"]);
        assert!(found.links.iter().any(|l| l.to.group.len() == 2));
    }
}
