//! The `pencilmark` command line: solve puzzles, count their solutions and
//! print their steps.
//!
//! Native only: on wasm32 this binary is empty (the wasm build is the
//! library, used from JS).

#![cfg_attr(target_arch = "wasm32", no_main)]

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cli::main()
}

#[cfg(not(target_arch = "wasm32"))]
mod cli {
    use std::fs::File;
    use std::io::{self, BufRead, BufReader, BufWriter, Write};
    use std::path::PathBuf;
    use std::process::ExitCode;

    use clap::{Parser, Subcommand};
    use pencilmark::{
        count_solutions, solve_first, Error, Options, Puzzle, Step, Stepper, Technique,
    };
    use serde::Serialize;

    /// A Sudoku solver that shows its work.
    #[derive(Parser)]
    #[command(name = "pencilmark", version, about)]
    struct Cli {
        #[command(subcommand)]
        command: Command,
    }

    #[derive(Subcommand)]
    enum Command {
        /// Solve puzzles, one per line (standard input by default), printing each
        /// solution on its own line in the puzzle's alphabet, or an error line
        /// for that puzzle. A puzzle with several solutions prints the first
        /// the search finds.
        Solve {
            /// Files of puzzles; `-` is standard input.
            files: Vec<PathBuf>,
        },
        /// Count the solutions of puzzles, one per line (standard input by
        /// default), printing each count on its own line: 0 for none, 1 for a
        /// proper puzzle, at most the limit.
        Count {
            /// Stop counting at this many solutions.
            #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u64).range(1..))]
            limit: u64,
            /// Files of puzzles; `-` is standard input.
            files: Vec<PathBuf>,
        },
        /// Print the steps of each solve as JSON lines, in the same schema as the
        /// JS API, each with "puzzle": the 0-based index of its input line.
        Steps {
            /// Do not guess: end with a "stuck" event when the techniques are.
            #[arg(long)]
            no_guess: bool,
            /// Techniques to use, comma-separated, in order (default: all):
            /// full-house, naked-single, hidden-single.
            #[arg(long, value_parser = parse_techniques)]
            techniques: Option<TechniqueList>,
            /// Files of puzzles; `-` is standard input.
            files: Vec<PathBuf>,
        },
    }

    /// The value of `--techniques`: names in order.
    #[derive(Clone)]
    struct TechniqueList(Vec<Technique>);

    fn parse_techniques(list: &str) -> Result<TechniqueList, String> {
        Technique::parse_list(list)
            .map(TechniqueList)
            .map_err(|e| e.to_string())
    }

    /// One JSON line of `steps`.
    #[derive(Serialize)]
    struct StepLine<'a> {
        puzzle: usize,
        #[serde(flatten)]
        step: &'a Step,
    }

    /// One JSON line of `steps` for a puzzle that could not be read.
    #[derive(Serialize)]
    struct ErrorLine {
        puzzle: usize,
        kind: &'static str,
        text: String,
    }

    pub fn main() -> ExitCode {
        let cli = Cli::parse();
        let result = match cli.command {
            Command::Solve { files } => run(&files, |index, line, out| {
                let solved = line.parse::<Puzzle>().and_then(|puzzle| {
                    solve_first(&puzzle)
                        .map(|grid| grid.to_line(puzzle.alphabet()))
                        .ok_or(Error::NoSolution)
                });
                report(index, solved, out)
            }),
            Command::Count { limit, files } => {
                let limit = usize::try_from(limit).unwrap_or(usize::MAX);
                run(&files, |index, line, out| {
                    let counted = line
                        .parse::<Puzzle>()
                        .map(|puzzle| count_solutions(&puzzle, limit));
                    report(index, counted, out)
                })
            }
            Command::Steps {
                no_guess,
                techniques,
                files,
            } => {
                let options = Options {
                    techniques: techniques.map_or_else(|| Technique::ALL.to_vec(), |list| list.0),
                    guessing: !no_guess,
                };
                run(&files, |index, line, out| {
                    steps_line(&options, index, line, out)
                })
            }
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

    /// Feeds every non-blank line of the inputs to `each`, with its 0-based index
    /// among the puzzle lines. Returns whether every puzzle went well.
    fn run<F>(files: &[PathBuf], mut each: F) -> io::Result<bool>
    where
        F: FnMut(usize, &str, &mut dyn Write) -> io::Result<bool>,
    {
        let stdout = io::stdout();
        let mut out = BufWriter::new(stdout.lock());
        let stdin_only = [PathBuf::from("-")];
        let files = if files.is_empty() {
            &stdin_only[..]
        } else {
            files
        };
        let mut index = 0;
        let mut all_ok = true;
        for path in files {
            let reader: Box<dyn BufRead> = if path.as_os_str() == "-" {
                Box::new(BufReader::new(io::stdin()))
            } else {
                let file = File::open(path)
                    .map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", path.display())))?;
                Box::new(BufReader::new(file))
            };
            for line in reader.lines() {
                let line = line?;
                if line.trim().is_empty() {
                    continue;
                }
                all_ok &= each(index, line.trim(), &mut out)?;
                index += 1;
            }
        }
        out.flush()?;
        Ok(all_ok)
    }

    /// Prints one result line: the value, or `error: puzzle N: …`. Returns
    /// whether it was a value.
    fn report(
        index: usize,
        result: Result<impl std::fmt::Display, Error>,
        out: &mut dyn Write,
    ) -> io::Result<bool> {
        match result {
            Ok(value) => {
                writeln!(out, "{value}")?;
                Ok(true)
            }
            Err(e) => {
                writeln!(out, "error: puzzle {index}: {e}")?;
                Ok(false)
            }
        }
    }

    fn steps_line(
        options: &Options,
        index: usize,
        line: &str,
        out: &mut dyn Write,
    ) -> io::Result<bool> {
        let puzzle = match line.parse::<Puzzle>() {
            Ok(puzzle) => puzzle,
            Err(e) => {
                let error = ErrorLine {
                    puzzle: index,
                    kind: "error",
                    text: e.to_string(),
                };
                serde_json::to_writer(&mut *out, &error)?;
                writeln!(out)?;
                return Ok(false);
            }
        };
        for step in Stepper::new(&puzzle, options.clone()) {
            serde_json::to_writer(
                &mut *out,
                &StepLine {
                    puzzle: index,
                    step: &step,
                },
            )?;
            writeln!(out)?;
        }
        Ok(true)
    }
}
