//! The JavaScript edge: the only module that knows wasm-bindgen. It converts
//! between JS and the core, and nothing more.
//!
//! JS holds a `Solver` handle and receives small copied results: events as
//! plain objects, the board as fresh typed arrays. Every error becomes a JS
//! `Error` whose `message` is the sentence and whose `kind` is the error's
//! stable name ([`Error::kind`], or `bad-options` for options that do not
//! fit the schema); errors about a place in the text also carry `line` and
//! `column` (1-based). Nothing here panics on user input, and a thrown error
//! leaves the module working.
//!
//! A puzzle is text, or cell values (a `Uint8Array` or an array of
//! numbers, 0 for an empty cell) for `solve`, `countSolutions` and
//! `solutions`.
//! `solveAll` and `countAll` take a text of many puzzles, cut as the CLI
//! cuts a file ([`formats::read_many`]), in one call, and answer a puzzle
//! that fails with a plain error value for it instead of throwing.
//!
//! Limits: a text longer than [`MAX_INPUT_BYTES`], or more cell values than
//! a 64x64 board has, is refused before it is read; boards are at most
//! 64x64. The `Solver` constructor checks for
//! exactly one solution with at most 20 000 guesses of the fast search (a
//! board that needs more is stepped unchecked); `solve`, `countSolutions`
//! and `solutions` (which lists at most 10 000) run the fast search to the end (microseconds on a 9x9; a sparse 25x25 or
//! larger can take longer, so pages run them in a Worker). Every other call
//! returns after a bounded amount of work: `next` does one step, `nextBatch(n, maxMillis)` at most `n`
//! steps, `run({maxSteps, maxMillis})` at most `maxSteps` (100 000 by
//! default). A long solve is cancelled by no longer calling it; `free()`
//! releases its memory at once.
//!
//! The `explain` feature (on by default) gates the exports of the
//! explaining engine: the `Solver` handle that steps a solve, `hint`,
//! `techniques`, `generate` and `rate`, what only they use, and the
//! TypeScript types of the events, techniques and ratings they return.
//! Without it (`--no-default-features`) the module exports only the search:
//! `parse`, `solve`, `countSolutions` (and `__solveCells`,
//! `__solveCellsAllowing` and `__countCells`, their entries for cell
//! values in a `Uint8Array`), `solutions`,
//! `solveAll` and `countAll`, with the types they take and return. That
//! build is the npm package's `pencilmark/search` module, under half the
//! size of the whole (`scripts/build-wasm.sh` builds both). The feature
//! changes nothing in the native library, which never compiles this module.
//!
//! [`MAX_INPUT_BYTES`]: crate::formats::MAX_INPUT_BYTES

mod input;
mod options;
mod search;

#[cfg(feature = "explain")]
mod explain;
#[cfg(feature = "explain")]
mod solver;

use js_sys::Reflect;
use wasm_bindgen::prelude::*;

use crate::error::Error;

#[cfg(feature = "explain")]
pub use explain::{generate, hint, rate, techniques};
pub use search::{
    count_all, count_cells, count_solutions, parse, solutions, solve, solve_all, solve_cells,
    solve_cells_allowing,
};
#[cfg(feature = "explain")]
pub use solver::Solver;

/// A JS `Error` with `message`, `kind`, and `line` and `column` when known.
pub(crate) fn js_error(kind: &str, message: &str, at: Option<(usize, usize)>) -> JsValue {
    let error = js_sys::Error::new(message);
    let set = |key: &str, value: JsValue| {
        // Setting a property on a fresh Error cannot fail.
        let _ = Reflect::set(&error, &JsValue::from_str(key), &value);
    };
    set("kind", JsValue::from_str(kind));
    if let Some((line, column)) = at {
        set("line", JsValue::from_f64(line as f64));
        set("column", JsValue::from_f64(column as f64));
    }
    error.into()
}

pub(crate) fn to_js(error: Error) -> JsValue {
    js_error(error.kind(), &error.to_string(), error.line_column())
}

/// For failures of serde-wasm-bindgen on our own types, which do not happen.
pub(crate) fn internal(error: impl std::fmt::Display) -> JsValue {
    js_error("internal", &error.to_string(), None)
}

/// The current time in milliseconds.
pub(crate) fn now() -> f64 {
    js_sys::Date::now()
}
