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
    use std::io::{self, BufRead, BufReader, BufWriter, IsTerminal, Write};
    use std::path::PathBuf;
    use std::process::ExitCode;
    use std::sync::Arc;
    use std::time::{Instant, SystemTime, UNIX_EPOCH};

    use clap::{Args, Parser, Subcommand};
    use pencilmark::{
        hint, rate, read_stream, write_line, write_readable, Alphabet, Budget, Candidates, ErBand,
        Error, Format, GenerateOptions, Generator, Geometry, Header, Level, Options, ParseOptions,
        Parsed, Query, Rating, Step, Stepper, Symmetry, Technique,
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
        /// Solve puzzles, printing each solution on its own line in the
        /// puzzle's alphabet, or an error line for that puzzle (one with no
        /// solution, or with several).
        Solve {
            /// For a puzzle with several solutions, print the first the
            /// search finds instead of an error.
            #[arg(long)]
            allow_multiple: bool,
            #[command(flatten)]
            input: Input,
        },
        /// Count the solutions of puzzles, printing each count on its own
        /// line: 0 for none, 1 for a proper puzzle, at most the limit.
        Count {
            /// Stop counting at this many solutions.
            #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u64).range(1..))]
            limit: u64,
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
            #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u64).range(1..))]
            limit: u64,
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
        /// JS API, each with "puzzle": the 0-based index of its puzzle.
        Steps {
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

    /// What `generate` makes.
    #[derive(Args)]
    struct GenerateArgs {
        /// The side of the board: 4, 6, 9, 12, 16, 25, … (boxes of the
        /// usual shape: 6 → 3x2).
        #[arg(long, default_value_t = 9)]
        size: usize,
        /// The box shape instead, WIDTHxHEIGHT such as 2x3.
        #[arg(long = "box", value_parser = parse_box, conflicts_with = "size")]
        box_shape: Option<Arc<Geometry>>,
        /// How many puzzles.
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..))]
        count: u64,
        /// The level each must rate at, a band of ER: easy (up to 2.5),
        /// medium (2.6-4.0), hard (4.1-6.0), expert (6.1-7.5), extreme
        /// (7.6-8.9) or diabolical (9.0 and up).
        #[arg(long, value_parser = parse_name::<Level>)]
        level: Option<Level>,
        /// The band of ER each must rate in, both ends included: 6.0..7.5,
        /// 9.0.. (no upper end) or ..2.5.
        #[arg(long, value_parser = parse_name::<ErBand>)]
        er: Option<ErBand>,
        /// A technique each must practise: a rating solve with every
        /// technique uses it and nothing harder (names as `pencilmark
        /// techniques` lists them; not a forcing chain).
        #[arg(long, value_parser = parse_name::<Technique>)]
        technique: Option<Technique>,
        /// The symmetry of the clues: none, 180, 90, diagonal or mirror.
        #[arg(long, default_value = "none", value_parser = parse_name::<Symmetry>)]
        symmetry: Symmetry,
        /// The seed: the same seed and options give the same puzzles.
        #[arg(long)]
        seed: Option<u64>,
        /// Minimal puzzles: no clue can go (the default up to 12x12).
        #[arg(long, conflicts_with = "not_minimal")]
        minimal: bool,
        /// Puzzles that need not be minimal (the default above 12x12).
        #[arg(long)]
        not_minimal: bool,
        /// The fewest clues.
        #[arg(long)]
        min_clues: Option<usize>,
        /// The most clues.
        #[arg(long)]
        max_clues: Option<usize>,
        /// Puzzles made at most, per puzzle printed, looking for one that
        /// meets the options (default: by size, 9 408 on 9x9).
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
        attempts: Option<u64>,
        /// standard, hex, letters or numbers.
        #[arg(long, default_value = "standard", value_parser = parse_name::<Alphabet>)]
        alphabet: Alphabet,
        /// Print each puzzle's solution after it, separated by a space.
        #[arg(long)]
        solution: bool,
        /// Print each puzzle's rating after it: ` # level rating technique`.
        #[arg(long)]
        rate: bool,
    }

    /// Where the puzzles come from and how to read them.
    ///
    /// Each line is a puzzle, except that a paragraph (lines up to a blank
    /// line) whose first line is not a whole puzzle on its own (a block
    /// grid, an .sdk file, a candidate grid) is one puzzle, and so is a
    /// paragraph of side lines that reads as one side x side board.
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

    /// One JSON line of `steps`.
    #[derive(Serialize)]
    struct StepLine<'a> {
        puzzle: usize,
        #[serde(flatten)]
        step: &'a Step,
    }

    /// One JSON line of `steps` for a puzzle that could not be read: `kind`
    /// is "error", `error` the error's kind.
    #[derive(Serialize)]
    struct ErrorLine {
        puzzle: usize,
        kind: &'static str,
        error: &'static str,
        text: String,
    }

    pub fn main() -> ExitCode {
        let cli = Cli::parse();
        let result = match cli.command {
            Command::Solve {
                allow_multiple,
                input,
            } => run(&input, |index, parsed, out| {
                solve_line(allow_multiple, index, parsed, out)
            }),
            Command::Count { limit, input } => {
                let limit = usize::try_from(limit).unwrap_or(usize::MAX);
                run(&input, |index, parsed, out| {
                    count_line(limit, index, parsed, out)
                })
            }
            Command::Solutions { limit, input } => {
                let limit = usize::try_from(limit).unwrap_or(usize::MAX);
                run(&input, |index, parsed, out| {
                    solutions_lines(limit, index, parsed, out)
                })
            }
            Command::Techniques { json } => techniques(json),
            Command::Steps {
                no_guess,
                techniques,
                no_forcing_chains,
                allow_multiple,
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
                run(&input, |index, parsed, out| {
                    steps_line(&options, allow_multiple, index, parsed, out)
                })
            }
            Command::Hint {
                json,
                techniques,
                no_forcing_chains,
                input,
            } => {
                let techniques = techniques.map_or_else(|| Technique::ALL.to_vec(), |list| list.0);
                run(&input, |index, parsed, out| {
                    hint_line(json, &techniques, !no_forcing_chains, index, parsed, out)
                })
            }
            Command::Convert {
                to,
                to_alphabet,
                input,
            } => {
                let mut written = Written::default();
                run(&input, |index, parsed, out| {
                    convert_line(to, to_alphabet, &mut written, index, parsed, out)
                })
            }
            Command::Rate { json, input } => run(&input, |index, parsed, out| {
                rate_line(json, index, parsed, out)
            }),
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

    /// The result of reading one puzzle of the input.
    type Read = Result<Parsed, Error>;

    /// Reads every puzzle of the inputs and feeds it to `each`, with its
    /// 0-based index; errors name the lines of the input. An input (a file,
    /// or standard input) that holds no puzzle gives `each` an
    /// [`Error::Empty`] in its place. Returns whether every puzzle went well.
    fn run<F>(input: &Input, mut each: F) -> io::Result<bool>
    where
        F: FnMut(usize, Read, &mut dyn Write) -> io::Result<bool>,
    {
        let stdout = io::stdout();
        let mut out = BufWriter::new(stdout.lock());
        let options = input.options();
        let stdin_only = [PathBuf::from("-")];
        let files = if input.files.is_empty() {
            &stdin_only[..]
        } else {
            &input.files[..]
        };
        let mut index = 0;
        let mut all_ok = true;
        for path in files {
            let reader: Box<dyn BufRead> = if path.as_os_str() == "-" {
                Box::new(BufReader::new(io::stdin()))
            } else {
                match File::open(path) {
                    Ok(file) => Box::new(BufReader::new(file)),
                    // A file that cannot be opened is an error line naming
                    // it, in its place; the others are read.
                    Err(e) => {
                        writeln!(out, "error: {}: {e}", path.display())?;
                        all_ok = false;
                        continue;
                    }
                }
            };
            let first = index;
            let read = read_stream(reader, &options, |entry| {
                all_ok &= each(index, entry.parsed, &mut out)?;
                // An answer as soon as it is known, whatever follows.
                out.flush()?;
                index += 1;
                Ok(())
            });
            if let Err(e) = read {
                // Unreadable midway (a folder, a read error): said, and on to the next.
                if e.kind() == io::ErrorKind::BrokenPipe {
                    return Err(e);
                }
                writeln!(out, "error: {}: {e}", path.display())?;
                all_ok = false;
                continue;
            }
            // An input without a puzzle (an empty file, only comments) is
            // an error of its own, not a silent success.
            if index == first {
                all_ok &= each(index, Err(Error::Empty), &mut out)?;
                index += 1;
            }
        }
        out.flush()?;
        Ok(all_ok)
    }

    fn solve_line(
        allow_multiple: bool,
        index: usize,
        parsed: Read,
        out: &mut dyn Write,
    ) -> io::Result<bool> {
        let solved = parsed.and_then(|parsed| {
            let values =
                Query::of_parsed(&parsed).solve(allow_multiple, &mut Budget::unlimited())?;
            Ok(line(&parsed, &values))
        });
        report(index, solved, out)
    }

    fn count_line(
        limit: usize,
        index: usize,
        parsed: Read,
        out: &mut dyn Write,
    ) -> io::Result<bool> {
        let counted = parsed
            .and_then(|parsed| Query::of_parsed(&parsed).count(limit, &mut Budget::unlimited()));
        report(index, counted, out)
    }

    /// A puzzle's solutions, a line each as the search finds them (so a
    /// large limit costs no memory), or its error line; then an empty line.
    fn solutions_lines(
        limit: usize,
        index: usize,
        parsed: Read,
        out: &mut dyn Write,
    ) -> io::Result<bool> {
        let mut written = Ok(());
        let listed = parsed.and_then(|parsed| {
            let unlimited = &mut Budget::unlimited();
            Query::of_parsed(&parsed).each(limit, unlimited, &mut |values| {
                written = writeln!(out, "{}", line(&parsed, values));
                written.is_ok()
            })
        });
        written?;
        let ok = match listed {
            Ok(_) => true,
            Err(e) => error_line(index, &e, out)?,
        };
        writeln!(out)?;
        Ok(ok)
    }

    /// A solution's values as a line in the puzzle's alphabet.
    fn line(parsed: &Parsed, values: &[u8]) -> String {
        write_line(values, parsed.puzzle.alphabet())
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
            Err(e) => error_line(index, &e, out),
        }
    }

    /// Prints a puzzle's error line, `error: puzzle N: …`; false, for the
    /// caller to return (the run did not go well).
    fn error_line(index: usize, error: &Error, out: &mut dyn Write) -> io::Result<bool> {
        writeln!(out, "error: puzzle {index}: {error}")?;
        Ok(false)
    }

    fn steps_line(
        options: &Options,
        allow_multiple: bool,
        index: usize,
        parsed: Read,
        out: &mut dyn Write,
    ) -> io::Result<bool> {
        let checked = parsed.and_then(|parsed| {
            let options = options.clone();
            Stepper::checked(&parsed.puzzle, parsed.candidates, options, allow_multiple)
        });
        let stepper = match checked {
            Ok(stepper) => stepper,
            Err(e) => return json_error_line(index, &e, out),
        };
        for step in stepper {
            json_step_line(index, &step, out)?;
        }
        Ok(true)
    }

    /// A step as a JSON line of `steps` and `hint --json`.
    fn json_step_line(index: usize, step: &Step, out: &mut dyn Write) -> io::Result<()> {
        serde_json::to_writer(
            &mut *out,
            &StepLine {
                puzzle: index,
                step,
            },
        )?;
        writeln!(out)
    }

    /// A puzzle's error as a JSON line of `steps` and `hint --json`; false,
    /// for the caller to return.
    fn json_error_line(index: usize, error: &Error, out: &mut dyn Write) -> io::Result<bool> {
        let line = ErrorLine {
            puzzle: index,
            kind: "error",
            error: error.kind(),
            text: error.to_string(),
        };
        serde_json::to_writer(&mut *out, &line)?;
        writeln!(out)?;
        Ok(false)
    }

    fn hint_line(
        json: bool,
        techniques: &[Technique],
        forcing_chains: bool,
        index: usize,
        parsed: Read,
        out: &mut dyn Write,
    ) -> io::Result<bool> {
        let parsed = match (json, parsed) {
            (_, Ok(parsed)) => parsed,
            (true, Err(e)) => return json_error_line(index, &e, out),
            (false, Err(e)) => return error_line(index, &e, out),
        };
        let step = hint(
            &parsed.puzzle,
            parsed.candidates,
            techniques,
            forcing_chains,
        );
        match json {
            true => json_step_line(index, &step, out)?,
            false => writeln!(out, "{}", step.text())?,
        }
        Ok(!matches!(step, Step::Unsolvable { .. }))
    }

    fn rate_line(json: bool, index: usize, parsed: Read, out: &mut dyn Write) -> io::Result<bool> {
        let rated = parsed.and_then(|parsed| rate(&parsed.puzzle));
        match (json, rated) {
            (true, Ok(rating)) => {
                #[derive(Serialize)]
                struct RatingLine<'a> {
                    puzzle: usize,
                    #[serde(flatten)]
                    rating: &'a Rating,
                }
                let line = RatingLine {
                    puzzle: index,
                    rating: &rating,
                };
                serde_json::to_writer(&mut *out, &line)?;
                writeln!(out)?;
                Ok(true)
            }
            (false, Ok(rating)) => {
                writeln!(
                    out,
                    "{}\t{:.1}\t{:.1}\t{:.1}\t{:.1}\t{}",
                    rating.level,
                    rating.er,
                    rating.ep,
                    rating.ed,
                    rating.score,
                    technique_name(&rating)
                )?;
                Ok(true)
            }
            (_, Err(e)) => error_line(index, &e, out),
        }
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

    /// Counts below this show no progress bar.
    const PROGRESS_FROM: u64 = 10;

    fn generate(args: &GenerateArgs) -> io::Result<bool> {
        let geometry = match &args.box_shape {
            Some(geometry) => Ok(Arc::clone(geometry)),
            None => Geometry::shared_for_side(args.size),
        };
        let seed = args.seed.unwrap_or_else(|| {
            let seed = clock_seed();
            eprintln!("pencilmark: seed {seed}");
            seed
        });
        let options = GenerateOptions {
            symmetry: args.symmetry,
            minimal: match (args.minimal, args.not_minimal) {
                (true, _) => Some(true),
                (_, true) => Some(false),
                _ => None,
            },
            min_clues: args.min_clues,
            max_clues: args.max_clues,
            level: args.level,
            er: args.er,
            technique: args.technique,
            attempts: args
                .attempts
                .map(|n| usize::try_from(n).unwrap_or(usize::MAX)),
            alphabet: args.alphabet,
        };
        let generator = geometry.and_then(|g| Generator::new(&g, options, seed));
        let mut generator = match generator {
            Ok(generator) => generator,
            Err(e) => {
                eprintln!("pencilmark: {e}");
                return Ok(false);
            }
        };
        let stdout = io::stdout();
        let mut out = BufWriter::new(stdout.lock());
        let mut progress = (args.count >= PROGRESS_FROM && io::stderr().is_terminal())
            .then(|| Progress::new(args.count));
        // The header line above the puzzles, once one needs it (a box
        // shape or alphabet the reader would not guess): it holds for the
        // rest of the output.
        let mut in_force: Option<Header> = None;
        for made in 0..args.count {
            let generated = match generator.generate() {
                Ok(generated) => generated,
                Err(e) => {
                    out.flush()?;
                    if let Some(progress) = progress.as_mut() {
                        progress.clear();
                    }
                    eprintln!("pencilmark: puzzle {made}: {e}");
                    return Ok(false);
                }
            };
            let alphabet = args.alphabet;
            let puzzle = &generated.puzzle;
            let (line, header) = write_readable(
                puzzle.geometry(),
                &Candidates::new(puzzle.givens()),
                puzzle.alphabet(),
                Format::Line,
                in_force.as_ref(),
            )
            .map_err(io::Error::other)?;
            if let Some(header) = header {
                writeln!(out, "{}", header.line())?;
                in_force = Some(header);
            }
            write!(out, "{line}")?;
            if args.solution {
                write!(out, " {}", generated.solution.to_line(alphabet))?;
            }
            if args.rate {
                let rating = generated.rate().map_err(io::Error::other)?;
                write!(
                    out,
                    " # {} {:.1} {}",
                    rating.level,
                    rating.er,
                    technique_name(&rating)
                )?;
            }
            writeln!(out)?;
            if let Some(progress) = progress.as_mut() {
                progress.show(made + 1);
            }
        }
        out.flush()?;
        if let Some(progress) = progress.as_mut() {
            progress.clear();
        }
        Ok(true)
    }

    /// A seed from the clock, for runs without --seed: the platform's
    /// randomness stays out of the library.
    fn clock_seed() -> u64 {
        let nanos = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        (nanos as u64) ^ u64::from(std::process::id()).rotate_left(32)
    }

    /// A progress bar on stderr, redrawn at most ten times a second.
    struct Progress {
        total: u64,
        started: Instant,
        drawn: Option<Instant>,
    }

    impl Progress {
        const WIDTH: u64 = 30;

        fn new(total: u64) -> Progress {
            Progress {
                total,
                started: Instant::now(),
                drawn: None,
            }
        }

        fn show(&mut self, done: u64) {
            let now = Instant::now();
            let due = match self.drawn {
                Some(at) => now.duration_since(at).as_millis() >= 100,
                None => true,
            };
            if !due && done < self.total {
                return;
            }
            self.drawn = Some(now);
            let filled = (Self::WIDTH * done / self.total) as usize;
            let rate = done as f64 / now.duration_since(self.started).as_secs_f64().max(1e-9);
            eprint!(
                "\r[{}{}] {done}/{} puzzles, {rate:.1}/s ",
                "#".repeat(filled),
                " ".repeat(Self::WIDTH as usize - filled),
                self.total
            );
        }

        fn clear(&mut self) {
            if self.drawn.is_some() {
                eprintln!();
            }
        }
    }

    /// What `convert` has written so far, as its reader will group it.
    #[derive(Default)]
    struct Written {
        /// The header holding the paragraph written into.
        in_force: Option<Header>,
        /// Whether the last puzzle was one line, its paragraph still open.
        open: bool,
    }

    /// Writes one puzzle converted, so that a reader of the output reads
    /// it back as itself, told nothing: a grid in a paragraph of its own,
    /// and a header line above a puzzle that needs one.
    fn convert_line(
        to: Format,
        to_alphabet: Option<Alphabet>,
        written: &mut Written,
        index: usize,
        parsed: Read,
        out: &mut dyn Write,
    ) -> io::Result<bool> {
        let grid = matches!(to, Format::Grid | Format::Candidates);
        if grid && written.open {
            writeln!(out)?;
            *written = Written::default();
        }
        let text = parsed.and_then(|parsed| {
            let alphabet = to_alphabet.unwrap_or(parsed.puzzle.alphabet());
            // The link holds digits only: an alphabet asked for is not silently dropped.
            if to == Format::Link && to_alphabet.is_some_and(|a| a != Alphabet::Standard) {
                return Err(Error::Unsupported {
                    format: "link",
                    reason: "it holds digits only, in no other alphabet",
                });
            }
            let geometry = parsed.puzzle.geometry();
            let state = parsed
                .candidates
                .unwrap_or_else(|| Candidates::new(parsed.puzzle.givens()));
            write_readable(geometry, &state, alphabet, to, written.in_force.as_ref())
        });
        match text {
            Ok((text, header)) => {
                if let Some(header) = header {
                    writeln!(out, "{}", header.line())?;
                    written.in_force = Some(header);
                }
                writeln!(out, "{text}")?;
                // A grid ends with a newline: a blank line follows, which
                // ends its paragraph and what a header held.
                if grid {
                    *written = Written::default();
                } else {
                    written.open = true;
                }
            }
            Err(e) => return error_line(index, &e, out),
        }
        Ok(true)
    }
}
