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
//! rule, which the step iterator follows too ([`guess_cell`]): among the
//! cells with the fewest candidates, the one that sees the most empty
//! cells, smallest digit first. Against the first cell with the fewest
//! candidates, it takes a third to a half of the guesses on hard 9x9
//! puzzles and a quarter on the shared 16x16 ones. The search keeps an
//! explicit stack of saved boards, so its depth is bounded by the number of
//! cells and never by the call stack; a saved general board costs 9 bytes
//! per cell.
//!
//! The order of the solutions is deterministic: the same puzzle gives the
//! same first solution on every platform.

mod classic;
mod general;

use std::sync::Arc;

use crate::alphabet::Alphabet;
use crate::candidates::Candidates;
use crate::digits::{Digit, DigitSet};
use crate::error::{Error, Position};
use crate::formats::PlainLine;
use crate::geometry::{Geometry, CLASSIC_CELLS, CLASSIC_SIDE};
use crate::grid::{Grid, Puzzle};

use classic::Classic;
use general::General;

/// The first solution of the puzzle, or `None` when it has none.
///
/// For a puzzle with several solutions this is the first the search finds,
/// always the same one.
pub fn solve_first(puzzle: &Puzzle) -> Option<Grid> {
    let mut first = None;
    explore(
        puzzle,
        1,
        Some(&mut |values| {
            first = Some(std::mem::take(values));
            true
        }),
    );
    first.map(|values| grid_of(puzzle.geometry(), &values))
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
        Some(&mut |values| {
            found.push(grid_of(geometry, values));
            true
        }),
    );
    found
}

/// Up to `limit` solutions of a candidate state of the puzzle (one read
/// from a candidate grid): placed digits are kept and removed candidates
/// stay removed.
pub fn solutions_from(puzzle: &Puzzle, state: &Candidates, limit: usize) -> Vec<Grid> {
    let geometry = puzzle.geometry();
    let mut found = Vec::new();
    run_found(
        General::from_candidates(geometry, state),
        limit,
        &mut Budget::unlimited(),
        Some(&mut |values| {
            found.push(grid_of(geometry, values));
            true
        }),
    );
    found
}

/// Up to `limit` solutions of a puzzle, or of a candidate `state` of it
/// (see [`solutions_from`]), in the order the search finds them, within a
/// `budget`: [`Error::OverBudget`] when the search stops on it before it
/// has found `limit` solutions or all there are. What the JS API's
/// `solutions` lists.
pub fn solutions_within(
    puzzle: &Puzzle,
    state: Option<&Candidates>,
    limit: usize,
    budget: &mut Budget<'_>,
) -> Result<Vec<Grid>, Error> {
    let found = solution_values_within(puzzle, state, limit, budget)?;
    Ok(found
        .iter()
        .map(|values| grid_of(puzzle.geometry(), values))
        .collect())
}

/// [`solutions_within`], each solution as its values (as [`Found`] has
/// them): for the JS API, which writes them as lines or hands them over as
/// they are.
pub(crate) fn solution_values_within(
    puzzle: &Puzzle,
    state: Option<&Candidates>,
    limit: usize,
    budget: &mut Budget<'_>,
) -> Result<Vec<Vec<u8>>, Error> {
    all_values(budget, |budget, found| {
        search(puzzle, state, limit, budget, Some(found))
    })
}

/// The values of every solution that `search` finds within the `budget`.
fn all_values(
    budget: &mut Budget<'_>,
    search: impl FnOnce(&mut Budget<'_>, Found<'_>) -> Searched,
) -> Result<Vec<Vec<u8>>, Error> {
    let mut found = Vec::new();
    let searched = search(budget, &mut |values| {
        found.push(std::mem::take(values));
        true
    });
    searched.within(budget)?;
    Ok(found)
}

/// Hands the solutions of a puzzle, or of a candidate `state` of it, to
/// `each` as the search finds them, until `limit` of them, or `each` says
/// false (stop), or the `budget` is spent ([`Error::OverBudget`]); how
/// many it handed. What `pencilmark solutions` prints as they come, so a
/// large limit costs no memory.
pub fn each_solution(
    puzzle: &Puzzle,
    state: Option<&Candidates>,
    limit: usize,
    budget: &mut Budget<'_>,
    each: &mut dyn FnMut(Grid) -> bool,
) -> Result<usize, Error> {
    let geometry = puzzle.geometry();
    let found = &mut |values: &mut Vec<u8>| each(grid_of(geometry, values));
    search(puzzle, state, limit, budget, Some(found)).within(budget)
}

/// How many solutions a candidate state of the puzzle has, counting no
/// further than `limit` (see [`solutions_from`] and [`count_solutions`]).
pub fn count_solutions_from(puzzle: &Puzzle, state: &Candidates, limit: usize) -> usize {
    run_found(
        General::from_candidates(puzzle.geometry(), state),
        limit,
        &mut Budget::unlimited(),
        None,
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
    let values = solve_values_within(puzzle, state, allow_multiple, budget)?;
    Ok(grid_of(puzzle.geometry(), &values))
}

/// [`solve_within`], the solution as its values (as [`Found`] has them):
/// for the JS API, which writes them as a line or hands them over as they
/// are.
pub(crate) fn solve_values_within(
    puzzle: &Puzzle,
    state: Option<&Candidates>,
    allow_multiple: bool,
    budget: &mut Budget<'_>,
) -> Result<Vec<u8>, Error> {
    solution_of(
        puzzle.geometry().side(),
        puzzle.alphabet(),
        allow_multiple,
        budget,
        |limit, budget, found| search(puzzle, state, limit, budget, Some(found)),
    )
}

/// The grid of a solution's values ([`Found`]).
fn grid_of(geometry: &Arc<Geometry>, values: &[u8]) -> Grid {
    let values = values.iter().map(|&value| Digit::new(value)).collect();
    Grid::from_values(Arc::clone(geometry), values)
}

/// A plain 9x9 puzzle on the 9x9 board, ready to search: a plain line's
/// characters (each a digit `1`-`9`, or `.` or `0` for a blank, as
/// [`formats::plain_lines`] and [`formats::plain_line`] find them), or
/// the cells' values, go straight into the board's masks, without a
/// [`Puzzle`] between. The solutions and errors are those of the puzzle
/// the reader ([`formats::read`]) or [`Puzzle::from_cells`] makes of them.
///
/// [`formats::plain_lines`]: crate::formats::plain_lines
/// [`formats::plain_line`]: crate::formats::plain_line
/// [`formats::read`]: crate::formats::read
pub struct PlainBoard {
    board: Classic,
    /// The puzzle's alphabet: standard for a line, numbers for values.
    alphabet: Alphabet,
}

impl PlainBoard {
    /// The board of a line; `None` when two givens share a digit and a
    /// house, for the reader to name them ([`Error::Clash`]).
    pub fn new(line: &PlainLine<'_>) -> Option<PlainBoard> {
        Classic::from_line(line.cells()).map(|board| PlainBoard {
            board,
            alphabet: Alphabet::Standard,
        })
    }

    /// The board of the cells' values, row-major, 0 for a blank; `None`
    /// when a value is above 9 or two givens clash, for
    /// [`Puzzle::from_cells`] to name them.
    pub fn from_values(values: &[u8; CLASSIC_CELLS]) -> Option<PlainBoard> {
        Classic::from_values(values).map(|board| PlainBoard {
            board,
            alphabet: Alphabet::Numbers,
        })
    }

    /// The puzzle's alphabet: the standard one for a line, numbers for
    /// cell values.
    pub fn alphabet(&self) -> Alphabet {
        self.alphabet
    }

    /// [`solve_within`] on this board, the solution as its 81 values
    /// (each from 1 to 9), row-major: what `solve` of cell values returns,
    /// without a [`Grid`] per solution.
    pub fn solve_within(
        self,
        allow_multiple: bool,
        budget: &mut Budget<'_>,
    ) -> Result<Vec<u8>, Error> {
        let board = self.board;
        solution_of(
            CLASSIC_SIDE,
            self.alphabet,
            allow_multiple,
            budget,
            |limit, budget, found| run_found(board, limit, budget, Some(found)),
        )
    }

    /// [`solutions_within`] on this board, each solution as its 81 values
    /// (as [`PlainBoard::solve_within`] gives one).
    pub fn solutions_within(
        self,
        limit: usize,
        budget: &mut Budget<'_>,
    ) -> Result<Vec<Vec<u8>>, Error> {
        let board = self.board;
        all_values(budget, |budget, found| {
            run_found(board, limit, budget, Some(found))
        })
    }

    /// [`count_within`] on this board.
    pub fn count_within(self, limit: usize, budget: &mut Budget<'_>) -> Result<usize, Error> {
        run_found(self.board, limit, budget, None).within(budget)
    }
}

/// The answer of a solve ([`solve_within`]) that `search` makes, as the
/// solution's values: the first solution with `allow_multiple`, else the
/// one solution, checked.
fn solution_of(
    side: usize,
    alphabet: Alphabet,
    allow_multiple: bool,
    budget: &mut Budget<'_>,
    search: impl FnOnce(usize, &mut Budget<'_>, Found<'_>) -> Searched,
) -> Result<Vec<u8>, Error> {
    let limit = if allow_multiple { 1 } else { 2 };
    let (mut first, mut second) = (None, None);
    let searched = search(limit, budget, &mut |values| {
        let slot = if first.is_none() {
            &mut first
        } else {
            &mut second
        };
        *slot = Some(std::mem::take(values));
        true
    });
    searched.within(budget)?;
    checked(side, alphabet, first, second)
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
    search(puzzle, state, limit, budget, None).within(budget)
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
    found: Option<Found<'_>>,
) -> Searched {
    let geometry = puzzle.geometry();
    match state {
        Some(state) => run_found(
            General::from_candidates(geometry, state),
            limit,
            budget,
            found,
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

/// [`unique_solution`]'s answer from the values of the (up to two)
/// solutions found on a board of this `side`: the first, unless there is
/// none or a second.
fn checked(
    side: usize,
    alphabet: Alphabet,
    first: Option<Vec<u8>>,
    second: Option<Vec<u8>>,
) -> Result<Vec<u8>, Error> {
    let Some(first) = first else {
        return Err(Error::NoSolution);
    };
    let Some(second) = second else {
        return Ok(first);
    };
    let differ = first
        .iter()
        .zip(&second)
        .position(|(a, b)| a != b)
        .and_then(|cell| Some((cell, Digit::new(first[cell])?, Digit::new(second[cell])?)));
    // The search never finds one solution twice, so two always differ.
    let Some((cell, a, b)) = differ else {
        return Ok(first);
    };
    Err(Error::MultipleSolutions {
        cell: Position {
            row: cell / side + 1,
            col: cell % side + 1,
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

/// The values of one solution, row-major: each cell's digit, from 1 up to
/// the side. The callee may keep the vector (`std::mem::take`), and the
/// search writes the next solution into a new one: a solve's answer is the
/// vector the search wrote, without a copy. It returns whether the search
/// goes on (false stops it, finished, with the solutions so far).
type Found<'a> = &'a mut dyn FnMut(&mut Vec<u8>) -> bool;

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
    found: Option<Found<'_>>,
) -> Searched {
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
            Some(board) => run_found(board, limit, budget, found),
            None => none,
        },
        None => match excluding(General::new(geometry, givens), excluded) {
            Some(board) => run_found(board, limit, budget, found),
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
        Some(&mut |values| {
            first = Some(values.iter().map(|&value| Digit::new(value)).collect());
            true
        }),
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
/// board, not once per caller: two more copies of it for the 9x9 board
/// made the wasm module 4 kB larger gzipped.
fn run_found<B: Board>(
    board: B,
    limit: usize,
    budget: &mut Budget<'_>,
    mut found: Option<Found<'_>>,
) -> Searched {
    let mut values = Vec::new();
    run(board, limit, budget, |board| match found.as_mut() {
        Some(found) => {
            board.write_values(&mut values);
            found(&mut values)
        }
        None => true,
    })
}

/// The search loop: propagate, then guess in the cell [`Board::branch`]
/// names, one digit after another, smallest first, backtracking through an
/// explicit stack of saved boards. Calls `found` for each solution and
/// stops after `limit` of them, when `found` says false, or when the
/// `budget` is spent.
fn run<B: Board>(
    mut board: B,
    limit: usize,
    budget: &mut Budget<'_>,
    mut found: impl FnMut(&B) -> bool,
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
                count += 1;
                if !found(&board) || count >= limit {
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

/// The guessing rule of the search and of the step iterator: among the
/// empty cells with the fewest candidates, the one that sees the most empty
/// cells (whichever digit is tried there, it leaves the most candidates,
/// so its consequences go furthest), the first in row-major order on a
/// tie. `candidates` gives each cell's candidates by index, `None` for a
/// filled cell. `None` when no cell is empty.
///
/// On the hard 9x9 sets this guesses about 45% less than the first cell
/// with the fewest candidates. The classic board follows the same rule
/// with its own bit masks (`classic.rs`).
pub(crate) fn guess_cell(
    geometry: &Geometry,
    candidates: impl Fn(usize) -> Option<DigitSet>,
) -> Option<(usize, DigitSet)> {
    let (side, width, height) = (geometry.side(), geometry.box_width(), geometry.box_height());
    let (stacks, bands) = (side / width, side / height);
    // Empty cells per row, column and box, per mini-row (a row's cells in
    // one box) and per mini-column.
    let (rows, cols, boxes) = (0, side, 2 * side);
    let mini_rows = 3 * side;
    let mini_cols = mini_rows + side * stacks;
    let mut counts = vec![0u32; mini_cols + side * bands];
    let mut fewest = usize::MAX;
    for index in 0..geometry.cell_count() {
        let Some(set) = candidates(index) else {
            continue;
        };
        fewest = fewest.min(set.len());
        let (row, col) = (index / side, index % side);
        let (band, stack) = (row / height, col / width);
        for slot in [
            rows + row,
            cols + col,
            boxes + band * stacks + stack,
            mini_rows + row * stacks + stack,
            mini_cols + col * bands + band,
        ] {
            counts[slot] += 1;
        }
    }
    let mut best: Option<(u32, usize, DigitSet)> = None;
    for index in 0..geometry.cell_count() {
        let Some(set) = candidates(index).filter(|set| set.len() == fewest) else {
            continue;
        };
        let (row, col) = (index / side, index % side);
        let (band, stack) = (row / height, col / width);
        // Row, column and box, less the cells counted twice (the box's
        // share of the row and of the column) and the cell itself.
        let seen = counts[rows + row] + counts[cols + col] + counts[boxes + band * stacks + stack]
            - counts[mini_rows + row * stacks + stack]
            - counts[mini_cols + col * bands + band]
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
