//! Turbot fish: the general chain `a=b−c=e` on a digit `d`: a strong link
//! `a=b` in any house, a weak link `b−c` through any house `b` and `c`
//! share, a strong link `c=e` in any house, four distinct cells. One of `a`
//! and `e` is `d`, so `d` leaves every other cell that sees both.
//!
//! Each chain has one name. A chain with the shape of a
//! [skyscraper](super::skyscraper) or a [2-string
//! kite](super::two_string_kite) is reported under that name only, and
//! never as a turbot fish, even when that technique is switched off; nor is
//! the X-Wing (two parallel lines whose ends line up in both cross lines),
//! which is a fish. What remains for the turbot fish: every chain with a
//! strong link in a box (one whose two cells are not already a line's
//! strong link), and two strong links in parallel lines joined through a
//! box rather than a cross line. A row and a column are always a kite, as
//! their inner ends can only meet in a box.
//!
//! Pattern: `digits` = [d], `cells` = [a, b, c, e], `houses` = [the house
//! of `a=b`, the house of `c=e`, the house `b` and `c` share (a line before
//! a box)], `links` = [a=b strong, b−c weak, c=e strong].

use super::skyscraper::is_skyscraper;
use super::strong_links::{describe_chain, find_chain, Chain, Shape};
use super::two_string_kite::{is_kite, row_and_column};
use super::Elimination;
use crate::candidates::Candidates;
use crate::digits::DigitSet;
use crate::geometry::{Geometry, HouseKind};
use crate::step::Narrator;

pub fn find(geometry: &Geometry, candidates: &Candidates, digits: DigitSet) -> Option<Elimination> {
    find_chain(geometry, candidates, digits, &SHAPE)
}

/// Anything but a row with a column, which is always a kite.
const SHAPE: Shape = Shape {
    kinds: |one, other| !row_and_column(one, other),
    accept: |g, chain| !is_skyscraper(g, chain) && !is_kite(g, chain) && !is_x_wing(g, chain),
};

/// Whether a chain's four cells are two parallel lines' strong links lined
/// up in two cross lines.
fn is_x_wing(geometry: &Geometry, chain: &Chain) -> bool {
    let [a, b, c, e] = chain.cells;
    match (chain.houses[0].kind, chain.houses[1].kind) {
        (HouseKind::Row, HouseKind::Row) => {
            geometry.col(b) == geometry.col(c) && geometry.col(a) == geometry.col(e)
        }
        (HouseKind::Column, HouseKind::Column) => {
            geometry.row(b) == geometry.row(c) && geometry.row(a) == geometry.row(e)
        }
        _ => false,
    }
}

/// `in column 8, 7 is only in r1c8 and r6c8, and in box 1 only in r1c2 and
/// r3c3; r1c8 and r1c2 share row 1 and are not both 7, so r6c8 or r3c3 is
/// 7: 7 is removed from r6c3`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    describe_chain(found, n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{digit_map, names, removals, sentence};
    use crate::solve::Technique;

    #[test]
    fn a_column_and_a_box() {
        // 7 in column 8 only at r1c8 and r6c8, in box 1 only at r1c2 and
        // r3c3; r1c8 and r1c2 share row 1. r3c8 sees both ends too, but
        // holds no 7.
        let (g, cands) = digit_map(
            9,
            7,
            ".x. xxx xxx
             ... xxx x.x
             ..x xxx x.x
             xxx xxx x.x
             xxx xxx x.x
             xxx xxx xxx
             xxx xxx x.x
             xxx xxx x.x
             xxx xxx x.x",
        );
        let found = find(&g, &cands, DigitSet::full(g.side())).unwrap();
        assert_eq!(removals(&g, &found), ["r6c3<>7"]);
        assert_eq!(names(&g, &found.cells), ["r6c8", "r1c8", "r1c2", "r3c3"]);
        assert_eq!(
            sentence(&g, Technique::TurbotFish, &found),
            "Turbot fish: in column 8, 7 is only in r1c8 and r6c8, and in box 1 \
             only in r1c2 and r3c3; r1c8 and r1c2 share row 1 and are not both 7, \
             so r6c8 or r3c3 is 7: 7 is removed from r6c3"
        );
    }

    #[test]
    fn two_rows_joined_through_a_box() {
        // 7 in row 1 only at r1c1 and r1c5, in row 2 only at r2c2 and r2c6:
        // r1c5 and r2c6 share box 2, so r1c1 or r2c2 is 7, in box 1.
        let (g, cands) = digit_map(
            9,
            7,
            "x.. .x. ...
             .x. ..x ...
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx",
        );
        let found = find(&g, &cands, DigitSet::full(g.side())).unwrap();
        assert_eq!(removals(&g, &found), ["r3c1<>7", "r3c2<>7", "r3c3<>7"]);
        assert_eq!(
            sentence(&g, Technique::TurbotFish, &found),
            "Turbot fish: in row 1, 7 is only in r1c1 and r1c5, and in row 2 only \
             in r2c2 and r2c6; r1c5 and r2c6 share box 2 and are not both 7, so \
             r1c1 or r2c2 is 7: 7 is removed from r3c1, r3c2 and r3c3"
        );
    }

    #[test]
    fn skyscrapers_kites_and_x_wings_are_not_turbot_fish() {
        let shapes = [
            // Skyscraper: rows 1 and 5, common column 2.
            ".x. ... x..
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx
             .x. ... .x.
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx",
            // 2-string kite: row 3 and column 1, through box 1.
            ".xx xxx xxx
             xxx xxx xxx
             .x. ... .x.
             .xx xxx xxx
             .xx xxx xxx
             .xx xxx xxx
             xxx xxx xxx
             .xx xxx xxx
             .xx xxx xxx",
            // X-Wing: rows 1 and 5, columns 2 and 7.
            ".x. ... x..
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx
             .x. ... x..
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx",
        ];
        for map in shapes {
            let (g, cands) = digit_map(9, 3, map);
            assert_eq!(find(&g, &cands, DigitSet::full(g.side())), None, "{map}");
        }
    }
}
