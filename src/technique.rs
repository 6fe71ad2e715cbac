//! The technique table: one row per technique, in the default order, with
//! its name, label, family, difficulty and flags. It is the only list of
//! techniques: the CLI's `techniques`, the JS `techniques()`, the page's
//! legend, the rating's scale and the solver's switches all read it.
//!
//! How each technique finds its pattern and words its sentence lives in
//! [`solve`](mod@crate::solve), one file per technique.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::error::Error;

/// A named way of deducing something, as a person would. Declared in the
/// default order ([`Technique::ALL`]): cheapest and most natural first.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "explain"), derive(tsify::Tsify))]
#[serde(rename_all = "kebab-case")]
#[non_exhaustive]
pub enum Technique {
    /// The last empty cell of a house takes the digit the house lacks.
    FullHouse,
    /// A cell with one candidate left takes it.
    NakedSingle,
    /// A digit with one place left in a house goes there.
    HiddenSingle,
    /// Locked candidates, type 1: a digit confined to one line within a box
    /// leaves the rest of that line.
    Pointing,
    /// Locked candidates, type 2: a digit confined to one box within a line
    /// leaves the rest of that box.
    Claiming,
    /// Two cells of a house with the same two candidates.
    NakedPair,
    /// Two digits with the same two places in a house.
    HiddenPair,
    /// Three cells of a house with three candidates between them.
    NakedTriple,
    /// Three digits with three places between them in a house.
    HiddenTriple,
    /// A digit in two rows (columns) confined to two columns (rows).
    XWing,
    /// Two strong links on a digit in parallel lines, one end of each in a
    /// common cross line: one of the other ends holds the digit.
    Skyscraper,
    /// A strong link on a digit in a row and one in a column, an end of
    /// each in a common box: one of the other ends holds the digit.
    TwoStringKite,
    /// Four cells of a house with four candidates between them.
    NakedQuad,
    /// Four digits with four places between them in a house.
    HiddenQuad,
    /// The X-Wing's pattern with three lines.
    Swordfish,
    /// Any other chain of two strong links on a digit joined by a weak
    /// link: one of its ends holds the digit.
    TurbotFish,
    /// A box whose candidates for a digit lie in one row and one column,
    /// with a strong link on the digit reaching out from one of them.
    EmptyRectangle,
    /// A cell {x,y} seeing cells {x,z} and {y,z}: one of those is z.
    XyWing,
    /// A cell {x,y,z} seeing cells {x,z} and {y,z}: one of the three is z.
    XyzWing,
    /// Two cells {x,y} joined by a strong link on x: one of them is y.
    WWing,
    /// Four cells of a box and a line with four digits, all but one in
    /// cells that see one another: that one is in the set.
    WxyzWing,
    /// An X-Wing with fins: extra base candidates, all in one box.
    FinnedXWing,
    /// The X-Wing's pattern with four lines.
    Jellyfish,
    /// A Swordfish with fins.
    FinnedSwordfish,
    /// A Jellyfish with fins.
    FinnedJellyfish,
    /// The WXYZ-Wing's pattern with five cells and five digits.
    VwxyzWing,
    /// Where a box meets a line, cells with two or more digits more than
    /// cells, completed by cells of the line and of the box with no digit
    /// in common into as many cells as digits.
    SueDeCoq,
    /// Four cells in two rows, two columns and two boxes that must not end
    /// up holding only the same two digits (types 1 to 4). Needs a puzzle
    /// with one solution.
    UniqueRectangle,
    /// A rectangle with one two-candidate corner and strong links at the
    /// opposite corner. Needs a puzzle with one solution.
    HiddenRectangle,
    /// A unique rectangle with one corner of exactly its two digits and
    /// three with the same extra digit: one of the three holds it. Needs a
    /// puzzle with one solution.
    #[serde(rename = "unique-rectangle-type-5")]
    UniqueRectangleType5,
    /// A unique rectangle with exactly its two digits on one diagonal and
    /// one of them only in the corners of both its rows (or columns): that
    /// digit leaves the other diagonal. Needs a puzzle with one solution.
    #[serde(rename = "unique-rectangle-type-6")]
    UniqueRectangleType6,
    /// A rectangle over two boxes of cells solved (none given) that would
    /// make the unique rectangle's deadly pattern: types 1 and 2.
    AvoidableRectangle,
    /// Every empty cell has two candidates but one, which has three: that
    /// cell takes the digit that appears three times in its houses. Needs a
    /// puzzle with one solution.
    BugPlusOne,
    /// Every empty cell has two candidates but some with three, all with
    /// the same third digit: one of them holds it. Needs a puzzle with one
    /// solution.
    #[serde(rename = "bug-type-2")]
    BugType2,
    /// Every empty cell has two candidates but some with three in one
    /// house: one of them holds its extra digit, and the extras with other
    /// cells of the house make a naked subset. Needs a puzzle with one
    /// solution.
    #[serde(rename = "bug-type-3")]
    BugType3,
    /// Every empty cell has two candidates but two in one house with
    /// three, a digit only in those two there: each is that digit or its
    /// extra. Needs a puzzle with one solution.
    #[serde(rename = "bug-type-4")]
    BugType4,
    /// Five or more cells of a house with as many candidates between them
    /// (big boards), up to half the empty cells of the house.
    NakedSubset,
    /// Five or more digits with as many places between them in a house.
    HiddenSubset,
    /// The X-Wing's pattern with five or more lines (big boards), up to half
    /// the lines.
    LargeFish,
    /// A digit's strong links coloured in two colours: a colour that sees
    /// itself is false (wrap), a cell that sees both colours loses the
    /// digit (trap).
    SimpleColouring,
    /// A chain of cells with the same two candidates, each seeing the next.
    RemotePairs,
    /// An X-chain whose ends see each other, closed into a loop: one end
    /// of each weak link holds the digit, which leaves every cell that
    /// sees both.
    XCycle,
    /// An alternating chain of strong and weak links on one digit.
    XChain,
    /// A chain of bivalue cells, each sharing a digit with the next.
    XyChain,
    /// Two clusters of one digit's colours whose colours see each other.
    MultiColouring,
    /// Simple colouring across digits: candidates joined by bivalue cells
    /// and by a digit's two places in a house, in two colours; a colour
    /// that breaks is false, and what neither colour allows goes.
    Medusa,
    /// Two almost locked sets (n cells, n + 1 candidates) with a restricted
    /// common digit x: a common digit z is in one of them.
    AlsXz,
    /// Three almost locked sets chained by two restricted common digits: a
    /// digit z common to the ends is in one of them.
    AlsXyWing,
    /// Four or more almost locked sets, each with a restricted common
    /// digit with the next: a digit common to the ends is in one of them.
    AlsChain,
    /// A stem cell and, for each of its digits, an almost locked set that
    /// loses that digit if the stem takes it: a digit common to all the
    /// sets is in one of them.
    DeathBlossom,
    /// Two cells of a house: a digit of one that leaves the other no
    /// digit (the same, or one an almost locked set seeing both cannot
    /// lose with it) is false.
    AlignedPairExclusion,
    /// An alternating inference chain whose ends are weakly linked, closed
    /// into a loop: one end of each weak link is true, and what cannot be
    /// true with either goes.
    ContinuousNiceLoop,
    /// An alternating inference chain of any links, with grouped nodes.
    Aic,
    /// Each candidate of a cell, followed through singles, forces the same
    /// thing.
    CellForcingChain,
    /// An alternating inference chain whose nodes may also be a digit's
    /// places in an almost locked set, linked strongly through the set.
    AlsAic,
    /// The fish's logic with boxes among the houses: rows and boxes
    /// against columns and boxes (or the other way round).
    FrankenFish,
    /// The fish's logic over any other mix of houses.
    MutantFish,
    /// A finned fish whose every fin leads along a chain to the candidate
    /// the fish would remove.
    KrakenFish,
    /// Each place of a digit in a house, followed through singles, forces
    /// the same thing.
    UnitForcingChain,
    /// A candidate true and the same candidate false, followed through
    /// singles, force the same thing (or one contradicts itself).
    DigitForcingChain,
    /// Assumptions followed through singles as nets (a fact may need
    /// several): one breaks, or every case of a cell, a house's digit or a
    /// candidate leads to the same fact.
    DynamicForcingChain,
    /// The dynamic forcing chain's nets, following locked candidates and
    /// naked and hidden pairs too.
    DynamicForcingChainPlus,
    /// Nets that follow the dynamic+ nets inside each branch: a candidate
    /// whose own net breaks is false. Deeper levels when needed.
    NestedForcingChain,
}

/// A family of techniques: what the page colours alike and the legend
/// groups.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "explain"), derive(tsify::Tsify))]
#[serde(rename_all = "kebab-case")]
#[non_exhaustive]
pub enum Family {
    /// Full house, naked and hidden singles.
    Singles,
    /// Pointing and claiming.
    Locked,
    /// Naked and hidden subsets.
    Subsets,
    /// Fish, finned or not.
    Fish,
    /// Patterns of one digit's strong links.
    SingleDigit,
    /// XY-, XYZ- and W-Wing.
    Wings,
    /// Patterns that would give a second solution.
    Uniqueness,
    /// Almost locked sets.
    Als,
    /// Colouring and chains.
    Chains,
    /// Forcing chains: assumptions followed until they agree or break.
    Forcing,
}

impl Family {
    /// Every family, in the order of their first technique.
    pub const ALL: [Family; 10] = [
        Family::Singles,
        Family::Locked,
        Family::Subsets,
        Family::Fish,
        Family::SingleDigit,
        Family::Wings,
        Family::Uniqueness,
        Family::Als,
        Family::Chains,
        Family::Forcing,
    ];

    /// The name used in JSON and JS: `single-digit`.
    pub fn name(self) -> &'static str {
        match self {
            Family::Singles => "singles",
            Family::Locked => "locked",
            Family::Subsets => "subsets",
            Family::Fish => "fish",
            Family::SingleDigit => "single-digit",
            Family::Wings => "wings",
            Family::Uniqueness => "uniqueness",
            Family::Als => "als",
            Family::Chains => "chains",
            Family::Forcing => "forcing",
        }
    }

    /// The family's colour, red, green and blue, in the page's light
    /// palette (`dark` false: dark enough to hold white text) or its dark
    /// one (light enough to read on a dark ground): `npm/palette.js`, which
    /// a test holds to these.
    pub fn colour(self, dark: bool) -> [u8; 3] {
        let (light, dark_one) = match self {
            Family::Singles => (0x0072b2, 0x32a3f5),
            Family::Locked => (0x1b7a2e, 0x3eb04f),
            Family::Subsets => (0xa3338f, 0xed60d2),
            Family::Fish => (0x9a3f12, 0xe8843c),
            Family::SingleDigit => (0x00767c, 0x2eaab2),
            Family::Wings => (0x6b6600, 0xa39b24),
            Family::Uniqueness => (0xb0233c, 0xff6f9c),
            Family::Als => (0x2f4aa8, 0x6e8cff),
            Family::Chains => (0x6d3fc0, 0xb77aff),
            Family::Forcing => (0x3f3f46, 0x878791),
        };
        let rgb: u32 = if dark { dark_one } else { light };
        let [_, red, green, blue] = rgb.to_be_bytes();
        [red, green, blue]
    }

    /// The name people read: `Single-digit patterns`.
    pub fn label(self) -> &'static str {
        match self {
            Family::Singles => "Singles",
            Family::Locked => "Locked candidates",
            Family::Subsets => "Subsets",
            Family::Fish => "Fish",
            Family::SingleDigit => "Single-digit patterns",
            Family::Wings => "Wings",
            Family::Uniqueness => "Uniqueness",
            Family::Als => "Almost locked sets",
            Family::Chains => "Colouring and chains",
            Family::Forcing => "Forcing chains",
        }
    }
}

/// A technique's row of the table, as `pencilmark techniques --json` and
/// the JS `techniques()` list it.
#[derive(Clone, PartialEq, Debug, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "explain"), derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct TechniqueInfo {
    /// The name used in options and events.
    pub name: Technique,
    /// The name people read.
    pub label: &'static str,
    /// The family the page colours it with.
    pub family: Family,
    /// The family's name people read.
    pub family_label: &'static str,
    /// The base difficulty of one step ([`Technique::difficulty`]).
    pub difficulty: f64,
    /// Whether it needs a puzzle with one solution
    /// ([`Technique::needs_uniqueness`]).
    pub needs_uniqueness: bool,
    /// Whether it is a forcing chain ([`Technique::is_trial`]).
    pub is_trial: bool,
    /// Whether the rating uses it ([`Technique::is_rated`]).
    pub is_rated: bool,
}

/// Flags of a row ([`Row`]): which rules apply to the technique.
const NONE: u8 = 0;
/// [`Technique::needs_uniqueness`].
const UNIQUENESS: u8 = 1;
/// [`Technique::is_trial`].
const TRIAL: u8 = 2;
/// [`Technique::is_single_digit`].
const DIGIT: u8 = 4;
/// [`Technique::is_single_house`].
const HOUSE: u8 = 8;
/// Not [`Technique::is_rated`].
const UNRATED: u8 = 16;

/// One row of the table: the technique, its name, its label, its family,
/// its base difficulty in tenths (exact for sums) and its flags.
struct Row(Technique, &'static str, &'static str, Family, u32, u8);

use Family as F;
use Technique as T;

/// Every technique in the default order, which is also the order of the
/// enum's declaration (checked below, at compile time).
///
/// The difficulties are on Sudoku Explainer's scale: where SE (or its
/// maintained fork, SukakuExplainer) rates a technique, the number is its
/// base value (the forcing chains and nets that follow singles in the
/// branch's state are SE's dynamic ones, 8.5; those that follow more, its
/// dynamic (+), 9.0; nested ones 9.5). The techniques SE lacks sit among the ones people who solve
/// with them put them beside, and are `UNRATED`: the rating leaves them
/// out. The [`rate`](mod@crate::rate) module lists the scale and how it
/// makes a puzzle's level.
#[rustfmt::skip]
const TABLE: [Row; 63] = [
    Row(T::FullHouse, "full-house", "Full house", F::Singles, 10, NONE),
    Row(T::NakedSingle, "naked-single", "Naked single", F::Singles, 23, NONE),
    Row(T::HiddenSingle, "hidden-single", "Hidden single", F::Singles, 15, NONE),
    Row(T::Pointing, "pointing", "Pointing", F::Locked, 26, DIGIT),
    Row(T::Claiming, "claiming", "Claiming", F::Locked, 28, DIGIT),
    Row(T::NakedPair, "naked-pair", "Naked pair", F::Subsets, 30, HOUSE),
    Row(T::HiddenPair, "hidden-pair", "Hidden pair", F::Subsets, 34, HOUSE),
    Row(T::NakedTriple, "naked-triple", "Naked triple", F::Subsets, 36, HOUSE),
    Row(T::HiddenTriple, "hidden-triple", "Hidden triple", F::Subsets, 40, HOUSE),
    Row(T::XWing, "x-wing", "X-Wing", F::Fish, 32, DIGIT),
    Row(T::Skyscraper, "skyscraper", "Skyscraper", F::SingleDigit, 40, DIGIT),
    Row(T::TwoStringKite, "two-string-kite", "2-String Kite", F::SingleDigit, 41, DIGIT),
    Row(T::NakedQuad, "naked-quad", "Naked quad", F::Subsets, 50, HOUSE),
    Row(T::HiddenQuad, "hidden-quad", "Hidden quad", F::Subsets, 54, HOUSE),
    Row(T::Swordfish, "swordfish", "Swordfish", F::Fish, 38, DIGIT),
    Row(T::TurbotFish, "turbot-fish", "Turbot fish", F::SingleDigit, 42, DIGIT),
    Row(T::EmptyRectangle, "empty-rectangle", "Empty rectangle", F::SingleDigit, 42, DIGIT),
    Row(T::XyWing, "xy-wing", "XY-Wing", F::Wings, 42, NONE),
    Row(T::XyzWing, "xyz-wing", "XYZ-Wing", F::Wings, 44, NONE),
    Row(T::WWing, "w-wing", "W-Wing", F::Wings, 46, UNRATED),
    Row(T::WxyzWing, "wxyz-wing", "WXYZ-Wing", F::Wings, 55, NONE),
    Row(T::FinnedXWing, "finned-x-wing", "Finned X-Wing", F::Fish, 47, DIGIT | UNRATED),
    Row(T::Jellyfish, "jellyfish", "Jellyfish", F::Fish, 52, DIGIT),
    Row(T::FinnedSwordfish, "finned-swordfish", "Finned Swordfish", F::Fish, 51, DIGIT | UNRATED),
    Row(T::FinnedJellyfish, "finned-jellyfish", "Finned Jellyfish", F::Fish, 55, DIGIT | UNRATED),
    Row(T::VwxyzWing, "vwxyz-wing", "VWXYZ-Wing", F::Wings, 62, NONE),
    Row(T::SueDeCoq, "sue-de-coq", "Sue de Coq", F::Als, 50, UNRATED),
    Row(T::UniqueRectangle, "unique-rectangle", "Unique rectangle", F::Uniqueness, 45, UNIQUENESS),
    Row(T::HiddenRectangle, "hidden-rectangle", "Hidden rectangle", F::Uniqueness, 47, UNIQUENESS | UNRATED),
    Row(T::UniqueRectangleType5, "unique-rectangle-type-5", "Unique rectangle type 5", F::Uniqueness, 46, UNIQUENESS | UNRATED),
    Row(T::UniqueRectangleType6, "unique-rectangle-type-6", "Unique rectangle type 6", F::Uniqueness, 46, UNIQUENESS | UNRATED),
    Row(T::AvoidableRectangle, "avoidable-rectangle", "Avoidable rectangle", F::Uniqueness, 45, UNIQUENESS | UNRATED),
    Row(T::BugPlusOne, "bug-plus-one", "BUG+1", F::Uniqueness, 56, UNIQUENESS),
    Row(T::BugType2, "bug-type-2", "BUG type 2", F::Uniqueness, 57, UNIQUENESS),
    Row(T::BugType3, "bug-type-3", "BUG type 3", F::Uniqueness, 58, UNIQUENESS),
    Row(T::BugType4, "bug-type-4", "BUG type 4", F::Uniqueness, 57, UNIQUENESS),
    Row(T::NakedSubset, "naked-subset", "Naked subset", F::Subsets, 56, HOUSE),
    Row(T::HiddenSubset, "hidden-subset", "Hidden subset", F::Subsets, 58, HOUSE),
    Row(T::LargeFish, "large-fish", "Large fish", F::Fish, 60, DIGIT),
    Row(T::SimpleColouring, "simple-colouring", "Simple colouring", F::Chains, 65, NONE),
    Row(T::RemotePairs, "remote-pairs", "Remote pairs", F::Chains, 66, NONE),
    Row(T::XCycle, "x-cycle", "X-Cycle", F::Chains, 65, NONE),
    Row(T::XChain, "x-chain", "X-Chain", F::Chains, 66, NONE),
    Row(T::XyChain, "xy-chain", "XY-Chain", F::Chains, 70, NONE),
    Row(T::MultiColouring, "multi-colouring", "Multi-colouring", F::Chains, 66, UNRATED),
    Row(T::Medusa, "medusa", "3D Medusa", F::Chains, 70, UNRATED),
    Row(T::AlsXz, "als-xz", "ALS-XZ", F::Als, 71, UNRATED),
    Row(T::AlsXyWing, "als-xy-wing", "ALS-XY-Wing", F::Als, 72, UNRATED),
    Row(T::AlsChain, "als-chain", "ALS chain", F::Als, 73, UNRATED),
    Row(T::DeathBlossom, "death-blossom", "Death blossom", F::Als, 73, UNRATED),
    Row(T::AlignedPairExclusion, "aligned-pair-exclusion", "Aligned pair exclusion", F::Als, 62, NONE),
    Row(T::ContinuousNiceLoop, "continuous-nice-loop", "Continuous nice loop", F::Chains, 70, NONE),
    Row(T::Aic, "aic", "AIC", F::Chains, 70, NONE),
    Row(T::CellForcingChain, "cell-forcing-chain", "Cell forcing chain", F::Forcing, 85, TRIAL),
    Row(T::AlsAic, "als-aic", "ALS-AIC", F::Chains, 74, UNRATED),
    Row(T::FrankenFish, "franken-fish", "Franken fish", F::Fish, 63, DIGIT | UNRATED),
    Row(T::MutantFish, "mutant-fish", "Mutant fish", F::Fish, 65, DIGIT | UNRATED),
    Row(T::KrakenFish, "kraken-fish", "Kraken fish", F::Fish, 75, UNRATED),
    Row(T::UnitForcingChain, "unit-forcing-chain", "Unit forcing chain", F::Forcing, 85, TRIAL),
    Row(T::DigitForcingChain, "digit-forcing-chain", "Digit forcing chain", F::Forcing, 85, TRIAL),
    Row(T::DynamicForcingChain, "dynamic-forcing-chain", "Dynamic forcing chain", F::Forcing, 85, TRIAL),
    Row(T::DynamicForcingChainPlus, "dynamic-forcing-chain-plus", "Dynamic forcing chain (+)", F::Forcing, 90, TRIAL),
    Row(T::NestedForcingChain, "nested-forcing-chain", "Nested forcing chain", F::Forcing, 95, TRIAL),
];

// Row `i` is the technique whose discriminant is `i`: `Technique::row`
// indexes the table by it.
const _: () = {
    let mut i = 0;
    while i < TABLE.len() {
        assert!(TABLE[i].0 as usize == i);
        i += 1;
    }
};

const fn all() -> [Technique; TABLE.len()] {
    let mut all = [Technique::FullHouse; TABLE.len()];
    let mut i = 0;
    while i < TABLE.len() {
        all[i] = TABLE[i].0;
        i += 1;
    }
    all
}

impl Technique {
    /// Every technique, in the default order: cheapest and most natural
    /// first.
    pub const ALL: &'static [Technique] = &all();

    fn row(self) -> &'static Row {
        &TABLE[self as usize]
    }

    /// The name used in options, the CLI and events: `hidden-single`.
    pub fn name(self) -> &'static str {
        self.row().1
    }

    /// The name people read: `Hidden single`.
    pub fn label(self) -> &'static str {
        self.row().2
    }

    /// The family the page colours it with.
    pub fn family(self) -> Family {
        self.row().3
    }

    /// The base difficulty of one step of this technique: 1.0 for a full
    /// house, 1.5 for a hidden single, 2.3 for a naked single, up to 6.0
    /// for the largest subsets and fish of big boards, 5.0 to 6.2 for
    /// colouring and chains, 7.0 to 7.5 for forcing chains, 8.5 to 9.5
    /// for the dynamic and nested ones. The
    /// [`rate`](mod@crate::rate) module lists the whole scale and how it
    /// makes a puzzle's level.
    pub fn difficulty(self) -> f64 {
        f64::from(self.row().4) / 10.0
    }

    /// [`Technique::difficulty`] in tenths, for exact sums.
    pub(crate) fn tenths(self) -> u32 {
        self.row().4
    }

    /// Whether the technique relies on the puzzle having exactly one
    /// solution: its deductions rule out patterns that would give a second
    /// one, and on a puzzle with several solutions they can be wrong. The
    /// stepper only uses these with
    /// [`Options::assume_unique`](crate::Options::assume_unique).
    pub fn needs_uniqueness(self) -> bool {
        self.row().5 & UNIQUENESS != 0
    }

    /// Whether the technique is trial and error in disguise: the forcing
    /// chains follow assumptions until they agree or break. Ratings count
    /// a puzzle that needs them as needing guesses.
    pub fn is_trial(self) -> bool {
        self.row().5 & TRIAL != 0
    }

    /// Whether the rating solve uses it. The rating is on Sudoku
    /// Explainer's scale, so it takes SE's steps: a technique SE does not
    /// have (the W-Wing, finned and exotic fish, the almost locked sets,
    /// 3D Medusa, multi-colouring, the VWXYZ-Wing, the uniqueness patterns
    /// beyond its rectangles) is left out, and the rating reaches those
    /// positions as SE does, by its chains.
    pub fn is_rated(self) -> bool {
        self.row().5 & UNRATED == 0
    }

    /// Whether every pattern of the technique is made of one digit's
    /// candidates: then whether it applies to a digit depends on that
    /// digit's candidates alone, and a search can skip the digits whose
    /// candidates have not changed since it last found nothing.
    pub(crate) fn is_single_digit(self) -> bool {
        self.row().5 & DIGIT != 0
    }

    /// Whether every pattern of the technique lies in one house, and so do
    /// its removals but for some in a house its cells also share: then
    /// whether it applies in a house depends on that house's cells alone,
    /// as long as candidates are only ever removed.
    pub(crate) fn is_single_house(self) -> bool {
        self.row().5 & HOUSE != 0
    }

    /// Whether it is one of the singles: full house, naked or hidden single.
    pub fn is_single(self) -> bool {
        self.family() == Family::Singles
    }

    /// Its row of the table.
    pub fn info(self) -> TechniqueInfo {
        TechniqueInfo {
            name: self,
            label: self.label(),
            family: self.family(),
            family_label: self.family().label(),
            difficulty: self.difficulty(),
            needs_uniqueness: self.needs_uniqueness(),
            is_trial: self.is_trial(),
            is_rated: self.is_rated(),
        }
    }

    /// A comma-separated list of names, in order: `naked-single,hidden-single`.
    pub fn parse_list(list: &str) -> Result<Vec<Technique>, Error> {
        list.split(',')
            .map(str::trim)
            .filter(|name| !name.is_empty())
            .map(str::parse)
            .collect()
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Technique {
    type Err = Error;
    fn from_str(name: &str) -> Result<Technique, Error> {
        Technique::ALL
            .iter()
            .copied()
            .find(|t| t.name() == name)
            .ok_or_else(|| Error::UnknownTechnique {
                name: name.to_owned(),
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back_and_serialize_as_the_table_says() {
        assert_eq!(
            Technique::parse_list("hidden-single, naked-single"),
            Ok(vec![Technique::HiddenSingle, Technique::NakedSingle])
        );
        assert_eq!(
            Technique::parse_list("naked-single,dancing-links"),
            Err(Error::UnknownTechnique {
                name: "dancing-links".into()
            })
        );
        for &t in Technique::ALL {
            assert_eq!(t.name().parse(), Ok(t));
            assert_eq!(
                serde_json::to_value(t).unwrap(),
                t.name(),
                "events use the same name"
            );
            assert_eq!(
                serde_json::from_value::<Technique>(t.name().into()).unwrap(),
                t
            );
        }
        for family in Family::ALL {
            assert_eq!(serde_json::to_value(family).unwrap(), family.name());
        }
    }

    #[test]
    fn every_family_has_techniques_in_one_run_of_the_flags() {
        for family in Family::ALL {
            let members: Vec<Technique> = Technique::ALL
                .iter()
                .copied()
                .filter(|t| t.family() == family)
                .collect();
            assert!(!members.is_empty(), "{family:?}");
            // The flags that decide what a solve may use follow the family.
            for t in members {
                assert_eq!(t.needs_uniqueness(), family == Family::Uniqueness, "{t}");
                assert_eq!(t.is_trial(), family == Family::Forcing, "{t}");
                assert!(!(t.is_single_digit() && t.is_single_house()), "{t}");
            }
        }
    }
}
