//! Naked subsets (pair, triple, quad and larger): `k` empty cells of a house
//! whose candidates together are only `k` digits must hold exactly those
//! digits, so the digits leave every other cell of the house, and of any
//! other house holding all `k` cells (a locked subset).
//!
//! Sizes go up to half the empty cells of the house (the shared scan,
//! `first_by_size_and_house`, sees to it): past that the hidden
//! subset of the other cells is the same deduction, smaller.
//!
//! Pattern: `digits` = the subset's digits, `cells` = its cells, `houses` =
//! the houses holding all of them (the one searched first).

use std::ops::{ControlFlow, RangeInclusive};

use super::combinations::each_choice;
use super::{first_by_size_and_house, Elimination, HouseSet};
use crate::candidates::{Candidates, Removal};
use crate::digits::{Digit, DigitSet};
use crate::geometry::{Cell, Geometry, House};
use crate::sort;
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
    // The cells with 2 to `size` candidates and those candidates: on the
    // stack, as this runs for every house and size.
    let (mut pool, mut masks, mut count) = ([cells[0]; 64], [0u64; 64], 0);
    for &cell in cells {
        if (2..=size).contains(&candidates.get(cell).len()) {
            pool[count] = cell;
            masks[count] = candidates.get(cell).bits();
            count += 1;
        }
    }
    each_choice(&masks[..count], size, size as u32, &mut |chosen, union| {
        // Most subsets of a stuck state have nothing left to remove: when
        // the rest of the house holds none of their digits and they share
        // no other house, see that before building anything.
        let in_rest = cells.iter().any(|&c| {
            candidates.get(c).bits() & union != 0 && !chosen.iter().any(|&i| pool[i] == c)
        });
        let first = pool[chosen[0]];
        let share_another = geometry
            .houses_of(first)
            .iter()
            .any(|&h| h != house && chosen.iter().all(|&i| geometry.contains(h, pool[i])));
        if !in_rest && !share_another {
            return ControlFlow::Continue(());
        }
        let members: Vec<Cell> = chosen.iter().map(|&i| pool[i]).collect();
        let digits = DigitSet::from_bits(union);
        let houses: Vec<House> =
            std::iter::once(house)
                .chain(
                    geometry.houses_of(members[0]).iter().copied().filter(|&h| {
                        h != house && members.iter().all(|&m| geometry.contains(h, m))
                    }),
                )
                .collect();
        let mut removals: Vec<Removal> = houses
            .iter()
            .flat_map(|&h| geometry.house_cells(h).iter().copied())
            .filter(|c| !members.contains(c))
            .flat_map(|cell| {
                candidates
                    .get(cell)
                    .intersection(digits)
                    .iter()
                    .map(move |digit| Removal { cell, digit })
            })
            .collect();
        sort::sort(&mut removals);
        removals.dedup();
        if removals.is_empty() {
            return ControlFlow::Continue(());
        }
        ControlFlow::Break(Elimination {
            removals,
            digits: digits.iter().collect(),
            cells: members,
            houses,
            ..Elimination::default()
        })
    })
}

/// `pair`, `triple`, … `octuple`, else `subset of 9`.
pub(crate) fn size_name(size: usize) -> String {
    let names = [
        "single",
        "pair",
        "triple",
        "quad",
        "quintuple",
        "sextuple",
        "septuple",
        "octuple",
    ];
    names
        .get(size.wrapping_sub(1))
        .map_or_else(|| format!("subset of {size}"), |name| (*name).to_owned())
}

/// `in row 1, r1c2 and r1c5 hold only 4 and 7, so 4 is removed from r1c7,
/// and 7 from r1c7 and r1c8`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    let digits: &[Digit] = &found.digits;
    format!(
        "in {}, {} hold only {} (a naked {}), so {}",
        found.houses[0],
        n.cells(&found.cells),
        n.digits(digits),
        size_name(found.cells.len()),
        n.removals(&found.removals)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{candidate_grid, removals, sentence};
    use crate::solve::Technique;

    #[test]
    fn a_naked_pair_clears_its_row_and_box() {
        // r1c1 and r1c2 hold only 4 and 7: row 1 and box 1 lose 4 and 7.
        let (g, cands) = candidate_grid(
            9,
            "47 47 * | * * * | * * *
             *  *  * | * * * | * * *
             *  *  * | * * * | * * *
             *  *  * | * * * | * * *
             *  *  * | * * * | * * *
             *  *  * | * * * | * * *
             *  *  * | * * * | * * *
             *  *  * | * * * | * * *
             *  *  * | * * * | * * *",
        );
        let found = find(&g, &cands, HouseSet::full(&g), 2..=2).unwrap();
        assert_eq!(found.houses.len(), 2);
        assert_eq!(found.removals.len(), 2 * (7 + 6));
        assert!(removals(&g, &found).contains(&"r3c3<>7".to_owned()));
        assert!(removals(&g, &found).contains(&"r1c9<>4".to_owned()));
        assert!(sentence(&g, Technique::NakedPair, &found).starts_with(
            "Naked pair: in box 1, r1c1 and r1c2 hold only 4 and 7 (a naked pair), so 4 is removed from r1c3, "
        ));
    }

    #[test]
    fn a_naked_triple_in_a_column_of_six() {
        // Column 1 of a 6x6 board: r1c1, r3c1, r5c1 hold only 1, 2 and 3
        // (no cell all three), so the other cells of column 1 lose them.
        let (g, cands) = candidate_grid(
            6,
            "12 * * | * * *
             *  * * | * * *
             23 * * | * * *
             *  * * | * * *
             13 * * | * * *
             *  * * | * * *",
        );
        let found = find(&g, &cands, HouseSet::full(&g), 3..=3).unwrap();
        assert_eq!(
            removals(&g, &found),
            [
                "r2c1<>1", "r2c1<>2", "r2c1<>3", "r4c1<>1", "r4c1<>2", "r4c1<>3", "r6c1<>1",
                "r6c1<>2", "r6c1<>3"
            ]
        );
        assert_eq!(
            found.houses,
            vec![House {
                kind: crate::geometry::HouseKind::Column,
                index: 0
            }]
        );
    }

    #[test]
    fn larger_subsets_on_sixteen() {
        // r1c1..r1c5 hold only digits 1-5: a naked quintuple in row 1.
        let mut text = String::new();
        for row in 0..16 {
            for col in 0..16 {
                text.push_str(if row == 0 && col < 5 { "12345 " } else { "* " });
            }
            text.push('\n');
        }
        let text = text.replace('*', "123456789ABCDEFG");
        let (g, cands) = candidate_grid(16, &text);
        assert_eq!(find(&g, &cands, HouseSet::full(&g), 2..=4), None);
        let found = find(&g, &cands, HouseSet::full(&g), 5..=8).unwrap();
        assert_eq!(found.cells.len(), 5);
        assert!(sentence(&g, Technique::NakedSubset, &found).contains("(a naked quintuple)"));
    }

    #[test]
    fn no_subset_when_the_cells_hold_more_digits() {
        let (g, cands) = candidate_grid(4, "12 123 * *\n* * * *\n* * * *\n* * * *");
        assert_eq!(find(&g, &cands, HouseSet::full(&g), 2..=2), None);
    }
}
