// A page that only solves and counts: it imports pencilmark/search, the
// search alone in a wasm module under half the size of the whole one, and
// never downloads the explaining engine (steps, hints, the player).

import { countSolutions, solve } from 'pencilmark/search';

const $ = (id) => document.getElementById(id);
const input = $('puzzle');

/** Runs `fn`, showing a pencilmark error (its kind and sentence) instead of throwing. */
function guarded(fn) {
  return () => {
    $('error').textContent = '';
    try {
      fn(input.value);
    } catch (error) {
      $('error').textContent = `${error.kind}: ${error.message}`;
    }
  };
}

$('solve').addEventListener('click', guarded((text) => ($('solution').textContent = solve(text))));
$('count').addEventListener('click', guarded((text) => ($('solutions').textContent = String(countSolutions(text)))));
