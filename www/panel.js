// The text beside the board: status, operation counter, the current step's
// sentence, the legend with per-technique counts, and the board as text.
// Written once per frame, and only where something changed.

import { BACKTRACK, CORE_TECHNIQUES, FAMILIES, GUESS, stepStyle, techniqueNames, techniqueStyle } from '../npm/techniques.js';

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

  update(model, playing) {
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
    this.set('counts', model.version, () => this.showLegend(model.counts));
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

  showLegend(counts) {
    // The rows change only when a technique comes or goes, their counts at
    // every step: the order is worked out again only for the former.
    const key = [...counts.keys()].join(' ');
    if (key !== this.legendKey) {
      this.legendKey = key;
      this.legendOrder = this.legendRowsFor(counts);
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

  /** The legend's rows for a solve whose steps so far are counted in `counts`, in the legend's order. */
  legendRowsFor(counts) {
    const names = [...CORE_TECHNIQUES];
    for (const name of counts.keys()) {
      if (name !== 'guess' && name !== 'backtrack' && !names.includes(name)) names.push(name);
    }
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
   * the dash pattern that outlines its pattern cells on the board.
   */
  swatch(style) {
    const svg = (name, attributes) => {
      const el = this.doc.createElementNS('http://www.w3.org/2000/svg', name);
      for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, String(v));
      return el;
    };
    const mark = svg('svg', { class: 'swatch', viewBox: '0 0 40 16', width: 40, height: 16, 'aria-hidden': 'true' });
    mark.append(svg('rect', { width: 16, height: 16, rx: 3, fill: style.colour }));
    if (style.glyph) {
      const glyph = svg('text', { x: 8, y: 12, 'text-anchor': 'middle', fill: '#fff', 'font-size': 11, 'font-weight': 700 });
      glyph.textContent = style.glyph;
      mark.append(glyph);
    }
    if (style.dash && style.family) {
      const width = 2.5;
      mark.append(svg('line', {
        x1: 21, y1: 8, x2: 39, y2: 8, stroke: style.colour, 'stroke-width': width,
        'stroke-dasharray': style.dash.length ? style.dash.map((d) => d * width).join(' ') : 'none',
      }));
    }
    return mark;
  }

  /** Runs `write` when `value` differs from what was last shown under `name`. */
  set(name, value, write) {
    if (this.shown[name] === value) return;
    this.shown[name] = value;
    write();
  }
}
