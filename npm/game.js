// A person's play on a puzzle: the values they entered and the pencil
// marks they keep, every move that made them (undone and redone), the cell
// selected and the time spent. No rule of Sudoku lives here: which
// candidates the values leave open, which values clash, what is wrong and
// the hint come from the core (a Game, in the solver's worker); this keeps
// the entries and says what to draw.
//
// Marks: by hand, each cell keeps the marks the person typed. With
// automatic candidates on, a cell shows every candidate the values leave
// open but the ones the person took out (`struck`). Either way a mark a
// peer's value rules out is not shown, and comes back when that value goes.

/** The arrays a move changes, by name. */
const ARRAYS = ['values', 'marks', 'struck'];

export class Play {
  /**
   * @param side the board's side
   * @param givens the givens' values, row-major (0: empty)
   */
  constructor(side, givens) {
    this.side = side;
    this.cells = side * side;
    this.givens = Uint8Array.from(givens);
    this.values = Uint8Array.from(givens);
    this.marks = new Uint8Array(this.cells * side);
    this.struck = new Uint8Array(this.cells * side);
    this.auto = false;
    /** The candidates the values leave open, as the core last said (side bytes per cell). */
    this.open = new Uint8Array(this.cells * side);
    /** Moves made, the last last; moves undone, the last undone last. */
    this.done = [];
    this.undone = [];
    this.selected = -1;
    /** Whether a digit typed is a pencil mark rather than a value. */
    this.notes = false;
    /** Time spent, in ms, before `since` (the clock's time when it last started; null while stopped). */
    this.spent = 0;
    this.since = null;
    this.solved = false;
    /** Bumped by every change, so that a drawing knows it is stale. */
    this.version = 0;
    /** Bumped by every move, undo and redo: an answer about an older position is stale. */
    this.moves = 0;
  }

  isGiven(cell) {
    return this.givens[cell] !== 0;
  }

  /** Whether the board is full (every cell holds a value). */
  get full() {
    return !this.values.includes(0);
  }

  /** The marks shown in `cell`: an array of digits. */
  shownMarks(cell) {
    const out = [];
    if (this.values[cell]) return out;
    const at = cell * this.side;
    for (let d = 1; d <= this.side; d++) {
      const i = at + d - 1;
      const kept = this.auto ? !this.struck[i] : this.marks[i];
      if (kept && this.open[i]) out.push(d);
    }
    return out;
  }

  /** Every cell's shown marks as the board draws candidates: `side` bytes per cell, 1 for a mark. */
  shown() {
    const out = new Uint8Array(this.cells * this.side);
    for (let i = 0; i < out.length; i++) {
      out[i] = this.values[Math.floor(i / this.side)] ? 0 : (this.auto ? !this.struck[i] : this.marks[i]) && this.open[i] ? 1 : 0;
    }
    return out;
  }

  /**
   * The position as the core takes it: the values, and the marks shown
   * (none for a cell without marks by hand, which stands for every
   * candidate left open).
   */
  position() {
    return { values: Uint8Array.from(this.values), marks: this.shown() };
  }

  /** The core's word on which candidates the values leave open. */
  setOpen(open) {
    this.open = Uint8Array.from(open);
    this.version++;
  }

  select(cell) {
    if (cell === this.selected || cell < -1 || cell >= this.cells) return;
    this.selected = cell;
    this.version++;
  }

  /** Moves the selection by rows and columns, wrapping at the edges. */
  moveSelection(rows, cols) {
    const from = this.selected < 0 ? 0 : this.selected;
    const row = (Math.floor(from / this.side) + rows + this.side) % this.side;
    const col = ((from % this.side) + cols + this.side) % this.side;
    this.select(this.selected < 0 ? 0 : row * this.side + col);
  }

  /**
   * A digit typed for the selected cell: a mark toggled in notes mode (or
   * with `asMark`), else the value (the same value again takes it out).
   * Returns the move made, or null when nothing changed.
   */
  enter(digit, asMark = this.notes) {
    const cell = this.selected;
    if (cell < 0 || this.isGiven(cell) || digit < 1 || digit > this.side) return null;
    if (asMark) return this.toggleMark(cell, digit);
    return this.apply([['values', cell, this.values[cell] === digit ? 0 : digit]]);
  }

  /** Toggles mark `digit` of an empty `cell`; null when the cell holds a value or a peer's value rules it out. */
  toggleMark(cell, digit) {
    if (this.values[cell] || this.isGiven(cell)) return null;
    const i = cell * this.side + digit - 1;
    if (!this.open[i]) return null;
    if (this.auto) return this.apply([['struck', i, this.struck[i] ? 0 : 1]]);
    return this.apply([['marks', i, this.marks[i] ? 0 : 1]]);
  }

  /** Erases the selected cell: its value, or else its marks (with automatic candidates, the ones taken out come back). */
  erase() {
    const cell = this.selected;
    if (cell < 0 || this.isGiven(cell)) return null;
    if (this.values[cell]) return this.apply([['values', cell, 0]]);
    const name = this.auto ? 'struck' : 'marks';
    const changes = [];
    for (let i = cell * this.side; i < (cell + 1) * this.side; i++) if (this[name][i]) changes.push([name, i, 0]);
    return this.apply(changes);
  }

  /**
   * Turns automatic candidates on or off, as a move (undone like any
   * other), without changing a mark shown: on, a cell marked by hand keeps
   * its marks (the open ones it lacks are taken out); off, each cell is
   * marked by hand with what it showed.
   */
  setAuto(on) {
    if (on === this.auto) return null;
    const changes = [];
    for (let i = 0; i < this.marks.length; i++) {
      const cell = Math.floor(i / this.side);
      if (this.values[cell]) continue;
      if (on) {
        let marked = false;
        for (let j = cell * this.side; j < (cell + 1) * this.side && !marked; j++) marked = this.marks[j] === 1;
        const struck = marked && this.open[i] && !this.marks[i] ? 1 : 0;
        if (struck !== this.struck[i]) changes.push(['struck', i, struck]);
      } else {
        const mark = this.open[i] && !this.struck[i] ? 1 : 0;
        if (mark !== this.marks[i]) changes.push(['marks', i, mark]);
      }
    }
    return this.apply(changes, on);
  }

  /**
   * Takes over a board (the solver's, at the step shown) as one move:
   * its values, and its candidates as marks by hand. Undone like any other.
   * @param values one per cell (0: empty); the givens as given
   * @param candidates `side` per cell, 1 for a candidate
   */
  takeBoard(values, candidates) {
    const changes = [];
    for (let cell = 0; cell < this.cells; cell++) {
      if (this.isGiven(cell)) continue;
      changes.push(['values', cell, values[cell]]);
      for (let i = cell * this.side; i < (cell + 1) * this.side; i++) {
        changes.push(['marks', i, values[cell] ? 0 : candidates[i] ? 1 : 0]);
      }
    }
    return this.apply(changes, false);
  }

  /**
   * Takes candidates out of empty cells as one move (a hint's eliminations
   * applied): with automatic candidates they are struck; by hand, a cell
   * without marks (which stands for every candidate open there) is first
   * marked with its open candidates, less the ones taken out.
   * @param removals [{cell, digit}]
   */
  removeCandidates(removals) {
    const byCell = new Map();
    for (const { cell, digit } of removals) {
      if (this.values[cell]) continue;
      if (!byCell.has(cell)) byCell.set(cell, new Set());
      byCell.get(cell).add(digit);
    }
    const changes = [];
    for (const [cell, digits] of byCell) {
      const at = cell * this.side;
      const unmarked = !this.auto && !this.marks.subarray(at, at + this.side).includes(1);
      for (let d = 1; d <= this.side; d++) {
        const i = at + d - 1;
        if (digits.has(d)) changes.push([this.auto ? 'struck' : 'marks', i, this.auto ? 1 : 0]);
        else if (unmarked) changes.push(['marks', i, this.open[i]]);
      }
    }
    return this.apply(changes);
  }

  /** Makes a move: `changes` are [array, index, value]; `auto` the setting after it. */
  apply(changes, auto = this.auto) {
    const move = { changes: [], auto: [this.auto, auto] };
    for (const [name, index, value] of changes) {
      if (!ARRAYS.includes(name) || this[name][index] === value) continue;
      move.changes.push([name, index, this[name][index], value]);
    }
    if (move.changes.length === 0 && auto === this.auto) return null;
    this.redoMove(move);
    this.done.push(move);
    this.undone.length = 0;
    return move;
  }

  redoMove(move) {
    for (const [name, index, , after] of move.changes) this[name][index] = after;
    this.auto = move.auto[1];
    this.version++;
    this.moves++;
  }

  /** Takes back the last move; null when there is none. */
  undo() {
    const move = this.done.pop();
    if (!move) return null;
    for (let i = move.changes.length - 1; i >= 0; i--) {
      const [name, index, before] = move.changes[i];
      this[name][index] = before;
    }
    this.auto = move.auto[0];
    this.undone.push(move);
    this.version++;
    this.moves++;
    return move;
  }

  /** Makes the last move undone again; null when there is none. */
  redo() {
    const move = this.undone.pop();
    if (!move) return null;
    this.redoMove(move);
    this.done.push(move);
    return move;
  }

  /** The cell a move is about: its first change's. */
  cellOf(move) {
    const [name, index] = move.changes[0] ?? ['values', -1];
    return name === 'values' ? index : Math.floor(index / this.side);
  }

  /** Starts the clock at `now` (ms), unless it runs or the board is solved. */
  startClock(now) {
    if (this.since === null && !this.solved) this.since = now;
  }

  stopClock(now) {
    if (this.since === null) return;
    this.spent += now - this.since;
    this.since = null;
  }

  /** Time spent in ms, up to `now`. */
  elapsed(now) {
    return this.spent + (this.since === null ? 0 : now - this.since);
  }
}

/**
 * A play as plain data, to keep (in localStorage) and restore exactly:
 * the entries, the moves done and undone, the time spent up to `now`.
 */
export function savePlay(play, now) {
  const bytes = (array) => Array.from(array).join('');
  return {
    side: play.side,
    givens: bytes(play.givens.map((v) => (v ? 1 : 0))),
    values: Array.from(play.values),
    marks: bytes(play.marks),
    struck: bytes(play.struck),
    auto: play.auto,
    done: play.done,
    undone: play.undone,
    spent: play.elapsed(now),
    solved: play.solved,
  };
}

/** The play `saved` holds, for a board of `side` with these `givens`; null when it is of another puzzle or unreadable. */
export function restorePlay(saved, side, givens) {
  const play = new Play(side, givens);
  const cells = side * side;
  const flags = (text) => Uint8Array.from(text, (c) => (c === '1' ? 1 : 0));
  const fits =
    saved?.side === side &&
    saved.givens === Array.from(givens, (v) => (v ? 1 : 0)).join('') &&
    Array.isArray(saved.values) &&
    saved.values.length === cells &&
    saved.values.every((v, i) => Number.isInteger(v) && v >= 0 && v <= side && (!givens[i] || v === givens[i])) &&
    typeof saved.marks === 'string' &&
    saved.marks.length === cells * side &&
    typeof saved.struck === 'string' &&
    saved.struck.length === cells * side &&
    Array.isArray(saved.done) &&
    Array.isArray(saved.undone) &&
    [...saved.done, ...saved.undone].every(validMove(play));
  if (!fits) return null;
  play.values = Uint8Array.from(saved.values);
  play.marks = flags(saved.marks);
  play.struck = flags(saved.struck);
  play.auto = saved.auto === true;
  play.done = saved.done;
  play.undone = saved.undone;
  play.spent = Number.isFinite(saved.spent) && saved.spent > 0 ? saved.spent : 0;
  play.solved = saved.solved === true;
  return play;
}

/** Whether a saved move is one `play` could have made. */
function validMove(play) {
  const sizes = { values: play.cells, marks: play.marks.length, struck: play.struck.length };
  return (move) =>
    Array.isArray(move?.changes) &&
    Array.isArray(move.auto) &&
    move.changes.every(
      (change) =>
        Array.isArray(change) &&
        ARRAYS.includes(change[0]) &&
        Number.isInteger(change[1]) &&
        change[1] >= 0 &&
        change[1] < sizes[change[0]] &&
        (change[0] !== 'values' || !play.isGiven(change[1])),
    );
}

/** `ms` as people read a clock: `m:ss`, or `h:mm:ss` from an hour. */
export function clockText(ms) {
  const total = Math.floor(ms / 1000);
  const [h, m, s] = [Math.floor(total / 3600), Math.floor(total / 60) % 60, total % 60];
  const two = (n) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
