// pencilmark for browsers and bundlers. Importing it loads the wasm (fetched
// from beside this package's files through `import.meta.url`; no network
// request besides that, no eval) before the module is ready, so every
// function below can be called at once. steps() runs in a Web Worker.
//
// The wasm module's public functions (parse, solve, countSolutions,
// solutions, solveAll, countAll, hint, stepsHere, techniques, generate, levels, practisable, rate) and the
// Solver and Game classes are exported by name, nothing else of it; solve and
// countSolutions take cell values in a Uint8Array a faster way (cells.js).
// The types are generated from the Rust ones (index.d.ts). A page that only
// solves and counts loads the smaller search module instead:
// `pencilmark/search` (search.js).

import init, * as wasm from './wasm/pencilmark.js';
import { withCells } from './cells.js';

await init();

export const { parse, solutions, solveAll, countAll, hint, techniques, generate, levels, practisable, rate, stepsHere, Solver, Game } = wasm;
// Cell values in a Uint8Array take a faster way in (cells.js).
export const { solve, countSolutions } = withCells(wasm);
export { steps } from './worker-steps.js';
