// Play mode: the person solves the puzzle on the board, on the page and in
// <pencilmark-player mode="play">. The entries and their history are a
// Play (game.js); the rules answer from the solver's worker (a WorkerGame:
// open candidates, clashes, mistakes and a hint from the person's own
// position); this file wires the board, the keys, the digit pad and the
// play controls' words, given as elements.

import { Play, clockText, restorePlay, savePlay } from './game.js';
import { cellName, whereToLook } from './places.js';
import { WorkerGame } from './solver-worker.js';
import { StepsHere } from './steps-here.js';
import { techniqueStyle } from './techniques.js';

/** Where a game is kept in localStorage: this and the puzzle's text. */
const STORE = 'pencilmark.play.1:';
/** Where the person's choice to hide the time is kept in localStorage. */
const HIDE_TIME = 'pencilmark.time-hidden';
/** How often the clock on the panel is rewritten. */
const CLOCK_MS = 1000;
/** No change to report: what the board asks a player's tick for. */
const STILL = Object.freeze({ rewound: false, reverted: [] });

/**
 * What the board draws in play mode: it takes the place of the watch
 * player (BoardView asks it for a model each frame, and a tick).
 */
class PlayBoard {
  constructor(mode) {
    this.mode = mode;
    this.loaded = true;
    this.busy = false;
    this.playing = false;
    this.delay = 0;
    this.onChange = null;
    this.cached = null;
  }

  tick() {
    return STILL;
  }

  get model() {
    const { play, puzzle, view } = this.mode;
    const version = `${play.version}/${view.version}`;
    if (this.cached?.key === version) return this.cached.model;
    const selected = play.selected;
    const around = new Set();
    if (selected >= 0) {
      for (const house of puzzle.houses) if (house.cells.includes(selected)) for (const c of house.cells) around.add(c);
    }
    const model = {
      puzzle,
      values: play.values,
      candidates: play.shown(),
      placedDepth: new Uint8Array(play.cells),
      guesses: [],
      step: null,
      finished: play.solved ? 'solved' : null,
      version: this.cached ? this.cached.model.version + 1 : 0,
      play: { selected, around, digit: view.digit, wrong: view.wrong },
    };
    this.cached = { key: version, model };
    return model;
  }
}

export class PlayMode {
  /**
   * @param doc the document
   * @param board the BoardView, which draws the game while the person plays
   * @param ui the controls (elements): canvas (the board's), panel (shown
   *   while playing), status, timer, timerToggle, pad (filled with a key
   *   per digit), notes, erase, undo, redo, auto (a checkbox), check,
   *   hint, apply, hintText, checkText, announcer (a live region), steps
   *   and stepsList (All steps from here), and watchFrom (optional)
   * @param on {keys: where key presses are listened for (the document, or
   *   an element); watchFrom(from) (with ui.watchFrom): the person
   *   asked to watch the solver go on from their position, `from` as a
   *   WorkerSolve's option takes it ({game, values, marks}); store: whether games are kept in
   *   localStorage (default true); solved(millis): after a full, right
   *   board}
   */
  constructor(doc, board, ui, on) {
    this.on = on;
    this.doc = doc;
    this.board = board;
    this.ui = ui;
    this.canvas = ui.canvas;
    this.panel = ui.panel;
    this.status = ui.status;
    this.timer = ui.timer;
    this.timerToggle = ui.timerToggle;
    this.pad = ui.pad;
    this.notesButton = ui.notes;
    this.undoButton = ui.undo;
    this.redoButton = ui.redo;
    this.eraseButton = ui.erase;
    this.auto = ui.auto;
    this.checkButton = ui.check;
    this.hintButton = ui.hint;
    this.applyButton = ui.apply;
    this.hintText = ui.hintText;
    this.checkText = ui.checkText;
    this.announcer = ui.announcer;
    this.active = false;
    /** The game: {text, options, worker (WorkerGame), play (Play)}, for the puzzle shown. */
    this.game = null;
    this.play = null;
    this.puzzle = null;
    /** What the board shows besides the entries: the digit picked out, the cells shown wrong. */
    this.view = { version: 0, digit: 0, wrong: new Set() };
    /** The hint shown: its answer and level (0: none). */
    this.hint = { answer: null, level: 0 };
    this.source = new PlayBoard(this);
    this.clock = null;
    this.stepsHere = new StepsHere(doc, { button: ui.steps, list: ui.stepsList }, {
      ask: () => {
        const { values, marks } = this.play.position();
        return this.game.worker.steps(values, marks);
      },
      choose: (step) => {
        this.hint = { answer: step, level: 2 };
        this.showHint();
        // On a phone the list is below the board: the step chosen is shown there.
        this.canvas.scrollIntoView({ block: 'nearest' });
      },
    });

    this.pad.addEventListener('click', (e) => {
      const key = e.target.closest('button[data-digit]');
      if (key) this.enter(Number(key.dataset.digit));
    });
    this.notesButton.addEventListener('click', () => this.setNotes(!this.play.notes));
    this.undoButton.addEventListener('click', () => this.undo());
    this.redoButton.addEventListener('click', () => this.redo());
    this.eraseButton.addEventListener('click', () => this.over() || this.moved(this.play.erase()));
    this.auto.addEventListener('change', () => this.moved(this.play.setAuto(this.auto.checked)));
    this.checkButton.addEventListener('click', () => this.check().catch((err) => this.failed(err)));
    this.hintButton.addEventListener('click', () => this.moreHint().catch((err) => this.failed(err)));
    this.applyButton.addEventListener('click', () => this.applyHint());
    ui.watchFrom?.addEventListener('click', () => this.watchFromHere().catch((err) => this.failed(err)));
    this.timerToggle.addEventListener('click', () => {
      const hide = this.timerToggle.getAttribute('aria-pressed') !== 'true';
      this.hideTime(hide);
      // A choice of the person's, for every puzzle and visit.
      if (this.on.store === false) return;
      try {
        if (hide) localStorage.setItem(HIDE_TIME, '1');
        else localStorage.removeItem(HIDE_TIME);
      } catch {
        // Storage refused (private mode, full): the choice lasts the visit.
      }
    });
    let hidden = false;
    try {
      hidden = this.on.store !== false && localStorage.getItem(HIDE_TIME) === '1';
    } catch {
      // Storage refused: the time shows.
    }
    this.hideTime(hidden);
    this.canvas.addEventListener('pointerdown', (e) => {
      if (!this.active) return;
      const box = this.canvas.getBoundingClientRect();
      const cell = board.renderer.cellAt(e.clientX - box.left, e.clientY - box.top);
      if (cell < 0) return;
      this.canvas.focus({ preventScroll: true });
      this.select(cell);
    });
    on.keys.addEventListener('keydown', (e) => this.key(e));
    doc.addEventListener('visibilitychange', () => {
      if (!this.play || !this.active) return;
      if (doc.hidden) {
        this.play.stopClock(performance.now());
        this.save();
      } else {
        this.play.startClock(performance.now());
      }
    });
    // A reload or a closed tab keeps the time to the moment.
    doc.defaultView.addEventListener('pagehide', () => {
      if (this.active) this.save();
    });
  }

  /**
   * Plays the puzzle `text` (read with `options`), whose description the
   * watch player has (`puzzle`): the game kept for it, in the page or in
   * localStorage, or a new one; or the position of a link (`shared`:
   * {values, marks}, as linkPosition wrote them), with no history; then,
   * with `taken` (the solver's board: {values, candidates}), that board
   * taken over as a move.
   */
  async start(text, options, puzzle, shared = null, taken = null) {
    this.active = true;
    this.panel.hidden = false;
    this.canvas.tabIndex = 0;
    if (this.game?.text !== text || this.game.options !== options || shared) {
      this.game?.worker.close();
      const worker = new WorkerGame(text, gameOptions(options));
      this.game = { text, options, worker };
      this.say('Setting up the board…');
      let reply;
      try {
        reply = await worker.start;
      } catch (err) {
        this.failed(err);
        return;
      }
      const { givens, oneSolution } = reply;
      if (this.game?.worker !== worker) return;
      this.game.oneSolution = oneSolution;
      this.puzzle = puzzle;
      this.play = this.restore(text, puzzle.side, givens, shared);
      this.view = { version: 0, digit: 0, wrong: new Set(), clashes: [] };
      this.buildPad(puzzle);
      this.clearMarks();
      await this.review().catch((err) => this.failed(err));
    }
    if (!this.active) return;
    this.say(this.play.solved ? 'Solved.' : 'Select a cell, then type a digit or pick one below.');
    if (taken) this.moved(this.play.takeBoard(taken.values, taken.candidates));
    this.auto.checked = this.play.auto;
    this.notesButton.setAttribute('aria-pressed', String(this.play.notes));
    this.board.show(this.source);
    this.play.startClock(performance.now());
    this.tickClock();
    clearInterval(this.clock);
    this.clock = setInterval(() => this.tickClock(), CLOCK_MS);
    this.refresh();
    this.save();
  }

  /**
   * The game of `text` to start from: the link's position when there is
   * one that fits, else the one kept in localStorage, else a fresh one.
   */
  restore(text, side, givens, shared) {
    if (shared) {
      const play = positionOf(shared, side, givens, this.puzzle.alphabet);
      if (play) return play;
      this.checkText.textContent = 'The position in the link does not fit this puzzle: starting afresh.';
    }
    let saved = null;
    if (this.on.store === false) return new Play(side, givens);
    try {
      saved = JSON.parse(localStorage.getItem(STORE + text) ?? 'null');
    } catch {
      saved = null;
    }
    return restorePlay(saved, side, givens) ?? new Play(side, givens);
  }

  /** Keeps the game in localStorage, for a return to the puzzle; says so when it cannot. */
  save() {
    if (!this.play || !this.game || this.on.store === false) return;
    try {
      localStorage.setItem(STORE + this.game.text, JSON.stringify(savePlay(this.play, performance.now())));
      this.saveFailed = false;
    } catch (err) {
      if (this.saveFailed) return;
      this.saveFailed = true;
      this.checkText.textContent = `Your progress could not be saved in this browser: ${err?.message ?? err}`;
    }
  }

  /** The position as a link's parameters: {values, marks}, the shown marks by cell. */
  linkPosition() {
    const { alphabet } = this.puzzle;
    const values = Array.from(this.play.values, (v) => (v ? alphabet[v - 1] : '.')).join('');
    const marks = [];
    for (let cell = 0; cell < this.play.cells; cell++) {
      let mask = 0n;
      for (const d of this.play.shownMarks(cell)) mask |= 1n << BigInt(d - 1);
      marks.push(mask ? mask.toString(36) : '');
    }
    return { values, marks: marks.join('.').replace(/\.+$/, '') };
  }

  /** Back to watching: the game is kept for the puzzle. */
  stop() {
    if (!this.active) return;
    this.save();
    this.active = false;
    this.panel.hidden = true;
    this.canvas.removeAttribute('tabindex');
    clearInterval(this.clock);
    this.play?.stopClock(performance.now());
  }

  /** A new puzzle was loaded: the game of the old one goes. */
  drop() {
    this.game?.worker.close();
    this.game = null;
    this.play = null;
  }

  /** The buttons of the digits, in the puzzle's symbols. */
  buildPad(puzzle) {
    this.pad.replaceChildren();
    this.pad.style.setProperty('--keys', String(Math.min(puzzle.side, puzzle.side > 9 ? 8 : 9)));
    for (let d = 1; d <= puzzle.side; d++) {
      const button = this.doc.createElement('button');
      button.type = 'button';
      button.dataset.digit = String(d);
      button.textContent = puzzle.alphabet[d - 1];
      this.pad.append(button);
    }
  }

  /** The digit a key stands for, in the puzzle's symbols (0: none). */
  digitOf(e) {
    const symbols = Array.from(this.puzzle.alphabet, (symbol) => symbol.toLowerCase());
    // With Shift a digit key gives its shifted sign: its code says which.
    const code = /^(Digit|Numpad)(\d)$/.exec(e.code);
    const key = (code && e.shiftKey ? code[2] : e.key).toLowerCase();
    const at = key.length === 1 ? symbols.indexOf(key) : -1;
    return at + 1;
  }

  key(e) {
    if (!this.active || !this.play || e.defaultPrevented) return;
    // Inside a shadow root the event's target is its host: the path has the element pressed.
    const pressed = e.composedPath?.()[0] ?? e.target;
    const target = pressed instanceof Element ? pressed : null;
    if (target?.closest('textarea, input, select, summary')) return;
    const ctrl = e.ctrlKey || e.metaKey;
    const key = e.key;
    const handled = () => e.preventDefault();
    if (ctrl && !e.altKey && (key === 'z' || key === 'Z')) {
      handled();
      if (e.shiftKey) this.redo();
      else this.undo();
      return;
    }
    if (ctrl && !e.altKey && (key === 'y' || key === 'Y')) {
      handled();
      this.redo();
      return;
    }
    if (ctrl || e.altKey) return;
    const arrows = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (arrows[key] && (target === this.canvas || target === this.doc.body)) {
      handled();
      this.unnote();
      this.play.moveSelection(...arrows[key]);
      this.selected();
      return;
    }
    const digit = this.digitOf(e);
    if (digit > 0 && (target === this.canvas || target === this.doc.body || this.panel.contains(target))) {
      handled();
      this.enter(digit, e.shiftKey || this.play.notes);
      return;
    }
    if (key === 'Delete' || key === 'Backspace' || (key === '0' && digit === 0)) {
      handled();
      if (!this.over()) this.moved(this.play.erase());
    } else if ((key === 'n' || key === 'N') && digit === 0) {
      handled();
      this.setNotes(!this.play.notes);
    } else if ((key === 'h' || key === 'H') && digit === 0) {
      handled();
      this.moreHint().catch((err) => this.failed(err));
    }
  }

  select(cell) {
    this.unnote();
    this.play.select(cell);
    this.selected();
  }

  /** After the selection moved: the digit picked out, and what is in the cell, said. */
  selected() {
    const cell = this.play.selected;
    const value = this.play.values[cell];
    if (value) this.setDigit(value);
    const side = this.play.side;
    const marks = this.play.shownMarks(cell).map((d) => this.puzzle.alphabet[d - 1]);
    const what = value
      ? `${this.play.isGiven(cell) ? 'given ' : ''}${this.puzzle.alphabet[value - 1]}`
      : marks.length > 0
        ? `empty, marks ${marks.join(' ')}`
        : 'empty';
    this.announce(`${cellName(cell, side)}: ${what}`);
    this.board.invalidate();
  }

  setDigit(digit) {
    if (digit === this.view.digit) return;
    this.view.digit = digit;
    this.view.version++;
    for (const key of this.pad.children) key.setAttribute('aria-pressed', String(Number(key.dataset.digit) === digit));
  }

  setNotes(on) {
    this.play.notes = on;
    this.notesButton.setAttribute('aria-pressed', String(on));
    this.announce(on ? 'Notes on: digits are pencil marks' : 'Notes off: digits are values');
  }

  enter(digit, asMark = this.play.notes) {
    if (!this.play || this.over()) return;
    const cell = this.play.selected;
    if (cell < 0) {
      this.setDigit(digit);
      this.note('Select a cell first.');
      this.board.invalidate();
      return;
    }
    this.setDigit(digit);
    const name = cellName(cell, this.play.side);
    const symbol = this.puzzle.alphabet[digit - 1];
    if (this.play.isGiven(cell)) {
      this.note(`${name} is a given.`);
    } else if (asMark && this.play.values[cell]) {
      this.note(`${name} holds a value: erase it to mark it.`);
    } else if (asMark && !this.play.open[(cell * this.play.side) + digit - 1]) {
      this.note(`A peer of ${name} holds ${symbol} already.`);
    }
    this.moved(this.play.enter(digit, asMark));
    this.board.invalidate();
  }

  undo() {
    if (this.over()) return;
    const move = this.play?.undo();
    if (move) this.afterChange(move, 'Undone');
  }

  redo() {
    if (this.over()) return;
    const move = this.play?.redo();
    if (move) this.afterChange(move, 'Redone');
  }

  /** After a move of the person's (null: nothing changed). */
  moved(move) {
    if (!move) return;
    this.afterChange(move, null);
  }

  /** Whether the board takes no more moves: it is solved, and the game over. */
  over() {
    if (!this.play?.solved) return false;
    this.announce('Solved: the game is over.');
    return true;
  }

  afterChange(move, verb) {
    this.dropHint();
    this.clearMarks();
    const cell = this.play.cellOf(move);
    if (cell >= 0 && cell !== this.play.selected && move.changes.length === 1) this.play.select(cell);
    this.announce(verb ? `${verb}: ${this.describe(move)}` : this.describe(move));
    this.save();
    this.auto.checked = this.play.auto;
    this.refresh();
    this.review().catch((err) => this.failed(err));
    this.board.invalidate();
  }

  /** A move in words. */
  describe(move) {
    if (move.auto[0] !== move.auto[1]) return move.auto[1] ? 'candidates filled in and kept up to date' : 'candidates by hand';
    const side = this.play.side;
    // A board taken over, or a hint's removals applied: many cells at once.
    const cells = new Set(move.changes.map(([name, index]) => (name === 'values' ? index : Math.floor(index / side))));
    if (cells.size > 1) {
      const placed = move.changes.filter(([name, , , after]) => name === 'values' && after).length;
      return `${cells.size} cells changed at once${placed ? `, ${placed} value${placed === 1 ? '' : 's'} placed` : ''}`;
    }
    const value = move.changes.find(([name]) => name === 'values');
    if (value) {
      const [, cell, , after] = value;
      return after ? `${this.puzzle.alphabet[after - 1]} in ${cellName(cell, side)}` : `${cellName(cell, side)} erased`;
    }
    const cell = cellName(this.play.cellOf(move), side);
    if (move.changes.length > 1) return `marks of ${cell} changed`;
    const [name, index, , after] = move.changes[0];
    const on = name === 'marks' ? after === 1 : after === 0;
    return `mark ${this.puzzle.alphabet[index % side]} ${on ? 'put in' : 'taken out of'} ${cell}`;
  }

  /** Asks the core for the open candidates and clashes of the values, then shows them; a full board is checked. */
  async review() {
    const game = this.game;
    const values = Uint8Array.from(this.play.values);
    const { open, clashes } = await game.worker.review(values);
    if (this.game !== game) return;
    this.play.setOpen(open);
    this.view.clashes = clashes;
    this.showWrong();
    this.board.invalidate();
    if (this.play.full && clashes.length === 0 && !this.play.solved) {
      const mistakes = await game.worker.mistakes(values, new Uint8Array(0));
      if (this.game !== game || this.play.values.some((v, i) => v !== values[i])) return;
      if (mistakes.length === 0) this.solved();
      else this.say('The board is full, but something is wrong: Check shows where.');
    } else if (clashes.length > 0) {
      const [first] = clashes;
      const side = this.play.side;
      this.say(`${cellName(first.cell, side)} and ${cellName(first.other, side)} both hold ${this.puzzle.alphabet[first.digit - 1]}.`);
    } else if (!this.play.solved) {
      this.say('');
    }
  }

  solved() {
    const now = performance.now();
    this.play.stopClock(now);
    this.play.solved = true;
    this.play.version++;
    this.tickClock();
    this.status.dataset.state = 'solved';
    // The time hidden stays unsaid.
    this.say(this.timer.hidden ? 'Solved. Well done.' : `Solved in ${clockText(this.play.elapsed(now))}. Well done.`);
    this.board.invalidate();
    this.refresh();
    this.save();
    this.on.solved?.(this.play.elapsed(now));
  }

  /** The cells shown in the wrong: those of clashes, and of the mistakes a check or a hint found. */
  showWrong(found = []) {
    const wrong = new Set();
    for (const m of [...(this.view.clashes ?? []), ...found]) {
      wrong.add(m.cell);
      if (m.other !== undefined) wrong.add(m.other);
    }
    this.view.wrong = wrong;
    this.view.version++;
  }

  clearMarks() {
    this.checkText.textContent = '';
    this.showWrong();
  }

  async check() {
    this.unnote();
    const game = this.game;
    const { values, marks } = this.play.position();
    this.checkText.textContent = 'Checking…';
    const mistakes = await game.worker.mistakes(values, marks);
    if (this.game !== game) return;
    this.showWrong(mistakes);
    const side = this.play.side;
    if (!game.oneSolution) {
      this.checkText.textContent = mistakes.length === 0
        ? 'No clashes. The puzzle has several solutions, so entries cannot be checked against one.'
        : `${mistakes.length} clash${mistakes.length === 1 ? '' : 'es'}, marked on the board.`;
    } else if (mistakes.length === 0) {
      this.checkText.textContent = 'Everything so far is right.';
    } else {
      const cells = [...new Set(mistakes.map((m) => cellName(m.cell, side)))];
      this.checkText.textContent = `${mistakes.length} mistake${mistakes.length === 1 ? '' : 's'}, marked on the board: ${cells.join(', ')}.`;
    }
    this.announce(this.checkText.textContent);
    this.board.invalidate();
  }

  /** The next level of the hint for the person's position, asked of the core at the first. */
  async moreHint() {
    if (!this.play || this.play.solved) return;
    this.unnote();
    if (this.hint.level === 0) {
      const game = this.game;
      const moves = this.play.moves;
      const { values, marks } = this.play.position();
      this.hintText.hidden = false;
      this.hintText.textContent = 'Looking for a hint…';
      const answer = await game.worker.hint(values, marks);
      if (this.game !== game || this.play.moves !== moves) return;
      this.hint = { answer, level: 0 };
    }
    this.showHint();
  }

  showHint() {
    const { answer } = this.hint;
    const logical = answer.kind === 'place' || answer.kind === 'eliminate';
    this.hint.level = logical ? (this.hint.level % 3) + 1 : 3;
    const level = this.hint.level;
    let words;
    if (answer.kind === 'mistakes') {
      words = answer.text;
      this.showWrong(answer.mistakes);
      this.board.invalidate();
    } else if (!logical) {
      words = `No hint from here: ${answer.text}`;
    } else if (level === 1) {
      words = `${techniqueStyle(answer.technique).label}: look at ${whereToLook({ ...answer, side: this.play.side })}.`;
    } else if (level === 2) {
      words = `${techniqueStyle(answer.technique).label}: the pattern is marked on the board.`;
    } else {
      words = answer.text;
    }
    this.hintText.hidden = false;
    this.hintText.textContent = words;
    this.hintButton.textContent = logical && level < 3 ? 'More hint' : 'Hint';
    this.applyButton.hidden = !(logical && level === 3);
    const drawn = level === 2 ? { ...answer, removals: [] } : answer;
    this.board.showStep(logical && level >= 2 ? drawn : null);
    this.announce(words);
  }

  /** Hands the position to the solver to watch it go on from there; mistakes are named instead. */
  async watchFromHere() {
    const game = this.game;
    const { values, marks } = this.play.position();
    const mistakes = await game.worker.mistakes(values, marks);
    if (this.game !== game) return;
    if (mistakes.length > 0) {
      this.showWrong(mistakes);
      this.checkText.textContent = `Fix ${mistakes.length === 1 ? 'the mistake' : `the ${mistakes.length} mistakes`} marked on the board first: the solver would go on from a broken position.`;
      this.board.invalidate();
      return;
    }
    this.on.watchFrom({ game: game.worker, values, marks });
  }

  /** Makes the hint's step a move: its value placed, or its removals taken out of the marks. */
  applyHint() {
    const { answer } = this.hint;
    if (!answer || this.hint.level < 3) return;
    // A value takes its digit out of its peers' marks by itself.
    const move =
      answer.kind === 'place'
        ? this.play.apply([['values', answer.cell, answer.digit]])
        : this.play.removeCandidates(answer.removals);
    this.moved(move);
    // The button goes with the hint: play goes on on the board.
    this.canvas.focus({ preventScroll: true });
  }

  dropHint() {
    this.stepsHere.clear();
    if (this.hint.level === 0 && this.hintText.hidden) return;
    this.hint = { answer: null, level: 0 };
    this.hintText.hidden = true;
    this.hintButton.textContent = 'Hint';
    this.applyButton.hidden = true;
    this.board.showStep(null);
  }

  /** The buttons' state. */
  refresh() {
    const play = this.play;
    this.undoButton.disabled = play.solved || play.done.length === 0;
    this.redoButton.disabled = play.solved || play.undone.length === 0;
    this.eraseButton.disabled = play.solved;
    this.notesButton.disabled = play.solved;
    for (const key of this.pad.querySelectorAll('button')) key.disabled = play.solved;
    this.auto.disabled = play.solved;
    this.hintButton.disabled = play.solved;
    this.checkButton.disabled = play.solved;
    this.stepsHere.enable(!play.solved);
    this.status.dataset.state = play.solved ? 'solved' : 'playing';
  }

  tickClock() {
    if (this.play) this.timer.textContent = clockText(this.play.elapsed(performance.now()));
  }

  /** Says that the core could not answer (its worker failed, or the game went). */
  failed(err) {
    if (err?.name === 'AbortError') return;
    this.say(`The solver could not answer: ${err instanceof Error ? err.message : String(err)}`);
    this.status.dataset.state = 'error';
  }

  /** Hides the time (or shows it again), and says which the toggle does. */
  hideTime(hide) {
    this.timerToggle.setAttribute('aria-pressed', String(hide));
    this.timerToggle.textContent = hide ? 'Show time' : 'Hide time';
    this.timer.hidden = hide;
  }

  /** A word on the last key alone (a cell to select first, a given typed over): gone at the next action. */
  note(words) {
    this.say(words);
    this.noted = true;
  }

  /** Drops a note that the action under way makes stale. */
  unnote() {
    if (this.noted) this.say('');
  }

  say(words) {
    this.noted = false;
    this.status.textContent = words || (this.play?.solved ? this.status.textContent : 'Your turn.');
    // What the status says besides "Your turn." is news: a clash, a given
    // typed over, a cell to select first (the hint, the check and the
    // moves are narrated where they are made, once).
    if (words) this.announce(words);
  }

  announce(words) {
    this.announcer.textContent = words;
  }
}

/** The options of a Game from the options a puzzle was loaded with. */
function gameOptions(options = {}) {
  const keep = ['format', 'alphabet', 'boxWidth', 'boxHeight', 'techniques', 'forcingChains'];
  return Object.fromEntries(Object.entries(options).filter(([key]) => keep.includes(key)));
}

/**
 * A fresh play at the position of a link: values in the puzzle's symbols
 * ('.' for empty), and marks as base-36 digit masks by cell, '.' between
 * cells. Null when it does not fit the givens.
 */
function positionOf({ values, marks }, side, givens, alphabet) {
  const play = new Play(side, givens);
  if (typeof values !== 'string' || values.length !== play.cells) return null;
  for (let cell = 0; cell < play.cells; cell++) {
    const v = values[cell] === '.' ? 0 : alphabet.indexOf(values[cell]) + 1;
    if (v < 0 || (values[cell] !== '.' && v === 0) || (givens[cell] && v !== givens[cell])) return null;
    play.values[cell] = v;
  }
  const masks = typeof marks === 'string' && marks !== '' ? marks.split('.') : [];
  if (masks.length > play.cells) return null;
  for (const [cell, text] of masks.entries()) {
    if (!/^[0-9a-z]*$/.test(text)) return null;
    let mask = [...text].reduce((m, c) => m * 36n + BigInt(parseInt(c, 36)), 0n);
    for (let d = 1; mask > 0n; d++, mask >>= 1n) if (mask & 1n && d <= side) play.marks[cell * side + d - 1] = 1;
  }
  return play;
}
