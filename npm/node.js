// pencilmark for Node (18 and later): the wasm is read from beside this file
// and instantiated synchronously, so importing needs no top-level await.
// steps() runs on the calling thread in batches (steps.js). The exports are
// the same as the browser's (index.js).

import { readFileSync } from 'node:fs';
import * as wasm from './wasm/pencilmark.js';
import { withCells } from './cells.js';
import { iterable } from './solver.js';

wasm.initSync({ module: readFileSync(new URL('./wasm/pencilmark_bg.wasm', import.meta.url)) });

export const { parse, solutions, solveAll, countAll, hint, techniques, generate, levels, practisable, rate, stepsHere, Game } = wasm;
// Iterable: `for (const step of solver)` (solver.js).
export const Solver = iterable(wasm.Solver);
export { PencilmarkError } from './error.js';
// Cell values in a Uint8Array take a faster way in (cells.js).
export const { solve, countSolutions } = withCells(wasm);
export { steps } from './steps.js';
/** The wasm is loaded on import in Node: init() resolves at once (for code shared with the browser's init entry). */
export async function init() {}
