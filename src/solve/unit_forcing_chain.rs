//! Unit forcing chain: a digit a house lacks is in one of its places
//! there. Follow each place through singles (see
//! [`forcing`](super::forcing)): what all the possible ones force is
//! true, and when all but one lead to a contradiction, the digit goes in
//! that one.
//!
//! Digits with two places first, then three, and so on; houses in scanning
//! order (boxes, rows, columns), digits in order.
//!
//! Pattern: `cells` = the places, the possible ones first, `digits` = [the digit], `houses` = [the
//! house], `links` = a chain from each place to the conclusion (the
//! possible ones first), then from each impossible one to its
//! contradiction.

use super::forcing::{self, Fact};
use super::{cells_with, geometry_digits, houses_for_scanning, Elimination};
use crate::candidates::Candidates;
use crate::geometry::Geometry;
use crate::step::Narrator;

pub fn find(geometry: &Geometry, candidates: &Candidates) -> Option<Elimination> {
    for size in 2..=geometry.side() {
        for house in houses_for_scanning(geometry) {
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
                if let Some(mut found) = forcing::conclude(geometry, candidates, &assumptions) {
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
