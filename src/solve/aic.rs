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
