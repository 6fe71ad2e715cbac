// What steps() shares between its two homes (a Web Worker in the browser,
// the calling thread in Node): the batch it asks the solver for, and errors
// as plain data, which cross postMessage with their kind and place (an
// Error's own properties do not survive structured cloning).

/** Steps per batch, and milliseconds a batch may take at most. */
export const BATCH = { size: 256, maxMillis: 30 };

/** `{kind, message, line?, column?}` from anything thrown. */
export function errorData(error) {
  const data = {
    kind: typeof error?.kind === 'string' ? error.kind : 'internal',
    message: error instanceof Error ? error.message : String(error),
  };
  if (typeof error?.line === 'number') data.line = error.line;
  if (typeof error?.column === 'number') data.column = error.column;
  return data;
}

/** An Error with `kind`, and `line` and `column` when given, from errorData(). */
export function toError(data) {
  return Object.assign(new Error(data.message), data);
}

/** The options of steps() without its own, for the Solver. */
export function solverOptions(options) {
  if (options === undefined || options === null) return {};
  const { signal: _signal, ...rest } = options;
  return rest;
}
