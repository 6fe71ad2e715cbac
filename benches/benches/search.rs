//! Criterion benchmarks: for each shared 9x9 set, pencilmark and the
//! `sudoku` crate side by side, first solution and uniqueness check (count
//! up to 2), in puzzles per second; pencilmark alone on 16x16 and 25x25,
//! and on generated puzzles of 36x36, 49x49 and 64x64 (count up to 2).
//!
//! ```sh
//! cd benches && cargo bench --bench search
//! ```
//!
//! Sets missing from the data folder are skipped.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use pencilmark::{count_solutions, solve_first};
use pencilmark_benches::{
    generated_big, parse_all, parse_all_sudoku, read_lines, twenty_five, CLASSIC_SETS, HEX_SET,
};

fn classic(c: &mut Criterion) {
    for (name, file) in CLASSIC_SETS {
        let Some(lines) = read_lines(file) else {
            eprintln!("SKIPPED: {file} not found");
            continue;
        };
        let ours = parse_all(&lines);
        let theirs = parse_all_sudoku(&lines);
        let mut group = c.benchmark_group(name);
        group.throughput(Throughput::Elements(lines.len() as u64));
        group.sample_size(10);
        group.warm_up_time(Duration::from_millis(500));
        group.measurement_time(Duration::from_secs(3));
        group.bench_function("pencilmark first", |b| {
            b.iter(|| {
                for p in &ours {
                    black_box(solve_first(black_box(p)));
                }
            })
        });
        group.bench_function("sudoku first", |b| {
            b.iter(|| {
                for s in &theirs {
                    black_box(black_box(*s).some_solution());
                }
            })
        });
        group.bench_function("pencilmark unique", |b| {
            b.iter(|| {
                for p in &ours {
                    black_box(count_solutions(black_box(p), 2));
                }
            })
        });
        group.bench_function("sudoku unique", |b| {
            b.iter(|| {
                for s in &theirs {
                    black_box(black_box(*s).solutions_count_up_to(2));
                }
            })
        });
        group.finish();
    }
}

fn larger(c: &mut Criterion) {
    let mut sets = Vec::new();
    if let Some(lines) = read_lines(HEX_SET.1) {
        sets.push((HEX_SET.0, lines));
    }
    sets.push(("25x25 fixture", twenty_five()));
    for (name, lines) in sets {
        let ours = parse_all(&lines);
        let mut group = c.benchmark_group(name);
        group.throughput(Throughput::Elements(lines.len() as u64));
        group.sample_size(10);
        group.warm_up_time(Duration::from_millis(500));
        group.measurement_time(Duration::from_secs(5));
        group.bench_function("pencilmark first", |b| {
            b.iter(|| {
                for p in &ours {
                    black_box(solve_first(black_box(p)));
                }
            })
        });
        group.bench_function("pencilmark unique", |b| {
            b.iter(|| {
                for p in &ours {
                    black_box(count_solutions(black_box(p), 2));
                }
            })
        });
        group.finish();
    }
}

/// Puzzles the generator made at 36x36, 49x49 and 64x64, counted back
/// (up to 2): the time to read back what `pencilmark generate` makes.
fn generated(c: &mut Criterion) {
    for side in [36, 49, 64] {
        let ours = parse_all(&generated_big(side));
        let mut group = c.benchmark_group(format!("generated {side}x{side}"));
        group.throughput(Throughput::Elements(ours.len() as u64));
        group.sample_size(10);
        group.warm_up_time(Duration::from_millis(500));
        group.measurement_time(Duration::from_secs(5));
        group.bench_function("pencilmark unique", |b| {
            b.iter(|| {
                for p in &ours {
                    black_box(count_solutions(black_box(p), 2));
                }
            })
        });
        group.finish();
    }
}

criterion_group!(benches, classic, larger, generated);
criterion_main!(benches);
