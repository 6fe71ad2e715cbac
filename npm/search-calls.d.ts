// The search's calls whose result follows the puzzle given (text in, a
// line out; cell values in, values out): overloads, which the types
// wasm-bindgen generates cannot say; and init(), which both modules have.
// Both entries' types export them (index.d.ts, search.d.ts).

import type { PuzzleOptions } from './wasm-search/pencilmark_search.js';

/**
 * Solves a puzzle with the fast search. From text (any format), returns the
 * solution as one line in the puzzle's alphabet; from cell values (a
 * `Uint8Array` or an array of numbers, row-major, 0 for an empty cell, else
 * the digit from 1 to the side), returns the solution's values, a fresh
 * `Uint8Array`. Throws an `Error` (with `kind`) when the puzzle cannot be
 * read, has no solution (`no-solution`), or has several
 * (`multiple-solutions`, unless `allowMultipleSolutions`, which gives the
 * first the search finds). A candidate grid is solved from its candidates.
 */
export function solve(puzzle: string, options?: PuzzleOptions): string;
export function solve(puzzle: Uint8Array | readonly number[], options?: PuzzleOptions): Uint8Array;

/**
 * Lists the solutions of a puzzle with the fast search, up to `limit`
 * (default 2; from 1 to 10 000, else `bad-options`), in the order the
 * search finds them: the first is the one `solve` gives with
 * `allowMultipleSolutions`. From text, each solution is one line in the
 * puzzle's alphabet; from cell values, each is a fresh `Uint8Array` of
 * values. An empty list: the puzzle has no solution. Throws an `Error`
 * (with `kind`) when the puzzle cannot be read, or the search runs over
 * `maxGuesses` or `maxMillis` (`over-budget`) before it has found `limit`
 * solutions or all there are. A candidate grid lists the solutions of its
 * candidates.
 */
export function solutions(puzzle: string, limit?: number, options?: PuzzleOptions): string[];
export function solutions(puzzle: Uint8Array | readonly number[], limit?: number, options?: PuzzleOptions): Uint8Array[];

/**
 * Loads the module's wasm, once; resolves when every function can be
 * called. Needed only with the entries without top-level await
 * (`pencilmark/init`, `pencilmark/search/init`): there, any call before it
 * has resolved throws a {@link PencilmarkError} of kind `load`. The plain
 * entries have called it on import, and in Node it resolves at once.
 * `wasm`: where the .wasm is (its URL, a fetch Response or a promise of
 * one, its bytes, or a compiled WebAssembly.Module: typed without the
 * DOM's types, which a Node project does not have); by default beside the
 * package's files (`pencilmark/pencilmark.wasm`).
 * A wasm that cannot be loaded rejects with a PencilmarkError of kind `load`.
 */
export function init(wasm?: string | URL | ArrayBuffer | ArrayBufferView | object): Promise<void>;
