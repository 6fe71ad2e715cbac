// The Web Worker behind steps() in the browser. It loads the wasm (from
// beside this module), reads the puzzle of the first message, and answers
// each message with the next batch of events:
//   → {puzzle, options, size, maxMillis}   the first message
//   → {size, maxMillis}                    each next one
//   ← {steps, done} | {error: {kind, message, line?, column?}}
// It is ended by terminate(), never by a message.

import init, { Solver } from './wasm/pencilmark.js';
import { errorData } from './protocol.js';

let solver = null;

self.onmessage = async ({ data }) => {
  try {
    await init();
    if (solver === null) solver = new Solver(data.puzzle, data.options);
    const steps = solver.nextBatch(data.size, data.maxMillis);
    self.postMessage({ steps, done: solver.isFinished() });
  } catch (error) {
    self.postMessage({ error: errorData(error) });
  }
};
