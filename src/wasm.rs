//! The JavaScript edge: the only module that knows wasm-bindgen. It converts
//! between JS and the core, and nothing more.
//!
//! JS holds a [`Solver`] handle and receives small copied results: events as
//! plain objects, the board as fresh typed arrays. The free functions
//! [`solve`] and [`count_solutions`] (`countSolutions`) run the fast search
//! and return a string or a number. Every error becomes a JS `Error`
//! carrying the message; nothing here panics on user input.

use serde::Deserialize;
use wasm_bindgen::prelude::*;

use crate::error::Error;
use crate::geometry::Geometry;
use crate::grid::{Alphabet, ParseOptions, Puzzle};
use crate::search;
use crate::solve::{Options, Stepper, Technique};
use crate::step::Step;

/// How to read and solve a puzzle. Every field is optional.
#[derive(Deserialize, Default, tsify::Tsify)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct SolverOptions {
    /// Techniques to use, in order; the ones left out are off. Default: all.
    #[tsify(optional)]
    techniques: Option<Vec<Technique>>,
    /// Whether to guess when the techniques are stuck. Default: true.
    #[tsify(optional)]
    guessing: Option<bool>,
    /// The puzzle's symbols. Default: detected.
    #[tsify(optional)]
    alphabet: Option<Alphabet>,
    /// Columns per box; give with `boxHeight`. Default: detected.
    #[tsify(optional)]
    box_width: Option<usize>,
    /// Rows per box; give with `boxWidth`. Default: detected.
    #[tsify(optional)]
    box_height: Option<usize>,
}

/// How to read a puzzle. Every field is optional.
#[derive(Deserialize, Default, tsify::Tsify)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct PuzzleOptions {
    /// The puzzle's symbols. Default: detected.
    #[tsify(optional)]
    alphabet: Option<Alphabet>,
    /// Columns per box; give with `boxHeight`. Default: detected.
    #[tsify(optional)]
    box_width: Option<usize>,
    /// Rows per box; give with `boxWidth`. Default: detected.
    #[tsify(optional)]
    box_height: Option<usize>,
}

/// Reads JS options, absent (`undefined` or `null`) meaning the defaults.
fn options_from<T: Default + serde::de::DeserializeOwned>(
    value: Option<JsValue>,
) -> Result<T, JsError> {
    match value {
        Some(value) if !value.is_undefined() && !value.is_null() => {
            serde_wasm_bindgen::from_value(value).map_err(|e| {
                let message = e.to_string();
                let message = message.trim_start_matches("Error: ");
                JsError::new(&format!("bad options: {message}"))
            })
        }
        _ => Ok(T::default()),
    }
}

/// Reads the puzzle with the shape and alphabet given, where given.
fn read_puzzle(
    text: &str,
    alphabet: Option<Alphabet>,
    box_width: Option<usize>,
    box_height: Option<usize>,
) -> Result<Puzzle, JsError> {
    let geometry = match (box_width, box_height) {
        (Some(width), Some(height)) => Some(Geometry::shared(width, height)?),
        (None, None) => None,
        _ => return Err(JsError::new("give boxWidth and boxHeight together")),
    };
    Ok(Puzzle::parse_with(
        text,
        &ParseOptions { geometry, alphabet },
    )?)
}

/// Solves a puzzle with the fast search and returns its solution as one
/// line in the puzzle's alphabet (the first solution found, when there are
/// several). Throws an `Error` when the puzzle cannot be read or has no
/// solution.
#[wasm_bindgen]
pub fn solve(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "PuzzleOptions")] options: Option<JsValue>,
) -> Result<String, JsError> {
    let options: PuzzleOptions = options_from(options)?;
    let puzzle = read_puzzle(
        text,
        options.alphabet,
        options.box_width,
        options.box_height,
    )?;
    let solution = search::solve_first(&puzzle).ok_or(Error::NoSolution)?;
    Ok(solution.to_line(puzzle.alphabet()))
}

/// Counts the solutions of a puzzle, stopping at `limit` (default 2, so 1
/// means exactly one). Throws an `Error` when the puzzle cannot be read.
#[wasm_bindgen(js_name = countSolutions)]
pub fn count_solutions(text: &str, limit: Option<u32>) -> Result<u32, JsError> {
    let puzzle = read_puzzle(text, None, None, None)?;
    let limit = limit.unwrap_or(2);
    let count = search::count_solutions(&puzzle, limit as usize);
    Ok(u32::try_from(count).unwrap_or(limit))
}

/// A solve in progress, stepped from JS.
#[wasm_bindgen]
pub struct Solver {
    stepper: Stepper,
    givens: Vec<u8>,
}

fn to_bytes(values: impl Iterator<Item = Option<crate::digits::Digit>>) -> Vec<u8> {
    values.map(|v| v.map_or(0, |d| d.get())).collect()
}

#[wasm_bindgen]
impl Solver {
    /// Reads the puzzle and prepares its solve. Throws an `Error` whose
    /// message says what is wrong and where.
    #[wasm_bindgen(constructor)]
    pub fn new(
        text: &str,
        #[wasm_bindgen(unchecked_optional_param_type = "SolverOptions")] options: Option<JsValue>,
    ) -> Result<Solver, JsError> {
        let options: SolverOptions = options_from(options)?;
        let puzzle = read_puzzle(
            text,
            options.alphabet,
            options.box_width,
            options.box_height,
        )?;
        let defaults = Options::default();
        let solve = Options {
            techniques: options.techniques.unwrap_or(defaults.techniques),
            guessing: options.guessing.unwrap_or(defaults.guessing),
        };
        Ok(Solver {
            givens: puzzle
                .givens()
                .values()
                .iter()
                .map(|v| u8::from(v.is_some()))
                .collect(),
            stepper: Stepper::new(&puzzle, solve),
        })
    }

    /// Digits per house: 9 for a 9x9 board.
    #[wasm_bindgen(getter)]
    pub fn side(&self) -> usize {
        self.stepper.geometry().side()
    }

    /// Columns per box.
    #[wasm_bindgen(getter, js_name = boxWidth)]
    pub fn box_width(&self) -> usize {
        self.stepper.geometry().box_width()
    }

    /// Rows per box.
    #[wasm_bindgen(getter, js_name = boxHeight)]
    pub fn box_height(&self) -> usize {
        self.stepper.geometry().box_height()
    }

    /// The puzzle's symbols: digit `d` shows as `alphabet[d - 1]`.
    #[wasm_bindgen(getter)]
    pub fn alphabet(&self) -> Result<String, JsError> {
        let (alphabet, side) = (self.stepper.alphabet(), self.side());
        Ok(alphabet.symbols(side)?.to_owned())
    }

    /// The next event, or `undefined` after the final one.
    #[wasm_bindgen(js_name = next, unchecked_return_type = "Step | undefined")]
    pub fn next_step(&mut self) -> Result<JsValue, JsError> {
        match self.stepper.next() {
            Some(step) => Ok(serde_wasm_bindgen::to_value(&step)?),
            None => Ok(JsValue::UNDEFINED),
        }
    }

    /// Up to `n` next events; fewer, or none, at the end.
    #[wasm_bindgen(js_name = nextBatch, unchecked_return_type = "Step[]")]
    pub fn next_batch(&mut self, n: usize) -> Result<JsValue, JsError> {
        let steps: Vec<Step> = self.stepper.by_ref().take(n).collect();
        Ok(serde_wasm_bindgen::to_value(&steps)?)
    }

    /// The board after the last event, row-major: 0 for an empty cell, else
    /// the digit. A fresh copy.
    pub fn values(&self) -> Vec<u8> {
        let state = self.stepper.candidates();
        to_bytes(self.stepper.geometry().cells().map(|c| state.value(c)))
    }

    /// 1 where the cell is a given, 0 elsewhere, row-major.
    pub fn givens(&self) -> Vec<u8> {
        self.givens.clone()
    }

    /// The candidates after the last event: `side` bytes per cell, byte
    /// `cell * side + digit - 1` is 1 when `digit` is a candidate of `cell`.
    /// All 0 before the first event, which computes them.
    pub fn candidates(&self) -> Vec<u8> {
        let geometry = self.stepper.geometry();
        let state = self.stepper.candidates();
        let side = geometry.side();
        let mut bytes = vec![0; geometry.cell_count() * side];
        if !self.stepper.has_started() {
            return bytes;
        }
        for cell in geometry.cells() {
            for digit in state.get(cell) {
                bytes[cell.index() * side + usize::from(digit.get()) - 1] = 1;
            }
        }
        bytes
    }

    /// Guesses now standing.
    #[wasm_bindgen(getter)]
    pub fn depth(&self) -> usize {
        self.stepper.depth()
    }

    /// Whether the final event (solved, stuck or unsolvable) has been
    /// returned.
    #[wasm_bindgen(js_name = isFinished)]
    pub fn is_finished(&self) -> bool {
        self.stepper.is_finished()
    }
}
