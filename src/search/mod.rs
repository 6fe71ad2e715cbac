//! The fast search: solutions without events or text, for solving,
//! counting and uniqueness checks.
//!
//! Two boards share one search loop:
//!
//! - the **classic** 9x9 board (`classic.rs`) keeps, for each digit and
//!   each band of three rows, a 27-bit mask of the cells that may hold it,
//!   and deduces a few machine words at a time;
//! - the **general** board (`general.rs`) keeps a candidate mask per cell
//!   and handles every [`Geometry`] from 4x4 to 64x64.
//!
//! Both propagate naked singles, hidden singles and locked candidates
//! (where a box and a line cross) before each guess, and both guess by one
//! rule, which the step iterator follows too (`guess_cell`): among the
//! cells with the fewest candidates, the one that sees the most empty
//! cells, smallest digit first: whichever digit is tried there, its
//! consequences go furthest, so hard puzzles take far fewer guesses than
//! by the first cell with the fewest candidates.
//!
//! A search that has guessed much (past [`LOOK_AHEAD_AFTER`] guesses) is
//! likely a long one, on a large board above all, where a wrong guess near
//! the top hides its contradiction under dozens of further guesses. There
//! the general board also looks ahead before each guess: it tries both
//! digits of every cell with two candidates, removes a digit that leads to
//! a contradiction, and guesses in the cell whose two digits, tried, fill
//! the most cells (`General::look_ahead`). Each step costs far more, and
//! the search takes far fewer.
//!
//! The search keeps an explicit stack of saved boards, so its depth is
//! bounded by the number of cells and never by the call stack; a saved
//! general board costs about 12 bytes per cell.
//!
//! The order of the solutions is deterministic: the same puzzle gives the
//! same first solution on every platform.

mod classic;
mod general;
mod query;
mod text;

use crate::digits::{Digit, DigitSet};
use crate::error::Error;
use crate::geometry::Geometry;
use crate::grid::{Grid, Puzzle};

pub use query::Query;
pub use text::{
    answers_in_text, ask, ask_cells, ask_text, each_in_text, solve_all, Given, SolvedAll,
};

/// The first solution of the puzzle, or `None` when it has none: a
/// shortcut for [`Query::new`] and [`Query::first`] without a budget.
///
/// For a puzzle with several solutions this is the first the search finds,
/// always the same one.
pub fn solve_first(puzzle: &Puzzle) -> Option<Grid> {
    let first = Query::new(puzzle).first(&mut Budget::unlimited()).ok()?;
    first.map(|values| Grid::of_digits(puzzle.geometry(), &values))
}

/// How many solutions the puzzle has, counting no further than `limit`: a
/// shortcut for [`Query::new`] and [`Query::count`] without a budget.
/// `count_solutions(p, 2) == 1` says the puzzle is proper (exactly one
/// solution); a `limit` of 0 gives 0 without searching.
pub fn count_solutions(puzzle: &Puzzle, limit: usize) -> usize {
    Query::new(puzzle)
        .count(limit, &mut Budget::unlimited())
        .unwrap_or(0)
}

/// The values of one solution, row-major: each cell's digit, from 1 up to
/// the side. The callee may keep the vector (`std::mem::take`), and the
/// search writes the next solution into a new one: a solve's answer is the
/// vector the search wrote, without a copy. It returns whether the search
/// goes on (false stops it, finished, with the solutions so far).
type Found<'a> = &'a mut dyn FnMut(&mut Vec<u8>) -> bool;

/// How much a search may do before it stops without an answer: at most
/// `guesses` guesses (each digit tried in a guessed cell is one), and only
/// while the caller's clock says there is time. The core reads no clock of
/// its own (a wasm module has none it could read): `out_of_time` is asked
/// once every [`Budget::CLOCK_EVERY`] guesses, so a search that guesses
/// little (most 9x9 puzzles guess a few times, or never) never asks it.
pub struct Budget<'a> {
    /// The most guesses allowed.
    pub guesses: usize,
    /// Whether the time is up, when there is a time limit.
    pub out_of_time: Option<&'a mut dyn FnMut() -> bool>,
    /// Guesses made by the searches given this budget, so far.
    made: usize,
    /// Whether a search stopped because the time was up.
    timed_out: bool,
}

impl<'a> Budget<'a> {
    /// How many guesses go between two looks at the clock.
    pub const CLOCK_EVERY: usize = 256;

    /// No limit at all.
    pub fn unlimited() -> Budget<'a> {
        Budget::new(usize::MAX, None)
    }

    /// At most `guesses` guesses, and with `out_of_time`, only while it
    /// says false. Several searches may share one budget: each has the
    /// guesses left by those before it.
    pub fn new(guesses: usize, out_of_time: Option<&'a mut dyn FnMut() -> bool>) -> Budget<'a> {
        Budget {
            guesses,
            out_of_time,
            made: 0,
            timed_out: false,
        }
    }

    /// Counts one more guess; true when it is one too many, or the time is
    /// up.
    #[inline]
    fn spend(&mut self) -> bool {
        self.made += 1;
        self.made > self.guesses
            || (self.made % Self::CLOCK_EVERY == 0
                && self.out_of_time.is_some()
                && self.ask_clock())
    }

    /// Whether the time is up, by the clock if there is one: for a caller
    /// with many searches to make, before each (a search that does not
    /// guess never asks the clock itself).
    pub fn time_is_up(&mut self) -> bool {
        self.out_of_time.is_some() && self.ask_clock()
    }

    #[cold]
    fn ask_clock(&mut self) -> bool {
        self.timed_out = self.out_of_time.as_mut().is_some_and(|clock| clock());
        self.timed_out
    }

    /// The error of a search that stopped on this budget.
    pub fn over(&self) -> Error {
        Error::OverBudget {
            guesses: self.made.min(self.guesses),
            out_of_time: self.timed_out,
        }
    }
}

/// The limits of a call that makes one search or many: at most `guesses`
/// guesses in each, and all of them only until `millis` after the call
/// began, by the caller's `clock` (any clock in milliseconds; the JS edge
/// gives `Date.now`). A search begun after the time is up stops before it
/// starts, so a call with many searches stops on time too; one with other
/// work between its searches asks [`Limits::time_is_up`] there.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    guesses: usize,
    deadline: Option<f64>,
    clock: fn() -> f64,
}

impl Limits {
    /// At most `guesses` guesses per search and `millis` from now in all;
    /// no limit for either when `None`. The clock is read here only when
    /// there is a time limit.
    pub fn new(guesses: Option<usize>, millis: Option<f64>, clock: fn() -> f64) -> Limits {
        Limits {
            guesses: guesses.unwrap_or(usize::MAX),
            deadline: millis.map(|ms| clock() + ms),
            clock,
        }
    }

    /// No limit at all.
    pub fn none() -> Limits {
        Limits::new(None, None, || 0.0)
    }

    /// Whether the call's time is up (never, without a time limit).
    pub fn time_is_up(&self) -> bool {
        self.deadline.is_some_and(|end| (self.clock)() >= end)
    }

    /// Runs one search on a [`Budget`] of its own guesses and the call's
    /// time: [`Error::OverBudget`] at once when the time is up.
    pub fn search<T>(
        &self,
        search: impl FnOnce(&mut Budget<'_>) -> Result<T, Error>,
    ) -> Result<T, Error> {
        let (deadline, clock) = (self.deadline, self.clock);
        let mut past = || deadline.is_some_and(|end| clock() >= end);
        let out_of_time: Option<&mut dyn FnMut() -> bool> = match deadline {
            Some(_) => Some(&mut past),
            None => None,
        };
        let budget = &mut Budget::new(self.guesses, out_of_time);
        match budget.time_is_up() {
            true => Err(budget.over()),
            false => search(budget),
        }
    }
}

/// How a search ended.
struct Searched {
    /// Solutions found.
    count: usize,
    /// False when it stopped on its budget first.
    finished: bool,
}

impl Searched {
    /// The solutions found, or the error of the `budget` the search
    /// stopped on.
    fn within(self, budget: &Budget<'_>) -> Result<usize, Error> {
        match self.finished {
            true => Ok(self.count),
            false => Err(budget.over()),
        }
    }
}

/// A board the search can explore: it deduces, reports its state, guesses.
pub(crate) trait Board: Clone {
    /// Deduces all it can. Returns false on a contradiction (the board is
    /// then in no useful state).
    fn propagate(&mut self) -> bool;

    /// Deduces more than [`propagate`](Board::propagate), at a far higher
    /// price per call, and may choose the next [`branch`](Board::branch):
    /// for a search that has guessed much already ([`LOOK_AHEAD_AFTER`]).
    /// Called only after a propagation that returned true; false on a
    /// contradiction.
    fn look_ahead(&mut self) -> bool {
        true
    }

    /// Whether every cell holds a digit. Only meaningful after a
    /// [`propagate`](Board::propagate) that returned true, when it also
    /// means the board is a solution.
    fn is_solved(&self) -> bool;

    /// The cell to guess in and its candidates, after a successful
    /// propagation on an unsolved board.
    fn branch(&self) -> Option<(usize, DigitSet)>;

    /// Puts `digit` in `cell`, to be followed by a propagation.
    fn assign(&mut self, cell: usize, digit: Digit);

    /// Takes `digit` out of the candidates of the empty `cell`, before the
    /// first propagation. False when that leaves the cell with none.
    fn exclude(&mut self, cell: usize, digit: Digit) -> bool;

    /// Writes the values, row-major, into `values`, which it resizes to
    /// the board's cells: each cell's digit, 0 for an empty cell.
    fn write_values(&self, values: &mut Vec<u8>);
}

/// [`run`], handing the values of each solution to `found` when there is
/// one. Every search goes through here, so the loop is compiled once per
/// board, not once per caller: each copy of the loop is kilobytes of the
/// wasm module.
fn run_found<B: Board>(
    board: B,
    limit: usize,
    budget: &mut Budget<'_>,
    mut found: Option<Found<'_>>,
) -> Searched {
    let mut values = Vec::new();
    run(
        board,
        limit,
        budget,
        LOOK_AHEAD_AFTER,
        |board| match found.as_mut() {
            Some(found) => {
                board.write_values(&mut values);
                found(&mut values)
            }
            None => true,
        },
    )
}

/// The search loop: propagate (and, past [`LOOK_AHEAD_AFTER`] guesses,
/// look ahead), then guess in the cell [`Board::branch`] names, one digit
/// after another, smallest first, backtracking through an explicit stack
/// of saved boards. Calls `found` for each solution and
/// stops after `limit` of them, when `found` says false, or when the
/// `budget` is spent. The board looks ahead once the search has made more
/// than `look_ahead_after` guesses.
fn run<B: Board>(
    mut board: B,
    limit: usize,
    budget: &mut Budget<'_>,
    look_ahead_after: usize,
    mut found: impl FnMut(&B) -> bool,
) -> Searched {
    let (mut count, mut guesses) = (0, 0);
    let done = |count, finished| Searched { count, finished };
    if limit == 0 {
        return done(0, true);
    }
    // stack[i] is the i-th standing guess. The stack only grows: entries
    // above `depth` are reused, so a search allocates at most once per
    // doubling of its depth.
    let mut stack: Vec<Guess<B>> = Vec::new();
    let mut depth = 0;
    loop {
        if board.propagate() && (guesses <= look_ahead_after || board.look_ahead()) {
            if board.is_solved() {
                count += 1;
                if !found(&board) || count >= limit {
                    return done(count, true);
                }
            } else if let Some((cell, choices)) = board.branch() {
                let mut rest = choices;
                if let Some(digit) = rest.first() {
                    guesses += 1;
                    if budget.spend() {
                        return done(count, false);
                    }
                    rest.remove(digit);
                    if !rest.is_empty() {
                        match stack.get_mut(depth) {
                            Some(guess) => {
                                guess.board.clone_from(&board);
                                (guess.cell, guess.rest) = (cell, rest);
                            }
                            None => stack.push(Guess {
                                board: board.clone(),
                                cell,
                                rest,
                            }),
                        }
                        depth += 1;
                    }
                    board.assign(cell, digit);
                    continue;
                }
            }
        }
        // A dead end or a solution: try the next digit of the latest guess.
        let Some(guess) = depth.checked_sub(1).and_then(|top| stack.get_mut(top)) else {
            return done(count, true);
        };
        let Some(digit) = guess.rest.first() else {
            return done(count, true);
        };
        guesses += 1;
        if budget.spend() {
            return done(count, false);
        }
        guess.rest.remove(digit);
        board.clone_from(&guess.board);
        let cell = guess.cell;
        if guess.rest.is_empty() {
            depth -= 1;
        }
        board.assign(cell, digit);
    }
}

/// How many guesses a search makes before its board looks ahead before
/// each guess ([`Board::look_ahead`]). Nearly every search of a puzzle up
/// to 16x16 ends sooner and pays nothing for it, and so does every
/// uniqueness check of the generator, whose budget (`PROOF_BUDGET` in
/// `generate.rs`) is no larger: its checks answer as they did. A search
/// that goes on is likely to be long, and there looking ahead takes far
/// fewer guesses.
const LOOK_AHEAD_AFTER: usize = 64;

/// A standing guess of [`run`]: the board before it, its cell and the
/// digits still to try there.
struct Guess<B> {
    board: B,
    cell: usize,
    rest: DigitSet,
}

/// The guessing rule of the search and of the step iterator: among the
/// empty cells with the fewest candidates, the one that sees the most empty
/// cells (whichever digit is tried there, it leaves the most candidates,
/// so its consequences go furthest), the first in row-major order on a
/// tie. `candidates` gives each cell's candidates by index, `None` for a
/// filled cell. `None` when no cell is empty.
///
/// On hard puzzles this guesses far less than the first cell with the
/// fewest candidates. The classic board follows the same rule with its
/// own bit masks (`classic.rs`).
pub(crate) fn guess_cell(
    geometry: &Geometry,
    candidates: impl Fn(usize) -> Option<DigitSet>,
) -> Option<(usize, DigitSet)> {
    // Empty cells per house, then per crossing of a box and a line.
    let houses = geometry.house_count();
    let mut counts = vec![0u32; houses + geometry.crossing_count()];
    let mut fewest = usize::MAX;
    for index in 0..geometry.cell_count() {
        let Some(set) = candidates(index) else {
            continue;
        };
        fewest = fewest.min(set.len());
        for slot in geometry.slots(index) {
            counts[usize::from(slot.house)] += 1;
        }
        for &crossing in geometry.crossings_of(index) {
            counts[houses + crossing as usize] += 1;
        }
    }
    let mut best: Option<(u32, usize, DigitSet)> = None;
    for index in 0..geometry.cell_count() {
        let Some(set) = candidates(index).filter(|set| set.len() == fewest) else {
            continue;
        };
        // Its houses, less the cells counted twice (where its box crosses
        // its row and its column) and the cell itself.
        let slots = geometry.slots(index).iter();
        let crossings = geometry.crossings_of(index).iter();
        let seen = slots
            .map(|slot| counts[usize::from(slot.house)])
            .sum::<u32>()
            - crossings.map(|&c| counts[houses + c as usize]).sum::<u32>()
            - 1;
        if best.map_or(true, |(most, _, _)| seen > most) {
            best = Some((seen, index, set));
        }
    }
    best.map(|(_, index, set)| (index, set))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Cell;
    use general::General;

    /// The guess rule spelled out cell by cell on the general board: the
    /// fewest candidates, then the most empty peers, then row-major order.
    fn expected_guess(board: &General<'_>, geometry: &Geometry) -> Option<(usize, DigitSet)> {
        let mut values = Vec::new();
        board.write_values(&mut values);
        let open = |cell: Cell| values[cell.index()] == 0;
        let candidates = board.candidates();
        geometry
            .cells()
            .filter(|&cell| open(cell))
            .map(|cell| {
                let seen = geometry.peers(cell).iter().filter(|&&p| open(p)).count();
                let set = candidates[cell.index()];
                (set.len(), std::cmp::Reverse(seen), cell.index(), set)
            })
            .min_by_key(|&(len, seen, index, _)| (len, seen, index))
            .map(|(_, _, index, set)| (index, set))
    }

    #[test]
    fn the_general_board_guesses_in_the_fewest_candidates_seeing_the_most_empty_cells() {
        // Hard 9x9 puzzles on the general board, and a 16x16 and an 8x8
        // with only every other given kept: each needs guesses.
        let sparse = |line: &str| {
            let mut givens = 0;
            let thin = |c: char| match c {
                '.' => '.',
                _ => {
                    givens += 1;
                    if givens % 2 == 0 {
                        c
                    } else {
                        '.'
                    }
                }
            };
            line.chars().map(thin).collect::<String>()
        };
        let lines = [
            "98.7..6..75.....8...6......4...3.5....59...6......2..4.2..1......98...7......91.3".to_string(),
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........".to_string(),
            sparse("..5..23...6.1.8..52....4...35.1..3...6.1......2.......5....14..8"),
            sparse("0e9..4.6.dc.3.8..28...0.6.45...1..a4d..1..3.7........3f2.....5.....90.e7........1cb8.9.........46...b...3f92a.0.e7..5d.......2....41...f..e.6a...f.......7..1d.ba.76...bf..8..30.0.......41d..c.39..e57....4fc.8....6.......03.9..6b......0..7..c.1f2...ae......"),
        ];
        let mut checked = 0;
        for line in &lines {
            let puzzle: Puzzle = line.parse().unwrap();
            let geometry = puzzle.geometry();
            let mut board = General::new(geometry, puzzle.givens().values());
            // Down a few guesses, checking each.
            for _ in 0..6 {
                if !board.propagate() || board.is_solved() {
                    break;
                }
                let guess = board.branch();
                assert_eq!(guess, expected_guess(&board, geometry), "{line}");
                let (cell, set) = guess.unwrap();
                board.assign(cell, set.first().unwrap());
                checked += 1;
            }
        }
        assert!(checked >= 8, "{checked} guesses checked");
    }

    /// Every solution of `puzzle` on the general board, up to `limit`, in
    /// the order found, looking ahead after `after` guesses.
    fn general_solutions(puzzle: &Puzzle, limit: usize, after: usize) -> Vec<Vec<u8>> {
        let board = General::new(puzzle.geometry(), puzzle.givens().values());
        let mut all = Vec::new();
        let mut values = Vec::new();
        let budget = &mut Budget::unlimited();
        let searched = run(board, limit, budget, after, |board| {
            board.write_values(&mut values);
            all.push(values.clone());
            true
        });
        assert!(searched.finished);
        all
    }

    #[test]
    fn looking_ahead_from_the_first_guess_finds_the_same_solutions() {
        let four: Puzzle = ".".repeat(16).parse().unwrap();
        let lines = [
            // Hard 9x9 puzzles, one with many solutions.
            "98.7..6..75.....8...6......4...3.5....59...6......2..4.2..1......98...7......91.3"
                .to_string(),
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
                .to_string(),
            "4...3.......6..8..........1....5..9..8....6...7.2..........27..5.3....4.9........"
                .to_string(),
            // No solution: r1c9 can hold nothing.
            format!("12345678.........9{}", ".".repeat(63)),
            // An 8x8 with givens taken out, and an empty 6x6.
            ".................52....4...35.1..3...6.1......2.......5....14..8".to_string(),
            ".".repeat(36),
        ];
        let mut puzzles = vec![four];
        puzzles.extend(lines.iter().map(|line| line.parse::<Puzzle>().unwrap()));
        for puzzle in &puzzles {
            let plain = general_solutions(puzzle, 300, usize::MAX);
            let ahead = general_solutions(puzzle, 300, 0);
            assert_eq!(plain.len(), ahead.len(), "{puzzle}");
            let mut sorted = ahead.clone();
            sorted.sort();
            sorted.dedup();
            assert_eq!(sorted.len(), ahead.len(), "each solution once: {puzzle}");
            for values in &ahead {
                let grid = Grid::of_digits(puzzle.geometry(), values);
                assert!(grid.solves(puzzle.givens()), "{puzzle}");
            }
            if plain.len() < 300 {
                let mut plain = plain;
                plain.sort();
                assert_eq!(plain, sorted, "{puzzle}");
            }
        }
        assert_eq!(general_solutions(&puzzles[0], 1000, 0).len(), 288);
    }

    #[test]
    fn the_bounded_check_says_when_its_guesses_ran_out() {
        let check = |puzzle: &Puzzle, allow_multiple, guesses| {
            Query::new(puzzle).check(allow_multiple, &mut Budget::new(guesses, None))
        };
        let empty: Puzzle = ".".repeat(81).parse().unwrap();
        assert_eq!(check(&empty, false, 0), Ok(false));
        assert!(matches!(
            check(&empty, false, 1000),
            Err(Error::MultipleSolutions { .. })
        ));
        assert_eq!(check(&empty, true, 1000), Ok(true));
        // r1c9 can hold nothing: no guess is needed to see it.
        let none: Puzzle = format!("12345678.........9{}", ".".repeat(63))
            .parse()
            .unwrap();
        assert_eq!(check(&none, false, 0), Err(Error::NoSolution));
        let classic: Puzzle =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                .parse()
                .unwrap();
        assert_eq!(check(&classic, false, 10), Ok(true));
    }

    #[test]
    fn empty_small_boards_count_every_grid() {
        let four: Puzzle = ".".repeat(16).parse().unwrap();
        assert_eq!(count_solutions(&four, 1000), 288);
        assert_eq!(count_solutions(&four, 5), 5);
        assert_eq!(count_solutions(&four, 0), 0);
        let grids: Vec<Grid> = Query::new(&four)
            .solutions(300, &mut Budget::unlimited())
            .unwrap()
            .iter()
            .map(|values| Grid::of_digits(four.geometry(), values))
            .collect();
        assert_eq!(grids.len(), 288);
        assert!(grids.iter().all(|g| g.solves(four.givens())));
        let mut lines: Vec<String> = grids.iter().map(|g| g.to_line(four.alphabet())).collect();
        lines.sort();
        lines.dedup();
        assert_eq!(lines.len(), 288, "every solution is found once");
    }
}
