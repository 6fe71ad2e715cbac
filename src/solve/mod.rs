//! Solving: the techniques, and the step iterator that applies them and
//! guesses when they are stuck.

mod aic;
mod aligned_pair_exclusion;
mod als;
mod als_aic;
mod als_chain;
mod als_xy_wing;
mod als_xz;
mod avoidable_rectangle;
mod bug_plus_one;
mod bug_type_2;
mod bug_type_3;
mod bug_type_4;
mod cell_forcing_chain;
pub(crate) mod chains;
mod claiming;
mod combinations;
mod death_blossom;
mod deducer;
mod digit_forcing_chain;
mod empty_rectangle;
mod fact_index;
mod finned_fish;
mod fish;
pub(crate) mod forcing;
mod forcing_net;
mod franken_fish;
mod full_house;
mod hidden_rectangle;
mod hidden_single;
mod hidden_subset;
mod hint;
mod kraken_fish;
mod logic;
mod medusa;
mod multi_colouring;
mod naked_single;
mod naked_subset;
mod net;
mod nice_loop;
mod pointing;
mod remote_pairs;
mod simple_colouring;
mod skyscraper;
mod state_cache;
mod stepper;
mod strong_links;
mod sue_de_coq;
mod turbot_fish;
mod two_string_kite;
mod unique_rectangle;
mod unique_rectangle_type_5;
mod unique_rectangle_type_6;
mod unit_forcing_chain;
mod w_wing;
pub(crate) mod wxyz_wing;
mod x_chain;
mod x_cycle;
mod xy_chain;
mod xy_wing;
mod xyz_wing;

use std::ops::RangeInclusive;

use crate::candidates::Candidates;
use crate::digits::{Digit, DigitSet};
use crate::error::Error;
use crate::geometry::{Cell, Geometry, House, HouseKind};
use crate::grid::{Grid, Puzzle};
use crate::step::{Contradiction, Narrator, Step};

pub use crate::step::{Deduction, Elimination, Placement};
pub use crate::technique::Technique;

pub(crate) use deducer::{place_of, HouseDigits, Scope};
pub use deducer::{Deducer, Placed};
pub use hint::{hint, steps_here};
pub use logic::{solve_logically, LogicOutcome};
pub(crate) use state_cache::StateCache;
pub use stepper::Stepper;

/// How each technique is found and told: the dispatch to its file.
impl Technique {
    /// The first place this technique applies in the current state.
    pub fn find(self, geometry: &Geometry, candidates: &Candidates) -> Option<Deduction> {
        self.find_among(geometry, candidates, Scope::everything(geometry))
    }

    /// [`Technique::find`], where a [single-digit](Technique::is_single_digit)
    /// technique only looks at the patterns of the scope's digits and a
    /// [single-house](Technique::is_single_house) one at those of its
    /// houses; the others look at everything. Skipping digits or houses
    /// that hold no pattern finds what `find` finds.
    pub(crate) fn find_among(
        self,
        geometry: &Geometry,
        candidates: &Candidates,
        scope: Scope,
    ) -> Option<Deduction> {
        self.find_shared(scope, &StateCache::new(geometry, candidates))
    }

    /// [`Technique::find_among`] in the state of `als`, whose almost
    /// locked sets the techniques searched in turn on that state share.
    pub(crate) fn find_shared(self, scope: Scope, als: &StateCache) -> Option<Deduction> {
        let (geometry, candidates) = (als.geometry(), als.candidates());
        let Scope { digits, houses } = scope;
        let half = geometry.side() / 2;
        let naked = |sizes| {
            naked_subset::find(geometry, candidates, houses, sizes).map(Deduction::Eliminate)
        };
        let hidden = |sizes| {
            hidden_subset::find(geometry, candidates, houses, sizes).map(Deduction::Eliminate)
        };
        let fish =
            |sizes| fish::find(geometry, candidates, digits, sizes).map(Deduction::Eliminate);
        let finned =
            |size| finned_fish::find(geometry, candidates, digits, size).map(Deduction::Eliminate);
        match self {
            Technique::FullHouse => full_house::find(geometry, candidates).map(Deduction::Place),
            Technique::NakedSingle => {
                naked_single::find(geometry, candidates).map(Deduction::Place)
            }
            Technique::HiddenSingle => {
                hidden_single::find(geometry, candidates).map(Deduction::Place)
            }
            Technique::Pointing => {
                pointing::find(geometry, candidates, digits).map(Deduction::Eliminate)
            }
            Technique::Claiming => {
                claiming::find(geometry, candidates, digits).map(Deduction::Eliminate)
            }
            Technique::NakedPair => naked(2..=2),
            Technique::NakedTriple => naked(3..=3),
            Technique::NakedQuad => naked(4..=4),
            Technique::NakedSubset => naked(5..=half),
            Technique::HiddenPair => hidden(2..=2),
            Technique::HiddenTriple => hidden(3..=3),
            Technique::HiddenQuad => hidden(4..=4),
            Technique::HiddenSubset => hidden(5..=half),
            Technique::XWing => fish(2..=2),
            Technique::Swordfish => fish(3..=3),
            Technique::Jellyfish => fish(4..=4),
            Technique::LargeFish => fish(5..=half),
            Technique::FinnedXWing => finned(2),
            Technique::FinnedSwordfish => finned(3),
            Technique::FinnedJellyfish => finned(4),
            Technique::Skyscraper => {
                skyscraper::find(geometry, candidates, digits).map(Deduction::Eliminate)
            }
            Technique::TwoStringKite => {
                two_string_kite::find(geometry, candidates, digits).map(Deduction::Eliminate)
            }
            Technique::TurbotFish => {
                turbot_fish::find(geometry, candidates, digits).map(Deduction::Eliminate)
            }
            Technique::EmptyRectangle => {
                empty_rectangle::find(geometry, candidates, digits).map(Deduction::Eliminate)
            }
            Technique::XyWing => xy_wing::find(geometry, candidates).map(Deduction::Eliminate),
            Technique::XyzWing => xyz_wing::find(geometry, candidates).map(Deduction::Eliminate),
            Technique::WWing => w_wing::find(geometry, candidates).map(Deduction::Eliminate),
            Technique::WxyzWing => {
                wxyz_wing::find(geometry, candidates, 4).map(Deduction::Eliminate)
            }
            Technique::VwxyzWing => {
                wxyz_wing::find(geometry, candidates, 5).map(Deduction::Eliminate)
            }
            Technique::SueDeCoq => sue_de_coq::find(geometry, candidates).map(Deduction::Eliminate),
            Technique::AlsChain => als_chain::find(als).map(Deduction::Eliminate),
            Technique::DeathBlossom => death_blossom::find(als).map(Deduction::Eliminate),
            Technique::AlignedPairExclusion => {
                aligned_pair_exclusion::find(als).map(Deduction::Eliminate)
            }
            Technique::SimpleColouring => {
                simple_colouring::find(geometry, candidates).map(Deduction::Eliminate)
            }
            Technique::MultiColouring => {
                multi_colouring::find(geometry, candidates).map(Deduction::Eliminate)
            }
            Technique::Medusa => medusa::find(geometry, candidates).map(Deduction::Eliminate),
            Technique::RemotePairs => {
                remote_pairs::find(geometry, candidates).map(Deduction::Eliminate)
            }
            Technique::XCycle => x_cycle::find(geometry, candidates).map(Deduction::Eliminate),
            Technique::XChain => x_chain::find(geometry, candidates).map(Deduction::Eliminate),
            Technique::XyChain => xy_chain::find(geometry, candidates).map(Deduction::Eliminate),
            Technique::ContinuousNiceLoop => {
                nice_loop::find(geometry, candidates).map(Deduction::Eliminate)
            }
            Technique::Aic => aic::find(geometry, candidates).map(Deduction::Eliminate),
            Technique::AlsAic => als_aic::find(als).map(Deduction::Eliminate),
            Technique::FrankenFish => {
                franken_fish::find(geometry, candidates, digits, franken_fish::Shape::Franken)
                    .map(Deduction::Eliminate)
            }
            Technique::MutantFish => {
                franken_fish::find(geometry, candidates, digits, franken_fish::Shape::Mutant)
                    .map(Deduction::Eliminate)
            }
            Technique::KrakenFish => {
                kraken_fish::find(geometry, candidates, digits).map(Deduction::Eliminate)
            }
            Technique::AvoidableRectangle => {
                avoidable_rectangle::find(als).map(Deduction::Eliminate)
            }
            Technique::UniqueRectangle => {
                unique_rectangle::find(geometry, candidates).map(Deduction::Eliminate)
            }
            Technique::HiddenRectangle => {
                hidden_rectangle::find(geometry, candidates).map(Deduction::Eliminate)
            }
            Technique::UniqueRectangleType5 => {
                unique_rectangle_type_5::find(geometry, candidates).map(Deduction::Eliminate)
            }
            Technique::UniqueRectangleType6 => {
                unique_rectangle_type_6::find(geometry, candidates).map(Deduction::Eliminate)
            }
            Technique::BugPlusOne => {
                bug_plus_one::find(geometry, candidates).map(Deduction::Eliminate)
            }
            Technique::BugType2 => bug_type_2::find(geometry, candidates).map(Deduction::Eliminate),
            Technique::BugType3 => bug_type_3::find(geometry, candidates).map(Deduction::Eliminate),
            Technique::BugType4 => bug_type_4::find(geometry, candidates).map(Deduction::Eliminate),
            Technique::AlsXz => als_xz::find(als).map(Deduction::Eliminate),
            Technique::AlsXyWing => als_xy_wing::find(als).map(Deduction::Eliminate),
            Technique::CellForcingChain => {
                cell_forcing_chain::find(geometry, candidates).map(Deduction::Eliminate)
            }
            Technique::UnitForcingChain => {
                unit_forcing_chain::find(geometry, candidates).map(Deduction::Eliminate)
            }
            Technique::DigitForcingChain => {
                digit_forcing_chain::find(geometry, candidates).map(Deduction::Eliminate)
            }
            Technique::DynamicForcingChain => {
                forcing_net::find(geometry, candidates, 0).map(Deduction::Eliminate)
            }
            Technique::DynamicForcingChainPlus => {
                forcing_net::find(geometry, candidates, 1).map(Deduction::Eliminate)
            }
            Technique::NestedForcingChain => {
                forcing_net::find_nested(geometry, candidates).map(Deduction::Eliminate)
            }
        }
    }

    /// The sentence for an elimination this technique found.
    pub(crate) fn describe(self, found: &Elimination, narrator: &Narrator) -> String {
        let why = match self {
            Technique::Pointing => pointing::describe(found, narrator),
            Technique::Claiming => pointing::describe(found, narrator),
            Technique::NakedPair
            | Technique::NakedTriple
            | Technique::NakedQuad
            | Technique::NakedSubset => naked_subset::describe(found, narrator),
            Technique::HiddenPair
            | Technique::HiddenTriple
            | Technique::HiddenQuad
            | Technique::HiddenSubset => hidden_subset::describe(found, narrator),
            Technique::XWing
            | Technique::Swordfish
            | Technique::Jellyfish
            | Technique::LargeFish => fish::describe(found, narrator),
            Technique::FinnedXWing | Technique::FinnedSwordfish | Technique::FinnedJellyfish => {
                finned_fish::describe(found, narrator)
            }
            Technique::FullHouse | Technique::NakedSingle | Technique::HiddenSingle => {
                narrator.removals(&found.removals)
            }
            Technique::Skyscraper => skyscraper::describe(found, narrator),
            Technique::TwoStringKite => two_string_kite::describe(found, narrator),
            Technique::TurbotFish => turbot_fish::describe(found, narrator),
            Technique::EmptyRectangle => empty_rectangle::describe(found, narrator),
            Technique::XyWing => xy_wing::describe(found, narrator),
            Technique::XyzWing => xyz_wing::describe(found, narrator),
            Technique::WWing => w_wing::describe(found, narrator),
            Technique::WxyzWing | Technique::VwxyzWing => wxyz_wing::describe(found, narrator),
            Technique::SueDeCoq => sue_de_coq::describe(found, narrator),
            Technique::AlsChain => als_chain::describe(found, narrator),
            Technique::DeathBlossom => death_blossom::describe(found, narrator),
            Technique::AlignedPairExclusion => aligned_pair_exclusion::describe(found, narrator),
            Technique::SimpleColouring => simple_colouring::describe(found, narrator),
            Technique::MultiColouring => multi_colouring::describe(found, narrator),
            Technique::Medusa => medusa::describe(found, narrator),
            Technique::RemotePairs => remote_pairs::describe(found, narrator),
            Technique::XCycle => x_cycle::describe(found, narrator),
            Technique::XChain => x_chain::describe(found, narrator),
            Technique::XyChain => xy_chain::describe(found, narrator),
            Technique::ContinuousNiceLoop => nice_loop::describe(found, narrator),
            Technique::Aic => aic::describe(found, narrator),
            Technique::AlsAic => als_aic::describe(found, narrator),
            Technique::FrankenFish | Technique::MutantFish => {
                franken_fish::describe(found, narrator)
            }
            Technique::KrakenFish => kraken_fish::describe(found, narrator),
            Technique::AvoidableRectangle => avoidable_rectangle::describe(found, narrator),
            Technique::UniqueRectangle => unique_rectangle::describe(found, narrator),
            Technique::HiddenRectangle => hidden_rectangle::describe(found, narrator),
            Technique::UniqueRectangleType5 => unique_rectangle_type_5::describe(found, narrator),
            Technique::UniqueRectangleType6 => unique_rectangle_type_6::describe(found, narrator),
            Technique::BugPlusOne => bug_plus_one::describe(found, narrator),
            Technique::BugType2 => bug_type_2::describe(found, narrator),
            Technique::BugType3 => bug_type_3::describe(found, narrator),
            Technique::BugType4 => bug_type_4::describe(found, narrator),
            Technique::AlsXz => als_xz::describe(found, narrator),
            Technique::AlsXyWing => als_xy_wing::describe(found, narrator),
            Technique::CellForcingChain => cell_forcing_chain::describe(found, narrator),
            Technique::UnitForcingChain => unit_forcing_chain::describe(found, narrator),
            Technique::DigitForcingChain => digit_forcing_chain::describe(found, narrator),
            Technique::DynamicForcingChain
            | Technique::DynamicForcingChainPlus
            | Technique::NestedForcingChain => forcing_net::describe(found, narrator),
        };
        format!("{}: {why}", self.label())
    }
}

/// A set of houses, one bit each: a word per kind, a bit per index.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct HouseSet([u64; HouseKind::COUNT]);

impl HouseSet {
    pub const EMPTY: HouseSet = HouseSet([0; HouseKind::COUNT]);

    /// Every house of the geometry.
    pub fn full(geometry: &Geometry) -> HouseSet {
        HouseSet(
            HouseKind::ALL.map(|kind| match geometry.houses_of_kind(kind).len() {
                0 => 0,
                count => u64::MAX >> (64 - count),
            }),
        )
    }

    pub fn contains(self, house: House) -> bool {
        self.0[house.kind as usize] >> house.index & 1 != 0
    }

    pub fn insert(&mut self, house: House) {
        self.0[house.kind as usize] |= 1 << house.index;
    }

    pub fn union(mut self, other: HouseSet) -> HouseSet {
        for (mine, theirs) in self.0.iter_mut().zip(other.0) {
            *mine |= theirs;
        }
        self
    }

    pub fn is_empty(self) -> bool {
        self.0 == [0; HouseKind::COUNT]
    }
}

/// How to solve: which techniques in which order, and whether to guess.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Options {
    /// The techniques to try, first first. Techniques left out are off.
    pub techniques: Vec<Technique>,
    /// Whether to guess (and backtrack) when no technique applies. Without
    /// it a stuck solve ends with [`Step::Stuck`].
    pub guessing: bool,
    /// Whether the puzzle is known to have exactly one solution (checked
    /// with [`Query::check`](crate::Query::check), say). Only then does
    /// the stepper use the techniques that rely on it
    /// ([`Technique::needs_uniqueness`]); without it they are skipped even
    /// when listed. Off by default: a pasted puzzle may have several
    /// solutions, and then those techniques can remove the digits of all
    /// of them.
    pub assume_unique: bool,
    /// Whether the forcing chains and nets (cell, unit, digit, dynamic,
    /// dynamic+ and nested,
    /// [`Technique::is_trial`]) may fire: the last logical resort before a
    /// guess. Without it none of them fires, whatever `techniques` lists,
    /// and the solve guesses (or, without guessing, ends stuck) where they
    /// would have applied. On by default, like every other technique.
    pub forcing_chains: bool,
}

impl Default for Options {
    /// Every technique in the default order, forcing chains included,
    /// with guessing, not assuming one solution (so without the uniqueness
    /// techniques).
    fn default() -> Options {
        Options {
            techniques: Technique::ALL.to_vec(),
            guessing: true,
            assume_unique: false,
            forcing_chains: true,
        }
    }
}

/// The order in which techniques scan houses: boxes first, as people do,
/// then rows, then columns.
fn houses_for_scanning(geometry: &Geometry) -> impl Iterator<Item = (House, &[Cell])> {
    (SCANNING_ORDER.into_iter()).flat_map(|kind| geometry.houses_with_cells(kind))
}

/// The kinds of houses in the order techniques scan them.
const SCANNING_ORDER: [HouseKind; 3] = [HouseKind::Box, HouseKind::Row, HouseKind::Column];

/// The first find of `find_in` over sizes (smallest first), then houses in
/// scanning order: the search of every subset technique. A house is only
/// searched for subsets of at most half its empty cells: past that, the
/// complementary subset of the other kind is the same deduction, smaller.
pub(crate) fn first_by_size_and_house(
    geometry: &Geometry,
    candidates: &Candidates,
    houses: HouseSet,
    sizes: RangeInclusive<usize>,
    mut find_in: impl FnMut(House, usize) -> Option<Elimination>,
) -> Option<Elimination> {
    sizes
        .flat_map(|size| houses_for_scanning(geometry).map(move |house| (house, size)))
        .filter(|&((house, cells), size)| {
            if !houses.contains(house) {
                return false;
            }
            let empty = cells
                .iter()
                .filter(|&&c| candidates.value(c).is_none())
                .count();
            size * 2 <= empty
        })
        .find_map(|((house, _), size)| find_in(house, size))
}

/// The cells of `house` where `digit` is a candidate, in house order.
pub(crate) fn cells_with(
    geometry: &Geometry,
    candidates: &Candidates,
    house: House,
    digit: Digit,
) -> Vec<Cell> {
    geometry
        .house_cells(house)
        .iter()
        .copied()
        .filter(|&cell| candidates.get(cell).contains(digit))
        .collect()
}

/// Every digit of the board, 1 first.
pub(crate) fn geometry_digits(geometry: &Geometry) -> impl Iterator<Item = Digit> {
    (1..=geometry.side() as u8).filter_map(Digit::new)
}

/// The digits with at least one candidate in `house`.
pub(crate) fn missing_digits(
    geometry: &Geometry,
    candidates: &Candidates,
    house: House,
) -> DigitSet {
    geometry
        .house_cells(house)
        .iter()
        .fold(DigitSet::EMPTY, |acc, &cell| {
            acc.union(candidates.get(cell))
        })
}

/// The first contradiction in the state, if any: an empty cell without
/// candidates, or a digit with no place in a house that lacks it.
pub(crate) fn find_contradiction(
    geometry: &Geometry,
    candidates: &Candidates,
) -> Option<Contradiction> {
    if let Some(cell) = candidates.first_dead_cell() {
        return Some(Contradiction::NoCandidates { cell });
    }
    let full = DigitSet::full(geometry.side());
    houses_for_scanning(geometry).find_map(|(house, cells)| {
        let covered = cells.iter().fold(DigitSet::EMPTY, |acc, &cell| {
            let here = candidates
                .value(cell)
                .map_or(DigitSet::EMPTY, DigitSet::single);
            acc.union(here).union(candidates.get(cell))
        });
        full.difference(covered)
            .first()
            .map(|digit| Contradiction::NoPlace { house, digit })
    })
}

/// Solves a puzzle and returns the first solution found, by singles and
/// search (the other techniques only slow a search down).
///
/// Errors: [`Error::NoSolution`] when the givens admit none.
pub fn solve(puzzle: &Puzzle) -> Result<Grid, Error> {
    let options = Options {
        techniques: vec![
            Technique::FullHouse,
            Technique::NakedSingle,
            Technique::HiddenSingle,
        ],
        ..Options::default()
    };
    let mut stepper = Stepper::new(puzzle, options);
    for step in stepper.by_ref() {
        match step {
            Step::Solved { .. } => return Ok(stepper.grid()),
            Step::Unsolvable { .. } | Step::Stuck { .. } => return Err(Error::NoSolution),
            _ => {}
        }
    }
    Err(Error::NoSolution)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::formats::ParseOptions;
    use crate::grid::Alphabet;
    use std::sync::Arc;

    /// [`digit_map`] with `digit` only in the cells at `marks` (1-based
    /// row and column).
    pub fn digit_map_at(
        side: usize,
        digit: u8,
        marks: &[(usize, usize)],
    ) -> (Arc<Geometry>, Candidates) {
        let mut rows = vec![".".repeat(side); side];
        for &(r, c) in marks {
            rows[r - 1].replace_range(c - 1..c, "x");
        }
        digit_map(side, digit, &rows.join(" "))
    }

    /// A state of an empty board of this side where every digit is a
    /// candidate everywhere, except `digit` (1-based) only where `map` has
    /// `x` (`.` elsewhere; whitespace and `|` ignored, rows in order).
    pub fn digit_map(side: usize, digit: u8, map: &str) -> (Arc<Geometry>, Candidates) {
        let geometry = Arc::new(Geometry::for_side(side).unwrap());
        let marks: Vec<char> = map.chars().filter(|c| *c == 'x' || *c == '.').collect();
        assert_eq!(marks.len(), side * side, "one mark per cell");
        let digit = Digit::new(digit).unwrap();
        let sets = marks
            .iter()
            .map(|&m| {
                let mut set = DigitSet::full(side);
                if m == '.' {
                    set.remove(digit);
                }
                set
            })
            .collect();
        let grid = Grid::empty(Arc::clone(&geometry));
        (geometry, Candidates::with_sets(&grid, sets))
    }

    /// A candidate grid in text (see `Puzzle::parse_candidates`), where `*`
    /// stands for every digit of a board of `side`.
    pub fn candidate_grid(side: usize, text: &str) -> (Arc<Geometry>, Candidates) {
        let every: String = (1..=side as u8)
            .filter_map(Digit::new)
            .map(|d| Alphabet::Standard.symbol(d).to_string())
            .collect();
        let text = text.replace('*', &every);
        let options = ParseOptions {
            geometry: Some(Arc::new(Geometry::for_side(side).unwrap())),
            alphabet: Some(Alphabet::Standard),
            ..ParseOptions::default()
        };
        let (puzzle, candidates) = Puzzle::parse_candidates(&text, &options).unwrap();
        (Arc::clone(puzzle.geometry()), candidates)
    }

    /// Removals as HoDoKu writes them: `r6c4<>5`.
    pub fn removals(geometry: &Geometry, found: &Elimination) -> Vec<String> {
        found
            .removals
            .iter()
            .map(|r| format!("{}<>{}", geometry.cell_name(r.cell), r.digit))
            .collect()
    }

    /// The sentence of an elimination, standard alphabet.
    pub fn sentence(geometry: &Geometry, technique: Technique, found: &Elimination) -> String {
        let narrator = Narrator {
            geometry,
            alphabet: Alphabet::Standard,
        };
        technique.describe(found, &narrator)
    }

    /// `r1c1` … as names.
    pub fn names(geometry: &Geometry, cells: &[Cell]) -> Vec<String> {
        cells.iter().map(|&c| geometry.cell_name(c)).collect()
    }

    #[test]
    fn contradictions_are_found() {
        // r1c4 can hold nothing: 1, 2 and 3 are in its row, 4 in its column.
        let puzzle = Puzzle::parse("123.\n....\n....\n...4").unwrap();
        let g = puzzle.geometry();
        let cands = Candidates::new(puzzle.givens());
        assert_eq!(
            find_contradiction(g, &cands),
            Some(Contradiction::NoCandidates {
                cell: g.cell_at(0, 3)
            })
        );

        let puzzle = Puzzle::parse(&".".repeat(16)).unwrap();
        let mut cands = Candidates::new(puzzle.givens());
        assert_eq!(find_contradiction(g, &cands), None);
        let two = Digit::new(2).unwrap();
        for col in 0..4 {
            cands.eliminate(g.cell_at(1, col), two);
        }
        let row2 = House {
            kind: HouseKind::Row,
            index: 1,
        };
        assert_eq!(
            find_contradiction(g, &cands),
            Some(Contradiction::NoPlace {
                house: row2,
                digit: two
            })
        );
    }
}
