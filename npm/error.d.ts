// The error every function of the package throws, for both modules
// (index.d.ts and search.d.ts re-export it): written by hand, as the wasm
// module makes it a plain JS Error with properties of its own.

/**
 * What every function throws (and steps() rejects with) for input it
 * cannot use: an `Error` whose `message` is a sentence, with a stable `kind`
 * and, when the error is at a place in the text, its 1-based `line` and
 * `column`.
 */
export interface PencilmarkError extends Error {
  /**
   * The error's stable name: `wrong-length`, `bad-char`, `clash`,
   * `no-solution`, `bad-options`, … (the package README lists them), or
   * `worker` when steps()' worker could not run.
   */
  kind: string;
  line?: number;
  column?: number;
}
