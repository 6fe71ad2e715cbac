//! Dynamic, dynamic+ and nested forcing chains: assumptions followed as
//! nets ([`net`](super::net)) at a level, in Sudoku Explainer's four
//! kinds, in this order:
//!
//! 1. *contradiction* (Nishio): a candidate's run breaks, so it is false;
//! 2. *cell*: every candidate of a cell leads to the same fact;
//! 3. *unit*: every place of a digit in a house leads to the same fact;
//! 4. *digit*: a candidate true and false lead to the same fact, or false
//!    breaks (then it is true).
//!
//! A fact is a digit placed (preferred: it removes the most) or a
//! candidate gone. The runs are searched fast, without keeping their
//! facts; the runs of the conclusion are then run again, explained, and
//! pruned to the facts the conclusion rests on.
//!
//! Pattern: `cells` and `digits` = the assumptions' cells and digits,
//! `houses` = [the house] of a unit forcing chain, `net` = one branch per
//! assumption, `links` = the facts a person follows in each branch, each
//! from those it rests on, branch after branch (see [`links_of`]).

use super::net::{bits, digit_of, run_cost, Board, Explained, Fact, Run, Stop};
use super::Elimination;
use std::cell::RefCell;

use crate::candidates::{Candidates, Removal};
use crate::digits::Digit;
use crate::geometry::{Cell, Geometry};
use crate::search::{Budget, Query};
use crate::sort;
use crate::step::{Link, Narrator, NetBranch, NetFact, NetRule, Node};

/// Work at most per cell of the board, all runs of one search together,
/// nested ones included, counted in candidates removed (and the like: see
/// [`run_cost`]): a 9x9 nested search that finds something stays far
/// below; it bounds the time a step can take on any board.
const WORK_PER_CELL: usize = 20_000;

/// Memory at most for the ends of the runs kept for the cell and unit
/// kinds; past it they are run again.
const KEPT_BYTES: usize = 64 << 20;

/// The deepest nested level tried.
pub(crate) const MAX_LEVEL: u8 = 3;

/// The first conclusion of a forcing net at `level`, in the order the
/// module describes.
pub fn find(geometry: &Geometry, candidates: &Candidates, level: u8) -> Option<Elimination> {
    if !has_one_solution(geometry, candidates) {
        return None;
    }
    find_at(geometry, candidates, level)
}

fn find_at(geometry: &Geometry, candidates: &Candidates, level: u8) -> Option<Elimination> {
    let mut search = Search {
        geometry,
        side: geometry.side(),
        root: Board::of(geometry, candidates),
        level,
        work: 0,
        limit: WORK_PER_CELL * geometry.cell_count(),
        ends: Vec::new(),
    };
    search.conclude().ok().flatten()
}

/// Guesses the check that a state has one solution may take: a state
/// with one solution, the nets' case, is told in a few; one with several
/// or none may take many more, and is then not searched.
const CHECK_GUESSES: usize = 2_000;

thread_local! {
    /// The last state checked (its values and candidates) and the answer:
    /// the three nets ask in turn about the same state.
    static CHECKED: RefCell<(Vec<u64>, bool)> = const { RefCell::new((Vec::new(), false)) };
}

/// Whether the state has exactly one solution, as far as a short search
/// tells. The nets run only then: on a state with several solutions a
/// guess is unavoidable in the end, and the nets would search every
/// candidate for nothing before each one (they stay sound either way).
fn has_one_solution(geometry: &Geometry, candidates: &Candidates) -> bool {
    let values = geometry
        .cells()
        .map(|c| u64::from(candidates.value(c).map_or(0, Digit::get)));
    let key: Vec<u64> = (geometry.cells())
        .map(|c| candidates.get(c).bits())
        .chain(values)
        .collect();
    if let Some(known) = CHECKED.with_borrow(|(last, answer)| (*last == key).then_some(*answer)) {
        return known;
    }
    let mut budget = Budget::new(CHECK_GUESSES, None);
    let answer = Query::of_state(geometry, candidates).count(2, &mut budget) == Ok(1);
    CHECKED.with_borrow_mut(|checked| *checked = (key, answer));
    answer
}

/// The nested forcing chains: level 2, then deeper while nothing is found
/// and the work allows.
pub fn find_nested(geometry: &Geometry, candidates: &Candidates) -> Option<Elimination> {
    if !has_one_solution(geometry, candidates) {
        return None;
    }
    (2..=MAX_LEVEL).find_map(|level| find_at(geometry, candidates, level))
}

/// What the runs of a conclusion assume, and the fact they lead to.
struct Conclusion {
    assumptions: Vec<Fact>,
    /// `None`: the one assumption breaks, and its negation is the fact.
    fact: Option<Fact>,
}

impl Conclusion {
    /// An assumption that breaks.
    fn broken(fact: Fact) -> Conclusion {
        Conclusion {
            assumptions: vec![fact],
            fact: None,
        }
    }
}

/// Assumptions that break, at most, among which the dynamic and dynamic+
/// searches take the one whose net is shortest (the fewest facts a person
/// reads): in a stuck position a few dozen break at once, and the first
/// in board order is often one of the longest. The nested search takes
/// the first: each of its runs costs as much as a whole dynamic+ search.
const SHORTEST_OF: usize = 32;

struct Search<'g> {
    geometry: &'g Geometry,
    side: usize,
    root: Board,
    level: u8,
    work: usize,
    limit: usize,
    /// The end of each candidate's run when true, by slot, when kept.
    ends: Vec<End>,
}

/// Where a run ended: its candidates and values, or broken.
type End = Option<(Vec<u64>, Vec<u8>)>;

impl Search<'_> {
    fn run(&mut self, fact: Fact) -> Result<End, Stop> {
        let limit = self.limit.saturating_sub(self.work);
        let mut run = Run::new(self.geometry, self.root.clone(), self.level, false, limit);
        let end = run.follow(fact);
        self.work += run.work + run_cost(self.root.cands.len());
        if self.work > self.limit {
            return Err(Stop::Spent);
        }
        match end {
            Ok(()) => Ok(Some((run.board.cands, run.board.values))),
            Err(Stop::Broken(_)) => Ok(None),
            Err(Stop::Spent) => Err(Stop::Spent),
        }
    }

    /// The open candidates, cells with fewer candidates first.
    fn candidates(&self) -> Vec<(usize, u8)> {
        let mut cells: Vec<usize> = (0..self.root.cands.len())
            .filter(|&c| self.root.cands[c] != 0)
            .collect();
        cells.sort_by_key(|&c| (self.root.cands[c].count_ones(), c));
        cells
            .into_iter()
            .flat_map(|c| bits(self.root.cands[c]).map(move |d| (c, d)))
            .collect()
    }

    fn conclude(&mut self) -> Result<Option<Elimination>, Stop> {
        let Some(conclusion) = self.search()? else {
            return Ok(None);
        };
        Ok(Some(self.explain(&conclusion)))
    }

    fn search(&mut self) -> Result<Option<Conclusion>, Stop> {
        let open = self.candidates();
        let cells = self.root.cands.len();
        let keep = open.len() * cells * 9 <= KEPT_BYTES;
        self.ends = vec![None; cells * self.side];
        let mut broken = Vec::new();
        for &(cell, digit) in &open {
            let fact = Fact::on(cell, digit);
            match self.run(fact)? {
                None if self.level >= 2 => return Ok(Some(Conclusion::broken(fact))),
                None => {
                    broken.push(fact);
                    if broken.len() == SHORTEST_OF {
                        break;
                    }
                }
                Some(end) if keep => self.ends[cell * self.side + usize::from(digit)] = Some(end),
                Some(_) => {}
            }
        }
        if let Some(shortest) = (broken.iter().copied()).min_by_key(|&fact| self.broken_size(fact))
        {
            return Ok(Some(Conclusion::broken(shortest)));
        }
        // Cells.
        let mut seen = Vec::new();
        for &(cell, _) in &open {
            if seen.last() == Some(&cell) {
                continue;
            }
            seen.push(cell);
            let assumptions: Vec<Fact> = bits(self.root.cands[cell])
                .map(|d| Fact::on(cell, d))
                .collect();
            if let Some(found) = self.common_of(&assumptions)? {
                return Ok(Some(found));
            }
        }
        // Units.
        for house in 0..self.geometry.house_count() {
            let cells = self.geometry.cells_of_house(house);
            for digit in 0..self.side as u8 {
                let assumptions: Vec<Fact> = (cells.iter())
                    .filter(|c| self.root.has(c.index(), digit))
                    .map(|c| Fact::on(c.index(), digit))
                    .collect();
                if assumptions.len() < 2 {
                    continue;
                }
                if let Some(found) = self.common_of(&assumptions)? {
                    return Ok(Some(found));
                }
            }
        }
        // Digits. A cell's last candidate is no one's to prove: its run
        // when false breaks at once, and proves nothing to remove.
        for &(cell, digit) in &open {
            if self.root.cands[cell].count_ones() < 2 {
                continue;
            }
            let on = Fact::on(cell, digit);
            let off = on.negated();
            let Some(no) = self.run(off)? else {
                return Ok(Some(Conclusion::broken(off)));
            };
            let Some(yes) = self.end_of(on)? else {
                continue;
            };
            if let Some(fact) = self.common(&[yes, no]) {
                return Ok(Some(Conclusion {
                    assumptions: vec![on, off],
                    fact: Some(fact),
                }));
            }
        }
        Ok(None)
    }

    /// The end of a candidate's run when true: kept, or run again.
    fn end_of(&mut self, fact: Fact) -> Result<End, Stop> {
        let slot = fact.cell as usize * self.side + usize::from(fact.digit);
        match &self.ends[slot] {
            Some(end) => Ok(Some(end.clone())),
            None => self.run(fact),
        }
    }

    /// The conclusion of exhaustive `assumptions`, none of which breaks.
    fn common_of(&mut self, assumptions: &[Fact]) -> Result<Option<Conclusion>, Stop> {
        let mut ends = Vec::new();
        for &fact in assumptions {
            match self.end_of(fact)? {
                Some(end) => ends.push(end),
                // Seen first as a contradiction.
                None => return Ok(None),
            }
        }
        Ok(self.common(&ends).map(|fact| Conclusion {
            assumptions: assumptions.to_vec(),
            fact: Some(fact),
        }))
    }

    /// A fact every end holds that removes a candidate of the root: a
    /// placement first (in a cell with others to remove).
    fn common(&self, ends: &[(Vec<u64>, Vec<u8>)]) -> Option<Fact> {
        let root = &self.root;
        let (first, rest) = ends.split_first()?;
        let placed = (0..root.values.len()).find(|&c| {
            let value = first.1[c];
            root.values[c] == 0
                && root.cands[c].count_ones() > 1
                && value != 0
                && rest.iter().all(|e| e.1[c] == value)
        });
        if let Some(cell) = placed {
            return Some(Fact::on(cell, first.1[cell] - 1));
        }
        (0..root.cands.len()).find_map(|c| {
            let gone = |end: &(Vec<u64>, Vec<u8>)| {
                let kept = match end.1[c] {
                    0 => end.0[c],
                    value => 1 << (value - 1),
                };
                root.cands[c] & !kept
            };
            let all = ends.iter().fold(root.cands[c], |acc, end| acc & gone(end));
            bits(all).next().map(|d| Fact::off(c, d))
        })
    }

    /// The run of `fact`, explained.
    fn explained(&self, fact: Fact) -> Explained {
        let mut run = Run::new(
            self.geometry,
            self.root.clone(),
            self.level,
            true,
            usize::MAX,
        );
        let end = run.follow(fact);
        run.explained(end)
    }

    /// How many facts the branch of `fact`, which breaks, shows.
    fn broken_size(&self, fact: Fact) -> usize {
        self.explained(fact).branch(self.geometry, &[]).facts.len()
    }

    /// The conclusion's runs again, explained: the step.
    fn explain(&self, conclusion: &Conclusion) -> Elimination {
        let geometry = self.geometry;
        let side = self.side;
        let explained: Vec<Explained> = (conclusion.assumptions.iter())
            .map(|&fact| self.explained(fact))
            .collect();
        let net: Vec<NetBranch> = explained
            .iter()
            .map(|run| {
                let ends: Vec<u32> = conclusion
                    .fact
                    .filter(|_| !run.is_broken())
                    .and_then(|fact| run.index_of(side, fact))
                    .into_iter()
                    .collect();
                run.branch(geometry, &ends)
            })
            .collect();
        let fact = conclusion
            .fact
            .unwrap_or_else(|| conclusion.assumptions[0].negated());
        let removals = self.removals(fact);
        let mut cells: Vec<Cell> = (conclusion.assumptions.iter())
            .map(|f| Cell::at(f.cell as usize))
            .collect();
        cells.dedup();
        let mut digits: Vec<_> = (conclusion.assumptions.iter())
            .map(|f| digit_of(f.digit))
            .collect();
        digits.dedup();
        let unit = cells.len() > 1;
        let houses = if unit {
            (0..geometry.house_count())
                .find(|&h| {
                    let all = geometry.cells_of_house(h);
                    cells.iter().all(|c| all.contains(c))
                })
                .map(|h| vec![geometry.house(h)])
                .unwrap_or_default()
        } else {
            Vec::new()
        };
        Elimination {
            removals,
            digits,
            cells,
            houses,
            links: net.iter().flat_map(links_of).collect(),
            net,
            ..Elimination::default()
        }
    }

    /// What a proven fact removes: the cell's other candidates, or the
    /// candidate.
    fn removals(&self, fact: Fact) -> Vec<Removal> {
        let here = self.root.cands[fact.cell as usize];
        let gone = if fact.on {
            here & !(1 << fact.digit)
        } else {
            here & 1 << fact.digit
        };
        let mut removals: Vec<Removal> = bits(gone)
            .map(|d| Removal {
                cell: Cell::at(fact.cell as usize),
                digit: digit_of(d),
            })
            .collect();
        sort::sort(&mut removals);
        removals
    }
}

/// A branch drawn as links: between the facts a person follows (the
/// assumption, each digit placed, each candidate a rule other than a
/// placement's own removals takes out), from the facts each rests on,
/// seen through those plain removals to the placements that made them.
/// Strong into a placement, weak into a removal. A nested fact, which its
/// own branch explains, is linked from the latest of its facts alone.
fn links_of(branch: &NetBranch) -> Vec<Link> {
    let facts = &branch.facts;
    let shown = |i: usize| i == 0 || facts[i].on || !matches!(facts[i].rule, NetRule::Excluded);
    let node = |f: &NetFact| Node::single(f.cell, f.digit);
    let mut links = Vec::new();
    for (index, fact) in facts.iter().enumerate() {
        if !shown(index) {
            continue;
        }
        let mut parents: Vec<usize> = Vec::new();
        let mut stack: Vec<usize> = fact.causes.clone();
        while let Some(cause) = stack.pop() {
            if shown(cause) {
                if !parents.contains(&cause) {
                    parents.push(cause);
                }
            } else {
                stack.extend(&facts[cause].causes);
            }
        }
        parents.sort_unstable();
        if matches!(fact.rule, NetRule::Nested { .. }) {
            // Its own branch explains it, from many facts: the latest
            // stands for them, or the board is lost under the arrows.
            parents.drain(..parents.len().saturating_sub(1));
        }
        links.extend(parents.into_iter().map(|p| Link {
            from: node(&facts[p]),
            to: node(fact),
            strong: fact.on,
            set: Vec::new(),
        }));
    }
    links
}

/// The facts of a branch people read before the compact form cuts them.
const SHOWN: usize = 10;

/// `r1c2 is 5` or `r1c2 is not 5`.
fn fact_text(n: &Narrator, fact: &NetFact) -> String {
    let not = if fact.on { "" } else { "not " };
    format!("{} is {not}{}", n.cell(fact.cell), n.digit(fact.digit))
}

/// A fact with its reason when it is not the plain consequence of a
/// placement: `r2c2 is 7 (naked single)`.
fn fact_with_rule(n: &Narrator, fact: &NetFact) -> String {
    let text = fact_text(n, fact);
    let why = match &fact.rule {
        NetRule::Assumption | NetRule::Excluded => return text,
        NetRule::NakedSingle => "naked single".to_owned(),
        NetRule::HiddenSingle { house } => format!("hidden single in {house}"),
        NetRule::Locked { house } => format!("locked in {house}"),
        NetRule::NakedPair { house } => format!("naked pair in {house}"),
        NetRule::HiddenPair { house } => format!("hidden pair in {house}"),
        NetRule::Nested { branch } => {
            let inner = &branch.facts;
            let assumed = inner.first().map(|f| fact_text(n, f)).unwrap_or_default();
            format!("{assumed} breaks in {} steps", inner.len())
        }
    };
    format!("{text} ({why})")
}

/// A branch in words: the facts after the assumption that a rule other
/// than a placement's own removals gives (those follow plainly from the
/// placement before them), the middle cut when long, and how it ends.
fn branch_text(n: &Narrator, branch: &NetBranch) -> String {
    let last = branch.facts.len().saturating_sub(1);
    let facts: Vec<String> = (branch.facts.iter().enumerate().skip(1))
        .filter(|(i, f)| {
            *i == last && branch.contradiction.is_none() || !matches!(f.rule, NetRule::Excluded)
        })
        .map(|(_, f)| fact_with_rule(n, f))
        .collect();
    let mut shown = if facts.len() > SHOWN {
        let (head, tail) = (&facts[..SHOWN / 2], &facts[facts.len() - SHOWN / 2..]);
        let cut = facts.len() - SHOWN;
        format!("{}, … {cut} more …, {}", head.join(", "), tail.join(", "))
    } else {
        facts.join(", ")
    };
    if let Some(contradiction) = &branch.contradiction {
        if !shown.is_empty() {
            shown.push_str(", and ");
        }
        shown.push_str(&n.contradiction(contradiction));
        shown.push_str(", a contradiction");
    }
    shown
}

/// The sentence: the assumptions, each branch, and the conclusion.
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    let branches = &found.net;
    let removed = n.removals(&found.removals);
    let assumption = |b: &NetBranch| b.facts.first().map(|f| fact_text(n, f)).unwrap_or_default();
    let conclusion = |b: &NetBranch| b.facts.last().map(|f| fact_text(n, f)).unwrap_or_default();
    match branches.as_slice() {
        [only] => {
            let fact = only.facts.first();
            let negation = fact
                .map(|f| {
                    fact_text(
                        n,
                        &NetFact {
                            on: !f.on,
                            ..f.clone()
                        },
                    )
                })
                .unwrap_or_default();
            format!(
                "if {}: {}; so {negation}: {removed}",
                assumption(only),
                branch_text(n, only)
            )
        }
        [first, ..] => {
            let cell_kind = found.cells.len() == 1 && found.digits.len() > 1;
            let digit_kind = found.cells.len() == 1 && found.digits.len() == 1;
            let choices: Vec<String> = if cell_kind {
                found
                    .digits
                    .iter()
                    .map(|d| n.digit(*d).to_string())
                    .collect()
            } else {
                found.cells.iter().map(|&c| n.cell(c)).collect()
            };
            let head = if digit_kind {
                format!(
                    "{} is {} or is not",
                    n.cell(found.cells[0]),
                    n.digit(found.digits[0])
                )
            } else if cell_kind {
                format!(
                    "{} is {}",
                    n.cell(found.cells[0]),
                    crate::step::join_or(choices.clone())
                )
            } else {
                let house = found
                    .houses
                    .first()
                    .map(|h| format!(" of {h}"))
                    .unwrap_or_default();
                format!(
                    "{} goes in {}{house}",
                    n.digit(found.digits[0]),
                    crate::step::join_or(choices.clone())
                )
            };
            let parts: Vec<String> = branches
                .iter()
                .map(|b| format!("if {}: {}", assumption(b), branch_text(n, b)))
                .collect();
            format!(
                "{head}, and each leads to {}: {}: {removed}",
                conclusion(first),
                parts.join("; ")
            )
        }
        [] => removed,
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::digits::Digit;
    use crate::grid::{Grid, Puzzle};
    use crate::solve::forcing::tests::{open_pair, HARD};
    use crate::solve::tests::sentence;
    use crate::solve::{Options, Stepper, Technique};
    use crate::step::{NetRule, Step};

    /// A puzzle of the forum's hardest (SE 11 and up): every technique
    /// before the nets gets stuck on it at once.
    const FORUM: &str =
        "98.7..6..75.....8...6......4...3.5....59...6......2..4.2..1......98...7......91.3";

    /// The state where every technique but the nets is stuck, and the
    /// solution.
    fn stuck(puzzle: &str) -> (Arc<Geometry>, Candidates, Grid) {
        let puzzle: Puzzle = puzzle.parse().unwrap();
        let nets = [
            Technique::DynamicForcingChain,
            Technique::DynamicForcingChainPlus,
            Technique::NestedForcingChain,
        ];
        let options = Options {
            techniques: (Technique::ALL.iter().copied())
                .filter(|t| !nets.contains(t))
                .collect(),
            guessing: false,
            assume_unique: true,
            ..Options::default()
        };
        let mut stepper = Stepper::new(&puzzle, options);
        stepper.by_ref().for_each(drop);
        let solution = crate::search::solve_first(&puzzle).unwrap();
        let state = stepper.candidates().clone();
        (Arc::clone(puzzle.geometry()), state, solution)
    }

    /// Each removal is wrong in the solution, and each branch starts from
    /// its assumption and only rests on earlier facts.
    fn check(found: &Elimination, solution: &Grid) {
        for r in &found.removals {
            assert_ne!(solution.get(r.cell), Some(r.digit));
        }
        for branch in &found.net {
            assert_eq!(branch.facts[0].rule, NetRule::Assumption);
            for (i, fact) in branch.facts.iter().enumerate() {
                assert!(fact.causes.iter().all(|&c| c < i));
            }
        }
    }

    /// Alone, without the singles, a net does their work where it can,
    /// and stops where only a cell's last candidate is left: it never
    /// gives a step that removes nothing (it gave them without end).
    #[test]
    fn a_net_alone_never_takes_a_step_of_nothing() {
        let puzzle: Puzzle =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                .parse()
                .unwrap();
        let solution = crate::search::solve_first(&puzzle).unwrap();
        let nets = [
            Technique::DynamicForcingChain,
            Technique::DynamicForcingChainPlus,
            Technique::NestedForcingChain,
        ];
        for technique in nets {
            let options = Options {
                techniques: vec![technique],
                guessing: false,
                ..Options::default()
            };
            let mut steps = 0;
            for step in Stepper::new(&puzzle, options) {
                steps += 1;
                assert!(steps < 200, "{technique:?}: no end");
                match step {
                    Step::Eliminate { ref removals, .. } => {
                        assert!(!removals.is_empty(), "{technique:?}: {}", step.text());
                        for r in removals {
                            assert_ne!(solution.get(r.cell), Some(r.digit));
                        }
                    }
                    Step::Stuck { .. } => break,
                    _ => {}
                }
            }
        }
    }

    /// Of the assumptions that break, the one whose net is shortest.
    #[test]
    fn the_shortest_net_of_a_hard_puzzle() {
        let (g, state, solution) = crate::solve::forcing::tests::stuck(HARD);
        let found = find(&g, &state, 0).unwrap();
        check(&found, &solution);
        assert_eq!(
            sentence(&g, Technique::DynamicForcingChain, &found),
            "Dynamic forcing chain: if r2c6 is 5: r2c9 is 4 (hidden single in row 2), r9c4 is 5 \
             (hidden single in column 4), r2c2 is 9 (hidden single in row 2), r6c7 is 4 (hidden \
             single in column 7), r4c4 is 3 (hidden single in column 4), r3c2 is 3 (hidden single \
             in column 2), and 3 has no place left in column 7, a contradiction; so r2c6 is not \
             5: 5 is removed from r2c6"
        );
    }

    #[test]
    fn nested_nets_drop_candidates_whose_own_nets_break() {
        let (g, state, solution) = stuck(FORUM);
        // Neither the dynamic nor the dynamic+ nets find anything here.
        assert_eq!(find(&g, &state, 0), None);
        assert_eq!(find(&g, &state, 1), None);
        let found = find_nested(&g, &state).unwrap();
        check(&found, &solution);
        let [branch] = found.net.as_slice() else {
            panic!("one branch, that breaks: {:?}", found.net.len())
        };
        assert!(branch.contradiction.is_some());
        assert!(!branch.broken_by.is_empty());
        let inner = branch.facts.iter().find_map(|f| match &f.rule {
            NetRule::Nested { branch } => Some(branch),
            _ => None,
        });
        assert!(inner
            .expect("a fact from a nested net")
            .contradiction
            .is_some());
        let text = sentence(&g, Technique::NestedForcingChain, &found);
        assert!(text.contains(" breaks in "), "{text}");
    }

    /// A fact of a made-up branch: `cell` (0-based index) is or is not
    /// `digit`, for `rule`, from `causes`.
    fn fact(cell: usize, digit: u8, on: bool, causes: &[usize], rule: NetRule) -> NetFact {
        NetFact {
            cell: Cell::at(cell),
            digit: Digit::new(digit).unwrap(),
            on,
            causes: causes.to_vec(),
            rule,
        }
    }

    #[test]
    fn every_case_of_a_cell_or_a_house_leading_to_one_fact() {
        let g = Geometry::for_side(9).unwrap();
        let n = Narrator {
            geometry: &g,
            alphabet: crate::grid::Alphabet::Standard,
        };
        let row = g.house(0);
        // r1c1 is 1 or 2: as 1 it makes r2c3 1 (hidden single in row
        // 1), so r1c3 is not 3 (a naked pair, say); as 2 it removes 3
        // from r1c3 at once (a made-up branch, for the words).
        let one = NetBranch {
            facts: vec![
                fact(0, 1, true, &[], NetRule::Assumption),
                fact(1, 1, false, &[0], NetRule::Excluded),
                fact(11, 1, true, &[1], NetRule::HiddenSingle { house: row }),
                fact(2, 3, false, &[2], NetRule::NakedPair { house: row }),
            ],
            contradiction: None,
            broken_by: Vec::new(),
        };
        let two = NetBranch {
            facts: vec![
                fact(0, 2, true, &[], NetRule::Assumption),
                fact(2, 3, false, &[0], NetRule::Excluded),
            ],
            contradiction: None,
            broken_by: Vec::new(),
        };
        let removals = vec![Removal {
            cell: Cell::at(2),
            digit: Digit::new(3).unwrap(),
        }];
        let cell = Elimination {
            removals: removals.clone(),
            cells: vec![Cell::at(0)],
            digits: vec![Digit::new(1).unwrap(), Digit::new(2).unwrap()],
            net: vec![one.clone(), two.clone()],
            ..Elimination::default()
        };
        assert_eq!(
            describe(&cell, &n),
            "r1c1 is 1 or 2, and each leads to r1c3 is not 3: if r1c1 is 1: r2c3 is 1 (hidden \
             single in row 1), r1c3 is not 3 (naked pair in row 1); if r1c1 is 2: r1c3 is not \
             3: 3 is removed from r1c3"
        );
        // The links follow the placements: r1c1 to r2c3 (through the
        // removal of 1 from r1c2), r2c3 to r1c3, and r1c1 to r1c3.
        let links = links_of(&one);
        assert_eq!(links.len(), 2);
        assert_eq!(
            (links[0].from.cell, links[0].to.cell),
            (Cell::at(0), Cell::at(11))
        );
        assert!(links[0].strong && !links[1].strong);
        let unit = Elimination {
            removals,
            cells: vec![Cell::at(0), Cell::at(9)],
            digits: vec![Digit::new(1).unwrap()],
            houses: vec![g.house(18)],
            net: vec![one, two],
            ..Elimination::default()
        };
        assert!(describe(&unit, &n).starts_with(
            "1 goes in r1c1 or r2c1 of box 1, and each leads to r1c3 is not 3: if r1c1 is 1:"
        ));
    }

    #[test]
    fn a_position_with_several_solutions_is_not_searched() {
        let (g, state) = open_pair();
        assert_eq!(find(&g, &state, 0), None);
        assert_eq!(find(&g, &state, 1), None);
        assert_eq!(find_nested(&g, &state), None);
    }
}
