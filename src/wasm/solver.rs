//! The `Solver` handle (the `explain` feature): a solve stepped from JS,
//! its events as plain objects and its board as fresh typed arrays.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::options::{js_options, options};
use super::{to_js, to_plain, write_board};
use crate::candidates::Candidates;
use crate::formats::{self, Format};
use crate::grid::{Alphabet, Puzzle};
use crate::solve::{Options, Stepper};
use crate::step::Step;
use crate::technique::Technique;

js_options! {
reading;
/// How to read and solve a puzzle. Every field is optional.
pub struct SolverOptions {
    /// Techniques to use, in order; the ones left out are off. Default: all.
    techniques: Vec<Technique>,
    /// Whether to guess when the techniques are stuck. Default: true.
    guessing: bool,
    /// Whether the forcing chains and nets may fire, as the
    /// last resort before a guess. With false none of them does, whatever
    /// `techniques` lists: the solve guesses (or, without `guessing`, ends
    /// stuck) instead. Default: true.
    forcing_chains: bool,
    /// Whether to step a puzzle with several solutions (to one of them)
    /// rather than throw a `multiple-solutions` error. Default: false. With
    /// it, the uniqueness techniques are off, as they need one solution.
    allow_multiple_solutions: bool,
}
}

/// Steps a `run` takes at most when its budget does not say.
const DEFAULT_MAX_STEPS: usize = 100_000;

js_options! {
/// The limits of one `run`. Every field is optional.
pub struct Budget {
    /// Steps at most. Default: 100 000.
    max_steps: usize,
    /// Milliseconds at most, checked after each step. Default: no limit.
    max_millis: f64,
}
}

/// What a `run` did.
#[derive(Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct RunReport {
    /// Steps taken.
    steps: usize,
    /// Whether the final event has been returned (now or before).
    finished: bool,
    /// The last step taken, if any.
    #[tsify(optional)]
    #[serde(skip_serializing_if = "Option::is_none")]
    last: Option<Step>,
}

/// A solve in progress, stepped from JS.
#[wasm_bindgen]
pub struct Solver {
    stepper: Stepper,
    givens: Vec<u8>,
    format: Format,
}

impl Solver {
    /// A solve of `puzzle` from a person's position (`state`: their
    /// values and candidates), as `Game.solver` starts it: the givens stay
    /// the puzzle's, and a cell left with one candidate stays open (a
    /// candidate grid of the position would make it a given).
    pub(crate) fn from_position(
        puzzle: &Puzzle,
        state: Candidates,
        options: Option<JsValue>,
    ) -> Result<Solver, JsValue> {
        Solver::start(
            puzzle,
            Some(state),
            self::options(options)?,
            Format::Candidates,
        )
    }

    fn start(
        puzzle: &Puzzle,
        state: Option<Candidates>,
        options: SolverOptions,
        format: Format,
    ) -> Result<Solver, JsValue> {
        let allow_multiple = options.allow_multiple_solutions.unwrap_or(false);
        // Stepper::checked decides assume_unique.
        let mut solve = Options::default();
        solve.techniques = options.techniques.unwrap_or(solve.techniques);
        solve.guessing = options.guessing.unwrap_or(solve.guessing);
        solve.forcing_chains = options.forcing_chains.unwrap_or(solve.forcing_chains);
        let stepper = Stepper::checked(puzzle, state, solve, allow_multiple);
        Ok(Solver {
            stepper: stepper.map_err(to_js)?,
            givens: puzzle.givens().filled_flags(),
            format,
        })
    }
}

#[wasm_bindgen]
impl Solver {
    /// Reads the puzzle (in any format: a candidate grid or a pencilmark
    /// line starts the solve from its candidates), checks with the fast
    /// search that it has a solution, and only one unless
    /// `allowMultipleSolutions`, and prepares its solve. The uniqueness
    /// techniques (unique and hidden rectangles, BUG+1) are used only when
    /// the check showed one solution (never with `allowMultipleSolutions`).
    /// Throws an `Error` saying what is wrong and where, with `kind`, and
    /// `line` and `column` when the error is at a place.
    #[wasm_bindgen(constructor)]
    pub fn new(
        text: &str,
        #[wasm_bindgen(unchecked_optional_param_type = "SolverOptions")] options: Option<JsValue>,
    ) -> Result<Solver, JsValue> {
        let options: SolverOptions = self::options(options)?;
        let parsed = formats::read(text, &options.parse_options()?).map_err(to_js)?;
        Solver::start(&parsed.puzzle, parsed.candidates, options, parsed.format)
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

    /// Every house of the board with its cells: rows, columns, then boxes.
    #[wasm_bindgen(getter, unchecked_return_type = "HouseCells[]")]
    pub fn houses(&self) -> Result<JsValue, JsValue> {
        to_plain(&self.stepper.geometry().house_list())
    }

    /// The puzzle's symbols as one string: digit `d` shows as
    /// `alphabet[d - 1]`. For the numbers alphabet, whose symbols are not
    /// single characters, the standard symbols; see `symbols`.
    #[wasm_bindgen(getter)]
    pub fn alphabet(&self) -> String {
        let alphabet = match self.stepper.alphabet() {
            Alphabet::Numbers => Alphabet::Standard,
            alphabet => alphabet,
        };
        alphabet.symbols(self.side()).concat()
    }

    /// The puzzle's symbols, one string per digit: digit `d` shows as
    /// `symbols[d - 1]` (`"16"` in the numbers alphabet).
    #[wasm_bindgen(getter)]
    pub fn symbols(&self) -> Vec<String> {
        self.stepper.alphabet().symbols(self.side())
    }

    /// The name of the puzzle's alphabet: `standard`, `hex`, `letters` or
    /// `numbers`.
    #[wasm_bindgen(getter, js_name = alphabetName, unchecked_return_type = "Alphabet")]
    pub fn alphabet_name(&self) -> String {
        self.stepper.alphabet().name().to_owned()
    }

    /// The format the text was read in: `line`, `grid`, `candidates`,
    /// `pencilmarks` or `link`.
    #[wasm_bindgen(getter, unchecked_return_type = "Format")]
    pub fn format(&self) -> String {
        self.format.name().to_owned()
    }

    /// The next event, or `undefined` after the final one.
    #[wasm_bindgen(js_name = next, unchecked_return_type = "Step | undefined")]
    pub fn next_step(&mut self) -> Result<JsValue, JsValue> {
        self.stepper
            .next()
            .map_or(Ok(JsValue::UNDEFINED), |step| to_plain(&step))
    }

    /// Up to `n` next events; fewer, or none, at the end, or when
    /// `maxMillis` milliseconds have passed (checked after each event).
    #[wasm_bindgen(js_name = nextBatch, unchecked_return_type = "Step[]")]
    pub fn next_batch(
        &mut self,
        n: usize,
        #[wasm_bindgen(js_name = maxMillis)] max_millis: Option<f64>,
    ) -> Result<JsValue, JsValue> {
        let mut steps: Vec<Step> = Vec::new();
        self.step_on(n, max_millis, |step| steps.push(step));
        to_plain(&steps)
    }

    /// Takes up to `n` steps, handing each to `each`, until the end or
    /// `max_millis` milliseconds have passed (checked after each step).
    fn step_on(&mut self, n: usize, max_millis: Option<f64>, mut each: impl FnMut(Step)) {
        let deadline = max_millis.map(|ms| js_sys::Date::now() + ms);
        for step in self.stepper.by_ref().take(n) {
            each(step);
            if deadline.is_some_and(|d| js_sys::Date::now() >= d) {
                break;
            }
        }
    }

    /// Steps on without returning the events, within a budget: at most
    /// `maxSteps` steps (default 100 000) and `maxMillis` milliseconds.
    /// Returns how many steps it took, whether the solve is finished, and
    /// the last step. Call again to go on.
    #[wasm_bindgen(unchecked_return_type = "RunReport")]
    pub fn run(
        &mut self,
        #[wasm_bindgen(unchecked_optional_param_type = "Budget")] budget: Option<JsValue>,
    ) -> Result<JsValue, JsValue> {
        let budget: Budget = options(budget)?;
        let max_steps = budget.max_steps.unwrap_or(DEFAULT_MAX_STEPS);
        let (mut steps, mut last) = (0, None);
        self.step_on(max_steps, budget.max_millis, |step| {
            steps += 1;
            last = Some(step);
        });
        to_plain(&RunReport {
            steps,
            finished: self.stepper.is_finished(),
            last,
        })
    }

    /// The board after the last event in a format (`line`, `grid`,
    /// `candidates`, `pencilmarks`, `link`), in the puzzle's alphabet or
    /// the one named. Before the first event the candidates are the
    /// starting ones.
    pub fn write(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Format")] format: &str,
        #[wasm_bindgen(unchecked_optional_param_type = "Alphabet")] alphabet: Option<String>,
    ) -> Result<String, JsValue> {
        let (geometry, state) = (self.stepper.geometry(), self.stepper.candidates());
        write_board(geometry, state, format, alphabet, self.stepper.alphabet())
    }

    /// The board after the last event, row-major: 0 for an empty cell, else
    /// the digit. A fresh copy.
    pub fn values(&self) -> Vec<u8> {
        self.stepper.candidates().value_bytes()
    }

    /// 1 where the cell is a given, 0 elsewhere, row-major.
    pub fn givens(&self) -> Vec<u8> {
        self.givens.clone()
    }

    /// The candidates after the last event: `side` bytes per cell, byte
    /// `cell * side + digit - 1` is 1 when `digit` is a candidate of `cell`.
    /// All 0 before the first event, which computes them.
    pub fn candidates(&self) -> Vec<u8> {
        match self.stepper.has_started() {
            true => self.stepper.candidates().flag_bytes(),
            false => vec![0; self.stepper.geometry().cell_count() * self.side()],
        }
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
