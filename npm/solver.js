// The Solver class as the package exports it: the wasm module's, made
// iterable, so that `for (const step of solver)` goes through the events
// still to come (its own `next()` returns a step, not an iterator result).

/** Makes the wasm module's Solver iterable (once), and returns it. */
export function iterable(Solver) {
  if (!Object.hasOwn(Solver.prototype, Symbol.iterator)) {
    Object.defineProperty(Solver.prototype, Symbol.iterator, {
      *value() {
        for (let step = this.next(); step !== undefined; step = this.next()) yield step;
      },
      configurable: true,
      writable: true,
    });
  }
  return Solver;
}
