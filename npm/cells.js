// solve() and countSolutions() as the package exports them, made from a
// wasm module's exports (the whole one's, or the search module's: both have
// these four). Cell values in a Uint8Array go to the module's own entries
// for them, which take the array in one copy into wasm memory; everything
// else (text, arrays of numbers, a Uint8Array longer than the largest
// board, or one from another realm) to the general ones, which tell the
// input apart. The results and errors are the same, and an easy 9x9
// puzzle's call spends less of its time outside the search.

// The cells of the largest board (64x64). A longer array goes the general
// way, which refuses it before copying it into wasm memory (which never
// shrinks).
const MAX_CELLS = 64 * 64;

const isCells = (puzzle) => puzzle instanceof Uint8Array && puzzle.length <= MAX_CELLS;

// When the options are an object whose only key is
// `allowMultipleSolutions`, a plain property holding true or false, that
// value; else undefined, and wasm reads the options (which costs about as
// much as an easy search, so this way saves most of it). Anything else
// goes to wasm's reader, which refuses what it
// must with its own errors: an unknown key, an array, a getter that
// throws.
function onlyAllowing(options) {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return undefined;
  // The keys wasm's reader takes: own and enumerable.
  const keys = Object.keys(options);
  if (keys.length !== 1 || keys[0] !== 'allowMultipleSolutions') return undefined;
  // Its value without calling a getter: one is left to the reader.
  const allow = Object.getOwnPropertyDescriptor(options, 'allowMultipleSolutions')?.value;
  return typeof allow === 'boolean' ? allow : undefined;
}

/** `{ solve, countSolutions }` over a module's `solve`, `countSolutions`, `__solveCells`, `__solveCellsAllowing` and `__countCells`. */
export function withCells({ solve: solveAny, countSolutions: countAny, __solveCells, __solveCellsAllowing, __countCells }) {
  return {
    solve(puzzle, options) {
      if (!isCells(puzzle)) return solveAny(puzzle, options);
      const allow = onlyAllowing(options);
      return allow === undefined ? __solveCells(puzzle, options) : __solveCellsAllowing(puzzle, allow);
    },
    countSolutions(puzzle, limit, options) {
      return isCells(puzzle) ? __countCells(puzzle, limit, options) : countAny(puzzle, limit, options);
    },
  };
}
