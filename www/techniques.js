// The one table of technique names, labels and colours, shared by the canvas
// and the legend. A technique the solver names but this table does not know
// still gets a readable label and the fallback colour.

export const TECHNIQUES = {
  // Singles
  'full-house': { label: 'Full house', colour: '#1f8a5b' },
  'naked-single': { label: 'Naked single', colour: '#2563eb' },
  'hidden-single': { label: 'Hidden single', colour: '#7c3aed' },
  // Locked candidates
  pointing: { label: 'Pointing', colour: '#0e7490' },
  claiming: { label: 'Claiming', colour: '#0f766e' },
  // Subsets
  'naked-pair': { label: 'Naked pair', colour: '#be185d' },
  'naked-triple': { label: 'Naked triple', colour: '#a21caf' },
  'naked-quad': { label: 'Naked quad', colour: '#86198f' },
  'naked-subset': { label: 'Naked subset', colour: '#701a75' },
  'hidden-pair': { label: 'Hidden pair', colour: '#db2777' },
  'hidden-triple': { label: 'Hidden triple', colour: '#c026d3' },
  'hidden-quad': { label: 'Hidden quad', colour: '#9333ea' },
  'hidden-subset': { label: 'Hidden subset', colour: '#6b21a8' },
  // Fish
  'x-wing': { label: 'X-Wing', colour: '#4d7c0f' },
  swordfish: { label: 'Swordfish', colour: '#3f6212' },
  jellyfish: { label: 'Jellyfish', colour: '#365314' },
  'large-fish': { label: 'Large fish', colour: '#1a2e05' },
  'finned-x-wing': { label: 'Finned X-Wing', colour: '#65a30d' },
  'finned-swordfish': { label: 'Finned Swordfish', colour: '#57821b' },
  'finned-jellyfish': { label: 'Finned Jellyfish', colour: '#486b17' },
  // Single-digit patterns
  skyscraper: { label: 'Skyscraper', colour: '#0369a1' },
  'two-string-kite': { label: '2-String Kite', colour: '#075985' },
  'turbot-fish': { label: 'Turbot fish', colour: '#1e40af' },
  'empty-rectangle': { label: 'Empty rectangle', colour: '#3730a3' },
  // Wings
  'xy-wing': { label: 'XY-Wing', colour: '#9a3412' },
  'xyz-wing': { label: 'XYZ-Wing', colour: '#7c2d12' },
  'w-wing': { label: 'W-Wing', colour: '#a16207' },
  // Uniqueness (only when the puzzle is known to have one solution)
  'unique-rectangle': { label: 'Unique rectangle', colour: '#be123c' },
  'hidden-rectangle': { label: 'Hidden rectangle', colour: '#9f1239' },
  'bug-plus-one': { label: 'BUG+1', colour: '#881337' },
  // Almost locked sets
  'als-xz': { label: 'ALS-XZ', colour: '#115e59' },
  'als-xy-wing': { label: 'ALS-XY-Wing', colour: '#134e4a' },
};

// Techniques shown in the legend before a solve has used any.
export const CORE_TECHNIQUES = ['full-house', 'naked-single', 'hidden-single'];

export const GUESS = { label: 'Guess', colour: '#d97706' };
export const BACKTRACK = { label: 'Backtrack', colour: '#dc2626' };
export const SOLVED = { label: 'Solved', colour: '#15803d' };
export const NEUTRAL = { label: 'Candidates', colour: '#64748b' };
export const FALLBACK_COLOUR = '#475569';

/** Label and colour for a technique name, known or not. */
export function techniqueStyle(name) {
  const known = TECHNIQUES[name];
  if (known) return known;
  const words = String(name).replace(/[-_]+/g, ' ').trim();
  return { label: words.charAt(0).toUpperCase() + words.slice(1), colour: FALLBACK_COLOUR };
}

/** Label and colour in which a step is drawn. */
export function stepStyle(step) {
  switch (step.kind) {
    case 'place':
    case 'eliminate':
      return techniqueStyle(step.technique);
    case 'guess':
      return GUESS;
    case 'backtrack':
    case 'unsolvable':
      return step.kind === 'backtrack' ? BACKTRACK : { label: 'Unsolvable', colour: BACKTRACK.colour };
    case 'solved':
      return SOLVED;
    case 'stuck':
      return { label: 'Stuck', colour: FALLBACK_COLOUR };
    default:
      return NEUTRAL;
  }
}
