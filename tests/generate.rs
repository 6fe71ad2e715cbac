//! The generator and the ratings, as a user sees them: every puzzle has
//! exactly one solution by the search's count, at every size and symmetry;
//! a seed gives the same puzzles every time (and in wasm: the fixture
//! `tests/fixtures/generated.txt`, which `tests/wasm.rs` checks too); a
//! level or technique asked for is what the puzzle rates at.

#![cfg(not(target_arch = "wasm32"))]

use std::sync::Arc;

use pencilmark::generate::practisable;
use pencilmark::{
    count_solutions, full_grid, generate, rate, Alphabet, ErBand, Error, GenerateOptions,
    Generated, Generator, Geometry, Level, Limits, Options, Puzzle, Step, Stepper, Symmetry,
    Technique,
};

fn shape(side: usize) -> Arc<Geometry> {
    Geometry::shared_for_side(side).unwrap()
}

fn made(side: usize, options: &GenerateOptions, seed: u64) -> Generated {
    generate(&shape(side), options, seed)
        .unwrap_or_else(|e| panic!("{side}x{side}, {options:?}, seed {seed}: {e}"))
}

/// The cells that are clues, as 0-based rows and columns.
fn clue_cells(puzzle: &Puzzle) -> Vec<(usize, usize)> {
    let g = puzzle.geometry();
    g.cells()
        .filter(|&c| puzzle.givens().get(c).is_some())
        .map(|c| (g.row(c), g.col(c)))
        .collect()
}

/// Whether the clue pattern is its own image under the symmetry.
fn is_symmetric(puzzle: &Puzzle, symmetry: Symmetry) -> bool {
    let g = puzzle.geometry();
    let last = g.side() - 1;
    clue_cells(puzzle).into_iter().all(|(r, c)| {
        let (r2, c2) = match symmetry {
            Symmetry::None => (r, c),
            Symmetry::Rotate180 => (last - r, last - c),
            Symmetry::Rotate90 => (c, last - r),
            Symmetry::Diagonal => (c, r),
            Symmetry::Mirror => (r, last - c),
        };
        puzzle.givens().get(g.cell_at(r2, c2)).is_some()
    })
}

/// Checks what every generated puzzle must be: one solution, the one it
/// came with, symmetric as asked.
fn check_proper(made: &Generated, symmetry: Symmetry) {
    let puzzle = &made.puzzle;
    assert_eq!(count_solutions(puzzle, 2), 1, "{puzzle}");
    assert!(made.solution.solves(puzzle.givens()), "{puzzle}");
    assert!(is_symmetric(puzzle, symmetry), "{puzzle} is not {symmetry}");
}

#[test]
fn every_puzzle_has_one_solution_at_every_size_and_symmetry() {
    for (side, seeds) in [(4, 30), (6, 30), (9, 30), (12, 4), (16, 2)] {
        for symmetry in Symmetry::ALL {
            let options = GenerateOptions {
                symmetry,
                ..GenerateOptions::default()
            };
            for seed in 0..seeds {
                check_proper(&made(side, &options, seed), symmetry);
            }
        }
    }
}

#[test]
fn big_and_oblong_boards_give_proper_puzzles() {
    for (width, height) in [
        (3, 2),
        (2, 3),
        (4, 2),
        (2, 4),
        (5, 2),
        (4, 3),
        (3, 4),
        (5, 5),
    ] {
        let geometry = Arc::new(Geometry::new(width, height).unwrap());
        let made = generate(&geometry, &GenerateOptions::default(), 11).unwrap();
        check_proper(&made, Symmetry::None);
        assert_eq!(made.puzzle.geometry().box_width(), width);
    }
}

#[test]
fn full_grids_are_valid_on_every_box_shape() {
    for (width, height) in [
        (2, 2),
        (3, 2),
        (2, 5),
        (3, 3),
        (4, 4),
        (6, 4),
        (5, 5),
        (6, 6),
        (7, 7),
        (8, 6),
        (8, 8),
    ] {
        let geometry = Arc::new(Geometry::new(width, height).unwrap());
        for seed in 0..3 {
            let grid = full_grid(&geometry, seed);
            assert!(grid.is_complete(), "{width}x{height}");
            assert_eq!(grid.first_clash(), None, "{width}x{height}");
        }
        assert_ne!(full_grid(&geometry, 1), full_grid(&geometry, 2));
    }
}

#[test]
fn minimal_puzzles_lose_their_uniqueness_with_any_clue_or_orbit() {
    for (symmetry, seed) in [
        (Symmetry::None, 5),
        (Symmetry::Rotate180, 6),
        (Symmetry::Rotate90, 7),
    ] {
        let options = GenerateOptions {
            symmetry,
            minimal: Some(true),
            ..GenerateOptions::default()
        };
        let made = made(9, &options, seed);
        let g = made.puzzle.geometry();
        let last = g.side() - 1;
        for (r, c) in clue_cells(&made.puzzle) {
            let mut fewer = made.puzzle.givens().clone();
            let mut orbit = vec![(r, c)];
            if symmetry == Symmetry::Rotate180 {
                orbit.push((last - r, last - c));
            }
            if symmetry == Symmetry::Rotate90 {
                orbit.extend([(c, last - r), (last - r, last - c), (last - c, r)]);
            }
            for (r, c) in orbit {
                fewer.set(g.cell_at(r, c), None);
            }
            let fewer = Puzzle::from_grid(fewer, Alphabet::Standard).unwrap();
            assert_eq!(count_solutions(&fewer, 2), 2, "r{}c{} can go", r + 1, c + 1);
        }
    }
}

#[test]
fn clue_bounds_are_kept() {
    let options = GenerateOptions {
        minimal: Some(false),
        min_clues: Some(36),
        ..GenerateOptions::default()
    };
    for seed in 0..10 {
        let made = made(9, &options, seed);
        check_proper(&made, Symmetry::None);
        assert_eq!(made.puzzle.givens().filled(), 36, "from 81, one at a time");
    }
    let options = GenerateOptions {
        max_clues: Some(24),
        symmetry: Symmetry::Mirror,
        ..GenerateOptions::default()
    };
    for seed in 0..10 {
        let made = made(9, &options, seed);
        check_proper(&made, Symmetry::Mirror);
        assert!(made.puzzle.givens().filled() <= 24);
    }
    let tight = GenerateOptions {
        max_clues: Some(18),
        attempts: Some(5),
        ..GenerateOptions::default()
    };
    assert_eq!(
        generate(&shape(9), &tight, 1),
        Err(Error::GaveUp { attempts: 5 }),
        "18 clues are rare: not within 5 attempts"
    );
    // Fewer clues than any proper puzzle has are refused before any
    // attempt, at every size.
    for (side, fewest) in [(4, 4), (6, 8), (9, 17), (16, 15)] {
        let impossible = GenerateOptions {
            max_clues: Some(fewest - 1),
            ..GenerateOptions::default()
        };
        assert!(
            matches!(
                generate(&shape(side), &impossible, 1),
                Err(Error::BadOptions { .. })
            ),
            "{side}x{side}"
        );
    }
}

#[test]
fn the_same_seed_gives_the_same_puzzles_and_another_seed_others() {
    let options = GenerateOptions {
        symmetry: Symmetry::Rotate180,
        ..GenerateOptions::default()
    };
    let mut first = Generator::new(&shape(9), options.clone(), 99).unwrap();
    let mut again = Generator::new(&shape(9), options.clone(), 99).unwrap();
    let mut other = Generator::new(&shape(9), options, 100).unwrap();
    for _ in 0..5 {
        let (a, b, c) = (first.generate(), again.generate(), other.generate());
        assert_eq!(a, b);
        assert_ne!(a.unwrap().puzzle, c.unwrap().puzzle);
    }
}

/// A clock that moves a millisecond each time it is read: a limit of `n`
/// milliseconds allows `n` looks at it, whatever the machine's speed.
fn ticks() -> f64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static NOW: AtomicU64 = AtomicU64::new(0);
    NOW.fetch_add(1, Ordering::Relaxed) as f64
}

#[test]
fn a_generator_out_of_time_says_so_and_makes_puzzles_after() {
    // Minimal 25x25 puzzles take minutes: a run stops in the middle of
    // taking clues away, as the clock is read at every clue.
    let options = GenerateOptions {
        minimal: Some(true),
        ..GenerateOptions::default()
    };
    let mut generator = Generator::new(&shape(25), options, 1).unwrap();
    let stopped = generator.generate_within(&Limits::new(None, Some(100.0), ticks));
    assert_eq!(
        stopped,
        Err(Error::OutOfTime {
            during: "making a puzzle"
        })
    );
    assert_eq!(
        stopped.unwrap_err().to_string(),
        "over budget: out of time while making a puzzle"
    );
    // An extreme 9x9 takes attempts, each rated with the chains (a clock
    // read at every step).
    let extreme = GenerateOptions {
        level: Some(Level::Extreme),
        ..GenerateOptions::default()
    };
    let mut generator = Generator::new(&shape(9), extreme, 5).unwrap();
    let limits = Limits::new(None, Some(150.0), ticks);
    assert!(matches!(
        generator.generate_within(&limits),
        Err(Error::OutOfTime { .. })
    ));
    // The same generator goes on to make a puzzle when it has the time.
    let made = generator.generate_within(&Limits::none()).unwrap();
    check_proper(&made, Symmetry::None);
    assert_eq!(made.rate().unwrap().level, Level::Extreme);
}

/// The cases of `tests/fixtures/generated.txt`: side, symmetry, level,
/// seed.
const CASES: [(usize, Symmetry, Option<Level>, u64); 10] = [
    (4, Symmetry::None, None, 1),
    (6, Symmetry::Rotate180, None, 2),
    (9, Symmetry::None, None, 3),
    (9, Symmetry::Rotate180, Some(Level::Easy), 4),
    (9, Symmetry::Rotate90, Some(Level::Hard), 5),
    (9, Symmetry::Diagonal, None, 6),
    (9, Symmetry::Mirror, Some(Level::Expert), 7),
    (9, Symmetry::None, Some(Level::Extreme), u64::MAX),
    (12, Symmetry::None, Some(Level::Medium), 8),
    (16, Symmetry::Rotate180, None, 9),
];

/// The fixture as the generator makes it now.
fn fixture_text() -> String {
    let mut text = String::from(
        "# Made by the generator: `PENCILMARK_BLESS=1 cargo test --test generate` writes it,\n\
         # `cargo test` checks that the native build still makes exactly these, and the\n\
         # wasm tests (tests/wasm.rs) that the wasm build does.\n\
         # side, symmetry, level (- for any), seed, puzzle, solution\n",
    );
    for (side, symmetry, level, seed) in CASES {
        let options = GenerateOptions {
            symmetry,
            level,
            ..GenerateOptions::default()
        };
        let made = made(side, &options, seed);
        let level = level.map_or("-", Level::name);
        text.push_str(&format!(
            "{side} {symmetry} {level} {seed} {} {}\n",
            made.puzzle,
            made.solution.to_line(Alphabet::Standard)
        ));
    }
    text
}

#[test]
fn the_generated_fixture_is_what_the_generator_makes() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/generated.txt");
    let now = fixture_text();
    if std::env::var_os("PENCILMARK_BLESS").is_some() {
        std::fs::write(path, &now).unwrap();
    }
    let saved = std::fs::read_to_string(path).unwrap();
    assert_eq!(
        saved, now,
        "the generator changed: if on purpose, rerun with PENCILMARK_BLESS=1"
    );
}

#[test]
fn a_generated_puzzle_rates_as_rate_rates_it_whether_rated_or_not() {
    let hard = GenerateOptions {
        level: Some(Level::Hard),
        ..GenerateOptions::default()
    };
    for options in [GenerateOptions::default(), hard] {
        let made = made(9, &options, 7);
        assert_eq!(made.rating.is_some(), options.level.is_some());
        assert_eq!(made.rate(), rate(&made.puzzle));
    }
}

/// The share of `requests` puzzles asked at `level` on a board of `side`
/// that came (each returned puzzle checked: proper, and rated at the level).
fn hit_rate(side: usize, level: Level, requests: u64) -> f64 {
    let options = GenerateOptions {
        level: Some(level),
        ..GenerateOptions::default()
    };
    let mut hits = 0;
    for seed in 0..requests {
        match generate(&shape(side), &options, 1000 + seed) {
            Ok(made) => {
                check_proper(&made, Symmetry::None);
                assert_eq!(rate(&made.puzzle).unwrap().level, level, "{}", made.puzzle);
                assert_eq!(made.rating.map(|r| r.level), Some(level));
                hits += 1;
            }
            Err(Error::GaveUp { .. }) => {}
            Err(e) => panic!("{e}"),
        }
    }
    hits as f64 / requests as f64
}

#[test]
fn a_level_asked_for_is_hit_on_9x9() {
    // Needs-guessing cannot be asked for (see bad_options_are_typed_errors).
    for level in Level::ALL
        .into_iter()
        .filter(|&l| l != Level::NeedsGuessing)
    {
        // The two hardest rate every attempt with the nets: fewer requests.
        let requests = if level >= Level::Extreme { 40 } else { 200 };
        let rate = hit_rate(9, level, requests);
        println!("9x9 {level}: {:.1}% of {requests} requests", 100.0 * rate);
        assert!(rate >= 0.95, "{level}: {rate}");
    }
}

#[test]
fn an_er_band_asked_for_is_hit_and_kept_with_a_level() {
    for (band, requests) in [("6.0..7.5", 40), ("8.0..", 10), ("..2.0", 40)] {
        let er: ErBand = band.parse().unwrap();
        let options = GenerateOptions {
            er: Some(er),
            ..GenerateOptions::default()
        };
        for seed in 0..requests {
            let made = made(9, &options, seed);
            let rating = rate(&made.puzzle).unwrap();
            assert!(
                er.fits(&rating),
                "{band}: {} rates {}",
                made.puzzle,
                rating.er
            );
            assert_eq!(made.rating, Some(rating));
        }
    }
    // A level and a band: both hold.
    let both = GenerateOptions {
        level: Some(Level::Hard),
        er: Some("4.4..5.0".parse().unwrap()),
        ..GenerateOptions::default()
    };
    let rating = made(9, &both, 1).rating.unwrap();
    assert_eq!(rating.level, Level::Hard);
    assert!((4.4..=5.0).contains(&rating.er), "{}", rating.er);
}

#[test]
fn a_level_asked_for_is_hit_on_4x4_6x6_and_16x16_and_one_a_size_lacks_refused() {
    for side in [4, 6] {
        for &level in Level::made_on(side) {
            let rate = hit_rate(side, level, 20);
            println!("{side}x{side} {level}: {:.1}% of 20 requests", 100.0 * rate);
            assert!(rate >= 0.95, "{side}x{side} {level}: {rate}");
        }
    }
    // At once, and saying what the size has.
    let extreme = GenerateOptions {
        level: Some(Level::Extreme),
        ..GenerateOptions::default()
    };
    let refused = generate(&shape(6), &extreme, 1).unwrap_err();
    assert_eq!(
        refused.to_string(),
        "bad options: a 6x6 board has no extreme puzzles: the generator makes easy, medium, hard and expert ones at this size"
    );
    let medium = GenerateOptions {
        level: Some(Level::Medium),
        ..GenerateOptions::default()
    };
    let refused = generate(&shape(4), &medium, 1).unwrap_err();
    assert!(
        refused
            .to_string()
            .ends_with("the generator makes only easy ones at this size"),
        "{refused}"
    );
    for level in [Level::Easy, Level::Hard, Level::Expert] {
        let rate = hit_rate(16, level, 3);
        println!("16x16 {level}: {:.1}% of 3 requests", 100.0 * rate);
        assert_eq!(rate, 1.0, "16x16 {level}");
    }
}

#[test]
fn practice_puzzles_need_their_technique_and_nothing_harder() {
    // Ladder I, then those of ladder II that come within a thousand
    // attempts on 9x9 (hidden rectangles and simple colouring can take
    // thousands; remote pairs and multi-colouring came in none of 3 000).
    for technique in [
        Technique::Pointing,
        Technique::NakedPair,
        Technique::XWing,
        Technique::Skyscraper,
        Technique::XyWing,
        Technique::UniqueRectangle,
        Technique::XChain,
        Technique::BugPlusOne,
        Technique::XyChain,
        Technique::AlsXz,
        Technique::AlsXyWing,
        Technique::Aic,
    ] {
        let options = GenerateOptions {
            technique: Some(technique),
            symmetry: Symmetry::Rotate180,
            ..GenerateOptions::default()
        };
        for seed in 0..3 {
            let made = made(9, &options, seed);
            check_proper(&made, Symmetry::Rotate180);
            // Judged by a solve with every technique, pencilmark's own
            // included; rated as `rate` rates it.
            let rating = made.practice.clone().unwrap();
            assert_eq!(made.rating, None);
            assert_eq!(made.rate(), rate(&made.puzzle));
            assert_ne!(rating.level, Level::NeedsGuessing);
            assert!(rating.uses.iter().any(|u| u.technique == technique));
            assert_eq!(rating.er, technique.difficulty(), "{technique}");
            assert!(rating.steps.iter().any(|s| s.technique == technique));
            // And the solve a player shows (the default order) meets it.
            let shown = Options {
                guessing: false,
                assume_unique: true,
                ..Options::default()
            };
            let met = Stepper::new(&made.puzzle, shown).any(|step| match step {
                Step::Place { technique: t, .. } | Step::Eliminate { technique: t, .. } => {
                    t == technique
                }
                _ => false,
            });
            assert!(
                met,
                "{technique}, seed {seed}: the solve shown takes another way"
            );
        }
    }
    // With a level too, the level is `rate`'s, on SE's scale.
    let options = GenerateOptions {
        technique: Some(Technique::XyWing),
        level: Some(Level::Hard),
        ..GenerateOptions::default()
    };
    for seed in 0..3 {
        let made = made(9, &options, seed);
        let rating = made.rating.clone().unwrap();
        assert_eq!(rate(&made.puzzle), Ok(rating.clone()));
        assert_eq!(rating.level, Level::Hard);
        let practice = made.practice.clone().unwrap();
        assert!(practice
            .uses
            .iter()
            .any(|u| u.technique == Technique::XyWing));
    }
}

#[test]
fn bad_options_are_typed_errors() {
    let nine = shape(9);
    let bad = |options: GenerateOptions| Generator::new(&nine, options, 0).unwrap_err();
    let crossed = bad(GenerateOptions {
        min_clues: Some(30),
        max_clues: Some(20),
        ..GenerateOptions::default()
    });
    assert_eq!(crossed.kind(), "bad-options");
    assert_eq!(
        crossed.to_string(),
        "bad options: min clues (30) is more than max clues (20)"
    );
    let apart = bad(GenerateOptions {
        level: Some(Level::Easy),
        er: Some("6.0..7.5".parse().unwrap()),
        ..GenerateOptions::default()
    });
    assert_eq!(
        apart.to_string(),
        "bad options: the level easy (ER 0.0..2.5) and the ER band 6.0..7.5 have no ER in common"
    );
    for (text, reason) in [
        ("6.0", "expected two ratings around \"..\", as in 6.0..7.5"),
        ("7.5..6.0", "its low end is above its high end"),
        (
            "6.05..7",
            "\"6.05\" is not a rating from 0 to 20 with at most one decimal",
        ),
        (
            "a..7",
            "\"a\" is not a rating from 0 to 20 with at most one decimal",
        ),
        (
            "..21",
            "\"21\" is not a rating from 0 to 20 with at most one decimal",
        ),
    ] {
        let error = text.parse::<ErBand>().unwrap_err();
        assert_eq!(error.kind(), "bad-options");
        assert_eq!(
            error.to_string(),
            format!("bad options: ER band {text:?}: {reason}")
        );
    }
    assert_eq!("9..".parse::<ErBand>().unwrap().to_string(), "9.0..");
    let guessing = bad(GenerateOptions {
        level: Some(Level::NeedsGuessing),
        ..GenerateOptions::default()
    });
    assert_eq!(
        guessing.to_string(),
        "bad options: needs-guessing cannot be asked for: the rating's forcing chains and nets \
         finish the puzzles the generator makes"
    );
    assert_eq!(
        bad(GenerateOptions {
            min_clues: Some(82),
            ..GenerateOptions::default()
        })
        .kind(),
        "bad-options"
    );
    assert_eq!(
        bad(GenerateOptions {
            technique: Some(Technique::LargeFish),
            ..GenerateOptions::default()
        })
        .to_string(),
        "bad options: large-fish never applies on a 9x9 board: it needs 10x10 or larger"
    );
    for technique in [
        Technique::CellForcingChain,
        Technique::UnitForcingChain,
        Technique::DigitForcingChain,
    ] {
        let error = bad(GenerateOptions {
            technique: Some(technique),
            ..GenerateOptions::default()
        });
        assert_eq!(error.kind(), "bad-options");
        assert_eq!(
            error.to_string(),
            format!(
                "bad options: {technique} cannot be practised: practice puzzles are made \
                 without forcing chains (the generator solves the puzzle again after every \
                 clue it takes away, and a forcing chain makes each solve far too slow)"
            )
        );
    }
    assert_eq!(
        bad(GenerateOptions {
            attempts: Some(0),
            ..GenerateOptions::default()
        })
        .kind(),
        "bad-options"
    );
    let big = shape(36);
    assert_eq!(
        Generator::new(
            &big,
            GenerateOptions {
                alphabet: Alphabet::Letters,
                ..GenerateOptions::default()
            },
            0
        )
        .unwrap_err(),
        Error::AlphabetTooSmall {
            alphabet: "letters",
            side: 36
        }
    );
}

#[test]
fn puzzles_come_in_the_alphabet_asked_for() {
    let options = GenerateOptions {
        alphabet: Alphabet::Hex,
        ..GenerateOptions::default()
    };
    let made = made(16, &options, 3);
    assert_eq!(made.puzzle.alphabet(), Alphabet::Hex);
    let solution = made.solution.to_line(Alphabet::Hex);
    assert!(solution.contains('0') && solution.contains('f') && !solution.contains('g'));
    let options = pencilmark::ParseOptions {
        alphabet: Some(Alphabet::Hex),
        ..pencilmark::ParseOptions::default()
    };
    let back = Puzzle::parse_with(&made.puzzle.to_string(), &options).unwrap();
    assert_eq!(back, made.puzzle);
}

#[test]
fn practisable_techniques_are_those_the_generator_takes() {
    let nine = practisable(9);
    assert!(nine.contains(&Technique::XWing) && nine.contains(&Technique::Jellyfish));
    assert!(!nine.iter().any(|t| t.is_trial()));
    assert!(!nine.contains(&Technique::LargeFish));
    assert!(practisable(16).contains(&Technique::LargeFish));
    assert!(!practisable(4).contains(&Technique::Swordfish));
    let geometry = shape(4);
    for technique in Technique::ALL {
        let options = GenerateOptions {
            technique: Some(*technique),
            attempts: Some(1),
            ..GenerateOptions::default()
        };
        let refused = matches!(
            generate(&geometry, &options, 1),
            Err(Error::BadOptions { .. })
        );
        assert_eq!(refused, !practisable(4).contains(technique), "{technique}");
    }
}

#[test]
fn symmetry_names_read_back() {
    for symmetry in Symmetry::ALL {
        assert_eq!(symmetry.name().parse(), Ok(symmetry));
    }
    assert_eq!(
        "270".parse::<Symmetry>(),
        Err(Error::UnknownSymmetry { name: "270".into() })
    );
}
