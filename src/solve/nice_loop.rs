//! Continuous nice loop: an alternating inference chain (any links,
//! grouped nodes, as the [AIC](super::aic)'s) whose ends are weakly linked,
//! closed by that link into a loop. Read from any node, one way round or
//! the other, the loop makes every other node true: so exactly one end of
//! each weak link is true, and whatever cannot be true with either goes:
//!
//! - a weak link on one digit: the digit leaves every cell that sees all
//!   the cells of both ends;
//! - a weak link inside a cell: the cell's other candidates go.
//!
//! Looked for before the AIC, whose search it shares, for the same reason
//! as the [X-cycle](super::x_cycle): a loop's step removes at once what
//! its chain read from one end removes in several.

use super::aic::RULES;
use super::chains;
use super::Elimination;
use crate::candidates::Candidates;
use crate::geometry::Geometry;
use crate::step::Narrator;

pub fn find(geometry: &Geometry, candidates: &Candidates) -> Option<Elimination> {
    chains::find_loop(geometry, candidates, RULES)
}

/// `(1=2)r1c1-(2=3)r1c5-(3=4)r5c5-(4=1)r5c1-(1)r1c1: the loop closes, so one
/// end of each weak link is true, and …`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    chains::describe(found, n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{candidate_grid, removals, sentence};
    use crate::solve::Technique;

    /// Four bivalue cells in a rectangle that is not a unique rectangle's
    /// (four different pairs): r1c1 {1,2}, r1c5 {2,3}, r5c5 {3,4}, r5c1
    /// {1,4}; every other cell holds every digit.
    fn board(r5c1: &str) -> String {
        let mut text = String::new();
        for row in 1..=9 {
            for col in 1..=9 {
                text.push_str(match (row, col) {
                    (1, 1) => "12",
                    (1, 5) => "23",
                    (5, 5) => "34",
                    (5, 1) => r5c1,
                    _ => "*",
                });
                text.push(' ');
            }
            text.push('\n');
        }
        text
    }

    #[test]
    fn each_weak_link_removes_its_digit_from_the_cells_seeing_both_ends() {
        let (g, cands) = candidate_grid(9, &board("14"));
        let found = find(&g, &cands).unwrap();
        assert_eq!(found.links.len(), 8);
        assert_eq!(found.links[0].from, found.links[7].to);
        let removed = removals(&g, &found);
        // 2 from row 1, 3 from column 5, 4 from row 5, 1 from column 1:
        // seven other cells each.
        assert_eq!(removed.len(), 28, "{removed:?}");
        for expected in ["r1c9<>2", "r9c5<>3", "r5c9<>4", "r9c1<>1"] {
            assert!(
                removed.iter().any(|r| r == expected),
                "{expected} in {removed:?}"
            );
        }
        // Nothing leaves the loop's own cells.
        assert!(!removed.iter().any(|r| ["r1c1", "r1c5", "r5c5", "r5c1"]
            .iter()
            .any(|c| r.starts_with(&format!("{c}<")))));
        let text = sentence(&g, Technique::ContinuousNiceLoop, &found);
        assert!(
            text.starts_with(
                "Continuous nice loop: (1=2)r1c1-(2=3)r1c5-(3=4)r5c5-(4=1)r5c1-(1)r1c1: the \
                 loop closes, so one end of each weak link is true, and "
            ),
            "{text}"
        );
    }

    #[test]
    fn a_cell_that_breaks_the_alternation_leaves_no_loop() {
        // r5c1 {4,6}: the chain from r1c1 ends on 6, which r1c1 lacks.
        let (g, cands) = candidate_grid(9, &board("46"));
        assert_eq!(find(&g, &cands), None);
    }
}
