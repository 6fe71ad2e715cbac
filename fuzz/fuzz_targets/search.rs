//! The fast search on whatever the reader accepts, boards up to 16x16 (a
//! sparse larger board can take the search long enough to look like a
//! hang to libFuzzer): it never panics, and its answers agree with each
//! other. Up to three solutions each solve the givens (and keep to the
//! candidate state when one was read); the count, the first solution and
//! the uniqueness check say the same; a `multiple-solutions` error names a
//! cell where the first two solutions differ, with their symbols.

#![no_main]

mod options;

use libfuzzer_sys::fuzz_target;
use pencilmark::{solve_first, Budget, Error, Grid, Query};

fuzz_target!(|data: &[u8]| {
    let Some((parse, text)) = options::split(data) else {
        return;
    };
    let Ok(parsed) = pencilmark::read(text, &parse) else {
        return;
    };
    let puzzle = &parsed.puzzle;
    let geometry = puzzle.geometry();
    if geometry.side() > 16 {
        return;
    }
    let state = parsed.candidates.as_ref();
    let unlimited = || Budget::unlimited();
    let query = || Query::with_state(puzzle, state);
    let found: Vec<Grid> = query()
        .solutions(3, &mut unlimited())
        .expect("no budget to run over")
        .iter()
        .map(|values| Grid::of_digits(geometry, values))
        .collect();
    let counted = query()
        .count(3, &mut unlimited())
        .expect("no budget to run over");
    assert_eq!(found.len(), counted, "{puzzle}");
    for grid in &found {
        assert!(grid.solves(puzzle.givens()), "{puzzle}");
        if let Some(state) = state {
            for cell in geometry.cells() {
                let digit = grid.get(cell).expect("a solution is full");
                assert!(
                    state.value(cell) == Some(digit) || state.get(cell).contains(digit),
                    "{puzzle}: a solution puts a removed candidate in a cell"
                );
            }
        }
    }
    for pair in found.windows(2) {
        assert_ne!(pair[0], pair[1], "{puzzle}: one solution found twice");
    }
    if state.is_none() {
        assert_eq!(solve_first(puzzle).as_ref(), found.first(), "{puzzle}");
    }
    let unique = query()
        .unique(&mut unlimited())
        .map(|values| Grid::of_digits(geometry, &values));
    match (unique, found.as_slice()) {
        (Err(Error::NoSolution), []) => {}
        (Ok(grid), [only]) => assert_eq!(&grid, only, "{puzzle}"),
        (Err(Error::MultipleSolutions { cell, symbols }), [first, second, ..]) => {
            let cell = geometry.cell_at(cell.row - 1, cell.col - 1);
            let alphabet = puzzle.alphabet();
            let symbol = |grid: &Grid| grid.get(cell).map(|d| alphabet.symbol(d).to_string());
            assert_eq!(symbol(first).as_ref(), Some(&symbols[0]), "{puzzle}");
            assert_eq!(symbol(second).as_ref(), Some(&symbols[1]), "{puzzle}");
        }
        (checked, found) => panic!(
            "{puzzle}: the uniqueness check says {checked:?} for {} solutions",
            found.len()
        ),
    }
});
