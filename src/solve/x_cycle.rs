//! X-Cycle: an X-chain (one digit, single cells) whose ends see each
//! other, closed by that weak link into a loop. Read from any node, the
//! loop says the digit is in every other node, one way round or the
//! other: so one end of each weak link holds it, and the digit leaves
//! every cell that sees both ends of a weak link. (The X-Wing is the
//! X-cycle of four cells, found first.)
//!
//! Looked for before the X-chain: a loop's step shows at once what its
//! chain, read from one end, would take several steps to remove.

use super::chains;
use super::x_chain::RULES;
use super::Elimination;
use crate::candidates::Candidates;
use crate::geometry::Geometry;
use crate::step::Narrator;

pub fn find(geometry: &Geometry, candidates: &Candidates) -> Option<Elimination> {
    chains::find_loop(geometry, candidates, RULES)
}

/// `(1)r1c1=(1)r1c5-(1)r4c5=(1)r4c8-(1)r7c8=(1)r7c1-(1)r1c1: the loop
/// closes, so one end of each weak link is true, and 1 is removed from
/// r5c1, r5c5 and r5c8`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    chains::describe(found, n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{digit_map, digit_map_at, removals, sentence};
    use crate::solve::Technique;

    /// 1 strong in rows 1, 4 and 7 only; row 5 holds it everywhere, so
    /// columns 1, 5 and 8 hold a third 1 there.
    const CYCLE: &str =
        "x...x.... ......... ......... ....x..x. xxxxxxxxx ......... x......x. ......... .........";

    #[test]
    fn each_weak_link_of_the_loop_removes_the_digit_where_both_ends_are_seen() {
        let (g, cands) = digit_map(9, 1, CYCLE);
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r5c1<>1", "r5c5<>1", "r5c8<>1"]);
        // Six links: three strong (rows), three weak (columns), the last
        // one back to the start.
        assert_eq!(found.links.len(), 6);
        assert_eq!(found.links[0].from, found.links[5].to);
        assert!(!found.links[5].strong);
        assert_eq!(
            sentence(&g, Technique::XCycle, &found),
            "X-Cycle: (1)r1c1=(1)r1c5-(1)r4c5=(1)r4c8-(1)r7c8=(1)r7c1-(1)r1c1: the loop \
             closes, so one end of each weak link is true, and 1 is removed from r5c1, r5c5 \
             and r5c8"
        );
    }

    #[test]
    fn a_chain_whose_ends_do_not_see_each_other_is_no_loop() {
        // Row 7's 1 moves from c1 to c2: r7c2 and r1c1 share no house.
        let open = CYCLE.replacen("x......x.", ".x.....x.", 1);
        let (g, cands) = digit_map(9, 1, &open);
        assert_eq!(find(&g, &cands), None);
    }

    #[test]
    fn sixteen_by_sixteen() {
        // The same loop on a 16x16 board: 1 strong in rows 1, 6 and 11,
        // and everywhere in row 14.
        let mut marks = vec![(1, 1), (1, 7), (6, 7), (6, 12), (11, 12), (11, 1)];
        marks.extend((1..=16).map(|c| (14, c)));
        let (g, cands) = digit_map_at(16, 1, &marks);
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r14c1<>1", "r14c7<>1", "r14c12<>1"]);
        assert_eq!(found.links.len(), 6);
    }
}
