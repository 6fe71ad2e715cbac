//! Naked single: a cell with one candidate left takes it.

use super::Placement;
use crate::candidates::Candidates;
use crate::geometry::Geometry;

pub fn find(geometry: &Geometry, candidates: &Candidates) -> Option<Placement> {
    geometry.cells().find_map(|cell| {
        candidates.get(cell).only().map(|digit| Placement {
            cell,
            digit,
            house: None,
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Puzzle;

    #[test]
    fn takes_the_only_candidate() {
        // r2c2 sees 1 in its box, 4 in its row and 3 in its column.
        let puzzle = Puzzle::parse("1...\n...4\n.3..\n....").unwrap();
        let g = puzzle.geometry();
        let found = find(g, &Candidates::new(puzzle.givens())).unwrap();
        assert_eq!((found.cell, found.digit.get()), (g.cell_at(1, 1), 2));
        assert_eq!(found.house, None);
    }

    #[test]
    fn needs_a_single_candidate() {
        let puzzle = Puzzle::parse(&".".repeat(36)).unwrap();
        assert_eq!(
            find(puzzle.geometry(), &Candidates::new(puzzle.givens())),
            None
        );
    }
}
