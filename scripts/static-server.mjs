// A small static file server for the built page (dist/) and the package's
// example sites, with the MIME types a browser insists on (application/wasm
// for streaming instantiation). The tests import `serve`; run directly it
// serves a folder until interrupted:
//
//   node scripts/static-server.mjs dist [--host 0.0.0.0] [--port 8080]

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { networkInterfaces } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
};

/**
 * Serves `root` on `host` (127.0.0.1 unless given) at `port` (a free one
 * unless given), with `headers` added to every file (a
 * Content-Security-Policy, say); resolves to {url, port, close()}.
 */
export async function serve(root, headers = {}, { host = '127.0.0.1', port = 0 } = {}) {
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    let file = normalize(join(root, path));
    if (file !== root && !file.startsWith(root.endsWith(sep) ? root : root + sep)) {
      res.writeHead(403).end();
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      await stat(file);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] || 'application/octet-stream',
      'cache-control': 'no-store',
      ...headers,
    });
    createReadStream(file).pipe(res);
  });
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, done);
  });
  const bound = server.address().port;
  const shown = host === '0.0.0.0' ? '127.0.0.1' : host;
  return {
    url: `http://${shown}:${bound}/`,
    port: bound,
    close: () => new Promise((done) => server.close(done)),
  };
}

/** This machine's addresses on its networks (IPv4, not loopback). */
export function networkAddresses() {
  return Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && a.family === 'IPv4' && !a.internal)
    .map((a) => a.address);
}

async function main(args) {
  const option = (name, fallback) => {
    const at = args.indexOf(name);
    return at >= 0 && at + 1 < args.length ? args[at + 1] : fallback;
  };
  const folder = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
  if (!folder) {
    console.error('usage: node scripts/static-server.mjs FOLDER [--host HOST] [--port PORT]');
    process.exit(2);
  }
  const host = option('--host', '127.0.0.1');
  const port = Number(option('--port', '8080'));
  const root = resolve(folder);
  try {
    await stat(join(root, 'index.html'));
  } catch {
    console.error(`static-server: ${root}/index.html not found`);
    process.exit(1);
  }
  let server;
  try {
    server = await serve(root, {}, { host, port });
  } catch (err) {
    console.error(`static-server: cannot listen on ${host}:${port}: ${err.message}`);
    process.exit(1);
  }
  const others = host === '0.0.0.0' ? networkAddresses().map((a) => `http://${a}:${server.port}/`) : [];
  console.log(`serving ${folder} at http://localhost:${server.port}/${others.length ? ` (and ${others.join(', ')})` : ''}; Ctrl-C stops`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
