// Unit tests of the page's timing and stepping (npm/player.js), against a
// scripted stand-in for the wasm Solver. Run: node --test tests/e2e/player.test.mjs

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Player, delayMs } from '../../npm/player.js';
import { FAMILIES, TECHNIQUES } from '../../npm/techniques.js';

const place = (cell, digit) => ({ kind: 'place', cell, digit, technique: 'naked-single', removals: [], text: `place ${cell}` });

/** A 4x4 "solver" that replays a fixed list of events. */
class ScriptedSolver {
  constructor(text, events) {
    if (text === 'bad') throw new Error('line 1, column 1: unexpected character');
    this.events = events;
    this.at = 0;
    this.side = 4;
    this.boxWidth = 2;
    this.boxHeight = 2;
    this.symbols = ['1', '2', '3', '4'];
    this.freed = false;
  }
  next() {
    return this.events[this.at++];
  }
  nextBatch(n) {
    const out = this.events.slice(this.at, this.at + n);
    this.at += out.length;
    return out;
  }
  run({ maxSteps }) {
    const steps = this.nextBatch(maxSteps).length;
    return { steps, finished: this.at >= this.events.length };
  }
  /** The board after the events so far: a guess's cells are emptied by its backtrack. */
  values() {
    const values = new Uint8Array(16);
    const filled = [[]];
    for (const e of this.events.slice(0, this.at)) {
      if (e.kind === 'guess') filled[e.depth] = [];
      if (e.kind === 'place' || e.kind === 'guess') {
        values[e.cell] = e.digit;
        filled[filled.length - 1].push(e.cell);
      }
      if (e.kind === 'backtrack') {
        for (const cells of filled.splice(e.depth + 1)) for (const cell of cells) values[cell] = 0;
      }
    }
    return values;
  }
  givens() {
    return new Uint8Array(16);
  }
  /** Candidates: every digit of every empty cell once the first event computed them. */
  candidates() {
    const values = this.values();
    return Uint8Array.from({ length: 64 }, (_, i) => (this.at > 0 && !values[i >> 2] ? 1 : 0));
  }
  free() {
    this.freed = true;
  }
}

const SCRIPT = [
  { kind: 'candidates', count: 40, text: 'candidates' },
  { kind: 'guess', cell: 0, digit: 1, depth: 1, choices: 2, text: 'guess r1c1 = 1' },
  place(1, 2),
  {
    kind: 'backtrack',
    depth: 0,
    cell: 0,
    digit: 1,
    contradiction: { kind: 'no-candidates', cell: 5 },
    removals: [{ cell: 0, digit: 1 }],
    text: 'back',
  },
  place(0, 3),
  { kind: 'solved', placements: 2, guesses: 1, backtracks: 1, text: 'solved' },
];

function player(events = SCRIPT) {
  const solvers = [];
  const p = new Player(
    (text) => {
      const s = new ScriptedSolver(text, events);
      solvers.push(s);
      return s;
    },
    () => 0,
  );
  return { p, solvers };
}

test('delay before operation n is speed × (100 + 200·ln(1 + n/100)) ms', () => {
  assert.equal(delayMs(1, 0), 100);
  assert.ok(Math.abs(delayMs(1, 100) - (100 + 200 * Math.LN2)) < 1e-9);
  assert.ok(Math.abs(delayMs(2.5, 250) - 2.5 * (100 + 200 * Math.log(3.5))) < 1e-9);
  assert.equal(delayMs(0, 5000), 0);
  assert.ok(delayMs(1, 1000) > delayMs(1, 10));
});

test('Step performs exactly one operation', () => {
  const { p } = player();
  p.load('puzzle');
  p.step();
  const update = p.tick(0);
  assert.equal(p.model.op, 1);
  assert.equal(p.model.step.kind, 'candidates');
  assert.equal(update.eventCount, 1);
  p.step();
  assert.equal(p.model.op, 2);
  assert.equal(p.model.step.kind, 'guess');
});

test('playing waits the delay before each operation', () => {
  const { p } = player();
  p.load('puzzle');
  p.setSpeed(1, 0);
  p.play(0);
  assert.equal(p.tick(99).eventCount, 0);
  assert.equal(p.tick(100).eventCount, 1);
  const second = 100 + delayMs(1, 1);
  assert.equal(p.tick(second - 0.5).eventCount, 0);
  assert.equal(p.tick(second).eventCount, 1);
  assert.equal(p.model.op, 2);
});

test('a stalled frame does not replay a burst of overdue operations', () => {
  const { p } = player();
  p.load('puzzle');
  p.play(0);
  assert.equal(p.tick(60_000).eventCount, 1);
});

test('full speed runs to the end in one frame and stops', () => {
  const { p } = player();
  p.load('puzzle');
  p.setSpeed(0, 0);
  p.play(0);
  const update = p.tick(0);
  assert.equal(update.eventCount, SCRIPT.length);
  assert.equal(p.model.finished, 'solved');
  assert.equal(p.playing, false);
  p.play(0);
  assert.equal(p.playing, false, 'a finished solve does not play again');
});

test('a backtrack empties the cells filled under the refuted guess', () => {
  const { p } = player();
  p.load('puzzle');
  for (let i = 0; i < 3; i++) p.step();
  assert.equal(p.model.depth, 1);
  assert.deepEqual(p.model.guesses, [{ cell: 0, digit: 1, depth: 1 }]);
  assert.equal(p.model.placedDepth[1], 1);
  p.tick(0);
  p.step();
  const update = p.tick(0);
  assert.deepEqual(update.reverted.sort(), [0, 1]);
  assert.equal(p.model.depth, 0);
  assert.deepEqual(p.model.guesses, []);
  assert.equal(p.model.placedDepth[1], -1);
  p.step();
  assert.equal(p.model.placedDepth[0], 0);
  assert.equal(p.model.counts.get('backtrack'), 1);
  assert.equal(p.model.counts.get('naked-single'), 2);
});

test('bad text throws and keeps the loaded puzzle', () => {
  const { p, solvers } = player();
  p.load('puzzle');
  p.step();
  const model = p.model;
  assert.throws(() => p.load('bad'), /unexpected character/);
  assert.equal(p.model, model);
  assert.equal(solvers[0].freed, false);
  p.load('again');
  assert.equal(solvers[0].freed, true, 'the replaced solver is freed');
  assert.equal(p.model.op, 0);
});

test('a solver that stops without a final event is reported', () => {
  const { p } = player([SCRIPT[0]]);
  p.load('puzzle');
  p.step();
  p.step();
  assert.equal(p.model.finished, 'error');
  assert.match(p.model.error, /final step/);
});

test('onStep hears every event once it is applied, in order, at any speed', () => {
  const { p } = player();
  const heard = [];
  p.onStep = (step) => heard.push({ kind: step.kind, op: p.model.op });
  p.load('puzzle');
  p.step();
  p.setSpeed(0, 0);
  p.play(0);
  p.tick(0);
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

test('onError hears a solver that fails during a solve', () => {
  const { p } = player([SCRIPT[0]]);
  const errors = [];
  p.onError = (err) => errors.push(err);
  p.load('puzzle');
  p.step();
  assert.equal(errors.length, 0);
  p.step();
  assert.equal(errors.length, 1);
  assert.match(errors[0].message, /final step/);
});

/** What the board and the panel show of a player's model. */
function seen(p) {
  const m = p.model;
  p.tick(0);
  return {
    op: m.op,
    step: m.step && m.step.text,
    values: [...p.model.values],
    candidates: [...p.model.candidates],
    placedDepth: [...m.placedDepth],
    depth: m.depth,
    guesses: m.guesses.map((g) => ({ ...g })),
    counts: [...m.counts],
    placements: m.placements,
    eliminations: m.eliminations,
    deepest: m.deepest,
    finished: m.finished,
  };
}

test('the board at step n is the same stepping forward, back, or going there directly', () => {
  const forward = [];
  const { p } = player();
  p.load('puzzle');
  forward.push(seen(p));
  for (let n = 1; n <= SCRIPT.length; n++) {
    p.step();
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

test('going back pauses, starts a fresh solver and frees the old one', () => {
  const { p, solvers } = player();
  p.load('puzzle');
  p.setSpeed(0, 0);
  p.play(0);
  p.tick(0);
  assert.equal(p.model.finished, 'solved');
  assert.equal(p.complete, true);
  p.restart();
  assert.equal(p.model.op, 0);
  assert.equal(p.model.finished, null);
  assert.equal(p.known, SCRIPT.length, 'the events received stay known');
  assert.equal(solvers.length, 2);
  assert.equal(solvers[0].freed, true);
  assert.equal(p.tick(0).rewound, SCRIPT.length);
  p.play(0);
  assert.equal(p.playing, true, 'a solve gone back to the start plays again');
  p.seek(3);
  assert.equal(p.playing, false);
  assert.equal(p.tick(0).rewound, undefined, 'going forward is no rewind');
  p.seek(1);
  assert.equal(p.tick(0).rewound, 2, 'the frame hears how far the player went back');
});

test('seeking past the events received solves on, and stops at the final event', () => {
  const { p } = player();
  p.load('puzzle');
  p.seek(3);
  assert.equal(p.known, 3);
  assert.equal(p.complete, false);
  p.seek(100);
  assert.equal(p.model.op, SCRIPT.length);
  assert.equal(p.model.finished, 'solved');
  p.seek(2);
  assert.equal(search(p), 'found');
  assert.equal(p.model.op, SCRIPT.length);
});

/** Runs a seekNext() (or seekEnd() without a name) to its end, as frames would; returns what it said. */
function search(p, name) {
  const said = [];
  if (name === undefined) p.seekEnd((result) => said.push(result));
  else p.seekNext(name, (result) => said.push(result));
  for (let frame = 0; frame < 10 && said.length === 0; frame++) p.tick(0);
  assert.equal(said.length, 1, 'the search ended once');
  assert.equal(p.playing, false);
  assert.equal(p.searching, false);
  return said[0];
}

test('the next step of a technique is found ahead, and a missing one leaves the board alone', () => {
  const { p } = player();
  p.load('puzzle');
  assert.equal(search(p, 'naked-single'), 'found');
  assert.equal(p.model.op, 3);
  assert.equal(search(p, 'naked-single'), 'found');
  assert.equal(p.model.op, 5);
  p.seek(1);
  assert.equal(search(p, 'backtrack'), 'found', 'found among the events received');
  assert.equal(p.model.op, 4);
  assert.equal(search(p, 'x-wing'), 'missing');
  assert.equal(p.model.op, 4, 'no X-Wing: the player stays at the step it was at');
  assert.equal(search(p, 'guess'), 'missing', 'the only guess is behind');
  assert.equal(p.model.op, 4);
});

test('a search goes on a frame at a time while playing, and pause stops it where it is', () => {
  const slow = SCRIPT.slice(0, 1).concat(Array.from({ length: 300 }, (_, i) => place(i % 16, 1 + (i % 4))), SCRIPT.slice(5));
  let now = 0;
  const p = new Player((text) => new ScriptedSolver(text, slow), () => (now += 1));
  p.load('puzzle');
  const said = [];
  p.seekEnd((result) => said.push(result));
  assert.equal(p.playing, true);
  assert.equal(p.searching, true);
  p.tick(0);
  const after = p.model.op;
  assert.ok(after > 0 && after < slow.length, `one frame went to ${after} of ${slow.length}`);
  p.play(0);
  assert.equal(p.searching, true, 'Play does not disturb a search');
  p.pause();
  assert.deepEqual(said, ['stopped']);
  assert.equal(p.playing, false);
  p.tick(0);
  assert.equal(p.model.op, after, 'a stopped search stays where it got to');
  p.seekEnd((result) => said.push(result));
  for (let frame = 0; frame < 100 && said.length < 2; frame++) p.tick(0);
  assert.deepEqual(said, ['stopped', 'found']);
  assert.equal(p.model.finished, 'solved');
});

test('onStep hears each event once, however often the player goes over it', () => {
  const { p } = player();
  const heard = [];
  p.onStep = (step) => heard.push(step.text);
  p.load('puzzle');
  p.seek(4);
  p.seek(1);
  p.step();
  search(p);
  p.restart();
  search(p);
  assert.deepEqual(
    heard,
    SCRIPT.map((s) => s.text),
  );
});

test('counts: placements, candidates removed, guesses, backtracks and the deepest guess', () => {
  const { p } = player();
  p.load('puzzle');
  search(p);
  const m = p.model;
  assert.equal(m.placements, 2, 'two places; the guess is counted apart');
  assert.equal(m.eliminations, 1, "the backtrack removed the guess's digit");
  assert.equal(m.deepest, 1);
  assert.equal(m.counts.get('guess'), 1);
  p.seek(1);
  assert.equal(p.model.placements, 0);
  assert.equal(p.model.deepest, 0);
});

test('every technique has a family, and families differ in glyph and dash, not only colour', () => {
  const names = Object.keys(TECHNIQUES);
  assert.equal(names.length, 41);
  for (const name of names) {
    const t = TECHNIQUES[name];
    assert.ok(FAMILIES[t.family], `${name} has no family`);
    assert.ok(t.label && t.glyph, `${name} has no label or glyph`);
  }
  const families = Object.values(FAMILIES);
  assert.equal(new Set(families.map((f) => f.glyph)).size, families.length, 'two families share a glyph');
  assert.equal(new Set(families.map((f) => f.dash.join(','))).size, families.length, 'two families share a dash');
  assert.equal(new Set(families.map((f) => f.colour)).size, families.length, 'two families share a colour');
});
