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

use js_sys::Reflect;
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::candidates::Candidates;
use crate::digits::{Digit, DigitSet};
use crate::error::{Error, Position};
use crate::formats::{self, write, Format, ParseOptions};
use crate::geometry::{Geometry, MAX_SIDE};
use crate::grid::{Alphabet, Puzzle};
use crate::search;
#[cfg(feature = "explain")]
use crate::{
    generate::{self, GenerateOptions, Symmetry},
    rate::{self, Level, Rating},
    solve::{Options, Stepper},
    step::Step,
    technique::{Technique, TechniqueInfo},
};

/// Steps a `run` takes at most when its budget does not say.
#[cfg(feature = "explain")]
const DEFAULT_MAX_STEPS: usize = 100_000;

/// How to read and solve a puzzle. Every field is optional.
#[cfg(feature = "explain")]
#[derive(Deserialize, Default, tsify::Tsify)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct SolverOptions {
    /// Techniques to use, in order; the ones left out are off. Default: all.
    #[tsify(optional)]
    techniques: Option<Vec<Technique>>,
    /// Whether to guess when the techniques are stuck. Default: true.
    #[tsify(optional)]
    guessing: Option<bool>,
    /// Whether the cell, unit and digit forcing chains may fire, as the
    /// last resort before a guess. With false none of them does, whatever
    /// `techniques` lists: the solve guesses (or, without `guessing`, ends
    /// stuck) instead. Default: true.
    #[tsify(optional)]
    forcing_chains: Option<bool>,
    /// The text's format. Default: detected.
    #[tsify(optional)]
    format: Option<Format>,
    /// The puzzle's symbols. Default: detected.
    #[tsify(optional)]
    alphabet: Option<Alphabet>,
    /// Columns per box; give with `boxHeight`. Default: detected.
    #[tsify(optional)]
    box_width: Option<usize>,
    /// Rows per box; give with `boxWidth`. Default: detected.
    #[tsify(optional)]
    box_height: Option<usize>,
    /// Whether to step a puzzle with several solutions (to one of them)
    /// rather than throw a `multiple-solutions` error. Default: false. With
    /// it, the uniqueness techniques are off, as they need one solution.
    #[tsify(optional)]
    allow_multiple_solutions: Option<bool>,
}

/// Every technique, in the default order: its row of the technique table
/// (name, label, family, difficulty and flags).
#[cfg(feature = "explain")]
#[wasm_bindgen(unchecked_return_type = "TechniqueInfo[]")]
pub fn techniques() -> Result<JsValue, JsValue> {
    let list: Vec<TechniqueInfo> = Technique::ALL.iter().map(|t| t.info()).collect();
    serde_wasm_bindgen::to_value(&list).map_err(internal)
}

// ---- parse and hint: reading a puzzle, and the next step without solving ----

/// A puzzle as read: its shape, format, symbols and givens.
#[derive(Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct ParsedPuzzle {
    /// Digits per house: 9 for a 9x9 board.
    side: usize,
    /// Columns per box.
    box_width: usize,
    /// Rows per box.
    box_height: usize,
    /// The format the text was read in (detected or given).
    format: Format,
    /// The puzzle's alphabet (detected or given).
    alphabet: Alphabet,
    /// One string per digit: digit `d` shows as `symbols[d - 1]`.
    symbols: Vec<String>,
    /// The givens, row-major: 0 for an empty cell, else the digit.
    givens: Vec<u8>,
    /// The givens as one line in the puzzle's alphabet (`.` for a blank;
    /// in numbers, comma-separated with `0` for a blank). It reads back as
    /// the same puzzle.
    line: String,
    /// Whether the text gave candidates (a candidate grid or a pencilmark
    /// line): a solve of the text starts from them.
    has_candidates: bool,
}

/// Reads a puzzle without solving it: its shape, format, alphabet and
/// givens. Throws an `Error` (with `kind`, and `line` and `column` when the
/// error is at a place) when the text is not a puzzle.
#[wasm_bindgen(unchecked_return_type = "ParsedPuzzle")]
pub fn parse(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "PuzzleOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let parsed = read_puzzle(text, &self::options(options)?)?;
    let puzzle = &parsed.puzzle;
    let geometry = puzzle.geometry();
    let alphabet = puzzle.alphabet();
    let info = ParsedPuzzle {
        side: geometry.side(),
        box_width: geometry.box_width(),
        box_height: geometry.box_height(),
        format: parsed.format,
        alphabet,
        symbols: DigitSet::full(geometry.side())
            .iter()
            .map(|d| alphabet.symbol(d).to_string())
            .collect(),
        givens: to_bytes(puzzle.givens().values().iter().copied()),
        line: puzzle.givens().to_line(alphabet),
        has_candidates: parsed.candidates.is_some(),
    };
    serde_wasm_bindgen::to_value(&info).map_err(internal)
}

/// What `hint` may use. Every field is optional.
#[cfg(feature = "explain")]
#[derive(Deserialize, Default, tsify::Tsify)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct HintOptions {
    /// Techniques to look for, in order; the ones left out are off.
    /// Default: all.
    #[tsify(optional)]
    techniques: Option<Vec<Technique>>,
    /// Whether the cell, unit and digit forcing chains may be the hint,
    /// whatever `techniques` lists. Default: true.
    #[tsify(optional)]
    forcing_chains: Option<bool>,
    /// The text's format. Default: detected.
    #[tsify(optional)]
    format: Option<Format>,
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

#[cfg(feature = "explain")]
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
/// or `unsolvable` (the givens or candidates contradict each other).
/// Throws an `Error` (with `kind`) when the text cannot be read.
#[cfg(feature = "explain")]
#[wasm_bindgen(unchecked_return_type = "Hint")]
pub fn hint(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "HintOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let options: HintOptions = self::options(options)?;
    let reading = PuzzleOptions {
        format: options.format,
        alphabet: options.alphabet,
        box_width: options.box_width,
        box_height: options.box_height,
        ..PuzzleOptions::default()
    };
    let parsed = read_puzzle(text, &reading)?;
    let techniques = options
        .techniques
        .unwrap_or_else(|| Technique::ALL.to_vec());
    let forcing_chains = options.forcing_chains.unwrap_or(true);
    let step = crate::solve::hint(
        &parsed.puzzle,
        parsed.candidates,
        &techniques,
        forcing_chains,
    );
    serde_wasm_bindgen::to_value(&step).map_err(internal)
}

/// Reads a text with the options JS gave.
fn read_puzzle(text: &str, options: &PuzzleOptions) -> Result<formats::Parsed, JsValue> {
    formats::read(text, &reading(options)?).map_err(to_js)
}

/// A puzzle ready for the fast search: the 9x9 board a plain line's
/// bytes make ([`search::PlainBoard`]), without a [`Puzzle`] between, or
/// the puzzle the reader made of a text.
enum Searchable {
    Plain(search::PlainBoard),
    Read(formats::Parsed),
}

impl Searchable {
    /// The puzzle of `solve`'s or `countSolutions`' text: the board when
    /// the text is one plain 9x9 line ([`formats::plain_line`]) whose
    /// givens do not clash, as `countAll` takes such lines; else what the
    /// reader makes of it, or its error.
    fn of_text(text: &str, reading: &ParseOptions) -> Result<Searchable, Error> {
        let line = formats::plain_line(text, reading);
        match line.and_then(|line| search::PlainBoard::new(&line)) {
            Some(board) => Ok(Searchable::Plain(board)),
            None => formats::read(text, reading).map(Searchable::Read),
        }
    }

    /// What `plain` answers on the 9x9 board, or `read` on the read
    /// puzzle (and its candidate state), within the call's `limits`; with
    /// the puzzle's alphabet, to write solutions in.
    fn search<T>(
        self,
        limits: &Limits,
        plain: impl FnOnce(search::PlainBoard, &mut search::Budget<'_>) -> Result<T, Error>,
        read: impl FnOnce(&Puzzle, Option<&Candidates>, &mut search::Budget<'_>) -> Result<T, Error>,
    ) -> Result<(T, Alphabet), Error> {
        match self {
            Searchable::Plain(board) => {
                let alphabet = board.alphabet();
                let answer = limits.search(|budget| plain(board, budget))?;
                Ok((answer, alphabet))
            }
            Searchable::Read(parsed) => {
                let (puzzle, state) = (&parsed.puzzle, parsed.candidates.as_ref());
                let answer = limits.search(|budget| read(puzzle, state, budget))?;
                Ok((answer, puzzle.alphabet()))
            }
        }
    }

    /// The solution's values (each cell's digit) and the alphabet to write
    /// them in, as `solve` gives it: the one solution, or with
    /// `allow_multiple` the first found.
    fn solve(self, allow_multiple: bool, limits: &Limits) -> Result<(Vec<u8>, Alphabet), Error> {
        self.search(
            limits,
            |board, budget| board.solve_within(allow_multiple, budget),
            |puzzle, state, budget| {
                search::solve_values_within(puzzle, state, allow_multiple, budget)
            },
        )
    }

    /// Up to `limit` solutions, each as its values, and the alphabet to
    /// write them in, as `solutions` lists them.
    fn solutions(self, limit: usize, limits: &Limits) -> Result<(Vec<Vec<u8>>, Alphabet), Error> {
        self.search(
            limits,
            |board, budget| board.solutions_within(limit, budget),
            |puzzle, state, budget| search::solution_values_within(puzzle, state, limit, budget),
        )
    }

    /// How many solutions the puzzle has, counting no further than `limit`.
    fn count(self, limit: usize, limits: &Limits) -> Result<usize, Error> {
        self.search(
            limits,
            |board, budget| board.count_within(limit, budget),
            |puzzle, state, budget| search::count_within(puzzle, state, limit, budget),
        )
        .map(|(count, _)| count)
    }
}

/// The reader's options from the ones JS gave.
fn reading(options: &PuzzleOptions) -> Result<ParseOptions, JsValue> {
    parse_options(
        options.format,
        options.alphabet,
        options.box_width,
        options.box_height,
    )
}

/// The limits of one `run`. Every field is optional.
#[cfg(feature = "explain")]
#[derive(Deserialize, Default, tsify::Tsify)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct Budget {
    /// Steps at most. Default: 100 000.
    #[tsify(optional)]
    max_steps: Option<usize>,
    /// Milliseconds at most, checked after each step. Default: no limit.
    #[tsify(optional)]
    max_millis: Option<f64>,
}

/// What a `run` did.
#[cfg(feature = "explain")]
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

/// A JS `Error` with `message`, `kind`, and `line` and `column` when known.
fn js_error(kind: &str, message: &str, at: Option<(usize, usize)>) -> JsValue {
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

fn to_js(error: Error) -> JsValue {
    js_error(error.kind(), &error.to_string(), error.line_column())
}

/// For failures of serde-wasm-bindgen on our own types, which do not happen.
fn internal(error: impl std::fmt::Display) -> JsValue {
    js_error("internal", &error.to_string(), None)
}

/// Reads an optional options object; `undefined` and `null` give the
/// defaults.
fn options<T: Default + for<'de> Deserialize<'de>>(value: Option<JsValue>) -> Result<T, JsValue> {
    match value {
        Some(value) if !value.is_undefined() && !value.is_null() => required(value),
        _ => Ok(T::default()),
    }
}

/// Reads an options object; any error is `bad-options`, with the option
/// it is about. An option of a name the type does not have is an error too
/// (a typo such as `maxMilis` must not pass for no option).
fn required<T: for<'de> Deserialize<'de>>(value: JsValue) -> Result<T, JsValue> {
    T::deserialize(OptionValue(&value)).map_err(|OptionError(message)| {
        js_error("bad-options", &format!("bad options: {message}"), None)
    })
}

/// Why options do not fit their type: the sentence, from the option it is
/// about.
#[derive(Debug)]
struct OptionError(String);

impl std::fmt::Display for OptionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for OptionError {}

impl serde::de::Error for OptionError {
    fn custom<T: std::fmt::Display>(message: T) -> OptionError {
        OptionError(message.to_string())
    }

    fn invalid_type(found: serde::de::Unexpected<'_>, expected: &dyn serde::de::Expected) -> Self {
        Self::invalid_value(found, expected)
    }

    /// serde's own sentence for this shows `found` with its `Display`,
    /// which formats floats too (two float formatters, 17 kB of the
    /// .wasm); options never give a visitor a float it does not take.
    fn invalid_value(found: serde::de::Unexpected<'_>, expected: &dyn serde::de::Expected) -> Self {
        use serde::de::Unexpected;
        let found = match found {
            Unexpected::Unsigned(n) => n.to_string(),
            Unexpected::Signed(n) => n.to_string(),
            Unexpected::Bool(b) => b.to_string(),
            Unexpected::Str(text) => format!("{text:?}"),
            _ => "a value of another kind".to_string(),
        };
        OptionError(format!("expected {expected}, not {found}"))
    }

    fn unknown_variant(variant: &str, expected: &'static [&'static str]) -> Self {
        OptionError(format!("expected {}, not {variant:?}", one_of(expected)))
    }

    fn missing_field(field: &'static str) -> Self {
        OptionError(format!("the option {field} is required"))
    }
}

/// `one of "a", "b"`: the names an option takes.
fn one_of(names: &[&str]) -> String {
    format!("one of \"{}\"", names.join("\", \""))
}

impl OptionError {
    /// The value is not of the kind the option takes.
    fn expected(what: &str, value: &JsValue) -> OptionError {
        OptionError(format!("expected {what}, not {}", shown(value)))
    }

    /// The error of an option (or item) `name` holds, saying so.
    fn within(self, name: impl std::fmt::Display) -> OptionError {
        OptionError(format!("{name}: {}", self.0))
    }
}

/// A JS value read as a part of the options: serde's derive gives the
/// names, the defaults and the enums' variants; this reads only the kinds
/// of value options hold (objects of known names, booleans, whole numbers,
/// numbers, strings and arrays). It stands for serde-wasm-bindgen's reader,
/// which handles every kind of value and took about a tenth of the .wasm.
struct OptionValue<'a>(&'a JsValue);

impl<'de> serde::Deserializer<'de> for OptionValue<'_> {
    type Error = OptionError;

    fn deserialize_any<V: serde::de::Visitor<'de>>(self, _: V) -> Result<V::Value, OptionError> {
        Err(OptionError::expected("no such value", self.0))
    }

    fn deserialize_bool<V: serde::de::Visitor<'de>>(
        self,
        visitor: V,
    ) -> Result<V::Value, OptionError> {
        match self.0.as_bool() {
            Some(value) => visitor.visit_bool(value),
            None => Err(OptionError::expected("true or false", self.0)),
        }
    }

    fn deserialize_u64<V: serde::de::Visitor<'de>>(
        self,
        visitor: V,
    ) -> Result<V::Value, OptionError> {
        // A number JS holds exactly, or a BigInt (a 64-bit seed).
        const EXACT: f64 = 9_007_199_254_740_991.0;
        let whole = match self.0.as_f64() {
            Some(n) if (0.0..=EXACT).contains(&n) && n.fract() == 0.0 => Some(n as u64),
            Some(_) => None,
            None => u64::try_from(self.0.clone()).ok(),
        };
        match whole {
            Some(value) => visitor.visit_u64(value),
            None => Err(OptionError::expected("a whole number from 0", self.0)),
        }
    }

    fn deserialize_f64<V: serde::de::Visitor<'de>>(
        self,
        visitor: V,
    ) -> Result<V::Value, OptionError> {
        match self.0.as_f64() {
            Some(value) if !value.is_nan() => visitor.visit_f64(value),
            _ => Err(OptionError::expected("a number", self.0)),
        }
    }

    fn deserialize_string<V: serde::de::Visitor<'de>>(
        self,
        visitor: V,
    ) -> Result<V::Value, OptionError> {
        match self.0.as_string() {
            Some(text) => visitor.visit_string(text),
            None => Err(OptionError::expected("a string", self.0)),
        }
    }

    fn deserialize_option<V: serde::de::Visitor<'de>>(
        self,
        visitor: V,
    ) -> Result<V::Value, OptionError> {
        match self.0.is_undefined() || self.0.is_null() {
            true => visitor.visit_none(),
            false => visitor.visit_some(self),
        }
    }

    fn deserialize_seq<V: serde::de::Visitor<'de>>(
        self,
        visitor: V,
    ) -> Result<V::Value, OptionError> {
        match self.0.dyn_ref::<js_sys::Array>() {
            Some(array) => visitor.visit_seq(Items { array, next: 0 }),
            None => Err(OptionError::expected("an array", self.0)),
        }
    }

    fn deserialize_struct<V: serde::de::Visitor<'de>>(
        self,
        _: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, OptionError> {
        if !self.0.is_object() || js_sys::Array::is_array(self.0) {
            return Err(OptionError::expected("an object of options", self.0));
        }
        let object = self.0.unchecked_ref::<js_sys::Object>();
        visitor.visit_map(Fields {
            object,
            keys: js_sys::Object::keys(object),
            next: 0,
            fields,
            name: "",
            value: JsValue::UNDEFINED,
        })
    }

    fn deserialize_enum<V: serde::de::Visitor<'de>>(
        self,
        _: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, OptionError> {
        use serde::de::IntoDeserializer;
        match self.0.as_string() {
            Some(name) => visitor.visit_enum(name.into_deserializer()),
            None => Err(OptionError::expected(&one_of(variants), self.0)),
        }
    }

    serde::forward_to_deserialize_any! {
        i8 i16 i32 i64 i128 u128 char bytes byte_buf unit unit_struct
        newtype_struct tuple tuple_struct map ignored_any
    }

    fn deserialize_u8<V: serde::de::Visitor<'de>>(
        self,
        visitor: V,
    ) -> Result<V::Value, OptionError> {
        self.deserialize_u64(visitor)
    }

    fn deserialize_u16<V: serde::de::Visitor<'de>>(
        self,
        visitor: V,
    ) -> Result<V::Value, OptionError> {
        self.deserialize_u64(visitor)
    }

    fn deserialize_u32<V: serde::de::Visitor<'de>>(
        self,
        visitor: V,
    ) -> Result<V::Value, OptionError> {
        self.deserialize_u64(visitor)
    }

    fn deserialize_f32<V: serde::de::Visitor<'de>>(
        self,
        visitor: V,
    ) -> Result<V::Value, OptionError> {
        self.deserialize_f64(visitor)
    }

    fn deserialize_str<V: serde::de::Visitor<'de>>(
        self,
        visitor: V,
    ) -> Result<V::Value, OptionError> {
        self.deserialize_string(visitor)
    }

    fn deserialize_identifier<V: serde::de::Visitor<'de>>(
        self,
        visitor: V,
    ) -> Result<V::Value, OptionError> {
        self.deserialize_string(visitor)
    }
}

/// The options an object gives: its own keys, each of a field of the
/// type, in the object's order, skipping those set to `undefined`. Going by
/// the keys the object has, not by the fields the type has, reads options
/// in a few calls to JS for an object of one or two (and tells a key no
/// field has).
struct Fields<'a> {
    object: &'a js_sys::Object,
    keys: js_sys::Array,
    /// The index in `keys` of the next key.
    next: u32,
    /// The type's fields.
    fields: &'static [&'static str],
    /// The field just named, and its value.
    name: &'static str,
    value: JsValue,
}

impl<'de> serde::de::MapAccess<'de> for Fields<'_> {
    type Error = OptionError;

    fn next_key_seed<K: serde::de::DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, OptionError> {
        use serde::de::IntoDeserializer;
        while self.next < self.keys.length() {
            let key = self.keys.get(self.next);
            self.next += 1;
            let text = key.as_string().unwrap_or_default();
            let Some(&name) = self.fields.iter().find(|&&field| field == text) else {
                return Err(OptionError(format!(
                    "unknown option {text:?}; the options here are {}",
                    self.fields.join(", ")
                )));
            };
            // A getter that throws gives this error, not the getter's own.
            let value = Reflect::get(self.object, &key)
                .map_err(|_| OptionError(format!("{name}: could not be read")))?;
            if !value.is_undefined() {
                (self.name, self.value) = (name, value);
                return seed.deserialize(name.into_deserializer()).map(Some);
            }
        }
        Ok(None)
    }

    fn next_value_seed<V: serde::de::DeserializeSeed<'de>>(
        &mut self,
        seed: V,
    ) -> Result<V::Value, OptionError> {
        let value = std::mem::replace(&mut self.value, JsValue::UNDEFINED);
        seed.deserialize(OptionValue(&value))
            .map_err(|error| error.within(self.name))
    }
}

/// The items of an array option.
struct Items<'a> {
    array: &'a js_sys::Array,
    next: u32,
}

impl<'de> serde::de::SeqAccess<'de> for Items<'_> {
    type Error = OptionError;

    fn next_element_seed<T: serde::de::DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, OptionError> {
        if self.next >= self.array.length() {
            return Ok(None);
        }
        let index = self.next;
        self.next += 1;
        let item = self.array.get(index);
        seed.deserialize(OptionValue(&item))
            .map(Some)
            .map_err(|error| error.within(format!("item {index}")))
    }

    fn size_hint(&self) -> Option<usize> {
        Some((self.array.length() - self.next) as usize)
    }
}

/// The current time in milliseconds.
fn now() -> f64 {
    js_sys::Date::now()
}

/// How to read a puzzle. Every field is optional.
#[derive(Deserialize, Default, tsify::Tsify)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct PuzzleOptions {
    /// The text's format. Default: detected.
    #[tsify(optional)]
    format: Option<Format>,
    /// The puzzle's symbols. Default: detected.
    #[tsify(optional)]
    alphabet: Option<Alphabet>,
    /// Columns per box; give with `boxHeight`. Default: detected.
    #[tsify(optional)]
    box_width: Option<usize>,
    /// Rows per box; give with `boxWidth`. Default: detected.
    #[tsify(optional)]
    box_height: Option<usize>,
    /// For `solve`: whether a puzzle with several solutions gives the first
    /// the search finds rather than a `multiple-solutions` error. Default:
    /// false.
    #[tsify(optional)]
    allow_multiple_solutions: Option<bool>,
    /// For the searches of `solve`, `countSolutions`, `solveAll` and
    /// `countAll`: the most guesses a puzzle's search may make before it
    /// gives up with an `over-budget` error. A 9x9 puzzle takes a few
    /// hundred at most. Default: no limit.
    #[tsify(optional)]
    max_guesses: Option<usize>,
    /// For the same searches: milliseconds the call may search for (in all,
    /// for `solveAll` and `countAll`, whose puzzles after that are not
    /// searched); over it, an `over-budget` error. The clock is read every
    /// 256 guesses (and before each puzzle of a text), so the call can
    /// overrun it by the time of that many guesses, well under a
    /// millisecond on 9x9. Default: no limit: a sparse board of 25x25 or
    /// more can take minutes (run such a search in a Worker, with a limit).
    #[tsify(optional)]
    max_millis: Option<f64>,
}

/// The search budget the options give: `maxGuesses` for each search,
/// `maxMillis` from when the call began.
struct Limits {
    guesses: usize,
    deadline: Option<f64>,
}

impl Limits {
    fn new(options: &PuzzleOptions) -> Limits {
        Limits {
            guesses: options.max_guesses.unwrap_or(usize::MAX),
            deadline: options.max_millis.map(|ms| now() + ms),
        }
    }

    /// Runs one search with a budget of its own guesses and the call's
    /// time; a search begun after the time is up stops before its start.
    fn search<T>(
        &self,
        search: impl FnOnce(&mut search::Budget<'_>) -> Result<T, Error>,
    ) -> Result<T, Error> {
        let deadline = self.deadline;
        let mut clock = || deadline.is_some_and(|end| now() >= end);
        let out_of_time: Option<&mut dyn FnMut() -> bool> = match deadline {
            Some(_) => Some(&mut clock),
            None => None,
        };
        let budget = &mut search::Budget::new(self.guesses, out_of_time);
        match budget.time_is_up() {
            true => Err(budget.over()),
            false => search(budget),
        }
    }
}

/// The reading options from JS's: a box shape is given whole or not at all.
fn parse_options(
    format: Option<Format>,
    alphabet: Option<Alphabet>,
    box_width: Option<usize>,
    box_height: Option<usize>,
) -> Result<ParseOptions, JsValue> {
    let geometry = match (box_width, box_height) {
        (Some(width), Some(height)) => Some(Geometry::shared(width, height).map_err(to_js)?),
        (None, None) => None,
        _ => {
            return Err(js_error(
                "bad-options",
                "give boxWidth and boxHeight together",
                None,
            ))
        }
    };
    Ok(ParseOptions {
        format,
        geometry,
        alphabet,
    })
}

#[wasm_bindgen(typescript_custom_section)]
const SOLVE_TYPES: &str = r#"
/**
 * Solves a puzzle with the fast search. From text (any format), returns the
 * solution as one line in the puzzle's alphabet; from cell values (a
 * `Uint8Array` or an array of numbers, row-major, 0 for an empty cell, else
 * the digit from 1 to the side), returns the solution's values, a fresh
 * `Uint8Array`. Throws an `Error` (with `kind`) when the puzzle cannot be
 * read, has no solution (`no-solution`), or has several
 * (`multiple-solutions`, unless `allowMultipleSolutions`, which gives the
 * first the search finds). A candidate grid is solved from its candidates.
 */
export function solve(puzzle: string, options?: PuzzleOptions): string;
export function solve(puzzle: Uint8Array | readonly number[], options?: PuzzleOptions): Uint8Array;
"#;

/// A puzzle as JS gives it: text, or cell values.
enum Input {
    Text(String),
    Cells(Vec<u8>),
}

/// The puzzle argument: a string, a `Uint8Array`, or an array of numbers
/// (each a whole number from 0 to 255, checked here; the digits' range is
/// checked by [`Puzzle::from_cells`](crate::grid::Puzzle::from_cells)).
fn input(value: &JsValue) -> Result<Input, JsValue> {
    if let Some(text) = value.as_string() {
        return Ok(Input::Text(text));
    }
    // A longer array than the largest board's is refused before it is read.
    if let Some(bytes) = value.dyn_ref::<js_sys::Uint8Array>() {
        check_length(bytes.length() as usize)?;
        return Ok(Input::Cells(bytes.to_vec()));
    }
    let Some(array) = value.dyn_ref::<js_sys::Array>() else {
        return Err(js_error(
            "bad-puzzle",
            "a puzzle is a string, a Uint8Array or an array of numbers",
            None,
        ));
    };
    let length = array.length() as usize;
    check_length(length)?;
    let side = (1..=MAX_SIDE).find(|s| s * s >= length).unwrap_or(MAX_SIDE);
    let mut cells = Vec::with_capacity(length);
    for (index, item) in array.iter().enumerate() {
        match item.as_f64() {
            Some(v) if (0.0..=255.0).contains(&v) && v.fract() == 0.0 => cells.push(v as u8),
            _ => {
                return Err(to_js(Error::BadCell {
                    cell: Position {
                        row: index / side + 1,
                        col: index % side + 1,
                    },
                    value: shown(&item),
                    side,
                }))
            }
        }
    }
    Ok(Input::Cells(cells))
}

/// Refuses more cell values than the largest board has.
fn check_length(length: usize) -> Result<(), JsValue> {
    let max = MAX_SIDE * MAX_SIDE;
    if length > max {
        return Err(to_js(Error::WrongLength {
            found: length,
            expected: max,
        }));
    }
    Ok(())
}

#[wasm_bindgen]
extern "C" {
    /// JS's `String(value)`.
    #[wasm_bindgen(js_name = String)]
    fn js_string(value: &JsValue) -> String;
}

/// A JS value as an error message shows it: a string quoted (cut after 40
/// characters), a number or boolean as `String()` writes it, a BigInt with
/// its `n`, anything else by its kind. `String()` is only called on those
/// primitives, where it runs no code of the caller's and cannot throw (an
/// object's `toString` could, and an exception thrown through wasm leaks
/// its memory).
fn shown(value: &JsValue) -> String {
    if let Some(text) = value.as_string() {
        return match text.char_indices().nth(40) {
            Some((end, _)) => format!("{:?}…", &text[..end]),
            None => format!("{text:?}"),
        };
    }
    if value.as_f64().is_some() || value.as_bool().is_some() {
        return js_string(value);
    }
    if value.is_bigint() {
        return format!("{}n", js_string(value));
    }
    let kind = if value.is_null() {
        "null"
    } else if value.is_undefined() {
        "undefined"
    } else if value.is_function() {
        "a function"
    } else if value.is_symbol() {
        "a symbol"
    } else if js_sys::Array::is_array(value) {
        "an array"
    } else if value.is_instance_of::<js_sys::Uint8Array>() {
        "a Uint8Array"
    } else {
        "an object"
    };
    kind.to_string()
}

/// The puzzle of cell values, on the board the options give (format and
/// alphabet are for text).
fn cells_puzzle(cells: &[u8], options: &PuzzleOptions) -> Result<Puzzle, JsValue> {
    if options.format.is_some() || options.alphabet.is_some() {
        return Err(js_error(
            "bad-options",
            "bad options: format and alphabet are for a puzzle given as text, not as cell values",
            None,
        ));
    }
    let reading = parse_options(None, None, options.box_width, options.box_height)?;
    Puzzle::from_cells(cells, reading.geometry.as_ref()).map_err(to_js)
}

/// Solves a puzzle with the fast search: from text, the solution as one
/// line in the puzzle's alphabet (a JS string); from cell values, the
/// solution's values (a fresh `Uint8Array`). Its TypeScript declaration,
/// two overloads that tie the result to the input, is `SOLVE_TYPES` above.
#[wasm_bindgen(skip_typescript)]
pub fn solve(puzzle: JsValue, options: Option<JsValue>) -> Result<JsValue, JsValue> {
    let options: PuzzleOptions = self::options(options)?;
    match input(&puzzle)? {
        Input::Text(text) => {
            let (limits, allow_multiple) = (Limits::new(&options), allow_multiple(&options));
            let puzzle = Searchable::of_text(&text, &reading(&options)?).map_err(to_js)?;
            let (values, alphabet) = puzzle.solve(allow_multiple, &limits).map_err(to_js)?;
            line_of(&values, alphabet)
        }
        Input::Cells(cells) => solve_values(&cells, &options),
    }
}

/// `solve` for cell values in a `Uint8Array`, which the package's `solve`
/// (npm/cells.js) sends here: wasm-bindgen copies a `&[u8]` into wasm
/// memory in one step, where telling the input apart and
/// `Uint8Array::to_vec` took about a sixth of an easy puzzle's call. Not
/// part of the typed API.
#[wasm_bindgen(js_name = __solveCells, skip_typescript)]
pub fn solve_cells(cells: &[u8], options: Option<JsValue>) -> Result<JsValue, JsValue> {
    let options = self::options(options)?;
    check_length(cells.len())?;
    solve_values(cells, &options)
}

/// `solve` for cell values in a `Uint8Array` when the only option given is
/// `allowMultipleSolutions` (npm/cells.js tells): reading an options
/// object from wasm, even `{ allowMultipleSolutions: true }`, took about
/// 0.85 µs a call, as much as an easy search. Not part of the typed API.
#[wasm_bindgen(js_name = __solveCellsAllowing, skip_typescript)]
pub fn solve_cells_allowing(cells: &[u8], allow_multiple: bool) -> Result<JsValue, JsValue> {
    let options = PuzzleOptions {
        allow_multiple_solutions: Some(allow_multiple),
        ..PuzzleOptions::default()
    };
    check_length(cells.len())?;
    solve_values(cells, &options)
}

/// Whether the options let `solve` give the first of several solutions.
fn allow_multiple(options: &PuzzleOptions) -> bool {
    options.allow_multiple_solutions.unwrap_or(false)
}

/// The 9x9 board of cell values that make a plain 9x9 puzzle (a value of
/// at most 9 per cell, no two givens clashing) when the options give no
/// board, format or alphabet: the values go straight into the board's
/// masks, without a [`Puzzle`], which saved a tenth of an easy puzzle's
/// `solve` call and a sixth of its `countSolutions`. `None` sends them to [`cells_puzzle`],
/// which names what is wrong.
fn plain_cells(cells: &[u8], options: &PuzzleOptions) -> Option<search::PlainBoard> {
    let asked = options.format.is_some()
        || options.alphabet.is_some()
        || options.box_width.is_some()
        || options.box_height.is_some();
    match asked {
        true => None,
        false => search::PlainBoard::from_values(cells.try_into().ok()?),
    }
}

/// `solve` from cell values: the solution's values, a fresh `Uint8Array`.
fn solve_values(cells: &[u8], options: &PuzzleOptions) -> Result<JsValue, JsValue> {
    let (limits, allow_multiple) = (Limits::new(options), allow_multiple(options));
    let values = match plain_cells(cells, options) {
        Some(board) => limits.search(|budget| board.solve_within(allow_multiple, budget)),
        None => {
            let puzzle = cells_puzzle(cells, options)?;
            limits
                .search(|budget| search::solve_values_within(&puzzle, None, allow_multiple, budget))
        }
    };
    Ok(js_sys::Uint8Array::from(&values.map_err(to_js)?[..]).into())
}

/// A solution's values as one line in `alphabet`, a JS string.
fn line_of(values: &[u8], alphabet: Alphabet) -> Result<JsValue, JsValue> {
    let mut line = Vec::new();
    write::push_line(values.iter().copied(), alphabet, &mut line);
    Ok(JsValue::from_str(
        &String::from_utf8(line).map_err(internal)?,
    ))
}

/// The most solutions one call of `solutions` lists: each is kept in wasm
/// memory until the call returns, and memory that runs out aborts the
/// module, so a limit such as `-1` (2³² − 1 once a `u32`) on an empty board
/// is refused, not tried. `countSolutions` counts further.
const MAX_LISTED: u32 = 10_000;

/// Lists the solutions of a puzzle, up to `limit`, as `solve` gives one.
/// Its TypeScript declaration is `SOLUTIONS_TYPES` below.
#[wasm_bindgen(skip_typescript)]
pub fn solutions(
    puzzle: JsValue,
    limit: Option<u32>,
    options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let options: PuzzleOptions = self::options(options)?;
    let limit = match limit.unwrap_or(2) {
        limit @ 1..=MAX_LISTED => limit as usize,
        _ => {
            let message = format!("bad options: the limit is from 1 to {MAX_LISTED}");
            return Err(js_error("bad-options", &message, None));
        }
    };
    let limits = Limits::new(&options);
    let list = js_sys::Array::new();
    match input(&puzzle)? {
        Input::Text(text) => {
            let puzzle = Searchable::of_text(&text, &reading(&options)?).map_err(to_js)?;
            let (found, alphabet) = puzzle.solutions(limit, &limits).map_err(to_js)?;
            for values in found {
                list.push(&line_of(&values, alphabet)?);
            }
        }
        Input::Cells(cells) => {
            let found = match plain_cells(&cells, &options) {
                Some(board) => limits.search(|budget| board.solutions_within(limit, budget)),
                None => {
                    let puzzle = cells_puzzle(&cells, &options)?;
                    limits.search(|budget| {
                        search::solution_values_within(&puzzle, None, limit, budget)
                    })
                }
            };
            for values in found.map_err(to_js)? {
                list.push(&js_sys::Uint8Array::from(&values[..]));
            }
        }
    }
    Ok(list.into())
}

#[wasm_bindgen(typescript_custom_section)]
const SOLUTIONS_TYPES: &str = r#"
/**
 * Lists the solutions of a puzzle with the fast search, up to `limit`
 * (default 2; from 1 to 10 000, else `bad-options`), in the order the
 * search finds them: the first is the one `solve` gives with
 * `allowMultipleSolutions`. From text, each solution is one line in the
 * puzzle's alphabet; from cell values, each is a fresh `Uint8Array` of
 * values. An empty list: the puzzle has no solution. Throws an `Error`
 * (with `kind`) when the puzzle cannot be read, or the search runs over
 * `maxGuesses` or `maxMillis` (`over-budget`) before it has found `limit`
 * solutions or all there are. A candidate grid lists the solutions of its
 * candidates.
 */
export function solutions(puzzle: string, limit?: number, options?: PuzzleOptions): string[];
export function solutions(puzzle: Uint8Array | readonly number[], limit?: number, options?: PuzzleOptions): Uint8Array[];
"#;

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
    let options: PuzzleOptions = self::options(options)?;
    let limit = limit.unwrap_or(2);
    match input(&puzzle)? {
        Input::Text(text) => {
            let limits = Limits::new(&options);
            let puzzle = Searchable::of_text(&text, &reading(&options)?).map_err(to_js)?;
            let count = puzzle.count(limit as usize, &limits).map_err(to_js)?;
            Ok(u32::try_from(count).unwrap_or(limit))
        }
        Input::Cells(cells) => count_values(&cells, limit, &options),
    }
}

/// `countSolutions` for cell values in a `Uint8Array`, which the package's
/// `countSolutions` (npm/cells.js) sends here, as [`solve_cells`] for
/// `solve`. Not part of the typed API.
#[wasm_bindgen(js_name = __countCells, skip_typescript)]
pub fn count_cells(
    cells: &[u8],
    limit: Option<u32>,
    options: Option<JsValue>,
) -> Result<u32, JsValue> {
    let options = self::options(options)?;
    check_length(cells.len())?;
    count_values(cells, limit.unwrap_or(2), &options)
}

/// `countSolutions` from cell values.
fn count_values(cells: &[u8], limit: u32, options: &PuzzleOptions) -> Result<u32, JsValue> {
    let limits = Limits::new(options);
    let count = match plain_cells(cells, options) {
        Some(board) => limits.search(|budget| board.count_within(limit as usize, budget)),
        None => {
            let puzzle = cells_puzzle(cells, options)?;
            limits.search(|budget| search::count_within(&puzzle, None, limit as usize, budget))
        }
    };
    Ok(u32::try_from(count.map_err(to_js)?).unwrap_or(limit))
}

// ---- solveAll and countAll: every puzzle of a text in one call ----

/// Why one puzzle of a text given to `solveAll` or `countAll` has no
/// answer: the same error `solve` or `countSolutions` would throw for it,
/// as a plain object, with where it is.
#[derive(Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct LineError {
    /// The puzzle's 0-based index among the text's puzzles (what
    /// `pencilmark solve` prints as `error: puzzle N`).
    puzzle: usize,
    /// The 1-based line of the text the error is at: its own line when it
    /// is at a place (a bad character), else the puzzle's first line.
    line: usize,
    /// The 1-based column, when the error is at a place.
    #[tsify(optional)]
    #[serde(skip_serializing_if = "Option::is_none")]
    column: Option<usize>,
    /// The error's stable name, as an `Error`'s `kind`.
    kind: &'static str,
    /// The sentence.
    message: String,
}

impl LineError {
    fn new(puzzle: usize, first_line: usize, error: &Error) -> LineError {
        LineError {
            puzzle,
            line: formats::line_of(first_line, error),
            column: error.line_column().map(|(_, column)| column),
            kind: error.kind(),
            message: error.to_string(),
        }
    }
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

#[wasm_bindgen]
extern "C" {
    /// JS's `TextEncoder`.
    type TextEncoder;

    #[wasm_bindgen(constructor)]
    fn new() -> TextEncoder;

    /// Writes as much of `text` as fits into `into` as UTF-8 (a polyfill
    /// may lack it: its error is caught).
    #[wasm_bindgen(method, catch, js_name = encodeInto)]
    fn encode_into(
        this: &TextEncoder,
        text: &js_sys::JsString,
        into: &mut [u8],
    ) -> Result<EncodedInto, JsValue>;

    /// What `encodeInto` did.
    type EncodedInto;

    /// The UTF-16 code units it read.
    #[wasm_bindgen(method, getter)]
    fn read(this: &EncodedInto) -> u32;

    /// The bytes it wrote.
    #[wasm_bindgen(method, getter)]
    fn written(this: &EncodedInto) -> u32;
}

/// The text of many puzzles, copied into wasm memory by `encodeInto`.
/// wasm-bindgen copies a `&str` argument one character at a time in a JS
/// loop until the first one outside ASCII, which for the megabytes of a
/// whole set took a tenth of `countAll`'s time on easy puzzles;
/// `encodeInto` does the same copy in native code, ten times faster.
fn bulk_text(text: &JsValue) -> Result<String, JsValue> {
    let Some(text) = text.dyn_ref::<js_sys::JsString>() else {
        return Err(js_error(
            "bad-puzzle",
            &format!("the puzzles are a text (a string), not {}", shown(text)),
            None,
        ));
    };
    let units = text.length();
    let encoder = TextEncoder::new();
    // One byte per code unit, all a text in ASCII needs; three per unit for
    // the rest of a text that did not fit.
    let mut bytes = vec![0u8; units as usize];
    let (mut read, mut written) = (0, 0);
    loop {
        let rest = match read {
            0 => text.clone(),
            _ => text.slice(read, units),
        };
        let space = bytes.len() - written;
        let done = match encoder.encode_into(&rest, &mut bytes[written..]) {
            Ok(done) if done.read() > 0 || space < 4 => done,
            // No encodeInto, or one that makes no progress with room for
            // any character: wasm-bindgen's own copy.
            _ => {
                return text
                    .as_string()
                    .ok_or_else(|| internal("the text is no string"))
            }
        };
        if done.written() as usize > space {
            return text
                .as_string()
                .ok_or_else(|| internal("the text is no string"));
        }
        read += done.read();
        written += done.written() as usize;
        if read >= units {
            break;
        }
        bytes.resize(written + 3 * (units - read) as usize, 0);
    }
    bytes.truncate(written);
    bytes.shrink_to_fit();
    // encodeInto writes UTF-8 (a lone surrogate as U+FFFD).
    String::from_utf8(bytes).map_err(internal)
}

/// Searches every puzzle of a text as `pencilmark solve` and `count` read a
/// file (a puzzle per line, or a paragraph for a multi-line board; blank
/// and comment lines are skipped), and gives each result to `each` with
/// the puzzle's index and its first line (0-based). A text of plain 9x9
/// lines ([`formats::plain_lines`], most collections) is not read puzzle by
/// puzzle: each line's bytes go straight on the 9x9 board
/// ([`Searchable::Plain`]), which saved a sixth of an easy puzzle's time;
/// a line whose givens clash is read, for the reader's error, as is every
/// puzzle of other texts.
fn each_searched<T>(
    text: &JsValue,
    options: &PuzzleOptions,
    mut search: impl FnMut(Searchable) -> Result<T, Error>,
    mut each: impl FnMut(usize, usize, Result<T, Error>),
) -> Result<(), JsValue> {
    let parse = reading(options)?;
    let text = bulk_text(text)?;
    if let Some(lines) = formats::plain_lines(&text, &parse) {
        for (index, line) in lines.iter().enumerate() {
            let result = match search::PlainBoard::new(line) {
                Some(board) => search(Searchable::Plain(board)),
                None => line
                    .entry(&parse)
                    .parsed
                    .and_then(|parsed| search(Searchable::Read(parsed))),
            };
            each(index, line.number(), result);
        }
        return Ok(());
    }
    let mut index = 0;
    let lines = text.lines().map(Ok::<_, std::convert::Infallible>);
    let done = formats::read_many(lines, &parse, |entry| {
        let result = entry
            .parsed
            .and_then(|parsed| search(Searchable::Read(parsed)));
        each(index, entry.first_line, result);
        index += 1;
        Ok(())
    });
    match done {
        Ok(()) => Ok(()),
        Err(never) => match never {},
    }
}

/// Solves every puzzle of a text in one call, as `pencilmark solve` does a
/// file: one puzzle per line, or a paragraph (lines up to a blank line) for
/// a board written on several lines; blank lines and comment lines are no
/// puzzles. Returns one result per puzzle, in order: the solution as one
/// line in the puzzle's alphabet, or a `LineError` saying why there is none
/// (the puzzle cannot be read, has no solution, or has several unless
/// `allowMultipleSolutions`, or its search ran over `maxGuesses` or
/// `maxMillis`) and where. One bad puzzle never throws; only bad options
/// do, and a text that is not a string (`bad-puzzle`). Without a budget
/// every puzzle is searched to the end, so a text of many large sparse
/// boards can take long (give `maxMillis`, or run it in a Worker).
#[wasm_bindgen(js_name = solveAll, unchecked_return_type = "(string | LineError)[]")]
pub fn solve_all(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "PuzzleOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let options: PuzzleOptions = self::options(options)?;
    let allow_multiple = options.allow_multiple_solutions.unwrap_or(false);
    // The solution lines go to JS as one text, a line per puzzle (empty for
    // one without a solution), which JS's `split` cuts: a JS string made
    // from wasm memory per solution took about 0.4 µs each, a fifth of an
    // easy puzzle's time. The errors then take their puzzles' places.
    let mut lines = Vec::new();
    let mut puzzles = 0;
    let mut errors: Vec<(usize, JsValue)> = Vec::new();
    let mut failed = None;
    let limits = Limits::new(&options);
    each_searched(
        &text,
        &options,
        |puzzle| puzzle.solve(allow_multiple, &limits),
        |index, first_line, solved| {
            if index > 0 {
                lines.push(b'\n');
            }
            puzzles = index + 1;
            match solved {
                Ok((values, alphabet)) => {
                    write::push_line(values.iter().copied(), alphabet, &mut lines)
                }
                Err(e) => {
                    match serde_wasm_bindgen::to_value(&LineError::new(index, first_line, &e)) {
                        Ok(error) => errors.push((index, error)),
                        Err(e) => failed = Some(e),
                    }
                }
            }
        },
    )?;
    if let Some(e) = failed {
        return Err(internal(e));
    }
    // An empty text splits into one empty line, not none.
    let results = match puzzles {
        0 => js_sys::Array::new(),
        _ => js_sys::JsString::from(String::from_utf8(lines).map_err(internal)?).split("\n"),
    };
    for (index, error) in errors {
        let index = u32::try_from(index).map_err(internal)?;
        results.set(index, error);
    }
    Ok(results.into())
}

/// Counts the solutions of every puzzle of a text in one call, as
/// `pencilmark count` does a file (see `solveAll` for how the text is cut
/// into puzzles), stopping at `limit` for each (default 2, so 1 means
/// exactly one; at least 1). Returns the counts in order as a `Uint32Array`
/// and, apart, a `LineError` for each puzzle that could not be read, or
/// counted within `maxGuesses` and `maxMillis`, whose count is 0. Throws only for bad options, a `limit` of 0, or a text that is not a
/// string (`bad-puzzle`).
#[wasm_bindgen(js_name = countAll, unchecked_return_type = "Counts")]
pub fn count_all(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number")] limit: Option<u32>,
    #[wasm_bindgen(unchecked_optional_param_type = "PuzzleOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let options: PuzzleOptions = self::options(options)?;
    let limit = limit.unwrap_or(2);
    if limit == 0 {
        return Err(js_error(
            "bad-options",
            "bad options: the limit is at least 1",
            None,
        ));
    }
    let mut counts: Vec<u32> = Vec::new();
    let mut errors: Vec<LineError> = Vec::new();
    let limits = Limits::new(&options);
    each_searched(
        &text,
        &options,
        |puzzle| puzzle.count(limit as usize, &limits),
        |index, first_line, counted| match counted {
            Ok(count) => counts.push(u32::try_from(count).unwrap_or(limit)),
            Err(e) => {
                counts.push(0);
                errors.push(LineError::new(index, first_line, &e));
            }
        },
    )?;
    let result = js_sys::Object::new();
    let set = |key: &str, value: JsValue| Reflect::set(&result, &JsValue::from_str(key), &value);
    set("counts", js_sys::Uint32Array::from(&counts[..]).into())?;
    set(
        "errors",
        serde_wasm_bindgen::to_value(&errors).map_err(internal)?,
    )?;
    Ok(result.into())
}

/// What `generate` makes. Only `seed` is required.
#[cfg(feature = "explain")]
#[derive(Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GeneratorOptions {
    /// The caller's randomness: an integer from 0 to 2^53 - 1, or a
    /// BigInt below 2^64 (from `crypto.getRandomValues`, say). The same
    /// seed and options give the same puzzle, here and natively.
    #[tsify(type = "number | bigint")]
    seed: u64,
    /// The side of the board, with boxes of the usual shape (6 → 3x2).
    /// Default: 9.
    #[tsify(optional)]
    #[serde(default)]
    size: Option<usize>,
    /// Columns per box; give with `boxHeight`, instead of `size`.
    #[tsify(optional)]
    #[serde(default)]
    box_width: Option<usize>,
    /// Rows per box; give with `boxWidth`, instead of `size`.
    #[tsify(optional)]
    #[serde(default)]
    box_height: Option<usize>,
    /// The level the puzzle must rate at. Default: any.
    #[tsify(optional)]
    #[serde(default)]
    level: Option<Level>,
    /// A technique the puzzle practises: its rating solve uses it and
    /// nothing harder. Not a forcing chain: the rating never uses them
    /// (`bad-options`). Default: none.
    #[tsify(optional)]
    #[serde(default)]
    technique: Option<Technique>,
    /// The symmetry of the clues. Default: none.
    #[tsify(optional)]
    #[serde(default)]
    symmetry: Option<Symmetry>,
    /// Whether no clue may be left that could go. Default: true up to
    /// 12x12, false above (where proving it takes far longer).
    #[tsify(optional)]
    #[serde(default)]
    minimal: Option<bool>,
    /// The fewest clues. Default: none.
    #[tsify(optional)]
    #[serde(default)]
    min_clues: Option<usize>,
    /// The most clues. Default: none.
    #[tsify(optional)]
    #[serde(default)]
    max_clues: Option<usize>,
    /// Puzzles made at most looking for one that meets the options.
    /// Default: by size (9 408 on 9x9, 298 on 16x16, 20 on 25x25).
    #[tsify(optional)]
    #[serde(default)]
    attempts: Option<usize>,
    /// The alphabet of `puzzle` and `solution`. Default: standard.
    #[tsify(optional)]
    #[serde(default)]
    alphabet: Option<Alphabet>,
}

/// A puzzle `generate` made.
#[cfg(feature = "explain")]
#[derive(Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct GeneratedPuzzle {
    /// The puzzle as one line, `.` for blanks: exactly one solution.
    puzzle: String,
    /// Its solution, one line.
    solution: String,
    /// How hard it is, and why.
    rating: Rating,
    /// Puzzles made to find this one (1 when the first fit).
    attempts: usize,
}

/// Makes a puzzle with exactly one solution from the caller's seed, and
/// rates it. Throws an `Error` (with `kind`) for bad options
/// (`bad-options`, `no-box-shape`, …) or when no puzzle met them within
/// the attempts (`gave-up`). Boards up to 16x16 take milliseconds; 25x25
/// about a second, and many seconds for a hard one (its rating tries the
/// chains); a level or technique asked for may take several attempts. Larger boards are slow to make and far slower to rate (a
/// 64x64 one: minutes).
#[cfg(feature = "explain")]
#[wasm_bindgen(unchecked_return_type = "GeneratedPuzzle")]
pub fn generate(
    #[wasm_bindgen(unchecked_param_type = "GeneratorOptions")] options: JsValue,
) -> Result<JsValue, JsValue> {
    if options.is_undefined() || options.is_null() {
        return Err(js_error(
            "bad-options",
            "bad options: give at least a seed, as in generate({ seed: 42 })",
            None,
        ));
    }
    let options: GeneratorOptions = required(options)?;
    let geometry = match (options.size, options.box_width, options.box_height) {
        (None, None, None) => Geometry::shared_for_side(9),
        (Some(side), None, None) => Geometry::shared_for_side(side),
        (None, Some(width), Some(height)) => Geometry::shared(width, height),
        _ => {
            return Err(js_error(
                "bad-options",
                "bad options: give size, or boxWidth and boxHeight together",
                None,
            ))
        }
    }
    .map_err(to_js)?;
    let alphabet = options.alphabet.unwrap_or_default();
    let wanted = GenerateOptions {
        symmetry: options.symmetry.unwrap_or_default(),
        minimal: options.minimal,
        min_clues: options.min_clues,
        max_clues: options.max_clues,
        level: options.level,
        technique: options.technique,
        attempts: options.attempts,
        alphabet,
    };
    let made = generate::generate(&geometry, &wanted, options.seed).map_err(to_js)?;
    let rating = match made.rating {
        Some(rating) => rating,
        None => rate::rate(&made.puzzle).map_err(to_js)?,
    };
    let result = GeneratedPuzzle {
        puzzle: made.puzzle.to_string(),
        solution: made.solution.to_line(alphabet),
        rating,
        attempts: made.attempts,
    };
    serde_wasm_bindgen::to_value(&result).map_err(internal)
}

/// Rates a puzzle: its level, the hardest step's difficulty, the score,
/// and the steps that made it hard. Throws an `Error` (with `kind`) when
/// the puzzle cannot be read, or has no solution (`no-solution`) or
/// several (`multiple-solutions`), or when the search for two solutions
/// ran over the options' `maxGuesses` or `maxMillis` (`over-budget`).
#[cfg(feature = "explain")]
#[wasm_bindgen(unchecked_return_type = "Rating")]
pub fn rate(
    text: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "PuzzleOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let options: PuzzleOptions = self::options(options)?;
    let parsed = read_puzzle(text, &options)?;
    let limits = Limits::new(&options);
    let rating = limits
        .search(|budget| rate::rate_within(&parsed.puzzle, budget))
        .map_err(to_js)?;
    serde_wasm_bindgen::to_value(&rating).map_err(internal)
}

/// A solve in progress, stepped from JS.
#[cfg(feature = "explain")]
#[wasm_bindgen]
pub struct Solver {
    stepper: Stepper,
    givens: Vec<u8>,
    format: Format,
}

fn to_bytes(values: impl Iterator<Item = Option<Digit>>) -> Vec<u8> {
    values.map(|v| v.map_or(0, |d| d.get())).collect()
}

#[cfg(feature = "explain")]
#[wasm_bindgen]
impl Solver {
    /// Reads the puzzle (in any format: a candidate grid or a pencilmark
    /// line starts the solve from its candidates), checks with the fast
    /// search that it has a solution, and only one unless
    /// `allowMultipleSolutions`, and prepares its solve. The uniqueness
    /// techniques (unique rectangle, hidden rectangle, BUG+1) are used only
    /// when the puzzle was checked to have one solution, that is without
    /// `allowMultipleSolutions`. Throws an `Error` whose message says what
    /// is wrong and where, with `kind`, and `line` and `column` when the
    /// error is at a place.
    #[wasm_bindgen(constructor)]
    pub fn new(
        text: &str,
        #[wasm_bindgen(unchecked_optional_param_type = "SolverOptions")] options: Option<JsValue>,
    ) -> Result<Solver, JsValue> {
        let options: SolverOptions = self::options(options)?;
        let parse = parse_options(
            options.format,
            options.alphabet,
            options.box_width,
            options.box_height,
        )?;
        let parsed = formats::read(text, &parse).map_err(to_js)?;
        let allow_multiple = options.allow_multiple_solutions.unwrap_or(false);
        let defaults = Options::default();
        let solve = Options {
            techniques: options.techniques.unwrap_or(defaults.techniques),
            guessing: options.guessing.unwrap_or(defaults.guessing),
            assume_unique: false,
            forcing_chains: options.forcing_chains.unwrap_or(defaults.forcing_chains),
        };
        let givens = parsed
            .puzzle
            .givens()
            .values()
            .iter()
            .map(|v| u8::from(v.is_some()))
            .collect();
        let stepper = Stepper::checked(&parsed.puzzle, parsed.candidates, solve, allow_multiple)
            .map_err(to_js)?;
        Ok(Solver {
            stepper,
            givens,
            format: parsed.format,
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

    /// The puzzle's symbols as one string: digit `d` shows as
    /// `alphabet[d - 1]`. For the numbers alphabet, whose symbols are not
    /// single characters, the standard symbols; see `symbols`.
    #[wasm_bindgen(getter)]
    pub fn alphabet(&self) -> String {
        let alphabet = match self.stepper.alphabet() {
            Alphabet::Numbers => Alphabet::Standard,
            alphabet => alphabet,
        };
        self.digits()
            .map(|d| alphabet.symbol(d).to_string())
            .collect()
    }

    /// The puzzle's symbols, one string per digit: digit `d` shows as
    /// `symbols[d - 1]` (`"16"` in the numbers alphabet).
    #[wasm_bindgen(getter)]
    pub fn symbols(&self) -> Vec<String> {
        let alphabet = self.stepper.alphabet();
        self.digits()
            .map(|d| alphabet.symbol(d).to_string())
            .collect()
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

    fn digits(&self) -> impl Iterator<Item = Digit> {
        DigitSet::full(self.side()).iter()
    }

    /// The next event, or `undefined` after the final one.
    #[wasm_bindgen(js_name = next, unchecked_return_type = "Step | undefined")]
    pub fn next_step(&mut self) -> Result<JsValue, JsValue> {
        match self.stepper.next() {
            Some(step) => serde_wasm_bindgen::to_value(&step).map_err(internal),
            None => Ok(JsValue::UNDEFINED),
        }
    }

    /// Up to `n` next events; fewer, or none, at the end, or when
    /// `maxMillis` milliseconds have passed (checked after each event).
    #[wasm_bindgen(js_name = nextBatch, unchecked_return_type = "Step[]")]
    pub fn next_batch(
        &mut self,
        n: usize,
        #[wasm_bindgen(js_name = maxMillis)] max_millis: Option<f64>,
    ) -> Result<JsValue, JsValue> {
        let deadline = max_millis.map(|ms| now() + ms);
        let mut steps: Vec<Step> = Vec::new();
        while steps.len() < n {
            let Some(step) = self.stepper.next() else {
                break;
            };
            steps.push(step);
            if deadline.is_some_and(|d| now() >= d) {
                break;
            }
        }
        serde_wasm_bindgen::to_value(&steps).map_err(internal)
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
        let deadline = budget.max_millis.map(|ms| now() + ms);
        let mut report = RunReport {
            steps: 0,
            finished: self.stepper.is_finished(),
            last: None,
        };
        while report.steps < max_steps {
            let Some(step) = self.stepper.next() else {
                break;
            };
            report.steps += 1;
            report.last = Some(step);
            if deadline.is_some_and(|d| now() >= d) {
                break;
            }
        }
        report.finished = self.stepper.is_finished();
        serde_wasm_bindgen::to_value(&report).map_err(internal)
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
        let format: Format = format.parse().map_err(to_js)?;
        let alphabet = match alphabet {
            Some(name) => name.parse().map_err(to_js)?,
            None => self.stepper.alphabet(),
        };
        let geometry = self.stepper.geometry();
        alphabet.check(geometry.side()).map_err(to_js)?;
        formats::write(geometry, self.stepper.candidates(), alphabet, format).map_err(to_js)
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
