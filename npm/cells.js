// solve() and countSolutions() as the package exports them, made from a
// wasm module's exports (the whole one's, or the search module's: both have
// these four). Cell values in a Uint8Array go to the module's own entries
// for them, which take the array in one copy into wasm memory; everything
// else (text, arrays of numbers, a Uint8Array longer than the largest
// board, or one from another realm) to the general ones, which tell the
// input apart. The results and errors are the same; an easy 9x9 puzzle's
// call is about a sixth faster.

// The cells of the largest board (64x64). A longer array goes the general
// way, which refuses it before copying it into wasm memory (which never
// shrinks).
const MAX_CELLS = 64 * 64;

const isCells = (puzzle) => puzzle instanceof Uint8Array && puzzle.length <= MAX_CELLS;

/** `{ solve, countSolutions }` over a module's `solve`, `countSolutions`, `__solveCells` and `__countCells`. */
export function withCells({ solve: solveAny, countSolutions: countAny, __solveCells, __countCells }) {
  return {
    solve(puzzle, options) {
      return isCells(puzzle) ? __solveCells(puzzle, options) : solveAny(puzzle, options);
    },
    countSolutions(puzzle, limit, options) {
      return isCells(puzzle) ? __countCells(puzzle, limit, options) : countAny(puzzle, limit, options);
    },
  };
}
