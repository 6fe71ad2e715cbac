// The board and its givens before the solver has arrived: the element draws
// them as soon as it is defined, while the worker fetches and compiles the
// wasm. Read here without the solver, for the common case only: a puzzle of
// 4x4, 6x6 or 9x9 in digits, with `.` or `0` for a blank, on one line or in
// a grid with any separators. Anything else waits for the solver, whose
// reading of the puzzle always replaces this one. (Not 8x8: its 64 cells
// are also the length of a 4x4 pencilmark line, which the solver prefers.)

/** The sides read here, with their usual box shapes (boxWidth x boxHeight). */
const SHAPES = new Map([
  [4, [2, 2]],
  [6, [3, 2]],
  [9, [3, 3]],
]);

/** A rule line between bands of a grid: dashes (or `=`) with `+`, `|`, `*`, `.` or `:` at most. */
const RULE = /^[-=+|*.:\s]*[-=][-=+|*.:\s]*$/;

/**
 * The cells of a text, one character each, as the solver reads a digit
 * puzzle: a line of symbols, or rows of a grid whose cells are single
 * symbols (apart by spaces and `|`, or not at all), rule lines between
 * bands, comments (`#`, `//`) left out. Null for anything else: a word of
 * several symbols among others (a candidate grid), commas or tabs (empty
 * fields are blanks there), rows of different lengths.
 */
function cellsOf(text) {
  if (/[,\t]/.test(text)) return null;
  const rows = [];
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.replace(/(#|\/\/).*$/, '').trim();
    if (line === '' || RULE.test(line)) continue;
    const words = line.split(/[\s|]+/).filter(Boolean);
    if (words.length === 1) rows.push(words[0]);
    else if (words.every((w) => w.length === 1)) rows.push(words.join(''));
    else return null;
  }
  if (rows.length > 1 && rows.some((row) => row.length !== rows.length)) return null;
  const cells = rows.join('');
  return /^[0-9.]*$/.test(cells) ? cells : null;
}

/**
 * The puzzle as the board draws it ({side, boxWidth, boxHeight, houses,
 * alphabet, givens}) with its cell values, or null when the text is not
 * one read here.
 */
export function previewPuzzle(text) {
  const cells = cellsOf(text);
  if (cells === null) return null;
  const side = Math.round(Math.sqrt(cells.length));
  const shape = SHAPES.get(side);
  if (!shape || side * side !== cells.length) return null;
  const values = Uint8Array.from(cells, (c) => (c === '.' ? 0 : Number(c)));
  if (values.some((v) => v > side)) return null;
  const [boxWidth, boxHeight] = shape;
  const houses = [];
  for (let i = 0; i < side; i++) {
    const row = [];
    const column = [];
    const box = [];
    for (let j = 0; j < side; j++) {
      row.push(i * side + j);
      column.push(j * side + i);
      const r = Math.floor(i / (side / boxWidth)) * boxHeight + Math.floor(j / boxWidth);
      const c = (i % (side / boxWidth)) * boxWidth + (j % boxWidth);
      box.push(r * side + c);
    }
    houses.push({ kind: 'row', index: i, cells: row }, { kind: 'column', index: i, cells: column }, { kind: 'box', index: i, cells: box });
  }
  const alphabet = Array.from({ length: side }, (_, d) => String(d + 1));
  const givens = values.map((v) => (v ? 1 : 0));
  return { puzzle: { side, boxWidth, boxHeight, houses, alphabet, givens }, values };
}

/**
 * A stand-in for a player (player.js) that shows `preview` (from
 * previewPuzzle) at rest: what BoardView draws until the real one loads.
 */
export function previewPlayer({ puzzle, values }) {
  const n = puzzle.side * puzzle.side;
  const model = {
    puzzle,
    values,
    candidates: new Uint8Array(n * puzzle.side),
    placedDepth: new Uint8Array(n),
    guesses: [],
    step: null,
    finished: null,
    op: 0,
    version: 0,
  };
  return {
    model,
    loaded: true,
    busy: false,
    playing: false,
    tick: () => ({ reverted: [], rewound: false }),
  };
}
