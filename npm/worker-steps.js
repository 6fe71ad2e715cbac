// steps() in the browser: each call starts a module Worker (worker.js) that
// solves off the main thread and sends the events in batches. The next batch
// is asked for as soon as one arrives, so at most two are on their way or
// waiting. Ending the iteration or aborting the signal terminates the worker
// at once.

import { BATCH, solverOptions, toError } from './protocol.js';

/**
 * The events of a solve, as an async iterator. Errors in the puzzle reject
 * the first next(). Stopping the iteration (break, return()) or aborting
 * `options.signal` terminates the worker; after an abort the iterator throws
 * the signal's reason, at once if it was waiting for a batch.
 */
export async function* steps(puzzle, options) {
  const signal = options?.signal;
  signal?.throwIfAborted();
  const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  const replies = new Replies(worker, signal);
  try {
    worker.postMessage({ puzzle, options: solverOptions(options), ...BATCH });
    for (;;) {
      const reply = await replies.next();
      if (reply.error) throw toError(reply.error);
      if (!reply.done) worker.postMessage(BATCH);
      for (const step of reply.steps) {
        yield step;
        signal?.throwIfAborted();
      }
      if (reply.done) return;
    }
  } finally {
    replies.close();
  }
}

/** The worker's replies in order, as promises; an abort or a failed worker rejects. */
class Replies {
  constructor(worker, signal) {
    this.worker = worker;
    this.signal = signal;
    this.queue = [];
    this.waiting = null;
    this.failure = null;
    worker.onmessage = ({ data }) => this.push(data);
    worker.onerror = (event) => {
      event.preventDefault();
      this.fail(Object.assign(new Error(`the solver's worker failed: ${event.message || 'it could not start'}`), { kind: 'worker' }));
    };
    worker.onmessageerror = () => this.fail(Object.assign(new Error("a reply of the solver's worker could not be read"), { kind: 'worker' }));
    this.onAbort = () => this.fail(signal.reason);
    signal?.addEventListener('abort', this.onAbort, { once: true });
  }

  push(data) {
    if (this.waiting) {
      this.waiting.resolve(data);
      this.waiting = null;
    } else {
      this.queue.push(data);
    }
  }

  fail(error) {
    this.worker.terminate();
    this.failure ??= error;
    if (this.waiting) {
      this.waiting.reject(this.failure);
      this.waiting = null;
    }
  }

  next() {
    if (this.failure) return Promise.reject(this.failure);
    if (this.queue.length > 0) return Promise.resolve(this.queue.shift());
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
    });
  }

  close() {
    this.worker.terminate();
    this.signal?.removeEventListener('abort', this.onAbort);
  }
}
