//! The `pencilmark` command line: its commands, how they read their
//! input and how they answer.

mod answer;
mod board;
mod generate;
mod output;
mod pretty;
mod progress;
mod watch;

use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use clap::{Args, CommandFactory, Parser, Subcommand};
use pencilmark::{Alphabet, Error, Format, Geometry, Options, ParseOptions, Rating, Technique};

use answer::{
    convert_line, count_line, hint_line, rate_line, run, solutions_lines, solve_line, steps_line,
    Answers, BudgetArgs, Written,
};
use generate::{generate, GenerateArgs};
use pretty::{pretty_steps, show_board, ColorChoice, Look};

/// The largest `--limit` of `count` and `solutions`.
const MAX_LIMIT: u64 = 1_000_000_000;

/// A Sudoku solver that shows its work.
#[derive(Parser)]
#[command(name = "pencilmark", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Solve puzzles, printing each solution on its own line in the
    /// puzzle's alphabet, or an error line for that puzzle (one with no
    /// solution, or with several).
    Solve {
        /// For a puzzle with several solutions, print the first the
        /// search finds instead of an error.
        #[arg(long)]
        allow_multiple: bool,
        #[command(flatten)]
        budget: BudgetArgs,
        #[command(flatten)]
        input: Input,
    },
    /// Count the solutions of puzzles, printing each count on its own
    /// line: 0 for none, 1 for a proper puzzle, at most the limit.
    Count {
        /// Stop counting at this many solutions.
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u64).range(1..=MAX_LIMIT))]
        limit: u64,
        #[command(flatten)]
        budget: BudgetArgs,
        #[command(flatten)]
        input: Input,
    },
    /// List the solutions of puzzles, up to the limit, in the order the
    /// search finds them: each on its own line in the puzzle's
    /// alphabet, or an error line for a puzzle that cannot be read; an
    /// empty line after each puzzle's (alone for a puzzle without a
    /// solution).
    Solutions {
        /// List at most this many solutions of each puzzle.
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u64).range(1..=MAX_LIMIT))]
        limit: u64,
        #[command(flatten)]
        budget: BudgetArgs,
        #[command(flatten)]
        input: Input,
    },
    /// List the techniques in their default order: name, then label.
    Techniques {
        /// Print each technique's whole row as a JSON line instead:
        /// name, label, family, difficulty and flags.
        #[arg(long)]
        json: bool,
    },
    /// Print the steps of each solve as JSON lines, in the same schema as the
    /// JS API, each with "puzzle": the 0-based index of its puzzle; or with
    /// --pretty, for a person: each step's sentence over the board it acts
    /// on.
    Steps {
        /// Each step's sentence, then the board before it with the step's
        /// cells and the candidates it removes in its technique's colour;
        /// a legend at the end.
        #[arg(long)]
        pretty: bool,
        #[command(flatten)]
        look: LookArgs,
        /// Do not guess: end with a "stuck" event when the techniques are.
        #[arg(long)]
        no_guess: bool,
        /// Techniques to use, comma-separated, in order (default: all, in
        /// the order `pencilmark techniques` lists them).
        #[arg(long, value_parser = parse_techniques)]
        techniques: Option<TechniqueList>,
        /// Never use the forcing chains and nets, even when
        /// --techniques lists them: guess (or, with --no-guess, end
        /// "stuck") where they would apply.
        #[arg(long)]
        no_forcing_chains: bool,
        /// Step a puzzle with several solutions to one of them instead of
        /// printing an error line. The uniqueness techniques (unique and
        /// hidden rectangles, BUG+1) are then off.
        #[arg(long)]
        allow_multiple: bool,
        #[command(flatten)]
        budget: BudgetArgs,
        #[command(flatten)]
        input: Input,
    },
    /// Draw each puzzle or candidate state as a framed board: box lines,
    /// givens in bold, placed values in blue, and the candidates laid
    /// out in each cell as on the page (the values alone where they do
    /// not fit the width).
    Show {
        /// Show the candidates a puzzle's givens leave (a candidate grid
        /// always shows its own).
        #[arg(long)]
        candidates: bool,
        #[command(flatten)]
        look: LookArgs,
        #[command(flatten)]
        input: Input,
    },
    /// Watch each puzzle solved, as on the page: the board redrawn in
    /// place, step by step, at the page's pace. Keys: space pauses, the
    /// left and right arrows step back and on, + and - change the speed,
    /// q quits. Needs a terminal.
    Watch {
        /// Do not guess: end with a "stuck" event when the techniques are.
        #[arg(long)]
        no_guess: bool,
        /// Never use the forcing chains and nets: guess (or, with
        /// --no-guess, end "stuck") where they would apply.
        #[arg(long)]
        no_forcing_chains: bool,
        /// Colour the boards: auto (unless NO_COLOR is set), always or
        /// never.
        #[arg(long, value_enum, default_value = "auto")]
        color: ColorChoice,
        #[command(flatten)]
        budget: BudgetArgs,
        #[command(flatten)]
        input: Input,
    },
    /// The next logical step from each puzzle or candidate state (a
    /// candidate grid or pencilmark line, such as a position reached
    /// by hand), without guessing: its sentence, one line each, or
    /// "Stuck: …" when no technique applies.
    Hint {
        /// Print each hint as a JSON line instead, in the schema of
        /// `steps` (a "place" or "eliminate" step with its pattern, or
        /// "solved", "stuck" or "unsolvable").
        #[arg(long)]
        json: bool,
        /// Techniques to look for, comma-separated, in order (default:
        /// all).
        #[arg(long, value_parser = parse_techniques)]
        techniques: Option<TechniqueList>,
        /// Never give a forcing chain or net as the hint.
        #[arg(long)]
        no_forcing_chains: bool,
        #[command(flatten)]
        input: Input,
    },
    /// Make puzzles with exactly one solution, one line each. Without
    /// --seed, a seed is taken from the clock and printed on stderr, so
    /// the run can be repeated.
    Generate(GenerateArgs),
    /// Rate puzzles on Sudoku Explainer's scale, one line each: level,
    /// ER (the hardest step), EP (the hardest before the first
    /// placement), ED (the first step), score (all steps' difficulties
    /// added up) and the hardest technique, separated by tabs.
    Rate {
        /// Print the whole rating as a JSON line instead: the techniques
        /// used and every step beyond singles with its sentence.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        budget: BudgetArgs,
        #[command(flatten)]
        input: Input,
    },
    /// Write each puzzle in another format (and alphabet); puzzles of
    /// several lines are followed by a blank line.
    Convert {
        /// line, grid, candidates, pencilmarks or link.
        #[arg(long, value_parser = parse_name::<Format>)]
        to: Format,
        /// standard, hex, letters or numbers (default: the puzzle's).
        #[arg(long, value_parser = parse_name::<Alphabet>)]
        to_alphabet: Option<Alphabet>,
        #[command(flatten)]
        input: Input,
    },
}

/// Where the puzzles come from and how to read them.
///
/// A line that reads as a puzzle, or holds more than any row could, is a
/// puzzle of its own; the lines between such lines (the rows of a block
/// grid, an .sdk file, a candidate grid) are one puzzle together, up to a
/// blank line.
#[derive(Args)]
struct Input {
    /// The format of the puzzles: line, grid, candidates, pencilmarks or
    /// link (default: detected).
    #[arg(long, value_parser = parse_name::<Format>)]
    format: Option<Format>,
    /// Their alphabet: standard, hex, letters or numbers (default:
    /// detected).
    #[arg(long, value_parser = parse_name::<Alphabet>)]
    alphabet: Option<Alphabet>,
    /// Their box shape, WIDTHxHEIGHT such as 3x2 (default: detected).
    #[arg(long = "box", value_parser = parse_box)]
    box_shape: Option<Arc<Geometry>>,
    /// Files of puzzles; `-` is standard input (the default).
    files: Vec<PathBuf>,
}

impl Input {
    fn options(&self) -> ParseOptions {
        ParseOptions {
            format: self.format,
            geometry: self.box_shape.clone(),
            alphabet: self.alphabet,
        }
    }
}

/// How boards are drawn for a person.
#[derive(Args)]
struct LookArgs {
    /// Colour the boards: auto (on a terminal, unless NO_COLOR is set),
    /// always or never.
    #[arg(long, value_enum, default_value = "auto")]
    color: ColorChoice,
    /// The most characters across a board (default: the terminal's width;
    /// 200 when the output is not a terminal: a 16x16 board's candidates).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=100_000))]
    width: Option<u64>,
}

impl LookArgs {
    fn look(&self) -> Look {
        Look::new(self.color, self.width.map(|w| w as usize))
    }
}

/// The value of `--techniques`: names in order.
#[derive(Clone)]
struct TechniqueList(Vec<Technique>);

fn parse_techniques(list: &str) -> Result<TechniqueList, String> {
    Technique::parse_list(list)
        .map(TechniqueList)
        .map_err(|e| e.to_string())
}

fn parse_name<T: std::str::FromStr<Err = Error>>(name: &str) -> Result<T, String> {
    name.parse().map_err(|e: Error| e.to_string())
}

fn parse_box(shape: &str) -> Result<Arc<Geometry>, String> {
    let (width, height) = shape
        .split_once('x')
        .and_then(|(w, h)| Some((w.trim().parse().ok()?, h.trim().parse().ok()?)))
        .ok_or_else(|| format!("{shape:?} is not WIDTHxHEIGHT, such as 3x2"))?;
    Geometry::new(width, height)
        .map(Arc::new)
        .map_err(|e| e.to_string())
}

pub fn main() -> ExitCode {
    let cli = Cli::parse();
    output::end_on_signal();
    let result = match cli.command {
        Command::Solve {
            allow_multiple,
            budget,
            input,
        } => run(&input, Answers::Text, |at, parsed, out| {
            solve_line(allow_multiple, &budget, at, parsed, out)
        }),
        Command::Count {
            limit,
            budget,
            input,
        } => run(&input, Answers::Text, |at, parsed, out| {
            count_line(limit as usize, &budget, at, parsed, out)
        }),
        Command::Solutions {
            limit,
            budget,
            input,
        } => run(&input, Answers::Text, |at, parsed, out| {
            solutions_lines(limit as usize, &budget, at, parsed, out)
        }),
        Command::Techniques { json } => techniques(json),
        Command::Steps {
            pretty,
            look,
            no_guess,
            techniques,
            no_forcing_chains,
            allow_multiple,
            budget,
            input,
        } => {
            let options = Options {
                techniques: techniques.map_or_else(|| Technique::ALL.to_vec(), |list| list.0),
                guessing: !no_guess,
                // Each puzzle is checked to have one solution first,
                // unless several are allowed.
                assume_unique: !allow_multiple,
                forcing_chains: !no_forcing_chains,
            };
            match pretty {
                true => {
                    let look = look.look();
                    run(&input, Answers::Text, |at, parsed, out| {
                        pretty_steps(&look, &options, allow_multiple, &budget, at, parsed, out)
                    })
                }
                false => run(&input, Answers::Json, |at, parsed, out| {
                    steps_line(&options, allow_multiple, &budget, at, parsed, out)
                }),
            }
        }
        Command::Watch {
            no_guess,
            no_forcing_chains,
            color,
            budget,
            input,
        } => {
            let options = Options {
                techniques: Technique::ALL.to_vec(),
                guessing: !no_guess,
                assume_unique: true,
                forcing_chains: !no_forcing_chains,
            };
            watch(&Look::new(color, None), &options, &budget, &input)
        }
        Command::Show {
            candidates,
            look,
            input,
        } => {
            let look = look.look();
            run(&input, Answers::Text, |at, parsed, out| {
                show_board(&look, candidates, at, parsed, out)
            })
        }
        Command::Hint {
            json,
            techniques,
            no_forcing_chains,
            input,
        } => {
            let techniques = techniques.map_or_else(|| Technique::ALL.to_vec(), |list| list.0);
            run(
                &input,
                if json { Answers::Json } else { Answers::Text },
                |at, parsed, out| hint_line(json, &techniques, !no_forcing_chains, at, parsed, out),
            )
        }
        Command::Convert {
            to,
            to_alphabet,
            input,
        } => {
            let mut written = Written::default();
            run(&input, Answers::Text, |at, parsed, out| {
                convert_line(to, to_alphabet, &mut written, at, parsed, out)
            })
        }
        Command::Rate {
            json,
            budget,
            input,
        } => run(
            &input,
            if json { Answers::Json } else { Answers::Text },
            |at, parsed, out| rate_line(json, &budget, at, parsed, out),
        ),
        Command::Generate(args) => generate(&args),
    };
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("pencilmark: {e}");
            ExitCode::from(2)
        }
    }
}

/// Ends the run on options of `command` that cannot work together, as
/// clap ends it on an option that does not read: the message and the
/// command's usage on stderr, exit code 2, whichever part of pencilmark
/// finds them.
fn bad_options(command: &str, message: impl std::fmt::Display) -> ! {
    let kind = clap::error::ErrorKind::ArgumentConflict;
    let mut cli = Cli::command().bin_name("pencilmark");
    cli.build();
    match cli.find_subcommand_mut(command) {
        Some(command) => command.error(kind, message).exit(),
        None => cli.error(kind, message).exit(),
    }
}

/// `watch`: each puzzle of the input in turn, on the terminal taken for
/// it; the first that cannot be read or stepped shows its error.
fn watch(look: &Look, options: &Options, budget: &BudgetArgs, input: &Input) -> io::Result<bool> {
    use std::io::IsTerminal;
    if !io::stdout().is_terminal() {
        bad_options("watch", "watch draws on a terminal: its output is not one (steps --pretty writes boards to a file or pipe)");
    }
    let screen = watch::Screen::take()?;
    let mut quit = false;
    let mut all_ok = true;
    let watched = run(input, Answers::Screen, |at, parsed, _| {
        if quit {
            return Ok(true);
        }
        all_ok &= parsed.is_ok();
        quit = watch::watch_puzzle(look, options, budget, at, parsed)? == watch::Next::Quit;
        Ok(true)
    });
    drop(screen);
    watched.map(|_| all_ok)
}

/// The technique table, a line per technique.
fn techniques(json: bool) -> io::Result<bool> {
    let mut out = io::stdout().lock();
    for &technique in Technique::ALL {
        match json {
            true => {
                serde_json::to_writer(&mut out, &technique.info())?;
                writeln!(out)?;
            }
            false => writeln!(out, "{}\t{}", technique.name(), technique.label())?,
        }
    }
    Ok(true)
}

/// The hardest technique's name, `-` when there was nothing to solve.
fn technique_name(rating: &Rating) -> &'static str {
    rating.technique.map_or("-", Technique::name)
}
