// The npm package in the setups its README lists as tested: `npm pack` of
// pkg/ (built by scripts/build-wasm.sh) installed into a copy of each
// project of tests/package/consumers/ in a temporary folder, built as its
// users build it, then run (in Node, or served and opened in headless
// Chromium), each checked on a real solve: the solution, the steps
// streamed, a PencilmarkError, and in the browser the element solving.
// webpack 5, a plain page, TypeScript's types and another origin are
// tarball.mjs's. Ends with "N passed, N failed".
//
//   node tests/package/consumers.mjs [name…]   (default: every project)

import { cp, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, check } from '../e2e/browser.mjs';
import { serve } from '../../scripts/static-server.mjs';
import { recordProblems, runTests, sh, test } from './harness.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const pkg = join(repo, 'pkg');
const projects = join(here, 'consumers');
const TIMEOUT_MS = 60_000;

// A puzzle that needs more than singles, with its one solution.
const PUZZLE = {
  text: '.....6..78.64.........7..9.35.142.6..67..3..5.......1.43....8...1.6..3......2..7.',
  solution: '941236587876495132523871694359142768167983245284567913432719856718654329695328471',
};

/** Node projects: how each is prepared after its install, and the script it runs. */
const NODE = {
  'node-esm': { script: 'index.js' },
  'node-cjs': { script: 'index.js' },
  typescript: {
    prepare: (dir) => sh(dir, process.execPath, [join(repo, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', '.']),
    script: 'dist/index.js',
  },
};

/** Browser projects: the entry the shared page imports, and where the build puts the site. */
const BROWSER = {
  // Vite 6's default target has no top-level await: the init entry.
  vite6: { entry: 'pencilmark/init', dist: 'dist' },
  vite: { entry: 'pencilmark', dist: 'dist' },
  esbuild: { entry: 'pencilmark', dist: 'dist' },
};

/** What the package itself says (its Node entry, from pkg/): the steps of the puzzle. */
async function expected() {
  const api = await import(pathToFileURL(join(pkg, 'node.js')).href);
  let steps = 0;
  for await (const _ of api.steps(PUZZLE.text)) steps++;
  check(api.solve(PUZZLE.text) === PUZZLE.solution, 'the package solves the puzzle wrongly in Node');
  return { steps };
}

/** Checks a project's outcome: {solution, steps, error, element?}. */
function checkOutcome(outcome, want, browser) {
  check(!outcome.failure, `the page failed: ${outcome.failure}`);
  check(outcome.solution === PUZZLE.solution, `the solution is ${outcome.solution}`);
  check(outcome.steps === want.steps, `${outcome.steps} steps streamed, ${want.steps} in Node`);
  check(outcome.error === 'wrong-length', `a short puzzle threw ${outcome.error}`);
  if (browser) check(outcome.element === 'solved', `the element ended ${outcome.element}`);
  else check(outcome.iterated === want.steps, `the Solver iterated over ${outcome.iterated} steps`);
}

/** A copy of a project with the tarball and its own dependencies installed. */
async function install(work, name, tarball) {
  const dir = join(work, name);
  await cp(join(projects, name), dir, { recursive: true });
  await sh(dir, 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', tarball]);
  return dir;
}

async function nodeProject(work, name, tarball, want) {
  await test(`${name}: installed, built and run in Node, it solves and streams the steps`, async () => {
    const dir = await install(work, name, tarball);
    await NODE[name].prepare?.(dir);
    const { stdout } = await sh(dir, process.execPath, [NODE[name].script, PUZZLE.text]);
    checkOutcome(JSON.parse(stdout), want, false);
  });
}

async function browserProject(work, name, tarball, want, context, servers) {
  const { entry, dist } = BROWSER[name];
  await test(`${name}: installed, built and served, the page solves, streams the steps, and the element solves`, async () => {
    const dir = await install(work, name, tarball);
    await cp(join(projects, 'page'), dir, { recursive: true });
    const main = await readFile(join(dir, 'main.js'), 'utf8');
    await writeFile(join(dir, 'main.js'), main.replace("from 'pencilmark';", `from '${entry}';`));
    await sh(dir, 'npm', ['run', 'build']);
    const site = join(dir, dist);
    await stat(join(site, 'index.html'));
    const server = await serve(site);
    // Closed after the browser: it keeps its connections open till then.
    servers.push(server);
    const page = await context.newPage();
    const problems = recordProblems(page);
    try {
      await page.goto(`${server.url}#${encodeURIComponent(PUZZLE.text)}`);
      await page.waitForFunction(() => window.result !== undefined, null, { timeout: TIMEOUT_MS });
      const outcome = await page.evaluate(() => Promise.race([window.result, new Promise((resolve) => setTimeout(() => resolve({ failure: 'no result in time' }), 60_000))]));
      checkOutcome(outcome, want, true);
      check(problems.length === 0, problems.join('\n'));
    } finally {
      await page.close();
    }
  });
}

async function main() {
  const only = process.argv.slice(2);
  const chosen = (names) => names.filter((name) => only.length === 0 || only.includes(name));
  await runTests('pencilmark-consumers-', async (run) => {
    const { work, servers } = run;
    const { stdout } = await sh(work, 'npm', ['pack', pkg, '--pack-destination', work, '--json']);
    const tarball = join(work, JSON.parse(stdout)[0].filename);
    const want = await expected();
    for (const name of chosen(Object.keys(NODE))) await nodeProject(work, name, tarball, want);
    const browsers = chosen(Object.keys(BROWSER));
    if (browsers.length === 0) return;
    run.context = await chromium.launchPersistentContext(join(work, 'chromium'), { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
    for (const name of browsers) await browserProject(work, name, tarball, want, run.context, servers);
  });
}

main();
