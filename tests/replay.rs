//! Every solve can be replayed from its events alone: a board that only
//! applies what each event says changes (`common::replay`, which knows no
//! rule of Sudoku) is the stepper's own board after every event.
//!
//! Over the first 10,000 puzzles of every shared set (`../shared/data`, or
//! `$PENCILMARK_DATA`; each test says SKIPPED and passes when its set is
//! missing), and generated puzzles of every box shape from 4x4 to 12x12,
//! stepped with singles and guessing, which makes the solves place, guess
//! and backtrack; and over the fixtures, every size to 25x25, with every
//! technique, which makes them eliminate by every kind of pattern. The
//! runs of `tests/sets.rs` check the same on their samples with every
//! technique.

mod common;

use common::replay::Replay;
use common::{fixtures, shared_set, singles_and_guessing};
use pencilmark::{generate, GenerateOptions, Geometry, Options, Puzzle, Step, Stepper};

/// How many puzzles of each shared set are replayed.
const PER_SET: usize = 10_000;

/// Steps `puzzle` with `options`, checking the replayed board after every
/// event; the events, counted by kind.
fn replays(puzzle: &Puzzle, options: &Options, counts: &mut Counts, name: &str) {
    let geometry = puzzle.geometry();
    let mut replay = Replay::new(geometry);
    let mut stepper = Stepper::new(puzzle, options.clone());
    while let Some(step) = stepper.next() {
        replay.apply(&step);
        if let Some(difference) = replay.differs_from(geometry, stepper.candidates()) {
            panic!("{name}: {puzzle}: after \"{}\": {difference}", step.text());
        }
        counts.count(&step);
    }
}

/// Events replayed, by kind.
#[derive(Default, Debug)]
struct Counts {
    puzzles: usize,
    places: usize,
    eliminations: usize,
    guesses: usize,
    backtracks: usize,
    finals: usize,
}

impl Counts {
    fn count(&mut self, step: &Step) {
        match step {
            Step::Candidates { .. } => self.puzzles += 1,
            Step::Place { .. } => self.places += 1,
            Step::Eliminate { .. } => self.eliminations += 1,
            Step::Guess { .. } => self.guesses += 1,
            Step::Backtrack { .. } => self.backtracks += 1,
            _ => self.finals += 1,
        }
    }
}

/// The first [`PER_SET`] puzzles of a shared set, replayed.
fn set_replays(name: &str) -> Option<Counts> {
    let lines = shared_set(name)?;
    let mut counts = Counts::default();
    for line in lines.iter().take(PER_SET) {
        let puzzle: Puzzle = line.parse().unwrap();
        replays(&puzzle, &singles_and_guessing(), &mut counts, name);
    }
    assert_eq!(counts.finals, counts.puzzles, "every solve ends once");
    eprintln!("{name}: {counts:?}");
    Some(counts)
}

#[test]
fn kaggle_replays() {
    set_replays("kaggle_20k.txt");
}

#[test]
fn seventeen_clue_replays() {
    if let Some(counts) = set_replays("17_clue.txt") {
        assert!(counts.backtracks > 0, "some of them guess wrong");
    }
}

#[test]
fn magictour_replays() {
    if let Some(counts) = set_replays("magictour_top1465.txt") {
        assert!(counts.backtracks > 1000);
    }
}

#[test]
fn forum_hardest_replays() {
    if let Some(counts) = set_replays("forum_hardest_sample.txt") {
        assert!(counts.backtracks > 10_000);
    }
}

#[test]
fn hex_sixteen_replays() {
    set_replays("hexsudoku_16x16.txt");
}

#[test]
fn generated_puzzles_of_every_small_box_shape_replay() {
    // 4x4, 6x6 both ways, 8x8 both ways, 9x9, 10x10, 12x12.
    let shapes = [
        (2, 2),
        (3, 2),
        (2, 3),
        (4, 2),
        (2, 4),
        (3, 3),
        (5, 2),
        (4, 3),
    ];
    for (width, height) in shapes {
        let geometry = Geometry::shared(width, height).unwrap();
        let made = if geometry.side() <= 6 { 2_000 } else { 200 };
        let mut counts = Counts::default();
        for seed in 0..made {
            let options = GenerateOptions {
                minimal: Some(false),
                ..GenerateOptions::default()
            };
            let puzzle = generate(&geometry, &options, seed).unwrap().puzzle;
            replays(&puzzle, &singles_and_guessing(), &mut counts, "generated");
        }
        assert_eq!(counts.puzzles, made as usize, "{width}x{height}");
    }
}

#[test]
fn empty_boards_replay_their_guesses() {
    // Nothing given: the solve guesses its way to one of the solutions.
    for side in [4, 6, 8, 9, 12, 16, 25] {
        let puzzle: Puzzle = ".".repeat(side * side).parse().unwrap();
        let mut counts = Counts::default();
        replays(&puzzle, &Options::default(), &mut counts, "empty");
        assert!(counts.guesses > 0, "{side}x{side}");
    }
}

#[test]
fn fixtures_replay_with_every_technique() {
    let mut counts = Counts::default();
    for fixture in fixtures() {
        let options = Options {
            assume_unique: true,
            ..Options::default()
        };
        replays(&fixture.puzzle, &options, &mut counts, "fixtures");
    }
    assert!(counts.eliminations > 50, "{counts:?}");
}

#[test]
fn an_event_that_leaves_out_a_change_does_not_replay() {
    // What the check catches: the first guess of a solve, told without the
    // candidates it takes from the peers, leaves the replayed board behind.
    let puzzle: Puzzle = ".".repeat(81).parse().unwrap();
    let geometry = puzzle.geometry();
    let mut stepper = Stepper::new(&puzzle, singles_and_guessing());
    let (mut whole, mut short) = (Replay::new(geometry), Replay::new(geometry));
    for step in stepper.by_ref() {
        let told = match &step {
            Step::Guess {
                cell,
                digit,
                depth,
                choices,
                text,
                ..
            } => Step::Guess {
                cell: *cell,
                digit: *digit,
                depth: *depth,
                choices: *choices,
                removals: Vec::new(),
                text: text.clone(),
            },
            step => step.clone(),
        };
        whole.apply(&step);
        short.apply(&told);
        if matches!(step, Step::Guess { .. }) {
            break;
        }
    }
    assert_eq!(whole.differs_from(geometry, stepper.candidates()), None);
    let difference = short.differs_from(geometry, stepper.candidates()).unwrap();
    assert!(
        difference.starts_with("r1c2: replayed 0 [1, 2,"),
        "{difference}"
    );
}
