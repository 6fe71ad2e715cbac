// steps() in Node: the solve runs on the calling thread, one batch at a time,
// and gives the event loop a turn between batches, so a long solve (or a
// 25x25 search) does not starve timers and I/O. Each batch takes at most
// BATCH.maxMillis milliseconds.

import { Solver } from './wasm/pencilmark.js';
import { BATCH, solverOptions } from './protocol.js';

const turn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The events of a solve, as an async iterator. Errors in the puzzle reject
 * the first next(). Stopping the iteration (break, return()) or aborting
 * `options.signal` ends the solve and frees it; after an abort the iterator
 * throws the signal's reason.
 */
export async function* steps(puzzle, options) {
  const signal = options?.signal;
  signal?.throwIfAborted();
  const solver = new Solver(puzzle, solverOptions(options));
  try {
    for (;;) {
      const batch = solver.nextBatch(BATCH.size, BATCH.maxMillis);
      for (const step of batch) {
        yield step;
        signal?.throwIfAborted();
      }
      if (solver.isFinished()) return;
      await turn();
      signal?.throwIfAborted();
    }
  } finally {
    solver.free();
  }
}
