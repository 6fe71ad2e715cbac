//! X-Chain: an alternating chain on one digit, single cells only: strong
//! links between the two places of the digit in a house, weak links
//! between places that share a house. One of its ends holds the digit, so
//! the digit leaves every cell that sees both. (Skyscraper, 2-string kite
//! and turbot fish are the X-chains of three links, found first.)
//!
//! The search is [`chains`](super::chains)'s; the pattern is described
//! there.

use super::chains::{self, Rules};
use super::Elimination;
use crate::candidates::Candidates;
use crate::geometry::Geometry;
use crate::step::Narrator;

pub(super) const RULES: Rules = Rules {
    house_strong: true,
    cell_strong: false,
    cell_weak: false,
    groups: false,
};

pub fn find(geometry: &Geometry, candidates: &Candidates) -> Option<Elimination> {
    chains::find(geometry, candidates, RULES)
}

/// `(7)r1c2=(7)r1c8-(7)r4c8=(7)r4c5-(7)r6c5=(7)r6c2: r1c2 or r6c2 is 7, so
/// 7 is removed from r3c2`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    chains::describe(found, n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{digit_map, digit_map_at, removals, sentence};
    use crate::solve::Technique;

    /// 1 strong in row 1, column 6, row 7 and column 8; r9c1 sees both
    /// ends of r1c1=r1c5-r3c6=r7c6-r7c8=r9c8.
    const CHAIN: &str =
        "x...x.... ......... .....x... ......... x........ ......... .....x.x. .x....... x.x....x.";

    #[test]
    fn five_links_remove_the_digit_where_both_ends_are_seen() {
        let (g, cands) = digit_map(9, 1, CHAIN);
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r9c1<>1"]);
        assert_eq!(found.links.len(), 5);
        assert_eq!(
            sentence(&g, Technique::XChain, &found),
            "X-Chain: (1)r1c1=(1)r1c5-(1)r3c6=(1)r7c6-(1)r7c8=(1)r9c8: r1c1 or r9c8 is 1, \
             so 1 is removed from r9c1"
        );
    }

    #[test]
    fn without_the_middle_link_there_is_no_chain() {
        // Without r3c6, r1c5 reaches nothing and column 6 holds 1 once.
        let broken = CHAIN.replacen(".....x...", ".........", 1);
        let (g, cands) = digit_map(9, 1, &broken);
        assert_eq!(find(&g, &cands), None);
    }

    /// The places of 1 in the 16x16 chain.
    const SIXTEEN_CHAIN: [(usize, usize); 10] = [
        (1, 1),
        (1, 5),
        (3, 6),
        (10, 6),
        (10, 12),
        (15, 12),
        (8, 1),
        (15, 1),
        (15, 3),
        (14, 2),
    ];

    #[test]
    fn sixteen_by_sixteen() {
        // 1 strong in row 1, column 6, row 10 and column 12 of a 16x16
        // board (4x4 boxes); column 1, row 15 and box 13 hold 1 three times.
        let (g, cands) = digit_map_at(16, 1, &SIXTEEN_CHAIN);
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r15c1<>1"]);
        assert_eq!(found.links.len(), 5);
    }

    #[test]
    fn sixteen_by_sixteen_a_third_place_cuts_the_chain() {
        // The 16x16 chain above with a third 1 in column 12 (r5c12): the
        // last strong link, r10c12=r15c12, is gone, and no odd chain left
        // has ends that a cell with 1 sees both of.
        let marks = [&SIXTEEN_CHAIN[..], &[(5, 12)]].concat();
        let (g, cands) = digit_map_at(16, 1, &marks);
        assert_eq!(find(&g, &cands), None);
    }
}
