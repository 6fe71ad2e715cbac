//! The step iterator on the fixtures: events in order, every placement
//! right, switches obeyed, the protocol's JSON shape.

mod common;

use common::{fixtures, singles_and_guessing};
use pencilmark::{
    solve, Contradiction, Error, Grid, HouseKind, Options, Puzzle, Step, Stepper, Technique,
};

fn all_steps(puzzle: &Puzzle, options: Options) -> (Vec<Step>, Grid) {
    let mut stepper = Stepper::new(puzzle, options);
    let steps: Vec<Step> = stepper.by_ref().collect();
    (steps, stepper.grid())
}

#[test]
fn solve_finds_the_known_solution_at_every_size() {
    let fixtures = fixtures();
    let sides: std::collections::BTreeSet<usize> = fixtures
        .iter()
        .map(|f| f.puzzle.geometry().side())
        .collect();
    assert_eq!(
        sides.into_iter().collect::<Vec<_>>(),
        vec![4, 6, 8, 9, 12, 16, 25]
    );
    for f in &fixtures {
        assert_eq!(solve(&f.puzzle).unwrap(), f.solution, "{}", f.puzzle);
    }
}

#[test]
fn a_solve_starts_with_candidates_and_ends_solved_once() {
    for f in fixtures() {
        let (steps, grid) = all_steps(&f.puzzle, Options::default());
        assert!(matches!(steps[0], Step::Candidates { .. }));
        assert!(matches!(steps.last(), Some(Step::Solved { .. })));
        assert_eq!(steps.iter().filter(|s| s.is_final()).count(), 1);
        assert_eq!(grid, f.solution);
        let placements = steps
            .iter()
            .filter(|s| matches!(s, Step::Place { .. }))
            .count();
        let guesses = steps
            .iter()
            .filter(|s| matches!(s, Step::Guess { .. }))
            .count();
        let backtracks = steps
            .iter()
            .filter(|s| matches!(s, Step::Backtrack { .. }))
            .count();
        let Some(Step::Solved {
            placements: p,
            guesses: g,
            backtracks: b,
            ..
        }) = steps.last()
        else {
            unreachable!()
        };
        assert_eq!((placements, guesses, backtracks), (*p, *g, *b));
    }
}

/// Placements outside any guess are deductions: each must agree with the
/// solution. Guess depth is tracked from the events themselves.
#[test]
fn every_placement_outside_a_guess_is_right() {
    for f in fixtures() {
        let (steps, _) = all_steps(&f.puzzle, Options::default());
        let mut depth = 0;
        for step in &steps {
            match step {
                Step::Guess { depth: d, .. } | Step::Backtrack { depth: d, .. } => depth = *d,
                Step::Place {
                    cell,
                    digit,
                    removals,
                    ..
                } if depth == 0 => {
                    assert_eq!(f.solution.get(*cell), Some(*digit), "{}", step.text());
                    for r in removals {
                        assert_ne!(f.solution.get(r.cell), Some(r.digit), "{}", step.text());
                    }
                }
                _ => {}
            }
        }
    }
}

#[test]
fn without_guessing_placements_are_right_and_a_stuck_solve_says_so() {
    let mut stuck = 0;
    let every = Options {
        guessing: false,
        assume_unique: true,
        ..Options::default()
    };
    let singles = Options {
        guessing: false,
        ..singles_and_guessing()
    };
    for f in fixtures() {
        for options in [every.clone(), singles.clone()] {
            let (steps, grid) = all_steps(&f.puzzle, options);
            assert!(!steps
                .iter()
                .any(|s| matches!(s, Step::Guess { .. } | Step::Backtrack { .. })));
            for step in &steps {
                match step {
                    Step::Place { cell, digit, .. } => {
                        assert_eq!(f.solution.get(*cell), Some(*digit), "{}", step.text());
                    }
                    Step::Eliminate { removals, .. } => {
                        for r in removals {
                            assert_ne!(f.solution.get(r.cell), Some(r.digit), "{}", step.text());
                        }
                    }
                    _ => {}
                }
            }
            match steps.last() {
                Some(Step::Stuck { remaining, text }) => {
                    stuck += 1;
                    assert_eq!(
                        *remaining,
                        grid.values().iter().filter(|v| v.is_none()).count()
                    );
                    assert!(text.starts_with("Stuck: no enabled technique applies"));
                }
                Some(Step::Solved { .. }) => assert_eq!(grid, f.solution),
                other => panic!("unexpected end {other:?}"),
            }
        }
    }
    assert!(stuck > 0, "some fixtures need more than singles");
}

#[test]
fn guesses_and_backtracks_happen_when_logic_is_stuck() {
    let mut guessed = 0;
    for f in fixtures() {
        let (steps, _) = all_steps(&f.puzzle, singles_and_guessing());
        let mut depth = 0;
        for step in &steps {
            match step {
                Step::Guess {
                    depth: d, choices, ..
                } => {
                    assert_eq!(*d, depth + 1);
                    assert!(*choices >= 2, "a guess has a real choice: {}", step.text());
                    depth = *d;
                    guessed += 1;
                }
                Step::Backtrack {
                    depth: d,
                    removals,
                    cell,
                    digit,
                    text,
                    ..
                } => {
                    assert_eq!(*d + 1, depth);
                    assert_eq!(removals.len(), 1);
                    assert_eq!((removals[0].cell, removals[0].digit), (*cell, *digit));
                    assert!(text.starts_with("Contradiction: "), "{text}");
                    depth = *d;
                }
                _ => {}
            }
        }
    }
    assert!(guessed > 0);
}

/// Made by pencilmark from the first 9x9 fixture's solution, clues removed
/// at random while the solution stays unique: with singles, locked
/// candidates and pairs it needs a unique rectangle.
const NEEDS_A_RECTANGLE: &str =
    "7..9...13..1.......6.5...2....35.....2...86...87....5.......165...2.78......6..37";

#[test]
fn uniqueness_techniques_need_assume_unique() {
    let puzzle: Puzzle = NEEDS_A_RECTANGLE.parse().unwrap();
    let options = |assume_unique| Options {
        techniques: vec![
            Technique::FullHouse,
            Technique::NakedSingle,
            Technique::HiddenSingle,
            Technique::Pointing,
            Technique::Claiming,
            Technique::NakedPair,
            Technique::HiddenPair,
            Technique::UniqueRectangle,
        ],
        guessing: false,
        assume_unique,
        ..Options::default()
    };
    let rectangles = |steps: &[Step]| {
        steps
            .iter()
            .filter(|s| {
                matches!(
                    s,
                    Step::Eliminate {
                        technique: Technique::UniqueRectangle,
                        ..
                    }
                )
            })
            .count()
    };
    let (steps, _) = all_steps(&puzzle, options(false));
    assert_eq!(rectangles(&steps), 0);
    assert!(matches!(steps.last(), Some(Step::Stuck { .. })));
    let (steps, grid) = all_steps(&puzzle, options(true));
    assert!(rectangles(&steps) > 0);
    assert!(matches!(steps.last(), Some(Step::Solved { .. })));
    assert!(grid.solves(puzzle.givens()));
}

#[test]
fn switched_off_techniques_never_fire() {
    for f in fixtures() {
        let options = Options {
            techniques: vec![Technique::HiddenSingle],
            ..Options::default()
        };
        let (steps, grid) = all_steps(&f.puzzle, options);
        assert_eq!(grid, f.solution);
        for step in &steps {
            if let Step::Place { technique, .. } = step {
                assert_eq!(*technique, Technique::HiddenSingle);
            }
        }
    }
}

#[test]
fn with_no_technique_every_step_is_a_guess_and_it_still_solves() {
    let f = &fixtures()[0];
    let options = Options {
        techniques: vec![],
        ..Options::default()
    };
    let (steps, grid) = all_steps(&f.puzzle, options);
    assert_eq!(grid, f.solution);
    assert!(!steps.iter().any(|s| matches!(s, Step::Place { .. })));
    let options = Options {
        techniques: vec![],
        guessing: false,
        ..Options::default()
    };
    let (steps, _) = all_steps(&f.puzzle, options);
    assert_eq!(steps.len(), 2);
    assert!(matches!(steps[1], Step::Stuck { .. }));
}

#[test]
fn an_impossible_puzzle_ends_unsolvable() {
    // r1c9 needs a 9 (its row holds 1-8), but r2c9 holds the 9.
    let text = format!("12345678.........9{}", ".".repeat(63));
    let puzzle: Puzzle = text.parse().unwrap();
    let (steps, _) = all_steps(&puzzle, Options::default());
    let g = puzzle.geometry();
    assert_eq!(
        steps.last(),
        Some(&Step::Unsolvable {
            contradiction: Contradiction::NoCandidates {
                cell: g.cell_at(0, 8)
            },
            text: "No solution: r1c9 has no candidate left".into(),
        })
    );
    assert_eq!(solve(&puzzle), Err(Error::NoSolution));
}

#[test]
fn sentences_name_cells_houses_and_symbols() {
    let fixtures = fixtures();
    let steps: Vec<Step> = fixtures
        .iter()
        .flat_map(|f| Stepper::new(&f.puzzle, Options::default()))
        .collect();
    let hidden = steps
        .iter()
        .find(|s| matches!(s, Step::Place { technique: Technique::HiddenSingle, house: Some(h), .. } if h.kind == HouseKind::Box))
        .unwrap();
    let Step::Place {
        house: Some(house), ..
    } = hidden
    else {
        unreachable!()
    };
    assert!(hidden
        .text()
        .contains(&format!(": hidden single in box {}", house.index + 1)));
    assert!(hidden.text().starts_with('r'));

    // Hex boards speak in hex symbols: digit 1 is `0`.
    let hex = fixtures
        .iter()
        .find(|f| f.puzzle.geometry().side() == 16)
        .unwrap();
    for step in Stepper::new(&hex.puzzle, Options::default()) {
        if let Step::Place { digit, text, .. } = &step {
            let symbol = "0123456789abcdef".as_bytes()[usize::from(digit.get()) - 1] as char;
            assert!(text.contains(&format!(" = {symbol}: ")), "{text}");
        }
    }
}

#[test]
fn events_serialize_with_the_fixed_field_names() {
    let puzzle: Puzzle = "12.4\n....\n....\n....".parse().unwrap();
    let steps: Vec<serde_json::Value> = Stepper::new(&puzzle, Options::default())
        .map(|s| serde_json::to_value(&s).unwrap())
        .collect();
    assert_eq!(steps[0]["kind"], "candidates");
    assert_eq!(
        steps[1],
        serde_json::json!({
            "kind": "place",
            "cell": 2,
            "digit": 3,
            "technique": "full-house",
            "house": { "kind": "row", "index": 0 },
            "removals": [
                { "cell": 6, "digit": 3 }, { "cell": 7, "digit": 3 },
                { "cell": 10, "digit": 3 }, { "cell": 14, "digit": 3 }
            ],
            "text": "r1c3 = 3: full house, the last empty cell of row 1"
        })
    );
    let kinds: Vec<&str> = steps.iter().map(|s| s["kind"].as_str().unwrap()).collect();
    assert!(kinds.contains(&"guess"));
    let guess = steps.iter().find(|s| s["kind"] == "guess").unwrap();
    for field in ["cell", "digit", "depth", "choices", "text"] {
        assert!(guess.get(field).is_some(), "guess has {field}");
    }
    assert_eq!(steps.last().unwrap()["kind"], "solved");
}

/// Guesses follow the search's rule: among the empty cells with the fewest
/// candidates, the one that sees the most empty cells, the first in
/// row-major order on a tie.
#[test]
fn guesses_go_to_the_cell_with_the_fewest_candidates_that_sees_the_most_empty_cells() {
    let mut guesses = 0;
    let mut not_first = 0;
    for f in fixtures() {
        let geometry = f.puzzle.geometry().clone();
        let mut stepper = Stepper::new(&f.puzzle, singles_and_guessing());
        loop {
            let before = stepper.candidates().clone();
            let Some(step) = stepper.next() else { break };
            if let Step::Guess { cell, choices, .. } = step {
                let open: Vec<_> = geometry
                    .cells()
                    .filter(|&c| before.value(c).is_none())
                    .collect();
                let fewest = open.iter().map(|&c| before.get(c).len()).min().unwrap();
                let seen = |c| {
                    geometry
                        .peers(c)
                        .iter()
                        .filter(|&&p| before.value(p).is_none())
                        .count()
                };
                let tied: Vec<_> = open
                    .iter()
                    .copied()
                    .filter(|&c| before.get(c).len() == fewest)
                    .collect();
                let most = tied.iter().map(|&c| seen(c)).max().unwrap();
                let expected = tied.iter().copied().find(|&c| seen(c) == most).unwrap();
                assert_eq!((cell, choices), (expected, fewest), "{}", f.puzzle);
                guesses += 1;
                not_first += usize::from(expected != tied[0]);
            }
        }
    }
    // The rule is more than "the first with the fewest".
    assert!(
        guesses > 0 && not_first > 0,
        "{guesses} guesses, {not_first} not the first"
    );
    assert!(guesses > 0);
}
