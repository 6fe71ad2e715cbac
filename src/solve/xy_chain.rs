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
