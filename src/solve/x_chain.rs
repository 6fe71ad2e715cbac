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

const RULES: Rules = Rules {
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
