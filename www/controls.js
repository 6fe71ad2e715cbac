// Input: the paste box, the sample picker, the new-puzzle picker, the
// buttons, the delay slider and the inline error. Controls report what the
// user asked for through the handlers they are given and never touch the
// solver or the canvas.

import { techniqueStyle } from '../npm/techniques.js';

/** Delay multipliers the slider steps through; 0 is full speed. */
export const SPEEDS = [0, 0.05, 0.1, 0.25, 0.5, 1, 2, 4];
const DEFAULT_SPEED = 1;

/** Keys beyond Space and →, with what they do. */
const KEYS = {
  ArrowLeft: (c) => c.on.back(),
  Home: (c) => c.on.restart(),
  End: (c) => c.on.end(),
  h: (c) => c.on.hint(),
  H: (c) => c.on.hint(),
  '+': (c) => c.nudgeSpeed(-1),
  '=': (c) => c.nudgeSpeed(-1),
  '-': (c) => c.nudgeSpeed(1),
};

function speedLabel(speed) {
  return speed === 0 ? 'none — full speed' : `${speed}×`;
}

export class Controls {
  /**
   * @param doc the document holding the controls
   * @param samples [{name, text}] offered in the sample picker
   * @param on {load(text, options), togglePlay(), step(), speed(multiplier),
   *   newPuzzle({size, level}), levels(size), back(), restart(), end(),
   *   hint()}: the last four for the keys ←, Home, End, H; load(),
   *   newPuzzle() and levels() return promises (load's of whether the text
   *   was loaded, levels' of the level names the generator makes at the size)
   */
  constructor(doc, samples, on) {
    const $ = (id) => doc.getElementById(id);
    this.input = $('puzzle-input');
    this.error = $('puzzle-error');
    this.anyway = $('allow-multiple');
    this.loadButton = $('load');
    this.sample = $('sample');
    this.guessing = $('guessing');
    this.forcingChains = $('forcing-chains');
    this.playButton = $('play');
    this.stepButton = $('step');
    this.speed = $('speed');
    this.speedValue = $('speed-value');
    this.newSize = $('new-size');
    this.newLevel = $('new-level');
    this.newButton = $('new-puzzle');
    this.newInfo = $('new-puzzle-info');
    this.generatorReady = false;
    this.samples = samples;
    this.state = '';

    const placeholder = doc.createElement('option');
    placeholder.value = '';
    placeholder.textContent = 'Choose…';
    this.sample.append(placeholder);
    for (const [i, s] of samples.entries()) {
      const option = doc.createElement('option');
      option.value = String(i);
      option.textContent = s.name;
      this.sample.append(option);
    }

    const load = () => this.submit();
    this.on = on;
    this.loadButton.addEventListener('click', load);
    this.anyway.addEventListener('click', () => this.submit({ allowMultipleSolutions: true }));
    this.sample.addEventListener('change', () => {
      const s = samples[Number(this.sample.value)];
      if (!s) return;
      this.input.value = s.text;
      this.newInfo.hidden = true;
      load();
    });
    this.input.addEventListener('input', () => {
      this.clearError();
      this.sample.value = '';
      this.newInfo.hidden = true;
    });
    this.newButton.addEventListener('click', () => this.requestNewPuzzle());
    this.newSize.addEventListener('change', () => this.offerLevels());
    this.input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        load();
      }
    });
    this.playButton.addEventListener('click', () => on.togglePlay());
    this.stepButton.addEventListener('click', () => on.step());

    this.speed.max = String(SPEEDS.length - 1);
    this.speed.value = String(SPEEDS.indexOf(DEFAULT_SPEED));
    this.speedChanged = () => {
      const s = this.speedMultiplier;
      this.speedValue.textContent = speedLabel(s);
      on.speed(s);
    };
    this.speed.addEventListener('input', this.speedChanged);
    this.speedValue.textContent = speedLabel(this.speedMultiplier);

    /** The keys work while the solver is watched, not while the person plays. */
    this.watching = true;
    doc.addEventListener('keydown', (e) => {
      const target = e.target instanceof Element ? e.target : null;
      if (!this.watching || !target || e.ctrlKey || e.metaKey || e.altKey) return;
      if (target.closest('textarea, input, select, summary')) return;
      if (e.key === ' ' && !target.closest('button')) {
        e.preventDefault();
        on.togglePlay();
      } else if (e.key === 'ArrowRight') {
        e.preventDefault();
        on.step();
      } else if (KEYS[e.key]) {
        e.preventDefault();
        KEYS[e.key](this);
      }
    });
  }

  get speedMultiplier() {
    return SPEEDS[Number(this.speed.value)] ?? DEFAULT_SPEED;
  }

  /** Moves the delay slider `by` notches (negative: less delay, faster). */
  nudgeSpeed(by) {
    const index = Math.min(SPEEDS.length - 1, Math.max(0, Number(this.speed.value) + by));
    if (String(index) === this.speed.value) return;
    this.speed.value = String(index);
    this.speedChanged();
  }

  /** Shows a sample in the box and loads it; resolves with whether it was loaded. */
  loadSample(index) {
    this.input.value = this.samples[index].text;
    this.sample.value = String(index);
    return this.submit();
  }

  /** Puts a puzzle's text and options in the box and the checkboxes, and loads it; resolves with whether it was loaded. */
  loadText(text, { guessing = true, forcingChains = true, ...extra } = {}) {
    this.input.value = text;
    this.sample.value = '';
    this.guessing.checked = guessing;
    this.forcingChains.checked = forcingChains;
    return this.submit(extra);
  }

  /** Asks to load what the box holds, as the Load button does; resolves with whether it was loaded. */
  submit(extra = {}) {
    return this.on.load(this.input.value, {
      guessing: this.guessing.checked,
      forcingChains: this.forcingChains.checked,
      ...extra,
    });
  }

  /** Enables the New puzzle button once the generator is there. */
  enableNewPuzzle() {
    this.generatorReady = true;
    this.newButton.disabled = false;
    this.offerLevels();
  }

  /**
   * Offers only the levels the generator makes at the size picked (the
   * solver's worker says which: a 4x4 puzzle is always easy); a level the
   * size lacks goes back to Any.
   */
  offerLevels() {
    const size = Number(this.newSize.value);
    return this.on.levels(size).then(
      (names) => {
        if (Number(this.newSize.value) !== size) return;
        for (const option of this.newLevel.options) {
          const offered = !option.value || names.includes(option.value);
          option.hidden = !offered;
          option.disabled = !offered;
        }
        if (this.newLevel.selectedOptions[0]?.disabled) this.newLevel.value = '';
      },
      // Without an answer every level stays offered; New puzzle says what went wrong.
      () => {},
    );
  }

  /** Asks for a puzzle of the size and level picked, as the button does. */
  requestNewPuzzle() {
    if (!this.generatorReady || this.newButton.disabled) return;
    const size = Number(this.newSize.value);
    const level = this.newLevel.value || undefined;
    this.newButton.disabled = true;
    this.newButton.textContent = 'Making…';
    this.newInfo.hidden = true;
    // The generator runs in a worker: the page stays usable meanwhile.
    this.on.newPuzzle({ size, level }).finally(() => {
      this.newButton.disabled = false;
      this.newButton.textContent = 'New puzzle';
    });
  }

  /** Puts a made puzzle in the box, says how it rates, and loads it; resolves with whether it was loaded. */
  showNewPuzzle(text, rating) {
    this.input.value = text;
    this.sample.value = '';
    this.clearError();
    const level = rating.level.replace('-', ' ');
    const technique = rating.technique && techniqueStyle(rating.technique).label;
    const scale = `ER ${rating.er.toFixed(1)}, EP ${rating.ep.toFixed(1)}, ED ${rating.ed.toFixed(1)}`;
    const hardest = technique ? `; hardest step: ${technique}` : '';
    this.newInfo.textContent = `New puzzle, rated ${level} (${scale})${hardest}`;
    this.newInfo.classList.remove('error-text');
    this.newInfo.hidden = false;
    return this.submit();
  }

  /** Says, beside New puzzle, why no puzzle was made; the box and the board keep what they had. */
  showNewPuzzleError(message) {
    this.newInfo.textContent = `No new puzzle: ${message}`;
    this.newInfo.classList.add('error-text');
    this.newInfo.hidden = false;
  }

  /**
   * Shows why the text is not a puzzle, beside the box; the text stays. A
   * puzzle with several solutions also gets a button to step to one of them.
   */
  showError(message, kind) {
    this.error.textContent = message;
    this.error.hidden = false;
    this.anyway.hidden = kind !== 'multiple-solutions';
    this.input.setAttribute('aria-invalid', 'true');
    const at = /line (\d+), column (\d+)/.exec(message);
    if (at) this.select(Number(at[1]), Number(at[2]));
  }

  clearError() {
    this.anyway.hidden = true;
    this.error.hidden = true;
    this.error.textContent = '';
    this.input.removeAttribute('aria-invalid');
  }

  /** Selects the character at a 1-based line and column of the box. */
  select(line, column) {
    const lines = this.input.value.split('\n');
    if (line > lines.length) return;
    let offset = 0;
    for (let i = 0; i < line - 1; i++) offset += lines[i].length + 1;
    const chars = [...lines[line - 1]];
    if (column > chars.length) return;
    offset += chars.slice(0, column - 1).join('').length;
    this.input.focus();
    this.input.setSelectionRange(offset, offset + chars[column - 1].length);
  }

  /** Enables and labels the buttons for the player's state (`searching`: solving on to a step asked for). */
  setState({ loaded, playing, finished, searching = false }) {
    const state = `${loaded}|${playing}|${finished}|${searching}`;
    if (state === this.state) return;
    this.state = state;
    this.playButton.disabled = !loaded || finished;
    this.stepButton.disabled = !loaded || finished;
    this.playButton.textContent = searching ? 'Stop' : playing ? 'Pause' : 'Play';
    this.playButton.setAttribute('aria-pressed', String(playing));
  }
}
