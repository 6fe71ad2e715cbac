//! SE's patterns for the rating ([`Variant`](super::variants::Variant)):
//! its three strong links, its WXYZ- and VWXYZ-Wings, and its aligned
//! pair exclusion. Each returns its easiest instance, with the tenths it
//! is worth above its base as the complexity.

use super::variants::Found;
use crate::candidates::{Candidates, Removal};
use crate::digits::{Digit, DigitSet};
use crate::geometry::{Cell, Geometry, HouseKind};
use crate::solve::{wxyz_wing, Elimination, Technique};
use crate::sort;
use crate::step::{Link, Node};

/// One way through a digit's strong link: if none of `from` holds the
/// digit, one of `to` does. Its only two places in a house, either way (a
/// box's pair that shares a row or a column is that line's link, if any,
/// as SE counts them); or a box's places that lie on one row and one
/// column, some off each (an *empty rectangle*): from those on the row,
/// the crossing included, to those on the column but off the row, or the
/// other way; or a group of its places to another, when they lie in two
/// boxes of a line or two lines of a box.
struct Oriented {
    link: usize,
    kind: HouseKind,
    from: Vec<Cell>,
    to: Vec<Cell>,
}

/// Every strong link of `digit`, each way through it.
fn strong_links(geometry: &Geometry, state: &Candidates, digit: Digit) -> Vec<Oriented> {
    let mut oriented = Vec::new();
    for (link, house) in geometry.houses().enumerate() {
        let cells = geometry.house_cells(house).iter().copied();
        let places: Vec<Cell> = cells.filter(|&c| state.get(c).contains(digit)).collect();
        let same = |of: &dyn Fn(Cell) -> usize| places.iter().all(|&c| of(c) == of(places[0]));
        let lined = same(&|c| geometry.row(c)) || same(&|c| geometry.col(c));
        let mut add = |from: Vec<Cell>, to: Vec<Cell>| {
            oriented.push(Oriented {
                link,
                kind: house.kind,
                from,
                to,
            });
        };
        match places.as_slice() {
            &[a, b] if house.kind != HouseKind::Box || !lined => {
                add(vec![a], vec![b]);
                add(vec![b], vec![a]);
            }
            _ if house.kind == HouseKind::Box && (3..=5).contains(&places.len()) && !lined => {
                for &corner in geometry.house_cells(house) {
                    let (row, col) = (geometry.row(corner), geometry.col(corner));
                    let on_row = |c: &&Cell| geometry.row(**c) == row;
                    let on_col = |c: &&Cell| geometry.col(**c) == col;
                    if !places.iter().all(|c| on_row(&c) || on_col(&c)) {
                        continue;
                    }
                    let row_part: Vec<Cell> = places.iter().filter(on_row).copied().collect();
                    let col_part: Vec<Cell> = places.iter().filter(on_col).copied().collect();
                    let off = |part: &[Cell]| -> Vec<Cell> {
                        part.iter().copied().filter(|&c| c != corner).collect()
                    };
                    add(row_part.clone(), off(&col_part));
                    add(col_part.clone(), off(&row_part));
                }
            }
            _ => {}
        }
        // Places in exactly two boxes of a line, or two lines of a box:
        // a strong link between groups.
        if places.len() > 2 {
            let parts: &[&dyn Fn(Cell) -> usize] = match house.kind {
                HouseKind::Box => &[&|c| geometry.row(c), &|c| geometry.col(c)],
                _ => &[&|c| geometry.box_of(c)],
            };
            for part in parts {
                let first = part(places[0]);
                let (one, other): (Vec<Cell>, Vec<Cell>) =
                    places.iter().partition(|&&c| part(c) == first);
                if other.is_empty() || other.iter().any(|&c| part(c) != part(other[0])) {
                    continue;
                }
                add(one.clone(), other.clone());
                add(other, one);
            }
        }
    }
    oriented
}

/// SE's three strong links: an X-chain of one digit with exactly three
/// strong links, `a=b-c=d-e=f`, each in its own house, that removes the
/// digit from the cells that see both ends. Worth 5.4 with its links all
/// in rows or all in columns, 5.5 with a box among one kind of line, 5.6
/// with rows and columns, 5.7 through a group or an empty rectangle; the
/// complexity is the tenths above 5.4.
pub(super) fn three_links(geometry: &Geometry, state: &Candidates) -> Option<Found> {
    let mut best: Option<Found> = None;
    let sees_all = |a: &[Cell], b: &[Cell]| {
        a.iter()
            .all(|&x| b.iter().all(|&y| x != y && geometry.sees(x, y)))
    };
    let apart = |a: &[Cell], b: &[Cell]| a.iter().all(|x| !b.contains(x));
    for digit in (1..=geometry.side() as u8).filter_map(Digit::new) {
        let links = strong_links(geometry, state, digit);
        let grouped = |l: &Oriented| l.from.len() + l.to.len() > 2;
        for first in &links {
            for second in &links {
                if second.link == first.link
                    || !sees_all(&first.to, &second.from)
                    || !apart(&first.from, &second.from)
                    || !apart(&first.from, &second.to)
                    || !apart(&first.to, &second.to)
                {
                    continue;
                }
                // Each chain once: its first link before its last.
                for third in &links {
                    if third.link <= first.link
                        || third.link == second.link
                        || !sees_all(&second.to, &third.from)
                    {
                        continue;
                    }
                    let used = [&first.from, &first.to, &second.from, &second.to];
                    if !used
                        .iter()
                        .all(|u| apart(u, &third.from) && apart(u, &third.to))
                    {
                        continue;
                    }
                    let kinds = [first.kind, second.kind, third.kind];
                    let has = |kind| kinds.contains(&kind);
                    let worth = if [first, second, third].into_iter().any(grouped) {
                        3
                    } else if has(HouseKind::Row) && has(HouseKind::Column) {
                        2
                    } else if has(HouseKind::Box) {
                        1
                    } else {
                        0
                    };
                    if best.as_ref().is_some_and(|b| b.complexity <= worth) {
                        continue;
                    }
                    let (start, end) = (&first.from, &third.to);
                    let chain: Vec<Cell> = (used.iter().flat_map(|u| u.iter()))
                        .chain(&third.from)
                        .chain(&third.to)
                        .copied()
                        .collect();
                    let mut removals: Vec<Removal> = (geometry.peers(start[0]).iter().copied())
                        .filter(|&t| !chain.contains(&t) && state.get(t).contains(digit))
                        .filter(|&t| sees_all(&[t], start) && sees_all(&[t], end))
                        .map(|cell| Removal { cell, digit })
                        .collect();
                    if removals.is_empty() {
                        continue;
                    }
                    sort::sort(&mut removals);
                    let node = |cells: &[Cell]| Node {
                        cell: cells[0],
                        digit,
                        group: if cells.len() > 1 {
                            cells.to_vec()
                        } else {
                            Vec::new()
                        },
                    };
                    let link = |from: &[Cell], to: &[Cell], strong| Link {
                        from: node(from),
                        to: node(to),
                        strong,
                        set: Vec::new(),
                    };
                    let mut cells = chain;
                    sort::sort(&mut cells);
                    cells.dedup();
                    let step = Elimination {
                        removals,
                        digits: vec![digit],
                        cells,
                        links: vec![
                            link(&first.from, &first.to, true),
                            link(&first.to, &second.from, false),
                            link(&second.from, &second.to, true),
                            link(&second.to, &third.from, false),
                            link(&third.from, &third.to, true),
                        ],
                        ..Elimination::default()
                    };
                    best = Some(Found {
                        technique: Technique::XChain,
                        step,
                        complexity: worth,
                    });
                }
            }
        }
    }
    best
}

/// SE's WXYZ-Wing (`size` 4) and VWXYZ-Wing (5): an almost locked set of
/// `size - 1` cells of one house and a cell of two of its digits that sees
/// every cell of the set with one of them (see
/// [`wxyz_wing`](crate::solve::wxyz_wing) for what goes). Worth more the
/// nearer the set's largest cell is to three candidates: 5.5 or 5.6, 6.2
/// to 6.4; the complexity is the tenths above the base.
pub(super) fn se_wing(geometry: &Geometry, state: &Candidates, size: usize) -> Option<Found> {
    let technique = if size == 4 {
        Technique::WxyzWing
    } else {
        Technique::VwxyzWing
    };
    let mut best: Option<Found> = None;
    let pivots: Vec<Cell> = (geometry.cells())
        .filter(|&c| state.value(c).is_none() && state.get(c).len() == 2)
        .collect();
    for house in geometry.houses() {
        let pool: Vec<Cell> = (geometry.house_cells(house).iter().copied())
            .filter(|&c| state.value(c).is_none() && (2..=size).contains(&state.get(c).len()))
            .collect();
        let mut chosen: Vec<Cell> = Vec::with_capacity(size - 1);
        let mut sets: Vec<(Vec<Cell>, DigitSet)> = Vec::new();
        almost_locked(
            &pool,
            state,
            0,
            DigitSet::EMPTY,
            size - 1,
            &mut chosen,
            &mut sets,
        );
        for (set, digits) in sets {
            let largest = set.iter().map(|&c| state.get(c).len()).max().unwrap_or(0) as u32;
            let worth = (size as u32 - 3) - largest.abs_diff(3);
            if best
                .as_ref()
                .is_some_and(|b| b.complexity <= worth as usize)
            {
                continue;
            }
            for &pivot in &pivots {
                let pair = state.get(pivot);
                if set.contains(&pivot) || pair.union(digits) != digits {
                    continue;
                }
                if !set.iter().any(|&c| geometry.sees(c, pivot)) {
                    continue;
                }
                let mut cells = set.clone();
                cells.push(pivot);
                sort::sort(&mut cells);
                let Some(step) = wxyz_wing::wing(geometry, state, &cells, digits) else {
                    continue;
                };
                best = Some(Found {
                    technique,
                    step,
                    complexity: worth as usize,
                });
                break;
            }
        }
    }
    best
}

/// SE's aligned pair exclusion: two cells of a house, and the cells of
/// two candidates that see both (two at least). A pair of digits for the
/// two is ruled out when they would share a digit, or when it is one of
/// those cells' pair; a candidate of one cell that leaves the other no
/// digit is false. (pencilmark's own rules pairs out with larger almost
/// locked sets too.) The first in house order.
pub(super) fn aligned_pair(geometry: &Geometry, state: &Candidates) -> Option<Found> {
    let open = |c: &Cell| state.value(*c).is_none() && state.get(*c).len() >= 2;
    for house in geometry.houses() {
        let cells: Vec<Cell> = geometry
            .house_cells(house)
            .iter()
            .copied()
            .filter(open)
            .collect();
        for (i, &a) in cells.iter().enumerate() {
            for &b in &cells[i + 1..] {
                let excluders: Vec<Cell> = (geometry.peers(a).iter().copied())
                    .filter(|&e| e != b && geometry.sees(e, b) && state.get(e).len() == 2)
                    .filter(|&e| state.value(e).is_none())
                    .collect();
                if excluders.len() < 2 {
                    continue;
                }
                for (cell, other) in [(a, b), (b, a)] {
                    'candidate: for x in state.get(cell) {
                        let mut links = Vec::new();
                        for y in state.get(other).iter().filter(|&y| y != x) {
                            let pair = DigitSet::from_iter([x, y]);
                            let Some(&e) = excluders.iter().find(|&&e| state.get(e) == pair) else {
                                continue 'candidate;
                            };
                            links.push(Link {
                                from: Node::single(e, y),
                                to: Node::single(other, y),
                                strong: false,
                                set: Vec::new(),
                            });
                        }
                        let mut digits = vec![x];
                        digits.extend(state.get(other));
                        let step = Elimination {
                            removals: vec![Removal { cell, digit: x }],
                            digits,
                            cells: vec![cell, other],
                            houses: vec![house],
                            links,
                            ..Elimination::default()
                        };
                        return Some(Found {
                            technique: Technique::AlignedPairExclusion,
                            step,
                            complexity: 0,
                        });
                    }
                }
            }
        }
    }
    None
}

/// Every set of `size` cells of `pool` (from `from` on) with `size + 1`
/// digits between them, into `sets`.
fn almost_locked(
    pool: &[Cell],
    state: &Candidates,
    from: usize,
    digits: DigitSet,
    size: usize,
    chosen: &mut Vec<Cell>,
    sets: &mut Vec<(Vec<Cell>, DigitSet)>,
) {
    if chosen.len() == size {
        if digits.len() == size + 1 {
            sets.push((chosen.clone(), digits));
        }
        return;
    }
    for i in from..pool.len() {
        let more = digits.union(state.get(pool[i]));
        if more.len() > size + 1 {
            continue;
        }
        chosen.push(pool[i]);
        almost_locked(pool, state, i + 1, more, size, chosen, sets);
        chosen.pop();
    }
}
