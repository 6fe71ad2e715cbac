//! Unit forcing chain: a digit a house lacks is in one of its places
//! there. Follow each place through singles (see
//! [`forcing`](super::forcing)): what all the possible ones force is
//! true, and when all but one lead to a contradiction, the digit goes in
//! that one.
//!
//! Digits with two places first, then three, then four (at most
//! [`MAX_BRANCHES`]); houses in scanning
//! order (boxes, rows, columns), digits in order.
//!
//! Pattern: `cells` = the places, the possible ones first, `digits` = [the digit], `houses` = [the
//! house], `links` = a chain from each place to the conclusion (the
//! possible ones first), then from each impossible one to its
//! contradiction.

use super::forcing::{self, Fact, MAX_BRANCHES, MAX_FACTS};
use super::{cells_with, geometry_digits, houses_for_scanning, Elimination};
use crate::candidates::Candidates;
use crate::geometry::Geometry;
use crate::step::Narrator;

pub fn find(geometry: &Geometry, candidates: &Candidates) -> Option<Elimination> {
    let mut spent = 0;
    for size in 2..=MAX_BRANCHES {
        for (house, _) in houses_for_scanning(geometry) {
            for digit in geometry_digits(geometry) {
                let places = cells_with(geometry, candidates, house, digit);
                if places.len() != size {
                    continue;
                }
                let assumptions: Vec<Fact> = places
                    .iter()
                    .map(|&cell| Fact {
                        cell,
                        digit,
                        on: true,
                    })
                    .collect();
                if spent > MAX_FACTS {
                    return None;
                }
                let found = forcing::conclude(geometry, candidates, &assumptions, &mut spent);
                if let Some(mut found) = found {
                    found.houses = vec![house];
                    return Some(found);
                }
            }
        }
    }
    None
}

/// `in row 3, 5 is in r3c1 or r3c8, and each leads to r4c4 is not 2:
/// (5)r3c1-…; (5)r3c8-…: 2 is removed from r4c4`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    let assumptions: Vec<Fact> = found
        .cells
        .iter()
        .map(|&cell| Fact {
            cell,
            digit: found.digits[0],
            on: true,
        })
        .collect();
    let (chains, conclusion) = forcing::chain_texts(n, &found.links, &assumptions);
    format!(
        "in {}, {} is in {}, and each leads to {conclusion} or to a contradiction: {}: {}",
        n.houses(&found.houses),
        n.digits(&found.digits),
        n.cells(&found.cells).replace(" and ", " or "),
        chains.join("; "),
        n.removals(&found.removals)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::forcing::tests::{open_pair, stuck, HARD};
    use crate::solve::tests::{removals, sentence};
    use crate::solve::Technique;

    #[test]
    fn every_place_of_a_digit_in_a_house_forces_the_same_removal() {
        let (g, cands, solution) = stuck(HARD);
        let found = find(&g, &cands).unwrap();
        for r in &found.removals {
            assert_ne!(solution.get(r.cell), Some(r.digit));
        }
        assert_eq!(found.houses.len(), 1);
        for cell in &found.cells {
            assert!(g.house_cells(found.houses[0]).contains(cell));
        }
        let text = sentence(&g, Technique::UnitForcingChain, &found);
        assert!(text.starts_with("Unit forcing chain: in "), "{text}");
    }

    #[test]
    fn places_that_force_nothing_in_common_prove_nothing() {
        let (g, cands) = open_pair();
        assert_eq!(find(&g, &cands), None);
    }

    #[test]
    fn sixteen_by_sixteen_pair() {
        let (g, cands) = crate::solve::forcing::tests::sixteen_pair();
        let found = find(&g, &cands).unwrap();
        // 1 of row 1 is in r1c1 or r1c2 (in r1c3 it leaves both cells 2):
        // both are in box 1, so 1 leaves the rest of the box.
        assert_eq!(removals(&g, &found), ["r2c1<>1"]);
    }

    #[test]
    fn sixteen_by_sixteen_triple_spread_over_three_boxes() {
        let (g, cands) = crate::solve::forcing::tests::sixteen_triple();
        assert_eq!(find(&g, &cands), None);
    }
}
