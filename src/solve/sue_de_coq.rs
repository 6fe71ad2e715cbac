//! Sue de Coq: where a box meets a line, two or more empty cells whose
//! candidates are at least two more digits than cells; with them, cells of
//! the line outside the box and cells of the box outside the line, the two
//! groups without a digit in common, such that all these cells together
//! hold exactly as many digits as there are cells.
//!
//! Then each digit is in them exactly once: a digit of the line's group
//! can only be in the line's cells of the set (the box's group lacks it),
//! one of the box's group only in the box's cells, any other only where
//! box and line meet; so no digit is there twice, and as many digits as
//! cells leaves none out. So a digit of the line's group leaves the rest
//! of the line, one of the box's group the rest of the box, and any other
//! both.
//!
//! Crossings in the board's order; the cells where box and line meet
//! (largest first), then the line's group and the box's, smallest first:
//! at most [`MAX_GROUP`] cells each on boards up to 9x9, two above.
//!
//! Pattern: `cells` = the meeting cells, the line's group, the box's
//! group, `digits` = every digit of the set, `houses` = [box, line].

use super::Elimination;
use crate::candidates::{Candidates, Removal};
use crate::digits::DigitSet;
use crate::geometry::{Cell, Geometry};
use crate::sort;
use crate::step::Narrator;

/// Cells at most in the line's group and in the box's, on boards up to
/// 9x9; bigger boards take two, to keep the search quick there.
const MAX_GROUP: usize = 3;

pub fn find(geometry: &Geometry, candidates: &Candidates) -> Option<Elimination> {
    let empty = |cells: &[Cell]| -> Vec<Cell> {
        (cells.iter().copied())
            .filter(|&c| !candidates.get(c).is_empty())
            .collect()
    };
    let max_group = if geometry.side() <= 9 { MAX_GROUP } else { 2 };
    for index in 0..geometry.crossing_count() {
        let meeting = empty(geometry.crossing_cells(index));
        if meeting.len() < 2 {
            continue;
        }
        let line_rest = empty(geometry.crossing_rest(index, true));
        let box_rest = empty(geometry.crossing_rest(index, false));
        for size in (2..=meeting.len()).rev() {
            for middle in subsets(&meeting, size, candidates, usize::MAX) {
                let v = middle.0;
                if v.len() < size + 2 {
                    continue;
                }
                // Each group's cells must share a digit with the middle
                // (others would be a locked set of their own), and the set
                // has size + n1 + n2 digits, so the line's group at most
                // size + n1 of them (the box's group needs n2).
                let useful = |cells: &[Cell]| -> Vec<Cell> {
                    (cells.iter().copied())
                        .filter(|&c| !candidates.get(c).intersection(v).is_empty())
                        .collect()
                };
                let (line_cells, box_cells) = (useful(&line_rest), useful(&box_rest));
                let groups = |cells: &[Cell]| -> Vec<(DigitSet, Vec<Cell>)> {
                    (1..=max_group.min(cells.len()))
                        .flat_map(|n| subsets(cells, n, candidates, size + n))
                        .collect()
                };
                let box_groups = groups(&box_cells);
                if box_groups.is_empty() {
                    continue;
                }
                for (d1, line_group) in groups(&line_cells) {
                    for (d2, box_group) in &box_groups {
                        if !d1.intersection(*d2).is_empty() {
                            continue;
                        }
                        let all = v.union(d1).union(*d2);
                        if all.len() != size + line_group.len() + box_group.len() {
                            continue;
                        }
                        let set: Vec<Cell> = [&middle.1[..], &line_group, box_group].concat();
                        let removals = removals(geometry, candidates, index, &set, all, d1, *d2);
                        if removals.is_empty() {
                            continue;
                        }
                        let crossing = geometry.crossing(index);
                        return Some(Elimination {
                            removals,
                            digits: all.iter().collect(),
                            cells: set,
                            houses: vec![crossing.the_box, crossing.line],
                            ..Elimination::default()
                        });
                    }
                }
            }
        }
    }
    None
}

/// What the set of `set` (with digits `all`, `d1` the line group's and
/// `d2` the box group's) removes from the rest of the crossing's line and
/// box.
fn removals(
    geometry: &Geometry,
    candidates: &Candidates,
    crossing: usize,
    set: &[Cell],
    all: DigitSet,
    d1: DigitSet,
    d2: DigitSet,
) -> Vec<Removal> {
    let crossing_line = geometry.crossing(crossing).line;
    let crossing_box = geometry.crossing(crossing).the_box;
    let mut removals = Vec::new();
    for (house, leaving) in [
        (crossing_line, all.difference(d2)),
        (crossing_box, all.difference(d1)),
    ] {
        for &cell in geometry.house_cells(house) {
            if set.contains(&cell) {
                continue;
            }
            for digit in candidates.get(cell).intersection(leaving) {
                removals.push(Removal { cell, digit });
            }
        }
    }
    sort::sort(&mut removals);
    removals.dedup();
    removals
}

/// The subsets of `items` of `size` cells with at most `most` digits
/// between them, with their digits, in lexicographic order.
fn subsets(
    items: &[Cell],
    size: usize,
    candidates: &Candidates,
    most: usize,
) -> Vec<(DigitSet, Vec<Cell>)> {
    struct Walk<'a> {
        items: &'a [Cell],
        size: usize,
        candidates: &'a Candidates,
        most: usize,
        chosen: Vec<Cell>,
        out: Vec<(DigitSet, Vec<Cell>)>,
    }
    impl Walk<'_> {
        fn go(&mut self, from: usize, digits: DigitSet) {
            if self.chosen.len() == self.size {
                self.out.push((digits, self.chosen.clone()));
                return;
            }
            for i in from..self.items.len() {
                let more = digits.union(self.candidates.get(self.items[i]));
                if more.len() > self.most {
                    continue;
                }
                self.chosen.push(self.items[i]);
                self.go(i + 1, more);
                self.chosen.pop();
            }
        }
    }
    let mut walk = Walk {
        items,
        size,
        candidates,
        most,
        chosen: Vec::with_capacity(size),
        out: Vec::new(),
    };
    walk.go(0, DigitSet::EMPTY);
    walk.out
}

/// `r1c1 and r1c2, where box 1 meets row 1, with r1c7 of row 1 and r2c3 of
/// box 1, are 4 cells with 4 digits between them (1, 5, 6 and 9), and the
/// row's cells and the box's share none: each digit is in them once, so a
/// digit of r1c7 leaves the rest of row 1, one of r2c3 the rest of box 1,
/// and any other both: …`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    let (the_box, line) = (found.houses[0], found.houses[1]);
    let g = n.geometry;
    let in_box = |c: &Cell| g.contains(the_box, *c);
    let in_line = |c: &Cell| g.contains(line, *c);
    let pick = |f: &dyn Fn(&Cell) -> bool| -> Vec<Cell> {
        found.cells.iter().copied().filter(|c| f(c)).collect()
    };
    let middle = pick(&|c| in_box(c) && in_line(c));
    let line_group = pick(&|c| in_line(c) && !in_box(c));
    let box_group = pick(&|c| in_box(c) && !in_line(c));
    format!(
        "{}, where {the_box} meets {line}, with {} of {line} and {} of {the_box}, are {} \
         cells with {} digits between them ({}), and the {kind}'s cells and the box's share \
         none: each digit is in them once, so a digit of {} leaves the rest of {line}, one of \
         {} the rest of {the_box}, and any other both: {}",
        n.cells(&middle),
        n.cells(&line_group),
        n.cells(&box_group),
        found.cells.len(),
        found.digits.len(),
        n.digits(&found.digits),
        n.cells(&line_group),
        n.cells(&box_group),
        n.removals(&found.removals),
        kind = line.to_string().split(' ').next().unwrap_or_default(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{candidate_grid, names, removals, sentence};
    use crate::solve::Technique;

    #[test]
    fn a_box_and_a_row_share_out_their_digits() {
        // r1c1 and r1c2 hold 1, 5, 6 and 9; r1c7 {1,5} in the row and
        // r2c3 {6,9} in the box: four cells, four digits.
        let (g, cands) = candidate_grid(
            9,
            "1569 1569 * | * * * | 15 * *
             * * 69 | * * * | * * *
             * * * | * * * | * * *
             ------+-------+------
             * * * | * * * | * * *
             * * * | * * * | * * *
             * * * | * * * | * * *
             ------+-------+------
             * * * | * * * | * * *
             * * * | * * * | * * *
             * * * | * * * | * * *",
        );
        let found = find(&g, &cands).unwrap();
        assert_eq!(names(&g, &found.cells), ["r1c1", "r1c2", "r1c7", "r2c3"]);
        let removed = removals(&g, &found);
        // 1 and 5 leave row 1 (but the set), 6 and 9 box 1.
        assert!(removed.contains(&"r1c9<>1".to_owned()));
        assert!(removed.contains(&"r3c3<>9".to_owned()));
        assert!(!removed
            .iter()
            .any(|r| r.starts_with("r1c7") || r.starts_with("r2c3")));
        let text = sentence(&g, Technique::SueDeCoq, &found);
        assert!(
            text.starts_with(
                "Sue de Coq: r1c1 and r1c2, where box 1 meets row 1, with r1c7 of row 1 and r2c3 \
                 of box 1, are 4 cells with 4 digits between them (1, 5, 6 and 9), and the row's \
                 cells and the box's share none: each digit is in them once, so a digit of r1c7 \
                 leaves the rest of row 1, one of r2c3 the rest of box 1, and any other both: 1 is \
                 removed from r1c3"
            ),
            "{text}"
        );
    }

    #[test]
    fn groups_sharing_a_digit_prove_nothing() {
        // r2c3 {5,9} shares 5 with r1c7 {1,5}.
        let (g, cands) = candidate_grid(
            9,
            "1569 1569 * | * * * | 15 * *
             * * 59 | * * * | * * *
             * * * | * * * | * * *
             ------+-------+------
             * * * | * * * | * * *
             * * * | * * * | * * *
             * * * | * * * | * * *
             ------+-------+------
             * * * | * * * | * * *
             * * * | * * * | * * *
             * * * | * * * | * * *",
        );
        assert_eq!(find(&g, &cands), None);
    }
}
