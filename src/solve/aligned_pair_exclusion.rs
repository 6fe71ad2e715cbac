//! Aligned pair exclusion: two empty cells of a house, and the digits each
//! could take. A pair of digits for them is ruled out when they would
//! share a digit (they see each other), or when some almost locked set
//! whose every cell sees both of them holds both digits: with those two
//! gone from it, its n cells would keep n - 1 digits between them (a cell
//! with two candidates is the smallest such set). A candidate of one cell
//! that leaves the other no digit is false.
//!
//! Pairs of cells in house order (boxes, rows, columns), cells of at most
//! [`MAX_CANDIDATES`] candidates; the sets that rule pairs out have at
//! most [`MAX_SET`] cells.
//!
//! Pattern: `cells` = [the cell that loses a candidate, the other cell],
//! `digits` = [its candidate, then each candidate of the other cell],
//! `houses` = [their house], `links` = for each digit of the other cell
//! ruled out by a set, one weak link from the set (a group of its cells,
//! on that digit) to the digit in the other cell.

use super::als::AlmostLockedSets;
use super::StateCache;
use super::{houses_for_scanning, Elimination};
use crate::candidates::{Candidates, Removal};
use crate::geometry::Cell;
use crate::step::{Link, Narrator, Node};

/// Candidates at most in each cell of the pair: more, and a person would
/// not weigh every pair of digits.
const MAX_CANDIDATES: usize = 4;

/// Cells at most in a set that rules out a pair of digits.
const MAX_SET: usize = 4;

pub fn find(cache: &StateCache) -> Option<Elimination> {
    let (geometry, candidates, sets) = (cache.geometry(), cache.candidates(), cache.sets());
    let words = geometry.cell_count().div_ceil(64);
    // Each small set with the cells that see all of its cells, as a
    // bitset: a pair of cells both in it can use the set.
    let small: Vec<(usize, Vec<u64>)> = (0..sets.len())
        .filter(|&i| sets.cells(i).len() <= MAX_SET)
        .map(|i| {
            let region = (0..words)
                .map(|k| {
                    (sets.cells(i).iter()).fold(u64::MAX, |w, &c| w & geometry.peer_word(c, k))
                })
                .collect();
            (i, region)
        })
        .collect();
    let inside = |region: &[u64], c: Cell| region[c.index() / 64] >> (c.index() % 64) & 1 != 0;
    let open = |c: &Cell| {
        let n = candidates.get(*c).len();
        (2..=MAX_CANDIDATES).contains(&n)
    };
    for (house, cells) in houses_for_scanning(geometry) {
        let cells: Vec<Cell> = cells.iter().copied().filter(open).collect();
        for (i, &a) in cells.iter().enumerate() {
            for &b in &cells[i + 1..] {
                // The sets whose every cell sees both cells (so neither
                // is one of them).
                let excluders: Vec<usize> = (small.iter())
                    .filter(|(_, region)| inside(region, a) && inside(region, b))
                    .map(|(s, _)| *s)
                    .collect();
                if excluders.is_empty() {
                    continue;
                }
                for (cell, other) in [(a, b), (b, a)] {
                    if let Some(found) = exclude(candidates, sets, &excluders, cell, other) {
                        return Some(Elimination {
                            houses: vec![house],
                            ..found
                        });
                    }
                }
            }
        }
    }
    None
}

/// The first candidate of `cell` that leaves `other` (a cell of its
/// house) no digit, with why.
fn exclude(
    candidates: &Candidates,
    sets: &AlmostLockedSets,
    excluders: &[usize],
    cell: Cell,
    other: Cell,
) -> Option<Elimination> {
    'candidate: for x in candidates.get(cell) {
        let mut links = Vec::new();
        for y in candidates.get(other) {
            if y == x {
                continue;
            }
            let ruling = (excluders.iter()).find(|&&s| {
                let digits = sets.get(s).digits;
                digits.contains(x) && digits.contains(y)
            });
            let Some(&set) = ruling else {
                continue 'candidate;
            };
            let group = sets.cells(set).to_vec();
            let from = match group.as_slice() {
                [only] => Node::single(*only, y),
                _ => Node {
                    cell: group[0],
                    digit: y,
                    group,
                },
            };
            links.push(Link {
                from,
                to: Node::single(other, y),
                strong: false,
                set: Vec::new(),
            });
        }
        let mut digits = vec![x];
        digits.extend(candidates.get(other));
        return Some(Elimination {
            removals: vec![Removal { cell, digit: x }],
            digits,
            cells: vec![cell, other],
            links,
            ..Elimination::default()
        });
    }
    None
}

/// `r1c1 and r1c5 share row 1. If r1c1 were 3, r1c5 could be neither 3
/// (the same row) nor 6 (r3c3, which sees both, would have no candidate
/// left): 3 is removed from r1c1`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    let (cell, other) = (found.cells[0], found.cells[1]);
    let x = found.digits[0];
    let house = found
        .houses
        .first()
        .map(ToString::to_string)
        .unwrap_or_default();
    let reasons: Vec<String> = (found.digits[1..].iter())
        .map(|&y| {
            let why = if y == x {
                format!("the same {}", house.split(' ').next().unwrap_or_default())
            } else {
                match found.links.iter().find(|l| l.to.digit == y) {
                    Some(link) => match link.from.cells() {
                        [one] => format!(
                            "{}, which sees both, would have no candidate left",
                            n.cell(*one)
                        ),
                        many => format!(
                            "{}, which see both, would keep one digit too few",
                            n.cells(many)
                        ),
                    },
                    None => String::new(),
                }
            };
            format!("{} ({why})", n.digit(y))
        })
        .collect();
    let nor = match reasons.as_slice() {
        [only] => format!("not {only}"),
        [rest @ .., last] => format!("neither {} nor {last}", rest.join(", ")),
        [] => String::new(),
    };
    format!(
        "{} and {} share {house}. If {} were {}, {} could be {nor}: {}",
        n.cell(cell),
        n.cell(other),
        n.cell(cell),
        n.digit(x),
        n.cell(other),
        n.removals(&found.removals)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{candidate_grid, removals, sentence};
    use crate::solve::Technique;

    #[test]
    fn an_almost_locked_set_seeing_both_rules_a_pair_out() {
        // r1c1 {3,6,8} and r2c2 {3,6} share box 1, and so do r3c1 {3,9}
        // and r3c3 {6,9}, an almost locked set that sees both.
        let (g, cands) = candidate_grid(
            9,
            "368 * * | * * * | * * *
             * 36 * | * * * | * * *
             39 * 69 | * * * | * * *
             ------+-------+------
             * * * | * * * | * * *
             * * * | * * * | * * *
             * * * | * * * | * * *
             ------+-------+------
             * * * | * * * | * * *
             * * * | * * * | * * *
             * * * | * * * | * * *",
        );
        let found = find(&StateCache::new(&g, &cands)).unwrap();
        assert_eq!(removals(&g, &found), ["r1c1<>3"]);
        assert_eq!(
            sentence(&g, Technique::AlignedPairExclusion, &found),
            "Aligned pair exclusion: r1c1 and r2c2 share box 1. If r1c1 were 3, r2c2 could be \
             neither 3 (the same box) nor 6 (r3c1 and r3c3, which see both, would keep one \
             digit too few): 3 is removed from r1c1"
        );
        assert_eq!(found.links.len(), 1);
        assert_eq!(found.links[0].from.group.len(), 2);
    }

    #[test]
    fn without_a_set_seeing_both_nothing_is_ruled_out() {
        // r3c3 {6,9} alone sees both; it rules out 6 and 9 together only.
        let (g, cands) = candidate_grid(
            9,
            "368 * * | * * * | * * *
             * 36 * | * * * | * * *
             * * 69 | * * * | * * *
             ------+-------+------
             * * * | * * * | * * *
             * * * | * * * | * * *
             * * * | * * * | * * *
             ------+-------+------
             * * * | * * * | * * *
             * * * | * * * | * * *
             * * * | * * * | * * *",
        );
        assert_eq!(find(&StateCache::new(&g, &cands)), None);
    }
}
