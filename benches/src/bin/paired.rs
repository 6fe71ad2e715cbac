//! One pass of every measure of pencilmark's own speed, for a side-by-side
//! comparison of two builds (`benches/paired.sh`, which builds this binary
//! against two commits and runs the two in turns). It uses only what every
//! version since the deducer has in its API, so one source builds against
//! both sides.
//!
//! Prints one JSON object: for each measure, puzzles (or grids) per second
//! of the thread's CPU time over the measure's work.
//!
//! ```sh
//! cargo run --release --bin paired
//! ```

use std::hint::black_box;

use pencilmark::{
    count_solutions, generate, rate, solve_first, solve_logically, GenerateOptions, Geometry,
    Level, Options, Puzzle, Stepper, Symmetry, Technique,
};
use pencilmark_benches::{now, parse_all, read_lines, twenty_five, CLASSIC_SETS, HEX_SET};

/// Items per second of `run` over `n` items: the CPU time of one pass.
fn per_second(n: usize, run: impl FnOnce()) -> f64 {
    let t = now();
    run();
    n as f64 / (now() - t)
}

fn main() {
    let mut measures: Vec<(String, f64)> = Vec::new();
    let sets: Vec<(&str, Vec<Puzzle>)> = CLASSIC_SETS
        .iter()
        .chain(std::iter::once(&HEX_SET))
        .filter_map(|&(name, file)| Some((name, parse_all(&read_lines(file)?))))
        .collect();
    // The search: the uniqueness check and the first solution, over each
    // whole set (the 25x25 fixture too).
    let twenty_five = parse_all(&twenty_five());
    for (name, puzzles) in sets
        .iter()
        .map(|(n, p)| (*n, p))
        .chain([("25x25", &twenty_five)])
    {
        let unique = per_second(puzzles.len(), || {
            for p in puzzles {
                assert_eq!(count_solutions(black_box(p), 2), 1);
            }
        });
        let first = per_second(puzzles.len(), || {
            for p in puzzles {
                black_box(solve_first(black_box(p)));
            }
        });
        measures.push((format!("search unique {name}"), unique));
        measures.push((format!("search first {name}"), first));
    }
    // The logic-only solve with every technique, the rating and the
    // stepper (every technique, guessing), on a sample of each set.
    for (name, puzzles) in &sets {
        let every = match *name {
            "kaggle" => 20,
            "17-clue" => 50,
            "magictour" => 10,
            "forum hardest" => 100,
            _ => 200,
        };
        let sample: Vec<&Puzzle> = puzzles.iter().step_by(every).collect();
        let logic = per_second(sample.len(), || {
            for p in &sample {
                black_box(solve_logically(black_box(p), Technique::ALL));
            }
        });
        let rated = per_second(sample.len(), || {
            for p in &sample {
                black_box(rate(black_box(p)).unwrap());
            }
        });
        let stepped = per_second(sample.len(), || {
            for p in &sample {
                let options = Options {
                    assume_unique: true,
                    ..Options::default()
                };
                black_box(Stepper::new(black_box(p), options).count());
            }
        });
        measures.push((format!("logic {name}"), logic));
        measures.push((format!("rate {name}"), rated));
        measures.push((format!("stepper {name}"), stepped));
    }
    // The generator: 9x9 minimal puzzles at a level, and 16x16 ones.
    let nine = Geometry::shared_for_side(9).unwrap();
    let hard = GenerateOptions {
        level: Some(Level::Hard),
        symmetry: Symmetry::Rotate180,
        ..GenerateOptions::default()
    };
    let made = per_second(40, || {
        for seed in 0..40 {
            black_box(generate(&nine, &hard, seed).unwrap());
        }
    });
    measures.push(("generate 9x9 hard".into(), made));
    let sixteen = Geometry::shared_for_side(16).unwrap();
    let made = per_second(10, || {
        for seed in 0..10 {
            black_box(generate(&sixteen, &GenerateOptions::default(), seed).unwrap());
        }
    });
    measures.push(("generate 16x16".into(), made));
    let fields: Vec<String> = measures
        .iter()
        .map(|(name, rate)| format!("{name:?}:{rate:.2}"))
        .collect();
    println!("{{{}}}", fields.join(","));
}
