//! The `Game` handle (the `explain` feature): a person's play on a puzzle.
//! JS keeps the entries (values and pencil marks) and hands them in with
//! each call; the rules answer here: clashes, the candidates the values
//! leave open, the mistakes against the solution, and a hint from the
//! position.

use wasm_bindgen::prelude::*;

use super::options::{js_options, options};
use super::solver::Solver;
use super::{to_js, to_plain, write_board};
use crate::formats;
use crate::grid::{Grid, Puzzle};
use crate::play::Position;
use crate::search::{Budget, Query};
use crate::technique::Technique;

js_options! {
reading;
/// How to read a game's puzzle and what its hints may use. Every field is
/// optional.
pub struct GameOptions {
    /// Techniques the hints look for, in order; the ones left out are off.
    /// Default: all.
    techniques: Vec<Technique>,
    /// Whether the forcing chains and nets may be a hint, whatever
    /// `techniques` lists. Default: true.
    forcing_chains: bool,
}
}

#[wasm_bindgen(typescript_custom_section)]
const GAME_TYPES: &str = r#"
/** What `Game.hint` returns: the mistakes of the position first, else a hint from it. */
export type PositionHint = Hint | ({ kind: "mistakes" } & Mistakes);
"#;

/// A person's play on one puzzle: the givens, the techniques its hints
/// use, and the solution, found at the first call that needs it.
///
/// Each call takes the position: `values` (one byte per cell, row-major, 0
/// for empty, the givens as given) and `marks` (`side` bytes per cell, 1
/// for a pencil mark kept; an empty array for none). A cell without marks
/// stands for every candidate its peers' values leave open.
#[wasm_bindgen]
pub struct Game {
    puzzle: Puzzle,
    techniques: Vec<Technique>,
    forcing_chains: bool,
    /// The one solution, once looked for; None inside when there is not
    /// exactly one.
    solution: Option<Option<Grid>>,
}

#[wasm_bindgen]
impl Game {
    /// Reads the puzzle (its givens: a candidate grid's marks are not
    /// taken). Throws an `Error` with `kind` when the text cannot be read.
    #[wasm_bindgen(constructor)]
    pub fn new(
        text: &str,
        #[wasm_bindgen(unchecked_optional_param_type = "GameOptions")] options: Option<JsValue>,
    ) -> Result<Game, JsValue> {
        let options: GameOptions = self::options(options)?;
        let parsed = formats::read(text, &options.parse_options()?).map_err(to_js)?;
        Ok(Game {
            puzzle: parsed.puzzle,
            techniques: options.techniques.unwrap_or_else(|| Technique::ALL.into()),
            forcing_chains: options.forcing_chains.unwrap_or(true),
            solution: None,
        })
    }

    fn position<'g>(&'g self, values: &[u8], marks: &[u8]) -> Result<Position<'g>, JsValue> {
        Position::new(&self.puzzle, values, marks).map_err(to_js)
    }

    /// Looks for the one solution, the first time it is needed.
    fn solve_once(&mut self) {
        let puzzle = &self.puzzle;
        self.solution.get_or_insert_with(|| {
            let cells = Query::new(puzzle).unique(&mut Budget::unlimited()).ok()?;
            Some(Grid::of_digits(puzzle.geometry(), &cells))
        });
    }

    /// The one solution, once looked for ([`Game::solve_once`]).
    fn solution(&self) -> Option<&Grid> {
        self.solution.as_ref().and_then(Option::as_ref)
    }

    /// The givens, row-major: 0 for an empty cell, else the digit. The
    /// values a game starts from.
    pub fn givens(&self) -> Vec<u8> {
        (self.puzzle.givens().values().iter())
            .map(|value| value.map_or(0, |digit| digit.get()))
            .collect()
    }

    /// Whether the puzzle has exactly one solution: without one, mistakes
    /// are only clashes.
    #[wasm_bindgen(js_name = hasOneSolution)]
    pub fn has_one_solution(&mut self) -> bool {
        self.solve_once();
        self.solution().is_some()
    }

    /// The candidates the values leave open: `side` bytes per cell, 1 for
    /// each digit no peer's value holds (all 0 in a filled cell).
    pub fn open(&self, values: &[u8]) -> Result<Vec<u8>, JsValue> {
        let sets = self.position(values, &[])?.open();
        let side = self.puzzle.geometry().side();
        let mut bytes = vec![0; sets.len() * side];
        for (index, set) in sets.iter().enumerate() {
            for digit in set.iter() {
                bytes[index * side + usize::from(digit.get()) - 1] = 1;
            }
        }
        Ok(bytes)
    }

    /// Every clash of the values: two peers holding one digit.
    #[wasm_bindgen(unchecked_return_type = "Mistake[]")]
    pub fn clashes(&self, values: &[u8]) -> Result<JsValue, JsValue> {
        to_plain(&self.position(values, &[])?.clashes())
    }

    /// The mistakes of the position: clashes, then, against the solution
    /// (when the puzzle has one), wrong values and marks it needs that were
    /// taken out. Empty when all is well so far.
    #[wasm_bindgen(unchecked_return_type = "Mistake[]")]
    pub fn mistakes(&mut self, values: &[u8], marks: &[u8]) -> Result<JsValue, JsValue> {
        self.solve_once();
        to_plain(&self.position(values, marks)?.mistakes(self.solution()))
    }

    /// The position as text in a format (`line`, `grid`, `candidates`,
    /// `pencilmarks`, `link`), in the puzzle's alphabet or the one named:
    /// its values, and its candidates as the hint reads them (an unmarked
    /// cell's are the open ones). A candidate grid of it starts a `Solver`
    /// from there.
    pub fn write(
        &self,
        values: &[u8],
        marks: &[u8],
        #[wasm_bindgen(unchecked_param_type = "Format")] format: &str,
        #[wasm_bindgen(unchecked_optional_param_type = "Alphabet")] alphabet: Option<String>,
    ) -> Result<String, JsValue> {
        let state = self.position(values, marks)?.state();
        let (geometry, own) = (self.puzzle.geometry(), self.puzzle.alphabet());
        write_board(geometry, &state, format, alphabet, own)
    }

    /// A solve from the position, to watch the solver go on from there:
    /// the puzzle's givens stay its givens, the person's values are
    /// placed, and every other cell keeps its candidates (one candidate
    /// left is no value yet). `options` as `Solver` takes them (how to
    /// read them aside: the puzzle is this game's).
    pub fn solver(
        &self,
        values: &[u8],
        marks: &[u8],
        #[wasm_bindgen(unchecked_optional_param_type = "SolverOptions")] options: Option<JsValue>,
    ) -> Result<Solver, JsValue> {
        let state = self.position(values, marks)?.state();
        Solver::from_position(&self.puzzle, state, options)
    }

    /// Every step available from the position, easiest first, one per
    /// technique (the forcing chains only when nothing else applies); or,
    /// when the position has mistakes, those (`mistakes`) and no steps.
    #[wasm_bindgen(unchecked_return_type = "Available")]
    pub fn steps(&mut self, values: &[u8], marks: &[u8]) -> Result<JsValue, JsValue> {
        self.solve_once();
        let position = self.position(values, marks)?;
        to_plain(&position.available(self.solution(), &self.techniques, self.forcing_chains))
    }

    /// The hint from the position: its mistakes first (`kind: "mistakes"`,
    /// each with its cell, and a sentence), else the next logical step
    /// from the player's own values and marks, as `hint()` gives it.
    #[wasm_bindgen(unchecked_return_type = "PositionHint")]
    pub fn hint(&mut self, values: &[u8], marks: &[u8]) -> Result<JsValue, JsValue> {
        self.solve_once();
        let position = self.position(values, marks)?;
        to_plain(&position.hint(self.solution(), &self.techniques, self.forcing_chains))
    }
}
