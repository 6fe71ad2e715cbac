// The main thread's side of the solver's Web Worker (worker.js): requests
// and their replies, as promises. Used by steps() in the browser
// (worker-steps.js), by the player of the page and of <pencilmark-player>
// (WorkerSolve), and by the page's New puzzle (generateInWorker).

import { BATCH, abortError, toError } from './protocol.js';

/**
 * A module Worker running worker.js. Each request gets one reply, in order;
 * a reply that is an error rejects its request with an Error carrying
 * `kind` (and `line`, `column`). close() terminates the worker at once and
 * rejects what is unanswered.
 */
export class SolverWorker {
  constructor() {
    this.worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    this.waiting = [];
    this.failure = null;
    this.worker.onmessage = ({ data }) => {
      const request = this.waiting.shift();
      if (!request) return;
      if (data.error) request.reject(toError(data.error));
      else request.resolve(data);
    };
    this.worker.onerror = (event) => {
      event.preventDefault();
      const reason = event.message || 'it could not start';
      this.close(Object.assign(new Error(`the solver's worker failed: ${reason}`), { kind: 'worker' }));
    };
    this.worker.onmessageerror = () => {
      this.close(Object.assign(new Error("a reply of the solver's worker could not be read"), { kind: 'worker' }));
    };
  }

  /** Sends `message`; resolves with the worker's reply to it. */
  request(message) {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.worker.postMessage(message);
    });
  }

  /** Terminates the worker; unanswered requests reject with `reason`. Closing twice does nothing. */
  close(reason = abortError()) {
    if (this.failure) return;
    this.failure = reason;
    this.worker.terminate();
    for (const { reject } of this.waiting.splice(0)) reject(reason);
  }
}

/**
 * One solve in its own worker, as the player (player.js) takes it: `start`
 * reads the puzzle in the worker and brings its first event (the
 * candidates) alone, with the puzzle's description and the board after
 * that event; more() the next batch and the board after it; hint() the next
 * logical step of a board given as text. Nothing runs in the worker unless
 * asked, so a player that stops asking has stopped the solve; close() ends
 * the worker.
 */
export class WorkerSolve {
  constructor(text, options) {
    this.worker = new SolverWorker();
    this.start = this.worker.request({ puzzle: text, options, size: 1, maxMillis: BATCH.maxMillis, board: true });
  }

  more() {
    return this.worker.request({ ...BATCH, board: true });
  }

  hint(text, options) {
    return this.worker.request({ hint: text, options }).then((reply) => reply.hint);
  }

  close() {
    this.worker.close();
  }
}

/** generate(options) in a worker of its own, which ends with the call. */
export async function generateInWorker(options) {
  const worker = new SolverWorker();
  try {
    const reply = await worker.request({ generate: options });
    return reply.generated;
  } finally {
    worker.close();
  }
}
