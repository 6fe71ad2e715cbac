//! Full house: the last empty cell of a house takes the one digit the house
//! lacks.

use super::{houses_for_scanning, Placement};
use crate::candidates::Candidates;
use crate::digits::DigitSet;
use crate::geometry::Geometry;

pub fn find(geometry: &Geometry, candidates: &Candidates) -> Option<Placement> {
    let full = DigitSet::full(geometry.side());
    houses_for_scanning(geometry).find_map(|(house, cells)| {
        let mut empty = cells.iter().filter(|&&c| candidates.value(c).is_none());
        let cell = *empty.next()?;
        if empty.next().is_some() {
            return None;
        }
        let present: DigitSet = cells.iter().filter_map(|&c| candidates.value(c)).collect();
        let digit = full.difference(present).only()?;
        candidates.get(cell).contains(digit).then_some(Placement {
            cell,
            digit,
            house: Some(house),
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{House, HouseKind};
    use crate::grid::Puzzle;

    #[test]
    fn fills_the_last_cell_of_a_house() {
        let puzzle = Puzzle::parse("12.4\n....\n....\n....").unwrap();
        let g = puzzle.geometry();
        let found = find(g, &Candidates::new(puzzle.givens())).unwrap();
        assert_eq!(found.cell, g.cell_at(0, 2));
        assert_eq!(found.digit.get(), 3);
        assert_eq!(
            found.house,
            Some(House {
                kind: HouseKind::Row,
                index: 0
            })
        );
    }

    #[test]
    fn needs_exactly_one_empty_cell() {
        let puzzle = Puzzle::parse("1..4\n....\n....\n....").unwrap();
        assert_eq!(
            find(puzzle.geometry(), &Candidates::new(puzzle.givens())),
            None
        );
    }
}
