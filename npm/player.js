// Timing and stepping. The player owns the solver, counts operations, applies
// the delay formula and keeps the model the board is drawn from. It touches no
// DOM: the wiring (the page's index.js, the custom element) calls tick() once
// per animation frame and draws the result.

/** Events kept for the page to show after each tick (the rest are counted). */
const RECENT = 8;
/** Milliseconds of solving a frame may spend when running without delay. */
const FRAME_BUDGET_MS = 10;
/** A wait overdue by more than this (a stalled or hidden tab) restarts from now. */
const MAX_LAG_MS = 250;
const FIRST_BATCH = 16;
const MAX_BATCH = 4096;

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
    this.playing = false;
    this.batch = FIRST_BATCH;
    this.levels = [[]];
    const side = solver.side;
    this.model = {
      puzzle: {
        side,
        boxWidth: solver.boxWidth,
        boxHeight: solver.boxHeight,
        // One string per digit: `16` in the numbers alphabet.
        alphabet: solver.symbols,
        givens: solver.givens(),
      },
      values: solver.values(),
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
      /** null while solving, else 'solved' | 'stuck' | 'unsolvable' | 'error'. */
      finished: null,
      error: null,
      /** Bumped on every change. */
      version: 0,
    };
    this.resetUpdate();
    this.stale = false;
    return this.model;
  }

  get loaded() {
    return this.model !== null;
  }

  get finished() {
    return this.model !== null && this.model.finished !== null;
  }

  play(now) {
    if (!this.loaded || this.finished) return;
    this.playing = true;
    this.base = now;
    this.model.version++;
  }

  pause() {
    if (!this.playing) return;
    this.playing = false;
    this.model.version++;
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
   * backtrack emptied), changed}.
   */
  tick(now) {
    if (!this.loaded) return this.takeUpdate();
    const start = this.clock();
    const spent = () => this.clock() - start;
    if (this.playing && this.speed === 0) {
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
    for (const event of events) this.apply(event);
    if (events.length > 0) this.stale = true;
    if (events.length < count && !this.finished) this.fail(new Error('the solver stopped without a final step'));
  }

  apply(event) {
    const m = this.model;
    m.op++;
    m.step = event;
    m.version++;
    const upd = this.update;
    upd.eventCount++;
    upd.events.push(event);
    if (upd.events.length > RECENT) upd.events.shift();
    switch (event.kind) {
      case 'place':
        this.count(event.technique);
        this.fill(event.cell);
        break;
      case 'eliminate':
        this.count(event.technique);
        break;
      case 'guess':
        this.count('guess');
        m.depth = event.depth;
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
    if (this.onStep) this.onStep(event);
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
