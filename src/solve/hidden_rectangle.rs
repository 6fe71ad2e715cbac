//! Hidden rectangle: a [rectangle](super::unique_rectangle::rectangles) of
//! four empty cells in two rows, two columns and two boxes, all with the
//! candidates a and b, where one corner holds exactly {a, b}, and in both
//! the row and the column of the opposite corner, a has no place but the
//! rectangle's two corners there. If the opposite corner were b, a would
//! fill both its neighbours in the rectangle, the first corner (seeing
//! them) would be b, and the four would hold only a and b: the deadly
//! pattern a puzzle with one solution cannot have (see
//! [`unique_rectangle`](super::unique_rectangle)). So b leaves the opposite
//! corner.
//!
//! Rectangles are tried in their order, corners holding exactly {a, b} in
//! board order, a before b. Works on every board size.
//!
//! Pattern: `digits` = the rectangle's two digits, smaller first; `cells`
//! = [the corner holding exactly {a, b}, the corner in its row, the corner
//! in its column, the opposite corner]; `houses` = [the opposite corner's
//! row, its column]; `links` = the strong links on a from the opposite
//! corner along that row and that column.

use super::strong_links::link;
use super::unique_rectangle::{deadly, rectangles, Rectangle};
use super::{cells_with, Elimination};
use crate::candidates::Candidates;
use crate::geometry::{Geometry, HouseKind};
use crate::sort;
use crate::step::Narrator;

pub fn find(geometry: &Geometry, candidates: &Candidates) -> Option<Elimination> {
    for r in rectangles(geometry, candidates) {
        for (i, &corner) in r.corners.iter().enumerate() {
            if candidates.get(corner) != r.pair() {
                continue;
            }
            let opposite = r.corners[Rectangle::opposite(i)];
            // Corners are numbered 0 1 / 2 3: i ^ 1 shares i's row, i ^ 2
            // its column.
            let (in_row, in_col) = (r.corners[i ^ 1], r.corners[i ^ 2]);
            let [row, col] =
                [HouseKind::Row, HouseKind::Column].map(|k| geometry.house_of(opposite, k));
            for (a, b) in [(r.digits[0], r.digits[1]), (r.digits[1], r.digits[0])] {
                let along_row = cells_with(geometry, candidates, row, a);
                let along_col = cells_with(geometry, candidates, col, a);
                if along_row.len() != 2 || along_col.len() != 2 {
                    continue;
                }
                // The opposite corner's row holds it and the corner in the
                // first corner's column.
                if !along_row.contains(&in_col) || !along_col.contains(&in_row) {
                    continue;
                }
                return Some(Elimination {
                    removals: Elimination::removals_of(candidates, b, [opposite]),
                    digits: r.digits.to_vec(),
                    cells: vec![corner, in_row, in_col, opposite],
                    houses: vec![row, col],
                    links: vec![
                        link(opposite, in_col, a, true),
                        link(opposite, in_row, a, true),
                    ],
                    ..Elimination::default()
                });
            }
        }
    }
    None
}

/// `r1c1 is 3 or 7, and with r1c5, r3c1 and r3c5, which have 3 and 7 too,
/// it is a corner of a rectangle over two boxes; in row 3, 3 is only in
/// r3c1 and r3c5, and in column 5 only in r1c5 and r3c5; if r3c5 were 7,
/// r3c1 and r1c5 would be 3 and r1c1 would be 7, and the four could swap
/// their 3s and 7s, a second solution, which a puzzle with one solution
/// cannot have: 7 is removed from r3c5`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    let a = found.links[0].from.digit;
    let b = found.removals[0].digit;
    let (da, db) = (n.digit(a), n.digit(b));
    let [corner, in_row, in_col, opposite] = [
        found.cells[0],
        found.cells[1],
        found.cells[2],
        found.cells[3],
    ];
    let others = {
        let mut others = [in_row, in_col, opposite];
        sort::sort(&mut others);
        n.cells(&others)
    };
    let [corner, in_row, in_col, opposite] = [corner, in_row, in_col, opposite].map(|c| n.cell(c));
    format!(
        "{corner} is {low} or {high}, and with {others}, which have {low} and {high} too, \
         it is a corner of a rectangle over two boxes; in {}, {da} is only in {in_col} and \
         {opposite}, and in {} only in {in_row} and {opposite}; if {opposite} were {db}, \
         {in_col} and {in_row} would be {da} and {corner} would be {db}, and {}: {}",
        found.houses[0],
        found.houses[1],
        deadly(n, found.digits[0], found.digits[1]),
        n.removals(&found.removals),
        low = n.digit(found.digits[0]),
        high = n.digit(found.digits[1]),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{candidate_grid, names, removals, sentence};
    use crate::solve::Technique;

    /// r1c1 {3,7}, r1c5 {1,3,5,7}, r3c1 {3,7,8,9}, r3c5 {3,7,9}; 3 nowhere
    /// else in row 3 nor in column 5, except at `extra` (1-based).
    fn grid(extra: Option<(usize, usize)>) -> String {
        let mut text = String::new();
        for row in 1..=9 {
            for col in 1..=9 {
                let cell = match (row, col) {
                    (1, 1) => "37",
                    (1, 5) => "1357",
                    (3, 1) => "3789",
                    (3, 5) => "379",
                    at if Some(at) == extra => "*",
                    (3, _) | (_, 5) => "12456789",
                    _ => "*",
                };
                text.push_str(cell);
                text.push(' ');
            }
            text.push('\n');
        }
        text
    }

    #[test]
    fn strong_links_at_the_opposite_corner() {
        let (g, cands) = candidate_grid(9, &grid(None));
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r3c5<>7"]);
        assert_eq!(names(&g, &found.cells), ["r1c1", "r1c5", "r3c1", "r3c5"]);
        assert_eq!(found.links.len(), 2);
        assert_eq!(
            sentence(&g, Technique::HiddenRectangle, &found),
            "Hidden rectangle: r1c1 is 3 or 7, and with r1c5, r3c1 and r3c5, which have \
             3 and 7 too, it is a corner of a rectangle over two boxes; in row 3, 3 is \
             only in r3c1 and r3c5, and in column 5 only in r1c5 and r3c5; if r3c5 were \
             7, r3c1 and r1c5 would be 3 and r1c1 would be 7, and the four could swap \
             their 3s and 7s, a second solution, which a puzzle with one solution cannot \
             have: 7 is removed from r3c5"
        );
    }

    #[test]
    fn both_lines_need_the_strong_link() {
        // A third 3 in column 5.
        let (g, cands) = candidate_grid(9, &grid(Some((6, 5))));
        assert_eq!(find(&g, &cands), None);
        // A third 3 in row 3.
        let (g, cands) = candidate_grid(9, &grid(Some((3, 8))));
        assert_eq!(find(&g, &cands), None);
    }

    #[test]
    fn six_by_six_rectangle_over_two_boxes() {
        // Boxes 3 wide, 2 tall. r3c2 {1,5}; row 4 has 1 only in r4c2 and
        // r4c5, column 5 only in r3c5 and r4c5: 5 leaves r4c5.
        let (g, cands) = candidate_grid(
            6,
            "*     *   *     | *     23456 *
             *     *   *     | *     23456 *
             ----------------+------------------
             *     15  *     | *     125   *
             23456 145 23456 | 23456 1256  23456
             ----------------+------------------
             *     *   *     | *     23456 *
             *     *   *     | *     23456 *",
        );
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r4c5<>5"]);
        assert_eq!(
            sentence(&g, Technique::HiddenRectangle, &found),
            "Hidden rectangle: r3c2 is 1 or 5, and with r3c5, r4c2 and r4c5, which have \
             1 and 5 too, it is a corner of a rectangle over two boxes; in row 4, 1 is \
             only in r4c2 and r4c5, and in column 5 only in r3c5 and r4c5; if r4c5 were \
             5, r4c2 and r3c5 would be 1 and r3c2 would be 5, and the four could swap \
             their 1s and 5s, a second solution, which a puzzle with one solution cannot \
             have: 5 is removed from r4c5"
        );
    }

    /// A 16x16 board (boxes 4x4): r1c1 {3,7}, r1c5 {1,3,5,7}, and in row
    /// `row` r{row}c1 {3,7,8,9} and r{row}c5 {3,7,9}; 3 nowhere else in
    /// that row nor in column 5.
    fn sixteen(row: usize) -> String {
        let mut text = String::new();
        for r in 1..=16 {
            for c in 1..=16 {
                let cell = match (r, c) {
                    (1, 1) => "37",
                    (1, 5) => "1357",
                    (_, 1) if r == row => "3789",
                    (_, 5) if r == row => "379",
                    (_, 5) => "12456789ABCDEFG",
                    _ if r == row => "12456789ABCDEFG",
                    _ => "*",
                };
                text.push_str(cell);
                text.push(' ');
            }
            text.push('\n');
        }
        text
    }

    #[test]
    fn sixteen_by_sixteen_rectangle_over_two_boxes() {
        let (g, cands) = candidate_grid(16, &sixteen(3));
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r3c5<>7"]);
        assert_eq!(names(&g, &found.cells), ["r1c1", "r1c5", "r3c1", "r3c5"]);
        assert_eq!(
            sentence(&g, Technique::HiddenRectangle, &found),
            "Hidden rectangle: r1c1 is 3 or 7, and with r1c5, r3c1 and r3c5, which have 3 and 7 \
             too, it is a corner of a rectangle over two boxes; in row 3, 3 is only in r3c1 and \
             r3c5, and in column 5 only in r1c5 and r3c5; if r3c5 were 7, r3c1 and r1c5 would be \
             3 and r1c1 would be 7, and the four could swap their 3s and 7s, a second solution, \
             which a puzzle with one solution cannot have: 7 is removed from r3c5"
        );
    }

    #[test]
    fn sixteen_by_sixteen_rectangle_over_four_boxes_is_no_pattern() {
        // Rows 1 and 5 are in different bands of 4x4 boxes: the same strong
        // links, but the corners lie in boxes 1, 2, 5 and 6.
        let (g, cands) = candidate_grid(16, &sixteen(5));
        assert_eq!(find(&g, &cands), None);
    }
}
