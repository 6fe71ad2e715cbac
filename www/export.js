// Save and print: the board shown as SVG or PNG (with or without the step
// shown), the board printed, and a sheet of new puzzles, with their
// ratings, printed for a class. The drawing is npm/svg.js's; this file
// holds the buttons and the print area.

import { boardSvg, svgToPng } from '../npm/svg.js';

/** Downloads `blob` as `name`. */
function download(doc, blob, name) {
  const link = doc.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

export class Export {
  /**
   * @param doc the document
   * @param on {shown(): the model the board shows, or null; make(options):
   *   Promise<{generated, puzzle, values}>, a new puzzle described;
   *   picked(): {size, level}, the New puzzle pickers' choice}
   */
  constructor(doc, on) {
    const $ = (id) => doc.getElementById(id);
    this.doc = doc;
    this.on = on;
    this.pattern = $('export-pattern');
    this.info = $('export-info');
    this.area = $('print-area');
    this.count = $('sheet-count');
    this.sheetButton = $('print-sheet');
    $('export-svg').addEventListener('click', () => this.save('svg'));
    $('export-png').addEventListener('click', () => this.save('png'));
    $('print-board').addEventListener('click', () => this.printBoard());
    this.sheetButton.addEventListener('click', () => this.printSheet());
    // Printed from the browser's menu, the page prints the board.
    doc.defaultView.addEventListener('beforeprint', () => {
      const svg = this.area.hidden ? this.svg() : null;
      if (svg) this.fill([{ svg, caption: '' }], 'print-one');
    });
    // The print area is for printing only: it goes once the dialog closes.
    doc.defaultView.addEventListener('afterprint', () => {
      this.area.replaceChildren();
      this.area.hidden = true;
    });
  }

  svg() {
    const model = this.on.shown();
    return model ? boardSvg(model, { pattern: this.pattern.checked }) : null;
  }

  async save(kind) {
    const svg = this.svg();
    if (!svg) return;
    try {
      const blob = kind === 'svg' ? new Blob([svg], { type: 'image/svg+xml' }) : await svgToPng(svg, 2);
      download(this.doc, blob, `pencilmark.${kind}`);
      this.info.textContent = `Saved the board as pencilmark.${kind}`;
    } catch (err) {
      this.info.textContent = `The board could not be saved: ${err.message}`;
    }
  }

  /** Prints the board shown, large and alone on the page. */
  printBoard() {
    const svg = this.svg();
    if (!svg) return;
    this.fill([{ svg, caption: '' }], 'print-one');
    this.doc.defaultView.print();
  }

  /** Makes `count` puzzles of the size and level picked beside New puzzle, and prints them with their ratings. */
  async printSheet() {
    const count = Math.min(12, Math.max(1, Math.round(Number(this.count.value)) || 6));
    const { size, level } = this.on.picked();
    this.sheetButton.disabled = true;
    const pages = [];
    try {
      for (let i = 1; i <= count; i++) {
        this.info.textContent = `Making puzzle ${i} of ${count}…`;
        const { generated, puzzle, values } = await this.on.make({ size, level });
        const model = { puzzle, values, candidates: new Uint8Array(values.length * puzzle.side), step: null };
        const { er, ep, ed } = generated.rating;
        const name = generated.rating.level.replace('-', ' ');
        pages.push({ svg: boardSvg(model, { pattern: false }), caption: `${i}. ${name}: ER ${er.toFixed(1)}, EP ${ep.toFixed(1)}, ED ${ed.toFixed(1)}` });
      }
    } catch (err) {
      if (err?.name !== 'AbortError') this.info.textContent = `No sheet: ${err.message}`;
      return;
    } finally {
      this.sheetButton.disabled = false;
    }
    this.info.textContent = `A sheet of ${count} puzzles, ready to print.`;
    this.fill(pages, 'print-sheet');
    this.doc.defaultView.print();
  }

  /** Puts `pages` ({svg, caption}) in the print area, laid out by `kind`. */
  fill(pages, kind) {
    const figures = pages.map(({ svg, caption }) => {
      const figure = this.doc.createElement('figure');
      const image = this.doc.createElement('img');
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      image.alt = caption || 'The board';
      figure.append(image);
      if (caption) {
        const text = this.doc.createElement('figcaption');
        text.textContent = caption;
        figure.append(text);
      }
      return figure;
    });
    this.area.className = `print-area ${kind}`;
    this.area.replaceChildren(...figures);
    this.area.hidden = false;
  }
}
