// Places on the board in words, as the sentences write them: a cell's name
// (`r3c5`), and where a hint says to look.

const HOUSE = { row: 'row', column: 'column', box: 'box' };

/** A cell's name as people write it: `r3c5`. */
export function cellName(cell, side) {
  return `r${Math.floor(cell / side) + 1}c${(cell % side) + 1}`;
}

/** Where a hint (`step`, with the board's `side`) says to look, without giving away a digit. */
export function whereToLook(step) {
  const houses = step.houses || (step.house ? [step.house] : []);
  if (houses.length > 0) return houses.map((h) => `${HOUSE[h.kind]} ${h.index + 1}`).join(', ');
  const cells = step.cells && step.cells.length > 0 ? step.cells : [step.cell];
  return cells.map((cell) => cellName(cell, step.side)).join(', ');
}
