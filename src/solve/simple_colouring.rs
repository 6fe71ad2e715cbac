//! Simple colouring: the strong links of one digit (houses where it has
//! exactly two places) join cells into clusters, and each cluster is
//! coloured in two colours so that the ends of every link differ. In a
//! cluster one colour holds the digit everywhere and the other nowhere.
//!
//! - **Wrap:** two cells of one colour see each other, so that colour
//!   cannot be the true one: the digit leaves every cell of that colour.
//! - **Trap:** a cell outside the cluster that sees a cell of each colour
//!   cannot hold the digit.
//!
//! Digits in order, clusters in the order of their first cell; in each
//! cluster a wrap first, then traps.
//!
//! Pattern: `digits` = [d], `cells` = the cells of the first colour, then
//! of the second (the first colour is the first cell's), `houses` = the
//! houses of the cluster's links, `links` = the strong links that join the
//! cluster, each from a coloured cell to the next one coloured.

use super::chains::notation;
use super::strong_links::{link, strong_links, Places, StrongLink};
use super::Elimination;
use crate::candidates::{Candidates, Removal};
use crate::digits::{Digit, DigitSet};
use crate::geometry::{Cell, Geometry, House};
use crate::sort;
use crate::step::Narrator;

/// The cells of one digit joined by strong links, in two colours.
pub(crate) struct Cluster {
    pub digit: Digit,
    /// Each cell and its colour (0 or 1), in the order coloured.
    pub cells: Vec<(Cell, u8)>,
    /// The links that reached each cell but the first: (from, to, house).
    pub joins: Vec<(Cell, Cell, House)>,
}

impl Cluster {
    pub fn colour_of(&self, cell: Cell) -> Option<u8> {
        self.cells.iter().find(|(c, _)| *c == cell).map(|&(_, k)| k)
    }

    pub fn of_colour(&self, colour: u8) -> impl Iterator<Item = Cell> + '_ {
        self.cells
            .iter()
            .filter(move |&&(_, k)| k == colour)
            .map(|&(c, _)| c)
    }

    /// The pattern of an elimination by this cluster.
    pub fn pattern(&self, removals: Vec<Removal>) -> Elimination {
        let mut removals = removals;
        sort::sort(&mut removals);
        removals.dedup();
        let mut houses: Vec<House> = self.joins.iter().map(|&(_, _, h)| h).collect();
        houses.dedup();
        Elimination {
            removals,
            digits: vec![self.digit],
            cells: self.of_colour(0).chain(self.of_colour(1)).collect(),
            houses,
            links: self
                .joins
                .iter()
                .map(|&(a, b, _)| link(a, b, self.digit, true))
                .collect(),
            ..Elimination::default()
        }
    }
}

/// The clusters of `digit` with at least three cells, in the order of
/// their first cell.
pub(crate) fn clusters(geometry: &Geometry, places: &Places, digit: Digit) -> Vec<Cluster> {
    let mut links: Vec<StrongLink> = Vec::new();
    strong_links(geometry, places, digit, &mut links);
    let mut ends: Vec<Cell> = links
        .iter()
        .flat_map(|l| l.ends.iter().map(|e| e.cell))
        .collect();
    sort::sort(&mut ends);
    ends.dedup();
    let mut done: Vec<Cell> = Vec::new();
    let mut found = Vec::new();
    for &first in &ends {
        if done.contains(&first) {
            continue;
        }
        let mut cluster = Cluster {
            digit,
            cells: vec![(first, 0)],
            joins: Vec::new(),
        };
        let mut head = 0;
        while head < cluster.cells.len() {
            let (at, colour) = cluster.cells[head];
            head += 1;
            for l in &links {
                for (near, far) in l.orientations() {
                    if near.cell == at && cluster.colour_of(far.cell).is_none() {
                        cluster.cells.push((far.cell, 1 - colour));
                        cluster.joins.push((at, far.cell, l.house));
                    }
                }
            }
        }
        done.extend(cluster.cells.iter().map(|&(c, _)| c));
        if cluster.cells.len() >= 3 {
            found.push(cluster);
        }
    }
    found
}

pub fn find(geometry: &Geometry, candidates: &Candidates) -> Option<Elimination> {
    let places = Places::new(geometry, candidates);
    for digit in DigitSet::full(geometry.side()) {
        for cluster in clusters(geometry, &places, digit) {
            for colour in [0, 1] {
                let cells: Vec<Cell> = cluster.of_colour(colour).collect();
                if clash(geometry, &cells).is_some() {
                    let removals = cells.iter().map(|&cell| Removal { cell, digit }).collect();
                    return Some(cluster.pattern(removals));
                }
            }
            let traps: Vec<Removal> = geometry
                .cells()
                .filter(|&t| {
                    candidates.get(t).contains(digit)
                        && cluster.colour_of(t).is_none()
                        && cluster.of_colour(0).any(|c| geometry.sees(t, c))
                        && cluster.of_colour(1).any(|c| geometry.sees(t, c))
                })
                .map(|cell| Removal { cell, digit })
                .collect();
            if !traps.is_empty() {
                return Some(cluster.pattern(traps));
            }
        }
    }
    None
}

/// `(1)r1c1=(1)r1c5=(1)r6c5=(1)r6c2=(1)r2c2 colours 1 in r1c1, r6c5 and
/// r2c2 one colour and in r1c5 and r6c2 the other, and one colour holds
/// it: r1c1 and r2c2 have the same colour and see each other, so that
/// colour is false: 1 is removed from r1c1, r2c2 and r6c5` (a wrap), or
/// `…: r3c3 sees both colours: 1 is removed from r3c3` (a trap).
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    let removed: Vec<Cell> = found.removals.iter().map(|r| r.cell).collect();
    let why = match clash(n.geometry, &removed) {
        Some((a, b)) if removed.iter().all(|c| found.cells.contains(c)) => format!(
            "{} and {} have the same colour and see each other, so that colour is false",
            n.cell(a),
            n.cell(b)
        ),
        _ if removed.len() == 1 => format!("{} sees both colours", n.cells(&removed)),
        _ => format!("{} each see both colours", n.cells(&removed)),
    };
    format!(
        "{}: {why}: {}",
        colours(found, n),
        n.removals(&found.removals)
    )
}

/// `(5)r1c1=(5)r1c5=(5)r5c5=(5)r5c1 colours 5 in r1c1 and r5c5 one colour
/// and in r1c5 and r5c1 the other, and one colour holds it`, from a pattern
/// whose links join the cells in colouring order. The links are written in
/// Eureka notation (see [`notation`]), one chain for each run of links
/// where each leaves the cell the one before reached, the chains joined by
/// commas: `(5)r1c1=(5)r1c9=(5)r9c9, (5)r1c1=(5)r4c1 colour …`.
pub(crate) fn colours(found: &Elimination, n: &Narrator) -> String {
    let Some(&first) = found.cells.first() else {
        return String::new();
    };
    let mut coloured: Vec<(Cell, bool)> = vec![(first, false)];
    for l in &found.links {
        if let Some(&(_, second)) = coloured.iter().find(|(c, _)| *c == l.from.cell) {
            coloured.push((l.to.cell, !second));
        }
    }
    let of = |second: bool| -> Vec<Cell> {
        coloured
            .iter()
            .filter(|&&(_, k)| k == second)
            .map(|&(c, _)| c)
            .collect()
    };
    let mut chains: Vec<String> = Vec::new();
    let mut start = 0;
    for end in 1..=found.links.len() {
        if end == found.links.len() || found.links[end].from.cell != found.links[end - 1].to.cell {
            chains.push(notation(n, &found.links[start..end]));
            start = end;
        }
    }
    format!(
        "{} colour{} {} in {} one colour and in {} the other, and one colour holds it",
        chains.join(", "),
        if chains.len() == 1 { "s" } else { "" },
        n.digit(found.digits[0]),
        n.cells(&of(false)),
        n.cells(&of(true))
    )
}

/// Two of the cells that see each other.
fn clash(geometry: &Geometry, cells: &[Cell]) -> Option<(Cell, Cell)> {
    cells.iter().enumerate().find_map(|(i, &a)| {
        cells[i + 1..]
            .iter()
            .find(|&&b| geometry.sees(a, b))
            .map(|&b| (a, b))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{digit_map, digit_map_at, names, removals, sentence};
    use crate::solve::Technique;

    /// 1 in rows 1 and 6 and column 5 makes one cluster of four cells; the
    /// other houses hold 1 three times, or once.
    const TRAP: &str =
        "x...x.... .x....... ..x...... x........ ..x...... .x..x.... x........ .x....... .........";

    #[test]
    fn a_cell_that_sees_both_colours_is_trapped() {
        let (g, cands) = digit_map(9, 1, TRAP);
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r2c2<>1", "r4c1<>1"]);
        assert_eq!(names(&g, &found.cells), ["r1c1", "r6c5", "r1c5", "r6c2"]);
        assert_eq!(found.links.len(), 3);
        assert_eq!(
            sentence(&g, Technique::SimpleColouring, &found),
            "Simple colouring: (1)r1c1=(1)r1c5=(1)r6c5=(1)r6c2 colours 1 in r1c1 and r6c5 one \
             colour and in r1c5 and r6c2 the other, and one colour holds it: r2c2 and r4c1 each \
             see both colours: 1 is removed from r2c2 and r4c1"
        );
    }

    #[test]
    fn a_colour_that_sees_itself_is_false() {
        // Column 2 now holds 1 only in r2c2 and r6c2: r2c2 takes r1c1's
        // colour, and the two see each other in box 1.
        let wrap = "x...x.... .x....... ..x...... ......... ......... .x..x.... ......... ......... .........";
        let (g, cands) = digit_map(9, 1, wrap);
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r1c1<>1", "r2c2<>1", "r6c5<>1"]);
        assert_eq!(
            sentence(&g, Technique::SimpleColouring, &found),
            "Simple colouring: (1)r1c1=(1)r1c5=(1)r6c5=(1)r6c2=(1)r2c2 colours 1 in r1c1, r6c5 \
             and r2c2 one colour and in r1c5 and r6c2 the other, and one colour holds it: r1c1 \
             and r2c2 have the same colour and see each other, so that colour is false: 1 is \
             removed from r1c1, r2c2 and r6c5"
        );
    }

    #[test]
    fn a_cell_seeing_one_colour_only_stays() {
        // Without r2c2 and r4c1 nothing sees both colours.
        let none = "x...x.... ......... ..x...... ......... ..x...... .x..x.... x........ .x....... .........";
        let (g, cands) = digit_map(9, 1, none);
        assert_eq!(find(&g, &cands), None);
    }

    #[test]
    fn sixteen_by_sixteen_trap() {
        // Rows 1 and 6 and column 5 again, on a 16x16 board (4x4 boxes).
        let marks = [
            (1, 1),
            (1, 5),
            (6, 5),
            (6, 2),
            (2, 2),
            (9, 1),
            (9, 2),
            (3, 3),
            (7, 3),
        ];
        let (g, cands) = digit_map_at(16, 1, &marks);
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r2c2<>1"]);
    }

    #[test]
    fn sixteen_by_sixteen_cells_seeing_one_colour_stay() {
        // 1 strong in rows 1 and 9 and column 9 of a 16x16 board (4x4
        // boxes): r1c1 and r9c9 one colour, r1c9 and r9c1 the other. r2c2
        // and r3c3 (box 1 holds 1 three times) see r1c1 only. A third 1 in
        // column 1, r5c1, sees r1c1 and r9c1, both colours.
        let marks = [(1, 1), (1, 9), (9, 9), (9, 1), (2, 2), (3, 3)];
        let (g, cands) = digit_map_at(16, 1, &marks);
        assert_eq!(find(&g, &cands), None);
        let (g, cands) = digit_map_at(16, 1, &[&marks[..], &[(5, 1)]].concat());
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r5c1<>1"]);
        assert_eq!(names(&g, &found.cells), ["r1c1", "r9c9", "r1c9", "r9c1"]);
        assert_eq!(
            sentence(&g, Technique::SimpleColouring, &found),
            "Simple colouring: (1)r1c1=(1)r1c9=(1)r9c9=(1)r9c1 colours 1 in r1c1 and r9c9 one \
             colour and in r1c9 and r9c1 the other, and one colour holds it: r5c1 sees both \
             colours: 1 is removed from r5c1"
        );
    }
}
