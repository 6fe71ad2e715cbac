// The generator and the rating (issue 5): exported, and typed from the Rust
// types rather than `any` (what wasm-bindgen writes for a bare JsValue).

import { generate, rate } from 'pencilmark';

type IsAny<T> = 0 extends 1 & T ? true : false;

const generateOptionsTyped: IsAny<Parameters<typeof generate>[0]> = false;
const generatedTyped: IsAny<ReturnType<typeof generate>> = false;
const rating = rate('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');
const ratingTyped: IsAny<typeof rating> = false;
// Sudoku Explainer's three numbers, typed as numbers.
const scale: [number, number, number] = [rating.er, rating.ep, rating.ed];
// @ts-expect-error: the one rating number is `er` now
const hardest = rating.hardest;

console.log(generateOptionsTyped, generatedTyped, ratingTyped, scale, hardest);
