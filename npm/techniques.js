// The one table of technique names, labels and colours, shared by the canvas
// and the legend. A technique the solver names but this table does not know
// still gets a readable label and the fallback colour.

/**
 * Families of techniques. Colours are the Okabe–Ito palette (safe for the
 * common colour-vision deficiencies), darkened to hold white text; since eight
 * colours cannot tell every family apart for everyone, each family also has a
 * glyph (in the chip's legend) and a dash pattern (outlining its pattern
 * cells on the board, in line widths) so the page reads in greyscale.
 */
export const FAMILIES = {
  singles: { label: 'Singles', colour: '#0072b2', glyph: 'S', dash: [] },
  locked: { label: 'Locked candidates', colour: '#007a5a', glyph: 'L', dash: [3, 1.5] },
  subsets: { label: 'Subsets', colour: '#a8487f', glyph: 'N', dash: [0.8, 1.2] },
  fish: { label: 'Fish', colour: '#b34f00', glyph: 'F', dash: [4, 1.5, 0.8, 1.5] },
  'single-digit': { label: 'Single-digit patterns', colour: '#006d8f', glyph: 'D', dash: [1.5, 1.5] },
  wings: { label: 'Wings', colour: '#7a5c00', glyph: 'W', dash: [0.8, 1.2, 0.8, 3] },
  uniqueness: { label: 'Uniqueness', colour: '#2b6e3f', glyph: 'U', dash: [6, 1.5, 1.5, 1.5] },
  als: { label: 'Almost locked sets', colour: '#38466b', glyph: 'A', dash: [2.5, 2.5] },
  chains: { label: 'Colouring and chains', colour: '#5e3c99', glyph: 'C', dash: [5, 2] },
  forcing: { label: 'Forcing chains', colour: '#444444', glyph: 'X', dash: [1.5, 1.5, 5, 1.5] },
};

const FAMILY_OF = {
  singles: ['full-house', 'naked-single', 'hidden-single'],
  locked: ['pointing', 'claiming'],
  subsets: ['naked-pair', 'naked-triple', 'naked-quad', 'naked-subset', 'hidden-pair', 'hidden-triple', 'hidden-quad', 'hidden-subset'],
  fish: ['x-wing', 'swordfish', 'jellyfish', 'large-fish', 'finned-x-wing', 'finned-swordfish', 'finned-jellyfish'],
  'single-digit': ['skyscraper', 'two-string-kite', 'turbot-fish', 'empty-rectangle'],
  wings: ['xy-wing', 'xyz-wing', 'w-wing'],
  uniqueness: ['unique-rectangle', 'hidden-rectangle', 'bug-plus-one'],
  als: ['als-xz', 'als-xy-wing'],
  chains: ['simple-colouring', 'multi-colouring', 'remote-pairs', 'x-chain', 'xy-chain', 'aic'],
  forcing: ['cell-forcing-chain', 'unit-forcing-chain', 'digit-forcing-chain'],
};

const LABELS = {
  'full-house': 'Full house',
  'naked-single': 'Naked single',
  'hidden-single': 'Hidden single',
  pointing: 'Pointing',
  claiming: 'Claiming',
  'naked-pair': 'Naked pair',
  'naked-triple': 'Naked triple',
  'naked-quad': 'Naked quad',
  'naked-subset': 'Naked subset',
  'hidden-pair': 'Hidden pair',
  'hidden-triple': 'Hidden triple',
  'hidden-quad': 'Hidden quad',
  'hidden-subset': 'Hidden subset',
  'x-wing': 'X-Wing',
  swordfish: 'Swordfish',
  jellyfish: 'Jellyfish',
  'large-fish': 'Large fish',
  'finned-x-wing': 'Finned X-Wing',
  'finned-swordfish': 'Finned Swordfish',
  'finned-jellyfish': 'Finned Jellyfish',
  skyscraper: 'Skyscraper',
  'two-string-kite': '2-String Kite',
  'turbot-fish': 'Turbot fish',
  'empty-rectangle': 'Empty rectangle',
  'xy-wing': 'XY-Wing',
  'xyz-wing': 'XYZ-Wing',
  'w-wing': 'W-Wing',
  'unique-rectangle': 'Unique rectangle',
  'hidden-rectangle': 'Hidden rectangle',
  'bug-plus-one': 'BUG+1',
  'als-xz': 'ALS-XZ',
  'als-xy-wing': 'ALS-XY-Wing',
  'simple-colouring': 'Simple colouring',
  'multi-colouring': 'Multi-colouring',
  'remote-pairs': 'Remote pairs',
  'x-chain': 'X-Chain',
  'xy-chain': 'XY-Chain',
  aic: 'AIC',
  'cell-forcing-chain': 'Cell forcing chain',
  'unit-forcing-chain': 'Unit forcing chain',
  'digit-forcing-chain': 'Digit forcing chain',
};

/** Per technique name: label, family, and the family's colour, glyph and dash. */
export const TECHNIQUES = Object.fromEntries(
  Object.entries(FAMILY_OF).flatMap(([family, names]) =>
    names.map((name) => {
      const { colour, glyph, dash } = FAMILIES[family];
      return [name, { label: LABELS[name], family, colour, glyph, dash }];
    }),
  ),
);

// Techniques shown in the legend before a solve has used any.
export const CORE_TECHNIQUES = ['full-house', 'naked-single', 'hidden-single'];

export const GUESS = { label: 'Guess', colour: '#d97706', glyph: '?', dash: [] };
export const BACKTRACK = { label: 'Backtrack', colour: '#dc2626', glyph: '!', dash: [] };
export const SOLVED = { label: 'Solved', colour: '#15803d', glyph: '', dash: [] };
export const NEUTRAL = { label: 'Candidates', colour: '#64748b', glyph: '', dash: [] };
export const FALLBACK_COLOUR = '#475569';

/** Label, colour, glyph and dash for a technique name, known or not. */
export function techniqueStyle(name) {
  const known = TECHNIQUES[name];
  if (known) return known;
  const words = String(name).replace(/[-_]+/g, ' ').trim();
  return { label: words.charAt(0).toUpperCase() + words.slice(1), colour: FALLBACK_COLOUR, glyph: '', dash: [] };
}

/** Label, colour, glyph and dash in which a step is drawn. */
export function stepStyle(step) {
  switch (step.kind) {
    case 'place':
    case 'eliminate':
      return techniqueStyle(step.technique);
    case 'guess':
      return GUESS;
    case 'backtrack':
    case 'unsolvable':
      return step.kind === 'backtrack' ? BACKTRACK : { ...BACKTRACK, label: 'Unsolvable' };
    case 'solved':
      return SOLVED;
    case 'stuck':
      return { label: 'Stuck', colour: FALLBACK_COLOUR, glyph: '', dash: [] };
    default:
      return NEUTRAL;
  }
}
