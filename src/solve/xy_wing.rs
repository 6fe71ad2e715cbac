//! XY-Wing: a pivot cell with exactly two candidates {x, y}, and two
//! pincer cells, each seeing the pivot, with candidates exactly {x, z} and
//! {y, z} (z neither x nor y). If the pivot is x, the first pincer is z; if
//! it is y, the second is: one of the pincers is z, and z leaves every cell
//! that sees both pincers. The pincers may see each other.
//!
//! Pivots are tried in board order, first pincers in the order of the
//! pivot's peers.
//!
//! Pattern: `digits` = [x, y, z], `cells` = [pivot, pincer {x, z}, pincer
//! {y, z}], no houses, `links` = the chain pincer(z)=pincer(x) −
//! pivot(x)=pivot(y) − pincer(y)=pincer(z): strong links inside the three
//! cells, weak links between them.

use super::strong_links::{link, link_within};
use super::Elimination;
use crate::candidates::Candidates;
use crate::digits::DigitSet;
use crate::geometry::Geometry;
use crate::step::Narrator;

pub fn find(geometry: &Geometry, candidates: &Candidates) -> Option<Elimination> {
    for pivot in geometry.cells() {
        let xy = candidates.get(pivot);
        if xy.len() != 2 {
            continue;
        }
        for &first in geometry.peers(pivot) {
            let xz = candidates.get(first);
            let (Some(x), Some(z)) = (xz.intersection(xy).only(), xz.difference(xy).only()) else {
                continue;
            };
            let Some(y) = xy.difference(xz).only() else {
                continue;
            };
            let yz: DigitSet = [y, z].into_iter().collect();
            for &second in geometry.peers(pivot) {
                if candidates.get(second) != yz {
                    continue;
                }
                let cells = [pivot, first, second];
                let targets = geometry.peers(first).iter().copied().filter(|&t| {
                    candidates.get(t).contains(z) && geometry.sees(t, second) && !cells.contains(&t)
                });
                let removals = Elimination::removals_of(candidates, z, targets);
                if !removals.is_empty() {
                    return Some(Elimination {
                        removals,
                        digits: vec![x, y, z],
                        cells: cells.to_vec(),
                        links: vec![
                            link_within(first, z, x, true),
                            link(first, pivot, x, false),
                            link_within(pivot, x, y, true),
                            link(pivot, second, y, false),
                            link_within(second, y, z, true),
                        ],
                        ..Elimination::default()
                    });
                }
            }
        }
    }
    None
}

/// `r5c5 is 7 or 3: if 7, r2c5 (7 or 9) is 9, and if 3, r5c1 (3 or 9) is 9,
/// so r2c5 or r5c1 is 9: 9 is removed from r2c1`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    let [x, y, z] = [found.digits[0], found.digits[1], found.digits[2]].map(|d| n.digit(d));
    let [pivot, first, second] =
        [found.cells[0], found.cells[1], found.cells[2]].map(|c| n.cell(c));
    format!(
        "{pivot} is {x} or {y}: if {x}, {first} ({x} or {z}) is {z}, and if {y}, \
         {second} ({y} or {z}) is {z}, so {first} or {second} is {z}: {}",
        n.removals(&found.removals)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{candidate_grid, names, removals, sentence};
    use crate::solve::Technique;

    #[test]
    fn pincers_in_a_row_and_a_column() {
        // Pivot r5c5 {3,7}, pincers r2c5 {7,9} (column 5) and r5c1 {3,9}
        // (row 5): r2c1 sees both pincers.
        let (g, cands) = candidate_grid(
            9,
            "* * * | * *  * | * * *
             * * * | * 79 * | * * *
             * * * | * *  * | * * *
             ------+--------+------
             * * * | * *  * | * * *
             39 * * | * 37 * | * * *
             * * * | * *  * | * * *
             ------+--------+------
             * * * | * *  * | * * *
             * * * | * *  * | * * *
             * * * | * *  * | * * *",
        );
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r2c1<>9"]);
        assert_eq!(names(&g, &found.cells), ["r5c5", "r2c5", "r5c1"]);
        assert_eq!(
            sentence(&g, Technique::XyWing, &found),
            "XY-Wing: r5c5 is 7 or 3: if 7, r2c5 (7 or 9) is 9, and if 3, r5c1 \
             (3 or 9) is 9, so r2c5 or r5c1 is 9: 9 is removed from r2c1"
        );
        assert_eq!(found.links.len(), 5);
        assert_eq!(
            found.links.iter().map(|l| l.strong).collect::<Vec<_>>(),
            [true, false, true, false, true]
        );
    }

    #[test]
    fn six_by_six_pincers_through_the_boxes() {
        // Boxes 3 wide, 2 tall. Pivot r1c2 {1,2}, pincers r1c5 {1,4} (row 1)
        // and r2c1 {2,4} (box 1): the cells seeing both pincers are the rest
        // of row 1 in box 1 and of row 2 in box 2.
        let (g, cands) = candidate_grid(
            6,
            "*  12 * | * 14 *
             24 *  * | * *  *
             --------+-------
             *  *  * | * *  *
             *  *  * | * *  *
             --------+-------
             *  *  * | * *  *
             *  *  * | * *  *",
        );
        let found = find(&g, &cands).unwrap();
        assert_eq!(
            removals(&g, &found),
            ["r1c1<>4", "r1c3<>4", "r2c4<>4", "r2c5<>4", "r2c6<>4"]
        );
        assert_eq!(
            sentence(&g, Technique::XyWing, &found),
            "XY-Wing: r1c2 is 1 or 2: if 1, r1c5 (1 or 4) is 4, and if 2, r2c1 \
             (2 or 4) is 4, so r1c5 or r2c1 is 4: 4 is removed from r1c1, r1c3, \
             r2c4, r2c5 and r2c6"
        );
    }

    #[test]
    fn pincers_must_share_their_third_digit() {
        // r2c5 {7,8} and r5c1 {3,9}: no common z.
        let (g, cands) = candidate_grid(
            9,
            "* * * | * *  * | * * *
             * * * | * 78 * | * * *
             * * * | * *  * | * * *
             ------+--------+------
             * * * | * *  * | * * *
             39 * * | * 37 * | * * *
             * * * | * *  * | * * *
             ------+--------+------
             * * * | * *  * | * * *
             * * * | * *  * | * * *
             * * * | * *  * | * * *",
        );
        assert_eq!(find(&g, &cands), None);
    }
}
