//! The levels, bands of ER, and the bands `generate --er` asks for.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::Rating;
use crate::error::Error;

/// The named levels, easiest first: bands of ER.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "explain"), derive(tsify::Tsify))]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    /// ER up to 2.5: singles and SE's direct steps, no candidates to
    /// write down.
    Easy,
    /// ER 2.6 to 4.0: locked candidates, pairs, triples, X-Wing,
    /// Swordfish, skyscraper.
    Medium,
    /// ER 4.1 to 6.0: wings, kites, turbot fish, empty rectangles, unique
    /// rectangles, quads, Jellyfish, BUG.
    Hard,
    /// ER 6.1 to 7.5: aligned pair exclusion, X-cycles, X- and XY-chains,
    /// AICs and nice loops.
    Expert,
    /// ER 7.6 to 8.9: long chains, forcing chains and nets that follow
    /// singles.
    Extreme,
    /// ER 9.0 and up: forcing chains that follow more than singles
    /// (dynamic +), nested ones.
    Diabolical,
    /// Not even the nets (whose work is bounded) finish it: a solver has
    /// to guess. Only big boards come near; never asked of the generator.
    NeedsGuessing,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 7] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Extreme,
        Level::Diabolical,
        Level::NeedsGuessing,
    ];

    /// The levels the generator makes on a board of `side` x `side`,
    /// easiest first. A 4x4 puzzle always falls to singles and direct
    /// steps, so 4x4 has only easy ones; the generator finds no 6x6 puzzle
    /// that needs a forcing chain (none in 100,000 attempts), so 6x6 goes
    /// up to expert. Every other size has every level but needs-guessing.
    pub fn made_on(side: usize) -> &'static [Level] {
        match side {
            ..=4 => &Level::ALL[..1],
            5..=6 => &Level::ALL[..4],
            _ => &Level::ALL[..6],
        }
    }

    /// Why the generator cannot be asked for this level on a board of
    /// `side` x `side` ([`Level::made_on`]), naming the levels it has;
    /// `None` when it can (needs-guessing is refused for its own reason).
    pub fn missing_on(self, side: usize) -> Option<String> {
        let made = Level::made_on(side);
        if made.contains(&self) || self == Level::NeedsGuessing {
            return None;
        }
        let names: Vec<&str> = made.iter().map(|l| l.name()).collect();
        let which = match names.as_slice() {
            [only] => format!("only {only} ones"),
            [rest @ .., last] => format!("{} and {last} ones", rest.join(", ")),
            [] => "none".to_owned(),
        };
        Some(format!(
            "a {side}x{side} board has no {self} puzzles: the generator makes {which} at this size"
        ))
    }

    /// The name used in options, the CLI and JSON: `easy`, …,
    /// `needs-guessing`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Extreme => "extreme",
            Level::Diabolical => "diabolical",
            Level::NeedsGuessing => "needs-guessing",
        }
    }

    /// The band of ER of the level; none for needs-guessing.
    pub fn band(self) -> Option<ErBand> {
        let (low, high) = match self {
            Level::Easy => (0, 25),
            Level::Medium => (26, 40),
            Level::Hard => (41, 60),
            Level::Expert => (61, 75),
            Level::Extreme => (76, 89),
            Level::Diabolical => (90, u32::MAX),
            Level::NeedsGuessing => return None,
        };
        Some(ErBand { low, high })
    }

    /// The level of a finished solve whose ER is `tenths`.
    pub(super) fn of_er(tenths: u32) -> Level {
        (Level::ALL.into_iter())
            .find(|level| level.band().is_some_and(|band| band.holds(tenths)))
            .unwrap_or(Level::Diabolical)
    }
}

/// A band of ER, both ends included, as `generate --er 6.0..7.5` asks for
/// one (`9.0..` has no upper end, `..2.5` no lower one).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct ErBand {
    /// The lowest ER, in tenths.
    pub low: u32,
    /// The highest ER, in tenths (`u32::MAX`: no upper end).
    pub high: u32,
}

impl ErBand {
    /// Whether a finished solve's ER (in tenths) is in the band.
    pub fn holds(self, tenths: u32) -> bool {
        (self.low..=self.high).contains(&tenths)
    }

    /// Whether a rating is in the band: a finished solve whose ER is.
    pub fn fits(self, rating: &Rating) -> bool {
        rating.level != Level::NeedsGuessing && self.holds(tenths(rating.er))
    }

    /// The band both bands hold, if any.
    pub fn and(self, other: ErBand) -> Option<ErBand> {
        let band = ErBand {
            low: self.low.max(other.low),
            high: self.high.min(other.high),
        };
        (band.low <= band.high).then_some(band)
    }
}

impl fmt::Display for ErBand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let end = |t: u32| format!("{}.{}", t / 10, t % 10);
        match self.high {
            u32::MAX => write!(f, "{}..", end(self.low)),
            high => write!(f, "{}..{}", end(self.low), end(high)),
        }
    }
}

impl FromStr for ErBand {
    type Err = Error;
    /// `6.0..7.5`, `9.0..` or `..2.5`: ERs with at most one decimal,
    /// from 0 to 20.
    fn from_str(text: &str) -> Result<ErBand, Error> {
        let bad = |reason: String| Error::BadOptions {
            reason: format!("ER band {text:?}: {reason}"),
        };
        let Some((low, high)) = text.split_once("..") else {
            return Err(bad(
                "expected two ratings around \"..\", as in 6.0..7.5".to_owned()
            ));
        };
        let end = |part: &str, open: u32| -> Result<u32, Error> {
            let part = part.trim();
            if part.is_empty() {
                return Ok(open);
            }
            let (whole, tenth) = part.split_once('.').unwrap_or((part, "0"));
            let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
            match (
                whole.parse::<u32>(),
                tenth.len(),
                digits(whole) && digits(tenth),
            ) {
                (Ok(whole), 1, true) if whole <= 20 => {
                    Ok(whole * 10 + u32::from(tenth.as_bytes()[0] - b'0'))
                }
                _ => Err(bad(format!(
                    "{part:?} is not a rating from 0 to 20 with at most one decimal"
                ))),
            }
        };
        let band = ErBand {
            low: end(low, 0)?,
            high: end(high, u32::MAX)?,
        };
        if band.low > band.high {
            return Err(bad("its low end is above its high end".to_owned()));
        }
        Ok(band)
    }
}

/// An ER in tenths, as the rating adds them up.
fn tenths(er: f64) -> u32 {
    // The rating's numbers are tenths divided by ten: rounding undoes it.
    (er * 10.0).round() as u32
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = Error;
    fn from_str(name: &str) -> Result<Level, Error> {
        Level::ALL
            .into_iter()
            .find(|l| l.name() == name)
            .ok_or_else(|| Error::UnknownLevel {
                name: name.to_owned(),
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rate::Tally;
    use crate::technique::Technique;

    #[test]
    fn levels_are_bands_of_er_that_cover_the_scale() {
        let bands: Vec<ErBand> = Level::ALL.iter().filter_map(|l| l.band()).collect();
        assert_eq!(bands.len(), Level::ALL.len() - 1);
        assert_eq!(bands[0].low, 0);
        assert_eq!(bands.last().unwrap().high, u32::MAX);
        assert!(bands.windows(2).all(|w| w[1].low == w[0].high + 1));
        for (er, level) in [
            (15, Level::Easy),
            (25, Level::Easy),
            (26, Level::Medium),
            (42, Level::Hard),
            (70, Level::Expert),
            (85, Level::Extreme),
            (90, Level::Diabolical),
            (120, Level::Diabolical),
        ] {
            assert_eq!(Level::of_er(er), level, "{er}");
        }
        let mut unfinished = Tally::default();
        unfinished.count(Technique::NakedPair, 30, 1, false);
        assert_eq!(unfinished.rating(3).level, Level::NeedsGuessing);
    }

    #[test]
    fn er_bands_read_and_write_as_generate_takes_them() {
        let band: ErBand = "6.0..7.5".parse().unwrap();
        assert_eq!((band.low, band.high), (60, 75));
        assert_eq!(band.to_string(), "6.0..7.5");
        assert_eq!("9..".parse::<ErBand>().unwrap().high, u32::MAX);
        assert_eq!("..2.5".parse::<ErBand>().unwrap().low, 0);
        assert!(band.holds(60) && band.holds(75) && !band.holds(76));
        let easy = Level::Easy.band().unwrap();
        assert_eq!(band.and(easy), None);
        assert_eq!(
            band.and("7.0..".parse().unwrap()).unwrap().to_string(),
            "7.0..7.5"
        );
    }

    #[test]
    fn level_names_read_back() {
        for level in Level::ALL {
            assert_eq!(level.name().parse(), Ok(level));
            assert_eq!(serde_json::to_value(level).unwrap(), level.name());
        }
        assert!(matches!(
            "fiendish".parse::<Level>(),
            Err(Error::UnknownLevel { .. })
        ));
    }
}
