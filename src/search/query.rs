//! One way to ask the search: a [`Query`] is built from what is to be
//! searched (a puzzle, a candidate state of one, a plain 9x9 line or cell
//! values) and answers one question within a [`Budget`]: the first
//! solution, the one solution, how many up to a limit, or each solution up
//! to a limit. The 9x9 board is chosen here, whenever it fits, so every
//! caller (the CLI, the JS edge, the generator, the rating, the checked
//! solve) gets its speed.

use super::classic::Classic;
use super::general::General;
use super::{run_found, Board, Budget, Found, Searched};
use crate::alphabet::Alphabet;
use crate::candidates::Candidates;
use crate::cell::{CLASSIC_CELLS, CLASSIC_SIDE};
use crate::digits::Digit;
use crate::error::{Error, Position};
use crate::formats::{Parsed, PlainLine};
use crate::geometry::Geometry;
use crate::grid::Puzzle;

/// A board ready to search, and how to name its solutions' digits. See
/// the [search module docs](crate::search).
///
/// Every answer gives solutions as their values, row-major: each cell's
/// digit from 1 to the side ([`Grid::of_digits`](crate::Grid::of_digits)
/// makes a grid of them). A question the budget cuts short is
/// [`Error::OverBudget`].
pub struct Query<'g> {
    board: Boards<'g>,
    side: usize,
    alphabet: Alphabet,
}

/// The board of a query.
enum Boards<'g> {
    Classic(Classic),
    General(General<'g>),
    /// A board already known to have no solution.
    None,
}

impl<'g> Query<'g> {
    /// The puzzle's givens.
    pub fn new(puzzle: &'g Puzzle) -> Query<'g> {
        let geometry = puzzle.geometry();
        Query {
            board: boards(geometry, puzzle.givens().values()),
            side: geometry.side(),
            alphabet: puzzle.alphabet(),
        }
    }

    /// A candidate state of the puzzle (one read from a candidate grid,
    /// say): placed digits are kept and removed candidates stay removed.
    /// Without a state, the puzzle's givens ([`Query::new`]).
    pub fn with_state(puzzle: &'g Puzzle, state: Option<&Candidates>) -> Query<'g> {
        let Some(state) = state else {
            return Query::new(puzzle);
        };
        let geometry = puzzle.geometry();
        Query {
            board: Boards::General(General::from_candidates(geometry, state)),
            side: geometry.side(),
            alphabet: puzzle.alphabet(),
        }
    }

    /// What a text held: its puzzle, from its candidate state when it gave
    /// one.
    pub fn of_parsed(parsed: &'g Parsed) -> Query<'g> {
        Query::with_state(&parsed.puzzle, parsed.candidates.as_ref())
    }

    /// A plain 9x9 line, its characters straight into the 9x9 board, with
    /// no [`Puzzle`] between: `None` when two givens share a digit and a
    /// house, for the reader to name them. The answers are those of the
    /// puzzle the reader makes of the line.
    pub fn of_line(line: &PlainLine<'_>) -> Option<Query<'static>> {
        let board = Classic::from_line(line.cells())?;
        Some(Query::classic(board, Alphabet::Standard))
    }

    /// Cell values of a 9x9 board (row-major, 0 for a blank) straight
    /// into the 9x9 board: `None` unless there are 81, each at most 9,
    /// with no two givens sharing a digit and a house, for
    /// [`Puzzle::from_cells`] to name what is wrong. The answers are those
    /// of the puzzle [`Puzzle::from_cells`] makes of them (in the numbers
    /// alphabet).
    pub fn of_cells(values: &[u8]) -> Option<Query<'static>> {
        let values: &[u8; CLASSIC_CELLS] = values.try_into().ok()?;
        let board = Classic::from_values(values)?;
        Some(Query::classic(board, Alphabet::Numbers))
    }

    fn classic(board: Classic, alphabet: Alphabet) -> Query<'static> {
        Query {
            board: Boards::Classic(board),
            side: CLASSIC_SIDE,
            alphabet,
        }
    }

    /// A candidate state of a board of `geometry`, as
    /// [`Query::with_state`] takes one: for the solver's own questions.
    pub(crate) fn of_state(geometry: &'g Geometry, state: &Candidates) -> Query<'g> {
        Query {
            board: Boards::General(General::from_candidates(geometry, state)),
            side: geometry.side(),
            alphabet: Alphabet::Standard,
        }
    }

    /// Raw givens of a board (row-major, one per cell), known to be free
    /// of clashes: the generator's.
    pub(crate) fn of_givens(geometry: &'g Geometry, givens: &[Option<Digit>]) -> Query<'g> {
        Query {
            board: boards(geometry, givens),
            side: geometry.side(),
            alphabet: Alphabet::Standard,
        }
    }

    /// The same, with `digit` no longer allowed in the empty `cell`.
    pub(crate) fn excluding(self, cell: usize, digit: Digit) -> Query<'g> {
        fn without<B: Board>(mut board: B, cell: usize, digit: Digit) -> Option<B> {
            board.exclude(cell, digit).then_some(board)
        }
        let board = match self.board {
            Boards::Classic(board) => without(board, cell, digit).map(Boards::Classic),
            Boards::General(board) => without(board, cell, digit).map(Boards::General),
            Boards::None => None,
        };
        Query {
            board: board.unwrap_or(Boards::None),
            ..self
        }
    }

    /// The alphabet to write its solutions in: the puzzle's.
    pub fn alphabet(&self) -> Alphabet {
        self.alphabet
    }

    /// The search itself, handing each solution to `found` when given.
    fn run(self, limit: usize, budget: &mut Budget<'_>, found: Option<Found<'_>>) -> Searched {
        match self.board {
            Boards::Classic(board) => run_found(board, limit, budget, found),
            Boards::General(board) => run_found(board, limit, budget, found),
            Boards::None => Searched {
                count: 0,
                finished: true,
            },
        }
    }

    /// The first solution the search finds (always the same one), or
    /// `None` when there is none.
    pub fn first(self, budget: &mut Budget<'_>) -> Result<Option<Vec<u8>>, Error> {
        let mut first = None;
        self.run(
            1,
            budget,
            Some(&mut |values| {
                first = Some(std::mem::take(values));
                true
            }),
        )
        .within(budget)?;
        Ok(first)
    }

    /// The one solution: [`Error::NoSolution`] when there is none,
    /// [`Error::MultipleSolutions`] (with a cell where two solutions
    /// differ) when there are several.
    pub fn unique(self, budget: &mut Budget<'_>) -> Result<Vec<u8>, Error> {
        self.solve(false, budget)
    }

    /// The answer of a solve: the one solution ([`Query::unique`]), or with
    /// `allow_multiple` the first ([`Error::NoSolution`] when there is
    /// none).
    pub fn solve(self, allow_multiple: bool, budget: &mut Budget<'_>) -> Result<Vec<u8>, Error> {
        let (side, alphabet) = (self.side, self.alphabet);
        let limit = if allow_multiple { 1 } else { 2 };
        let (mut first, mut second) = (None, None);
        self.run(
            limit,
            budget,
            Some(&mut |values| {
                let slot = if first.is_none() {
                    &mut first
                } else {
                    &mut second
                };
                *slot = Some(std::mem::take(values));
                true
            }),
        )
        .within(budget)?;
        checked(side, alphabet, first, second)
    }

    /// Whether there is a solution, and only one unless `allow_multiple`:
    /// `Ok(true)` when that was checked, `Ok(false)` when the budget ran
    /// out first (a sparse, huge board), or [`Query::solve`]'s error.
    pub fn check(self, allow_multiple: bool, budget: &mut Budget<'_>) -> Result<bool, Error> {
        match self.unique(budget) {
            Err(Error::OverBudget { .. }) => Ok(false),
            Err(Error::MultipleSolutions { .. }) if allow_multiple => Ok(true),
            result => result.map(|_| true),
        }
    }

    /// How many solutions there are, counting no further than `limit`: the
    /// smaller of the two. A `limit` of 0 gives 0 without searching.
    pub fn count(self, limit: usize, budget: &mut Budget<'_>) -> Result<usize, Error> {
        self.run(limit, budget, None).within(budget)
    }

    /// Hands the solutions to `each` as the search finds them, until
    /// `limit` of them, or `each` says false (stop); how many it handed.
    /// A large limit costs no memory.
    pub fn each(
        self,
        limit: usize,
        budget: &mut Budget<'_>,
        each: &mut dyn FnMut(&mut Vec<u8>) -> bool,
    ) -> Result<usize, Error> {
        self.run(limit, budget, Some(each)).within(budget)
    }

    /// Up to `limit` solutions, in the order the search finds them (the
    /// first is [`Query::first`]'s).
    pub fn solutions(self, limit: usize, budget: &mut Budget<'_>) -> Result<Vec<Vec<u8>>, Error> {
        let mut found = Vec::new();
        self.each(limit, budget, &mut |values| {
            found.push(std::mem::take(values));
            true
        })?;
        Ok(found)
    }
}

/// The board that fits the geometry: the 9x9 one for 9x9 with 3x3 boxes.
fn boards<'g>(geometry: &'g Geometry, givens: &[Option<Digit>]) -> Boards<'g> {
    match Classic::new(geometry, givens) {
        Some(board) => Boards::Classic(board),
        None => Boards::General(General::new(geometry, givens)),
    }
}

/// [`Query::unique`]'s answer from the values of the (up to two)
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
        cell: Position::of_index(cell, side),
        symbols: [
            alphabet.symbol(a).to_string(),
            alphabet.symbol(b).to_string(),
        ],
    })
}
