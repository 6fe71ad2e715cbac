// Two wasm builds of pencilmark side by side in one Node process
// (benches/paired.sh gives them): the search's calls over the shared sets,
// the two builds in turns, each measure's median ratio over the rounds.
//
//   node paired-wasm.mjs BASE/node.js NOW/node.js [ROUNDS]
//
// Time is the process's CPU time (process.cpuUsage). The calls: countAll
// and solveAll over a whole set's text (what the bulk API does), and per
// call solve(text) and countSolutions(cell values) on the easier sets.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [basePath, nowPath, roundsArg] = process.argv.slice(2);
const rounds = Number(roundsArg || 5);
const base = await import(pathToFileURL(basePath).href);
const now = await import(pathToFileURL(nowPath).href);
const data = process.env.PENCILMARK_DATA;

const SETS = [
  ['kaggle', 'kaggle_20k.txt'],
  ['17-clue', '17_clue.txt'],
  ['magictour', 'magictour_top1465.txt'],
  ['forum hardest', 'forum_hardest_sample.txt'],
  ['hexsudoku 16x16', 'hexsudoku_16x16.txt'],
];

const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/** Items per second of one run of `fn` over `n` items. */
function rate(n, fn) {
  const t = cpu();
  fn();
  return n / (cpu() - t);
}

const measures = [];
for (const [name, file] of SETS) {
  const lines = readFileSync(join(data, file), 'utf8').split('\n').filter((l) => l.trim());
  const text = lines.join('\n');
  measures.push([`countAll ${name}`, (api) => rate(lines.length, () => api.countAll(text))]);
  measures.push([`solveAll ${name}`, (api) => rate(lines.length, () => api.solveAll(text))]);
  if (name === 'kaggle' || name === '17-clue') {
    const some = lines.slice(0, 10_000);
    const cells = some.map((line) => Uint8Array.from(line, (c) => (c === '.' ? 0 : Number(c))));
    measures.push([`solve(text) ${name}`, (api) => rate(some.length, () => some.forEach((l) => api.solve(l)))]);
    measures.push([`countSolutions(cells) ${name}`, (api) => rate(cells.length, () => cells.forEach((c) => api.countSolutions(c)))]);
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log('| wasm call | BASE /s | now /s | now ÷ BASE (median of rounds) | range |');
console.log('|---|---:|---:|---:|---:|');
for (const [name, measure] of measures) {
  const pairs = [];
  for (let round = 0; round < rounds; round++) {
    // Turns in both orders, so neither build always runs first.
    const [first, second] = round % 2 === 0 ? [base, now] : [now, base];
    const a = measure(first);
    const b = measure(second);
    pairs.push(round % 2 === 0 ? [a, b] : [b, a]);
  }
  const ratios = pairs.map(([b, n]) => n / b);
  const fmt = (x) => x.toFixed(0);
  console.log(
    `| ${name} | ${fmt(median(pairs.map((p) => p[0])))} | ${fmt(median(pairs.map((p) => p[1])))} | ${median(ratios).toFixed(3)} | ${Math.min(...ratios).toFixed(3)}–${Math.max(...ratios).toFixed(3)} |`,
  );
}
