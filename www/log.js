// Words beside the board: the log of every step reached so far (each one a
// button that goes to it), the counts of the solve up to the current step,
// and the polite announcement of the step the user moved to.

/**
 * Entries added to the log by one frame at most: a long solve's log fills
 * over many frames, each laying out a few entries, so that no frame on a
 * slow CPU spends its time on entries no one is reading yet.
 */
const CHUNK = 8;

/**
 * Entries in one block of the log. Each block is painted on its own, so a
 * changed entry repaints its block only; a layer for each of a thousand
 * entries would be a thousand layers that every hit test and paint walks.
 */
const BLOCK = 16;

/** The step counts shown, by element id, from the model. */
const STATS = {
  'stat-placements': (m) => m.placements,
  'stat-elimination-steps': (m) => m.eliminationSteps,
  'stat-eliminations': (m) => m.eliminations,
  'stat-guesses': (m) => m.counts.get('guess') || 0,
  'stat-backtracks': (m) => m.counts.get('backtrack') || 0,
  'stat-deepest': (m) => m.deepest,
};

export class StepLog {
  /**
   * @param doc the document
   * @param seek (n) => void, to go to the board after step n
   */
  constructor(doc, seek) {
    this.doc = doc;
    this.list = doc.getElementById('log');
    /** The entries, in order: entry n is step n + 1. */
    this.items = [];
    this.announcer = doc.getElementById('announce');
    this.stats = Object.entries(STATS).map(([id, value]) => ({ element: doc.getElementById(id), value }));
    this.list.addEventListener('click', (e) => {
      const button = e.target instanceof Element ? e.target.closest('button[data-op]') : null;
      if (button) seek(Number(button.dataset.op));
    });
    // One tab stop for the whole log (the current step); ↑ and ↓ move within it.
    this.list.addEventListener('keydown', (e) => {
      if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
      const button = e.target instanceof Element ? e.target.closest('button[data-op]') : null;
      if (!button) return;
      const at = Number(button.dataset.op) - 1;
      const next = this.items[e.key === 'ArrowUp' ? at - 1 : at + 1];
      if (!next) return;
      e.preventDefault();
      next.querySelector('button').focus();
    });
    this.reset();
  }

  /** Empties the log, for a new puzzle. */
  reset() {
    this.list.replaceChildren();
    this.items = [];
    this.current = null;
    this.version = -1;
    this.announced = null;
    this.announcer.textContent = '';
  }

  /** Adds the next few of the player's steps to the log; returns true while more are to come. */
  fill(player) {
    const known = player.known;
    if (this.items.length > known) this.reset();
    const listed = this.items.length;
    for (let i = listed; i < Math.min(known, listed + CHUNK); i++) {
      const item = this.item(i + 1, player.events[i]);
      if (i % BLOCK === 0) {
        // A list of its own, which assistive technology reads through.
        const block = this.doc.createElement('ol');
        block.className = 'log-block';
        block.setAttribute('role', 'none');
        this.list.append(block);
      }
      this.list.lastElementChild.append(item);
      this.items.push(item);
    }
    return this.items.length < known;
  }

  /** Shows the player's counts and marks its current step (once the log holds it). */
  update(player) {
    const m = player.model;
    if (m.version !== this.version) {
      this.version = m.version;
      for (const { element, value } of this.stats) {
        const text = String(value(m));
        if (element.textContent !== text) element.textContent = text;
      }
    }
    this.mark(m.op === 0 ? null : this.items[m.op - 1], !player.playing);
    // At the start the log's one tab stop is its first entry.
    const first = this.items[0];
    if (first && first !== this.current) first.firstChild.tabIndex = this.current ? -1 : 0;
    // While playing the sentence changes too fast to be read out.
    if (!player.playing && this.announced !== m.op) {
      this.announced = m.op;
      this.announcer.textContent = m.step ? `Step ${m.op}. ${m.step.text}` : 'Start of the solve.';
    }
  }

  item(op, event) {
    const li = this.doc.createElement('li');
    // Its list, a block, has no role of its own: the entry keeps its role
    // in the log's list by saying it.
    li.setAttribute('role', 'listitem');
    const button = this.doc.createElement('button');
    button.type = 'button';
    button.tabIndex = -1;
    button.dataset.op = String(op);
    const number = this.doc.createElement('span');
    number.className = 'log-op';
    number.textContent = String(op);
    button.append(number, ` ${event.text}`);
    li.append(button);
    return li;
  }

  /**
   * Marks the current step's entry; scrolls the log to it when `reveal`,
   * in a task after the frame: the frame has laid the page out by then,
   * where reading the entry's place within it would lay it out twice.
   */
  mark(item, reveal) {
    if (item !== this.current) {
      if (this.current) {
        this.current.removeAttribute('aria-current');
        this.current.firstChild.tabIndex = -1;
      }
      if (item) {
        item.setAttribute('aria-current', 'step');
        item.firstChild.tabIndex = 0;
      }
      this.current = item;
      this.revealed = false;
    }
    if (item && reveal && !this.revealed) {
      this.revealed = true;
      setTimeout(() => {
        if (this.current === item) this.reveal(item);
      }, 0);
    }
  }

  /** Scrolls the log just enough to show `item`. */
  reveal(item) {
    const list = this.list;
    // Where the entry is in the log's content, whichever box holds it.
    const top = item.getBoundingClientRect().top - list.getBoundingClientRect().top - list.clientTop + list.scrollTop;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (top + item.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = top + item.offsetHeight - list.clientHeight;
    }
  }
}
