//! Ratings: how hard a puzzle is for a person, on Sudoku Explainer's
//! scale (SE, the scale people share puzzles by).
//!
//! ## The scale
//!
//! Every [`Technique`] has a base difficulty ([`Technique::difficulty`]),
//! from the technique table ([`technique`](mod@crate::technique)): SE's
//! value where SE has the technique (1.0 for a full house, 2.3 for a naked
//! single, 2.6 for pointing, 4.2 for the XY-Wing, 6.5 for an X-cycle, 7.0
//! for an AIC, 8.5 for the forcing chains that follow singles, 9.5 for
//! nested ones), and a value among its neighbours where SE has none.
//! `pencilmark techniques --json` lists each one's.
//!
//! ## A puzzle's rating
//!
//! The rating solve does what SE does: it takes the easiest step there is,
//! every time, and never guesses. In order: a full house (1.0), a hidden
//! single in a box (1.2), in a row or column (1.5), SE's *direct* steps
//! (pointing 1.7, claiming 1.9, a hidden pair 2.0 and, after the naked
//! single at 2.3, a hidden triple 2.5, each when it leaves a hidden single:
//! pointing and claiming in a box, a hidden set in its own house; the step
//! places that single and nothing else, see `direct.rs`), then the first technique that applies, easiest first (by
//! difficulty, and in the default order among equals), the forcing chains
//! and nets last. It takes only the techniques SE has
//! ([`Technique::is_rated`]): SE reaches the positions of the others (the
//! almost locked sets, say) with its chains, and the rating follows it
//! there. Where SE's steps differ from pencilmark's techniques, the
//! rating takes them in SE's form up to 9x9 (`variants.rs`; on bigger
//! boards pencilmark's techniques stand in for them), each before the
//! techniques of its value, as SE orders them: an X-chain of exactly three
//! strong links (5.4 to 5.7); the WXYZ- and VWXYZ-Wings as an almost
//! locked set in one house with a bivalue cell (5.5 to 5.6, 6.2 to 6.4);
//! aligned pair exclusion with bivalue cells only (6.2);
//! loops and AICs over single candidates only (SE's chains have no
//! grouped nodes); the forcing chains SE rates below the ones that follow
//! singles: a candidate followed through its own digit to a contradiction
//! (SE's Nishio, 7.5; a digit forcing chain here), and cell and unit
//! forcing chains over the links the state already has (8.0); and the
//! forcing chains that follow singles (8.5) as SE takes them, the one
//! worth least of every kind together (a candidate that breaks, one that
//! forces a fact either way, every place of a digit in a house, every
//! candidate of a cell). A chain or forcing chain is worth its base
//! difficulty and SE's bonus for its length (`length_bonus`), a forcing
//! chain counting every fact each of its chains rests on. Its result, a
//! [`Rating`]:
//!
//! - **er**: the hardest step, the puzzle's rating proper (SE's ER);
//! - **ep**: the hardest step up to the first digit placed (SE's EP);
//! - **ed**: the first step, the easiest the puzzle offers (SE's ED);
//! - **score**: the difficulties of all the steps added up, which tells
//!   apart puzzles with one hard step from puzzles with many (the level
//!   does not count it);
//! - **level**, a band of ER (see [`Level`]; `generate --er` takes any
//!   band, [`ErBand`]):
//!
//! | level | ER | what it takes |
//! |---|---|---|
//! | easy | up to 2.5 | singles and direct steps: no candidates written down |
//! | medium | 2.6 to 4.0 | locked candidates, pairs, triples, X-Wing, Swordfish, skyscraper |
//! | hard | 4.1 to 6.0 | wings, kites, turbot fish, unique rectangles, quads, Jellyfish, BUG |
//! | expert | 6.1 to 7.5 | aligned pair exclusion, X-cycles, X- and XY-chains, AICs |
//! | extreme | 7.6 to 8.9 | long chains, Nishio, forcing chains and nets that follow singles |
//! | diabolical | 9.0 and up | forcing chains that follow more (dynamic +), nested ones |
//! | needs guessing | | the techniques, nets included, cannot finish the puzzle |
//!
//! - **explained**: which techniques it used and how often, and every step
//!   beyond the singles with its difficulty and its sentence: the steps
//!   that made it hard.
//!
//! Only proper puzzles (exactly one solution) are rated. On boards other
//! than 9x9 the same values apply (SE rates only 9x9): a step is as hard
//! as the same pattern on 9x9, so the numbers compare patterns, not the
//! work of scanning a bigger board.
//!
//! How close the rating comes to SE's, over the shared calibration set,
//! is in `BENCHMARKS.md` (`benches/`, `calibrate`).
//!
//! ## Limits
//!
//! An easy puzzle rates in far less than a millisecond on 9x9. A puzzle
//! that needs the chains or the forcing chains costs far more: after
//! every step the cheaper techniques cannot take, the rating solve tries
//! the chains, then the nets, and on a big board they are slow: an extreme
//! 25x25 can take seconds, and making one (which rates every attempt and checks, as
//! clues go, that the techniques still finish it) longer still. Beyond
//! 25x25 the subset and fish searches make rating slow too: minutes for a
//! 64x64 puzzle. `BENCHMARKS.md` has the times.

use std::sync::Arc;

use serde::Serialize;

use crate::candidates::Candidates;
use crate::digits::Digit;
use crate::error::Error;
use crate::geometry::{Cell, Geometry, HouseKind};
use crate::grid::Puzzle;
use crate::search::{Budget, Query};
use crate::solve::{place_of, Deducer, Deduction, Elimination, HouseDigits, Technique};
use crate::step::{NetBranch, NetRule};
use crate::technique::Family;

mod direct;
mod level;
mod patterns;
mod unary;
mod variants;

use crate::sort;
use crate::step::Narrator;
use direct::Direct;
pub use level::{ErBand, Level};
use variants::Variant;

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
    /// The difficulty of the hardest step: the puzzle's rating (Sudoku
    /// Explainer's ER). 0 for a puzzle with no empty cell.
    pub er: f64,
    /// The hardest step up to the first digit placed (SE's EP).
    pub ep: f64,
    /// The first step (SE's ED): the easiest the puzzle offers.
    pub ed: f64,
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
    rate_within(puzzle, None, &mut Budget::unlimited())
}

/// [`rate`] from a candidate `state` of the puzzle when there is one (a
/// position reached by hand: the rating is of what is left to solve from
/// there), with the search for two solutions kept to a `budget`
/// ([`Error::OverBudget`] when it stops on it). The rating's own solve
/// never guesses, so it ends, but it can be long on a large board: it
/// stops when the budget's time is up, between two steps
/// ([`Error::OutOfTime`]).
pub fn rate_within(
    puzzle: &Puzzle,
    state: Option<&Candidates>,
    budget: &mut Budget<'_>,
) -> Result<Rating, Error> {
    Query::with_state(puzzle, state).unique(budget)?;
    let start = state
        .cloned()
        .unwrap_or_else(|| Candidates::new(puzzle.givens()));
    let scale = Scale::Explainer { trials: true };
    rate_from(puzzle, start, scale, &mut || budget.time_is_up())
        .ok_or(Error::OutOfTime { during: "rating" })
}

/// Which steps a rating solve takes, and what they are worth.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Scale {
    /// Sudoku Explainer's: its techniques (the [rated](Technique::is_rated)
    /// ones) and its direct ones, chains with its bonus for length; the
    /// forcing chains and nets only when asked.
    Explainer { trials: bool },
    /// Every technique but the forcing chains, each at its base
    /// difficulty, and no direct steps: what a practice puzzle for a
    /// technique is checked with.
    Practice,
}

impl Scale {
    /// The steps in SE's own form it takes on a board of `side` x `side`
    /// (`variants.rs`), easiest first: on SE's scale, up to 9x9, where SE
    /// rates; beyond, pencilmark's techniques stand in for them at the
    /// same values (SE's forms search too long on big boards).
    fn variants(self, side: usize) -> Vec<Variant> {
        match self {
            Scale::Explainer { trials } if side <= 9 => (Variant::ALL.into_iter())
                .filter(|v| trials || !v.is_trial())
                .collect(),
            _ => Vec::new(),
        }
    }

    /// The techniques after the singles, easiest first (stable: the
    /// default order among equals), but those the `variants` replace.
    fn order(self, variants: &[Variant]) -> Vec<Technique> {
        let takes = |t: Technique| match self {
            Scale::Explainer { trials } => {
                let replaced = variants.iter().any(|v| v.replaces().contains(&t));
                t.is_rated() && (trials || !t.is_trial()) && !replaced
            }
            Scale::Practice => !t.is_trial(),
        };
        let mut order: Vec<(usize, Technique)> = (Technique::ALL.iter().copied().enumerate())
            .filter(|&(_, t)| !t.is_single() && takes(t))
            .collect();
        sort::sort_by_key(&mut order, |&(index, t)| (t.tenths(), index));
        order.into_iter().map(|(_, t)| t).collect()
    }

    /// What a step is worth, in tenths: its technique's difficulty, and
    /// on SE's scale, for chains and forcing chains, its bonus for length.
    fn worth(self, technique: Technique, deduction: &Deduction) -> u32 {
        let base = technique.tenths();
        match (self, technique.family(), deduction) {
            (
                Scale::Explainer { .. },
                Family::Chains | Family::Forcing,
                Deduction::Eliminate(found),
            ) => base + length_bonus(complexity(found)),
            _ => base,
        }
    }
}

/// Rates a puzzle known to have exactly one solution (every deduction is
/// then sound, so the solve meets no contradiction); `None` when `stop`
/// said so, asked before each step.
pub(crate) fn rate_on(puzzle: &Puzzle, scale: Scale, stop: Stop) -> Option<Rating> {
    rate_from(puzzle, Candidates::new(puzzle.givens()), scale, stop)
}

/// [`rate_on`] from a candidate state `start` of a puzzle known to have
/// exactly one solution from there.
fn rate_from(puzzle: &Puzzle, start: Candidates, scale: Scale, stop: Stop) -> Option<Rating> {
    let (tally, state) = narrated_solve(puzzle, start, scale, u32::MAX, stop)?;
    Some(tally.rating(state.empty_cells()))
}

/// [`rate_on`] of a puzzle whose rating only matters up to `ceiling` (in
/// tenths): `Some(None)` when the steps of `scale` whose base difficulty
/// is within it do not finish the puzzle (its ER is higher, or it needs
/// guessing). Those steps come first in the full rating too, so a rating
/// this gives is the one `rate_on` gives (above the ceiling when a
/// chain's bonus for length takes it there).
pub(crate) fn rate_up_to(
    puzzle: &Puzzle,
    scale: Scale,
    ceiling: u32,
    stop: Stop,
) -> Option<Option<Rating>> {
    let start = Candidates::new(puzzle.givens());
    let (tally, state) = narrated_solve(puzzle, start, scale, ceiling, stop)?;
    Some((state.empty_cells() == 0).then(|| tally.rating(0)))
}

/// [`rating_solve`] with the steps' sentences, in the puzzle's alphabet.
fn narrated_solve(
    puzzle: &Puzzle,
    start: Candidates,
    scale: Scale,
    ceiling: u32,
    stop: Stop,
) -> Option<(Tally, Candidates)> {
    let narrator = Narrator {
        geometry: puzzle.geometry(),
        alphabet: puzzle.alphabet(),
    };
    rating_solve(puzzle, start, scale, ceiling, Some(&narrator), stop)
}

/// Whether the steps of `scale` no harder than `ceiling` (in tenths) solve
/// a puzzle known to have exactly one solution; false when `stop` said so
/// first.
pub(crate) fn solves_within(puzzle: &Puzzle, scale: Scale, ceiling: u32, stop: Stop) -> bool {
    let start = Candidates::new(puzzle.givens());
    rating_solve(puzzle, start, scale, ceiling, None, stop)
        .is_some_and(|(_, state)| state.empty_cells() == 0)
}

/// Asked before each step of a rating solve: true to stop it there (the
/// caller's time is up).
pub(crate) type Stop<'a> = &'a mut dyn FnMut() -> bool;

/// The steps the rating solve takes before the techniques, easiest
/// first, as Sudoku Explainer values them (in tenths): a full house, a
/// hidden single in a box, in a row or column, the direct techniques
/// ([`direct`]) and a naked single.
const LADDER: [Rung; 8] = [
    Rung::Single(Single::FullHouse),
    Rung::Single(Single::HiddenInBox),
    Rung::Single(Single::HiddenInLine),
    Rung::Direct(Direct::Pointing),
    Rung::Direct(Direct::Claiming),
    Rung::Direct(Direct::HiddenPair),
    Rung::Single(Single::Naked),
    Rung::Direct(Direct::HiddenTriple),
];

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Rung {
    Single(Single),
    Direct(Direct),
}

impl Rung {
    fn tenths(self) -> u32 {
        match self {
            Rung::Single(single) => single.tenths(),
            Rung::Direct(direct) => direct.tenths(),
        }
    }
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Single {
    FullHouse,
    HiddenInBox,
    HiddenInLine,
    Naked,
}

impl Single {
    fn tenths(self) -> u32 {
        match self {
            Single::FullHouse => 10,
            Single::HiddenInBox => 12,
            Single::HiddenInLine => 15,
            Single::Naked => 23,
        }
    }

    fn technique(self) -> Technique {
        match self {
            Single::FullHouse => Technique::FullHouse,
            Single::HiddenInBox | Single::HiddenInLine => Technique::HiddenSingle,
            Single::Naked => Technique::NakedSingle,
        }
    }

    /// Every single of this kind the state has, each cell once.
    fn find(self, geometry: &Geometry, state: &Candidates) -> Vec<(Cell, Digit)> {
        let mut found: Vec<(Cell, Digit)> = Vec::new();
        if self == Single::Naked {
            for cell in geometry.cells() {
                if let Some(digit) = state.get(cell).only() {
                    found.push((cell, digit));
                }
            }
            return found;
        }
        let kinds: &[HouseKind] = match self {
            Single::HiddenInBox => &[HouseKind::Box],
            Single::HiddenInLine => &[HouseKind::Row, HouseKind::Column],
            Single::FullHouse | Single::Naked => &HouseKind::ALL,
        };
        for &kind in kinds {
            for (_, cells) in geometry.houses_with_cells(kind) {
                let house = HouseDigits::of(state, cells);
                if (self == Single::FullHouse) != (house.empty == 1) {
                    continue;
                }
                for digit in house.single_places() {
                    let cell = place_of(state, cells, digit);
                    if let Some(cell) = cell.filter(|&c| !found.iter().any(|&(f, _)| f == c)) {
                        found.push((cell, digit));
                    }
                }
            }
        }
        found
    }
}

/// The rating solve from `state` on `scale` with the steps up to `ceiling` (in
/// tenths): what it used, and the state it ended in (full, unless it
/// stalled). Writes the sentences of the steps beyond singles when given
/// a narrator.
///
/// Like Sudoku Explainer, it takes the easiest step there is each time:
/// the steps of the [`LADDER`] in order (all singles of the easiest kind
/// at once: the hardest step is the same), then the first technique that
/// applies, easiest first.
fn rating_solve(
    puzzle: &Puzzle,
    state: Candidates,
    scale: Scale,
    ceiling: u32,
    narrator: Option<&Narrator>,
    stop: Stop,
) -> Option<(Tally, Candidates)> {
    let variants = scale.variants(puzzle.geometry().side());
    let order: Vec<Technique> = (scale.order(&variants).into_iter())
        .filter(|&t| t.tenths() <= ceiling)
        .collect();
    let variants: Vec<Variant> = (variants.into_iter())
        .filter(|v| v.tenths() <= ceiling)
        .collect();
    let ladder = LADDER.into_iter().filter(|rung| {
        rung.tenths() <= ceiling
            && (matches!(rung, Rung::Single(_)) || matches!(scale, Scale::Explainer { .. }))
    });
    let ladder: Vec<Rung> = ladder.collect();
    let geometry = Arc::clone(puzzle.geometry());
    let mut deducer = Deducer::new(Arc::clone(&geometry), state, order);
    let mut tally = Tally::default();
    'solve: while deducer.state().empty_cells() > 0 {
        if stop() {
            return None;
        }
        for &rung in &ladder {
            let worth = rung.tenths();
            match rung {
                Rung::Single(single) => {
                    if !deducer.may_have_singles() {
                        continue;
                    }
                    let found = single.find(&geometry, deducer.state());
                    if found.is_empty() {
                        continue;
                    }
                    for &(cell, digit) in &found {
                        if deducer.state().get(cell).contains(digit) {
                            deducer.fill(cell, digit);
                        }
                    }
                    tally.count(single.technique(), worth, found.len(), true);
                }
                Rung::Direct(direct) => {
                    let Some((found, (cell, digit))) = direct.find(&geometry, deducer.state())
                    else {
                        continue;
                    };
                    // The step places the single it leaves, as SE's direct
                    // hints do, and keeps the candidates: a person who
                    // sees the single at once writes nothing down.
                    deducer.fill(cell, digit);
                    let technique = direct.technique();
                    tally.count(technique, worth, 1, true);
                    tally.explain(narrator, technique, worth, &found);
                }
            }
            continue 'solve;
        }
        let Some((technique, worth, deduction)) = next_step(&mut deducer, scale, &variants) else {
            break;
        };
        deducer.apply(&deduction);
        tally.count(
            technique,
            worth,
            1,
            matches!(deduction, Deduction::Place(_)),
        );
        if let Deduction::Eliminate(elimination) = &deduction {
            tally.explain(narrator, technique, worth, elimination);
        }
    }
    Some((tally, deducer.state().clone()))
}

/// The easiest step of the techniques and the `variants` after the
/// ladder, with what it is worth (in tenths): the first technique that
/// applies, each variant tried after the techniques no harder than it.
fn next_step(
    deducer: &mut Deducer,
    scale: Scale,
    variants: &[Variant],
) -> Option<(Technique, u32, Deduction)> {
    let techniques = |deducer: &mut Deducer, range| {
        let (technique, deduction) = deducer.find_among(range)?;
        Some((technique, scale.worth(technique, &deduction), deduction))
    };
    let mut from = 0;
    for &variant in variants {
        // Before the techniques of the same value, as SE orders them.
        let to = (deducer.techniques()).partition_point(|t| t.tenths() < variant.tenths());
        if let Some(step) = techniques(deducer, from..to) {
            return Some(step);
        }
        from = to;
        if let Some(found) = variant.find(deducer.geometry(), deducer.state()) {
            let worth = variant.worth(&found);
            return Some((found.technique, worth, Deduction::Eliminate(found.step)));
        }
    }
    let all = deducer.techniques().len();
    techniques(deducer, from..all)
}

/// How many candidates a chain or net puts together: its links, and for
/// a net every fact of every branch (nested branches included).
fn complexity(found: &Elimination) -> usize {
    fn facts(branch: &NetBranch) -> usize {
        (branch.facts.iter())
            .map(|fact| match &fact.rule {
                NetRule::Nested { branch } => 1 + facts(branch),
                _ => 1,
            })
            .sum()
    }
    found.links.len() + found.net.iter().map(facts).sum::<usize>()
}

/// Sudoku Explainer's bonus for a chain of `complexity` candidates, in
/// tenths: one each time its length (the complexity less 2) passes 4, 6,
/// 8, 12, 16, 24, 32, 48, … (each bound half again, then a third again,
/// the last).
fn length_bonus(complexity: usize) -> u32 {
    let length = complexity.saturating_sub(2);
    let (mut bound, mut half) = (4, true);
    let mut bonus = 0;
    while length > bound {
        bonus += 1;
        bound = if half { bound * 3 / 2 } else { bound * 4 / 3 };
        half = !half;
    }
    bonus
}

/// What the rating solve has used so far.
#[derive(Clone, Default)]
struct Tally {
    uses: Vec<TechniqueUse>,
    steps: Vec<RatedStep>,
    /// The hardest step in tenths, and its technique.
    hardest: Option<(u32, Technique)>,
    /// The hardest step up to the first placement, in tenths, and whether
    /// there has been one.
    before_placing: u32,
    placed: bool,
    /// The first step, in tenths.
    first: Option<u32>,
    /// All steps, in tenths.
    score: u32,
}

impl Tally {
    /// `n` steps of `technique`, each worth `worth` tenths, placing digits
    /// or not.
    fn count(&mut self, technique: Technique, worth: u32, n: usize, placing: bool) {
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
        let total = worth.saturating_mul(u32::try_from(n).unwrap_or(u32::MAX));
        self.score = self.score.saturating_add(total);
        match self.hardest {
            Some((hardest, _)) if hardest >= worth => {}
            _ => self.hardest = Some((worth, technique)),
        }
        self.first.get_or_insert(worth);
        if !self.placed {
            self.before_placing = self.before_placing.max(worth);
            self.placed = placing;
        }
    }

    /// Lists a step beyond the singles with its sentence, given a narrator.
    fn explain(
        &mut self,
        narrator: Option<&Narrator>,
        technique: Technique,
        worth: u32,
        found: &Elimination,
    ) {
        if let Some(narrator) = narrator {
            self.steps.push(RatedStep {
                technique,
                difficulty: f64::from(worth) / 10.0,
                text: technique.describe(found, narrator),
            });
        }
    }

    /// The rating of a solve that left `remaining` cells empty.
    fn rating(self, remaining: usize) -> Rating {
        let hardest = self.hardest.map_or(0, |(tenths, _)| tenths);
        let level = match remaining {
            0 => Level::of_er(hardest),
            _ => Level::NeedsGuessing,
        };
        let tenths = |t: u32| f64::from(t) / 10.0;
        Rating {
            level,
            er: tenths(hardest),
            ep: tenths(self.before_placing),
            ed: tenths(self.first.unwrap_or(0)),
            technique: self.hardest.map(|(_, t)| t),
            score: tenths(self.score),
            uses: self.uses,
            steps: self.steps,
            remaining,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::step::{Link, Node};

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
        let se = Scale::Explainer { trials: true };
        let explainer = se.order(&se.variants(9));
        assert!(explainer.iter().all(|t| t.is_rated()));
        assert!(explainer.iter().any(|t| t.is_trial()));
        // Up to 9x9 SE's own forms stand in for some techniques; beyond,
        // the techniques themselves.
        assert!(!explainer.contains(&Technique::Aic));
        assert!(se.variants(16).is_empty());
        assert!(se.order(&[]).contains(&Technique::Aic));
        let practice = Scale::Practice.order(&[]);
        let trials = Technique::ALL.iter().filter(|t| t.is_trial()).count();
        assert_eq!(practice.len(), Technique::ALL.len() - 3 - trials);
        assert!(!practice.iter().any(|t| t.is_trial()));
        for order in [explainer, practice] {
            assert!(order.windows(2).all(|w| w[0].tenths() <= w[1].tenths()));
        }
        let rungs: Vec<u32> = LADDER.iter().map(|r| r.tenths()).collect();
        assert!(rungs.windows(2).all(|w| w[0] < w[1]), "{rungs:?}");
    }

    #[test]
    fn chains_gain_sudoku_explainers_bonus_for_length() {
        // Length is the complexity less 2; a tenth each time it passes 4,
        // 6, 8, 12, 16, 24, 32, 48, …
        let bonuses: Vec<u32> = [6, 7, 8, 9, 10, 11, 14, 15, 18, 19, 26, 27, 34, 35, 50, 51]
            .map(length_bonus)
            .to_vec();
        assert_eq!(bonuses, [0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8]);
        let node = Node {
            cell: Cell::at(0),
            digit: Digit::new(1).unwrap(),
            group: Vec::new(),
        };
        let chain = |links: usize| {
            Deduction::Eliminate(Elimination {
                links: vec![
                    Link {
                        from: node.clone(),
                        to: node.clone(),
                        strong: true,
                        set: Vec::new(),
                    };
                    links
                ],
                ..Elimination::default()
            })
        };
        let se = Scale::Explainer { trials: true };
        assert_eq!(se.worth(Technique::Aic, &chain(6)), 70);
        assert_eq!(se.worth(Technique::Aic, &chain(12)), 73);
        assert_eq!(Scale::Practice.worth(Technique::Aic, &chain(12)), 70);
        assert_eq!(se.worth(Technique::NakedPair, &chain(12)), 30);
    }

    #[test]
    fn a_rating_up_to_a_ceiling_is_the_whole_rating_or_none() {
        // Sudoku Explainer rates it 7.8 (line 1040 of the calibration set).
        let puzzle: Puzzle =
            ".7....6...8.3..........62.3...........1...39.....954.22...5..8.51.4.....6....7..."
                .parse()
                .unwrap();
        let whole = rate(&puzzle).unwrap();
        assert_eq!(whole.er, 7.8);
        let se = Scale::Explainer { trials: true };
        // Its hardest step is a Nishio forcing chain (7.5 and SE's bonus).
        assert_eq!(rate_up_to(&puzzle, se, 74, &mut || false), Some(None));
        for ceiling in [75, 78, 85, u32::MAX] {
            let within = rate_up_to(&puzzle, se, ceiling, &mut || false).unwrap();
            assert_eq!(within.as_ref(), Some(&whole), "{ceiling}");
        }
        assert_eq!(rate_up_to(&puzzle, se, 75, &mut || true), None);
    }

    #[test]
    fn the_first_step_and_the_first_placement_give_ed_and_ep() {
        let mut tally = Tally::default();
        tally.count(Technique::Pointing, 26, 1, false);
        tally.count(Technique::NakedPair, 30, 1, false);
        tally.count(Technique::HiddenSingle, 12, 3, true);
        tally.count(Technique::XyWing, 42, 1, false);
        let rating = tally.rating(0);
        assert_eq!((rating.er, rating.ep, rating.ed), (4.2, 3.0, 2.6));
        assert_eq!(rating.technique, Some(Technique::XyWing));
    }

    #[test]
    fn a_pointing_that_leaves_a_single_in_a_box_is_direct() {
        // Sudoku Explainer rates this 1.7/1.2/1.2 (as in the shared
        // calibration set, where pencilmark is within 0.3 of SE on the
        // easier puzzles far more often with direct steps than without).
        let rating = rated(
            "................12..3.45...........4.2....3..61.7........1...6...4......2....8.9.",
        );
        assert_eq!((rating.er, rating.ep, rating.ed), (1.7, 1.2, 1.2));
        assert_eq!(rating.technique, Some(Technique::Pointing));
        assert_eq!(rating.steps[0].difficulty, 1.7);
        assert!(rating.steps[0].text.starts_with("Pointing: "));
    }

    #[test]
    fn hidden_singles_alone_make_an_easy_puzzle() {
        let rating = rated(
            "..35.......4..2....1..4..62......793......6....72.8..4......936..........698..1.7",
        );
        assert_eq!(rating.level, Level::Easy);
        assert_eq!((rating.er, rating.ep, rating.ed), (1.5, 1.2, 1.2));
        assert_eq!(rating.technique, Some(Technique::HiddenSingle));
        assert!(rating.steps.is_empty());
        assert_eq!(rating.remaining, 0);
        let placed: usize = rating.uses.iter().map(|u| u.count).sum();
        assert_eq!(placed, 81 - 24, "every empty cell is one single");
        // 20 full houses, 34 hidden singles in boxes, 3 in lines.
        let score = 20.0 * 1.0 + 34.0 * 1.2 + 3.0 * 1.5;
        assert!((rating.score - score).abs() < 1e-9, "{}", rating.score);
    }

    #[test]
    fn a_direct_hidden_pair_leaves_it_easy_and_is_explained() {
        // Two hidden pairs, each leaving a hidden single in its box: SE's
        // direct hidden pair (2.0), below the naked single (2.3).
        let rating = rated(
            "9.4.....25...1..9......8...7981....6...42.....6........4...75..2.5.......7....68.",
        );
        assert_eq!(rating.level, Level::Easy);
        assert_eq!((rating.er, rating.ep, rating.ed), (2.0, 1.2, 1.2));
        assert_eq!(rating.technique, Some(Technique::HiddenPair));
        assert_eq!(rating.steps.len(), 2);
        assert!(rating.steps[0]
            .text
            .starts_with("Hidden pair: in box 6, 8 and 9 fit only in r5c7 and r5c9"));
        let json = serde_json::to_value(&rating).unwrap();
        assert_eq!(json["level"], "easy");
        assert_eq!(json["technique"], "hidden-pair");
        assert_eq!(json["er"], 2.0);
        assert_eq!(json["steps"][0]["difficulty"], 2.0);
    }

    #[test]
    fn every_digit_the_rating_solve_places_is_the_solution() {
        // The direct steps place a single they only prove; the nets
        // place what every branch agrees on: all must be the solution.
        for line in [
            "................12..3.45...........4.2....3..61.7........1...6...4......2....8.9.",
            "9.4.....25...1..9......8...7981....6...42.....6........4...75..2.5.......7....68.",
            "..6..1....7.3....6..37....25...14....21...93.9..........956...8..2...........914.",
            "98.7..6..75.....8...6......4...3.5....59...6......2..4.2..1......98...7......91.3",
        ] {
            let puzzle: Puzzle = line.parse().unwrap();
            let solution = Query::new(&puzzle)
                .solve(false, &mut Budget::unlimited())
                .unwrap();
            for scale in [Scale::Explainer { trials: true }, Scale::Practice] {
                let (_, state) = rating_solve(
                    &puzzle,
                    Candidates::new(puzzle.givens()),
                    scale,
                    u32::MAX,
                    None,
                    &mut || false,
                )
                .unwrap();
                for cell in puzzle.geometry().cells() {
                    if let Some(digit) = state.value(cell) {
                        assert_eq!(digit.get(), solution[cell.index()], "{line} {cell:?}");
                    }
                }
                if scale != Scale::Practice {
                    assert_eq!(state.empty_cells(), 0, "{line}");
                }
            }
        }
    }

    #[test]
    fn a_puzzle_that_needs_forcing_chains_is_rated_on_the_scale() {
        let rating = rated(
            "98.7..6..75.....8...6......4...3.5....59...6......2..4.2..1......98...7......91.3",
        );
        assert_eq!(rating.level, Level::Diabolical);
        assert_eq!(rating.remaining, 0);
        assert!(rating.er >= 8.5, "{}", rating.er);
        assert!(rating.technique.is_some_and(Technique::is_trial));
    }

    #[test]
    fn only_proper_puzzles_are_rated() {
        let two = ".".repeat(81).parse().unwrap();
        assert!(matches!(rate(&two), Err(Error::MultipleSolutions { .. })));
        let none = format!("12345678.........9{}", ".".repeat(63));
        assert_eq!(rate(&none.parse().unwrap()), Err(Error::NoSolution));
    }
}
