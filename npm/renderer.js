// Canvas drawing only. The board is drawn once in full (after a new puzzle or a
// resize); after that each frame repaints just the cells whose look changed.
// A cell's look is summed up in a key string; equal key, no repaint. Chain
// arrows, which cross cells and the lines between them, are drawn on a second
// canvas laid over the board: they come and go without repainting a cell.

import { LIGHT, colourOf } from './palette.js';
import { stepStyle } from './techniques.js';

const FONT = 'system-ui, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif';
const FLASH_LEVELS = 14;
/** Milliseconds of cell drawing a frame may take before the rest waits for the next. */
const DRAW_BUDGET_MS = 8;
/** Below this size (CSS pixels) candidates are drawn as dots, not symbols. */
const MIN_CANDIDATE_FONT = 7;

const blendCache = new Map();

/** The point `distance` from `p` toward `q`. */
function toward(p, q, distance) {
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  const length = Math.hypot(dx, dy) || 1;
  const d = Math.min(distance, length / 2);
  return { x: p.x + (dx / length) * d, y: p.y + (dy / length) * d };
}

/** `colour` laid over `base` at opacity t, as an opaque colour: `#rrggbb`, so that it blends again. */
/** The width of the ring round a cell (the selection, a step's cell) of `cs` device pixels. */
function ringWidth(cs) {
  return Math.max(2, Math.round(cs * 0.07));
}

export function blend(base, colour, t) {
  const key = `${base}${colour}${t}`;
  let out = blendCache.get(key);
  if (out === undefined) {
    const a = parseInt(base.slice(1), 16);
    const b = parseInt(colour.slice(1), 16);
    const ch = (shift) => Math.round(((a >> shift) & 255) * (1 - t) + ((b >> shift) & 255) * t);
    out = `#${((ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).padStart(6, '0')}`;
    blendCache.set(key, out);
  }
  return out;
}

/**
 * What the board's list of houses (`puzzle.houses`, from the solver) gives
 * the drawing: each house's cells by kind and index, and each cell's box.
 */
const shapes = new WeakMap();
export function shapeOf(puzzle) {
  let shape = shapes.get(puzzle);
  if (!shape) {
    const cells = new Map();
    const boxOf = new Int32Array(puzzle.side * puzzle.side);
    for (const house of puzzle.houses) {
      cells.set(`${house.kind} ${house.index}`, house.cells);
      if (house.kind === 'box') for (const cell of house.cells) boxOf[cell] = house.index;
    }
    shape = { cells, boxOf };
    shapes.set(puzzle, shape);
  }
  return shape;
}

function houseCells(puzzle, house) {
  return shapeOf(puzzle).cells.get(`${house.kind} ${house.index}`) ?? [];
}

/** The cells of a chain node: its group, or its cell. */
export function nodeCells(node) {
  return node.group && node.group.length > 0 ? node.group : [node.cell];
}

/** A key for the chain links and almost locked sets of a step ('' for none). */
function linksKey(step) {
  const links = (step && step.links) || [];
  const sets = (step && step.sets) || [];
  if (links.length === 0 && sets.length === 0) return '';
  const node = (n) => `${nodeCells(n).join('+')}:${n.digit}`;
  const set = (l) => (l.set ? `[${l.set.join('+')}]` : '');
  const chain = links.map((l) => `${node(l.from)}${l.strong ? '=' : '-'}${set(l)}${node(l.to)}`).join(' ');
  return `${chain}|${sets.map((s) => s.join('+')).join(' ')}`;
}

/**
 * How strongly each almost locked set of a pattern is shaded, in turn: sets
 * side by side read apart in the one colour of their technique.
 */
const SET_SHADES = [0.12, 0.3, 0.2];

/** What the current step asks to be shown, cell by cell, in the colours of `palette`. */
export function highlights(model, palette = LIGHT) {
  const step = model.step;
  const h = {
    colour: null,
    tint: new Map(),
    struck: new Map(),
    focus: -1,
    focusDigit: 0,
    // Pattern cells whose pattern digits are marked, and the fins.
    marked: new Map(),
    fins: new Set(),
    // Pattern cells outlined in the family's dash pattern, a cue beside colour.
    outlined: new Set(),
    dash: [],
  };
  if (!step || step.kind === 'candidates' || step.kind === 'solved' || step.kind === 'stuck') return h;
  const puzzle = model.puzzle;
  const style = stepStyle(step);
  const colour = colourOf(palette, style);
  h.colour = colour;
  h.dash = style.dash || [];
  for (const cell of step.cells || []) h.outlined.add(cell);
  const tint = (cell, colour, t) => {
    const old = h.tint.get(cell);
    if (!old || old.t < t) h.tint.set(cell, { colour, t });
  };
  const houses = step.houses || (step.house ? [step.house] : []);
  for (const house of houses) for (const cell of houseCells(puzzle, house)) tint(cell, colour, 0.1);
  for (const cell of step.cells || []) tint(cell, colour, 0.26);
  (step.sets || []).forEach((set, i) => {
    for (const cell of set) h.tint.set(cell, { colour, t: SET_SHADES[i % SET_SHADES.length] });
  });
  const digits = step.digits || [];
  const links = step.links || [];
  if (links.length > 0) {
    // A chain marks the candidates it runs through, each cell its own.
    for (const { from, to } of links) {
      for (const node of [from, to]) {
        for (const cell of nodeCells(node)) {
          const marked = h.marked.get(cell) || [];
          if (!marked.includes(node.digit)) h.marked.set(cell, [...marked, node.digit]);
        }
      }
    }
    for (const cell of step.fins || []) h.marked.set(cell, digits);
  } else {
    for (const cell of [...(step.cells || []), ...(step.fins || [])]) h.marked.set(cell, digits);
  }
  for (const cell of step.fins || []) {
    h.fins.add(cell);
    tint(cell, colour, 0.4);
  }
  // A backtrack's contradiction, and where each broken branch of a
  // forcing net breaks.
  const contradictions = [step.contradiction, ...(step.net || []).map((b) => b.contradiction)];
  for (const contradiction of contradictions.filter(Boolean)) {
    if (contradiction.kind === 'no-place' && contradiction.house) {
      for (const cell of houseCells(puzzle, contradiction.house)) tint(cell, palette.backtrack, 0.12);
    } else if (contradiction.cell !== undefined) {
      tint(contradiction.cell, palette.backtrack, 0.3);
    }
  }
  if (step.cell !== undefined) {
    h.focus = step.cell;
    h.focusDigit = step.kind === 'backtrack' ? 0 : step.digit;
    tint(step.cell, colour, 0.22);
  }
  for (const { cell, digit } of step.removals || []) {
    let digits = h.struck.get(cell);
    if (!digits) h.struck.set(cell, (digits = []));
    digits.push(digit);
  }
  return h;
}

export class Renderer {
  /**
   * @param canvas the board's canvas
   * @param overlay a transparent canvas of the same size laid over it, for the chain arrows
   */
  constructor(canvas, overlay) {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d');
    this.overlay = overlay;
    this.overlayCtx = overlay.getContext('2d');
    this.puzzle = null;
    this.width = 0;
    this.height = 0;
    this.dpr = 1;
    this.keys = [];
    this.frameKey = null;
    this.flashes = new Map();
    this.metrics = new Map();
    // The font the board's context is set to (text sets it).
    this.font = null;
    this.palette = LIGHT;
    // The cell the next frame's drawing starts from.
    this.next = 0;
  }

  /** A new board shape: everything is drawn afresh on the next frame. */
  setPuzzle(puzzle) {
    this.puzzle = puzzle;
    this.flashes.clear();
    this.invalidate();
  }

  /** The canvas's size in device pixels and the device pixel ratio. */
  resize(width, height, dpr) {
    if (width === this.width && height === this.height && dpr === this.dpr) return;
    this.width = width;
    this.height = height;
    this.dpr = dpr;
    this.canvas.width = width;
    this.canvas.height = height;
    this.font = null;
    this.overlay.width = width;
    this.overlay.height = height;
    this.invalidate();
  }

  /** The colours to draw in (palette.js); a change redraws the whole board. */
  setPalette(palette) {
    if (JSON.stringify(palette) === JSON.stringify(this.palette)) return;
    this.palette = palette;
    this.invalidate();
  }

  invalidate() {
    this.frameKey = null;
    this.layout = null;
    this.arrows = null;
  }

  /** Cells a backtrack emptied blink red, fading out over `duration` ms. */
  flash(cells, now, duration) {
    for (const cell of cells) this.flashes.set(cell, { start: now, duration });
  }

  /** Ends every blink at once (the player went back past them). */
  stopFlashes() {
    this.flashes.clear();
  }

  /** Draws what changed. Returns true while a blink, or cells left for later, need more frames. */
  draw(model, now) {
    if (!this.puzzle || !this.width) return false;
    if (!this.layout) {
      this.layout = this.computeLayout();
      // How the board is laid out, for tests and tools: the cells' size in
      // CSS pixels, and whether candidates are drawn as symbols or dots.
      const data = this.canvas.dataset;
      data.cellSize = String(Math.round(this.layout.cs / this.dpr));
      data.candidates = this.layout.dots ? 'dots' : 'symbols';
    }
    const solved = model.finished === 'solved';
    const frameKey = `${solved}`;
    // The board drawn afresh wipes every cell: all are drawn in this frame,
    // with no budget, so that none shows as a hole meanwhile. A solve ended
    // or gone back from only recolours the box edges, which lie between
    // the cells: the cells follow on the budget.
    let budget = DRAW_BUDGET_MS;
    if (this.frameKey === null) {
      this.drawFrame(solved);
      this.keys = new Array(this.puzzle.side * this.puzzle.side).fill(null);
      budget = Infinity;
    } else if (frameKey !== this.frameKey) {
      this.drawEdges(solved);
    }
    this.frameKey = frameKey;
    const h = highlights(model, this.palette);
    const n = this.keys.length;
    // Cells are drawn for a few milliseconds a frame at most, on from where
    // the last frame stopped: on a slow CPU a step that changes the whole
    // board (a jump on the timeline, a backtrack) is drawn over a few frames
    // rather than holding up one.
    const deadline = performance.now() + budget;
    let drawn = 0;
    let pending = false;
    for (let i = 0; i < n; i++) {
      const cell = (this.next + i) % n;
      const look = this.look(model, h, cell, solved, now);
      if (look.key !== this.keys[cell]) {
        this.drawCell(cell, look);
        this.keys[cell] = look.key;
        drawn++;
        if (drawn % 8 === 0 && i < n - 1 && performance.now() > deadline) {
          this.next = (cell + 1) % n;
          pending = true;
          break;
        }
      }
    }
    // Whether the board shows all of the model yet, for tests and tools.
    const complete = pending ? 'part' : 'all';
    if (this.canvas.dataset.drawn !== complete) this.canvas.dataset.drawn = complete;
    const arrows = linksKey(model.step);
    if (arrows !== this.arrows) {
      this.overlayCtx.clearRect(0, 0, this.width, this.height);
      const none = { solid: 0, dashed: 0, groups: 0, sets: 0, colour: '' };
      const drawn = arrows === '' ? none : this.drawLinks(model.step.links || [], h.colour, model.step.sets || []);
      // What the chain on the board is, for tests and tools: its arrows,
      // solid and dashed, its groups' frames, the almost locked sets it
      // runs through, and the colour they are in.
      const data = this.canvas.dataset;
      data.arrows = String(drawn.solid + drawn.dashed);
      data.solidArrows = String(drawn.solid);
      data.dashedArrows = String(drawn.dashed);
      data.groups = String(drawn.groups);
      data.sets = String(drawn.sets);
      data.arrowColour = drawn.colour;
      this.arrows = arrows;
    }
    // How many cells are blinking, for tests and tools.
    const flashing = String(this.flashes.size);
    if (this.canvas.dataset.flashing !== flashing) this.canvas.dataset.flashing = flashing;
    return pending || this.flashes.size > 0;
  }

  /**
   * Strokes the outline of a set of cells on the overlay, a little inside
   * them: each cell edge whose neighbour across is not in the set.
   */
  outlineCells(cells, lineWidth, dash) {
    const ctx = this.overlayCtx;
    const L = this.layout;
    const { side } = this.puzzle;
    const inside = new Set(cells);
    const inset = Math.max(lineWidth, L.cs * 0.06);
    ctx.save();
    ctx.lineWidth = lineWidth;
    ctx.setLineDash(dash);
    ctx.beginPath();
    for (const cell of cells) {
      const [row, col] = [Math.floor(cell / side), cell % side];
      const [left, top] = [L.xs[col] + inset, L.ys[row] + inset];
      const [right, bottom] = [L.xs[col] + L.cs - inset, L.ys[row] + L.cs - inset];
      const open = (r, c) => r < 0 || c < 0 || r >= side || c >= side || !inside.has(r * side + c);
      // Across a shared edge the outline runs on to the line between the
      // two cells, where the neighbour's takes over.
      const [west, east] = [
        open(row, col - 1) ? left : (L.xs[col - 1] + L.cs + L.xs[col]) / 2,
        open(row, col + 1) ? right : (L.xs[col] + L.cs + L.xs[col + 1]) / 2,
      ];
      const [north, south] = [
        open(row - 1, col) ? top : (L.ys[row - 1] + L.cs + L.ys[row]) / 2,
        open(row + 1, col) ? bottom : (L.ys[row] + L.cs + L.ys[row + 1]) / 2,
      ];
      if (open(row - 1, col)) {
        ctx.moveTo(west, top);
        ctx.lineTo(east, top);
      }
      if (open(row + 1, col)) {
        ctx.moveTo(west, bottom);
        ctx.lineTo(east, bottom);
      }
      if (open(row, col - 1)) {
        ctx.moveTo(left, north);
        ctx.lineTo(left, south);
      }
      if (open(row, col + 1)) {
        ctx.moveTo(right, north);
        ctx.lineTo(right, south);
      }
    }
    ctx.stroke();
    ctx.restore();
  }

  /** The cell at (x, y), CSS pixels from the canvas's top left corner; -1 off the cells. */
  cellAt(x, y) {
    const L = this.layout;
    if (!L || !this.puzzle) return -1;
    const [px, py] = [x * this.dpr, y * this.dpr];
    const find = (starts, at) => starts.findIndex((start) => at >= start && at < start + L.cs);
    const [row, col] = [find(L.ys, py), find(L.xs, px)];
    return row < 0 || col < 0 ? -1 : row * this.puzzle.side + col;
  }

  /** Where candidate `digit` of `cell` is drawn: its centre. */
  candidateCentre(cell, digit) {
    const L = this.layout;
    const { side, boxWidth } = this.puzzle;
    const x = L.xs[cell % side];
    const y = L.ys[Math.floor(cell / side)];
    return {
      x: x + L.pad + (((digit - 1) % boxWidth) + 0.5) * L.subW,
      y: y + L.pad + (Math.floor((digit - 1) / boxWidth) + 0.5) * L.subH,
    };
  }

  /**
   * Chain links as arrows between candidates in the technique's colour, on
   * the overlay: solid for strong links, dashed for weak ones, slightly
   * bowed so that links along one line stay apart. A group (a digit in
   * several cells of a line and a box, true or false together) is one node:
   * a rounded frame spanning its cells' candidates, its arrows ending at the
   * frame. An almost locked set a strong link runs through, and each of
   * `patternSets` (the sets of an ALS pattern), is outlined around its
   * cells, a thin dashed line, so the set reads as one thing. Returns what
   * it drew: how many solid and dashed arrows, group frames and set
   * outlines, and their colour as the canvas took it.
   */
  drawLinks(links, colour, patternSets = []) {
    const ctx = this.overlayCtx;
    const L = this.layout;
    const inset = Math.min(L.subW, L.subH) * 0.5;
    // A node's middle and, for a group, the half width and height of its frame.
    const end = (node) => {
      const points = nodeCells(node).map((cell) => this.candidateCentre(cell, node.digit));
      const xs = points.map((p) => p.x);
      const ys = points.map((p) => p.y);
      const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
      return {
        x: (left + right) / 2,
        y: (top + bottom) / 2,
        group: points.length > 1,
        halfWidth: (right - left) / 2 + inset,
        halfHeight: (bottom - top) / 2 + inset,
      };
    };
    // How far from a node's middle towards `q` its arrow ends: the edge of a group's frame.
    const reach = (node, q) => {
      if (!node.group) return inset;
      const dx = Math.abs(q.x - node.x);
      const dy = Math.abs(q.y - node.y);
      const length = Math.hypot(dx, dy) || 1;
      return Math.min(dx > 0 ? (node.halfWidth * length) / dx : Infinity, dy > 0 ? (node.halfHeight * length) / dy : Infinity);
    };
    const width = Math.max(1.5 * this.dpr, L.cs * 0.045);
    const head = Math.max(5 * this.dpr, L.cs * 0.14);
    ctx.save();
    ctx.strokeStyle = colour;
    ctx.fillStyle = colour;
    const drawn = { solid: 0, dashed: 0, groups: 0, sets: 0, colour: ctx.strokeStyle };
    ctx.lineWidth = width;
    ctx.lineCap = 'round';
    const sets = new Map();
    for (const link of links) if (link.set) sets.set(link.set.join('+'), link.set);
    for (const set of patternSets) sets.set(set.join('+'), set);
    for (const set of sets.values()) {
      this.outlineCells(set, Math.max(1, width * 0.6), [width * 1.5, width * 1.5]);
      drawn.sets++;
    }
    const groups = new Map();
    for (const link of links) {
      for (const node of [link.from, link.to]) {
        if (nodeCells(node).length > 1) groups.set(`${nodeCells(node).join('+')}:${node.digit}`, end(node));
      }
    }
    for (const group of groups.values()) {
      const w = group.halfWidth;
      const h = group.halfHeight;
      ctx.beginPath();
      ctx.roundRect(group.x - w, group.y - h, 2 * w, 2 * h, inset);
      ctx.stroke();
      drawn.groups++;
    }
    for (const link of links) {
      const a = end(link.from);
      const b = end(link.to);
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const length = Math.hypot(dx, dy);
      if (length < 1) continue;
      const ux = dx / length;
      const uy = dy / length;
      // Bow to the left of the direction of travel, more for longer links.
      const bow = Math.min(L.cs * 0.6, length * 0.18);
      const mid = { x: (a.x + b.x) / 2 - uy * bow, y: (a.y + b.y) / 2 + ux * bow };
      const from = toward(a, mid, reach(a, mid));
      const to = toward(b, mid, reach(b, mid));
      const dash = link.strong ? [] : [width * 2.2, width * 1.8];
      ctx.setLineDash(dash);
      ctx.beginPath();
      ctx.moveTo(from.x, from.y);
      ctx.quadraticCurveTo(mid.x, mid.y, to.x, to.y);
      ctx.stroke();
      // The head points along the curve's last tangent.
      const tx = to.x - mid.x;
      const ty = to.y - mid.y;
      const t = Math.hypot(tx, ty) || 1;
      const hx = tx / t;
      const hy = ty / t;
      ctx.setLineDash([]);
      ctx.beginPath();
      ctx.moveTo(to.x, to.y);
      ctx.lineTo(to.x - hx * head - hy * head * 0.45, to.y - hy * head + hx * head * 0.45);
      ctx.lineTo(to.x - hx * head + hy * head * 0.45, to.y - hy * head - hx * head * 0.45);
      ctx.closePath();
      ctx.fill();
      if (dash.length === 0) drawn.solid++;
      else drawn.dashed++;
    }
    ctx.restore();
    return drawn;
  }

  computeLayout() {
    const { side, boxWidth, boxHeight } = this.puzzle;
    const { boxOf } = shapeOf(this.puzzle);
    const d = this.dpr;
    const thin = Math.max(1, Math.round(d));
    const thick = Math.max(2, Math.round(d * (side > 16 ? 2 : 2.5)));
    const border = Math.max(thick, Math.round(d * 3));
    // The gap between two lines of cells is thick where a box edge runs
    // along it: where some cell and its neighbour across lie in two boxes.
    const lineWidths = (cellAt) => {
      const w = [border];
      for (let i = 1; i < side; i++) {
        let edge = false;
        for (let j = 0; j < side && !edge; j++) edge = boxOf[cellAt(j, i - 1)] !== boxOf[cellAt(j, i)];
        w.push(edge ? thick : thin);
      }
      w.push(border);
      return w;
    };
    const wx = lineWidths((row, col) => row * side + col);
    const wy = lineWidths((col, row) => row * side + col);
    const sum = (a) => a.reduce((s, x) => s + x, 0);
    const size = Math.min(this.width, this.height);
    const cs = Math.floor((size - Math.max(sum(wx), sum(wy))) / side);
    const boardW = sum(wx) + cs * side;
    const boardH = sum(wy) + cs * side;
    const ox = Math.floor((this.width - boardW) / 2);
    const oy = Math.floor((this.height - boardH) / 2);
    const starts = (w, origin) => {
      const s = [];
      let at = origin;
      for (let i = 0; i < side; i++) {
        at += w[i];
        s.push(at);
        at += cs;
      }
      return s;
    };
    // Pencil marks fill their slot in dense grids; in 9x9 they stay modest.
    const slots = (pad) => {
      const subW = (cs - 2 * pad) / boxWidth;
      const subH = (cs - 2 * pad) / boxHeight;
      return { pad, subW, subH, candFont: Math.floor(Math.min(subH * 1.12, subW * 1.5, Math.max(cs * 0.2, 11 * d))) };
    };
    let { pad, subW, subH, candFont } = slots(Math.max(1, Math.round(cs * 0.04)));
    // Marks drawn as symbols keep clear of a ring round the cell (the
    // selection's, a step's): on a phone's small cells they fill them.
    if (candFont >= MIN_CANDIDATE_FONT * d) ({ pad, subW, subH, candFont } = slots(ringWidth(cs) + thin));
    return {
      cs,
      ox,
      oy,
      boardW,
      boardH,
      wx,
      wy,
      xs: starts(wx, ox),
      ys: starts(wy, oy),
      pad,
      subW,
      subH,
      valueFont: Math.round(cs * 0.6),
      candFont,
      candWeight: candFont < 14 * d ? 500 : 400,
      dots: candFont < MIN_CANDIDATE_FONT * d,
    };
  }

  /** The board wiped and drawn bare: the lines between the cells, the frame and the box edges. */
  drawFrame(solved) {
    const { ctx } = this;
    const L = this.layout;
    ctx.clearRect(0, 0, this.width, this.height);
    ctx.fillStyle = this.palette.line;
    ctx.fillRect(L.ox, L.oy, L.boardW, L.boardH);
    this.drawEdges(solved);
  }

  /** The board's frame and its boxes' edges, green on a solved board; they cover no cell. */
  drawEdges(solved) {
    const { ctx } = this;
    const L = this.layout;
    const { side } = this.puzzle;
    const { boxOf } = shapeOf(this.puzzle);
    ctx.fillStyle = solved ? this.palette.solved : this.palette.boxLine;
    // The frame, and each box edge: a run of cells whose neighbours across
    // gap `i` lie in other boxes, drawn as one bar over the gaps it meets.
    const edges = (starts, widths, extent, origin, cellAt, bar) => {
      for (let i = 0; i <= side; i++) {
        const at = i < side ? starts[i] - widths[i] : origin + extent - widths[side];
        let run = -1;
        for (let j = 0; j <= side; j++) {
          const edge = j < side && (i === 0 || i === side || boxOf[cellAt(j, i - 1)] !== boxOf[cellAt(j, i)]);
          if (edge && run < 0) run = j;
          if (!edge && run >= 0) {
            bar(at, widths[i], run, j);
            run = -1;
          }
        }
      }
    };
    // From the start of the gap before cell `from` to the end of the gap after cell `to - 1`.
    const span = (starts, widths, origin, extent, from, to) => {
      const start = from === 0 ? origin : starts[from] - widths[from];
      const end = to === side ? origin + extent : starts[to];
      return [start, end - start];
    };
    edges(L.xs, L.wx, L.boardW, L.ox, (row, col) => row * side + col, (x, w, from, to) => {
      const [y, h] = span(L.ys, L.wy, L.oy, L.boardH, from, to);
      ctx.fillRect(x, y, w, h);
    });
    edges(L.ys, L.wy, L.boardH, L.oy, (col, row) => row * side + col, (y, h, from, to) => {
      const [x, w] = span(L.xs, L.wx, L.ox, L.boardW, from, to);
      ctx.fillRect(x, y, w, h);
    });
  }

  /** Everything that decides how a cell looks, and a key summing it up. */
  look(model, h, cell, solved, now) {
    const { side } = this.puzzle;
    const given = this.puzzle.givens[cell] === 1;
    const value = model.values[cell];
    const P = this.palette;
    let bg = given ? P.givenCell : P.cell;
    if (solved) bg = blend(bg, P.solved, 0.09);
    const tint = h.tint.get(cell);
    if (tint) bg = blend(bg, tint.colour, tint.t);

    let ink = P.placed;
    let weight = 500;
    if (given) {
      ink = P.given;
      weight = 700;
    } else if (cell === h.focus && value) {
      ink = h.colour;
      weight = 700;
    } else if (model.placedDepth[cell] > 0 && !solved) {
      ink = P.provisional;
    }

    // One character per digit: code 1 for a candidate, 0 for none.
    const cands = value ? '' : String.fromCharCode.apply(null, model.candidates.subarray(cell * side, (cell + 1) * side));
    const struck = h.struck.get(cell) || null;
    const fin = h.fins.has(cell);

    let ring = null;
    let badge = 0;
    const guess = model.guesses.find((g) => g.cell === cell);
    if (cell === h.focus) ring = h.colour;
    else if (guess && !solved) ring = P.guess;
    if (guess && !solved) badge = guess.depth;

    // A person's play: the selected cell, its houses and its digit
    // (values, and marks when no step is shown), and values in the wrong.
    let markColour = h.colour;
    let playMarked = null;
    const play = model.play;
    if (play) {
      if (play.around.has(cell)) bg = blend(bg, P.selection, 0.07);
      if (play.digit && value === play.digit) bg = blend(bg, P.selection, 0.2);
      if (cell === play.selected) {
        bg = blend(bg, P.selection, 0.25);
        if (ring === null) ring = P.selection;
      }
      if (play.wrong.has(cell)) {
        bg = blend(bg, P.clash, 0.16);
        if (!given) ink = P.clash;
      }
      if (!h.colour && play.digit && cands.charCodeAt(play.digit - 1) === 1) {
        playMarked = [play.digit];
        markColour = P.selection;
      }
    }

    let flash = 0;
    const blink = this.flashes.get(cell);
    if (blink !== undefined) {
      const left = 1 - (now - blink.start) / blink.duration;
      if (left <= 0 || value) this.flashes.delete(cell);
      else flash = Math.ceil(left * FLASH_LEVELS) / FLASH_LEVELS;
    }

    const marked = h.marked.get(cell) || playMarked;
    const outline = h.outlined.has(cell) && ring === null ? h.dash : null;
    const pattern = `${marked ? marked.join(',') + markColour : ''}${fin ? 'fin' : ''}${outline ? `[${outline}]` : ''}`;
    const key = `${bg}|${value}|${ink}|${weight}|${cands}|${struck ? struck.join(',') + h.colour : ''}|${pattern}|${ring}|${badge}|${flash}`;
    return {
      key,
      bg,
      value,
      ink,
      weight,
      cands,
      struck,
      struckColour: markColour,
      marked,
      fin,
      outline,
      ring,
      // Solid for the cell selected in play, and for a step's own cell
      // when watching; a hint's cell in play is dashed, so as not to pass
      // for the selection.
      dashed: play ? cell !== play.selected : cell !== h.focus,
      badge,
      flash,
    };
  }

  drawCell(cell, look) {
    const { ctx } = this;
    const L = this.layout;
    const { side, alphabet } = this.puzzle;
    const x = L.xs[cell % side];
    const y = L.ys[Math.floor(cell / side)];
    const cs = L.cs;
    ctx.fillStyle = look.bg;
    ctx.fillRect(x, y, cs, cs);
    if (look.flash > 0) {
      ctx.globalAlpha = look.flash * 0.4;
      ctx.fillStyle = this.palette.backtrack;
      ctx.fillRect(x, y, cs, cs);
      ctx.globalAlpha = 1;
    }
    if (look.value) {
      this.text(alphabet[look.value - 1], x + cs / 2, y + cs / 2, L.valueFont, look.weight, look.ink);
    } else {
      this.drawCandidates(x, y, look);
    }
    if (look.fin) {
      // Fins are hatched, so they read apart from the body without colour;
      // the hatching alone crosses the cell's edges, so it alone is clipped.
      ctx.save();
      ctx.beginPath();
      ctx.rect(x, y, cs, cs);
      ctx.clip();
      ctx.strokeStyle = look.struckColour;
      ctx.globalAlpha = 0.35;
      ctx.lineWidth = Math.max(1, Math.round(cs * 0.03));
      ctx.beginPath();
      for (let t = -cs; t < cs; t += Math.max(4, Math.round(cs * 0.18))) {
        ctx.moveTo(x + t, y + cs);
        ctx.lineTo(x + t + cs, y);
      }
      ctx.stroke();
      ctx.globalAlpha = 1;
      ctx.restore();
    }
    if (look.outline) {
      const lw = Math.max(1.5, Math.round(cs * 0.05));
      ctx.strokeStyle = look.struckColour;
      ctx.lineWidth = lw;
      ctx.setLineDash(look.outline.map((d) => d * lw));
      ctx.strokeRect(x + lw / 2, y + lw / 2, cs - lw, cs - lw);
      ctx.setLineDash([]);
    }
    if (look.ring) {
      const lw = ringWidth(cs);
      ctx.strokeStyle = look.ring;
      ctx.lineWidth = lw;
      if (look.dashed) ctx.setLineDash([lw * 1.5, lw]);
      ctx.strokeRect(x + lw / 2, y + lw / 2, cs - lw, cs - lw);
      ctx.setLineDash([]);
    }
    if (look.badge) {
      const size = Math.max(Math.round(cs * 0.26), Math.round(7 * this.dpr));
      ctx.fillStyle = this.palette.guess;
      ctx.fillRect(x, y, size, size);
      this.text(String(look.badge), x + size / 2, y + size / 2, Math.round(size * 0.8), 700, this.palette.onColour);
    }
  }

  drawCandidates(x, y, look) {
    const L = this.layout;
    const { boxWidth } = this.puzzle;
    const { ctx } = this;
    const struck = look.struck;
    const n = this.puzzle.side;
    // Dots (cells too small for symbols) in the plain ink go in one path: one fill per cell.
    const plain = L.dots ? new Path2D() : null;
    const r = Math.max(1, Math.min(L.subW, L.subH) * 0.26);
    for (let d = 1; d <= n; d++) {
      const present = look.cands.charCodeAt(d - 1) === 1;
      const removed = struck !== null && struck.includes(d);
      if (!present && !removed) continue;
      const cx = x + L.pad + ((d - 1) % boxWidth + 0.5) * L.subW;
      const cy = y + L.pad + (Math.floor((d - 1) / boxWidth) + 0.5) * L.subH;
      const inPattern = look.marked !== null && look.marked.includes(d);
      const colour = removed || inPattern ? look.struckColour : this.palette.candidate;
      if (inPattern && !L.dots) {
        // The pattern's own candidates are circled in the technique's colour.
        ctx.strokeStyle = colour;
        ctx.lineWidth = Math.max(1, Math.round(L.candFont * 0.1));
        ctx.beginPath();
        ctx.arc(cx, cy, Math.min(L.subW, L.subH) * 0.46, 0, Math.PI * 2);
        ctx.stroke();
      }
      if (L.dots && !removed && !inPattern) {
        plain.moveTo(cx + r, cy);
        plain.arc(cx, cy, r, 0, Math.PI * 2);
        continue;
      }
      if (L.dots) {
        ctx.fillStyle = colour;
        if (removed) {
          ctx.strokeStyle = colour;
          ctx.lineWidth = Math.max(1, r * 0.7);
          ctx.beginPath();
          ctx.moveTo(cx - r * 1.4, cy - r * 1.4);
          ctx.lineTo(cx + r * 1.4, cy + r * 1.4);
          ctx.moveTo(cx + r * 1.4, cy - r * 1.4);
          ctx.lineTo(cx - r * 1.4, cy + r * 1.4);
          ctx.stroke();
        } else {
          ctx.beginPath();
          ctx.arc(cx, cy, r, 0, Math.PI * 2);
          ctx.fill();
        }
        continue;
      }
      if (removed) {
        ctx.globalAlpha = 0.16;
        ctx.fillStyle = colour;
        ctx.fillRect(cx - L.subW / 2, cy - L.subH / 2, L.subW, L.subH);
        ctx.globalAlpha = 1;
      }
      this.text(this.puzzle.alphabet[d - 1], cx, cy, L.candFont, removed || inPattern ? 700 : L.candWeight, colour);
      if (removed) {
        // Within the candidate's slot: the cell's neighbours are not drawn again.
        const half = Math.min(L.candFont * 0.45, L.subW / 2, L.subH / 2);
        ctx.strokeStyle = colour;
        ctx.lineWidth = Math.max(1, Math.round(L.candFont * 0.12));
        ctx.beginPath();
        ctx.moveTo(cx - half, cy + half);
        ctx.lineTo(cx + half, cy - half);
        ctx.stroke();
      }
    }
    if (plain) {
      ctx.fillStyle = this.palette.candidate;
      ctx.fill(plain);
    }
  }

  /** Draws one symbol centred on (cx, cy), digits optically centred. */
  text(symbol, cx, cy, size, weight, colour) {
    const { ctx } = this;
    const font = `${weight} ${size}px ${FONT}`;
    // A font set is parsed anew, even the same one: it is set only when it
    // changes (a new size of the canvas resets it).
    if (this.font !== font) {
      ctx.font = font;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'alphabetic';
      this.font = font;
    }
    let ascent = this.metrics.get(font);
    if (ascent === undefined) {
      ascent = ctx.measureText('0').actualBoundingBoxAscent;
      this.metrics.set(font, ascent);
    }
    ctx.fillStyle = colour;
    ctx.fillText(symbol, cx, Math.round(cy + ascent / 2));
  }
}
