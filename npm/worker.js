// The solver's Web Worker, behind steps() and the player (solver-worker.js).
// It loads the wasm (from beside this module) and answers each message with
// one reply, in order; protocol.js lists the messages. It holds the solves
// it is given (a Solver each, by the id the message names) and steps one
// only when asked for a batch, so between batches it is idle: whoever stops
// asking has stopped that solve. A page keeps one such worker for all its
// solves, hints and new puzzles (and another, the page's ratings); it is
// ended by terminate().

import init, { Game, Solver, generate, hint, hintOnBoard, levels, practisable, rate, stepsHere, stepsHereOnBoard, techniques } from './wasm/pencilmark.js';
import { PencilmarkError } from './error.js';
import { describePuzzle, errorData } from './protocol.js';

// Once, before any message is answered: a second init() while the first is
// under way would instantiate the module twice.
const ready = init().catch((error) => {
  throw new PencilmarkError(`the solver could not be loaded: ${errorData(error).message}`, { kind: 'load' });
});

/** The solves held, by id. */
const solvers = new Map();
/** The games held (a person's play), by id. */
const games = new Map();

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
  // With `board` (values and candidates, as a Solver holds them), the text is the puzzle's givens.
  const board = data.board;
  if ('hint' in data) return [{ hint: board ? hintOnBoard(data.hint, board.values, board.candidates, data.options) : hint(data.hint, data.options) }, []];
  if ('stepsHere' in data) {
    return [{ steps: board ? stepsHereOnBoard(data.stepsHere, board.values, board.candidates, data.options) : stepsHere(data.stepsHere, data.options) }, []];
  }
  if ('generate' in data) return [made(data), []];
  if ('rate' in data) return [{ rating: rate(data.rate, data.options) }, []];
  if ('levels' in data) return [{ levels: levels(data.levels) }, []];
  if ('practisable' in data) return [{ techniques: practisable(data.practisable) }, []];
  if ('game' in data) return [play(data), []];
  const id = data.id ?? 0;
  if (data.close) {
    solvers.get(id)?.free();
    solvers.delete(id);
    return [{}, []];
  }
  const reply = {};
  if ('puzzle' in data) {
    solvers.get(id)?.free();
    solvers.delete(id);
    // From a person's position (`from`: a game's id, values and marks), the
    // game starts the solve: a candidate grid of it would make every cell
    // left with one candidate a given.
    const from = data.from;
    solvers.set(id, from ? gameOf(from.game).solver(from.values, from.marks, data.options) : new Solver(data.puzzle, data.options));
    if (data.describe) {
      reply.puzzle = describePuzzle(solvers.get(id));
      reply.techniques = techniques();
    }
  }
  const solver = solvers.get(id);
  if (!solver) {
    throw new PencilmarkError('the worker was asked for steps of a solve it was not given', { kind: 'internal' });
  }
  reply.steps = solver.nextBatch(data.size, data.maxMillis);
  reply.done = solver.isFinished();
  if (!data.board) return [reply, []];
  reply.board = { values: solver.values(), candidates: solver.candidates() };
  return [reply, [reply.board.values.buffer, reply.board.candidates.buffer]];
}

/** The reply to a message about a game (`game`: its id). */
function play(data) {
  const id = data.game;
  if ('puzzle' in data) {
    games.get(id)?.free();
    games.delete(id);
    const game = new Game(data.puzzle, data.options);
    games.set(id, game);
    return { givens: game.givens(), oneSolution: game.hasOneSolution() };
  }
  if (data.close) {
    games.get(id)?.free();
    games.delete(id);
    return {};
  }
  const game = gameOf(id);
  if (data.ask === 'review') return { open: game.open(data.values), clashes: game.clashes(data.values) };
  if (data.ask === 'mistakes') return { mistakes: game.mistakes(data.values, data.marks) };
  if (data.ask === 'steps') return { available: game.steps(data.values, data.marks) };
  if (data.ask === 'write') return { text: game.write(data.values, data.marks, data.format, data.alphabet) };
  return { hint: game.hint(data.values, data.marks) };
}

/** The game held by `id`. */
function gameOf(id) {
  const game = games.get(id);
  if (!game) throw new PencilmarkError('the worker was asked about a game it was not given', { kind: 'internal' });
  return game;
}

/** A puzzle generate() made; with `describe`, also as the player draws it (its description and values). */
function made(data) {
  const generated = generate(data.generate);
  if (!data.describe) return { generated };
  const solver = new Solver(generated.puzzle, { alphabet: data.generate.alphabet });
  try {
    return { generated, puzzle: describePuzzle(solver), values: solver.values() };
  } finally {
    solver.free();
  }
}
