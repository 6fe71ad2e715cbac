// The one table of technique names, labels and colours, shared by the canvas
// and the legend. A technique the solver names but this table does not know
// still gets a readable label and the fallback colour.

export const TECHNIQUES = {
  'full-house': { label: 'Full house', colour: '#1f8a5b' },
  'naked-single': { label: 'Naked single', colour: '#2563eb' },
  'hidden-single': { label: 'Hidden single', colour: '#7c3aed' },
  'locked-candidates': { label: 'Locked candidates', colour: '#0e7490' },
  'naked-pair': { label: 'Naked pair', colour: '#be185d' },
  'hidden-pair': { label: 'Hidden pair', colour: '#9d174d' },
  'naked-triple': { label: 'Naked triple', colour: '#a21caf' },
  'hidden-triple': { label: 'Hidden triple', colour: '#86198f' },
  'x-wing': { label: 'X-wing', colour: '#4d7c0f' },
  swordfish: { label: 'Swordfish', colour: '#3f6212' },
  'xy-wing': { label: 'XY-wing', colour: '#9a3412' },
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
