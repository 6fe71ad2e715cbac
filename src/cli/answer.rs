//! How the commands that read puzzles answer them: one answer per puzzle,
//! in order, each written out as soon as it is known; an error line in
//! the place of a puzzle that could not be read or answered, naming where
//! it is; and the budget that keeps each puzzle's work bounded.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::Instant;

use clap::Args;
use pencilmark::{
    hint, rate_within, read_stream, write_line, write_readable, Alphabet, Candidates, Error,
    Format, Header, Limits, Options, Parsed, Query, Rating, Step, Stepper, Technique,
};
use serde::Serialize;

use super::output::Output;
use super::progress::Progress;
use super::{technique_name, Input};

/// The result of reading one puzzle of the input.
pub type Read = Result<Parsed, Error>;

/// Where a puzzle is in the input, for its answer.
pub struct Place<'a> {
    /// Its 0-based index in the whole run: the `"puzzle"` of JSON lines.
    pub index: usize,
    /// Its 1-based number in its file: the `puzzle N` of error lines.
    number: usize,
    /// Its file; `None` for standard input.
    file: Option<&'a Path>,
    /// The 1-based line of its file it starts on.
    line: usize,
}

/// What each puzzle may cost: `--max-millis` and `--max-guesses`.
#[derive(Args)]
pub struct BudgetArgs {
    /// Give up on a puzzle after this many milliseconds of search (an
    /// "over budget" error line, and on to the next), or `none`.
    #[arg(long, default_value = "60000", value_parser = parse_millis)]
    max_millis: Millis,
    /// Give up on a puzzle after this many guesses of the search (default:
    /// no limit).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    max_guesses: Option<u64>,
}

/// A time limit in milliseconds, or none.
#[derive(Clone, Copy)]
pub struct Millis(Option<u64>);

impl Millis {
    /// The limits of one puzzle, its time counted from now, with at most
    /// `guesses` per search.
    pub fn limits(self, guesses: Option<usize>) -> Limits {
        // Milliseconds as f64 are exact far beyond any run's length.
        Limits::new(guesses, self.0.map(|ms| ms as f64), now)
    }
}

pub fn parse_millis(text: &str) -> Result<Millis, String> {
    if text == "none" {
        return Ok(Millis(None));
    }
    match text.parse::<u64>() {
        Ok(0) | Err(_) => Err(format!(
            "{text:?} is not a number of milliseconds from 1 up, or \"none\""
        )),
        Ok(millis) => Ok(Millis(Some(millis))),
    }
}

impl BudgetArgs {
    /// The limits of one puzzle, its time counted from now.
    pub fn limits(&self) -> Limits {
        self.max_millis.limits(self.guesses())
    }

    /// The guesses allowed, if limited.
    fn guesses(&self) -> Option<usize> {
        (self.max_guesses).map(|n| usize::try_from(n).unwrap_or(usize::MAX))
    }
}

/// One puzzle's solve stepped within a budget (`steps`, `steps --pretty`,
/// `watch`): its steps, and once it runs over the budget, the error that
/// ends it in place of the rest.
pub struct Budgeted {
    stepper: Stepper,
    guesses: usize,
    limits: Limits,
    over: Option<Error>,
    ended: bool,
}

impl Budgeted {
    /// The solve of `stepper` on `budget`, its time counted from now.
    pub fn new(stepper: Stepper, budget: &BudgetArgs) -> Budgeted {
        Budgeted {
            stepper,
            guesses: budget.guesses().unwrap_or(usize::MAX),
            limits: budget.limits(),
            over: None,
            ended: false,
        }
    }

    /// The solve of a puzzle read, once checked to have one solution (or
    /// at least one, with `allow_multiple`), on `budget`.
    pub fn checked(
        parsed: Parsed,
        options: &Options,
        allow_multiple: bool,
        budget: &BudgetArgs,
    ) -> Result<Budgeted, Error> {
        let (puzzle, state) = (&parsed.puzzle, parsed.candidates);
        let stepper = Stepper::checked(puzzle, state, options.clone(), allow_multiple)?;
        Ok(Budgeted::new(stepper, budget))
    }

    /// The solve's stepper, at the state after the last step given.
    pub fn stepper(&self) -> &Stepper {
        &self.stepper
    }
}

impl Iterator for Budgeted {
    type Item = Result<Step, Error>;

    fn next(&mut self) -> Option<Result<Step, Error>> {
        if self.ended {
            return None;
        }
        if let Some(over) = self.over.take() {
            self.ended = true;
            return Some(Err(over));
        }
        let step = self.stepper.next()?;
        if self.stepper.is_finished() {
            return Some(Ok(step));
        }
        let guesses = self.stepper.guesses();
        if guesses > self.guesses {
            // The guess past the budget is not shown: the solve stops
            // before it, as a search on the same budget does.
            self.ended = true;
            return Some(Err(Error::OverBudget {
                guesses: self.guesses,
                out_of_time: false,
            }));
        }
        if self.limits.time_is_up() {
            self.over = Some(Error::OverBudget {
                guesses,
                out_of_time: true,
            });
        }
        Some(Ok(step))
    }
}

/// Milliseconds since the first call: the clock of the budgets.
fn now() -> f64 {
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

/// How a run's answers go out, for what [`run`] writes itself.
#[derive(Clone, Copy, PartialEq)]
pub enum Answers {
    /// Lines of text, a progress bar on a terminal's stderr.
    Text,
    /// JSON lines, a progress bar on a terminal's stderr.
    Json,
    /// A player on the terminal (`watch`): no progress bar over it.
    Screen,
}

/// Reads every puzzle of the inputs and feeds it to `each` with its
/// place. An input (a file, or standard input) that holds no puzzle gives
/// `each` an [`Error::Empty`] in its place; a file that cannot be read is
/// an error line naming it (a JSON line among JSON answers), and the other
/// files are read. Returns whether every puzzle went well.
pub fn run<F>(input: &Input, answers: Answers, mut each: F) -> io::Result<bool>
where
    F: FnMut(&Place, Read, &mut dyn Write) -> io::Result<bool>,
{
    let mut out = Output;
    let options = input.options();
    let stdin_only = [PathBuf::from("-")];
    let files = match input.files.is_empty() {
        true => &stdin_only[..],
        false => &input.files[..],
    };
    let mut index = 0;
    let mut all_ok = true;
    // Through the bytes of the files when they are all files; standard
    // input's length is not known.
    let sizes: Option<Vec<u64>> = (files.iter())
        .map(|path| match path.as_os_str() == "-" {
            true => None,
            false => std::fs::metadata(path).ok().map(|m| m.len()),
        })
        .collect();
    let bytes = sizes.map(|sizes| sizes.iter().sum());
    let mut progress = match answers {
        Answers::Screen => Progress::hidden(),
        _ => Progress::reading(bytes),
    };
    let json = answers == Answers::Json;
    for path in files {
        let stdin = path.as_os_str() == "-";
        let reader: Box<dyn BufRead> = match stdin {
            true => Box::new(progress.counting(BufReader::new(io::stdin()))),
            false => match File::open(path) {
                Ok(file) => Box::new(progress.counting(BufReader::new(file))),
                Err(e) => {
                    file_error_line(json, path, &e, &mut out)?;
                    all_ok = false;
                    continue;
                }
            },
        };
        let mut place = Place {
            index,
            number: 1,
            file: (!stdin).then_some(path.as_path()),
            line: 1,
        };
        let read = read_stream(reader, &options, |entry| {
            place.line = entry.first_line + 1;
            all_ok &= each(&place, entry.parsed, &mut out)?;
            // An answer as soon as it is known, whatever follows.
            out.flush()?;
            progress.puzzle_done();
            place.index += 1;
            place.number += 1;
            Ok(())
        });
        if let Err(e) = read {
            // Unreadable midway (a folder, a read error): said, and on to
            // the next.
            if e.kind() == io::ErrorKind::BrokenPipe {
                return Err(e);
            }
            file_error_line(json, path, &e, &mut out)?;
            all_ok = false;
        } else if place.number == 1 {
            // An input without a puzzle (an empty file, only comments) is
            // an error of its own, not a silent success.
            all_ok &= each(&place, Err(Error::Empty), &mut out)?;
            place.index += 1;
        }
        index = place.index;
    }
    progress.finish();
    out.finish()?;
    Ok(all_ok)
}

/// The line of a file that cannot be read: `error: FILE: …`, or a JSON
/// line of kind "error" and error "unreadable-file".
fn file_error_line(
    json: bool,
    path: &Path,
    error: &io::Error,
    out: &mut dyn Write,
) -> io::Result<()> {
    if !json {
        return writeln!(out, "error: {}: {error}", path.display());
    }
    let line = FileErrorLine {
        kind: "error",
        error: "unreadable-file",
        text: format!("{}: {error}", path.display()),
        file: path.to_string_lossy(),
    };
    serde_json::to_writer(&mut *out, &line)?;
    writeln!(out)
}

/// Prints one result line: the value, or the puzzle's error line. Returns
/// whether it was a value.
fn report(
    at: &Place,
    result: Result<impl std::fmt::Display, Error>,
    out: &mut dyn Write,
) -> io::Result<bool> {
    match result {
        Ok(value) => {
            writeln!(out, "{value}")?;
            Ok(true)
        }
        Err(e) => error_line(at, &e, out),
    }
}

/// Prints a puzzle's error line: `error: puzzle N: line L: …`, N counted
/// from 1 in its file, with ` in FILE` after N for a named file; the line
/// is the error's own place when it has one (`line L, column C: …`), else
/// where the puzzle starts. False, for the caller to return (the run did
/// not go well).
pub fn error_line(at: &Place, error: &Error, out: &mut dyn Write) -> io::Result<bool> {
    write!(out, "error: puzzle {}", at.number)?;
    if let Some(file) = at.file {
        write!(out, " in {}", file.display())?;
    }
    match error.line_column().is_some() || matches!(error, Error::Empty) {
        true => writeln!(out, ": {error}")?,
        false => writeln!(out, ": line {}: {error}", at.line)?,
    }
    Ok(false)
}

pub fn solve_line(
    allow_multiple: bool,
    budget: &BudgetArgs,
    at: &Place,
    parsed: Read,
    out: &mut dyn Write,
) -> io::Result<bool> {
    let solved = parsed.and_then(|parsed| {
        let query = Query::of_parsed(&parsed);
        let values = budget
            .limits()
            .search(|budget| query.solve(allow_multiple, budget))?;
        Ok(line(&parsed, &values))
    });
    report(at, solved, out)
}

pub fn count_line(
    limit: usize,
    budget: &BudgetArgs,
    at: &Place,
    parsed: Read,
    out: &mut dyn Write,
) -> io::Result<bool> {
    let counted = parsed.and_then(|parsed| {
        let query = Query::of_parsed(&parsed);
        budget.limits().search(|budget| query.count(limit, budget))
    });
    report(at, counted, out)
}

/// A puzzle's solutions, a line each as the search finds them (so a
/// large limit costs no memory), or its error line; then an empty line.
pub fn solutions_lines(
    limit: usize,
    budget: &BudgetArgs,
    at: &Place,
    parsed: Read,
    out: &mut dyn Write,
) -> io::Result<bool> {
    let mut written = Ok(());
    let listed = parsed.and_then(|parsed| {
        let query = Query::of_parsed(&parsed);
        budget.limits().search(|budget| {
            query.each(limit, budget, &mut |values| {
                written = writeln!(out, "{}", line(&parsed, values));
                written.is_ok()
            })
        })
    });
    written?;
    let ok = match listed {
        Ok(_) => true,
        Err(e) => error_line(at, &e, out)?,
    };
    writeln!(out)?;
    Ok(ok)
}

/// A solution's values as a line in the puzzle's alphabet.
fn line(parsed: &Parsed, values: &[u8]) -> String {
    write_line(values, parsed.puzzle.alphabet())
}

/// One JSON line of `steps`.
#[derive(Serialize)]
struct StepLine<'a> {
    puzzle: usize,
    #[serde(flatten)]
    step: &'a Step,
}

/// One JSON line of `steps` for a puzzle that could not be read or
/// stepped: `kind` is "error", `error` the error's kind, `line` where the
/// puzzle starts (or the error is, with its `column`) and `file` its file,
/// unless it is standard input.
#[derive(Serialize)]
struct ErrorLine<'a> {
    puzzle: usize,
    kind: &'static str,
    error: &'static str,
    text: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    file: Option<std::borrow::Cow<'a, str>>,
    line: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    column: Option<usize>,
}

/// The JSON line of a file that cannot be read: no puzzle's, so without
/// `puzzle` and `line`.
#[derive(Serialize)]
struct FileErrorLine<'a> {
    kind: &'static str,
    error: &'static str,
    text: String,
    file: std::borrow::Cow<'a, str>,
}

pub fn steps_line(
    options: &Options,
    allow_multiple: bool,
    budget: &BudgetArgs,
    at: &Place,
    parsed: Read,
    out: &mut dyn Write,
) -> io::Result<bool> {
    let checked =
        parsed.and_then(|parsed| Budgeted::checked(parsed, options, allow_multiple, budget));
    let stepped = match checked {
        Ok(stepped) => stepped,
        Err(e) => return json_error_line(at, &e, out),
    };
    for step in stepped {
        match step {
            Ok(step) => json_step_line(at, &step, out)?,
            Err(over) => return json_error_line(at, &over, out),
        }
    }
    Ok(true)
}

/// A step as a JSON line of `steps` and `hint --json`.
fn json_step_line(at: &Place, step: &Step, out: &mut dyn Write) -> io::Result<()> {
    let line = StepLine {
        puzzle: at.index,
        step,
    };
    serde_json::to_writer(&mut *out, &line)?;
    writeln!(out)
}

/// A puzzle's error as a JSON line of `steps`, `hint --json` and `rate
/// --json`; false, for the caller to return.
fn json_error_line(at: &Place, error: &Error, out: &mut dyn Write) -> io::Result<bool> {
    let line = ErrorLine {
        puzzle: at.index,
        kind: "error",
        error: error.kind(),
        text: error.to_string(),
        file: at.file.map(|f| f.to_string_lossy()),
        line: error.line_column().map_or(at.line, |(line, _)| line),
        column: error.line_column().map(|(_, column)| column),
    };
    serde_json::to_writer(&mut *out, &line)?;
    writeln!(out)?;
    Ok(false)
}

pub fn hint_line(
    json: bool,
    techniques: &[Technique],
    forcing_chains: bool,
    at: &Place,
    parsed: Read,
    out: &mut dyn Write,
) -> io::Result<bool> {
    let hinted = parsed.and_then(|parsed| {
        let state = parsed.candidates;
        hint(&parsed.puzzle, state, techniques, forcing_chains)
    });
    let step = match (json, hinted) {
        (_, Ok(step)) => step,
        (true, Err(e)) => return json_error_line(at, &e, out),
        (false, Err(e)) => return error_line(at, &e, out),
    };
    match json {
        true => json_step_line(at, &step, out)?,
        false => writeln!(out, "{}", step.text())?,
    }
    Ok(!matches!(step, Step::Unsolvable { .. }))
}

pub fn rate_line(
    json: bool,
    budget: &BudgetArgs,
    at: &Place,
    parsed: Read,
    out: &mut dyn Write,
) -> io::Result<bool> {
    let rated = parsed.and_then(|parsed| {
        let state = parsed.candidates.as_ref();
        (budget.limits()).search(|budget| rate_within(&parsed.puzzle, state, budget))
    });
    match (json, rated) {
        (true, Ok(rating)) => {
            #[derive(Serialize)]
            struct RatingLine<'a> {
                puzzle: usize,
                #[serde(flatten)]
                rating: &'a Rating,
            }
            let line = RatingLine {
                puzzle: at.index,
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
        (true, Err(e)) => json_error_line(at, &e, out),
        (false, Err(e)) => error_line(at, &e, out),
    }
}

/// What `convert` has written so far, as its reader will group it.
#[derive(Default)]
pub struct Written {
    /// The header holding the paragraph written into.
    in_force: Option<Header>,
    /// Whether the last puzzle was one line, its paragraph still open.
    open: bool,
}

/// Writes one puzzle converted, so that a reader of the output reads
/// it back as itself, told nothing: a grid in a paragraph of its own,
/// and a header line above a puzzle that needs one.
pub fn convert_line(
    to: Format,
    to_alphabet: Option<Alphabet>,
    written: &mut Written,
    at: &Place,
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
        Err(e) => return error_line(at, &e, out),
    }
    Ok(true)
}
