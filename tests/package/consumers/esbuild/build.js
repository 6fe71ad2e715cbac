// esbuild bundles the page and, as a second entry, the package's worker
// (esbuild does not follow `new Worker(new URL(…, import.meta.url))`); the
// .wasm goes beside them, where both look for it (`new URL(…,
// import.meta.url)` of the bundles).
import { copyFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as esbuild from 'esbuild';

await mkdir('dist', { recursive: true });
await esbuild.build({
  entryPoints: { main: 'main.js', worker: 'pencilmark/worker.js' },
  bundle: true,
  format: 'esm',
  outdir: 'dist',
  minify: true,
});
const require = createRequire(import.meta.url);
await copyFile(require.resolve('pencilmark/pencilmark.wasm'), 'dist/pencilmark_bg.wasm');
await copyFile('index.html', 'dist/index.html');
