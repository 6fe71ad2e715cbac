// The npm package as a third party gets it: `npm pack` of pkg/ (built by
// scripts/build-wasm.sh), the tarball installed into fresh copies of
// examples/element and examples/webpack in a temporary folder outside the
// source tree, the webpack site built, the Node test (node.test.mjs) and the
// type tests (types/: the whole package, and pencilmark/search alone) run
// against the installed package, and both sites (the webpack one with its
// page of pencilmark/search alone) served under a Content-Security-Policy
// without 'unsafe-eval' and driven in headless Chromium. Screenshots go to
// tests/e2e/screenshots/. Ends with "N passed, N failed".

import { cp, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, check } from '../e2e/browser.mjs';
import { serve } from '../../scripts/static-server.mjs';
import { recordProblems, runTests, sh, test } from './harness.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const pkg = join(repo, 'pkg');
const shots = join(repo, 'tests', 'e2e', 'screenshots');
const TIMEOUT_MS = 30_000;

// Scripts and styles only from the site itself, wasm compiled (not eval), no
// connections elsewhere: eval or a request to another origin fails a test.
const CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
].join('; ');

// The puzzle of examples/element.
const CLASSIC = {
  puzzle: '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
  solution: '534678912672195348198342567859761423426853791713924856961537284287419635345286179',
};
const HARD = {
  puzzle: '.....6..78.64.........7..9.35.142.6..67..3..5.......1.43....8...1.6..3......2..7.',
  solution: '941236587876495132523871694359142768167983245284567913432719856718654329695328471',
};

/** A copy of an example with the tarball installed, as a user would install it. */
async function site(work, example, tarball) {
  const dir = join(work, example);
  await cp(join(repo, 'examples', example), dir, { recursive: true });
  await sh(dir, 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', tarball]);
  return dir;
}

// ---- the browser ----------------------------------------------------------

/** A fresh page that records errors, CSP violations and requests elsewhere. */
async function openPage(context, url) {
  const page = await context.newPage();
  // The test's own polling of the canvas's pixels draws the warning about
  // willReadFrequently.
  const problems = recordProblems(page, { warnings: true, ignore: 'willReadFrequently' });
  const origin = new URL(url).origin;
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) problems.push(`a request elsewhere: ${request.url()}`);
  });
  page.workers = [];
  page.on('worker', (worker) => {
    const record = { url: worker.url(), closed: false };
    worker.on('close', () => (record.closed = true));
    page.workers.push(record);
  });
  await page.goto(url);
  page.problems = problems;
  return page;
}

async function withPage(context, url, fn) {
  const page = await openPage(context, url);
  try {
    await fn(page);
    check(page.problems.length === 0, page.problems.join('\n'));
  } finally {
    await page.close();
  }
}

/** Runs `fn(element, arg)` in the page on its <pencilmark-player>. */
const player = (page, fn, arg) => page.locator('pencilmark-player').evaluate(fn, arg);

/** Waits until the player's state is one of `states`. */
async function playerState(page, states, timeout = TIMEOUT_MS) {
  await page.waitForFunction((s) => s.includes(document.querySelector('pencilmark-player')?.state), states, { timeout });
  return player(page, (el) => el.state);
}

/** Starts recording the player's events in window.recorded. */
const recordEvents = (page) =>
  player(page, (el) => {
    window.recorded = { step: [], solved: [], error: [] };
    for (const type of Object.keys(window.recorded)) el.addEventListener(type, (e) => window.recorded[type].push(e.detail));
  });

/** How much of the player's canvas is painted, and how much in dark ink (digits). */
const canvasInk = (page) =>
  player(page, (el) => {
    const canvas = el.shadowRoot.querySelector('canvas');
    const { width, height } = canvas;
    const data = canvas.getContext('2d').getImageData(0, 0, width, height).data;
    let painted = 0;
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3] > 0) painted++;
      if (data[i + 3] > 200 && data[i] + data[i + 1] + data[i + 2] < 200) dark++;
    }
    return { width, painted: painted / (width * height), dark: dark / (width * height) };
  });

const text = (page, selector) => page.locator(selector).textContent();

async function elementTests(context, url, expected) {
  await test('element page: one script and one tag render a board', () =>
    withPage(context, url, async (page) => {
      check((await playerState(page, ['ready', 'error'])) === 'ready', `the player is ${await player(page, (el) => el.state)}`);
      await page.waitForFunction(() => {
        const canvas = document.querySelector('pencilmark-player').shadowRoot.querySelector('canvas');
        const middle = [Math.floor(canvas.width / 2), Math.floor(canvas.height / 2)];
        return canvas.width > 0 && canvas.getContext('2d').getImageData(...middle, 1, 1).data[3] > 0;
      });
      const ink = await canvasInk(page);
      check(ink.width >= 300, `the canvas is ${ink.width} pixels wide`);
      check(ink.painted > 0.9, `only ${Math.round(ink.painted * 100)}% of the board is painted`);
      check(ink.dark > 0.005, 'no digits drawn');
      const status = await text(page, 'pencilmark-player .status');
      check(status === 'Ready', `the status says "${status}"`);
      await page.screenshot({ path: join(shots, 'package-element-ready.png') });
    }),
  );

  await test('element page: Play solves at the speed asked, a step event per step, then solved', () =>
    withPage(context, url, async (page) => {
      await playerState(page, ['ready']);
      await recordEvents(page);
      await page.locator('pencilmark-player button.step').click();
      await page.waitForFunction(() => window.recorded.step.length === 1);
      check((await player(page, (el) => el.state)) === 'paused', 'not paused after Step');
      check((await text(page, 'pencilmark-player .count')) === 'Step 1', 'the counter does not say Step 1');
      await page.locator('pencilmark-player button.step').click();
      await page.waitForFunction(() => window.recorded.step.length === 2);
      await page.screenshot({ path: join(shots, 'package-element-step.png') });
      await player(page, (el) => {
        el.speed = 0;
      });
      check((await page.locator('pencilmark-player').getAttribute('speed')) === '0', 'speed does not reflect');
      await page.locator('pencilmark-player button.play').click();
      check((await playerState(page, ['solved', 'stuck', 'unsolvable', 'error'])) === 'solved', 'the player did not end solved');
      await page.waitForFunction(() => window.recorded.solved.length === 1);
      const { step, solved } = await page.evaluate(() => window.recorded);
      check(step[0].kind === 'candidates' && step.at(-1).kind === 'solved', 'the step events do not run from candidates to solved');
      check(solved[0].text === step.at(-1).text, 'the solved event does not carry the solved step');
      check(step.length === expected.classic.length, `${step.length} step events in the browser, ${expected.classic.length} steps in Node`);
      check(
        step.every((s, i) => JSON.stringify(s) === JSON.stringify(expected.classic[i])),
        'the step events differ from the steps Node gives',
      );
      const count = await text(page, 'pencilmark-player .count');
      check(count === `Step ${step.length}`, `the counter says "${count}" after ${step.length} step events`);
      check((await text(page, 'pencilmark-player .status')) === 'Solved', 'the status does not say Solved');
      check(await page.locator('pencilmark-player button.play').isDisabled(), 'Play is enabled after the end');
      await page.screenshot({ path: join(shots, 'package-element-solved.png') });
    }),
  );

  await test('element page: a bad puzzle emits error with kind and place; attributes and properties reload', () =>
    withPage(context, url, async (page) => {
      await playerState(page, ['ready']);
      await recordEvents(page);
      const bad = `${CLASSIC.puzzle.slice(0, 9)}\n${CLASSIC.puzzle.slice(9, 12)}?${CLASSIC.puzzle.slice(13)}`;
      await player(page, (el, p) => el.setAttribute('puzzle', p), bad);
      check((await playerState(page, ['error'])) === 'error', 'no error state');
      const [error] = await page.evaluate(() => window.recorded.error);
      check(error && error.kind === 'bad-char' && error.line === 2 && error.column === 4, `error detail ${JSON.stringify(error)}`);
      const sentence = await text(page, 'pencilmark-player .sentence');
      check(sentence.includes('line 2, column 4'), `the sentence says "${sentence}"`);
      check(await page.locator('pencilmark-player button.play').isDisabled(), 'Play is enabled on a bad puzzle');
      await page.screenshot({ path: join(shots, 'package-element-error.png') });
      // A property set reloads at once; techniques narrow the solve.
      const stuck = await player(
        page,
        (el, p) => {
          el.techniques = ['naked-single'];
          el.puzzle = p;
          el.speed = 0;
          el.play();
          return el.getAttribute('techniques');
        },
        HARD.puzzle,
      );
      check(stuck === 'naked-single', `techniques reflect as "${stuck}"`);
      check((await playerState(page, ['solved', 'stuck', 'error'])) === 'solved', 'the hard puzzle did not end solved');
      const kinds = await page.evaluate(() => window.recorded.step.map((s) => s.technique || s.kind));
      check(kinds.includes('guess'), 'naked singles alone solved the hard puzzle without a guess');
      const used = [...new Set(kinds)].filter((k) => !['candidates', 'guess', 'backtrack', 'solved'].includes(k));
      check(used.join() === 'naked-single', `techniques used: ${used.join()}`);
    }),
  );
}

async function elementApiTests(context, url) {
  await test('element page: ready, statechange, events reaching the document, solve options as attributes, a move keeps the solve', () =>
    withPage(context, url, async (page) => {
      check((await player(page, (el) => el.ready)) === 'ready', 'ready does not resolve to "ready"');
      // Listened for on the document: the events cross the shadow root and bubble, but error.
      await page.evaluate(() => {
        window.heard = [];
        for (const type of ['step', 'statechange', 'error']) {
          document.addEventListener(type, (e) => window.heard.push({ type, bubbles: e.bubbles, composed: e.composed, detail: e.detail }));
        }
      });
      await page.locator('pencilmark-player button.step').click();
      await page.waitForFunction(() => window.heard.some((e) => e.type === 'statechange'));
      const heard = await page.evaluate(() => window.heard);
      const change = heard.find((e) => e.type === 'statechange');
      check(change.detail.state === 'paused' && change.detail.previous === 'ready', `statechange says ${JSON.stringify(change.detail)}`);
      check(heard.every((e) => e.bubbles && e.composed), 'an event does not bubble out of the element');
      check(heard.some((e) => e.type === 'step'), 'no step event reached the document');
      // More elements on the page solve in the same worker.
      const states = await page.evaluate(async (p) => {
        const more = [1, 2].map(() => Object.assign(document.createElement('pencilmark-player'), { puzzle: p }));
        document.body.append(...more);
        const states = await Promise.all(more.map((el) => el.ready));
        for (const el of more) el.remove();
        return states;
      }, HARD.puzzle);
      check(states.join() === 'ready,ready', `the other elements are ${states.join(', ')}`);
      check(page.workers.length === 1, `three elements started ${page.workers.length} workers`);
      // Moved elsewhere in the page, it keeps its solve.
      // A second step, its sentence shown, before the move.
      await player(page, (el) => el.step());
      await page.waitForFunction(() => document.querySelector('pencilmark-player').shadowRoot.querySelector('.count').textContent === 'Step 2');
      const before = await player(page, (el) => ({ state: el.state, text: el.currentStep.text }));
      const after = await player(page, async (el) => {
        const box = document.createElement('section');
        document.body.prepend(box);
        box.append(el);
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { state: el.state, text: el.currentStep?.text };
      });
      check(JSON.stringify(after) === JSON.stringify(before), `moved, the player went from ${JSON.stringify(before)} to ${JSON.stringify(after)}`);
      // No guessing: the hard puzzle with naked singles alone ends stuck.
      const stuck = await player(
        page,
        async (el, p) => {
          el.techniques = ['naked-single'];
          el.guessing = false;
          el.puzzle = p;
          const ready = await el.ready;
          el.speed = 0;
          el.play();
          return { ready, attribute: el.getAttribute('guessing') };
        },
        HARD.puzzle,
      );
      check(stuck.ready === 'ready' && stuck.attribute === 'off', `ready ${stuck.ready}, guessing="${stuck.attribute}"`);
      check((await playerState(page, ['solved', 'stuck', 'unsolvable', 'error'])) === 'stuck', 'without guessing the solve did not end stuck');
      // Forcing chains off, guessing on: it guesses where the nets would have gone on
      // (in one of the forum's hardest, which the nets solve without a guess).
      const nets = '98.7..6..75.....8...6......4...3.5....59...6......2..4.2..1......98...7......91.3';
      await page.evaluate(() => (window.heard = []));
      await player(
        page,
        (el, p) => {
          el.removeAttribute('techniques');
          el.guessing = true;
          el.forcingChains = false;
          el.puzzle = p;
          el.speed = 0;
          el.play();
        },
        nets,
      );
      check((await playerState(page, ['solved', 'stuck', 'unsolvable', 'error'])) === 'solved', 'the hardest puzzle did not end solved');
      const kinds = await page.evaluate(() => window.heard.filter((e) => e.type === 'step').map((e) => e.detail.technique || e.detail.kind));
      check(kinds.includes('guess'), 'with the forcing chains off the hard puzzle was solved without a guess');
      check(!kinds.some((k) => /forcing/.test(k)), `forcing chains fired: ${kinds.filter((k) => /forcing/.test(k)).join()}`);
      // Several solutions: refused, with an error event that stays on the element, unless allowed.
      await page.evaluate(() => (window.heard = []));
      const refused = await player(page, async (el) => {
        const seen = [];
        el.addEventListener('error', (e) => seen.push(e.detail.kind), { once: true });
        el.forcingChains = true;
        el.puzzle = '.'.repeat(16);
        return { ready: await el.ready, seen };
      });
      check(refused.ready === 'error' && refused.seen[0] === 'multiple-solutions', `several solutions: ${JSON.stringify(refused)}`);
      check(!(await page.evaluate(() => window.heard.some((e) => e.type === 'error'))), 'the error event bubbled to the document');
      // Moved while in error, it does not read its puzzle again (no second error).
      const again = await player(page, async (el) => {
        let errors = 0;
        el.addEventListener('error', () => errors++);
        document.body.append(el);
        await new Promise((resolve) => setTimeout(resolve, 500));
        return { errors, state: el.state };
      });
      check(again.errors === 0 && again.state === 'error', `moved in error: ${JSON.stringify(again)}`);
      const allowed = await player(page, async (el) => {
        el.allowMultipleSolutions = true;
        const ready = await el.ready;
        el.speed = 0;
        el.play();
        return { ready, attribute: el.hasAttribute('allow-multiple-solutions') };
      });
      check(allowed.ready === 'ready' && allowed.attribute, `allowed: ${JSON.stringify(allowed)}`);
      check((await playerState(page, ['solved', 'stuck', 'unsolvable', 'error'])) === 'solved', 'the empty 4x4 was not stepped to a solution');
    }),
  );
}

/** The colour of the canvas's pixel at the centre of cell (row, col), 0-based, as [r, g, b]. */
const cellPixel = (page, row, col) =>
  player(
    page,
    (el, [r, c]) => {
      const canvas = el.shadowRoot.querySelector('canvas');
      const side = 9;
      const x = Math.round(((c + 0.5) / side) * canvas.width);
      const y = Math.round(((r + 0.5) / side) * canvas.height);
      return [...canvas.getContext('2d').getImageData(x, y, 1, 1).data.slice(0, 3)];
    },
    [row, col],
  );

async function themeTests(context, url) {
  await test('element page: dark with a dark reader’s scheme, light or dark by attribute, any colour by custom property', () =>
    withPage(context, url, async (page) => {
      await playerState(page, ['ready']);
      const drawn = () => page.waitForFunction(() => document.querySelector('pencilmark-player').shadowRoot.querySelector('canvas').dataset.drawn === 'all');
      const light = await cellPixel(page, 0, 2);
      check(light.every((c) => c > 200), `an empty cell is ${light} in the light theme`);
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.waitForFunction(() => {
        const canvas = document.querySelector('pencilmark-player').shadowRoot.querySelector('canvas');
        const middle = [Math.round((2.5 / 9) * canvas.width), Math.round((0.5 / 9) * canvas.height)];
        return canvas.getContext('2d').getImageData(...middle, 1, 1).data[0] < 60;
      });
      await drawn();
      const dark = await cellPixel(page, 0, 2);
      check(dark.every((c) => c < 60), `an empty cell is ${dark} in the dark theme`);
      const background = await player(page, (el) => getComputedStyle(el).backgroundColor);
      check(background !== 'rgba(0, 0, 0, 0)', 'the dark element has no background of its own: light text on a light page');
      await page.locator('pencilmark-player button.step').click();
      await page.locator('pencilmark-player button.step').click();
      await page.screenshot({ path: join(shots, 'package-element-dark.png') });
      // theme="light" wins over the scheme; a custom property over both.
      await player(page, (el) => (el.theme = 'light'));
      await page.waitForFunction(() => {
        const canvas = document.querySelector('pencilmark-player').shadowRoot.querySelector('canvas');
        return canvas.getContext('2d').getImageData(Math.round((2.5 / 9) * canvas.width), Math.round((0.5 / 9) * canvas.height), 1, 1).data[0] > 200;
      });
      // From the start again, where no step tints a cell.
      await player(page, (el) => {
        document.body.style.setProperty('--pencilmark-given-cell', '#ffeedd');
        el.restyle();
        el.restart();
      });
      await playerState(page, ['ready']);
      await drawn();
      // r1c1 holds a given: its cell is the colour given, around its digit.
      const given = await player(page, (el) => {
        const canvas = el.shadowRoot.querySelector('canvas');
        const size = Number(canvas.dataset.cellSize) * devicePixelRatio;
        const x = Math.round(canvas.width / 18 - size * 0.4);
        const y = Math.round(canvas.height / 18 - size * 0.4);
        return [...canvas.getContext('2d').getImageData(x, y, 1, 1).data.slice(0, 3)];
      });
      check(given.join() === '255,238,221', `a given's cell is ${given}, not the --pencilmark-given-cell set on the page`);
    }),
  );
}

async function playTests(context, url) {
  await test('element page: mode="play" lets a person solve it: cells by click and keys, a clash at once, a hint, completed', () =>
    withPage(context, url, async (page) => {
      await playerState(page, ['ready']);
      await player(page, (el) => {
        window.completed = [];
        el.addEventListener('completed', (e) => window.completed.push(e.detail));
        localStorage.clear();
        el.mode = 'play';
      });
      check((await page.locator('pencilmark-player').getAttribute('mode')) === 'play', 'mode does not reflect');
      await page.locator('pencilmark-player .play-controls').waitFor({ state: 'visible', timeout: TIMEOUT_MS });
      check(await page.locator('pencilmark-player .watch').isHidden(), 'the watch controls show in play mode');
      await page.locator('pencilmark-player .pad button').first().waitFor({ timeout: TIMEOUT_MS });
      const box = await page.locator('pencilmark-player canvas[part="board"]').boundingBox();
      const pick = (cell) => page.mouse.click(box.x + ((cell % 9) + 0.5) * (box.width / 9), box.y + (Math.floor(cell / 9) + 0.5) * (box.height / 9));
      const announced = () => text(page, 'pencilmark-player .quiet');
      // r1c3 takes r1c1's 5: the clash is said at once, and undone.
      await pick(2);
      await page.keyboard.press('5');
      await page.waitForFunction(() => /both hold 5/.test(document.querySelector('pencilmark-player').shadowRoot.querySelector('.play-status').textContent));
      await page.keyboard.press('Control+z');
      await page.locator('pencilmark-player button.hint').click();
      await page.waitForFunction(() => /look at/.test(document.querySelector('pencilmark-player').shadowRoot.querySelector('.play-controls p.note').textContent));
      await page.screenshot({ path: join(shots, 'package-element-play.png') });
      // The solution, cell by cell, some by the pad: completed.
      const empty = [...CLASSIC.puzzle].flatMap((c, i) => (c === '.' ? [i] : []));
      for (const [n, cell] of empty.entries()) {
        await pick(cell);
        if (n % 2 === 0) await page.keyboard.press(CLASSIC.solution[cell]);
        else await page.locator(`pencilmark-player .pad button:text-is("${CLASSIC.solution[cell]}")`).click();
      }
      check((await announced()).length > 0, 'the live region says nothing');
      await page.waitForFunction(() => window.completed.length === 1, null, { timeout: TIMEOUT_MS });
      const [done] = await page.evaluate(() => window.completed);
      check(Number.isFinite(done.millis) && done.millis > 0, `completed says ${JSON.stringify(done)}`);
      const status = await text(page, 'pencilmark-player .play-status');
      check(/^Solved in \d+:\d\d\. Well done\.$/.test(status), `the status says "${status}"`);
      await page.screenshot({ path: join(shots, 'package-element-completed.png') });
      // Back to watching: the solver's controls.
      await player(page, (el) => {
        el.mode = 'watch';
      });
      await page.locator('pencilmark-player .watch').waitFor({ state: 'visible', timeout: TIMEOUT_MS });
      check(await page.locator('pencilmark-player .play-controls').isHidden(), 'the play controls stay in watch mode');
    }),
  );
}

async function noBundlerTests(context, url, expected) {
  await test('element page: the headless API and steps()’ worker load from node_modules without a bundler', () =>
    withPage(context, url, async (page) => {
      // The element solves in a worker of its own: count the ones started after it.
      await playerState(page, ['ready']);
      const before = page.workers.length;
      check(before === 1 && page.workers[0].url.endsWith('/node_modules/pencilmark/worker.js'), "the element's solve is not in a module worker");
      const got = await page.evaluate(async (puzzle) => {
        const api = await import('./node_modules/pencilmark/index.js');
        const texts = [];
        for await (const step of api.steps(puzzle)) texts.push(step.text);
        return { solution: api.solve(puzzle), texts };
      }, HARD.puzzle);
      check(got.solution === HARD.solution, 'solve() gives a wrong solution');
      check(got.texts.join('\n') === expected.steps.map((s) => s.text).join('\n'), 'the steps differ from Node’s');
      const started = page.workers.slice(before);
      check(started.length === 1 && started[0].url.endsWith('/node_modules/pencilmark/worker.js'), `steps() started ${started.length} workers`);
    }),
  );
}

/**
 * On a slow connection (1.6 Mbit/s, 150 ms), the order of what the reader
 * sees: the element defined, its board and givens drawn, the wasm arrived
 * (in the worker), the solver ready. The times are logged, not asserted
 * (shared machines); the order is.
 */
async function firstPaintTests(context, url) {
  await test('element page: on a slow connection the board and its givens are drawn before the wasm arrives', async () => {
    const page = await context.newPage();
    try {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 100_000 });
      let wasmAt = null;
      page.on('requestfinished', (request) => {
        if (!request.url().endsWith('.wasm')) return;
        const timing = request.timing();
        wasmAt = timing.startTime + timing.responseEnd;
      });
      await page.addInitScript(() => {
        const at = (window.seenAt = {});
        customElements.whenDefined('pencilmark-player').then(() => (at.defined = Date.now()));
        const look = () => {
          const el = document.querySelector('pencilmark-player');
          el?.addEventListener('statechange', (e) => e.detail.state === 'ready' && (at.ready ??= Date.now()));
          const canvas = el?.shadowRoot?.querySelector('canvas');
          if (canvas && canvas.width > 0 && !el.shadowRoot.querySelector('.board.blank')) {
            const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
            let dark = 0;
            for (let i = 0; i < data.length; i += 4) if (data[i + 3] > 200 && data[i] + data[i + 1] + data[i + 2] < 200) dark++;
            // The givens' digits are the dark ink (the lines are lighter).
            if (dark > 0.005 * canvas.width * canvas.height) {
              at.givens = Date.now();
              return;
            }
          }
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      const start = Date.now();
      await page.goto(url);
      await playerState(page, ['ready'], 60_000);
      await page.waitForFunction(() => window.seenAt.ready !== undefined);
      const at = await page.evaluate(() => window.seenAt);
      check(wasmAt !== null, 'the wasm was not fetched');
      const ms = (t) => (t === undefined ? 'never' : `${Math.round(t - start)} ms`);
      console.log(`    from the request: defined ${ms(at.defined)}, givens drawn ${ms(at.givens)}, wasm arrived ${ms(wasmAt)}, ready ${ms(at.ready)}`);
      check(at.givens !== undefined && at.givens < wasmAt, 'the givens were not drawn before the wasm arrived');
      check(at.defined <= at.givens && wasmAt <= at.ready, 'the events came in another order');
    } finally {
      await page.close();
    }
  });
}

/** `pencilmark/init` (api.js), without top-level await: calls before init() say so; after it, they answer. */
async function initTests(context, url, expected) {
  await test('element page: pencilmark/init waits for init(), and says so to a call before it', () =>
    withPage(context, url, async (page) => {
      const got = await page.evaluate(async (puzzle) => {
        const api = await import('./node_modules/pencilmark/api.js');
        let early;
        try {
          api.solve(puzzle);
        } catch (err) {
          early = { kind: err.kind, message: err.message, isError: err instanceof api.PencilmarkError };
        }
        let earlySolver;
        try {
          new api.Solver(puzzle);
        } catch (err) {
          earlySolver = err.kind;
        }
        await api.init();
        await api.init();
        return { early, earlySolver, solution: api.solve(puzzle), steps: [...new api.Solver(puzzle)].length };
      }, HARD.puzzle);
      check(got.early?.kind === 'load' && got.early.isError, `solve() before init() threw ${JSON.stringify(got.early)}`);
      check(/await init\(\) first/.test(got.early.message), `the message says "${got.early.message}"`);
      check(got.earlySolver === 'load', `new Solver() before init() threw ${got.earlySolver}`);
      check(got.solution === HARD.solution, 'solve() after init() gives a wrong solution');
      check(got.steps === expected.steps.length, `the Solver iterated over ${got.steps} steps, Node's steps() gave ${expected.steps.length}`);
    }),
  );
}

/**
 * The package served from another origin than the page's (a second
 * server, with the CORS header a CDN sends), as "one script and one tag"
 * users load it: the element solves, and steps() streams, each in a worker
 * the page may start.
 */
async function crossOriginTests(context, work, element, expected, servers) {
  await test('another origin: with the package on a second server, the element solves and steps() streams', async () => {
    const files = await serve(element, { 'access-control-allow-origin': '*' });
    servers.push(files);
    const pageDir = join(work, 'cross-origin');
    await mkdir(pageDir, { recursive: true });
    const from = `${files.url}node_modules/pencilmark/`;
    await writeFile(
      join(pageDir, 'index.html'),
      `<!doctype html><meta charset="utf-8"><title>pencilmark from another origin</title><link rel="icon" href="data:,">
<script type="module" src="${from}element.js"></script>
<pencilmark-player puzzle="${CLASSIC.puzzle}" speed="0"></pencilmark-player>
`,
    );
    const site = await serve(pageDir);
    servers.push(site);
    check(new URL(site.url).origin !== new URL(files.url).origin, 'the two servers share an origin');
    const page = await context.newPage();
    const problems = recordProblems(page);
    try {
      await page.goto(site.url);
      check((await playerState(page, ['ready', 'error'])) === 'ready', `the player is ${await player(page, (el) => `${el.state}: ${el.shadowRoot.querySelector('.sentence').textContent}`)}`);
      await player(page, (el) => el.play());
      check((await playerState(page, ['solved', 'stuck', 'unsolvable', 'error'])) === 'solved', 'the player did not end solved');
      const got = await page.evaluate(async ([base, puzzle]) => {
        const api = await import(`${base}index.js`);
        const texts = [];
        for await (const step of api.steps(puzzle)) texts.push(step.text);
        return { solution: api.solve(puzzle), texts };
      }, [from, HARD.puzzle]);
      check(got.solution === HARD.solution, 'solve() gives a wrong solution');
      check(got.texts.join('\n') === expected.steps.map((s) => s.text).join('\n'), 'the steps differ from Node’s');
      check(problems.length === 0, problems.join('\n'));
    } finally {
      await page.close();
    }
  });
}

/** A webpack page's Solve and Count buttons on a hard puzzle: its solution, and 1. */
async function solvesAndCounts(page) {
  await page.locator('#puzzle').fill(HARD.puzzle);
  await page.locator('#solve').click();
  await page.waitForFunction(() => document.getElementById('solution').textContent !== '', null, { timeout: TIMEOUT_MS });
  check((await text(page, '#solution')) === HARD.solution, 'the solution is wrong');
  await page.locator('#count').click();
  check((await text(page, '#solutions')) === '1', 'the count is not 1');
}

/** A webpack page's Solve button on a puzzle one cell short: the error, shown. */
async function showsTheErrorOfAShortPuzzle(page) {
  await page.locator('#puzzle').fill(HARD.puzzle.slice(1));
  await page.locator('#solve').click();
  const error = await text(page, '#error');
  check(error === 'wrong-length: found 80 cells, expected 81 for a 9x9 puzzle', `the error says "${error}"`);
}

async function webpackTests(context, url, expected, searchWasm) {
  await test('webpack site: a page of pencilmark/search alone solves and counts, loading only the search module', () =>
    withPage(context, `${url}search.html`, async (page) => {
      await solvesAndCounts(page);
      await page.locator('#puzzle').fill('.'.repeat(16));
      await page.locator('#count').click();
      check((await text(page, '#solutions')) === '2', 'an empty 4x4 does not count 2');
      await showsTheErrorOfAShortPuzzle(page);
      // The bytes of every .wasm the page fetched: the search module's only.
      const fetched = await page.evaluate(() =>
        performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.wasm')).map((e) => e.decodedBodySize),
      );
      check(fetched.length === 1 && fetched[0] === searchWasm, `the page fetched .wasm of ${fetched.join(', ')} bytes, not the search module's ${searchWasm}`);
      check(page.workers.length === 0, `${page.workers.length} workers started`);
    }),
  );

  await test('webpack site: solve, countSolutions and hint answer on the main thread', () =>
    withPage(context, url, async (page) => {
      await solvesAndCounts(page);
      await page.locator('#hint').click();
      check((await text(page, '#hint-text')) === expected.hint, `the hint is "${await text(page, '#hint-text')}"`);
      await showsTheErrorOfAShortPuzzle(page);
    }),
  );

  await test('webpack site: steps streams every event from a Web Worker', () =>
    withPage(context, url, async (page) => {
      // The player element solves in a worker of its own: count the ones started after it.
      await playerState(page, ['ready']);
      const before = page.workers.length;
      await page.locator('#puzzle').fill(HARD.puzzle);
      await page.locator('#steps').click();
      await page.waitForFunction(() => document.getElementById('steps-status').textContent === 'done', null, { timeout: TIMEOUT_MS });
      const count = Number(await text(page, '#steps-count'));
      check(count === expected.anySteps.length, `${count} steps in the browser, ${expected.anySteps.length} in Node`);
      const logged = await page.locator('#log li').allTextContents();
      check(logged.length === Math.min(200, count), `${logged.length} steps logged`);
      check(
        logged.every((line, i) => line === expected.anySteps[i].text),
        'the browser’s steps differ from Node’s',
      );
      check(page.workers.length === before + 1, `${page.workers.length - before} workers started`);
      await page.screenshot({ path: join(shots, 'package-webpack-steps.png'), fullPage: true });
    }),
  );

  await test('webpack site: Stop aborts a long solve and ends its worker', () =>
    withPage(context, url, async (page) => {
      await playerState(page, ['ready']);
      const before = page.workers.length;
      await page.locator('#puzzle').fill('.'.repeat(625));
      await page.locator('#steps').click();
      await page.waitForFunction(() => Number(document.getElementById('steps-count').textContent) > 50, null, {
        timeout: TIMEOUT_MS,
      });
      await page.locator('#stop').click();
      await page.waitForFunction(() => document.getElementById('steps-status').textContent === 'stopped', null, {
        timeout: TIMEOUT_MS,
      });
      check(page.workers.length === before + 1, `${page.workers.length - before} workers started`);
      const worker = page.workers[before];
      const until = Date.now() + TIMEOUT_MS;
      while (!worker.closed && Date.now() < until) await page.waitForTimeout(50);
      check(worker.closed, 'the worker still runs after Stop');
      const count = await text(page, '#steps-count');
      await page.waitForTimeout(300);
      check((await text(page, '#steps-count')) === count, 'steps still arrive after Stop');
    }),
  );

  await test('webpack site: the player plays the puzzle given and emits solved', () =>
    withPage(context, url, async (page) => {
      await playerState(page, ['ready']);
      await player(page, (el) => {
        el.speed = 0;
      });
      await page.locator('#puzzle').fill(HARD.puzzle);
      await page.locator('#play-this').click();
      await page.waitForFunction(() => document.getElementById('player-events').textContent.startsWith('Solved'), null, {
        timeout: TIMEOUT_MS,
      });
      check((await text(page, '#player-events')) === expected.solved, `the solved event says "${await text(page, '#player-events')}"`);
      check((await player(page, (el) => el.state)) === 'solved', 'the player is not solved');
      await page.screenshot({ path: join(shots, 'package-webpack-player.png'), fullPage: true });
    }),
  );
}

// ---- the whole run ----------------------------------------------------------

async function main() {
  try {
    await stat(join(pkg, 'package.json'));
  } catch {
    console.error('pkg/ not found: run scripts/build-wasm.sh first');
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  await mkdir(shots, { recursive: true });
  await runTests('pencilmark-package-', async (run) => {
    const { work, servers } = run;
    let tarball;
    const packed = await test('npm pack makes a clean tarball: the package’s files and nothing else', async () => {
      const { stdout } = await sh(work, 'npm', ['pack', pkg, '--pack-destination', work, '--json']);
      const [info] = JSON.parse(stdout);
      tarball = join(work, info.filename);
      const manifest = JSON.parse(await readFile(join(pkg, 'package.json'), 'utf8'));
      const expected = [...manifest.files, 'package.json', 'README.md'].sort();
      const files = info.files.map((f) => f.path).sort();
      check(files.join() === expected.join(), `the tarball holds ${files.join(', ')}`);
      const readme = info.files.find((f) => f.path === 'README.md');
      check(readme.size > 2000, 'the README is nearly empty');
      console.log(`    ${info.filename}: ${info.size} bytes packed, ${info.unpackedSize} unpacked`);
    });
    if (!packed) return;

    let element;
    let webpack;
    const installed = await test('the tarball installs into fresh sites, and the webpack one builds', async () => {
      element = await site(work, 'element', tarball);
      webpack = await site(work, 'webpack', tarball);
      await sh(webpack, join(webpack, 'node_modules', '.bin', 'webpack'), []);
      for (const file of (await readdir(join(webpack, 'dist'))).sort()) {
        console.log(`    dist/${file}: ${(await stat(join(webpack, 'dist', file))).size} bytes`);
      }
      const installed = join(webpack, 'node_modules', 'pencilmark');
      for (const file of (await readdir(installed, { recursive: true })).filter((f) => f.endsWith('.js'))) {
        const source = await readFile(join(installed, file), 'utf8');
        check(!/\beval\s*\(|\bnew\s+Function\s*\(/.test(source), `${file} calls eval or new Function`);
      }
    });
    if (!installed) return;

    await test('Node test against the installed tarball', async () => {
      // In the place it has in the repository, beside the corpus it reads.
      await cp(join(here, 'node.test.mjs'), join(webpack, 'tests', 'package', 'node.test.mjs'));
      await cp(join(here, '..', 'bad_inputs.txt'), join(webpack, 'tests', 'bad_inputs.txt'));
      const { stdout } = await sh(webpack, process.execPath, ['--test', '--test-reporter=tap', 'tests/package/node.test.mjs']);
      for (const line of stdout.split('\n')) if (/^# (pass|fail|skipped)|# SKIP/.test(line)) console.log(`    ${line.trim()}`);
    });

    await test('type test (tsc --noEmit) against the installed tarball', async () => {
      await cp(join(here, 'types'), join(webpack, 'types'), { recursive: true });
      const tsc = join(repo, 'node_modules', 'typescript', 'bin', 'tsc');
      await sh(webpack, process.execPath, [tsc, '-p', 'types']);
      await sh(webpack, process.execPath, [tsc, '-p', 'types/tsconfig.search.json']);
    });

    // What the browser should show, from the same tarball in Node.
    const api = await import(pathToFileURL(join(webpack, 'node_modules', 'pencilmark', 'node.js')).href);
    const all = async (puzzle, options) => {
      const events = [];
      for await (const step of api.steps(puzzle, options)) events.push(step);
      return events;
    };
    const expected = {
      hint: api.hint(HARD.puzzle).text,
      steps: await all(HARD.puzzle),
      // The webpack example steps any board, so it allows several solutions
      // (and then uses no uniqueness technique).
      anySteps: await all(HARD.puzzle, { allowMultipleSolutions: true }),
      classic: await all(CLASSIC.puzzle),
    };
    expected.solved = expected.steps.at(-1).text;

    const profile = join(work, 'chromium');
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 1000, height: 900 },
    });
    run.context = context;
    const headers = { 'content-security-policy': CSP };
    const elementServer = await serve(element, headers);
    servers.push(elementServer);
    await elementTests(context, elementServer.url, expected);
    await elementApiTests(context, elementServer.url);
    await themeTests(context, elementServer.url);
    await playTests(context, elementServer.url);
    await noBundlerTests(context, elementServer.url, expected);
    await initTests(context, elementServer.url, expected);
    await firstPaintTests(context, elementServer.url);
    await crossOriginTests(context, work, element, expected, servers);
    const webpackServer = await serve(webpack, headers);
    servers.push(webpackServer);
    const searchWasm = (await stat(join(webpack, 'node_modules', 'pencilmark', 'wasm-search', 'pencilmark_search_bg.wasm'))).size;
    await webpackTests(context, webpackServer.url, expected, searchWasm);
  });
}

main();
