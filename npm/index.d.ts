// The types of the pencilmark package, for both entries (browsers and
// bundlers: index.js; Node: node.js). Everything the wasm module exports is
// typed in wasm/pencilmark.d.ts, generated from the Rust types: Step (the
// event union, discriminated by `kind`), Technique, House, SolverOptions,
// PuzzleOptions, ParsedPuzzle, Hint, Mistake, the Solver and Game classes
// and the functions, but for solve and solutions, whose overloads are in
// search-calls.d.ts.
// Only what is written in JS is typed here, and PencilmarkError in error.d.ts
// (shared with pencilmark/search, search.d.ts). Only the public functions
// and types are exported, each by name: none of the wasm glue (its init
// functions, its raw exports). tests/package/node.test.mjs checks that
// every type the wasm module declares, but those, is here.

export type {
  Alphabet,
  Available,
  Budget,
  Cell,
  Contradiction,
  Counts,
  Digit,
  Family,
  Format,
  GameOptions,
  GeneratedPuzzle,
  GeneratorOptions,
  Hint,
  HintOptions,
  House,
  HouseCells,
  HouseKind,
  Level,
  LineError,
  Link,
  Mistake,
  Mistakes,
  NetBranch,
  NetFact,
  NetRule,
  Node,
  ParsedPuzzle,
  PositionHint,
  PuzzleOptions,
  RatedStep,
  Rating,
  Removal,
  RunReport,
  SolverOptions,
  Step,
  Symmetry,
  Technique,
  TechniqueInfo,
  TechniqueUse,
} from './wasm/pencilmark.js';
export { init, solve, solutions } from './search-calls.js';
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
export { PencilmarkError } from './error.js';
export type { ErrorKind } from './error.js';
import type { SolverOptions, Step } from './wasm/pencilmark.js';

declare module './wasm/pencilmark.js' {
  interface Solver {
    /** The events still to come, to the final one: `for (const step of solver)`. */
    [Symbol.iterator](): Iterator<Step, undefined, undefined>;
  }
}

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
