// Deep links: the puzzle, its options and the step in the URL's hash
// (`#p=…&s=37&guess=0&fc=0`), so that a step can be shared and opened cold.
// In play mode `play=1`, and a position shared (`v=` the values, `m=` the
// marks: see PlayMode.linkPosition).

/**
 * What a hash asks for: {text, options, step, play, position}, or null when
 * it names no puzzle. `play`: whether to open in play mode; `position`:
 * {values, marks} of a shared position, or null.
 */
export function readLink(hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const text = params.get('p');
  if (text === null) return null;
  const options = { guessing: params.get('guess') !== '0', forcingChains: params.get('fc') !== '0' };
  if (params.get('any') === '1') options.allowMultipleSolutions = true;
  const step = Number(params.get('s'));
  const values = params.get('v');
  const position = values === null ? null : { values, marks: params.get('m') ?? '' };
  return { text, options, step: Number.isInteger(step) && step > 0 ? step : 0, play: params.get('play') === '1', position };
}

/**
 * The hash for a puzzle's text, its options and a step (0: none); or, in
 * play mode, `{play: true}` and a position to share ({values, marks}).
 */
export function writeLink(text, options, step, { play = false, position = null } = {}) {
  const params = new URLSearchParams({ p: text });
  if (step > 0 && !play) params.set('s', String(step));
  if (options.guessing === false) params.set('guess', '0');
  if (options.forcingChains === false) params.set('fc', '0');
  if (options.allowMultipleSolutions) params.set('any', '1');
  if (play) params.set('play', '1');
  if (play && position) {
    params.set('v', position.values);
    if (position.marks) params.set('m', position.marks);
  }
  return `#${params}`;
}
