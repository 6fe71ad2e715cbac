//! pencilmark's ER, EP and ED beside Sudoku Explainer's, over the shared
//! calibration set (`se_calibration/se_ratings.txt`: 600 easier 17-clue
//! puzzles, then 500 of magictour's): for each part, the Spearman rank
//! correlation of the ER with SE's, the share whose ER equals SE's, the
//! share within 0.3 of SE's for each of ER, EP and ED, and the rating's CPU time a puzzle (the uniqueness
//! check included, as `rate` does it).
//!
//! Run: `cargo run --release --bin calibrate` in `benches/`
//! (`--worst N` lists the N puzzles furthest from SE's ER, with both
//! ratings and pencilmark's hardest technique).

use pencilmark::{rate, Puzzle};
use pencilmark_benches::{now, read_lines};

/// SE's rating and pencilmark's of one puzzle.
struct Compared {
    line: usize,
    puzzle: String,
    se: [f64; 3],
    ours: [f64; 3],
    technique: String,
    seconds: f64,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let worst: usize = match args.as_slice() {
        [flag, n] if flag == "--worst" => n.parse().expect("a count after --worst"),
        [] => 0,
        _ => {
            eprintln!("usage: calibrate [--worst N]");
            std::process::exit(2);
        }
    };
    let Some(lines) = read_lines("se_calibration/se_ratings.txt") else {
        eprintln!("SKIPPED: se_calibration/se_ratings.txt not found");
        return;
    };
    let mut all = Vec::new();
    for (index, line) in lines.iter().enumerate() {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let [puzzle, er, ep, ed] = fields.as_slice() else {
            panic!("line {}: expected a puzzle and three ratings", index + 1);
        };
        let se = [er, ep, ed].map(|f| f.parse::<f64>().expect("a rating"));
        let parsed: Puzzle = puzzle.parse().expect("pencilmark reads it");
        let start = now();
        let rating = rate(&parsed).expect("one solution");
        let seconds = now() - start;
        all.push(Compared {
            line: index + 1,
            puzzle: (*puzzle).to_owned(),
            se,
            ours: [rating.er, rating.ep, rating.ed],
            technique: rating.technique.map_or("-".into(), |t| t.to_string()),
            seconds,
        });
    }
    println!("| part | puzzles | Spearman (ER) | ER equal | ER within 0.3 | EP within 0.3 | ED within 0.3 | mean ms | slowest ms |");
    println!("|---|---|---|---|---|---|---|---|---|");
    let split = all.len().min(600);
    for (name, part) in [
        ("17-clue (easier)", &all[..split]),
        ("magictour (hard)", &all[split..]),
        ("all", &all[..]),
    ] {
        if part.is_empty() {
            continue;
        }
        let within = |k: usize, by: f64| {
            let near = part
                .iter()
                .filter(|c| (c.ours[k] - c.se[k]).abs() <= by + 1e-9)
                .count();
            100.0 * near as f64 / part.len() as f64
        };
        let ours: Vec<f64> = part.iter().map(|c| c.ours[0]).collect();
        let theirs: Vec<f64> = part.iter().map(|c| c.se[0]).collect();
        let mean = part.iter().map(|c| c.seconds).sum::<f64>() / part.len() as f64;
        let slowest = part.iter().map(|c| c.seconds).fold(0.0, f64::max);
        println!(
            "| {name} | {} | {:.3} | {:.1}% | {:.1}% | {:.1}% | {:.1}% | {:.2} | {:.1} |",
            part.len(),
            spearman(&ours, &theirs),
            within(0, 0.0),
            within(0, 0.3),
            within(1, 0.3),
            within(2, 0.3),
            mean * 1e3,
            slowest * 1e3,
        );
    }
    if worst > 0 {
        let mut sorted: Vec<&Compared> = all.iter().collect();
        sorted.sort_by(|a, b| {
            let d = |c: &Compared| (c.ours[0] - c.se[0]).abs();
            d(b).total_cmp(&d(a))
        });
        println!("\n| line | SE ER/EP/ED | pencilmark ER/EP/ED | hardest | puzzle |");
        println!("|---|---|---|---|---|");
        for c in sorted.into_iter().take(worst) {
            println!(
                "| {} | {:.1}/{:.1}/{:.1} | {:.1}/{:.1}/{:.1} | {} | {} |",
                c.line,
                c.se[0],
                c.se[1],
                c.se[2],
                c.ours[0],
                c.ours[1],
                c.ours[2],
                c.technique,
                c.puzzle
            );
        }
    }
}

/// Spearman's rank correlation: Pearson's of the ranks, ties given their
/// mean rank.
fn spearman(a: &[f64], b: &[f64]) -> f64 {
    pearson(&ranks(a), &ranks(b))
}

fn ranks(values: &[f64]) -> Vec<f64> {
    let mut order: Vec<usize> = (0..values.len()).collect();
    order.sort_by(|&i, &j| values[i].total_cmp(&values[j]));
    let mut ranks = vec![0.0; values.len()];
    let mut start = 0;
    while start < order.len() {
        let mut end = start;
        while end + 1 < order.len() && values[order[end + 1]] == values[order[start]] {
            end += 1;
        }
        let mean = (start + end) as f64 / 2.0 + 1.0;
        for &i in &order[start..=end] {
            ranks[i] = mean;
        }
        start = end + 1;
    }
    ranks
}

fn pearson(a: &[f64], b: &[f64]) -> f64 {
    let n = a.len() as f64;
    let (ma, mb) = (a.iter().sum::<f64>() / n, b.iter().sum::<f64>() / n);
    let (mut cov, mut va, mut vb) = (0.0, 0.0, 0.0);
    for (x, y) in a.iter().zip(b) {
        cov += (x - ma) * (y - mb);
        va += (x - ma) * (x - ma);
        vb += (y - mb) * (y - mb);
    }
    cov / (va.sqrt() * vb.sqrt())
}
