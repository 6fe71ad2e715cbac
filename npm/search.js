// pencilmark/search for browsers and bundlers: the search alone, in a wasm
// module of its own (under half the size of the whole one): parse, solve,
// countSolutions, solutions, solveAll and countAll, the same functions with the same
// results and errors as the `pencilmark` entry's. No steps, hints,
// Solver, techniques, generator or rating: for those, import `pencilmark`.
// Importing it loads the search module (fetched from beside this file
// through `import.meta.url`) before the module is ready, so every function
// can be called at once. The exports are search-api.js's (the
// `pencilmark/search/init` entry, without top-level await), initialised.

import { init } from './search-api.js';

await init();

export * from './search-api.js';
