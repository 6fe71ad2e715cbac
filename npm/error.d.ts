// The error every function of the package throws, for both modules
// (index.d.ts and search.d.ts re-export it); error.js is its code.

/** The stable names of what can go wrong (the package README says when each is thrown). */
export type ErrorKind =
  | 'empty'
  | 'too-long'
  | 'wrong-length'
  | 'bad-char'
  | 'digit-out-of-range'
  | 'bad-cell'
  | 'bad-puzzle'
  | 'too-large'
  | 'no-box-shape'
  | 'bad-box-shape'
  | 'alphabet-too-small'
  | 'clash'
  | 'unsupported'
  | 'unknown-format'
  | 'unknown-alphabet'
  | 'bad-options'
  | 'no-solution'
  | 'multiple-solutions'
  | 'gave-up'
  | 'over-budget'
  | 'load'
  | 'worker'
  | 'internal';

/**
 * What every function throws (and steps() rejects with) for input it
 * cannot use: an `Error` named `PencilmarkError` whose `message` is a
 * sentence, with a stable `kind` and, when the error is at a place in the
 * text, its 1-based `line` and `column`. `err instanceof PencilmarkError`
 * holds for every error the package throws, whichever module or worker
 * made it.
 */
export class PencilmarkError extends Error {
  constructor(message: string, details?: { kind?: ErrorKind; line?: number; column?: number });
  name: 'PencilmarkError';
  kind: ErrorKind;
  line?: number;
  column?: number;
}
