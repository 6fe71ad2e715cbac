// The ways the page is served, as `scripts/serve.sh` serves it: the
// production build from scripts/static-server.mjs, and webpack's
// development server (`--dev`), each opened at localhost and at this
// machine's network address (as a phone on the same network would) in
// headless Chromium. And the wasm build right after a build compiles
// nothing. Ends with "N passed, N failed".

import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { networkAddresses } from '../../scripts/static-server.mjs';
import { CHROMIUM, CHROMIUM_ARGS, Failure, check } from './browser.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A port nothing listens on now. */
function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '0.0.0.0', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts `command`, resolves once its output matches `ready`; the child is returned to be killed. */
function start(command, args, ready, timeout = 120_000) {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Failure(`${command} ${args.join(' ')} was not ready in ${timeout} ms:\n${output}`)), timeout);
    const listen = (chunk) => {
      output += chunk;
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', listen);
    child.stderr.on('data', listen);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Failure(`${command} ${args.join(' ')} exited (${code}):\n${output}`));
    });
  });
}

function stop(child) {
  if (!child) return;
  child.removeAllListeners('exit');
  try {
    process.kill(-child.pid);
  } catch {
    // Gone already.
  }
}

/** The addresses to open the page at: localhost, and this machine's first network address if it has one. */
const hosts = () => ['localhost', ...networkAddresses().slice(0, 1)];

/** Opens `url`, waits for the page to be ready, then a few seconds more; returns its console messages and scripts. */
async function visit(browser, url) {
  const page = await browser.newPage();
  const messages = [];
  page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (err) => messages.push(`error: ${err.message}`));
  try {
    await page.goto(url);
    await page.waitForFunction(() => document.getElementById('status').textContent === 'Ready', null, { timeout: 30_000 });
    await page.waitForTimeout(3_000);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js'))
        .map((e) => ({ name: e.name, size: e.decodedBodySize })),
    );
    return { messages, scripts };
  } finally {
    await page.close();
  }
}

const tests = [];
const test = (name, fn) => tests.push({ name, fn });

test('the production build is served on every interface, hashed and small', async (browser) => {
  const port = await freePort();
  const server = await start('node', ['scripts/static-server.mjs', 'dist', '--host', '0.0.0.0', '--port', String(port)], /serving/);
  try {
    for (const host of hosts()) {
      const { messages, scripts } = await visit(browser, `http://${host}:${port}/`);
      const errors = messages.filter((m) => m.startsWith('error'));
      check(errors.length === 0, `errors at ${host}: ${errors.join('; ')}`);
      const main = scripts.find((s) => /\/main\.[0-9a-f]{8}\.js$/.test(s.name));
      check(main, `no hashed main bundle at ${host}: ${scripts.map((s) => s.name).join(', ')}`);
      check(main.size < 400 * 1024, `the main bundle is ${Math.round(main.size / 1024)} KiB`);
    }
  } finally {
    stop(server);
  }
});

test('the development server reloads live at localhost and on the network, without host errors', async (browser) => {
  const port = await freePort();
  const server = await start(
    'npx',
    ['webpack', 'serve', '--mode', 'development', '--port', String(port)],
    /compiled successfully|compiled with/,
  );
  try {
    for (const host of hosts()) {
      const { messages } = await visit(browser, `http://${host}:${port}/`);
      const refused = messages.filter((m) => /Invalid Host|Disconnected/.test(m));
      check(refused.length === 0, `at ${host} the live-reload socket was refused: ${refused.join('; ')}`);
      check(messages.some((m) => /Live Reloading enabled/.test(m)), `at ${host} live reload never connected: ${messages.join('; ')}`);
    }
  } finally {
    stop(server);
  }
});

test('the wasm build right after a build compiles nothing', async () => {
  const run = spawnSync('scripts/build-wasm.sh', { cwd: root, encoding: 'utf8' });
  check(run.status === 0, `scripts/build-wasm.sh failed:\n${run.stderr}`);
  const compiled = (run.stderr + run.stdout).split('\n').filter((l) => /Compiling pencilmark/.test(l));
  check(compiled.length === 0, `it compiled again: ${compiled.join('; ')}`);
});

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
let passed = 0;
let failed = 0;
try {
  for (const { name, fn } of tests) {
    try {
      await fn(browser);
      passed++;
      console.log(`ok - ${name}`);
    } catch (err) {
      failed++;
      console.log(`not ok - ${name}\n    ${err instanceof Failure ? err.message : err.stack || err}`);
    }
  }
} finally {
  await browser.close();
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
