//! `pencilmark generate`: proper puzzles, a line each.

use std::io::{self, Write};
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use clap::Args;
use pencilmark::{
    write_readable, Alphabet, Candidates, ErBand, Format, GenerateOptions, Generator, Geometry,
    Header, Level, Symmetry, Technique,
};

use super::answer::{parse_millis, Millis};
use super::output::Output;
use super::progress::Progress;
use super::{bad_options, parse_box, parse_name, technique_name};

/// What `generate` makes.
#[derive(Args)]
pub struct GenerateArgs {
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
    /// Give up after this many milliseconds on one puzzle (its making,
    /// and its rating with --rate), or `none`.
    #[arg(long, default_value = "60000", value_parser = parse_millis)]
    max_millis: Millis,
}

pub fn generate(args: &GenerateArgs) -> io::Result<bool> {
    let geometry = match &args.box_shape {
        Some(geometry) => Arc::clone(geometry),
        None => Geometry::shared_for_side(args.size).unwrap_or_else(|e| bad_options("generate", e)),
    };
    let seed = args.seed.unwrap_or_else(clock_seed);
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
    let mut generator =
        Generator::new(&geometry, options, seed).unwrap_or_else(|e| bad_options("generate", e));
    // The seed of a run without --seed, once the options are known to
    // work: the run can be repeated.
    if args.seed.is_none() {
        eprintln!("pencilmark: seed {seed}");
    }
    let mut out = Output;
    let mut progress = Progress::making(args.count);
    // The header line above the puzzles, once one needs it (a box
    // shape or alphabet the reader would not guess): it holds for the
    // rest of the output.
    let mut in_force: Option<Header> = None;
    for made in 0..args.count {
        let limits = args.max_millis.limits(None);
        let generated = generator.generate_within(&limits);
        let rated = generated.and_then(|generated| match args.rate {
            true => Ok((generated.rate_within(&limits).map(Some)?, generated)),
            false => Ok((None, generated)),
        });
        let (rating, generated) = match rated {
            Ok(rated) => rated,
            Err(e) => {
                out.flush()?;
                progress.finish();
                eprintln!("pencilmark: puzzle {}: {e}", made + 1);
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
        if let Some(rating) = rating {
            write!(
                out,
                " # {} {:.1} {}",
                rating.level,
                rating.er,
                technique_name(&rating)
            )?;
        }
        writeln!(out)?;
        // Each puzzle as soon as it is made: a big board takes seconds.
        out.flush()?;
        progress.puzzle_done();
    }
    out.flush()?;
    progress.finish();
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
