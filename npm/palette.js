// The colours the board is drawn in, by role: its cells, lines and digits,
// each family of techniques, a guess, a backtrack, a solved board, and the
// element's own text and buttons. Two palettes: LIGHT (the default) and
// DARK. A page changes any colour with a CSS custom property
// `--pencilmark-<role>` (roles in kebab case: `--pencilmark-given-cell`,
// `--pencilmark-single-digit`), set on the element or on any ancestor; the
// element's style sheet (paletteCss) resolves each role to the page's
// property or to the palette's value in `--pm-<role>`, which the canvas
// reads back (readPalette).

/**
 * The light palette: the page's. The families' ten hues are each dark
 * enough to hold white text at 4.5:1 and far enough from the others (and
 * from a guess's amber and a backtrack's red) to tell apart beside them;
 * since ten colours cannot be told apart by everyone, each family also has
 * a glyph and a dash pattern (techniques.js), so the board reads in
 * greyscale.
 */
export const LIGHT = {
  // The board.
  cell: '#ffffff',
  givenCell: '#eef1f5',
  line: '#c3c9d2',
  boxLine: '#334155',
  given: '#0f172a',
  placed: '#1e40af',
  provisional: '#b45309',
  candidate: '#4b5563',
  // Play: the selected cell, its houses and its digit; values that clash or are wrong.
  selection: '#2563eb',
  clash: '#b91c1c',
  // The families of techniques, by the technique table's family names.
  singles: '#0072b2',
  locked: '#1b7a2e',
  subsets: '#a3338f',
  fish: '#9a3f12',
  singleDigit: '#00767c',
  wings: '#6b6600',
  uniqueness: '#b0233c',
  als: '#2f4aa8',
  chains: '#6d3fc0',
  forcing: '#3f3f46',
  // Steps of no family.
  guess: '#d97706',
  backtrack: '#dc2626',
  solved: '#15803d',
  neutral: '#64748b',
  fallback: '#475569',
  // Text on a step's colour (a chip, a guess's depth badge).
  onColour: '#ffffff',
  // The element around the board.
  text: '#1e293b',
  muted: '#64748b',
  surface: '#ffffff',
  border: '#c9ced6',
  accent: '#1e40af',
  accentSoft: '#e0e7ff',
};

/**
 * The dark palette: a slate board with light digits; the families' hues
 * lightened to read on it and to hold dark text on a chip, as far apart as
 * the light ones.
 */
export const DARK = {
  cell: '#111827',
  givenCell: '#1e293b',
  line: '#334155',
  boxLine: '#94a3b8',
  given: '#f1f5f9',
  placed: '#93c5fd',
  provisional: '#fbbf24',
  candidate: '#aab4c3',
  selection: '#60a5fa',
  clash: '#f87171',
  singles: '#32a3f5',
  locked: '#3eb04f',
  subsets: '#ed60d2',
  fish: '#e8843c',
  singleDigit: '#2eaab2',
  wings: '#a39b24',
  uniqueness: '#ff6f9c',
  als: '#6e8cff',
  chains: '#b77aff',
  forcing: '#878791',
  guess: '#fbbf24',
  backtrack: '#ff5a4e',
  solved: '#4ade80',
  neutral: '#94a3b8',
  fallback: '#a3aec0',
  onColour: '#0f172a',
  text: '#e2e8f0',
  muted: '#94a3b8',
  surface: '#1e293b',
  border: '#475569',
  accent: '#93c5fd',
  accentSoft: '#1e3a8a',
};

/** A role's name in CSS: `givenCell` → `given-cell`. */
const kebab = (role) => role.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The role a technique family's colour has in a palette: `single-digit` → `singleDigit`. */
export const familyRole = (family) => family.replace(/-([a-z])/g, (_, c) => c.toUpperCase());

/** The colour a step style ({role}, from techniques.js) takes in `palette`. */
export function colourOf(palette, style) {
  return palette[style.role] ?? palette.fallback;
}

/**
 * The element's custom properties: each `--pm-<role>` is the page's
 * `--pencilmark-<role>` or the palette's value, the dark one where the
 * reader asked for a dark scheme (and the element is not `theme="light"`),
 * or with `theme="dark"`.
 */
export function paletteCss() {
  const roles = (palette) =>
    Object.entries(palette)
      .map(([role, colour]) => `--pm-${kebab(role)}: var(--pencilmark-${kebab(role)}, ${colour});`)
      .join(' ');
  return `:host { ${roles(LIGHT)} }
@media (prefers-color-scheme: dark) { :host(:not([theme="light"])) { ${roles(DARK)} } }
:host([theme="dark"]) { ${roles(DARK)} }
`;
}

/**
 * A CSS colour as `#rrggbb`, as the canvas paints it over `base` (so any
 * syntax the browser knows, oklch or lab as well, and one with alpha laid
 * over the cell); null when the browser does not take it as a colour.
 * `probe`: a 1x1 canvas's 2D context.
 */
function hex(value, base, probe) {
  if (!value) return null;
  // A value the canvas refuses leaves fillStyle as it was: two sentinels tell.
  probe.fillStyle = '#010203';
  probe.fillStyle = value;
  const first = probe.fillStyle;
  probe.fillStyle = '#030201';
  probe.fillStyle = value;
  if (probe.fillStyle !== first) return null;
  probe.fillStyle = base;
  probe.fillRect(0, 0, 1, 1);
  probe.fillStyle = value;
  probe.fillRect(0, 0, 1, 1);
  const [r, g, b] = probe.getImageData(0, 0, 1, 1).data;
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The palette `element` is styled with: each role's `--pm-<role>` as it
 * computes there (the element's style sheet sets them), else `fallback`'s
 * (the theme's own palette: a value that is no colour, or the page's board
 * outside the element).
 */
export function readPalette(element, fallback = LIGHT) {
  const doc = element.ownerDocument;
  const style = doc.defaultView.getComputedStyle(element);
  const canvas = doc.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const probe = canvas.getContext('2d', { willReadFrequently: true });
  const palette = {};
  for (const [role, colour] of Object.entries(fallback)) {
    palette[role] = hex(style.getPropertyValue(`--pm-${kebab(role)}`).trim(), fallback.cell, probe) ?? colour;
  }
  return palette;
}
