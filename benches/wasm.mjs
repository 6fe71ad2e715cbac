// pencilmark's wasm build in Node beside the npm packages
// `@algorithm.ts/sudoku` and `sudoku`, in one run, on the shared sets:
// puzzles per second, the best of three passes, each pass a second at most
// (slow solvers do the first puzzles of a set until then); a call over a
// whole set, the best of at least three passes and a second. With the native
// build's rates (benches/target/release/rates --json, when built) for the
// same work: from the puzzle's text, or its cell values, to its checked
// solution (line or values) or its count.
//
//   scripts/build-wasm.sh                       # pkg/, the npm package
//   cd benches && npm ci && cargo build --release --bin rates
//   node wasm.mjs
//
// Time is the process's CPU time (process.cpuUsage), so other work on a
// shared machine disturbs it less. The npm solvers get their boards as
// arrays, converted before timing. pencilmark is timed both ways: parsing
// the text in the timed loop (`solve(text)`), and from cell values made
// before timing, as the npm solvers are (`solve(Uint8Array)`). Its `solve`
// also proves the solution unique, which the npm solvers do not. And in one
// call per pass over the whole set's text (its puzzle lines joined by
// newlines): `solveAll(text)` and `countAll(text)`, beside the native
// build's same work (the CLI's reading of a file and per-line solve or
// count).
//
// A second table holds issue 4's criteria: the first solution only
// (`allowMultipleSolutions`, the npm solvers' own work: they neither look
// for a second solution nor check for one), per call from cell values and
// over a whole set's text, and `countAll`, each against the best npm
// package on that set and against the native build doing the same. There
// every solver does the whole set in each pass, so all work on the same
// puzzles (a second's prefix of a hard set is not the set: the best npm
// package's rate over forum hardest's 1,200-puzzle slices ranges over 15%),
// and the passes take turns, so a slow minute of a shared machine slows
// each of them alike.
//
// A third table puts the same calls beside the `sudoku` crate 0.8 compiled
// to wasm by the same toolchain (benches/peer-wasm, AGPL, never part of
// pencilmark): build it first with `./build-peer-wasm.sh`, else that table
// is skipped.

import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { SudokuSolver } from "@algorithm.ts/sudoku";

import * as pencilmark from "../pkg/node.js";

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const npmSudoku = require("sudoku");

// The `sudoku` crate's wasm build, when ./build-peer-wasm.sh has made it.
async function loadPeer() {
  const dir = join(here, "peer-wasm/pkg");
  if (!existsSync(join(dir, "sudoku_peer_wasm.js"))) {
    console.log("(the `sudoku` crate's wasm skipped: build it with ./build-peer-wasm.sh in benches/)");
    return null;
  }
  const peer = await import(join(dir, "sudoku_peer_wasm.js"));
  await peer.default({ module_or_path: readFileSync(join(dir, "sudoku_peer_wasm_bg.wasm")) });
  return peer;
}
const peer = await loadPeer();

const dataDir = process.env.PENCILMARK_DATA ?? join(here, "../../shared/data");
const sets = [
  ["kaggle", "kaggle_20k.txt"],
  ["17-clue", "17_clue.txt"],
  ["magictour", "magictour_top1465.txt"],
  ["forum hardest", "forum_hardest_sample.txt"],
];

const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

// Best puzzles per second of `solve` over the puzzles: three passes, each
// stopping after a second.
function rate(puzzles, solve) {
  let best = 0;
  for (let pass = 0; pass < 3; pass++) {
    const start = cpuSeconds();
    let done = 0;
    let elapsed = 0;
    while (done < puzzles.length) {
      solve(puzzles[done]);
      done++;
      if ((done & 15) === 0 && (elapsed = cpuSeconds() - start) > 1) break;
    }
    elapsed = cpuSeconds() - start;
    best = Math.max(best, done / elapsed);
  }
  return best;
}

// Best puzzles per second of each of `runs` (name to function), each doing
// all `n` puzzles per pass, the passes taking turns: at least three rounds,
// and more while the rounds have taken under two seconds (at most 20).
function interleaved(n, runs) {
  const best = Object.fromEntries(Object.keys(runs).map((name) => [name, 0]));
  const started = cpuSeconds();
  for (let round = 0; round < 3 || (cpuSeconds() - started < 2 && round < 20); round++) {
    for (const [name, run] of Object.entries(runs)) {
      const start = cpuSeconds();
      run();
      best[name] = Math.max(best[name], n / (cpuSeconds() - start));
    }
  }
  return best;
}

// Best puzzles per second of `run`, which does all `n` puzzles in one call:
// at least three passes and about a second in all (at most 50), as the
// native `rates` does.
function bulkRate(n, run) {
  let best = 0;
  const started = cpuSeconds();
  for (let pass = 0; pass < 3 || (cpuSeconds() - started < 1 && pass < 50); pass++) {
    const start = cpuSeconds();
    run();
    best = Math.max(best, n / (cpuSeconds() - start));
  }
  return best;
}

const toArray = (line, empty, offset) =>
  [...line].map((ch) => (ch === "." || ch === "0" ? empty : Number(ch) - 1 + offset));

const dlx = new SudokuSolver({ childMatrixWidth: 3 });

function native() {
  const binary = join(here, "target/release/rates");
  if (!existsSync(binary)) {
    console.log("(native rates skipped: build them with `cargo build --release --bin rates` in benches/)");
    return new Map();
  }
  const rows = JSON.parse(execFileSync(binary, ["--json"], { encoding: "utf8" }));
  return new Map(rows.map((r) => [r.set, r]));
}

const human = (r) => (r >= 1e6 ? `${(r / 1e6).toFixed(2)} M` : r >= 1e3 ? `${(r / 1e3).toFixed(1)} k` : r.toFixed(0));

const nativeRates = native();
// Rows of the second table: pencilmark's wasm beside the `sudoku` crate's.
const peerRows = [];
// Rows of the table for issue 4's criteria: the first solution, as the npm
// packages find it, and the uniqueness count, against the best npm package
// and against the native build doing the same.
const firstRows = [];
console.log("| set | wasm solve(text) | wasm countSolutions(text) | wasm solve(cells) | wasm countSolutions(cells) | wasm solveAll(set) | wasm countAll(set) | @algorithm.ts/sudoku | sudoku (npm) | solve(text) ÷ best npm | solve(cells) ÷ best npm | solveAll ÷ best npm | countAll ÷ best npm | ÷ native: solve(text) | countSolutions(text) | solve(cells) | countSolutions(cells) | solveAll | countAll |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const [name, file] of sets) {
  const path = join(dataDir, file);
  if (!existsSync(path)) {
    console.log(`SKIPPED: ${path} not found`);
    continue;
  }
  const lines = readFileSync(path, "utf8").split("\n").map((l) => l.trim()).filter(Boolean);
  // Every solver's answer to the first puzzle must be pencilmark's.
  const expected = pencilmark.solve(lines[0]);
  const cells = lines.map((l) => Uint8Array.from(toArray(l, 0, 1)));
  if (pencilmark.solve(cells[0]).join("") !== expected) throw new Error(`solve(cells) disagrees on ${lines[0]}`);
  const fromDlx = toArray(lines[0], -1, 0);
  dlx.solve(fromDlx, fromDlx);
  const fromNpm = npmSudoku.solvepuzzle(toArray(lines[0], null, 0));
  for (const [who, answer] of [["@algorithm.ts/sudoku", fromDlx], ["sudoku", fromNpm]]) {
    if (answer.map((d) => d + 1).join("") !== expected) throw new Error(`${who} disagrees on ${lines[0]}`);
  }

  const textSolve = rate(lines, (l) => pencilmark.solve(l));
  const textCount = rate(lines, (l) => {
    if (pencilmark.countSolutions(l, 2) !== 1) throw new Error(`not unique: ${l}`);
  });
  const cellsSolve = rate(cells, (c) => pencilmark.solve(c));
  const cellsCount = rate(cells, (c) => {
    if (pencilmark.countSolutions(c, 2) !== 1) throw new Error("not unique");
  });
  const text = lines.join("\n");
  const allSolve = bulkRate(lines.length, () => {
    const solved = pencilmark.solveAll(text);
    if (solved.length !== lines.length || typeof solved[0] !== "string") throw new Error(`solveAll failed on ${name}`);
  });
  const allCount = bulkRate(lines.length, () => {
    const { counts, errors } = pencilmark.countAll(text);
    if (counts.length !== lines.length || errors.length || counts.some((c) => c !== 1)) throw new Error(`countAll failed on ${name}`);
  });
  const dlxBoards = lines.map((l) => toArray(l, -1, 0));
  const solution = new Array(81);
  const dlxRate = rate(dlxBoards, (b) => dlx.solve(b, solution));
  const npmBoards = lines.map((l) => toArray(l, null, 0));
  const npmRate = rate(npmBoards, (b) => npmSudoku.solvepuzzle(b));
  const best = Math.max(dlxRate, npmRate);
  // Issue 4's table: the first solution only, the npm packages' own work,
  // every solver over the whole set in turns, beside the faster npm
  // package (by the rates above).
  const firstOnly = { allowMultipleSolutions: true };
  const bestPackage =
    dlxRate >= npmRate
      ? [
          "@algorithm.ts/sudoku",
          () => {
            for (const b of dlxBoards) dlx.solve(b, solution);
          },
        ]
      : [
          "sudoku (npm)",
          () => {
            for (const b of npmBoards) npmSudoku.solvepuzzle(b);
          },
        ];
  const whole = interleaved(lines.length, {
    npm: bestPackage[1],
    cellsFirst: () => {
      for (const c of cells) pencilmark.solve(c, firstOnly);
    },
    allFirst: () => {
      const solved = pencilmark.solveAll(text, firstOnly);
      if (solved.length !== lines.length || typeof solved[0] !== "string") throw new Error(`solveAll failed on ${name}`);
    },
    allCount: () => {
      const { counts, errors } = pencilmark.countAll(text);
      if (counts.length !== lines.length || errors.length || counts.some((c) => c !== 1)) throw new Error(`countAll failed on ${name}`);
    },
  });
  if (peer) {
    const line = peer.solve(cells[0]);
    if (!line || line.join("") !== expected) throw new Error(`the sudoku crate's wasm disagrees on ${lines[0]}`);
    const peerSolve = rate(cells, (c) => {
      if (!peer.solve(c)) throw new Error("the sudoku crate's wasm found no unique solution");
    });
    const peerCount = rate(cells, (c) => {
      if (peer.countSolutions(c, 2) !== 1) throw new Error("not unique for the sudoku crate's wasm");
    });
    const peerAllSolve = bulkRate(lines.length, () => {
      const solved = peer.solveAll(text);
      if (solved.length !== lines.length || solved.some((s) => s.length !== 81)) throw new Error(`the sudoku crate's solveAll failed on ${name}`);
    });
    const peerAllCount = bulkRate(lines.length, () => {
      const counts = peer.countAll(text);
      if (counts.length !== lines.length || counts.some((c) => c !== 1)) throw new Error(`the sudoku crate's countAll failed on ${name}`);
    });
    const cell = (mine, theirs) => `${human(mine)} | ${human(theirs)} | ${(mine / theirs).toFixed(2)}`;
    peerRows.push(
      `| ${name} | ${cell(cellsSolve, peerSolve)} | ${cell(cellsCount, peerCount)} | ${cell(allSolve, peerAllSolve)} | ${cell(allCount, peerAllCount)} |`,
    );
  }
  const n = nativeRates.get(name);
  const ratio = (a, b) => (b ? (a / b).toFixed(2) : "–");
  const times = (r) => `${(r / whole.npm).toFixed(1)}x`;
  firstRows.push(
    `| ${name} | ${bestPackage[0]} ${human(whole.npm)} | ${human(whole.cellsFirst)} | ${times(whole.cellsFirst)} | ${human(whole.allFirst)} | ${times(whole.allFirst)} | ${human(whole.allCount)} | ${times(whole.allCount)} | ${ratio(whole.cellsFirst, n?.cellsFirst)} | ${ratio(whole.allFirst, n?.allFirst)} | ${ratio(whole.allCount, n?.allCount)} |`,
  );
  console.log(
    `| ${name} | ${human(textSolve)} | ${human(textCount)} | ${human(cellsSolve)} | ${human(cellsCount)} | ${human(allSolve)} | ${human(allCount)} | ${human(dlxRate)} | ${human(npmRate)} | ${(textSolve / best).toFixed(0)}x | ${(cellsSolve / best).toFixed(0)}x | ${(allSolve / best).toFixed(0)}x | ${(allCount / best).toFixed(0)}x | ${ratio(textSolve, n?.textSolve)} | ${ratio(textCount, n?.textCount)} | ${ratio(cellsSolve, n?.cellsSolve)} | ${ratio(cellsCount, n?.cellsCount)} | ${ratio(allSolve, n?.allSolve)} | ${ratio(allCount, n?.allCount)} |`,
  );
}

console.log();
console.log("Issue 4's table: every solver over the whole set, in turns.");
console.log("| set | best npm package | wasm solve(cells), first solution | ÷ best npm | wasm solveAll(set), first solutions | ÷ best npm | wasm countAll(set) | ÷ best npm | ÷ native: solve(cells), first | solveAll, first | countAll |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const row of firstRows) console.log(row);

if (peerRows.length) {
  console.log();
  console.log("| set | pencilmark solve(cells) | `sudoku` crate wasm solve(cells) | ratio | pencilmark countSolutions(cells) | `sudoku` crate wasm | ratio | pencilmark solveAll(set) | `sudoku` crate wasm | ratio | pencilmark countAll(set) | `sudoku` crate wasm | ratio |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const row of peerRows) console.log(row);
}
