// The board for assistive technology: a visually hidden table mirroring the
// canvas, one cell per cell with its value or its candidates. Only the cells
// whose words changed are rewritten.

/**
 * Cells written in one go, at most: the rest wait for the next frame. Words
 * that change are laid out again, and after a jump along a 25x25 solve's
 * timeline most of its 625 cells change: in one frame, on a slow CPU, that
 * is a pause a person notices.
 */
const CHUNK = 128;

export class CellTable {
  constructor(doc) {
    this.doc = doc;
    this.table = doc.getElementById('cells');
    this.caption = this.table.querySelector('caption');
    this.puzzle = null;
    /** The board being written, and the cell its writing goes on from. */
    this.model = null;
    this.next = 0;
    this.scheduled = false;
  }

  /** Builds the rows and columns for a new puzzle. */
  show(puzzle) {
    const doc = this.doc;
    this.puzzle = puzzle;
    this.model = null;
    this.next = 0;
    this.values = null;
    this.candidates = null;
    this.cells = [];
    this.words = [];
    // The roles are said, not left to the elements: the table is laid out
    // as blocks (cheaper to lay out again), and a table's parts laid out so
    // lose their roles in some browsers.
    const row = () => {
      const tr = doc.createElement('tr');
      tr.setAttribute('role', 'row');
      return tr;
    };
    const cell = () => {
      const td = doc.createElement('td');
      td.setAttribute('role', 'cell');
      return td;
    };
    const head = row();
    head.append(cell());
    for (let c = 1; c <= puzzle.side; c++) head.append(header(doc, 'col', `Column ${c}`));
    const rows = [head];
    for (let r = 1; r <= puzzle.side; r++) {
      const tr = row();
      tr.append(header(doc, 'row', `Row ${r}`));
      for (let c = 1; c <= puzzle.side; c++) {
        const td = cell();
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
   * `data-op`, once every cell says it), or the person's game (`data-op`
   * "play", the marks shown).
   */
  update(model) {
    this.model = model;
    if (model.values !== this.values || model.candidates !== this.candidates) {
      this.values = model.values;
      this.candidates = model.candidates;
      this.next = 0;
    }
    this.write();
  }

  /** Writes the next cells of the board being written; the rest in the frames after. */
  write() {
    const model = this.model;
    // A new puzzle came meanwhile: its first update starts afresh.
    if (!model) return;
    const playing = model.play !== undefined;
    const { side, alphabet, givens } = this.puzzle;
    const started = playing || model.op > 0;
    const end = Math.min(this.cells.length, this.next + CHUNK);
    for (let cell = this.next; cell < end; cell++) {
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
    this.next = end;
    if (end < this.cells.length) {
      if (!this.scheduled) {
        this.scheduled = true;
        // After the next frame, whose layout takes in the cells written so far.
        requestAnimationFrame(() =>
          setTimeout(() => {
            this.scheduled = false;
            this.write();
          }, 0),
        );
      }
      return;
    }
    const op = playing ? 'play' : String(model.op);
    if (this.table.dataset.op !== op) this.table.dataset.op = op;
  }
}

function header(doc, scope, text) {
  const th = doc.createElement('th');
  th.scope = scope;
  th.setAttribute('role', scope === 'row' ? 'rowheader' : 'columnheader');
  th.textContent = text;
  return th;
}
