// The board on screen: a canvas kept at its size in device pixels, drawn from
// a player's model one animation frame at a time. Each frame advances the
// player, draws what changed, and hands over to the caller's onFrame for the
// text around the board. Shared by the page and the custom element.

import { Renderer } from './renderer.js';

/** Longest and shortest blink of the cells a backtrack empties, in ms. */
const BLINK_MAX_MS = 700;
const BLINK_MIN_MS = 150;

export class BoardView {
  /**
   * @param canvas the canvas to draw on; sized by CSS, its pixels follow. Its
   *   parent must be a positioned box holding just it: a transparent canvas
   *   for the chain arrows is laid over it there.
   * @param onFrame (update, player) => void, after each frame's drawing;
   *   `update` is what the player's tick() returned
   * @param beforeDraw (update, player) => boolean, optional, before it: true
   *   when it did much work of its own (the words around the board), for the
   *   board to be drawn in the next frame instead of adding to this one
   */
  constructor(canvas, onFrame, beforeDraw = () => false) {
    const arrows = canvas.ownerDocument.createElement('canvas');
    arrows.setAttribute('aria-hidden', 'true');
    arrows.style.cssText = 'position: absolute; inset: 0; width: 100%; height: 100%; pointer-events: none;';
    canvas.after(arrows);
    this.renderer = new Renderer(canvas, arrows);
    this.onFrame = onFrame;
    this.beforeDraw = beforeDraw;
    this.player = null;
    this.overlay = null;
    this.requested = false;
    /** The model last drawn and its version; `changed` when something else asks for a drawing. */
    this.drawn = null;
    this.drawnVersion = -1;
    this.changed = true;
    this.animating = false;
    this.frame = this.frame.bind(this);
    /** With reduced motion asked for, backtracked cells do not blink. */
    this.reducedMotion = window.matchMedia ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
    const resizer = new ResizeObserver(([entry]) => {
      const box = entry.devicePixelContentBoxSize?.[0];
      const css = entry.contentRect.width;
      // The canvas's own device pixels per CSS pixel: under a device's
      // emulation they can differ from devicePixelRatio, and sizes in CSS
      // pixels (when candidates become dots) must follow the canvas.
      if (box) this.resize(box.inlineSize, box.blockSize, css > 0 ? box.inlineSize / css : 1);
      else {
        const dpr = window.devicePixelRatio || 1;
        this.resize(Math.round(css * dpr), Math.round(entry.contentRect.height * dpr), dpr);
      }
    });
    try {
      // Exact device pixels, and a report when only devicePixelRatio changes.
      resizer.observe(canvas, { box: 'device-pixel-content-box' });
    } catch {
      resizer.observe(canvas);
    }
  }

  /** Draws `player`'s puzzle afresh: after the player loaded a new one. */
  show(player) {
    this.player = player;
    // Events arriving from the solver's worker between frames ask for one.
    player.onChange = () => this.invalidate();
    this.renderer.setPuzzle(player.model.puzzle);
    this.changed = true;
    this.invalidate();
  }

  /** The model the board shows (with the step drawn in place of the player's), or null before a puzzle. */
  shown() {
    const player = this.player;
    if (!player?.loaded || !player.model.values) return null;
    return this.overlay ? { ...player.model, step: this.overlay } : player.model;
  }

  /** Draws `step` (a hint of the step to come) in place of the player's last one; null to stop. */
  showStep(step) {
    this.overlay = step;
    this.changed = true;
    this.invalidate();
  }

  /** The colours to draw in (palette.js): the board is drawn again in them. */
  setPalette(palette) {
    this.renderer.setPalette(palette);
    this.changed = true;
    this.invalidate();
  }

  resize(width, height, dpr) {
    this.renderer.resize(width, height, dpr);
    this.changed = true;
    this.invalidate();
  }

  /** Asks for a frame (one at most is pending). */
  invalidate() {
    if (this.requested) return;
    this.requested = true;
    requestAnimationFrame(this.frame);
  }

  frame(now) {
    this.requested = false;
    const player = this.player;
    if (!player || !player.loaded) return;
    const update = player.tick(now);
    if (update.rewound) this.renderer.stopFlashes();
    if (update.reverted.length > 0 && !this.reducedMotion?.matches) {
      // A blink lasts about two operations, within limits the eye can follow.
      const blink = player.playing ? Math.min(BLINK_MAX_MS, Math.max(BLINK_MIN_MS, 2 * player.delay)) : BLINK_MAX_MS;
      this.renderer.flash(update.reverted, now, blink);
    }
    // A frame that only waits for the worker has nothing new to draw.
    const model = player.model;
    const due = this.changed || this.animating || model !== this.drawn || model.version !== this.drawnVersion;
    const held = this.beforeDraw(update, player);
    if (due && !held) {
      this.animating = this.renderer.draw(this.overlay ? { ...model, step: this.overlay } : model, now);
      this.drawn = model;
      this.drawnVersion = model.version;
      this.changed = false;
    }
    this.onFrame(update, player);
    if (player.busy || this.animating || (due && held)) this.invalidate();
  }
}
