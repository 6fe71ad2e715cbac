// Deep links: the puzzle, its options and the step in the URL's hash
// (`#p=…&s=37&guess=0&fc=0`), so that a step can be shared and opened cold.

/** What a hash asks for: {text, options, step}, or null when it names no puzzle. */
export function readLink(hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const text = params.get('p');
  if (text === null) return null;
  const options = { guessing: params.get('guess') !== '0', forcingChains: params.get('fc') !== '0' };
  if (params.get('any') === '1') options.allowMultipleSolutions = true;
  const step = Number(params.get('s'));
  return { text, options, step: Number.isInteger(step) && step > 0 ? step : 0 };
}

/** The hash for a puzzle's text, its options and a step (0: none). */
export function writeLink(text, options, step) {
  const params = new URLSearchParams({ p: text });
  if (step > 0) params.set('s', String(step));
  if (options.guessing === false) params.set('guess', '0');
  if (options.forcingChains === false) params.set('fc', '0');
  if (options.allowMultipleSolutions) params.set('any', '1');
  return `#${params}`;
}
