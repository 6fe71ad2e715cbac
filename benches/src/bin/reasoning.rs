//! Reasoning to the end: a shared set stepped without guessing (the
//! default technique list, the uniqueness techniques on, as the page steps
//! a checked puzzle), each solve timed on the thread's CPU clock. Prints
//! how many puzzles finished without a guess, the mean, median and slowest
//! solve, and how often each forcing technique fired.
//!
//! Run: `cargo run --release --bin reasoning -- SET [EVERY] [LIMIT]` in
//! `benches/`, SET a file of the shared data (`$PENCILMARK_DATA`, or
//! `shared/data` beside the checkout); EVERY takes one puzzle in so many
//! (default 1), LIMIT stops after so many (default all). `--no-forcing`
//! first turns the forcing chains and nets off; `REASONING_WITHOUT` lists
//! techniques to leave out, comma-separated.

use std::collections::BTreeMap;

use pencilmark::{Options, Puzzle, Step, Stepper, Technique};
use pencilmark_benches::{now, read_lines};

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let forcing = if args.first().map(String::as_str) == Some("--no-forcing") {
        args.remove(0);
        false
    } else {
        true
    };
    let Some(set) = args.first() else {
        eprintln!("usage: reasoning [--no-forcing] SET [EVERY] [LIMIT]");
        std::process::exit(2);
    };
    let every: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1);
    let limit: usize = args
        .get(2)
        .and_then(|a| a.parse().ok())
        .unwrap_or(usize::MAX);
    let Some(lines) = read_lines(set) else {
        eprintln!("SKIPPED: {set} not found");
        return;
    };
    // `REASONING_WITHOUT=a,b` leaves those techniques out: what each
    // costs and brings.
    let without = std::env::var("REASONING_WITHOUT").unwrap_or_default();
    let without = Technique::parse_list(&without).expect("technique names");
    let options = Options {
        techniques: (Technique::ALL.iter().copied())
            .filter(|t| !without.contains(t))
            .collect(),
        guessing: false,
        assume_unique: true,
        forcing_chains: forcing,
    };
    let mut times = Vec::new();
    let mut solved = 0;
    let mut fired: BTreeMap<&'static str, usize> = BTreeMap::new();
    for line in lines.iter().step_by(every.max(1)).take(limit) {
        let puzzle: Puzzle = line.parse().expect("pencilmark reads it");
        let start = now();
        let mut finished = false;
        for step in Stepper::new(&puzzle, options.clone()) {
            match step {
                Step::Eliminate { technique, .. } | Step::Place { technique, .. }
                    if technique.is_trial() =>
                {
                    *fired.entry(Technique::name(technique)).or_default() += 1;
                }
                Step::Solved { .. } => finished = true,
                _ => {}
            }
        }
        let took = now() - start;
        if std::env::var_os("REASONING_VERBOSE").is_some() {
            eprintln!(
                "{took:.3}s {} {line}",
                if finished { "solved" } else { "stuck" }
            );
        }
        times.push(took);
        solved += usize::from(finished);
    }
    let count = times.len();
    let mut sorted = times.clone();
    sorted.sort_by(f64::total_cmp);
    let mean = times.iter().sum::<f64>() / count.max(1) as f64;
    let median = sorted.get(count / 2).copied().unwrap_or(0.0);
    let slowest = sorted.last().copied().unwrap_or(0.0);
    println!(
        "{set}: {count} puzzles, {solved} solved without a guess ({:.2}%); \
         solve mean {:.2} ms, median {:.2} ms, slowest {:.1} ms",
        100.0 * solved as f64 / count.max(1) as f64,
        mean * 1e3,
        median * 1e3,
        slowest * 1e3
    );
    for (name, n) in fired {
        println!("  {name}: {n}");
    }
}
