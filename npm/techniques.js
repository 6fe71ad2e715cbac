// How the techniques look: each family's colour, glyph and dash, for the
// canvas and the legend. Which techniques there are, their labels and their
// families come from the solver's own technique table (techniques(), which
// the solver's worker sends with a puzzle: setTechniques). A technique the
// table does not know still gets a readable label and the fallback colour.

import { LIGHT, familyRole } from './palette.js';

/**
 * Families of techniques, by the table's `family` names, in the table's
 * order of families: each one's colour (its role in the palette,
 * palette.js: the light palette's here), and, since colours cannot be told
 * apart by everyone, a glyph (in the chip's legend) and a dash pattern
 * (outlining its pattern cells on the board, in line widths), so the page
 * reads in greyscale.
 */
const SHAPES = {
  singles: { glyph: 'S', dash: [] },
  locked: { glyph: 'L', dash: [3, 1.5] },
  subsets: { glyph: 'N', dash: [0.8, 1.2] },
  fish: { glyph: 'F', dash: [4, 1.5, 0.8, 1.5] },
  'single-digit': { glyph: 'D', dash: [1.5, 1.5] },
  wings: { glyph: 'W', dash: [0.8, 1.2, 0.8, 3] },
  uniqueness: { glyph: 'U', dash: [6, 1.5, 1.5, 1.5] },
  als: { glyph: 'A', dash: [2.5, 2.5] },
  chains: { glyph: 'C', dash: [5, 2] },
  forcing: { glyph: 'X', dash: [1.5, 1.5, 5, 1.5] },
};
export const FAMILIES = Object.fromEntries(
  Object.entries(SHAPES).map(([family, shape]) => [family, { ...shape, role: familyRole(family), colour: LIGHT[familyRole(family)] }]),
);

/** The solver's technique table, by name: {name, label, family, familyLabel, …}. */
let table = new Map();

/** Installs the solver's technique table (what techniques() returns), in its order. */
export function setTechniques(list) {
  table = new Map(list.map((row) => [row.name, row]));
}

/** The names of the table's techniques, in its order (none before setTechniques). */
export function techniqueNames() {
  return [...table.keys()];
}

// Techniques shown in the legend before a solve has used any.
export const CORE_TECHNIQUES = ['full-house', 'naked-single', 'hidden-single'];

// Styles of steps of no family; `role` is the colour's in a palette.
export const GUESS = { label: 'Guess', role: 'guess', colour: LIGHT.guess, glyph: '?', dash: [] };
export const BACKTRACK = { label: 'Backtrack', role: 'backtrack', colour: LIGHT.backtrack, glyph: '!', dash: [] };
export const SOLVED = { label: 'Solved', role: 'solved', colour: LIGHT.solved, glyph: '', dash: [] };
export const NEUTRAL = { label: 'Candidates', role: 'neutral', colour: LIGHT.neutral, glyph: '', dash: [] };
const FALLBACK = { role: 'fallback', colour: LIGHT.fallback, glyph: '', dash: [] };

/** A technique's difficulty on Sudoku Explainer's scale, from the table (0 when it does not know the name). */
export function techniqueDifficulty(name) {
  return table.get(name)?.difficulty ?? 0;
}

/** Label, family, colour, glyph and dash for a technique name, known or not. */
export function techniqueStyle(name) {
  const row = table.get(name);
  if (row) {
    const style = FAMILIES[row.family] || FALLBACK;
    return { label: row.label, family: row.family, familyLabel: row.familyLabel, ...style };
  }
  const words = String(name).replace(/[-_]+/g, ' ').trim();
  return { label: words.charAt(0).toUpperCase() + words.slice(1), ...FALLBACK };
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
      return { label: 'Stuck', ...FALLBACK };
    default:
      return NEUTRAL;
  }
}
