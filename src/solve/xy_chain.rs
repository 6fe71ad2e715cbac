//! XY-Chain: a chain of bivalue cells, each strong link inside a cell
//! (its two candidates) and each weak link a digit shared by two cells
//! that see each other. The digit at one end or the other is true: when
//! both ends are the same digit, it leaves every cell that sees both.
//! (The XY-Wing is the XY-chain of three cells, found first.)
//!
//! The search is [`chains`](super::chains)'s; the pattern is described
//! there.

use super::chains::{self, Rules};
use super::Elimination;
use crate::candidates::Candidates;
use crate::geometry::Geometry;
use crate::step::Narrator;

const RULES: Rules = Rules {
    house_strong: false,
    cell_strong: true,
    cell_weak: false,
    groups: false,
};

pub fn find(geometry: &Geometry, candidates: &Candidates) -> Option<Elimination> {
    chains::find(geometry, candidates, RULES)
}

/// `(1=2)r1c1-(2=3)r1c5-(3=4)r5c5-(4=1)r5c9: r1c1 or r5c9 is 1, so 1 is
/// removed from r1c9 and r5c1`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    chains::describe(found, n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{candidate_grid, removals, sentence};
    use crate::solve::Technique;

    /// A board of `side` with every candidate everywhere but in `cells`.
    fn board(side: usize, cells: &[(usize, usize, &str)]) -> String {
        let mut text = String::new();
        for row in 1..=side {
            for col in 1..=side {
                let here = cells.iter().find(|&&(r, c, _)| (r, c) == (row, col));
                text.push_str(here.map_or("*", |&(_, _, set)| set));
                text.push(' ');
            }
            text.push('\n');
        }
        text
    }

    const CHAIN: [(usize, usize, &str); 4] =
        [(1, 1, "12"), (1, 5, "23"), (5, 5, "34"), (5, 9, "14")];

    #[test]
    fn four_cells_remove_the_digit_both_ends_hold() {
        let (g, cands) = candidate_grid(9, &board(9, &CHAIN));
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r1c9<>1", "r5c1<>1"]);
        assert_eq!(
            sentence(&g, Technique::XyChain, &found),
            "XY-Chain: (1=2)r1c1-(2=3)r1c5-(3=4)r5c5-(4=1)r5c9: r1c1 or r5c9 is 1, so 1 is \
             removed from r1c9 and r5c1"
        );
    }

    #[test]
    fn the_chain_must_close_on_the_digit_it_opened_with() {
        let open = [(1, 1, "12"), (1, 5, "23"), (5, 5, "34"), (5, 9, "45")];
        let (g, cands) = candidate_grid(9, &board(9, &open));
        assert_eq!(find(&g, &cands), None);
    }

    #[test]
    fn sixteen_by_sixteen() {
        let cells = [(1, 1, "12"), (1, 6, "2G"), (7, 6, "G9"), (7, 16, "19")];
        let (g, cands) = candidate_grid(16, &board(16, &cells));
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r1c16<>1", "r7c1<>1"]);
    }

    #[test]
    fn sixteen_by_sixteen_chain_closing_on_another_digit() {
        // The chain above ending (9=A) in r7c16: its ends are 1 and A.
        let cells = [(1, 1, "12"), (1, 6, "2G"), (7, 6, "G9"), (7, 16, "9A")];
        let (g, cands) = candidate_grid(16, &board(16, &cells));
        assert_eq!(find(&g, &cands), None);
    }
}
