//! A board drawn as text: a frame with heavy box lines, the values (givens
//! bold, placed ones in blue), and, when there is room, each empty cell's
//! candidates laid out as on the page: digit d in row (d-1) / box width,
//! column (d-1) % box width of the cell. Where the candidates do not fit
//! the width, the compact form: the values alone, a cell a character.
//!
//! A [`Paint`] colours what a step is about: its cells as a whole, and
//! single candidates (those it removes). Without colour the board is plain
//! text.

use std::io::{self, Write};

use crossterm::style::{Attribute, Color, ContentStyle, Stylize};
use pencilmark::{Alphabet, Candidates, Cell, Digit, Geometry, Puzzle};

/// What a board is drawn from.
pub struct Board<'a> {
    pub geometry: &'a Geometry,
    pub alphabet: Alphabet,
    pub state: &'a Candidates,
    /// Which cells are givens, row-major.
    pub givens: &'a [bool],
    /// Whether to draw in colour (and bold): else plain text.
    pub colour: bool,
}

/// The colours of one step, by cell and by candidate.
pub struct Paint {
    side: usize,
    cells: Vec<Option<ContentStyle>>,
    candidates: Vec<Option<ContentStyle>>,
}

impl Paint {
    /// No colour yet, on a board of `cells` cells and `side` digits.
    pub fn new(cells: usize, side: usize) -> Paint {
        Paint {
            side,
            cells: vec![None; cells],
            candidates: vec![None; cells * side],
        }
    }

    /// Draws a whole cell in `style`.
    pub fn cell(&mut self, cell: usize, style: ContentStyle) {
        self.cells[cell] = Some(style);
    }

    /// Draws one candidate (or the value it is) in `style`.
    pub fn candidate(&mut self, cell: usize, digit: Digit, style: ContentStyle) {
        self.candidates[cell * self.side + usize::from(digit.get()) - 1] = Some(style);
    }

    /// The style a whole cell is drawn in, if it has one.
    pub fn cell_style(&self, cell: usize) -> Option<ContentStyle> {
        self.cells[cell]
    }

    fn of_candidate(&self, cell: usize, digit: Digit) -> Option<ContentStyle> {
        self.candidates[cell * self.side + usize::from(digit.get()) - 1]
    }
}

/// Spaces enough for any cell: a 64x64 board's, with two characters a
/// symbol and eight across, is 25 wide.
const SPACES: &str = "                                                                ";

/// How a line between two cells is drawn: not at all, light (between the
/// cells of a box) or heavy (between boxes).
#[derive(Copy, Clone, PartialEq)]
enum Weight {
    None,
    Light,
    Heavy,
}

/// The form a board takes.
#[derive(Copy, Clone, PartialEq, Debug)]
pub enum Form {
    /// Each cell a block with its candidates.
    Marks,
    /// A character (a symbol) per cell.
    Compact,
}

impl Board<'_> {
    /// The widest symbol of the board's digits, in characters.
    fn symbol_width(&self) -> usize {
        let symbols = self.alphabet.symbols(self.geometry.side());
        symbols.iter().map(|s| s.chars().count()).max().unwrap_or(1)
    }

    /// Characters across a cell of the form, inside its lines.
    fn cell_width(&self, form: Form) -> usize {
        let symbol = self.symbol_width();
        match form {
            Form::Marks => self.geometry.box_width() * (symbol + 1) + 1,
            Form::Compact => symbol + 1,
        }
    }

    /// Characters across the board in the form.
    pub fn width(&self, form: Form) -> usize {
        let side = self.geometry.side();
        let cells = side * self.cell_width(form);
        match form {
            Form::Marks => cells + side + 1,
            // A box line and the space before it per box, and the frame.
            Form::Compact => cells + 2 * (side / self.geometry.box_width()) + 1,
        }
    }

    /// Lines down the board in the form.
    pub fn height(&self, form: Form) -> usize {
        let (side, box_height) = (self.geometry.side(), self.geometry.box_height());
        match form {
            Form::Marks => side * box_height + side + 1,
            Form::Compact => side + side / box_height + 1,
        }
    }

    /// The form that fits in `columns` characters: the candidates when they
    /// fit (and `marks` asks for them), else the values alone.
    pub fn form_for(&self, marks: bool, columns: Option<usize>) -> Form {
        let fits = columns.map_or(true, |columns| self.width(Form::Marks) <= columns);
        match marks && fits {
            true => Form::Marks,
            false => Form::Compact,
        }
    }

    /// The line between columns `col - 1` and `col` (0 and `side`: the
    /// frame).
    fn col_weight(&self, form: Form, col: usize) -> Weight {
        weight(form, col, self.geometry.box_width())
    }

    /// The line between rows `row - 1` and `row`.
    fn row_weight(&self, form: Form, row: usize) -> Weight {
        weight(form, row, self.geometry.box_height())
    }

    /// Draws the board in `form`, coloured by `paint` when there is one,
    /// in one write: the pieces of a big board number thousands.
    pub fn draw(&self, out: &mut dyn Write, form: Form, paint: Option<&Paint>) -> io::Result<()> {
        let mut text = Vec::new();
        self.draw_into(&mut text, form, paint)?;
        out.write_all(&text)
    }

    fn draw_into(&self, out: &mut dyn Write, form: Form, paint: Option<&Paint>) -> io::Result<()> {
        let side = self.geometry.side();
        let width = self.symbol_width();
        // Each digit's symbol, right-aligned to the widest, made once.
        let symbols: Vec<String> = (self.alphabet.symbols(side).iter())
            .map(|symbol| format!("{symbol:>width$}"))
            .collect();
        let lines_per_row = match form {
            Form::Marks => self.geometry.box_height(),
            Form::Compact => 1,
        };
        for row in 0..side {
            if self.row_weight(form, row) != Weight::None {
                self.rule(out, form, row)?;
            }
            for line in 0..lines_per_row {
                self.cells_line(out, form, paint, &symbols, row, line)?;
            }
        }
        self.rule(out, form, side)
    }

    /// The horizontal line above row `row` (`side`: the frame's bottom).
    fn rule(&self, out: &mut dyn Write, form: Form, row: usize) -> io::Result<()> {
        let side = self.geometry.side();
        let across = self.row_weight(form, row);
        let (first, last) = (row == 0, row == side);
        let mut text = String::new();
        for col in 0..=side {
            let down = self.col_weight(form, col);
            if form == Form::Compact && down != Weight::None && col > 0 {
                text.push(horizontal(across));
            }
            if form == Form::Marks || down != Weight::None {
                text.push(junction(first, last, col == 0, col == side, across, down));
            }
            if col < side {
                let width = self.cell_width(form);
                text.extend(std::iter::repeat(horizontal(across)).take(width));
            }
        }
        writeln!(out, "{text}")
    }

    /// Line `line` of the cells of row `row`.
    fn cells_line(
        &self,
        out: &mut dyn Write,
        form: Form,
        paint: Option<&Paint>,
        symbols: &[String],
        row: usize,
        line: usize,
    ) -> io::Result<()> {
        let side = self.geometry.side();
        for col in 0..=side {
            let weight = self.col_weight(form, col);
            if form == Form::Compact && weight != Weight::None && col > 0 {
                write!(out, " ")?;
            }
            match weight {
                Weight::None => {}
                Weight::Light => write!(out, "│")?,
                Weight::Heavy => write!(out, "┃")?,
            }
            if col < side {
                let cell = self.geometry.cell_at(row, col);
                self.cell_line(out, form, paint, symbols, cell, line)?;
            }
        }
        writeln!(out)
    }

    /// Line `line` of one cell.
    fn cell_line(
        &self,
        out: &mut dyn Write,
        form: Form,
        paint: Option<&Paint>,
        symbols: &[String],
        at: Cell,
        line: usize,
    ) -> io::Result<()> {
        let width = symbols[0].len();
        let cell = at.index();
        let whole = paint.and_then(|p| p.cell_style(cell));
        let plain = whole.unwrap_or_default();
        let symbol = |digit: Digit| symbols[usize::from(digit.get()) - 1].as_str();
        let colour = self.colour;
        let piece = |out: &mut dyn Write, text: &str, style: ContentStyle| match colour {
            true => write!(out, "{}", style.apply(text)),
            false => out.write_all(text.as_bytes()),
        };
        let spaces = |n: usize| &SPACES[..n];
        if let Some(value) = self.state.value(at) {
            let style = paint.and_then(|p| p.of_candidate(cell, value));
            let mut style = style.unwrap_or(plain);
            match self.givens[cell] {
                true => style.attributes.set(Attribute::Bold),
                false if style.foreground_color.is_none() => {
                    style.foreground_color = Some(Color::Blue);
                }
                false => {}
            }
            let inner = self.cell_width(form);
            // The value on the middle line, centred.
            let (left, shown) = match form {
                Form::Compact => (1, true),
                Form::Marks => ((inner - width) / 2, line == self.geometry.box_height() / 2),
            };
            if !shown {
                return piece(out, spaces(inner), plain);
            }
            piece(out, spaces(left), plain)?;
            piece(out, symbol(value), style)?;
            return piece(out, spaces(inner - left - width), plain);
        }
        let candidates = self.state.get(at);
        match form {
            Form::Compact => {
                // An empty cell: a dot, or the colour of a candidate it loses.
                let lost = candidates
                    .iter()
                    .find_map(|d| paint.and_then(|p| p.of_candidate(cell, d)));
                piece(out, " ", plain)?;
                piece(out, spaces(width - 1), lost.unwrap_or(plain))?;
                piece(out, ".", lost.unwrap_or(plain))
            }
            Form::Marks => {
                let across = self.geometry.box_width();
                for slot in 0..across {
                    piece(out, " ", plain)?;
                    let digit = Digit::new((line * across + slot + 1) as u8);
                    match digit.filter(|&d| candidates.contains(d)) {
                        Some(digit) => {
                            let style = paint.and_then(|p| p.of_candidate(cell, digit));
                            piece(out, symbol(digit), style.unwrap_or(plain))?;
                        }
                        None => piece(out, spaces(width), plain)?,
                    }
                }
                piece(out, " ", plain)
            }
        }
    }
}

/// The line before line `at` of cells (a row or a column) in boxes `size`
/// lines long: heavy between boxes and at the frame (0 is a box's first
/// line, as is the side).
fn weight(form: Form, at: usize, size: usize) -> Weight {
    match (at % size, form) {
        (0, _) => Weight::Heavy,
        (_, Form::Marks) => Weight::Light,
        (_, Form::Compact) => Weight::None,
    }
}

/// Which cells of a puzzle are givens, row-major.
pub fn given_cells(puzzle: &Puzzle) -> Vec<bool> {
    (puzzle.givens().values().iter())
        .map(Option::is_some)
        .collect()
}

/// A horizontal line of the weight, or a space.
fn horizontal(weight: Weight) -> char {
    match weight {
        Weight::None => ' ',
        Weight::Light => '─',
        Weight::Heavy => '━',
    }
}

/// Where a horizontal line of weight `across` meets a vertical one of
/// weight `down`; on the frame's edges (`top`, `bottom`, `left`, `right`)
/// the frame is heavy.
fn junction(
    top: bool,
    bottom: bool,
    left: bool,
    right: bool,
    across: Weight,
    down: Weight,
) -> char {
    use Weight::{Heavy, Light, None};
    match (top, bottom, left, right) {
        (true, _, true, _) => '┏',
        (true, _, _, true) => '┓',
        (_, true, true, _) => '┗',
        (_, true, _, true) => '┛',
        (true, ..) => match down {
            None => '━',
            Light => '┯',
            Heavy => '┳',
        },
        (_, true, ..) => match down {
            None => '━',
            Light => '┷',
            Heavy => '┻',
        },
        (_, _, true, _) => match across {
            None => '┃',
            Light => '┠',
            Heavy => '┣',
        },
        (_, _, _, true) => match across {
            None => '┃',
            Light => '┨',
            Heavy => '┫',
        },
        _ => match (down, across) {
            (None, None) => ' ',
            (None, Light) => '─',
            (None, Heavy) => '━',
            (Light, None) => '│',
            (Heavy, None) => '┃',
            (Light, Light) => '┼',
            (Heavy, Heavy) => '╋',
            (Light, Heavy) => '┿',
            (Heavy, Light) => '╂',
        },
    }
}

/// A style: `foreground` text, bold, on `background`.
pub fn on(background: Color, foreground: Color) -> ContentStyle {
    let mut style = ContentStyle::new().with(foreground).on(background);
    style.attributes.set(Attribute::Bold);
    style
}
