//! Unique rectangle: four empty cells at the corners of two rows and two
//! columns, lying in exactly two boxes, each with the candidates a and b.
//! If the four ended up holding only a and b, a would sit on one diagonal
//! and b on the other, and swapping them would give a second solution: each
//! of the two rows, two columns and two boxes keeps its digits. A puzzle
//! with one solution (and every state reached from it, which has at most
//! that one) cannot end that way: this *deadly pattern* is what the types
//! rule out.
//!
//! - **Type 1:** three corners hold exactly {a, b}. The fourth is neither a
//!   nor b.
//! - **Type 2:** two corners on one side (the *floor*) hold exactly {a, b},
//!   the other two (the *roof*) {a, b, c} with the same extra digit c. One
//!   roof corner is c, and c leaves every cell that sees both.
//! - **Type 3:** a floor of {a, b}; the roof corners' other digits X stand
//!   for one cell of a house holding both roof corners (one of them is a
//!   digit of X). With k more cells of that house they hold only k + 1
//!   digits, a naked subset: those digits leave the house's other cells.
//! - **Type 4:** a floor of {a, b}; in a house holding both roof corners,
//!   a has no other place. One roof corner is a, so if the other were b the
//!   pattern would be deadly: b leaves both roof corners.
//!
//! Types are tried in the order 1, 2, 4, 3 (type 3 is the most involved),
//! each over the rectangles in the order of [`rectangles`]; type 3 tries
//! the line of the roof before its box, subsets smallest first, up to half
//! the side digits (the bound of the largest naked subsets). Type 4 tries
//! the line before the box, a before b. Works on every board size.
//!
//! Pattern: `digits` = [a, b] (types 1 and 4), [a, b, c] (type 2), or
//! [a, b, then the subset's digits in increasing order] (type 3); `cells` =
//! the floor corners, then the roof corners (type 1: three, then one), then
//! for type 3 the subset's other cells, each group in board order; `houses`
//! = none (types 1 and 2), the subset's house (type 3) or the house of the
//! strong link (type 4); `links` = for type 4 the strong link on a between
//! the roof corners. The type follows from that shape (see `kind`).

use std::ops::ControlFlow;

use super::combinations::each_choice;
use super::strong_links::link;
use super::{cells_with, Elimination};
use crate::candidates::{Candidates, Removal};
use crate::digits::{Digit, DigitSet};
use crate::geometry::{Cell, Geometry, House};
use crate::sort;
use crate::step::Narrator;

/// Four empty cells at the corners of two rows and two columns, in exactly
/// two boxes, each with both of two digits among its candidates, and at
/// least one with exactly those two.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct Rectangle {
    /// Top left, top right, bottom left, bottom right.
    pub corners: [Cell; 4],
    /// The two digits, smaller first.
    pub digits: [Digit; 2],
}

impl Rectangle {
    /// The digits as a set.
    pub fn pair(&self) -> DigitSet {
        self.digits.into_iter().collect()
    }

    /// The corner opposite corner `i` (an index into `corners`).
    pub fn opposite(i: usize) -> usize {
        3 - i
    }
}

/// Every rectangle, each once, in board order of its corners (top left
/// first, then top right, then bottom left), then by digits.
pub(crate) fn rectangles(geometry: &Geometry, candidates: &Candidates) -> Vec<Rectangle> {
    let mut found = Vec::new();
    for first in geometry.cells() {
        let pair = candidates.get(first);
        if pair.len() != 2 {
            continue;
        }
        let (Some(a), Some(b)) = (pair.first(), pair.iter().nth(1)) else {
            continue;
        };
        let (row, col) = (geometry.row(first), geometry.col(first));
        let has_pair = |cell: Cell| candidates.get(cell).intersection(pair) == pair;
        for other_col in (0..geometry.side()).filter(|&c| c != col) {
            if !has_pair(geometry.cell_at(row, other_col)) {
                continue;
            }
            for other_row in (0..geometry.side()).filter(|&r| r != row) {
                // In two boxes: two corners in one, two in another.
                let box_of = |r, c| geometry.box_of(geometry.cell_at(r, c));
                let first_box = box_of(row, col);
                let (along, down) = (box_of(row, other_col), box_of(other_row, col));
                if (along == first_box) == (down == first_box)
                    || box_of(other_row, other_col) != if along == first_box { down } else { along }
                {
                    continue;
                }
                let (top, bottom) = (row.min(other_row), row.max(other_row));
                let (left, right) = (col.min(other_col), col.max(other_col));
                let corners = [
                    geometry.cell_at(top, left),
                    geometry.cell_at(top, right),
                    geometry.cell_at(bottom, left),
                    geometry.cell_at(bottom, right),
                ];
                if !corners.iter().all(|&c| has_pair(c)) {
                    continue;
                }
                // Found once: from its first corner holding exactly {a, b}.
                if corners.iter().find(|&&c| candidates.get(c) == pair) != Some(&first) {
                    continue;
                }
                found.push(Rectangle {
                    corners,
                    digits: [a, b],
                });
            }
        }
    }
    sort::sort_by_key(&mut found, |r| (r.corners, r.digits));
    found
}

/// The rectangle's floor (corners holding exactly its two digits) and roof
/// (the others), each in board order.
fn floor_and_roof(r: &Rectangle, candidates: &Candidates) -> (Vec<Cell>, Vec<Cell>) {
    r.corners
        .iter()
        .partition(|&&c| candidates.get(c) == r.pair())
}

pub fn find(geometry: &Geometry, candidates: &Candidates) -> Option<Elimination> {
    let found = rectangles(geometry, candidates);
    let sides: Vec<(Rectangle, Vec<Cell>, Vec<Cell>)> = found
        .iter()
        .map(|r| {
            let (floor, roof) = floor_and_roof(r, candidates);
            (*r, floor, roof)
        })
        .collect();
    // Types 2 to 4 need a floor on one side of the rectangle.
    let on_a_side = |floor: &[Cell]| {
        floor.len() == 2
            && (geometry.row(floor[0]) == geometry.row(floor[1])
                || geometry.col(floor[0]) == geometry.col(floor[1]))
    };
    let with_side = || {
        sides
            .iter()
            .filter(|(_, floor, _)| on_a_side(floor))
            .map(|(r, floor, roof)| (r, [floor[0], floor[1]], [roof[0], roof[1]]))
    };
    sides
        .iter()
        .filter(|(_, floor, _)| floor.len() == 3)
        .find_map(|(r, floor, roof)| type_1(r, floor, roof[0]))
        .or_else(|| {
            with_side().find_map(|(r, floor, roof)| type_2(geometry, candidates, r, floor, roof))
        })
        .or_else(|| {
            with_side().find_map(|(r, floor, roof)| type_4(geometry, candidates, r, floor, roof))
        })
        .or_else(|| {
            with_side().find_map(|(r, floor, roof)| type_3(geometry, candidates, r, floor, roof))
        })
}

/// The fourth corner holds a and b and more (or it would be on the floor).
fn type_1(r: &Rectangle, floor: &[Cell], roof: Cell) -> Option<Elimination> {
    let removals = r
        .digits
        .iter()
        .map(|&digit| Removal { cell: roof, digit })
        .collect();
    Some(Elimination {
        removals,
        digits: r.digits.to_vec(),
        cells: [floor, &[roof]].concat(),
        ..Elimination::default()
    })
}

fn type_2(
    geometry: &Geometry,
    candidates: &Candidates,
    r: &Rectangle,
    floor: [Cell; 2],
    roof: [Cell; 2],
) -> Option<Elimination> {
    let extra = candidates.get(roof[0]).difference(r.pair());
    let c = extra.only()?;
    if candidates.get(roof[1]).difference(r.pair()) != extra {
        return None;
    }
    let targets = geometry
        .peers(roof[0])
        .iter()
        .copied()
        .filter(|&t| geometry.sees(t, roof[1]));
    let removals = Elimination::removals_of(candidates, c, targets);
    (!removals.is_empty()).then(|| Elimination {
        removals,
        digits: vec![r.digits[0], r.digits[1], c],
        cells: [floor, roof].concat(),
        ..Elimination::default()
    })
}

/// The houses holding both cells: their line, then their box if shared.
fn common_houses(geometry: &Geometry, one: Cell, other: Cell) -> Vec<House> {
    let (mine, theirs) = (geometry.houses_of(one), geometry.houses_of(other));
    let (lines, boxes) = mine.split_at(2);
    lines
        .iter()
        .chain(boxes)
        .copied()
        .filter(|h| theirs.contains(h))
        .collect()
}

fn type_4(
    geometry: &Geometry,
    candidates: &Candidates,
    r: &Rectangle,
    floor: [Cell; 2],
    roof: [Cell; 2],
) -> Option<Elimination> {
    for house in common_houses(geometry, roof[0], roof[1]) {
        for (a, b) in [(r.digits[0], r.digits[1]), (r.digits[1], r.digits[0])] {
            if cells_with(geometry, candidates, house, a) != roof {
                continue;
            }
            return Some(Elimination {
                removals: Elimination::removals_of(candidates, b, roof),
                digits: r.digits.to_vec(),
                cells: [floor, roof].concat(),
                houses: vec![house],
                links: vec![link(roof[0], roof[1], a, true)],
                ..Elimination::default()
            });
        }
    }
    None
}

fn type_3(
    geometry: &Geometry,
    candidates: &Candidates,
    r: &Rectangle,
    floor: [Cell; 2],
    roof: [Cell; 2],
) -> Option<Elimination> {
    let extras = candidates
        .get(roof[0])
        .union(candidates.get(roof[1]))
        .difference(r.pair());
    let largest = geometry.side() / 2;
    for house in common_houses(geometry, roof[0], roof[1]) {
        let others: Vec<Cell> = geometry
            .house_cells(house)
            .iter()
            .copied()
            .filter(|&c| !roof.contains(&c) && !candidates.get(c).is_empty())
            .collect();
        // Each other cell as its candidates joined with the roof's extras:
        // the union of k of them is the subset's digits.
        let masks: Vec<u64> = others
            .iter()
            .map(|&c| candidates.get(c).union(extras).bits())
            .collect();
        for k in 1..others.len() {
            if k + 1 > largest {
                break;
            }
            let found = each_choice(&masks, k, k as u32 + 1, &mut |chosen, union| {
                if union.count_ones() as usize != k + 1 {
                    return ControlFlow::Continue(());
                }
                let digits = DigitSet::from_bits(union);
                let subset: Vec<Cell> = chosen.iter().map(|&i| others[i]).collect();
                let mut removals: Vec<Removal> = digits
                    .iter()
                    .flat_map(|d| {
                        let rest = others.iter().copied().filter(|c| !subset.contains(c));
                        Elimination::removals_of(candidates, d, rest)
                    })
                    .collect();
                if removals.is_empty() {
                    return ControlFlow::Continue(());
                }
                sort::sort(&mut removals);
                ControlFlow::Break(Elimination {
                    removals,
                    digits: r.digits.iter().copied().chain(digits).collect(),
                    cells: [&floor[..], &roof[..], &subset].concat(),
                    houses: vec![house],
                    ..Elimination::default()
                })
            });
            if found.is_some() {
                return found;
            }
        }
    }
    None
}

/// Which type an elimination of this technique is, from its shape.
fn kind(found: &Elimination) -> u8 {
    match (found.houses.len(), found.digits.len()) {
        (0, 2) => 1,
        (0, _) => 2,
        (_, 2) => 4,
        _ => 3,
    }
}

/// What the four corners could not do.
pub(crate) fn deadly(n: &Narrator, a: Digit, b: Digit) -> String {
    format!(
        "the four could swap their {a}s and {b}s, a second solution, which a puzzle \
         with one solution cannot have",
        a = n.digit(a),
        b = n.digit(b)
    )
}

/// `type 1: r1c1, r1c5 and r3c1 are each 3 or 7, and with r3c5 they are the
/// corners of a rectangle over two boxes; if r3c5 were 3 or 7 too, the four
/// could swap their 3s and 7s, a second solution, which a puzzle with one
/// solution cannot have: 3 and 7 are removed from r3c5` (and see the tests
/// for the other types).
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    let (a, b) = (found.digits[0], found.digits[1]);
    let (da, db) = (n.digit(a), n.digit(b));
    let kind = kind(found);
    let floor_len = if kind == 1 { 3 } else { 2 };
    let floor = n.cells(&found.cells[..floor_len]);
    let roof = &found.cells[floor_len..4];
    let roofs = n.cells(roof);
    let shape = format!(
        "{floor} are each {da} or {db}, and with {roofs} they are the corners of a \
         rectangle over two boxes"
    );
    match kind {
        1 => format!(
            "type 1: {shape}; if {roofs} were {da} or {db} too, {}: {da} and {db} are \
             removed from {roofs}",
            deadly(n, a, b)
        ),
        2 => {
            let c = n.digit(found.digits[2]);
            format!(
                "type 2: {shape}; if neither of {roofs} were {c}, {}, so one of them is \
                 {c}: {}",
                deadly(n, a, b),
                n.removals(&found.removals)
            )
        }
        4 => {
            let strong = found.links[0].from.digit;
            let other = if strong == a { b } else { a };
            let (s, o) = (n.digit(strong), n.digit(other));
            format!(
                "type 4: {shape}; in {}, {s} is only in {roofs}, so one of them is {s}; \
                 if the other were {o}, {}: {}",
                found.houses[0],
                deadly(n, a, b),
                n.removals(&found.removals)
            )
        }
        _ => {
            let subset = &found.cells[4..];
            format!(
                "type 3: {shape}; if neither of {roofs} held a digit other than {da} and \
                 {db}, {}, so one of them does, and with {} they hold only {} in {}, a \
                 naked subset: {}",
                deadly(n, a, b),
                n.cells(subset),
                n.digits(&found.digits[2..]),
                found.houses[0],
                n.removals(&found.removals)
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{candidate_grid, names, removals, sentence};
    use crate::solve::Technique;

    /// A 9x9 grid of `*` with the given cells replaced.
    fn grid(cells: &[((usize, usize), &str)]) -> String {
        let mut text = String::new();
        for row in 1..=9 {
            for col in 1..=9 {
                let here = cells.iter().find(|(at, _)| *at == (row, col));
                text.push_str(here.map_or("*", |(_, c)| c));
                text.push(' ');
            }
            text.push('\n');
        }
        text
    }

    #[test]
    fn type_1_clears_the_fourth_corner() {
        let (g, cands) = candidate_grid(
            9,
            &grid(&[
                ((1, 1), "37"),
                ((1, 5), "37"),
                ((3, 1), "37"),
                ((3, 5), "1379"),
            ]),
        );
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r3c5<>3", "r3c5<>7"]);
        assert_eq!(names(&g, &found.cells), ["r1c1", "r1c5", "r3c1", "r3c5"]);
        assert_eq!(
            sentence(&g, Technique::UniqueRectangle, &found),
            "Unique rectangle: type 1: r1c1, r1c5 and r3c1 are each 3 or 7, and with \
             r3c5 they are the corners of a rectangle over two boxes; if r3c5 were 3 or \
             7 too, the four could swap their 3s and 7s, a second solution, which a \
             puzzle with one solution cannot have: 3 and 7 are removed from r3c5"
        );
    }

    #[test]
    fn four_boxes_make_no_rectangle() {
        // Rows 1 and 4 are in different bands, columns 1 and 5 in different
        // stacks: swapping would break the boxes.
        let (g, cands) = candidate_grid(
            9,
            &grid(&[
                ((1, 1), "37"),
                ((1, 5), "37"),
                ((4, 1), "37"),
                ((4, 5), "1379"),
            ]),
        );
        assert_eq!(find(&g, &cands), None);
    }

    #[test]
    fn type_2_the_roof_shares_its_extra_digit() {
        // Floor r1c1, r1c5; roof r3c1, r3c5 both {3,7,9}: 9 leaves row 3.
        let (g, cands) = candidate_grid(
            9,
            &grid(&[
                ((1, 1), "37"),
                ((1, 5), "37"),
                ((3, 1), "379"),
                ((3, 5), "379"),
            ]),
        );
        let found = find(&g, &cands).unwrap();
        assert_eq!(
            removals(&g, &found),
            ["r3c2<>9", "r3c3<>9", "r3c4<>9", "r3c6<>9", "r3c7<>9", "r3c8<>9", "r3c9<>9"]
        );
        assert_eq!(
            sentence(&g, Technique::UniqueRectangle, &found),
            "Unique rectangle: type 2: r1c1 and r1c5 are each 3 or 7, and with r3c1 \
             and r3c5 they are the corners of a rectangle over two boxes; if neither of \
             r3c1 and r3c5 were 9, the four could swap their 3s and 7s, a second \
             solution, which a puzzle with one solution cannot have, so one of them is \
             9: 9 is removed from r3c2, r3c3, r3c4, r3c6, r3c7, r3c8 and r3c9"
        );
    }

    #[test]
    fn type_2_in_a_column_and_a_box() {
        // Floor r1c7, r2c7 (column 7); roof r1c2, r2c2 {4,5,8}, which share
        // column 2 and box 1: 5 leaves both.
        let (g, cands) = candidate_grid(
            9,
            &grid(&[
                ((1, 7), "48"),
                ((2, 7), "48"),
                ((1, 2), "458"),
                ((2, 2), "458"),
            ]),
        );
        let found = find(&g, &cands).unwrap();
        assert_eq!(names(&g, &found.cells), ["r1c7", "r2c7", "r1c2", "r2c2"]);
        assert_eq!(kind(&found), 2);
        assert_eq!(
            removals(&g, &found),
            [
                "r1c1<>5", "r1c3<>5", "r2c1<>5", "r2c3<>5", "r3c1<>5", "r3c2<>5", "r3c3<>5",
                "r4c2<>5", "r5c2<>5", "r6c2<>5", "r7c2<>5", "r8c2<>5", "r9c2<>5"
            ]
        );
    }

    #[test]
    fn type_2_needs_one_same_extra_digit() {
        // Nor is it type 3 or 4: the rest of row 3 holds every digit.
        let (g, cands) = candidate_grid(
            9,
            &grid(&[
                ((1, 1), "37"),
                ((1, 5), "37"),
                ((3, 1), "379"),
                ((3, 5), "378"),
            ]),
        );
        assert_eq!(find(&g, &cands), None);
    }

    #[test]
    fn type_4_a_strong_link_in_the_roof() {
        // Floor r1c1, r1c5; roof r3c1 {1,3,7}, r3c5 {3,7,9}; row 3 has 3
        // only in the roof: 7 leaves both roof corners.
        let mut cells = vec![
            ((1, 1), "37"),
            ((1, 5), "37"),
            ((3, 1), "137"),
            ((3, 5), "379"),
        ];
        for col in [2, 3, 4, 6, 7, 8, 9] {
            cells.push(((3, col), "12456789"));
        }
        let (g, cands) = candidate_grid(9, &grid(&cells));
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r3c1<>7", "r3c5<>7"]);
        assert_eq!(found.links.len(), 1);
        assert!(found.links[0].strong);
        assert_eq!(
            sentence(&g, Technique::UniqueRectangle, &found),
            "Unique rectangle: type 4: r1c1 and r1c5 are each 3 or 7, and with r3c1 \
             and r3c5 they are the corners of a rectangle over two boxes; in row 3, 3 \
             is only in r3c1 and r3c5, so one of them is 3; if the other were 7, the \
             four could swap their 3s and 7s, a second solution, which a puzzle with \
             one solution cannot have: 7 is removed from r3c1 and r3c5"
        );
    }

    #[test]
    fn type_3_the_roof_in_a_naked_pair() {
        // Floor r1c1, r1c5; roof r3c1 {3,7,9}, r3c5 {3,7,8}: one of them is
        // 8 or 9, and r3c8 is {8,9}: a naked pair of the roof and r3c8, so
        // 8 and 9 leave the rest of row 3.
        let mut cells = vec![
            ((1, 1), "37"),
            ((1, 5), "37"),
            ((3, 1), "379"),
            ((3, 5), "378"),
            ((3, 8), "89"),
        ];
        // 3 and 7 elsewhere in row 3, or it would be type 4.
        for col in [2, 3, 4, 6] {
            cells.push(((3, col), "1234567"));
        }
        cells.push(((3, 7), "189"));
        cells.push(((3, 9), "2459"));
        let (g, cands) = candidate_grid(9, &grid(&cells));
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r3c7<>8", "r3c7<>9", "r3c9<>9"]);
        assert_eq!(
            names(&g, &found.cells),
            ["r1c1", "r1c5", "r3c1", "r3c5", "r3c8"]
        );
        assert_eq!(
            sentence(&g, Technique::UniqueRectangle, &found),
            "Unique rectangle: type 3: r1c1 and r1c5 are each 3 or 7, and with r3c1 \
             and r3c5 they are the corners of a rectangle over two boxes; if neither of \
             r3c1 and r3c5 held a digit other than 3 and 7, the four could swap their \
             3s and 7s, a second solution, which a puzzle with one solution cannot \
             have, so one of them does, and with r3c8 they hold only 8 and 9 in row 3, \
             a naked subset: 8 is removed from r3c7, and 9 from r3c7 and r3c9"
        );
    }

    #[test]
    fn a_deadly_pattern_of_three_exact_corners_is_type_1_not_type_2() {
        // r3c5 {3,7,9} with r1c1, r1c5, r3c1 exact: type 1 removes 3 and 7.
        let (g, cands) = candidate_grid(
            9,
            &grid(&[
                ((1, 1), "37"),
                ((1, 5), "37"),
                ((3, 1), "37"),
                ((3, 5), "379"),
            ]),
        );
        let found = find(&g, &cands).unwrap();
        assert_eq!(kind(&found), 1);
        assert_eq!(removals(&g, &found), ["r3c5<>3", "r3c5<>7"]);
    }

    #[test]
    fn six_by_six_type_1() {
        // Boxes 3 wide, 2 tall: rows 3 and 4 are one band, columns 2 and 5
        // two stacks, so r3c2, r3c5, r4c2, r4c5 lie in boxes 3 and 4.
        let (g, cands) = candidate_grid(
            6,
            "*  *  * | *  *   *
             *  *  * | *  *   *
             --------+---------
             *  15 * | *  15  *
             *  15 * | *  125 *
             --------+---------
             *  *  * | *  *   *
             *  *  * | *  *   *",
        );
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r4c5<>1", "r4c5<>5"]);
        assert_eq!(
            sentence(&g, Technique::UniqueRectangle, &found),
            "Unique rectangle: type 1: r3c2, r3c5 and r4c2 are each 1 or 5, and with \
             r4c5 they are the corners of a rectangle over two boxes; if r4c5 were 1 or \
             5 too, the four could swap their 1s and 5s, a second solution, which a \
             puzzle with one solution cannot have: 1 and 5 are removed from r4c5"
        );
    }

    #[test]
    fn sixteen_by_sixteen_type_4() {
        // Boxes 4x4. Floor r1c1, r1c9 {A,G}; roof r2c1 {1,A,G}, r2c9
        // {2,A,G}; row 2 has G only in the roof: A leaves it.
        let mut text = String::new();
        for row in 0..16 {
            for col in 0..16 {
                text.push_str(match (row, col) {
                    (0, 0) | (0, 8) => "AG ",
                    (1, 0) => "1AG ",
                    (1, 8) => "2AG ",
                    (1, _) => "123456789ABCDEF ",
                    _ => "* ",
                });
            }
            text.push('\n');
        }
        let (g, cands) = candidate_grid(16, &text);
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r2c1<>10", "r2c9<>10"]);
        assert_eq!(
            sentence(&g, Technique::UniqueRectangle, &found),
            "Unique rectangle: type 4: r1c1 and r1c9 are each A or G, and with r2c1 \
             and r2c9 they are the corners of a rectangle over two boxes; in row 2, G \
             is only in r2c1 and r2c9, so one of them is G; if the other were A, the \
             four could swap their As and Gs, a second solution, which a puzzle with \
             one solution cannot have: A is removed from r2c1 and r2c9"
        );
    }

    /// A 12x12 grid of `*` (boxes 4 wide, 3 tall) with the given cells
    /// replaced.
    fn twelve(cells: &[((usize, usize), &str)]) -> String {
        let mut text = String::new();
        for row in 1..=12 {
            for col in 1..=12 {
                let here = cells.iter().find(|(at, _)| *at == (row, col));
                text.push_str(here.map_or("*", |(_, c)| c));
                text.push(' ');
            }
            text.push('\n');
        }
        text
    }

    #[test]
    fn twelve_by_twelve_type_1() {
        // Rows 1 and 2 are one band, columns 1 and 5 two stacks: boxes 1
        // and 2.
        let (g, cands) = candidate_grid(
            12,
            &twelve(&[
                ((1, 1), "37"),
                ((1, 5), "37"),
                ((2, 1), "37"),
                ((2, 5), "1379"),
            ]),
        );
        let found = find(&g, &cands).unwrap();
        assert_eq!(kind(&found), 1);
        assert_eq!(removals(&g, &found), ["r2c5<>3", "r2c5<>7"]);
        assert_eq!(names(&g, &found.cells), ["r1c1", "r1c5", "r2c1", "r2c5"]);
    }

    #[test]
    fn twelve_by_twelve_four_boxes_make_no_rectangle() {
        // Row 4 starts the second band of 3-row boxes.
        let (g, cands) = candidate_grid(
            12,
            &twelve(&[
                ((1, 1), "37"),
                ((1, 5), "37"),
                ((4, 1), "37"),
                ((4, 5), "1379"),
            ]),
        );
        assert_eq!(find(&g, &cands), None);
    }

    #[test]
    fn twelve_by_twelve_type_2() {
        // Roof r2c1, r2c5 both {3,7,9}: 9 leaves the rest of row 2.
        let (g, cands) = candidate_grid(
            12,
            &twelve(&[
                ((1, 1), "37"),
                ((1, 5), "37"),
                ((2, 1), "379"),
                ((2, 5), "379"),
            ]),
        );
        let found = find(&g, &cands).unwrap();
        assert_eq!(kind(&found), 2);
        assert_eq!(
            removals(&g, &found),
            [
                "r2c2<>9", "r2c3<>9", "r2c4<>9", "r2c6<>9", "r2c7<>9", "r2c8<>9", "r2c9<>9",
                "r2c10<>9", "r2c11<>9", "r2c12<>9"
            ]
        );
        assert_eq!(
            sentence(&g, Technique::UniqueRectangle, &found),
            "Unique rectangle: type 2: r1c1 and r1c5 are each 3 or 7, and with r2c1 and r2c5 they \
             are the corners of a rectangle over two boxes; if neither of r2c1 and r2c5 were 9, \
             the four could swap their 3s and 7s, a second solution, which a puzzle with one \
             solution cannot have, so one of them is 9: 9 is removed from r2c2, r2c3, r2c4, r2c6, \
             r2c7, r2c8, r2c9, r2c10, r2c11 and r2c12"
        );
    }

    #[test]
    fn twelve_by_twelve_type_3() {
        // Roof r2c1 {3,7,9}, r2c5 {3,7,8} and r2c8 {8,9}: a naked pair in
        // row 2, 3 and 7 elsewhere in the row so that it is not type 4.
        let mut cells = vec![
            ((1, 1), "37"),
            ((1, 5), "37"),
            ((2, 1), "379"),
            ((2, 5), "378"),
            ((2, 8), "89"),
            ((2, 7), "189"),
            ((2, 9), "2459"),
        ];
        for col in [2, 3, 4, 6, 10, 11, 12] {
            cells.push(((2, col), "1234567ABC"));
        }
        let (g, cands) = candidate_grid(12, &twelve(&cells));
        let found = find(&g, &cands).unwrap();
        assert_eq!(kind(&found), 3);
        assert_eq!(removals(&g, &found), ["r2c7<>8", "r2c7<>9", "r2c9<>9"]);
        assert_eq!(
            names(&g, &found.cells),
            ["r1c1", "r1c5", "r2c1", "r2c5", "r2c8"]
        );
        assert_eq!(
            sentence(&g, Technique::UniqueRectangle, &found),
            "Unique rectangle: type 3: r1c1 and r1c5 are each 3 or 7, and with r2c1 and r2c5 they \
             are the corners of a rectangle over two boxes; if neither of r2c1 and r2c5 held a \
             digit other than 3 and 7, the four could swap their 3s and 7s, a second solution, \
             which a puzzle with one solution cannot have, so one of them does, and with r2c8 \
             they hold only 8 and 9 in row 2, a naked subset: 8 is removed from r2c7, and 9 from \
             r2c7 and r2c9"
        );
    }

    #[test]
    fn twelve_by_twelve_type_4() {
        // Roof r2c1 {1,3,7}, r2c5 {3,7,9}; row 2 has 3 only in the roof.
        let mut cells = vec![
            ((1, 1), "37"),
            ((1, 5), "37"),
            ((2, 1), "137"),
            ((2, 5), "379"),
        ];
        for col in [2, 3, 4, 6, 7, 8, 9, 10, 11, 12] {
            cells.push(((2, col), "12456789ABC"));
        }
        let (g, cands) = candidate_grid(12, &twelve(&cells));
        let found = find(&g, &cands).unwrap();
        assert_eq!(kind(&found), 4);
        assert_eq!(removals(&g, &found), ["r2c1<>7", "r2c5<>7"]);
    }
}
