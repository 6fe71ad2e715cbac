//! Where boxes cross rows and columns, found from a board's list of
//! houses: the intersections that locked candidates (pointing, claiming,
//! the search's own) work on, and that the guess rule counts through.

use std::ops::Range;

use super::{Geometry, Slot};
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
    pub(super) fn new(
        side: usize,
        houses: &[(House, Vec<Cell>)],
        held: &[Vec<(House, Slot)>],
    ) -> Crossings {
        let mut crossings = Crossings::default();
        let mut by_line: Vec<Vec<Cell>> = vec![Vec::new(); houses.len()];
        let mut cell_lists: Vec<Vec<u32>> = vec![Vec::new(); held.len()];
        let range = |cells: &Vec<Cell>, at: usize| at as u32..cells.len() as u32;
        for (house, box_cells) in houses {
            if house.kind != HouseKind::Box {
                continue;
            }
            for &cell in box_cells {
                for &(other, slot) in &held[cell.index()] {
                    if other.kind != HouseKind::Box {
                        by_line[usize::from(slot.house)].push(cell);
                    }
                }
            }
            for (line, common) in by_line.iter_mut().enumerate() {
                if common.is_empty() {
                    continue;
                }
                let id = crossings.list.len() as u32;
                for cell in common.iter() {
                    cell_lists[cell.index()].push(id);
                }
                let inside = |cells: &[Cell], cell: &Cell| cells.contains(cell);
                let mask = |of: &[Cell]| {
                    (of.iter().enumerate())
                        .filter(|(_, c)| inside(common, c))
                        .fold(0u64, |mask, (at, _)| mask | 1 << at)
                };
                let (box_mask, line_mask) = (mask(box_cells), mask(&houses[line].1));
                let all = &mut crossings.cells;
                let start = all.len();
                all.extend(common.iter().copied());
                let cells = range(all, start);
                let start = all.len();
                all.extend(houses[line].1.iter().filter(|c| !inside(box_cells, c)));
                let line_rest = range(all, start);
                let start = all.len();
                all.extend(box_cells.iter().filter(|c| !inside(common, c)));
                let box_rest = range(all, start);
                crossings.list.push(Crossing {
                    the_box: *house,
                    line: houses[line].0,
                    box_mask,
                    line_mask,
                    cells,
                    line_rest,
                    box_rest,
                });
                common.clear();
            }
        }
        // A group only where its crossings cover the house: then a digit
        // of the house in one of them alone is in none of the house's
        // other cells.
        let group = |members: Vec<u32>, of_box: bool, crossings: &mut Crossings| {
            let covered: usize = members
                .iter()
                .map(|&m| crossings.list[m as usize].cells.len())
                .sum();
            if covered == side {
                let start = crossings.members.len() as u32;
                crossings.members.extend(members);
                let end = crossings.members.len() as u32;
                crossings.groups.push((start..end, of_box));
            }
        };
        let ids = 0..crossings.list.len() as u32;
        for (house, _) in houses {
            let of = |id: &u32| &crossings.list[*id as usize];
            let members: Vec<Vec<u32>> = if house.kind == HouseKind::Box {
                (HouseKind::ALL
                    .iter()
                    .filter(|&&kind| kind != HouseKind::Box))
                .map(|&kind| {
                    (ids.clone())
                        .filter(|id| of(id).the_box == *house && of(id).line.kind == kind)
                        .collect()
                })
                .collect()
            } else {
                vec![ids.clone().filter(|id| of(id).line == *house).collect()]
            };
            let start = crossings.groups.len() as u32;
            for members in members {
                group(members, house.kind == HouseKind::Box, &mut crossings);
            }
            let end = crossings.groups.len() as u32;
            crossings.groups_of_house.push(start..end);
        }
        for mine in cell_lists {
            crossings
                .of_cell_starts
                .push(crossings.of_cell.len() as u32);
            crossings.of_cell.extend(mine);
        }
        crossings
            .of_cell_starts
            .push(crossings.of_cell.len() as u32);
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

    /// The crossings that share out one house among them (a box's with the
    /// rows or the columns, a line's with the boxes), each with whether
    /// that house is the box: a digit of the house in one of them alone
    /// leaves the rest of the crossing's other house
    /// ([`crossing_rest`](Geometry::crossing_rest)).
    pub(crate) fn crossing_groups(&self) -> impl Iterator<Item = (&[u32], bool)> {
        self.groups_in(0..self.crossings.groups.len())
    }

    /// The [`crossing_groups`](Geometry::crossing_groups) that share out
    /// `house`: a box's with the rows, then with the columns; a line's
    /// with the boxes.
    pub(crate) fn crossing_groups_of(&self, house: House) -> impl Iterator<Item = &[u32]> {
        let Range { start, end } = self.crossings.groups_of_house[self.house_id(house)].clone();
        self.groups_in(start as usize..end as usize)
            .map(|(members, _)| members)
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
        let groups: Vec<(&[u32], bool)> = g.crossing_groups().collect();
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
