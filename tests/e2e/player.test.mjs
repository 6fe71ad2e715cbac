// Unit tests of the page's timing and stepping (npm/player.js) and of the
// board it rebuilds from the events (npm/timeline.js): against a scripted
// stand-in for the solver's worker, and against the real solver (the wasm
// in pkg/, built by scripts/build-wasm.sh) stepped beside the player.
// Run: node --test tests/e2e/player.test.mjs

import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { Player, delayMs } from '../../npm/player.js';
import { previewPlayer, previewPuzzle } from '../../npm/preview.js';
import { describePuzzle } from '../../npm/protocol.js';
import { DARK, LIGHT } from '../../npm/palette.js';
import { FAMILIES, setTechniques, techniqueNames, techniqueStyle } from '../../npm/techniques.js';
import { CHECKPOINT_INTERVAL, Cursor, Timeline } from '../../npm/timeline.js';

const place = (cell, digit) => ({ kind: 'place', cell, digit, technique: 'naked-single', removals: [], text: `place ${cell}` });

/** Lets the promises of a source settle: the replies are in. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** The first event of a made-up 4x4 solve: an empty board, every digit a candidate everywhere. */
const START = {
  kind: 'candidates',
  count: 64,
  values: Array(16).fill(0),
  candidates: Array.from({ length: 16 }, () => [1, 2, 3, 4]),
  text: 'candidates',
};

/** The candidates of `cells` on the board at the start, as {cell, digit}. */
const every = (cells) => cells.flatMap((cell) => [1, 2, 3, 4].map((digit) => ({ cell, digit })));

const SCRIPT = [
  START,
  { kind: 'guess', cell: 0, digit: 1, depth: 1, choices: 2, removals: [], text: 'guess r1c1 = 1' },
  place(1, 2),
  {
    kind: 'backtrack',
    depth: 0,
    cell: 0,
    digit: 1,
    contradiction: { kind: 'no-candidates', cell: 5 },
    emptied: [0, 1],
    restored: every([0, 1]),
    removals: [{ cell: 0, digit: 1 }],
    text: 'back',
  },
  place(0, 3),
  { kind: 'solved', placements: 2, guesses: 1, backtracks: 1, text: 'solved' },
];

/**
 * A 4x4 solve that replays a fixed list of events, in batches of `batch`,
 * as the worker would send them (the replies come on later turns). The first
 * event comes with the start; no board is ever sent: the events rebuild it.
 */
class ScriptedSource {
  constructor(text, events, batch) {
    if (text === 'bad') throw Object.assign(new Error('line 1, column 1: unexpected character'), { kind: 'bad-char' });
    this.events = events;
    this.batch = batch;
    this.at = 1;
    this.asked = 0;
    this.closed = false;
    /** Whether the last batch says the solve is done even without a final event. */
    this.doneEarly = text === 'done early';
    const puzzle = { side: 4, boxWidth: 2, boxHeight: 2, symbols: ['1', '2', '3', '4'], alphabet: '1234', alphabetName: 'standard', givens: new Uint8Array(16) };
    this.start =
      text === 'several'
        ? Promise.reject(Object.assign(new Error('the puzzle has at least 2 solutions'), { kind: 'multiple-solutions' }))
        : Promise.resolve({ puzzle, steps: events.slice(0, 1), done: false });
  }
  more() {
    this.asked++;
    const steps = this.events.slice(this.at, this.at + this.batch);
    this.at += steps.length;
    const finished = this.at >= this.events.length && ['solved', 'stuck', 'unsolvable'].includes(this.events.at(-1).kind);
    return Promise.resolve({ steps, done: finished || (this.doneEarly && this.at >= this.events.length) });
  }
  hint() {
    return Promise.resolve({ kind: 'stuck', text: 'stuck' });
  }
  close() {
    this.closed = true;
  }
}

async function player(events = SCRIPT, { batch = 2, clock = () => 0, text = 'puzzle' } = {}) {
  const sources = [];
  const p = new Player((text) => {
    const s = new ScriptedSource(text, events, batch);
    sources.push(s);
    return s;
  }, clock);
  await p.load(text);
  return { p, sources };
}

/** Ticks (frames), letting replies arrive between them, until `done()` or `frames` have passed. */
async function frames(p, done, limit = 100, now = () => 0) {
  for (let i = 0; i < limit && !done(); i++) {
    await settle();
    p.tick(now());
  }
}

test('delay before operation n is speed × (100 + 200·ln(1 + n/100)) ms', () => {
  assert.equal(delayMs(1, 0), 100);
  assert.ok(Math.abs(delayMs(1, 100) - (100 + 200 * Math.LN2)) < 1e-9);
  assert.ok(Math.abs(delayMs(2.5, 250) - 2.5 * (100 + 200 * Math.log(3.5))) < 1e-9);
  assert.equal(delayMs(0, 5000), 0);
  assert.ok(delayMs(1, 1000) > delayMs(1, 10));
});

test('Step performs exactly one operation, at once when it has arrived, else when it does', async () => {
  const { p, sources } = await player();
  assert.equal(sources[0].asked, 0, 'loading asks for nothing beyond the first event');
  p.step();
  const update = p.tick(0);
  assert.equal(p.model.op, 1);
  assert.equal(p.model.step.kind, 'candidates');
  assert.equal(update.eventCount, 1);
  p.step();
  assert.equal(p.model.op, 1, 'the second event is on its way');
  assert.equal(sources[0].asked, 1);
  await frames(p, () => p.model.op > 1);
  assert.equal(p.model.op, 2);
  assert.equal(p.model.step.kind, 'guess');
  assert.equal(p.known, 2, 'the timeline reaches the steps shown, not those waiting');
  p.step();
  assert.equal(p.model.op, 3, 'the batch brought the next one too');
  p.tick(0);
  assert.equal(p.model.op, 3);
});

test('Steps asked for while one is on its way are each done', async () => {
  const { p } = await player();
  p.step();
  p.step();
  p.step();
  await frames(p, () => p.model.op >= 3);
  p.tick(0);
  assert.equal(p.model.op, 3);
});

test('playing waits the delay before each operation', async () => {
  const { p } = await player();
  p.setSpeed(1, 0);
  p.play(0);
  assert.equal(p.tick(99).eventCount, 0);
  assert.equal(p.tick(100).eventCount, 1);
  await settle();
  const second = 100 + delayMs(1, 1);
  assert.equal(p.tick(second - 0.5).eventCount, 0);
  assert.equal(p.tick(second).eventCount, 1);
  assert.equal(p.model.op, 2);
});

test('a stalled frame does not replay a burst of overdue operations', async () => {
  const { p } = await player();
  p.play(0);
  await settle();
  assert.equal(p.tick(60_000).eventCount, 1);
});

test('an operation late from the worker is done when it comes, without a burst after it', async () => {
  const { p } = await player(SCRIPT, { batch: 4 });
  p.play(0);
  assert.equal(p.tick(100).eventCount, 1);
  // The next one was due at 100 + delay(1) but has not arrived.
  const late = 100 + delayMs(1, 1) + 50;
  assert.equal(p.tick(late).eventCount, 0);
  await settle();
  assert.equal(p.tick(late + 16).eventCount, 1, 'it is done at once');
  assert.equal(p.tick(late + 32).eventCount, 0, 'the next one waits its delay');
});

test('full speed runs to the end and stops', async () => {
  const { p } = await player();
  p.setSpeed(0, 0);
  p.play(0);
  let events = 0;
  for (let frame = 0; frame < 20 && !p.finished; frame++) {
    await settle();
    events += p.tick(0).eventCount;
  }
  assert.equal(events, SCRIPT.length);
  assert.equal(p.model.finished, 'solved');
  assert.equal(p.playing, false);
  p.play(0);
  assert.equal(p.playing, false, 'a finished solve does not play again');
});

test('a backtrack empties the cells filled under the refuted guess', async () => {
  const { p } = await player(SCRIPT, { batch: 10 });
  p.step();
  p.step();
  await frames(p, () => p.model.op === 2);
  p.step();
  assert.equal(p.model.depth, 1);
  assert.deepEqual(p.model.guesses, [{ cell: 0, digit: 1, depth: 1 }]);
  assert.equal(p.model.placedDepth[1], 1);
  p.tick(0);
  assert.deepEqual([...p.model.values.slice(0, 2)], [1, 2]);
  p.step();
  const update = p.tick(0);
  assert.deepEqual(update.reverted.sort(), [0, 1]);
  assert.deepEqual([...p.model.values.slice(0, 2)], [0, 0], 'the board is the one before the guess');
  assert.equal(p.model.candidates[0], 0, "the guess's digit left its cell");
  assert.equal(p.model.depth, 0);
  assert.deepEqual(p.model.guesses, []);
  assert.equal(p.model.placedDepth[1], -1);
  p.step();
  assert.equal(p.model.placedDepth[0], 0);
  assert.equal(p.model.counts.get('backtrack'), 1);
  assert.equal(p.model.counts.get('naked-single'), 2);
});

test('a text that is no puzzle is refused at once and the loaded puzzle stays', async () => {
  const { p, sources } = await player();
  p.step();
  const model = p.model;
  assert.throws(() => p.load('bad'), /unexpected character/);
  assert.equal(p.model, model);
  assert.equal(sources[0].closed, false);
  await p.load('again');
  assert.equal(sources[0].closed, true, 'the replaced solve is closed');
  assert.equal(p.model.op, 0);
});

test('a puzzle the worker refuses (several solutions) keeps the loaded one', async () => {
  const { p, sources } = await player();
  p.step();
  const model = p.model;
  const refused = p.load('several');
  assert.equal(p.model, model, 'the loaded puzzle stays while the new one is checked');
  await assert.rejects(refused, (err) => err.kind === 'multiple-solutions');
  assert.equal(p.model, model);
  assert.equal(sources[0].closed, false);
  assert.equal(sources[1].closed, true, "the refused puzzle's worker is ended");
});

test('a new load cancels one still under way', async () => {
  const { p, sources } = await player();
  const first = p.load('one');
  const second = p.load('two');
  await assert.rejects(first, (err) => err.name === 'AbortError');
  await second;
  assert.equal(sources[1].closed, true, 'the cancelled solve is closed');
  assert.equal(sources[0].closed, true, 'the replaced solve is closed');
  assert.equal(sources[2].closed, false);
  assert.equal(p.source, sources[2]);
});

test('a solver that stops without a final event is reported', async () => {
  for (const [events, text] of [[[SCRIPT[0]], 'puzzle'], [[SCRIPT[0], place(3, 4)], 'puzzle'], [[SCRIPT[0], place(3, 4)], 'done early']]) {
    const { p } = await player(events, { text });
    const errors = [];
    p.onError = (err) => errors.push(err);
    for (let i = 0; i < events.length + 1 && !p.finished; i++) {
      p.step();
      await frames(p, () => !p.busy);
    }
    assert.equal(p.model.finished, 'error');
    assert.match(p.model.error, /final step/);
    assert.equal(errors.length, 1, 'onError hears it once');
  }
});

test('a backtrack puts back exactly the candidates it lists, and the board needs nothing else', async () => {
  // The guess's removals and the backtrack's restored candidates as the
  // events say, whatever they are: the player applies them without rules.
  const events = [
    START,
    { ...SCRIPT[1], removals: [{ cell: 4, digit: 1 }, { cell: 5, digit: 1 }] },
    SCRIPT[2],
    { ...SCRIPT[3], restored: [...every([0, 1]), { cell: 4, digit: 1 }] },
    SCRIPT[5],
  ];
  const { p } = await player(events, { batch: 10 });
  await search(p);
  p.seek(2);
  p.tick(0);
  assert.equal(p.model.candidates[4 * 4], 0, 'the guess took 1 from r2c1');
  assert.equal(p.model.candidates[5 * 4], 0, 'and from r2c2');
  p.seek(4);
  p.tick(0);
  assert.equal(p.model.candidates[4 * 4], 1, 'the backtrack put 1 back in r2c1');
  assert.equal(p.model.candidates[5 * 4], 0, 'and not in r2c2, which it does not list');
  assert.deepEqual([...p.model.candidates.slice(0, 8)], [0, 1, 1, 1, 1, 1, 1, 1]);
});

test('onStep hears every event once it is applied, in order, at any speed', async () => {
  const { p } = await player();
  const heard = [];
  p.onStep = (step) => heard.push({ kind: step.kind, op: p.model.op });
  p.step();
  p.setSpeed(0, 0);
  p.play(0);
  await frames(p, () => p.finished);
  assert.deepEqual(
    heard.map((h) => h.kind),
    SCRIPT.map((s) => s.kind),
  );
  assert.deepEqual(
    heard.map((h) => h.op),
    SCRIPT.map((_, i) => i + 1),
    'the model counts the event before it is heard',
  );
});

/** What the board and the panel show of a player's model. */
function seen(p) {
  p.tick(0);
  const m = p.model;
  return {
    op: m.op,
    step: m.step && m.step.text,
    values: [...m.values],
    candidates: [...m.candidates],
    placedDepth: [...m.placedDepth],
    depth: m.depth,
    guesses: m.guesses.map((g) => ({ ...g })),
    counts: [...m.counts],
    placements: m.placements,
    eliminationSteps: m.eliminationSteps,
    eliminations: m.eliminations,
    deepest: m.deepest,
    finished: m.finished,
  };
}

test('the board at step n is the same stepping forward, back, or going there directly', async () => {
  const { p } = await player();
  const forward = [seen(p)];
  for (let n = 1; n <= SCRIPT.length; n++) {
    p.step();
    await frames(p, () => p.model.op === n);
    forward.push(seen(p));
  }
  assert.deepEqual(forward[3].values.slice(0, 2), [1, 2], 'the guess and the place under it are on the board');
  assert.deepEqual(forward[4].values.slice(0, 2), [0, 0], 'the backtrack emptied them');
  for (let n = SCRIPT.length; n > 0; n--) {
    p.stepBack();
    assert.deepEqual(seen(p), forward[n - 1], `back to step ${n - 1}`);
  }
  p.stepBack();
  assert.equal(p.model.op, 0, 'there is no step before the first');
  for (let n = 0; n <= SCRIPT.length; n++) {
    for (let m = 0; m <= SCRIPT.length; m++) {
      p.seek(n);
      assert.deepEqual(seen(p), forward[n], `seek ${m} -> ${n}`);
      p.seek(m);
      assert.deepEqual(seen(p), forward[m], `seek ${n} -> ${m}`);
    }
  }
});

test('going back pauses, keeps the events and asks the worker for nothing', async () => {
  const { p, sources } = await player();
  p.setSpeed(0, 0);
  p.play(0);
  await frames(p, () => p.finished);
  assert.equal(p.model.finished, 'solved');
  assert.equal(p.complete, true);
  const asked = sources[0].asked;
  p.restart();
  assert.equal(p.model.op, 0);
  assert.equal(p.model.finished, null);
  assert.equal(p.known, SCRIPT.length, 'the events received stay known');
  assert.equal(p.tick(0).rewound, SCRIPT.length);
  p.play(0);
  assert.equal(p.playing, true, 'a solve gone back to the start plays again');
  p.seek(3);
  assert.equal(p.playing, false);
  assert.equal(p.model.op, 3);
  assert.equal(p.tick(0).rewound, undefined, 'going forward is no rewind');
  p.seek(1);
  assert.equal(p.tick(0).rewound, 2, 'the frame hears how far the player went back');
  assert.equal(sources[0].asked, asked, 'no event was asked for again');
});

test('seeking past the events received asks for more, and stops at the final event', async () => {
  const { p } = await player();
  p.seek(3);
  assert.equal(p.busy, true, 'on its way to step 3');
  await frames(p, () => !p.busy);
  assert.equal(p.model.op, 3);
  assert.equal(p.known, 3);
  assert.equal(p.complete, false);
  p.seek(100);
  await frames(p, () => !p.busy);
  assert.equal(p.model.op, SCRIPT.length);
  assert.equal(p.model.finished, 'solved');
  p.seek(2);
  assert.equal(await search(p), 'found');
  assert.equal(p.model.op, SCRIPT.length);
});

/** Runs a seekNext() (or seekEnd() without a name) to its end, as frames would; returns what it said. */
async function search(p, name) {
  const said = [];
  if (name === undefined) p.seekEnd((result) => said.push(result));
  else p.seekNext(name, (result) => said.push(result));
  await frames(p, () => said.length > 0);
  assert.equal(said.length, 1, 'the search ended once');
  assert.equal(p.playing, false);
  assert.equal(p.searching, false);
  return said[0];
}

test('the next step of a technique is found ahead, and a missing one leaves the board alone', async () => {
  const { p } = await player();
  assert.equal(await search(p, 'naked-single'), 'found');
  assert.equal(p.model.op, 3);
  assert.equal(await search(p, 'naked-single'), 'found');
  assert.equal(p.model.op, 5);
  p.seek(1);
  assert.equal(await search(p, 'backtrack'), 'found', 'found among the events received');
  assert.equal(p.model.op, 4);
  assert.equal(await search(p, 'x-wing'), 'missing');
  assert.equal(p.model.op, 4, 'no X-Wing: the player stays at the step it was at');
  assert.equal(await search(p, 'guess'), 'missing', 'the only guess is behind');
  assert.equal(p.model.op, 4);
});

test('a search goes on a frame at a time, and Stop stops it where it is and the worker with it', async () => {
  const slow = SCRIPT.slice(0, 1).concat(Array.from({ length: 300 }, (_, i) => place(i % 16, 1 + (i % 4))), SCRIPT.slice(5));
  let now = 0;
  const clock = () => (now += 1);
  const { p, sources } = await player(slow, { batch: 20, clock });
  const said = [];
  p.seekEnd((result) => said.push(result));
  assert.equal(p.playing, true);
  assert.equal(p.searching, true);
  await settle();
  p.tick(0);
  const after = p.model.op;
  assert.ok(after > 0 && after < slow.length, `one frame went to ${after} of ${slow.length}`);
  p.play(0);
  assert.equal(p.searching, true, 'Play does not disturb a search');
  p.pause();
  assert.deepEqual(said, ['stopped']);
  assert.equal(p.playing, false);
  await settle();
  const asked = sources[0].asked;
  for (let frame = 0; frame < 5; frame++) {
    await settle();
    p.tick(0);
  }
  assert.equal(p.model.op, after, 'a stopped search stays where it got to');
  assert.equal(sources[0].asked, asked, 'nothing more is asked of the worker after Stop');
  p.seekEnd((result) => said.push(result));
  await frames(p, () => said.length === 2, 200);
  assert.deepEqual(said, ['stopped', 'found']);
  assert.equal(p.model.finished, 'solved');
});

test('onStep hears each event once, however often the player goes over it', async () => {
  const { p } = await player();
  const heard = [];
  p.onStep = (step) => heard.push(step.text);
  p.seek(4);
  await frames(p, () => !p.busy);
  p.seek(1);
  p.step();
  await search(p);
  p.restart();
  await search(p);
  assert.deepEqual(
    heard,
    SCRIPT.map((s) => s.text),
  );
});

test('counts: placements, candidates removed, guesses, backtracks and the deepest guess', async () => {
  const { p } = await player();
  await search(p);
  const m = p.model;
  assert.equal(m.placements, 2, 'two places; the guess is counted apart');
  assert.equal(m.eliminations, 1, "the backtrack removed the guess's digit");
  assert.equal(m.deepest, 1);
  assert.equal(m.counts.get('guess'), 1);
  p.seek(1);
  assert.equal(p.model.placements, 0);
  assert.equal(p.model.deepest, 0);
});

test('the model changes version on every move, also when going back', async () => {
  const { p } = await player();
  await search(p);
  const versions = new Set([p.model.version]);
  for (const n of [2, 5, 1, 4, 0, 3]) {
    p.seek(n);
    assert.ok(!versions.has(p.model.version), `the version after seek(${n}) was seen before`);
    versions.add(p.model.version);
  }
});

// ---- the timeline alone -----------------------------------------------------

/** A long made-up 4x4 solve: guesses, places under them and backtracks, over many checkpoints. */
function longScript(length) {
  const events = [START];
  let depth = 0;
  const filled = [];
  for (let i = 0; events.length < length; i++) {
    const free = [...Array(16).keys()].filter((c) => !filled.includes(c));
    if (depth < 3 && free.length > 2 && i % 3 === 0) {
      depth++;
      filled.push(free[0]);
      events.push({ kind: 'guess', cell: free[0], digit: 1 + (i % 4), depth, choices: 2, removals: [{ cell: free[1], digit: 1 + (i % 4) }], text: `guess ${i}` });
    } else if (depth > 0 && i % 5 === 0) {
      depth--;
      events.push({ kind: 'backtrack', depth, cell: 0, digit: 1, emptied: [...filled], restored: every(filled.slice(0, 2)), removals: [{ cell: free[0], digit: 2 }], text: `back ${i}` });
      filled.length = 0;
    } else if (i % 2 === 0) {
      events.push({ kind: 'eliminate', technique: 'x-wing', removals: [{ cell: free[free.length - 1], digit: 1 + (i % 4) }], text: `elim ${i}` });
    } else {
      const cell = free[free.length - 1];
      filled.push(cell);
      events.push({ kind: 'place', cell, digit: 1 + (i % 4), technique: 'hidden-single', removals: [{ cell: free[0], digit: 1 + (i % 4) }], text: `place ${i}` });
    }
  }
  return events;
}

const SHAPE = { side: 4, boxWidth: 2, boxHeight: 2 };
const boardOf = (cursor) => ({
  values: [...cursor.values],
  candidates: [...cursor.candidates],
  model: { ...cursor.model, placedDepth: [...cursor.model.placedDepth], counts: [...cursor.model.counts], guesses: cursor.model.guesses.map((g) => ({ ...g })) },
});

test('the timeline goes to any step through a checkpoint and fewer events than its interval', () => {
  const events = longScript(CHECKPOINT_INTERVAL * 5 + 7);
  const timeline = new Timeline(SHAPE, events[0]);
  const walker = new Cursor(SHAPE, events[0]);
  const boards = [boardOf(walker)];
  for (const event of events) {
    walker.apply(event);
    boards.push(boardOf(walker));
  }
  timeline.push(events.slice(0, 100));
  timeline.push(events.slice(100));
  assert.equal(timeline.checkpoints.length, 6);
  const apply = Cursor.prototype.apply;
  let applied = 0;
  Cursor.prototype.apply = function counted(...args) {
    applied++;
    return apply.apply(this, args);
  };
  try {
    for (const n of [0, 1, 63, 64, 65, 200, events.length, 129, 5]) {
      applied = 0;
      assert.deepEqual(boardOf(timeline.at(n)), boards[n], `the board at step ${n}`);
      assert.ok(applied < CHECKPOINT_INTERVAL, `${applied} events applied to reach step ${n}`);
    }
  } finally {
    Cursor.prototype.apply = apply;
  }
  assert.deepEqual(boardOf(timeline.tip), boardOf(walker));
});

test('thinned checkpoints still give every step exactly', () => {
  const events = longScript(1000);
  const timeline = new Timeline(SHAPE, events[0]);
  timeline.maxCheckpoints = 4;
  const walker = new Cursor(SHAPE, events[0]);
  const boards = [boardOf(walker)];
  for (const event of events) {
    walker.apply(event);
    boards.push(boardOf(walker));
  }
  for (let i = 0; i < events.length; i += 37) timeline.push(events.slice(i, i + 37));
  assert.ok(timeline.checkpoints.length <= 4);
  assert.ok(timeline.interval > CHECKPOINT_INTERVAL);
  for (let n = 0; n <= events.length; n += 13) assert.deepEqual(boardOf(timeline.at(n)), boards[n], `the board at step ${n}`);
});

test('a backtrack with no guess standing at its depth is refused', () => {
  const timeline = new Timeline(SHAPE, START);
  assert.throws(() => timeline.push([SCRIPT[0], SCRIPT[3]]), /goes back to depth 0, but 0 guesses stand/);
  assert.throws(() => new Timeline(SHAPE, SCRIPT[1]), /a solve starts with its candidates, not guess/);
});

// ---- against the real solver ------------------------------------------------

const pkgNode = new URL('../../pkg/node.js', import.meta.url);
const api = existsSync(pkgNode) ? await import(pkgNode.href) : null;
const skip = api ? false : 'pkg/ is not built: run scripts/build-wasm.sh';
// The wasm module itself (set up by the import above), for what the worker calls on it.
const wasm = api ? await import(new URL('../../pkg/wasm/pencilmark.js', import.meta.url).href) : null;

/** The solver on this thread, behind the player's source interface, in batches of `batch`. */
class LocalSource {
  constructor(text, options, batch) {
    this.solver = new api.Solver(text, options);
    this.batch = batch;
    const puzzle = describePuzzle(this.solver);
    this.start = Promise.resolve({ puzzle, ...this.reply(1) });
  }
  reply(size) {
    return { steps: this.solver.nextBatch(size), done: this.solver.isFinished() };
  }
  more() {
    return Promise.resolve(this.reply(this.batch));
  }
  hint(text, options, board) {
    return Promise.resolve(board ? wasm.hintOnBoard(text, board.values, board.candidates, options) : api.hint(text, options));
  }
  close() {
    this.solver.free();
  }
}

const fixtures = readFileSync(new URL('../fixtures/puzzles.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => line.split(' ')[0]);
const search25 = readFileSync(new URL('../fixtures/search25.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => line.split(' ')[0]);
const HARDEST = '98.7..6..75.....8...6......4...3.5....59...6......2..4.2..1......98...7......91.3';

/** Puzzles whose solves place, eliminate, guess and backtrack, at several sizes and from a candidate grid. */
function realPuzzles() {
  const candidateGrid = new api.Solver(fixtures.find((p) => p.length === 81));
  candidateGrid.nextBatch(20);
  return [
    { name: 'the forum hardest, with guesses', text: HARDEST, options: { forcingChains: false }, min: 100 },
    { name: 'the forum hardest, by forcing nets', text: HARDEST, options: {}, min: 50 },
    { name: 'an empty 9x9, guessing its way to a solution', text: '.'.repeat(81), options: { allowMultipleSolutions: true }, min: 60 },
    { name: 'a 6x6', text: fixtures.find((p) => p.length === 36), options: {}, min: 20 },
    { name: 'a 16x16', text: fixtures.find((p) => p.length === 256), options: {}, min: 100 },
    { name: 'a 25x25', text: search25[1], options: {}, min: 300 },
    { name: 'a candidate grid, twenty steps in', text: candidateGrid.write('candidates'), options: {}, min: 20 },
    { name: 'a 9x9 with guessing off, stuck', text: HARDEST, options: { guessing: false, forcingChains: false }, min: 3 },
  ];
}

test('the board rebuilt from the events is the solver’s at every step, forward, back and by seeking', { skip }, async () => {
  for (const { name, text, options, min } of realPuzzles()) {
    const p = new Player((t, o) => new LocalSource(t, o, 37));
    await p.load(text, options);
    const reference = new api.Solver(text, options);
    const boards = [];
    const expect = (what) => {
      p.tick(0);
      const at = p.model.op;
      assert.deepEqual([...p.model.values], [...boards[at].values], `${name}: the values at step ${at} ${what}`);
      assert.deepEqual([...p.model.candidates], [...boards[at].candidates], `${name}: the candidates at step ${at} ${what}`);
    };
    boards.push({ values: reference.values(), candidates: reference.candidates() });
    expect('at the start');
    while (!p.finished) {
      p.step();
      await frames(p, () => !p.busy);
      assert.ok(reference.next() !== undefined, `${name}: the player went past the solver's end`);
      boards.push({ values: reference.values(), candidates: reference.candidates() });
      expect('stepping forward');
    }
    assert.equal(reference.next(), undefined, `${name}: the solver went on after the player's final step`);
    assert.equal(p.model.finished, p.model.step.kind);
    assert.ok(boards.length > min, `${name}: only ${boards.length - 1} steps`);
    const last = boards.length - 1;
    for (const n of [0, last, Math.floor(last / 2), 1, last - 1, Math.floor(last / 3), 2 * Math.floor(last / 3)]) {
      p.seek(n);
      expect(`after seeking to ${n}`);
    }
    for (let n = last; n > last - 80 && n > 0; n--) {
      p.stepBack();
      expect('stepping back');
    }
    reference.free();
    p.close();
  }
});

test('a hint of the board shown is the hint of the solver’s own board at that step', { skip }, async () => {
  const text = fixtures.find((p) => p.length === 81);
  const p = new Player((t, o) => new LocalSource(t, o, 50));
  await p.load(text);
  const reference = new api.Solver(text);
  // At step 0 the board shown has the starting candidates: the first event's.
  const started = new api.Solver(text);
  started.next();
  for (let n = 0; n < 40; n++) {
    const shown = await p.hint();
    const board = n === 0 ? started : reference;
    const solvers = wasm.hintOnBoard(text, board.values(), board.candidates());
    assert.deepEqual(shown, solvers, `the hint at step ${n}`);
    p.step();
    await frames(p, () => !p.busy);
    reference.next();
  }
  started.free();
  const hex = new Player((t, o) => new LocalSource(t, o, 50));
  await hex.load(fixtures.find((p) => p.length === 256));
  assert.ok(['place', 'eliminate'].includes((await hex.hint()).kind), 'a 16x16 board at the start has a hint');
  p.close();
  hex.close();
});

// ---- the page's techniques table -----------------------------------------------

test('every technique of the solver’s table has a family, and families differ in glyph and dash, not only colour', { skip }, () => {
  setTechniques(api.techniques());
  const names = techniqueNames();
  assert.deepEqual(names, api.techniques().map((t) => t.name), 'the table’s names, in its order');
  assert.ok(names.includes('sue-de-coq') && names.includes('nested-forcing-chain'));
  assert.equal(techniqueStyle('x-wing').label, 'X-Wing', 'the label is the table’s');
  for (const name of names) {
    const t = techniqueStyle(name);
    assert.ok(FAMILIES[t.family], `${name} has no family`);
    assert.ok(t.label && t.glyph, `${name} has no label or glyph`);
  }
  const families = Object.values(FAMILIES);
  assert.equal(new Set(families.map((f) => f.glyph)).size, families.length, 'two families share a glyph');
  assert.equal(new Set(families.map((f) => f.dash.join(','))).size, families.length, 'two families share a dash');
  assert.equal(new Set(families.map((f) => f.colour)).size, families.length, 'two families share a colour');
});

/** sRGB `#rrggbb` to CIE L*a*b* (D65). */
function lab(hex) {
  const linear = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const [r, g, b] = linear;
  const xyz = [
    (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
    0.2126 * r + 0.7152 * g + 0.0722 * b,
    (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883,
  ].map((v) => (v > 0.008856 ? Math.cbrt(v) : 7.787 * v + 16 / 116));
  return [116 * xyz[1] - 16, 500 * (xyz[0] - xyz[1]), 200 * (xyz[1] - xyz[2])];
}

/** WCAG's relative luminance of `hex`. */
function luminance(hex) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast between two colours. */
function contrast(a, b) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

for (const [scheme, palette] of [['light', LIGHT], ['dark', DARK]]) {
  test(`${scheme} palette: each family’s colour holds the chip’s text and stands apart from the others, a guess’s and a backtrack’s`, () => {
    const colours = [...Object.entries(FAMILIES).map(([name, f]) => [name, palette[f.role]]), ['guess', palette.guess], ['backtrack', palette.backtrack]];
    assert.equal(Object.keys(palette).sort().join(), Object.keys(LIGHT).sort().join(), 'the palettes have the same roles');
    for (const [name, colour] of colours.slice(0, -2)) {
      const ratio = contrast(colour, palette.onColour);
      assert.ok(ratio >= 4.5, `${name}'s chip text has a contrast of ${ratio.toFixed(2)}`);
    }
    for (let i = 0; i < colours.length; i++) {
      for (let j = i + 1; j < colours.length; j++) {
        const [a, b] = [lab(colours[i][1]), lab(colours[j][1])];
        const distance = Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
        assert.ok(distance >= 25, `${colours[i][0]} and ${colours[j][0]} are only ${distance.toFixed(0)} apart (CIE76)`);
      }
    }
  });

  test(`${scheme} palette: digits and marks read on their cells, the families' colours on the board`, () => {
    const on = (ink, cell, least) => {
      const ratio = contrast(palette[ink], palette[cell]);
      assert.ok(ratio >= least, `${ink} on ${cell}: ${ratio.toFixed(2)}`);
    };
    for (const ink of ['given', 'placed', 'provisional', 'candidate', 'clash']) on(ink, 'cell', 4.5);
    for (const ink of ['given', 'placed', 'candidate']) on(ink, 'givenCell', 4.5);
    for (const ink of ['text', 'accent']) on(ink, 'surface', 4.5);
    on('onColour', 'accent', 4.5);
    // A focus value is drawn in its technique's colour.
    for (const [name, family] of Object.entries(FAMILIES)) {
      const ratio = contrast(palette[family.role], palette.cell);
      assert.ok(ratio >= 3, `${name} on a cell: ${ratio.toFixed(2)}`);
    }
  });
}

test('the element’s first paint reads what the solver reads: the board’s shape, its houses and its givens', { skip }, () => {
  const grid = `5 3 . | . 7 . | . . .
6 . . | 1 9 5 | . . .
. 9 8 | . . . | . 6 .
------+-------+------
8 . . | . 6 . | . . 3
4 . . | 8 . 3 | . . 1
7 . . | . 2 . | . . 6
------+-------+------
. 6 . | . . . | 2 8 .
. . . | 4 1 9 | . . 5
. . . | . 8 . | . 7 9`;
  const puzzles = [
    '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
    grid,
    `# a comment above\n${grid.replaceAll('|', ' ')} // and beside`,
    '.3....5...1......5..62..6...51.....2',
    '1...' + '.'.repeat(12),
    '1' + '0'.repeat(15),
  ];
  for (const text of puzzles) {
    const preview = previewPuzzle(text);
    assert.ok(preview, `no preview of ${text.slice(0, 20)}…`);
    const solver = new api.Solver(text, { allowMultipleSolutions: true });
    const described = describePuzzle(solver);
    for (const key of ['side', 'boxWidth', 'boxHeight']) assert.equal(preview.puzzle[key], described[key], `${key} of ${text.slice(0, 20)}…`);
    assert.deepEqual([...preview.puzzle.givens], [...described.givens], 'the givens');
    assert.deepEqual([...preview.values], [...solver.values()], 'the values');
    const houses = (list) => list.map((h) => `${h.kind} ${h.index}: ${[...h.cells].join(',')}`).sort();
    assert.deepEqual(houses(preview.puzzle.houses), houses(described.houses), 'the houses');
    assert.deepEqual(preview.puzzle.alphabet, [...described.alphabet].slice(0, preview.puzzle.side), 'the symbols');
    solver.free();
  }
  // What is not read here waits for the solver: among them a 4x4 candidate
  // grid of 36 digits, which counted as cells would be a 6x6.
  const candidates4 = Array.from({ length: 4 }, () => '12 12 12 123').join('\n');
  assert.equal(candidates4.replace(/\D/g, '').length, 36);
  for (const text of [candidates4, '5,3,,,7,,,,', '5\t3', '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79 from a list']) {
    assert.equal(previewPuzzle(text), null, `a preview of ${JSON.stringify(text.slice(0, 20))}`);
  }
  for (const text of ['', 'abc', '.'.repeat(256), '1' + '0'.repeat(63), '123456789'.repeat(9) + '1', `${'1'.repeat(16)}`.replace(/1/, 'g'), '5'.repeat(15) + '9']) {
    assert.equal(previewPuzzle(text), null, `a preview of ${JSON.stringify(text.slice(0, 20))}`);
  }
  const player = previewPlayer(previewPuzzle(puzzles[0]));
  assert.equal(player.loaded && !player.busy, true);
  assert.deepEqual(player.tick(0), { reverted: [], rewound: false });
});
