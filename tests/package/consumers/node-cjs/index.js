// pencilmark is an ES module: CommonJS loads it with import(), which
// works from any CommonJS file in Node 18 and later.
async function main() {
  const { PencilmarkError, Solver, solve, steps } = await import('pencilmark');
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
}

main();
