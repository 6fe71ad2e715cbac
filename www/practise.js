// "Practise a technique": a puzzle made (in a worker of its own) whose
// hardest step is the technique picked, of the size picked beside New
// puzzle; the wiring opens it where the technique is first needed. This
// file holds the picker, the button and their words.

import { techniqueStyle } from '../npm/techniques.js';

/**
 * A technique's label after "a" or "an", as it is read: an initialism by
 * the name of its first letter ("an X-Wing", "an ALS-XZ", "a WXYZ-Wing"),
 * a word by its first sound ("an Empty rectangle", "a Unique rectangle").
 */
export function withArticle(label) {
  const first = label.split(/[\s-]/)[0];
  const initialism = /^[A-Z]{1,4}$/.test(first) && first !== 'BUG';
  const vowel = initialism ? /^[AEFHILMNORSX]/.test(first) : /^[aeio]/i.test(first);
  return `${vowel ? 'an' : 'a'} ${label}`;
}

export class Practise {
  /**
   * @param doc the document
   * @param on {list(size): Promise<names>, the techniques the size can
   *   practise; make({size, technique}): Promise<string>, what to say once
   *   the puzzle is open}
   */
  constructor(doc, on) {
    const $ = (id) => doc.getElementById(id);
    this.doc = doc;
    this.on = on;
    this.size = $('new-size');
    this.select = $('practise-technique');
    this.button = $('practise');
    this.info = $('practise-info');
    /** Whether the techniques have been listed (after the technique table came: their labels). */
    this.offered = false;
    this.button.addEventListener('click', () => this.make());
    this.size.addEventListener('change', () => this.offer());
  }

  /** Lists the techniques the size picked can practise, keeping the one picked if it is among them. */
  async offer() {
    this.offered = true;
    const size = Number(this.size.value);
    let names;
    try {
      names = await this.on.list(size);
    } catch (err) {
      this.say(`No practice puzzles: ${err instanceof Error ? err.message : String(err)}`, true);
      return;
    }
    if (Number(this.size.value) !== size) return;
    const picked = this.select.value;
    this.select.replaceChildren(
      ...names.map((name) => {
        const option = this.doc.createElement('option');
        option.value = name;
        option.textContent = techniqueStyle(name).label;
        return option;
      }),
    );
    if (names.includes(picked)) this.select.value = picked;
    this.button.disabled = names.length === 0;
  }

  async make() {
    const technique = this.select.value;
    if (!technique) return;
    const label = techniqueStyle(technique).label;
    this.button.disabled = true;
    this.button.textContent = 'Making…';
    this.say(`Making a puzzle whose hardest step is ${withArticle(label)}: a rare one can take a while.`);
    try {
      this.say(await this.on.make({ size: Number(this.size.value), technique }));
    } catch (err) {
      if (err?.name === 'AbortError') return;
      const why = err?.kind === 'gave-up' ? 'none turned up this time; try again, or pick another' : err instanceof Error ? err.message : String(err);
      this.say(`No ${label} puzzle: ${why}.`, true);
    } finally {
      this.button.disabled = false;
      this.button.textContent = 'Make a puzzle';
    }
  }

  say(words, error = false) {
    this.info.textContent = words;
    this.info.classList.toggle('error-text', error);
    this.info.hidden = !words;
  }
}
