// A module's exports before its wasm is loaded, for the entries without
// top-level await (`pencilmark/init`, `pencilmark/search/init`: api.js,
// search-api.js): init() loads the wasm once, and until it has, every
// function and constructor throws a PencilmarkError of kind `load` that
// says so, rather than failing inside the glue. The entries with top-level
// await (index.js, search.js) await init() and export the same.

import { PencilmarkError } from './error.js';
import { errorData } from './protocol.js';

/**
 * `{init, ...}` for `wasm` (a wasm-bindgen module's exports): init, and
 * each of `functions` and `classes` by name, guarded. `entry` names the
 * module in messages.
 */
export function loader(wasm, entry, functions, classes) {
  let loaded = false;
  let loading = null;
  /**
   * Loads the wasm, once (later calls return the same promise, or a new
   * one after a failure). `input`: where the .wasm is (a URL, a Response,
   * its bytes or a compiled WebAssembly.Module); by default beside this
   * package's files.
   */
  function init(input) {
    loading ??= wasm.default(input === undefined ? undefined : { module_or_path: input }).then(
      () => {
        loaded = true;
      },
      (error) => {
        loading = null;
        throw new PencilmarkError(`the solver could not be loaded: ${errorData(error).message}`, { kind: 'load' });
      },
    );
    return loading;
  }
  const early = (what) =>
    new PencilmarkError(`${what} was called before the solver was loaded: await init() first, or import '${entry}', which waits for it`, {
      kind: 'load',
    });
  const api = { init };
  for (const name of functions) {
    const fn = wasm[name];
    api[name] = (...args) => {
      if (!loaded) throw early(name);
      return fn(...args);
    };
  }
  for (const name of classes) {
    const Base = wasm[name];
    const Guarded = class extends Base {
      constructor(...args) {
        if (!loaded) throw early(`new ${name}`);
        super(...args);
      }
    };
    Object.defineProperty(Guarded, 'name', { value: name });
    api[name] = Guarded;
  }
  return api;
}
