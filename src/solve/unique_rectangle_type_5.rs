//! Unique rectangle type 5: a [unique rectangle](super::unique_rectangle)
//! with one corner holding exactly {a, b} and the other three {a, b, c},
//! the same extra digit c. If none of the three were c, the four could
//! end up holding only a and b: the deadly pattern a puzzle with one
//! solution cannot reach. So one of them is c, and c leaves every cell
//! that sees all three. (Two corners with c on one side are type 2, found
//! first; two on a diagonal see no cell in common but the other corners.)
//!
//! Rectangles in the order of [`rectangles`]. Works on every board size.
//!
//! Pattern: `digits` = [a, b, c], `cells` = the corner with {a, b}, then
//! the three with c, in board order.

use super::unique_rectangle::{deadly, rectangles};
use super::Elimination;
use crate::candidates::Candidates;
use crate::geometry::{Cell, Geometry};
use crate::step::Narrator;

pub fn find(geometry: &Geometry, candidates: &Candidates) -> Option<Elimination> {
    rectangles(geometry, candidates).into_iter().find_map(|r| {
        let pair = r.pair();
        let (floor, roof): (Vec<Cell>, Vec<Cell>) =
            r.corners.iter().partition(|&&c| candidates.get(c) == pair);
        let [floor] = floor[..] else {
            return None;
        };
        let extra = candidates.get(roof[0]).difference(pair);
        let c = extra.only()?;
        if roof
            .iter()
            .any(|&corner| candidates.get(corner).difference(pair) != extra)
        {
            return None;
        }
        let targets = geometry.peers(roof[0]).iter().copied().filter(|&t| {
            !r.corners.contains(&t) && roof.iter().all(|&corner| geometry.sees(t, corner))
        });
        let removals = Elimination::removals_of(candidates, c, targets);
        (!removals.is_empty()).then(|| Elimination {
            removals,
            digits: vec![r.digits[0], r.digits[1], c],
            cells: [&[floor], &roof[..]].concat(),
            ..Elimination::default()
        })
    })
}

/// `r1c1 is 3 or 7, and r1c5, r3c1 and r3c5 are each 3, 7 or 9, the corners
/// of a rectangle over two boxes; if none of r1c5, r3c1 and r3c5 were 9,
/// the four could swap their 3s and 7s, …, so one of them is 9: 9 is
/// removed from r3c4 and r3c6`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    let [a, b, c] = found.digits[..] else {
        return n.removals(&found.removals);
    };
    let (da, db, dc) = (n.digit(a), n.digit(b), n.digit(c));
    let roof = n.cells(&found.cells[1..]);
    format!(
        "{} is {da} or {db}, and {roof} are each {da}, {db} or {dc}, the corners of a \
         rectangle over two boxes; if none of {roof} were {dc}, {}, so one of them is \
         {dc}: {}",
        n.cell(found.cells[0]),
        deadly(n, a, b),
        n.removals(&found.removals)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{candidate_grid, names, removals, sentence};
    use crate::solve::Technique;

    /// A 9x9 grid of `*` with the given cells replaced.
    fn grid(cells: &[((usize, usize), &str)]) -> String {
        let rows: Vec<String> = (1..=9)
            .map(|row| {
                let cells: Vec<&str> = (1..=9)
                    .map(|col| {
                        let here = cells.iter().find(|(at, _)| *at == (row, col));
                        here.map_or("*", |(_, c)| c)
                    })
                    .collect();
                cells.join(" ")
            })
            .collect();
        rows.join("\n")
    }

    #[test]
    fn three_corners_with_the_same_extra_digit() {
        // r1c1 {3,7}; r1c5, r3c1, r3c5 {3,7,9}. Boxes 1 and 2 hold the
        // rectangle; r3c4 and r3c6 see r3c1 (row), r3c5 (row) and r1c5
        // (box 2).
        let (g, cands) = candidate_grid(
            9,
            &grid(&[
                ((1, 1), "37"),
                ((1, 5), "379"),
                ((3, 1), "379"),
                ((3, 5), "379"),
            ]),
        );
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r3c4<>9", "r3c6<>9"]);
        assert_eq!(names(&g, &found.cells), ["r1c1", "r1c5", "r3c1", "r3c5"]);
        assert_eq!(
            sentence(&g, Technique::UniqueRectangleType5, &found),
            "Unique rectangle type 5: r1c1 is 3 or 7, and r1c5, r3c1 and r3c5 are each 3, \
             7 or 9, the corners of a rectangle over two boxes; if none of r1c5, r3c1 and \
             r3c5 were 9, the four could swap their 3s and 7s, a second solution, which a \
             puzzle with one solution cannot have, so one of them is 9: 9 is removed from \
             r3c4 and r3c6"
        );
    }

    #[test]
    fn the_extra_digits_must_agree() {
        let (g, cands) = candidate_grid(
            9,
            &grid(&[
                ((1, 1), "37"),
                ((1, 5), "379"),
                ((3, 1), "379"),
                ((3, 5), "378"),
            ]),
        );
        assert_eq!(find(&g, &cands), None);
    }
}
