// What the solver's Web Worker (worker.js) and the code that talks to it
// share: the batch it is asked for, and errors as plain data, which cross
// postMessage with their kind and place (an Error's own properties do not
// survive structured cloning). steps() in Node (steps.js) uses the same
// batch and options on the calling thread.
//
// The worker answers every message with exactly one reply, in order. It
// holds solves by `id` (0 when a message names none):
//   → {id, puzzle, options, size, maxMillis, describe?, board?, from?}
//       reads the puzzle (a new Solver, in place of the id's earlier one),
//       then a batch of at most `size` events; with `from` ({game, values,
//       marks}), the solve starts from that game's position instead
//   → {id, size, maxMillis, board?}                the id's next batch
//   ← {steps, done, puzzle?, techniques?, board?}  with `describe`, the
//       puzzle's description (`puzzle`: side, boxWidth, boxHeight, houses,
//       symbols, alphabet, alphabetName, givens) and the technique table
//       (techniques()); with `board`, the solver's own board after the
//       batch ({values, candidates}, as Solver gives them: the events alone
//       rebuild it, so only tests ask)
//   → {id, close: true}        ← {}                  frees the id's solve
//   → {hint: text, options, board?}  ← {hint: Step}  hint() of a board;
//       with `board` ({values, candidates}, as a Solver holds them), of
//       that board on the givens of `text`
//   → {stepsHere: text, options, board?}  ← {steps}  stepsHere(), alike
//   → {generate: options, describe?}  ← {generated, puzzle?, values?}
//       generate(); with `describe`, the puzzle as the player draws it
//       (as `describe` above) and its values
//   → {rate: text, options}    ← {rating}           rate()
//   → {levels: size}           ← {levels}           levels()
//   → {practisable: size}      ← {techniques}       practisable()
//   → {game: id, puzzle, options}  ← {givens, oneSolution}  a person's
//       play on a puzzle (a Game, in place of the id's earlier one)
//   → {game: id, ask: 'review', values}  ← {open, clashes}
//   → {game: id, ask: 'mistakes', values, marks}  ← {mistakes}
//   → {game: id, ask: 'hint', values, marks}      ← {hint}
//   → {game: id, ask: 'steps', values, marks}     ← {available}
//   → {game: id, ask: 'write', values, marks, format, alphabet}  ← {text}
//   → {game: id, close: true}  ← {}                 frees the game
//   ← {error: {kind, message, line?, column?}}     for any of them
// It is ended by terminate(), never by a message: each solve in it advances
// only when asked, one bounded batch at a time.

import { PencilmarkError } from './error.js';

/** Steps per batch, and milliseconds a batch may take at most. */
export const BATCH = { size: 256, maxMillis: 30 };

/** `{kind, message, line?, column?}` from anything thrown. */
export function errorData(error) {
  const data = {
    kind: typeof error?.kind === 'string' ? error.kind : 'internal',
    message: error instanceof Error ? error.message : String(error),
  };
  if (typeof error?.line === 'number') data.line = error.line;
  if (typeof error?.column === 'number') data.column = error.column;
  return data;
}

/** A PencilmarkError with `kind`, and `line` and `column` when given, from errorData(). */
export function toError(data) {
  return new PencilmarkError(data.message, data);
}

/** What a closed worker's unanswered requests reject with, unless told otherwise. */
export function abortError(message = 'the solve was stopped') {
  return new DOMException(message, 'AbortError');
}

/** A Solver's puzzle as the player draws it: the `puzzle` of a reply. */
export function describePuzzle(solver) {
  return {
    side: solver.side,
    boxWidth: solver.boxWidth,
    boxHeight: solver.boxHeight,
    // Every house with its cells ({kind, index, cells}): the board's
    // edges and a step's houses are drawn from it.
    houses: solver.houses,
    symbols: solver.symbols,
    // Single-character symbols (standard ones for the numbers alphabet),
    // and the alphabet that reads them back.
    alphabet: solver.alphabet,
    alphabetName: solver.alphabetName === 'numbers' ? 'standard' : solver.alphabetName,
    givens: solver.givens(),
  };
}

/** The options of steps() without its own, for the Solver. */
export function solverOptions(options) {
  if (options === undefined || options === null) return {};
  const { signal: _signal, ...rest } = options;
  return rest;
}
