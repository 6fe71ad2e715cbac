//! Cell forcing chain: one of a cell's candidates is true. Follow each
//! through singles (see [`forcing`](super::forcing)): what all the
//! possible ones force is true, and when all but one lead to a
//! contradiction, that one is the cell's digit.
//!
//! Cells with two candidates first, then three, and so on, each kind in
//! board order.
//!
//! Pattern: `cells` = [the cell], `digits` = its candidates, the possible
//! ones first, `links` = a
//! chain from each candidate to the conclusion (the possible ones first),
//! then from each impossible one to its contradiction.

use super::forcing::{self, Fact};
use super::Elimination;
use crate::candidates::Candidates;
use crate::geometry::Geometry;
use crate::step::Narrator;

pub fn find(geometry: &Geometry, candidates: &Candidates) -> Option<Elimination> {
    for size in 2..=geometry.side() {
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
            if let Some(found) = forcing::conclude(geometry, candidates, &assumptions) {
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
