//! The JavaScript edge, the only module that knows wasm-bindgen: it
//! converts between JS and the core, and nothing more. `search` (parse,
//! solve, countSolutions, solutions, solveAll, countAll), `explain`
//! (techniques, hint, stepsHere, generate, levels, practisable, rate),
//! `solver` (the `Solver` handle) and `play` (the `Game` handle) export
//! the calls; `options` reads the options objects, `input` the puzzles.
//!
//! JS receives small copied results: plain objects, fresh typed arrays.
//! Every error is a JS `Error` with the sentence as `message`, a stable
//! `kind` ([`Error::kind`], or `bad-puzzle` for an argument of the wrong
//! type) and, at a place, 1-based `line` and `column`. Nothing here panics
//! on user input; a thrown error leaves the module working.
//!
//! Limits: a text over [`MAX_INPUT_BYTES`], or more cell values than a
//! 64x64 board has, is refused unread. The searches run to the end unless
//! given `maxGuesses` or `maxMillis`; a solve is stepped (`nextBatch`,
//! `run`), and so cancelled by no longer calling it.
//!
//! Without the `explain` feature (on by default) the module is the search
//! alone, the npm package's `pencilmark/search`: no `explain`, no `solver`.
//! `__solveCells`, `__solveCellsAllowing` and `__countCells` take cell
//! values in a `Uint8Array` a faster way, for the package's own `solve`
//! and `countSolutions` alone.
//!
//! [`MAX_INPUT_BYTES`]: crate::formats::MAX_INPUT_BYTES

mod input;
mod options;
mod search;

#[cfg(feature = "explain")]
mod explain;
#[cfg(feature = "explain")]
mod play;
#[cfg(feature = "explain")]
mod solver;

use js_sys::Reflect;
use wasm_bindgen::prelude::*;

use crate::error::Error;

#[cfg(feature = "explain")]
pub use explain::{generate, hint, levels, practisable, rate, steps_here, techniques};
#[cfg(feature = "explain")]
pub use play::Game;
pub use search::{
    count_all, count_cells, count_solutions, parse, solutions, solve, solve_all, solve_cells,
    solve_cells_allowing,
};
#[cfg(feature = "explain")]
pub use solver::Solver;

/// A JS `Error` with `message`, `kind`, and `line` and `column` when known.
pub(crate) fn js_error(kind: &str, message: &str, at: Option<(usize, usize)>) -> JsValue {
    let error = js_sys::Error::new(message);
    // The name the package's `PencilmarkError` knows its errors by (npm/error.js).
    error.set_name("PencilmarkError");
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

/// [`Error::BadOptions`]: `bad options: ` and the reason. Out of line, as
/// the rare path it is: inlined into each call it grew the module.
#[cold]
#[inline(never)]
pub(crate) fn bad_options(reason: impl Into<String>) -> JsValue {
    to_js(Error::BadOptions {
        reason: reason.into(),
    })
}

/// A board as text in the format named (`line`, `grid`, `candidates`,
/// `pencilmarks`, `link`), in the alphabet named or else `own`: what
/// `Solver.write` and `Game.write` give.
#[cfg(feature = "explain")]
pub(crate) fn write_board(
    geometry: &crate::geometry::Geometry,
    state: &crate::candidates::Candidates,
    format: &str,
    alphabet: Option<String>,
    own: crate::grid::Alphabet,
) -> Result<String, JsValue> {
    let format: crate::formats::Format = format.parse().map_err(to_js)?;
    let alphabet = match alphabet {
        Some(name) => name.parse().map_err(to_js)?,
        None => own,
    };
    crate::formats::write(geometry, state, alphabet, format).map_err(to_js)
}

/// A value of ours as a plain JS object (serde-wasm-bindgen). Always
/// inlined, as the call it stands for: on its own it grew the module.
#[inline(always)]
pub(crate) fn to_plain(value: &impl serde::Serialize) -> Result<JsValue, JsValue> {
    serde_wasm_bindgen::to_value(value).map_err(internal)
}

/// For failures of serde-wasm-bindgen on our own types, which do not happen.
pub(crate) fn internal(error: impl std::fmt::Display) -> JsValue {
    js_error("internal", &error.to_string(), None)
}
