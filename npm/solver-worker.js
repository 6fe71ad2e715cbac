// The main thread's side of the solver's Web Worker (worker.js): requests
// and their replies, as promises. A page keeps one worker for the player of
// the page and of every <pencilmark-player> (WorkerSolve) and for New
// puzzle (generateInWorker): the wasm is loaded once. steps() in the browser
// (worker-steps.js) starts a worker of its own, which stopping it ends.

import { PencilmarkError } from './error.js';
import { BATCH, abortError, toError } from './protocol.js';
import { setTechniques } from './techniques.js';

/**
 * A module Worker running worker.js. Its script must come from the page's
 * origin: where this package is served from another (a CDN), the worker is
 * a module of the page's own (a blob) that imports worker.js from there,
 * which then loads the wasm from beside itself (both need the CDN's CORS
 * headers, which CDNs send). A bundler sees the plain form and bundles the
 * worker; its `import.meta.url` is then the page's, or a file URL.
 */
function startWorker() {
  const here = new URL(import.meta.url);
  const crossOrigin = /^https?:$/.test(here.protocol) && globalThis.location?.origin !== here.origin;
  if (!crossOrigin) return new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  const source = `import ${JSON.stringify(new URL('worker.js', here).href)};`;
  const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  try {
    return new Worker(url, { type: 'module' });
  } finally {
    // The worker has its script's URL already; the blob is not needed again.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/**
 * A module Worker running worker.js. Each request gets one reply, in order;
 * a reply that is an error rejects its request with an Error carrying
 * `kind` (and `line`, `column`). close() terminates the worker at once and
 * rejects what is unanswered.
 */
export class SolverWorker {
  constructor() {
    this.waiting = [];
    this.failure = null;
    try {
      this.worker = startWorker();
    } catch (error) {
      // A page whose policy forbids the worker, or a browser without module workers.
      this.failure = new PencilmarkError(`the solver's worker could not be started: ${error?.message ?? error}`, { kind: 'worker' });
      return;
    }
    this.worker.onmessage = ({ data }) => {
      const request = this.waiting.shift();
      if (!request) return;
      if (data.error) request.reject(toError(data.error));
      else request.resolve(data);
    };
    this.worker.onerror = (event) => {
      event.preventDefault();
      const reason = event.message || 'it could not start';
      this.close(new PencilmarkError(`the solver's worker failed: ${reason}`, { kind: 'worker' }));
    };
    this.worker.onmessageerror = () => {
      this.close(new PencilmarkError("a reply of the solver's worker could not be read", { kind: 'worker' }));
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

/** The page's worker, started at its first use, and again if it failed. */
let shared = null;

/** The worker the page's solves, hints and new puzzles share. */
export function pageWorker() {
  if (!shared || shared.failure) shared = new SolverWorker();
  return shared;
}

/** Ids of the solves in the page's worker. */
let lastId = 0;

/**
 * One solve in the page's worker, as the player (player.js) takes it:
 * `start` reads the puzzle in the worker and brings its first event (the
 * candidates) alone, with the puzzle's description (and the solver's
 * technique table, which it installs: setTechniques); more() the next
 * batch; hint() the next logical step of a board given as text, and
 * stepsHere() every step available from it. Nothing
 * runs in the worker unless asked, so a player that stops asking has
 * stopped the solve; close() frees it in the worker, after what was asked
 * before.
 */
export class WorkerSolve {
  /**
   * `options.from` ({game, values, marks}: a WorkerGame of the same worker
   * and a position of it) starts the solve from that position instead of
   * the text's board.
   */
  constructor(text, options, worker = pageWorker()) {
    this.worker = worker;
    this.id = ++lastId;
    this.closed = false;
    const { from, ...solving } = options || {};
    const first = { id: this.id, puzzle: text, options: solving, size: 1, maxMillis: BATCH.maxMillis, describe: true };
    if (from) first.from = { game: from.game.id, values: from.values, marks: from.marks };
    this.start = worker.request(first).then((reply) => {
      setTechniques(reply.techniques);
      return reply;
    });
  }

  more() {
    if (this.closed) return Promise.reject(abortError());
    return this.worker.request({ id: this.id, ...BATCH });
  }

  /** hint() of `text`; with `board` ({values, candidates}), of that board on the givens `text` gives. */
  hint(text, options, board) {
    return this.worker.request({ hint: text, options, board }).then((reply) => reply.hint);
  }

  /** stepsHere() of `text`, or of `board` on its givens, as hint() takes them. */
  stepsHere(text, options, board) {
    return this.worker.request({ stepsHere: text, options, board }).then((reply) => reply.steps);
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    this.worker.request({ id: this.id, close: true }).catch(() => {});
  }
}

/** Ids of the games in the page's worker. */
let lastGame = 0;

/**
 * A person's play on a puzzle, as the page's worker answers for it (a
 * Game there): `start` resolves with the givens' values and whether the
 * puzzle has one solution; review() with the candidates the values leave
 * open and their clashes; mistakes(), hint(), steps() and write() for a
 * position (values and marks, as Game takes them). close() frees it in
 * the worker.
 */
export class WorkerGame {
  constructor(text, options, worker = pageWorker()) {
    this.worker = worker;
    this.id = ++lastGame;
    this.start = worker.request({ game: this.id, puzzle: text, options });
  }

  review(values) {
    return this.worker.request({ game: this.id, ask: 'review', values });
  }

  mistakes(values, marks) {
    return this.worker.request({ game: this.id, ask: 'mistakes', values, marks }).then((reply) => reply.mistakes);
  }

  hint(values, marks) {
    return this.worker.request({ game: this.id, ask: 'hint', values, marks }).then((reply) => reply.hint);
  }

  steps(values, marks) {
    return this.worker.request({ game: this.id, ask: 'steps', values, marks }).then((reply) => reply.available);
  }

  write(values, marks, format, alphabet) {
    return this.worker.request({ game: this.id, ask: 'write', values, marks, format, alphabet }).then((reply) => reply.text);
  }

  close() {
    this.worker.request({ game: this.id, close: true }).catch(() => {});
  }
}

/** generate(options) in the page's worker. */
export async function generateInWorker(options) {
  const reply = await pageWorker().request({ generate: options });
  return reply.generated;
}

/** levels(size) in the page's worker. */
export async function levelsInWorker(size) {
  const reply = await pageWorker().request({ levels: size });
  return reply.levels;
}

/** generate(options) in a worker of its own, with the puzzle's description and values: {generated, puzzle, values}. */
export async function describedPuzzleInWorker(options) {
  const { generated, puzzle, values } = await practiser({ generate: options, describe: true });
  return { generated, puzzle, values };
}

/** practisable(size) in the page's worker. */
export async function practisableInWorker(size) {
  const reply = await pageWorker().request({ practisable: size });
  return reply.techniques;
}

/**
 * A worker kept apart for one kind of slow request: the one still under
 * way when another is asked for is dropped with its worker (it rejects
 * with an AbortError), and a new worker answers the new one.
 */
function apart() {
  let held = null;
  return async (message) => {
    if (held?.busy) held.worker.close();
    if (!held || held.worker.failure) held = { worker: new SolverWorker(), busy: false };
    const asked = held;
    asked.busy = true;
    try {
      return await asked.worker.request(message);
    } finally {
      asked.busy = false;
    }
  };
}

/** The worker of the page's ratings: a slow rating holds up no solve, and only the puzzle shown is worth rating. */
const rater = apart();

/** rate(text, options) in a worker of its own (see apart()). */
export async function rateInWorker(text, options) {
  return (await rater({ rate: text, options })).rating;
}

/** The worker of practice puzzles: one may take many attempts, and holds up nothing else. */
const practiser = apart();

/** generate(options) in a worker of its own (see apart()), for a practice puzzle. */
export async function practiseInWorker(options) {
  return (await practiser({ generate: options })).generated;
}
