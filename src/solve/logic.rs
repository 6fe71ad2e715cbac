//! The logic-only solver, without events: what a solve with guessing off
//! deduces, fast, for ratings, generators and benchmarks.
//!
//! Singles are applied in sweeps (every naked and hidden single found in one
//! pass over the board, repeated until none is left) rather than one event at
//! a time; the other techniques are tried in the given order exactly as the
//! stepper tries them. No sentence is written.
//!
//! A technique that found nothing finds nothing again until the candidates
//! it looks at change: candidates are only ever removed, so a pattern that
//! removed nothing never will. So a single-digit technique
//! ([`Technique::is_single_digit`]) is next tried only on the digits whose
//! candidates changed since, and a single-house one
//! ([`Technique::is_single_house`]) only in the houses with such a cell. It
//! finds what a full search would, for a fraction of the work, as it is
//! tried again after every deduction of the techniques ahead of it. After
//! an elimination that leaves no single, the sweep is skipped.

use std::sync::Arc;

use super::{houses_for_scanning, Deduction, HouseSet, Scope, Technique};
use crate::candidates::{Candidates, Removal};
use crate::digits::DigitSet;
use crate::geometry::Geometry;
use crate::grid::{Grid, Puzzle};

/// How a logic-only solve ended.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LogicOutcome {
    /// Whether every cell was filled.
    pub solved: bool,
    /// Whether a contradiction showed the givens admit no solution.
    pub contradiction: bool,
    /// The values reached.
    pub grid: Grid,
    /// How many times each technique fired, in the order first used.
    pub uses: Vec<(Technique, usize)>,
}

impl LogicOutcome {
    /// How often `technique` fired.
    pub fn count(&self, technique: Technique) -> usize {
        self.uses
            .iter()
            .find(|(t, _)| *t == technique)
            .map_or(0, |(_, n)| *n)
    }
}

/// Applies `techniques` (in order) until the puzzle is solved or none
/// applies, without guessing.
///
/// Every technique listed is used, the uniqueness ones
/// ([`Technique::needs_uniqueness`]) too: they assume the puzzle has exactly
/// one solution, as generated and rated puzzles do. For a puzzle that may
/// have several, leave them out of the list.
pub fn solve_logically(puzzle: &Puzzle, techniques: &[Technique]) -> LogicOutcome {
    let geometry: &Arc<Geometry> = puzzle.geometry();
    let mut state = Candidates::new(puzzle.givens());
    let mut uses: Vec<(Technique, usize)> = Vec::new();
    let mut count = |technique: Technique, n: usize| {
        if n == 0 {
            return;
        }
        match uses.iter_mut().find(|(t, _)| *t == technique) {
            Some((_, total)) => *total += n,
            None => uses.push((technique, n)),
        }
    };
    let naked = techniques.contains(&Technique::NakedSingle);
    let hidden = techniques.contains(&Technique::HiddenSingle);
    let full = techniques.contains(&Technique::FullHouse);
    let others: Vec<Technique> = techniques
        .iter()
        .copied()
        .filter(|t| {
            !matches!(
                t,
                Technique::FullHouse | Technique::NakedSingle | Technique::HiddenSingle
            )
        })
        .collect();
    // For each of `others`, where to search: the digits whose candidates
    // changed since it last found nothing, and the houses with a cell whose
    // candidates did (for single-digit and single-house techniques; the
    // others search everything).
    let everything = Scope::everything(geometry);
    let mut stale = vec![everything; others.len()];
    // What changed since the last search.
    let mut changed = Scope::NOTHING;
    // Whether the singles may have something to do: false only after an
    // elimination that left no cell with one candidate or none, and no
    // house with one place or none for a removed digit.
    let mut sweep = true;
    let contradiction = loop {
        let broken = sweep
            && loop {
                let placed = sweep_singles(geometry, &mut state, naked, hidden, full);
                count(Technique::NakedSingle, placed.naked);
                count(Technique::HiddenSingle, placed.hidden);
                count(Technique::FullHouse, placed.full);
                if placed.total() > 0 {
                    changed = changed.union(Scope {
                        digits: placed.changed,
                        houses: HouseSet::full(geometry),
                    });
                }
                if placed.total() == 0 {
                    break placed.broken;
                }
            };
        if broken {
            break true;
        }
        if state.empty_cells() == 0 {
            break false;
        }
        for scope in &mut stale {
            *scope = scope.union(changed);
        }
        changed = Scope::NOTHING;
        let found = others
            .iter()
            .zip(&mut stale)
            .find_map(|(&technique, scope)| {
                if scope.is_empty_for(technique) {
                    return None;
                }
                let found = technique.find_among(geometry, &state, *scope);
                if found.is_none() {
                    *scope = scope.searched_by(technique);
                }
                found.map(|deduction| (technique, deduction))
            });
        match found {
            Some((technique, Deduction::Eliminate(elimination))) => {
                for removal in &elimination.removals {
                    state.eliminate(removal.cell, removal.digit);
                    changed.digits.insert(removal.digit);
                    for house in geometry.houses_of(removal.cell) {
                        changed.houses.insert(house);
                    }
                }
                sweep = elimination
                    .removals
                    .iter()
                    .any(|removal| leaves_a_single(geometry, &state, removal));
                count(technique, 1);
            }
            Some((technique, Deduction::Place(placement))) => {
                changed = changed.union(Scope {
                    digits: state.get(placement.cell),
                    houses: HouseSet::full(geometry),
                });
                state.fill(geometry, placement.cell, placement.digit);
                sweep = true;
                count(technique, 1);
            }
            None => break false,
        }
    };
    LogicOutcome {
        solved: !contradiction && state.empty_cells() == 0,
        contradiction,
        grid: state.to_grid(geometry),
        uses,
    }
}

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
pub(crate) struct Placed {
    pub naked: usize,
    pub hidden: usize,
    pub full: usize,
    /// Whether the sweep saw a contradiction: an empty cell without
    /// candidates, or a digit with no place in a house that lacks it. Only
    /// meaningful when the sweep placed nothing, so left the state as it
    /// saw it: then it is [`find_contradiction`](super::find_contradiction)
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
    for house in houses_for_scanning(geometry) {
        let cells = geometry.house_cells(house);
        let (mut once, mut twice) = (DigitSet::EMPTY, DigitSet::EMPTY);
        // Without a cell lacking candidates (seen above), the empty cells
        // are those with candidates, and a house is broken when its empty
        // cells have fewer digits between them than there are cells: its
        // filled cells hold one digit each.
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
    placed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::{Options, Step, Stepper};

    #[test]
    fn reaches_what_the_stepper_reaches_without_guessing() {
        let fixtures = include_str!("../../tests/fixtures/puzzles.txt");
        for line in fixtures.lines().filter(|l| !l.starts_with('#')) {
            let puzzle: Puzzle = line.split(' ').next().unwrap().parse().unwrap();
            let options = Options {
                guessing: false,
                assume_unique: true,
                ..Options::default()
            };
            let mut stepper = Stepper::new(&puzzle, options.clone());
            let last = stepper.by_ref().last().unwrap();
            let outcome = solve_logically(&puzzle, &options.techniques);
            assert_eq!(
                outcome.solved,
                matches!(last, Step::Solved { .. }),
                "{puzzle}"
            );
            if outcome.solved {
                assert_eq!(outcome.grid, stepper.grid());
            }
            assert!(!outcome.contradiction);
        }
    }

    /// Every state of the fixtures' stepped solves (9x9, 4x4, 6x6, 16x16).
    fn fixture_states() -> Vec<(Arc<Geometry>, Candidates, String)> {
        let fixtures = include_str!("../../tests/fixtures/puzzles.txt");
        let mut states = Vec::new();
        for line in fixtures.lines().filter(|l| !l.starts_with('#')) {
            let puzzle: Puzzle = line.split(' ').next().unwrap().parse().unwrap();
            let mut stepper = Stepper::new(&puzzle, Options::default());
            for _ in 0..400 {
                if stepper.next().is_none() {
                    break;
                }
                let state = stepper.candidates().clone();
                states.push((Arc::clone(puzzle.geometry()), state, puzzle.to_string()));
            }
        }
        states
    }

    #[test]
    fn a_narrowed_search_finds_the_same_among_the_digits_and_houses_with_a_pattern() {
        // What the skipping relies on: whether a single-digit technique
        // applies to a digit depends on that digit alone (a single-house
        // one: to a house, on the house alone), and searching only the
        // digits (houses) where it applies finds what the full search finds.
        let narrowed: Vec<Technique> = Technique::ALL
            .iter()
            .copied()
            .filter(|t| t.is_single_digit() || t.is_single_house())
            .collect();
        assert!(narrowed.contains(&Technique::FinnedJellyfish));
        assert!(narrowed.contains(&Technique::HiddenQuad));
        let mut applied = 0;
        for (geometry, state, puzzle) in fixture_states() {
            let everything = Scope::everything(&geometry);
            for &technique in &narrowed {
                let applies = |scope| technique.find_among(&geometry, &state, scope).is_some();
                let mut with_pattern = Scope::NOTHING;
                for digit in everything.digits {
                    let digits = DigitSet::single(digit);
                    if technique.is_single_digit()
                        && applies(Scope {
                            digits,
                            ..everything
                        })
                    {
                        with_pattern.digits.insert(digit);
                    }
                }
                for house in geometry.houses() {
                    let mut houses = HouseSet::EMPTY;
                    houses.insert(house);
                    if technique.is_single_house()
                        && applies(Scope {
                            houses,
                            ..everything
                        })
                    {
                        with_pattern.houses.insert(house);
                    }
                }
                let among = Scope {
                    digits: if technique.is_single_digit() {
                        with_pattern.digits
                    } else {
                        everything.digits
                    },
                    houses: if technique.is_single_house() {
                        with_pattern.houses
                    } else {
                        everything.houses
                    },
                };
                let full = technique.find(&geometry, &state);
                applied += usize::from(full.is_some());
                assert_eq!(
                    technique.find_among(&geometry, &state, among),
                    full,
                    "{technique:?} in {puzzle}"
                );
            }
        }
        assert!(
            applied > 100,
            "the fixtures exercise the techniques: {applied}"
        );
    }

    #[test]
    fn counts_what_it_used() {
        let puzzle: Puzzle =
            "9.4.....25...1..9......8...7981....6...42.....6........4...75..2.5.......7....68."
                .parse()
                .unwrap();
        let outcome = solve_logically(&puzzle, Technique::ALL);
        assert!(outcome.solved);
        assert!(outcome.count(Technique::Pointing) >= 1);
        assert!(
            outcome.count(Technique::HiddenSingle) + outcome.count(Technique::NakedSingle) > 40
        );
        let singles = solve_logically(&puzzle, &[Technique::NakedSingle, Technique::HiddenSingle]);
        assert!(!singles.solved);
        assert_eq!(singles.count(Technique::Pointing), 0);
    }

    #[test]
    fn an_impossible_puzzle_is_a_contradiction() {
        let text = format!("12345678.........9{}", ".".repeat(63));
        let outcome = solve_logically(&text.parse().unwrap(), Technique::ALL);
        assert!(outcome.contradiction);
        assert!(!outcome.solved);
    }
}
