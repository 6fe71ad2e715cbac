//! Options from JS: one reader for every call's options object, and the
//! reading options (format, alphabet, box shape) of every call that reads
//! a puzzle. An options type is declared once ([`js_options!`]): its
//! fields, their docs and TypeScript types (tsify), and the reader's table.
//! The reader goes by the object's keys in order, skipping those set to
//! `undefined` or `null`; a key no field has is an error (a typo such as
//! `maxMilis` must not pass for no option), and so is a value of the wrong
//! kind, with the option it is about.

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::input::shown;
use super::{bad_options, js_error, to_js};
use crate::formats::{Format, ParseOptions};
use crate::geometry::Geometry;
use crate::grid::Alphabet;

/// A value an option may hold, read from JS.
pub(super) trait FromJs: Sized {
    /// The value, or what it should have been.
    fn from_js(value: &JsValue) -> Result<Self, String>;
}

/// An options object's type ([`js_options!`]).
pub(super) trait Options: Default {
    /// The fields, in declaration order, snake case.
    const FIELDS: &'static [&'static str];
    /// Sets `field`, one of [`FIELDS`](Options::FIELDS), from `value`.
    fn set(&mut self, field: &str, value: &JsValue) -> Result<(), String>;
}

/// Declares an options type: every field optional, its name in JS the
/// field's in camel case. After `reading;` the type also has the reading
/// options first, and reads a puzzle by them (`parse_options`); after
/// `required FIELD: TYPE;` it has that field first, which its TypeScript
/// type requires (the call checks that it was given).
macro_rules! js_options {
    (reading; $(#[$attr:meta])* pub struct $name:ident { $($body:tt)* }) => {
        $crate::wasm::options::js_options! {
            $(#[$attr])*
            pub struct $name {
                /// The text's format. Default: detected.
                format: $crate::formats::Format,
                /// The puzzle's symbols. Default: detected.
                alphabet: $crate::grid::Alphabet,
                /// Columns per box; give with `boxHeight`. Default: detected.
                box_width: usize,
                /// Rows per box; give with `boxWidth`. Default: detected.
                box_height: usize,
                $($body)*
            }
        }

        impl $name {
            pub(in crate::wasm) fn parse_options(
                &self,
            ) -> Result<$crate::formats::ParseOptions, JsValue> {
                let shape = (self.box_width, self.box_height);
                $crate::wasm::options::parse_options(self.format, self.alphabet, shape)
            }
        }
    };
    ($(required $(#[$rdoc:meta])* $required:ident: $rtype:ty;)?
     $(#[$attr:meta])* pub struct $name:ident { $($(#[$doc:meta])* $field:ident: $type:ty,)* }) => {
        $(#[$attr])*
        #[derive(Default, tsify::Tsify)]
        #[serde(rename_all = "camelCase")]
        pub struct $name {
            $($(#[$rdoc])* pub(in crate::wasm) $required: Option<$rtype>,)?
            $($(#[$doc])* #[tsify(optional)] pub(in crate::wasm) $field: Option<$type>,)*
        }

        $crate::wasm::options::js_options!(@table $name $($required)? $($field)*);
    };
    (@table $name:ident $($field:ident)*) => {
        impl $crate::wasm::options::Options for $name {
            const FIELDS: &'static [&'static str] = &[$(stringify!($field)),*];

            fn set(&mut self, field: &str, value: &JsValue) -> Result<(), String> {
                use $crate::wasm::options::FromJs;
                $(if field == stringify!($field) {
                    return FromJs::from_js(value).map(|read| self.$field = Some(read));
                })*
                Ok(())
            }
        }
    };
}
pub(super) use js_options;

/// The reader's options from the reading options: a box shape is given
/// whole or not at all.
pub(super) fn parse_options(
    format: Option<Format>,
    alphabet: Option<Alphabet>,
    shape: (Option<usize>, Option<usize>),
) -> Result<ParseOptions, JsValue> {
    let geometry = match shape {
        (Some(width), Some(height)) => Some(Geometry::shared(width, height).map_err(to_js)?),
        (None, None) => None,
        _ => {
            let message = "give boxWidth and boxHeight together";
            return Err(js_error("bad-options", message, None));
        }
    };
    Ok(ParseOptions {
        format,
        geometry,
        alphabet,
    })
}

/// Reads an optional options object; `undefined` and `null` give the
/// defaults.
pub(super) fn options<T: Options>(value: Option<JsValue>) -> Result<T, JsValue> {
    match value {
        Some(value) if !value.is_undefined() && !value.is_null() => required(value),
        _ => Ok(T::default()),
    }
}

/// Reads an options object; any error is `bad-options`, with the option
/// it is about.
pub(super) fn required<T: Options>(value: JsValue) -> Result<T, JsValue> {
    read(&value).map_err(bad_options)
}

fn read<T: Options>(value: &JsValue) -> Result<T, String> {
    if !value.is_object() || Array::is_array(value) {
        return Err(expected("an object of options", value));
    }
    let object = value.unchecked_ref::<Object>();
    let mut options = T::default();
    for key in Object::keys(object).iter() {
        let name = key.as_string().unwrap_or_default();
        let Some(field) = T::FIELDS.iter().find(|field| camel_case(field) == name) else {
            let names: Vec<String> = T::FIELDS.iter().map(|field| camel_case(field)).collect();
            let names = names.join(", ");
            let message = format!("unknown option {name:?}; the options here are {names}");
            return Err(message);
        };
        // A getter that throws gives this error, not the getter's own.
        let value = Reflect::get(object, &key).map_err(|_| format!("{name}: could not be read"))?;
        if value.is_undefined() || value.is_null() {
            continue;
        }
        let set = options.set(field, &value);
        set.map_err(|error| format!("{name}: {error}"))?;
    }
    Ok(options)
}

/// `box_width` → `boxWidth`, as serde's `camelCase` renames (and so the
/// TypeScript types name) the fields.
fn camel_case(field: &str) -> String {
    let mut words = field.split('_');
    let mut name = words.next().unwrap_or_default().to_owned();
    for word in words {
        let mut chars = word.chars();
        name.extend(chars.next().map(|c| c.to_ascii_uppercase()));
        name.push_str(chars.as_str());
    }
    name
}

/// The value is not of the kind the option takes.
fn expected(what: &str, value: &JsValue) -> String {
    format!("expected {what}, not {}", shown(value))
}

impl FromJs for bool {
    fn from_js(value: &JsValue) -> Result<bool, String> {
        value
            .as_bool()
            .ok_or_else(|| expected("true or false", value))
    }
}

impl FromJs for u64 {
    /// A number JS holds exactly, or a BigInt (a 64-bit seed).
    fn from_js(value: &JsValue) -> Result<u64, String> {
        const EXACT: f64 = 9_007_199_254_740_991.0;
        let whole = match value.as_f64() {
            Some(n) if (0.0..=EXACT).contains(&n) && n.fract() == 0.0 => Some(n as u64),
            Some(_) => None,
            None => u64::try_from(value.clone()).ok(),
        };
        whole.ok_or_else(|| {
            expected(
                "a whole number from 0 to 2^53 - 1, or a BigInt below 2^64",
                value,
            )
        })
    }
}

impl FromJs for usize {
    fn from_js(value: &JsValue) -> Result<usize, String> {
        let whole = u64::from_js(value)?;
        usize::try_from(whole).map_err(|_| expected("a smaller whole number", value))
    }
}

impl FromJs for f64 {
    fn from_js(value: &JsValue) -> Result<f64, String> {
        match value.as_f64() {
            Some(number) if !number.is_nan() => Ok(number),
            _ => Err(expected("a number", value)),
        }
    }
}

impl<T: FromJs> FromJs for Vec<T> {
    fn from_js(value: &JsValue) -> Result<Vec<T>, String> {
        let array = value
            .dyn_ref::<Array>()
            .ok_or_else(|| expected("an array", value))?;
        (0..array.length())
            .map(|index| T::from_js(&array.get(index)).map_err(|e| format!("item {index}: {e}")))
            .collect()
    }
}

#[cfg(feature = "explain")]
impl FromJs for crate::rate::ErBand {
    /// A string, as `generate --er` takes it: `"6.0..7.5"`.
    fn from_js(value: &JsValue) -> Result<Self, String> {
        let text = (value.as_string())
            .ok_or_else(|| expected("an ER band such as \"6.0..7.5\"", value))?;
        text.parse().map_err(|e| match e {
            crate::error::Error::BadOptions { reason } => reason,
            other => other.to_string(),
        })
    }
}

/// The index in `names` of the name `value` holds, or what it should have
/// been: one of them.
#[inline(never)]
fn name_among(value: &JsValue, names: &[&str]) -> Result<usize, String> {
    let name = value.as_string().unwrap_or_default();
    names
        .iter()
        .position(|&n| n == name)
        .ok_or_else(|| expected(&format!("one of \"{}\"", names.join("\", \"")), value))
}

/// Values named by strings: each type's every value (`ALL`) and its name.
macro_rules! named {
    ($($(#[$cfg:meta])* $type:ty,)*) => {$(
        $(#[$cfg])*
        impl FromJs for $type {
            fn from_js(value: &JsValue) -> Result<$type, String> {
                let names: Vec<&str> = <$type>::ALL.iter().map(|t| t.name()).collect();
                name_among(value, &names).map(|index| <$type>::ALL[index])
            }
        }
    )*};
}

named! {
    Format,
    Alphabet,
    #[cfg(feature = "explain")]
    crate::technique::Technique,
    #[cfg(feature = "explain")]
    crate::rate::Level,
    #[cfg(feature = "explain")]
    crate::generate::Symmetry,
}
