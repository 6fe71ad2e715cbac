//! XYZ-Wing: a pivot cell with exactly three candidates {x, y, z}, and two
//! pincer cells, each seeing the pivot, with candidates exactly {x, z} and
//! {y, z}. If the pivot is x, the first pincer is z; if y, the second is;
//! else the pivot is z itself: one of the three cells is z, and z leaves
//! every cell that sees all three.
//!
//! Pivots are tried in board order, first pincers in the order of the
//! pivot's peers.
//!
//! Pattern: `digits` = [x, y, z], `cells` = [pivot, pincer {x, z}, pincer
//! {y, z}], no houses, `links` = [pincer(z)=pincer(x) strong,
//! pincer(x)−pivot(x) weak, pivot(y)−pincer(y) weak, pincer(y)=pincer(z)
//! strong]: not one chain, as the pivot has three candidates.

use super::strong_links::{link, link_within};
use super::Elimination;
use crate::candidates::Candidates;
use crate::geometry::Geometry;
use crate::sort;
use crate::step::Narrator;

pub fn find(geometry: &Geometry, candidates: &Candidates) -> Option<Elimination> {
    for pivot in geometry.cells() {
        let xyz = candidates.get(pivot);
        if xyz.len() != 3 {
            continue;
        }
        for &first in geometry.peers(pivot) {
            let xz = candidates.get(first);
            if xz.len() != 2 || !xz.difference(xyz).is_empty() {
                continue;
            }
            for &second in geometry.peers(pivot) {
                let yz = candidates.get(second);
                if yz.len() != 2 || !yz.difference(xyz).is_empty() || yz == xz {
                    continue;
                }
                // Two different pairs within three digits share exactly one.
                let (Some(z), Some(x), Some(y)) = (
                    xz.intersection(yz).only(),
                    xz.difference(yz).only(),
                    yz.difference(xz).only(),
                ) else {
                    continue;
                };
                let cells = [pivot, first, second];
                let targets = geometry.peers(pivot).iter().copied().filter(|&t| {
                    candidates.get(t).contains(z)
                        && geometry.sees(t, first)
                        && geometry.sees(t, second)
                        && !cells.contains(&t)
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

/// `r5c5 is 3, 7 or 9: if 7, r4c6 (7 or 9) is 9, and if 3, r5c1 (3 or 9)
/// is 9, so r5c5, r4c6 or r5c1 is 9: 9 is removed from r5c4 and r5c6`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    let mut sorted = [found.digits[0], found.digits[1], found.digits[2]];
    sort::sort(&mut sorted);
    let [low, mid, high] = sorted.map(|d| n.digit(d));
    let [x, y, z] = [found.digits[0], found.digits[1], found.digits[2]].map(|d| n.digit(d));
    let [pivot, first, second] =
        [found.cells[0], found.cells[1], found.cells[2]].map(|c| n.cell(c));
    format!(
        "{pivot} is {low}, {mid} or {high}: if {x}, {first} ({x} or {z}) is {z}, and if \
         {y}, {second} ({y} or {z}) is {z}, so {pivot}, {first} or {second} is {z}: {}",
        n.removals(&found.removals)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{candidate_grid, names, removals, sentence};
    use crate::solve::Technique;

    /// Pivot r5c5 {3,7,9}, pincers r5c1 {3,9} (row 5) and `pincer` {7,9}.
    fn wing(r4c6: &str, r4c9: &str) -> String {
        format!(
            "* * * | * * * | * * *
             * * * | * * * | * * *
             * * * | * * * | * * *
             ------+-------+------
             * * * | * * {r4c6} | * * {r4c9}
             39 * * | * 379 * | * * *
             * * * | * * * | * * *
             ------+-------+------
             * * * | * * * | * * *
             * * * | * * * | * * *
             * * * | * * * | * * *"
        )
    }

    #[test]
    fn pincers_in_the_row_and_the_box() {
        let (g, cands) = candidate_grid(9, &wing("79", "*"));
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r5c4<>9", "r5c6<>9"]);
        assert_eq!(names(&g, &found.cells), ["r5c5", "r4c6", "r5c1"]);
        assert_eq!(
            sentence(&g, Technique::XyzWing, &found),
            "XYZ-Wing: r5c5 is 3, 7 or 9: if 7, r4c6 (7 or 9) is 9, and if 3, \
             r5c1 (3 or 9) is 9, so r5c5, r4c6 or r5c1 is 9: 9 is removed from \
             r5c4 and r5c6"
        );
    }

    #[test]
    fn a_pincer_must_see_the_pivot() {
        // r4c9 {7,9} is in another row, column and box than r5c5.
        let (g, cands) = candidate_grid(9, &wing("*", "79"));
        assert_eq!(find(&g, &cands), None);
    }

    #[test]
    fn sixteen_by_sixteen_wing() {
        // Boxes 4x4. Pivot r6c6 {1,A,G}, pincers r6c2 {1,G} (row 6) and
        // r7c7 {A,G} (box 6): the cells seeing all three are the rest of row
        // 6 in box 6.
        let mut text = String::new();
        for row in 0..16 {
            for col in 0..16 {
                text.push_str(match (row, col) {
                    (5, 5) => "1AG ",
                    (5, 1) => "1G ",
                    (6, 6) => "AG ",
                    _ => "* ",
                });
            }
            text.push('\n');
        }
        let (g, cands) = candidate_grid(16, &text);
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r6c5<>16", "r6c7<>16", "r6c8<>16"]);
        assert_eq!(
            sentence(&g, Technique::XyzWing, &found),
            "XYZ-Wing: r6c6 is 1, A or G: if 1, r6c2 (1 or G) is G, and if A, \
             r7c7 (A or G) is G, so r6c6, r6c2 or r7c7 is G: G is removed from \
             r6c5, r6c7 and r6c8"
        );
    }
}
