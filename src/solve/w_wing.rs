//! W-Wing: two cells with exactly the candidates {x, y}, not seeing each
//! other, and a strong link on x (a house where x has exactly two cells)
//! whose one end sees the first cell and whose other end sees the second.
//! One of the ends is x, so the cell it sees is not x: the two cells are
//! not both x, so one of them is y, and y leaves every cell that sees both.
//! (An end that sees a cell cannot be either cell: neither sees the other.)
//!
//! Pairs of cells are tried in board order, then x before y in digit
//! order, then the strong links on x as
//! [`strong_links`](super::strong_links::strong_links) lists them (rows,
//! columns, boxes).
//!
//! Pattern: `digits` = [x, y], `cells` = [first cell, the end seeing it,
//! the other end, second cell] in chain order, `houses` = [the house of the
//! strong link], `links` = the chain first(y)=first(x) − end(x)=end(x) −
//! second(x)=second(y).

use super::strong_links::{link, link_within, pair, strong_links, Places};
use super::Elimination;
use crate::candidates::Candidates;
use crate::geometry::{Cell, Geometry};
use crate::step::Narrator;

pub fn find(geometry: &Geometry, candidates: &Candidates) -> Option<Elimination> {
    let pairs: Vec<Cell> = geometry
        .cells()
        .filter(|&c| candidates.get(c).len() == 2)
        .collect();
    let mut places = None;
    let mut links = Vec::new();
    for (i, &first) in pairs.iter().enumerate() {
        let set = candidates.get(first);
        for &second in &pairs[i + 1..] {
            if candidates.get(second) != set || geometry.sees(first, second) {
                continue;
            }
            let (Some(low), Some(high)) = (set.first(), set.iter().nth(1)) else {
                continue;
            };
            for (x, y) in [(low, high), (high, low)] {
                let targets = geometry
                    .peers(first)
                    .iter()
                    .copied()
                    .filter(|&t| candidates.get(t).contains(y) && geometry.sees(t, second));
                let removals = Elimination::removals_of(candidates, y, targets);
                if removals.is_empty() {
                    continue;
                }
                let places = places.get_or_insert_with(|| Places::new(geometry, candidates));
                strong_links(geometry, places, x, &mut links);
                let ends = links.iter().find_map(|l| {
                    l.orientations().into_iter().find_map(|(near, far)| {
                        (geometry.sees(near.cell, first) && geometry.sees(far.cell, second))
                            .then_some((l.house, near.cell, far.cell))
                    })
                });
                if let Some((house, near, far)) = ends {
                    return Some(Elimination {
                        removals,
                        digits: vec![x, y],
                        cells: vec![first, near, far, second],
                        houses: vec![house],
                        links: vec![
                            link_within(first, y, x, true),
                            link(first, near, x, false),
                            link(near, far, x, true),
                            link(far, second, x, false),
                            link_within(second, x, y, true),
                        ],
                        ..Elimination::default()
                    });
                }
            }
        }
    }
    None
}

/// `r2c1 and r8c6 are each 3 or 9; in column 4, 3 is only in r2c4, which
/// sees r2c1, and r8c4, which sees r8c6, so r2c1 and r8c6 are not both 3,
/// and one of them is 9: 9 is removed from r2c6 and r8c1`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    let (x, y) = (found.digits[0], found.digits[1]);
    let [low, high] = [x.min(y), x.max(y)].map(|d| n.digit(d));
    let [x, y] = [x, y].map(|d| n.digit(d));
    let [first, near, far, second] = [
        found.cells[0],
        found.cells[1],
        found.cells[2],
        found.cells[3],
    ]
    .map(|c| n.cell(c));
    format!(
        "{} are each {low} or {high}; in {}, {x} is only in {near}, which sees {first}, \
         and {far}, which sees {second}, so {first} and {second} are not both {x}, and \
         one of them is {y}: {}",
        pair(n, found.cells[0], found.cells[3]),
        found.houses[0],
        n.removals(&found.removals)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{candidate_grid, names, removals, sentence};
    use crate::solve::Technique;

    /// r2c1 {3,9}, `second` {3,9}; column 4 holds 3 only in r2c4 and the
    /// row `end` (1-based).
    fn grid(second: (usize, usize), end: usize) -> String {
        let mut text = String::new();
        for row in 1..=9 {
            for col in 1..=9 {
                let cell = if (row, col) == (2, 1) || (row, col) == second {
                    "39"
                } else if col == 4 && row != 2 && row != end {
                    "12456789"
                } else {
                    "*"
                };
                text.push_str(cell);
                text.push(' ');
            }
            text.push('\n');
        }
        text
    }

    #[test]
    fn a_column_link_joins_the_pair() {
        let (g, cands) = candidate_grid(9, &grid((8, 6), 8));
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r2c6<>9", "r8c1<>9"]);
        assert_eq!(names(&g, &found.cells), ["r2c1", "r2c4", "r8c4", "r8c6"]);
        assert_eq!(
            sentence(&g, Technique::WWing, &found),
            "W-Wing: r2c1 and r8c6 are each 3 or 9; in column 4, 3 is only in r2c4, \
             which sees r2c1, and r8c4, which sees r8c6, so r2c1 and r8c6 are not \
             both 3, and one of them is 9: 9 is removed from r2c6 and r8c1"
        );
    }

    #[test]
    fn the_link_must_reach_both_cells() {
        // Column 4's other 3 is r5c4, which does not see r8c6.
        let (g, cands) = candidate_grid(9, &grid((8, 6), 5));
        assert_eq!(find(&g, &cands), None);
    }

    #[test]
    fn cells_that_see_each_other_are_no_w_wing() {
        // r2c1 and r8c1 share column 1: a naked pair, not a W-Wing.
        let (g, cands) = candidate_grid(9, &grid((8, 1), 8));
        assert_eq!(find(&g, &cands), None);
    }

    #[test]
    fn six_by_six_box_link() {
        // Boxes 3 wide, 2 tall. r1c1 and r4c6 are {1,2}; box 3 holds 1 only
        // in r3c1 (sees r1c1) and r4c2 (sees r4c6).
        let (g, cands) = candidate_grid(
            6,
            "12    *     *     | * * *
             *     *     *     | * * *
             ------------------+------
             *     23456 23456 | * * *
             23456 *     23456 | * * 12
             ------------------+------
             *     *     *     | * * *
             *     *     *     | * * *",
        );
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r1c6<>2", "r4c1<>2"]);
        assert_eq!(
            sentence(&g, Technique::WWing, &found),
            "W-Wing: r1c1 and r4c6 are each 1 or 2; in box 3, 1 is only in r3c1, \
             which sees r1c1, and r4c2, which sees r4c6, so r1c1 and r4c6 are not \
             both 1, and one of them is 2: 2 is removed from r1c6 and r4c1"
        );
    }
}
