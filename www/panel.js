// The text beside the board: status, operation counter, the current step's
// sentence, the legend with per-technique counts, and the board as text.
// Written once per frame, and only where something changed.

import { BACKTRACK, CORE_TECHNIQUES, FAMILIES, GUESS, stepStyle, techniqueNames, techniqueStyle } from '../npm/techniques.js';

/** The width of a swatch's dash stroke, in CSS pixels. */
const DASH_WIDTH = 2.5;

/**
 * A stroke in `colour` dashed as `dash` (lengths of dash and gap in turn,
 * in pixels, as the canvas's setLineDash takes them), as a CSS gradient;
 * solid for an empty pattern.
 */
function dashes(colour, dash) {
  if (dash.length === 0) return `linear-gradient(${colour}, ${colour})`;
  // An odd count repeats, as setLineDash does, so that dashes and gaps alternate.
  const lengths = dash.length % 2 === 0 ? dash : [...dash, ...dash];
  const stops = [];
  let at = 0;
  lengths.forEach((length, i) => {
    const ink = i % 2 === 0 ? colour : 'transparent';
    stops.push(`${ink} ${at}px ${at + length}px`);
    at += length;
  });
  return `repeating-linear-gradient(to right, ${stops.join(', ')})`;
}

const STATUS = {
  solved: 'Solved',
  stuck: 'Stuck',
  unsolvable: 'Unsolvable',
  error: 'Error',
};

export class Panel {
  constructor(doc) {
    const $ = (id) => doc.getElementById(id);
    this.doc = doc;
    this.status = $('status');
    this.opCount = $('op-count');
    this.depth = $('depth');
    this.kind = $('step-kind');
    this.text = $('step-text');
    this.legend = $('legend');
    this.grid = $('grid-text');
    this.reset();
  }

  /** Forgets what was shown, for a new puzzle. */
  reset() {
    this.shown = {};
    // The techniques of the steps reached so far, and how many of those steps were looked through.
    this.used = new Set();
    this.scanned = 0;
    this.legendRows = new Map();
    this.legendKey = null;
    this.legendOrder = [];
    this.legend.replaceChildren();
  }

  /** Shows a message in place of the status (e.g. the solver failed to load). */
  showStatus(state, message) {
    this.set('status', message, () => {
      this.status.textContent = message;
      this.status.dataset.state = state;
    });
  }

  /** Says that the page cannot work, in place of the step sentence. */
  showFailure(message) {
    this.showStatus('error', 'Error');
    this.hideKind();
    this.text.textContent = message;
  }

  /**
   * Shows the player's current step and counts; `events` are the steps
   * received, of which the first `known` have been reached.
   */
  update(model, playing, events, known) {
    if (known < this.scanned) {
      this.used.clear();
      this.scanned = 0;
    }
    for (; this.scanned < known; this.scanned++) {
      const { technique } = events[this.scanned];
      if (technique) this.used.add(technique);
    }
    let state;
    if (model.finished) state = model.finished;
    else if (playing) state = 'playing';
    else state = model.op === 0 ? 'ready' : 'paused';
    const label = STATUS[state] || state.charAt(0).toUpperCase() + state.slice(1);
    this.showStatus(state, label);

    this.set('op', model.op, () => {
      this.opCount.textContent = `Step ${model.op}`;
      this.opCount.dataset.op = String(model.op);
    });
    this.set('depth', model.depth, () => {
      this.depth.textContent = model.depth > 0 ? `Guess depth ${model.depth}` : '';
      this.depth.hidden = model.depth === 0;
    });
    this.set('step', model.step || model.error, () => this.showStep(model));
    this.set('counts', `${model.version} ${this.used.size}`, () => this.showLegend(model.counts));
    this.set('values', model.values, () => {
      const { alphabet } = model.puzzle;
      // Numbers are joined by commas, 0 for a blank, as pencilmark writes them.
      const numbers = alphabet.some((s) => s.length > 1);
      const cells = Array.from(model.values, (v) => (v ? alphabet[v - 1] : numbers ? '0' : '.'));
      this.grid.textContent = cells.join(numbers ? ',' : '');
    });
  }

  showStep(model) {
    const step = model.step;
    if (model.error) {
      this.hideKind();
      this.text.textContent = `The solver failed: ${model.error}`;
      return;
    }
    if (!step) {
      this.hideKind();
      this.text.textContent = 'Press Play to watch the solver, or Step to go one step at a time.';
      return;
    }
    const style = stepStyle(step);
    this.kind.hidden = model.finished !== null;
    this.kind.textContent = style.label;
    this.kind.style.setProperty('--chip', style.colour);
    this.text.textContent = step.text;
  }

  /** Hides the technique chip and empties it, so no earlier step's name lingers. */
  hideKind() {
    this.kind.hidden = true;
    this.kind.textContent = '';
  }

  /**
   * The legend: a row for each technique of the steps reached so far (and
   * the common ones), with its count up to the step shown. Going back and
   * forth on the timeline changes only the counts: rows that came and went
   * with the step shown would lay out a good part of the page at each jump.
   */
  showLegend(counts) {
    const key = [...this.used].join(' ');
    if (key !== this.legendKey) {
      this.legendKey = key;
      this.legendOrder = this.legendRowsFor(this.used);
      // Rows are kept by name and only those that come or go touch the
      // list: while a solve plays, a rebuilt legend costs each frame its layout.
      const wanted = new Set(this.legendOrder.map((row) => row.li.dataset.technique));
      for (const li of [...this.legend.children]) {
        if (!wanted.has(li.dataset.technique)) li.remove();
      }
      this.legendOrder.forEach((row, i) => {
        if (this.legend.children[i] !== row.li) this.legend.insertBefore(row.li, this.legend.children[i] ?? null);
      });
    }
    for (const row of this.legendOrder) {
      const count = counts.get(row.li.dataset.technique) || 0;
      const text = count ? String(count) : '';
      if (row.count.textContent !== text) row.count.textContent = text;
    }
  }

  /** The legend's rows for a solve whose steps reached use the techniques `used`, in the legend's order. */
  legendRowsFor(used) {
    const names = [...CORE_TECHNIQUES];
    for (const name of used) if (!names.includes(name)) names.push(name);
    // By family, then in the table's order: a family's colour reads as one
    // block, whatever order the solve met its techniques in.
    const families = Object.keys(FAMILIES);
    const table = techniqueNames();
    const place = new Map(
      names.map((name) => {
        const family = families.indexOf(techniqueStyle(name).family);
        const at = table.indexOf(name);
        return [name, [family < 0 ? families.length : family, at < 0 ? table.length : at]];
      }),
    );
    names.sort((a, b) => {
      const [fa, ta] = place.get(a);
      const [fb, tb] = place.get(b);
      return fa - fb || ta - tb;
    });
    const rows = names.map((name) => this.legendRow(name, techniqueStyle(name)));
    rows.push(this.legendRow('guess', GUESS), this.legendRow('backtrack', BACKTRACK));
    return rows;
  }

  /** The legend's row for a technique, made at its first use for this puzzle. */
  legendRow(name, style) {
    let row = this.legendRows.get(name);
    if (row) return row;
    const li = this.doc.createElement('li');
    li.dataset.technique = name;
    const label = this.doc.createElement('span');
    label.className = 'legend-label';
    label.textContent = style.label;
    const count = this.doc.createElement('span');
    count.className = 'legend-count';
    li.append(this.swatch(style), label, count);
    row = { li, count };
    this.legendRows.set(name, row);
    return row;
  }

  /**
   * A legend's mark for a style: its colour, its glyph on it, and a stroke in
   * the dash pattern that outlines its pattern cells on the board. Drawn by
   * CSS (a box and a gradient), neither SVG elements nor an image: the rows
   * are laid out and painted again at every step shown, and rows come as
   * the solve meets new techniques. What it shows is kept in data
   * attributes, for tests and tools.
   */
  swatch(style) {
    const mark = this.doc.createElement('span');
    mark.className = 'swatch';
    mark.setAttribute('aria-hidden', 'true');
    const glyph = this.doc.createElement('span');
    glyph.className = 'swatch-glyph';
    glyph.textContent = style.glyph || '';
    mark.append(glyph);
    mark.style.setProperty('--colour', style.colour);
    const dash = style.dash && style.family ? style.dash.map((d) => d * DASH_WIDTH) : null;
    if (dash) mark.style.setProperty('--dash', dashes(style.colour, dash));
    Object.assign(mark.dataset, { colour: style.colour, glyph: style.glyph || '', dash: dash ? dash.join(' ') || 'none' : '' });
    return mark;
  }

  /** Runs `write` when `value` differs from what was last shown under `name`. */
  set(name, value, write) {
    if (this.shown[name] === value) return;
    this.shown[name] = value;
    write();
  }
}
