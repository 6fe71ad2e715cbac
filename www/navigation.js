// Input for moving through a solve: Restart, Back, End, the timeline and
// "next step of technique X". Reports what the user asked for through the
// handlers it is given; update() shows where the player is.

import { BACKTRACK, GUESS, techniqueNames, techniqueStyle } from '../npm/techniques.js';

/** What the page says when a search for the next step of a technique ends. */
const JUMP_RESULTS = {
  found: () => '',
  missing: (label) => `No ${label} step ahead.`,
  stopped: (label) => `Stopped looking for the next ${label} step.`,
};

export class Navigation {
  /**
   * @param doc the document holding the controls
   * @param on {restart(), back(), end(), seek(n), jump(name, done)}: jump()
   *   calls done('found' | 'missing' | 'stopped') when the search ends
   */
  constructor(doc, on) {
    const $ = (id) => doc.getElementById(id);
    this.restartButton = $('restart');
    this.backButton = $('back');
    this.endButton = $('end');
    this.timeline = $('timeline');
    this.timelineValue = $('timeline-value');
    this.technique = $('jump-technique');
    this.jumpButton = $('jump');
    this.jumpResult = $('jump-result');
    this.shown = '';

    /** The technique table's names the choices were made from. */
    this.listed = null;

    this.restartButton.addEventListener('click', () => on.restart());
    this.backButton.addEventListener('click', () => on.back());
    this.endButton.addEventListener('click', () => on.end());
    this.timeline.addEventListener('input', () => on.seek(Number(this.timeline.value)));
    this.jumpButton.addEventListener('click', () => {
      const option = this.technique.selectedOptions[0];
      this.jumpResult.textContent = `Looking for the next ${option.textContent} step…`;
      on.jump(option.value, (result) => {
        this.jumpResult.textContent = JUMP_RESULTS[result](option.textContent);
      });
    });
    this.technique.addEventListener('change', () => {
      this.jumpResult.textContent = '';
    });
  }

  /** The choices of "next step of": the solver's techniques (once it sent its table), guess and backtrack. */
  listTechniques() {
    const names = techniqueNames();
    if (this.listed && this.listed.join() === names.join()) return;
    this.listed = names;
    const choices = [...names.map((name) => [name, techniqueStyle(name)]), ['guess', GUESS], ['backtrack', BACKTRACK]];
    this.technique.replaceChildren(
      ...choices.map(([name, { label }]) => {
        const option = this.technique.ownerDocument.createElement('option');
        option.value = name;
        option.textContent = label;
        return option;
      }),
    );
  }

  /** Shows the player's position: the timeline spans the steps reached so far. */
  update(player) {
    this.listTechniques();
    const { op, finished, step } = player.model;
    const known = player.known;
    const complete = player.complete;
    const received = player.events.length;
    const state = `${op}|${known}|${complete}|${finished}|${received}`;
    if (state === this.shown) return;
    this.shown = state;
    // Events the solver's worker has sent, some maybe not shown yet: nothing on screen, for tests.
    this.timeline.dataset.received = String(received);
    this.restartButton.disabled = op === 0;
    this.backButton.disabled = op === 0;
    this.endButton.disabled = finished !== null;
    this.jumpButton.disabled = finished !== null;
    this.timeline.disabled = known === 0;
    this.timeline.max = String(known);
    this.timeline.value = String(op);
    const of = complete ? `of ${known}` : `of ${known} so far`;
    this.timelineValue.textContent = `${op} ${of}`;
    this.timeline.setAttribute('aria-valuetext', `Step ${op} ${of}${step ? `: ${step.text}` : ''}`);
  }

  /** Forgets the last answer to "next step of", for a new puzzle. */
  reset() {
    this.jumpResult.textContent = '';
  }
}
