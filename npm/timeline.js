// The board at any step of a solve, rebuilt from the events alone, on the
// main thread, without the solver and without any rule of Sudoku.
//
// Each event says exactly what it changes (the step protocol, src/step.rs):
//   candidates   the whole board: `values` (0 for empty) and `candidates`
//                (each cell's digits); always the first event
//   place, guess the cell gets the digit and loses its candidates; the
//                `removals` go
//   eliminate    the `removals` go
//   backtrack    the `emptied` cells are empty again, the `restored`
//                candidates are back, then the `removals` go
//   solved, stuck, unsolvable   nothing changes
// A Cursor applies them one at a time, with the page's bookkeeping (counts,
// guesses standing, the depth each cell was filled at).
//
// A Timeline holds every event received, applies each one once as it
// arrives (to its `tip` cursor) and keeps a copy of the tip every
// `interval` events: a checkpoint. The cursor at step n is then the
// checkpoint at or before n plus fewer than `interval` events, whatever n
// and however long the solve, so going back costs about the same anywhere.
// When the checkpoints would pass CHECKPOINT_BYTES, every other one goes
// and the interval doubles.

/** Events between checkpoints, at first. */
export const CHECKPOINT_INTERVAL = 64;
/** Bytes the checkpoints may take (their boards, roughly) before they are thinned. */
const CHECKPOINT_BYTES = 32 << 20;
const FINAL = new Set(['solved', 'stuck', 'unsolvable']);

/** The solve after some number of events: the board, the guesses standing, and the model the page draws. */
export class Cursor {
  /**
   * The solve before its first event.
   * @param puzzle {side, boxWidth, boxHeight, …}: the model's `puzzle`
   * @param first the solve's first event, `candidates`: the board before
   *   it is its `values`, without candidates
   */
  constructor(puzzle, first) {
    if (first?.kind !== 'candidates') throw new Error(`a solve starts with its candidates, not ${first?.kind}`);
    const cells = first.values.length;
    this.puzzle = puzzle;
    this.values = Uint8Array.from(first.values);
    this.candidates = new Uint8Array(cells * puzzle.side);
    this.model = {
      puzzle,
      /** The board as last published by the player (fresh copies, so a change is a new array). */
      values: null,
      candidates: null,
      /** Operations done so far; the next one is operation number `op`. */
      op: 0,
      /** The last event, or null before the first. */
      step: null,
      /** Guesses in force. */
      depth: 0,
      /** Per cell: how many guesses were in force when it was filled; -1 if not filled by the solver. */
      placedDepth: new Int16Array(cells).fill(-1),
      /** Guesses in force, oldest first: {cell, digit, depth}. */
      guesses: [],
      /** Events so far per technique name, 'guess' and 'backtrack'. */
      counts: new Map(),
      /**
       * Digits placed by techniques (guesses apart), elimination steps, and
       * candidates removed by any step, so far.
       */
      placements: 0,
      eliminationSteps: 0,
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

  /** An independent copy. */
  clone() {
    const copy = Object.create(Cursor.prototype);
    copy.puzzle = this.puzzle;
    copy.values = this.values.slice();
    copy.candidates = this.candidates.slice();
    const m = this.model;
    copy.model = {
      ...m,
      placedDepth: m.placedDepth.slice(),
      guesses: m.guesses.slice(),
      counts: new Map(m.counts),
    };
    return copy;
  }

  /**
   * Brings the cursor past `event`, the event number `model.op`. Cells that
   * a backtrack empties are added to `reverted` when it is given. Throws on
   * a backtrack with no guess standing at its depth.
   */
  apply(event, reverted = null) {
    const m = this.model;
    if (event.kind === 'backtrack' && m.depth <= event.depth) {
      throw new Error(`step ${m.op + 1} goes back to depth ${event.depth}, but ${m.depth} guesses stand`);
    }
    m.op++;
    m.step = event;
    m.version++;
    if (event.removals) m.eliminations += event.removals.length;
    switch (event.kind) {
      case 'candidates':
        this.values.set(event.values);
        this.candidates.fill(0);
        event.candidates.forEach((digits, cell) => {
          for (const digit of digits) this.candidates[cell * this.puzzle.side + digit - 1] = 1;
        });
        break;
      case 'place':
        this.count(event.technique);
        m.placements++;
        this.put(event.cell, event.digit);
        this.remove(event.removals);
        this.fill(event.cell);
        break;
      case 'eliminate':
        this.count(event.technique);
        m.eliminationSteps++;
        this.remove(event.removals);
        break;
      case 'guess':
        this.count('guess');
        this.put(event.cell, event.digit);
        this.remove(event.removals);
        m.depth = event.depth;
        m.deepest = Math.max(m.deepest, event.depth);
        m.guesses.push({ cell: event.cell, digit: event.digit, depth: event.depth });
        this.fill(event.cell);
        break;
      case 'backtrack':
        this.count('backtrack');
        for (const cell of event.emptied) {
          this.values[cell] = 0;
          m.placedDepth[cell] = -1;
          if (reverted) reverted.push(cell);
        }
        this.restore(event.restored);
        this.remove(event.removals);
        m.guesses = m.guesses.filter((g) => g.depth <= event.depth);
        m.depth = event.depth;
        break;
      default:
        if (FINAL.has(event.kind)) m.finished = event.kind;
        break;
    }
  }

  count(name) {
    const counts = this.model.counts;
    counts.set(name, (counts.get(name) || 0) + 1);
  }

  /** Fills `cell` with `digit` and clears its candidates. */
  put(cell, digit) {
    const side = this.puzzle.side;
    this.values[cell] = digit;
    this.candidates.fill(0, cell * side, (cell + 1) * side);
  }

  remove(removals) {
    const side = this.puzzle.side;
    for (const { cell, digit } of removals) this.candidates[cell * side + digit - 1] = 0;
  }

  restore(candidates) {
    const side = this.puzzle.side;
    for (const { cell, digit } of candidates) this.candidates[cell * side + digit - 1] = 1;
  }

  /** Records that `cell` was filled at the current depth. */
  fill(cell) {
    const m = this.model;
    m.placedDepth[cell] = m.depth;
  }
}

/** Every event of a solve received so far, and the cursor at any of them. */
export class Timeline {
  /** The arguments are the Cursor's: the solve before its first event. */
  constructor(puzzle, first) {
    /** The events, in order: event i is operation number i. */
    this.events = [];
    this.tip = new Cursor(puzzle, first);
    this.interval = CHECKPOINT_INTERVAL;
    /** checkpoints[i] is the cursor after i × interval events. */
    this.checkpoints = [this.tip.clone()];
    const bytes = this.tip.values.length * (puzzle.side + 3);
    this.maxCheckpoints = Math.max(16, Math.floor(CHECKPOINT_BYTES / bytes));
  }

  get length() {
    return this.events.length;
  }

  /** Whether the last event received ends the solve. */
  get finished() {
    return this.events.length > 0 && FINAL.has(this.events[this.events.length - 1].kind);
  }

  /** Appends events in order. Throws (keeping the ones before) when one cannot follow the others. */
  push(events) {
    for (const event of events) {
      this.tip.apply(event);
      this.events.push(event);
      if (this.tip.model.op % this.interval === 0) this.checkpoints.push(this.tip.clone());
      if (this.checkpoints.length > this.maxCheckpoints) {
        this.checkpoints = this.checkpoints.filter((_, i) => i % 2 === 0);
        this.interval *= 2;
      }
    }
  }

  /** A fresh cursor after `n` events (0 to length). */
  at(n) {
    const target = Math.max(0, Math.min(n, this.events.length));
    const cursor = this.checkpoints[Math.floor(target / this.interval)].clone();
    while (cursor.model.op < target) cursor.apply(this.events[cursor.model.op]);
    return cursor;
  }
}
