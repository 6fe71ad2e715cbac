// The page each browser project builds: the headless API (a solve on the
// main thread, steps() in its worker) and the element, solving the puzzle
// in the address's hash. Its outcome goes to window.result and #result.
// The import is replaced for a project that needs another entry (Vite 6:
// pencilmark/init, which has no top-level await); none of this module uses
// top-level await either, so that every bundler's target can take it.
import { PencilmarkError, init, solve, steps } from 'pencilmark';
import 'pencilmark/element';

async function run() {
  const puzzle = decodeURIComponent(location.hash.slice(1));
  await init();
  const texts = [];
  for await (const step of steps(puzzle)) texts.push(step.text);
  let error = null;
  try {
    solve(puzzle.slice(1));
  } catch (err) {
    error = err instanceof PencilmarkError ? err.kind : String(err);
  }
  const player = document.querySelector('pencilmark-player');
  const solved = new Promise((resolve) => player.addEventListener('solved', () => resolve(player.state), { once: true }));
  player.puzzle = puzzle;
  player.play();
  return { solution: solve(puzzle), steps: texts.length, error, element: await solved };
}

window.result = run().then(
  (result) => {
    document.getElementById('result').textContent = JSON.stringify(result);
    return result;
  },
  (err) => ({ failure: `${err?.kind ?? ''} ${err?.message ?? err}` }),
);
