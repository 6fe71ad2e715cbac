//! The logic-only solver, without events: what a solve with guessing off
//! deduces, fast, for ratings, generators and benchmarks.
//!
//! Singles are applied in sweeps (every naked and hidden single found in one
//! pass over the board, repeated until none is left) rather than one event at
//! a time; the other techniques are tried in the given order exactly as the
//! stepper tries them. No sentence is written.
//!
//! A single-digit technique ([`Technique::is_single_digit`]) that found
//! nothing is next tried only on the digits whose candidates changed since:
//! the others hold no pattern for it still. It finds what a full search
//! would, for a fraction of the work, as it is tried again after every
//! deduction of the techniques ahead of it.

use std::sync::Arc;

use super::{houses_for_scanning, Deduction, Technique};
use crate::candidates::Candidates;
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
    // For each of `others`, the digits to search: those whose candidates
    // changed since it last found nothing (every digit, for a technique
    // that is not single-digit).
    let mut stale = vec![DigitSet::full(geometry.side()); others.len()];
    // The digits whose candidates changed since the last search.
    let mut changed = DigitSet::EMPTY;
    let contradiction = loop {
        let broken = loop {
            let placed = sweep_singles(geometry, &mut state, naked, hidden, full);
            count(Technique::NakedSingle, placed.naked);
            count(Technique::HiddenSingle, placed.hidden);
            count(Technique::FullHouse, placed.full);
            changed = changed.union(placed.changed);
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
        for digits in &mut stale {
            *digits = digits.union(changed);
        }
        changed = DigitSet::EMPTY;
        let found = others
            .iter()
            .zip(&mut stale)
            .find_map(|(&technique, digits)| {
                if digits.is_empty() {
                    return None;
                }
                let found = technique.find_among(geometry, &state, *digits);
                if found.is_none() && technique.is_single_digit() {
                    *digits = DigitSet::EMPTY;
                }
                found.map(|deduction| (technique, deduction))
            });
        match found {
            Some((technique, Deduction::Eliminate(elimination))) => {
                for removal in &elimination.removals {
                    state.eliminate(removal.cell, removal.digit);
                    changed.insert(removal.digit);
                }
                count(technique, 1);
            }
            Some((technique, Deduction::Place(placement))) => {
                changed = changed.union(state.get(placement.cell));
                state.fill(geometry, placement.cell, placement.digit);
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
    if naked {
        for cell in geometry.cells() {
            if let Some(digit) = state.get(cell).only() {
                state.fill(geometry, cell, digit);
                placed.changed.insert(digit);
                placed.naked += 1;
            }
        }
    }
    let all = DigitSet::full(geometry.side());
    for house in houses_for_scanning(geometry) {
        let cells = geometry.house_cells(house);
        let (mut once, mut twice, mut held) = (DigitSet::EMPTY, DigitSet::EMPTY, DigitSet::EMPTY);
        let mut empty = 0;
        for &cell in cells {
            let here = state.get(cell);
            twice = twice.union(once.intersection(here));
            once = once.union(here);
            if let Some(digit) = state.value(cell) {
                held.insert(digit);
            } else {
                empty += 1;
                placed.broken |= here.is_empty();
            }
        }
        placed.broken |= once.union(held) != all;
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

    #[test]
    fn a_single_digit_technique_finds_the_same_among_the_digits_with_a_pattern() {
        // What the skipping relies on: whether a single-digit technique
        // applies to a digit depends on that digit alone, and searching
        // only the digits where it applies finds what the full search
        // finds. Checked on every state of the fixtures' stepped solves
        // (9x9, 4x4, 6x6, 16x16).
        let fixtures = include_str!("../../tests/fixtures/puzzles.txt");
        let single_digit: Vec<Technique> = Technique::ALL
            .iter()
            .copied()
            .filter(|t| t.is_single_digit())
            .collect();
        assert!(single_digit.contains(&Technique::FinnedJellyfish));
        let mut applied = 0;
        for line in fixtures.lines().filter(|l| !l.starts_with('#')) {
            let puzzle: Puzzle = line.split(' ').next().unwrap().parse().unwrap();
            let geometry = puzzle.geometry();
            let mut stepper = Stepper::new(&puzzle, Options::default());
            for _ in 0..400 {
                if stepper.next().is_none() {
                    break;
                }
                let state = stepper.candidates();
                for &technique in &single_digit {
                    let with_pattern: DigitSet = DigitSet::full(geometry.side())
                        .iter()
                        .filter(|&d| {
                            technique
                                .find_among(geometry, state, DigitSet::single(d))
                                .is_some()
                        })
                        .collect();
                    let full = technique.find(geometry, state);
                    applied += usize::from(full.is_some());
                    assert_eq!(
                        technique.find_among(geometry, state, with_pattern),
                        full,
                        "{technique:?} in {puzzle}"
                    );
                }
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
