import { PencilmarkError, Solver, solve, steps, type ErrorKind, type Step } from 'pencilmark';

const puzzle: string = process.argv[2] ?? '';
const texts: string[] = [];
for await (const step of steps(puzzle)) texts.push(step.text);
let error: ErrorKind | null = null;
try {
  solve(puzzle.slice(1));
} catch (err) {
  if (err instanceof PencilmarkError) error = err.kind;
}
const iterated: Step[] = [...new Solver(puzzle)];
console.log(JSON.stringify({ solution: solve(puzzle), steps: texts.length, iterated: iterated.length, error }));
