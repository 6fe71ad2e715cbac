//! Hidden single: a digit with one place left in a house goes there.

use super::{houses_for_scanning, Placement};
use crate::candidates::Candidates;
use crate::digits::DigitSet;
use crate::geometry::Geometry;

pub fn find(geometry: &Geometry, candidates: &Candidates) -> Option<Placement> {
    houses_for_scanning(geometry).find_map(|(house, cells)| {
        let (mut once, mut twice) = (DigitSet::EMPTY, DigitSet::EMPTY);
        for &cell in cells {
            let here = candidates.get(cell);
            twice = twice.union(once.intersection(here));
            once = once.union(here);
        }
        let digit = once.difference(twice).first()?;
        let cell = *cells.iter().find(|&&c| candidates.get(c).contains(digit))?;
        Some(Placement {
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
    fn finds_the_only_place_in_a_box() {
        // In box 1 of this 6x6 board, 1 is barred from row 1 and from
        // columns 1 and 2, leaving r2c3 though that cell has other candidates.
        let puzzle = Puzzle::parse(
            "...1..\n\
             ......\n\
             1.....\n\
             ......\n\
             .1....\n\
             ......",
        )
        .unwrap();
        let g = puzzle.geometry();
        let cands = Candidates::new(puzzle.givens());
        assert!(cands.get(g.cell_at(1, 2)).len() > 1);
        let found = find(g, &cands).unwrap();
        assert_eq!((found.cell, found.digit.get()), (g.cell_at(1, 2), 1));
        assert_eq!(
            found.house,
            Some(House {
                kind: HouseKind::Box,
                index: 0
            })
        );
    }

    #[test]
    fn finds_a_hidden_single_on_sixteen() {
        // Hex board, digit 1 is `0`. Zeros in boxes 1-3 (rows 2-4) bar row 1
        // beyond column 4; zeros in columns 2-4 further down bar the rest of
        // box 0, so r1c1 is the only place for it in box 0.
        let mut rows = vec![vec!['.'; 16]; 16];
        for (row, col) in [(1, 4), (2, 8), (3, 12), (4, 1), (8, 2), (12, 3)] {
            rows[row][col] = '0';
        }
        let text: Vec<String> = rows.into_iter().map(String::from_iter).collect();
        let puzzle = Puzzle::parse(&text.join("\n")).unwrap();
        let g = puzzle.geometry();
        let cands = Candidates::new(puzzle.givens());
        assert_eq!(cands.get(g.cell_at(0, 0)).len(), 16);
        let found = find(g, &cands).unwrap();
        assert_eq!((found.cell, found.digit.get()), (g.cell_at(0, 0), 1));
        assert_eq!(
            found.house,
            Some(House {
                kind: HouseKind::Box,
                index: 0
            })
        );
    }

    #[test]
    fn needs_a_single_place() {
        let puzzle = Puzzle::parse(&".".repeat(81)).unwrap();
        assert_eq!(
            find(puzzle.geometry(), &Candidates::new(puzzle.givens())),
            None
        );
    }
}
