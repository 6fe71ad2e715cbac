//! The search's exports: `parse`, `solve`, `countSolutions`, `solutions`,
//! `solveAll`, `countAll`, and the entries of cell values in a `Uint8Array`
//! for the package's own `solve` and `countSolutions`. Each asks the core
//! ([`search::ask`], [`search::solve_all`]), whose [`Query`] chooses the
//! 9x9 board itself.

use js_sys::Reflect;
use wasm_bindgen::prelude::*;

use super::input::{bulk_text, input};
use super::options::{js_options, options};
use super::{bad_options, internal, to_js, to_plain};
use crate::error::Error;
use crate::formats;
use crate::grid::{Alphabet, Puzzle};
use crate::search::{self, Given, Limits, Query};

/// Reads a puzzle without solving it: its shape, format, alphabet and
/// givens. Throws an `Error` (with `kind`, and `line` and `column` when the
/// error is at a place) when the text is not a puzzle.
#[wasm_bindgen(unchecked_return_type = "ParsedPuzzle")]
pub fn parse(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "PuzzleOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let options: PuzzleOptions = self::options(options)?;
    let parsed = formats::read(text, &options.parse_options()?).map_err(to_js)?;
    to_plain(&parsed.describe())
}

js_options! {
reading;
/// How to read a puzzle. Every field is optional.
pub struct PuzzleOptions {
    /// For `solve`: whether a puzzle with several solutions gives the first
    /// the search finds rather than a `multiple-solutions` error. Default:
    /// false.
    allow_multiple_solutions: bool,
    /// For the searches of `solve`, `countSolutions`, `solveAll` and
    /// `countAll`: the most guesses a puzzle's search may make before it
    /// gives up with an `over-budget` error. A 9x9 puzzle takes a few
    /// hundred at most. Default: no limit.
    max_guesses: usize,
    /// For the same searches, and for `rate` (its search and its rating
    /// solve): milliseconds the call may take (in all, for `solveAll` and
    /// `countAll`, whose later puzzles are then not searched); over it, an
    /// `over-budget` error. The clock is read every
    /// 256 guesses and before each puzzle of a text, so a call overruns by
    /// well under a millisecond on 9x9. Default: no limit: a sparse board of
    /// 25x25 or more can take minutes (search it in a Worker, with a limit).
    max_millis: f64,
}
}

impl PuzzleOptions {
    /// The searches' limits: `maxGuesses` each, `maxMillis` from now.
    pub(super) fn limits(&self) -> Limits {
        Limits::new(self.max_guesses, self.max_millis, js_sys::Date::now)
    }
}

/// Asks the search of a puzzle argument ([`input`]) read by the options
/// ([`search::ask`]), with the alphabet of its answers.
fn ask<T>(
    puzzle: &Given<'_>,
    options: &PuzzleOptions,
    ask: impl FnOnce(Query<'_>) -> Result<T, Error>,
) -> Result<(T, Option<Alphabet>), JsValue> {
    let text_only = options.format.is_some() || options.alphabet.is_some();
    if text_only && matches!(puzzle, Given::Cells(_)) {
        let reason = "format and alphabet are for a puzzle given as text, not as cell values";
        return Err(bad_options(reason));
    }
    search::ask(puzzle, &options.parse_options()?, ask).map_err(to_js)
}

/// A solution's values as its puzzle came: a line in the text's alphabet
/// (a JS string), or for cell values a fresh `Uint8Array`.
fn answer(values: &[u8], alphabet: Option<Alphabet>) -> JsValue {
    match alphabet {
        Some(alphabet) => JsValue::from_str(&formats::write_line(values, alphabet)),
        None => js_sys::Uint8Array::from(values).into(),
    }
}

/// Solves a puzzle with the fast search: a text's solution as a line in
/// its alphabet (a JS string), cell values' as values (a fresh
/// `Uint8Array`). Typed in `npm/search-calls.d.ts`, by two overloads that
/// tie the result to the input.
#[wasm_bindgen(skip_typescript)]
pub fn solve(puzzle: JsValue, options: Option<JsValue>) -> Result<JsValue, JsValue> {
    solve_given(&input(&puzzle)?, &self::options(options)?)
}

/// `solve` of cell values in a `Uint8Array`, for npm/cells.js: a `&[u8]`
/// comes into wasm memory in one copy, where telling the input apart and
/// `Uint8Array::to_vec` cost a good part of an easy search. Untyped; the
/// package does not export it.
#[wasm_bindgen(js_name = __solveCells, skip_typescript)]
pub fn solve_cells(cells: &[u8], options: Option<JsValue>) -> Result<JsValue, JsValue> {
    Puzzle::check_cell_count(cells.len()).map_err(to_js)?;
    solve_given(&Given::Cells(cells.into()), &self::options(options)?)
}

/// `__solveCells` when `allowMultipleSolutions` is the only option (as
/// npm/cells.js tells): reading even that options object from wasm costs
/// as much as an easy search. Untyped; the package does not export it.
#[wasm_bindgen(js_name = __solveCellsAllowing, skip_typescript)]
pub fn solve_cells_allowing(cells: &[u8], allow_multiple: bool) -> Result<JsValue, JsValue> {
    let options = PuzzleOptions {
        allow_multiple_solutions: Some(allow_multiple),
        ..PuzzleOptions::default()
    };
    Puzzle::check_cell_count(cells.len()).map_err(to_js)?;
    solve_given(&Given::Cells(cells.into()), &options)
}

fn solve_given(puzzle: &Given<'_>, options: &PuzzleOptions) -> Result<JsValue, JsValue> {
    let allow_multiple = options.allow_multiple_solutions.unwrap_or(false);
    let limits = options.limits();
    let (values, alphabet) = ask(puzzle, options, |query| {
        limits.search(|budget| query.solve(allow_multiple, budget))
    })?;
    Ok(answer(&values, alphabet))
}

/// The most solutions one `solutions` lists: all stay in wasm memory until
/// it returns, and memory running out aborts the module, so a limit such as
/// `-1` (2³² − 1 as a `u32`) is refused, not tried. `countSolutions` counts
/// further.
const MAX_LISTED: u32 = 10_000;

/// Lists the solutions of a puzzle, up to `limit`, as `solve` gives one.
/// Its TypeScript declaration is in `npm/search-calls.d.ts`.
#[wasm_bindgen(skip_typescript)]
pub fn solutions(
    puzzle: JsValue,
    limit: Option<u32>,
    options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let options: PuzzleOptions = self::options(options)?;
    let limit = match limit.unwrap_or(2) {
        limit @ 1..=MAX_LISTED => limit as usize,
        _ => return Err(bad_options(format!("the limit is from 1 to {MAX_LISTED}"))),
    };
    let limits = options.limits();
    let (found, alphabet) = ask(&input(&puzzle)?, &options, |query| {
        limits.search(|budget| query.solutions(limit, budget))
    })?;
    let list = found.iter().map(|values| answer(values, alphabet));
    Ok(list.collect::<js_sys::Array>().into())
}

/// Counts the solutions of a puzzle, stopping at `limit` (default 2, so 1
/// means exactly one). The puzzle is text, or cell values as `solve` takes
/// them (a `Uint8Array` or an array of numbers, 0 for an empty cell).
/// Throws an `Error` (with `kind`) when the puzzle cannot be read. A
/// candidate grid counts the solutions of its candidates.
#[wasm_bindgen(js_name = countSolutions)]
pub fn count_solutions(
    #[wasm_bindgen(unchecked_param_type = "string | Uint8Array | readonly number[]")]
    puzzle: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number")] limit: Option<u32>,
    #[wasm_bindgen(unchecked_optional_param_type = "PuzzleOptions")] options: Option<JsValue>,
) -> Result<u32, JsValue> {
    count_given(&input(&puzzle)?, limit, &self::options(options)?)
}

/// `countSolutions` of cell values in a `Uint8Array`, for npm/cells.js as
/// [`solve_cells`] is. Untyped; the package does not export it.
#[wasm_bindgen(js_name = __countCells, skip_typescript)]
pub fn count_cells(
    cells: &[u8],
    limit: Option<u32>,
    options: Option<JsValue>,
) -> Result<u32, JsValue> {
    Puzzle::check_cell_count(cells.len()).map_err(to_js)?;
    count_given(&Given::Cells(cells.into()), limit, &self::options(options)?)
}

fn count_given(
    puzzle: &Given<'_>,
    limit: Option<u32>,
    options: &PuzzleOptions,
) -> Result<u32, JsValue> {
    let (limit, limits) = (limit.unwrap_or(2), options.limits());
    let (count, _) = ask(puzzle, options, |query| {
        limits.search(|budget| query.count(limit as usize, budget))
    })?;
    Ok(u32::try_from(count).unwrap_or(limit))
}

#[wasm_bindgen(typescript_custom_section)]
const COUNT_ALL_TYPE: &str = r#"
/**
 * What `countAll` returns: one count per puzzle of the text, in order, and
 * the puzzles that could not be counted. A puzzle in `errors` has 0 in
 * `counts`; every other 0 is a puzzle without a solution.
 */
export interface Counts {
    counts: Uint32Array;
    errors: LineError[];
}
"#;

/// Solves every puzzle of a text in one call, as `pencilmark solve` does a
/// file: a puzzle per line, or per paragraph (up to a blank line) for a
/// board on several lines; blank and comment lines are no puzzles. Returns
/// a result per puzzle, in order: its solution as a line in its alphabet,
/// or a `LineError` saying where and why there is none (unreadable, no
/// solution, several without `allowMultipleSolutions`, or over `maxGuesses`
/// or `maxMillis`). No puzzle throws: only bad options do, and a text that
/// is not a string (`bad-puzzle`). Without a budget every puzzle is
/// searched to the end: many large sparse boards can take long (give
/// `maxMillis`, or run it in a Worker).
#[wasm_bindgen(js_name = solveAll, unchecked_return_type = "(string | LineError)[]")]
pub fn solve_all(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "PuzzleOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let options: PuzzleOptions = self::options(options)?;
    let allow_multiple = options.allow_multiple_solutions.unwrap_or(false);
    let limits = options.limits();
    let reading = options.parse_options()?;
    let solved = search::solve_all(&bulk_text(&text)?, &reading, |query| {
        limits.search(|budget| query.solve(allow_multiple, budget))
    });
    // The lines go to JS as one text, which JS's `split` cuts (an empty
    // text into one empty line, not none); the errors then take their
    // puzzles' places.
    let results = match solved.puzzles {
        0 => js_sys::Array::new(),
        _ => js_sys::JsString::from(solved.lines).split("\n"),
    };
    for error in solved.errors {
        let index = u32::try_from(error.puzzle).map_err(internal)?;
        results.set(index, to_plain(&error)?);
    }
    Ok(results.into())
}

/// Counts the solutions of every puzzle of a text in one call, as
/// `pencilmark count` does a file (cut into puzzles as by `solveAll`),
/// stopping at `limit` for each (default 2, so 1 means exactly one; at
/// least 1). Returns the counts in order as a `Uint32Array` and, apart, a
/// `LineError` for each puzzle not read, or not counted within `maxGuesses`
/// and `maxMillis`, whose count is 0. Throws only for bad options, a
/// `limit` of 0, or a text that is not a string (`bad-puzzle`).
#[wasm_bindgen(js_name = countAll, unchecked_return_type = "Counts")]
pub fn count_all(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number")] limit: Option<u32>,
    #[wasm_bindgen(unchecked_optional_param_type = "PuzzleOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let options: PuzzleOptions = self::options(options)?;
    let limit = limit.unwrap_or(2);
    if limit == 0 {
        return Err(bad_options("the limit is at least 1"));
    }
    let limits = options.limits();
    let reading = options.parse_options()?;
    let (counts, errors) = search::answers_in_text(&bulk_text(&text)?, &reading, |query| {
        let count = limits.search(|budget| query.count(limit as usize, budget))?;
        Ok(u32::try_from(count).unwrap_or(limit))
    });
    let result = js_sys::Object::new();
    let set = |key: &str, value: JsValue| Reflect::set(&result, &JsValue::from_str(key), &value);
    set("counts", js_sys::Uint32Array::from(&counts[..]).into())?;
    set("errors", to_plain(&errors)?)?;
    Ok(result.into())
}
