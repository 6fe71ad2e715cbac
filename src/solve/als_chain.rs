//! ALS chain: [almost locked sets](super::als) A1, A2, …, An (four to
//! [`MAX_SETS`]; two are ALS-XZ, three the ALS-XY-Wing), no two with a
//! common cell, each with a restricted common digit x(i) with the next, no
//! two consecutive ones the same, and a digit z of both ends that is
//! neither the first restricted common nor the last. If A1 had no z it
//! would hold x(1), so A2 would not, and would hold x(2), and so on: An
//! would lose x(n-1) and hold z. So z is in A1 or in An, and leaves every
//! cell that sees all the cells of both holding it. In Eureka notation,
//! `(z=x1)A1 - (x1=x2)A2 - … - (x(n-1)=z)An`.
//!
//! The shortest chain found wins; among those of one length, the first
//! found: starts in the order of the sets (smallest first), each step to
//! the sets in that order, the restricted commons in digit order. The
//! search is bounded ([`MAX_TRIES`]): on a board with many sets it may miss
//! a chain, or a shorter one.
//!
//! Pattern: as the ALS-XY-Wing's, set after set: `digits` = each set's
//! digits in increasing order, `cells` = each set's cells, `houses` = each
//! set's house, `links` = the weak links on each restricted common from
//! one set's cells with it to the next one's.

use super::als::{holds, or_list, split, AlmostLockedSets};
use super::chains::place;
use super::Elimination;
use super::StateCache;
use crate::candidates::Removal;
use crate::digits::{Digit, DigitSet};
use crate::sort;
use crate::step::Narrator;

/// The most sets in a chain: each is a clause to read, and longer chains
/// are rare where the shorter techniques found nothing.
const MAX_SETS: usize = 5;

/// The most steps one search takes, all lengths and starts together.
const MAX_TRIES: usize = 3_000;

pub fn find(cache: &StateCache) -> Option<Elimination> {
    let (sets, neighbours) = (cache.sets(), cache.neighbours());
    let mut search = Search {
        sets,
        neighbours,
        tries: 0,
        chain: Vec::with_capacity(MAX_SETS),
        commons: Vec::with_capacity(MAX_SETS),
        best: None,
    };
    for (start, partners) in neighbours.iter().enumerate() {
        if sets.get(start).reaching.is_empty() || partners.is_empty() {
            continue;
        }
        search.chain.clear();
        search.chain.push(start);
        search.commons.clear();
        search.extend();
        // None is shorter than four sets; and the search is bounded.
        let shortest = search.best.as_ref().is_some_and(|b| b.chain.len() == 4);
        if shortest || search.tries > MAX_TRIES {
            break;
        }
    }
    search.best.map(|best| best.pattern(sets))
}

/// A chain that removes something.
struct Found {
    chain: Vec<usize>,
    commons: Vec<Digit>,
    removals: Vec<Removal>,
}

impl Found {
    fn pattern(self, sets: &AlmostLockedSets) -> Elimination {
        let (digits, cells, houses, cell_sets) = sets.pattern(&self.chain);
        let links = self
            .chain
            .windows(2)
            .zip(&self.commons)
            .flat_map(|(pair, &x)| sets.links(pair[0], pair[1], x))
            .collect();
        Elimination {
            removals: self.removals,
            digits,
            cells,
            houses,
            links,
            sets: cell_sets,
            ..Elimination::default()
        }
    }
}

struct Search<'s, 'g> {
    sets: &'s AlmostLockedSets<'g>,
    neighbours: &'s [Vec<(usize, DigitSet)>],
    tries: usize,
    /// The sets so far, and the restricted common between each and the next.
    chain: Vec<usize>,
    commons: Vec<Digit>,
    /// The shortest chain found so far (the first of its length).
    best: Option<Found>,
}

impl Search<'_, '_> {
    /// Goes on from `chain` to every chain of up to [`MAX_SETS`] sets, and
    /// of fewer than the best one's, keeping the first that removes
    /// something at each length.
    fn extend(&mut self) {
        let sets = self.sets;
        let (first, at) = (self.chain[0], self.chain[self.chain.len() - 1]);
        if self.chain.len() >= 4 {
            if let Some(removals) = self.removals() {
                self.best = Some(Found {
                    chain: self.chain.clone(),
                    commons: self.commons.clone(),
                    removals,
                });
                return;
            }
        }
        let limit = self.best.as_ref().map_or(MAX_SETS, |b| b.chain.len() - 1);
        if self.chain.len() >= limit {
            return;
        }
        let ends = sets.get(first).reaching;
        for &(next, commons) in &self.neighbours[at] {
            if self.tries > MAX_TRIES {
                return;
            }
            // A chain ends on a set sharing a digit that can go with the
            // first: the last set to come must.
            if self.chain.len() + 1 == limit
                && ends.intersection(sets.get(next).reaching).is_empty()
            {
                continue;
            }
            if !self
                .chain
                .iter()
                .all(|&i| i != next && sets.disjoint(i, next))
            {
                continue;
            }
            for x in commons {
                if self.commons.last() == Some(&x) {
                    continue;
                }
                self.tries += 1;
                self.chain.push(next);
                self.commons.push(x);
                self.extend();
                self.chain.pop();
                self.commons.pop();
                let limit = self.best.as_ref().map_or(MAX_SETS, |b| b.chain.len() - 1);
                if self.chain.len() >= limit {
                    return;
                }
            }
        }
    }

    /// What the chain removes.
    fn removals(&self) -> Option<Vec<Removal>> {
        let sets = self.sets;
        let (a, b) = (self.chain[0], self.chain[self.chain.len() - 1]);
        let (x1, xn) = (self.commons[0], self.commons[self.commons.len() - 1]);
        let common = sets.get(a).reaching.intersection(sets.get(b).reaching);
        let zs = common.iter().filter(|&z| z != x1 && z != xn).collect();
        let removals = sets.removals_between(a, b, zs);
        (!removals.is_empty()).then_some(removals)
    }
}

/// `r1c1 holds only 1 and 5, r1c5 holds only 1 and 2, r5c5 holds only 2
/// and 3, and r5c9 holds only 3 and 5; each set shares a digit with the
/// next that every cell of the one with it sees in the other (1, 2, 3), so
/// if the first had no 5 it would hold 1, each next set would lose the
/// digit it shares with the set before and hold the one it shares with the
/// set after, and the last would hold all its other digits: 5 is in the
/// first or the last, (5=1)r1c1 - (1=2)r1c5 - (2=3)r5c5 - (3=5)r5c9: 5 is
/// removed from r1c9 and r5c1`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    let sets = split(&found.digits, &found.cells);
    // The restricted commons, one per run of links between two sets.
    let mut commons: Vec<Digit> = Vec::new();
    let mut set_of_link = Vec::new();
    for l in &found.links {
        let from = sets
            .iter()
            .position(|(_, cells)| cells.contains(&l.from.cell));
        if set_of_link.last() != Some(&from) {
            set_of_link.push(from);
            commons.push(l.from.digit);
        }
    }
    let mut zs: Vec<Digit> = found.removals.iter().map(|r| r.digit).collect();
    sort::sort(&mut zs);
    zs.dedup();
    let parts: Vec<String> = sets
        .iter()
        .zip(&found.houses)
        .map(|(&(digits, cells), &house)| holds(n, house, digits, cells))
        .collect();
    let (last, rest) = parts
        .split_last()
        .map_or((String::new(), &[][..]), |(l, r)| (l.clone(), r));
    let chains: Vec<String> = zs
        .iter()
        .map(|&z| {
            let mut text = String::new();
            let mut before = z;
            for (k, &(_, cells)) in sets.iter().enumerate() {
                let after = commons.get(k).copied().unwrap_or(z);
                if k > 0 {
                    text.push_str(" - ");
                }
                text.push_str(&format!(
                    "({}={}){}",
                    n.digit(before),
                    n.digit(after),
                    place(n, cells)
                ));
                before = after;
            }
            text
        })
        .collect();
    let lacking = or_list(zs.iter().map(|&z| format!("no {}", n.digit(z))).collect());
    let each = match zs.len() {
        1 => format!("{} is", n.digit(zs[0])),
        _ => format!("each of {} is", n.digits(&zs)),
    };
    let first_common = commons
        .first()
        .map(|&x| n.digit(x).to_string())
        .unwrap_or_default();
    format!(
        "{}, and {last}; each set shares a digit with the next that every cell of the one \
         with it sees in the other ({}), so if the first had {lacking} it would hold \
         {first_common}, each next set would lose the digit it shares with the set before and \
         hold the one it shares with the set after, and the last would hold all its other \
         digits: {each} in the first or the last, {}: {}",
        rest.join(", "),
        commons
            .iter()
            .map(|&x| n.digit(x).to_string())
            .collect::<Vec<_>>()
            .join(", "),
        chains.join(", "),
        n.removals(&found.removals)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{candidate_grid, names, removals, sentence};
    use crate::solve::Technique;

    /// r1c1 {1,5}, r1c5 {1,2}, r5c5 {2,3}, r5c9 `last`; every digit
    /// elsewhere.
    fn grid(last: &str) -> String {
        let rows: Vec<String> = (1..=9)
            .map(|row| {
                let cells: Vec<&str> = (1..=9)
                    .map(|col| match (row, col) {
                        (1, 1) => "15",
                        (1, 5) => "12",
                        (5, 5) => "23",
                        (5, 9) => last,
                        _ => "*",
                    })
                    .collect();
                cells.join(" ")
            })
            .collect();
        rows.join("\n")
    }

    #[test]
    fn four_sets_each_restricted_with_the_next() {
        let (g, cands) = candidate_grid(9, &grid("35"));
        let found = find(&StateCache::new(&g, &cands)).unwrap();
        assert_eq!(removals(&g, &found), ["r1c9<>5", "r5c1<>5"]);
        assert_eq!(names(&g, &found.cells), ["r1c1", "r1c5", "r5c5", "r5c9"]);
        assert_eq!(
            sentence(&g, Technique::AlsChain, &found),
            "ALS chain: r1c1 holds only 1 and 5, r1c5 holds only 1 and 2, r5c5 holds only 2 \
             and 3, and r5c9 holds only 3 and 5; each set shares a digit with the next that \
             every cell of the one with it sees in the other (1, 2, 3), so if the first had \
             no 5 it would hold 1, each next set would lose the digit it shares with the set \
             before and hold the one it shares with the set after, and the last would hold \
             all its other digits: 5 is in the first or the last, (5=1)r1c1 - (1=2)r1c5 - \
             (2=3)r5c5 - (3=5)r5c9: 5 is removed from r1c9 and r5c1"
        );
    }

    #[test]
    fn the_ends_must_share_a_digit_other_than_their_links() {
        // r5c9 {3,6}: the ends share nothing.
        let (g, cands) = candidate_grid(9, &grid("36"));
        let found = find(&StateCache::new(&g, &cands));
        assert!(
            found
                .as_ref()
                .is_none_or(|f| !names(&g, &f.cells).starts_with(&["r1c1".to_string()])),
            "{found:?}"
        );
    }
}
