//! Ratings: how hard a puzzle is for a person, from the techniques a solve
//! without guessing needs.
//!
//! ## The scale
//!
//! Every [`Technique`] has a base difficulty ([`Technique::difficulty`]),
//! from the technique table ([`technique`](mod@crate::technique)), on a
//! scale in the spirit of Sudoku Explainer's: 1.0 for a full house, 1.5 for
//! a hidden single, 2.3 for a naked single, 2.6 to 6.2 for the techniques
//! from pointing to the AIC, 7.0 to 9.5 for the forcing chains and nets.
//! `pencilmark techniques --json` lists each one's.
//!
//! The forcing chains are trial and error in disguise (they follow
//! assumptions until they agree or break), so the rating solve does not use
//! them: a puzzle that needs them is rated "needs guessing", as Sudoku
//! Explainer rates the puzzles that need its nested chains apart. They
//! keep their place at the top of the scale.
//!
//! ## A puzzle's rating
//!
//! The rating solve always takes the easiest step there is, as a person
//! would: full houses and hidden singles while there are any, then naked
//! singles, then the first technique, easiest first (by difficulty, and in
//! the default order among equals), that applies. It never guesses. Its result, a [`Rating`]:
//!
//! - **hardest**: the difficulty of the hardest step, the puzzle's rating
//!   proper (Sudoku Explainer's "ER");
//! - **score**: the difficulties of all the steps added up, which tells
//!   apart puzzles with one hard step from puzzles with many;
//! - **level**, from both (see [`Level`]):
//!
//! | level | hardest step | or |
//! |---|---|---|
//! | easy | hidden singles (1.5) | |
//! | medium | up to claiming (2.8) | |
//! | hard | up to the hidden triple (4.0) | |
//! | expert | up to the finned X-Wing (4.7) | hard, with many hard steps |
//! | extreme | above 4.7 (the WXYZ-Wing, 4.8, and up) | expert, with many hard steps |
//! | needs guessing | the techniques cannot finish the puzzle | |
//!
//! "Many hard steps": steps beyond the singles worth 0.3 or more per cell
//! of the board together (24.3 on 9x9, eight naked pairs, say).
//!
//! - **explained**: which techniques it used and how often, and every step
//!   beyond the singles with its difficulty and its sentence: the steps
//!   that made it hard.
//!
//! Only proper puzzles (exactly one solution) are rated.
//!
//! ## Limits
//!
//! An easy puzzle rates in far less than a millisecond on 9x9. A puzzle
//! that needs the chains or the almost locked sets costs far more: after
//! every step the cheaper techniques cannot take, the rating solve tries
//! the chains, and on a big board they are slow: an extreme 25x25 can take
//! seconds, and making one (which rates every attempt and checks, as
//! clues go, that the techniques still finish it) longer still. Beyond
//! 25x25 the subset and fish searches make rating slow too: minutes for a
//! 64x64 puzzle. `BENCHMARKS.md` has the times.

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::candidates::Candidates;
use crate::error::Error;
use crate::grid::Puzzle;
use crate::search::{Budget, Query};
use crate::solve::{Deducer, Deduction, Technique};
use crate::sort;
use crate::step::Narrator;

/// The named levels, easiest first.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "explain"), derive(tsify::Tsify))]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    /// Full houses and hidden singles are enough.
    Easy,
    /// Naked singles and locked candidates (pointing, claiming) too.
    Medium,
    /// Pairs, triples, X-Wing and Swordfish.
    Hard,
    /// Wings, single-digit patterns and the finned X-Wing; or a hard
    /// puzzle that needs many hard steps.
    Expert,
    /// Quads, Jellyfish, finned Swordfish and Jellyfish, and beyond; or an
    /// expert puzzle that needs many hard steps.
    Extreme,
    /// pencilmark's techniques cannot finish it: a solver has to guess.
    NeedsGuessing,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 6] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Extreme,
        Level::NeedsGuessing,
    ];

    /// The name used in options, the CLI and JSON: `easy`, …,
    /// `needs-guessing`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Extreme => "extreme",
            Level::NeedsGuessing => "needs-guessing",
        }
    }

    /// The hardest step (in tenths) a puzzle of this level can need; none
    /// for extreme and needs-guessing.
    fn ceiling(self) -> Option<u32> {
        match self {
            Level::Easy => Some(15),
            Level::Medium => Some(28),
            Level::Hard => Some(40),
            Level::Expert => Some(47),
            Level::Extreme | Level::NeedsGuessing => None,
        }
    }

    /// The hardest step (in tenths) a puzzle made for this level may need
    /// while the generator takes clues away: its ceiling, and for extreme
    /// any technique (but no guessing); none for needs-guessing.
    pub(crate) fn generation_ceiling(self) -> Option<u32> {
        match self {
            Level::Extreme => Some(u32::MAX),
            level => level.ceiling(),
        }
    }

    /// The level of the band the hardest step (in tenths) falls in, before
    /// the score is counted.
    fn of_hardest(tenths: u32) -> Level {
        Level::ALL
            .into_iter()
            .find(|level| level.ceiling().is_some_and(|ceiling| tenths <= ceiling))
            .unwrap_or(Level::Extreme)
    }
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

/// Steps beyond the singles worth this much per cell of the board
/// together (in tenths: 0.3 per cell, 24.3 on 9x9) make a hard or expert
/// puzzle one level harder.
const MANY_HARD_STEPS_PER_CELL: u32 = 3;

/// How often a technique was used, and what one use is worth.
#[derive(Clone, PartialEq, Debug, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "explain"), derive(tsify::Tsify))]
pub struct TechniqueUse {
    pub technique: Technique,
    pub count: usize,
    /// The technique's base difficulty.
    pub difficulty: f64,
}

/// One step beyond the singles, as the rating solve took it.
#[derive(Clone, PartialEq, Debug, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "explain"), derive(tsify::Tsify))]
pub struct RatedStep {
    pub technique: Technique,
    pub difficulty: f64,
    /// The step's sentence, as the step iterator writes it.
    pub text: String,
}

/// How hard a puzzle is, and why. See the [module docs](self).
#[derive(Clone, PartialEq, Debug, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "explain"), derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Rating {
    pub level: Level,
    /// The difficulty of the hardest step: the puzzle's rating. 0 for a
    /// puzzle with no empty cell.
    pub hardest: f64,
    /// The technique of the first hardest step.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(all(target_arch = "wasm32", feature = "explain"), tsify(optional))]
    pub technique: Option<Technique>,
    /// The difficulties of every step added up.
    pub score: f64,
    /// Each technique used, in the order first used, with its count.
    pub uses: Vec<TechniqueUse>,
    /// Every step beyond the singles, in order: what made the puzzle hard.
    pub steps: Vec<RatedStep>,
    /// Cells the techniques left empty: 0 unless the level is
    /// needs-guessing.
    pub remaining: usize,
}

/// Rates a puzzle with exactly one solution.
///
/// Errors: [`Error::NoSolution`] or [`Error::MultipleSolutions`] when it
/// has none or several (the search looks for two first).
pub fn rate(puzzle: &Puzzle) -> Result<Rating, Error> {
    rate_within(puzzle, &mut Budget::unlimited())
}

/// [`rate`] with the search for two solutions kept to a `budget`
/// ([`Error::OverBudget`] when it stops on it). The rating's own solve
/// never guesses, so it ends, but it is not counted against the budget.
pub fn rate_within(puzzle: &Puzzle, budget: &mut Budget<'_>) -> Result<Rating, Error> {
    Query::new(puzzle)
        .unique(budget)
        .map(|_| rate_proper(puzzle))
}

/// The techniques after the singles, easiest first (stable: the default
/// order among equals).
fn rating_order() -> Vec<Technique> {
    // By difficulty, and in the default order among equals.
    let mut order: Vec<(usize, Technique)> = Technique::ALL
        .iter()
        .copied()
        .enumerate()
        .filter(|&(_, t)| !t.is_single() && !t.is_trial())
        .collect();
    sort::sort_by_key(&mut order, |&(index, t)| (t.tenths(), index));
    order.into_iter().map(|(_, t)| t).collect()
}

/// Rates a puzzle known to have exactly one solution (every deduction is
/// then sound, so the solve meets no contradiction).
pub(crate) fn rate_proper(puzzle: &Puzzle) -> Rating {
    let geometry = puzzle.geometry();
    let narrator = Narrator {
        geometry,
        alphabet: puzzle.alphabet(),
    };
    let (tally, remaining) = rating_solve(puzzle, u32::MAX, Some(&narrator));
    tally.rating(remaining, geometry.cell_count())
}

/// Whether the techniques no harder than `ceiling` (in tenths) solve a
/// puzzle known to have exactly one solution.
pub(crate) fn solves_within(puzzle: &Puzzle, ceiling: u32) -> bool {
    rating_solve(puzzle, ceiling, None).1 == 0
}

/// The rating solve with the techniques up to `ceiling` (in tenths):
/// what it used, and how many cells it left empty. Writes the sentences of
/// the steps beyond singles when given a narrator.
fn rating_solve(puzzle: &Puzzle, ceiling: u32, narrator: Option<&Narrator>) -> (Tally, usize) {
    let order: Vec<Technique> = rating_order()
        .into_iter()
        .filter(|&t| t.tenths() <= ceiling)
        .collect();
    let naked = Technique::NakedSingle.tenths() <= ceiling;
    let state = Candidates::new(puzzle.givens());
    let mut deducer = Deducer::new(Arc::clone(puzzle.geometry()), state, order);
    let mut tally = Tally::default();
    loop {
        let singles = deducer.may_have_singles();
        if singles {
            loop {
                let placed = deducer.sweep(false, true, true);
                tally.count(Technique::FullHouse, placed.full);
                tally.count(Technique::HiddenSingle, placed.hidden);
                if placed.full + placed.hidden == 0 {
                    break;
                }
            }
        }
        if deducer.state().empty_cells() == 0 {
            break;
        }
        if singles {
            let placed = deducer.sweep(naked, false, false);
            if placed.naked > 0 {
                tally.count(Technique::NakedSingle, placed.naked);
                continue;
            }
        }
        let Some((technique, deduction)) = deducer.find() else {
            break;
        };
        deducer.apply(&deduction);
        tally.count(technique, 1);
        if let (Some(narrator), Deduction::Eliminate(elimination)) = (narrator, &deduction) {
            tally.steps.push(RatedStep {
                technique,
                difficulty: technique.difficulty(),
                text: technique.describe(elimination, narrator),
            });
        }
    }
    let remaining = deducer.state().empty_cells();
    (tally, remaining)
}

/// What the rating solve has used so far.
#[derive(Clone, Default)]
struct Tally {
    uses: Vec<TechniqueUse>,
    steps: Vec<RatedStep>,
    /// The hardest step in tenths, and its technique.
    hardest: Option<(u32, Technique)>,
    /// All steps, in tenths.
    score: u32,
    /// The steps beyond singles, in tenths.
    beyond_singles: u32,
}

impl Tally {
    fn count(&mut self, technique: Technique, n: usize) {
        if n == 0 {
            return;
        }
        match self.uses.iter_mut().find(|u| u.technique == technique) {
            Some(entry) => entry.count += n,
            None => self.uses.push(TechniqueUse {
                technique,
                count: n,
                difficulty: technique.difficulty(),
            }),
        }
        let worth = technique.tenths();
        let total = worth.saturating_mul(u32::try_from(n).unwrap_or(u32::MAX));
        self.score = self.score.saturating_add(total);
        if !technique.is_single() {
            self.beyond_singles = self.beyond_singles.saturating_add(total);
        }
        match self.hardest {
            Some((hardest, _)) if hardest >= worth => {}
            _ => self.hardest = Some((worth, technique)),
        }
    }

    /// The rating of a solve that left `remaining` of `cells` cells empty.
    fn rating(self, remaining: usize, cells: usize) -> Rating {
        let hardest = self.hardest.map_or(0, |(tenths, _)| tenths);
        let many =
            MANY_HARD_STEPS_PER_CELL.saturating_mul(u32::try_from(cells).unwrap_or(u32::MAX));
        let level = if remaining > 0 {
            Level::NeedsGuessing
        } else {
            match Level::of_hardest(hardest) {
                Level::Hard if self.beyond_singles >= many => Level::Expert,
                Level::Expert if self.beyond_singles >= many => Level::Extreme,
                level => level,
            }
        };
        Rating {
            level,
            hardest: f64::from(hardest) / 10.0,
            technique: self.hardest.map(|(_, t)| t),
            score: f64::from(self.score) / 10.0,
            uses: self.uses,
            steps: self.steps,
            remaining,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rated(line: &str) -> Rating {
        rate(&line.parse().unwrap()).unwrap()
    }

    #[test]
    fn singles_come_easiest_first_and_everything_else_after() {
        assert!(Technique::FullHouse.difficulty() < Technique::HiddenSingle.difficulty());
        assert!(Technique::HiddenSingle.difficulty() < Technique::NakedSingle.difficulty());
        let hardest_rated = (Technique::ALL.iter())
            .filter(|t| !t.is_trial())
            .map(|t| t.difficulty())
            .fold(0.0, f64::max);
        for &t in Technique::ALL.iter().filter(|&&t| !t.is_single()) {
            assert!(t.difficulty() > Technique::NakedSingle.difficulty(), "{t}");
            // The forcing chains, trial in disguise, are hardest of all.
            assert_eq!(t.is_trial(), t.difficulty() > hardest_rated, "{t}");
        }
        let order = rating_order();
        let trials = Technique::ALL.iter().filter(|t| t.is_trial()).count();
        assert_eq!(order.len(), Technique::ALL.len() - 3 - trials);
        assert!(!order.iter().any(|t| t.is_trial()));
        assert!(order.windows(2).all(|w| w[0].tenths() <= w[1].tenths()));
    }

    #[test]
    fn hidden_singles_alone_make_an_easy_puzzle() {
        let rating = rated(
            "..35.......4..2....1..4..62......793......6....72.8..4......936..........698..1.7",
        );
        assert_eq!(rating.level, Level::Easy);
        assert_eq!(rating.hardest, 1.5);
        assert_eq!(rating.technique, Some(Technique::HiddenSingle));
        assert!(rating.steps.is_empty());
        assert_eq!(rating.remaining, 0);
        let placed: usize = rating.uses.iter().map(|u| u.count).sum();
        assert_eq!(placed, 81 - 24, "every empty cell is one single");
        assert_eq!(rating.score, 47.0 * 1.5 + 10.0);
    }

    #[test]
    fn a_pointing_step_makes_it_medium_and_is_explained() {
        let rating = rated(
            "9.4.....25...1..9......8...7981....6...42.....6........4...75..2.5.......7....68.",
        );
        assert_eq!(rating.level, Level::Medium);
        assert_eq!(rating.hardest, 2.6);
        assert_eq!(rating.technique, Some(Technique::Pointing));
        assert_eq!(rating.steps.len(), 3);
        assert_eq!(
            rating.steps[0].text,
            "Pointing: in box 3, 5 lies only in row 3, so 5 is removed from r3c4 and r3c5"
        );
        let json = serde_json::to_value(&rating).unwrap();
        assert_eq!(json["level"], "medium");
        assert_eq!(json["technique"], "pointing");
        assert_eq!(json["steps"][0]["difficulty"], 2.6);
    }

    #[test]
    fn a_puzzle_the_techniques_cannot_finish_needs_guessing() {
        let rating = rated(
            "98.7..6..75.....8...6......4...3.5....59...6......2..4.2..1......98...7......91.3",
        );
        assert_eq!(rating.level, Level::NeedsGuessing);
        assert!(rating.remaining > 0);
    }

    #[test]
    fn many_hard_steps_make_a_puzzle_one_level_harder() {
        let cells = 81;
        let mut few = Tally::default();
        few.count(Technique::HiddenSingle, 40);
        few.count(Technique::NakedPair, 8);
        assert_eq!(few.clone().rating(0, cells).level, Level::Hard);
        let mut many = Tally::default();
        many.count(Technique::NakedPair, 9);
        assert_eq!(many.clone().rating(0, cells).level, Level::Expert);
        many.count(Technique::XyWing, 1);
        assert_eq!(many.clone().rating(0, cells).level, Level::Extreme);
        let big = many.clone().rating(0, 16 * 16);
        assert_eq!(big.level, Level::Expert, "a big board needs more");
        assert_eq!(many.rating(3, cells).level, Level::NeedsGuessing);
    }

    #[test]
    fn only_proper_puzzles_are_rated() {
        let two = ".".repeat(81).parse().unwrap();
        assert!(matches!(rate(&two), Err(Error::MultipleSolutions { .. })));
        let none = format!("12345678.........9{}", ".".repeat(63));
        assert_eq!(rate(&none.parse().unwrap()), Err(Error::NoSolution));
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
