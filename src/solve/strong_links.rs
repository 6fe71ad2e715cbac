//! Strong links on one digit, and the short chains built from two of them.
//!
//! A *strong link* (a conjugate pair) on a digit `d` is a house where `d`
//! has exactly two candidate cells: one of the two is `d`. A *weak link*
//! joins two distinct cells that share a house: at most one of them is `d`.
//!
//! The single-digit chains (skyscraper, 2-string kite, turbot fish) all
//! have the form `a=b−c=e`: a strong link `a=b`, a weak link `b−c`, a
//! strong link `c=e`, on four distinct cells. If `a` is not `d`, `b` is,
//! so `c` is not, so `e` is: one of `a` and `e` is `d`, and `d` leaves every
//! other cell that sees both. Each technique accepts its own shapes of that
//! chain; [`find_chain`] does the search they share.

use super::Elimination;
use crate::candidates::Candidates;
use crate::digits::{Digit, DigitSet};
use crate::geometry::{Cell, Geometry, House, HouseKind};
use crate::step::{Link, Narrator, Node};

/// Where each digit can go in each house: one bit per cell of the house,
/// in the order of [`Geometry::house_cells`]. A view of what the state
/// keeps ([`Candidates::places`]), shared by everything a technique asks
/// about one state.
#[derive(Copy, Clone)]
pub(crate) struct Places<'a> {
    geometry: &'a Geometry,
    /// Indexed by digit, then house (in the order of [`Geometry::houses`]).
    bits: &'a [u64],
}

impl<'a> Places<'a> {
    pub fn new(geometry: &'a Geometry, candidates: &'a Candidates) -> Places<'a> {
        Places {
            geometry,
            bits: candidates.places(),
        }
    }

    /// The cells of `house` (as bits in house order) where `digit` can go.
    pub fn of(&self, digit: Digit, house: House) -> u64 {
        self.of_digit(digit)[self.geometry.house_id(house)]
    }

    /// For each house (in the order of [`Geometry::houses`]), its cells
    /// where `digit` can go.
    fn of_digit(&self, digit: Digit) -> &'a [u64] {
        let houses = self.geometry.house_count();
        let start = usize::from(digit.get() - 1) * houses;
        &self.bits[start..start + houses]
    }

    /// The house at a position of [`Places::of_digit`].
    fn house(&self, position: usize) -> House {
        self.geometry.house(position)
    }
}

/// One end of a strong link.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct End {
    pub cell: Cell,
}

impl End {
    fn new(cell: Cell) -> End {
        End { cell }
    }

    /// The first house of this end (in the order of [`Geometry::houses`])
    /// that holds `other`, when the two are distinct cells.
    pub fn common_house(self, geometry: &Geometry, other: End) -> Option<House> {
        if self.cell == other.cell {
            return None;
        }
        geometry.common_house(self.cell, other.cell)
    }
}

/// A house where a digit has exactly two candidate cells.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct StrongLink {
    pub house: House,
    /// The two cells, in board order.
    pub ends: [End; 2],
}

impl StrongLink {
    /// The ends as (one, other), both ways round.
    pub fn orientations(self) -> [(End, End); 2] {
        let [p, q] = self.ends;
        [(p, q), (q, p)]
    }

    fn shares_a_cell(&self, other: &StrongLink) -> bool {
        self.ends
            .iter()
            .any(|p| other.ends.iter().any(|q| p.cell == q.cell))
    }
}

/// The strong links on `digit`, replacing the contents of `links`: rows,
/// then columns, then boxes, each in order. A box whose two cells are
/// already a row's or a column's strong link is left out: it is the same
/// pair of cells, named by its line.
pub(crate) fn strong_links(
    geometry: &Geometry,
    places: &Places,
    digit: Digit,
    links: &mut Vec<StrongLink>,
) {
    links.clear();
    for (position, &bits) in places.of_digit(digit).iter().enumerate() {
        if bits.count_ones() != 2 {
            continue;
        }
        let house = places.house(position);
        let cells = geometry.house_cells(house);
        let p = cells[bits.trailing_zeros() as usize];
        let q = cells[(bits & (bits - 1)).trailing_zeros() as usize];
        if house.kind == HouseKind::Box
            && links
                .iter()
                .any(|l| l.ends[0].cell == p && l.ends[1].cell == q)
        {
            continue;
        }
        links.push(StrongLink {
            house,
            ends: [End::new(p), End::new(q)],
        });
    }
}

/// A chain `a=b−c=e` on a digit: `cells` = [a, b, c, e], `houses` =
/// [the house of `a=b`, the house of `c=e`, the house `b` and `c` share].
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct Chain {
    pub cells: [Cell; 4],
    pub houses: [House; 3],
}

/// The chains a technique reports.
pub(crate) struct Shape {
    /// Whether strong links in houses of these kinds (either way round)
    /// can make the shape: a quick filter before [`Shape::accept`].
    pub kinds: fn(HouseKind, HouseKind) -> bool,
    /// Whether a chain has the shape.
    pub accept: fn(&Geometry, &Chain) -> bool,
}

/// The first chain `a=b−c=e` that `shape` accepts and that removes
/// something: digits in order, then pairs of strong links in the order of
/// [`strong_links`], each pair tried all four ways round.
///
/// Pattern of the elimination: `digits` = [d], `cells` = [a, b, c, e],
/// `houses` = [house of `a=b`, house of `c=e`, house shared by `b` and
/// `c`], `links` = [a=b strong, b−c weak, c=e strong]; `d` is removed from
/// the cells other than these four that see both `a` and `e`.
pub(crate) fn find_chain(
    geometry: &Geometry,
    candidates: &Candidates,
    digits: DigitSet,
    shape: &Shape,
) -> Option<Elimination> {
    let places = Places::new(geometry, candidates);
    let mut links = Vec::new();
    for digit in digits {
        strong_links(geometry, &places, digit, &mut links);
        for (i, first) in links.iter().enumerate() {
            for second in &links[i + 1..] {
                if !(shape.kinds)(first.house.kind, second.house.kind)
                    || first.shares_a_cell(second)
                {
                    continue;
                }
                for (a, b) in first.orientations() {
                    for (c, e) in second.orientations() {
                        let Some(weak) = b.common_house(geometry, c) else {
                            continue;
                        };
                        let chain = Chain {
                            cells: [a.cell, b.cell, c.cell, e.cell],
                            houses: [first.house, second.house, weak],
                        };
                        if !(shape.accept)(geometry, &chain) {
                            continue;
                        }
                        let targets = geometry.peers(a.cell).iter().copied().filter(|&t| {
                            candidates.get(t).contains(digit)
                                && geometry.sees(t, e.cell)
                                && !chain.cells.contains(&t)
                        });
                        let removals = Elimination::removals_of(candidates, digit, targets);
                        if !removals.is_empty() {
                            return Some(Elimination {
                                removals,
                                digits: vec![digit],
                                cells: chain.cells.to_vec(),
                                houses: chain.houses.to_vec(),
                                links: vec![
                                    link(a.cell, b.cell, digit, true),
                                    link(b.cell, c.cell, digit, false),
                                    link(c.cell, e.cell, digit, true),
                                ],
                                ..Elimination::default()
                            });
                        }
                    }
                }
            }
        }
    }
    None
}

/// A link between two candidates of one digit.
pub(crate) fn link(from: Cell, to: Cell, digit: Digit, strong: bool) -> Link {
    Link {
        from: Node::single(from, digit),
        to: Node::single(to, digit),
        strong,
        set: Vec::new(),
    }
}

/// A link between two candidates of one cell.
pub(crate) fn link_within(cell: Cell, from: Digit, to: Digit, strong: bool) -> Link {
    Link {
        from: Node::single(cell, from),
        to: Node::single(cell, to),
        strong,
        set: Vec::new(),
    }
}

/// Two cells in board order, as `r1c2 and r1c7`.
pub(crate) fn pair(n: &Narrator, one: Cell, other: Cell) -> String {
    n.cells(&[one.min(other), one.max(other)])
}

/// The sentence of a chain found by [`find_chain`]: `in row 1, 4 is only in
/// r1c2 and r1c7, and in row 5 only in r5c2 and r5c8; r1c2 and r5c2 share
/// column 2 and are not both 4, so r1c7 or r5c8 is 4: 4 is removed from
/// r2c8 and r3c8`.
pub(crate) fn describe_chain(found: &Elimination, n: &Narrator) -> String {
    let d = n.digit(found.digits[0]);
    let [a, b, c, e] = [
        found.cells[0],
        found.cells[1],
        found.cells[2],
        found.cells[3],
    ];
    format!(
        "in {}, {d} is only in {}, and in {} only in {}; {} and {} share {} and are not \
         both {d}, so {} or {} is {d}: {}",
        found.houses[0],
        pair(n, a, b),
        found.houses[1],
        pair(n, c, e),
        n.cell(b),
        n.cell(c),
        found.houses[2],
        n.cell(a),
        n.cell(e),
        n.removals(&found.removals)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{digit_map, names};

    #[test]
    fn a_box_pair_on_one_line_is_named_by_the_line() {
        // Row 1 has 8 only at r1c1 and r1c2, box 1's only 8s too; column 9
        // has it only at r2c9 and r3c9, box 3's only 8s too.
        let (g, cands) = digit_map(
            9,
            8,
            "xx. ... ...
             ... ... ..x
             ... ... ..x
             xxx xxx xx.
             xxx xxx xx.
             xxx xxx xx.
             xxx xxx xx.
             xxx xxx xx.
             xxx xxx xx.",
        );
        let mut links = Vec::new();
        let places = Places::new(&g, &cands);
        strong_links(&g, &places, Digit::new(8).unwrap(), &mut links);
        let found: Vec<(HouseKind, Vec<String>)> = links
            .iter()
            .map(|l| (l.house.kind, names(&g, &l.ends.map(|end| end.cell))))
            .collect();
        assert_eq!(
            found,
            [
                (HouseKind::Row, vec!["r1c1".to_owned(), "r1c2".to_owned()]),
                (
                    HouseKind::Column,
                    vec!["r2c9".to_owned(), "r3c9".to_owned()]
                ),
            ]
        );
    }
}
