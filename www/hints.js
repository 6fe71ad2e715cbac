// Hints on a paused board, in three levels, without moving the solve: the
// technique and where to look; then the pattern on the board; then the
// sentence. The wiring has the hint computed (in the solver's worker) and
// draws level 2 and 3 on the board; this file holds the button and the words.

import { whereToLook } from '../npm/places.js';
import { techniqueStyle } from '../npm/techniques.js';

export class Hints {
  /**
   * @param doc the document
   * @param next () => void: the user asked for the next level
   */
  constructor(doc, next) {
    this.button = doc.getElementById('hint');
    this.words = doc.getElementById('hint-text');
    this.button.addEventListener('click', () => next());
    this.clear();
  }

  /** Shows level `level` (1–3) of `step`, the hint for a board whose side is `side`. */
  show(step, level, side) {
    const logical = step.kind === 'place' || step.kind === 'eliminate';
    if (!logical) {
      this.words.textContent = `No hint from here: ${step.text}`;
    } else if (level === 1) {
      this.words.textContent = `${techniqueStyle(step.technique).label}: look at ${whereToLook({ ...step, side })}.`;
    } else if (level === 2) {
      this.words.textContent = `${techniqueStyle(step.technique).label}: the pattern is marked on the board.`;
    } else {
      this.words.textContent = step.text;
    }
    this.words.hidden = false;
    this.button.textContent = logical && level < 3 ? 'More hint' : 'Hint';
  }

  /** Says that the hint is being looked for (in the solver's worker). */
  busy() {
    this.words.textContent = 'Looking for a hint…';
    this.words.hidden = false;
  }

  /** Takes the hint away: the board moved on. */
  clear() {
    this.words.hidden = true;
    this.words.textContent = '';
    this.button.textContent = 'Hint';
  }

  /** The button works only on a paused, unfinished solve. */
  enable(enabled) {
    if (this.button.disabled === !enabled) return;
    this.button.disabled = !enabled;
  }
}
