// pencilmark for browsers and bundlers, without top-level await (the
// `pencilmark/init` entry): the same exports as index.js, and init(), which
// loads the wasm; call it and wait for it before anything else. For a
// build target without top-level await (Vite 6 and older, older browsers)
// and for a module worker of one's own, which must set its onmessage before
// it awaits anything. index.js is this module, initialised.

import * as wasm from './wasm/pencilmark.js';
import { withCells } from './cells.js';
import { loader } from './loader.js';
import { iterable } from './solver.js';

const api = loader(
  wasm,
  'pencilmark',
  ['parse', 'solutions', 'solveAll', 'countAll', 'hint', 'techniques', 'generate', 'levels', 'practisable', 'rate', 'stepsHere', 'solve', 'countSolutions', '__solveCells', '__solveCellsAllowing', '__countCells'],
  ['Solver', 'Game'],
);

export const { init, parse, solutions, solveAll, countAll, hint, techniques, generate, levels, practisable, rate, stepsHere, Game } = api;
// Iterable: `for (const step of solver)` (solver.js).
export const Solver = iterable(api.Solver);
export { PencilmarkError } from './error.js';
// Cell values in a Uint8Array take a faster way in (cells.js).
export const { solve, countSolutions } = withCells(api);
export { steps } from './worker-steps.js';
