//! The JS edge, through wasm-bindgen: run in Node by
//! `cargo test --target wasm32-unknown-unknown --test wasm`, and in headless
//! Chromium by the same with `WASM_BINDGEN_USE_BROWSER=1`.

#![cfg(target_arch = "wasm32")]

use js_sys::{Array, Reflect};
use pencilmark::wasm::{count_solutions, solve, Solver};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn get(value: &JsValue, key: &str) -> JsValue {
    Reflect::get(value, &JsValue::from_str(key)).unwrap()
}

fn kind(step: &JsValue) -> String {
    get(step, "kind").as_string().unwrap()
}

fn options(json: &str) -> Option<JsValue> {
    Some(js_sys::JSON::parse(json).unwrap())
}

fn error_message<T>(result: Result<T, wasm_bindgen::JsError>) -> String {
    let Err(error) = result else {
        panic!("expected an error")
    };
    let value: JsValue = error.into();
    let error: js_sys::Error = value.dyn_into().expect("a JS Error");
    error.message().into()
}

fn fixture(side: usize) -> (String, String) {
    let line = include_str!("fixtures/puzzles.txt")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .find(|l| l.split(' ').next().unwrap().chars().count() == side * side)
        .unwrap();
    let (puzzle, solution) = line.split_once(' ').unwrap();
    (puzzle.to_owned(), solution.to_owned())
}

fn as_line(values: &[u8], alphabet: &str) -> String {
    let symbols: Vec<char> = alphabet.chars().collect();
    values
        .iter()
        .map(|&v| {
            if v == 0 {
                '.'
            } else {
                symbols[usize::from(v) - 1]
            }
        })
        .collect()
}

#[wasm_bindgen_test]
fn steps_a_classic_puzzle_to_its_solution() {
    let mut solver = Solver::new(CLASSIC, None).unwrap();
    assert_eq!(
        (solver.side(), solver.box_width(), solver.box_height()),
        (9, 3, 3)
    );
    assert_eq!(solver.alphabet().unwrap(), "123456789");
    let first = solver.next_step().unwrap();
    assert_eq!(kind(&first), "candidates");
    let second = solver.next_step().unwrap();
    assert_eq!(kind(&second), "place");
    assert_eq!(
        get(&second, "text").as_string().unwrap(),
        "r5c5 = 5: naked single, the only candidate left in r5c5"
    );
    assert_eq!(get(&second, "cell").as_f64(), Some(40.0));
    let removals: Array = get(&second, "removals").dyn_into().unwrap();
    assert_eq!(get(&removals.get(0), "digit").as_f64(), Some(5.0));

    let rest: Array = solver.next_batch(10_000).unwrap().dyn_into().unwrap();
    assert_eq!(kind(&rest.get(rest.length() - 1)), "solved");
    assert!(solver.is_finished());
    assert!(solver.next_step().unwrap().is_undefined());
    assert_eq!(Array::from(&solver.next_batch(5).unwrap()).length(), 0);

    let solution = as_line(&solver.values(), "123456789");
    assert_eq!(
        solution,
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
    );
    let givens = solver.givens();
    assert_eq!(givens.iter().filter(|&&g| g == 1).count(), 30);
    assert!(solver.candidates().iter().all(|&c| c == 0));
}

#[wasm_bindgen_test]
fn candidates_are_copied_per_cell_and_digit() {
    let mut solver = Solver::new(CLASSIC, None).unwrap();
    assert!(
        solver.candidates().iter().all(|&c| c == 0),
        "none before the first event"
    );
    solver.next_step().unwrap();
    let candidates = solver.candidates();
    assert_eq!(candidates.len(), 81 * 9);
    // r1c3 (cell 2) may hold 1, 2 or 4.
    let r1c3: Vec<u8> = candidates[2 * 9..3 * 9].to_vec();
    assert_eq!(r1c3, vec![1, 1, 0, 1, 0, 0, 0, 0, 0]);
    assert_eq!(solver.values()[0], 5);
}

#[wasm_bindgen_test]
fn sixteen_hex_solves_in_its_alphabet() {
    let (puzzle, solution) = fixture(16);
    let mut solver = Solver::new(&puzzle, None).unwrap();
    assert_eq!(solver.alphabet().unwrap(), "0123456789abcdef");
    let steps: Array = solver.next_batch(100_000).unwrap().dyn_into().unwrap();
    assert_eq!(kind(&steps.get(steps.length() - 1)), "solved");
    assert_eq!(
        as_line(&solver.values(), &solver.alphabet().unwrap()),
        solution
    );
}

#[wasm_bindgen_test]
fn options_switch_techniques_and_guessing() {
    let (puzzle, _) = fixture(9);
    let opts = options(r#"{"techniques": ["hidden-single"], "guessing": false}"#);
    let mut solver = Solver::new(&puzzle, opts).unwrap();
    let steps: Array = solver.next_batch(100_000).unwrap().dyn_into().unwrap();
    for step in steps.iter() {
        if kind(&step) == "place" {
            assert_eq!(
                get(&step, "technique").as_string().unwrap(),
                "hidden-single"
            );
        }
        assert_ne!(kind(&step), "guess");
    }
    let last = kind(&steps.get(steps.length() - 1));
    assert!(last == "stuck" || last == "solved", "{last}");
}

#[wasm_bindgen_test]
fn bad_input_throws_errors_that_say_what_and_where_and_the_module_lives_on() {
    assert_eq!(
        error_message(Solver::new(&CLASSIC[1..], None)),
        "found 80 cells, expected 81 for a 9x9 puzzle"
    );
    let mut bad = CLASSIC.to_owned();
    bad.replace_range(10..11, "?");
    assert_eq!(
        error_message(Solver::new(&bad, None)),
        "line 1, column 11: unexpected character '?'"
    );
    let mut clash = CLASSIC.to_owned();
    clash.replace_range(2..3, "5");
    assert_eq!(
        error_message(Solver::new(&clash, None)),
        "givens clash: 5 at r1c1 and r1c3 (row 1)"
    );
    assert_eq!(
        error_message(Solver::new("", None)),
        "the puzzle is empty: no cells found"
    );
    let message = error_message(Solver::new(
        CLASSIC,
        options(r#"{"techniques": ["x-wing"]}"#),
    ));
    assert!(
        message.starts_with("bad options: unknown variant `x-wing`"),
        "{message}"
    );
    let message = error_message(Solver::new(CLASSIC, options(r#"{"boxWidth": 3}"#)));
    assert_eq!(message, "give boxWidth and boxHeight together");

    let mut solver = Solver::new(CLASSIC, None).unwrap();
    assert_eq!(kind(&solver.next_step().unwrap()), "candidates");
}

#[wasm_bindgen_test]
fn an_impossible_puzzle_ends_unsolvable() {
    let text = format!("12345678.........9{}", ".".repeat(63));
    let mut solver = Solver::new(&text, None).unwrap();
    let steps: Array = solver.next_batch(100).unwrap().dyn_into().unwrap();
    let last = steps.get(steps.length() - 1);
    assert_eq!(kind(&last), "unsolvable");
    assert_eq!(kind(&get(&last, "contradiction")), "no-candidates");
}

#[wasm_bindgen_test]
fn solve_returns_the_solution_line_in_the_puzzles_alphabet() {
    for side in [4, 6, 9, 16, 25] {
        let (puzzle, solution) = fixture(side);
        assert_eq!(solve(&puzzle, None).unwrap(), solution, "{side}x{side}");
    }
    assert_eq!(
        solve(
            CLASSIC,
            options(r#"{"boxWidth": 3, "boxHeight": 3, "alphabet": "standard"}"#)
        )
        .unwrap(),
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
    );
    // A 6x6 puzzle read with boxes 2 wide and 3 tall instead of the usual 3x2.
    let tall = solve(
        &".".repeat(36),
        options(r#"{"boxWidth": 2, "boxHeight": 3}"#),
    )
    .unwrap();
    let rows: Vec<&str> = (0..6).map(|r| &tall[6 * r..6 * r + 6]).collect();
    let first_box: std::collections::BTreeSet<char> =
        rows[..3].iter().flat_map(|r| r[..2].chars()).collect();
    assert_eq!(first_box.len(), 6, "{tall}");
}

#[wasm_bindgen_test]
fn solve_throws_on_no_solution_and_bad_input() {
    let impossible = format!("12345678.........9{}", ".".repeat(63));
    assert_eq!(
        error_message(solve(&impossible, None)),
        "the puzzle has no solution"
    );
    assert_eq!(
        error_message(solve(&CLASSIC[1..], None)),
        "found 80 cells, expected 81 for a 9x9 puzzle"
    );
    let message = error_message(solve(CLASSIC, options(r#"{"alphabet": "klingon"}"#)));
    assert!(
        message.starts_with("bad options: unknown variant `klingon`"),
        "{message}"
    );
    assert_eq!(
        error_message(solve(CLASSIC, options(r#"{"boxHeight": 3}"#))),
        "give boxWidth and boxHeight together"
    );
}

#[wasm_bindgen_test]
fn count_solutions_counts_up_to_the_limit() {
    let (puzzle, _) = fixture(16);
    assert_eq!(count_solutions(&puzzle, None).unwrap(), 1);
    assert_eq!(count_solutions(&".".repeat(16), None).unwrap(), 2);
    assert_eq!(count_solutions(&".".repeat(16), Some(1000)).unwrap(), 288);
    assert_eq!(count_solutions(&".".repeat(36), Some(50)).unwrap(), 50);
    assert_eq!(count_solutions(&".".repeat(16), Some(0)).unwrap(), 0);
    let impossible = format!("12345678.........9{}", ".".repeat(63));
    assert_eq!(count_solutions(&impossible, None).unwrap(), 0);
    assert_eq!(
        error_message(count_solutions("12?4............", None)),
        "line 1, column 3: unexpected character '?'"
    );
}
