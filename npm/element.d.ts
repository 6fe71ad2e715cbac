// The types of <pencilmark-player> (element.js). Step and Technique are the
// types generated from the Rust ones.

import type { Step, Technique } from './wasm/pencilmark.js';
import type { ErrorKind } from './error.js';

/** What the element is doing. */
export type PlayerState =
  | 'loading'
  | 'empty'
  | 'ready'
  | 'playing'
  | 'paused'
  | 'solved'
  | 'stuck'
  | 'unsolvable'
  | 'error';

/** The detail of an `error` event. */
export interface PlayerErrorDetail {
  /** The error's stable name (`bad-char`, `wrong-length`, `clash`, …), `load` when the wasm could not be loaded, `worker` when its worker could not run. */
  kind: ErrorKind;
  /** A sentence saying what is wrong and where. */
  message: string;
  /** The 1-based line of the puzzle text, when the error is at a place in it. */
  line?: number;
  /** The 1-based column, with `line`. */
  column?: number;
}

/** The detail of a `completed` event: the person solved the puzzle in play mode. */
export interface PlayerCompletedDetail {
  /** The time they spent, in milliseconds. */
  millis: number;
}

/** The detail of a `statechange` event. */
export interface PlayerStateChangeDetail {
  state: PlayerState;
  previous: PlayerState;
}

/**
 * The events of the element: `step` for every event of the solve, `solved`
 * at the end of a solved one, `completed` when the person solves it in
 * play mode, `statechange` when `state` changes; these bubble and cross
 * shadow roots. `error` stays on the element (it does not bubble).
 */
export type PencilmarkPlayerEventMap = Omit<HTMLElementEventMap, 'error'> & {
  step: CustomEvent<Step>;
  solved: CustomEvent<Extract<Step, { kind: 'solved' }>>;
  completed: CustomEvent<PlayerCompletedDetail>;
  statechange: CustomEvent<PlayerStateChangeDetail>;
  error: CustomEvent<PlayerErrorDetail>;
};

/**
 * `<pencilmark-player puzzle="…" speed="…" techniques="…" autoplay>`: a
 * board that plays a solve step by step, with Play/Pause, Step and Restart.
 */
export declare class PencilmarkPlayer extends HTMLElement {
  static readonly observedAttributes: string[];
  /** The puzzle in any format pencilmark reads (reflects the attribute). */
  puzzle: string;
  /** The delay multiplier: 1 (default) the page's pace, 0 as fast as frames allow. */
  speed: number;
  /** The techniques to use, in order; null for all (reflects the comma list). */
  techniques: Technique[] | null;
  /** Whether to play as soon as the puzzle is read. */
  autoplay: boolean;
  /** `watch` (the solver's solve) or `play` (the person solves it on the board). */
  mode: 'watch' | 'play';
  /** Whether the solve guesses when the techniques are stuck (attribute `guessing="off"` for false). */
  guessing: boolean;
  /** Whether forcing chains and nets may fire (attribute `forcing-chains="off"` for false). */
  forcingChains: boolean;
  /** Whether a puzzle with several solutions is stepped to one of them (attribute `allow-multiple-solutions`). */
  allowMultipleSolutions: boolean;
  /** `light` or `dark`; null (no attribute): the reader's colour scheme (`prefers-color-scheme`). */
  theme: 'light' | 'dark' | null;
  readonly state: PlayerState;
  /**
   * The state once the puzzle is read (`ready`, or `playing` with
   * autoplay), or could not be (`error`, `empty`). Each reading of a
   * puzzle (a new puzzle, new options, `restart()`) makes a new promise;
   * it stays pending while the element is out of the document.
   */
  readonly ready: Promise<PlayerState>;
  /** The last event of the solve, or null before the first. */
  readonly currentStep: Step | null;
  play(): void;
  pause(): void;
  /** One event, then paused. */
  step(): void;
  /** Reads the puzzle again and starts over. */
  restart(): void;
  /** Reads the colours again from the `--pencilmark-…` custom properties, after a page changed them. */
  restyle(): void;
  addEventListener<K extends keyof PencilmarkPlayerEventMap>(
    type: K,
    listener: (this: PencilmarkPlayer, event: PencilmarkPlayerEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof PencilmarkPlayerEventMap>(
    type: K,
    listener: (this: PencilmarkPlayer, event: PencilmarkPlayerEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'pencilmark-player': PencilmarkPlayer;
  }
}
