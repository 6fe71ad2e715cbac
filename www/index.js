// Wiring: joins the player (model and timing), the board (canvas, one
// animation frame at a time), the words around it (panel, step log, the cell
// table for assistive technology), the input (controls, navigation) and the
// URL's hash. The player, the board and the renderer are the npm package's own
// (npm/), shared with its <pencilmark-player> element.
//
// The solver runs in the page's one Web Worker (npm/solver-worker.js), and
// so do hints and New puzzle: the main thread loads no wasm, and keeps the
// events it is sent. A load is complete when the worker has read and
// checked the puzzle; a text that is no puzzle, or a puzzle with several
// solutions, is refused then. The puzzle shown is rated in a worker of its
// own, so that a slow rating holds up no solve.

import './style.css';
import { BoardView } from '../npm/board.js';
import { PlayMode } from '../npm/play.js';
import { Player } from '../npm/player.js';
import {
  WorkerSolve,
  describedPuzzleInWorker,
  generateInWorker,
  levelsInWorker,
  practiseInWorker,
  practisableInWorker,
  rateInWorker,
} from '../npm/solver-worker.js';
import { StepsHere } from '../npm/steps-here.js';
import { techniqueDifficulty, techniqueStyle } from '../npm/techniques.js';
import { CellTable } from './cells.js';
import { Export } from './export.js';
import { Controls } from './controls.js';
import { Hints } from './hints.js';
import { readLink, writeLink } from './link.js';
import { StepLog } from './log.js';
import { Navigation } from './navigation.js';
import { Panel } from './panel.js';
import { Practise, withArticle } from './practise.js';
import { RatingView } from './rating.js';
import { SAMPLES } from './samples.js';

const panel = new Panel(document);
/** The board's box: its size follows the board's side. */
const stack = document.querySelector('.board-stack');
const cells = new CellTable(document);
let player = null;
/** The hint shown: the step it gives and its level (0: none); `asked` while the worker looks for it. */
let hint = { step: null, level: 0, asked: null };
/** The puzzle on the board: {text, options}. */
let current = null;
/** The rating of the puzzle on the board, once known. */
let rated = null;
/** What the hash says: the text, options and step last written to it. */
let linked = null;
/** Whether the solve shown goes on from the person's position, not from the puzzle. */
let fromPosition = false;
/** When the words beside the board were last written. */
let wordsAt = -Infinity;

/** While the solve moves (playing, End), the words beside the board are written this often at most: the board shows every frame. */
const BUSY_WORDS_MS = 250;

/**
 * Keeps the hash in step with the puzzle and the step shown (or, in play
 * mode, `{play: true}`), without a history entry per step.
 */
function link(text, options, step, mode) {
  const hash = writeLink(text, options, step, mode);
  if (hash === linked) return;
  linked = hash;
  history.replaceState(null, '', hash);
}

/**
 * `task`, run soon in a task of its own after the current one, once however
 * often it is asked for before it runs.
 */
function soon(task) {
  let due = false;
  return () => {
    if (due) return;
    due = true;
    setTimeout(() => {
      due = false;
      task();
    }, 0);
  };
}

/** Writes the hash for the step shown, soon: replaceState takes a while. */
const linkSoon = soon(() => {
  if (current && player?.loaded && !player.playing && !fromPosition) link(current.text, current.options, player.model.op);
});

/**
 * Writes the cell table for the board shown, soon, after the frame: after
 * a jump along a 25x25 solve's timeline most of its 625 cells change, and
 * laying them out in the frame that draws the board made that frame's work
 * half again as long.
 */
const cellsSoon = soon(() => {
  // A jump made since the frame (the timeline dragged, Back) leaves the
  // model without its board until the next frame publishes it; that frame
  // asks again.
  if (player && !player.busy && player.model.values) cells.update(player.model);
});

const copyButton = document.getElementById('copy-link');
const copyStatus = document.getElementById('copy-link-status');
const playCopyButton = document.getElementById('play-copy-link');
const playCopyStatus = document.getElementById('play-copy-link-status');

/**
 * Copies a link to the step shown (the puzzle, its options and the step),
 * or in play mode to the person's position, and says so. Without the
 * clipboard (a page opened over plain http from another machine has none)
 * the link is put in a text field, selected, for the person to copy.
 */
async function copyLink() {
  if (!current || !player?.loaded) return;
  const playing = playMode.active;
  const status = playing ? playCopyStatus : copyStatus;
  const hash = playing
    ? writeLink(current.text, current.options, 0, { play: true, position: playMode.linkPosition() })
    : writeLink(current.text, current.options, player.model.op);
  if (!playing) link(current.text, current.options, player.model.op);
  const url = new URL(hash, location.href).href;
  try {
    await navigator.clipboard.writeText(url);
    status.textContent = playing ? 'Link to this position copied' : `Link to step ${player.model.op} copied`;
  } catch {
    status.textContent = '';
    const field = document.createElement('input');
    field.type = 'text';
    field.readOnly = true;
    field.value = url;
    field.className = 'copy-field';
    field.setAttribute('aria-label', `Link to this ${playing ? 'position' : 'step'}: copy it`);
    status.append('Copy this link: ', field);
    field.focus();
    field.select();
  }
}

copyButton.addEventListener('click', copyLink);
playCopyButton.addEventListener('click', copyLink);

/** Writes the words beside the board: the step, the counts, the timeline and the log's current entry. */
function writeWords(player) {
  panel.update(player.model, player.playing, player.events, player.known);
  navigation.update(player);
  log.update(player);
}

const board = new BoardView(
  document.getElementById('board'),
  (_update, player) => {
    // In play mode the board draws the person's game, and the play panel says the rest.
    if (playMode.active) {
      cells.update(player.model);
      return;
    }
    controls.setState({ loaded: true, playing: player.playing, finished: player.finished, searching: player.searching });
    copyButton.disabled = player.playing || fromPosition;
    takeOverButton.disabled = player.playing;
    hints.enable(!player.playing && !player.finished);
    stepsHere.enable(!player.playing && !player.finished);
    // A long log is filled over the frames, a few entries in each.
    if (log.fill(player)) board.invalidate();
    if (player.busy) return;
    wordsAt = -Infinity;
    writeWords(player);
    // The cell table is read at rest: rewriting it every frame of a solve costs layout for nothing.
    cellsSoon();
    linkSoon();
  },
  (_update, player) => {
    // Words that change every frame cannot be read, and laying them out costs
    // the frame: while the solve moves they follow a few times a second, each
    // time in a frame of their own (the board is drawn in the next).
    if (playMode.active || !player.busy) return false;
    const now = performance.now();
    if (now - wordsAt < BUSY_WORDS_MS) return false;
    wordsAt = now;
    writeWords(player);
    return true;
  },
);

const hints = new Hints(document, moreHint);

/** Every step from the board shown, in watch mode; one chosen is shown as a hint's last level. */
const stepsHere = new StepsHere(document, { button: document.getElementById('steps-here'), list: document.getElementById('steps-here-list') }, {
  ask: () => player.stepsHere(),
  choose(step) {
    hint = { step, level: 2, asked: null };
    showHint();
    // On a phone the list is below the board: the step chosen is shown there.
    document.getElementById('board').scrollIntoView({ block: 'nearest' });
  },
});

/** The next level of the hint for the board shown, computed (in the worker) at the first. */
function moreHint() {
  if (!player || player.playing || player.finished || hint.asked) return;
  if (hint.level === 0) {
    // A token: a move (dropHint) or another puzzle replaces it, and the answer is dropped.
    const asked = {};
    hint.asked = asked;
    hints.busy();
    player
      .hint()
      .catch((err) => ({ kind: 'error', text: err instanceof Error ? err.message : String(err) }))
      .then((step) => {
        if (hint.asked !== asked) return;
        hint = { step, level: 0, asked: null };
        showHint();
      });
    return;
  }
  showHint();
}

/** Shows the next level of the hint known. */
function showHint() {
  hint.level = (hint.level % 3) + 1;
  hints.show(hint.step, hint.level, player.model.puzzle.side);
  // Level 2 marks the pattern without what it removes; level 3 shows it all.
  const logical = hint.step.kind === 'place' || hint.step.kind === 'eliminate';
  const drawn = hint.level === 2 ? { ...hint.step, removals: [] } : hint.step;
  board.showStep(logical && hint.level >= 2 ? drawn : null);
}

function dropHint() {
  stepsHere.clear();
  if (hint.level === 0 && !hint.asked) return;
  hint = { step: null, level: 0, asked: null };
  hints.clear();
  board.showStep(null);
}

/** Runs a move of the player and draws it. */
const move = (fn) => (...args) => {
  if (!player) return undefined;
  dropHint();
  copyStatus.textContent = '';
  const result = fn(...args);
  board.invalidate();
  return result;
};

const controls = new Controls(document, SAMPLES, {
  /** Resolves with whether the text was loaded. */
  load(text, options) {
    if (!player) return Promise.resolve(false);
    // The text stays in the hash even when it is not a puzzle: it is never lost.
    link(text, options, 0);
    let loading;
    try {
      loading = player.load(text, options);
    } catch (err) {
      refuse(err);
      return Promise.resolve(false);
    }
    // The text went to the worker, which reads it and checks it for one
    // solution: an error shown for an earlier text goes.
    controls.clearError();
    return loading.then(
      () => {
        current = { text, options };
        controls.clearError();
        showSolve();
        // The technique table (the labels) is known from the first puzzle shown.
        if (!practise.offered) practise.offer();
        playMode.drop();
        modePlay.disabled = false;
        if (playMode.active) {
          link(text, options, 0, { play: true });
          playMode.start(text, options, player.model.puzzle);
        }
        revealBoard();
        rateShown(text, options);
        return true;
      },
      (err) => {
        // A later load took its place.
        if (err?.name !== 'AbortError') refuse(err);
        return false;
      },
    );
  },
  togglePlay: move(() => player.toggle(performance.now())),
  step: move(() => player.step()),
  speed: move((multiplier) => player.setSpeed(multiplier, performance.now())),
  back: move(() => player.stepBack()),
  restart: move(() => player.restart()),
  end: move(() => player.seekEnd()),
  hint: moreHint,
  newPuzzle({ size, level }) {
    return generateInWorker({ seed: randomSeed(), size, level, symmetry: '180' }).then(
      (made) => controls.showNewPuzzle(made.puzzle, made.rating),
      (err) => controls.showNewPuzzleError(err instanceof Error ? err.message : String(err)),
    );
  },
  levels: (size) => levelsInWorker(size),
});

const rating = new RatingView(document, { hardest: showHardest });

/** Shows the solve the player has just loaded, from its first step. */
function showSolve() {
  dropHint();
  fromPosition = false;
  player.setSpeed(controls.speedMultiplier, performance.now());
  panel.reset();
  navigation.reset();
  log.reset();
  cells.show(player.model.puzzle);
  copyStatus.textContent = '';
  stack.style.setProperty('--side', String(player.model.puzzle.side));
  stack.toggleAttribute('data-big', player.model.puzzle.side > 16);
  board.show(player);
}

/**
 * Watches the solver go on from the person's position (`from`: the game
 * and the position the solve starts from): the puzzle stays the one
 * shown, and so do its game and its rating; the hash keeps naming the
 * puzzle, so Copy link is off until its own solve is back.
 */
function watchFrom(from) {
  if (!current) return;
  setMode(false, null, { keep: true });
  player.load(current.text, { ...current.options, from }).then(
    () => {
      showSolve();
      fromPosition = true;
      copyButton.disabled = true;
      // The button went with the play panel: focus goes to the mode now shown.
      modeWatch.focus({ preventScroll: true });
    },
    (err) => {
      if (err?.name !== 'AbortError') panel.showFailure(`The solver cannot go on from there: ${err.message}`);
    },
  );
}

/** Back to the puzzle's own solve after watching from a position. */
function watchPuzzle() {
  player.load(current.text, current.options).then(showSolve, (err) => {
    if (err?.name !== 'AbortError') panel.showFailure(`The puzzle's solve could not be loaded again: ${err.message}`);
  });
}

/** The options that say how to read a puzzle's text (rate()'s). */
const READING = ['format', 'alphabet', 'boxWidth', 'boxHeight'];

/** Rates the puzzle just loaded, and shows the rating if it is still on the board. */
function rateShown(text, options) {
  rated = null;
  rating.pending();
  const side = player.model.puzzle.side;
  const still = () => current?.text === text && current.options === options;
  // How to read the text, and nothing about the solve: rate() takes no more.
  const reading = Object.fromEntries(Object.entries(options ?? {}).filter(([key]) => READING.includes(key)));
  rateInWorker(text, reading).then(
    (result) => {
      if (!still()) return;
      rated = result;
      rating.show(result, side);
    },
    (err) => {
      if (err?.name !== 'AbortError' && still()) rating.fail(err instanceof Error ? err.message : String(err));
    },
  );
}

/**
 * Goes to the first step of the rating's hardest technique in the
 * timeline. The timeline is the solver's own solve, which may take another
 * way than the rating's: then it goes to that solve's hardest step, and
 * says so.
 */
function showHardest() {
  if (!player?.loaded || !rated?.technique) return;
  const { label } = techniqueStyle(rated.technique);
  dropHint();
  player.restart();
  rating.note(`Looking for the first ${label} step…`);
  player.seekNext(rated.technique, (result) => {
    if (result === 'found') {
      rating.note(`The first ${label} step of the solve.`);
    } else if (result === 'missing') {
      const events = player.timeline.events;
      let at = -1;
      events.forEach((event, i) => {
        if (event.technique && (at < 0 || techniqueDifficulty(event.technique) > techniqueDifficulty(events[at].technique))) at = i;
      });
      if (at < 0) return rating.note('');
      player.seek(at + 1);
      board.invalidate();
      const own = techniqueStyle(events[at].technique).label;
      rating.note(`The solve on the board takes another way, without ${withArticle(label)} step: its hardest step is this ${own}.`);
    } else {
      rating.note('');
    }
    return undefined;
  });
  board.invalidate();
}

/**
 * Brings the board into view when a puzzle is shown while it is out of
 * sight: on a phone's one column, Load, a sample and New puzzle sit below
 * it.
 */
function revealBoard() {
  const top = stack.getBoundingClientRect().top;
  if (top >= 0 && top <= window.innerHeight / 3) return;
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  stack.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
}

/** Shows why a text was not loaded; the puzzle shown, if any, stays. */
function refuse(err) {
  if (err?.kind === 'load' || err?.kind === 'worker') {
    panel.showFailure(`The solver could not be loaded: ${err.message}`);
    return;
  }
  controls.showError(err instanceof Error ? err.message : String(err), err?.kind);
  if (!current) panel.showFailure('No puzzle loaded: the text below is not one.');
}

/** A seed for the generator from the browser's randomness: a whole number below 2^53. */
function randomSeed() {
  const [high, low] = crypto.getRandomValues(new Uint32Array(2));
  return (high & 0x1fffff) * 2 ** 32 + low;
}

const navigation = new Navigation(document, {
  back: move(() => player.stepBack()),
  restart: move(() => player.restart()),
  end: move(() => player.seekEnd()),
  seek: move((n) => player.seek(n)),
  jump: move((name, done) => player.seekNext(name, done)),
});

const log = new StepLog(document, move((n) => player.seek(n)));

/** Opens what a hash links to, at its step; false when it names no puzzle. */
function open(hash) {
  const target = readLink(hash);
  if (!target) return false;
  controls.loadText(target.text, target.options).then((loaded) => {
    if (!loaded || current.text !== target.text) return;
    if (target.play) {
      setMode(true, target.position);
      return;
    }
    setMode(false);
    player.seek(target.step);
    board.invalidate();
  });
  return true;
}

window.addEventListener('hashchange', () => {
  if (location.hash !== linked) open(location.hash);
});

/** The play panel's controls, by the names PlayMode gives them. */
const PLAY_CONTROLS = {
  canvas: 'board',
  panel: 'play-panel',
  status: 'play-status',
  timer: 'play-timer',
  timerToggle: 'play-timer-toggle',
  pad: 'pad',
  notes: 'play-notes',
  erase: 'play-erase',
  undo: 'play-undo',
  redo: 'play-redo',
  auto: 'play-auto',
  check: 'play-check',
  hint: 'play-hint',
  apply: 'play-apply',
  hintText: 'play-hint-text',
  checkText: 'play-check-text',
  announcer: 'play-announce',
  steps: 'play-steps',
  stepsList: 'play-steps-list',
  watchFrom: 'watch-from-here',
};
const playControls = Object.fromEntries(Object.entries(PLAY_CONTROLS).map(([name, id]) => [name, document.getElementById(id)]));
const playMode = new PlayMode(document, board, playControls, { keys: document, watchFrom });
const modeWatch = document.getElementById('mode-watch');
const modePlay = document.getElementById('mode-play');
/** The panels of watching, hidden while the person plays. */
const watchPanels = [document.querySelector('.now'), document.getElementById('steps-panel')];

/**
 * Switches between watching the solver and solving it oneself: from a
 * link's `shared` position, or taking over the solver's `board`, if
 * given. Back to watching, the puzzle's own solve comes back unless `keep`.
 */
function setMode(play, shared = null, { board: taken = null, keep = false } = {}) {
  if (!current || !player?.loaded || (play === playMode.active && !shared && !taken)) return;
  modeWatch.setAttribute('aria-pressed', String(!play));
  modePlay.setAttribute('aria-pressed', String(play));
  for (const panel of watchPanels) panel.hidden = play;
  controls.watching = !play;
  dropHint();
  if (play) {
    if (player.playing) player.pause();
    // The hash says "play", not the position: a reload restores the game
    // kept in the browser, with its history, rather than the link's start.
    link(current.text, current.options, 0, { play: true });
    playMode.start(current.text, current.options, player.model.puzzle, shared, taken);
  } else {
    playMode.stop();
    board.show(player);
    if (fromPosition && !keep) watchPuzzle();
    else if (!fromPosition) link(current.text, current.options, player.model.op);
  }
}

const takeOverButton = document.getElementById('take-over');
/** Plays on from the solver's board at the step shown: it becomes the person's position. */
function takeOver() {
  const { values, candidates } = player.model;
  setMode(true, null, { board: { values: Uint8Array.from(values), candidates: Uint8Array.from(candidates) } });
  // The button goes with the watching panel: play goes on on the board.
  document.getElementById('board').focus({ preventScroll: true });
}

takeOverButton.addEventListener('click', () => {
  if (player?.loaded && !player.playing) takeOver();
});

modeWatch.addEventListener('click', () => setMode(false));
modePlay.addEventListener('click', () => setMode(true));

/** Attempts a practice puzzle may take: a rare technique gives up rather than keep the person waiting long. */
const PRACTICE_ATTEMPTS = 4000;

/**
 * Makes and opens a puzzle practising `technique`, at the board before its
 * first step: in play mode as the person's game, else paused there on the
 * solver's solve. Resolves with what to say.
 */
async function practiseTechnique({ size, technique }) {
  const made = await practiseInWorker({ seed: randomSeed(), size, technique, symmetry: '180', attempts: PRACTICE_ATTEMPTS });
  // The solve is searched for the step while it is watched (the frames drive it); a player gets the board after.
  const playing = playMode.active;
  if (playing) setMode(false);
  if (!(await controls.showNewPuzzle(made.puzzle, made.rating))) return 'The puzzle made could not be loaded.';
  const label = techniqueStyle(technique).label;
  const found = await new Promise((resolve) => {
    player.seekNext(technique, resolve);
    // The search goes on frame by frame.
    board.invalidate();
  });
  if (found !== 'found') return `Made, but the solve on the board takes another way, without ${withArticle(label)} step.`;
  player.seek(player.model.op - 1);
  board.invalidate();
  // The board of a step jumped to is made in the next frame.
  while (!player.model.values) await new Promise((resolve) => requestAnimationFrame(resolve));
  if (playing) {
    takeOver();
    return `Your board is the one just before the ${label}: find it (Hint helps).`;
  }
  return `The board is the one just before the ${label}: find it, then Step to see it.`;
}

const practise = new Practise(document, { list: (size) => practisableInWorker(size), make: practiseTechnique });

new Export(document, {
  shown: () => board.shown(),
  make: ({ size, level }) => describedPuzzleInWorker({ seed: randomSeed(), size, level, symmetry: '180' }),
  picked: () => ({ size: Number(document.getElementById('new-size').value), level: document.getElementById('new-level').value || undefined }),
});

player = new Player((text, options) => new WorkerSolve(text, options));
controls.enableNewPuzzle();
if (!open(location.hash)) controls.loadSample(0);
