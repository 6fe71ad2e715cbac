//! 2-String Kite: a strong link on a digit `d` in a row, `a=b`, and one in
//! a column, `c=e`, four distinct cells, where `b` and `c` lie in one box
//! (they cannot share a line: a third candidate of the row or the column).
//! `b` and `c` are not both `d`, so one of `a` and `e` is, and `d` leaves
//! every other cell that sees both `a` and `e` (on a square-box board,
//! usually the cell in `e`'s row and `a`'s column).
//!
//! Pattern: `digits` = [d], `cells` = [a, b, c, e], `houses` = [the line of
//! `a=b`, the line of `c=e`, the box of `b` and `c`], `links` = [a=b strong,
//! b−c weak, c=e strong].

use super::strong_links::{describe_chain, find_chain, Chain, Shape};
use super::Elimination;
use crate::candidates::Candidates;
use crate::digits::DigitSet;
use crate::geometry::{Geometry, HouseKind};
use crate::step::Narrator;

pub fn find(geometry: &Geometry, candidates: &Candidates, digits: DigitSet) -> Option<Elimination> {
    find_chain(geometry, candidates, digits, &SHAPE)
}

/// A row and a column.
const SHAPE: Shape = Shape {
    kinds: row_and_column,
    accept: is_kite,
};

/// Whether the kinds are a row and a column, either way round.
pub(crate) fn row_and_column(one: HouseKind, other: HouseKind) -> bool {
    matches!(
        (one, other),
        (HouseKind::Row, HouseKind::Column) | (HouseKind::Column, HouseKind::Row)
    )
}

/// Whether a chain has the 2-string kite's shape.
pub(crate) fn is_kite(geometry: &Geometry, chain: &Chain) -> bool {
    let [_, b, c, _] = chain.cells;
    row_and_column(chain.houses[0].kind, chain.houses[1].kind)
        && geometry.box_of(b) == geometry.box_of(c)
}

/// `in row 3, 6 is only in r3c2 and r3c8, and in column 1 only in r2c1 and
/// r7c1; r3c2 and r2c1 share box 1 and are not both 6, so r3c8 or r7c1 is
/// 6: 6 is removed from r7c8`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    describe_chain(found, n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{digit_map, names, removals, sentence};
    use crate::solve::Technique;

    /// Row 3 has 6 only in r3c2 and r3c8, column 1 only in r2c1 and r7c1;
    /// r7c8 has a 6 unless `r7c8` says otherwise.
    fn kite(r7c8: char) -> String {
        format!(
            ".xx xxx xxx
             xxx xxx xxx
             .x. ... .x.
             .xx xxx xxx
             .xx xxx xxx
             .xx xxx xxx
             xxx xxx x{r7c8}x
             .xx xxx xxx
             .xx xxx xxx"
        )
    }

    #[test]
    fn a_row_and_a_column_meet_in_a_box() {
        let (g, cands) = digit_map(9, 6, &kite('x'));
        let found = find(&g, &cands, DigitSet::full(g.side())).unwrap();
        assert_eq!(removals(&g, &found), ["r7c8<>6"]);
        assert_eq!(names(&g, &found.cells), ["r3c8", "r3c2", "r2c1", "r7c1"]);
        assert_eq!(
            sentence(&g, Technique::TwoStringKite, &found),
            "2-String Kite: in row 3, 6 is only in r3c2 and r3c8, and in column 1 \
             only in r2c1 and r7c1; r3c2 and r2c1 share box 1 and are not both 6, \
             so r3c8 or r7c1 is 6: 6 is removed from r7c8"
        );
    }

    #[test]
    fn nothing_to_remove_is_no_kite() {
        let (g, cands) = digit_map(9, 6, &kite('.'));
        assert_eq!(find(&g, &cands, DigitSet::full(g.side())), None);
    }

    #[test]
    fn sixteen_by_sixteen_kite() {
        // B (11) in row 2 only at r2c3 and r2c14, in column 1 only at r4c1
        // and r13c1; r2c3 and r4c1 share box 1.
        let mut map = String::new();
        for row in 0..16 {
            for col in 0..16 {
                let out =
                    (row == 1 && col != 2 && col != 13) || (col == 0 && row != 3 && row != 12);
                map.push(if out { '.' } else { 'x' });
            }
        }
        let (g, cands) = digit_map(16, 11, &map);
        let found = find(&g, &cands, DigitSet::full(g.side())).unwrap();
        assert_eq!(removals(&g, &found), ["r13c14<>11"]);
        assert_eq!(
            sentence(&g, Technique::TwoStringKite, &found),
            "2-String Kite: in row 2, B is only in r2c3 and r2c14, and in column 1 \
             only in r4c1 and r13c1; r2c3 and r4c1 share box 1 and are not both B, \
             so r2c14 or r13c1 is B: B is removed from r13c14"
        );
    }

    #[test]
    fn two_rows_make_no_kite() {
        // The skyscraper of its own tests.
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
        assert_eq!(find(&g, &cands, DigitSet::full(g.side())), None);
    }
}
