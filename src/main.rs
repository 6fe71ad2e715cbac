//! The `pencilmark` command line: solve puzzles and print their steps.
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
    use pencilmark::{solve, Options, Puzzle, Step, Stepper, Technique};
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
        /// for that puzzle.
        Solve {
            /// Files of puzzles; `-` is standard input.
            files: Vec<PathBuf>,
        },
        /// List the techniques in their default order: name, then label.
        Techniques,
        /// Print the steps of each solve as JSON lines, in the same schema as the
        /// JS API, each with "puzzle": the 0-based index of its input line.
        Steps {
            /// Do not guess: end with a "stuck" event when the techniques are.
            #[arg(long)]
            no_guess: bool,
            /// Techniques to use, comma-separated, in order (default: all, in
            /// the order `pencilmark techniques` lists them).
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
            Command::Solve { files } => run(&files, solve_line),
            Command::Techniques => {
                let mut out = io::stdout().lock();
                Technique::ALL
                    .iter()
                    .try_for_each(|t| writeln!(out, "{}\t{}", t.name(), t.label()))
                    .map(|()| true)
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

    fn solve_line(index: usize, line: &str, out: &mut dyn Write) -> io::Result<bool> {
        let solved = line
            .parse::<Puzzle>()
            .and_then(|puzzle| solve(&puzzle).map(|grid| grid.to_line(puzzle.alphabet())));
        match solved {
            Ok(solution) => {
                writeln!(out, "{solution}")?;
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
