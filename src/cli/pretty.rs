//! Boards for a person at a terminal: `show`, and `steps --pretty`, each
//! step's sentence over the board it acts on, coloured as the page colours
//! it: the step's cells in its family's colour (the technique table's,
//! which is the page's palette), the candidates it removes crossed out in
//! that colour, and a legend of the families at the end.

use std::io::{self, IsTerminal, Write};

use clap::ValueEnum;
use crossterm::style::{Attribute, Color, ContentStyle, Stylize};
use pencilmark::{Candidates, Family, Options, Step, Technique};

use super::answer::{error_line, BudgetArgs, Budgeted, Place, Read};
use super::board::{given_cells, on, Board, Paint};

/// When to colour: `--color`.
#[derive(Copy, Clone, PartialEq, Eq, Debug, ValueEnum)]
pub enum ColorChoice {
    /// On a terminal, unless `NO_COLOR` is set (and not empty) or the
    /// terminal is `dumb`.
    Auto,
    Always,
    Never,
}

/// How boards are drawn in a run.
pub struct Look {
    /// Colours, or none for plain text.
    colours: Option<Colours>,
    /// The most characters across, or no limit.
    columns: Option<usize>,
}

impl Look {
    /// The look `--color` and `--width` ask for; without `--width`, a
    /// terminal's width, or [`PIPE_WIDTH`] for a file or a pipe.
    pub fn new(choice: ColorChoice, width: Option<usize>) -> Look {
        let terminal = io::stdout().is_terminal();
        let env = |name| std::env::var_os(name).filter(|v| !v.is_empty());
        let colour = match choice {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                terminal && env("NO_COLOR").is_none() && env("TERM").map_or(true, |t| t != "dumb")
            }
        };
        if colour {
            // Chosen here: crossterm's own check of NO_COLOR would undo
            // an explicit --color always.
            crossterm::style::force_color_output(true);
        }
        let true_colour = env("COLORTERM").is_some_and(|c| c == "truecolor" || c == "24bit");
        let columns = width.or_else(|| match terminal {
            true => (crossterm::terminal::size().ok()).map(|(columns, _)| usize::from(columns)),
            false => Some(PIPE_WIDTH),
        });
        Look {
            colours: colour.then_some(Colours { true_colour }),
            columns,
        }
    }

    /// Whether boards are drawn in colour.
    pub fn coloured(&self) -> bool {
        self.colours.is_some()
    }

    /// What `step` is about, painted on a board of `cells` cells and
    /// `side` digits; none without colour.
    pub fn paint(&self, step: &Step, cells: usize, side: usize) -> Option<Paint> {
        (self.colours).map(|colours| paint_step(step, cells, side, colours))
    }
}

/// The most characters across a board written to a file or a pipe: room
/// for a 16x16 board's candidates; a larger board's would make lines of
/// hundreds of characters (a 64x64 solve, gigabytes), so it gets the
/// values alone unless `--width` says otherwise.
const PIPE_WIDTH: usize = 200;

/// The terminal's colours: the palette's own where the terminal takes
/// any colour (`COLORTERM` says so), else the nearest of its 256.
#[derive(Copy, Clone)]
struct Colours {
    true_colour: bool,
}

/// The page's colours of a guess and a backtrack (`npm/palette.js`), light
/// and dark.
const GUESS: [[u8; 3]; 2] = [[0xd9, 0x77, 0x06], [0xfb, 0xbf, 0x24]];
const BACKTRACK: [[u8; 3]; 2] = [[0xdc, 0x26, 0x26], [0xff, 0x5a, 0x4e]];

impl Colours {
    fn colour(self, [red, green, blue]: [u8; 3]) -> Color {
        if self.true_colour {
            return Color::Rgb {
                r: red,
                g: green,
                b: blue,
            };
        }
        // The 6x6x6 cube of the 256 colours, from 16.
        let level = |v: u8| (u16::from(v) * 5 + 127) / 255;
        let index = 16 + 36 * level(red) + 6 * level(green) + level(blue);
        Color::AnsiValue(index as u8)
    }

    /// A step's cells: white on the light colour, which holds white text.
    fn cells(self, [light, _]: [[u8; 3]; 2]) -> ContentStyle {
        on(self.colour(light), Color::White)
    }

    /// A candidate the step removes: crossed out, bold, in the dark
    /// palette's colour, which reads on a dark ground and a light one; on
    /// the step's own cells, crossed out in their colours.
    fn removed(self, [_, dark]: [[u8; 3]; 2], cell: Option<ContentStyle>) -> ContentStyle {
        let mut style = cell.unwrap_or_else(|| ContentStyle::new().with(self.colour(dark)));
        style.attributes.set(Attribute::Bold);
        style.attributes.set(Attribute::CrossedOut);
        style
    }
}

/// The light and dark colours of a family.
fn family_colours(family: Family) -> [[u8; 3]; 2] {
    [family.colour(false), family.colour(true)]
}

/// What a step is about, painted on the board before it.
fn paint_step(step: &Step, cells: usize, side: usize, colours: Colours) -> Paint {
    let mut paint = Paint::new(cells, side);
    let removals = |paint: &mut Paint, removals: &[pencilmark::Removal], pair| {
        for removal in removals {
            let cell = removal.cell.index();
            let style = colours.removed(pair, paint.cell_style(cell));
            paint.candidate(cell, removal.digit, style);
        }
    };
    match step {
        Step::Place {
            cell,
            digit,
            technique,
            removals: removed,
            ..
        } => {
            let pair = family_colours(technique.family());
            let style = colours.cells(pair);
            paint.cell(cell.index(), style);
            paint.candidate(cell.index(), *digit, underlined(style));
            removals(&mut paint, removed, pair);
        }
        Step::Eliminate {
            technique,
            removals: removed,
            cells: pattern,
            fins,
            ..
        } => {
            let pair = family_colours(technique.family());
            for cell in pattern {
                paint.cell(cell.index(), colours.cells(pair));
            }
            for fin in fins {
                paint.cell(fin.index(), underlined(colours.cells(pair)));
            }
            removals(&mut paint, removed, pair);
        }
        Step::Guess { cell, digit, .. } => {
            let style = colours.cells(GUESS);
            paint.cell(cell.index(), style);
            paint.candidate(cell.index(), *digit, underlined(style));
        }
        Step::Backtrack { emptied, .. } => {
            for cell in emptied {
                paint.cell(cell.index(), colours.cells(BACKTRACK));
            }
        }
        _ => {}
    }
    paint
}

fn underlined(mut style: ContentStyle) -> ContentStyle {
    style.attributes.set(Attribute::Underlined);
    style
}

/// `show`: a puzzle or a candidate state drawn, and a blank line after it.
/// A puzzle shows its candidates with `marks` (those its givens leave), a
/// candidate state always.
pub fn show_board(
    look: &Look,
    marks: bool,
    at: &Place,
    parsed: Read,
    out: &mut dyn Write,
) -> io::Result<bool> {
    let parsed = match parsed {
        Ok(parsed) => parsed,
        Err(e) => return error_line(at, &e, out),
    };
    let puzzle = &parsed.puzzle;
    let marks = marks || parsed.candidates.is_some();
    let state = (parsed.candidates.clone()).unwrap_or_else(|| Candidates::new(puzzle.givens()));
    let givens = given_cells(puzzle);
    let board = Board {
        geometry: puzzle.geometry(),
        alphabet: puzzle.alphabet(),
        state: &state,
        givens: &givens,
        colour: look.colours.is_some(),
    };
    board.draw(out, board.form_for(marks, look.columns), None)?;
    writeln!(out)?;
    Ok(true)
}

/// `steps --pretty`: each step's sentence, then the board it acts on
/// painted with what it is about; the last event's board as it ends; a
/// legend of the families the steps used.
pub fn pretty_steps(
    look: &Look,
    options: &Options,
    allow_multiple: bool,
    budget: &BudgetArgs,
    at: &Place,
    parsed: Read,
    out: &mut dyn Write,
) -> io::Result<bool> {
    let checked = parsed.and_then(|parsed| {
        let givens = given_cells(&parsed.puzzle);
        Ok((
            Budgeted::checked(parsed, options, allow_multiple, budget)?,
            givens,
        ))
    });
    let (mut stepped, givens) = match checked {
        Ok(checked) => checked,
        Err(e) => return error_line(at, &e, out),
    };
    let geometry = std::sync::Arc::clone(stepped.stepper().geometry());
    let alphabet = stepped.stepper().alphabet();
    let (cells, side) = (geometry.cell_count(), geometry.side());
    let mut used: Vec<Technique> = Vec::new();
    let mut guessed = false;
    loop {
        let before = stepped.stepper().candidates().clone();
        let step = match stepped.next() {
            None => break,
            Some(Ok(step)) => step,
            Some(Err(over)) => return error_line(at, &over, out),
        };
        writeln!(out, "{}", step.text())?;
        match &step {
            Step::Place { technique, .. } | Step::Eliminate { technique, .. }
                if !used.contains(technique) =>
            {
                used.push(*technique);
            }
            Step::Guess { .. } | Step::Backtrack { .. } => guessed = true,
            _ => {}
        }
        // The last event's board is the one it ends on.
        let state = match step.is_final() {
            true => stepped.stepper().candidates().clone(),
            false => before,
        };
        let board = Board {
            geometry: &geometry,
            alphabet,
            state: &state,
            givens: &givens,
            colour: look.colours.is_some(),
        };
        let painted = look.paint(&step, cells, side);
        board.draw(out, board.form_for(true, look.columns), painted.as_ref())?;
        writeln!(out)?;
    }
    if let Some(colours) = look.colours {
        legend(out, colours, &used, guessed)?;
    }
    Ok(true)
}

/// The families of the techniques used, each with its colour and its
/// techniques, in the table's order of families; a guess's and a
/// backtrack's colours when the solve guessed.
fn legend(
    out: &mut dyn Write,
    colours: Colours,
    used: &[Technique],
    guessed: bool,
) -> io::Result<()> {
    writeln!(out, "Legend:")?;
    for family in Family::ALL {
        let mut labels: Vec<&str> = Technique::ALL
            .iter()
            .filter(|t| t.family() == family && used.contains(t))
            .map(|t| t.label())
            .collect();
        if labels.is_empty() {
            continue;
        }
        labels.dedup();
        let swatch = colours.cells(family_colours(family)).apply("   ");
        writeln!(out, "{swatch} {}: {}", family.label(), labels.join(", "))?;
    }
    if guessed {
        writeln!(out, "{} Guess", colours.cells(GUESS).apply("   "))?;
        writeln!(out, "{} Backtrack", colours.cells(BACKTRACK).apply("   "))?;
    }
    let removed = colours
        .removed(family_colours(Family::Singles), None)
        .apply("5");
    writeln!(out, "{removed}   a candidate the step removes, crossed out")
}
