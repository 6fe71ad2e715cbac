//! Forcing nets: an assumption followed through every rule of a level, in
//! a copy of the state, until nothing more follows or something breaks.
//!
//! A *run* starts from one assumption (a candidate is true, or false) and
//! applies, over and over, the rules of its level:
//!
//! - level 0, the dynamic forcing chains: a digit placed leaves its cell's
//!   other candidates and its peers; a cell left with one candidate takes
//!   it (naked single); a digit left with one place in a house goes there
//!   (hidden single);
//! - level 1, "dynamic+": also locked candidates (pointing and claiming)
//!   and naked and hidden pairs;
//! - level `n` from 2, nested: also every candidate whose own run at level
//!   `n - 1` breaks is false.
//!
//! A run *breaks* when a cell is left without candidates or a digit
//! without a place in a house that lacks it: then the assumption was
//! false. Unlike the forcing chains of [`forcing`](super::forcing), a fact
//! may follow from several facts at once (a hidden single needs every
//! other place of its digit gone): each run can keep every fact with all
//! the facts it follows from, a net rather than a chain, for the sentence
//! and the page.
//!
//! The nested levels make the nets complete: on a state with no solution,
//! a run at a level as deep as the empty cells breaks (each candidate of
//! any cell breaks one level down), so a puzzle with one solution never
//! needs a guess. In practice level 2 is as deep as any known puzzle
//! needs; each level multiplies the work by the number of candidates, and
//! every run counts its work against a limit.

use crate::candidates::Candidates;
use crate::digits::Digit;
use crate::geometry::{Cell, Geometry};
use crate::step::{Contradiction, NetBranch, NetFact, NetRule};

/// A candidate, by cell index and 0-based digit, true or false.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct Fact {
    pub cell: u32,
    pub digit: u8,
    pub on: bool,
}

impl Fact {
    pub fn on(cell: usize, digit: u8) -> Fact {
        Fact {
            cell: cell as u32,
            digit,
            on: true,
        }
    }

    pub fn off(cell: usize, digit: u8) -> Fact {
        Fact {
            cell: cell as u32,
            digit,
            on: false,
        }
    }

    pub fn negated(self) -> Fact {
        Fact {
            on: !self.on,
            ..self
        }
    }
}

/// A state to follow assumptions in: each cell's candidates and value, and
/// each digit's places in each house.
#[derive(Clone, Debug)]
pub(crate) struct Board {
    /// Bit `d` for 0-based digit `d`, per cell.
    pub cands: Vec<u64>,
    /// 1-based, 0 for an empty cell.
    pub values: Vec<u8>,
    /// Per `digit * houses + house`: a bit per place in the house.
    places: Vec<u64>,
    /// Per `digit * houses + house`: whether the house holds the digit.
    done: Vec<bool>,
}

impl Board {
    pub fn of(geometry: &Geometry, state: &Candidates) -> Board {
        let houses = geometry.house_count();
        let values: Vec<u8> = geometry
            .cells()
            .map(|c| state.value(c).map_or(0, Digit::get))
            .collect();
        let mut done = vec![false; geometry.side() * houses];
        for (index, &value) in values.iter().enumerate() {
            if value != 0 {
                for slot in geometry.slots(index) {
                    done[usize::from(value - 1) * houses + usize::from(slot.house)] = true;
                }
            }
        }
        Board {
            cands: geometry.cells().map(|c| state.get(c).bits()).collect(),
            values,
            places: state.places().to_vec(),
            done,
        }
    }

    /// Whether the candidate is still open: its digit a candidate of its
    /// empty cell.
    pub fn has(&self, cell: usize, digit: u8) -> bool {
        self.cands[cell] >> digit & 1 != 0
    }
}

/// Why a run stopped before its end.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) enum Stop {
    /// Something broke: the assumption was false.
    Broken(Contradiction),
    /// The work allowed ran out: nothing is known.
    Spent,
}

/// What a fact follows from: a fact of the same run, by index, or a
/// candidate that was already so when the run began (the state's own, or
/// a fact of the run this one is nested in).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Cause {
    Fact(u32),
    Before(Fact),
}

/// Why a fact follows, as it is kept while running.
#[derive(Clone, Debug)]
enum Rule {
    Assumption,
    Excluded,
    NakedSingle,
    HiddenSingle(u16),
    Locked(u16),
    NakedPair(u16),
    HiddenPair(u16),
    Nested(Box<Explained>),
}

/// Every fact of a run with its causes and rule: kept only when a run is
/// to be explained.
#[derive(Clone, Debug, Default)]
struct Trace {
    facts: Vec<Fact>,
    causes: Vec<Vec<Cause>>,
    rules: Vec<Rule>,
    /// Per candidate (`cell * side + digit`), the index of its fact, true
    /// then false; `u32::MAX` for none.
    on: Vec<u32>,
    off: Vec<u32>,
}

const NONE: u32 = u32::MAX;

impl Trace {
    fn new(slots: usize) -> Trace {
        Trace {
            on: vec![NONE; slots],
            off: vec![NONE; slots],
            ..Trace::default()
        }
    }

    fn index(&self, side: usize, fact: Fact) -> Option<u32> {
        let slot = fact.cell as usize * side + usize::from(fact.digit);
        let index = if fact.on {
            self.on[slot]
        } else {
            self.off[slot]
        };
        (index != NONE).then_some(index)
    }

    fn record(&mut self, side: usize, fact: Fact, rule: Rule, causes: Vec<Cause>) {
        let slot = fact.cell as usize * side + usize::from(fact.digit);
        let index = if fact.on {
            &mut self.on[slot]
        } else {
            &mut self.off[slot]
        };
        if *index == NONE {
            *index = self.facts.len() as u32;
            self.facts.push(fact);
            self.causes.push(causes);
            self.rules.push(rule);
        }
    }
}

/// A run that was explained: its facts, and how it broke (if it did).
#[derive(Clone, Debug)]
pub(crate) struct Explained {
    trace: Trace,
    broken: Option<(Contradiction, Vec<Cause>)>,
}

/// An assumption followed at a level.
pub(crate) struct Run<'g> {
    geometry: &'g Geometry,
    side: usize,
    houses: usize,
    level: u8,
    pub board: Board,
    /// Cells and 0-based digits to place, in the order found.
    queue: Vec<(u32, u8)>,
    head: usize,
    trace: Option<Trace>,
    /// Where the nested rule goes on looking: a candidate's slot.
    cursor: usize,
    /// Candidates removed, here and in nested runs.
    pub work: usize,
    limit: usize,
}

impl<'g> Run<'g> {
    /// A run in `board` at `level`, keeping every fact when `explain`,
    /// that stops as [`Stop::Spent`] past `limit` candidates removed.
    pub fn new(
        geometry: &'g Geometry,
        board: Board,
        level: u8,
        explain: bool,
        limit: usize,
    ) -> Run<'g> {
        let side = geometry.side();
        Run {
            geometry,
            side,
            houses: geometry.house_count(),
            level,
            board,
            queue: Vec::new(),
            head: 0,
            trace: explain.then(|| Trace::new(geometry.cell_count() * side)),
            cursor: 0,
            work: 0,
            limit,
        }
    }

    /// Assumes `fact` and follows it to the end.
    pub fn follow(&mut self, fact: Fact) -> Result<(), Stop> {
        if fact.on {
            self.enqueue(fact.cell, fact.digit, Rule::Assumption, Vec::new);
        } else {
            self.eliminate(fact.cell as usize, fact.digit, Rule::Assumption, Vec::new)?;
        }
        self.settle()
    }

    /// The run, explained: its facts and how it broke.
    pub fn explained(self, end: Result<(), Stop>) -> Explained {
        Explained {
            broken: match end {
                Err(Stop::Broken(contradiction)) => {
                    let causes = self.broken_causes(&contradiction);
                    Some((contradiction, causes))
                }
                _ => None,
            },
            trace: self.trace.unwrap_or_default(),
        }
    }

    /// Applies the rules until none applies.
    fn settle(&mut self) -> Result<(), Stop> {
        loop {
            while let Some(&(cell, digit)) = self.queue.get(self.head) {
                self.head += 1;
                self.assign(cell as usize, digit)?;
            }
            if self.level >= 1 && self.basics()? {
                continue;
            }
            if self.level >= 2 && self.nested()? {
                continue;
            }
            return Ok(());
        }
    }

    fn cause(&self, fact: Fact) -> Cause {
        match self.trace.as_ref().and_then(|t| t.index(self.side, fact)) {
            Some(index) => Cause::Fact(index),
            None => Cause::Before(fact),
        }
    }

    /// The causes of a fact that follows from these candidates being false.
    fn offs(&self, candidates: impl Iterator<Item = (usize, u8)>) -> Vec<Cause> {
        candidates
            .map(|(cell, digit)| self.cause(Fact::off(cell, digit)))
            .collect()
    }

    /// Queues a placement, keeping it with its causes when explaining.
    fn enqueue(&mut self, cell: u32, digit: u8, rule: Rule, causes: impl FnOnce() -> Vec<Cause>) {
        if self.trace.is_some() {
            let causes = causes();
            if let Some(trace) = self.trace.as_mut() {
                trace.record(self.side, Fact::on(cell as usize, digit), rule, causes);
            }
        }
        self.queue.push((cell, digit));
    }

    /// Places `digit` in `cell`: its other candidates and the digit in its
    /// peers are false.
    fn assign(&mut self, cell: usize, digit: u8) -> Result<(), Stop> {
        let bit = 1u64 << digit;
        // Anything else was seen to break when it was removed.
        if self.board.values[cell] != 0 || self.board.cands[cell] & bit == 0 {
            return Ok(());
        }
        let me = || vec![self.cause(Fact::on(cell, digit))];
        let because = self.trace.is_some().then(me).unwrap_or_default();
        self.board.values[cell] = digit + 1;
        let others = self.board.cands[cell] & !bit;
        let base = usize::from(digit) * self.houses;
        for slot in self.geometry.slots(cell) {
            let at = base + usize::from(slot.house);
            self.board.done[at] = true;
            self.board.places[at] &= !(1 << slot.position);
        }
        self.board.cands[cell] = others;
        for other in bits(others) {
            self.eliminate(cell, other, Rule::Excluded, || because.clone())?;
        }
        for &peer in self.geometry.peers_of_index(cell) {
            if self.board.cands[peer.index()] & bit != 0 {
                self.eliminate(peer.index(), digit, Rule::Excluded, || because.clone())?;
            }
        }
        Ok(())
    }

    /// Takes out a candidate (if still there) and queues the singles it
    /// leaves.
    fn eliminate(
        &mut self,
        cell: usize,
        digit: u8,
        rule: Rule,
        causes: impl FnOnce() -> Vec<Cause>,
    ) -> Result<(), Stop> {
        let bit = 1u64 << digit;
        if self.board.cands[cell] & bit == 0 {
            return Ok(());
        }
        self.work += 1;
        if self.work > self.limit {
            return Err(Stop::Spent);
        }
        if self.trace.is_some() {
            let causes = causes();
            if let Some(trace) = self.trace.as_mut() {
                trace.record(self.side, Fact::off(cell, digit), rule, causes);
            }
        }
        self.board.cands[cell] &= !bit;
        let base = usize::from(digit) * self.houses;
        let geometry = self.geometry;
        for slot in geometry.slots(cell) {
            let at = base + usize::from(slot.house);
            self.board.places[at] &= !(1 << slot.position);
            if self.board.done[at] {
                continue;
            }
            let places = self.board.places[at];
            let house = usize::from(slot.house);
            if places == 0 {
                return Err(Stop::Broken(Contradiction::NoPlace {
                    house: geometry.house(house),
                    digit: digit_of(digit),
                }));
            }
            if places & (places - 1) == 0 {
                let cells = geometry.cells_of_house(house);
                let target = cells[places.trailing_zeros() as usize];
                let others = || {
                    let rest = cells.iter().filter(|&&c| c != target);
                    self.offs(rest.map(|c| (c.index(), digit)))
                };
                let causes = self.trace.is_some().then(others).unwrap_or_default();
                self.enqueue(
                    target.index() as u32,
                    digit,
                    Rule::HiddenSingle(slot.house),
                    || causes,
                );
            }
        }
        if self.board.values[cell] == 0 {
            let left = self.board.cands[cell];
            if left == 0 {
                return Err(Stop::Broken(Contradiction::NoCandidates {
                    cell: Cell::at(cell),
                }));
            }
            if left & (left - 1) == 0 {
                let only = left.trailing_zeros() as u8;
                let others = || {
                    let rest = (0..self.side as u8).filter(|&d| d != only);
                    self.offs(rest.map(|d| (cell, d)))
                };
                let causes = self.trace.is_some().then(others).unwrap_or_default();
                self.enqueue(cell as u32, only, Rule::NakedSingle, || causes);
            }
        }
        Ok(())
    }

    /// The causes of a contradiction: every candidate of its cell, or
    /// every place of its digit in its house, false.
    fn broken_causes(&self, contradiction: &Contradiction) -> Vec<Cause> {
        match *contradiction {
            Contradiction::NoCandidates { cell } => {
                self.offs((0..self.side as u8).map(|d| (cell.index(), d)))
            }
            Contradiction::NoPlace { house, digit } => {
                let cells = self.geometry.house_cells(house);
                self.offs(cells.iter().map(|c| (c.index(), digit.get() - 1)))
            }
        }
    }

    /// Counts `units` of work against the limit.
    fn charge(&mut self, units: usize) -> Result<(), Stop> {
        self.work += units;
        if self.work > self.limit {
            return Err(Stop::Spent);
        }
        Ok(())
    }

    /// The rules of level 1: the first locked candidates, naked pair or
    /// hidden pair that removes something, applied. Whether one did.
    fn basics(&mut self) -> Result<bool, Stop> {
        // A search over every house costs about a removal per house.
        self.charge(self.houses)?;
        Ok(self.locked()? || self.naked_pair()? || self.hidden_pair()?)
    }

    /// A digit confined to a box and line's crossing within one of them
    /// leaves the rest of the other.
    fn locked(&mut self) -> Result<bool, Stop> {
        let geometry = self.geometry;
        for index in 0..geometry.crossing_count() {
            let crossing = geometry.crossing(index);
            let the_box = geometry.house_id(crossing.the_box);
            let line = geometry.house_id(crossing.line);
            for digit in 0..self.side as u8 {
                let base = usize::from(digit) * self.houses;
                let in_box = self.board.places[base + the_box];
                let in_line = self.board.places[base + line];
                // Confined in `from`, so out of `to` outside the crossing.
                let (from, from_mask, to, to_mask) =
                    if in_box != 0 && in_box & !crossing.box_mask == 0 {
                        (the_box, crossing.box_mask, line, crossing.line_mask)
                    } else if in_line != 0 && in_line & !crossing.line_mask == 0 {
                        (line, crossing.line_mask, the_box, crossing.box_mask)
                    } else {
                        continue;
                    };
                let targets = self.board.places[base + to] & !to_mask;
                if targets == 0 {
                    continue;
                }
                let from_cells = geometry.cells_of_house(from);
                let outside = || {
                    let rest =
                        bits(!from_mask & low_bits(self.side)).map(|p| from_cells[usize::from(p)]);
                    self.offs(rest.map(|c| (c.index(), digit)))
                };
                let causes = self.trace.is_some().then(outside).unwrap_or_default();
                let to_cells = geometry.cells_of_house(to);
                for position in bits(targets) {
                    let cell = to_cells[usize::from(position)].index();
                    self.eliminate(cell, digit, Rule::Locked(from as u16), || causes.clone())?;
                }
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Two cells of a house with the same two candidates: those digits
    /// leave the house's other cells.
    fn naked_pair(&mut self) -> Result<bool, Stop> {
        let geometry = self.geometry;
        for house in 0..self.houses {
            let cells = geometry.cells_of_house(house);
            for (i, a) in cells.iter().enumerate() {
                let pair = self.board.cands[a.index()];
                if pair.count_ones() != 2 {
                    continue;
                }
                let Some(b) = cells[i + 1..]
                    .iter()
                    .find(|b| self.board.cands[b.index()] == pair)
                else {
                    continue;
                };
                let targets: Vec<usize> = (cells.iter())
                    .filter(|c| *c != a && *c != b && self.board.cands[c.index()] & pair != 0)
                    .map(|c| c.index())
                    .collect();
                if targets.is_empty() {
                    continue;
                }
                let (a, b) = (a.index(), b.index());
                let rest = || {
                    let digits = bits(!pair & low_bits(self.side));
                    let offs = digits.flat_map(|d| [(a, d), (b, d)]);
                    self.offs(offs)
                };
                let causes = self.trace.is_some().then(rest).unwrap_or_default();
                for cell in targets {
                    for digit in bits(self.board.cands[cell] & pair) {
                        self.eliminate(cell, digit, Rule::NakedPair(house as u16), || {
                            causes.clone()
                        })?;
                    }
                }
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Two digits with the same two places in a house: those cells lose
    /// their other candidates.
    fn hidden_pair(&mut self) -> Result<bool, Stop> {
        let geometry = self.geometry;
        let side = self.side as u8;
        for house in 0..self.houses {
            for first in 0..side {
                let at = |d: u8| usize::from(d) * self.houses + house;
                let places = self.board.places[at(first)];
                if self.board.done[at(first)] || places.count_ones() != 2 {
                    continue;
                }
                let Some(second) = (first + 1..side)
                    .find(|&d| !self.board.done[at(d)] && self.board.places[at(d)] == places)
                else {
                    continue;
                };
                let cells = geometry.cells_of_house(house);
                let pair = 1u64 << first | 1u64 << second;
                let spots: Vec<usize> = bits(places)
                    .map(|p| cells[usize::from(p)].index())
                    .collect();
                if spots.iter().all(|&c| self.board.cands[c] & !pair == 0) {
                    continue;
                }
                let rest = || {
                    let others = cells.iter().filter(|c| !spots.contains(&c.index()));
                    let offs = others.flat_map(|c| [(c.index(), first), (c.index(), second)]);
                    self.offs(offs)
                };
                let causes = self.trace.is_some().then(rest).unwrap_or_default();
                for &cell in &spots {
                    for digit in bits(self.board.cands[cell] & !pair) {
                        self.eliminate(cell, digit, Rule::HiddenPair(house as u16), || {
                            causes.clone()
                        })?;
                    }
                }
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// The nested rule: the next open candidate (from where the last
    /// search stopped, round the board once) whose run one level down
    /// breaks is false. Whether one was found.
    fn nested(&mut self) -> Result<bool, Stop> {
        let slots = self.board.cands.len() * self.side;
        for step in 0..slots {
            let slot = (self.cursor + step) % slots;
            let (cell, digit) = (slot / self.side, (slot % self.side) as u8);
            if !self.board.has(cell, digit) {
                continue;
            }
            let assumption = Fact::on(cell, digit);
            let left = self.limit - self.work;
            let mut inner = Run::new(
                self.geometry,
                self.board.clone(),
                self.level - 1,
                false,
                left,
            );
            let end = inner.follow(assumption);
            self.charge(inner.work + run_cost(self.board.cands.len()))?;
            match end {
                Ok(()) => continue,
                Err(Stop::Spent) => return Err(Stop::Spent),
                Err(Stop::Broken(_)) => {}
            }
            self.cursor = slot + 1;
            let (rule, causes) = if self.trace.is_some() {
                let mut again = Run::new(
                    self.geometry,
                    self.board.clone(),
                    self.level - 1,
                    true,
                    usize::MAX,
                );
                let end = again.follow(assumption);
                let explained = again.explained(end);
                let causes = explained
                    .outside()
                    .into_iter()
                    .map(|fact| self.cause(fact))
                    .collect();
                (Rule::Nested(Box::new(explained)), causes)
            } else {
                (Rule::Excluded, Vec::new())
            };
            self.eliminate(cell, digit, rule, || causes)?;
            return Ok(true);
        }
        Ok(false)
    }
}

impl Explained {
    /// Whether the run broke.
    pub fn is_broken(&self) -> bool {
        self.broken.is_some()
    }

    /// The facts the conclusion rests on, by index: the ancestors of
    /// `ends` (facts of the run).
    fn ancestors(&self, ends: &[Cause]) -> Vec<bool> {
        let mut needed = vec![false; self.trace.facts.len()];
        let mut stack: Vec<u32> = ends
            .iter()
            .filter_map(|c| match c {
                Cause::Fact(i) => Some(*i),
                Cause::Before(_) => None,
            })
            .collect();
        while let Some(index) = stack.pop() {
            let index = index as usize;
            if std::mem::replace(&mut needed[index], true) {
                continue;
            }
            for cause in &self.trace.causes[index] {
                if let Cause::Fact(i) = cause {
                    stack.push(*i);
                }
            }
        }
        needed
    }

    /// The candidates from before the run that its contradiction rests
    /// on: what a run it is nested in must have derived (or had).
    fn outside(&self) -> Vec<Fact> {
        let Some((_, causes)) = &self.broken else {
            return Vec::new();
        };
        let needed = self.ancestors(causes);
        let mut outside: Vec<Fact> = (self.trace.causes.iter().enumerate())
            .filter(|(i, _)| needed[*i])
            .flat_map(|(_, causes)| causes.iter())
            .chain(causes)
            .filter_map(|c| match c {
                Cause::Before(fact) => Some(*fact),
                Cause::Fact(_) => None,
            })
            .collect();
        outside.sort_by_key(|f| (f.cell, f.digit, f.on));
        outside.dedup();
        outside
    }

    /// The fact's index, if the run derived it.
    pub fn index_of(&self, side: usize, fact: Fact) -> Option<u32> {
        self.trace.index(side, fact)
    }

    /// The branch for the event: the facts `ends` rest on (or the
    /// contradiction's, when there are no `ends`), in the order derived.
    pub fn branch(&self, geometry: &Geometry, ends: &[u32]) -> NetBranch {
        let ends: Vec<Cause> = match &self.broken {
            Some((_, causes)) if ends.is_empty() => causes.clone(),
            _ => ends.iter().map(|&i| Cause::Fact(i)).collect(),
        };
        let mut needed = self.ancestors(&ends);
        if let Some(first) = needed.first_mut() {
            // The assumption always shows.
            *first = true;
        }
        let mut renumbered = vec![usize::MAX; needed.len()];
        let mut facts = Vec::new();
        for (index, _) in needed.iter().enumerate().filter(|(_, n)| **n) {
            renumbered[index] = facts.len();
            facts.push(self.net_fact(geometry, index, &renumbered));
        }
        let (contradiction, broken_by) = match &self.broken {
            Some((contradiction, causes)) if ends == *causes => (
                Some(contradiction.clone()),
                fact_indices(causes, &renumbered),
            ),
            _ => (None, Vec::new()),
        };
        NetBranch {
            facts,
            contradiction,
            broken_by,
        }
    }

    fn net_fact(&self, geometry: &Geometry, index: usize, renumbered: &[usize]) -> NetFact {
        let fact = self.trace.facts[index];
        let house = |id: u16| geometry.house(usize::from(id));
        let rule = match &self.trace.rules[index] {
            Rule::Assumption => NetRule::Assumption,
            Rule::Excluded => NetRule::Excluded,
            Rule::NakedSingle => NetRule::NakedSingle,
            Rule::HiddenSingle(id) => NetRule::HiddenSingle { house: house(*id) },
            Rule::Locked(id) => NetRule::Locked { house: house(*id) },
            Rule::NakedPair(id) => NetRule::NakedPair { house: house(*id) },
            Rule::HiddenPair(id) => NetRule::HiddenPair { house: house(*id) },
            Rule::Nested(inner) => NetRule::Nested {
                branch: Box::new(inner.branch(geometry, &[])),
            },
        };
        NetFact {
            cell: Cell::at(fact.cell as usize),
            digit: digit_of(fact.digit),
            on: fact.on,
            causes: fact_indices(&self.trace.causes[index], renumbered),
            rule,
        }
    }
}

/// The work of starting a run on a board of `cells` cells, in removals:
/// the copy of the board.
pub(crate) fn run_cost(cells: usize) -> usize {
    cells / 8 + 1
}

/// The facts among `causes`, by their new indices.
fn fact_indices(causes: &[Cause], renumbered: &[usize]) -> Vec<usize> {
    let mut indices: Vec<usize> = causes
        .iter()
        .filter_map(|c| match c {
            Cause::Fact(i) => Some(renumbered[*i as usize]),
            Cause::Before(_) => None,
        })
        .collect();
    indices.sort_unstable();
    indices.dedup();
    indices
}

/// The digit of a 0-based digit index below the largest side.
pub(crate) fn digit_of(digit: u8) -> Digit {
    Digit::new(digit + 1).unwrap_or_else(|| unreachable!("digits are below the largest side"))
}

/// The bits set in a mask, lowest first, as 0-based positions.
pub(crate) fn bits(mut mask: u64) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let bit = mask.trailing_zeros() as u8;
            mask &= mask - 1;
            bit
        })
    })
}

/// The mask of the lowest `count` bits.
fn low_bits(count: usize) -> u64 {
    if count >= 64 {
        u64::MAX
    } else {
        (1 << count) - 1
    }
}
