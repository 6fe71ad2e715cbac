// Wiring: joins the player (model and timing), the board (canvas, one
// animation frame at a time), the panel (text beside the board) and the
// controls (input). The player, the board and the renderer are the npm
// package's own (npm/), shared with its <pencilmark-player> element.

import './style.css';
import { BoardView } from '../npm/board.js';
import { Player } from '../npm/player.js';
import { Controls } from './controls.js';
import { Panel } from './panel.js';
import { SAMPLES } from './samples.js';

const panel = new Panel(document);
const board = new BoardView(document.getElementById('board'), (_update, player) => {
  panel.update(player.model, player.playing);
  controls.setState({ loaded: true, playing: player.playing, finished: player.finished });
});
let player = null;
let makePuzzle = null;

const controls = new Controls(document, SAMPLES, {
  load(text, options) {
    if (!player) return;
    try {
      player.load(text, options);
    } catch (err) {
      controls.showError(err instanceof Error ? err.message : String(err), err?.kind);
      return;
    }
    controls.clearError();
    player.setSpeed(controls.speedMultiplier, performance.now());
    panel.reset();
    board.show(player);
  },
  togglePlay() {
    if (!player) return;
    player.toggle(performance.now());
    board.invalidate();
  },
  step() {
    if (!player) return;
    player.step();
    board.invalidate();
  },
  speed(multiplier) {
    if (!player) return;
    player.setSpeed(multiplier, performance.now());
    board.invalidate();
  },
  newPuzzle({ size, level }) {
    if (!makePuzzle) return;
    let made;
    try {
      made = makePuzzle({ seed: randomSeed(), size, level, symmetry: '180' });
    } catch (err) {
      controls.showError(err instanceof Error ? err.message : String(err), err?.kind);
      return;
    }
    controls.showNewPuzzle(made.puzzle, made.rating);
  },
});

/** A seed for the generator from the browser's randomness: a whole number below 2^53. */
function randomSeed() {
  const [high, low] = crypto.getRandomValues(new Uint32Array(2));
  return (high & 0x1fffff) * 2 ** 32 + low;
}

import('pencilmark')
  .then(({ Solver, generate }) => {
    player = new Player((text, options) => new Solver(text, options));
    makePuzzle = generate;
    controls.enableNewPuzzle();
    controls.loadSample(0);
  })
  .catch((err) => panel.showFailure(`The solver could not be loaded: ${err.message || err}`));
