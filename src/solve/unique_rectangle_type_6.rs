//! Unique rectangle type 6: a [unique rectangle](super::unique_rectangle)
//! whose two corners on one diagonal hold exactly {a, b}, while in both of
//! its rows (or both of its columns) one of the digits, x, has no place but
//! the rectangle's corners. Were one of the other corners x, its row (or
//! column) would put the floor corner beside it on the other digit, the
//! corner across its column (or row) too, and x in the last corner: the
//! four would hold only a and b, the deadly pattern a puzzle with one
//! solution cannot reach. So x leaves both of the other corners.
//!
//! Rectangles in the order of [`rectangles`], rows before columns, a before
//! b. Works on every board size.
//!
//! Pattern: `digits` = [a, b], x first; `cells` = the diagonal with {a, b},
//! then the other, in board order; `houses` = the two lines; `links` = the
//! strong links on x between the corners in each line.

use super::strong_links::link;
use super::unique_rectangle::{deadly, rectangles};
use super::{cells_with, Elimination};
use crate::candidates::{Candidates, Removal};
use crate::geometry::{Cell, Geometry, House, HouseKind};
use crate::step::Narrator;

pub fn find(geometry: &Geometry, candidates: &Candidates) -> Option<Elimination> {
    rectangles(geometry, candidates).into_iter().find_map(|r| {
        let pair = r.pair();
        let [tl, tr, bl, br] = r.corners;
        let exact = |c: Cell| candidates.get(c) == pair;
        let (floor, roof) = if exact(tl) && exact(br) && !exact(tr) && !exact(bl) {
            ([tl, br], [tr, bl])
        } else if exact(tr) && exact(bl) && !exact(tl) && !exact(br) {
            ([tr, bl], [tl, br])
        } else {
            return None;
        };
        let line = |kind: HouseKind, cell: Cell| House {
            kind,
            index: if kind == HouseKind::Row {
                geometry.row(cell)
            } else {
                geometry.col(cell)
            } as u8,
        };
        for kind in [HouseKind::Row, HouseKind::Column] {
            // The two lines of that kind, each with its two corners.
            let lines = if kind == HouseKind::Row {
                [(line(kind, tl), [tl, tr]), (line(kind, bl), [bl, br])]
            } else {
                [(line(kind, tl), [tl, bl]), (line(kind, tr), [tr, br])]
            };
            for x in r.digits {
                let only_corners = lines.iter().all(|(house, ends)| {
                    let places = cells_with(geometry, candidates, *house, x);
                    places.len() == 2 && places.iter().all(|c| ends.contains(c))
                });
                if !only_corners {
                    continue;
                }
                let other = if x == r.digits[0] {
                    r.digits[1]
                } else {
                    r.digits[0]
                };
                return Some(Elimination {
                    removals: roof
                        .iter()
                        .map(|&cell| Removal { cell, digit: x })
                        .collect(),
                    digits: vec![x, other],
                    cells: [floor, roof].concat(),
                    houses: lines.iter().map(|(house, _)| *house).collect(),
                    links: lines
                        .iter()
                        .map(|(_, [one, two])| link(*one, *two, x, true))
                        .collect(),
                    ..Elimination::default()
                });
            }
        }
        None
    })
}

/// `r1c1 and r3c5 are each 3 or 7, and with r1c5 and r3c1 they are the
/// corners of a rectangle over two boxes; in rows 1 and 3, 3 is only in
/// the corners, so were r1c5 or r3c1 3, …: 3 is removed from r1c5 and
/// r3c1`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    let (&[x, other], &[f1, f2, r1, r2]) = (&found.digits[..], &found.cells[..]) else {
        return n.removals(&found.removals);
    };
    let (dx, dother) = (n.digit(x), n.digit(other));
    let (a, b) = (x.min(other), x.max(other));
    format!(
        "{} are each {} or {}, and with {} they are the corners of a rectangle over two \
         boxes; in {}, {dx} is only in the corners, so were {} or {} {dx}, the other would \
         be {dx} too and {} both {dother}: {}: {}",
        n.cells(&[f1, f2]),
        n.digit(a),
        n.digit(b),
        n.cells(&[r1, r2]),
        n.houses(&found.houses),
        n.cell(r1),
        n.cell(r2),
        n.cells(&[f1, f2]),
        deadly(n, a, b),
        n.removals(&found.removals)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{candidate_grid, names, removals, sentence};
    use crate::solve::Technique;

    /// A 9x9 grid: the given cells, `*` elsewhere but in rows 1 and 3,
    /// whose other cells lack 3.
    fn grid(cells: &[((usize, usize), &str)], lines_without_3: bool) -> String {
        let rows: Vec<String> = (1..=9)
            .map(|row| {
                let cells: Vec<&str> = (1..=9)
                    .map(|col| match cells.iter().find(|(at, _)| *at == (row, col)) {
                        Some((_, c)) => *c,
                        None if lines_without_3 && (row == 1 || row == 3) => "12456789",
                        None => "*",
                    })
                    .collect();
                cells.join(" ")
            })
            .collect();
        rows.join("\n")
    }

    const CORNERS: [((usize, usize), &str); 4] = [
        ((1, 1), "37"),
        ((1, 5), "379"),
        ((3, 1), "137"),
        ((3, 5), "37"),
    ];

    #[test]
    fn x_only_in_the_corners_of_both_rows_leaves_the_other_diagonal() {
        let (g, cands) = candidate_grid(9, &grid(&CORNERS, true));
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r1c5<>3", "r3c1<>3"]);
        assert_eq!(names(&g, &found.cells), ["r1c1", "r3c5", "r1c5", "r3c1"]);
        assert_eq!(found.links.len(), 2);
        assert_eq!(
            sentence(&g, Technique::UniqueRectangleType6, &found),
            "Unique rectangle type 6: r1c1 and r3c5 are each 3 or 7, and with r1c5 and \
             r3c1 they are the corners of a rectangle over two boxes; in rows 1 and 3, 3 is \
             only in the corners, so were r1c5 or r3c1 3, the other would be 3 too and r1c1 \
             and r3c5 both 7: the four could swap their 3s and 7s, a second solution, which \
             a puzzle with one solution cannot have: 3 is removed from r1c5 and r3c1"
        );
    }

    #[test]
    fn a_third_place_in_a_row_breaks_it() {
        let (g, cands) = candidate_grid(9, &grid(&CORNERS, false));
        assert_eq!(find(&g, &cands), None);
    }
}
