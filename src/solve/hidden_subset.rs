//! Hidden subsets (pair, triple, quad and larger): `k` digits that fit in
//! only `k` cells of a house must fill those cells, so every other candidate
//! leaves them.
//!
//! Sizes go up to half the empty cells of the house (the shared scan,
//! `first_by_size_and_house`, sees to it): past that the naked
//! subset of the other cells is the same deduction, smaller.
//!
//! Pattern: `digits` = the subset's digits, `cells` = its cells, `houses` =
//! [the house].

use std::ops::{ControlFlow, RangeInclusive};

use super::combinations::each_choice;
use super::naked_subset::size_name;
use super::strong_links::Places;
use super::{first_by_size_and_house, missing_digits, Elimination, HouseSet};
use crate::candidates::{Candidates, Removal};
use crate::digits::{Digit, DigitSet};
use crate::geometry::{Cell, Geometry, House};
use crate::step::Narrator;

pub fn find(
    geometry: &Geometry,
    candidates: &Candidates,
    houses: HouseSet,
    sizes: RangeInclusive<usize>,
) -> Option<Elimination> {
    first_by_size_and_house(geometry, candidates, houses, sizes, |house, size| {
        find_in(geometry, candidates, house, size)
    })
}

fn find_in(
    geometry: &Geometry,
    candidates: &Candidates,
    house: House,
    size: usize,
) -> Option<Elimination> {
    let cells = geometry.house_cells(house);
    // Each digit's places in the house, as bits over the house's cells.
    let places = Places::new(geometry, candidates);
    let places = |digit: Digit| places.of(digit, house);
    // The digits with 2 to `size` places and those places: on the stack,
    // as this runs for every house and size.
    let (mut pool, mut masks, mut count) = ([DigitSet::EMPTY; 64], [0u64; 64], 0);
    for digit in missing_digits(geometry, candidates, house) {
        let here = places(digit);
        if (2..=size as u32).contains(&here.count_ones()) {
            pool[count] = DigitSet::single(digit);
            masks[count] = here;
            count += 1;
        }
    }
    each_choice(&masks[..count], size, size as u32, &mut |chosen, union| {
        let digits = chosen
            .iter()
            .fold(DigitSet::EMPTY, |acc, &i| acc.union(pool[i]));
        // Most subsets of a stuck state have nothing left to remove: see
        // that before building anything.
        let has_others = (0..cells.len()).any(|i| {
            union & (1 << i) != 0 && !candidates.get(cells[i]).difference(digits).is_empty()
        });
        if !has_others {
            return ControlFlow::Continue(());
        }
        let members: Vec<Cell> = (0..cells.len())
            .filter(|i| union & (1 << i) != 0)
            .map(|i| cells[i])
            .collect();
        let removals: Vec<Removal> = members
            .iter()
            .flat_map(|&cell| {
                candidates
                    .get(cell)
                    .difference(digits)
                    .iter()
                    .map(move |digit| Removal { cell, digit })
            })
            .collect();
        if removals.is_empty() {
            return ControlFlow::Continue(());
        }
        ControlFlow::Break(Elimination {
            removals,
            digits: digits.iter().collect(),
            cells: members,
            houses: vec![house],
            ..Elimination::default()
        })
    })
}

/// `in box 3, 2 and 6 fit only in r1c7 and r2c9, so the other candidates
/// leave them: 1 is removed from r1c7, and 8 from r1c7 and r2c9`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    format!(
        "in {}, {} fit only in {} (a hidden {}), so the other candidates leave them: {}",
        found.houses[0],
        n.digits(&found.digits),
        n.cells(&found.cells),
        size_name(found.cells.len()),
        n.removals(&found.removals)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::HouseKind;
    use crate::solve::tests::{candidate_grid, digit_map, names, removals, sentence};
    use crate::solve::Technique;

    #[test]
    fn a_hidden_pair_in_a_box() {
        // In box 1, 1 and 2 fit only in r1c1 and r2c2.
        let (g, cands) = candidate_grid(
            9,
            "123 3456789 3456789 | * * * | * * *
             3456789 1289 3456789 | * * * | * * *
             3456789 3456789 3456789 | * * * | * * *
             3456789 3456789 3456789 | * * * | * * *
             * * * | * * * | * * *
             * * * | * * * | * * *
             * * * | * * * | * * *
             * * * | * * * | * * *
             * * * | * * * | * * *",
        );
        let found = find(&g, &cands, HouseSet::full(&g), 2..=2).unwrap();
        assert_eq!(removals(&g, &found), ["r1c1<>3", "r2c2<>8", "r2c2<>9"]);
        assert_eq!(
            sentence(&g, Technique::HiddenPair, &found),
            "Hidden pair: in box 1, 1 and 2 fit only in r1c1 and r2c2 (a hidden pair), \
             so the other candidates leave them: 3 is removed from r1c1, and 8 from r2c2, and 9 from r2c2"
        );
    }

    #[test]
    fn a_hidden_triple_on_six() {
        // 6x6, boxes 3 wide and 2 tall. Row 1's right half holds only 1-3, so
        // in box 2 the digits 4, 5 and 6 fit only in r2c4-r2c6 (and in row 1
        // only in r1c1-r1c3; boxes are scanned first).
        let (g, cands) = candidate_grid(
            6,
            "123456 123456 123456 123 123 123
             * * * * * *
             * * * * * *
             * * * * * *
             * * * * * *
             * * * * * *",
        );
        assert_eq!(find(&g, &cands, HouseSet::full(&g), 2..=2), None);
        let found = find(&g, &cands, HouseSet::full(&g), 3..=3).unwrap();
        assert_eq!(names(&g, &found.cells), ["r2c4", "r2c5", "r2c6"]);
        assert_eq!(
            found.houses,
            vec![House {
                kind: HouseKind::Box,
                index: 1
            }]
        );
        assert_eq!(found.removals.len(), 9);
        assert_eq!(
            found.digits.iter().map(|d| d.get()).collect::<Vec<_>>(),
            vec![4, 5, 6]
        );
    }

    #[test]
    fn a_digit_everywhere_makes_no_subset() {
        let (g, cands) = digit_map(16, 3, &"x".repeat(256));
        assert_eq!(find(&g, &cands, HouseSet::full(&g), 2..=8), None);
    }
}
