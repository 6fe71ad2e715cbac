// The solver's Web Worker, behind steps() and the player (solver-worker.js).
// It loads the wasm (from beside this module) and answers each message with
// one reply, in order; protocol.js lists the messages. It holds at most one
// Solver, made by the message that carries a puzzle, and steps it only when
// asked for a batch, so between batches it is idle: whoever stops asking has
// stopped the solve. It is ended by terminate().

import init, { Solver, generate, hint } from './wasm/pencilmark.js';
import { describePuzzle, errorData } from './protocol.js';

// Once, before any message is answered: a second init() while the first is
// under way would instantiate the module twice.
const ready = init().catch((error) => {
  throw Object.assign(new Error(`the solver could not be loaded: ${errorData(error).message}`), { kind: 'load' });
});

let solver = null;

self.onmessage = async ({ data }) => {
  let reply;
  let transfer = [];
  try {
    await ready;
    [reply, transfer] = answer(data);
  } catch (error) {
    reply = { error: errorData(error) };
  }
  self.postMessage(reply, transfer);
};

/** The reply to one message, with the buffers it hands over. */
function answer(data) {
  if ('hint' in data) return [{ hint: hint(data.hint, data.options) }, []];
  if ('generate' in data) return [{ generated: generate(data.generate) }, []];
  const reply = {};
  if ('puzzle' in data) {
    solver?.free();
    solver = null;
    solver = new Solver(data.puzzle, data.options);
    if (data.board) reply.puzzle = describePuzzle(solver);
  } else if (solver === null) {
    throw Object.assign(new Error('the worker was asked for steps before it was given a puzzle'), { kind: 'internal' });
  }
  reply.steps = solver.nextBatch(data.size, data.maxMillis);
  reply.done = solver.isFinished();
  if (!data.board) return [reply, []];
  reply.board = { values: solver.values(), candidates: solver.candidates() };
  return [reply, [reply.board.values.buffer, reply.board.candidates.buffer]];
}
