// A page that only solves and counts: it imports pencilmark/search, the
// search alone in a wasm module under half the size of the whole one, and
// never downloads the explaining engine (steps, hints, the player).

import { countSolutions, solve } from 'pencilmark/search';
import { guarded } from './guarded.js';

const $ = (id) => document.getElementById(id);

$('solve').addEventListener('click', guarded((text) => ($('solution').textContent = solve(text))));
$('count').addEventListener('click', guarded((text) => ($('solutions').textContent = String(countSolutions(text)))));
