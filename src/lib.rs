//! # pencilmark
//!
//! A Sudoku solver that shows its work. It solves boards of any rectangular
//! box shape, from 4x4 to 64x64, with the techniques a person uses, and
//! guesses (visibly) only when they are stuck. Every step is an event with a
//! sentence a person can read; the same events drive the web page, the npm
//! package and the command line.
//!
//! ## Glossary
//!
//! - **cell**: one square of the board, numbered 0-based row-major
//!   ([`Cell`]); people name it `r5c3` (1-based row and column).
//! - **digit**: a value `1..=side` ([`Digit`]); an [`Alphabet`] gives its
//!   symbol (`7`, `G`, or `f` in hex).
//! - **house**: a row, column or box ([`House`]); each holds every digit
//!   exactly once. A board's houses are one list in its [`Geometry`], with
//!   their cells; everything else (peers, the places of each digit, where
//!   boxes cross lines) follows from the list.
//! - **box**: a `box_width` × `box_height` rectangle; the side of the board is
//!   their product ([`Geometry`]).
//! - **given**: a digit the puzzle starts with.
//! - **peer**: a cell sharing a house with another.
//! - **candidate**: a digit an empty cell may still hold ([`Candidates`]).
//! - **technique**: a named way of placing a digit or removing candidates
//!   ([`Technique`]).
//! - **step**: one event of a solve ([`Step`]).
//! - **proper**: a puzzle with exactly one solution; **minimal** when no
//!   clue can go without losing that.
//! - **rating**: how hard a proper puzzle is for a person, from the
//!   hardest technique it needs ([`Rating`], [`Level`]).
//!
//! ## Where things live
//!
//! The modules are in three layers; each imports only from the layers
//! below it, and none imports one that imports it back
//! (`tests/architecture.rs` checks).
//!
//! **Vocabulary**, the words everything else is written in:
//!
//! | module | what |
//! |---|---|
//! | [`digits`] | [`Digit`] and [`DigitSet`] |
//! | [`cell`] | [`Cell`] and [`House`], and the sizes a board may have |
//! | [`error`] | [`Error`]: every way a puzzle or an option can be wrong, with its `kind` |
//! | [`geometry`] | [`Geometry`]: a board's shape; its houses, one list of cell sets that the techniques, the search and the page read; peers; where boxes cross lines |
//! | [`alphabet`], [`grid`] | the symbols of digits; [`Grid`] and [`Puzzle`] |
//! | [`candidates`] | [`Candidates`]: the state of a solve, values and pencil marks |
//! | [`technique`] | the technique table: every [`Technique`] with its name, label, family, difficulty and flags |
//! | [`step`] | the event protocol: [`Step`], what each event changes, and the deductions the techniques make |
//!
//! **Engines**:
//!
//! | module | what |
//! |---|---|
//! | [`formats`] | reading and writing text: every format, detection, many puzzles in one text |
//! | [`search`] | the fast search: one [`Query`] (first, unique, count, each) within a [`Budget`] |
//! | [`solve`](mod@solve) | the [`Deducer`] (the techniques applied in order), one file per technique, and the adapters over it: the [`Stepper`], [`solve_logically`], [`hint`] |
//! | [`rate`](mod@rate) | a puzzle's difficulty, from the deducer's rating solve |
//! | [`generate`](mod@generate) | puzzles from a seed the caller gives |
//! | [`play`] | a person's own position (their values and pencil marks): clashes, open candidates, mistakes against the solution, the hint from there |
//!
//! **Edges**, which only convert: the CLI (`src/main.rs`) and, in the wasm
//! build, `wasm` (`src/wasm/`), the only code that knows JavaScript; its
//! options reader is `src/wasm/options.rs`.
//!
//! ## Example
//!
//! ```
//! use pencilmark::{Options, Puzzle, Step, Stepper};
//!
//! let puzzle: Puzzle =
//!     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
//!         .parse()?;
//! let mut stepper = Stepper::new(&puzzle, Options::default());
//! let first_placement = stepper
//!     .by_ref()
//!     .find(|step| matches!(step, Step::Place { .. }))
//!     .unwrap();
//! assert_eq!(first_placement.text(), "r5c5 = 5: naked single, the only candidate left in r5c5");
//! let last = stepper.last().unwrap();
//! assert!(matches!(last, Step::Solved { guesses: 0, .. }));
//! # Ok::<(), pencilmark::Error>(())
//! ```
//!
//! For answers without the steps, the fast [`search`]:
//!
//! ```
//! use pencilmark::{count_solutions, solve_first, Puzzle};
//!
//! let puzzle: Puzzle = "1...............".parse()?;
//! assert_eq!(count_solutions(&puzzle, 1000), 72);
//! let first = solve_first(&puzzle).unwrap();
//! assert!(first.solves(puzzle.givens()));
//! # Ok::<(), pencilmark::Error>(())
//! ```
//!
//! Puzzles from a seed the caller gives, and how hard they are:
//!
//! ```
//! use pencilmark::{count_solutions, generate, rate, GenerateOptions, Geometry, Level, Symmetry};
//!
//! let nine = Geometry::shared_for_side(9)?;
//! let options = GenerateOptions {
//!     level: Some(Level::Hard),
//!     symmetry: Symmetry::Rotate180,
//!     ..GenerateOptions::default()
//! };
//! let made = generate(&nine, &options, 42)?;
//! assert_eq!(count_solutions(&made.puzzle, 2), 1);
//! let rating = rate(&made.puzzle)?;
//! assert_eq!(rating.level, Level::Hard);
//! assert_eq!(Some(rating), made.rating);
//! assert_eq!(generate(&nine, &options, 42)?.puzzle, made.puzzle);
//! # Ok::<(), pencilmark::Error>(())
//! ```
//!
//! ## Limits
//!
//! Sides from 4 to 64 with boxes at least 2x2. Techniques from singles to
//! fish (finned up to Jellyfish), single-digit patterns, wings, uniqueness
//! (only with [`Options::assume_unique`]), almost locked sets of up to 8
//! cells, colouring, chains (X, XY, remote pairs, AIC with grouped nodes)
//! and forcing chains that follow assumptions through singles (off with
//! [`Options::forcing_chains`], whatever the technique list), dynamic and
//! nested forcing chains and nets; a solve reaches visible search only when
//! the nets give up (their work is bounded). Ratings are on Sudoku
//! Explainer's scale (see [`rate`](mod@rate)). Minimal puzzles are made up to 12x12 by default; larger boards
//! keep a few clues more (see [`generate`](mod@generate)).

pub mod alphabet;
pub mod candidates;
pub mod cell;
pub mod digits;
pub mod error;
pub mod formats;
pub mod generate;
pub mod geometry;
pub mod grid;
pub mod play;
pub mod rate;
pub mod search;
pub mod solve;
mod sort;
pub mod step;
pub mod technique;
#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use candidates::{Candidates, Removal};
pub use digits::{Digit, DigitSet};
pub use error::{Error, Position};
#[cfg(not(target_arch = "wasm32"))]
pub use formats::read_stream;
pub use formats::{
    read, read_many, write, write_line, write_readable, Entry, Format, Header, ParseOptions, Parsed,
};
pub use generate::{full_grid, generate, GenerateOptions, Generated, Generator, Symmetry};
pub use geometry::{Cell, Geometry, House, HouseCells, HouseKind, Slot};
pub use grid::{Alphabet, Grid, Puzzle};
pub use rate::{rate, rate_within, ErBand, Level, RatedStep, Rating, TechniqueUse};
pub use search::{count_solutions, solve_first, Budget, Limits, Query};
pub use solve::{hint, solve, solve_logically, Deducer, LogicOutcome, Options, Stepper};
pub use step::{
    Contradiction, Deduction, Elimination, Link, NetBranch, NetFact, NetRule, Node, Placement, Step,
};
pub use technique::{Family, Technique, TechniqueInfo};
