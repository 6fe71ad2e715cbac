// How the techniques look: each family's colour, glyph and dash, for the
// canvas and the legend. Which techniques there are, their labels and their
// families come from the solver's own technique table (techniques(), which
// the solver's worker sends with a puzzle: setTechniques). A technique the
// table does not know still gets a readable label and the fallback colour.

/**
 * Families of techniques, by the table's `family` names, in the table's
 * order of families. Ten hues around the wheel, each dark enough to hold
 * white text at 4.5:1 and far enough from the others (and from a guess's
 * amber and a backtrack's red) to tell apart beside them; since ten colours
 * cannot be told apart by everyone, each family also has a glyph (in the
 * chip's legend) and a dash pattern (outlining its pattern cells on the
 * board, in line widths) so the page reads in greyscale.
 */
export const FAMILIES = {
  singles: { colour: '#0072b2', glyph: 'S', dash: [] },
  locked: { colour: '#1b7a2e', glyph: 'L', dash: [3, 1.5] },
  subsets: { colour: '#a3338f', glyph: 'N', dash: [0.8, 1.2] },
  fish: { colour: '#9a3f12', glyph: 'F', dash: [4, 1.5, 0.8, 1.5] },
  'single-digit': { colour: '#00767c', glyph: 'D', dash: [1.5, 1.5] },
  wings: { colour: '#6b6600', glyph: 'W', dash: [0.8, 1.2, 0.8, 3] },
  uniqueness: { colour: '#b0233c', glyph: 'U', dash: [6, 1.5, 1.5, 1.5] },
  als: { colour: '#2f4aa8', glyph: 'A', dash: [2.5, 2.5] },
  chains: { colour: '#6d3fc0', glyph: 'C', dash: [5, 2] },
  forcing: { colour: '#3f3f46', glyph: 'X', dash: [1.5, 1.5, 5, 1.5] },
};

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

export const GUESS = { label: 'Guess', colour: '#d97706', glyph: '?', dash: [] };
export const BACKTRACK = { label: 'Backtrack', colour: '#dc2626', glyph: '!', dash: [] };
export const SOLVED = { label: 'Solved', colour: '#15803d', glyph: '', dash: [] };
export const NEUTRAL = { label: 'Candidates', colour: '#64748b', glyph: '', dash: [] };
export const FALLBACK_COLOUR = '#475569';

/** A technique's difficulty on Sudoku Explainer's scale, from the table (0 when it does not know the name). */
export function techniqueDifficulty(name) {
  return table.get(name)?.difficulty ?? 0;
}

/** Label, family, colour, glyph and dash for a technique name, known or not. */
export function techniqueStyle(name) {
  const row = table.get(name);
  if (row) {
    const style = FAMILIES[row.family] || { colour: FALLBACK_COLOUR, glyph: '', dash: [] };
    return { label: row.label, family: row.family, familyLabel: row.familyLabel, ...style };
  }
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
