// "All steps here": every step available from the board shown, easiest
// first (one per technique, from the solver's worker), as a list of
// buttons; choosing one shows it on the board. Used by the page's watching
// and by play mode (the page's and the element's), each with its own
// button and list.

import { techniqueStyle } from './techniques.js';

export class StepsHere {
  /**
   * @param doc the document
   * @param ui {button, list}: the button that asks, and the list (an `ol`)
   * @param on {ask(): Promise<{steps, mistakes?}>, choose(step)}
   */
  constructor(doc, ui, on) {
    this.doc = doc;
    this.button = ui.button;
    this.list = ui.list;
    this.on = on;
    this.asked = null;
    this.button.addEventListener('click', () => this.open());
    this.list.addEventListener('click', (e) => {
      const item = e.target.closest('button[data-index]');
      if (!item) return;
      for (const other of this.list.querySelectorAll('button[aria-current]')) other.removeAttribute('aria-current');
      item.setAttribute('aria-current', 'true');
      on.choose(this.steps[Number(item.dataset.index)]);
    });
    this.clear();
  }

  /** Asks for the steps and lists them; a second ask while one is under way is dropped. */
  async open() {
    const asked = {};
    this.asked = asked;
    this.show('Looking for every step from here…');
    let answer;
    try {
      answer = await this.on.ask();
    } catch (err) {
      if (this.asked === asked) this.show(`No steps: ${err instanceof Error ? err.message : String(err)}`);
      return;
    }
    if (this.asked !== asked) return;
    this.asked = null;
    const { steps, mistakes } = Array.isArray(answer) ? { steps: answer } : answer;
    this.steps = steps;
    if (mistakes) return this.show(mistakes.text);
    if (steps.length === 0) return this.show('No technique applies here.');
    const items = steps.map((step, index) => {
      const li = this.doc.createElement('li');
      const button = this.doc.createElement('button');
      button.type = 'button';
      button.className = 'link';
      button.dataset.index = String(index);
      const name = techniqueStyle(step.technique).label;
      const label = this.doc.createElement('strong');
      label.textContent = name;
      // Most sentences start with the technique's name: it is said once.
      const text = step.text.startsWith(`${name}: `) ? step.text.slice(name.length + 2) : step.text;
      button.append(label, `: ${text}`);
      li.append(button);
      return li;
    });
    this.list.replaceChildren(...items);
    this.list.hidden = false;
    this.list.setAttribute('aria-label', `${steps.length} step${steps.length === 1 ? '' : 's'} from here, easiest first`);
    return undefined;
  }

  /** A line in place of the list. */
  show(words) {
    const li = this.doc.createElement('li');
    li.className = 'steps-here-note';
    li.textContent = words;
    this.list.replaceChildren(li);
    this.list.hidden = false;
    this.steps = [];
  }

  /** Takes the list away: the board moved on. */
  clear() {
    this.asked = null;
    this.steps = [];
    this.list.replaceChildren();
    this.list.hidden = true;
  }

  enable(enabled) {
    if (this.button.disabled !== !enabled) this.button.disabled = !enabled;
  }
}
