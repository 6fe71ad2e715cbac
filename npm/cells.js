// solve() and countSolutions() as the package exports them. Cell values in
// a Uint8Array go to the wasm module's own entries for them, which take the
// array in one copy into wasm memory; everything else (text, arrays of
// numbers, a Uint8Array longer than the largest board, or one from another
// realm) to the general ones, which tell the input apart. The results and
// errors are the same; an easy 9x9 puzzle's call is about a sixth faster.

import {
  solve as solveAny,
  countSolutions as countAny,
  __solveCells,
  __countCells,
} from './wasm/pencilmark.js';

// The cells of the largest board (64x64). A longer array goes the general
// way, which refuses it before copying it into wasm memory (which never
// shrinks).
const MAX_CELLS = 64 * 64;

const isCells = (puzzle) => puzzle instanceof Uint8Array && puzzle.length <= MAX_CELLS;

export function solve(puzzle, options) {
  return isCells(puzzle) ? __solveCells(puzzle, options) : solveAny(puzzle, options);
}

export function countSolutions(puzzle, limit, options) {
  return isCells(puzzle) ? __countCells(puzzle, limit, options) : countAny(puzzle, limit, options);
}
