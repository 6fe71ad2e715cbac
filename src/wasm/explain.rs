//! The explaining engine's exports (the `explain` feature): `techniques`,
//! `hint`, `stepsHere`, `generate`, `levels`, `practisable` and `rate`,
//! with the types of what they return.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::options::{js_options, options, required};
use super::search::PuzzleOptions;
use super::{bad_options, to_js, to_plain};
use crate::candidates::Candidates;
use crate::formats;
use crate::generate::{self, GenerateOptions, Symmetry};
use crate::geometry::Geometry;
use crate::grid::Alphabet;
use crate::play::Position;
use crate::rate::{self, Level, Rating};
use crate::search::Limits;
use crate::technique::{Technique, TechniqueInfo};

/// Every technique, in the default order: its row of the technique table
/// (name, label, family, difficulty and flags).
#[wasm_bindgen(unchecked_return_type = "TechniqueInfo[]")]
pub fn techniques() -> Result<JsValue, JsValue> {
    let list: Vec<TechniqueInfo> = Technique::ALL.iter().map(|t| t.info()).collect();
    to_plain(&list)
}

js_options! {
reading;
/// What `hint` may use. Every field is optional.
pub struct HintOptions {
    /// Techniques to look for, in order; the ones left out are off.
    /// Default: all.
    techniques: Vec<Technique>,
    /// Whether the forcing chains and nets may be the hint,
    /// whatever `techniques` lists. Default: true.
    forcing_chains: bool,
}
}

#[wasm_bindgen(typescript_custom_section)]
const HINT_TYPE: &str = r#"
/** What `hint` returns: a deduction, or why there is none. */
export type Hint = Extract<Step, { kind: "place" | "eliminate" | "solved" | "stuck" | "unsolvable" }>;
"#;

/// The next logical step from a puzzle, or from a candidate state (a
/// candidate grid or a pencilmark line, such as `Solver.write("candidates")`
/// gives), without guessing and without solving further: a `place` or
/// `eliminate` step, the same the step iterator would take next, with its
/// technique, the houses to look at, the pattern and the sentence. Or
/// `solved` (nothing left to do), `stuck` (no enabled technique applies)
/// or `unsolvable` (the givens or candidates contradict each other where a
/// step can show it). Throws an `Error` (with `kind`) when the text cannot
/// be read, and (`no-solution`) when the search finds no solution though
/// no contradiction is in sight: a step would reason from a broken board.
#[wasm_bindgen(unchecked_return_type = "Hint")]
pub fn hint(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "HintOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let (parsed, techniques, forcing) = board(text, options)?;
    let step = crate::solve::hint(&parsed.puzzle, parsed.candidates, &techniques, forcing);
    to_plain(&step.map_err(to_js)?)
}

/// Every step available from a puzzle or a candidate state (as `hint`
/// reads it), one per technique, easiest first: for each technique the
/// first step it finds (the forcing chains only when nothing else
/// applies). Empty when nothing applies, and when the board is solved or
/// broken. Throws an `Error` (with `kind`) when the text cannot be read.
#[wasm_bindgen(js_name = stepsHere, unchecked_return_type = "Hint[]")]
pub fn steps_here(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "HintOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let (parsed, techniques, forcing) = board(text, options)?;
    let steps = crate::solve::steps_here(&parsed.puzzle, parsed.candidates, &techniques, forcing);
    to_plain(&steps)
}

/// `hint` of a board as a `Solver` holds it (`values`, one byte per cell,
/// and `candidates`, `side` bytes per cell) on the puzzle `text` reads
/// (its givens): a cell left with one candidate stays open, where a
/// candidate grid or pencilmark line of the board would read it as a
/// value.
#[wasm_bindgen(js_name = hintOnBoard, unchecked_return_type = "Hint")]
pub fn hint_on_board(
    text: &str,
    values: &[u8],
    candidates: &[u8],
    #[wasm_bindgen(unchecked_optional_param_type = "HintOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let (parsed, state, techniques, forcing) = held_board(text, values, candidates, options)?;
    let step = crate::solve::hint(&parsed.puzzle, Some(state), &techniques, forcing);
    to_plain(&step.map_err(to_js)?)
}

/// `stepsHere` of a board as a `Solver` holds it, as `hintOnBoard` takes it.
#[wasm_bindgen(js_name = stepsHereOnBoard, unchecked_return_type = "Hint[]")]
pub fn steps_here_on_board(
    text: &str,
    values: &[u8],
    candidates: &[u8],
    #[wasm_bindgen(unchecked_optional_param_type = "HintOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let (parsed, state, techniques, forcing) = held_board(text, values, candidates, options)?;
    to_plain(&crate::solve::steps_here(
        &parsed.puzzle,
        Some(state),
        &techniques,
        forcing,
    ))
}

/// [`board`], and the board `values` and `candidates` give on its givens.
fn held_board(
    text: &str,
    values: &[u8],
    candidates: &[u8],
    options: Option<JsValue>,
) -> Result<(formats::Parsed, Candidates, Vec<Technique>, bool), JsValue> {
    let (parsed, techniques, forcing) = board(text, options)?;
    let position = Position::new(&parsed.puzzle, values, candidates).map_err(to_js)?;
    let state = position.board_state();
    Ok((parsed, state, techniques, forcing))
}

/// The board of `hint` and `stepsHere`, the techniques they may use and
/// whether the forcing chains may fire, from their arguments.
fn board(
    text: &str,
    options: Option<JsValue>,
) -> Result<(formats::Parsed, Vec<Technique>, bool), JsValue> {
    let options: HintOptions = self::options(options)?;
    let parsed = formats::read(text, &options.parse_options()?).map_err(to_js)?;
    let techniques = options.techniques.unwrap_or_else(|| Technique::ALL.into());
    Ok((parsed, techniques, options.forcing_chains.unwrap_or(true)))
}

js_options! {
required
/// The caller's randomness: an integer from 0 to 2^53 - 1, or a BigInt
/// below 2^64 (from `crypto.getRandomValues`, say). The same seed and
/// options give the same puzzle, here and natively.
#[tsify(type = "number | bigint")]
seed: u64;
/// What `generate` makes. Only `seed` is required.
pub struct GeneratorOptions {
    /// The side of the board, with boxes of the usual shape (6 → 3x2).
    /// Default: 9.
    size: usize,
    /// Columns per box; give with `boxHeight`, instead of `size`.
    box_width: usize,
    /// Rows per box; give with `boxWidth`, instead of `size`.
    box_height: usize,
    /// The level the puzzle must rate at, a band of ER. Default: any.
    level: Level,
    /// The band of ER the puzzle must rate in, both ends included:
    /// `"6.0..7.5"`, `"9.0.."` (no upper end) or `"..2.5"`. Default: any.
    #[tsify(type = "`${number}..${number}` | `${number}..` | `..${number}`")]
    er: crate::rate::ErBand,
    /// A technique the puzzle practises: a rating solve with every
    /// technique uses it and nothing harder, and the solve a `Solver`
    /// steps takes a step of it. Not a forcing chain (`bad-options`).
    /// Default: none.
    technique: Technique,
    /// The symmetry of the clues. Default: none.
    symmetry: Symmetry,
    /// Whether no clue may be left that could go. Default: true up to
    /// 12x12, false above (where proving it takes far longer).
    minimal: bool,
    /// The fewest clues. Default: none.
    min_clues: usize,
    /// The most clues. Default: none.
    max_clues: usize,
    /// Puzzles made at most looking for one that meets the options.
    /// Default: by size (9 408 on 9x9, 298 on 16x16, 20 on 25x25).
    attempts: usize,
    /// The alphabet of `puzzle` and `solution`. Default: standard.
    alphabet: Alphabet,
    /// Give up (`over-budget`) after this many milliseconds of making and
    /// rating the puzzle. Default: no limit.
    max_millis: f64,
}
}

/// The techniques `generate` can make practice puzzles of (its
/// `technique` option) on a board of `size` x `size`: all but the forcing
/// chains and the patterns too large for the board.
#[wasm_bindgen(unchecked_return_type = "Technique[]")]
pub fn practisable(size: usize) -> Result<JsValue, JsValue> {
    to_plain(&generate::practisable(size))
}

/// A puzzle `generate` made.
#[derive(Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct GeneratedPuzzle {
    /// The puzzle as one line, `.` for blanks: exactly one solution.
    puzzle: String,
    /// Its solution, one line.
    solution: String,
    /// How hard it is, and why: `rate`'s rating.
    rating: Rating,
    /// With a `technique` to practise, the rating of the solve that
    /// judged it (every technique, pencilmark's own included, easiest
    /// step first): it uses the technique and nothing harder, where
    /// `rating` may reach the same end another way.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    practice: Option<Rating>,
    /// Puzzles made to find this one (1 when the first fit).
    attempts: usize,
}

/// The levels `generate` makes on a board of `size` x `size`, easiest
/// first: only `easy` on 4x4, up to `expert` on 6x6, every level but
/// `needs-guessing` on the other sizes. Asked for another, `generate`
/// throws `bad-options` at once.
#[wasm_bindgen(unchecked_return_type = "Level[]")]
pub fn levels(size: usize) -> Result<JsValue, JsValue> {
    to_plain(&Level::made_on(size))
}

/// Makes a puzzle with exactly one solution from the caller's seed, and
/// rates it. Throws an `Error` (with `kind`) for bad options
/// (`bad-options`, `no-box-shape`, …) or when no puzzle met them within
/// the attempts (`gave-up`) or the time (`over-budget`, with the
/// `maxMillis` option). Boards up to 16x16 take milliseconds, 25x25
/// about a second (many for a hard one: its rating tries the chains); a
/// level or technique asked for may take several attempts (extreme and
/// diabolical rate each attempt with the nets: up to a second on 9x9,
/// several on 16x16), and larger boards are slow to make and far slower
/// to rate (a 64x64 one: minutes).
#[wasm_bindgen(unchecked_return_type = "GeneratedPuzzle")]
pub fn generate(
    #[wasm_bindgen(unchecked_param_type = "GeneratorOptions")] options: JsValue,
) -> Result<JsValue, JsValue> {
    if options.is_undefined() || options.is_null() {
        return Err(bad_options(
            "give at least a seed, as in generate({ seed: 42 })",
        ));
    }
    let options: GeneratorOptions = required(options)?;
    let Some(seed) = options.seed else {
        return Err(bad_options("the option seed is required"));
    };
    let geometry = match (options.size, options.box_width, options.box_height) {
        (side, None, None) => Geometry::shared_for_side(side.unwrap_or(9)),
        (None, Some(width), Some(height)) => Geometry::shared(width, height),
        _ => return Err(bad_options("give size, or boxWidth and boxHeight together")),
    }
    .map_err(to_js)?;
    let alphabet = options.alphabet.unwrap_or_default();
    let wanted = GenerateOptions {
        symmetry: options.symmetry.unwrap_or_default(),
        minimal: options.minimal,
        min_clues: options.min_clues,
        max_clues: options.max_clues,
        level: options.level,
        er: options.er,
        technique: options.technique,
        attempts: options.attempts,
        alphabet,
    };
    let limits = Limits::new(None, options.max_millis, js_sys::Date::now);
    let mut generator = generate::Generator::new(&geometry, wanted, seed).map_err(to_js)?;
    let made = generator.generate_within(&limits).map_err(to_js)?;
    let result = GeneratedPuzzle {
        rating: made.rate_within(&limits).map_err(to_js)?,
        practice: made.practice.clone(),
        puzzle: made.puzzle.to_string(),
        solution: made.solution.to_line(alphabet),
        attempts: made.attempts,
    };
    to_plain(&result)
}

/// Rates a puzzle: its level, the hardest step's difficulty, the score,
/// and the steps that made it hard. Throws an `Error` (with `kind`) when
/// the puzzle cannot be read, or has no solution (`no-solution`) or
/// several (`multiple-solutions`), or when the search for two solutions
/// ran over the options' `maxGuesses` or `maxMillis` (`over-budget`).
#[wasm_bindgen(unchecked_return_type = "Rating")]
pub fn rate(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "PuzzleOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let options: PuzzleOptions = self::options(options)?;
    let parsed = formats::read(text, &options.parse_options()?).map_err(to_js)?;
    let limits = options.limits();
    let rated = limits
        .search(|budget| rate::rate_within(&parsed.puzzle, parsed.candidates.as_ref(), budget));
    to_plain(&rated.map_err(to_js)?)
}
