//! The JS edge, through wasm-bindgen: run in Node by
//! `cargo test --target wasm32-unknown-unknown --test wasm`, and in headless
//! Chromium by the same with `WASM_BINDGEN_USE_BROWSER=1`. With
//! `--no-default-features` (the build of the npm package's search module)
//! the tests of the search's exports run alone: those of the explaining
//! engine (the `Solver`, `hint`, `techniques`, `generate`, `rate`) need the
//! `explain` feature.

#![cfg(target_arch = "wasm32")]

#[path = "common/corpus.rs"]
mod corpus;

use js_sys::{Array, Object, Reflect, Uint8Array};
use pencilmark::wasm::{
    count_all, count_cells, count_solutions, parse, solutions, solve, solve_all, solve_cells,
    solve_cells_allowing,
};
#[cfg(feature = "explain")]
use pencilmark::wasm::{generate, hint, rate, Solver};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn get(value: &JsValue, key: &str) -> JsValue {
    Reflect::get(value, &JsValue::from_str(key)).unwrap()
}

#[cfg(feature = "explain")]
fn kind(step: &JsValue) -> String {
    get(step, "kind").as_string().unwrap()
}

fn options(json: &str) -> Option<JsValue> {
    Some(js_sys::JSON::parse(json).unwrap())
}

/// `solve` of a text: the solution line.
fn solve_text(text: &str, options: Option<JsValue>) -> Result<String, JsValue> {
    solve(JsValue::from_str(text), options).map(|line| line.as_string().expect("a string"))
}

/// `countSolutions` of a text.
fn count(text: &str, limit: Option<u32>) -> Result<u32, JsValue> {
    count_solutions(JsValue::from_str(text), limit, None)
}

fn error_message<T>(result: Result<T, JsValue>) -> String {
    let Err(value) = result else {
        panic!("expected an error")
    };
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

#[cfg(feature = "explain")]
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

#[cfg(feature = "explain")]
#[wasm_bindgen_test]
fn the_solver_lists_every_house_with_its_cells() {
    // A 6x6 board, boxes 3 wide and 2 tall: rows, columns, then boxes.
    let options = options(r#"{"allowMultipleSolutions": true}"#);
    let solver = Solver::new(&".".repeat(36), options).unwrap();
    let houses = js_sys::Array::from(&solver.houses().unwrap());
    assert_eq!(houses.length(), 18);
    let cells = |house: &JsValue| -> Vec<f64> {
        js_sys::Array::from(&get(house, "cells"))
            .iter()
            .filter_map(|c| c.as_f64())
            .collect()
    };
    let first_column = houses.get(6);
    assert_eq!(get(&first_column, "kind").as_string().unwrap(), "column");
    assert_eq!(cells(&first_column), [0.0, 6.0, 12.0, 18.0, 24.0, 30.0]);
    let second_box = houses.get(13);
    assert_eq!(get(&second_box, "kind").as_string().unwrap(), "box");
    assert_eq!(get(&second_box, "index").as_f64(), Some(1.0));
    assert_eq!(cells(&second_box), [3.0, 4.0, 5.0, 9.0, 10.0, 11.0]);
}

#[cfg(feature = "explain")]
#[wasm_bindgen_test]
fn steps_a_classic_puzzle_to_its_solution() {
    let mut solver = Solver::new(CLASSIC, None).unwrap();
    assert_eq!(
        (solver.side(), solver.box_width(), solver.box_height()),
        (9, 3, 3)
    );
    assert_eq!(solver.alphabet(), "123456789");
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

    let rest: Array = solver.next_batch(10_000, None).unwrap().dyn_into().unwrap();
    assert_eq!(kind(&rest.get(rest.length() - 1)), "solved");
    assert!(solver.is_finished());
    assert!(solver.next_step().unwrap().is_undefined());
    assert_eq!(
        Array::from(&solver.next_batch(5, None).unwrap()).length(),
        0
    );

    let solution = as_line(&solver.values(), "123456789");
    assert_eq!(
        solution,
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
    );
    let givens = solver.givens();
    assert_eq!(givens.iter().filter(|&&g| g == 1).count(), 30);
    assert!(solver.candidates().iter().all(|&c| c == 0));
}

#[cfg(feature = "explain")]
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

#[cfg(feature = "explain")]
#[wasm_bindgen_test]
fn sixteen_hex_solves_in_its_alphabet() {
    let (puzzle, solution) = fixture(16);
    let mut solver = Solver::new(&puzzle, None).unwrap();
    assert_eq!(solver.alphabet(), "0123456789abcdef");
    let steps: Array = solver
        .next_batch(100_000, None)
        .unwrap()
        .dyn_into()
        .unwrap();
    assert_eq!(kind(&steps.get(steps.length() - 1)), "solved");
    assert_eq!(as_line(&solver.values(), &solver.alphabet()), solution);
}

#[cfg(feature = "explain")]
#[wasm_bindgen_test]
fn options_switch_techniques_and_guessing() {
    let (puzzle, _) = fixture(9);
    let opts = options(r#"{"techniques": ["hidden-single"], "guessing": false}"#);
    let mut solver = Solver::new(&puzzle, opts).unwrap();
    let steps: Array = solver
        .next_batch(100_000, None)
        .unwrap()
        .dyn_into()
        .unwrap();
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

#[cfg(feature = "explain")]
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
        options(r#"{"techniques": ["dancing-links"]}"#),
    ));
    assert!(
        message.starts_with("bad options: techniques: item 0: expected one of \"full-house\", ")
            && message.ends_with(", not \"dancing-links\""),
        "{message}"
    );
    let message = error_message(Solver::new(CLASSIC, options(r#"{"boxWidth": 3}"#)));
    assert_eq!(message, "give boxWidth and boxHeight together");

    let mut solver = Solver::new(CLASSIC, None).unwrap();
    assert_eq!(kind(&solver.next_step().unwrap()), "candidates");
}

#[cfg(feature = "explain")]
#[wasm_bindgen_test]
fn puzzles_without_exactly_one_solution_are_refused_unless_allowed() {
    let impossible = format!("12345678.........9{}", ".".repeat(63));
    let error = thrown(Solver::new(&impossible, None));
    assert_eq!(get(&error, "kind").as_string().unwrap(), "no-solution");

    // An empty board has every grid as a solution.
    let open = ".".repeat(81);
    let error = thrown(Solver::new(&open, None));
    assert_eq!(
        get(&error, "kind").as_string().unwrap(),
        "multiple-solutions"
    );
    let message = error_message(Solver::new(&open, None));
    assert!(
        message.starts_with("the puzzle has at least 2 solutions: r"),
        "{message}"
    );

    let mut solver = Solver::new(&open, options(r#"{"allowMultipleSolutions": true}"#)).unwrap();
    let report = solver.run(None).unwrap();
    assert_eq!(kind(&get(&report, "last")), "solved");
    let values = solver.values();
    assert!(values.iter().all(|&v| v != 0));
}

/// Made by pencilmark from the first 9x9 fixture's solution, clues removed
/// at random while the solution stays unique: with singles, locked
/// candidates and pairs it needs a unique rectangle.
#[cfg(feature = "explain")]
const NEEDS_A_RECTANGLE: &str =
    "7..9...13..1.......6.5...2....35.....2...86...87....5.......165...2.78......6..37";

#[cfg(feature = "explain")]
#[wasm_bindgen_test]
fn uniqueness_techniques_only_on_a_puzzle_checked_to_have_one_solution() {
    let techniques = r#"["full-house", "naked-single", "hidden-single", "pointing",
        "claiming", "naked-pair", "hidden-pair", "unique-rectangle"]"#;
    let steps = |allow: bool| -> Vec<JsValue> {
        let json = format!(
            r#"{{"techniques": {techniques}, "guessing": false, "allowMultipleSolutions": {allow}}}"#
        );
        let mut solver = Solver::new(NEEDS_A_RECTANGLE, options(&json)).unwrap();
        let steps: Array = solver
            .next_batch(100_000, None)
            .unwrap()
            .dyn_into()
            .unwrap();
        steps.iter().collect()
    };
    let is_rectangle =
        |s: &JsValue| get(s, "technique").as_string().as_deref() == Some("unique-rectangle");
    let checked = steps(false);
    assert!(checked.iter().any(is_rectangle));
    assert_eq!(kind(checked.last().unwrap()), "solved");
    let allowed = steps(true);
    assert!(!allowed.iter().any(is_rectangle));
    assert_eq!(kind(allowed.last().unwrap()), "stuck");
}

/// The first puzzle of magictour's top 1465: every technique but the
/// forcing chains gets stuck on it.
#[cfg(feature = "explain")]
const NEEDS_FORCING_CHAINS: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

#[cfg(feature = "explain")]
#[wasm_bindgen_test]
fn forcing_chains_switched_off_never_fire_nor_hint_even_when_listed() {
    let solver = |json: &str| {
        let mut solver = Solver::new(NEEDS_FORCING_CHAINS, options(json)).unwrap();
        let steps: Array = solver
            .next_batch(100_000, None)
            .unwrap()
            .dyn_into()
            .unwrap();
        (solver, steps.iter().collect::<Vec<JsValue>>())
    };
    let is_chain = |s: &JsValue| {
        get(s, "technique")
            .as_string()
            .is_some_and(|t| t.ends_with("-forcing-chain"))
    };
    let (_, on) = solver(r#"{"guessing": false}"#);
    assert!(on.iter().any(is_chain));
    assert_eq!(kind(on.last().unwrap()), "solved");
    let (stuck, off) = solver(r#"{"guessing": false, "forcingChains": false}"#);
    assert!(!off.iter().any(is_chain));
    assert_eq!(kind(off.last().unwrap()), "stuck");
    let (_, listed) = solver(
        r#"{"techniques": ["hidden-single", "naked-single", "cell-forcing-chain",
            "unit-forcing-chain", "digit-forcing-chain"], "forcingChains": false}"#,
    );
    assert!(!listed.iter().any(is_chain));
    assert!(listed.iter().any(|s| kind(s) == "guess"));
    assert_eq!(kind(listed.last().unwrap()), "solved");

    // Where only a forcing chain applies, it is the hint unless switched off.
    let state = stuck.write("candidates", None).unwrap();
    assert!(is_chain(&hint(&state, None).unwrap()));
    let off = hint(&state, options(r#"{"forcingChains": false}"#)).unwrap();
    assert_eq!(kind(&off), "stuck");
}

#[cfg(feature = "explain")]
#[wasm_bindgen_test]
fn techniques_are_listed_with_labels_in_default_order() {
    let list: Array = pencilmark::wasm::techniques().unwrap().dyn_into().unwrap();
    assert_eq!(list.length() as usize, pencilmark::Technique::ALL.len());
    let first = list.get(0);
    assert_eq!(get(&first, "name").as_string().unwrap(), "full-house");
    assert_eq!(get(&first, "label").as_string().unwrap(), "Full house");
    assert_eq!(get(&first, "family").as_string().unwrap(), "singles");
    assert_eq!(get(&first, "familyLabel").as_string().unwrap(), "Singles");
    assert_eq!(get(&first, "difficulty").as_f64(), Some(1.0));
    let last = list.get(list.length() - 1);
    assert_eq!(get(&last, "isTrial").as_bool(), Some(true));
}

#[wasm_bindgen_test]
fn parse_tells_shape_format_alphabet_and_givens() {
    let info = parse(CLASSIC, None).unwrap();
    assert_eq!(get(&info, "side").as_f64(), Some(9.0));
    assert_eq!(get(&info, "boxWidth").as_f64(), Some(3.0));
    assert_eq!(get(&info, "format").as_string().unwrap(), "line");
    assert_eq!(get(&info, "alphabet").as_string().unwrap(), "standard");
    assert_eq!(get(&info, "line").as_string().unwrap(), CLASSIC);
    assert_eq!(get(&info, "hasCandidates").as_bool(), Some(false));
    let givens: Vec<f64> = Array::from(&get(&info, "givens"))
        .iter()
        .map(|v| v.as_f64().unwrap())
        .collect();
    assert_eq!(givens.len(), 81);
    assert_eq!(&givens[..3], &[5.0, 3.0, 0.0]);

    let block = CLASSIC
        .as_bytes()
        .chunks(9)
        .map(|row| std::str::from_utf8(row).unwrap())
        .collect::<Vec<_>>()
        .join("\n");
    let info = parse(&block, options(r#"{"boxWidth": 3, "boxHeight": 3}"#)).unwrap();
    assert_eq!(get(&info, "format").as_string().unwrap(), "grid");
    assert_eq!(get(&info, "line").as_string().unwrap(), CLASSIC);

    let (hex, _) = fixture(16);
    let info = parse(&hex, None).unwrap();
    let symbols = Array::from(&get(&info, "symbols"));
    assert_eq!(symbols.length(), 16);
    assert_eq!(get(&info, "alphabet").as_string().unwrap(), "hex");
    assert_eq!(symbols.get(0).as_string().unwrap(), "0");

    let error = parse(&CLASSIC[1..], None).unwrap_err();
    assert_eq!(get(&error, "kind").as_string().unwrap(), "wrong-length");
}

#[cfg(feature = "explain")]
#[wasm_bindgen_test]
fn parse_reads_the_candidate_grid_a_solver_writes() {
    let grid = Solver::new(CLASSIC, None)
        .unwrap()
        .write("candidates", None)
        .unwrap();
    let info = parse(&grid, None).unwrap();
    assert_eq!(get(&info, "format").as_string().unwrap(), "candidates");
    assert_eq!(get(&info, "hasCandidates").as_bool(), Some(true));
}

#[cfg(feature = "explain")]
#[wasm_bindgen_test]
fn hint_is_the_next_logical_step_without_guessing() {
    let first = hint(CLASSIC, None).unwrap();
    assert_eq!(kind(&first), "place");
    assert_eq!(
        get(&first, "text").as_string().unwrap(),
        "r5c5 = 5: naked single, the only candidate left in r5c5"
    );
    // The same step the solver takes after the candidates.
    let mut solver = Solver::new(CLASSIC, None).unwrap();
    solver.next_step().unwrap();
    let next = solver.next_step().unwrap();
    assert_eq!(get(&next, "text"), get(&first, "text"));

    let only = hint(CLASSIC, options(r#"{"techniques": ["hidden-single"]}"#)).unwrap();
    assert_eq!(kind(&only), "place");
    assert_eq!(
        get(&only, "technique").as_string().unwrap(),
        "hidden-single"
    );

    // From a candidate state (where a cell with one candidate reads as
    // filled): a placement that agrees with the solution.
    solver.next_step().unwrap();
    let grid = solver.write("candidates", None).unwrap();
    let after = hint(&grid, None).unwrap();
    assert_eq!(kind(&after), "place");
    let cell = get(&after, "cell").as_f64().unwrap() as usize;
    let digit = get(&after, "digit").as_f64().unwrap() as u8;
    let solution =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    assert_eq!(solution.as_bytes()[cell] - b'0', digit);

    let (hard, _) = fixture(9);
    let logic = hint(&hard, options(r#"{"techniques": []}"#)).unwrap();
    assert_eq!(kind(&logic), "stuck");
    let (_, solution) = fixture(9);
    assert_eq!(kind(&hint(&solution, None).unwrap()), "solved");
    let impossible = format!("12345678.........9{}", ".".repeat(63));
    assert_eq!(kind(&hint(&impossible, None).unwrap()), "unsolvable");
    // No solution, with no contradiction in sight: no step, an error.
    let broken = format!("532{}", &CLASSIC[3..]);
    let error = hint(&broken, None).unwrap_err();
    assert_eq!(get(&error, "kind").as_string().unwrap(), "no-solution");
    let error = hint(CLASSIC, options(r#"{"techniques": ["telepathy"]}"#)).unwrap_err();
    assert_eq!(get(&error, "kind").as_string().unwrap(), "bad-options");
}

/// A puzzle with one solution whose solve takes a unique rectangle (type 1,
/// 3 and 4 removed from r2c6) after 27 other events.
#[cfg(feature = "explain")]
const UNIQUE_RECTANGLE: &str =
    ".4..2...12..71......5....6.......43...384.129............6....2.......85.1..793..";
/// The same without its r5c9 9 has 7 solutions. Its candidates (a
/// pencilmark line, one board row a line) after the candidates and 26
/// logical steps, where a solve that assumed one solution would take a
/// unique rectangle next.
#[cfg(feature = "explain")]
const SEVERAL_STATE: &str = concat!(
    "..3....8....4.............9..3.5.....2............6.......5..8.......7..1........",
    ".2.........3....8......6.........7..1..........345........5..8.........9..34.....",
    "1..............7......5............9.......8...34......2............6.....34.....",
    "......789.2..5..8912....7..1...5.........6....2..5.7.....4.......3............789",
    ".....67.9....56..9..3.............8....4.........5.7..1.........2.............7.9",
    "...4..78..2.....8.12.4..7..1.3..............9.23...7.......6.......5..........78.",
    "..34..7.9..3.....9...4..7.......6.......5...........8.......7.91.........2.......",
    ".....67.9.2...6..9.2....7.....4.......3......1..............7.9.......8.....5....",
    "....5....1...............8..2.............7..........9..3.........4..........6...",
);

#[cfg(feature = "explain")]
#[wasm_bindgen_test]
fn hint_uses_the_uniqueness_techniques_only_when_the_puzzle_has_one_solution() {
    let uniqueness = ["unique-rectangle", "hidden-rectangle", "bug-plus-one"];
    // One solution: the state before the solver's unique rectangle hints it.
    let mut solver = Solver::new(UNIQUE_RECTANGLE, None).unwrap();
    let (state, rectangle) = loop {
        let state = solver.write("pencilmarks", None).unwrap();
        let step = solver.next_step().unwrap();
        assert!(!step.is_null(), "the solve took no unique rectangle");
        if get(&step, "technique").as_string().as_deref() == Some("unique-rectangle") {
            break (state, step);
        }
    };
    let unique = hint(&state, None).unwrap();
    assert_eq!(
        get(&unique, "technique").as_string().as_deref(),
        Some("unique-rectangle")
    );
    assert_eq!(get(&unique, "text"), get(&rectangle, "text"));

    // Several solutions: a solver assuming one would take a unique
    // rectangle here, and the hint is another technique's step.
    assert_eq!(count(SEVERAL_STATE, Some(100)), Ok(7));
    let parsed = pencilmark::read(SEVERAL_STATE, &pencilmark::ParseOptions::default()).unwrap();
    let next = |assume_unique| {
        let options = pencilmark::Options {
            guessing: false,
            assume_unique,
            ..pencilmark::Options::default()
        };
        let state = parsed.candidates.clone().unwrap();
        pencilmark::Stepper::from_state(&parsed.puzzle, state, options)
            .nth(1)
            .unwrap()
    };
    assert!(matches!(
        next(true),
        pencilmark::Step::Eliminate {
            technique: pencilmark::Technique::UniqueRectangle,
            ..
        }
    ));
    let several = hint(SEVERAL_STATE, None).unwrap();
    let technique = get(&several, "technique").as_string().unwrap();
    assert!(!uniqueness.contains(&technique.as_str()), "{technique}");
    let pencilmark::Step::Eliminate { text, .. } = next(false) else {
        panic!("no elimination without uniqueness");
    };
    assert_eq!(get(&several, "text").as_string().unwrap(), text);
}

fn thrown<T>(result: Result<T, JsValue>) -> JsValue {
    match result {
        Ok(_) => panic!("expected an error"),
        Err(error) => error,
    }
}

#[cfg(feature = "explain")]
#[wasm_bindgen_test]
fn errors_carry_a_kind_and_a_place() {
    let mut bad = CLASSIC.to_owned();
    bad.replace_range(10..11, "?");
    let error = thrown(Solver::new(&bad, None));
    assert_eq!(get(&error, "kind").as_string().unwrap(), "bad-char");
    assert_eq!(get(&error, "line").as_f64(), Some(1.0));
    assert_eq!(get(&error, "column").as_f64(), Some(11.0));
    let error = thrown(Solver::new(&CLASSIC[1..], None));
    assert_eq!(get(&error, "kind").as_string().unwrap(), "wrong-length");
    assert!(get(&error, "line").is_undefined());
    let error = thrown(Solver::new(
        CLASSIC,
        options(r#"{"boxWidth": 1, "boxHeight": 9}"#),
    ));
    assert_eq!(get(&error, "kind").as_string().unwrap(), "bad-box-shape");
    let error = thrown(Solver::new(CLASSIC, options(r#"{"format": "sdk"}"#)));
    assert_eq!(get(&error, "kind").as_string().unwrap(), "bad-options");
}

#[cfg(feature = "explain")]
#[wasm_bindgen_test]
fn a_candidate_grid_starts_from_its_state_and_writes_back() {
    let solver = Solver::new(CLASSIC, None).unwrap();
    let grid = solver.write("candidates", None).unwrap();
    assert!(grid.starts_with("5   3    124    | 26"), "{grid}");
    let mut from_grid = Solver::new(&grid, None).unwrap();
    assert_eq!(from_grid.format(), "candidates");
    let first = from_grid.next_step().unwrap();
    assert_eq!(
        get(&first, "text").as_string().unwrap(),
        "Candidates computed: 129 candidates in 47 empty cells"
    );
    assert_eq!(
        solver.write("link", None).unwrap(),
        format!(
            "https://www.sudokuwiki.org/sudoku.htm?bd={}",
            CLASSIC.replace('.', "0")
        )
    );
    assert_eq!(
        solver.write("line", Some("letters".into())).unwrap(),
        "EC..G....F..AIE....IH....F.H...F...CD..H.C..AG...B...F.F....BH....DAI..E....H..GI"
    );
    let error = solver.write("sdk", None).unwrap_err();
    assert_eq!(get(&error, "kind").as_string().unwrap(), "unknown-format");
}

#[cfg(feature = "explain")]
#[wasm_bindgen_test]
fn numbers_have_symbols_of_their_own() {
    let (puzzle, _) = fixture(16);
    let hex = Solver::new(&puzzle, None).unwrap();
    let numbers = hex.write("line", Some("numbers".into())).unwrap();
    assert!(
        numbers.contains(",16,") || numbers.contains(",15,"),
        "{numbers}"
    );
    let solver = Solver::new(&numbers, None).unwrap();
    assert_eq!(solver.alphabet_name(), "numbers");
    assert_eq!(solver.symbols()[15], "16");
    assert_eq!(solver.alphabet(), "123456789ABCDEFG");
    assert_eq!(solver.values(), hex.values());
}

#[cfg(feature = "explain")]
#[wasm_bindgen_test]
fn run_keeps_to_its_budget_and_goes_on() {
    let (puzzle, solution) = fixture(25);
    let mut solver = Solver::new(&puzzle, None).unwrap();
    let report = solver.run(options(r#"{"maxSteps": 3}"#)).unwrap();
    assert_eq!(get(&report, "steps").as_f64(), Some(3.0));
    assert_eq!(get(&report, "finished").as_bool(), Some(false));
    assert_eq!(kind(&get(&report, "last")), "place");
    let report = solver.run(options(r#"{"maxMillis": 0}"#)).unwrap();
    assert_eq!(get(&report, "steps").as_f64(), Some(1.0), "a step at least");
    let batch: Array = solver
        .next_batch(50, Some(0.0))
        .unwrap()
        .dyn_into()
        .unwrap();
    assert_eq!(batch.length(), 1);
    let report = solver.run(None).unwrap();
    assert_eq!(get(&report, "finished").as_bool(), Some(true));
    assert_eq!(kind(&get(&report, "last")), "solved");
    assert_eq!(as_line(&solver.values(), &solver.alphabet()), solution);
    let report = solver.run(None).unwrap();
    assert_eq!(get(&report, "steps").as_f64(), Some(0.0));
    assert!(get(&report, "last").is_undefined());
    let error = solver.run(options(r#"{"maxSteps": -1}"#)).unwrap_err();
    assert_eq!(get(&error, "kind").as_string().unwrap(), "bad-options");
}

/// The reading options of a record of the bad-input corpus.
fn corpus_options(record: &corpus::BadInput) -> JsValue {
    let options = Object::new();
    let set = |key: &str, value: JsValue| {
        Reflect::set(&options, &JsValue::from_str(key), &value).unwrap();
    };
    if let Some(format) = &record.format {
        set("format", JsValue::from_str(format));
    }
    if let Some(alphabet) = &record.alphabet {
        set("alphabet", JsValue::from_str(alphabet));
    }
    if let Some((width, height)) = record.box_shape {
        set("boxWidth", JsValue::from_f64(width as f64));
        set("boxHeight", JsValue::from_f64(height as f64));
    }
    options.into()
}

/// Checks that `error` is the JS Error the corpus record says.
fn assert_refused(error: JsValue, record: &corpus::BadInput, at: &str) {
    let error: js_sys::Error = error.dyn_into().expect("a JS Error");
    assert_eq!(
        get(&error, "kind").as_string().as_deref(),
        Some(record.kind.as_str()),
        "{at}"
    );
    assert_eq!(String::from(error.message()), record.message, "{at}");
}

#[cfg(feature = "explain")]
#[wasm_bindgen_test]
fn every_bad_input_is_refused_with_its_kind_and_message_and_the_module_lives_on() {
    let corpus = corpus::bad_inputs();
    assert!(corpus.len() >= 50);
    // JS text is always text: the inputs of bytes are the CLI's.
    for record in corpus.into_iter().filter(|r| r.bytes.is_none()) {
        let at = format!("bad_inputs.txt:{}", record.line);
        let error = match Solver::new(&record.input, Some(corpus_options(&record))) {
            Ok(_) => panic!("{at}: read as a puzzle"),
            Err(error) => error,
        };
        assert_refused(error, &record, &at);
        let mut solver = Solver::new(CLASSIC, None).unwrap();
        assert_eq!(kind(&solver.next_step().unwrap()), "candidates", "{at}");
    }
}

#[wasm_bindgen_test]
fn every_bad_input_is_refused_by_solve_and_count_solutions_and_the_module_lives_on() {
    let corpus = corpus::bad_inputs();
    assert!(corpus.len() >= 50);
    // JS text is always text: the inputs of bytes are the CLI's.
    for record in corpus.into_iter().filter(|r| r.bytes.is_none()) {
        let at = format!("bad_inputs.txt:{}", record.line);
        let options = || Some(corpus_options(&record));
        match solve_text(&record.input, options()) {
            Ok(_) => panic!("{at}: solved"),
            Err(error) => assert_refused(error, &record, &at),
        }
        // A count answers a puzzle without exactly one solution.
        let counted = count_solutions(JsValue::from_str(&record.input), None, options());
        match (record.kind.as_str(), counted) {
            ("no-solution", counted) => assert_eq!(counted, Ok(0), "{at}"),
            ("multiple-solutions", counted) => assert_eq!(counted, Ok(2), "{at}"),
            (_, Ok(count)) => panic!("{at}: counted {count}"),
            (_, Err(error)) => assert_refused(error, &record, &at),
        }
        assert_eq!(count(CLASSIC, None), Ok(1), "{at}");
    }
}

#[wasm_bindgen_test]
fn solve_returns_the_solution_line_in_the_puzzles_alphabet() {
    for side in [4, 6, 9, 16, 25] {
        let (puzzle, solution) = fixture(side);
        assert_eq!(
            solve_text(&puzzle, None).unwrap(),
            solution,
            "{side}x{side}"
        );
    }
    assert_eq!(
        solve_text(
            CLASSIC,
            options(r#"{"boxWidth": 3, "boxHeight": 3, "alphabet": "standard"}"#)
        )
        .unwrap(),
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
    );
    // A 6x6 puzzle read with boxes 2 wide and 3 tall instead of the usual 3x2.
    let tall = solve_text(
        &".".repeat(36),
        options(r#"{"boxWidth": 2, "boxHeight": 3, "allowMultipleSolutions": true}"#),
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
    let error = solve_text(&impossible, None).unwrap_err();
    assert_eq!(get(&error, "kind").as_string().unwrap(), "no-solution");
    assert_eq!(
        error_message(solve_text(&impossible, None)),
        "the puzzle has no solution"
    );
    assert_eq!(
        error_message(solve_text(&CLASSIC[1..], None)),
        "found 80 cells, expected 81 for a 9x9 puzzle"
    );
    let error = solve_text(&".".repeat(16), None).unwrap_err();
    assert_eq!(
        get(&error, "kind").as_string().unwrap(),
        "multiple-solutions"
    );
    let message = error_message(solve_text(CLASSIC, options(r#"{"alphabet": "klingon"}"#)));
    assert!(
        message.starts_with("bad options: alphabet: expected one of \"standard\", ")
            && message.ends_with(", not \"klingon\""),
        "{message}"
    );
    assert_eq!(
        error_message(solve_text(CLASSIC, options(r#"{"boxHeight": 3}"#))),
        "give boxWidth and boxHeight together"
    );
}

#[wasm_bindgen_test]
fn count_solutions_counts_up_to_the_limit() {
    let (puzzle, _) = fixture(16);
    assert_eq!(count(&puzzle, None).unwrap(), 1);
    assert_eq!(count(&".".repeat(16), None).unwrap(), 2);
    assert_eq!(count(&".".repeat(16), Some(1000)).unwrap(), 288);
    assert_eq!(count(&".".repeat(36), Some(50)).unwrap(), 50);
    assert_eq!(count(&".".repeat(16), Some(0)).unwrap(), 0);
    let impossible = format!("12345678.........9{}", ".".repeat(63));
    assert_eq!(count(&impossible, None).unwrap(), 0);
    assert_eq!(
        error_message(count("12?4............", None)),
        "line 1, column 3: unexpected character '?'"
    );
}

#[wasm_bindgen_test]
fn solve_and_count_take_cell_values_and_solve_returns_them() {
    let values = |line: &str| -> Vec<u8> {
        line.chars()
            .map(|c| c.to_digit(10).map_or(0, |d| d as u8))
            .collect()
    };
    let cells = Uint8Array::from(&values(CLASSIC)[..]);
    let solved: Uint8Array = solve(cells.clone().into(), None)
        .unwrap()
        .dyn_into()
        .expect("a Uint8Array");
    assert_eq!(
        solved.to_vec(),
        values("534678912672195348198342567859761423426853791713924856961537284287419635345286179")
    );
    assert_eq!(count_solutions(cells.into(), None, None).unwrap(), 1);
    let numbers: Array = values(CLASSIC).into_iter().map(JsValue::from).collect();
    assert_eq!(count_solutions(numbers.into(), Some(2), None).unwrap(), 1);
    // 36 empty cells: a 6x6 board, counted up to the limit.
    let empty = Uint8Array::new_with_length(36);
    assert_eq!(count_solutions(empty.into(), Some(5), None).unwrap(), 5);
    let error = thrown(solve(Uint8Array::new_with_length(80).into(), None));
    assert_eq!(get(&error, "kind").as_string().unwrap(), "wrong-length");
    let error = thrown(solve(JsValue::from_f64(5.0), None));
    assert_eq!(get(&error, "kind").as_string().unwrap(), "bad-puzzle");
}

/// What a call gave, to compare two ways in: the result, or the error's
/// kind and message.
fn outcome(result: Result<JsValue, JsValue>) -> String {
    match result {
        Ok(value) => match value.dyn_ref::<Uint8Array>() {
            Some(values) => format!("{:?}", values.to_vec()),
            None => format!("{value:?}"),
        },
        Err(error) => {
            let kind = get(&error, "kind").as_string().expect("a kind");
            let message = error
                .dyn_ref::<js_sys::Error>()
                .expect("a JS Error")
                .message();
            format!("{kind}: {}", String::from(message))
        }
    }
}

#[wasm_bindgen_test]
fn the_cells_entries_answer_as_solve_and_count_solutions_do() {
    let mut classic: Vec<u8> = CLASSIC
        .chars()
        .map(|c| c.to_digit(10).map_or(0, |d| d as u8))
        .collect();
    let mut inputs = vec![
        classic.clone(),
        vec![0; 16],
        vec![0; 81],
        vec![0; 80],
        vec![0; 36],
    ];
    classic[80] = 10;
    inputs.push(classic.clone());
    classic[80] = 0;
    classic[1] = 5;
    inputs.push(classic);
    inputs.push(vec![0; 4097]);
    let option_sets = [
        None,
        options(r#"{"allowMultipleSolutions": true}"#),
        options(r#"{"boxWidth": 2, "boxHeight": 3}"#),
        options(r#"{"format": "line"}"#),
        options(r#"{"maxGuesses": 1}"#),
        options(r#"{"nonsense": 1}"#),
    ];
    for cells in &inputs {
        for options in &option_sets {
            let general = || Uint8Array::from(&cells[..]).into();
            let case = format!("{} cells, options {options:?}", cells.len());
            assert_eq!(
                outcome(solve_cells(cells, options.clone())),
                outcome(solve(general(), options.clone())),
                "solve, {case}"
            );
            let count = |result: Result<u32, JsValue>| outcome(result.map(JsValue::from));
            for allow in [false, true] {
                let json = format!(r#"{{"allowMultipleSolutions": {allow}}}"#);
                assert_eq!(
                    outcome(solve_cells_allowing(cells, allow)),
                    outcome(solve_cells(cells, crate::options(&json))),
                    "solve, {} cells, allowing: {allow}",
                    cells.len()
                );
            }
            assert_eq!(
                count(count_cells(cells, Some(3), options.clone())),
                count(count_solutions(general(), Some(3), options.clone())),
                "countSolutions, {case}"
            );
        }
    }
}

#[wasm_bindgen_test]
fn plain_cell_values_answer_as_the_board_the_options_name() {
    // 81 values of at most 9 go straight to the 9x9 board; with the board
    // named in the options, the same values go through the puzzle.
    let classic: Vec<u8> = CLASSIC
        .chars()
        .map(|c| c.to_digit(10).map_or(0, |d| d as u8))
        .collect();
    let changed = |cell: usize, value: u8| {
        let mut cells = classic.clone();
        cells[cell] = value;
        cells
    };
    let mut none = vec![0; 81];
    none[..8].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
    none[17] = 9;
    let inputs = [
        classic.clone(),
        changed(1, 5),
        changed(9, 5),
        changed(10, 3),
        changed(80, 10),
        changed(80, 255),
        vec![0; 81],
        none,
    ];
    for (cells, json) in inputs.iter().flat_map(|cells| {
        [
            "{",
            r#"{"allowMultipleSolutions": true, "#,
            r#"{"maxGuesses": 0, "#,
        ]
        .map(|json| (cells, json))
    }) {
        let plain = options(&format!("{}}}", json.trim_end_matches(", ")));
        let named = options(&format!(r#"{json}"boxWidth": 3, "boxHeight": 3}}"#));
        let case = format!("{cells:?}, {json}");
        assert_eq!(
            outcome(solve_cells(cells, plain.clone())),
            outcome(solve_cells(cells, named.clone())),
            "solve, {case}"
        );
        let count = |result: Result<u32, JsValue>| outcome(result.map(JsValue::from));
        assert_eq!(
            count(count_cells(cells, Some(3), plain)),
            count(count_cells(cells, Some(3), named)),
            "countSolutions, {case}"
        );
    }
    let kind = |cells: &Vec<u8>| thrown_kind(solve_cells(cells, None));
    assert_eq!(kind(&inputs[1]), "clash");
    assert_eq!(kind(&inputs[4]), "bad-cell");
    assert_eq!(kind(&inputs[6]), "multiple-solutions");
    assert_eq!(kind(&inputs[7]), "no-solution");
}

/// The `kind` of the error a call threw.
fn thrown_kind<T>(result: Result<T, JsValue>) -> String {
    get(&thrown(result), "kind").as_string().unwrap()
}

#[cfg(feature = "explain")]
#[wasm_bindgen_test]
fn generate_makes_what_the_native_build_makes_from_the_same_seed() {
    let fixture = include_str!("fixtures/generated.txt");
    let cases: Vec<&str> = fixture.lines().filter(|l| !l.starts_with('#')).collect();
    assert!(cases.len() >= 10);
    for case in cases {
        let fields: Vec<&str> = case.split(' ').collect();
        let [side, symmetry, level, seed, puzzle, solution] = fields[..] else {
            panic!("six fields: {case}");
        };
        let seed: u64 = seed.parse().unwrap();
        let options = Object::new();
        let set = |key: &str, value: JsValue| {
            Reflect::set(&options, &JsValue::from_str(key), &value).unwrap();
        };
        // Seeds beyond 2^53 come as a BigInt, the others as a number.
        if seed < 1 << 53 {
            set("seed", JsValue::from_f64(seed as f64));
        } else {
            set("seed", js_sys::BigInt::from(seed).into());
        }
        set("size", JsValue::from_f64(side.parse().unwrap()));
        set("symmetry", JsValue::from_str(symmetry));
        if level != "-" {
            set("level", JsValue::from_str(level));
        }
        let made = generate(options.into()).unwrap();
        assert_eq!(get(&made, "puzzle").as_string().unwrap(), puzzle, "{case}");
        assert_eq!(
            get(&made, "solution").as_string().unwrap(),
            solution,
            "{case}"
        );
        let rating = get(&made, "rating");
        if level != "-" {
            assert_eq!(get(&rating, "level").as_string().unwrap(), level);
        }
        assert_eq!(count(puzzle, None).unwrap(), 1);
    }
}

#[cfg(feature = "explain")]
#[wasm_bindgen_test]
fn generate_takes_its_options_and_refuses_bad_ones() {
    let made = generate(options(r#"{"seed": 7, "boxWidth": 2, "boxHeight": 3, "symmetry": "90", "alphabet": "letters"}"#).unwrap()).unwrap();
    let puzzle = get(&made, "puzzle").as_string().unwrap();
    assert_eq!(puzzle.chars().count(), 36);
    assert!(
        puzzle.chars().all(|c| c == '.' || ('A'..='F').contains(&c)),
        "{puzzle}"
    );
    assert!(get(&made, "attempts").as_f64().unwrap() >= 1.0);
    let practice = generate(options(r#"{"seed": 3, "technique": "x-wing"}"#).unwrap()).unwrap();
    // Minimal 25x25 puzzles take minutes to make.
    let slow = r#"{"seed": 1, "size": 25, "minimal": true, "maxMillis": 100}"#;
    assert_eq!(thrown_kind(generate(options(slow).unwrap())), "over-budget");
    // Judged by its practice solve; rated as rate() rates it.
    let judged = get(&practice, "practice");
    assert_eq!(get(&judged, "technique").as_string().unwrap(), "x-wing");
    let puzzle = get(&practice, "puzzle").as_string().unwrap();
    let rating = get(&practice, "rating");
    let rated = rate(&puzzle, None).unwrap();
    assert_eq!(get(&rating, "er").as_f64(), get(&rated, "er").as_f64());
    assert_eq!(
        get(&rating, "technique").as_string(),
        get(&rated, "technique").as_string()
    );
    assert!(get(&made, "practice").is_undefined());

    assert_eq!(thrown_kind(generate(JsValue::UNDEFINED)), "bad-options");
    assert_eq!(
        thrown_kind(generate(options(r#"{"size": 9}"#).unwrap())),
        "bad-options"
    );
    assert_eq!(
        thrown_kind(generate(
            options(r#"{"seed": 1, "level": "fiendish"}"#).unwrap()
        )),
        "bad-options"
    );
    assert_eq!(
        thrown_kind(generate(options(r#"{"seed": -1}"#).unwrap())),
        "bad-options"
    );
    assert_eq!(
        thrown_kind(generate(options(r#"{"seed": 1, "size": 7}"#).unwrap())),
        "no-box-shape"
    );
    assert_eq!(
        thrown_kind(generate(options(r#"{"seed": 1, "boxWidth": 3}"#).unwrap())),
        "bad-options"
    );
    assert_eq!(
        thrown_kind(generate(
            options(r#"{"seed": 1, "maxClues": 18, "attempts": 2}"#).unwrap()
        )),
        "gave-up"
    );
    // Fewer clues than any proper 9x9 has: refused before any attempt.
    assert_eq!(
        thrown_kind(generate(options(r#"{"seed": 1, "maxClues": 16}"#).unwrap())),
        "bad-options"
    );
    let chain = generate(options(r#"{"seed": 1, "technique": "unit-forcing-chain"}"#).unwrap());
    assert!(error_message(chain).contains("practice puzzles are made without forcing chains"));
    assert_eq!(
        thrown_kind(generate(
            options(r#"{"seed": 1, "technique": "cell-forcing-chain"}"#).unwrap()
        )),
        "bad-options"
    );
    assert_eq!(
        error_message(generate(
            options(r#"{"seed": 1, "minClues": 40, "maxClues": 30}"#).unwrap()
        )),
        "bad options: min clues (40) is more than max clues (30)"
    );
}

#[cfg(feature = "explain")]
#[wasm_bindgen_test]
fn rate_explains_a_puzzle_and_refuses_improper_ones() {
    let rating = rate(
        "9.4.....25...1..9......8...7981....6...42.....6........4...75..2.5.......7....68.",
        None,
    )
    .unwrap();
    assert_eq!(get(&rating, "level").as_string().unwrap(), "easy");
    assert_eq!(get(&rating, "er").as_f64(), Some(2.0));
    assert_eq!(get(&rating, "ep").as_f64(), Some(1.2));
    assert_eq!(get(&rating, "ed").as_f64(), Some(1.2));
    assert_eq!(
        get(&rating, "technique").as_string().unwrap(),
        "hidden-pair"
    );
    assert!(get(&rating, "score").as_f64().unwrap() > 50.0);
    let steps: Array = get(&rating, "steps").dyn_into().unwrap();
    assert_eq!(steps.length(), 2);
    assert!(get(&steps.get(0), "text")
        .as_string()
        .unwrap()
        .starts_with("Hidden pair: in box 6, 8 and 9 fit only in r5c7 and r5c9"));
    let uses: Array = get(&rating, "uses").dyn_into().unwrap();
    assert!(uses.length() >= 3);

    assert_eq!(
        thrown_kind(rate(&".".repeat(81), None)),
        "multiple-solutions"
    );
    assert_eq!(thrown_kind(rate("123", None)), "wrong-length");
    let none = format!("12345678.........9{}", ".".repeat(63));
    assert_eq!(thrown_kind(rate(&none, None)), "no-solution");
}

#[wasm_bindgen_test]
fn solve_all_and_count_all_answer_every_puzzle_of_a_text_and_name_bad_lines() {
    let (hex, hex_solution) = fixture(16);
    let (classic, classic_solution) = fixture(9);
    let text = format!(
        "# a set\n{classic}\n\n12?4............\n{hex}\n{}\n",
        ".".repeat(16)
    );
    let solved: Array = solve_all(text.as_str().into(), None)
        .unwrap()
        .dyn_into()
        .unwrap();
    assert_eq!(solved.length(), 4);
    assert_eq!(solved.get(0).as_string().unwrap(), classic_solution);
    let bad = solved.get(1);
    assert_eq!(get(&bad, "kind").as_string().unwrap(), "bad-char");
    assert_eq!(get(&bad, "puzzle").as_f64(), Some(1.0));
    assert_eq!(get(&bad, "line").as_f64(), Some(4.0));
    assert_eq!(get(&bad, "column").as_f64(), Some(3.0));
    assert_eq!(
        get(&bad, "message").as_string().unwrap(),
        "line 4, column 3: unexpected character '?'"
    );
    assert_eq!(solved.get(2).as_string().unwrap(), hex_solution);
    assert_eq!(
        get(&solved.get(3), "kind").as_string().unwrap(),
        "multiple-solutions"
    );
    assert_eq!(get(&solved.get(3), "line").as_f64(), Some(6.0));

    let counted = count_all(text.as_str().into(), Some(1000), None).unwrap();
    let counts: js_sys::Uint32Array = get(&counted, "counts").dyn_into().unwrap();
    assert_eq!(counts.to_vec(), [1, 0, 1, 288]);
    let errors: Array = get(&counted, "errors").dyn_into().unwrap();
    assert_eq!(errors.length(), 1);
    assert_eq!(get(&errors.get(0), "puzzle").as_f64(), Some(1.0));
    assert_eq!(
        thrown_kind(count_all(text.as_str().into(), Some(0), None)),
        "bad-options"
    );
}

/// Each answer of `solveAll` and `countAll` for a text, as a line: the
/// solution or count, or the error's puzzle, line, kind and message.
fn all_answers(text: &str, options: &str) -> Vec<String> {
    let error = |e: &JsValue| {
        let field = |key| js_sys::JSON::stringify(&get(e, key)).unwrap();
        format!(
            "{} {} {} {}",
            field("puzzle"),
            field("line"),
            field("kind"),
            field("message")
        )
    };
    let solved: Array = solve_all(text.into(), self::options(options))
        .unwrap()
        .dyn_into()
        .unwrap();
    let mut answers: Vec<String> = solved
        .iter()
        .map(|answer| answer.as_string().unwrap_or_else(|| error(&answer)))
        .collect();
    let counted = count_all(text.into(), Some(3), self::options(options)).unwrap();
    let counts: js_sys::Uint32Array = get(&counted, "counts").dyn_into().unwrap();
    answers.extend(counts.to_vec().iter().map(|count| count.to_string()));
    let errors: Array = get(&counted, "errors").dyn_into().unwrap();
    answers.extend(errors.iter().map(|e| error(&e)));
    answers
}

#[wasm_bindgen_test]
fn a_text_of_plain_lines_answers_as_any_other_text() {
    // A text of 81-character lines and blank lines goes straight to the
    // 9x9 board; a comment line sends the same puzzles through the reader.
    let (classic, solution) = fixture(9);
    let clash = format!("55{}", &classic[2..]);
    let empty = ".".repeat(81);
    let none = format!("12345678.........9{}", ".".repeat(63));
    let zeros = classic.replace('.', "0");
    let plain = format!("{classic}\n{clash}\n\n{empty}\n{none}\r\n{zeros}\n");
    let read = format!("{plain}\n# the same puzzles\n");
    for options in [
        "{}",
        r#"{"allowMultipleSolutions": true}"#,
        r#"{"maxGuesses": 0}"#,
    ] {
        assert_eq!(
            all_answers(&plain, options),
            all_answers(&read, options),
            "{options}"
        );
    }
    let answers = all_answers(&plain, "{}");
    assert_eq!(answers[0], solution);
    assert!(answers[1].starts_with(r#"1 2 "clash""#), "{}", answers[1]);
    assert!(
        answers[2].starts_with(r#"2 4 "multiple-solutions""#),
        "{}",
        answers[2]
    );
    assert!(
        answers[3].starts_with(r#"3 5 "no-solution""#),
        "{}",
        answers[3]
    );
    assert_eq!(answers[4], solution);
    assert_eq!(answers[5..10], ["1", "0", "3", "0", "1"]);
    assert!(answers[10].starts_with(r#"1 2 "clash""#), "{}", answers[10]);
    assert_eq!(answers.len(), 11);
}

#[wasm_bindgen_test]
fn a_text_of_one_plain_line_answers_as_the_puzzle_read() {
    // One 81-character line, a line break at most after it, goes straight
    // to the 9x9 board; a comment line below sends the same puzzle
    // through the reader.
    let (classic, solution) = fixture(9);
    let clash = format!("55{}", &classic[2..]);
    let empty = ".".repeat(81);
    let none = format!("12345678.........9{}", ".".repeat(63));
    let texts = [
        classic.clone(),
        format!("{classic}\n"),
        format!("{}\r\n", classic.replace('.', "0")),
        clash,
        empty,
        none,
    ];
    for (text, json) in texts.iter().flat_map(|text| {
        [
            "{}",
            r#"{"allowMultipleSolutions": true}"#,
            r#"{"maxGuesses": 0}"#,
            r#"{"maxMillis": 0}"#,
            r#"{"boxWidth": 3, "boxHeight": 3, "format": "line"}"#,
            // Options that keep the line from the board, or are bad.
            r#"{"boxWidth": 3, "boxHeight": 2}"#,
            r#"{"alphabet": "numbers"}"#,
            r#"{"format": "grid"}"#,
            r#"{"boxWidth": 3}"#,
            r#"{"boxWidth": 0, "boxHeight": 3}"#,
        ]
        .map(|json| (text, json))
    }) {
        let read = format!("{}\n# the same puzzle", text.trim_end());
        let case = format!("{text:?}, {json}");
        let solved = |text: &str| outcome(solve(text.into(), options(json)));
        assert_eq!(solved(text), solved(&read), "solve, {case}");
        let counted = |text: &str| {
            outcome(count_solutions(text.into(), Some(3), options(json)).map(JsValue::from))
        };
        assert_eq!(counted(text), counted(&read), "countSolutions, {case}");
    }
    assert_eq!(solve_text(&texts[1], None).unwrap(), solution);
    assert_eq!(solve_text(&texts[2], None).unwrap(), solution);
    let count = |text: &str| count_solutions(text.into(), Some(3), None);
    assert_eq!(count(&texts[0]).unwrap(), 1);
    assert_eq!(thrown_kind(count(&texts[3])), "clash");
    assert_eq!(count(&texts[4]).unwrap(), 3);
    assert_eq!(count(&texts[5]).unwrap(), 0);
    let kinds = texts[3..]
        .iter()
        .map(|text| thrown_kind(solve_text(text, None)));
    assert_eq!(
        kinds.collect::<Vec<_>>(),
        ["clash", "multiple-solutions", "no-solution"]
    );
    let kind = |json| thrown_kind(solve_text(&texts[0], options(json)));
    assert_eq!(kind(r#"{"maxMillis": 0}"#), "over-budget");
    assert_eq!(kind(r#"{"boxWidth": 3, "boxHeight": 2}"#), "wrong-length");
    assert_eq!(kind(r#"{"boxWidth": 3}"#), "bad-options");
}

#[wasm_bindgen_test]
fn solve_all_reads_any_unicode_text_and_refuses_what_is_not_text() {
    let (classic, classic_solution) = fixture(9);
    // Characters of two, three and four bytes (a surrogate pair in JS),
    // before, between and after the puzzles.
    let text = format!("# café ☕ 🧩\n{classic}\n# ñ 🧩🧩 ☕\n{classic}\n# 終わり");
    let solved: Array = solve_all(text.as_str().into(), None)
        .unwrap()
        .dyn_into()
        .unwrap();
    assert_eq!(solved.length(), 2);
    for result in solved.iter() {
        assert_eq!(result.as_string().unwrap(), classic_solution);
    }
    // A puzzle line with a character outside ASCII is named where it is.
    let bad = format!("{}é{}", &classic[..40], &classic[41..]);
    let solved: Array = solve_all(bad.as_str().into(), None)
        .unwrap()
        .dyn_into()
        .unwrap();
    assert_eq!(get(&solved.get(0), "kind").as_string().unwrap(), "bad-char");
    assert_eq!(get(&solved.get(0), "column").as_f64(), Some(41.0));
    let counted = count_all(JsValue::from_str(""), None, None).unwrap();
    let counts: js_sys::Uint32Array = get(&counted, "counts").dyn_into().unwrap();
    assert_eq!(counts.length(), 0);
    // No puzzle, and puzzles without a solution only: no line left over
    // from the text the solutions go to JS in.
    for (text, length) in [("", 0), ("# nothing\n\n", 0), ("12?\n\n1.3\n", 2)] {
        let solved: Array = solve_all(text.into(), None).unwrap().dyn_into().unwrap();
        assert_eq!(solved.length(), length, "{text:?}");
        assert!(
            solved.iter().all(|error| get(&error, "kind").is_string()),
            "{text:?}"
        );
    }
    assert_eq!(
        error_message(solve_all(JsValue::from_f64(5.0), None)),
        "the puzzles are a text (a string), not 5"
    );
    assert_eq!(
        thrown_kind(count_all(JsValue::NULL, None, None)),
        "bad-puzzle"
    );
    // An object without a prototype (whose String() throws) is named by
    // its kind, in an error thrown by the module, not by JS.
    let bare = js_sys::Function::new_no_args("return Object.create(null)")
        .call0(&JsValue::NULL)
        .unwrap();
    assert_eq!(
        error_message(solve_all(bare.clone(), None)),
        "the puzzles are a text (a string), not an object"
    );
    let options = js_sys::Object::new();
    js_sys::Reflect::set(&options, &"format".into(), &bare).unwrap();
    assert_eq!(
        error_message(solve_text(&classic, Some(options.into()))),
        "bad options: format: expected one of \"line\", \"grid\", \"candidates\", \"pencilmarks\", \"link\", not an object"
    );
    // A text whose first character takes four bytes, and a lone surrogate
    // (written as U+FFFD, a bad character where it is).
    let emoji = format!("🧩\n{classic}");
    let solved: Array = solve_all(emoji.as_str().into(), None)
        .unwrap()
        .dyn_into()
        .unwrap();
    assert_eq!(
        get(&solved.get(0), "kind").as_string().unwrap(),
        "wrong-length"
    );
    assert_eq!(solved.get(1).as_string().unwrap(), classic_solution);
    let lone: JsValue = js_sys::JSON::parse(r#""\ud800""#).unwrap();
    let text = js_sys::JsString::from(&classic[..10])
        .concat(&lone)
        .concat(&JsValue::from_str(&classic[11..]));
    let solved: Array = solve_all(text.into(), None).unwrap().dyn_into().unwrap();
    assert_eq!(get(&solved.get(0), "kind").as_string().unwrap(), "bad-char");
    assert_eq!(get(&solved.get(0), "column").as_f64(), Some(11.0));
}

/// A sparse 16x16 board whose second solution takes the search 262 562
/// guesses to find (0.4 s natively).
fn slow_search() -> String {
    let line = include_str!("fixtures/slow_search.txt")
        .lines()
        .filter(|line| !line.starts_with('#'))
        .nth(2)
        .unwrap();
    line.to_owned()
}

/// `solutions` of a text: the lines.
fn solution_lines(
    text: &str,
    limit: Option<u32>,
    options: Option<JsValue>,
) -> Result<Vec<String>, JsValue> {
    let list: Array = solutions(JsValue::from_str(text), limit, options)?
        .dyn_into()
        .expect("an array");
    Ok(list
        .iter()
        .map(|line| line.as_string().expect("a string"))
        .collect())
}

#[wasm_bindgen_test]
fn solutions_lists_them_up_to_the_limit_as_solve_gives_one() {
    // Every fixture's one solution, in its alphabet (hex on 16x16).
    for side in [4, 6, 9, 16, 25] {
        let (puzzle, solution) = fixture(side);
        assert_eq!(solution_lines(&puzzle, None, None).unwrap(), [solution]);
    }
    // The empty 4x4 board: two by default, then as many as asked, each
    // once, the first being `solve`'s with allowMultipleSolutions.
    let empty = ".".repeat(16);
    assert_eq!(solution_lines(&empty, None, None).unwrap().len(), 2);
    let mut all = solution_lines(&empty, Some(1000), None).unwrap();
    let first = solve_text(&empty, options(r#"{"allowMultipleSolutions": true}"#)).unwrap();
    assert_eq!(all[0], first);
    all.sort();
    all.dedup();
    assert_eq!(all.len(), 288);
    // A limit from 1 to 10 000: each solution waits in wasm memory until
    // the call returns, and -1 is 2³² − 1 once a u32.
    assert_eq!(
        solution_lines(&empty, Some(10_000), None).unwrap().len(),
        288
    );
    for limit in [0, 10_001, u32::MAX] {
        assert_eq!(
            error_message(solution_lines(&empty, Some(limit), None)),
            "bad options: the limit is from 1 to 10000"
        );
    }
    let impossible = format!("12345678.........9{}", ".".repeat(63));
    assert!(solution_lines(&impossible, None, None).unwrap().is_empty());

    // Cell values: a fresh Uint8Array per solution; a 6x6 board by its
    // shape.
    let values = |line: &str| -> Vec<u8> {
        line.chars()
            .map(|c| c.to_digit(10).map_or(0, |d| d as u8))
            .collect()
    };
    let (classic, solution) = fixture(9);
    let list: Array = solutions(Uint8Array::from(&values(&classic)[..]).into(), None, None)
        .unwrap()
        .dyn_into()
        .unwrap();
    assert_eq!(list.length(), 1);
    assert_eq!(
        list.get(0).dyn_into::<Uint8Array>().unwrap().to_vec(),
        values(&solution)
    );
    let six = solutions(
        Uint8Array::new_with_length(36).into(),
        Some(3),
        options(r#"{"boxWidth": 2, "boxHeight": 3}"#),
    )
    .unwrap()
    .dyn_into::<Array>()
    .unwrap();
    assert_eq!(six.length(), 3);
    for grid in six.iter() {
        let grid = grid.dyn_into::<Uint8Array>().unwrap().to_vec();
        // Boxes 2 wide and 3 tall: the first box is r1-3 c1-2.
        let mut first_box: Vec<u8> = (0..3)
            .flat_map(|r| [grid[6 * r], grid[6 * r + 1]])
            .collect();
        first_box.sort();
        assert_eq!(first_box, [1, 2, 3, 4, 5, 6]);
    }

    // Errors as solve's: what and where, and the budget.
    assert_eq!(
        error_message(solution_lines("12?4............", None, None)),
        "line 1, column 3: unexpected character '?'"
    );
    let error = thrown(solution_lines(
        &slow_search(),
        None,
        options(r#"{"maxGuesses": 300}"#),
    ));
    assert_eq!(get(&error, "kind").as_string().unwrap(), "over-budget");
}

#[wasm_bindgen_test]
fn searches_stop_on_the_budget_the_options_give() {
    let slow = slow_search();
    let error = thrown(solve_text(&slow, options(r#"{"maxMillis": 20}"#)));
    assert_eq!(get(&error, "kind").as_string().unwrap(), "over-budget");
    let message = error.dyn_into::<js_sys::Error>().unwrap().message();
    assert!(
        String::from(message).contains("out of time"),
        "the message says the time ran out"
    );
    assert_eq!(
        error_message(count_solutions(
            JsValue::from_str(&slow),
            None,
            options(r#"{"maxGuesses": 300}"#)
        )),
        "over budget: the search stopped before it knew the answer: no more guesses allowed, after 300 guesses"
    );
    // A budget the search does not need changes nothing.
    let (classic, solution) = fixture(9);
    let roomy = options(r#"{"maxGuesses": 100000, "maxMillis": 60000}"#);
    assert_eq!(solve_text(&classic, roomy).unwrap(), solution);

    // In a text of puzzles, the time is for the whole call (the puzzles
    // after it has run out are not searched), the guesses for each puzzle.
    let text = format!("{classic}\n{slow}\n{classic}\n");
    let solved: Array = solve_all(text.as_str().into(), options(r#"{"maxMillis": 20}"#))
        .unwrap()
        .dyn_into()
        .unwrap();
    assert_eq!(solved.get(0).as_string().unwrap(), solution);
    for late in [solved.get(1), solved.get(2)] {
        assert_eq!(get(&late, "kind").as_string().unwrap(), "over-budget");
    }
    let counted = count_all(
        text.as_str().into(),
        None,
        options(r#"{"maxGuesses": 300}"#),
    )
    .unwrap();
    let counts: js_sys::Uint32Array = get(&counted, "counts").dyn_into().unwrap();
    assert_eq!(counts.to_vec(), [1, 0, 1]);
    let errors: Array = get(&counted, "errors").dyn_into().unwrap();
    assert_eq!(errors.length(), 1);
    assert_eq!(
        get(&errors.get(0), "kind").as_string().unwrap(),
        "over-budget"
    );
}

#[cfg(feature = "explain")]
#[wasm_bindgen_test]
fn rate_keeps_its_search_to_the_budget() {
    let slow = slow_search();
    assert_eq!(
        thrown_kind(rate(&slow, options(r#"{"maxGuesses": 300}"#))),
        "over-budget"
    );
    let (classic, _) = fixture(9);
    let level = |options| get(&rate(&classic, options).unwrap(), "level").as_string();
    assert_eq!(level(options(r#"{"maxMillis": 60000}"#)), level(None));
}

#[wasm_bindgen_test]
fn an_option_of_an_unknown_name_is_refused_not_ignored() {
    let (classic, _) = fixture(9);
    let error = thrown(solve_text(&classic, options(r#"{"maxMilis": 5}"#)));
    assert_eq!(get(&error, "kind").as_string().unwrap(), "bad-options");
    let message = String::from(error.dyn_into::<js_sys::Error>().unwrap().message());
    assert!(
        message.starts_with("bad options: unknown option \"maxMilis\"; the options here are "),
        "{message}"
    );
    assert!(message.contains("maxMillis"), "{message}");
    // Every option it knows is taken.
    let known = r#"{"format": "line", "alphabet": "standard", "boxWidth": 3, "boxHeight": 3,
        "allowMultipleSolutions": false, "maxGuesses": 1000, "maxMillis": 1000}"#;
    assert!(solve_text(&classic, options(known)).is_ok());
}

#[cfg(feature = "explain")]
#[wasm_bindgen_test]
fn the_solver_and_hint_refuse_an_option_of_an_unknown_name() {
    let (classic, _) = fixture(9);
    let solver = Solver::new(&classic, options(r#"{"techniqes": ["naked-single"]}"#));
    assert_eq!(thrown_kind(solver), "bad-options");
    assert_eq!(
        thrown_kind(hint(
            &classic,
            options(r#"{"allowMultipleSolutions": true}"#)
        )),
        "bad-options"
    );
}

#[wasm_bindgen_test]
fn a_bad_option_is_named_with_what_it_takes() {
    let (classic, _) = fixture(9);
    let said = |json: &str| error_message(solve_text(&classic, options(json)));
    assert_eq!(
        said(r#"{"allowMultipleSolutions": "yes"}"#),
        "bad options: allowMultipleSolutions: expected true or false, not \"yes\""
    );
    assert_eq!(
        said(r#"{"maxGuesses": 2.5}"#),
        "bad options: maxGuesses: expected a whole number from 0 to 2^53 - 1, or a BigInt below 2^64, not 2.5"
    );
    assert_eq!(
        said(r#"{"maxGuesses": -1}"#),
        "bad options: maxGuesses: expected a whole number from 0 to 2^53 - 1, or a BigInt below 2^64, not -1"
    );
    assert_eq!(
        said(r#"{"maxMillis": "soon"}"#),
        "bad options: maxMillis: expected a number, not \"soon\""
    );
    assert_eq!(
        said(r#"{"format": 3}"#),
        "bad options: format: expected one of \"line\", \"grid\", \"candidates\", \"pencilmarks\", \"link\", not 3"
    );
    assert_eq!(
        said("[1, 2]"),
        "bad options: expected an object of options, not an array"
    );
    assert_eq!(
        said("5"),
        "bad options: expected an object of options, not 5"
    );
    // null is no option, as undefined is.
    let nulls = r#"{"format": null, "alphabet": null, "maxGuesses": null, "maxMillis": null}"#;
    assert!(solve_text(&classic, options(nulls)).is_ok());
    let undefined = js_sys::Object::new();
    js_sys::Reflect::set(&undefined, &"maxMillis".into(), &JsValue::UNDEFINED).unwrap();
    assert!(solve_text(&classic, Some(undefined.into())).is_ok());
}

/// The name of the table's last technique, which ends the list of names
/// a bad one is told.
#[cfg(feature = "explain")]
fn last_technique() -> &'static str {
    pencilmark::Technique::ALL.last().map_or("", |t| t.name())
}

#[cfg(feature = "explain")]
#[wasm_bindgen_test]
fn a_bad_option_of_the_solver_or_generate_is_named_with_what_it_takes() {
    let (classic, _) = fixture(9);
    let steps = Solver::new(&classic, options(r#"{"techniques": "naked-single"}"#));
    assert_eq!(
        error_message(steps),
        "bad options: techniques: expected an array, not \"naked-single\""
    );
    let steps = Solver::new(&classic, options(r#"{"techniques": ["naked-single", 7]}"#));
    let message = error_message(steps);
    assert!(
        message.starts_with(
            "bad options: techniques: item 1: expected one of \"full-house\", \"naked-single\", "
        ) && message.ends_with(&format!("\"{}\", not 7", last_technique())),
        "{message}"
    );
    let generated = generate(options(r#"{"seed": 1, "level": "fiendish"}"#).unwrap());
    assert!(error_message(generated).starts_with("bad options: level: expected one of \"easy\", "),);
    assert_eq!(
        error_message(generate(options(r#"{"size": 9}"#).unwrap())),
        "bad options: the option seed is required"
    );
}
