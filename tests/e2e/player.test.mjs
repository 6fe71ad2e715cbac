// Unit tests of the page's timing and stepping (npm/player.js), against a
// scripted stand-in for the wasm Solver. Run: node --test tests/e2e/player.test.mjs

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Player, delayMs } from '../../npm/player.js';

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
  values() {
    return new Uint8Array(16);
  }
  givens() {
    return new Uint8Array(16);
  }
  candidates() {
    return new Uint8Array(64);
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
