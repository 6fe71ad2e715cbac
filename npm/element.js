// <pencilmark-player>: the page's player as a custom element, for any site.
// Self-contained: a shadow root holds the canvas board (drawn by the page's
// own renderer), Play/Pause, Step and Restart, the status and the current
// step's sentence. Importing this module defines the element (and, where
// there is no DOM, as in server-side rendering, throws nothing). The board
// and its givens are drawn at once where the puzzle is read without the
// solver (preview.js), before the wasm has arrived. The elements
// of a document solve in one Web Worker they share (solver-worker.js), which
// loads the wasm once, from beside this package's files (via
// import.meta.url); the main thread only keeps the events and draws them
// (player.js), like the page's. Taking the element out of the document
// frees its solve; put back, it reads its puzzle again. Moved within the
// document (taken out and put back in one go), it keeps its solve.
//
//   <script type="module" src="…/pencilmark/element.js"></script>
//   <pencilmark-player puzzle="53..7....6..195…" speed="0.5" autoplay></pencilmark-player>
//
// Attributes (each with a property of the same name that reflects it):
//   puzzle      the puzzle, in any format pencilmark reads
//   speed       the delay multiplier: 1 (default) is the page's pace, 0 is
//               as fast as frames allow, 2 is twice as slow
//   techniques  technique names to use, in order, comma-separated (as
//               techniques() names them); absent: all
//   autoplay    play as soon as the puzzle is read
//   guessing    `off`: never guess; a solve the techniques cannot finish
//               ends stuck (property `guessing`, a boolean)
//   forcing-chains  `off`: no forcing chains or nets; the solve guesses
//               instead (property `forcingChains`, a boolean)
//   allow-multiple-solutions  step a puzzle with several solutions to one
//               of them rather than refuse it (property
//               `allowMultipleSolutions`)
//   theme       `light` or `dark`; absent: the reader's colour scheme. Every
//               colour is a custom property `--pencilmark-<role>` (palette.js)
//   mode        `watch` (default): the solver's solve, step by step; or
//               `play`: the person solves it on the board (mouse, touch or
//               keys; values, pencil marks, undo and redo, clashes at
//               once, Check, hints from their own position, every step
//               from here), kept in localStorage per puzzle as on the page
// Events, each crossing the shadow root and bubbling: `step` (detail: the
// Step) for every event of the solve, in order; `solved` (detail: the
// `solved` Step); `completed` (detail: {millis}) when the person fills the
// board rightly in play mode; `statechange` (detail: {state, previous})
// whenever `state` changes. And `error` (detail: {kind, message, line?,
// column?}) when the puzzle cannot be read, the solver fails, the wasm
// cannot be loaded (kind `load`) or the worker cannot run (kind `worker`):
// it does not bubble, as the error events of images and scripts do not, so
// that it never reaches a page's window-wide error handlers.
// `ready` is a promise of the state once the puzzle given is read (or
// could not be: `error`, `empty`); a new puzzle gives a new promise.

import { BoardView } from './board.js';
import { PlayMode } from './play.js';
import { Player } from './player.js';
import { DARK, LIGHT, colourOf, paletteCss, readPalette } from './palette.js';
import { errorData } from './protocol.js';
import { previewPlayer, previewPuzzle } from './preview.js';
import { WorkerSolve } from './solver-worker.js';
import { stepStyle } from './techniques.js';

const DEFAULT_SPEED = 1;
const STATUS = {
  loading: 'Loading…',
  empty: 'No puzzle',
  ready: 'Ready',
  playing: 'Playing',
  paused: 'Paused',
  solved: 'Solved',
  stuck: 'Stuck',
  unsolvable: 'Unsolvable',
  error: 'Error',
};

const STYLE = `
:host {
  display: block;
  max-width: 480px;
  color: var(--pm-text);
  background: var(--pencilmark-background, transparent);
  font: 14px/1.45 system-ui, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif;
}
:host([hidden]) { display: none; }
.board { position: relative; }
canvas { display: block; width: 100%; aspect-ratio: 1; }
.board.blank { visibility: hidden; }
.bar { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 8px; margin-top: 8px; }
button {
  padding: 5px 14px;
  border: 1px solid var(--pm-border);
  border-radius: 6px;
  background: var(--pm-surface);
  color: inherit;
  font: inherit;
  cursor: pointer;
}
button.play { min-width: 5.5em; border-color: var(--pm-accent); background: var(--pm-accent); color: var(--pm-on-colour); font-weight: 600; }
button:disabled { opacity: 0.45; cursor: default; }
button:focus-visible { outline: 2px solid var(--pm-accent); outline-offset: 1px; }
.status { margin-left: auto; font-weight: 700; }
.status[data-state="solved"], .play-status[data-state="solved"] { color: var(--pm-solved); }
.play-status { font-weight: 600; }
.play-status[data-state="error"] { color: var(--pm-clash); }
.status[data-state="stuck"], .status[data-state="unsolvable"], .status[data-state="error"] { color: var(--pm-clash); }
.count { color: var(--pm-muted); font-variant-numeric: tabular-nums; }
.sentence { min-height: 4.4em; margin: 8px 0 0; }
.chip {
  display: inline-block;
  margin-right: 6px;
  padding: 0 8px;
  border-radius: 999px;
  background: var(--chip, var(--pm-neutral));
  color: var(--pm-on-colour);
  font-size: 12px;
  font-weight: 600;
}
.chip:empty { display: none; }
.play-controls[hidden], .watch[hidden] { display: none; }
.pad { display: grid; grid-template-columns: repeat(var(--keys, 9), minmax(0, 1fr)); gap: 4px; margin-top: 8px; }
.pad button { min-height: 36px; padding: 2px 0; font-size: 16px; font-weight: 600; }
button[aria-pressed="true"] { border-color: var(--pm-accent); background: var(--pm-accent-soft); }
button.link { padding: 0; border: 0; background: none; color: var(--pm-accent); text-decoration: underline; }
canvas:focus-visible { outline: 3px solid var(--pm-accent); outline-offset: 2px; }
.timer { font-variant-numeric: tabular-nums; color: var(--pm-muted); }
.note { margin: 6px 0 0; }
.note:empty { display: none; }
.steps-here { max-height: 180px; margin: 6px 0 0; padding-left: 20px; overflow-y: auto; font-size: 13px; }
.steps-here button.link { color: inherit; text-align: left; text-decoration: none; vertical-align: top; }
.steps-here button[aria-current] { color: var(--pm-accent); text-decoration: underline; }
.quiet { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
label { display: flex; align-items: center; gap: 6px; margin-top: 8px; }
/* Dark, the element brings its own background, whatever the page's: its text stays readable on a light page. */
@media (prefers-color-scheme: dark) { :host(:not([theme="light"])) { padding: 10px; border-radius: 10px; background: var(--pencilmark-background, #0b1120); } }
:host([theme="dark"]) { padding: 10px; border-radius: 10px; background: var(--pencilmark-background, #0b1120); }
`;

let sheet = null;

/** An element with properties and children. */
function h(doc, tag, props, ...children) {
  const element = doc.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === 'text') element.textContent = value;
    else element.setAttribute(key, value);
  }
  element.append(...children);
  return element;
}

/**
 * What the element extends: HTMLElement in a browser. Imported where there
 * is no DOM (server-side rendering in Node), the module defines the class
 * over a stand-in and registers nothing, rather than throwing.
 */
const ElementBase = globalThis.HTMLElement ?? class {};

export class PencilmarkPlayer extends ElementBase {
  static observedAttributes = ['puzzle', 'speed', 'techniques', 'mode', 'guessing', 'forcing-chains', 'allow-multiple-solutions', 'theme'];

  #ui;
  #board;
  #player = null;
  /** The person's game, in play mode. */
  #play;
  /** 'loading' | 'empty' | 'error' while there is no puzzle to play, else null. */
  #blocked = 'loading';
  /** Whether play() was called while the puzzle was loading. */
  #playWhenLoaded = false;
  #message = '';
  /** Events applied since the last frame, and a failure, for dispatching. */
  #pending = [];
  #failure = null;
  /** Bumped on every load, so that events of a replaced puzzle are dropped. */
  #generation = 0;
  #loadQueued = false;
  #shown = '';
  /** The state the last `statechange` told. */
  #told = 'loading';
  /** The colours the board and the chip are drawn in. */
  #palette = LIGHT;
  /** The reader's colour scheme, watched while the element is in a document. */
  #scheme = null;
  /** Whether the puzzle is to be read when the element is put in a document: never read, or freed since. */
  #unread = true;
  /** `ready`, and what settles it. */
  #ready;
  #settle;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(paletteCss() + STYLE);
    }
    root.adoptedStyleSheets = [sheet];
    const doc = this.ownerDocument;
    const button = (name, label) => h(doc, 'button', { type: 'button', class: name, part: `button ${name}`, text: label });
    const ui = {
      canvas: h(doc, 'canvas', { part: 'board', role: 'img', 'aria-label': 'Sudoku board' }),
      play: button('play', 'Play'),
      step: button('step', 'Step'),
      restart: button('restart', 'Restart'),
      status: h(doc, 'span', { class: 'status', part: 'status', role: 'status' }),
      count: h(doc, 'span', { class: 'count', part: 'count' }),
      chip: h(doc, 'span', { class: 'chip', part: 'chip' }),
      text: h(doc, 'span', { class: 'text' }),
    };
    ui.board = h(doc, 'div', { class: 'board blank' }, ui.canvas);
    ui.watch = h(
      doc,
      'div',
      { class: 'watch' },
      h(doc, 'div', { class: 'bar', part: 'controls' }, ui.play, ui.step, ui.restart, ui.count, ui.status),
      h(doc, 'p', { class: 'sentence', part: 'sentence', 'aria-live': 'polite' }, ui.chip, ui.text),
    );
    const play = {
      canvas: ui.canvas,
      status: h(doc, 'span', { class: 'play-status', part: 'play-status' }),
      timer: h(doc, 'span', { class: 'timer', role: 'timer', 'aria-label': 'Time spent' }, '0:00'),
      timerToggle: h(doc, 'button', { type: 'button', class: 'link', 'aria-pressed': 'false', text: 'Hide time' }),
      pad: h(doc, 'div', { class: 'pad', part: 'pad', role: 'group', 'aria-label': 'Digits' }),
      notes: button('notes', 'Notes'),
      erase: button('erase', 'Erase'),
      undo: button('undo', 'Undo'),
      redo: button('redo', 'Redo'),
      auto: h(doc, 'input', { type: 'checkbox' }),
      check: button('check', 'Check'),
      hint: button('hint', 'Hint'),
      apply: button('apply', 'Apply it'),
      // Narrated by the announcer, once.
      hintText: h(doc, 'p', { class: 'note' }),
      checkText: h(doc, 'p', { class: 'note' }),
      announcer: h(doc, 'p', { class: 'quiet', 'aria-live': 'polite' }),
      steps: h(doc, 'button', { type: 'button', class: 'link', text: 'All steps from here' }),
      stepsList: h(doc, 'ol', { class: 'steps-here' }),
    };
    play.notes.setAttribute('aria-pressed', 'false');
    play.apply.hidden = true;
    play.panel = h(
      doc,
      'div',
      { class: 'play-controls', part: 'game' },
      h(doc, 'div', { class: 'bar' }, play.status, h(doc, 'span', { class: 'timer' }, play.timer, ' ', play.timerToggle)),
      play.pad,
      h(doc, 'div', { class: 'bar' }, play.notes, play.erase, play.undo, play.redo),
      h(doc, 'label', {}, play.auto, 'Fill in the candidates and keep them up to date'),
      h(doc, 'div', { class: 'bar' }, play.check, play.hint, play.apply, play.steps),
      play.hintText,
      play.checkText,
      play.stepsList,
      play.announcer,
    );
    play.panel.hidden = true;
    root.append(ui.board, ui.watch, play.panel);
    this.#ui = ui;
    this.#board = new BoardView(ui.canvas, () => this.#frame());
    this.#play = new PlayMode(doc, this.#board, play, {
      keys: this,
      solved: (millis) => this.#tell('completed', { millis }),
    });
    ui.play.addEventListener('click', () => (this.#player?.playing ? this.pause() : this.play()));
    ui.step.addEventListener('click', () => this.step());
    ui.restart.addEventListener('click', () => this.restart());
    this.#waitForReady();
    this.#show();
  }

  /**
   * A promise of the state once the puzzle is read, or could not be
   * ('error', 'empty'); each reading makes a new one. Pending while the
   * element is out of the document (it reads its puzzle when put back).
   */
  get ready() {
    return this.#ready;
  }

  /** A new `ready`, for a puzzle about to be read (one settled stays as it was). */
  #waitForReady() {
    // One still pending serves the new reading too.
    if (this.#settle) return;
    this.#ready = new Promise((resolve) => {
      this.#settle = resolve;
    });
  }

  connectedCallback() {
    // Properties set before the element was defined hide the accessors.
    for (const name of ['puzzle', 'speed', 'techniques', 'autoplay', 'mode', 'guessing', 'forcingChains', 'allowMultipleSolutions', 'theme']) {
      if (Object.prototype.hasOwnProperty.call(this, name)) {
        const value = this[name];
        delete this[name];
        this[name] = value;
      }
    }
    if (!this.#scheme && globalThis.matchMedia) {
      this.#scheme = matchMedia('(prefers-color-scheme: dark)');
      this.#scheme.addEventListener('change', this.#restyle);
    }
    this.restyle();
    // Moved (out and back in one go): its reading, done or under way, stands.
    if (this.#unread) this.#queueLoad();
  }

  /**
   * Reads the colours again from the custom properties (`--pencilmark-…`):
   * done when the element is put in a document, when `theme` changes and
   * when the reader's colour scheme does; a page that changes the
   * properties itself calls it after.
   */
  restyle() {
    if (!this.isConnected) return;
    const dark = this.theme === 'dark' || (this.theme !== 'light' && Boolean(this.#scheme?.matches));
    this.#palette = readPalette(this.#ui.canvas, dark ? DARK : LIGHT);
    this.#board.setPalette(this.#palette);
    this.#shown = '';
    this.#show();
  }

  #restyle = () => this.restyle();

  disconnectedCallback() {
    // Moved (put back in the same task): nothing to free.
    queueMicrotask(() => {
      if (!this.isConnected) this.#free();
    });
  }

  /** Frees its solve and game (the game is kept in localStorage); the puzzle is read again if the element comes back. */
  #free() {
    this.#unread = true;
    this.#scheme?.removeEventListener('change', this.#restyle);
    this.#scheme = null;
    this.#play.stop();
    this.#play.drop();
    this.#loadQueued = false;
    this.#generation++;
    this.#player?.close();
    this.#blocked = 'loading';
    this.#waitForReady();
    this.#show();
  }

  attributeChangedCallback(name, old, value) {
    if (old === value) return;
    if (name === 'speed') {
      this.#player?.setSpeed(this.speed, performance.now());
      this.#board.invalidate();
    } else if (name === 'mode') {
      this.#showMode();
    } else if (name === 'theme') {
      this.restyle();
    } else if (this.isConnected) {
      this.#queueLoad();
    }
  }

  get puzzle() {
    return this.getAttribute('puzzle') ?? '';
  }

  set puzzle(text) {
    this.setAttribute('puzzle', String(text));
  }

  get speed() {
    const speed = parseFloat(this.getAttribute('speed') ?? '');
    return Number.isFinite(speed) && speed >= 0 ? speed : DEFAULT_SPEED;
  }

  set speed(multiplier) {
    this.setAttribute('speed', String(multiplier));
  }

  get techniques() {
    const list = this.getAttribute('techniques');
    if (list === null) return null;
    return list
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '');
  }

  set techniques(names) {
    if (names === null || names === undefined) this.removeAttribute('techniques');
    else this.setAttribute('techniques', Array.isArray(names) ? names.join(',') : String(names));
  }

  /** `watch` (the solver's solve) or `play` (the person solves it). */
  get mode() {
    return this.getAttribute('mode') === 'play' ? 'play' : 'watch';
  }

  set mode(mode) {
    this.setAttribute('mode', mode === 'play' ? 'play' : 'watch');
  }

  /** Shows the mode asked for, once the puzzle is read. */
  #showMode() {
    const playing = this.mode === 'play' && !this.#blocked && this.#player?.loaded;
    this.#ui.watch.hidden = playing;
    if (playing) {
      this.#player.pause();
      this.#play.start(this.puzzle, this.#options(true), this.#player.model.puzzle);
    } else if (this.#play.active) {
      this.#play.stop();
      if (this.#player?.loaded) this.#board.show(this.#player);
    }
  }

  /** The solve's options from the attributes; `game`: those a person's game takes. */
  #options(game = false) {
    const options = {};
    const techniques = this.techniques;
    if (techniques !== null) options.techniques = techniques;
    if (!this.forcingChains) options.forcingChains = false;
    if (game) return options;
    if (!this.guessing) options.guessing = false;
    if (this.allowMultipleSolutions) options.allowMultipleSolutions = true;
    return options;
  }

  /** Whether the solve guesses when the techniques are stuck (attribute `guessing`, `off` for false). */
  get guessing() {
    return this.getAttribute('guessing') !== 'off';
  }

  set guessing(on) {
    if (on) this.removeAttribute('guessing');
    else this.setAttribute('guessing', 'off');
  }

  /** Whether forcing chains and nets may fire (attribute `forcing-chains`, `off` for false). */
  get forcingChains() {
    return this.getAttribute('forcing-chains') !== 'off';
  }

  set forcingChains(on) {
    if (on) this.removeAttribute('forcing-chains');
    else this.setAttribute('forcing-chains', 'off');
  }

  /** Whether a puzzle with several solutions is stepped to one of them (attribute `allow-multiple-solutions`). */
  get allowMultipleSolutions() {
    return this.hasAttribute('allow-multiple-solutions');
  }

  set allowMultipleSolutions(on) {
    this.toggleAttribute('allow-multiple-solutions', Boolean(on));
  }

  /** `light` or `dark`; null (no attribute): the reader's colour scheme. */
  get theme() {
    const theme = this.getAttribute('theme');
    return theme === 'light' || theme === 'dark' ? theme : null;
  }

  set theme(theme) {
    if (theme === 'light' || theme === 'dark') this.setAttribute('theme', theme);
    else this.removeAttribute('theme');
  }

  get autoplay() {
    return this.hasAttribute('autoplay');
  }

  set autoplay(on) {
    this.toggleAttribute('autoplay', Boolean(on));
  }

  /** 'loading', 'empty', 'ready', 'playing', 'paused', 'solved', 'stuck', 'unsolvable' or 'error'. */
  get state() {
    this.#flush();
    if (this.#blocked) return this.#blocked;
    const model = this.#player.model;
    if (model.finished) return model.finished;
    if (this.#player.playing) return 'playing';
    return model.op === 0 ? 'ready' : 'paused';
  }

  /** The last event of the solve, or null before the first. */
  get currentStep() {
    this.#flush();
    return this.#blocked ? null : this.#player.model.step;
  }

  /** Plays; while the puzzle is loading, as soon as it is read. */
  play() {
    this.#flush();
    if (this.#blocked === 'loading') this.#playWhenLoaded = true;
    if (this.#blocked) return;
    this.#player.play(performance.now());
    this.#board.invalidate();
  }

  pause() {
    this.#flush();
    this.#playWhenLoaded = false;
    if (this.#blocked) return;
    this.#player.pause();
    this.#board.invalidate();
  }

  /** One event, then paused. */
  step() {
    this.#flush();
    if (this.#blocked) return;
    this.#player.step();
    this.#board.invalidate();
  }

  /** Reads the puzzle again and starts over. */
  restart() {
    if (!this.isConnected) return;
    this.#loadQueued = false;
    this.#load();
  }

  #queueLoad() {
    if (this.#loadQueued) return;
    this.#loadQueued = true;
    // `ready` from now on is that of the reading to come.
    this.#waitForReady();
    // Attributes set together (puzzle and techniques) load once.
    queueMicrotask(() => this.#flush());
  }

  /** Loads now what attribute changes asked for, so that calls see it. */
  #flush() {
    if (!this.#loadQueued) return;
    this.#loadQueued = false;
    this.#load();
  }

  /** Reads the puzzle in the worker; the element shows 'loading' until it is read. */
  #load() {
    const generation = ++this.#generation;
    this.#unread = false;
    this.#waitForReady();
    this.#pending = [];
    this.#failure = null;
    const text = this.puzzle;
    const player = this.#player ?? this.#createPlayer();
    if (text.trim() === '') {
      player.close();
      this.#block('empty', 'Give the element a puzzle in its puzzle attribute.');
      return;
    }
    // The board and its givens at once, where the text is read without the solver.
    const preview = previewPuzzle(text);
    if (preview) {
      this.#board.show(previewPlayer(preview));
      this.#ui.board.classList.remove('blank');
    }
    const options = this.#options();
    let loading;
    try {
      loading = player.load(text, options);
    } catch (error) {
      this.#playWhenLoaded = false;
      this.#fail(errorData(error));
      return;
    }
    player.pause();
    this.#blocked = 'loading';
    this.#show();
    loading.then(
      () => {
        if (generation !== this.#generation) return;
        this.#blocked = null;
        player.setSpeed(this.speed, performance.now());
        if (this.autoplay || this.#playWhenLoaded) player.play(performance.now());
        this.#playWhenLoaded = false;
        this.#ui.board.classList.remove('blank');
        this.#board.show(player);
        this.#play.drop();
        if (this.#play.active) this.#play.stop();
        this.#showMode();
        this.#show();
      },
      (error) => {
        // A later load, or the element leaving the document, took over.
        if (generation !== this.#generation || error?.name === 'AbortError') return;
        this.#playWhenLoaded = false;
        this.#fail(errorData(error));
      },
    );
  }

  #createPlayer() {
    const player = new Player((text, options) => new WorkerSolve(text, options));
    player.onStep = (step) => this.#pending.push(step);
    player.onError = (error) => {
      this.#failure = errorData(error);
    };
    this.#player = player;
    return player;
  }

  /** No puzzle to play: says why, and blanks the board. */
  #block(state, message) {
    this.#player?.pause();
    this.#play.stop();
    this.#ui.watch.hidden = false;
    this.#blocked = state;
    this.#message = message;
    this.#ui.board.classList.add('blank');
    this.#show();
  }

  #fail(detail) {
    this.#block('error', detail.message);
    this.#tell('error', detail);
  }

  /** Dispatches an event of the element's (see the head of this file: all but `error` bubble). */
  #tell(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: type !== 'error', composed: true }));
  }

  /** After each frame: the events of the frame, then the text. */
  #frame() {
    const generation = this.#generation;
    const steps = this.#pending;
    this.#pending = [];
    for (const step of steps) {
      this.#tell('step', step);
      if (step.kind === 'solved') this.#tell('solved', step);
      // A listener that loads another puzzle ends this one's events.
      if (generation !== this.#generation) return;
    }
    const failure = this.#failure;
    this.#failure = null;
    if (failure) this.#tell('error', failure);
    if (generation === this.#generation) this.#show();
  }

  /**
   * Writes the status, the counter, the sentence and the buttons, where
   * changed; then settles `ready` and tells of a new state. Told last, so a
   * listener that changes the element (a new puzzle) is not written over.
   */
  #show() {
    const state = this.state;
    this.#write(state);
    if (state !== 'loading' && this.#settle) {
      this.#settle(state);
      this.#settle = null;
    }
    if (state !== this.#told) {
      const previous = this.#told;
      this.#told = state;
      this.#tell('statechange', { state, previous });
    }
  }

  /** The status, the counter, the sentence and the buttons for `state`, where changed. */
  #write(state) {
    const model = this.#blocked ? null : this.#player.model;
    const signature = model ? `${state}|${model.version}` : `${state}|${this.#message}`;
    if (signature === this.#shown) return;
    this.#shown = signature;
    const ui = this.#ui;
    ui.status.textContent = STATUS[state];
    ui.status.dataset.state = state;
    ui.play.textContent = state === 'playing' ? 'Pause' : 'Play';
    ui.play.setAttribute('aria-pressed', String(state === 'playing'));
    ui.play.disabled = model === null || model.finished !== null;
    ui.step.disabled = ui.play.disabled;
    ui.restart.disabled = model === null;
    ui.count.textContent = model && model.op > 0 ? `Step ${model.op}` : '';
    const step = model?.step;
    if (!model) {
      ui.chip.textContent = '';
      ui.text.textContent = state === 'loading' ? '' : this.#message;
    } else if (model.error) {
      ui.chip.textContent = '';
      ui.text.textContent = `The solver failed: ${model.error}`;
    } else if (!step) {
      ui.chip.textContent = '';
      ui.text.textContent = 'Press Play to watch the solver, or Step to go one step at a time.';
    } else {
      const style = stepStyle(step);
      ui.chip.textContent = model.finished ? '' : style.label;
      ui.chip.style.setProperty('--chip', colourOf(this.#palette, style));
      ui.text.textContent = step.text;
    }
  }
}

if (globalThis.customElements && !customElements.get('pencilmark-player')) {
  customElements.define('pencilmark-player', PencilmarkPlayer);
}
