//! Cell forcing chain: one of a cell's candidates is true. Follow each
//! through singles (see [`forcing`](super::forcing)): what all the
//! possible ones force is true, and when all but one lead to a
//! contradiction, that one is the cell's digit.
//!
//! Cells with two candidates first, then three, then four (at most
//! [`MAX_BRANCHES`]), each kind in board order.
//!
//! Pattern: `cells` = [the cell], `digits` = its candidates, the possible
//! ones first, `links` = a
//! chain from each candidate to the conclusion (the possible ones first),
//! then from each impossible one to its contradiction.

use super::forcing::{self, Fact, MAX_BRANCHES, MAX_FACTS};
use super::Elimination;
use crate::candidates::Candidates;
use crate::geometry::Geometry;
use crate::step::Narrator;

pub fn find(geometry: &Geometry, candidates: &Candidates) -> Option<Elimination> {
    let mut spent = 0;
    for size in 2..=MAX_BRANCHES {
        for cell in geometry.cells() {
            let set = candidates.get(cell);
            if set.len() != size {
                continue;
            }
            let assumptions: Vec<Fact> = set
                .iter()
                .map(|digit| Fact {
                    cell,
                    digit,
                    on: true,
                })
                .collect();
            if spent > MAX_FACTS {
                return None;
            }
            if let Some(found) = forcing::conclude(geometry, candidates, &assumptions, &mut spent) {
                return Some(found);
            }
        }
    }
    None
}

/// `r1c1 is 3 or 7, and each leads to r4c4 is not 2: (3)r1c1-(3)r4c1=…;
/// (7)r1c1-…: 2 is removed from r4c4`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    let assumptions: Vec<Fact> = found
        .digits
        .iter()
        .map(|&digit| Fact {
            cell: found.cells[0],
            digit,
            on: true,
        })
        .collect();
    let (chains, conclusion) = forcing::chain_texts(n, &found.links, &assumptions);
    format!(
        "{} is {}, and each leads to {conclusion} or to a contradiction: {}: {}",
        n.cells(&found.cells),
        n.digits(&found.digits).replace(" and ", " or "),
        chains.join("; "),
        n.removals(&found.removals)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::forcing::tests::{open_pair, stuck, CELL};
    use crate::solve::tests::{removals, sentence};
    use crate::solve::Technique;

    #[test]
    fn every_candidate_of_a_cell_forces_the_same_removal() {
        let (g, cands, solution) = stuck(CELL);
        let found = find(&g, &cands).unwrap();
        for r in &found.removals {
            assert_ne!(solution.get(r.cell), Some(r.digit));
        }
        // One chain per candidate of the cell, each starting there.
        let chains = crate::solve::forcing::branches_of(&found.links);
        assert_eq!(chains.len(), found.digits.len());
        for chain in chains {
            assert_eq!(chain[0].from.cell, found.cells[0]);
        }
        assert_eq!(
            sentence(&g, Technique::CellForcingChain, &found),
            "Cell forcing chain: r4c2 is 1 or 6, and each leads to r7c3 is not 8 or to a \
             contradiction: (1)r4c2-(1)r4c9=(1)r2c9-(1)r2c3=(1-8)r7c3; (6)r4c2-(6=8)r5c3-\
             (8)r7c3: 8 is removed from r7c3"
        );
    }

    #[test]
    fn branches_that_force_nothing_in_common_prove_nothing() {
        let (g, cands) = open_pair();
        assert_eq!(find(&g, &cands), None);
    }

    #[test]
    fn sixteen_by_sixteen_pair() {
        let (g, cands) = crate::solve::forcing::tests::sixteen_pair();
        let found = find(&g, &cands).unwrap();
        // Either candidate of r1c1 takes 1 from r1c3 (itself, or through
        // r1c2).
        assert_eq!(removals(&g, &found), ["r1c3<>1"]);
    }

    #[test]
    fn sixteen_by_sixteen_triple_spread_over_three_boxes() {
        let (g, cands) = crate::solve::forcing::tests::sixteen_triple();
        assert_eq!(find(&g, &cands), None);
    }
}
