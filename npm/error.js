// The error every function of the package throws, in both modules and in
// the workers' replies: an Error named PencilmarkError with a stable `kind`,
// and `line` and `column` when it is at a place in the text.
//
// The wasm modules make their errors themselves (an Error with that name and
// those properties), so `instanceof` goes by name and kind rather than by
// prototype: it holds for every error the package throws, whichever module
// or worker made it.

export class PencilmarkError extends Error {
  /**
   * @param message the sentence
   * @param details `{kind, line?, column?}` (kind `internal` when none)
   */
  constructor(message, details = {}) {
    super(message);
    this.name = 'PencilmarkError';
    this.kind = typeof details.kind === 'string' ? details.kind : 'internal';
    if (typeof details.line === 'number') this.line = details.line;
    if (typeof details.column === 'number') this.column = details.column;
  }

  static [Symbol.hasInstance](value) {
    return value instanceof Error && value.name === 'PencilmarkError' && typeof value.kind === 'string';
  }
}
