// steps() in the browser: each call starts a module Worker (worker.js,
// through solver-worker.js) that solves off the main thread and sends the
// events in batches. The next batch is asked for as soon as one arrives, so
// at most two are on their way or waiting. Ending the iteration or aborting
// the signal terminates the worker at once.

import { BATCH, solverOptions } from './protocol.js';
import { SolverWorker } from './solver-worker.js';

/**
 * The events of a solve, as an async iterator. Errors in the puzzle reject
 * the first next(). Stopping the iteration (break, return()) or aborting
 * `options.signal` terminates the worker; after an abort the iterator throws
 * the signal's reason, at once if it was waiting for a batch.
 */
export async function* steps(puzzle, options) {
  const signal = options?.signal;
  signal?.throwIfAborted();
  const worker = new SolverWorker();
  const onAbort = () => worker.close(signal.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  // A batch asked for ahead may be left unread when the iteration stops.
  const ask = (message) => {
    const reply = worker.request(message);
    reply.catch(() => {});
    return reply;
  };
  try {
    let reply = ask({ puzzle, options: solverOptions(options), ...BATCH });
    for (;;) {
      const { steps: batch, done } = await reply;
      if (!done) reply = ask(BATCH);
      for (const step of batch) {
        yield step;
        signal?.throwIfAborted();
      }
      if (done) return;
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    worker.close();
  }
}
