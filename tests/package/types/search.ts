// Uses pencilmark/search as a user would. It only has to type-check: its
// functions take and return what the whole module's do, and it has no
// explaining engine (no steps, hint, Solver, generate, rate or their types).
// Checked without the `esnext.disposable` lib (tsconfig.search.json): the
// search module's types stand alone, without the whole module's.

import * as search from 'pencilmark/search';
import {
  PencilmarkError,
  countAll,
  countSolutions,
  parse,
  solutions,
  solve,
  solveAll,
  type Counts,
  type LineError,
  type ParsedPuzzle,
  type PuzzleOptions,
} from 'pencilmark/search';

const puzzle = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const options: PuzzleOptions = { boxWidth: 3, boxHeight: 3, maxGuesses: 1000 };

const solution: string = solve(puzzle, options);
const cells: Uint8Array = solve(new Uint8Array(81), { allowMultipleSolutions: true });
// @ts-expect-error: cell values in, cell values out
const notText: string = solve(new Uint8Array(81));
const proper: boolean = countSolutions(cells, 2, options) === 1;
const listed: string[] = solutions(puzzle, 2, options);
const listedCells: Uint8Array[] = solutions([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
const parsed: ParsedPuzzle = parse(puzzle, { alphabet: 'standard' });
const solvedAll: (string | LineError)[] = solveAll(`${puzzle}\n${puzzle}`);
const countedAll: Counts = countAll(puzzle, 2, { format: 'line' });
const perPuzzle: Uint32Array = countedAll.counts;

try {
  solve(puzzle.slice(1));
} catch (error) {
  if (error instanceof PencilmarkError) console.log(error.kind, error.line, error.column);
}

// @ts-expect-error: the search module has no hint
search.hint(puzzle);
// @ts-expect-error: nor a Solver
new search.Solver(puzzle);
// @ts-expect-error: nor steps
search.steps(puzzle);
// @ts-expect-error: nor the types of the steps
const step: import('pencilmark/search').Step = { kind: 'candidates', count: 0, text: '' };

console.log(solution, notText, proper, listed, listedCells, parsed.side, solvedAll, perPuzzle, step);
