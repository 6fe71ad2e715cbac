//! Multi-colouring: two clusters of one digit (see
//! [simple colouring](super::simple_colouring)), A in colours A1/A2 and B
//! in B1/B2, with a cell of A1 seeing a cell of B1. A1 and B1 are not both
//! true, so A2 or B2 is:
//!
//! - a cell outside both clusters that sees a cell of A2 and a cell of B2
//!   cannot hold the digit;
//! - and when A1 also sees a cell of B2, A1 sees both colours of B, one of
//!   which is true: A1 is false, and the digit leaves its cells.
//!
//! Digits in order, then pairs of clusters in order, each colour of each.
//!
//! Pattern: `digits` = [d], `cells` = A's cells then B's, each cluster's
//! links from its first cell as in simple colouring (so a cluster's first
//! cell has its first colour), `houses` = the houses of the links,
//! `links` = A's strong links, then B's, then the weak link from the cell
//! of A1 to the cell of B1 that sees it.

use super::simple_colouring::{clusters, colours, Cluster};
use super::strong_links::{link, Places};
use super::Elimination;
use crate::candidates::{Candidates, Removal};
use crate::digits::DigitSet;
use crate::geometry::{Cell, Geometry};
use crate::step::{Link, Narrator};

pub fn find(geometry: &Geometry, candidates: &Candidates) -> Option<Elimination> {
    let places = Places::new(geometry, candidates);
    for digit in DigitSet::full(geometry.side()) {
        let all = clusters(geometry, &places, digit);
        for (i, a) in all.iter().enumerate() {
            for b in &all[i + 1..] {
                for (ka, kb) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
                    let Some((p, q)) = touch(geometry, a, ka, b, kb) else {
                        continue;
                    };
                    // A(ka) sees both colours of B: it is false.
                    if touch(geometry, a, ka, b, 1 - kb).is_some() {
                        let removals = a.of_colour(ka).map(|cell| Removal { cell, digit });
                        return Some(pattern(a, b, (p, q), removals.collect()));
                    }
                    let removals: Vec<Removal> = geometry
                        .cells()
                        .filter(|&t| {
                            candidates.get(t).contains(digit)
                                && a.colour_of(t).is_none()
                                && b.colour_of(t).is_none()
                                && a.of_colour(1 - ka).any(|c| geometry.sees(t, c))
                                && b.of_colour(1 - kb).any(|c| geometry.sees(t, c))
                        })
                        .map(|cell| Removal { cell, digit })
                        .collect();
                    if !removals.is_empty() {
                        return Some(pattern(a, b, (p, q), removals));
                    }
                }
            }
        }
    }
    None
}

/// A cell of `a`'s colour `ka` and a cell of `b`'s colour `kb` that see
/// each other.
fn touch(geometry: &Geometry, a: &Cluster, ka: u8, b: &Cluster, kb: u8) -> Option<(Cell, Cell)> {
    a.of_colour(ka).find_map(|p| {
        b.of_colour(kb)
            .find(|&q| geometry.sees(p, q))
            .map(|q| (p, q))
    })
}

fn pattern(a: &Cluster, b: &Cluster, (p, q): (Cell, Cell), removals: Vec<Removal>) -> Elimination {
    let mut found = a.pattern(removals);
    let other = b.pattern(Vec::new());
    found.cells.extend(other.cells);
    found.houses.extend(other.houses);
    found.links.extend(other.links);
    found.links.push(link(p, q, a.digit, false));
    found
}

/// `(1)r1c1=(1)r1c9=(1)r9c9 colours 1 in r1c1 and r9c9 one colour and in
/// r1c9 the other, and one colour holds it; (1)r2c2=(1)r2c6=(1)r6c6=(1)r6c1
/// colours 1 in r2c2 and r6c6 one colour and in r2c6 and r6c1 the other,
/// and one colour holds it; r1c1 sees r2c2, so they are not both 1, and
/// r1c1's colour also sees the other colour of the second cluster, so it
/// is false: 1 is removed from r1c1 and r9c9` (each cluster as [`colours`]
/// writes it)
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    let Some((joint, strong)) = found.links.split_last() else {
        return n.removals(&found.removals);
    };
    // The first cluster's links each leave a cell reached before them; the
    // second cluster's first link leaves its first cell, not reached yet.
    let mut reached: Vec<Cell> = found.cells.first().copied().into_iter().collect();
    let mut split = strong.len();
    for (i, l) in strong.iter().enumerate() {
        if !reached.contains(&l.from.cell) {
            split = i;
            break;
        }
        reached.push(l.to.cell);
    }
    let (first, second) = strong.split_at(split);
    let cluster = |links: &[Link]| Elimination {
        digits: found.digits.clone(),
        cells: links.first().map(|l| vec![l.from.cell]).unwrap_or_default(),
        links: links.to_vec(),
        ..Elimination::default()
    };
    let (p, q) = (joint.from.cell, joint.to.cell);
    let removed: Vec<Cell> = found.removals.iter().map(|r| r.cell).collect();
    let conclusion = if removed.contains(&p) {
        format!(
            "{}'s colour also sees the other colour of the second cluster, so it is false",
            n.cell(p)
        )
    } else {
        "the other colour of one of the clusters holds it".to_owned()
    };
    format!(
        "{}; {}; {} sees {}, so they are not both {}, and {conclusion}: {}",
        colours(&cluster(first), n),
        colours(&cluster(second), n),
        n.cell(p),
        n.cell(q),
        n.digit(found.digits[0]),
        n.removals(&found.removals)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{digit_map, digit_map_at, removals, sentence};
    use crate::solve::Technique;

    /// Cluster A: r1c1=r1c9 (row 1), r1c9=r9c9 (column 9). Cluster B:
    /// r2c2=r2c6 (row 2), r2c6=r6c6 (column 6), r6c6=r6c1 (row 6). Column 1
    /// and box 1 hold 1 three times, so they join nothing.
    const TWO: &str =
        "x.......x .x...x... ..x...... ......... ......... x....x... ......... x........ ........x";

    #[test]
    fn a_colour_that_sees_both_colours_of_another_cluster_is_false() {
        let (g, cands) = digit_map(9, 1, TWO);
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r1c1<>1", "r9c9<>1"]);
        assert_eq!(
            sentence(&g, Technique::MultiColouring, &found),
            "Multi-colouring: (1)r1c1=(1)r1c9=(1)r9c9 colours 1 in r1c1 and r9c9 one colour and \
             in r1c9 the other, and one colour holds it; (1)r2c2=(1)r2c6=(1)r6c6=(1)r6c1 colours \
             1 in r2c2 and r6c6 one colour and in r2c6 and r6c1 the other, and one colour holds \
             it; r1c1 sees r2c2, so they are not both 1, and r1c1's colour also sees the other \
             colour of the second cluster, so it is false: 1 is removed from r1c1 and r9c9"
        );
    }

    #[test]
    fn clusters_that_touch_without_a_target_remove_nothing() {
        // Without r6c1 the second cluster ends at r6c6, and column 1 links
        // r1c1 with r8c1 instead: no cell sees both remaining colours.
        let (g, cands) = digit_map(9, 1, &TWO.replacen("x....x...", ".....x...", 1));
        assert_eq!(find(&g, &cands), None);
    }

    #[test]
    fn a_cell_seeing_the_other_colours_of_both_clusters_loses_the_digit() {
        // A: r1c1=r1c7 (row 1), r1c1=r2c3 (box 1), r2c3=r7c3 (column 3).
        // B: r4c5=r4c7 (row 4), r4c5=r6c4 (box 5). r1c7 (A) sees r4c7 (B),
        // so r1c1's colour or r4c5's holds 1, and r7c5 sees r7c3 and r4c5.
        let map = "x.....x.. ..x...... ......... ....x.x.. ......... ...x..... ..x.x...x ......x.. ....x....";
        let (g, cands) = digit_map(9, 1, map);
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r7c5<>1"]);
        assert_eq!(
            sentence(&g, Technique::MultiColouring, &found),
            "Multi-colouring: (1)r1c1=(1)r1c7, (1)r1c1=(1)r2c3=(1)r7c3 colour 1 in r1c1 and r7c3 \
             one colour and in r1c7 and r2c3 the other, and one colour holds it; \
             (1)r4c5=(1)r4c7, (1)r4c5=(1)r6c4 colour 1 in r4c5 one colour and in r4c7 and r6c4 \
             the other, and one colour holds it; r1c7 sees r4c7, so they are not both 1, and the \
             other colour of one of the clusters holds it: 1 is removed from r7c5"
        );
    }

    #[test]
    fn sixteen_by_sixteen_colour_seeing_both_colours() {
        // The 9x9 case spread over a 16x16 board: A r1c1=r1c16 (row 1),
        // r1c16=r16c16 (column 16); B r2c2=r2c7 (row 2), r2c7=r7c7 (column
        // 7), r7c7=r7c1 (row 7); column 1 and box 1 hold 1 three times.
        let marks = [
            (1, 1),
            (1, 16),
            (16, 16),
            (2, 2),
            (2, 7),
            (7, 7),
            (7, 1),
            (10, 1),
            (3, 3),
        ];
        let (g, cands) = digit_map_at(16, 1, &marks);
        let found = find(&g, &cands).unwrap();
        assert_eq!(removals(&g, &found), ["r1c1<>1", "r16c16<>1"]);
    }

    #[test]
    fn sixteen_by_sixteen_a_colour_seeing_one_colour_of_another_cluster_stays() {
        // The 16x16 case above with the second cluster ending at r7c9
        // (row 7 r7c7=r7c9) instead of r7c1: r1c1 sees r2c2 only, so one
        // of r1c16 and r2c7 holds 1, but no cell with 1 sees both. r13c1
        // keeps column 1 at three places.
        let marks = [
            (1, 1),
            (1, 16),
            (16, 16),
            (2, 2),
            (2, 7),
            (7, 7),
            (7, 9),
            (10, 1),
            (13, 1),
            (3, 3),
        ];
        let (g, cands) = digit_map_at(16, 1, &marks);
        assert_eq!(find(&g, &cands), None);
    }
}
