// The rating of the puzzle on the board, on Sudoku Explainer's scale: its
// level, ER, EP and ED, and its hardest step, a button that finds that
// step in the timeline.

import { techniqueStyle } from '../npm/techniques.js';

/** What ER, EP and ED stand for, in the words of the rating. */
const MEASURES = [
  ['er', 'ER', 'the hardest step of the solve'],
  ['ep', 'EP', 'the hardest step before the first digit is placed'],
  ['ed', 'ED', 'the first step: the easiest the puzzle offers'],
];

export class RatingView {
  /** @param on {hardest()}: the hardest step's button was pressed */
  constructor(doc, on) {
    const $ = (id) => doc.getElementById(id);
    this.doc = doc;
    this.box = $('rating');
    this.text = $('rating-text');
    this.hardestRow = $('rating-hardest-row');
    this.hardest = $('rating-hardest');
    this.noteLine = $('rating-note');
    this.hardest.addEventListener('click', () => on.hardest());
  }

  /** A new puzzle is on the board: its rating is on the way. */
  pending() {
    this.box.hidden = false;
    this.text.textContent = 'Rating the puzzle…';
    this.hardestRow.hidden = true;
    this.note('');
  }

  /** Shows a rating (what rate() returns) of a puzzle of `side` x `side`. */
  show(rating, side) {
    const level = rating.level.replace('-', ' ');
    const parts = [`Rated ${level}: `];
    MEASURES.forEach(([key, name, meaning], i) => {
      const abbr = this.doc.createElement('abbr');
      abbr.title = meaning;
      abbr.textContent = name;
      parts.push(abbr, ` ${rating[key].toFixed(1)}`, i < MEASURES.length - 1 ? ', ' : '');
    });
    parts.push(side === 9 ? " on Sudoku Explainer's scale" : " (Sudoku Explainer's 9×9 values)");
    if (rating.remaining > 0) parts.push(`; the techniques leave ${rating.remaining} cells to a guess`);
    this.text.replaceChildren(...parts);
    this.hardestRow.hidden = !rating.technique;
    if (rating.technique) {
      this.hardest.textContent = techniqueStyle(rating.technique).label;
      const step = rating.steps.find((s) => s.difficulty === rating.er);
      this.hardest.title = step ? step.text : 'Find its first step in the timeline';
    }
    this.box.hidden = false;
  }

  /** The puzzle could not be rated (several solutions, say): why. */
  fail(message) {
    this.text.textContent = `Not rated: ${message}`;
    this.hardestRow.hidden = true;
    this.box.hidden = false;
  }

  /** What finding the hardest step came to. */
  note(text) {
    this.noteLine.textContent = text;
  }
}
