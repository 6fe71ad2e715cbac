// The types of pencilmark/search, for both its entries (browsers and
// bundlers: search.js; Node: search-node.js). Everything the search module
// exports is typed in wasm-search/pencilmark_search.d.ts, generated from the
// Rust types: parse, countSolutions, solveAll and countAll, and
// PuzzleOptions, ParsedPuzzle, LineError, Counts, Format and Alphabet (by
// name: not the wasm glue); solve and solutions, overloaded, in
// search-calls.d.ts. The error they throw is
// typed in error.d.ts, shared with `pencilmark`; nothing here needs the
// whole module's types.

export type { Alphabet, Counts, Format, LineError, ParsedPuzzle, PuzzleOptions } from './wasm-search/pencilmark_search.js';
export { init, solve, solutions } from './search-calls.js';
export { parse, countSolutions, solveAll, countAll } from './wasm-search/pencilmark_search.js';
export { PencilmarkError } from './error.js';
export type { ErrorKind } from './error.js';
