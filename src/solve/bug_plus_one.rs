//! BUG+1: every empty cell has exactly two candidates but one, which has
//! three, and in every house each candidate has exactly two places, except
//! one candidate z of the odd cell, which has three in each of the odd
//! cell's row, column and box.
//!
//! A *bivalue universal grave* (BUG) is such a state without the odd cell:
//! every empty cell with two candidates, every candidate with two places in
//! each house. It has no solution or at least two: switching every empty
//! cell of a solution to its other candidate keeps each missing digit once
//! in each house, another solution. Were the odd cell not z, removing z
//! from it would leave a BUG; a puzzle with one solution (and every state
//! reached from it) cannot, so the cell is z: its other two candidates are
//! removed, and the naked single follows.
//!
//! Works on every board size.
//!
//! Pattern: `digits` = [z], `cells` = [the odd cell], `houses` = [its row,
//! its column, its box]; the removals are its two other candidates.

use super::Elimination;
use crate::candidates::{Candidates, Removal};
use crate::digits::DigitSet;
use crate::geometry::{Cell, Geometry};
use crate::step::Narrator;

pub fn find(geometry: &Geometry, candidates: &Candidates) -> Option<Elimination> {
    let mut odd: Option<Cell> = None;
    for cell in geometry.cells() {
        if candidates.value(cell).is_some() {
            continue;
        }
        match candidates.get(cell).len() {
            2 => {}
            3 if odd.is_none() => odd = Some(cell),
            _ => return None,
        }
    }
    let odd = odd?;
    let houses = geometry.houses_of(odd);
    let mut extra: Option<DigitSet> = None;
    for house in geometry.houses() {
        // Digits with at least one, two, three and four places.
        let (mut one, mut two, mut three, mut four) = (0u64, 0u64, 0u64, 0u64);
        for &cell in geometry.house_cells(house) {
            let here = candidates.get(cell).bits();
            four |= three & here;
            three |= two & here;
            two |= one & here;
            one |= here;
        }
        let (once, thrice) = (one & !two, three & !four);
        if once != 0 || four != 0 {
            return None;
        }
        if !houses.contains(&house) {
            if thrice != 0 {
                return None;
            }
            continue;
        }
        let thrice = DigitSet::from_bits(thrice);
        if thrice.len() != 1 || extra.is_some_and(|z| z != thrice) {
            return None;
        }
        extra = Some(thrice);
    }
    let z = extra?.only()?;
    // Three places of z around the odd cell but not in it: removing a
    // candidate of the odd cell leaves no BUG.
    if !candidates.get(odd).contains(z) {
        return None;
    }
    let removals = candidates
        .get(odd)
        .iter()
        .filter(|&d| d != z)
        .map(|digit| Removal { cell: odd, digit })
        .collect();
    Some(Elimination {
        removals,
        digits: vec![z],
        cells: vec![odd],
        houses: houses.to_vec(),
        ..Elimination::default()
    })
}

/// `every empty cell but r5c6 has two candidates, and every candidate has
/// two places in each of its row, column and box, but 3 has three in row 5,
/// column 6 and box 5; without 3 in r5c6 that would be a bivalue universal
/// grave, where every empty cell could switch to its other candidate, so
/// two solutions or none: r5c6 is 3, and 1 and 2 are removed from it`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    let cell = n.cell(found.cells[0]);
    let z = n.digit(found.digits[0]);
    let others: Vec<_> = found.removals.iter().map(|r| r.digit).collect();
    format!(
        "every empty cell but {cell} has two candidates, and every candidate has two \
         places in each of its row, column and box, but {z} has three in {}; without {z} \
         in {cell} that would be a bivalue universal grave, where every empty cell could \
         switch to its other candidate, so two solutions or none: {cell} is {z}, and {} \
         are removed from it",
        n.houses(&found.houses),
        n.digits(&others)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{candidate_grid, names, removals, sentence};
    use crate::solve::Technique;

    /// A solved grid with its 1s, 2s and 3s open: a 1 as {1,2}, a 2 as
    /// {2,3}, a 3 as {1,3}, a BUG (the same grid with 1, 2, 3 turned to 2,
    /// 3, 1 is a second solution). r5c6 has 3 as well.
    const NINE: &str = "
        12 23 13 | 4  5  6   | 7  8  9
        4  5  6  | 7  8  9   | 12 23 13
        7  8  9  | 12 23 13  | 4  5  6
        ------------------------------
        23 13 4  | 5  6  7   | 8  9  12
        5  6  7  | 8  9  123 | 23 13 4
        8  9  12 | 23 13 4   | 5  6  7
        ------------------------------
        13 4  5  | 6  7  8   | 9  12 23
        6  7  8  | 9  12 23  | 13 4  5
        9  12 23 | 13 4  5   | 6  7  8";

    #[test]
    fn the_odd_cell_takes_the_digit_with_three_places() {
        let (g, cands) = candidate_grid(9, NINE);
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r5c6<>1", "r5c6<>2"]);
        assert_eq!(names(&g, &found.cells), ["r5c6"]);
        assert_eq!(
            sentence(&g, Technique::BugPlusOne, &found),
            "BUG+1: every empty cell but r5c6 has two candidates, and every candidate \
             has two places in each of its row, column and box, but 3 has three in row 5, \
             column 6 and box 5; without 3 in r5c6 that would be a bivalue universal \
             grave, where every empty cell could switch to its other candidate, so two \
             solutions or none: r5c6 is 3, and 1 and 2 are removed from it"
        );
    }

    #[test]
    fn two_odd_cells_are_no_bug_plus_one() {
        let (g, cands) = candidate_grid(9, &NINE.replacen("12 23 13 | 4", "123 23 13 | 4", 1));
        assert_eq!(find(&g, &cands), None);
    }

    #[test]
    fn the_rest_must_be_a_bug() {
        // r1c1 {1,3} instead of {1,2}: 2 has one place in row 1.
        let (g, cands) = candidate_grid(9, &NINE.replacen("12 23 13 | 4", "13 23 13 | 4", 1));
        assert_eq!(find(&g, &cands), None);
        // Without the odd cell the grid is a BUG itself: nothing to place.
        let (g, cands) = candidate_grid(9, &NINE.replace("123", "12 "));
        assert_eq!(find(&g, &cands), None);
    }

    #[test]
    fn the_digit_with_three_places_must_be_the_odd_cells() {
        // 4x4: r1c1 {1,2,3} is the odd cell, but the digit with three places
        // in its row, column and box is 4, which it lacks.
        let (g, cands) = candidate_grid(
            4,
            "123 14 | 24 34
             24  34 | 12 13
             -------+------
             14  23 | 13 24
             34  12 | 34 12",
        );
        assert_eq!(find(&g, &cands), None);
    }

    #[test]
    fn six_by_six() {
        // Boxes 3 wide, 2 tall; the same construction, r3c1 the odd cell.
        let (g, cands) = candidate_grid(
            6,
            "12  23 13 | 4  5  6
             4   5  6  | 12 23 13
             ----------+---------
             123 13 4  | 5  6  12
             5   6  12 | 23 13 4
             ----------+---------
             13  4  5  | 6  12 23
             6   12 23 | 13 4  5",
        );
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r3c1<>2", "r3c1<>3"]);
        assert_eq!(
            sentence(&g, Technique::BugPlusOne, &found),
            "BUG+1: every empty cell but r3c1 has two candidates, and every candidate \
             has two places in each of its row, column and box, but 1 has three in row 3, \
             column 1 and box 3; without 1 in r3c1 that would be a bivalue universal \
             grave, where every empty cell could switch to its other candidate, so two \
             solutions or none: r3c1 is 1, and 2 and 3 are removed from it"
        );
    }

    /// A solved 12x12 grid (boxes 4 wide, 3 tall: the value of row r,
    /// column c, from 0, is 4 (r mod 3) + r div 3 + c, mod 12, plus one)
    /// with its 1s, 2s and 3s open as in `NINE`, and 3 added to the cells
    /// in `odd` (1-based), which hold 1.
    fn twelve(odd: &[(usize, usize)]) -> String {
        let mut text = String::new();
        for r in 0..12 {
            for c in 0..12 {
                let value = (4 * (r % 3) + r / 3 + c) % 12 + 1;
                let cell = match value {
                    1 if odd.contains(&(r + 1, c + 1)) => "123".to_owned(),
                    1 => "12".to_owned(),
                    2 => "23".to_owned(),
                    3 => "13".to_owned(),
                    10..=12 => ["A", "B", "C"][value - 10].to_owned(),
                    _ => value.to_string(),
                };
                text.push_str(&cell);
                text.push(' ');
            }
            text.push('\n');
        }
        text
    }

    #[test]
    fn twelve_by_twelve() {
        let (g, cands) = candidate_grid(12, &twelve(&[(1, 1)]));
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r1c1<>1", "r1c1<>2"]);
        assert_eq!(names(&g, &found.cells), ["r1c1"]);
        assert_eq!(
            sentence(&g, Technique::BugPlusOne, &found),
            "BUG+1: every empty cell but r1c1 has two candidates, and every candidate has two \
             places in each of its row, column and box, but 3 has three in row 1, column 1 and \
             box 1; without 3 in r1c1 that would be a bivalue universal grave, where every empty \
             cell could switch to its other candidate, so two solutions or none: r1c1 is 3, and 1 \
             and 2 are removed from it"
        );
    }

    #[test]
    fn twelve_by_twelve_two_odd_cells_are_no_bug_plus_one() {
        // r2c9 holds 1 too: two cells with three candidates.
        let (g, cands) = candidate_grid(12, &twelve(&[(1, 1), (2, 9)]));
        assert_eq!(find(&g, &cands), None);
    }
}
