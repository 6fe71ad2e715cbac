// Instructions per puzzle of one call of pencilmark's wasm build in Node,
// counted by valgrind (callgrind): repeatable to about 1% from run to run,
// where CPU time on a shared machine moves by 10% or more. For comparing
// two builds of a change, not for rates: an instruction is not a cycle
// (a mispredicted branch or a call out of wasm costs more), so a change is
// timed too (wasm.mjs) before it is kept.
//
//   node instructions.mjs [options] PKG...
//
// PKG is a built package (../pkg, or a copy of an older build). Each is
// counted on the same puzzles; the count is the difference between a run
// of one pass and a run of 1 + PASSES passes over the first N puzzles of
// the set, so starting Node, reading the set and compiling the wasm
// (TurboFan from the start: --no-liftoff) cancel out.
//
// Options: --set kaggle|17-clue|magictour|forum (default forum),
// --op solveAll|solveAllFirst|countAll|solveCells|solveCellsFirst|countCells
// (default solveAllFirst), --n N (default: the whole set, at most 20,000),
// --passes P (default 3).
//
// Needs valgrind (Debian's package `valgrind`).

import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = process.env.PENCILMARK_DATA ?? join(here, "../../shared/data");
const files = {
  kaggle: "kaggle_20k.txt",
  "17-clue": "17_clue.txt",
  magictour: "magictour_top1465.txt",
  forum: "forum_hardest_sample.txt",
};
const first = { allowMultipleSolutions: true };
const ops = {
  solveAll: (pm, text) => pm.solveAll(text),
  solveAllFirst: (pm, text) => pm.solveAll(text, first),
  countAll: (pm, text) => pm.countAll(text),
  solveCells: (pm, _, cells) => cells.forEach((c) => pm.solve(c)),
  solveCellsFirst: (pm, _, cells) => cells.forEach((c) => pm.solve(c, first)),
  countCells: (pm, _, cells) => cells.forEach((c) => pm.countSolutions(c)),
};

// The child: `--child PKG SET OP N PASSES` runs OP PASSES times, nothing else.
if (process.argv[2] === "--child") {
  const [pkg, set, op, n, passes] = process.argv.slice(3);
  const pm = await import(join(pkg, "node.js"));
  const lines = readFileSync(join(dataDir, files[set]), "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, Number(n));
  const text = lines.join("\n");
  const cells = op.endsWith("Cells") || op.startsWith("solveCells")
    ? lines.map((l) => Uint8Array.from(l, (c) => (c === "." || c === "0" ? 0 : Number(c))))
    : [];
  for (let pass = 0; pass < Number(passes); pass++) ops[op](pm, text, cells);
  process.exit(0);
}

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const [value] = args.splice(at, 2).slice(1);
  return value;
};
const set = option("set", "forum");
const op = option("op", "solveAllFirst");
const passes = Number(option("passes", "3"));
const asked = option("n", undefined);
const path = join(dataDir, files[set] ?? "");
if (!files[set] || !ops[op] || !(passes >= 1) || args.length === 0) {
  console.error("usage: node instructions.mjs [--set kaggle|17-clue|magictour|forum] [--op " + Object.keys(ops).join("|") + "] [--n N] [--passes P] PKG...");
  process.exit(2);
}
if (!existsSync(path)) {
  console.log(`SKIPPED: ${path} not found (set PENCILMARK_DATA)`);
  process.exit(0);
}
const total = readFileSync(path, "utf8").split("\n").filter((l) => l.trim()).length;
const n = Math.min(Number(asked ?? 20000), total);
try {
  execFileSync("valgrind", ["--version"], { stdio: "ignore" });
} catch {
  console.error("instructions.mjs needs valgrind (apt-get install valgrind)");
  process.exit(2);
}

// Instructions of a child run, as callgrind counts them.
function counted(pkg, runs) {
  const child = spawnSync(
    "valgrind",
    ["--tool=callgrind", "--smc-check=all-non-file", "--callgrind-out-file=/dev/null",
      process.execPath, "--no-liftoff", "--single-threaded",
      fileURLToPath(import.meta.url), "--child", pkg, set, op, String(n), String(runs)],
    { encoding: "utf8" },
  );
  const refs = /refs:\s+([\d,]+)/.exec(child.stderr);
  if (child.status !== 0 || !refs) throw new Error(`valgrind failed on ${pkg}:\n${child.stderr}`);
  return Number(refs[1].replaceAll(",", ""));
}

console.log(`${op} on the first ${n} puzzles of ${set}, ${passes} passes:`);
for (const pkg of args.map((p) => resolve(p))) {
  const perPuzzle = (counted(pkg, 1 + passes) - counted(pkg, 1)) / (n * passes);
  console.log(`${pkg}: ${Math.round(perPuzzle)} instructions a puzzle`);
}
