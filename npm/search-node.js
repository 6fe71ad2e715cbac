// pencilmark/search for Node (18 and later): the search-only wasm module,
// read from beside this file and instantiated synchronously. The exports
// are the same as the browser's (search.js).

import { readFileSync } from 'node:fs';
import * as wasm from './wasm-search/pencilmark_search.js';
import { withCells } from './cells.js';

wasm.initSync({ module: readFileSync(new URL('./wasm-search/pencilmark_search_bg.wasm', import.meta.url)) });

export const { parse, solutions, solveAll, countAll } = wasm;
// Cell values in a Uint8Array take a faster way in (cells.js).
export const { solve, countSolutions } = withCells(wasm);
export { PencilmarkError } from './error.js';
/** The wasm is loaded on import in Node: init() resolves at once (for code shared with the browser's init entry). */
export async function init() {}
