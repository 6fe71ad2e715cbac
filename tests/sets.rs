//! The shared puzzle sets (`../shared/data`, or `$PENCILMARK_DATA`): every
//! puzzle solved, and every placement and removal of a run without guessing
//! right. Each test says SKIPPED on stderr and passes when its set is
//! missing.
//!
//! Each step of those runs is replayed from the events alone
//! (`common::replay`), and the replayed board must be the stepper's.
//!
//! The runs without guessing go over each set as a puzzle known to have one
//! solution is stepped, with [`Options::assume_unique`] (every shared puzzle
//! has one; the page and the CLI step checked puzzles so), and over one
//! puzzle in [`PLAIN_SAMPLE`] as a puzzle that may have several solutions is
//! stepped, where no uniqueness technique may fire (the other techniques
//! take the same steps in both runs until a uniqueness one fires, so the
//! first run covers them on every puzzle). Each prints how many puzzles it
//! solved and how often each technique fired. Every technique up to the
//! forcing chains is tried, which takes a while on the puzzles nothing
//! solves: by default the big sets are sampled regularly (every 5th
//! 17-clue puzzle, every 20th forum puzzle, every [`SAMPLE`]th 16x16).
//! `PENCILMARK_FULL_SETS` set (to anything) runs every puzzle of every set
//! both ways (several minutes; the result is in BENCHMARKS.md).

mod common;

use common::replay::Replay;
use common::shared_set;
use pencilmark::{
    solve, solve_first, solve_logically, Grid, NetBranch, NetFact, NetRule, Options, Puzzle, Step,
    Stepper, Technique,
};

/// The runs without guessing on the 16x16 set take one puzzle in this many,
/// unless `PENCILMARK_FULL_SETS` is set.
const SAMPLE: usize = 10;

/// The runs without `assume_unique` take one puzzle in this many more,
/// unless `PENCILMARK_FULL_SETS` is set.
const PLAIN_SAMPLE: usize = 5;

/// Solves every puzzle of a set and checks each solution against its givens.
fn solves_every_puzzle(name: &str, expected: usize) {
    let Some(lines) = shared_set(name) else {
        return;
    };
    assert_eq!(lines.len(), expected, "{name} has {expected} puzzles");
    for (index, line) in lines.iter().enumerate() {
        let puzzle: Puzzle = line
            .parse()
            .unwrap_or_else(|e| panic!("{name}:{}: {e}", index + 1));
        let solution = solve(&puzzle).unwrap_or_else(|e| panic!("{name}:{}: {e}", index + 1));
        assert!(solution.solves(puzzle.givens()), "{name}:{}", index + 1);
    }
}

/// What a run without guessing did.
struct Run {
    solved: usize,
    total: usize,
    /// How many times each technique fired, in the default order.
    fired: Vec<(Technique, usize)>,
}

impl Run {
    fn fired(&self, technique: Technique) -> usize {
        self.fired
            .iter()
            .find(|(t, _)| *t == technique)
            .map_or(0, |(_, n)| *n)
    }
}

/// Runs the stepper without guessing on the puzzles of a set (one in
/// `every`) and checks each placement and each removal it makes against the
/// puzzle's (unique) solution; without `assume_unique`, also that no
/// uniqueness technique fires.
fn no_guess_run_is_sound(name: &str, assume_unique: bool, every: usize) -> Option<Run> {
    no_guess_run_with(name, assume_unique, every, Technique::ALL)
}

/// [`no_guess_run_is_sound`] with only `techniques`.
fn no_guess_run_with(
    name: &str,
    assume_unique: bool,
    every: usize,
    techniques: &[Technique],
) -> Option<Run> {
    let lines = shared_set(name)?;
    let every = if std::env::var_os("PENCILMARK_FULL_SETS").is_some() {
        1
    } else {
        every
    };
    let options = Options {
        techniques: techniques.to_vec(),
        guessing: false,
        assume_unique,
        ..Options::default()
    };
    let mut run = Run {
        solved: 0,
        total: 0,
        fired: Technique::ALL.iter().map(|&t| (t, 0)).collect(),
    };
    for (index, line) in lines.iter().enumerate().step_by(every) {
        let puzzle: Puzzle = line.parse().unwrap();
        run.total += 1;
        // The fast search, independent of the stepper, gives the solution.
        let solution = solve_first(&puzzle).unwrap();
        let at = |step: &Step| format!("{name}:{}: {}", index + 1, step.text());
        // The board replayed from the events alone is the stepper's.
        let mut replay = Replay::new(puzzle.geometry());
        let mut stepper = Stepper::new(&puzzle, options.clone());
        while let Some(step) = stepper.next() {
            replay.apply(&step);
            if let Some(difference) = replay.differs_from(puzzle.geometry(), stepper.candidates()) {
                panic!("{}: replayed: {difference}", at(&step));
            }
            let (technique, removals) = match &step {
                Step::Place {
                    cell,
                    digit,
                    technique,
                    removals,
                    ..
                } => {
                    assert_eq!(solution.get(*cell), Some(*digit), "{}", at(&step));
                    (*technique, removals)
                }
                Step::Eliminate {
                    technique,
                    removals,
                    net,
                    ..
                } => {
                    net_is_sound(net, &solution, &at(&step), true);
                    (*technique, removals)
                }
                Step::Solved { .. } => {
                    run.solved += 1;
                    continue;
                }
                Step::Guess { .. } | Step::Backtrack { .. } | Step::Unsolvable { .. } => {
                    panic!("unexpected {}", at(&step))
                }
                _ => continue,
            };
            for r in removals {
                assert_ne!(solution.get(r.cell), Some(r.digit), "{}", at(&step));
            }
            assert!(
                assume_unique || !technique.needs_uniqueness(),
                "without assume_unique: {}",
                at(&step)
            );
            if let Some((_, n)) = run.fired.iter_mut().find(|(t, _)| *t == technique) {
                *n += 1;
            }
        }
    }
    let fired: Vec<String> = run
        .fired
        .iter()
        .filter(|(_, n)| *n > 0)
        .map(|(t, n)| format!("{t} {n}"))
        .collect();
    eprintln!(
        "{name}{}{}: {} of {} solved without guessing; fired: {}",
        if assume_unique {
            " (assume_unique)"
        } else {
            ""
        },
        if techniques.len() < Technique::ALL.len() {
            " (some techniques off)"
        } else {
            ""
        },
        run.solved,
        run.total,
        fired.join(", ")
    );
    Some(run)
}

/// A forcing net's branches hold together: each fact follows from earlier
/// facts of its branch; a branch ends broken only when its assumption is
/// false; and in the branch whose assumption the solution makes true (if
/// any), every fact is the solution's. A nested branch lives in the world
/// of the branch holding it: these hold of it when that one's assumption
/// is true.
fn net_is_sound(net: &[NetBranch], solution: &Grid, at: &str, world_true: bool) {
    for branch in net {
        let holds = |f: &NetFact| (solution.get(f.cell) == Some(f.digit)) == f.on;
        let first = branch.facts.first().expect("an assumption");
        assert_eq!(first.rule, NetRule::Assumption, "{at}");
        let true_here = world_true && holds(first);
        for (index, fact) in branch.facts.iter().enumerate() {
            assert!(fact.causes.iter().all(|&c| c < index), "{at}: fact {index}");
            assert!(index == 0 || fact.rule != NetRule::Assumption, "{at}");
            if let NetRule::Nested { branch: inner } = &fact.rule {
                assert!(
                    !fact.on && inner.contradiction.is_some(),
                    "{at}: fact {index}"
                );
                assert_eq!(inner.facts[0].cell, fact.cell, "{at}");
                net_is_sound(std::slice::from_ref(inner), solution, at, true_here);
            }
            assert!(
                !true_here || holds(fact),
                "{at}: {fact:?} follows from a true assumption"
            );
        }
        if branch.contradiction.is_some() {
            assert!(!true_here, "{at}: a true assumption broke");
            assert!(!branch.broken_by.is_empty(), "{at}");
        }
    }
}

/// Both runs without guessing over a set: with `assume_unique` on one
/// puzzle in `every`, without it on one in `every * PLAIN_SAMPLE`. Returns
/// the run with `assume_unique`.
fn both_runs_are_sound(name: &str, every: usize) -> Option<Run> {
    no_guess_run_is_sound(name, false, every * PLAIN_SAMPLE)?;
    no_guess_run_is_sound(name, true, every)
}

/// How often the uniqueness techniques fired in a run.
fn uniqueness_uses(run: &Run) -> usize {
    Technique::ALL
        .iter()
        .filter(|t| t.needs_uniqueness())
        .map(|&t| run.fired(t))
        .sum()
}

#[test]
fn kaggle_every_puzzle_solved() {
    solves_every_puzzle("kaggle_20k.txt", 20_000);
}

#[test]
fn seventeen_clue_every_puzzle_solved() {
    solves_every_puzzle("17_clue.txt", 49_158);
}

#[test]
fn kaggle_no_guess_is_sound_and_singles_solve_all() {
    for assume_unique in [false, true] {
        if let Some(run) = no_guess_run_is_sound("kaggle_20k.txt", assume_unique, 1) {
            assert_eq!(run.solved, run.total, "the kaggle set is all singles");
        }
    }
}

/// Whether the run solved at least `percent` percent of its puzzles.
fn solved_at_least(run: &Run, percent: f64) -> bool {
    run.solved as f64 >= run.total as f64 * percent / 100.0
}

#[test]
fn seventeen_clue_no_guess_is_sound_and_solves_99_5_percent() {
    if let Some(run) = both_runs_are_sound("17_clue.txt", 5) {
        assert!(uniqueness_uses(&run) > 0, "the run uses uniqueness");
        assert!(
            solved_at_least(&run, 99.5),
            "{} of {}",
            run.solved,
            run.total
        );
    }
}

#[test]
fn magictour_no_guess_is_sound_and_solves_90_percent() {
    if let Some(run) = both_runs_are_sound("magictour_top1465.txt", 1) {
        assert!(uniqueness_uses(&run) > 0, "the run uses uniqueness");
        assert!(run.fired(Technique::AlsXz) > 0 && run.fired(Technique::AlsXyWing) > 0);
        assert!(
            solved_at_least(&run, 90.0),
            "{} of {}",
            run.solved,
            run.total
        );
    }
}

/// Without the forcing chains and nets, the other chain and set families
/// take the hard steps: each of them sound where they fire most.
#[test]
fn magictour_without_forcing_chains_is_sound() {
    let techniques: Vec<Technique> = (Technique::ALL.iter().copied())
        .filter(|t| !t.is_trial())
        .collect();
    let Some(run) = no_guess_run_with("magictour_top1465.txt", true, 2, &techniques) else {
        return;
    };
    for family in [
        Technique::AlsAic,
        Technique::AlsChain,
        Technique::DeathBlossom,
        Technique::Medusa,
        Technique::ContinuousNiceLoop,
        Technique::Aic,
    ] {
        assert!(run.fired(family) > 0, "{family} fires");
    }
}

#[test]
fn forum_hardest_no_guess_is_sound() {
    both_runs_are_sound("forum_hardest_sample.txt", 20);
}

#[test]
fn hex_sixteen_no_guess_is_sound() {
    both_runs_are_sound("hexsudoku_16x16.txt", SAMPLE);
}

/// The logic-only solver ([`solve_logically`], which searches again only
/// the digits and houses that changed since a technique last found
/// nothing) with every technique, over one puzzle in `every` of a set:
/// every value it fills is the solution's and no puzzle is a contradiction.
/// Returns how many it finished, and of how many.
fn logic_only_run_is_right(name: &str, every: usize) -> Option<(usize, usize)> {
    let lines = shared_set(name)?;
    let every = if std::env::var_os("PENCILMARK_FULL_SETS").is_some() {
        1
    } else {
        every
    };
    let (mut solved, mut total) = (0, 0);
    for (index, line) in lines.iter().enumerate().step_by(every) {
        let puzzle: Puzzle = line.parse().unwrap();
        let solution = solve_first(&puzzle).unwrap();
        let outcome = solve_logically(&puzzle, Technique::ALL);
        assert!(!outcome.contradiction, "{name}:{}", index + 1);
        for cell in puzzle.geometry().cells() {
            if let Some(value) = outcome.grid.get(cell) {
                assert_eq!(Some(value), solution.get(cell), "{name}:{}", index + 1);
            }
        }
        solved += usize::from(outcome.solved);
        total += 1;
    }
    eprintln!("{name}: the logic-only solver finished {solved} of {total}");
    Some((solved, total))
}

#[test]
fn logic_only_solves_are_right_and_finish_what_the_stepper_does() {
    // The step iterator's runs above finish all of kaggle, 99.99% of
    // 17-clue and 96.4% of magictour; the logic-only solver, the same
    // techniques with the singles in batches, must not finish fewer (on
    // the samples: a little under).
    if let Some((solved, total)) = logic_only_run_is_right("kaggle_20k.txt", 4) {
        assert_eq!(solved, total);
    }
    if let Some((solved, total)) = logic_only_run_is_right("17_clue.txt", 10) {
        assert!(solved * 1000 >= total * 995, "{solved} of {total}");
    }
    if let Some((solved, total)) = logic_only_run_is_right("magictour_top1465.txt", 2) {
        assert!(solved * 100 >= total * 95, "{solved} of {total}");
    }
    logic_only_run_is_right("forum_hardest_sample.txt", 20);
    logic_only_run_is_right("hexsudoku_16x16.txt", 4 * SAMPLE);
}
