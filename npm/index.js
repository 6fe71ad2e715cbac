// pencilmark for browsers and bundlers. Importing it loads the wasm (fetched
// from beside this package's files through `import.meta.url`; no network
// request besides that, no eval) before the module is ready, so every
// function can be called at once. steps() runs in a Web Worker.
//
// The exports are api.js's (the `pencilmark/init` entry, for targets
// without top-level await), initialised: the wasm module's public functions
// (parse, solve, countSolutions, solutions, solveAll, countAll, hint,
// stepsHere, techniques, generate, levels, practisable, rate), the Solver
// (made iterable, solver.js) and Game classes, PencilmarkError (error.js),
// steps(), and init() (already done). solve and countSolutions take cell
// values in a Uint8Array a faster way (cells.js). The types are generated
// from the Rust ones (index.d.ts). A page that only solves and counts loads
// the smaller search module instead: `pencilmark/search` (search.js).

import { init } from './api.js';

await init();

export * from './api.js';
