import { PencilmarkError, Solver, solve, steps } from 'pencilmark';

const puzzle = process.argv[2];
const texts = [];
for await (const step of steps(puzzle)) texts.push(step.text);
let error = null;
try {
  solve(puzzle.slice(1));
} catch (err) {
  error = err instanceof PencilmarkError ? err.kind : String(err);
}
console.log(JSON.stringify({ solution: solve(puzzle), steps: texts.length, iterated: [...new Solver(puzzle)].length, error }));
