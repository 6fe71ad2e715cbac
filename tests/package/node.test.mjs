// The npm package in Node, as a user imports it: `import … from 'pencilmark'`
// and from 'pencilmark/search' (their "node" entries), the search module
// checked to answer as the whole one does. Run in the repository (against
// pkg/) with
//   node --test tests/package/node.test.mjs
// and by tests/package/tarball.mjs against the packed tarball installed in
// a fresh site. It needs nothing but the package and the corpus of bad
// inputs, ../bad_inputs.txt (tarball.mjs copies both, keeping that place).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import * as pencilmark from 'pencilmark';
import * as search from 'pencilmark/search';

const { Game, PencilmarkError, Solver, countAll, countSolutions, generate, hint, parse, rate, solutions, solve, solveAll, steps, stepsHere, techniques } = pencilmark;

const CLASSIC = {
  puzzle: '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
  solution: '534678912672195348198342567859761423426853791713924856961537284287419635345286179',
};
// One of the forum's hardest, with its one solution: the nets solve it
// without a guess; with the forcing chains off it needs guesses.
const HARD = {
  puzzle: '98.7..6..75.....8...6......4...3.5....59...6......2..4.2..1......98...7......91.3',
  solution: '983754621754126389216398457492637518835941762671582934327415896149863275568279143',
};
const HEX = {
  puzzle:
    '0e9..4.6.dc.3.8..28...0.6.45...1..a4d..1..3.7........3f2.....5.....90.e7........1cb8.9.........46...' +
    'b...3f92a.0.e7..5d.......2....41...f..e.6a...f.......7..1d.ba.76...bf..8..30.0.......41d..c.39..e57..' +
    '..4fc.8....6.......03.9..6b......0..7..c.1f2...ae......',
  solution:
    '0e97a4561dcb3f82f283970e6a45cbd156a4dcb1283f709eb1dc83f2e97045a623f90ae745d681bc1cb8f92370aed654645d' +
    'b81c3f92ae07e70a5d64cb8192f3db41c28f03e96a758fc23e90576a1d4ba57641dbfc28e930903e76a5b41d28cf3920e57a' +
    'd6b4fc187ae56b4d81fc03294d6b1fc8920357eac81f2039ae57b46d',
};
const SIX = { puzzle: '.3....5...1......5..62..6...51.....2', solution: '431526562413243165156234624351315642' };

/** The error `fn` throws, checked to be a pencilmark Error. */
function thrown(fn) {
  try {
    fn();
  } catch (error) {
    assert.ok(error instanceof Error, 'an Error');
    assert.ok(error instanceof PencilmarkError, 'a PencilmarkError');
    assert.equal(error.name, 'PencilmarkError');
    assert.equal(typeof error.kind, 'string');
    return error;
  }
  assert.fail('expected an error');
}

/** What a call gave, to compare two ways in: its value, or its error's kind, place and message. */
function outcome(call) {
  try {
    const value = call();
    if (value instanceof Uint8Array) return `values ${[...value]}`;
    return `value ${typeof value === 'object' ? JSON.stringify(value) : value}`;
  } catch (error) {
    return `${error.kind} at ${error.line}:${error.column}: ${error.message}`;
  }
}

/** All the events of a solve. */
async function collect(puzzle, options) {
  const events = [];
  for await (const step of steps(puzzle, options)) events.push(step);
  return events;
}

test('solve gives the solution in the puzzle’s alphabet, at several sizes', () => {
  assert.equal(solve(CLASSIC.puzzle), CLASSIC.solution);
  assert.equal(solve(HARD.puzzle), HARD.solution);
  assert.equal(solve(HEX.puzzle), HEX.solution);
  assert.equal(solve(SIX.puzzle), SIX.solution);
  assert.equal(solve(CLASSIC.puzzle, { boxWidth: 3, boxHeight: 3 }), CLASSIC.solution);
});

test('solve and parse throw Errors with a kind, and a line and column at a place', () => {
  const noSolution = thrown(() => solve(`12345678.........9${'.'.repeat(63)}`));
  assert.equal(noSolution.kind, 'no-solution');
  const short = thrown(() => solve(CLASSIC.puzzle.slice(1)));
  assert.equal(short.kind, 'wrong-length');
  assert.equal(short.message, 'found 80 cells, expected 81 for a 9x9 puzzle');
  const grid = `${CLASSIC.puzzle.slice(0, 9)}\n${CLASSIC.puzzle.slice(9, 13)}?${CLASSIC.puzzle.slice(14, 18)}\n${CLASSIC.puzzle.slice(18)}`;
  const bad = thrown(() => parse(grid));
  assert.equal(bad.kind, 'bad-char');
  assert.equal(bad.line, 2);
  assert.equal(bad.column, 5);
  assert.equal(thrown(() => parse(CLASSIC.puzzle, { alphabet: 'klingon' })).kind, 'bad-options');
  // A few stray characters are not taken for a puzzle of the smallest size.
  assert.equal(thrown(() => solve('abc')).message, 'found 3 cells, fewer than any puzzle has (the smallest, a 4x4, has 16)');
  // The module lives on after an error.
  assert.equal(solve(CLASSIC.puzzle), CLASSIC.solution);
});

/**
 * The records of the bad-input corpus (tests/bad_inputs.txt; its head and
 * tests/common/corpus.rs give the format): where each starts, its kind,
 * message and reading options, and its input with the escapes expanded.
 */
function badInputs() {
  // A record with a raw byte (\xHH) is not text: the command line's, not JS's.
  let bytes = false;
  const unescape = (text) =>
    text.replace(/\\(u\{([0-9a-f]+)\}|x[0-9a-f]{2}|.)|\{([^}]*)\*(\d+)\}/gi, (_, escape, hex, piece, times) => {
      if (piece !== undefined) return unescape(piece).repeat(Number(times));
      if (hex !== undefined) return String.fromCodePoint(Number.parseInt(hex, 16));
      if (escape.startsWith('x') && escape.length === 3) {
        bytes = true;
        return '';
      }
      const plain = { r: '\r', t: '\t', n: '\n', '\\': '\\', '{': '{' }[escape];
      if (plain === undefined) throw new Error(`unknown escape \\${escape}`);
      return plain;
    });
  const lines = readFileSync(new URL('../bad_inputs.txt', import.meta.url), 'utf8').split('\n');
  if (lines.at(-1) === '') lines.pop();
  const records = [];
  let body = null;
  const finish = () => {
    if (body) {
      bytes = false;
      records.at(-1).input = unescape(body.join('\n'));
      records.at(-1).bytes = bytes;
    }
    body = null;
  };
  lines.forEach((line, index) => {
    if (line.startsWith('=== ')) {
      finish();
      const [kind, settings = ''] = line.slice(4).split(' | ');
      const options = {};
      for (const setting of settings.split(' ').filter(Boolean)) {
        const [key, value] = setting.split('=');
        if (key === 'box') [options.boxWidth, options.boxHeight] = value.split('x').map(Number);
        else options[key] = value;
      }
      records.push({ line: index + 1, kind: kind.trim(), options, input: '' });
    } else if (body) {
      body.push(line);
    } else if (line.startsWith('message: ')) {
      records.at(-1).message = line.slice('message: '.length);
    } else if (line === '---' && records.length > 0) {
      body = [];
    }
  });
  finish();
  return records.filter((record) => !record.bytes);
}

test('every bad input of the corpus is refused by solve with its kind, message and place', () => {
  const records = badInputs();
  assert.ok(records.length >= 50, `${records.length} records`);
  for (const record of records) {
    const at = `bad_inputs.txt:${record.line}`;
    let error;
    try {
      solve(record.input, record.options);
    } catch (thrown) {
      error = thrown;
    }
    assert.ok(error instanceof Error, `${at}: solved, or threw no Error`);
    assert.equal(error.kind, record.kind, at);
    assert.equal(error.message, record.message, at);
    const place = /^line (\d+), column (\d+): /.exec(record.message);
    assert.equal(error.line, place ? Number(place[1]) : undefined, `${at}: line`);
    assert.equal(error.column, place ? Number(place[2]) : undefined, `${at}: column`);
    assert.equal(solve(CLASSIC.puzzle), CLASSIC.solution, `${at}: the module lives on`);
  }
});

test('solveAll solves every line of a text; a bad line is an error value naming its line', () => {
  const text = [
    '# a set',
    CLASSIC.puzzle,
    '',
    HARD.puzzle,
    `${CLASSIC.puzzle.slice(0, 4)}?${CLASSIC.puzzle.slice(5)}`,
    `12345678.........9${'.'.repeat(63)}`,
    '   ',
    `${HEX.puzzle} // a 16x16`,
    CLASSIC.puzzle.slice(1),
    SIX.puzzle,
  ].join('\n');
  const results = solveAll(text);
  assert.equal(results.length, 7);
  assert.equal(results[0], CLASSIC.solution);
  assert.equal(results[1], HARD.solution);
  assert.deepEqual(results[2], {
    puzzle: 2,
    line: 5,
    column: 5,
    kind: 'bad-char',
    message: "line 5, column 5: unexpected character '?'",
  });
  assert.equal(results[3].kind, 'no-solution');
  assert.equal(results[3].line, 6);
  assert.equal(results[4], HEX.solution);
  assert.deepEqual(results[5], {
    puzzle: 5,
    line: 9,
    kind: 'wrong-length',
    message: 'found 80 cells, expected 81 for a 9x9 puzzle',
  });
  assert.equal(results[6], SIX.solution);
  // Several solutions: an error, unless allowed.
  const open = '.'.repeat(16);
  assert.equal(solveAll(open)[0].kind, 'multiple-solutions');
  assert.equal(solveAll(open, { allowMultipleSolutions: true })[0].length, 16);
  assert.deepEqual(solveAll('\n# nothing here\n\n'), []);
  assert.equal(thrown(() => solveAll(CLASSIC.puzzle, { alphabet: 'klingon' })).kind, 'bad-options');
});

test('countAll counts every line up to the limit, with the bad lines apart', () => {
  const open = '.'.repeat(16);
  const text = [CLASSIC.puzzle, `${open.slice(1)}?`, '', open, HEX.puzzle].join('\n');
  const { counts, errors } = countAll(text);
  assert.ok(counts instanceof Uint32Array);
  assert.deepEqual([...counts], [1, 0, 2, 1]);
  assert.equal(errors.length, 1);
  assert.equal(errors[0].puzzle, 1);
  assert.equal(errors[0].line, 2);
  assert.equal(errors[0].kind, 'bad-char');
  assert.equal(errors[0].column, 16);
  assert.deepEqual([...countAll(text, 1000).counts], [1, 0, 288, 1]);
  assert.deepEqual([...countAll(open, 5).counts], [5]);
  assert.equal(thrown(() => countAll(text, 0)).kind, 'bad-options');
});

test('countSolutions says whether a puzzle is proper, up to a limit', () => {
  assert.equal(countSolutions(CLASSIC.puzzle), 1);
  assert.equal(countSolutions(HEX.puzzle), 1);
  assert.equal(countSolutions('.'.repeat(16)), 2);
  assert.equal(countSolutions('.'.repeat(16), 1000), 288);
  assert.equal(countSolutions(`12345678.........9${'.'.repeat(63)}`), 0);
});

test('solutions lists a puzzle\'s solutions up to a limit, as solve gives one', () => {
  assert.deepEqual(solutions(CLASSIC.puzzle), [CLASSIC.solution]);
  assert.deepEqual(solutions(HEX.puzzle, 5), [HEX.solution]);
  const open = solutions('.'.repeat(16), 300);
  assert.equal(open.length, 288);
  assert.equal(new Set(open).size, 288);
  assert.equal(open[0], solve('.'.repeat(16), { allowMultipleSolutions: true }));
  assert.equal(solutions('.'.repeat(16)).length, 2);
  assert.deepEqual(solutions(`12345678.........9${'.'.repeat(63)}`), []);
  const fromCells = solutions(cellsOf(SIX.puzzle));
  assert.equal(fromCells.length, 1);
  assert.ok(fromCells[0] instanceof Uint8Array);
  assert.deepEqual([...fromCells[0]], [...cellsOf(SIX.solution)]);
  assert.equal(thrown(() => solutions(CLASSIC.puzzle.slice(1))).kind, 'wrong-length');
  assert.equal(thrown(() => solutions(HARD.puzzle, 2, { maxGuesses: 0 })).kind, 'over-budget');
  // At most 10 000 a call (each waits in wasm memory until it returns); -1 is no way round.
  for (const limit of [0, -1, 10_001]) assert.equal(thrown(() => solutions('.'.repeat(81), limit)).kind, 'bad-options');
});

/** A line's cell values, 0 for a blank, as solve and countSolutions take them. */
const cellsOf = (line) => Uint8Array.from(line, (c) => (c === '.' ? 0 : Number.parseInt(c, 36)));

test('solve and countSolutions take cell values: a Uint8Array or an array of numbers', () => {
  const cells = cellsOf(CLASSIC.puzzle);
  const solved = solve(cells);
  assert.ok(solved instanceof Uint8Array);
  assert.deepEqual([...solved], [...cellsOf(CLASSIC.solution)]);
  assert.deepEqual([...solve([...cellsOf(HARD.puzzle)])], [...cellsOf(HARD.solution)]);
  // Any size with a usual box shape; 16 is a number, not a symbol.
  assert.deepEqual([...solve(Uint8Array.from(HEX.puzzle, (c) => (c === '.' ? 0 : Number.parseInt(c, 16) + 1)))],
    [...HEX.solution].map((c) => Number.parseInt(c, 16) + 1));
  assert.deepEqual([...solve(cellsOf(SIX.puzzle))], [...cellsOf(SIX.solution)]);
  // The input is left as it was.
  assert.deepEqual([...cells], [...cellsOf(CLASSIC.puzzle)]);
  assert.equal(countSolutions(cells), 1);
  assert.equal(countSolutions([...cells], 2), 1);
  assert.equal(countSolutions(new Uint8Array(16), 1000), 288);
  // A 6x6 with 2x3 boxes, given its shape.
  assert.equal(countSolutions(new Uint8Array(36), 2, { boxWidth: 2, boxHeight: 3 }), 2);
  const several = solve(new Uint8Array(16), { allowMultipleSolutions: true });
  assert.equal(several.length, 16);
  assert.ok(several.every((d) => d >= 1 && d <= 4));
});

test('a Uint8Array (the faster way in) answers as an array of numbers does', () => {
  const classic = [...cellsOf(CLASSIC.puzzle)];
  const inputs = [classic, new Array(16).fill(0), new Array(81).fill(0), new Array(80).fill(0),
    [...classic.slice(0, 80), 10], [5, 5, ...classic.slice(2)], new Array(4097).fill(0)];
  const optionSets = [undefined, { allowMultipleSolutions: true }, { boxWidth: 2, boxHeight: 3 },
    { format: 'line' }, { maxGuesses: 1 }, { nonsense: 1 },
    // allowMultipleSolutions alone takes a way of its own from a Uint8Array
    // (cells.js); with anything else, or not a boolean, the general one.
    { allowMultipleSolutions: false }, { allowMultipleSolutions: 'yes' }, { allowMultipleSolutions: undefined },
    { allowMultipleSolutions: true, nonsense: 1 }, { allowMultipleSolutions: true, maxGuesses: 1 },
    Object.create({ allowMultipleSolutions: true }), {}, null,
    Object.assign([], { allowMultipleSolutions: true }),
    Object.defineProperty({}, 'allowMultipleSolutions', { enumerable: true, get() { throw new Error('no'); } }),
    Object.defineProperty({}, 'allowMultipleSolutions', { enumerable: true, get: () => true })];
  for (const numbers of inputs) {
    for (const [set, options] of optionSets.entries()) {
      const bytes = Uint8Array.from(numbers);
      const what = `${numbers.length} cells, option set ${set}`;
      assert.equal(outcome(() => solve(bytes, options)), outcome(() => solve(numbers, options)), `solve, ${what}`);
      assert.equal(outcome(() => countSolutions(bytes, 3, options)), outcome(() => countSolutions(numbers, 3, options)),
        `countSolutions, ${what}`);
    }
  }
});

test('bad cell values get specific errors, never a crash', () => {
  const cells = [...cellsOf(CLASSIC.puzzle)];
  const short = thrown(() => solve(cells.slice(1)));
  assert.equal(short.kind, 'wrong-length');
  assert.equal(short.message, 'found 80 cells, expected 81 for a 9x9 puzzle');
  for (const [value, shown] of [[10, '10'], [1.5, '1.5'], [-1, '-1'], ['3', '"3"'], [null, 'null'], [undefined, 'undefined']]) {
    const bad = thrown(() => countSolutions([...cells.slice(0, 80), value]));
    assert.equal(bad.kind, 'bad-cell', `for ${shown}`);
    assert.equal(bad.message, `r9c9 holds ${shown}: a cell of a 9x9 puzzle holds 0 (empty) or a digit from 1 to 9`);
  }
  assert.equal(thrown(() => solve(Uint8Array.from([...cells.slice(0, 80), 10]))).kind, 'bad-cell');
  const clash = thrown(() => solve(Uint8Array.from([5, 5, ...cells.slice(2)])));
  assert.equal(clash.kind, 'clash');
  assert.equal(clash.message, 'givens clash: 5 at r1c1 and r1c2 (row 1)');
  assert.equal(thrown(() => solve(new Uint8Array(81))).kind, 'multiple-solutions');
  assert.equal(thrown(() => solve(Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, ...new Uint8Array(63)]))).kind, 'no-solution');
  assert.equal(thrown(() => solve(new Uint8Array(36), { boxWidth: 3, boxHeight: 3 })).kind, 'wrong-length');
  assert.equal(thrown(() => countSolutions(new Uint8Array(1 << 24))).message, 'found 16777216 cells, expected 4096 for a 64x64 puzzle');
  assert.equal(thrown(() => solve(cells, { format: 'line' })).kind, 'bad-options');
  for (const notAPuzzle of [5, null, undefined, {}, new Uint16Array(81)]) {
    const error = thrown(() => solve(notAPuzzle));
    assert.equal(error.kind, 'bad-puzzle');
    assert.equal(error.message, 'a puzzle is a string, a Uint8Array or an array of numbers');
  }
  // The module lives on after an error.
  assert.deepEqual([...solve(cells)], [...cellsOf(CLASSIC.solution)]);
});

test('parse tells the shape, format, alphabet and givens', () => {
  const classic = parse(CLASSIC.puzzle);
  assert.deepEqual(
    { side: classic.side, boxWidth: classic.boxWidth, boxHeight: classic.boxHeight },
    { side: 9, boxWidth: 3, boxHeight: 3 },
  );
  assert.equal(classic.format, 'line');
  assert.equal(classic.alphabet, 'standard');
  assert.equal(classic.givens.filter((v) => v > 0).length, 30);
  assert.equal(classic.line, CLASSIC.puzzle);
  const hex = parse(HEX.puzzle);
  assert.equal(hex.side, 16);
  assert.equal(hex.alphabet, 'hex');
  assert.equal(hex.symbols.join(''), '0123456789abcdef');
  const six = parse(SIX.puzzle);
  assert.deepEqual([six.boxWidth, six.boxHeight], [3, 2]);
  const rows = CLASSIC.puzzle.match(/.{9}/g).join('\r\n');
  assert.equal(parse(rows).format, 'grid');
  assert.equal(parse(rows).line, CLASSIC.puzzle);
});

test('hint is the next logical step, without advancing and without guessing', () => {
  const first = hint(CLASSIC.puzzle);
  assert.equal(first.kind, 'place');
  assert.equal(first.text, 'r5c5 = 5: naked single, the only candidate left in r5c5');
  assert.equal(CLASSIC.solution[first.cell], String(first.digit));
  assert.deepEqual(hint(CLASSIC.puzzle), first, 'the same hint twice: nothing advanced');
  const hidden = hint(CLASSIC.puzzle, { techniques: ['hidden-single'] });
  assert.equal(hidden.technique, 'hidden-single');
  assert.equal(hint(HARD.puzzle, { techniques: [] }).kind, 'stuck');
  assert.equal(hint(CLASSIC.solution).kind, 'solved');
});

test('steps streams every event: candidates first, solved last, placements giving the solution', async () => {
  const nets = await collect(HARD.puzzle);
  assert.equal(nets.at(-1).kind, 'solved');
  assert.ok(!nets.some((e) => e.kind === 'guess'), 'the nets solve it without a guess');
  const net = nets.find((e) => e.technique === 'nested-forcing-chain');
  assert.ok(net && net.net.length > 0 && net.net[0].facts[0].rule.kind === 'assumption', 'a nested net with its branch');
  const events = await collect(HARD.puzzle, { forcingChains: false });
  assert.equal(events[0].kind, 'candidates');
  assert.equal(events.at(-1).kind, 'solved');
  assert.ok(events.some((e) => e.kind === 'guess'), 'without the forcing chains the hard puzzle needs a guess');
  // Replaying the placements, guesses and backtracks gives the solution.
  const board = [...HARD.puzzle];
  const placed = [];
  let depth = 0;
  for (const e of events) {
    if (e.kind === 'guess') depth = e.depth;
    if (e.kind === 'place' || e.kind === 'guess') {
      board[e.cell] = String(e.digit);
      placed.push({ cell: e.cell, depth });
    } else if (e.kind === 'backtrack') {
      depth = e.depth;
      while (placed.length > 0 && placed.at(-1).depth > depth) board[placed.pop().cell] = '.';
    }
  }
  assert.equal(board.join(''), HARD.solution);
  const solved = events.at(-1);
  assert.equal(solved.placements + solved.guesses, events.filter((e) => e.kind === 'place' || e.kind === 'guess').length);
});

test('steps takes the Solver options; a puzzle it cannot read rejects the first next()', async () => {
  const stuck = await collect(HARD.puzzle, { guessing: false, forcingChains: false });
  assert.equal(stuck.at(-1).kind, 'stuck');
  assert.ok(!stuck.some((e) => e.kind === 'guess'));
  const singles = await collect(CLASSIC.puzzle, { techniques: ['naked-single'] });
  assert.ok(singles.filter((e) => e.kind === 'place').every((e) => e.technique === 'naked-single'));
  const iterator = steps(CLASSIC.puzzle.slice(1));
  await assert.rejects(iterator.next(), (error) => error.kind === 'wrong-length');
});

test('steps is cancelled by leaving the loop and by an AbortSignal', async () => {
  const empty25 = '.'.repeat(625);
  const many = { allowMultipleSolutions: true };
  let seen = 0;
  for await (const step of steps(empty25, many)) {
    assert.ok(step.kind);
    if (++seen === 3) break;
  }
  assert.equal(seen, 3);
  const iterator = steps(empty25, many);
  await iterator.next();
  assert.deepEqual(await iterator.return(), { done: true, value: undefined });
  assert.deepEqual(await iterator.next(), { done: true, value: undefined });

  const controller = new AbortController();
  let count = 0;
  await assert.rejects(
    (async () => {
      for await (const _ of steps(empty25, { ...many, signal: controller.signal })) {
        if (++count === 10) controller.abort();
      }
    })(),
    { name: 'AbortError' },
  );
  assert.equal(count, 10, 'no event after the abort');
  await assert.rejects(steps(CLASSIC.puzzle, { signal: AbortSignal.abort() }).next(), { name: 'AbortError' });
});

test('PencilmarkError is a class to test errors by, from any module; other errors are not one', async () => {
  const error = new PencilmarkError('the solver could not be loaded', { kind: 'load' });
  assert.ok(error instanceof PencilmarkError && error instanceof Error);
  assert.equal(`${error}`, 'PencilmarkError: the solver could not be loaded');
  assert.equal(new PencilmarkError('no kind given').kind, 'internal');
  assert.equal(search.PencilmarkError, PencilmarkError, 'one class for both modules');
  assert.ok(!(new Error('x') instanceof PencilmarkError));
  assert.ok(!(Object.assign(new TypeError('x'), { kind: 'clash' }) instanceof PencilmarkError), 'a kind alone does not make one');
  assert.ok(!('kind' instanceof PencilmarkError) && !(null instanceof PencilmarkError));
  // Made by each wasm module, and by steps() (the first next() rejects).
  try {
    search.solve('12');
    assert.fail('expected an error');
  } catch (err) {
    assert.ok(err instanceof PencilmarkError);
    assert.equal(err.kind, 'wrong-length');
  }
  await assert.rejects(steps('1.').next(), (err) => err instanceof PencilmarkError && err.kind === 'wrong-length');
});

test('a Solver is iterable: for…of goes through the events still to come', () => {
  const solver = new Solver(SIX.puzzle);
  const first = solver.next();
  assert.equal(first.kind, 'candidates');
  const rest = [...solver];
  assert.equal(rest.at(-1).kind, 'solved');
  assert.ok(rest.every((step) => step.kind !== 'candidates'), 'from where the solver was, not from the start');
  assert.deepEqual([...solver], [], 'nothing after the final event');
  assert.equal(solver.write('line'), SIX.solution);
  solver.free();
});

test('the types name every public type of the wasm module, and none of its glue', () => {
  // index.d.ts re-exports the types one by one, leaving out the wasm glue:
  // a type added to the Rust side must be added there too.
  const declared = (path) => readFileSync(new URL(path, import.meta.resolve('pencilmark/package.json')), 'utf8');
  const glue = new Set(['InitInput', 'InitOutput', 'SyncInitInput']);
  for (const [types, generated] of [['index.d.ts', 'wasm/pencilmark.d.ts'], ['search.d.ts', 'wasm-search/pencilmark_search.d.ts']]) {
    const index = declared(types);
    const names = [...declared(generated).matchAll(/^export (?:interface|type) (\w+)/gm)].map((m) => m[1]);
    assert.ok(names.length > 5, `${generated} declares ${names.length} types`);
    for (const name of names) {
      const exported = new RegExp(`^export type \\{[^}]*\\b${name}\\b[^}]*\\}`, 'm').test(index);
      assert.equal(exported, !glue.has(name), `${types} ${glue.has(name) ? 'exports the glue' : 'leaves out'} ${name}`);
    }
    assert.doesNotMatch(index, /export (type )?\*/, `${types} re-exports everything`);
  }
});

test('the Solver handle steps and writes the board; techniques are listed', () => {
  const solver = new Solver(SIX.puzzle);
  assert.equal(solver.side, 6);
  let step;
  let last;
  while ((step = solver.next())) last = step;
  assert.equal(last.kind, 'solved');
  assert.equal(solver.write('line'), SIX.solution);
  solver.free();
  const names = techniques().map((t) => t.name);
  assert.equal(names[0], 'full-house');
  assert.ok(names.includes('x-wing'));
});

test('a Game answers for a position: open candidates, clashes, mistakes and a hint from it', () => {
  const game = new Game(CLASSIC.puzzle);
  assert.equal(game.hasOneSolution(), true);
  const values = cellsOf(CLASSIC.puzzle);
  // r1c3: 4 is the solution's; 1, 2 and 4 are open there.
  const open = game.open(values);
  assert.deepEqual([...open.slice(2 * 9, 3 * 9)].flatMap((on, d) => (on ? [d + 1] : [])), [1, 2, 4]);
  // A 1 in r1c3 clashes with nothing, but is wrong.
  values[2] = 1;
  assert.deepEqual(game.clashes(values), []);
  assert.deepEqual(game.mistakes(values, []), [{ kind: 'wrong-value', cell: 2, digit: 1 }]);
  const told = game.hint(values, []);
  assert.equal(told.kind, 'mistakes');
  assert.equal(told.text, 'Fix this first: the 1 in r1c3 is wrong.');
  // The right value, and r1c4 marked with 6 alone (its solution): the hint is from these marks.
  values[2] = 4;
  const marks = new Uint8Array(81 * 9);
  marks[3 * 9 + 5] = 1;
  const step = game.hint(values, marks);
  assert.equal(step.kind, 'place');
  assert.deepEqual([step.cell, step.digit], [3, 6]);
  // r1c4 marked without its 6: named, before any step.
  marks[3 * 9 + 5] = 0;
  marks[3 * 9 + 1] = 1;
  assert.deepEqual(game.hint(values, marks).mistakes, [{ kind: 'lost-candidate', cell: 3, digit: 6 }]);
  // Every step from here: a wrong mark first, then none.
  const available = game.steps(values, marks);
  assert.equal(available.mistakes.mistakes[0].kind, 'lost-candidate');
  assert.deepEqual(available.steps, []);
  marks.fill(0);
  const here = game.steps(values, marks).steps;
  assert.ok(here.length >= 2 && here.every((s) => s.kind === 'place' || s.kind === 'eliminate'));
  assert.equal(thrown(() => game.open(values.slice(1))).kind, 'wrong-length');
  values[0] = 1;
  assert.equal(thrown(() => game.hint(values, marks)).kind, 'bad-options');
  game.free();
});

test('a Game starts a Solver from a position: the givens stay, one candidate left is no value', () => {
  const game = new Game(CLASSIC.puzzle);
  const values = cellsOf(CLASSIC.puzzle);
  values[2] = 4; // the person's r1c3, right
  const open = game.open(values);
  const single = [...values.keys()].find((cell) => values[cell] === 0 && open.slice(cell * 9, cell * 9 + 9).reduce((a, b) => a + b) === 1);
  assert.ok(single !== undefined, 'no cell left with one candidate');
  const solver = game.solver(values, [], { guessing: false });
  assert.deepEqual([...solver.givens()], [...CLASSIC.puzzle].map((c) => (c === '.' ? 0 : 1)));
  assert.equal(solver.values()[2], 4);
  assert.equal(solver.values()[single], 0);
  // A candidate grid of the same position reads that cell as a given.
  const text = game.write(values, [], 'candidates');
  assert.equal(new Solver(text).givens()[single], 1);
  const steps = [...solver];
  assert.equal(steps.at(-1).kind, 'solved');
  assert.ok(steps.some((s) => s.kind === 'place' && s.cell === single), `r${Math.floor(single / 9) + 1}c${(single % 9) + 1} is never placed`);
  assert.equal(String.fromCharCode(...solver.values().map((v) => 48 + v)), CLASSIC.solution);
});

test('stepsHere lists one step per technique, easiest first, from a puzzle or a candidate state', () => {
  const here = stepsHere(CLASSIC.puzzle);
  const difficulty = new Map(techniques().map((t) => [t.name, t.difficulty]));
  assert.ok(here.length >= 2);
  assert.deepEqual(here[0], hint(CLASSIC.puzzle, { techniques: [here[0].technique] }));
  for (let i = 1; i < here.length; i++) assert.ok(difficulty.get(here[i - 1].technique) <= difficulty.get(here[i].technique));
  assert.equal(new Set(here.map((s) => s.technique)).size, here.length);
  assert.deepEqual(stepsHere(CLASSIC.solution), []);
  assert.equal(thrown(() => stepsHere(CLASSIC.puzzle.slice(1))).kind, 'wrong-length');
});

test('generate makes a puzzle with exactly one solution, the same for the same seed', () => {
  const made = generate({ seed: 7 });
  assert.equal(typeof made.puzzle, 'string');
  assert.equal(countSolutions(made.puzzle), 1);
  assert.equal(solve(made.puzzle), made.solution);
  assert.equal(made.rating.level, rate(made.puzzle).level);
  assert.equal(generate({ seed: 7 }).puzzle, made.puzzle);
  const six = generate({ seed: 7, size: 6, level: 'easy' });
  assert.equal(six.puzzle.length, 36);
  assert.equal(six.rating.level, 'easy');
});

test('rate rates a puzzle and refuses one it cannot read', () => {
  const rating = rate(CLASSIC.puzzle);
  assert.equal(typeof rating.level, 'string');
  for (const field of ['er', 'ep', 'ed']) assert.equal(typeof rating[field], 'number');
  assert.ok(rating.ed <= rating.ep && rating.ep <= rating.er);
  assert.ok(Array.isArray(rating.steps));
  // Only nets finish it: rated on Sudoku Explainer's scale, not "needs guessing".
  const hard = rate(HARD.puzzle);
  assert.equal(hard.level, 'diabolical');
  assert.ok(hard.er >= 8.5, `ER ${hard.er}`);
  assert.equal(thrown(() => rate(CLASSIC.puzzle.slice(1))).kind, 'wrong-length');
  assert.equal(thrown(() => rate('.'.repeat(16))).kind, 'multiple-solutions');
});

test('levels() says which levels generate() makes at a size, and generate() refuses the others at once', () => {
  assert.deepEqual(pencilmark.levels(4), ['easy']);
  assert.deepEqual(pencilmark.levels(6), ['easy', 'medium', 'hard', 'expert']);
  assert.deepEqual(pencilmark.levels(9), ['easy', 'medium', 'hard', 'expert', 'extreme', 'diabolical']);
  // A seed above what a number holds exactly says what it may be.
  assert.match(thrown(() => generate({ seed: 2 ** 60 })).message, /seed: expected a whole number from 0 to 2\^53 - 1, or a BigInt below 2\^64, not/);
  assert.equal(typeof generate({ seed: 2n ** 60n }).puzzle, 'string');
  // Practice puzzles: the techniques a size can have, and no other.
  assert.ok(pencilmark.practisable(9).includes('swordfish') && !pencilmark.practisable(4).includes('swordfish'));
  assert.ok(!pencilmark.practisable(9).includes('cell-forcing-chain'));
  assert.equal(thrown(() => generate({ seed: 1, size: 4, technique: 'swordfish' })).kind, 'bad-options');
  const refused = thrown(() => generate({ seed: 1, size: 4, level: 'medium' }));
  assert.equal(refused.kind, 'bad-options');
  assert.match(refused.message, /a 4x4 board has no medium puzzles: the generator makes only easy ones/);
});

test('every entry of the package imports in Node without a DOM (server-side rendering)', async () => {
  const element = await import('pencilmark/element');
  assert.equal(typeof element.PencilmarkPlayer, 'function');
  assert.equal(await import('pencilmark/element.js'), element, 'the element by its file name is the same module');
  assert.equal(globalThis.customElements, undefined, 'a test without a DOM');
  assert.equal(typeof (await import('pencilmark/search')).solve, 'function');
  // The entries without top-level await are, in Node, the ones loaded on import: init() resolves at once.
  for (const [entry, plain] of [['pencilmark/init', pencilmark], ['pencilmark/search/init', search]]) {
    const module = await import(entry);
    assert.equal(module, plain, `${entry} is not the Node entry`);
    assert.equal(await module.init(), undefined);
  }
  assert.equal(pencilmark.solve(CLASSIC.puzzle), CLASSIC.solution);
});

// ---- pencilmark/search: the search alone, in a wasm module of its own ----

test('pencilmark/search exports the search and nothing of the explaining engine', () => {
  assert.deepEqual(Object.keys(search).sort(), ['PencilmarkError', 'countAll', 'countSolutions', 'init', 'parse', 'solutions', 'solve', 'solveAll']);
  assert.deepEqual(Object.keys(pencilmark).sort(), [
    'Game', 'PencilmarkError', 'Solver', 'countAll', 'countSolutions', 'generate', 'hint', 'init', 'levels', 'parse', 'practisable', 'rate',
    'solutions', 'solve', 'solveAll', 'steps', 'stepsHere', 'techniques',
  ], 'nothing private: no entry of the wasm glue');
  for (const name of ['Game', 'Solver', 'hint', 'stepsHere', 'practisable', 'techniques', 'generate', 'levels', 'rate', 'steps']) {
    assert.equal(search[name], undefined, name);
    assert.equal(typeof pencilmark[name], 'function', `pencilmark has ${name}`);
  }
});

test('pencilmark/search solves, counts and parses as pencilmark does', () => {
  assert.equal(search.solve(CLASSIC.puzzle), CLASSIC.solution);
  assert.equal(search.solve(HEX.puzzle), HEX.solution);
  assert.deepEqual([...search.solve(cellsOf(SIX.puzzle))], [...cellsOf(SIX.solution)]);
  assert.equal(search.countSolutions('.'.repeat(16), 1000), 288);
  assert.equal(search.countSolutions(new Uint8Array(36), 2, { boxWidth: 2, boxHeight: 3 }), 2);
  assert.equal(search.parse(HEX.puzzle).alphabet, 'hex');
  const texts = [CLASSIC.puzzle, HARD.puzzle, HEX.puzzle, SIX.puzzle, CLASSIC.puzzle.match(/.{9}/g).join('\n'),
    '.'.repeat(16), `12345678.........9${'.'.repeat(63)}`, CLASSIC.puzzle.slice(1), `${CLASSIC.puzzle.slice(0, 4)}?`];
  const cells = [cellsOf(CLASSIC.puzzle), new Uint8Array(16), Uint8Array.from([5, 5, ...cellsOf(CLASSIC.puzzle).slice(2)]),
    new Uint8Array(4097)];
  const puzzles = [...texts, ...cells, ...cells.map((values) => [...values]), 5, null, new Uint16Array(81)];
  const optionSets = [undefined, { allowMultipleSolutions: true }, { boxWidth: 3, boxHeight: 3 }, { format: 'line' },
    { alphabet: 'hex' }, { maxGuesses: 1 }, { nonsense: 1 }, { boxWidth: 3 }];
  for (const puzzle of puzzles) {
    for (const options of optionSets) {
      const what = `${String(puzzle).slice(0, 30)}, ${JSON.stringify(options)}`;
      assert.equal(outcome(() => search.solve(puzzle, options)), outcome(() => pencilmark.solve(puzzle, options)), `solve ${what}`);
      assert.equal(outcome(() => search.countSolutions(puzzle, 3, options)),
        outcome(() => pencilmark.countSolutions(puzzle, 3, options)), `countSolutions ${what}`);
      assert.equal(outcome(() => search.solutions(puzzle, 3, options)),
        outcome(() => pencilmark.solutions(puzzle, 3, options)), `solutions ${what}`);
      if (typeof puzzle === 'string') {
        assert.equal(outcome(() => search.parse(puzzle, options)), outcome(() => pencilmark.parse(puzzle, options)), `parse ${what}`);
      }
    }
  }
});

test('pencilmark/search bulk-solves and bulk-counts as pencilmark does', () => {
  const open = '.'.repeat(16);
  const text = ['# a set', CLASSIC.puzzle, '', HARD.puzzle, `${CLASSIC.puzzle.slice(0, 4)}?${CLASSIC.puzzle.slice(5)}`,
    `12345678.........9${'.'.repeat(63)}`, `${HEX.puzzle} // a 16x16`, CLASSIC.puzzle.slice(1), SIX.puzzle, open].join('\n');
  const solved = search.solveAll(text);
  assert.equal(solved.length, 8);
  assert.equal(solved[0], CLASSIC.solution);
  assert.equal(solved[2].kind, 'bad-char');
  assert.deepEqual(solved, pencilmark.solveAll(text));
  assert.deepEqual(search.solveAll(text, { allowMultipleSolutions: true }), pencilmark.solveAll(text, { allowMultipleSolutions: true }));
  const counted = search.countAll(text, 1000);
  assert.ok(counted.counts instanceof Uint32Array);
  assert.deepEqual([...counted.counts], [1, 1, 0, 0, 1, 0, 1, 288]);
  for (const limit of [undefined, 1, 1000]) {
    const whole = pencilmark.countAll(text, limit);
    const alone = search.countAll(text, limit);
    assert.deepEqual([...alone.counts], [...whole.counts], `limit ${limit}`);
    assert.deepEqual(alone.errors, whole.errors, `limit ${limit}`);
  }
  for (const call of [(api) => api.solveAll(5), (api) => api.countAll(text, 0), (api) => api.solveAll(text, { alphabet: 'klingon' })]) {
    assert.equal(outcome(() => call(search)), outcome(() => call(pencilmark)));
    assert.match(outcome(() => call(search)), /^bad-(puzzle|options) /);
  }
});

test('pencilmark/search refuses every bad input of the corpus as pencilmark does', () => {
  const records = badInputs();
  assert.ok(records.length >= 50, `${records.length} records`);
  for (const record of records) {
    const at = `bad_inputs.txt:${record.line}`;
    const place = /^line (\d+), column (\d+): /.exec(record.message);
    const expected = `${record.kind} at ${place?.[1]}:${place?.[2]}: ${record.message}`;
    assert.equal(outcome(() => search.solve(record.input, record.options)), expected, at);
    for (const call of [(api) => api.parse(record.input, record.options), (api) => api.countSolutions(record.input, 2, record.options),
      (api) => api.solveAll(record.input, record.options)]) {
      assert.equal(outcome(() => call(search)), outcome(() => call(pencilmark)), at);
    }
    assert.equal(search.solve(CLASSIC.puzzle), CLASSIC.solution, `${at}: the module lives on`);
  }
});
