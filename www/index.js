// Wiring: joins the player (model and timing), the renderer (canvas), the
// panel (text beside the board) and the controls (input). One animation frame
// at a time: advance the player, then draw what changed.

import './style.css';
import { Controls } from './controls.js';
import { Panel } from './panel.js';
import { Player } from './player.js';
import { Renderer } from './renderer.js';
import { SAMPLES } from './samples.js';

const canvas = document.getElementById('board');
const renderer = new Renderer(canvas);
const panel = new Panel(document);
let player = null;
let makePuzzle = null;
let frameRequested = false;

function invalidate() {
  if (frameRequested) return;
  frameRequested = true;
  requestAnimationFrame(frame);
}

function frame(now) {
  frameRequested = false;
  if (!player || !player.loaded) return;
  const update = player.tick(now);
  if (update.reverted.length > 0) {
    // A blink lasts about two operations, within limits the eye can follow.
    const blink = player.playing ? Math.min(700, Math.max(150, 2 * player.delay)) : 700;
    renderer.flash(update.reverted, now, blink);
  }
  const animating = renderer.draw(player.model, now);
  panel.update(player.model, player.playing);
  controls.setState({ loaded: true, playing: player.playing, finished: player.finished });
  if (player.playing || animating) invalidate();
}

const controls = new Controls(document, SAMPLES, {
  load(text, options) {
    if (!player) return;
    try {
      player.load(text, options);
    } catch (err) {
      controls.showError(err instanceof Error ? err.message : String(err));
      return;
    }
    controls.clearError();
    player.setSpeed(controls.speedMultiplier, performance.now());
    renderer.setPuzzle(player.model.puzzle);
    panel.reset();
    invalidate();
  },
  togglePlay() {
    if (!player) return;
    player.toggle(performance.now());
    invalidate();
  },
  step() {
    if (!player) return;
    player.step();
    invalidate();
  },
  speed(multiplier) {
    if (!player) return;
    player.setSpeed(multiplier, performance.now());
    invalidate();
  },
  newPuzzle({ size, level }) {
    if (!makePuzzle) return;
    let made;
    try {
      made = makePuzzle({ seed: randomSeed(), size, level, symmetry: '180' });
    } catch (err) {
      controls.showError(err instanceof Error ? err.message : String(err));
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

function resize(width, height) {
  renderer.resize(width, height, window.devicePixelRatio || 1);
  invalidate();
}

const resizer = new ResizeObserver(([entry]) => {
  const box = entry.devicePixelContentBoxSize?.[0];
  const dpr = window.devicePixelRatio || 1;
  if (box) resize(box.inlineSize, box.blockSize);
  else resize(Math.round(entry.contentRect.width * dpr), Math.round(entry.contentRect.height * dpr));
});
try {
  // Exact device pixels, and a report when only devicePixelRatio changes.
  resizer.observe(canvas, { box: 'device-pixel-content-box' });
} catch {
  resizer.observe(canvas);
}

import('pencilmark')
  .then(({ Solver, generate }) => {
    player = new Player((text, options) => new Solver(text, options));
    makePuzzle = generate;
    controls.enableNewPuzzle();
    controls.loadSample(0);
  })
  .catch((err) => panel.showFailure(`The solver could not be loaded: ${err.message || err}`));
