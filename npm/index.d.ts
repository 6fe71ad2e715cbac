// The types of the pencilmark package, for both entries (browsers and
// bundlers: index.js; Node: node.js). Everything the wasm module exports is
// typed in wasm/pencilmark.d.ts, generated from the Rust types: Step (the
// event union, discriminated by `kind`), Technique, House, SolverOptions,
// PuzzleOptions, ParsedPuzzle, Hint, Mistake, the Solver and Game classes
// and the functions, but for solve and solutions, whose overloads are in
// search-calls.d.ts.
// Only what is written in JS is typed here, and PencilmarkError in error.d.ts
// (shared with pencilmark/search, search.d.ts). Only the public functions
// are exported: none of the wasm glue.

export type * from './wasm/pencilmark.js';
export { solve, solutions } from './search-calls.js';
export {
  parse,
  countSolutions,
  solveAll,
  countAll,
  hint,
  techniques,
  generate,
  levels,
  practisable,
  rate,
  stepsHere,
  Solver,
  Game,
} from './wasm/pencilmark.js';
import type { PencilmarkError } from './error.js';
export type { PencilmarkError };
import type { SolverOptions, Step } from './wasm/pencilmark.js';

/** The options of {@link steps}: the Solver's, and a signal that cancels. */
export interface StepsOptions extends SolverOptions {
  /**
   * Aborting it ends the solve (in the browser, terminates its worker); the
   * iterator then throws the signal's reason.
   */
  signal?: AbortSignal;
}

/**
 * The events of a solve, from the first (`candidates`) to the final one
 * (`solved`, `stuck` or `unsolvable`), as an async iterator. In the browser
 * the solve runs in a Web Worker; in Node, on the calling thread in batches
 * that let the event loop run between them. A puzzle that cannot be read
 * rejects the first `next()` with a {@link PencilmarkError}. Leaving the
 * loop (`break`, `return()`) or aborting `options.signal` cancels the solve.
 *
 * @example
 * for await (const step of steps(puzzle)) console.log(step.text);
 */
export function steps(puzzle: string, options?: StepsOptions): AsyncGenerator<Step, void, undefined>;
