// What the package's test scripts share (tarball.mjs, consumers.mjs): named
// tests that count and report themselves as TAP-like lines, a page's
// errors recorded, commands whose failure shows their output, and a run in
// a temporary folder that cleans up after itself and ends with "N passed,
// N failed".

import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Failure } from '../e2e/browser.mjs';

const run = promisify(execFile);

export const counts = { passed: 0, failed: 0 };

/** Runs `fn` as the test `name`: "ok - name", or "not ok - name" and why; resolves to whether it passed. */
export async function test(name, fn) {
  try {
    await fn();
    counts.passed++;
    console.log(`ok - ${name}`);
    return true;
  } catch (err) {
    counts.failed++;
    const why = err instanceof Failure ? err.message : err.stack || String(err);
    console.log(`not ok - ${name}\n    ${why.replaceAll('\n', '\n    ')}`);
    return false;
  }
}

/**
 * The list, filled as they come, of `page`'s uncaught errors and console
 * errors; its console warnings too with `warnings`. Messages holding
 * `ignore` are left out.
 */
export function recordProblems(page, { warnings = false, ignore = null } = {}) {
  const problems = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => {
    if (ignore !== null && msg.text().includes(ignore)) return;
    if (msg.type() === 'error' || (warnings && msg.type() === 'warning')) problems.push(`console ${msg.type()}: ${msg.text()}`);
  });
  return problems;
}

/** Runs a command; a failure shows its output. */
export async function sh(cwd, command, args) {
  try {
    return await run(command, args, { cwd, maxBuffer: 64 << 20, env: { ...process.env, npm_config_update_notifier: 'false' } });
  } catch (err) {
    throw new Failure(`${command} ${args.join(' ')} failed in ${cwd}:\n${err.stdout || ''}${err.stderr || err.message}`);
  }
}

/**
 * Runs `body(run)` with `run.work` a fresh temporary folder (named from
 * `prefix`); `run.servers` and `run.context` (a browser) are closed after
 * it, even when it throws, and the folder removed. Exits with the tally.
 */
export async function runTests(prefix, body) {
  const run = { work: await mkdtemp(join(tmpdir(), prefix)), servers: [], context: null };
  try {
    await body(run);
  } catch (err) {
    counts.failed++;
    console.log(`not ok - the run\n    ${err.stack || err}`);
  } finally {
    // The browser first: it keeps its connections to the servers open.
    if (run.context) await run.context.close();
    for (const server of run.servers) await server.close();
    await rm(run.work, { recursive: true, force: true });
    console.log(`${counts.passed} passed, ${counts.failed} failed`);
    process.exit(counts.failed === 0 ? 0 : 1);
  }
}
