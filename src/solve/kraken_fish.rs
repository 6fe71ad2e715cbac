//! Kraken fish: a finned fish whose fins are chained to what it removes.
//! `n` base lines (rows, or columns) hold a digit only in `n` cover lines
//! and a few cells outside them, the fins. If no fin holds the digit, the
//! base lines have it in the cover lines, once in each: a candidate of a
//! cover line outside the base lines is false. If a fin holds it, follow
//! the fin along an alternating chain ([AIC](super::aic) links: weak out of
//! a true candidate, strong out of a false one): when every fin's chain
//! ends with that candidate false, it is false either way.
//!
//! Fish of two and three lines ([`MAX_SIZE`]), at most [`MAX_FINS`] fins,
//! the shortest chain for each fin. Digits in order, rows before columns,
//! smaller fish first, base and cover lines in board order, targets in
//! board order; the first target every fin reaches is the step. The chain
//! searches share one graph and one bound per state (see
//! [`Implications`]): on a big board it may miss a fish.
//!
//! Placed after the other fish and the ALS-AIC: it is the costliest of
//! them to look for, and a finned fish whose fins all see the target is
//! the finned fish's, found long before.
//!
//! Pattern: `digits` = [the digit], `cells` = the body (base candidates in
//! the cover lines, in board order), `fins` = the fins in board order,
//! `houses` = the base lines, then the cover lines, `links` = each fin's
//! chain in the order of the fins, one after the other (a chain starts
//! where a link does not go on from the one before).

use std::ops::ControlFlow;

use super::aic::RULES;
use super::chains::{notation, Implications};
use super::combinations::each_choice;
use super::fish::{cross, fish_name, line_masks, lines_of};
use super::Elimination;
use crate::candidates::{Candidates, Removal};
use crate::digits::{Digit, DigitSet};
use crate::geometry::{Cell, Geometry, House, HouseKind};
use crate::sort;
use crate::step::{join_and, Link, Narrator};

/// The most lines of a fish searched.
const MAX_SIZE: usize = 3;

/// The most fins: each is a chain to read.
const MAX_FINS: usize = 3;

pub fn find(geometry: &Geometry, candidates: &Candidates, digits: DigitSet) -> Option<Elimination> {
    let mut implications = None;
    for digit in digits {
        for kind in [HouseKind::Row, HouseKind::Column] {
            let pool: Vec<(House, u64)> = line_masks(geometry, candidates, digit, kind)
                .into_iter()
                .filter(|&(_, mask)| mask != 0)
                .collect();
            let masks: Vec<u64> = pool.iter().map(|&(_, mask)| mask).collect();
            for size in 2..=MAX_SIZE {
                let found = each_choice(
                    &masks,
                    size,
                    (size + MAX_FINS) as u32,
                    &mut |chosen, union| {
                        // Within `size` crossing lines it is a basic fish.
                        if union.count_ones() as usize <= size {
                            return ControlFlow::Continue(());
                        }
                        let base: Vec<(House, u64)> = chosen.iter().map(|&i| pool[i]).collect();
                        let crossing: Vec<u64> = bits(union).map(|i| 1u64 << i).collect();
                        let fish = Fish {
                            geometry,
                            candidates,
                            digit,
                            kind,
                            base: &base,
                        };
                        match each_choice(&crossing, size, size as u32, &mut |_, cover| match fish
                            .kraken(cover, &mut implications)
                        {
                            Some(found) => ControlFlow::Break(found),
                            None => ControlFlow::Continue(()),
                        }) {
                            Some(found) => ControlFlow::Break(found),
                            None => ControlFlow::Continue(()),
                        }
                    },
                );
                if found.is_some() {
                    return found;
                }
            }
        }
    }
    None
}

/// The set bits of `mask`, lowest first.
fn bits(mask: u64) -> impl Iterator<Item = usize> {
    (0..64).filter(move |i| mask & (1 << i) != 0)
}

/// A choice of base lines for a digit.
struct Fish<'g, 'b> {
    geometry: &'g Geometry,
    candidates: &'g Candidates,
    digit: Digit,
    kind: HouseKind,
    /// The base lines and their places of the digit, by crossing line.
    base: &'b [(House, u64)],
}

impl<'g> Fish<'g, '_> {
    /// The cell of line `line` (of the base's kind) and crossing line
    /// `crossing`.
    fn at(&self, line: usize, crossing: usize) -> Cell {
        match self.kind {
            HouseKind::Row => self.geometry.cell_at(line, crossing),
            _ => self.geometry.cell_at(crossing, line),
        }
    }

    /// The Kraken fish of this base and the `cover` crossing lines, if
    /// every fin is chained to a target.
    fn kraken(
        &self,
        cover: u64,
        implications: &mut Option<Implications<'g>>,
    ) -> Option<Elimination> {
        // Each base line keeps a place in the cover.
        if self.base.iter().any(|&(_, mask)| mask & cover == 0) {
            return None;
        }
        let in_lines = |masks: &dyn Fn(u64) -> u64| -> Vec<Cell> {
            let mut cells: Vec<Cell> = (self.base.iter())
                .flat_map(|&(line, mask)| {
                    bits(masks(mask)).map(move |i| self.at(usize::from(line.index), i))
                })
                .collect();
            sort::sort(&mut cells);
            cells
        };
        let fins = in_lines(&|mask| mask & !cover);
        if fins.is_empty() || fins.len() > MAX_FINS {
            return None;
        }
        let base_lines = (self.base.iter()).fold(0u64, |lines, &(line, _)| lines | 1 << line.index);
        let mut targets: Vec<Cell> = bits(cover)
            .flat_map(|c| {
                (0..self.geometry.side())
                    .filter(move |&i| base_lines & (1 << i) == 0)
                    .map(move |i| self.at(i, c))
            })
            .filter(|&cell| self.candidates.get(cell).contains(self.digit))
            .collect();
        sort::sort(&mut targets);
        let implications = implications
            .get_or_insert_with(|| Implications::new(self.geometry, self.candidates, RULES));
        for target in targets {
            let mut links = Vec::new();
            let every_fin = fins.iter().all(|&fin| {
                let chain = implications.falsifies((fin, self.digit), (target, self.digit));
                chain.map(|chain| links.extend(chain)).is_some()
            });
            if !every_fin {
                continue;
            }
            let mut houses: Vec<House> = self.base.iter().map(|&(line, _)| line).collect();
            houses.extend(lines_of(cross(self.kind), cover));
            return Some(Elimination {
                removals: vec![Removal {
                    cell: target,
                    digit: self.digit,
                }],
                digits: vec![self.digit],
                cells: in_lines(&|mask| mask & cover),
                houses,
                fins,
                links,
                ..Elimination::default()
            });
        }
        None
    }
}

/// The chains of a Kraken fish's links, one per fin: a chain starts where
/// a link does not go on from the one before.
fn chains(links: &[Link]) -> Vec<&[Link]> {
    let mut chains = Vec::new();
    let mut start = 0;
    for i in 1..=links.len() {
        if i == links.len() || links[i].from != links[i - 1].to {
            chains.push(&links[start..i]);
            start = i;
        }
    }
    chains
}

/// `a Kraken X-Wing on 5: in rows 2 and 4, 5 lies only in columns 3 and 8
/// and the fins r2c6 and r4c2; if no fin is 5, the fish leaves no 5 in
/// r5c3, and if one is, its chain does the same: (5)r2c6-(5)r7c6=(5)r7c3-
/// (5)r5c3 and (5)r4c2-(5)r5c3; so 5 is removed from r5c3`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    let size = found.houses.len() / 2;
    let (base, cover) = found.houses.split_at(size);
    let digit = n.digits(&found.digits);
    let targets: Vec<Cell> = found.removals.iter().map(|r| r.cell).collect();
    let target = n.cells(&targets);
    let written: Vec<String> = chains(&found.links)
        .into_iter()
        .map(|chain| notation(n, chain))
        .collect();
    let (fins, none, some) = match found.fins.len() {
        1 => ("the fin", "the fin is not", "it is"),
        _ => ("the fins", "no fin is", "one is"),
    };
    format!(
        "a Kraken {} on {digit}: in {}, {digit} lies only in {} and {fins} {}; if {none} \
         {digit}, the fish leaves no {digit} in {target}, and if {some}, its chain does \
         the same: {}; so {}",
        fish_name(size),
        n.houses(base),
        n.houses(cover),
        n.cells(&found.fins),
        join_and(written),
        n.removals(&found.removals)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{digit_map, removals, sentence};
    use crate::solve::Technique;

    /// 5 in row 2 only in r2c3, r2c6 and r2c8, in row 4 only in r4c2 and
    /// r4c8, in row 7 only in r7c3 and r7c6; the other rows are filler.
    /// Rows 2 and 4 in columns 3 and 8 are an X-Wing but for the fins r2c6
    /// and r4c2. Without them r4c8 is 5, so r2c3 is, and r5c3 is not; if
    /// r2c6 is 5, r7c3 is (row 7), and if r4c2 is, its box has it: r5c3 is
    /// not 5 either way.
    const MAP: &str = "xx.xx.x.x ..x..x.x. x..x....x .x.....x. ..x.x...x x..x.xx.. ..x..x... \
                       xx.xx.xxx xx.xx.xxx";

    #[test]
    fn a_fin_chained_to_the_target() {
        let (g, cands) = digit_map(9, 5, MAP);
        let found = find(&g, &cands, DigitSet::full(9)).unwrap();
        assert_eq!(removals(&g, &found), ["r5c3<>5"]);
        assert_eq!(
            sentence(&g, Technique::KrakenFish, &found),
            "Kraken fish: a Kraken X-Wing on 5: in rows 2 and 4, 5 lies only in columns 3 \
             and 8 and the fins r2c6 and r4c2; if no fin is 5, the fish leaves no 5 in r5c3, \
             and if one is, its chain does the same: (5)r2c6-(5)r7c6=(5)r7c3-(5)r5c3 and \
             (5)r4c2-(5)r5c3; so 5 is removed from r5c3"
        );
        assert_eq!(found.fins.len(), 2);
        assert_eq!(found.links.len(), 4);
        assert_eq!(chains(&found.links).len(), 2);
    }

    #[test]
    fn a_fin_with_no_chain_leaves_the_target() {
        // Row 4 with 5 in three places: no strong link takes r2c6's chain
        // anywhere, and no other fish of the map has one.
        let map = MAP.replace(".x.....x.", ".x..x..x.");
        let (g, cands) = digit_map(9, 5, &map);
        assert_eq!(find(&g, &cands, DigitSet::full(9)), None);
    }
}
