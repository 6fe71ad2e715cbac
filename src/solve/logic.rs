//! The logic-only solve, without events: what a solve with guessing off
//! deduces, fast, for generators and benchmarks. An adapter over the
//! [`Deducer`]: singles are placed in sweeps (every naked and hidden single
//! found in one pass over the board, repeated until none is left) rather
//! than one event at a time, and the other techniques are tried in the
//! given order exactly as the stepper tries them, with the deducer's scope
//! caches. No sentence is written.

use std::sync::Arc;

use super::Deducer;
use crate::candidates::Candidates;
use crate::geometry::Geometry;
use crate::grid::{Grid, Puzzle};
use crate::technique::Technique;

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
    let others = techniques
        .iter()
        .copied()
        .filter(|t| !t.is_single())
        .collect();
    let state = Candidates::new(puzzle.givens());
    let mut deducer = Deducer::new(Arc::clone(geometry), state, others);
    let contradiction = loop {
        let broken = deducer.may_have_singles()
            && loop {
                let placed = deducer.sweep(naked, hidden, full);
                count(Technique::NakedSingle, placed.naked);
                count(Technique::HiddenSingle, placed.hidden);
                count(Technique::FullHouse, placed.full);
                if placed.total() == 0 {
                    break placed.broken;
                }
            };
        if broken {
            break true;
        }
        if deducer.state().empty_cells() == 0 {
            break false;
        }
        match deducer.find() {
            Some((technique, deduction)) => {
                deducer.apply(&deduction);
                count(technique, 1);
            }
            None => break false,
        }
    };
    let state = deducer.state();
    LogicOutcome {
        solved: !contradiction && state.empty_cells() == 0,
        contradiction,
        grid: state.to_grid(geometry),
        uses,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::digits::DigitSet;
    use crate::solve::deducer::Scope;
    use crate::solve::{HouseSet, Options, Step, Stepper};

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
