// What the browser tests share: headless Chromium from apt with the flags it
// needs on a closed network, and the failure a check throws.

export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** A failed check: reported by its message alone, without a stack. */
export class Failure extends Error {}

export function check(ok, message) {
  if (!ok) throw new Failure(message);
}
