//! Empty rectangle: in a box, a digit `d`'s candidates all lie in one row
//! `r` and one column `c` of the box, and not all in one of them (the rest
//! of the box, the "empty rectangle", has no `d`). So if the box's `d` is
//! not in row `r`, it is in column `c`.
//!
//! Add a strong link on `d` in a column `k` outside the box's stack, with
//! one end `near` = (r, k) in row `r` and the other `far` = (r2, k). The
//! target is the cell (r2, c), when it lies outside the box (`r2` outside
//! the box's band). Proof that it is not `d`: if `far` is `d`, the target
//! shares row `r2` with it. If not, `near` is `d` (strong link), so row `r`
//! has its `d` in column `k`, outside the box; the box's `d` is then not in
//! row `r`, so it is in column `c` inside the box, and the target, in
//! column `c` outside the box, is not `d`. Either way `d` leaves the target.
//!
//! The same holds with rows and columns swapped: a strong link in a row `j`
//! outside the box's band with `near` = (j, c) and `far` = (j, k2) removes
//! `d` from (r, k2) when that cell is outside the box's stack.
//!
//! Only line strong links are used. Digits are tried in order, then boxes,
//! then each row `r` of the box (which fixes `c`, if any), then the strong
//! links in order (rows, then columns).
//!
//! Pattern: `digits` = [d], `cells` = the box's candidates for `d` in box
//! order, then `near`, then `far`; `houses` = [the box, the line of the
//! strong link]; `links` = [far=near strong]. The removal is the one target.

use super::strong_links::{link, pair, strong_links, Places, StrongLink};
use super::{cells_with, Elimination};
use crate::candidates::{Candidates, Removal};
use crate::digits::DigitSet;
use crate::geometry::{Cell, Geometry, House, HouseKind};
use crate::step::Narrator;

pub fn find(geometry: &Geometry, candidates: &Candidates, digits: DigitSet) -> Option<Elimination> {
    let places = Places::new(geometry, candidates);
    let mut links = Vec::new();
    for digit in digits {
        strong_links(geometry, &places, digit, &mut links);
        links.retain(|l| l.house.kind != HouseKind::Box);
        if links.is_empty() {
            continue;
        }
        for the_box in geometry.houses_of_kind(HouseKind::Box) {
            // Bits over the box's cells, as its crossings' masks give them.
            let bits = places.of(digit, the_box);
            if bits.count_ones() < 2 {
                continue;
            }
            let mut groups = geometry.crossing_groups_of(the_box);
            let (Some(rows), Some(cols)) = (groups.next(), groups.next()) else {
                continue;
            };
            let crossing = |c: &u32| geometry.crossing(*c as usize);
            for row in rows.iter().map(crossing) {
                // Outside the row, every candidate in one column; and the
                // row has one outside that column.
                let others = bits & !row.box_mask;
                let Some(col) = (others != 0)
                    .then(|| {
                        cols.iter()
                            .map(crossing)
                            .find(|c| others & !c.box_mask == 0)
                    })
                    .flatten()
                    .filter(|c| bits & row.box_mask & !c.box_mask != 0)
                else {
                    continue;
                };
                let lines = (row.line, col.line);
                for l in &links {
                    let Some((near, far, target)) = target(geometry, l, lines, the_box) else {
                        continue;
                    };
                    if candidates.get(target).contains(digit) {
                        let mut cells = cells_with(geometry, candidates, the_box, digit);
                        cells.extend([near, far]);
                        return Some(Elimination {
                            removals: vec![Removal {
                                cell: target,
                                digit,
                            }],
                            digits: vec![digit],
                            cells,
                            houses: vec![the_box, l.house],
                            links: vec![link(far, near, digit, true)],
                            ..Elimination::default()
                        });
                    }
                }
            }
        }
    }
    None
}

/// For a box whose candidates lie in `row` and `col`: the strong link's
/// end `near` in that row (a column link) or that column (a row link),
/// outside the box, its other end `far`, and the cell where `far`'s line
/// meets the box's other line, if outside the box.
fn target(
    geometry: &Geometry,
    link: &StrongLink,
    (row, col): (House, House),
    the_box: House,
) -> Option<(Cell, Cell, Cell)> {
    let (r, c) = (usize::from(row.index), usize::from(col.index));
    link.orientations()
        .into_iter()
        .map(|(near, far)| (near.cell, far.cell))
        .find_map(|(near, far)| {
            let (on_line, target) = match link.house.kind {
                HouseKind::Column => (
                    geometry.row(near) == r,
                    geometry.cell_at(geometry.row(far), c),
                ),
                HouseKind::Row => (
                    geometry.col(near) == c,
                    geometry.cell_at(r, geometry.col(far)),
                ),
                HouseKind::Box => return None,
            };
            let outside = |cell| !geometry.contains(the_box, cell);
            (on_line && outside(near) && outside(target)).then_some((near, far, target))
        })
}

/// `in box 5, 5 lies only in row 4 and column 6, and in column 9 only in
/// r4c9 and r8c9; either r8c9 is 5, or r4c9 is and box 5's 5 is in column
/// 6: 5 is removed from r8c6`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    let g = n.geometry;
    let d = n.digit(found.digits[0]);
    let [the_box, line] = [found.houses[0], found.houses[1]];
    let (in_box, ends) = found.cells.split_at(found.cells.len() - 2);
    let [near, far] = [ends[0], ends[1]];
    let column_link = line.kind == HouseKind::Column;
    // A candidate of the box off the near end's line lies in the other.
    let off = in_box.iter().copied().find(|&x| {
        if column_link {
            g.row(x) != g.row(near)
        } else {
            g.col(x) != g.col(near)
        }
    });
    let Some(off) = off else {
        return n.removals(&found.removals);
    };
    let [near_row, near_col] = [HouseKind::Row, HouseKind::Column].map(|k| g.house_of(near, k));
    let [off_row, off_col] = [HouseKind::Row, HouseKind::Column].map(|k| g.house_of(off, k));
    let (box_row, box_col, other) = if column_link {
        (near_row, off_col, off_col)
    } else {
        (off_row, near_col, off_row)
    };
    format!(
        "in {the_box}, {d} lies only in {box_row} and {box_col}, and in {line} only in {}; \
         either {} is {d}, or {} is and {the_box}'s {d} is in {other}: {}",
        pair(n, near, far),
        n.cell(far),
        n.cell(near),
        n.removals(&found.removals)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{digit_map, names, removals, sentence};
    use crate::solve::Technique;

    /// Box 5 holds 5 at r4c4, r4c5, r5c6, r6c6 and at r5c4 as `r5c4` says;
    /// column 9 holds it only at r4c9 and in row `far` (1-based).
    fn box_five(r5c4: char, far: usize) -> String {
        (1..=9)
            .map(|row| {
                let in_box = match row {
                    4 => "xx.".to_owned(),
                    5 => format!("{r5c4}.x"),
                    6 => "..x".to_owned(),
                    _ => "xxx".to_owned(),
                };
                let c9 = if row == 4 || row == far { 'x' } else { '.' };
                format!("xxx {in_box} xx{c9}\n")
            })
            .collect()
    }

    #[test]
    fn a_column_link_sees_through_the_box() {
        let (g, cands) = digit_map(9, 5, &box_five('.', 8));
        let found = find(&g, &cands, DigitSet::full(g.side())).unwrap();
        assert_eq!(removals(&g, &found), ["r8c6<>5"]);
        assert_eq!(
            names(&g, &found.cells),
            ["r4c4", "r4c5", "r5c6", "r6c6", "r4c9", "r8c9"]
        );
        assert_eq!(
            sentence(&g, Technique::EmptyRectangle, &found),
            "Empty rectangle: in box 5, 5 lies only in row 4 and column 6, and in \
             column 9 only in r4c9 and r8c9; either r8c9 is 5, or r4c9 is and box \
             5's 5 is in column 6: 5 is removed from r8c6"
        );
    }

    #[test]
    fn a_target_inside_the_box_is_no_empty_rectangle() {
        // Column 9's other 5 is in row 6: r6c6 is part of the box.
        let (g, cands) = digit_map(9, 5, &box_five('.', 6));
        assert_eq!(find(&g, &cands, DigitSet::full(g.side())), None);
    }

    #[test]
    fn a_candidate_off_the_cross_spoils_the_rectangle() {
        let (g, cands) = digit_map(9, 5, &box_five('x', 8));
        assert_eq!(find(&g, &cands, DigitSet::full(g.side())), None);
    }

    #[test]
    fn six_by_six_row_link() {
        // Boxes 3 wide, 2 tall: box 1 holds 3 in row 1 and column 3; row 5
        // holds it only at r5c3 and r5c6.
        let (g, cands) = digit_map(
            6,
            3,
            "xx. xxx
             ..x xxx
             xxx xxx
             xxx xxx
             ..x ..x
             xxx xxx",
        );
        let found = find(&g, &cands, DigitSet::full(g.side())).unwrap();
        assert_eq!(removals(&g, &found), ["r1c6<>3"]);
        assert_eq!(
            sentence(&g, Technique::EmptyRectangle, &found),
            "Empty rectangle: in box 1, 3 lies only in row 1 and column 3, and in \
             row 5 only in r5c3 and r5c6; either r5c6 is 3, or r5c3 is and box 1's \
             3 is in row 1: 3 is removed from r1c6"
        );
    }

    #[test]
    fn sixteen_by_sixteen_column_link() {
        // Box 1 (4x4) holds G (16) at r1c2, r1c3, r3c4, r4c4: row 1 and
        // column 4. Column 11 holds it only at r1c11 and r10c11.
        let mut map = String::new();
        for row in 0..16 {
            for col in 0..16 {
                let on = match (row, col) {
                    (0..=3, 0..=3) => matches!((row, col), (0, 1) | (0, 2) | (2, 3) | (3, 3)),
                    (_, 10) => row == 0 || row == 9,
                    _ => true,
                };
                map.push(if on { 'x' } else { '.' });
            }
        }
        let (g, cands) = digit_map(16, 16, &map);
        let found = find(&g, &cands, DigitSet::full(g.side())).unwrap();
        assert_eq!(removals(&g, &found), ["r10c4<>16"]);
        assert_eq!(
            sentence(&g, Technique::EmptyRectangle, &found),
            "Empty rectangle: in box 1, G lies only in row 1 and column 4, and in \
             column 11 only in r1c11 and r10c11; either r10c11 is G, or r1c11 is \
             and box 1's G is in column 4: G is removed from r10c4"
        );
    }
}
