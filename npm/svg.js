// The board as SVG, for export and print: the frame and box edges, each
// cell's background, value or candidates, and (unless left out) the step
// shown, as the canvas shows it: tints, the pattern's candidates circled,
// removed ones struck through, chain links as lines (dashed for weak
// ones). Vector, so it prints sharp at any size. The look comes from the
// renderer's own highlights, in the light palette (paper is white).

import { LIGHT as INK } from './palette.js';
import { blend, highlights, nodeCells, shapeOf } from './renderer.js';

const FONT = 'system-ui, Segoe UI, Roboto, Helvetica Neue, Arial, Liberation Sans, sans-serif';

const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/**
 * The SVG document of a board.
 * @param model what the renderer draws: {puzzle, values, candidates, step?, finished?, placedDepth?}
 * @param options {pattern: whether to draw the step shown (default true), cell: a cell's size in px (default 48)}
 */
export function boardSvg(model, { pattern = true, cell = 48 } = {}) {
  const { puzzle } = model;
  const { side, boxWidth, boxHeight, alphabet, givens } = puzzle;
  const { boxOf } = shapeOf(puzzle);
  const h = highlights(pattern ? model : { ...model, step: null });
  const margin = 3;
  const size = side * cell + 2 * margin;
  const at = (i) => margin + i * cell;
  const solved = model.finished === 'solved';
  const out = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" font-family="${FONT}">`);
  out.push(`<rect width="${size}" height="${size}" fill="${INK.cell}"/>`);
  const pad = cell * 0.04;
  const subW = (cell - 2 * pad) / boxWidth;
  const subH = (cell - 2 * pad) / boxHeight;
  const centre = (c, d) => ({
    x: at(c % side) + pad + (((d - 1) % boxWidth) + 0.5) * subW,
    y: at(Math.floor(c / side)) + pad + (Math.floor((d - 1) / boxWidth) + 0.5) * subH,
  });
  const candFont = Math.min(subH * 0.95, subW * 1.3, cell * 0.3);
  for (let c = 0; c < side * side; c++) {
    const [x, y] = [at(c % side), at(Math.floor(c / side))];
    const given = givens[c] === 1;
    let bg = given ? INK.givenCell : INK.cell;
    if (solved) bg = blend(bg, INK.solved, 0.09);
    const tint = h.tint.get(c);
    if (tint) bg = blend(bg, tint.colour, tint.t);
    out.push(`<rect x="${x}" y="${y}" width="${cell}" height="${cell}" fill="${bg}"/>`);
    const value = model.values[c];
    if (value) {
      const ink = given ? INK.given : c === h.focus ? h.colour : model.placedDepth?.[c] > 0 && !solved ? INK.provisional : INK.placed;
      const weight = given || c === h.focus ? 700 : 500;
      out.push(`<text x="${x + cell / 2}" y="${y + cell / 2}" font-size="${cell * 0.6}" font-weight="${weight}" fill="${ink}" text-anchor="middle" dominant-baseline="central">${escape(alphabet[value - 1])}</text>`);
      continue;
    }
    const struck = h.struck.get(c) || [];
    const marked = h.marked.get(c) || [];
    for (let d = 1; d <= side; d++) {
      const present = model.candidates[c * side + d - 1] === 1;
      const removed = struck.includes(d);
      if (!present && !removed) continue;
      const p = centre(c, d);
      const special = removed || marked.includes(d);
      const colour = special ? h.colour : INK.candidate;
      if (marked.includes(d)) out.push(`<circle cx="${p.x}" cy="${p.y}" r="${Math.min(subW, subH) * 0.46}" fill="none" stroke="${colour}" stroke-width="${candFont * 0.1}"/>`);
      out.push(`<text x="${p.x}" y="${p.y}" font-size="${candFont}" font-weight="${special ? 700 : 400}" fill="${colour}" text-anchor="middle" dominant-baseline="central">${escape(alphabet[d - 1])}</text>`);
      if (removed) {
        const half = candFont * 0.45;
        out.push(`<line x1="${p.x - half}" y1="${p.y + half}" x2="${p.x + half}" y2="${p.y - half}" stroke="${colour}" stroke-width="${candFont * 0.12}"/>`);
      }
    }
  }
  // Thin lines between all cells, then the box edges and the frame over them.
  const thin = [];
  const thick = [];
  for (let i = 1; i < side; i++) {
    for (let j = 0; j < side; j++) {
      // The edge between rows i-1 and i at column j, and between columns i-1 and i at row j.
      const across = boxOf[(i - 1) * side + j] !== boxOf[i * side + j];
      (across ? thick : thin).push(`M${at(j)} ${at(i)}h${cell}`);
      const down = boxOf[j * side + i - 1] !== boxOf[j * side + i];
      (down ? thick : thin).push(`M${at(i)} ${at(j)}v${cell}`);
    }
  }
  out.push(`<path d="${thin.join('')}" stroke="${INK.line}" stroke-width="1" fill="none"/>`);
  const frame = solved ? INK.solved : INK.boxLine;
  out.push(`<path d="${thick.join('')}" stroke="${frame}" stroke-width="${side > 16 ? 2 : 2.5}" stroke-linecap="square" fill="none"/>`);
  out.push(`<rect x="${margin}" y="${margin}" width="${side * cell}" height="${side * cell}" fill="none" stroke="${frame}" stroke-width="3"/>`);
  // Chain links, from node to node (a group's middle).
  const step = pattern ? model.step : null;
  for (const link of step?.links ?? []) {
    const middle = (node) => {
      const points = nodeCells(node).map((c) => centre(c, node.digit));
      return { x: points.reduce((s, p) => s + p.x, 0) / points.length, y: points.reduce((s, p) => s + p.y, 0) / points.length };
    };
    const [a, b] = [middle(link.from), middle(link.to)];
    const dash = link.strong ? '' : ` stroke-dasharray="${cell * 0.08} ${cell * 0.06}"`;
    out.push(`<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" stroke="${h.colour}" stroke-width="${cell * 0.035}"${dash}/>`);
  }
  out.push('</svg>');
  // Two decimals are finer than any printer.
  return out.join('\n').replace(/(\.\d\d)\d+/g, '$1');
}

/** A PNG (a Blob) of `svg`, `scale` device pixels per SVG pixel: the SVG drawn on a canvas. */
export function svgToPng(svg, scale = 2) {
  return new Promise((resolve, reject) => {
    const image = new Image();
    const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    image.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(image.width * scale);
      canvas.height = Math.round(image.height * scale);
      canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
      URL.revokeObjectURL(url);
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the PNG could not be made'))), 'image/png');
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('the SVG could not be drawn'));
    };
    image.src = url;
  });
}
