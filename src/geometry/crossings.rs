//! Where boxes cross rows and columns, found from a board's list of
//! houses: the intersections that locked candidates (pointing, claiming,
//! the search's own) work on, and that the guess rule counts through.

use std::ops::Range;

use super::Geometry;
use crate::cell::{Cell, House, HouseKind};

/// Where a box and another house (a row or a column) share cells: the
/// intersections that locked candidates work on, found from the list of
/// houses. Houses are named by their place in [`Geometry::houses`].
#[derive(Clone, PartialEq, Eq, Default)]
pub(super) struct Crossings {
    /// Per crossing, its box, its other house, and where its cells, the
    /// other house's cells outside the box and the box's cells outside the
    /// other house are in `cells`.
    list: Vec<Crossing>,
    cells: Vec<Cell>,
    /// The crossings that share out one house among them: a box's with the
    /// rows (or the columns), a line's with the boxes; as ranges of
    /// `members`, with whether the house shared out is the box.
    groups: Vec<(Range<u32>, bool)>,
    members: Vec<u32>,
    /// Each house's groups, by its place in the list of houses.
    groups_of_house: Vec<Range<u32>>,
    /// The crossings holding each cell, cell after cell.
    of_cell: Vec<u32>,
    of_cell_starts: Vec<u32>,
}

/// Where a box and a line cross.
#[derive(Clone, PartialEq, Eq)]
pub(crate) struct Crossing {
    pub the_box: House,
    pub line: House,
    /// The shared cells, as bits of their places among the box's cells
    /// (and among the line's).
    pub box_mask: u64,
    pub line_mask: u64,
    cells: Range<u32>,
    line_rest: Range<u32>,
    box_rest: Range<u32>,
}

impl Crossings {
    /// The crossings of a board whose houses are `houses`, with `side`
    /// cells each in `house_cells` and a bit per cell each in `house_bits`.
    pub(super) fn new(
        side: usize,
        houses: &[House],
        house_cells: &[Cell],
        house_bits: &[u64],
    ) -> Crossings {
        let words = house_bits.len() / houses.len();
        let bits = |id: usize| &house_bits[id * words..(id + 1) * words];
        let holds =
            |id: usize, cell: &Cell| bits(id)[cell.index() / 64] >> (cell.index() % 64) & 1 != 0;
        let cells_of = |id: usize| &house_cells[id * side..(id + 1) * side];
        let mask = |of: usize, other: usize| {
            (cells_of(of).iter().enumerate())
                .filter(|(_, cell)| holds(other, cell))
                .fold(0u64, |mask, (at, _)| mask | 1 << at)
        };
        let mut crossings = Crossings::default();
        let is_box = |id: &usize| houses[*id].kind == HouseKind::Box;
        for the_box in (0..houses.len()).filter(is_box) {
            for line in (0..houses.len()).filter(|id| !is_box(id)) {
                if !bits(the_box)
                    .iter()
                    .zip(bits(line))
                    .any(|(a, b)| a & b != 0)
                {
                    continue;
                }
                let all = &mut crossings.cells;
                let at = |all: &Vec<Cell>| all.len() as u32;
                let start = at(all);
                all.extend(cells_of(the_box).iter().filter(|c| holds(line, c)));
                let line_start = at(all);
                all.extend(cells_of(line).iter().filter(|c| !holds(the_box, c)));
                let box_start = at(all);
                all.extend(cells_of(the_box).iter().filter(|c| !holds(line, c)));
                crossings.list.push(Crossing {
                    the_box: houses[the_box],
                    line: houses[line],
                    box_mask: mask(the_box, line),
                    line_mask: mask(line, the_box),
                    cells: start..line_start,
                    line_rest: line_start..box_start,
                    box_rest: box_start..at(all),
                });
            }
        }
        // A group only where its crossings cover the house: then a digit
        // of the house in one of them alone is in none of the house's
        // other cells.
        for &house in houses {
            let start = crossings.groups.len() as u32;
            let of_box = house.kind == HouseKind::Box;
            let others = HouseKind::ALL
                .into_iter()
                .filter(|&k| of_box && k != HouseKind::Box);
            for kind in others.map(Some).chain((!of_box).then_some(None)) {
                let first = crossings.members.len();
                let mut covered = 0;
                for (id, crossing) in crossings.list.iter().enumerate() {
                    let shares = match kind {
                        Some(kind) => crossing.the_box == house && crossing.line.kind == kind,
                        None => crossing.line == house,
                    };
                    if shares {
                        crossings.members.push(id as u32);
                        covered += crossing.cells.len();
                    }
                }
                match covered == side {
                    true => (crossings.groups)
                        .push((first as u32..crossings.members.len() as u32, of_box)),
                    false => crossings.members.truncate(first),
                }
            }
            let end = crossings.groups.len() as u32;
            crossings.groups_of_house.push(start..end);
        }
        // The crossings of each cell: counted, then placed.
        let cells = side * side;
        let mut starts = vec![0u32; cells + 1];
        for crossing in &crossings.list {
            for cell in &crossings.cells[crossing.cells.start as usize..crossing.cells.end as usize]
            {
                starts[cell.index() + 1] += 1;
            }
        }
        for index in 0..cells {
            starts[index + 1] += starts[index];
        }
        let mut next = starts.clone();
        crossings.of_cell = vec![0; starts[cells] as usize];
        for (id, crossing) in crossings.list.iter().enumerate() {
            for cell in &crossings.cells[crossing.cells.start as usize..crossing.cells.end as usize]
            {
                crossings.of_cell[next[cell.index()] as usize] = id as u32;
                next[cell.index()] += 1;
            }
        }
        crossings.of_cell_starts = starts;
        crossings
    }
}

impl Geometry {
    /// How many crossings the board has: places where a box and a row or a
    /// column share cells, numbered from 0.
    pub(crate) fn crossing_count(&self) -> usize {
        self.crossings.list.len()
    }

    /// The cells a crossing's box and line share.
    pub(crate) fn crossing_cells(&self, crossing: usize) -> &[Cell] {
        self.crossing_part(crossing, |c| &c.cells)
    }

    /// The cells of the crossing's line outside its box (`outside_box`), or
    /// of its box outside its line.
    pub(crate) fn crossing_rest(&self, crossing: usize, outside_box: bool) -> &[Cell] {
        self.crossing_part(crossing, |c| match outside_box {
            true => &c.line_rest,
            false => &c.box_rest,
        })
    }

    fn crossing_part(&self, crossing: usize, part: impl Fn(&Crossing) -> &Range<u32>) -> &[Cell] {
        let Range { start, end } = part(&self.crossings.list[crossing]).clone();
        &self.crossings.cells[start as usize..end as usize]
    }

    /// The [`crossing_groups_of_id`](Geometry::crossing_groups_of_id) of
    /// every house, in one run.
    pub(crate) fn crossing_groups(&self) -> impl Iterator<Item = (&[u32], bool)> {
        self.groups_in(0..self.crossings.groups.len())
    }

    /// The [`crossing_groups_of_id`](Geometry::crossing_groups_of_id) of
    /// `house`, without whether it is the box.
    pub(crate) fn crossing_groups_of(&self, house: House) -> impl Iterator<Item = &[u32]> {
        let Range { start, end } = self.crossings.groups_of_house[self.house_id(house)].clone();
        self.groups_in(start as usize..end as usize)
            .map(|(members, _)| members)
    }

    /// The crossings that share out the house at this place in
    /// [`houses`](Geometry::houses) among them (a box's with the rows,
    /// then with the columns; a line's with the boxes), each group with
    /// whether that house is the box: a digit of the house in one of them
    /// alone leaves the rest of the crossing's other house
    /// ([`crossing_rest`](Geometry::crossing_rest)).
    pub(crate) fn crossing_groups_of_id(&self, id: usize) -> impl Iterator<Item = (&[u32], bool)> {
        let Range { start, end } = self.crossings.groups_of_house[id].clone();
        self.groups_in(start as usize..end as usize)
    }

    fn groups_in(&self, groups: Range<usize>) -> impl Iterator<Item = (&[u32], bool)> {
        let members = &self.crossings.members;
        (self.crossings.groups[groups].iter())
            .map(|(range, of_box)| (&members[range.start as usize..range.end as usize], *of_box))
    }

    /// A crossing by its number.
    pub(crate) fn crossing(&self, crossing: usize) -> &Crossing {
        &self.crossings.list[crossing]
    }

    /// The crossings holding the cell of this row-major index.
    pub(crate) fn crossings_of(&self, index: usize) -> &[u32] {
        let starts = &self.crossings.of_cell_starts;
        &self.crossings.of_cell[starts[index] as usize..starts[index + 1] as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boxes_cross_each_row_and_column_they_meet() {
        // A 6x6 board, boxes 3 wide and 2 tall: a box meets 2 rows and 3
        // columns; a row meets 2 boxes, a column 3.
        let g = Geometry::new(3, 2).unwrap();
        assert_eq!(g.crossing_count(), 6 * 2 + 6 * 3);
        let groups: Vec<(&[u32], bool)> = (0..g.house_count())
            .flat_map(|id| g.crossing_groups_of_id(id))
            .collect();
        assert_eq!(groups.len(), 6 * 2 + 12);
        for (members, of_box) in groups {
            let mut cells: Vec<Cell> = (members.iter())
                .flat_map(|&m| g.crossing_cells(m as usize).iter().copied())
                .collect();
            cells.sort_unstable();
            let first = g.crossing(members[0] as usize);
            let shared = if of_box { first.the_box } else { first.line };
            let mut house = g.house_cells(shared).to_vec();
            house.sort_unstable();
            assert_eq!(cells, house, "the group shares out {shared}");
        }
        // Row 1 meets box 1 in r1c1..r1c3: the rest of the row, and of the box.
        let box_one = House {
            kind: HouseKind::Box,
            index: 0,
        };
        let row_one = House {
            kind: HouseKind::Row,
            index: 0,
        };
        let crossing = (0..g.crossing_count())
            .find(|&c| g.crossing(c).the_box == box_one && g.crossing(c).line == row_one)
            .unwrap();
        let names = |cells: &[Cell]| cells.iter().map(|&c| g.cell_name(c)).collect::<Vec<_>>();
        assert_eq!(names(g.crossing_cells(crossing)), ["r1c1", "r1c2", "r1c3"]);
        assert_eq!(
            names(g.crossing_rest(crossing, true)),
            ["r1c4", "r1c5", "r1c6"]
        );
        assert_eq!(
            names(g.crossing_rest(crossing, false)),
            ["r2c1", "r2c2", "r2c3"]
        );
        assert_eq!(
            (
                g.crossing(crossing).box_mask,
                g.crossing(crossing).line_mask
            ),
            (0b111, 0b111)
        );
        let r2c2 = g.cell_at(1, 1);
        assert_eq!(g.crossings_of(r2c2.index()).len(), 2);
    }
}
