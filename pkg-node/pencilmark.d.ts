/* tslint:disable */
/* eslint-disable */
/**
 * A cell, by its 0-based row-major index.
 */
export type Cell = number;

/**
 * A digit of the board: `1..=side`, never zero.
 *
 * A `Digit` is only a number; which symbol shows it (`7`, `G`, `f`) is the
 * business of an [`Alphabet`](crate::Alphabet).
 */
export type Digit = number;

/**
 * A house: a row, column or box, each holding every digit once.
 *
 * Boxes are numbered row-major over the boxes, from 0.
 */
export interface House {
    kind: HouseKind;
    /**
     * 0-based index among the houses of its kind.
     */
    index: number;
}

/**
 * A named way of deducing something, as a person would.
 */
export type Technique = "full-house" | "naked-single" | "hidden-single" | "pointing" | "claiming" | "naked-pair" | "naked-triple" | "naked-quad" | "naked-subset" | "hidden-pair" | "hidden-triple" | "hidden-quad" | "hidden-subset" | "x-wing" | "swordfish" | "jellyfish" | "large-fish" | "finned-x-wing" | "finned-swordfish" | "finned-jellyfish" | "skyscraper" | "two-string-kite" | "turbot-fish" | "empty-rectangle" | "xy-wing" | "xyz-wing" | "w-wing";

/**
 * A technique as the page lists it.
 */
export interface TechniqueInfo {
    /**
     * The name used in options and events.
     */
    name: Technique;
    /**
     * The name people read.
     */
    label: string;
}

/**
 * A text format: see the [module docs](self).
 */
export type Format = "line" | "grid" | "candidates" | "pencilmarks" | "link";

/**
 * An inference between two candidates. Strong: at least one of them is
 * true. Weak: at most one of them is true.
 */
export interface Link {
    from: Node;
    to: Node;
    strong: boolean;
}

/**
 * How to read a puzzle. Every field is optional.
 */
export interface PuzzleOptions {
    /**
     * The text's format. Default: detected.
     */
    format?: Format;
    /**
     * The puzzle's symbols. Default: detected.
     */
    alphabet?: Alphabet;
    /**
     * Columns per box; give with `boxHeight`. Default: detected.
     */
    boxWidth?: number;
    /**
     * Rows per box; give with `boxWidth`. Default: detected.
     */
    boxHeight?: number;
    /**
     * For `solve`: whether a puzzle with several solutions gives the first
     * the search finds rather than a `multiple-solutions` error. Default:
     * false.
     */
    allowMultipleSolutions?: boolean;
}

/**
 * How to read and solve a puzzle. Every field is optional.
 */
export interface SolverOptions {
    /**
     * Techniques to use, in order; the ones left out are off. Default: all.
     */
    techniques?: Technique[];
    /**
     * Whether to guess when the techniques are stuck. Default: true.
     */
    guessing?: boolean;
    /**
     * The text's format. Default: detected.
     */
    format?: Format;
    /**
     * The puzzle's symbols. Default: detected.
     */
    alphabet?: Alphabet;
    /**
     * Columns per box; give with `boxHeight`. Default: detected.
     */
    boxWidth?: number;
    /**
     * Rows per box; give with `boxWidth`. Default: detected.
     */
    boxHeight?: number;
    /**
     * Whether to step a puzzle with several solutions (to one of them)
     * rather than throw a `multiple-solutions` error. Default: false.
     */
    allowMultipleSolutions?: boolean;
}

/**
 * One candidate taken out: `digit` can no longer go in `cell`.
 */
export interface Removal {
    cell: Cell;
    digit: Digit;
}

/**
 * One candidate: a digit in a cell, as a node of a chain.
 */
export interface Node {
    cell: Cell;
    digit: Digit;
}

/**
 * One event of a solve.
 */
export type Step = { kind: "candidates"; count: number; text: string } | { kind: "place"; cell: Cell; digit: Digit; technique: Technique; house?: House; removals: Removal[]; text: string } | { kind: "eliminate"; technique: Technique; removals: Removal[]; digits: Digit[]; cells: Cell[]; houses: House[]; fins: Cell[]; links: Link[]; text: string } | { kind: "guess"; cell: Cell; digit: Digit; depth: number; choices: number; text: string } | { kind: "backtrack"; depth: number; cell: Cell; digit: Digit; contradiction: Contradiction; removals: Removal[]; text: string } | { kind: "solved"; placements: number; eliminations: number; guesses: number; backtracks: number; text: string } | { kind: "stuck"; remaining: number; text: string } | { kind: "unsolvable"; contradiction: Contradiction; text: string };

/**
 * The limits of one `run`. Every field is optional.
 */
export interface Budget {
    /**
     * Steps at most. Default: 100 000.
     */
    maxSteps?: number;
    /**
     * Milliseconds at most, checked after each step. Default: no limit.
     */
    maxMillis?: number;
}

/**
 * What a `run` did.
 */
export interface RunReport {
    /**
     * Steps taken.
     */
    steps: number;
    /**
     * Whether the final event has been returned (now or before).
     */
    finished: boolean;
    /**
     * The last step taken, if any.
     */
    last?: Step;
}

/**
 * Which kind of house: a row, a column or a box.
 */
export type HouseKind = "row" | "column" | "box";

/**
 * Which symbols stand for the digits. See the [module docs](self) for the
 * table.
 */
export type Alphabet = "standard" | "hex" | "letters" | "numbers";

/**
 * Why a line of the search cannot be right.
 */
export type Contradiction = { kind: "no-candidates"; cell: Cell } | { kind: "no-place"; house: House; digit: Digit };


/**
 * A solve in progress, stepped from JS.
 */
export class Solver {
    free(): void;
    [Symbol.dispose](): void;
    /**
     * The candidates after the last event: `side` bytes per cell, byte
     * `cell * side + digit - 1` is 1 when `digit` is a candidate of `cell`.
     * All 0 before the first event, which computes them.
     */
    candidates(): Uint8Array;
    /**
     * 1 where the cell is a given, 0 elsewhere, row-major.
     */
    givens(): Uint8Array;
    /**
     * Whether the final event (solved, stuck or unsolvable) has been
     * returned.
     */
    isFinished(): boolean;
    /**
     * Reads the puzzle (in any format: a candidate grid or a pencilmark
     * line starts the solve from its candidates), checks with the fast
     * search that it has a solution, and only one unless
     * `allowMultipleSolutions`, and prepares its solve. Throws an `Error`
     * whose message says what is wrong and where, with `kind`, and `line`
     * and `column` when the error is at a place.
     */
    constructor(text: string, options?: SolverOptions);
    /**
     * Up to `n` next events; fewer, or none, at the end, or when
     * `maxMillis` milliseconds have passed (checked after each event).
     */
    nextBatch(n: number, maxMillis?: number | null): Step[];
    /**
     * The next event, or `undefined` after the final one.
     */
    next(): Step | undefined;
    /**
     * Steps on without returning the events, within a budget: at most
     * `maxSteps` steps (default 100 000) and `maxMillis` milliseconds.
     * Returns how many steps it took, whether the solve is finished, and
     * the last step. Call again to go on.
     */
    run(budget?: Budget): RunReport;
    /**
     * The board after the last event, row-major: 0 for an empty cell, else
     * the digit. A fresh copy.
     */
    values(): Uint8Array;
    /**
     * The board after the last event in a format (`line`, `grid`,
     * `candidates`, `pencilmarks`, `link`), in the puzzle's alphabet or
     * the one named. Before the first event the candidates are the
     * starting ones.
     */
    write(format: Format, alphabet?: Alphabet): string;
    /**
     * The name of the puzzle's alphabet: `standard`, `hex`, `letters` or
     * `numbers`.
     */
    readonly alphabetName: Alphabet;
    /**
     * The puzzle's symbols as one string: digit `d` shows as
     * `alphabet[d - 1]`. For the numbers alphabet, whose symbols are not
     * single characters, the standard symbols; see `symbols`.
     */
    readonly alphabet: string;
    /**
     * Rows per box.
     */
    readonly boxHeight: number;
    /**
     * Columns per box.
     */
    readonly boxWidth: number;
    /**
     * Guesses now standing.
     */
    readonly depth: number;
    /**
     * The format the text was read in: `line`, `grid`, `candidates`,
     * `pencilmarks` or `link`.
     */
    readonly format: Format;
    /**
     * Digits per house: 9 for a 9x9 board.
     */
    readonly side: number;
    /**
     * The puzzle's symbols, one string per digit: digit `d` shows as
     * `symbols[d - 1]` (`"16"` in the numbers alphabet).
     */
    readonly symbols: string[];
}

/**
 * Counts the solutions of a puzzle, stopping at `limit` (default 2, so 1
 * means exactly one). Throws an `Error` (with `kind`) when the puzzle
 * cannot be read. A candidate grid counts the solutions of its candidates.
 */
export function countSolutions(text: string, limit?: number | null): number;

/**
 * Solves a puzzle with the fast search and returns its solution as one
 * line in the puzzle's alphabet. Throws an `Error` (with `kind`) when the
 * puzzle cannot be read, has no solution, or has several (unless
 * `allowMultipleSolutions`, which gives the first the search finds). A
 * candidate grid is solved from its candidates.
 */
export function solve(text: string, options?: PuzzleOptions): string;

/**
 * Every technique, in the default order.
 */
export function techniques(): TechniqueInfo[];
