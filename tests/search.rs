//! The fast search: known solutions at every size, every puzzle of the
//! shared sets solved and proved unique, counts of boards with many
//! solutions, puzzles without any.

mod common;

use common::ask::{count_within, solutions, solutions_within, solve_within};
use common::{fixtures, shared_set};
use std::sync::atomic::{AtomicU64, Ordering};

use pencilmark::{
    count_solutions, generate, solve_first, Alphabet, Budget, Candidates, Digit, Error,
    GenerateOptions, Geometry, Limits, Puzzle, Query,
};

#[test]
fn finds_the_known_solution_at_every_size_and_proves_it_unique() {
    for f in fixtures() {
        assert_eq!(
            solve_first(&f.puzzle).as_ref(),
            Some(&f.solution),
            "{}",
            f.puzzle
        );
        assert_eq!(count_solutions(&f.puzzle, 2), 1, "{}", f.puzzle);
        assert_eq!(solutions(&f.puzzle, 5), vec![f.solution.clone()]);
    }
}

#[test]
fn twenty_five_by_twenty_five_puzzles_are_solved_and_unique() {
    let text = include_str!("fixtures/search25.txt");
    let mut seen = 0;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let (puzzle, solution) = line.split_once(' ').expect("puzzle, space, solution");
        let puzzle: Puzzle = puzzle.parse().unwrap();
        let solution: Puzzle = solution.parse().unwrap();
        assert_eq!(puzzle.geometry().side(), 25);
        assert_eq!(solve_first(&puzzle).as_ref(), Some(solution.givens()));
        assert_eq!(count_solutions(&puzzle, 2), 1);
        seen += 1;
    }
    assert!(seen >= 10, "{seen} puzzles in the 25x25 fixture");
}

/// Puzzles the generator made at the largest sizes (36x36 up to 64x64),
/// from `tests/fixtures/generated_big.txt`: side and puzzle.
fn generated_big() -> Vec<(usize, Puzzle)> {
    let text = include_str!("fixtures/generated_big.txt");
    (text.lines())
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| {
            let (side, puzzle) = line.split_once(' ').expect("side, space, puzzle");
            (side.parse().unwrap(), puzzle.parse().unwrap())
        })
        .collect()
}

#[test]
fn generated_puzzles_of_large_boards_are_counted_back() {
    // A 25x25 made here, and the 36x36 of the fixture: searches long
    // enough to look ahead, short enough for every run of the tests (the
    // larger ones are benchmarks: `benches/benches/search.rs`).
    let geometry = Geometry::shared_for_side(25).unwrap();
    let made = generate(&geometry, &GenerateOptions::default(), 1).unwrap();
    let mut puzzles = vec![(made.puzzle.clone(), Some(made.solution.clone()))];
    let big = generated_big();
    assert!(
        big.iter().any(|(side, _)| *side == 64),
        "the fixture has 64x64"
    );
    puzzles.extend(
        (big.into_iter())
            .filter(|(side, _)| *side == 36)
            .map(|(_, puzzle)| (puzzle, None)),
    );
    assert!(puzzles.len() >= 3);
    for (puzzle, solution) in &puzzles {
        assert_eq!(count_solutions(puzzle, 2), 1, "{puzzle}");
        let first = solve_first(puzzle).unwrap();
        assert!(first.solves(puzzle.givens()), "{puzzle}");
        if let Some(solution) = solution {
            assert_eq!(&first, solution);
        }
    }
}

/// Every puzzle of a shared set: the first solution keeps the givens and
/// breaks no rule, and the count up to 2 says it is the only one.
fn every_puzzle_solved_and_unique(name: &str, expected: usize) {
    let Some(lines) = shared_set(name) else {
        return;
    };
    assert_eq!(lines.len(), expected, "{name} has {expected} puzzles");
    for (index, line) in lines.iter().enumerate() {
        let puzzle: Puzzle = line
            .parse()
            .unwrap_or_else(|e| panic!("{name}:{}: {e}", index + 1));
        let solution =
            solve_first(&puzzle).unwrap_or_else(|| panic!("{name}:{}: no solution", index + 1));
        assert!(solution.solves(puzzle.givens()), "{name}:{}", index + 1);
        assert_eq!(count_solutions(&puzzle, 2), 1, "{name}:{}", index + 1);
    }
}

#[test]
fn kaggle_solved_and_unique() {
    every_puzzle_solved_and_unique("kaggle_20k.txt", 20_000);
}

#[test]
fn seventeen_clue_solved_and_unique() {
    every_puzzle_solved_and_unique("17_clue.txt", 49_158);
}

#[test]
fn magictour_solved_and_unique() {
    every_puzzle_solved_and_unique("magictour_top1465.txt", 1_465);
}

#[test]
fn forum_hardest_solved_and_unique() {
    every_puzzle_solved_and_unique("forum_hardest_sample.txt", 10_000);
}

#[test]
fn hex_sixteen_solved_and_unique() {
    every_puzzle_solved_and_unique("hexsudoku_16x16.txt", 11_200);
}

#[test]
fn empty_boards_have_many_solutions_counted_to_the_limit() {
    let empty = |cells: usize| -> Puzzle { ".".repeat(cells).parse().unwrap() };
    assert_eq!(count_solutions(&empty(16), usize::MAX), 288);
    // 28,200,960 in all: counting stops at the limit.
    assert_eq!(count_solutions(&empty(36), 10_000), 10_000);
    for cells in [81, 144, 256, 625] {
        let puzzle = empty(cells);
        let grids = solutions(&puzzle, 3);
        assert_eq!(grids.len(), 3, "{cells} cells");
        assert!(grids.iter().all(|g| g.solves(puzzle.givens())));
        assert!(grids[0] != grids[1] && grids[1] != grids[2] && grids[0] != grids[2]);
        assert_eq!(solve_first(&puzzle).as_ref(), Some(&grids[0]));
    }
}

#[test]
fn a_puzzle_with_two_solutions_counts_two_and_yields_both() {
    // A solved grid with the four cells of a rectangle over two boxes
    // emptied, whose digits read a b / b a: swapping them is a second
    // solution, and nothing else is.
    let solved =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    let digit = |r: usize, c: usize| solved.as_bytes()[9 * r + c];
    let mut rectangle = None;
    for (r1, r2, c1, c2) in (0..9).flat_map(|r1| {
        (r1 + 1..9).flat_map(move |r2| {
            (0..9).flat_map(move |c1| (c1 + 1..9).map(move |c2| (r1, r2, c1, c2)))
        })
    }) {
        let boxes = [
            r1 / 3 * 3 + c1 / 3,
            r1 / 3 * 3 + c2 / 3,
            r2 / 3 * 3 + c1 / 3,
            r2 / 3 * 3 + c2 / 3,
        ];
        let two_boxes = boxes
            .iter()
            .collect::<std::collections::BTreeSet<_>>()
            .len()
            == 2;
        if two_boxes && digit(r1, c1) == digit(r2, c2) && digit(r1, c2) == digit(r2, c1) {
            rectangle = Some([9 * r1 + c1, 9 * r1 + c2, 9 * r2 + c1, 9 * r2 + c2]);
            break;
        }
    }
    let rectangle = rectangle.expect("the grid has a swappable rectangle");
    let mut text = solved.as_bytes().to_vec();
    for cell in rectangle {
        text[cell] = b'.';
    }
    let puzzle: Puzzle = String::from_utf8(text).unwrap().parse().unwrap();
    assert_eq!(count_solutions(&puzzle, 10), 2);
    assert_eq!(count_solutions(&puzzle, 1), 1);
    let both: Vec<String> = solutions(&puzzle, 10)
        .iter()
        .map(|g| g.to_line(puzzle.alphabet()))
        .collect();
    assert_eq!(both.len(), 2);
    assert!(both.contains(&solved.to_owned()));
    assert_ne!(both[0], both[1]);
}

#[test]
fn puzzles_without_a_solution_have_none() {
    // r1c9 needs a 9, which r2c9 already holds.
    let nine: Puzzle = format!("12345678.........9{}", ".".repeat(63))
        .parse()
        .unwrap();
    assert_eq!(solve_first(&nine), None);
    assert_eq!(count_solutions(&nine, 2), 0);
    assert!(solutions(&nine, 2).is_empty());
    // The same trap on 16x16, where the general board searches.
    let hex: Puzzle = format!("123456789ABCDEF.{}G{}", ".".repeat(15), ".".repeat(224))
        .parse()
        .unwrap();
    assert_eq!(solve_first(&hex), None);
    assert_eq!(count_solutions(&hex, 2), 0);
}

/// The slow searches of `fixtures/slow_search.txt`: fuzzing's two 16x16
/// boards without a solution, then a sparse 16x16 board whose second
/// solution takes the search long to find.
fn slow_searches() -> Vec<Puzzle> {
    include_str!("fixtures/slow_search.txt")
        .lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| line.parse().unwrap())
        .collect()
}

#[test]
fn fuzzings_slow_searches_end_with_no_solution() {
    for slow in &slow_searches()[..2] {
        assert_eq!(count_solutions(slow, 3), 0, "{slow}");
    }
}

#[test]
fn solutions_within_lists_a_puzzles_or_a_states_solutions_within_the_budget() {
    let unlimited = || Budget::unlimited();
    let four: Puzzle = ".".repeat(16).parse().unwrap();
    let all = solutions_within(&four, None, 300, &mut unlimited()).unwrap();
    assert_eq!(all, solutions(&four, 300));
    assert_eq!(all.len(), 288);
    assert_eq!(
        solutions_within(&four, None, 5, &mut unlimited()).unwrap()[..],
        all[..5]
    );
    // A classic puzzle with two solutions (r4c6 is 1 in one, 3 in the
    // other), and its candidates with 3 taken from r4c6: one solution left.
    let solution =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    let mut line: Vec<char> = solution.chars().collect();
    for (row, col) in [(4, 6), (4, 9), (5, 6), (5, 9)] {
        line[(row - 1) * 9 + col - 1] = '.';
    }
    let twice: Puzzle = line.iter().collect::<String>().parse().unwrap();
    let both = solutions_within(&twice, None, 10, &mut unlimited()).unwrap();
    assert_eq!(both.len(), 2);
    assert!(both.iter().all(|grid| grid.solves(twice.givens())));
    let mut state = Candidates::new(twice.givens());
    let r4c6 = twice.geometry().cell(3 * 9 + 5).unwrap();
    assert!(state.eliminate(r4c6, Digit::new(3).unwrap()));
    let one = solutions_within(&twice, Some(&state), 10, &mut unlimited()).unwrap();
    assert_eq!(one.len(), 1);
    assert_eq!(one[0].to_line(twice.alphabet()), solution);
    // Impossible: none. A slow search: stopped by its budget.
    let impossible: Puzzle = format!("12345678.........9{}", ".".repeat(63))
        .parse()
        .unwrap();
    assert_eq!(
        solutions_within(&impossible, None, 2, &mut unlimited()),
        Ok(vec![])
    );
    assert_eq!(
        solutions_within(&slow_searches()[2], None, 2, &mut Budget::new(300, None)),
        Err(Error::OverBudget {
            guesses: 300,
            out_of_time: false
        })
    );
}

#[test]
fn a_search_stops_on_its_budget_of_guesses_or_time() {
    let slow = &slow_searches()[2];
    let mut budget = Budget::new(500, None);
    assert_eq!(
        solve_within(slow, None, false, &mut budget),
        Err(Error::OverBudget {
            guesses: 500,
            out_of_time: false
        })
    );
    // A clock that says the time is up at its second look: 256 guesses
    // between looks.
    let mut looks = 0;
    let mut clock = || {
        looks += 1;
        looks == 2
    };
    let mut budget = Budget::new(usize::MAX, Some(&mut clock));
    assert_eq!(
        count_within(slow, None, 2, &mut budget),
        Err(Error::OverBudget {
            guesses: 2 * Budget::CLOCK_EVERY,
            out_of_time: true
        })
    );
    assert_eq!(
        Error::OverBudget {
            guesses: 512,
            out_of_time: true
        }
        .to_string(),
        "over budget: the search stopped before it knew the answer: out of time, after 512 guesses"
    );
    // A budget it does not reach changes nothing.
    let fixtures = fixtures();
    for f in &fixtures {
        let mut budget = Budget::new(1_000_000, None);
        let solved = solve_within(&f.puzzle, None, false, &mut budget);
        assert_eq!(solved.as_ref(), Ok(&f.solution), "{}", f.puzzle);
    }
}

#[test]
fn limits_give_each_search_its_guesses_and_all_of_them_one_deadline() {
    // A clock that moves on a millisecond at every look.
    static NOW: AtomicU64 = AtomicU64::new(0);
    fn clock() -> f64 {
        NOW.fetch_add(1, Ordering::Relaxed) as f64
    }
    let slow = &slow_searches()[2];
    let count = |limits: &Limits| limits.search(|budget| Query::new(slow).count(2, budget));
    let over = |guesses, out_of_time| {
        Err(Error::OverBudget {
            guesses,
            out_of_time,
        })
    };
    let guesses = Limits::new(Some(500), None, clock);
    assert_eq!(count(&guesses), over(500, false));
    assert_eq!(count(&guesses), over(500, false), "each search has its own");
    assert_eq!(NOW.load(Ordering::Relaxed), 0, "no time limit, no clock");
    // Three milliseconds from the look at 0: the first search looks before
    // it starts (1), then every 256 guesses (2, 3); the second, begun
    // after the time is up (4), makes no guess.
    let timed = Limits::new(None, Some(3.0), clock);
    assert_eq!(count(&timed), over(2 * Budget::CLOCK_EVERY, true));
    assert_eq!(count(&timed), over(0, true));
    let classic: Puzzle =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
            .parse()
            .unwrap();
    let roomy = Limits::new(Some(10), Some(1e9), clock);
    assert_eq!(
        roomy.search(|budget| Query::new(&classic).count(2, budget)),
        Ok(1)
    );
}

/// Cell values as `Puzzle::from_cells` and the JS API take them: 0 for an
/// empty cell.
fn cell_values(line: &str) -> Vec<u8> {
    line.chars()
        .map(|c| c.to_digit(10).map_or(0, |d| d as u8))
        .collect()
}

#[test]
fn a_puzzle_from_cell_values_is_the_puzzle_of_its_text() {
    let line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let from_cells = Puzzle::from_cells(&cell_values(line), None).unwrap();
    let from_text: Puzzle = line.parse().unwrap();
    assert_eq!(from_cells.givens().values(), from_text.givens().values());
    assert_eq!(
        solve_first(&from_cells).unwrap().values(),
        solve_first(&from_text).unwrap().values()
    );
    assert_eq!(count_solutions(&from_cells, 2), 1);
    // 36 cells: a 6x6 board with 3x2 boxes; or 2x3 boxes when asked.
    let six = Puzzle::from_cells(&[0; 36], None).unwrap();
    assert_eq!(
        (six.geometry().box_width(), six.geometry().box_height()),
        (3, 2)
    );
    let tall = Geometry::shared(2, 3).unwrap();
    let six = Puzzle::from_cells(&[0; 36], Some(&tall)).unwrap();
    assert_eq!(six.geometry().box_width(), 2);
}

#[test]
fn a_given_puzzle_is_asked_as_text_or_as_cell_values() {
    use pencilmark::search::{ask, Given};
    let line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let unique = |query: Query<'_>| query.unique(&mut Budget::unlimited());
    let reading = pencilmark::ParseOptions::default();
    let (from_text, alphabet) = ask(&Given::Text(line.into()), &reading, unique).unwrap();
    assert_eq!(alphabet, Some(Alphabet::Standard));
    let cells = cell_values(line);
    let (from_cells, alphabet) = ask(&Given::Cells(cells.into()), &reading, unique).unwrap();
    assert_eq!((from_cells, alphabet), (from_text.clone(), None));
    assert_eq!(
        pencilmark::write_line(&from_text, Alphabet::Standard),
        solve_first(&line.parse().unwrap())
            .unwrap()
            .to_line(Alphabet::Standard)
    );
    assert_eq!(
        pencilmark::write_line(&[10, 0, 3, 16], Alphabet::Numbers),
        "10,0,3,16"
    );
}

#[test]
fn every_puzzle_of_a_text_is_solved_or_counted_in_order_with_its_errors() {
    use pencilmark::search::{answers_in_text, solve_all};
    let classic =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let solution = solve_first(&classic.parse().unwrap())
        .unwrap()
        .to_line(Alphabet::Standard);
    let text = format!("{classic}\n# a comment\n{}\n\n{classic}\n", ".".repeat(81));
    let reading = pencilmark::ParseOptions::default();
    let solved = solve_all(&text, &reading, |query| {
        query.unique(&mut Budget::unlimited())
    });
    assert_eq!(solved.lines, format!("{solution}\n\n{solution}"));
    assert_eq!(solved.puzzles, 3);
    let [error] = &solved.errors[..] else {
        panic!("{:?}", solved.errors);
    };
    assert_eq!(
        (error.puzzle, error.line, error.kind),
        (1, 3, "multiple-solutions")
    );
    let empty = solve_all("# nothing\n", &reading, |_| unreachable!());
    assert_eq!((empty.lines.as_str(), empty.puzzles), ("", 0));
    let (counts, errors) = answers_in_text(&text, &reading, |query| {
        query.count(2, &mut Budget::unlimited())
    });
    assert_eq!((counts, errors), (vec![1, 2, 1], vec![]));
    let (counts, errors) = answers_in_text(&format!("{classic}\nxyz"), &reading, |query| {
        query.count(2, &mut Budget::unlimited())
    });
    assert_eq!(counts, vec![1, 0]);
    assert_eq!((errors[0].puzzle, errors[0].line), (1, 2));
}

#[test]
fn bad_cell_values_get_errors_that_say_where_and_why() {
    let mut cells = cell_values(
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    );
    let error = Puzzle::from_cells(&cells[..80], None).unwrap_err();
    assert_eq!(
        error,
        Error::WrongLength {
            found: 80,
            expected: 81
        }
    );
    assert_eq!(
        error.to_string(),
        "found 80 cells, expected 81 for a 9x9 puzzle"
    );
    let tall = Geometry::shared(2, 3).unwrap();
    assert_eq!(
        Puzzle::from_cells(&cells, Some(&tall)).unwrap_err().kind(),
        "wrong-length"
    );

    cells[10] = 10;
    let error = Puzzle::from_cells(&cells, None).unwrap_err();
    assert_eq!(error.kind(), "bad-cell");
    assert_eq!(
        error.to_string(),
        "r2c2 holds 10: a cell of a 9x9 puzzle holds 0 (empty) or a digit from 1 to 9"
    );
    // With two bad cells, the first is named, not the largest value.
    cells[30] = 200;
    assert_eq!(
        Puzzle::from_cells(&cells, None).unwrap_err().to_string(),
        "r2c2 holds 10: a cell of a 9x9 puzzle holds 0 (empty) or a digit from 1 to 9"
    );
    cells[30] = 0;
    // More values than the largest board has: refused by their number.
    assert_eq!(Puzzle::check_cell_count(64 * 64), Ok(()));
    assert_eq!(
        Puzzle::check_cell_count(64 * 64 + 1),
        Err(Error::WrongLength {
            found: 4097,
            expected: 4096
        })
    );
    // A bad value among cells that are not yet a board: placed on the
    // smallest board with room for them all.
    assert_eq!(
        Error::bad_cell(10, 80, "\"x\"".into()).to_string(),
        "r2c2 holds \"x\": a cell of a 9x9 puzzle holds 0 (empty) or a digit from 1 to 9"
    );

    cells[10] = 5;
    let error = Puzzle::from_cells(&cells, None).unwrap_err();
    assert_eq!(error.kind(), "clash");
    assert_eq!(
        error.to_string(),
        "givens clash: 5 at r2c2 and r2c6 (row 2)"
    );
}
