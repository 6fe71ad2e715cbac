//! Avoidable rectangle: the [unique rectangle](super::unique_rectangle)'s
//! deadly pattern among cells already *solved*. Four cells at the corners
//! of two rows and two columns, in exactly two boxes, none of them given:
//! if they ended up holding a on one diagonal and b on the other, swapping
//! the two digits would give a second solution that keeps every given. So
//! a puzzle with one solution cannot end that way, whichever corners were
//! filled first.
//!
//! - **Type 1:** three corners are solved, a on one and b on the two next
//!   to it; the fourth, across from the a, is empty: a leaves it.
//! - **Type 2:** two corners of one row (or column) are solved, a and b;
//!   across from them, the empty corner under a holds exactly {b, c} and
//!   the one under b exactly {a, c}. Without c they would be b and a, the
//!   deadly pattern: one of them is c, and c leaves every cell that sees
//!   both.
//!
//! Which cells were given comes from the [`StateCache`]: a state whose
//! history is unknown takes every filled cell for given, and then no
//! rectangle is avoidable. Type 1 is looked for first, over the rows with
//! two solved corners in board order; then type 2, rows before columns.
//! Works on every board size.
//!
//! Pattern: type 1: `digits` = [a, b], `cells` = the a corner, the two b
//! corners in board order, then the empty corner; type 2: `digits` = [a,
//! b, c], `cells` = the a and b corners, then the corner across from a
//! ({b, c}) and the one across from b ({a, c}). `houses` = none.

use super::unique_rectangle::deadly;
use super::{Elimination, StateCache};
use crate::candidates::{Candidates, Removal};
use crate::digits::{Digit, DigitSet};
use crate::geometry::{Cell, Geometry};
use crate::step::Narrator;

pub fn find(cache: &StateCache) -> Option<Elimination> {
    let (g, candidates) = (cache.geometry(), cache.candidates());
    let solved = |cell: Cell| match candidates.value(cell) {
        Some(digit) if !cache.is_given(cell) => Some(digit),
        _ => None,
    };
    let rectangles = |across| Rectangles {
        geometry: g,
        solved: &solved,
        across,
    };
    (rectangles(false).find(|r| type_1(candidates, &solved, r)))
        .or_else(|| rectangles(false).find(|r| type_2(g, candidates, r)))
        .or_else(|| rectangles(true).find(|r| type_2(g, candidates, r)))
}

/// Two solved cells of one line, `p` holding a and `q` holding b (`p`
/// first in the line), and the cells across from them in another line,
/// `p2` and `q2`, the four in exactly two boxes.
struct Corners {
    p: Cell,
    q: Cell,
    p2: Cell,
    q2: Cell,
    a: Digit,
    b: Digit,
}

/// The rectangles with two solved corners in a row (or, `across`, a
/// column), in board order of the line, then of its two corners, then of
/// the other line.
struct Rectangles<'a, S: Fn(Cell) -> Option<Digit>> {
    geometry: &'a Geometry,
    solved: &'a S,
    across: bool,
}

impl<S: Fn(Cell) -> Option<Digit>> Rectangles<'_, S> {
    /// The first of `test`'s answers for the rectangles in order.
    fn find(&self, test: impl Fn(&Corners) -> Option<Elimination>) -> Option<Elimination> {
        let g = self.geometry;
        let side = g.side();
        let at = |line: usize, place: usize| {
            if self.across {
                g.cell_at(place, line)
            } else {
                g.cell_at(line, place)
            }
        };
        for line in 0..side {
            for first in 0..side {
                let p = at(line, first);
                let Some(a) = (self.solved)(p) else { continue };
                for second in first + 1..side {
                    let q = at(line, second);
                    let Some(b) = (self.solved)(q).filter(|&b| b != a) else {
                        continue;
                    };
                    for other in (0..side).filter(|&l| l != line) {
                        let (p2, q2) = (at(other, first), at(other, second));
                        if !in_two_boxes(g, [p, q, p2, q2]) {
                            continue;
                        }
                        let corners = Corners { p, q, p2, q2, a, b };
                        if let Some(found) = test(&corners) {
                            return Some(found);
                        }
                    }
                }
            }
        }
        None
    }
}

/// Whether four corners lie in exactly two boxes.
fn in_two_boxes(g: &Geometry, corners: [Cell; 4]) -> bool {
    let first = g.box_of(corners[0]);
    let other = corners.iter().map(|&c| g.box_of(c)).find(|&b| b != first);
    other.is_some_and(|other| {
        corners
            .iter()
            .all(|&c| g.box_of(c) == first || g.box_of(c) == other)
    })
}

/// Type 1 on corners whose solved pair is in a row: one of `p2`, `q2`
/// solved and the other empty.
fn type_1(
    candidates: &Candidates,
    solved: &impl Fn(Cell) -> Option<Digit>,
    r: &Corners,
) -> Option<Elimination> {
    let &Corners { p, q, p2, q2, a, b } = r;
    // p2 solved as b: the empty q2 may not be a; q2 solved as a: the empty
    // p2 may not be b.
    let (x, ones, empty) = if solved(p2) == Some(b) && candidates.value(q2).is_none() {
        (p, [q, p2], q2)
    } else if solved(q2) == Some(a) && candidates.value(p2).is_none() {
        (q, [p, q2], p2)
    } else {
        return None;
    };
    let (x_digit, y_digit) = if x == p { (a, b) } else { (b, a) };
    if !candidates.get(empty).contains(x_digit) {
        return None;
    }
    let mut ys = ones;
    ys.sort();
    Some(Elimination {
        removals: vec![Removal {
            cell: empty,
            digit: x_digit,
        }],
        digits: vec![x_digit, y_digit],
        cells: vec![x, ys[0], ys[1], empty],
        ..Elimination::default()
    })
}

/// Type 2 on corners: `p2` and `q2` empty.
fn type_2(g: &Geometry, candidates: &Candidates, r: &Corners) -> Option<Elimination> {
    let &Corners { p, q, p2, q2, a, b } = r;
    let (under_a, under_b) = (candidates.get(p2), candidates.get(q2));
    if candidates.value(p2).is_some()
        || candidates.value(q2).is_some()
        || under_a.len() != 2
        || under_b.len() != 2
        || !under_a.contains(b)
        || !under_b.contains(a)
    {
        return None;
    }
    let c = under_a.difference(DigitSet::single(b)).first()?;
    if under_b.difference(DigitSet::single(a)).first() != Some(c) || c == a || c == b {
        return None;
    }
    let targets = g
        .peers(p2)
        .iter()
        .copied()
        .filter(|&t| t != q2 && g.sees(t, q2));
    let removals = Elimination::removals_of(candidates, c, targets);
    if removals.is_empty() {
        return None;
    }
    Some(Elimination {
        removals,
        digits: vec![a, b, c],
        cells: vec![p, q, p2, q2],
        ..Elimination::default()
    })
}

/// `type 1: r1c1 is 5 and r1c4 and r3c1 are 7, none of them given, and
/// with r3c4 they are the corners of a rectangle over two boxes; if r3c4
/// were 5, the four could swap …: 5 is removed from r3c4`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    let (a, b) = (found.digits[0], found.digits[1]);
    let (da, db) = (n.digit(a), n.digit(b));
    let cell = |i: usize| n.cell(found.cells[i]);
    match found.digits.get(2) {
        None => format!(
            "type 1: {} is {da} and {} and {} are {db}, none of them given, and with {} \
             they are the corners of a rectangle over two boxes; if {} were {da}, {}: {}",
            cell(0),
            cell(1),
            cell(2),
            cell(3),
            cell(3),
            deadly(n, a, b),
            n.removals(&found.removals)
        ),
        Some(&c) => {
            let dc = n.digit(c);
            format!(
                "type 2: {} is {da} and {} is {db}, neither given, and with {} ({db} or \
                 {dc}) and {} ({da} or {dc}) they are the corners of a rectangle over two \
                 boxes; if neither of those were {dc}, {}, so one of them is {dc}: {}",
                cell(0),
                cell(1),
                cell(2),
                cell(3),
                deadly(n, a, b),
                n.removals(&found.removals)
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{candidate_grid, removals, sentence};
    use crate::solve::Technique;
    use std::sync::Arc;

    /// Every candidate but `r3c1` and `r3c4` as given, then `filled` filled
    /// (cells as (row, column), from 1) as a solve would.
    fn board(r3c1: &str, r3c4: &str, filled: &[(usize, usize, u8)]) -> (Arc<Geometry>, Candidates) {
        let mut text = String::new();
        for row in 1..=9 {
            for col in 1..=9 {
                text.push_str(match (row, col) {
                    (3, 1) => r3c1,
                    (3, 4) => r3c4,
                    _ => "*",
                });
                text.push(' ');
            }
            text.push('\n');
        }
        let (g, mut cands) = candidate_grid(9, &text);
        for &(row, col, digit) in filled {
            cands.fill(&g, g.cell_at(row - 1, col - 1), Digit::new(digit).unwrap());
        }
        (g, cands)
    }

    fn givens(g: &Geometry, given: &[(usize, usize)]) -> Vec<bool> {
        let mut givens = vec![false; g.cell_count()];
        for &(row, col) in given {
            givens[g.cell_at(row - 1, col - 1).index()] = true;
        }
        givens
    }

    #[test]
    fn type_1_three_solved_corners() {
        // r1c1 5, r1c4 and r3c1 7, solved: r3c4 may not be 5.
        let (g, cands) = board("*", "*", &[(1, 1, 5), (1, 4, 7), (3, 1, 7)]);
        let none = givens(&g, &[]);
        let found = find(&StateCache::new(&g, &cands).with_givens(&none)).unwrap();
        assert_eq!(removals(&g, &found), ["r3c4<>5"]);
        assert_eq!(
            sentence(&g, Technique::AvoidableRectangle, &found),
            "Avoidable rectangle: type 1: r1c1 is 5 and r1c4 and r3c1 are 7, none of them \
             given, and with r3c4 they are the corners of a rectangle over two boxes; if r3c4 \
             were 5, the four could swap their 5s and 7s, a second solution, which a puzzle \
             with one solution cannot have: 5 is removed from r3c4"
        );
    }

    #[test]
    fn a_given_corner_or_an_unknown_history_makes_no_rectangle() {
        let (g, cands) = board("*", "*", &[(1, 1, 5), (1, 4, 7), (3, 1, 7)]);
        let one = givens(&g, &[(3, 1)]);
        assert_eq!(find(&StateCache::new(&g, &cands).with_givens(&one)), None);
        // Without givens every filled cell counts as one.
        assert_eq!(find(&StateCache::new(&g, &cands)), None);
    }

    #[test]
    fn type_2_two_solved_corners() {
        // r1c1 5 and r1c4 7 solved; r3c1 {3,7} and r3c4 {3,5}: one of them
        // is 3, and row 3 has no other.
        let (g, cands) = board("37", "35", &[(1, 1, 5), (1, 4, 7)]);
        let none = givens(&g, &[]);
        let found = find(&StateCache::new(&g, &cands).with_givens(&none)).unwrap();
        assert_eq!(
            removals(&g, &found),
            ["r3c2<>3", "r3c3<>3", "r3c5<>3", "r3c6<>3", "r3c7<>3", "r3c8<>3", "r3c9<>3"]
        );
        assert_eq!(
            sentence(&g, Technique::AvoidableRectangle, &found),
            "Avoidable rectangle: type 2: r1c1 is 5 and r1c4 is 7, neither given, and with \
             r3c1 (7 or 3) and r3c4 (5 or 3) they are the corners of a rectangle over two \
             boxes; if neither of those were 3, the four could swap their 5s and 7s, a second \
             solution, which a puzzle with one solution cannot have, so one of them is 3: 3 is \
             removed from r3c2, r3c3, r3c5, r3c6, r3c7, r3c8 and r3c9"
        );
        // Two extra digits that differ prove nothing.
        let (g, cands) = board("37", "45", &[(1, 1, 5), (1, 4, 7)]);
        assert_eq!(find(&StateCache::new(&g, &cands).with_givens(&none)), None);
    }

    #[test]
    fn sixteen_by_sixteen_in_columns() {
        // 4x4 boxes: r1c1 2 and r9c1 9 solved in column 1 (boxes 1 and 9);
        // r1c2 {9,4} and r9c2 {2,4} across from them.
        let mut text = String::new();
        for row in 1..=16 {
            for col in 1..=16 {
                text.push_str(match (row, col) {
                    (1, 2) => "49",
                    (9, 2) => "24",
                    _ => "*",
                });
                text.push(' ');
            }
            text.push('\n');
        }
        let (g, mut cands) = candidate_grid(16, &text);
        cands.fill(&g, g.cell_at(0, 0), Digit::new(2).unwrap());
        cands.fill(&g, g.cell_at(8, 0), Digit::new(9).unwrap());
        let none = vec![false; g.cell_count()];
        let found = find(&StateCache::new(&g, &cands).with_givens(&none)).unwrap();
        let removed = removals(&g, &found);
        assert_eq!(removed.len(), 14, "{removed:?}");
        assert!(removed.iter().all(|r| r.ends_with("c2<>4")), "{removed:?}");
    }
}
