//! Remote pairs: a chain of cells with the same two candidates {x, y},
//! each seeing the next. Neighbours in the chain hold different digits, so
//! the cells alternate x, y, x, …: two cells an odd number of steps apart
//! hold x and y between them, and both digits leave every cell that sees
//! both. (Two cells, one step apart, are a naked pair, found first: a
//! remote pair has at least four cells.)
//!
//! Pairs {x, y} in digit order; for each, the chains grow breadth-first
//! from each cell with that pair in board order, and the first chain whose
//! ends remove something is reported.
//!
//! Pattern: `digits` = [x, y], `cells` = the chain in order, `links` = the
//! chain as an XY-chain: (x=y) in the first cell, y to the next cell, (y=x)
//! there, and so on.

use super::chains::notation;
use super::strong_links::{link, link_within};
use super::Elimination;
use crate::candidates::{Candidates, Removal};
use crate::digits::DigitSet;
use crate::geometry::{Cell, Geometry};
use crate::sort;
use crate::step::Narrator;

pub fn find(geometry: &Geometry, candidates: &Candidates) -> Option<Elimination> {
    let bivalue: Vec<Cell> = geometry
        .cells()
        .filter(|&c| candidates.get(c).len() == 2)
        .collect();
    let mut pairs: Vec<DigitSet> = bivalue.iter().map(|&c| candidates.get(c)).collect();
    sort::sort_by_key(&mut pairs, |set| {
        set.iter().map(|d| d.get()).collect::<Vec<_>>()
    });
    pairs.dedup();
    for pair in pairs {
        let cells: Vec<Cell> = bivalue
            .iter()
            .copied()
            .filter(|&c| candidates.get(c) == pair)
            .collect();
        if cells.len() < 4 {
            continue;
        }
        for start in 0..cells.len() {
            if let Some(found) = from(geometry, candidates, pair, &cells, start) {
                return Some(found);
            }
        }
    }
    None
}

/// The first remote pair from `cells[start]`, breadth-first.
fn from(
    geometry: &Geometry,
    candidates: &Candidates,
    pair: DigitSet,
    cells: &[Cell],
    start: usize,
) -> Option<Elimination> {
    let mut parent: Vec<Option<usize>> = vec![None; cells.len()];
    let mut depth = vec![usize::MAX; cells.len()];
    depth[start] = 0;
    let mut queue = vec![start];
    let mut head = 0;
    while head < queue.len() {
        let at = queue[head];
        head += 1;
        for next in 0..cells.len() {
            if depth[next] != usize::MAX || !geometry.sees(cells[at], cells[next]) {
                continue;
            }
            depth[next] = depth[at] + 1;
            parent[next] = Some(at);
            queue.push(next);
            if depth[next] < 3 || depth[next] % 2 == 0 {
                continue;
            }
            let (a, b) = (cells[start], cells[next]);
            let removals: Vec<Removal> = geometry
                .peers(a)
                .iter()
                .copied()
                .filter(|&t| geometry.sees(t, b))
                .flat_map(|t| {
                    candidates
                        .get(t)
                        .intersection(pair)
                        .iter()
                        .map(move |digit| Removal { cell: t, digit })
                })
                .collect();
            if removals.is_empty() {
                continue;
            }
            let mut chain = vec![next];
            while let Some(p) = parent[*chain.last().unwrap_or(&start)] {
                chain.push(p);
            }
            chain.reverse();
            let chain: Vec<Cell> = chain.into_iter().map(|i| cells[i]).collect();
            return Some(pattern(pair, chain, removals));
        }
    }
    None
}

fn pattern(pair: DigitSet, chain: Vec<Cell>, mut removals: Vec<Removal>) -> Elimination {
    sort::sort(&mut removals);
    let digits: Vec<_> = pair.iter().collect();
    let (mut x, mut y) = (digits[0], digits[1]);
    let mut links = Vec::new();
    for (i, &cell) in chain.iter().enumerate() {
        if i > 0 {
            links.push(link(chain[i - 1], cell, x, false));
        }
        links.push(link_within(cell, x, y, true));
        std::mem::swap(&mut x, &mut y);
    }
    Elimination {
        removals,
        digits,
        cells: chain,
        links,
        ..Elimination::default()
    }
}

/// `(1=2)r1c1-(2=1)r1c5-(1=2)r5c5-(2=1)r5c9: r1c1, r1c5, r5c5 and r5c9
/// are each 1 or 2, each seeing the next, so they alternate and r1c1 and
/// r5c9 hold one each: 1 is removed from r1c9, and 2 from r1c9`: the chain
/// in Eureka notation (see [`notation`]), each cell a node.
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    let (first, last) = (found.cells[0], found.cells[found.cells.len() - 1]);
    format!(
        "{}: {} are each {}, each seeing the next, so they alternate and {} and {} \
         hold one each: {}",
        notation(n, &found.links),
        n.cells(&found.cells),
        n.digits(&found.digits).replace(" and ", " or "),
        n.cell(first),
        n.cell(last),
        n.removals(&found.removals)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{candidate_grid, names, removals, sentence};
    use crate::solve::Technique;

    fn board(pairs: &[(usize, usize)]) -> String {
        let mut text = String::new();
        for row in 1..=9 {
            for col in 1..=9 {
                text.push_str(if pairs.contains(&(row, col)) {
                    "12 "
                } else {
                    "* "
                });
            }
            text.push('\n');
        }
        text
    }

    #[test]
    fn four_cells_alternate_and_both_digits_leave_what_sees_both_ends() {
        let (g, cands) = candidate_grid(9, &board(&[(1, 1), (1, 5), (5, 5), (5, 9)]));
        let found = find(&g, &cands).unwrap();
        assert_eq!(
            removals(&g, &found),
            ["r1c9<>1", "r1c9<>2", "r5c1<>1", "r5c1<>2"]
        );
        assert_eq!(names(&g, &found.cells), ["r1c1", "r1c5", "r5c5", "r5c9"]);
        assert_eq!(
            sentence(&g, Technique::RemotePairs, &found),
            "Remote pairs: (1=2)r1c1-(2=1)r1c5-(1=2)r5c5-(2=1)r5c9: r1c1, r1c5, r5c5 and \
             r5c9 are each 1 or 2, each seeing the next, so they alternate and r1c1 and r5c9 hold one each: 1 is removed from r1c9 and \
             r5c1, and 2 from r1c9 and r5c1"
        );
    }

    #[test]
    fn three_cells_are_not_enough() {
        let (g, cands) = candidate_grid(9, &board(&[(1, 1), (1, 5), (5, 5)]));
        assert_eq!(find(&g, &cands), None);
    }

    #[test]
    fn sixteen_by_sixteen() {
        let mut text = String::new();
        for row in 1..=16 {
            for col in 1..=16 {
                let pair = [(1, 1), (1, 9), (9, 9), (9, 16)].contains(&(row, col));
                text.push_str(if pair { "12 " } else { "* " });
            }
            text.push('\n');
        }
        let (g, cands) = candidate_grid(16, &text);
        let found = find(&g, &cands).unwrap();
        assert_eq!(
            removals(&g, &found),
            ["r1c16<>1", "r1c16<>2", "r9c1<>1", "r9c1<>2"]
        );
        assert_eq!(
            sentence(&g, Technique::RemotePairs, &found),
            "Remote pairs: (1=2)r1c1-(2=1)r1c9-(1=2)r9c9-(2=1)r9c16: r1c1, r1c9, r9c9 and r9c16 \
             are each 1 or 2, each seeing the next, so they alternate and r1c1 and r9c16 hold one \
             each: 1 is removed from r1c16 and r9c1, and 2 from r1c16 and r9c1"
        );
    }

    #[test]
    fn sixteen_by_sixteen_a_pair_cell_off_the_chain() {
        // Four {1,2} cells, but r10c16 sees none of r1c1, r1c9 and r9c9 (it
        // is in box 12, r9c9 in box 11): a chain of three.
        let mut text = String::new();
        for row in 1..=16 {
            for col in 1..=16 {
                let pair = [(1, 1), (1, 9), (9, 9), (10, 16)].contains(&(row, col));
                text.push_str(if pair { "12 " } else { "* " });
            }
            text.push('\n');
        }
        let (g, cands) = candidate_grid(16, &text);
        assert_eq!(find(&g, &cands), None);
    }
}
