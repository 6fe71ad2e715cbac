//! Skyscraper: two strong links on a digit `d` in two parallel lines (two
//! rows, or two columns), `a=b` and `c=e`, where `b` and `c` share a cross
//! line (a column for rows, a row for columns) and `a` and `e` do not. `b`
//! and `c` are not both `d`, so one of `a` and `e` is, and `d` leaves every
//! other cell that sees both `a` and `e`.
//!
//! When `a` and `e` share a cross line too, the four cells are an X-Wing, a
//! fish, and no skyscraper.
//!
//! Pattern: `digits` = [d], `cells` = [a, b, c, e], `houses` = [the line of
//! `a=b`, the line of `c=e`, the cross line of `b` and `c`], `links` =
//! [a=b strong, b−c weak, c=e strong].

use super::strong_links::{describe_chain, find_chain, Chain, Shape};
use super::Elimination;
use crate::candidates::Candidates;
use crate::digits::DigitSet;
use crate::geometry::{Geometry, HouseKind};
use crate::step::Narrator;

pub fn find(geometry: &Geometry, candidates: &Candidates, digits: DigitSet) -> Option<Elimination> {
    find_chain(geometry, candidates, digits, &SHAPE)
}

/// Two rows or two columns.
const SHAPE: Shape = Shape {
    kinds: |one, other| one == other && one != HouseKind::Box,
    accept: is_skyscraper,
};

/// Whether a chain has the skyscraper's shape.
pub(crate) fn is_skyscraper(geometry: &Geometry, chain: &Chain) -> bool {
    let [a, b, c, e] = chain.cells;
    match (chain.houses[0].kind, chain.houses[1].kind) {
        (HouseKind::Row, HouseKind::Row) => {
            geometry.col(b) == geometry.col(c) && geometry.col(a) != geometry.col(e)
        }
        (HouseKind::Column, HouseKind::Column) => {
            geometry.row(b) == geometry.row(c) && geometry.row(a) != geometry.row(e)
        }
        _ => false,
    }
}

/// `in row 1, 4 is only in r1c2 and r1c7, and in row 5 only in r5c2 and
/// r5c8; r1c2 and r5c2 share column 2 and are not both 4, so r1c7 or r5c8
/// is 4: 4 is removed from r2c8 and r3c8`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    describe_chain(found, n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{digit_map, names, removals, sentence};
    use crate::solve::Technique;

    #[test]
    fn two_rows_with_a_common_column() {
        // 4 only in r1c2, r1c7 and r5c2, r5c8: r1c7 or r5c8 is 4.
        let (g, cands) = digit_map(
            9,
            4,
            ".x. ... x..
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx
             .x. ... .x.
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx",
        );
        let found = find(&g, &cands, DigitSet::full(g.side())).unwrap();
        assert_eq!(
            removals(&g, &found),
            ["r2c8<>4", "r3c8<>4", "r4c7<>4", "r6c7<>4"]
        );
        assert_eq!(names(&g, &found.cells), ["r1c7", "r1c2", "r5c2", "r5c8"]);
        assert_eq!(
            sentence(&g, Technique::Skyscraper, &found),
            "Skyscraper: in row 1, 4 is only in r1c2 and r1c7, and in row 5 only \
             in r5c2 and r5c8; r1c2 and r5c2 share column 2 and are not both 4, \
             so r1c7 or r5c8 is 4: 4 is removed from r2c8, r3c8, r4c7 and r6c7"
        );
    }

    #[test]
    fn six_by_six_columns_with_a_common_row() {
        // Boxes 3 wide, 2 tall. 2 only in r2c1, r5c1 and r2c5, r6c5; the
        // cells seeing r5c1 and r6c5 are in rows 5 and 6, through the boxes.
        let (g, cands) = digit_map(
            6,
            2,
            ".xx x.x
             xxx xxx
             .xx x.x
             .xx x.x
             xxx x.x
             .xx xxx",
        );
        let found = find(&g, &cands, DigitSet::full(g.side())).unwrap();
        assert_eq!(
            removals(&g, &found),
            ["r5c4<>2", "r5c6<>2", "r6c2<>2", "r6c3<>2"]
        );
        assert_eq!(
            sentence(&g, Technique::Skyscraper, &found),
            "Skyscraper: in column 1, 2 is only in r2c1 and r5c1, and in column 5 \
             only in r2c5 and r6c5; r2c1 and r2c5 share row 2 and are not both 2, \
             so r5c1 or r6c5 is 2: 2 is removed from r5c4, r5c6, r6c2 and r6c3"
        );
    }

    #[test]
    fn aligned_ends_are_an_x_wing_not_a_skyscraper() {
        // 4 only in r1c2, r1c7 and r5c2, r5c7: a fish.
        let (g, cands) = digit_map(
            9,
            4,
            ".x. ... x..
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx
             .x. ... x..
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx",
        );
        assert_eq!(find(&g, &cands, DigitSet::full(g.side())), None);
    }

    #[test]
    fn a_row_and_a_column_make_no_skyscraper() {
        // The 2-string kite of its own tests: row 3 and column 1.
        let (g, cands) = digit_map(
            9,
            6,
            ".xx xxx xxx
             xxx xxx xxx
             .x. ... .x.
             .xx xxx xxx
             .xx xxx xxx
             .xx xxx xxx
             xxx xxx xxx
             .xx xxx xxx
             .xx xxx xxx",
        );
        assert_eq!(find(&g, &cands, DigitSet::full(g.side())), None);
    }
}
