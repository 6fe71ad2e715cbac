// Uses the whole typed API as a user would. It only has to type-check: a
// declaration that drifts from this use (a missing export, a Step kind that
// no longer narrows, an option that changed type) fails `tsc`.

import {
  Game,
  PencilmarkError,
  Solver,
  countAll,
  countSolutions,
  hint,
  parse,
  solutions,
  solve,
  solveAll,
  steps,
  techniques,
  type Counts,
  type Hint,
  type LineError,
  type Mistake,
  type PositionHint,
  type ParsedPuzzle,
  type ErrorKind,
  type SolverOptions,
  type Step,
  type Technique,
} from 'pencilmark';
import { PencilmarkPlayer, type PlayerErrorDetail } from 'pencilmark/element';

const puzzle = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

const solution: string = solve(puzzle, { boxWidth: 3, boxHeight: 3 });
const count: number = countSolutions(puzzle, 100);
// The limit is optional (2 by default: 1 then means exactly one solution).
const proper: boolean = countSolutions(puzzle) === 1;
// Cell values in, cell values out; the count takes either and the options.
const cells: Uint8Array = solve(new Uint8Array(81), { allowMultipleSolutions: true });
const fromNumbers: Uint8Array = solve([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
const counted: number = countSolutions(cells, 2, { boxWidth: 3, boxHeight: 3 });
// Solutions as solve gives one: lines from text, values from cells.
const listed: string[] = solutions(puzzle, 10, { maxMillis: 100 });
const listedCells: Uint8Array[] = solutions(new Uint8Array(16));
// @ts-expect-error: from text, lines
const listedWrong: Uint8Array[] = solutions(puzzle);
// Every puzzle of a text: a solution line or an error value per puzzle.
const solvedAll: (string | LineError)[] = solveAll(`${puzzle}\n${puzzle}`, { allowMultipleSolutions: true });
const lines: string[] = solvedAll.map((r) => (typeof r === 'string' ? r : `${r.kind} at ${r.line}:${r.column ?? 0} (puzzle ${r.puzzle}): ${r.message}`));
// @ts-expect-error: a result may be an error, not a string
const onlyLines: string[] = solveAll(puzzle);
const countedAll: Counts = countAll(puzzle, 2, { format: 'line' });
const perPuzzle: Uint32Array = countedAll.counts;
const badPuzzles: number[] = countedAll.errors.map((e) => e.puzzle);
// @ts-expect-error: the counts are a Uint32Array, not an array of numbers
const countsArray: number[] = countAll(puzzle).counts;
const parsed: ParsedPuzzle = parse(puzzle, { alphabet: 'standard' });
const side: number = parsed.side;
const symbols: string[] = parsed.symbols;
const names: Technique[] = techniques().map((t) => t.name);

/** Narrowing on `kind` reaches each variant's own fields. */
function describe(step: Step): string {
  switch (step.kind) {
    case 'place':
      return `${step.technique} puts ${step.digit} in cell ${step.cell}, removing ${step.removals.length}`;
    case 'eliminate':
      return `${step.technique}: ${step.cells.length} cells, ${step.links.length} links, ${step.fins.length} fins`;
    case 'guess':
      return `guess ${step.digit} in ${step.cell} at depth ${step.depth} of ${step.choices}`;
    case 'backtrack':
      return `back to ${step.depth}: ${step.contradiction.kind}`;
    case 'solved':
      return `${step.placements} placements, ${step.guesses} guesses`;
    case 'stuck':
      return `${step.remaining} cells left`;
    case 'unsolvable':
      return step.contradiction.kind === 'no-place' ? `no place for ${step.contradiction.digit}` : 'no candidates';
    case 'candidates':
      // @ts-expect-error: a candidates step has no cell
      return `${step.count} candidates ${step.cell}`;
    default: {
      const never: never = step;
      return never;
    }
  }
}

const next: Hint = hint(puzzle, { techniques: ['hidden-single', 'naked-single'] });
// @ts-expect-error: a hint is never a guess
const guess: Hint = { kind: 'guess', cell: 0, digit: 1, depth: 1, choices: 2, text: '' };
if (next.kind === 'place') {
  const where: number | undefined = next.house?.index;
  console.log(where);
}

const options: SolverOptions = { guessing: false, techniques: ['x-wing'], format: 'line' };
// @ts-expect-error: not a technique
const wrong: SolverOptions = { techniques: ['telepathy'] };

async function stream(signal: AbortSignal): Promise<number> {
  let placements = 0;
  for await (const step of steps(puzzle, { ...options, signal })) {
    if (step.kind === 'place') placements += 1;
    console.log(describe(step));
  }
  return placements;
}

try {
  new Solver(puzzle.slice(1));
} catch (error) {
  // A class to narrow by, with the kinds as a union.
  if (error instanceof PencilmarkError) {
    const kind: ErrorKind = error.kind;
    const at: string = error.line === undefined ? kind : `${kind} at ${error.line}:${error.column ?? 0}`;
    console.log(at, kind === 'wrong-length');
  }
}
// @ts-expect-error: not a kind
const notAKind: ErrorKind = 'wrong-lenght';
// @ts-expect-error: the wasm glue is not part of the API
type Glue = import('pencilmark').InitOutput;
// @ts-expect-error: nor its initialisation
type Init = import('pencilmark').SyncInitInput;

// A Solver is iterable: the events still to come.
for (const step of new Solver(puzzle)) console.log(describe(step));

const solver = new Solver(puzzle, options);
const first: Step | undefined = solver.next();
const batch: Step[] = solver.nextBatch(10, 5);
const values: Uint8Array = solver.values();

const game = new Game(puzzle, { forcingChains: false });
const position: Uint8Array = game.givens();
const open: Uint8Array = game.open(position);
const clashes: Mistake[] = game.clashes(position);
const advice: PositionHint = game.hint(position, new Uint8Array(0));
if (advice.kind === 'mistakes') {
  const first: Mistake | undefined = advice.mistakes[0];
  if (first?.kind === 'clash') console.log(first.other, advice.text);
} else if (advice.kind === 'eliminate') {
  console.log(advice.technique, advice.removals.length, open.length, clashes.length);
}
game.free();

const player: PencilmarkPlayer = document.createElement('pencilmark-player');
player.puzzle = puzzle;
player.speed = 0.5;
player.techniques = ['naked-single', 'hidden-single'];
player.addEventListener('step', (event) => console.log(describe(event.detail)));
player.addEventListener('solved', (event) => console.log(event.detail.placements));
player.mode = 'play';
player.addEventListener('completed', (event) => console.log(event.detail.millis));
// @ts-expect-error: not a mode
player.mode = 'race';
player.addEventListener('error', (event) => {
  const detail: PlayerErrorDetail = event.detail;
  console.log(detail.kind, detail.message, detail.line);
});
const state: 'solved' | 'playing' | string = player.state;
player.guessing = false;
player.forcingChains = false;
player.allowMultipleSolutions = true;
player.theme = 'dark';
player.restyle();
// @ts-expect-error: not a theme
player.theme = 'sepia';
player.ready.then((readyState) => console.log(readyState === 'error' ? 'could not read it' : readyState));
player.addEventListener('statechange', (event) => console.log(event.detail.previous, '→', event.detail.state));
// @ts-expect-error: not a state
player.addEventListener('statechange', (event) => event.detail.state === 'thinking');
player.play();

console.log(lines, onlyLines, perPuzzle, badPuzzles, countsArray, listed, listedCells, listedWrong);
console.log(solution, count, proper, cells, fromNumbers, counted, side, symbols, names, guess, wrong, stream, first, batch, values, state);
