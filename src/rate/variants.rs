//! Steps in the form Sudoku Explainer takes them, where they differ from
//! pencilmark's own techniques: SE has three strong links below the
//! X-chain, its wings are an almost locked set and a bivalue cell, its
//! chains have no grouped nodes, and it has forcing chains below the ones
//! that follow singles (8.5). The rating solve takes these in place of
//! pencilmark's techniques, or before them, each at its easiest instance:
//!
//! - **ThreeLinks** (5.4 to 5.7): an X-chain of exactly three strong
//!   links, some of them groups or empty rectangles.
//! - **Wxyz** and **Vwxyz** (5.5 to 5.6, 6.2 to 6.4): an almost locked set
//!   in one house and a bivalue cell.
//! - **Ape** (6.2): aligned pair exclusion ruled by bivalue cells only.
//! - **Forcing** (6.5 to 7.0): SE's rule of chains and loops over single
//!   candidates: its X- and Y-cycles and loops of several digits, its
//!   forcing X-chains and forcing chains (a candidate leads to its own
//!   negation, `unary.rs`), the one worth least.
//! - **Nishio** (7.5): a candidate assumed true, or false, and followed
//!   through its own digit only (a digit placed leaves its peers; a house
//!   left with one place fills it) to a contradiction. pencilmark calls it
//!   a digit forcing chain that breaks.
//! - **Multiple** (8.0): the cell forcing chains (cells of three
//!   candidates or more) and unit forcing chains whose branches follow
//!   only the links the state already has (a cell of two candidates, a
//!   house with two places for a digit), to a conclusion they share.
//! - **Dynamic** (8.5): SE's dynamic forcing chains, whose branches follow
//!   singles in their own state (as pencilmark's cell, unit and digit
//!   forcing chains do): a candidate true, or false, that breaks; a
//!   candidate true and false that lead to the same fact (in a cell of
//!   three candidates or more: in one of two, that is the cell's chain);
//!   every place of a digit in a house; every candidate of a cell.
//!
//! A forcing chain's complexity, for the bonus for length, counts what
//! each chain rests on as SE does ([`Branch::weight`]), and the easiest
//! instance is the one of least complexity; a loop's or a chain's is its
//! links.

use super::{patterns, unary};
use crate::candidates::Candidates;
use crate::digits::Digit;
use crate::geometry::{Cell, Geometry, House};
use crate::solve::forcing::{self, contradiction_links, removals_of, Branch, Fact, Follow};
use crate::solve::{Elimination, Technique};

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum Variant {
    ThreeLinks,
    Wxyz,
    Vwxyz,
    Ape,
    Forcing,
    Nishio,
    Multiple,
    Dynamic,
}

/// A step of a [`Variant`], as a step of `technique`, and its complexity.
pub(super) struct Found {
    pub technique: Technique,
    pub step: Elimination,
    pub complexity: usize,
}

impl Variant {
    /// Easiest first.
    pub const ALL: [Variant; 8] = [
        Variant::ThreeLinks,
        Variant::Wxyz,
        Variant::Vwxyz,
        Variant::Ape,
        Variant::Forcing,
        Variant::Nishio,
        Variant::Multiple,
        Variant::Dynamic,
    ];

    /// The techniques it stands in for.
    pub fn replaces(self) -> &'static [Technique] {
        match self {
            Variant::Wxyz => &[Technique::WxyzWing],
            Variant::Vwxyz => &[Technique::VwxyzWing],
            Variant::Ape => &[Technique::AlignedPairExclusion],
            // SE finds these only as its forcing chains and loops.
            Variant::Forcing => &[
                Technique::XCycle,
                Technique::RemotePairs,
                Technique::XChain,
                Technique::XyChain,
                Technique::ContinuousNiceLoop,
                Technique::Aic,
            ],
            // SE's dynamic chains are these, taken at their least worth
            // (the dynamic nets of the same value stay, after them).
            Variant::Dynamic => &[
                Technique::CellForcingChain,
                Technique::UnitForcingChain,
                Technique::DigitForcingChain,
            ],
            Variant::ThreeLinks | Variant::Nishio | Variant::Multiple => &[],
        }
    }

    /// Whether the rating takes it only with the forcing chains.
    pub fn is_trial(self) -> bool {
        matches!(self, Variant::Nishio | Variant::Multiple | Variant::Dynamic)
    }

    /// The base difficulty, in tenths: the least a step of it is worth.
    pub fn tenths(self) -> u32 {
        match self {
            Variant::ThreeLinks => 54,
            Variant::Wxyz => 55,
            Variant::Vwxyz | Variant::Ape => 62,
            Variant::Forcing => unary::CYCLE,
            Variant::Nishio => 75,
            Variant::Multiple => 80,
            Variant::Dynamic => 85,
        }
    }

    /// What a step of it is worth, in tenths: the base, and SE's bonus
    /// for length for the forcing chains; the wings, the three links and
    /// SE's chains carry their own worth in their complexity.
    pub fn worth(self, found: &Found) -> u32 {
        match self {
            Variant::ThreeLinks
            | Variant::Wxyz
            | Variant::Vwxyz
            | Variant::Ape
            | Variant::Forcing => self.tenths() + found.complexity as u32,
            _ => self.tenths() + super::length_bonus(found.complexity),
        }
    }

    /// The instance of least complexity in `state`, if any.
    pub fn find(self, geometry: &Geometry, state: &Candidates) -> Option<Found> {
        match self {
            Variant::Forcing => unary::forcing_chains(geometry, state),
            Variant::ThreeLinks => patterns::three_links(geometry, state),
            Variant::Wxyz => patterns::se_wing(geometry, state, 4),
            Variant::Vwxyz => patterns::se_wing(geometry, state, 5),
            Variant::Ape => patterns::aligned_pair(geometry, state),
            Variant::Nishio => nishio(geometry, state),
            Variant::Multiple => multiple(geometry, state),
            Variant::Dynamic => dynamic(geometry, state),
        }
    }
}

/// Keeps the lighter of `best` and a step of `complexity`, made only if
/// it is lighter.
fn keep(best: &mut Option<Found>, complexity: usize, make: impl FnOnce() -> Found) {
    if best.as_ref().map_or(true, |b| complexity < b.complexity) {
        *best = Some(make());
    }
}

/// Keeps the step of a `branch` that breaks (its assumption is false),
/// if lighter than `best`.
fn keep_broken(best: &mut Option<Found>, geometry: &Geometry, state: &Candidates, branch: &Branch) {
    let Some(complexity) = branch.contradiction_weight(geometry, state) else {
        return;
    };
    keep(best, complexity, || {
        let assumption = branch.facts[0];
        let holds = Fact {
            on: !assumption.on,
            ..assumption
        };
        let on = Fact {
            on: true,
            ..assumption
        };
        let chains = vec![contradiction_links(branch)];
        Found {
            technique: Technique::DigitForcingChain,
            step: forcing::pattern(&[on], chains, removals_of(state, holds)),
            complexity,
        }
    });
}

fn nishio(geometry: &Geometry, state: &Candidates) -> Option<Found> {
    let mut best = None;
    let open = (geometry.cells()).filter(|&c| state.value(c).is_none() && state.get(c).len() >= 2);
    let digits = |cell| state.get(cell).iter().collect::<Vec<Digit>>();
    for on in open.flat_map(|cell| trues(&[cell], &digits(cell))) {
        for assumption in [on, Fact { on: false, ..on }] {
            let branch = Branch::follow_by(geometry, state, assumption, Follow::OneDigit);
            keep_broken(&mut best, geometry, state, &branch);
        }
    }
    best
}

/// The branches of every candidate of a state, true and false, followed
/// one way, each made when first asked for.
struct Branches<'a> {
    geometry: &'a Geometry,
    state: &'a Candidates,
    follow: Follow,
    made: Vec<Option<Branch>>,
}

impl<'a> Branches<'a> {
    fn new(geometry: &'a Geometry, state: &'a Candidates, follow: Follow) -> Branches<'a> {
        let slots = 2 * geometry.cell_count() * geometry.side();
        Branches {
            geometry,
            state,
            follow,
            made: (0..slots).map(|_| None).collect(),
        }
    }

    fn slot(&self, fact: Fact) -> usize {
        let candidate =
            fact.cell.index() * self.geometry.side() + usize::from(fact.digit.get()) - 1;
        2 * candidate + usize::from(fact.on)
    }

    /// Makes the branch of each assumption.
    fn make(&mut self, assumptions: &[Fact]) {
        for &fact in assumptions {
            self.branch(fact);
        }
    }

    fn get(&self, fact: Fact) -> Option<&Branch> {
        self.made[self.slot(fact)].as_ref()
    }

    /// The branch of `fact`, made if need be.
    fn branch(&mut self, fact: Fact) -> &Branch {
        let slot = self.slot(fact);
        let (geometry, state, follow) = (self.geometry, self.state, self.follow);
        self.made[slot].get_or_insert_with(|| Branch::follow_by(geometry, state, fact, follow))
    }

    /// The lightest conclusion every branch of `assumptions` reaches (none
    /// about the assumptions' own candidates), with the chains to it.
    fn conclude(&mut self, assumptions: &[Fact]) -> Option<(usize, Fact)> {
        self.make(assumptions);
        let (geometry, state) = (self.geometry, self.state);
        let side = geometry.side();
        let branches: Vec<&Branch> = (assumptions.iter()).filter_map(|&a| self.get(a)).collect();
        let (first, rest) = branches.split_first()?;
        let assumed =
            |fact: Fact| (assumptions.iter()).any(|a| (a.cell, a.digit) == (fact.cell, fact.digit));
        let mut best: Option<(usize, Fact)> = None;
        for &fact in first.facts.iter().skip(1) {
            if assumed(fact) || !rest.iter().all(|b| b.has(side, fact)) {
                continue;
            }
            if removals_of(state, fact).is_empty() {
                continue;
            }
            let complexity: usize = (branches.iter())
                .filter_map(|b| Some(b.weight(geometry, state, b.position(side, fact)?)))
                .sum();
            if best.map_or(true, |(c, _)| complexity < c) {
                best = Some((complexity, fact));
            }
        }
        best
    }

    /// Keeps the step of `technique` (in `house`, if any) that every
    /// branch of `assumptions` concludes, if lighter than `best`.
    fn keep(
        &mut self,
        best: &mut Option<Found>,
        assumptions: &[Fact],
        technique: Technique,
        house: Option<House>,
    ) {
        if let Some((complexity, fact)) = self.conclude(assumptions) {
            keep(best, complexity, || {
                let mut step = self.step(assumptions, fact);
                step.houses = house.into_iter().collect();
                Found {
                    technique,
                    step,
                    complexity,
                }
            });
        }
    }

    /// [`Branches::keep`] of every candidate of `cell`: a cell forcing
    /// chain.
    fn keep_cell(&mut self, best: &mut Option<Found>, cell: Cell) {
        let digits: Vec<Digit> = self.state.get(cell).iter().collect();
        let assumptions = trues(&[cell], &digits);
        self.keep(best, &assumptions, Technique::CellForcingChain, None);
    }

    /// [`Branches::keep`] of every place of `digit` in `house`: a unit
    /// forcing chain.
    fn keep_unit(&mut self, best: &mut Option<Found>, house: House, places: &[Cell], digit: Digit) {
        let assumptions = trues(places, &[digit]);
        self.keep(best, &assumptions, Technique::UnitForcingChain, Some(house));
    }

    /// The step that concludes `fact` from `assumptions`.
    fn step(&self, assumptions: &[Fact], fact: Fact) -> Elimination {
        let side = self.geometry.side();
        let chains = (assumptions.iter())
            .filter_map(|&a| self.get(a))
            .map(|b| b.links_to_fact(side, fact))
            .collect();
        forcing::pattern(assumptions, chains, removals_of(self.state, fact))
    }
}

/// The cells of `cells` without a value that may hold `digit`.
fn places(state: &Candidates, cells: &[Cell], digit: Digit) -> Vec<Cell> {
    (cells.iter().copied())
        .filter(|&c| state.value(c).is_none() && state.get(c).contains(digit))
        .collect()
}

/// Each of `digits` true in each of `cells`.
fn trues(cells: &[Cell], digits: &[Digit]) -> Vec<Fact> {
    let mut facts = Vec::new();
    for &cell in cells {
        for &digit in digits {
            facts.push(Fact {
                cell,
                digit,
                on: true,
            });
        }
    }
    facts
}

fn multiple(geometry: &Geometry, state: &Candidates) -> Option<Found> {
    let mut branches = Branches::new(geometry, state, Follow::Static);
    let mut best = None;
    for cell in geometry.cells() {
        let set = state.get(cell);
        if state.value(cell).is_some() || set.len() < 3 {
            continue;
        }
        branches.keep_cell(&mut best, cell);
    }
    for house in geometry.houses() {
        let cells = geometry.house_cells(house);
        for digit in (1..=geometry.side() as u8).filter_map(Digit::new) {
            let places = places(state, cells, digit);
            if places.len() < 2 || cells.iter().any(|&c| state.value(c) == Some(digit)) {
                continue;
            }
            branches.keep_unit(&mut best, house, &places, digit);
        }
    }
    best
}

/// SE's dynamic forcing chains, in the order SE meets them (cell by
/// cell; in each, digit by digit the candidate's contradictions, its
/// double implications and the units it starts; then the cell's chains),
/// the lightest kept.
fn dynamic(geometry: &Geometry, state: &Candidates) -> Option<Found> {
    let mut branches = Branches::new(geometry, state, Follow::Singles);
    let mut best = None;
    for cell in geometry.cells() {
        let set = state.get(cell);
        if state.value(cell).is_some() || set.len() < 2 {
            continue;
        }
        for digit in set {
            let on = Fact {
                cell,
                digit,
                on: true,
            };
            for assumption in [on, Fact { on: false, ..on }] {
                keep_broken(&mut best, geometry, state, branches.branch(assumption));
            }
            if set.len() >= 3 {
                let both = [on, Fact { on: false, ..on }];
                branches.keep(&mut best, &both, Technique::DigitForcingChain, None);
            }
            for &house in geometry.houses_of(cell) {
                let places = places(state, geometry.house_cells(house), digit);
                // Each unit once, from its first place.
                if places.len() >= 2 && places[0] == cell {
                    branches.keep_unit(&mut best, house, &places, digit);
                }
            }
        }
        branches.keep_cell(&mut best, cell);
    }
    best
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::super::{rate, rating_solve, Scale};
    use super::*;
    use crate::grid::{Grid, Puzzle};
    use crate::search::solve_first;

    /// Sudoku Explainer rates it 7.8, a Nishio forcing chain (line 1040 of
    /// the shared calibration set).
    const NISHIO: &str =
        ".7....6...8.3..........62.3...........1...39.....954.22...5..8.51.4.....6....7...";
    /// SE rates it 8.3, cell forcing chains (line 1025).
    const MULTIPLE: &str =
        "..2......8.13..6.......7..4.1.9..........48.......6.75.24.9.3...6.........9.5...8";
    /// SE rates it 8.8, dynamic cell forcing chains (line 651).
    const DYNAMIC: &str =
        ".5.3.7.4.1.........3.......5.8.3.61....8..5.9.6..1........4...6...6927....2...9..";

    /// SE rates it 5.4, three strong links in rows (line 417).
    const THREE_LINKS: &str =
        "................12..3.45...........6..7..48...39...........84..2..1.....61.......";
    /// SE rates it 6.8, a Y-cycle (line 273).
    const Y_CYCLE: &str =
        "................12..3.45...........6...2...7...4..75......5.3...1.......72......8";
    /// SE rates it 7.2, a forcing chain (line 171).
    const FORCING: &str =
        "................12..3.45...........6.....7....8.1.2.......9..8.2.7.6....6.....4..";
    /// SE rates it 5.5, a WXYZ-Wing (line 331).
    const WXYZ: &str =
        "................12..3.45...........6...7..3...2.1........2.......6...4...8.9.1..7";
    /// SE rates it 6.3, a VWXYZ-Wing (line 1039).
    const VWXYZ: &str =
        "1.2....97...4.....9....13.....2....8.3.84...27....5.......5...........1.4876.....";

    /// Where the rating solve stalls with the steps below `tenths`, and
    /// the solution.
    fn below(puzzle: &str, tenths: u32) -> (Arc<Geometry>, Candidates, Grid) {
        let puzzle: Puzzle = puzzle.parse().unwrap();
        let scale = Scale::Explainer { trials: true };
        let (_, state) = rating_solve(
            &puzzle,
            Candidates::new(puzzle.givens()),
            scale,
            tenths - 1,
            None,
            &mut || false,
        )
        .unwrap();
        assert!(state.empty_cells() > 0);
        let solution = solve_first(&puzzle).unwrap();
        (Arc::clone(puzzle.geometry()), state, solution)
    }

    fn sound(found: &Found, solution: &Grid) {
        assert!(!found.step.removals.is_empty());
        for r in &found.step.removals {
            assert_ne!(solution.get(r.cell), Some(r.digit), "{r:?}");
        }
    }

    /// A forcing chain's complexity counts at least its links.
    fn weighed(found: &Found) {
        assert!(
            found.complexity >= found.step.links.len(),
            "{}",
            found.complexity
        );
    }

    #[test]
    fn nishio_follows_one_digit_to_a_contradiction() {
        let (g, state, solution) = below(NISHIO, 75);
        let found = Variant::Nishio.find(&g, &state).unwrap();
        sound(&found, &solution);
        weighed(&found);
        assert_eq!(found.technique, Technique::DigitForcingChain);
        let digit = found.step.digits[0];
        for link in &found.step.links {
            assert_eq!((link.from.digit, link.to.digit), (digit, digit));
        }
        let narrator = crate::step::Narrator {
            geometry: &g,
            alphabet: crate::alphabet::Alphabet::Standard,
        };
        let text = found.technique.describe(&found.step, &narrator);
        assert!(text.contains("leads to a contradiction"), "{text}");
    }

    #[test]
    fn multiple_chains_follow_only_the_links_the_state_has() {
        let (g, state, solution) = below(MULTIPLE, 80);
        let found = Variant::Multiple.find(&g, &state).unwrap();
        sound(&found, &solution);
        weighed(&found);
        for link in found.step.links.iter().filter(|l| l.strong) {
            assert!(strong_in(&g, &state, link), "{link:?}");
        }
    }

    #[test]
    fn dynamic_chains_follow_the_singles_of_their_own_state() {
        let (g, state, solution) = below(DYNAMIC, 85);
        assert!(Variant::Multiple.find(&g, &state).is_none());
        let found = Variant::Dynamic.find(&g, &state).unwrap();
        sound(&found, &solution);
        weighed(&found);
        // Some strong link is a single the branch made, not one of the
        // state's own links.
        let links = &found.step.links;
        assert!(links.iter().any(|l| l.strong && !strong_in(&g, &state, l)));
    }

    #[test]
    fn a_static_branch_notes_no_contradiction() {
        let (g, state, solution) = below(MULTIPLE, 80);
        for cell in g.cells().filter(|&c| state.get(c).len() == 2) {
            for digit in state.get(cell) {
                let fact = Fact {
                    cell,
                    digit,
                    on: true,
                };
                let branch = Branch::follow_by(&g, &state, fact, Follow::Static);
                assert_eq!(branch.contradiction, None);
                if solution.get(cell) == Some(digit) {
                    // What the true candidate forces is the solution.
                    for f in &branch.facts {
                        assert_eq!(solution.get(f.cell) == Some(f.digit), f.on, "{f:?}");
                    }
                }
            }
        }
    }

    /// Whether `link` is strong in `state`: a cell of two candidates, or
    /// a digit's two places in a house.
    fn strong_in(g: &Geometry, state: &Candidates, link: &crate::step::Link) -> bool {
        let (from, to) = (link.from.cell, link.to.cell);
        if from == to {
            return state.get(from).len() == 2;
        }
        let digit = link.from.digit;
        (g.houses_of(from).iter())
            .filter(|&&h| g.house_cells(h).contains(&to))
            .any(|&h| {
                let cells = g.house_cells(h).iter();
                cells.filter(|&&c| state.get(c).contains(digit)).count() == 2
            })
    }

    #[test]
    fn a_candidate_that_leads_to_its_own_negation_goes() {
        let (g, state, solution) = below(FORCING, 65);
        let found = Variant::Forcing.find(&g, &state).unwrap();
        sound(&found, &solution);
        assert_eq!(found.technique, Technique::Aic);
        // SE's forcing chain takes out only the candidate it starts from,
        // which sees both ends of a single-candidate AIC.
        let [removed] = found.step.removals[..] else {
            panic!("{:?}", found.step.removals);
        };
        let links = &found.step.links;
        assert!(links.iter().all(|l| l.from.group.is_empty()));
        for (i, link) in links.iter().enumerate() {
            assert_eq!(link.strong, i % 2 == 0, "{link:?}");
            assert!(!link.strong || strong_in(&g, &state, link), "{link:?}");
        }
        let (first, last) = (&links[0].from, &links[links.len() - 1].to);
        for end in [first, last] {
            let sees = if end.cell == removed.cell {
                end.digit != removed.digit
            } else {
                end.digit == removed.digit && g.peers(removed.cell).contains(&end.cell)
            };
            assert!(sees, "{end:?} {removed:?}");
        }
        // From the candidate back to its negation: two facts more than
        // the AIC's nodes.
        let worth = 70 + super::super::length_bonus(links.len() + 3);
        assert_eq!(Variant::Forcing.worth(&found), worth);
    }

    #[test]
    fn a_loop_of_bivalue_cells_is_se_s_y_cycle() {
        let (g, state, solution) = below(Y_CYCLE, 65);
        let found = Variant::Forcing.find(&g, &state).unwrap();
        sound(&found, &solution);
        assert_eq!(found.technique, Technique::ContinuousNiceLoop);
        let links = &found.step.links;
        for link in links.iter().filter(|l| l.strong) {
            assert_eq!(link.from.cell, link.to.cell);
            assert_eq!(state.get(link.from.cell).len(), 2);
        }
        let worth = 65 + super::super::length_bonus(links.len());
        assert_eq!(Variant::Forcing.worth(&found), worth);
    }

    #[test]
    fn three_strong_links_make_one_digit_s_chain() {
        let (g, state, solution) = below(THREE_LINKS, 54);
        let found = Variant::ThreeLinks.find(&g, &state).unwrap();
        sound(&found, &solution);
        assert_eq!(found.technique, Technique::XChain);
        let strong: Vec<bool> = found.step.links.iter().map(|l| l.strong).collect();
        assert_eq!(strong, [true, false, true, false, true]);
        // All three in rows, or all in columns: 5.4.
        assert_eq!(Variant::ThreeLinks.worth(&found), 54);
        let digit = found.step.digits[0];
        for link in &found.step.links {
            assert_eq!((link.from.digit, link.to.digit), (digit, digit));
            if link.strong {
                let places = |h: &crate::geometry::House| {
                    let cells = g.house_cells(*h).iter();
                    cells.filter(|&&c| state.get(c).contains(digit)).count()
                };
                let (a, b) = (link.from.cell, link.to.cell);
                let shared = g
                    .houses_of(a)
                    .iter()
                    .filter(|h| g.house_cells(**h).contains(&b));
                assert!(shared.map(places).any(|n| n == 2), "{link:?}");
            }
        }
    }

    #[test]
    fn se_s_wings_are_a_set_in_one_house_and_a_bivalue_cell() {
        for (puzzle, variant, size, worth) in
            [(WXYZ, Variant::Wxyz, 4, 55), (VWXYZ, Variant::Vwxyz, 5, 63)]
        {
            let (g, state, solution) = below(puzzle, variant.tenths());
            let found = variant.find(&g, &state).unwrap();
            sound(&found, &solution);
            let cells = &found.step.cells;
            assert_eq!(cells.len(), size);
            let bivalue = cells.iter().filter(|&&c| state.get(c).len() == 2).count();
            assert!(bivalue >= 1);
            // All but one cell in one house.
            let in_one = g.houses().any(|h| {
                let here = cells
                    .iter()
                    .filter(|c| g.house_cells(h).contains(c))
                    .count();
                here == size - 1
            });
            assert!(in_one, "{cells:?}");
            assert_eq!(variant.worth(&found), worth);
        }
    }

    #[test]
    fn se_s_aligned_pair_exclusion_is_ruled_by_bivalue_cells() {
        // r1c1 {1,2} and r1c2 {1,3} share row 1; r2c3 {1,3} and r3c3
        // {4,5} see both. If r1c1 were 1, r1c2 would be 3, and r2c3 empty.
        let rest = "* ".repeat(6);
        let text = format!(
            "12 13 * {rest}\n* * 13 {rest}\n* * 45 {rest}\n{}",
            "* ".repeat(54)
        );
        let (g, state) = crate::solve::tests::candidate_grid(9, &text);
        let found = Variant::Ape.find(&g, &state).unwrap();
        assert_eq!(crate::solve::tests::removals(&g, &found.step), ["r1c1<>1"]);
        assert_eq!(Variant::Ape.worth(&found), 62);
    }

    #[test]
    fn ratings_reach_se_s_own_steps() {
        for (line, er, technique) in [
            (THREE_LINKS, 5.4, Technique::XChain),
            (WXYZ, 5.5, Technique::WxyzWing),
            (VWXYZ, 6.3, Technique::VwxyzWing),
            (Y_CYCLE, 6.8, Technique::ContinuousNiceLoop),
            (FORCING, 7.2, Technique::Aic),
            (NISHIO, 7.8, Technique::DigitForcingChain),
            (MULTIPLE, 8.3, Technique::CellForcingChain),
            (DYNAMIC, 8.8, Technique::CellForcingChain),
        ] {
            let rating = rate(&line.parse().unwrap()).unwrap();
            assert_eq!(
                (rating.er, rating.technique),
                (er, Some(technique)),
                "{line}"
            );
        }
    }
}
