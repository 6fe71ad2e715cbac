// Timing and stepping. The player keeps the model the board is drawn from,
// counts operations and applies the delay formula. It touches no DOM: the
// wiring (the page's index.js, the custom element) calls tick() once per
// animation frame and draws the result.
//
// The solver is not here. It runs in a source (a Web Worker in the browser:
// WorkerSolve in solver-worker.js) that sends the events in batches, only
// when asked. The player keeps every event received in a Timeline
// (timeline.js), which rebuilds the board at any step from the events alone
// and keeps checkpoints, so that going to any step received, back or
// forth, is a bounded amount of work on the main thread, never a replay of
// the solve. The events carry every change they make, so the player needs
// neither the solver's board nor any rule of Sudoku (the tests compare the
// two boards).
//
// What the page sees of the solve is what the player has reached: the
// timeline, the step log and `known` stop at the furthest step shown, and
// events that arrived beyond it wait (a batch brings up to BATCH.size).
// The player asks for more only while something needs them: a Step at the
// last event received, playing, a seek beyond them, End or "next step of".
// Stop (pause()) ends that, and once the batch under way is in, nothing
// runs in the worker.
//
// A source is what `open(text, options)` returns, one solve:
//   start      Promise of {puzzle, steps, done}: `puzzle` describes it
//              ({side, boxWidth, boxHeight, houses, symbols, alphabet,
//              alphabetName, givens}: see protocol.js) and `steps` is the
//              first event alone (the candidates); rejects with the
//              puzzle's error (an Error with `kind`, and `line`, `column`)
//   more()     Promise of the next batch: {steps, done}
//   hint(text, options, board)   Promise of hint() of `board` ({values,
//              candidates}) on the givens of `text`
//   stepsHere(text, options, board)   the same of stepsHere()
//   close()    ends the solve; what is pending rejects
// `open` itself may throw, for an error it can tell at once.

import { abortError } from './protocol.js';
import { Timeline } from './timeline.js';

/** Events kept for the page to show after each tick (the rest are counted). */
const RECENT = 8;
/** Milliseconds of stepping a frame may spend. */
const FRAME_BUDGET_MS = 10;
/**
 * Events a frame shows at most while playing at full speed or solving on
 * (End, "next step of"): what a frame draws and writes grows with them.
 */
const FRAME_EVENTS = 64;
/** A wait overdue by more than this (a stalled or hidden tab) restarts from now. */
const MAX_LAG_MS = 250;
/** While playing with a delay, more events are asked for when fewer than this are waiting. */
const LOOKAHEAD = 32;
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
   * @param open (text, options) => source (see above); may throw
   * @param clock () => milliseconds, for measuring how long a frame's work takes
   */
  constructor(open, clock = () => performance.now()) {
    this.open = open;
    this.clock = clock;
    this.source = null;
    this.loading = null;
    this.timeline = null;
    this.cursor = null;
    this.model = null;
    /** The options of the solve played: its techniques, for hints. */
    this.options = {};
    this.speed = 1;
    this.playing = false;
    this.base = 0;
    /**
     * Where the player is going, or null: {op} (a Step, or a seek further
     * than a frame goes), or a search {search: true, match, from, done, op,
     * scanned} (End, or the next step of a technique when `match` is
     * given), whose `op` is set once the events received hold its step.
     */
    this.goal = null;
    /** Events shown at least once: the timeline's reach. */
    this.reached = 0;
    /** Whether the source has sent its final event. */
    this.exhausted = false;
    /** Why the source cannot go on, or null. */
    this.failure = null;
    /** Requests for more events not answered yet. */
    this.inflight = 0;
    this.stale = false;
    /** Called with each event the first time the player reaches it, or null. */
    this.onStep = null;
    /** Called with the error when the solve fails after loading, or null. */
    this.onError = null;
    /** Called when something changed between ticks (events arrived, or a failure), or null. */
    this.onChange = null;
    this.resetUpdate();
  }

  /**
   * Replaces the puzzle once its source has read it (in a worker: after the
   * solver's check for one solution). Throws at once, keeping the current
   * puzzle, when `open` does (a text that is no puzzle). Else returns a
   * promise of the new model, which rejects with the puzzle's error (the
   * current puzzle stays) or with an AbortError when a later load() or
   * close() came first. The current puzzle plays on meanwhile.
   */
  load(text, options) {
    this.cancelLoad();
    const source = this.open(text, options);
    const loading = { source };
    this.loading = loading;
    return source.start.then(
      (first) => {
        if (this.loading !== loading) throw abortError('a later puzzle replaced this one');
        this.loading = null;
        this.install(source, first);
        this.options = options || {};
        return this.model;
      },
      (error) => {
        if (this.loading === loading) this.loading = null;
        source.close();
        throw error;
      },
    );
  }

  /** Drops a load under way (its promise rejects with an AbortError). */
  cancelLoad() {
    if (!this.loading) return;
    this.loading.source.close();
    this.loading = null;
  }

  /** Ends the solve and any load under way: the player holds no puzzle. */
  close() {
    this.cancelLoad();
    this.source?.close();
    this.source = null;
    this.timeline = null;
    this.cursor = null;
    this.model = null;
    this.goal = null;
    this.playing = false;
  }

  /** Makes `source`, whose start gave `first`, the puzzle played. */
  install(source, first) {
    this.source?.close();
    this.source = source;
    const info = first.puzzle;
    const puzzle = {
      side: info.side,
      boxWidth: info.boxWidth,
      boxHeight: info.boxHeight,
      houses: info.houses,
      // One string per digit: `16` in the numbers alphabet.
      alphabet: info.symbols,
      givens: info.givens,
    };
    /** Single-character symbols for the pencilmark line, and the alphabet that reads them. */
    this.symbols = info.alphabet;
    this.alphabetName = info.alphabetName;
    const version = this.model ? this.model.version + 1 : 0;
    this.timeline = new Timeline(puzzle, first.steps[0]);
    this.cursor = this.timeline.at(0);
    this.model = this.cursor.model;
    this.model.version = version;
    this.reached = 0;
    this.exhausted = false;
    this.failure = null;
    this.inflight = 0;
    this.goal = null;
    this.playing = false;
    this.resetUpdate();
    this.publish();
    this.accept(first);
  }

  get loaded() {
    return this.model !== null;
  }

  get finished() {
    return this.model !== null && this.model.finished !== null;
  }

  /** Events received and not shown yet, ahead of the current step. */
  get ahead() {
    return this.timeline.length - this.model.op;
  }

  play(now) {
    if (!this.loaded || this.finished || this.searching) return;
    this.goal = null;
    this.playing = true;
    this.base = now;
    this.model.version++;
    this.pump();
  }

  /** Stops playing, a search (its done() hears 'stopped') or a step on its way. */
  pause() {
    if (!this.playing && !this.goal) return;
    const goal = this.goal;
    this.playing = false;
    this.goal = null;
    this.model.version++;
    if (goal?.search) goal.done('stopped');
  }

  toggle(now) {
    if (this.playing) this.pause();
    else this.play(now);
  }

  /** Performs exactly one operation and pauses; if it has not arrived yet, as soon as it does. */
  step() {
    if (!this.loaded || this.finished) return;
    if (this.goal && !this.goal.search) {
      this.goal.op++;
    } else {
      this.pause();
      this.goal = { op: this.model.op + 1 };
    }
    this.pursue(() => 0);
    this.pump();
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

  /** Steps reached so far: the steps the timeline can go to. */
  get known() {
    return this.reached;
  }

  /** Every event received, in order (the first `known` of them have been shown). */
  get events() {
    return this.timeline ? this.timeline.events : [];
  }

  /** Whether the steps reached run to the final one. */
  get complete() {
    return this.reached > 0 && FINAL.has(this.timeline.events[this.reached - 1].kind);
  }

  /**
   * Pauses at operation `n`: the board as it is after `n` events. Going back
   * is at once; going forward too, within a frame's budget, and beyond the
   * events received the player asks for more and gets there on later ticks,
   * stopping at the final event.
   */
  seek(n) {
    if (!this.loaded) return;
    this.pause();
    const target = Math.max(0, Math.floor(n));
    const op = this.model.op;
    if (target < op) {
      this.swap(this.timeline.at(target));
      this.update.rewound = op - target;
    } else if (target > op && !this.finished) {
      this.goal = { op: target };
      this.pursue(this.stopwatch());
      this.pump();
    }
    this.model.version++;
  }

  /**
   * Solves on to the final event, a frame's share at a time (the page stays
   * responsive; pause() stops it where it got to). `done(result)` hears
   * 'found' at the end, or 'stopped'.
   */
  seekEnd(done = () => {}) {
    this.search(null, done);
  }

  /**
   * Goes to the next event after the current one that is a step of technique
   * `name`, or a 'guess' or 'backtrack': straight there when it is among the
   * events received, else going through them a frame's share at a time and
   * asking for more. `done(result)` hears 'found', 'missing' (the solve has
   * none ahead: the player goes back to where it was) or 'stopped' (by
   * pause()).
   */
  seekNext(name, done = () => {}) {
    this.search((event) => event.technique === name || event.kind === name, done);
  }

  /** seekEnd() (`match` null) and seekNext(). */
  search(match, done) {
    if (!this.loaded) return;
    this.pause();
    const from = this.model.op;
    // `op` is set once the step to go to is among the events received; `scanned` is how far they were looked through.
    this.goal = { search: true, match, from, done, op: undefined, scanned: from };
    this.playing = true;
    this.model.version++;
    if (this.finished) this.endGoal(match === null ? 'found' : 'missing');
    else this.pump();
  }

  /** Sets a search's step to go to when the events received hold it. */
  aim(goal) {
    if (goal.op !== undefined) return;
    const events = this.timeline.events;
    if (goal.match === null) {
      if (this.timeline.finished) goal.op = events.length;
      return;
    }
    for (let i = Math.max(goal.scanned, this.model.op); i < events.length; i++) {
      if (goal.match(events[i])) {
        goal.op = i + 1;
        return;
      }
    }
    goal.scanned = events.length;
  }

  /** Whether a seekEnd() or seekNext() is under way. */
  get searching() {
    return this.goal !== null && this.goal.search === true;
  }

  /** Whether the player has work for the coming frames: playing, or going somewhere. */
  get busy() {
    return this.playing || this.goal !== null;
  }

  /**
   * Works towards the goal until `spent()` passes a frame's budget or
   * `limit` events have been shown. Steps shown before are jumped over
   * (through the timeline's checkpoints); new ones are shown one by one,
   * so that onStep hears each.
   */
  pursue(spent, limit = Infinity) {
    const goal = this.goal;
    let shown = 0;
    while (this.goal === goal && goal !== null) {
      if (goal.search) this.aim(goal);
      if (goal.op !== undefined && this.model.op >= goal.op) {
        this.endGoal('found');
      } else if (goal.match && goal.op === undefined && this.timeline.finished) {
        // Every event is in, and none ahead matches.
        this.endGoal('missing');
      } else if (this.finished) {
        this.endGoal(this.model.finished === 'error' ? 'stopped' : 'found');
      } else if (spent() >= FRAME_BUDGET_MS || shown >= limit) {
        return;
      } else if (this.ahead === 0) {
        this.waiting();
        if (this.model.finished !== 'error') return;
      } else if (goal.op !== undefined && goal.op <= this.reached && goal.op - this.model.op > this.timeline.interval) {
        this.swap(this.timeline.at(goal.op));
      } else {
        this.forward();
        shown++;
      }
    }
  }

  endGoal(result) {
    const { search, from, done } = this.goal;
    this.goal = null;
    if (search) this.playing = false;
    this.model.version++;
    if (result === 'missing') this.seek(from);
    if (done) done(result);
  }

  /** Brings the current step to the last one received: a failure of the source shows now. */
  waiting() {
    if (this.failure && this.model.finished === null) {
      this.model.finished = 'error';
      this.model.error = messageOf(this.failure);
      this.model.version++;
      this.playing = false;
    }
  }

  /** Shows `cursor` in place of the current one (going back, or far forward among the steps reached). */
  swap(cursor) {
    const version = this.model.version + 1;
    this.cursor = cursor;
    this.model = cursor.model;
    this.model.version = version;
    this.stale = true;
    this.resetUpdate();
  }

  /**
   * The board at the current step as the source's hint() takes it: the
   * puzzle's givens as text, and the board's values and candidates (a cell
   * left with one candidate is still open, which no text could tell).
   */
  board() {
    const { givens } = this.model.puzzle;
    // Before the first event, the board after it: the starting candidates.
    const cursor = this.model.op === 0 ? this.timeline.at(1) : this.cursor;
    const { values, candidates } = cursor;
    const symbols = [...this.symbols];
    // Numbers (symbols of two digits) are joined by commas, 0 for a blank.
    const numbers = symbols.some((s) => s.length > 1);
    const cells = Array.from(values, (v, cell) => (givens[cell] ? symbols[v - 1] : numbers ? '0' : '.'));
    return { text: cells.join(numbers ? ',' : ''), board: { values: Uint8Array.from(values), candidates: Uint8Array.from(candidates) } };
  }

  /** The next logical step from the board at the current step, computed by the source. */
  hint() {
    if (!this.loaded) return Promise.reject(new Error('no puzzle is loaded'));
    const { text, board } = this.board();
    return this.source.hint(text, this.boardOptions(), board);
  }

  /** Every step available from the board at the current step, easiest first, computed by the source. */
  stepsHere() {
    if (!this.loaded) return Promise.reject(new Error('no puzzle is loaded'));
    const { text, board } = this.board();
    return this.source.stepsHere(text, this.boardOptions(), board);
  }

  /** How the source reads board()'s text, and the techniques the solve may use, and no others. */
  boardOptions() {
    const { boxWidth, boxHeight } = this.model.puzzle;
    const { techniques, forcingChains } = this.options;
    return { alphabet: this.alphabetName, boxWidth, boxHeight, techniques, forcingChains };
  }

  /** Sets the delay multiplier; 0 runs as fast as frames allow. */
  setSpeed(speed, now) {
    if (this.speed === 0 && speed > 0) this.base = now;
    this.speed = speed;
    if (this.loaded) this.pump();
  }

  /** The delay before the next operation, in milliseconds. */
  get delay() {
    return delayMs(this.speed, this.model.op);
  }

  /** When the next operation is due while playing with a delay. */
  get due() {
    return this.base + this.delay;
  }

  /** A function giving the milliseconds since it was made. */
  stopwatch() {
    const start = this.clock();
    return () => this.clock() - start;
  }

  /**
   * Runs the operations that are due at `now` and returns what changed since
   * the last tick: {events (the last few), eventCount, reverted (cells a
   * backtrack emptied), rewound (operations gone back, when the player went
   * back since)}.
   */
  tick(now) {
    if (!this.loaded) return this.takeUpdate();
    const spent = this.stopwatch();
    if (this.goal) {
      this.pursue(spent, FRAME_EVENTS);
    } else if (this.playing && this.speed === 0) {
      for (let shown = 0; this.playing && this.ahead > 0 && shown < FRAME_EVENTS && spent() < FRAME_BUDGET_MS; shown++) this.forward();
      if (this.ahead === 0) this.waiting();
    } else if (this.playing) {
      if (now - this.due > MAX_LAG_MS) this.base = now - this.delay;
      while (this.playing && now >= this.due && spent() < FRAME_BUDGET_MS) {
        if (this.ahead === 0) {
          this.waiting();
          // Due as soon as it arrives, without a burst of the ones after it.
          this.base = now - this.delay;
          break;
        }
        const due = this.due;
        this.forward();
        this.base = due;
      }
    }
    this.pump();
    return this.takeUpdate();
  }

  /** Shows the next event received. */
  forward() {
    const i = this.model.op;
    const event = this.timeline.events[i];
    const upd = this.update;
    this.cursor.apply(event, upd.reverted);
    upd.eventCount++;
    upd.events.push(event);
    if (upd.events.length > RECENT) upd.events.shift();
    this.stale = true;
    if (this.model.finished) this.playing = false;
    if (i >= this.reached) {
      this.reached = i + 1;
      if (this.onStep) this.onStep(event);
    }
    if (this.ahead === 0) this.waiting();
  }

  /** Asks the source for more events while something needs them: at most two batches on their way. */
  pump() {
    if (!this.source || this.exhausted || this.failure) return;
    const goal = this.goal;
    let wanted = 0;
    if (goal && goal.op !== undefined) wanted = this.ahead < goal.op - this.model.op ? 1 : 0;
    else if (goal || (this.playing && this.speed === 0)) wanted = 2;
    else if (this.playing) wanted = this.ahead < LOOKAHEAD ? 1 : 0;
    while (this.inflight < wanted) this.request();
  }

  request() {
    const source = this.source;
    this.inflight++;
    source.more().then(
      (reply) => {
        if (source !== this.source) return;
        this.inflight--;
        this.accept(reply);
        this.pump();
        if (this.onChange) this.onChange();
      },
      (error) => {
        if (source !== this.source) return;
        this.inflight--;
        this.fail(error);
        if (this.onChange) this.onChange();
      },
    );
  }

  /** Takes in a batch from the source. */
  accept(reply) {
    try {
      if (reply.steps.length === 0 && !reply.done) throw new Error('the solver stopped without a final step');
      this.timeline.push(reply.steps);
      if (reply.done) {
        this.exhausted = true;
        if (!this.timeline.finished) throw new Error('the solver stopped without a final step');
      }
    } catch (error) {
      this.fail(error);
    }
  }

  /** The source cannot go on: the player stops, and the model says why once it reaches the last event received. */
  fail(error) {
    if (this.failure) return;
    this.failure = error;
    const goal = this.goal;
    if (this.ahead === 0) this.waiting();
    if (goal?.search && this.model.finished === 'error') this.endGoal('stopped');
    if (this.onError) this.onError(error);
  }

  takeUpdate() {
    if (this.stale) this.publish();
    const update = this.update;
    this.resetUpdate();
    return update;
  }

  /** Gives the model fresh copies of the board: a change is a new array. */
  publish() {
    this.model.values = this.cursor.values.slice();
    this.model.candidates = this.cursor.candidates.slice();
    this.stale = false;
  }

  resetUpdate() {
    this.update = { events: [], eventCount: 0, reverted: [] };
  }
}

function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}
