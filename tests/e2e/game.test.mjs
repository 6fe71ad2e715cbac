// Unit tests of a person's play (npm/game.js): moves, undo and redo, the
// marks shown by hand and with automatic candidates, the clock. The
// candidates the values leave open come from the real core (Game, from the
// wasm in pkg/, built by scripts/build-wasm.sh), as the page has them from
// its worker.
// Run: node --test tests/e2e/game.test.mjs

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Game } from 'pencilmark';
import { Play, clockText, restorePlay, savePlay } from '../../npm/game.js';

const NINE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

/** A play of NINE kept up to date with the core's open candidates, as the page keeps it. */
function started() {
  const game = new Game(NINE);
  const play = new Play(9, game.givens());
  const review = () => play.setOpen(game.open(play.values));
  review();
  return { game, play, review };
}

/** Everything a move can change, to compare boards. */
const board = (play) => ({
  values: [...play.values],
  marks: [...play.marks],
  struck: [...play.struck],
  auto: play.auto,
  shown: [...play.shown()],
});

/** A small seeded generator (mulberry32): the same walk every run. */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test('undo and redo round-trip 200 random moves to the same board', () => {
  const { play, review } = started();
  const next = random(20261128);
  const pick = (n) => Math.floor(next() * n);
  const start = board(play);
  const after = [];
  while (play.done.length < 200) {
    play.select(pick(81));
    const kind = pick(10);
    const move =
      kind < 4 ? play.enter(1 + pick(9), false)
        : kind < 8 ? play.enter(1 + pick(9), true)
          : kind < 9 ? play.erase()
            : play.setAuto(!play.auto);
    if (!move) continue;
    review();
    after.push(board(play));
  }
  assert.equal(play.done.length, 200);
  for (let i = 199; i >= 0; i--) {
    assert.deepEqual(board(play).values, after[i].values);
    play.undo();
    review();
  }
  assert.deepEqual(board(play), start, 'all undone: the board it started from');
  assert.equal(play.undo(), null);
  for (let i = 0; i < 200; i++) {
    play.redo();
    review();
    assert.deepEqual(board(play), after[i], `redo ${i + 1}`);
  }
  assert.equal(play.redo(), null);
});

test('a new move after undoing drops what was undone; givens take no entry', () => {
  const { play } = started();
  play.select(2);
  play.enter(4, false);
  play.enter(1, false);
  play.undo();
  assert.equal(play.values[2], 4);
  play.enter(2, false);
  assert.equal(play.redo(), null, 'the undone 1 is gone');
  assert.equal(play.values[2], 2);
  // The same value again takes it out.
  play.enter(2, false);
  assert.equal(play.values[2], 0);
  play.select(0);
  assert.equal(play.enter(9, false), null);
  assert.equal(play.erase(), null);
  assert.equal(play.values[0], 5);
});

test('marks by hand show only while the values leave them open, and come back', () => {
  const { play, review } = started();
  // r1c3 marked 1, 2 and 4 (its open candidates); then r2c3, below, takes the 2.
  play.select(2);
  for (const d of [1, 2, 4]) play.enter(d, true);
  assert.deepEqual(play.shownMarks(2), [1, 2, 4]);
  // A 7 is not open in r1c3 (r1c5 holds one): no move.
  assert.equal(play.enter(7, true), null);
  play.select(11);
  play.enter(2, false);
  review();
  assert.deepEqual(play.shownMarks(2), [1, 4], 'the 2 a peer now holds is not shown');
  play.undo();
  review();
  assert.deepEqual(play.shownMarks(2), [1, 2, 4], 'and is back when that value goes');
  // Erase takes the marks out.
  play.select(2);
  play.erase();
  assert.deepEqual(play.shownMarks(2), []);
});

test('automatic candidates show what is open less what the person took out, and turning them off keeps what was shown', () => {
  const { play } = started();
  play.select(2);
  play.enter(1, true);
  play.setAuto(true);
  // r1c3, marked by hand with 1 alone, keeps just that; r1c4 shows all it has open.
  assert.deepEqual(play.shownMarks(2), [1]);
  assert.deepEqual(play.shownMarks(3), [2, 6]);
  play.select(3);
  play.enter(6, true);
  assert.deepEqual(play.shownMarks(3), [2], 'a mark taken out');
  play.setAuto(false);
  assert.deepEqual(play.shownMarks(3), [2], 'by hand again, what was shown stays');
  assert.deepEqual(play.shownMarks(11), [2, 4, 7], 'r2c3 shows its open candidates, now as marks');
  play.undo();
  assert.equal(play.auto, true);
  assert.deepEqual(play.shownMarks(3), [2]);
});

test('the position the core gets: values, and marks only where shown', () => {
  const { game, play } = started();
  play.select(2);
  play.enter(2, true);
  const { values, marks } = play.position();
  // r1c3's answer is 4, which its marks lack: the core names it.
  assert.deepEqual(game.mistakes(values, marks), [{ kind: 'lost-candidate', cell: 2, digit: 4 }]);
});

test('the clock counts only while it runs, and reads as people write time', () => {
  const play = new Play(4, new Uint8Array(16));
  play.startClock(1000);
  play.stopClock(4000);
  play.startClock(10_000);
  assert.equal(play.elapsed(12_500), 5500);
  assert.equal(clockText(5500), '0:05');
  assert.equal(clockText(3_725_000), '1:02:05');
});

test('a play saved and restored is the same play: entries, history and time', () => {
  const { game, play, review } = started();
  play.select(2);
  play.enter(4, false);
  play.select(3);
  play.enter(2, true);
  play.setAuto(true);
  play.enter(6, true);
  play.undo();
  play.startClock(0);
  review();
  const saved = JSON.parse(JSON.stringify(savePlay(play, 61_000)));
  const back = restorePlay(saved, 9, game.givens());
  back.setOpen(play.open);
  assert.deepEqual(board(back), board(play));
  assert.deepEqual(back.done, play.done);
  assert.deepEqual(back.undone, play.undone);
  assert.equal(back.elapsed(0), 61_000);
  back.redo();
  play.redo();
  assert.deepEqual(board(back), board(play));
  // Another puzzle's, or a broken one, is not taken.
  const other = new Uint8Array(81);
  assert.equal(restorePlay(saved, 9, other), null);
  assert.equal(restorePlay({ ...saved, marks: 'x' }, 9, game.givens()), null);
  assert.equal(restorePlay({ ...saved, done: [{ changes: [['values', 0, 0, 1]], auto: [false, false] }] }, 9, game.givens()), null);
  assert.equal(restorePlay(null, 9, game.givens()), null);
});

test('taking over a board is one move, undone like any other', () => {
  const { game, play, review } = started();
  play.select(2);
  play.enter(1, false);
  const values = game.givens();
  values[3] = 6;
  const candidates = new Uint8Array(81 * 9);
  candidates[2 * 9 + 3] = 1;
  const before = board(play);
  play.takeBoard(values, candidates);
  review();
  assert.equal(play.values[2], 0);
  assert.equal(play.values[3], 6);
  assert.deepEqual(play.shownMarks(2), [4]);
  assert.equal(play.done.length, 2);
  play.undo();
  review();
  assert.deepEqual(board(play), before);
});

test('a hint’s eliminations applied: an unmarked cell is marked with what is left, a struck one with auto', () => {
  const { play, review } = started();
  // r1c3 (open 1, 2, 4), unmarked; two removals there and one in r1c4 (open 2, 6).
  const move = play.removeCandidates([
    { cell: 2, digit: 1 },
    { cell: 2, digit: 2 },
    { cell: 3, digit: 6 },
    { cell: 0, digit: 5 },
  ]);
  assert.deepEqual(play.shownMarks(2), [4]);
  assert.deepEqual(play.shownMarks(3), [2]);
  assert.equal(play.done.length, 1, 'one move');
  play.undo();
  review();
  assert.deepEqual([play.shownMarks(2), play.shownMarks(3)], [[], []]);
  play.setAuto(true);
  play.removeCandidates([{ cell: 2, digit: 1 }]);
  assert.deepEqual(play.shownMarks(2), [2, 4]);
  assert.ok(move.changes.every(([name]) => name === 'marks'));
});
