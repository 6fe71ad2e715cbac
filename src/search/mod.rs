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
//! (where a box and a line cross) before each guess, and both guess in a
//! cell with the fewest candidates, smallest digit first. The general board
//! takes the first such cell in row-major order (the rule the step iterator
//! follows too); the classic board takes the one that sees the most open
//! cells, which guesses far less on hard puzzles. The search keeps an
//! explicit stack of saved boards, so its depth is bounded by the number of
//! cells and never by the call stack; a saved general board costs 9 bytes
//! per cell.
//!
//! The order of the solutions is deterministic: the same puzzle gives the
//! same first solution on every platform.

mod classic;
mod general;

use std::sync::Arc;

use crate::candidates::Candidates;
use crate::digits::{Digit, DigitSet};
use crate::error::{Error, Position};
use crate::geometry::Geometry;
use crate::grid::{Grid, Puzzle};

use classic::Classic;
use general::General;

/// The first solution of the puzzle, or `None` when it has none.
///
/// For a puzzle with several solutions this is the first the search finds,
/// always the same one.
pub fn solve_first(puzzle: &Puzzle) -> Option<Grid> {
    let mut first = None;
    explore(puzzle, 1, Some(&mut |values| first = Some(values)));
    first.map(|values| Grid::from_values(Arc::clone(puzzle.geometry()), values))
}

/// How many solutions the puzzle has, counting no further than `limit`: the
/// result is the smaller of the two. `count_solutions(p, 2) == 1` says the
/// puzzle is proper (exactly one solution); a `limit` of 0 gives 0 without
/// searching.
pub fn count_solutions(puzzle: &Puzzle, limit: usize) -> usize {
    explore(puzzle, limit, None)
}

/// Up to `limit` solutions of the puzzle, in the order the search finds
/// them (the first is [`solve_first`]'s).
pub fn solutions(puzzle: &Puzzle, limit: usize) -> Vec<Grid> {
    let geometry = puzzle.geometry();
    let mut found = Vec::new();
    explore(
        puzzle,
        limit,
        Some(&mut |values| found.push(Grid::from_values(Arc::clone(geometry), values))),
    );
    found
}

/// Up to `limit` solutions of a candidate state of the puzzle (one read
/// from a candidate grid): placed digits are kept and removed candidates
/// stay removed.
pub fn solutions_from(puzzle: &Puzzle, state: &Candidates, limit: usize) -> Vec<Grid> {
    let geometry = puzzle.geometry();
    let mut found = Vec::new();
    run(
        General::from_candidates(geometry, state),
        limit,
        &mut Budget::unlimited(),
        |board: &General<'_>| found.push(Grid::from_values(Arc::clone(geometry), board.values())),
    );
    found
}

/// How many solutions a candidate state of the puzzle has, counting no
/// further than `limit` (see [`solutions_from`] and [`count_solutions`]).
pub fn count_solutions_from(puzzle: &Puzzle, state: &Candidates, limit: usize) -> usize {
    run(
        General::from_candidates(puzzle.geometry(), state),
        limit,
        &mut Budget::unlimited(),
        |_| {},
    )
    .count
}

/// The puzzle's one solution, checked: [`Error::NoSolution`] when it has
/// none, [`Error::MultipleSolutions`] (with a cell where two solutions
/// differ) when it has more than one. With a candidate `state` (a candidate
/// grid the puzzle was read from), the solutions are those of the state:
/// placed digits are kept and removed candidates stay removed.
pub fn unique_solution(puzzle: &Puzzle, state: Option<&Candidates>) -> Result<Grid, Error> {
    solve_within(puzzle, state, false, &mut Budget::unlimited())
}

/// The solution of a puzzle, or of a candidate `state` of it (one read
/// from a candidate grid), as `pencilmark solve` and the JS API's `solve`
/// give it: the one solution ([`unique_solution`]), or with
/// `allow_multiple` the first the search finds ([`Error::NoSolution`] when
/// there is none).
pub fn solve_with(
    puzzle: &Puzzle,
    state: Option<&Candidates>,
    allow_multiple: bool,
) -> Result<Grid, Error> {
    solve_within(puzzle, state, allow_multiple, &mut Budget::unlimited())
}

/// [`solve_with`] within a `budget`: [`Error::OverBudget`] when the search
/// stops on it before it knows the answer.
pub fn solve_within(
    puzzle: &Puzzle,
    state: Option<&Candidates>,
    allow_multiple: bool,
    budget: &mut Budget<'_>,
) -> Result<Grid, Error> {
    let limit = if allow_multiple { 1 } else { 2 };
    let geometry = puzzle.geometry();
    let mut found = Vec::new();
    let searched = search(
        puzzle,
        state,
        limit,
        budget,
        Some(&mut |values| found.push(Grid::from_values(Arc::clone(geometry), values))),
    );
    if !searched.finished {
        return Err(budget.over());
    }
    match found.len() {
        1 if allow_multiple => Ok(found.remove(0)),
        _ => checked(puzzle, found),
    }
}

/// How many solutions a puzzle has, or a candidate `state` of it, counting
/// no further than `limit` ([`count_solutions`], [`count_solutions_from`]).
pub fn count_with(puzzle: &Puzzle, state: Option<&Candidates>, limit: usize) -> usize {
    search(puzzle, state, limit, &mut Budget::unlimited(), None).count
}

/// [`count_with`] within a `budget`: [`Error::OverBudget`] when the search
/// stops on it before it has counted to `limit` or to the end.
pub fn count_within(
    puzzle: &Puzzle,
    state: Option<&Candidates>,
    limit: usize,
    budget: &mut Budget<'_>,
) -> Result<usize, Error> {
    let searched = search(puzzle, state, limit, budget, None);
    match searched.finished {
        true => Ok(searched.count),
        false => Err(budget.over()),
    }
}

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

/// [`check_solvable`] with at most `budget` guesses: `Ok(true)` when the
/// check was made, `Ok(false)` when the budget ran out first (a sparse,
/// huge board: its solve is then stepped without the check), or the
/// check's error.
pub fn check_solvable_within(
    puzzle: &Puzzle,
    state: Option<&Candidates>,
    allow_multiple: bool,
    budget: usize,
) -> Result<bool, Error> {
    match solve_within(puzzle, state, false, &mut Budget::new(budget, None)) {
        Err(Error::OverBudget { .. }) => Ok(false),
        Err(Error::MultipleSolutions { .. }) if allow_multiple => Ok(true),
        result => result.map(|_| true),
    }
}

/// Searches the puzzle, or its candidate `state`, on the board that fits
/// it, handing the values of each solution to `found` when there is one.
fn search(
    puzzle: &Puzzle,
    state: Option<&Candidates>,
    limit: usize,
    budget: &mut Budget<'_>,
    mut found: Option<Found<'_>>,
) -> Searched {
    let geometry = puzzle.geometry();
    match state {
        Some(state) => run(
            General::from_candidates(geometry, state),
            limit,
            budget,
            |board: &General<'_>| {
                if let Some(found) = found.as_mut() {
                    found(board.values());
                }
            },
        ),
        None => explore_values(
            geometry,
            puzzle.givens().values(),
            None,
            limit,
            budget,
            found,
        ),
    }
}

/// [`unique_solution`]'s answer from the (up to two) solutions found.
fn checked(puzzle: &Puzzle, found: Vec<Grid>) -> Result<Grid, Error> {
    let geometry = puzzle.geometry();
    let mut found = found.into_iter();
    let (Some(first), second) = (found.next(), found.next()) else {
        return Err(Error::NoSolution);
    };
    let Some(second) = second else {
        return Ok(first);
    };
    let alphabet = puzzle.alphabet();
    let differ = geometry
        .cells()
        .find_map(|cell| match (first.get(cell), second.get(cell)) {
            (Some(a), Some(b)) if a != b => Some((cell, a, b)),
            _ => None,
        });
    // The search never finds one solution twice, so two always differ.
    let Some((cell, a, b)) = differ else {
        return Ok(first);
    };
    Err(Error::MultipleSolutions {
        cell: Position {
            row: geometry.row(cell) + 1,
            col: geometry.col(cell) + 1,
        },
        symbols: [
            alphabet.symbol(a).to_string(),
            alphabet.symbol(b).to_string(),
        ],
    })
}

/// Checks a puzzle before a solve is stepped: [`unique_solution`]'s
/// errors, except that several solutions are fine with `allow_multiple`.
pub fn check_solvable(
    puzzle: &Puzzle,
    state: Option<&Candidates>,
    allow_multiple: bool,
) -> Result<(), Error> {
    match unique_solution(puzzle, state) {
        Err(Error::MultipleSolutions { .. }) if allow_multiple => Ok(()),
        result => result.map(drop),
    }
}

/// The values of one solution, row-major.
type Found<'a> = &'a mut dyn FnMut(Vec<Option<Digit>>);

/// Searches the puzzle on the board that fits it, handing the values of each
/// solution to `found` when there is one. Returns the number of solutions,
/// at most `limit`.
fn explore(puzzle: &Puzzle, limit: usize, found: Option<Found<'_>>) -> usize {
    let givens = puzzle.givens().values();
    let unlimited = &mut Budget::unlimited();
    explore_values(puzzle.geometry(), givens, None, limit, unlimited, found).count
}

/// [`explore`] on raw givens (row-major, one per cell of `geometry`), with
/// an optional candidate taken out before the search (`digit` may not go
/// in the empty `cell`), giving up after `budget` guesses.
fn explore_values(
    geometry: &Geometry,
    givens: &[Option<Digit>],
    excluded: Option<(usize, Digit)>,
    limit: usize,
    budget: &mut Budget<'_>,
    mut found: Option<Found<'_>>,
) -> Searched {
    let mut each = |values: &dyn Fn() -> Vec<Option<Digit>>| {
        if let Some(found) = found.as_mut() {
            found(values());
        }
    };
    fn excluding<B: Board>(mut board: B, excluded: Option<(usize, Digit)>) -> Option<B> {
        match excluded {
            Some((cell, digit)) => board.exclude(cell, digit).then_some(board),
            None => Some(board),
        }
    }
    let none = Searched {
        count: 0,
        finished: true,
    };
    match Classic::new(geometry, givens) {
        Some(board) => match excluding(board, excluded) {
            Some(board) => run(board, limit, budget, |b| each(&|| b.values())),
            None => none,
        },
        None => match excluding(General::new(geometry, givens), excluded) {
            Some(board) => run(board, limit, budget, |b| each(&|| b.values())),
            None => none,
        },
    }
}

/// The first solution of raw givens (row-major, one per cell of
/// `geometry`), as [`solve_first`] finds it, if the search finds it within
/// `budget` guesses: for the generator, which completes grids it seeds.
pub(crate) fn first_values(
    geometry: &Geometry,
    givens: &[Option<Digit>],
    budget: usize,
) -> Option<Vec<Option<Digit>>> {
    let mut first = None;
    explore_values(
        geometry,
        givens,
        None,
        1,
        &mut Budget::new(budget, None),
        Some(&mut |values| first = Some(values)),
    );
    first
}

/// Whether raw givens have a solution with something other than `digit`
/// in the empty `cell`; `None` when the search gave up after `budget`
/// guesses without knowing.
///
/// This is the generator's uniqueness check: when a clue is taken from a
/// puzzle whose one solution is known, the puzzle stays proper exactly
/// when no solution puts another digit in that cell. Such a search only
/// has to rule one digit out, so it ends sooner than counting two
/// solutions, which must also find the known one.
pub(crate) fn solvable_without(
    geometry: &Geometry,
    givens: &[Option<Digit>],
    cell: usize,
    digit: Digit,
    budget: usize,
) -> Option<bool> {
    let budget = &mut Budget::new(budget, None);
    let searched = explore_values(geometry, givens, Some((cell, digit)), 1, budget, None);
    searched.finished.then_some(searched.count > 0)
}

/// How a search ended.
struct Searched {
    /// Solutions found.
    count: usize,
    /// False when it stopped on its budget first.
    finished: bool,
}

/// A board the search can explore: it deduces, reports its state, guesses.
pub(crate) trait Board: Clone {
    /// Deduces all it can. Returns false on a contradiction (the board is
    /// then in no useful state).
    fn propagate(&mut self) -> bool;

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

    /// The values, row-major.
    fn values(&self) -> Vec<Option<Digit>>;
}

/// The search loop: propagate, then guess in the cell [`Board::branch`]
/// names, one digit after another, smallest first, backtracking through an
/// explicit stack of saved boards. Calls `found` for each solution and
/// stops after `limit` of them, or when the `budget` is spent.
fn run<B: Board>(
    mut board: B,
    limit: usize,
    budget: &mut Budget<'_>,
    mut found: impl FnMut(&B),
) -> Searched {
    let mut count = 0;
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
        if board.propagate() {
            if board.is_solved() {
                found(&board);
                count += 1;
                if count >= limit {
                    return done(count, true);
                }
            } else if let Some((cell, choices)) = board.branch() {
                let mut rest = choices;
                if let Some(digit) = rest.first() {
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

/// A standing guess of [`run`]: the board before it, its cell and the
/// digits still to try there.
struct Guess<B> {
    board: B,
    cell: usize,
    rest: DigitSet,
}

/// The guessing rule shared by the search and the step iterator: the first
/// cell, in the order given, with the fewest candidates, and its candidates.
///
/// `floor` is the fewest candidates an empty cell can have in the caller's
/// state (1 where contradictions are ruled out, 2 once naked singles are
/// placed too): the scan stops at the first cell with that many, which is
/// then the answer. `None` when there are no cells.
pub(crate) fn fewest_candidates<T>(
    cells: impl IntoIterator<Item = (T, DigitSet)>,
    floor: usize,
) -> Option<(T, DigitSet)> {
    let mut best: Option<(T, DigitSet)> = None;
    for (cell, set) in cells {
        let better = match &best {
            Some((_, b)) => set.len() < b.len(),
            None => true,
        };
        if better {
            let done = set.len() <= floor;
            best = Some((cell, set));
            if done {
                break;
            }
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(digits: &[u8]) -> DigitSet {
        digits.iter().filter_map(|&d| Digit::new(d)).collect()
    }

    #[test]
    fn fewest_candidates_takes_the_first_smallest_and_stops_at_the_floor() {
        let cells = [set(&[1, 2, 3]), set(&[4, 5]), set(&[6, 7]), set(&[8])];
        let pick = |floor| fewest_candidates(cells.iter().copied().enumerate(), floor);
        assert_eq!(pick(1), Some((3, set(&[8]))));
        assert_eq!(pick(2), Some((1, set(&[4, 5]))));
        assert_eq!(
            fewest_candidates(std::iter::empty::<(usize, DigitSet)>(), 1),
            None
        );
    }

    #[test]
    fn the_bounded_check_says_when_its_guesses_ran_out() {
        let empty: Puzzle = ".".repeat(81).parse().unwrap();
        assert_eq!(check_solvable_within(&empty, None, false, 0), Ok(false));
        assert!(matches!(
            check_solvable_within(&empty, None, false, 1000),
            Err(Error::MultipleSolutions { .. })
        ));
        assert_eq!(check_solvable_within(&empty, None, true, 1000), Ok(true));
        // r1c9 can hold nothing: no guess is needed to see it.
        let none: Puzzle = format!("12345678.........9{}", ".".repeat(63))
            .parse()
            .unwrap();
        assert_eq!(
            check_solvable_within(&none, None, false, 0),
            Err(Error::NoSolution)
        );
        let classic: Puzzle =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                .parse()
                .unwrap();
        assert_eq!(check_solvable_within(&classic, None, false, 10), Ok(true));
    }

    #[test]
    fn empty_small_boards_count_every_grid() {
        let four: Puzzle = ".".repeat(16).parse().unwrap();
        assert_eq!(count_solutions(&four, 1000), 288);
        assert_eq!(count_solutions(&four, 5), 5);
        assert_eq!(count_solutions(&four, 0), 0);
        let grids = solutions(&four, 300);
        assert_eq!(grids.len(), 288);
        assert!(grids.iter().all(|g| g.solves(four.givens())));
        let mut lines: Vec<String> = grids.iter().map(|g| g.to_line(four.alphabet())).collect();
        lines.sort();
        lines.dedup();
        assert_eq!(lines.len(), 288, "every solution is found once");
    }
}
