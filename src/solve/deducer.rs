//! The deducer: the one engine that applies techniques to a candidate
//! state. The stepper ([`Stepper`](super::Stepper)), the logic-only solve
//! ([`solve_logically`](super::solve_logically)), the rating
//! ([`rate`](mod@crate::rate)) and the hint ([`hint`](super::hint)) are
//! thin adapters over it: each chooses the techniques, their order and
//! how singles are taken (one event at a time, or in sweeps), and what to
//! say about each deduction.
//!
//! ## The scope caches
//!
//! A technique that found nothing finds nothing again until the candidates
//! it looks at change: candidates are only ever removed, so a pattern that
//! removed nothing never will. So a single-digit technique
//! ([`Technique::is_single_digit`]) is next tried only on the digits whose
//! candidates changed since, and a single-house one
//! ([`Technique::is_single_house`]) only in the houses with such a cell. It
//! finds what a full search would, for a fraction of the work: the
//! techniques late in the order are tried again after every deduction of
//! those ahead of them. A state that gains candidates back (a backtrack)
//! is given with [`Deducer::restart_from`], which forgets the caches.
//!
//! ## Singles in sweeps
//!
//! [`Deducer::sweep`] places every naked and hidden single of one pass
//! over the board at once, without a word, for the solves that say
//! nothing about singles. After an elimination that left no cell with one
//! candidate or none, and no house with one place or none for a removed
//! digit, [`Deducer::may_have_singles`] is false and a sweep can be
//! skipped: nowhere else can a single appear.

use std::ops::Range;
use std::sync::Arc;

use super::{HouseSet, StateCache, SCANNING_ORDER};
use crate::candidates::{Candidates, Removal};
use crate::digits::{Digit, DigitSet};
use crate::geometry::{Cell, Geometry};
use crate::step::Deduction;
use crate::technique::Technique;

/// Where a technique looks ([`Technique::find_among`]).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct Scope {
    /// The digits of single-digit techniques.
    pub digits: DigitSet,
    /// The houses of single-house techniques.
    pub houses: HouseSet,
}

impl Scope {
    pub const NOTHING: Scope = Scope {
        digits: DigitSet::EMPTY,
        houses: HouseSet::EMPTY,
    };

    pub fn everything(geometry: &Geometry) -> Scope {
        Scope {
            digits: DigitSet::full(geometry.side()),
            houses: HouseSet::full(geometry),
        }
    }

    pub fn union(self, other: Scope) -> Scope {
        Scope {
            digits: self.digits.union(other.digits),
            houses: self.houses.union(other.houses),
        }
    }

    /// Whether `technique` has nothing to look at here.
    pub fn is_empty_for(self, technique: Technique) -> bool {
        (technique.is_single_digit() && self.digits.is_empty())
            || (technique.is_single_house() && self.houses.is_empty())
    }

    /// What is left for `technique` once it found nothing in this scope.
    pub fn searched_by(self, technique: Technique) -> Scope {
        Scope {
            digits: if technique.is_single_digit() {
                DigitSet::EMPTY
            } else {
                self.digits
            },
            houses: if technique.is_single_house() {
                HouseSet::EMPTY
            } else {
                self.houses
            },
        }
    }
}

/// A candidate state and the techniques to apply to it, in order, with
/// the caches that skip what cannot have changed.
#[derive(Clone, Debug)]
pub struct Deducer {
    geometry: Arc<Geometry>,
    state: Candidates,
    techniques: Vec<Technique>,
    /// For each technique, where it still has to look: the digits and
    /// houses that changed since it last found nothing there, but for the
    /// changes of `log` from its `absorbed` on.
    stale: Vec<Scope>,
    /// What each search since the caches were last brought up to date
    /// found changed, in order. A technique takes in the changes it has
    /// not seen when it is searched: most searches end at one of the first
    /// techniques, and the later ones would otherwise take in every change
    /// of a solve one at a time.
    log: Vec<Scope>,
    /// For each technique, the changes of `log` it has taken in.
    absorbed: Vec<usize>,
    /// What changed since the last search.
    changed: Scope,
    /// False only after an elimination that can have left no single.
    singles: bool,
    /// Per cell, whether it was filled when the deducer was made: what the
    /// avoidable rectangles take for given.
    givens: Vec<bool>,
}

impl Deducer {
    /// A deducer of `state` (a state of a board of `geometry`) that tries
    /// `techniques` in this order. The cells `state` has filled count as
    /// given: those it fills later as solved.
    ///
    /// # Panics
    /// If `state` does not have one cell per cell of the board.
    pub fn new(geometry: Arc<Geometry>, state: Candidates, techniques: Vec<Technique>) -> Deducer {
        assert_eq!(
            state.cell_count(),
            geometry.cell_count(),
            "one state cell per board cell"
        );
        let everything = Scope::everything(&geometry);
        let givens = geometry.cells().map(|c| state.value(c).is_some()).collect();
        Deducer {
            givens,
            stale: vec![everything; techniques.len()],
            log: Vec::new(),
            absorbed: vec![0; techniques.len()],
            changed: Scope::NOTHING,
            singles: true,
            geometry,
            state,
            techniques,
        }
    }

    pub fn geometry(&self) -> &Arc<Geometry> {
        &self.geometry
    }

    /// The values and candidates now.
    pub fn state(&self) -> &Candidates {
        &self.state
    }

    /// The techniques tried, in order.
    pub fn techniques(&self) -> &[Technique] {
        &self.techniques
    }

    /// Whether a single may be on the board: false only after an
    /// elimination that left no cell with one candidate or none, and no
    /// house with one place or none for a removed digit.
    pub fn may_have_singles(&self) -> bool {
        self.singles
    }

    /// The first deduction of the first technique that applies, in order,
    /// without applying it; `None` when none applies.
    pub fn find(&mut self) -> Option<(Technique, Deduction)> {
        self.find_among(0..self.techniques.len())
    }

    /// [`Deducer::find`] among the techniques at `range` of the order only.
    pub fn find_among(&mut self, range: Range<usize>) -> Option<(Technique, Deduction)> {
        if self.changed != Scope::NOTHING {
            if self.log.len() == LOG_LIMIT {
                self.take_in_log();
            }
            self.log.push(self.changed);
            self.changed = Scope::NOTHING;
        }
        let (geometry, state, log) = (&*self.geometry, &self.state, &self.log[..]);
        let als = StateCache::new(geometry, state).with_givens(&self.givens);
        let caches = self.stale.iter_mut().zip(&mut self.absorbed);
        let skip = range.start;
        let take = range.len();
        (self.techniques.iter().zip(caches))
            .skip(skip)
            .take(take)
            .find_map(|(&technique, (scope, absorbed))| {
                for change in &log[*absorbed..] {
                    *scope = scope.union(*change);
                }
                *absorbed = log.len();
                if scope.is_empty_for(technique) {
                    return None;
                }
                let found = technique.find_shared(*scope, &als).filter(|deduction| {
                    // One that changed nothing would be found again and
                    // again: the solve would never end.
                    let changes =
                        !matches!(deduction, Deduction::Eliminate(e) if e.removals.is_empty());
                    debug_assert!(changes, "{technique:?} found a step of nothing");
                    changes
                });
                if found.is_none() {
                    *scope = scope.searched_by(technique);
                }
                found.map(|deduction| (technique, deduction))
            })
    }

    /// Brings every technique's scope up to date with the log, and empties
    /// it: each takes in the union of the changes it has not seen, which a
    /// pass from the end of the log gives every technique at once.
    fn take_in_log(&mut self) {
        let mut since = vec![Scope::NOTHING; self.log.len() + 1];
        for (at, change) in self.log.iter().enumerate().rev() {
            since[at] = since[at + 1].union(*change);
        }
        for (scope, absorbed) in self.stale.iter_mut().zip(&mut self.absorbed) {
            *scope = scope.union(since[*absorbed]);
            *absorbed = 0;
        }
        self.log.clear();
    }

    /// Applies a deduction found on this state ([`Deducer::find`]): a
    /// placement fills its cell, an elimination takes out its candidates.
    /// A placement's removals from the peers are not listed: see
    /// [`Deducer::place`] for a step that tells them.
    pub fn apply(&mut self, deduction: &Deduction) {
        match deduction {
            Deduction::Place(placement) => self.fill(placement.cell, placement.digit),
            Deduction::Eliminate(elimination) => self.eliminate(&elimination.removals),
        }
    }

    /// Fills `cell` with `digit` and takes the digit out of its peers;
    /// returns the peers' candidates taken out.
    ///
    /// # Panics
    /// If the cell is filled.
    pub fn place(&mut self, cell: Cell, digit: Digit) -> Vec<Removal> {
        self.placing(cell);
        self.state.place(&self.geometry, cell, digit)
    }

    /// [`Deducer::place`] without the list.
    ///
    /// # Panics
    /// If the cell is filled.
    pub fn fill(&mut self, cell: Cell, digit: Digit) {
        self.placing(cell);
        self.state.fill(&self.geometry, cell, digit);
    }

    /// What a placement in `cell` changes: the cell's digits, and a digit
    /// in the houses of every peer (all of them, as good as).
    fn placing(&mut self, cell: Cell) {
        self.changed = self.changed.union(Scope {
            digits: self.state.get(cell),
            houses: HouseSet::full(&self.geometry),
        });
        self.singles = true;
    }

    /// Takes out candidates, each present.
    pub fn eliminate(&mut self, removals: &[Removal]) {
        for removal in removals {
            self.state.eliminate(removal.cell, removal.digit);
            self.changed.digits.insert(removal.digit);
            for &house in self.geometry.houses_of(removal.cell) {
                self.changed.houses.insert(house);
            }
        }
        self.singles = removals
            .iter()
            .any(|removal| leaves_a_single(&self.geometry, &self.state, removal));
    }

    /// Places one pass of singles (naked, then hidden) of the kinds asked
    /// for; what it placed, and whether the state is broken.
    pub fn sweep(&mut self, naked: bool, hidden: bool, full: bool) -> Placed {
        let placed = sweep_singles(&self.geometry, &mut self.state, naked, hidden, full);
        if placed.total() > 0 {
            self.changed = self.changed.union(Scope {
                digits: placed.changed,
                houses: HouseSet::full(&self.geometry),
            });
        }
        placed
    }

    /// Goes on from `state` instead, a state that may hold candidates the
    /// current one lacks (the state before a guess, say): every technique
    /// looks everywhere again.
    pub fn restart_from(&mut self, state: Candidates) {
        self.state = state;
        let everything = Scope::everything(&self.geometry);
        self.stale.fill(everything);
        self.log.clear();
        self.absorbed.fill(0);
        self.changed = Scope::NOTHING;
        self.singles = true;
    }
}

/// Changes kept in the log at most before every technique takes them in.
const LOG_LIMIT: usize = 256;

/// Whether taking out `removal` (already done) may have left a single or a
/// contradiction: its cell with one candidate or none, or a house of its
/// cell with one place or none for its digit. Nowhere else can one appear.
fn leaves_a_single(geometry: &Geometry, state: &Candidates, removal: &Removal) -> bool {
    state.get(removal.cell).len() <= 1
        || geometry.houses_of(removal.cell).iter().any(|&house| {
            let mut places = geometry
                .house_cells(house)
                .iter()
                .filter(|&&c| state.get(c).contains(removal.digit));
            places.next().is_none() || places.next().is_none()
        })
}

/// Singles placed by one sweep.
pub struct Placed {
    pub naked: usize,
    pub hidden: usize,
    pub full: usize,
    /// Whether the sweep saw a contradiction: an empty cell without
    /// candidates, or a digit with no place in a house that lacks it. Only
    /// meaningful when the sweep placed nothing, so left the state as it
    /// saw it: then it is the contradiction the stepper looks for
    /// without a second pass.
    pub broken: bool,
    /// The digits whose candidates the sweep changed.
    pub changed: DigitSet,
}

impl Placed {
    pub fn total(&self) -> usize {
        self.naked + self.hidden + self.full
    }
}

/// One pass of naked singles over the cells, then of hidden singles over
/// the houses (a hidden single in a house with one empty cell is a full
/// house). Returns how many of each were placed, and whether the state is
/// broken. A cell left without candidates is for the caller to report.
pub(crate) fn sweep_singles(
    geometry: &Geometry,
    state: &mut Candidates,
    naked: bool,
    hidden: bool,
    full: bool,
) -> Placed {
    let mut placed = Placed {
        naked: 0,
        hidden: 0,
        full: 0,
        broken: false,
        changed: DigitSet::EMPTY,
    };
    // Empty cells with candidates; fewer than the empty cells means one
    // has none.
    let mut open = 0;
    for cell in geometry.cells() {
        let here = state.get(cell);
        match here.only() {
            Some(digit) if naked => {
                state.fill(geometry, cell, digit);
                placed.changed.insert(digit);
                placed.naked += 1;
            }
            _ => open += usize::from(!here.is_empty()),
        }
    }
    placed.broken |= open < state.empty_cells();
    // Nested loops, not one flattened iterator: this runs after every
    // placement of a logic-only solve.
    for kind in SCANNING_ORDER {
        for (_, cells) in geometry.houses_with_cells(kind) {
            // Without a cell lacking candidates (seen above), the empty cells
            // are those with candidates, and a house is broken when its empty
            // cells have fewer digits between them than there are cells: its
            // filled cells hold one digit each.
            let (mut once, mut twice) = (DigitSet::EMPTY, DigitSet::EMPTY);
            let mut empty = 0;
            for &cell in cells {
                let here = state.get(cell);
                twice = twice.union(once.intersection(here));
                once = once.union(here);
                empty += usize::from(!here.is_empty());
            }
            placed.broken |= once.len() < empty;
            let is_full_house = empty == 1;
            if !(hidden || (full && is_full_house)) {
                continue;
            }
            for digit in once.difference(twice) {
                let spot = cells
                    .iter()
                    .copied()
                    .find(|&c| state.get(c).contains(digit));
                if let Some(cell) = spot {
                    placed.changed = placed.changed.union(state.get(cell));
                    state.fill(geometry, cell, digit);
                    if is_full_house && full {
                        placed.full += 1;
                    } else {
                        placed.hidden += 1;
                    }
                }
            }
        }
    }
    placed
}

/// What the empty cells of a house hold between them, for the rating's
/// singles and direct steps. `sweep_singles` keeps the same loop inline,
/// as it was tuned: it runs after every placement of a logic-only solve.
pub(crate) struct HouseDigits {
    /// The digits with a place in the house.
    pub once: DigitSet,
    /// The digits with two places or more.
    pub twice: DigitSet,
    /// The cells with candidates.
    pub empty: usize,
}

impl HouseDigits {
    #[inline]
    pub fn of(state: &Candidates, cells: &[Cell]) -> HouseDigits {
        let mut house = HouseDigits {
            once: DigitSet::EMPTY,
            twice: DigitSet::EMPTY,
            empty: 0,
        };
        for &cell in cells {
            let here = state.get(cell);
            house.twice = house.twice.union(house.once.intersection(here));
            house.once = house.once.union(here);
            house.empty += usize::from(!here.is_empty());
        }
        house
    }

    /// The digits with one place in the house: its hidden singles (or, with
    /// one empty cell, its full house).
    #[inline]
    pub fn single_places(&self) -> DigitSet {
        self.once.difference(self.twice)
    }
}

/// The first of `cells` with `digit` as a candidate.
#[inline]
pub(crate) fn place_of(state: &Candidates, cells: &[Cell], digit: Digit) -> Option<Cell> {
    cells
        .iter()
        .copied()
        .find(|&c| state.get(c).contains(digit))
}
