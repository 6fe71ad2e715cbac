// The board for assistive technology: a visually hidden table mirroring the
// canvas, one cell per cell with its value or its candidates. Only the cells
// whose words changed are rewritten.

export class CellTable {
  constructor(doc) {
    this.doc = doc;
    this.table = doc.getElementById('cells');
    this.caption = this.table.querySelector('caption');
    this.puzzle = null;
  }

  /** Builds the rows and columns for a new puzzle. */
  show(puzzle) {
    const doc = this.doc;
    this.puzzle = puzzle;
    this.values = null;
    this.candidates = null;
    this.cells = [];
    this.words = [];
    const head = doc.createElement('tr');
    head.append(doc.createElement('td'));
    for (let c = 1; c <= puzzle.side; c++) head.append(header(doc, 'col', `Column ${c}`));
    const rows = [head];
    for (let r = 1; r <= puzzle.side; r++) {
      const tr = doc.createElement('tr');
      tr.append(header(doc, 'row', `Row ${r}`));
      for (let c = 1; c <= puzzle.side; c++) {
        const td = doc.createElement('td');
        this.cells.push(td);
        this.words.push('');
        tr.append(td);
      }
      rows.push(tr);
    }
    this.table.replaceChildren(this.caption, ...rows);
  }

  /**
   * Shows the board of `model`: the solve's step (in the table's
   * `data-op`), or the person's game (`data-op` "play", the marks shown).
   */
  update(model) {
    const playing = model.play !== undefined;
    this.table.dataset.op = playing ? 'play' : String(model.op);
    if (model.values === this.values && model.candidates === this.candidates) return;
    this.values = model.values;
    this.candidates = model.candidates;
    const { side, alphabet, givens } = this.puzzle;
    const started = playing || model.op > 0;
    for (let cell = 0; cell < this.cells.length; cell++) {
      const value = model.values[cell];
      let words;
      if (value) {
        words = givens[cell] ? `${alphabet[value - 1]}, given` : alphabet[value - 1];
      } else if (started) {
        const digits = [];
        for (let d = 0; d < side; d++) if (model.candidates[cell * side + d]) digits.push(alphabet[d]);
        if (playing) words = digits.length ? `empty, marks ${digits.join(' ')}` : 'empty';
        else words = digits.length ? `empty, candidates ${digits.join(' ')}` : 'empty, no candidates';
      } else {
        words = 'empty';
      }
      if (words !== this.words[cell]) {
        this.words[cell] = words;
        this.cells[cell].textContent = words;
      }
    }
  }
}

function header(doc, scope, text) {
  const th = doc.createElement('th');
  th.scope = scope;
  th.textContent = text;
  return th;
}
