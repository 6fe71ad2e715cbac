// Timing and stepping. The player owns the solver, counts operations, applies
// the delay formula and keeps the model the board is drawn from. It touches no
// DOM: the wiring (the page's index.js, the custom element) calls tick() once
// per animation frame and draws the result.
//
// It also keeps every event received so far, so that it can go to any step:
// forward by stepping the solver, back by starting a fresh solver of the same
// puzzle and running it to the step (the solver is deterministic, so the board
// at step n is the same whichever way it is reached) while the model's own
// bookkeeping is replayed from the kept events.

/** Events kept for the page to show after each tick (the rest are counted). */
const RECENT = 8;
/** Milliseconds of solving a frame may spend when running without delay. */
const FRAME_BUDGET_MS = 10;
/** A wait overdue by more than this (a stalled or hidden tab) restarts from now. */
const MAX_LAG_MS = 250;
const FIRST_BATCH = 16;
const MAX_BATCH = 4096;
/** The kinds of event that end a solve. */
const FINAL = new Set(['solved', 'stuck', 'unsolvable']);

/**
 * Milliseconds to wait before operation `n` (counted from 0) at a given speed
 * multiplier: speed × (100 + 200·ln(1 + n/100)). Speed 0 means no delay.
 */
export function delayMs(speed, n) {
  return speed * (100 + 200 * Math.log1p(n / 100));
}

export class Player {
  /**
   * @param createSolver (text, options) => Solver; throws on bad input
   * @param clock () => milliseconds, for measuring how long solving takes
   */
  constructor(createSolver, clock = () => performance.now()) {
    this.createSolver = createSolver;
    this.clock = clock;
    this.solver = null;
    this.model = null;
    this.speed = 1;
    this.playing = false;
    this.batch = FIRST_BATCH;
    this.base = 0;
    /** Called with each event once it is applied to the model, or null. */
    this.onStep = null;
    /** Called with the error when the solver fails during a solve, or null. */
    this.onError = null;
  }

  /** Replaces the puzzle. Throws (and keeps the current one) if the text is not a puzzle. */
  load(text, options) {
    const solver = this.createSolver(text, options);
    if (this.solver) this.solver.free();
    this.solver = solver;
    this.text = text;
    this.options = options;
    /** Every event received so far, in order: event i is operation number i. */
    this.events = [];
    this.search = null;
    this.playing = false;
    this.batch = FIRST_BATCH;
    this.model = this.freshModel({
      side: solver.side,
      boxWidth: solver.boxWidth,
      boxHeight: solver.boxHeight,
      // One string per digit: `16` in the numbers alphabet.
      alphabet: solver.symbols,
      givens: solver.givens(),
    });
    this.resetUpdate();
    this.stale = false;
    return this.model;
  }

  /** The model before the first event of `puzzle`, from the current solver. */
  freshModel(puzzle) {
    const side = puzzle.side;
    this.levels = [[]];
    return {
      puzzle,
      values: this.solver.values(),
      // No pencil marks until the first event, which computes them.
      candidates: new Uint8Array(side * side * side),
      /** Operations done so far; the next one is operation number `op`. */
      op: 0,
      /** The last event, or null before the first. */
      step: null,
      /** Guesses in force. */
      depth: 0,
      /** Per cell: how many guesses were in force when it was filled; -1 if not filled by the solver. */
      placedDepth: new Int16Array(side * side).fill(-1),
      /** Guesses in force, oldest first: {cell, digit, depth}. */
      guesses: [],
      /** Events so far per technique name, 'guess' and 'backtrack'. */
      counts: new Map(),
      /** Digits placed by techniques (guesses apart) and candidates removed so far. */
      placements: 0,
      eliminations: 0,
      /** The most guesses that have stood at once so far. */
      deepest: 0,
      /** null while solving, else 'solved' | 'stuck' | 'unsolvable' | 'error'. */
      finished: null,
      error: null,
      /** Bumped on every change. */
      version: 0,
    };
  }

  get loaded() {
    return this.model !== null;
  }

  get finished() {
    return this.model !== null && this.model.finished !== null;
  }

  play(now) {
    if (!this.loaded || this.finished || this.search) return;
    this.playing = true;
    this.base = now;
    this.model.version++;
  }

  pause() {
    if (!this.playing) return;
    this.playing = false;
    this.model.version++;
    if (this.search) this.endSearch('stopped');
  }

  toggle(now) {
    if (this.playing) this.pause();
    else this.play(now);
  }

  /** Performs exactly one operation and pauses. */
  step() {
    if (!this.loaded || this.finished) return;
    this.pause();
    this.advance(1);
  }

  /** Goes back one operation and pauses. */
  stepBack() {
    if (!this.loaded || this.model.op === 0) return;
    this.seek(this.model.op - 1);
  }

  /** Goes back to the start, paused. */
  restart() {
    if (this.loaded) this.seek(0);
  }

  /** Events received so far: the steps the timeline can reach without solving further. */
  get known() {
    return this.events ? this.events.length : 0;
  }

  /** Whether the kept events run to the final one. */
  get complete() {
    const last = this.known > 0 ? this.events[this.known - 1] : null;
    return last !== null && FINAL.has(last.kind);
  }

  /**
   * Pauses at operation `n`: the board as it is after `n` events. Beyond the
   * events received so far it solves on, stopping at the final event.
   */
  seek(n) {
    if (!this.loaded) return;
    this.pause();
    const target = Math.max(0, Math.floor(n));
    if (target < this.model.op) this.rewind(target);
    else if (target > this.model.op && !this.finished) this.advance(target - this.model.op);
    this.model.version++;
  }

  /**
   * Solves on to the final event, a frame's budget at a time (the page stays
   * responsive; pause() stops it where it got to). `done(result)` hears
   * 'found' at the end, or 'stopped'.
   */
  seekEnd(done = () => {}) {
    if (!this.loaded) return;
    this.seek(this.model.op);
    this.search = { match: null, from: this.model.op, done };
    this.playing = true;
    this.model.version++;
    if (this.finished) this.endSearch('found');
  }

  /**
   * Goes to the next event after the current one that is a step of technique
   * `name`, or a 'guess' or 'backtrack', solving on a frame's budget at a time
   * if it is not among the events received. `done(result)` hears 'found',
   * 'missing' (the solve has none ahead: the player goes back to where it
   * was) or 'stopped' (by pause()).
   */
  seekNext(name, done = () => {}) {
    if (!this.loaded) return;
    const match = (event) => event.technique === name || event.kind === name;
    const from = this.model.op;
    for (let i = from; i < this.known; i++) {
      if (match(this.events[i])) {
        this.seek(i + 1);
        done('found');
        return;
      }
    }
    this.seek(from);
    this.search = { match, from, done };
    this.playing = true;
    this.model.version++;
    if (this.finished) this.endSearch('missing');
  }

  /** Whether a seekEnd() or seekNext() is under way. */
  get searching() {
    return this.search !== null;
  }

  /** One frame's share of a search. */
  searchOn(spent) {
    const { match } = this.search;
    while (this.search && spent() < FRAME_BUDGET_MS) {
      // The events already received hold no match: through them in batches.
      const ahead = this.known - this.model.op;
      if (match === null || ahead > 0) {
        const t0 = this.clock();
        this.advance(Math.min(this.batch, ahead > 0 ? ahead : MAX_BATCH));
        if (this.clock() - t0 < FRAME_BUDGET_MS / 4) this.batch = Math.min(this.batch * 2, MAX_BATCH);
      } else {
        const op = this.model.op;
        this.advance(1);
        if (this.model.op > op && match(this.model.step)) this.endSearch('found');
      }
      if (this.search && this.model.finished === 'error') this.endSearch('stopped');
      else if (this.search && this.finished) this.endSearch(match === null ? 'found' : 'missing');
    }
  }

  endSearch(result) {
    const { from, done } = this.search;
    this.search = null;
    this.playing = false;
    this.model.version++;
    if (result === 'missing') this.seek(from);
    done(result);
  }

  /** Starts the puzzle afresh and brings solver and model to operation `n` (below the current one). */
  rewind(n) {
    const solver = this.createSolver(this.text, this.options);
    this.solver.free();
    this.solver = solver;
    const reached = this.model.op;
    this.model = this.freshModel(this.model.puzzle);
    let done = 0;
    let failure = null;
    try {
      while (done < n) {
        const report = solver.run({ maxSteps: n - done });
        done += report.steps;
        if (report.finished || report.steps === 0) break;
      }
    } catch (err) {
      failure = err;
    }
    for (let i = 0; i < done; i++) this.apply(this.events[i], true);
    this.stale = done > 0;
    this.resetUpdate();
    this.update.rewound = reached - done;
    if (failure) this.fail(failure);
  }

  /** The board at the current step as text in a pencilmark format (`candidates`, `line`, …). */
  boardText(format) {
    return this.solver.write(format);
  }

  /** Sets the delay multiplier; 0 runs as fast as frames allow. */
  setSpeed(speed, now) {
    if (this.speed === 0 && speed > 0) this.base = now;
    this.speed = speed;
  }

  /** The delay before the next operation, in milliseconds. */
  get delay() {
    return delayMs(this.speed, this.model.op);
  }

  /** When the next operation is due while playing with a delay. */
  get due() {
    return this.base + this.delay;
  }

  /**
   * Runs the operations that are due at `now` and returns what changed since
   * the last tick: {events (the last few), eventCount, reverted (cells a
   * backtrack emptied), rewound (operations gone back, when the player went
   * back since)}.
   */
  tick(now) {
    if (!this.loaded) return this.takeUpdate();
    const start = this.clock();
    const spent = () => this.clock() - start;
    if (this.search) {
      this.searchOn(spent);
    } else if (this.playing && this.speed === 0) {
      while (this.playing && spent() < FRAME_BUDGET_MS) {
        const t0 = this.clock();
        this.advance(this.batch);
        if (this.clock() - t0 < FRAME_BUDGET_MS / 4) this.batch = Math.min(this.batch * 2, MAX_BATCH);
      }
    } else if (this.playing) {
      if (now - this.due > MAX_LAG_MS) this.base = now - delayMs(this.speed, this.model.op);
      while (this.playing && now >= this.due && spent() < FRAME_BUDGET_MS) {
        const due = this.due;
        this.advance(1);
        this.base = due;
      }
    }
    return this.takeUpdate();
  }

  advance(count) {
    let events;
    try {
      if (count === 1) {
        const one = this.solver.next();
        events = one === undefined ? [] : [one];
      } else {
        events = this.solver.nextBatch(count);
      }
    } catch (err) {
      this.fail(err);
      return;
    }
    for (const event of events) {
      const fresh = this.model.op === this.events.length;
      if (fresh) this.events.push(event);
      this.apply(event, false, fresh);
    }
    if (events.length > 0) this.stale = true;
    if (events.length < count && !this.finished) this.fail(new Error('the solver stopped without a final step'));
  }

  /**
   * Brings the model's bookkeeping past `event`. A `quiet` replay (going back)
   * reports nothing; `fresh` says the event was never applied before.
   */
  apply(event, quiet = false, fresh = false) {
    const m = this.model;
    m.op++;
    m.step = event;
    m.version++;
    const upd = quiet ? { events: [], eventCount: 0, reverted: [] } : this.update;
    upd.eventCount++;
    upd.events.push(event);
    if (upd.events.length > RECENT) upd.events.shift();
    m.eliminations += event.removals ? event.removals.length : 0;
    switch (event.kind) {
      case 'place':
        this.count(event.technique);
        m.placements++;
        this.fill(event.cell);
        break;
      case 'eliminate':
        this.count(event.technique);
        break;
      case 'guess':
        this.count('guess');
        m.depth = event.depth;
        m.deepest = Math.max(m.deepest, event.depth);
        this.levels[m.depth] = [];
        m.guesses.push({ cell: event.cell, digit: event.digit, depth: event.depth });
        this.fill(event.cell);
        break;
      case 'backtrack':
        this.count('backtrack');
        for (let d = event.depth + 1; d < this.levels.length; d++) {
          for (const cell of this.levels[d] || []) {
            m.placedDepth[cell] = -1;
            upd.reverted.push(cell);
          }
        }
        this.levels.length = event.depth + 1;
        m.guesses = m.guesses.filter((g) => g.depth <= event.depth);
        m.depth = event.depth;
        break;
      case 'solved':
      case 'stuck':
      case 'unsolvable':
        m.finished = event.kind;
        this.playing = false;
        break;
      default:
        break;
    }
    if (fresh && this.onStep) this.onStep(event);
  }

  count(name) {
    const counts = this.model.counts;
    counts.set(name, (counts.get(name) || 0) + 1);
  }

  fill(cell) {
    const m = this.model;
    m.placedDepth[cell] = m.depth;
    (this.levels[m.depth] ||= []).push(cell);
  }

  fail(err) {
    const m = this.model;
    m.finished = 'error';
    m.error = err instanceof Error ? err.message : String(err);
    m.version++;
    this.playing = false;
    if (this.onError) this.onError(err);
  }

  takeUpdate() {
    if (this.stale) {
      this.model.values = this.solver.values();
      this.model.candidates = this.solver.candidates();
      this.stale = false;
    }
    const update = this.update || { events: [], eventCount: 0, reverted: [] };
    this.resetUpdate();
    return update;
  }

  resetUpdate() {
    this.update = { events: [], eventCount: 0, reverted: [] };
  }
}
