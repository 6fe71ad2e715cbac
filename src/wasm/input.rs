//! What JS gives as a puzzle: text, cell values, or the text of many
//! puzzles, each taken into wasm memory as cheaply as it can be, and shown
//! in error messages without running the caller's code.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::{internal, js_error, to_js};
use crate::error::Error;
use crate::grid::Puzzle;
use crate::search::Given;

/// The puzzle argument: a string, a `Uint8Array`, or an array of numbers
/// (each a whole number from 0 to 255, checked here; the digits' range is
/// checked by [`Puzzle::from_cells`](crate::grid::Puzzle::from_cells)).
pub(super) fn input(value: &JsValue) -> Result<Given<'static>, JsValue> {
    if let Some(text) = value.as_string() {
        return Ok(Given::Text(text.into()));
    }
    // A longer array than the largest board's is refused before it is read.
    if let Some(bytes) = value.dyn_ref::<js_sys::Uint8Array>() {
        Puzzle::check_cell_count(bytes.length() as usize).map_err(to_js)?;
        return Ok(Given::Cells(bytes.to_vec().into()));
    }
    let Some(array) = value.dyn_ref::<js_sys::Array>() else {
        let message = "a puzzle is a string, a Uint8Array or an array of numbers";
        return Err(js_error("bad-puzzle", message, None));
    };
    let length = array.length() as usize;
    Puzzle::check_cell_count(length).map_err(to_js)?;
    let mut cells = Vec::with_capacity(length);
    for (index, item) in array.iter().enumerate() {
        match item.as_f64() {
            Some(v) if (0.0..=255.0).contains(&v) && v.fract() == 0.0 => cells.push(v as u8),
            _ => return Err(to_js(Error::bad_cell(index, length, shown(&item)))),
        }
    }
    Ok(Given::Cells(cells.into()))
}

/// A JS value as an error message shows it: a string quoted (cut after 40
/// characters), a number or boolean as `String()` writes it, a BigInt with
/// its `n`, anything else by its kind. `String()` sees only primitives: an
/// object's `toString` could run the caller's code and throw, and an
/// exception thrown through wasm leaks its memory.
pub(super) fn shown(value: &JsValue) -> String {
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

#[wasm_bindgen]
extern "C" {
    /// JS's `String(value)`.
    #[wasm_bindgen(js_name = String)]
    fn js_string(value: &JsValue) -> String;

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

/// The text of many puzzles, copied into wasm memory by `encodeInto` in
/// native code: wasm-bindgen copies a `&str` a character at a time in a JS
/// loop up to the first outside ASCII, for the megabytes of a whole set a
/// sizeable part of `countAll`'s time on easy puzzles.
pub(super) fn bulk_text(text: &JsValue) -> Result<String, JsValue> {
    let Some(text) = text.dyn_ref::<js_sys::JsString>() else {
        let message = format!("the puzzles are a text (a string), not {}", shown(text));
        return Err(js_error("bad-puzzle", &message, None));
    };
    // One byte per code unit: all a text in ASCII needs, as collections
    // of puzzles are. Any other text (or a runtime without encodeInto)
    // takes wasm-bindgen's own copy.
    let units = text.length();
    let mut bytes = vec![0u8; units as usize];
    match TextEncoder::new().encode_into(text, &mut bytes) {
        Ok(done) if done.read() == units => bytes.truncate(done.written() as usize),
        _ => {
            return text
                .as_string()
                .ok_or_else(|| internal("the text is no string"))
        }
    }
    String::from_utf8(bytes).map_err(internal)
}
