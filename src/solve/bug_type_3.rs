//! BUG type 3: every empty cell has two candidates but two to
//! [`MAX_ODD`] cells of one house, which have three; without one digit of
//! each of those (its *extra*) every empty cell would have two candidates
//! and every digit missing from a house two places in it: a bivalue
//! universal grave (see [BUG+1](super::bug_plus_one)), which a puzzle with
//! one solution cannot reach. So one of those cells holds its extra: they
//! act as one cell of the house whose candidates are the extras. With k
//! other cells of the house that hold, besides, only digits making k + 1
//! with the extras, that is a naked subset: its digits leave the house's
//! other cells (but the cells with three candidates, any of which may be
//! the one).
//!
//! The extras are the first choice, cell by cell in board order and digit
//! by digit, that leaves a grave; the house's line before its box; subsets
//! smallest first. Works on every board size.
//!
//! Pattern: `fins` = the cells with three candidates, in board order;
//! `digits` = each one's extra in that order, then the subset's digits in
//! increasing order; `cells` = the subset's other cells, in board order;
//! `houses` = [the house].

use std::ops::ControlFlow;

use super::bug_type_2::{cells_with_three, grave_clause, is_grave_removing};
use super::combinations::each_choice;
use super::Elimination;
use crate::candidates::{Candidates, Removal};
use crate::digits::{Digit, DigitSet};
use crate::geometry::{Cell, Geometry};
use crate::step::Narrator;

/// The most cells with three candidates: each is a choice of extra to
/// try, three ways.
const MAX_ODD: usize = 4;

pub fn find(geometry: &Geometry, candidates: &Candidates) -> Option<Elimination> {
    let odd = cells_with_three(geometry, candidates, MAX_ODD)?;
    if odd.len() < 2 {
        return None;
    }
    let houses: Vec<_> = (geometry.houses_of(odd[0]).iter().copied())
        .filter(|&h| odd.iter().all(|c| geometry.house_cells(h).contains(c)))
        .collect();
    if houses.is_empty() {
        return None;
    }
    let extras = extras(geometry, candidates, &odd)?;
    let extra_bits = extras
        .iter()
        .fold(0u64, |bits, d| bits | 1 << (d.get() - 1));
    for house in houses {
        let others: Vec<Cell> = (geometry.house_cells(house).iter().copied())
            .filter(|&c| candidates.value(c).is_none() && !odd.contains(&c))
            .collect();
        let masks: Vec<u64> = others
            .iter()
            .map(|&c| candidates.get(c).bits() | extra_bits)
            .collect();
        for k in 1..others.len() {
            let found = each_choice(&masks, k, k as u32 + 1, &mut |chosen, union| {
                if union.count_ones() as usize != k + 1 {
                    return ControlFlow::Continue(());
                }
                let subset: Vec<Cell> = chosen.iter().map(|&i| others[i]).collect();
                let digits = DigitSet::from_bits(union);
                let removals: Vec<Removal> = (others.iter().copied())
                    .filter(|c| !subset.contains(c))
                    .flat_map(|cell| {
                        (candidates.get(cell).intersection(digits).iter())
                            .map(move |digit| Removal { cell, digit })
                    })
                    .collect();
                if removals.is_empty() {
                    return ControlFlow::Continue(());
                }
                ControlFlow::Break(Elimination {
                    removals,
                    digits: extras.iter().copied().chain(digits).collect(),
                    cells: subset,
                    houses: vec![house],
                    fins: odd.clone(),
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

/// A digit of each of `odd` whose removal leaves a grave, if any.
pub(super) fn extras(
    geometry: &Geometry,
    candidates: &Candidates,
    odd: &[Cell],
) -> Option<Vec<Digit>> {
    let options: Vec<Vec<Digit>> = odd
        .iter()
        .map(|&c| candidates.get(c).iter().collect())
        .collect();
    let mut pick = vec![0usize; odd.len()];
    loop {
        let chosen: Vec<Digit> = pick.iter().zip(&options).map(|(&i, o)| o[i]).collect();
        let grave = is_grave_removing(geometry, candidates, |cell| {
            odd.iter()
                .position(|&c| c == cell)
                .map_or(0, |i| 1 << (chosen[i].get() - 1))
        });
        if grave {
            return Some(chosen);
        }
        // The next choice, the last cell's digit fastest.
        let mut i = odd.len();
        loop {
            if i == 0 {
                return None;
            }
            i -= 1;
            pick[i] += 1;
            if pick[i] < options[i].len() {
                break;
            }
            pick[i] = 0;
        }
    }
}

/// `every empty cell but r1c1 and r1c2 has two candidates, and without 3
/// in r1c1 and 4 in r1c2 it would be a bivalue universal grave, …: r1c1 is
/// 3 or r1c2 is 4, one cell of row 1 holding 3 or 4, and with r1c3 that
/// makes 2 cells of row 1 holding only 3 and 4, a naked subset: …`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    let odd = &found.fins;
    let (extras, digits) = found.digits.split_at(odd.len().min(found.digits.len()));
    let without: Vec<String> = (extras.iter().zip(odd))
        .map(|(&d, &c)| format!("{} in {}", n.digit(d), n.cell(c)))
        .collect();
    let either: Vec<String> = (extras.iter().zip(odd))
        .map(|(&d, &c)| format!("{} is {}", n.cell(c), n.digit(d)))
        .collect();
    let mut set: Vec<Digit> = extras.to_vec();
    set.sort();
    set.dedup();
    let house = found
        .houses
        .first()
        .map(ToString::to_string)
        .unwrap_or_default();
    format!(
        "{}: {}, one cell of {house} holding {}, and with {} that makes {} cells of {house} \
         holding only {}, a naked subset: {}",
        grave_clause(n, odd, &crate::step::join_and(without)),
        super::als::or_list(either),
        super::als::or_list(set.iter().map(|&d| n.digit(d).to_string()).collect()),
        n.cells(&found.cells),
        found.cells.len() + 1,
        n.digits(digits),
        n.removals(&found.removals)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::bug_type_2::tests::grave;
    use crate::solve::tests::{candidate_grid, names, removals, sentence};
    use crate::solve::Technique;

    #[test]
    fn the_extras_and_a_cell_of_the_house_make_a_naked_pair() {
        // r1c1 {1,2,3}, r1c2 {1,2,4}: without 3 and 4 there, a grave. One
        // of them is its extra, 3 or 4, and r1c3 holds only 3 and 4: 3 and
        // 4 leave r1c4.
        let (g, cands) = candidate_grid(4, &grave("123 124"));
        let found = find(&g, &cands).unwrap();
        assert_eq!(names(&g, &found.fins), ["r1c1", "r1c2"]);
        assert_eq!(names(&g, &found.cells), ["r1c3"]);
        assert_eq!(removals(&g, &found), ["r1c4<>3", "r1c4<>4"]);
        assert_eq!(
            sentence(&g, Technique::BugType3, &found),
            "BUG type 3: every empty cell but r1c1 and r1c2 has two candidates, and without 3 \
             in r1c1 and 4 in r1c2 it would be a bivalue universal grave, where every empty \
             cell could switch to its other candidate, so two solutions or none: r1c1 is 3 or \
             r1c2 is 4, one cell of row 1 holding 3 or 4, and with r1c3 that makes 2 cells of \
             row 1 holding only 3 and 4, a naked subset: 3 is removed from r1c4, and 4 from \
             r1c4"
        );
    }

    #[test]
    fn cells_in_no_common_house_make_no_pseudo_cell() {
        // r1c1 and r4c4 share no house.
        let text = "123 12 34 34
                    34 34 12 12
                    12 12 34 34
                    34 34 12 124";
        let (g, cands) = candidate_grid(4, text);
        assert_eq!(find(&g, &cands), None);
    }
}
