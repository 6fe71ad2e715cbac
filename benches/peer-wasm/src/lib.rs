//! The `sudoku` crate 0.8 (JCZSolve-based) in wasm, the peer of
//! pencilmark's wasm build in `benches/wasm.mjs`: the same work as
//! pencilmark's `solve`, `countSolutions` and `countAll`, through the same
//! kind of boundary (wasm-bindgen, cell values in a `Uint8Array`).

use sudoku::Sudoku;
use wasm_bindgen::prelude::*;

/// A board from 81 cell values (0 for an empty cell).
fn board(cells: &[u8]) -> Option<Sudoku> {
    Sudoku::from_bytes_slice(cells).ok()
}

/// The unique solution of the 81 cell values, as cell values, or `None`
/// when there is none or more than one (pencilmark's `solve(cells)`).
#[wasm_bindgen]
pub fn solve(cells: &[u8]) -> Option<Vec<u8>> {
    board(cells)?.solution().map(|s| s.to_bytes().to_vec())
}

/// A first solution of the 81 cell values, without the uniqueness proof
/// (what the npm packages do).
#[wasm_bindgen(js_name = solveFirst)]
pub fn solve_first(cells: &[u8]) -> Option<Vec<u8>> {
    board(cells)?.some_solution().map(|s| s.to_bytes().to_vec())
}

/// The number of solutions, up to `limit` (pencilmark's
/// `countSolutions(cells, limit)`).
#[wasm_bindgen(js_name = countSolutions)]
pub fn count_solutions(cells: &[u8], limit: u32) -> u32 {
    board(cells).map_or(0, |b| b.solutions_count_up_to(limit as usize) as u32)
}

/// The solution counts, up to 2, of every line of `text` (pencilmark's
/// `countAll(text)`); a line the crate cannot read counts 0.
#[wasm_bindgen(js_name = countAll)]
pub fn count_all(text: &str) -> Vec<u32> {
    text.lines()
        .map(|line| {
            Sudoku::from_str_line(line.trim()).map_or(0, |b| b.solutions_count_up_to(2) as u32)
        })
        .collect()
}

/// The unique solution of every line of `text`, as lines (pencilmark's
/// `solveAll(text)`); an empty string for a line without one.
#[wasm_bindgen(js_name = solveAll)]
pub fn solve_all(text: &str) -> Vec<String> {
    text.lines()
        .map(|line| {
            Sudoku::from_str_line(line.trim())
                .ok()
                .and_then(Sudoku::solution)
                .map_or_else(String::new, |s| s.to_str_line().to_string())
        })
        .collect()
}
