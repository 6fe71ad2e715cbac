// pencilmark/search without top-level await (the `pencilmark/search/init`
// entry): the same exports as search.js, and init(), which loads the search
// module's wasm; call it and wait for it before anything else (see api.js).
// search.js is this module, initialised.

import * as wasm from './wasm-search/pencilmark_search.js';
import { withCells } from './cells.js';
import { loader } from './loader.js';

const api = loader(
  wasm,
  'pencilmark/search',
  ['parse', 'solutions', 'solveAll', 'countAll', 'solve', 'countSolutions', '__solveCells', '__solveCellsAllowing', '__countCells'],
  [],
);

export const { init, parse, solutions, solveAll, countAll } = api;
export { PencilmarkError } from './error.js';
// Cell values in a Uint8Array take a faster way in (cells.js).
export const { solve, countSolutions } = withCells(api);
