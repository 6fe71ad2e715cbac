// End-to-end tests of play mode (www/play.js): the person solves the puzzle
// on the board, by mouse, keyboard or touch, with hints from their own
// position, saved in the browser and shared by link. Registered by run.mjs,
// which runs them in its browsers.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Game, techniques } from 'pencilmark';
import { check } from './browser.mjs';

/** What the cell table (the board for assistive technology) says of `cell`. */
const words = (page, cell) => page.locator('#cells tr:not(:first-of-type) td').nth(cell).textContent();

/** Forgets the games kept in the browser: the tests share a profile. */
const forget = (page) => page.evaluate(() => localStorage.clear());

/** Where the pad is in the page: it must not move under the finger as the status changes. */
const padTop = (page) => page.evaluate(() => document.getElementById('pad').getBoundingClientRect().top + window.scrollY);

/** Switches to play mode with the mouse, a fresh game, and waits for the board to show it. */
async function enterPlay(page) {
  await forget(page);
  await page.locator('#mode-play').click();
  await page.waitForFunction(() => document.getElementById('cells').dataset.op === 'play', null, { timeout: 5_000 });
}

/** Clicks (or taps) the middle of `cell` on a board of `side`. */
async function pickCell(page, cell, side, { tap = false } = {}) {
  const box = await page.locator('#board').boundingBox();
  const [x, y] = [box.x + ((cell % side) + 0.5) * (box.width / side), box.y + (Math.floor(cell / side) + 0.5) * (box.height / side)];
  if (tap) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** Waits until the cell table says `expected` of `cell`. */
async function waitForWords(page, cell, expected) {
  try {
    await page.waitForFunction(([c, w]) => document.querySelectorAll('#cells tr:not(:first-of-type) td')[c].textContent === w, [cell, expected], {
      timeout: 5_000,
    });
  } catch {
    check(false, `cell ${cell} reads "${await words(page, cell)}", not "${expected}"`);
  }
}

/** Waits until `selector`'s text matches `pattern`. */
async function waitForText(page, selector, pattern, timeout = 5_000) {
  try {
    await page.waitForFunction(
      ([s, source]) => new RegExp(source).test(document.querySelector(s).textContent),
      [selector, pattern.source],
      { timeout },
    );
  } catch {
    check(false, `${selector} says "${await page.locator(selector).textContent()}", not ${pattern}`);
  }
}

/** `rgb(r, g, b)` as `#rrggbb`. */
function techniqueStyleColour(rgb) {
  return `#${rgb.match(/\d+/g).slice(0, 3).map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;
}

/** The lowest contrast of the text of `selectors` against what lies behind it. */
function lowestContrast(page, selectors) {
  return page.evaluate((list) => {
    const rgb = (c) => c.match(/[\d.]+/g).map(Number);
    const lum = ([r, g, b]) => {
      const f = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const behind = (el) => {
      for (let e = el; e; e = e.parentElement) {
        const bg = getComputedStyle(e).backgroundColor;
        const parts = rgb(bg);
        if (parts.length === 3 || parts[3] > 0) return parts.slice(0, 3);
      }
      return [255, 255, 255];
    };
    let lowest = { ratio: Infinity, what: '' };
    for (const selector of list) {
      for (const el of document.querySelectorAll(selector)) {
        if (!el.textContent.trim() || el.closest('[hidden]')) continue;
        const style = getComputedStyle(el);
        const [a, b] = [lum(rgb(style.color)), lum(behind(el))];
        const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) / (style.opacity < 1 ? 2 : 1);
        if (ratio < lowest.ratio) lowest = { ratio, what: `${selector} "${el.textContent.trim().slice(0, 30)}"` };
      }
    }
    return lowest;
  }, selectors);
}

/**
 * Play mode's tests, registered with run.mjs's `test`; `fixtures` are its
 * puzzles ({NINE, SIX}), `loadPuzzle` and the screenshot folder.
 */
export function playTests(test, { NINE, SIX, loadPuzzle, shots }) {
  test('play by mouse: values, marks, erase, undo and redo, a clash at once, a full board celebrated', async (page) => {
    await loadPuzzle(page, SIX.puzzle);
    await enterPlay(page);
    check(await page.locator('.now').isHidden(), 'the playback panel shows in play mode');
    const empty = [...SIX.puzzle].flatMap((c, i) => (c === '.' ? [i] : []));
    const [first] = empty;
    const key = (symbol) => page.locator(`#pad button:text-is("${symbol}")`).click();
    // A value that a peer holds: the clash is said at once.
    const given = SIX.puzzle.slice(Math.floor(first / 6) * 6, Math.floor(first / 6) * 6 + 6).replace(/\./g, '')[0];
    const pad = await padTop(page);
    await pickCell(page, first, 6);
    await key(given);
    await waitForWords(page, first, given);
    await waitForText(page, '#play-status', /both hold/);
    check((await padTop(page)) === pad, `the pad moved from ${pad} to ${await padTop(page)} px with the status`);
    await page.locator('#play-undo').click();
    await waitForWords(page, first, 'empty');
    await waitForText(page, '#play-status', /^Your turn\.$/);
    check((await padTop(page)) === pad, `the pad moved from ${pad} to ${await padTop(page)} px with the status`);
    await page.locator('#play-redo').click();
    await waitForWords(page, first, given);
    await page.locator('#play-erase').click();
    await waitForWords(page, first, 'empty');
    // Pencil marks with Notes on.
    await page.locator('#play-notes').click();
    const answer = SIX.solution[first];
    await key(answer);
    await waitForWords(page, first, `empty, marks ${answer}`);
    await page.locator('#play-notes').click();
    await page.screenshot({ path: join(shots, 'play-mouse.png') });
    // The solution, cell by cell: the board is celebrated, the clock stops.
    for (const cell of empty) {
      await pickCell(page, cell, 6);
      await key(SIX.solution[cell]);
      await waitForWords(page, cell, SIX.solution[cell]);
    }
    await waitForText(page, '#play-status', /^Solved in \d+:\d\d\. Well done\.$/);
    check((await page.locator('#play-status').getAttribute('data-state')) === 'solved', 'the status is not marked solved');
    check(await page.locator('#play-hint').isDisabled(), 'Hint still works on a solved board');
    check(await page.locator('#play-notes').isDisabled(), 'Notes still works on a solved board');
    check((await page.locator('#pad button:not([disabled])').count()) === 0, 'the pad still works on a solved board');
    await page.locator('#play-timer-toggle').click();
    check(await page.locator('#play-timer').isHidden(), 'Hide time leaves the time shown');
    await page.screenshot({ path: join(shots, 'play-solved.png') });
    // Back to watching: the solver's board and panels return.
    await page.locator('#mode-watch').click();
    await page.waitForFunction(() => document.getElementById('cells').dataset.op !== 'play', null, { timeout: 5_000 });
    check(await page.locator('#play-panel').isHidden(), 'the play panel stays in watch mode');
  });

  test('keyboard only: play mode, arrows, digits, marks, undo and hint, narrated, focus visible, text legible', async (page) => {
    await loadPuzzle(page, NINE.puzzle);
    await forget(page);
    let reached = false;
    for (let i = 0; i < 60 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.id === 'mode-play');
    }
    check(reached, 'Tab never reaches "Solve it yourself"');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.getElementById('cells').dataset.op === 'play', null, { timeout: 5_000 });
    // The board is before the switch in the page's order.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    const focus = await page.evaluate(() => {
      const board = document.getElementById('board');
      return document.activeElement === board && board.matches(':focus-visible') && getComputedStyle(board).outlineStyle !== 'none';
    });
    check(focus, 'the board does not take the focus visibly');
    const announced = (pattern) => waitForText(page, '#play-announce', pattern);
    // r1c1 (empty in NINE), the first selected: a value, then a mark in r1c2.
    await page.keyboard.press('ArrowRight');
    await announced(/^r1c1: empty$/);
    await page.keyboard.press(NINE.solution[0]);
    await announced(new RegExp(`^${NINE.solution[0]} in r1c1$`));
    await waitForWords(page, 0, NINE.solution[0]);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press(`Shift+${NINE.solution[1]}`);
    await announced(new RegExp(`^mark ${NINE.solution[1]} put in r1c2$`));
    await waitForWords(page, 1, `empty, marks ${NINE.solution[1]}`);
    await page.keyboard.press('Control+z');
    await announced(/^Undone: mark/);
    await waitForWords(page, 1, 'empty');
    await page.keyboard.press('Control+y');
    await announced(/^Redone: mark/);
    // N: notes, so a digit is a mark.
    await page.keyboard.press('n');
    await announced(/^Notes on/);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press(NINE.solution[2]);
    await waitForWords(page, 2, `empty, marks ${NINE.solution[2]}`);
    await page.keyboard.press('n');
    await page.keyboard.press('Delete');
    await waitForWords(page, 2, 'empty');
    // A digit typed on a given (r1c6 holds a 6) is said, and so is the
    // clash of a value with a peer.
    for (let col = 3; col < 6; col++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('1');
    await announced(/^r1c6 is a given\.$/);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('6');
    await announced(/^r1c5 and r1c6 both hold 6\.$/);
    await page.keyboard.press('Delete');
    await page.keyboard.press('h');
    await waitForText(page, '#play-hint-text', /look at/);
    await announced(/look at/);
    // Once: the hint's words are narrated by the announcer alone.
    check((await page.locator('#play-hint-text, #play-check-text').evaluateAll((els) => els.filter((e) => e.closest('[aria-live], [role="status"]')).length)) === 0, 'the hint or check text is a live region besides the announcer');
    const contrast = await lowestContrast(page, ['#play-status', '#play-hint-text', '#play-timer', '#pad button', '.tools button', '#play-panel .check', '#play-copy-link', '.mode-switch button']);
    check(contrast.ratio >= 4.5, `text at a contrast of ${contrast.ratio.toFixed(2)}: ${contrast.what}`);
    await page.screenshot({ path: join(shots, 'play-keyboard.png') });
  });

  test('a hint from the person’s own position: a wrong mark named first, then a step from their marks, applied', async (page) => {
    await loadPuzzle(page, NINE.puzzle);
    await enterPlay(page);
    await page.locator('#play-auto').check();
    await page.waitForFunction(() => document.querySelectorAll('#cells tr:not(:first-of-type) td')[0].textContent.startsWith('empty, marks'), null, { timeout: 5_000 });
    // r1c1's answer taken out of its candidates.
    await pickCell(page, 0, 9);
    await page.keyboard.press(`Shift+${NINE.solution[0]}`);
    await page.locator('#play-hint').click();
    await waitForText(page, '#play-hint-text', new RegExp(`candidate ${NINE.solution[0]} was taken out of r1c1`));
    await page.screenshot({ path: join(shots, 'play-wrong-mark.png') });
    await page.locator('#play-undo').click();
    await page.locator('#play-hint').click();
    await waitForText(page, '#play-hint-text', /look at/);
    await page.locator('#play-hint').click();
    await waitForText(page, '#play-hint-text', /pattern is marked/);
    await page.locator('#play-hint').click();
    await page.locator('#play-apply').waitFor({ timeout: 5_000 });
    const sentence = await page.locator('#play-hint-text').textContent();
    await page.screenshot({ path: join(shots, 'play-hint.png') });
    const before = await page.locator('#cells tr:not(:first-of-type) td').allTextContents();
    await page.locator('#play-apply').click();
    await page.waitForFunction((b) => [...document.querySelectorAll('#cells tr:not(:first-of-type) td')].some((td, i) => td.textContent !== b[i]), before, {
      timeout: 5_000,
    });
    const after = await page.locator('#cells tr:not(:first-of-type) td').allTextContents();
    const changed = after.flatMap((w, i) => (w !== before[i] ? [i] : []));
    check(changed.length > 0, `applying "${sentence}" changed no cell`);
    const focused = await page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName);
    check(focused === 'board', `focus is on ${focused} after Apply it, not on the board`);
    for (const cell of changed) {
      const value = after[cell].length === 1 ? after[cell] : null;
      check(value === null || value === NINE.solution[cell], `the hint applied put ${value} in cell ${cell}`);
    }
    await page.locator('#play-undo').click();
    try {
      await page.waitForFunction((b) => [...document.querySelectorAll('#cells tr:not(:first-of-type) td')].every((td, i) => td.textContent === b[i]), before, {
        timeout: 5_000,
      });
    } catch {
      const now = await page.locator('#cells tr:not(:first-of-type) td').allTextContents();
      const diff = now.flatMap((w, i) => (w !== before[i] ? [`cell ${i}: "${before[i]}" → "${w}"`] : []));
      check(false, `undoing "${sentence}" left ${diff.join('; ')}`);
    }
  });

  test('all steps from here: the person’s position and the solver’s, easiest first, each shown, one applied', async (page) => {
    const difficulty = new Map(techniques().map((t) => [t.name, t.difficulty]));
    const listed = async (list) => {
      await page.locator(`${list} button[data-index]`).first().waitFor({ timeout: 10_000 });
      return page.locator(`${list} button[data-index] strong`).allTextContents();
    };
    const byLabel = new Map(techniques().map((t) => [t.label, t.name]));
    const easiestFirst = (labels) => labels.every((l, i) => i === 0 || difficulty.get(byLabel.get(labels[i - 1])) <= difficulty.get(byLabel.get(l)));
    // Watching, paused at a step: the list from the board shown.
    await loadPuzzle(page, NINE.puzzle);
    await page.locator('#step').click();
    await page.locator('#steps-here').click();
    const watched = await listed('#steps-here-list');
    check(watched.length >= 2 && easiestFirst(watched), `the list while watching is ${watched.join(', ')}`);
    const last = page.locator('#steps-here-list button[data-index]').last();
    const drawn = () => page.evaluate(() => document.getElementById('board').toDataURL());
    const plain = await drawn();
    await last.click();
    const shown = (await last.textContent()).replace(/^[^:]*: /, '');
    await page.waitForFunction((s) => document.getElementById('hint-text').textContent.endsWith(s), shown, { timeout: 5_000 });
    await page.waitForFunction((p) => document.getElementById('board').toDataURL() !== p, plain, { timeout: 5_000 });
    check((await drawn()) !== plain, 'the step chosen is not drawn on the board');
    // Playing: a wrong value first, then the list from the person's marks; one applied.
    await enterPlay(page);
    await pickCell(page, 0, 9);
    const wrong = NINE.solution[0] === '1' ? '2' : '1';
    await page.keyboard.press(wrong);
    await page.locator('#play-steps').click();
    await waitForText(page, '#play-steps-list', /Fix (this|these)/);
    await page.keyboard.press('Control+z');
    await page.locator('#play-steps').click();
    const played = await listed('#play-steps-list');
    check(played.length >= 2 && easiestFirst(played), `the list in play is ${played.join(', ')}`);
    await page.locator('#play-steps-list button[data-index]').first().click();
    await page.locator('#play-apply').waitFor({ timeout: 5_000 });
    await page.screenshot({ path: join(shots, 'play-steps-here.png') });
    const before = await page.locator('#cells tr:not(:first-of-type) td').allTextContents();
    await page.locator('#play-apply').click();
    await page.waitForFunction((b) => [...document.querySelectorAll('#cells tr:not(:first-of-type) td')].some((td, i) => td.textContent !== b[i]), before, {
      timeout: 5_000,
    });
    check(await page.locator('#play-steps-list').isHidden(), 'the list outlives the move');
  });

  test('take over the solver’s board as a move, and watch the solver go on from the person’s position', async (page) => {
    await loadPuzzle(page, NINE.puzzle);
    await forget(page);
    for (let n = 0; n < 8; n++) await page.locator('#step').click();
    await page.waitForFunction(() => document.getElementById('op-count').dataset.op === '8', null, { timeout: 5_000 });
    const cellWords = () => page.locator('#cells tr:not(:first-of-type) td').allTextContents();
    await page.waitForFunction(() => document.getElementById('cells').dataset.op === '8', null, { timeout: 5_000 });
    const watched = await cellWords();
    await page.locator('#take-over').click();
    await page.waitForFunction(() => document.getElementById('cells').dataset.op === 'play', null, { timeout: 5_000 });
    const asPlayed = (w) => w.replace('empty, candidates', 'empty, marks');
    await page.waitForFunction((b) => [...document.querySelectorAll('#cells tr:not(:first-of-type) td')].every((td, i) => td.textContent === b[i]), watched.map(asPlayed), {
      timeout: 5_000,
    }).catch(async () => check(false, `taken over: ${(await cellWords()).slice(0, 12).join(' | ')}; watched: ${watched.slice(0, 12).join(' | ')}`));
    check(!(await page.locator('#play-undo').isDisabled()), 'taking over is no move to undo');
    const focused = () => page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName);
    check((await focused()) === 'board', `focus is on ${await focused()} after Take over, not on the board`);
    await waitForText(page, '#play-announce', /^\d+ cells changed at once, \d+ values? placed$/);
    // A wrong value: the solver is not handed a broken position.
    const empty = watched.findIndex((w) => w.startsWith('empty'));
    await pickCell(page, empty, 9);
    const wrong = NINE.solution[empty] === '1' ? '2' : '1';
    await page.keyboard.press(wrong);
    await page.locator('#watch-from-here').click();
    await waitForText(page, '#play-check-text', /^Fix the (mistake|\d+ mistakes) marked on the board first/);
    await page.keyboard.press('Control+z');
    await page.locator('#watch-from-here').click();
    await page.waitForFunction(() => document.getElementById('cells').dataset.op === '0' && document.getElementById('status').textContent === 'Ready', null, {
      timeout: 10_000,
    });
    check((await focused()) === 'mode-watch', `focus is on ${await focused()} after Watch the solver from here`);
    check(await page.locator('#copy-link').isDisabled(), 'Copy link offers a link to a step of another solve');
    // The position as it was: the puzzle's givens, the values placed, and
    // every other cell open (one candidate left is no value yet).
    const from = await cellWords();
    for (const [i, w] of watched.entries()) {
      const expected = NINE.puzzle[i] !== '.' ? `${NINE.puzzle[i]}, given` : w.length === 1 ? w : 'empty';
      check(from[i] === expected, `the solve from the position has "${from[i]}" in cell ${i}, not "${expected}"`);
    }
    await page.locator('#step').click();
    await page.locator('#step').click();
    await page.waitForFunction(() => document.getElementById('cells').dataset.op === '2', null, { timeout: 5_000 });
    // Back to the game, kept; then the puzzle's own solve.
    await page.locator('#mode-play').click();
    await page.waitForFunction(() => document.getElementById('cells').dataset.op === 'play', null, { timeout: 5_000 });
    check(!(await page.locator('#play-undo').isDisabled()), 'the game lost its history');
    await page.locator('#mode-watch').click();
    await page.waitForFunction((p) => document.getElementById('grid-text').textContent === p && document.getElementById('op-count').dataset.op === '0', NINE.puzzle, {
      timeout: 10_000,
    });
    check(!(await page.locator('#copy-link').isDisabled()), 'Copy link stays off on the puzzle’s own solve');
  });

  test('practise a technique: a puzzle made for it opens just before its first step, watching or playing', async (page) => {
    const name = techniques().find((t) => t.name === 'xy-wing').label;
    const options = await page.locator('#practise-technique option').allTextContents();
    check(options.includes(name) && !options.some((o) => /forcing/i.test(o)), `the techniques offered: ${options.join(', ')}`);
    await page.locator('#practise-technique').selectOption('xy-wing');
    await page.locator('#practise').click();
    await waitForText(page, '#practise-info', /just before the XY-Wing/, 60_000);
    await page.locator('#step').click();
    await waitForText(page, '#step-kind', /^XY-Wing$/);
    // Playing, the board before it becomes the person's.
    await enterPlay(page);
    await page.locator('#practise').click();
    await waitForText(page, '#practise-info', /^Your board is the one just before the XY-Wing/, 60_000);
    await page.locator('#play-steps').click();
    await page.locator('#play-steps-list button[data-index]').first().waitFor({ timeout: 10_000 });
    const listed = await page.locator('#play-steps-list button[data-index] strong').allTextContents();
    check(listed.includes(name), `the steps from the practice board: ${listed.join(', ')}`);
    // The size picked limits the list: no Swordfish on a 4x4.
    await page.locator('#new-size').selectOption('4');
    await page.waitForFunction(() => ![...document.querySelectorAll('#practise-technique option')].some((o) => o.value === 'swordfish'), null, {
      timeout: 5_000,
    });
  });

  test('save and print: the board as SVG and PNG, with and without the step, printed alone or as a sheet for a class', async (page) => {
    await loadPuzzle(page, NINE.puzzle);
    // Go to the first step that is not a single: a pattern to draw.
    await page.locator('#jump-technique').selectOption('pointing');
    await page.locator('#jump').click();
    await page.waitForFunction(() => document.getElementById('step-kind').textContent === 'Pointing', null, { timeout: 10_000 });
    const colour = techniqueStyleColour(await page.evaluate(() => getComputedStyle(document.getElementById('step-kind')).backgroundColor));
    const saved = async (button) => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator(button).click()]);
      const path = await download.path();
      return { name: download.suggestedFilename(), bytes: readFileSync(path) };
    };
    const withStep = await saved('#export-svg');
    const svg = withStep.bytes.toString('utf8');
    check(withStep.name === 'pencilmark.svg' && svg.startsWith('<svg'), `the SVG saved is ${withStep.name}: ${svg.slice(0, 40)}`);
    const givens = (svg.match(/font-weight="700" fill="#0f172a"/g) || []).length;
    const filled = [...NINE.puzzle].filter((c) => c !== '.').length;
    check(givens === filled, `the SVG has ${givens} givens, not ${filled}`);
    check(svg.includes(colour), `the SVG does not draw the step in its colour ${colour}`);
    await page.locator('#export-pattern').uncheck();
    const plain = (await saved('#export-svg')).bytes.toString('utf8');
    check(!plain.includes(colour), 'the SVG without the step still draws it');
    const png = await saved('#export-png');
    check(png.name === 'pencilmark.png' && png.bytes.subarray(1, 4).toString() === 'PNG' && png.bytes.length > 5_000, `the PNG saved is ${png.name}, ${png.bytes.length} bytes`);
    // Printing: the board alone (print() stubbed: headless has no dialog).
    await page.evaluate(() => {
      window.printed = 0;
      window.print = () => window.printed++;
    });
    await page.locator('#print-board').click();
    check((await page.evaluate(() => window.printed)) === 1, 'Print did not print');
    await page.emulateMedia({ media: 'print' });
    check(await page.locator('#print-area img').isVisible(), 'the board is not on the printed page');
    check(!(await page.locator('.sidebar').isVisible()), 'the controls are on the printed page');
    await page.screenshot({ path: join(shots, 'print-board.png') });
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    // A sheet of four 6x6 puzzles with their ratings.
    await page.locator('#new-size').selectOption('6');
    await page.locator('#sheet-count').fill('4');
    await page.locator('#print-sheet').click();
    await page.waitForFunction(() => window.printed === 2, null, { timeout: 60_000 });
    const captions = await page.locator('#print-area figcaption').allTextContents();
    check(captions.length === 4 && captions.every((c) => /^\d\. [a-z ]+: ER \d+\.\d, EP \d+\.\d, ED \d+\.\d$/.test(c)), `the sheet's captions: ${captions.join(' | ')}`);
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: join(shots, 'print-sheet.png'), fullPage: true });
  });

  test('reload restores the position, the history and the time; a link shares the position', async (page) => {
    const origin = new URL(page.url()).origin;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await loadPuzzle(page, NINE.puzzle);
    await enterPlay(page);
    await pickCell(page, 0, 9);
    await page.keyboard.press(NINE.solution[0]);
    // Two of the candidates r1c2 has open then, as the package says.
    const game = new Game(NINE.puzzle);
    const values = Uint8Array.from(NINE.puzzle, (c) => (c === '.' ? 0 : Number(c)));
    values[0] = Number(NINE.solution[0]);
    const open = [...game.open(values).slice(9, 18)].flatMap((on, d) => (on ? [String(d + 1)] : []));
    game.free();
    const [a, b] = open;
    await pickCell(page, 1, 9);
    await page.keyboard.press(`Shift+${a}`);
    await page.keyboard.press(`Shift+${b}`);
    await waitForWords(page, 1, `empty, marks ${a} ${b}`);
    await page.waitForTimeout(2_100);
    // The time hidden stays hidden: a choice of the person's.
    await page.locator('#play-timer-toggle').click();
    const board = await page.locator('#cells tr:not(:first-of-type) td').allTextContents();
    const spent = () => page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('pencilmark.play.'));
      return JSON.parse(localStorage.getItem(key)).spent;
    });
    await page.reload();
    await page.waitForFunction(() => document.getElementById('cells').dataset.op === 'play', null, { timeout: 20_000 });
    await page.waitForFunction((b) => [...document.querySelectorAll('#cells tr:not(:first-of-type) td')].every((td, i) => td.textContent === b[i]), board, {
      timeout: 5_000,
    });
    const kept = await spent();
    check(kept >= 2_000 && kept < 4_000, `the time kept at the reload is ${kept} ms`);
    const shown = await page.locator('#play-timer').textContent();
    check(shown === '0:02' || shown === '0:03', `the clock shows ${shown} after the reload`);
    check(await page.locator('#play-timer').isHidden(), 'the time hidden shows again after the reload');
    check((await page.locator('#play-timer-toggle').textContent()) === 'Show time', 'the toggle forgot the time is hidden');
    await page.locator('#play-timer-toggle').click();
    check(!(await page.locator('#play-undo').isDisabled()), 'the history is gone after the reload');
    await page.locator('#play-undo').click();
    await waitForWords(page, 1, `empty, marks ${a}`);
    await page.locator('#play-redo').click();
    await waitForWords(page, 1, `empty, marks ${a} ${b}`);
    // The position as a link: opened in a fresh profile's page it shows the same board.
    await page.locator('#play-copy-link').click();
    await waitForText(page, '#play-copy-link-status', /copied/);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    await page.evaluate(() => localStorage.clear());
    await page.goto('about:blank');
    await page.goto(copied);
    await page.waitForFunction(() => document.getElementById('cells').dataset.op === 'play', null, { timeout: 20_000 });
    await page.waitForFunction((b) => [...document.querySelectorAll('#cells tr:not(:first-of-type) td')].every((td, i) => td.textContent === b[i]), board, {
      timeout: 5_000,
    });
    check(await page.locator('#play-undo').isDisabled(), 'a shared position brings a history');
    check(!new URL(page.url()).hash.includes('v='), 'the hash keeps the shared position, which a reload would put back');
  });

  test('a phone plays by touch: tap a cell, tap a key of the pad', async (page) => {
    await loadPuzzle(page, NINE.puzzle);
    await forget(page);
    await page.locator('#mode-play').tap();
    await page.waitForFunction(() => document.getElementById('cells').dataset.op === 'play', null, { timeout: 5_000 });
    await page.locator('.board-stack').scrollIntoViewIfNeeded();
    const before = await padTop(page);
    await pickCell(page, 0, 9, { tap: true });
    await page.locator(`#pad button:text-is("${NINE.solution[0]}")`).tap();
    await waitForWords(page, 0, NINE.solution[0]);
    await waitForText(page, '#play-status', /^Your turn\.$/);
    check((await padTop(page)) === before, `the pad moved from ${before} to ${await padTop(page)} px under the finger`);
    const pad = await page.locator('#pad button').first().boundingBox();
    check(pad.height >= 40 && pad.width >= 30, `a key of the pad is ${pad.width}x${pad.height} px`);
    check(!(await page.locator('#play-panel .shortcuts').isVisible()), 'the keys are listed on a touch screen');
    // A step chosen from the list below is shown on the board, brought into view.
    await page.locator('#play-steps').tap();
    const item = page.locator('#play-steps-list button[data-index]').nth(4);
    await item.waitFor({ timeout: 10_000 });
    await item.scrollIntoViewIfNeeded();
    await item.tap();
    await page.waitForFunction(() => {
      const box = document.getElementById('board').getBoundingClientRect();
      return box.top >= -1 && box.bottom <= window.innerHeight + 1;
    }, null, { timeout: 5_000 }).catch(async () => check(false, `the board is at ${JSON.stringify(await page.locator('#board').boundingBox())} with the step chosen`));
    await page.screenshot({ path: join(shots, 'play-phone.png'), fullPage: true });
  }, { phone: true });
}
