//! Writes 25x25 puzzles with their solutions, one per line (puzzle, space,
//! solution), for `tests/fixtures/search25.txt`:
//!
//! ```sh
//! cargo run --release --bin make25 -- COUNT SEED BLANKS > ../tests/fixtures/search25.txt
//! ```
//!
//! Each starts from a pattern grid (row `r`, column `c` holds
//! `(5 * (r % 5) + r / 5 + c) % 25`), shuffled by a seeded generator
//! (digits, rows within bands, bands, columns within stacks, stacks), then
//! loses clues in a random order while pencilmark's search counts exactly
//! one solution, until BLANKS cells are empty (or no clue can go).
//! Minimal 25x25 puzzles are far harder to prove unique than these.

use pencilmark::{count_solutions, Puzzle};

/// xorshift64*: small, seeded, ours.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}

const BOX: usize = 5;
const SIDE: usize = BOX * BOX;

fn shuffled_lines(rng: &mut Rng) -> Vec<usize> {
    let mut groups: Vec<usize> = (0..BOX).collect();
    rng.shuffle(&mut groups);
    let mut lines = Vec::with_capacity(SIDE);
    for g in groups {
        let mut within: Vec<usize> = (0..BOX).collect();
        rng.shuffle(&mut within);
        lines.extend(within.into_iter().map(|i| g * BOX + i));
    }
    lines
}

fn solved_grid(rng: &mut Rng) -> Vec<usize> {
    let mut digits: Vec<usize> = (0..SIDE).collect();
    rng.shuffle(&mut digits);
    let rows = shuffled_lines(rng);
    let cols = shuffled_lines(rng);
    rows.iter()
        .flat_map(|&r| {
            let digits = &digits;
            cols.iter()
                .map(move |&c| digits[(BOX * (r % BOX) + r / BOX + c) % SIDE] + 1)
        })
        .collect()
}

fn line(values: &[usize]) -> String {
    const SYMBOLS: &[u8] = b"123456789ABCDEFGHIJKLMNOP";
    values
        .iter()
        .map(|&v| {
            if v == 0 {
                '.'
            } else {
                char::from(SYMBOLS[v - 1])
            }
        })
        .collect()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let count: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(20);
    let seed: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(25);
    let blanks: usize = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(350);
    let mut rng = Rng(seed.max(1));
    println!("# Made by benches/src/bin/make25.rs {count} {seed} {blanks}: puzzle, a space, its unique solution.");
    for _ in 0..count {
        let solution = solved_grid(&mut rng);
        let mut puzzle = solution.clone();
        let mut order: Vec<usize> = (0..SIDE * SIDE).collect();
        rng.shuffle(&mut order);
        for cell in order {
            if puzzle.iter().filter(|&&v| v == 0).count() >= blanks {
                break;
            }
            let kept = puzzle[cell];
            puzzle[cell] = 0;
            let candidate: Puzzle = line(&puzzle).parse().expect("a 25x25 line");
            if count_solutions(&candidate, 2) != 1 {
                puzzle[cell] = kept;
            }
        }
        println!("{} {}", line(&puzzle), line(&solution));
    }
}
