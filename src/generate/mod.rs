//! The generator: full grids and puzzles with exactly one solution, on
//! every board, reproducible from a seed the caller gives.
//!
//! pencilmark never draws randomness from the platform: every choice comes
//! from a small generator in this module (SplitMix64) started from the
//! caller's seed, and everything it feeds is deterministic, so a seed gives
//! the same grids and puzzles natively and in WebAssembly.
//!
//! ## Full grids
//!
//! The boxes on the diagonal (one per band, as far as there are stacks)
//! share no row, column or box, so each gets the digits in a random order,
//! and the fast [`search`] completes the board. When it
//! cannot (the boxes admit no grid, as happens on small boards) or takes
//! too long (on boards above 36x36 it is not tried), the grid is the
//! pattern `(box_width * (row % box_height) + row / box_height + col) %
//! side` with its digits relabelled at random instead. Either way the
//! bands, the rows within each band, the stacks and the columns within
//! each stack are then shuffled, which keeps every house whole.
//!
//! ## Puzzles
//!
//! From a full grid, clues are taken away in a random order, a whole
//! [`Symmetry`] orbit at a time (a cell and its images), and each removal
//! is kept only if the puzzle still has one solution. The check is the
//! search for a solution that puts another digit in a removed cell: the
//! one solution is known, so any other must differ there (a cell whose
//! peers hold every other digit needs no search).
//!
//! - A **minimal** puzzle (the default up to 12x12) comes from trying every
//!   orbit, each proof taking as long as it takes: no clue (no orbit, with
//!   a symmetry) can go without a second solution appearing.
//! - A puzzle that need not be minimal (the default above 12x12) gives each
//!   proof a budget of 64 guesses: a removal not proved safe within it is
//!   undone. On 16x16 that keeps a couple of clues more than minimal in
//!   far less time; on 25x25 it is what makes a puzzle take a second
//!   rather than minutes.
//! - A clue floor stops the removal earlier; a puzzle with more clues than
//!   the ceiling, or not minimal when that was asked for, is thrown away
//!   and another made.
//!
//! With a target [`Level`], a band of ER ([`ErBand`]) or a technique to
//! practise, each puzzle is [rated](mod@crate::rate) and kept only when it
//! fits: its ER is in the band asked for (a level's, or both), and a
//! rating solve with every technique uses the technique and nothing
//! harder.
//! Puzzles that need not be minimal are also steered while they are made:
//! a removal after which the steps up to the band's top (or up to the
//! technique) no longer finish the puzzle is undone, which is how big
//! boards reach the easier levels at all. That check is a whole rating
//! solve, without the forcing chains: bands that reach above expert (7.5)
//! are not steered, since their puzzles must need forcing chains, which
//! only the rating finds. Steered to expert's top, every technique but the
//! forcing chains, nearly every removal passes, so there removals are
//! checked eight at a time, and a batch that fails is split in halves
//! until the removals that break the ceiling are found; below, many
//! removals fail, and each is checked on its own. After a
//! bounded number of attempts ([`default_attempts`]) the generator gives
//! up with [`Error::GaveUp`], never looping for ever.
//!
//! ## Limits
//!
//! Proving a removal safe gets expensive on big boards with few clues: a
//! minimal 16x16 puzzle sometimes takes seconds, a minimal 25x25 one
//! minutes; the defaults avoid both, and
//! [`Generator::generate_within`] keeps a puzzle's making (and
//! [`Generated::rate_within`] its rating) to a time, answering
//! [`Error::OutOfTime`] when it runs out (the CLI's `--max-millis`, the JS
//! option `maxMillis`). Some requests cannot be met at some sizes (4x4
//! puzzles are all easy, a 9x9 board has no room for a large fish): see
//! `BENCHMARKS.md` for the rates and the levels hit.

mod symmetry;

use std::sync::Arc;

use crate::digits::{Digit, DigitSet};
use crate::error::Error;
use crate::geometry::Geometry;
use crate::grid::{Alphabet, Grid, Puzzle};
use crate::rate::{rate_on, rate_up_to, rate_within, solves_within, ErBand, Level, Rating, Scale};
use crate::search::{self, Budget, Limits, Query};
use crate::solve::{Options, Stepper, Technique};
use crate::step::Step;

pub use symmetry::Symmetry;

/// What puzzles to make. The default: no symmetry, minimal up to 12x12,
/// any level, the standard alphabet.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct GenerateOptions {
    /// The symmetry of the clue pattern.
    pub symmetry: Symmetry,
    /// Whether no clue may be left that could go (no orbit, with a
    /// symmetry). Default: minimal up to 12x12; above, proving it takes
    /// far longer, so removals whose proof needs more than a budget of
    /// guesses are undone instead (see the [module docs](self)).
    pub minimal: Option<bool>,
    /// The fewest clues: removal stops before going below. Default: none.
    pub min_clues: Option<usize>,
    /// The most clues: a puzzle with more is thrown away.
    pub max_clues: Option<usize>,
    /// The level the puzzle must rate at.
    pub level: Option<Level>,
    /// The ER band the puzzle must rate in (with a level too, both).
    pub er: Option<ErBand>,
    /// A technique the puzzle practises: its rating solve (easiest step
    /// first) uses it, and nothing harder, and needs no guess; and the
    /// solve a player shows (every technique in the default order) takes a
    /// step of it. Not a forcing chain ([`Technique::is_trial`]): the
    /// rating never uses them.
    pub technique: Option<Technique>,
    /// How many puzzles to make, at most, looking for one that meets the
    /// options, before giving up ([`Error::GaveUp`]). Default: see
    /// [`default_attempts`].
    pub attempts: Option<usize>,
    /// The alphabet the puzzle is written in.
    pub alphabet: Alphabet,
}

/// Attempts made by default for one puzzle: more on small boards, where
/// each is cheap (9 408 on 9x9, 1 674 on 12x12, 298 on 16x16, 20 on 25x25,
/// at least 10), so that a request that cannot be met gives up within
/// seconds to tens of seconds.
pub fn default_attempts(geometry: &Geometry) -> usize {
    const BUDGET: u64 = 5_000_000_000;
    let cells = geometry.cell_count() as u64;
    let attempts = (BUDGET / cells.pow(3)).clamp(10, 100_000);
    usize::try_from(attempts).unwrap_or(10)
}

/// A puzzle made by the generator.
#[derive(Clone, PartialEq, Debug)]
pub struct Generated {
    /// The puzzle: exactly one solution.
    pub puzzle: Puzzle,
    /// Its solution.
    pub solution: Grid,
    /// Its rating, [`rate`](crate::rate())'s, when the options asked for a
    /// level or a band (so it was rated anyway); [`Generated::rate`] gives
    /// it either way. A technique to practise is judged by another solve,
    /// with every technique, pencilmark's own included, each at its base
    /// difficulty (on SE's scale a W-Wing is reached by a chain), which is
    /// not the rating: that solve's rating is `practice`.
    pub rating: Option<Rating>,
    /// With a technique to practise, the rating of the solve that judged
    /// it: every technique, pencilmark's own included, easiest step first.
    /// It uses the technique, nothing harder, and no guess.
    pub practice: Option<Rating>,
    /// How many puzzles were made to find this one (1 when the first fit).
    pub attempts: usize,
}

impl Generated {
    /// The puzzle's rating, [`rate`](crate::rate())'s: the one made to meet
    /// a level or band, or else rated now.
    pub fn rate(&self) -> Result<Rating, Error> {
        self.rate_within(&Limits::none())
    }

    /// [`Generated::rate`] within the `limits`' time
    /// ([`rate_within`](crate::rate_within)'s errors).
    pub fn rate_within(&self, limits: &Limits) -> Result<Rating, Error> {
        match &self.rating {
            Some(rating) => Ok(rating.clone()),
            None => limits.search(|budget| rate_within(&self.puzzle, None, budget)),
        }
    }
}

/// A full grid of the board, from the seed.
pub fn full_grid(geometry: &Arc<Geometry>, seed: u64) -> Grid {
    let mut rng = Rng::new(seed);
    let values = fill(geometry, &mut rng);
    Grid::from_values(Arc::clone(geometry), values.into_iter().map(Some).collect())
}

/// One puzzle of the board, from the seed: [`Generator::generate`] of a
/// fresh generator.
pub fn generate(
    geometry: &Arc<Geometry>,
    options: &GenerateOptions,
    seed: u64,
) -> Result<Generated, Error> {
    Generator::new(geometry, options.clone(), seed)?.generate()
}

/// Makes puzzles of one board, one after another, from one seed: the same
/// seed and options give the same sequence.
#[derive(Clone, Debug)]
pub struct Generator {
    geometry: Arc<Geometry>,
    options: GenerateOptions,
    rng: Rng,
    orbits: Vec<Vec<usize>>,
    /// The clue floor in force.
    floor: usize,
    minimal: bool,
    /// Guesses each proof that a removal keeps one solution may take.
    proof_budget: usize,
    /// For puzzles that need not be minimal, the hardest step (in tenths)
    /// the level or technique asked for allows: removals that would need a
    /// harder one are undone.
    ceiling: Option<u32>,
    /// The ER band of the level and the band asked for.
    band: Option<ErBand>,
    attempts: usize,
    /// The time limit of the call in progress.
    limits: Limits,
}

/// The error of a generator whose time is up.
const OUT_OF_TIME: Error = Error::OutOfTime {
    during: "making a puzzle",
};

impl Generator {
    /// A generator for the board and options, started from the seed.
    ///
    /// Errors: [`Error::BadOptions`] for clue bounds that cross or exceed
    /// the board, a technique that never applies on a board this size, a
    /// forcing chain as the technique (too slow to check after every clue
    /// taken away), the level needs-guessing (the rating's nets finish the
    /// puzzles it makes), a level the board's size does not have
    /// ([`Level::made_on`]), or no attempts; [`Error::AlphabetTooSmall`] for an alphabet that
    /// cannot write the board.
    pub fn new(
        geometry: &Arc<Geometry>,
        options: GenerateOptions,
        seed: u64,
    ) -> Result<Generator, Error> {
        let cells = geometry.cell_count();
        let side = geometry.side();
        options.alphabet.check(side)?;
        let bad = |reason: String| Err(Error::BadOptions { reason });
        if let Some(min) = options.min_clues {
            if min > cells {
                return bad(format!(
                    "min clues ({min}) is more than the {cells} cells of a {side}x{side} board"
                ));
            }
        }
        let fewest = geometry.fewest_clues();
        if let Some(max) = options.max_clues.filter(|&max| max < fewest) {
            return bad(format!(
                "max clues ({max}) is fewer than any {side}x{side} puzzle with one solution has (at least {fewest})"
            ));
        }
        if let (Some(min), Some(max)) = (options.min_clues, options.max_clues) {
            if min > max {
                return bad(format!("min clues ({min}) is more than max clues ({max})"));
            }
        }
        if options.level == Some(Level::NeedsGuessing) {
            return bad(
                "needs-guessing cannot be asked for: the rating's forcing chains and nets finish the puzzles the generator makes"
                    .to_owned(),
            );
        }
        if let Some(reason) = options.level.and_then(|l| l.missing_on(side)) {
            return bad(reason);
        }
        if let Some(reason) = options.technique.and_then(|t| unpractisable(t, side)) {
            return bad(reason);
        }
        if options.attempts == Some(0) {
            return bad("attempts must be at least 1".to_owned());
        }
        let minimal = options.minimal.unwrap_or(side <= MINIMAL_UP_TO_SIDE);
        let band = match (options.level.and_then(Level::band), options.er) {
            (Some(level), Some(er)) => match level.and(er) {
                Some(band) => Some(band),
                None => {
                    return bad(format!(
                        "the level {} (ER {}) and the ER band {er} have no ER in common",
                        options.level.map_or("", Level::name),
                        level
                    ))
                }
            },
            (level, er) => level.or(er),
        };
        // Up to an expert's ER the techniques short of the forcing chains
        // finish the puzzle, and steering to them keeps it in reach;
        // beyond, the puzzle must need forcing chains or long chains, and
        // removals are left free.
        let ceilings = [
            band.map(|b| b.high).filter(|&high| high <= STEERED_UP_TO),
            options.technique.map(Technique::tenths),
        ];
        Ok(Generator {
            geometry: Arc::clone(geometry),
            orbits: options.symmetry.orbits(geometry),
            attempts: options
                .attempts
                .unwrap_or_else(|| default_attempts(geometry)),
            floor: options.min_clues.unwrap_or(0),
            proof_budget: if minimal { usize::MAX } else { PROOF_BUDGET },
            ceiling: if minimal {
                None
            } else {
                ceilings.into_iter().flatten().min()
            },
            options,
            band,
            rng: Rng::new(seed),
            minimal,
            limits: Limits::none(),
        })
    }

    /// The board.
    pub fn geometry(&self) -> &Arc<Geometry> {
        &self.geometry
    }

    /// The next full grid of the sequence.
    pub fn full_grid(&mut self) -> Grid {
        let values = fill(&self.geometry, &mut self.rng);
        Grid::from_values(
            Arc::clone(&self.geometry),
            values.into_iter().map(Some).collect(),
        )
    }

    /// The next puzzle of the sequence that meets the options.
    ///
    /// Errors: [`Error::GaveUp`] when none of the attempts met them.
    pub fn generate(&mut self) -> Result<Generated, Error> {
        self.generate_within(&Limits::none())
    }

    /// [`Generator::generate`] within the `limits`' time (their guesses do
    /// not count: the generator bounds its own searches):
    /// [`Error::OutOfTime`] once it is up, asked before each attempt, each
    /// clue taken away and each step of a rating solve, and within each
    /// search. The sequence goes on from where the call stopped, so it
    /// is the same sequence as without the limit only when nothing ran out
    /// of time.
    pub fn generate_within(&mut self, limits: &Limits) -> Result<Generated, Error> {
        self.limits = *limits;
        let made = self.attempt_all();
        self.limits = Limits::none();
        made
    }

    /// [`Generator::generate_within`] with its limits in place.
    fn attempt_all(&mut self) -> Result<Generated, Error> {
        for attempt in 1..=self.attempts {
            if self.limits.time_is_up() {
                return Err(OUT_OF_TIME);
            }
            let solution = fill(&self.geometry, &mut self.rng);
            let Some(values) = self.carve(&solution)? else {
                continue;
            };
            let givens = Grid::from_values(Arc::clone(&self.geometry), values);
            let puzzle = Puzzle::from_checked(givens, self.options.alphabet);
            debug_assert_eq!(search::count_solutions(&puzzle, 2), 1);
            let limits = self.limits;
            let stop = &mut || limits.time_is_up();
            // The technique is judged by the practice solve, the band on
            // SE's scale: the rating `rate` gives, and the one kept.
            let practice = match self.options.technique {
                Some(technique) => {
                    let practice = rate_on(&puzzle, Scale::Practice, stop).ok_or(OUT_OF_TIME)?;
                    if !practises(&practice, technique) || !shown_in_solve(&puzzle, technique) {
                        continue;
                    }
                    Some(practice)
                }
                None => None,
            };
            let rating = match self.band {
                Some(band) => {
                    // Rated no further than the band's top: an attempt
                    // that needs more is turned down without the costly
                    // steps above it.
                    let scale = Scale::Explainer { trials: true };
                    let rated = rate_up_to(&puzzle, scale, band.high, stop).ok_or(OUT_OF_TIME)?;
                    match rated {
                        Some(rating) if band.fits(&rating) => Some(rating),
                        _ => continue,
                    }
                }
                None => None,
            };
            let solution = solution.into_iter().map(Some).collect();
            return Ok(Generated {
                puzzle,
                solution: Grid::from_values(Arc::clone(&self.geometry), solution),
                rating,
                practice,
                attempts: attempt,
            });
        }
        Err(Error::GaveUp {
            attempts: self.attempts,
        })
    }

    /// Takes clues from the full grid, orbit by orbit in a random order,
    /// while the puzzle keeps one solution and the floor allows. `None`
    /// when the result breaks the ceiling or is not minimal though it
    /// must be; [`Error::OutOfTime`] when the time is up.
    fn carve(&mut self, solution: &[Digit]) -> Result<Option<Vec<Option<Digit>>>, Error> {
        let (geometry, limits) = (&self.geometry, &self.limits);
        let mut values: Vec<Option<Digit>> = solution.iter().map(|&d| Some(d)).collect();
        let mut clues = values.len();
        let mut order: Vec<usize> = (0..self.orbits.len()).collect();
        self.rng.shuffle(&mut order);
        let mut skipped = Vec::new();
        // Removals proved safe but not yet checked against the ceiling, and
        // how many to check at once: a batch with every technique allowed
        // (extreme), which nearly every removal passes; one by one below
        // that, where many fail and a failing batch costs more checks.
        let mut pending = Vec::with_capacity(CEILING_BATCH);
        let batch = match self.ceiling {
            Some(STEERED_UP_TO) => CEILING_BATCH,
            _ => 1,
        };
        for index in order {
            if limits.time_is_up() {
                return Err(OUT_OF_TIME);
            }
            let orbit = &self.orbits[index];
            let budget = self.proof_budget;
            if clues - orbit.len() < self.floor {
                skipped.push(index);
            } else if remove_if_unique(geometry, &mut values, orbit, solution, budget, limits) {
                clues -= orbit.len();
                if let Some(ceiling) = self.ceiling {
                    pending.push(index);
                    if pending.len() == batch {
                        clues += self.settle(&mut values, solution, &pending, ceiling);
                        pending.clear();
                    }
                }
            }
        }
        if let Some(ceiling) = self.ceiling {
            clues += self.settle(&mut values, solution, &pending, ceiling);
        }
        if self.options.max_clues.is_some_and(|max| clues > max) {
            return Ok(None);
        }
        if self.minimal {
            for index in skipped {
                let orbit = &self.orbits[index];
                if remove_if_unique(geometry, &mut values, orbit, solution, usize::MAX, limits) {
                    return Ok(None);
                }
            }
        }
        // A proof cut short by the time leaves its clue, which the puzzle
        // may not need.
        match limits.time_is_up() {
            true => Err(OUT_OF_TIME),
            false => Ok(Some(values)),
        }
    }

    /// Keeps the `pending` removals (orbits taken out of `values`, each
    /// proved to leave one solution) that the techniques up to `ceiling`
    /// allow, and puts the others' clues back; returns how many clues it
    /// put back. One check when the puzzle stays within the ceiling (most
    /// removals do); else the first half is settled with the second put
    /// back, then the second on top of it. A removal proved safe stays
    /// safe when clues are put back (more clues, no more solutions).
    fn settle(
        &self,
        values: &mut [Option<Digit>],
        solution: &[Digit],
        pending: &[usize],
        ceiling: u32,
    ) -> usize {
        if pending.is_empty() || self.still_within(values, ceiling) {
            return 0;
        }
        let put_back = |values: &mut [Option<Digit>], orbits: &[usize]| {
            let mut clues = 0;
            for &index in orbits {
                for &cell in &self.orbits[index] {
                    values[cell] = Some(solution[cell]);
                    clues += 1;
                }
            }
            clues
        };
        if pending.len() == 1 {
            return put_back(values, pending);
        }
        let (first, second) = pending.split_at(pending.len() / 2);
        put_back(values, second);
        let mut restored = self.settle(values, solution, first, ceiling);
        for &index in second {
            for &cell in &self.orbits[index] {
                values[cell] = None;
            }
        }
        restored += self.settle(values, solution, second, ceiling);
        restored
    }

    /// Whether the techniques up to `ceiling` (in tenths) solve the proper
    /// puzzle of these values.
    fn still_within(&self, values: &[Option<Digit>], ceiling: u32) -> bool {
        let givens = Grid::from_values(Arc::clone(&self.geometry), values.to_vec());
        let scale = match self.options.technique {
            Some(_) => Scale::Practice,
            None => Scale::Explainer { trials: false },
        };
        let limits = self.limits;
        solves_within(
            &Puzzle::from_checked(givens, self.options.alphabet),
            scale,
            ceiling,
            &mut || limits.time_is_up(),
        )
    }
}

/// The highest ER (in tenths) the generator steers to while it takes clues
/// away: the techniques up to it, the forcing chains aside, are all of
/// SE's but the forcing chains.
const STEERED_UP_TO: u32 = 75;

/// Removals checked against [`STEERED_UP_TO`] (every technique but the
/// forcing chains) at once: nearly all of them keep the puzzle within it,
/// and each check is a whole rating solve.
const CEILING_BATCH: usize = 8;

/// Boards up to this side are made minimal by default.
const MINIMAL_UP_TO_SIDE: usize = 12;

/// Guesses a proof that a removal keeps one solution may take when the
/// puzzle need not be minimal: a removal that takes more stays undone.
const PROOF_BUDGET: usize = 64;

/// Whether a practice rating's solve uses `technique` and nothing harder,
/// without a guess.
fn practises(practice: &Rating, technique: Technique) -> bool {
    practice.level != Level::NeedsGuessing
        && practice.uses.iter().any(|u| u.technique == technique)
        && (practice.technique == Some(technique) || technique.difficulty() >= practice.er)
}

/// Whether the solve a player shows (every technique in the default
/// order, the puzzle known to have one solution) takes a step of
/// `technique`: the practice solve takes the easiest step first, and may
/// meet a technique the default order passes by (an X-Wing before a hidden
/// pair), where a person practising it is shown the solve.
fn shown_in_solve(puzzle: &Puzzle, technique: Technique) -> bool {
    let options = Options {
        guessing: false,
        assume_unique: true,
        ..Options::default()
    };
    Stepper::new(puzzle, options).any(|step| match step {
        Step::Place { technique: t, .. } | Step::Eliminate { technique: t, .. } => t == technique,
        _ => false,
    })
}

/// Why puzzles that practise `technique` cannot be made on a board of
/// `side`, or None when they can be asked for.
fn unpractisable(technique: Technique, side: usize) -> Option<String> {
    if technique.is_trial() {
        return Some(format!(
            "{technique} cannot be practised: practice puzzles are made without forcing chains (the generator solves the puzzle again after every clue it takes away, and a forcing chain makes each solve far too slow)"
        ));
    }
    let least = 2 * pattern_size(technique);
    (least > side).then(|| {
        format!("{technique} never applies on a {side}x{side} board: it needs {least}x{least} or larger")
    })
}

/// The techniques [`GenerateOptions::technique`] may name on a board of
/// `side`, in the table's order: all but the forcing chains and the
/// patterns too large for the board. (Some are rarely the hardest step a
/// puzzle needs, and may take many attempts.)
pub fn practisable(side: usize) -> Vec<Technique> {
    (Technique::ALL.iter().copied())
        .filter(|&t| unpractisable(t, side).is_none())
        .collect()
}

/// The lines (or cells) of a technique's pattern where that bounds the
/// boards it can apply on: a subset or fish of `k` needs `2k` cells or lines
/// (it is only looked for up to half of them).
fn pattern_size(technique: Technique) -> usize {
    match technique {
        Technique::NakedPair | Technique::HiddenPair | Technique::XWing => 2,
        Technique::NakedTriple | Technique::HiddenTriple | Technique::Swordfish => 3,
        Technique::NakedQuad | Technique::HiddenQuad | Technique::Jellyfish => 4,
        Technique::NakedSubset | Technique::HiddenSubset | Technique::LargeFish => 5,
        Technique::FullHouse
        | Technique::NakedSingle
        | Technique::HiddenSingle
        | Technique::Pointing
        | Technique::Claiming
        | Technique::FinnedXWing
        | Technique::FinnedSwordfish
        | Technique::FinnedJellyfish
        | Technique::Skyscraper
        | Technique::TwoStringKite
        | Technique::TurbotFish
        | Technique::EmptyRectangle
        | Technique::XyWing
        | Technique::XyzWing
        | Technique::WWing
        | Technique::WxyzWing
        | Technique::VwxyzWing
        | Technique::SueDeCoq
        | Technique::AlsChain
        | Technique::DeathBlossom
        | Technique::AlignedPairExclusion
        | Technique::SimpleColouring
        | Technique::MultiColouring
        | Technique::Medusa
        | Technique::RemotePairs
        | Technique::XCycle
        | Technique::XChain
        | Technique::ContinuousNiceLoop
        | Technique::XyChain
        | Technique::Aic
        | Technique::AlsAic
        | Technique::FrankenFish
        | Technique::MutantFish
        | Technique::KrakenFish
        | Technique::AvoidableRectangle
        | Technique::CellForcingChain
        | Technique::UnitForcingChain
        | Technique::DigitForcingChain
        | Technique::DynamicForcingChain
        | Technique::DynamicForcingChainPlus
        | Technique::NestedForcingChain
        | Technique::UniqueRectangle
        | Technique::HiddenRectangle
        | Technique::UniqueRectangleType5
        | Technique::UniqueRectangleType6
        | Technique::BugPlusOne
        | Technique::BugType2
        | Technique::BugType3
        | Technique::BugType4
        | Technique::AlsXz
        | Technique::AlsXyWing => 0,
    }
}

/// Empties the cells of `orbit` if the puzzle keeps `solution` as its only
/// solution, else leaves them as they were. Returns whether it emptied them.
///
/// A second solution would differ from `solution` in some cell of the
/// orbit: in the first such cell, in orbit order. So for each cell in turn,
/// with the cells before it given back (they must hold their digits), no
/// solution may put another digit there.
fn remove_if_unique(
    geometry: &Geometry,
    values: &mut [Option<Digit>],
    orbit: &[usize],
    solution: &[Digit],
    budget: usize,
    limits: &Limits,
) -> bool {
    for &cell in orbit {
        values[cell] = None;
    }
    let mut unique = true;
    for &cell in orbit {
        let digit = solution[cell];
        if !forced(geometry, values, cell)
            && solvable_without(geometry, values, cell, digit, budget, limits) != Some(false)
        {
            unique = false;
            break;
        }
        values[cell] = Some(digit);
    }
    for &cell in orbit {
        values[cell] = if unique { None } else { Some(solution[cell]) };
    }
    unique
}

/// Whether raw givens have a solution with something other than `digit`
/// in the empty `cell`; `None` when the search gave up after `budget`
/// guesses without knowing.
///
/// This is the generator's uniqueness check: when a clue is taken from a
/// puzzle whose one solution is known, the puzzle stays proper exactly
/// when no solution puts another digit in that cell. Such a search only
/// has to rule one digit out, so it ends sooner than counting two
/// solutions, which must also find the known one.
fn solvable_without(
    geometry: &Geometry,
    givens: &[Option<Digit>],
    cell: usize,
    digit: Digit,
    budget: usize,
    limits: &Limits,
) -> Option<bool> {
    let query = Query::of_givens(geometry, givens).excluding(cell, digit);
    query
        .count(
            1,
            &mut Budget::new(budget, Some(&mut || limits.time_is_up())),
        )
        .ok()
        .map(|n| n > 0)
}

/// Whether the peers of the empty `cell` hold every digit but one.
fn forced(geometry: &Geometry, values: &[Option<Digit>], cell: usize) -> bool {
    let seen: DigitSet = geometry
        .peers_of_index(cell)
        .iter()
        .filter_map(|peer| values[peer.index()])
        .collect();
    seen.len() + 1 == geometry.side()
}

/// A full grid, row-major (see the [module docs](self)).
fn fill(geometry: &Geometry, rng: &mut Rng) -> Vec<Digit> {
    let side = geometry.side();
    let (width, height) = (geometry.box_width(), geometry.box_height());
    let (stacks, bands) = (side / width, side / height);
    let digits: Vec<Digit> = DigitSet::full(side).iter().collect();
    let searched = if side <= SEARCH_UP_TO_SIDE {
        let mut givens = vec![None; geometry.cell_count()];
        for i in 0..stacks.min(bands) {
            let mut box_digits = digits.clone();
            rng.shuffle(&mut box_digits);
            let (top, left) = (i * height, i * width);
            for (k, &digit) in box_digits.iter().enumerate() {
                givens[(top + k / width) * side + left + k % width] = Some(digit);
            }
        }
        let budget = COMPLETION_GUESSES_PER_CELL * geometry.cell_count();
        let budget = &mut Budget::new(budget, None);
        let first = Query::of_givens(geometry, &givens).first(budget);
        first
            .ok()
            .flatten()
            .map(|values| values.into_iter().filter_map(Digit::new).collect())
    } else {
        None
    };
    let values: Vec<Digit> = match searched {
        Some(values) => values,
        None => {
            let mut relabel = digits.clone();
            rng.shuffle(&mut relabel);
            (0..side)
                .flat_map(|row| (0..side).map(move |col| (row, col)))
                .map(|(row, col)| relabel[(width * (row % height) + row / height + col) % side])
                .collect()
        }
    };
    let rows = shuffled_lines(rng, bands, height);
    let cols = shuffled_lines(rng, stacks, width);
    let mut grid = Vec::with_capacity(values.len());
    for &row in &rows {
        grid.extend(cols.iter().map(|&col| values[row * side + col]));
    }
    grid
}

/// Boards up to this side are completed by the search from random
/// diagonal boxes; larger ones start from the pattern grid, as the search
/// can take minutes to complete them (on some 48x48 shapes even from an
/// empty board).
const SEARCH_UP_TO_SIDE: usize = 36;

/// Guesses per cell the search may take to complete the diagonal boxes
/// (filling a board takes about one per two cells; far more means it is
/// lost, or the boxes admit no grid, as happens on small boards) before
/// the pattern grid is used instead.
const COMPLETION_GUESSES_PER_CELL: usize = 2;

/// The lines of a board in a shuffled order that keeps each group (band or
/// stack) together: the groups shuffled, then the lines within each.
fn shuffled_lines(rng: &mut Rng, groups: usize, per_group: usize) -> Vec<usize> {
    let mut order: Vec<usize> = (0..groups).collect();
    rng.shuffle(&mut order);
    let mut lines = Vec::with_capacity(groups * per_group);
    for group in order {
        let mut within: Vec<usize> = (0..per_group).collect();
        rng.shuffle(&mut within);
        lines.extend(within.into_iter().map(|i| group * per_group + i));
    }
    lines
}

/// SplitMix64 (Steele, Lea and Flood, 2014): one 64-bit word of state,
/// the same numbers on every platform.
#[derive(Clone, Debug)]
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number below `n` (which must not be 0), every one equally likely:
    /// the high word of a 128-bit product, redrawn in the rare cases that
    /// would favour some numbers (Lemire's method).
    fn below(&mut self, n: usize) -> usize {
        let n = n as u64;
        let threshold = n.wrapping_neg() % n;
        loop {
            let product = u128::from(self.next_u64()) * u128::from(n);
            if (product as u64) >= threshold {
                return (product >> 64) as usize;
            }
        }
    }

    /// Fisher–Yates.
    fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splitmix_gives_the_published_sequence() {
        // The reference implementation's first outputs from seed 0.
        let mut rng = Rng::new(0);
        assert_eq!(rng.next_u64(), 0xe220_a839_7b1d_cdaf);
        assert_eq!(rng.next_u64(), 0x6e78_9e6a_a1b9_65f4);
    }

    #[test]
    fn below_stays_below_and_reaches_every_value() {
        let mut rng = Rng::new(7);
        let mut seen = [0usize; 6];
        for _ in 0..600 {
            seen[rng.below(6)] += 1;
        }
        assert!(seen.iter().all(|&n| n > 50), "{seen:?}");
    }

    #[test]
    fn orbits_cover_the_board_once() {
        for (w, h) in [(2, 2), (3, 2), (3, 3), (4, 3)] {
            let g = Geometry::new(w, h).unwrap();
            for symmetry in Symmetry::ALL {
                let orbits = symmetry.orbits(&g);
                let mut cells: Vec<usize> = orbits.iter().flatten().copied().collect();
                cells.sort_unstable();
                assert_eq!(cells, (0..g.cell_count()).collect::<Vec<_>>());
                let largest = orbits.iter().map(Vec::len).max().unwrap();
                let expected = match symmetry {
                    Symmetry::None => 1,
                    Symmetry::Rotate90 => 4,
                    _ => 2,
                };
                assert_eq!(largest, expected, "{symmetry} on {w}x{h}");
            }
        }
        let nine = Geometry::for_side(9).unwrap();
        let quarter = Symmetry::Rotate90.orbits(&nine);
        assert!(quarter.contains(&vec![0, 8, 80, 72]));
        assert!(quarter.contains(&vec![40]));
        assert!(Symmetry::Mirror.orbits(&nine).contains(&vec![1, 7]));
        assert!(Symmetry::Diagonal.orbits(&nine).contains(&vec![1, 9]));
    }
}
