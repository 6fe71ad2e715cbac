// The headless API beside the player: solve, count and hint at once on the
// main thread (each call is quick); stream a solve's steps from a Web Worker
// with a Stop button; and the <pencilmark-player> element, listened to.

import 'pencilmark/element';
import { countSolutions, hint, solve, steps } from 'pencilmark';
import { guarded } from './guarded.js';

const LOGGED_STEPS = 200;
const $ = (id) => document.getElementById(id);
const input = $('puzzle');

$('solve').addEventListener('click', guarded((text) => ($('solution').textContent = solve(text))));
$('count').addEventListener('click', guarded((text) => ($('solutions').textContent = String(countSolutions(text)))));
$('hint').addEventListener('click', guarded((text) => ($('hint-text').textContent = hint(text).text)));

let controller = null;

$('steps').addEventListener('click', async () => {
  controller?.abort();
  const mine = new AbortController();
  controller = mine;
  const log = $('log');
  log.replaceChildren();
  $('steps-status').textContent = 'solving';
  let count = 0;
  try {
    // Any board steps, even one with several solutions (an empty one).
    for await (const step of steps(input.value, { allowMultipleSolutions: true, signal: mine.signal })) {
      count += 1;
      if (count <= LOGGED_STEPS) {
        const item = document.createElement('li');
        item.textContent = step.text;
        log.append(item);
      }
      $('steps-count').textContent = String(count);
    }
    $('steps-status').textContent = 'done';
  } catch (error) {
    if (controller !== mine) return;
    $('steps-status').textContent = error.name === 'AbortError' ? 'stopped' : `${error.kind}: ${error.message}`;
  }
});

$('stop').addEventListener('click', () => controller?.abort());

const player = $('player');
$('play-this').addEventListener('click', () => {
  player.puzzle = input.value;
  player.play();
});
player.addEventListener('solved', (event) => {
  $('player-events').textContent = event.detail.text;
});
player.addEventListener('error', (event) => {
  $('player-events').textContent = `${event.detail.kind}: ${event.detail.message}`;
});
