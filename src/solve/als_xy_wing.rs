//! ALS-XY-Wing: three [almost locked sets](super::als) A, C and B, no two
//! with a common cell, where the pivot C has a restricted common digit x
//! with A and another, y, with B, and A and B share a digit z that is
//! neither. If A had no z it would hold x, so C would not, and C would
//! hold y, so B would not, and B would hold z: z is in A or in B, and
//! leaves every cell that sees all the cells of both holding it. In Eureka
//! notation, `(z=x)A - (x=y)C - (y=z)B`. With single cells it is the
//! XY-Wing.
//!
//! Pivots are tried in the order of the sets (smallest first), then pairs
//! of sets with a restricted common with the pivot in that order, then the
//! restricted commons in digit order.
//!
//! Pattern: `digits` = A's digits in increasing order, then C's, then B's
//! (each set's end where the order stops increasing); `cells` = A's cells,
//! then C's, then B's (each one fewer than its digits); `houses` = [A's
//! house, C's, B's]; `links` = the weak links on x from A's cells with x
//! to C's, then those on y from C's cells with y to B's.

use super::als::{holds, or_list, split};
use super::chains::place;
use super::Elimination;
use super::StateCache;
use crate::digits::DigitSet;
use crate::sort;
use crate::step::Narrator;

pub fn find(cache: &StateCache) -> Option<Elimination> {
    let sets = cache.sets();
    for (pivot, around) in cache.neighbours().iter().enumerate() {
        for (k, &(a, xs)) in around.iter().enumerate() {
            for &(b, ys) in &around[k + 1..] {
                let (first, last) = (sets.get(a), sets.get(b));
                let common = first.reaching.intersection(last.reaching);
                if common.is_empty() || !sets.disjoint(a, b) {
                    continue;
                }
                // The digits of both with a cell that sees all of theirs.
                let common: DigitSet = common
                    .iter()
                    .filter(|&z| sets.any_seeing_all(&[a, b], z))
                    .collect();
                if common.is_empty() {
                    continue;
                }
                for x in xs {
                    for y in ys.iter().filter(|&y| y != x) {
                        let zs = common.iter().filter(|&z| z != x && z != y).collect();
                        let removals = sets.removals_between(a, b, zs);
                        if removals.is_empty() {
                            continue;
                        }
                        let (digits, cells, houses, cell_sets) = sets.pattern(&[a, pivot, b]);
                        let mut links = sets.links(a, pivot, x);
                        links.extend(sets.links(pivot, b, y));
                        return Some(Elimination {
                            removals,
                            digits,
                            cells,
                            houses,
                            links,
                            sets: cell_sets,
                            ..Elimination::default()
                        });
                    }
                }
            }
        }
    }
    None
}

/// `r1c1 and r2c2 in box 1 hold only 1, 5 and 7, r1c5 holds only 1 and 2,
/// and r5c5 and r5c9 in row 5 hold only 2, 5 and 8; every 1 of the first
/// sees every 1 of the second, and every 2 of the second every 2 of the
/// third, so if the first had no 5 it would hold 1, the second no 1 and so
/// its 2, and the third no 2 and so all its other digits: 5 is in the first
/// or the third, (5=1)r1c1,r2c2 - (1=2)r1c5 - (2=5)r5c{5,9}: 5 is removed from
/// r2c9 and r5c2`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    let sets = split(&found.digits, &found.cells);
    let [(a_digits, a), (c_digits, c), (b_digits, b)] = [sets[0], sets[1], sets[2]];
    let x = found.links[0].from.digit;
    let y = found.links[found.links.len() - 1].from.digit;
    let mut zs: Vec<_> = found.removals.iter().map(|r| r.digit).collect();
    sort::sort(&mut zs);
    zs.dedup();
    let (dx, dy) = (n.digit(x), n.digit(y));
    let chains: Vec<String> = zs
        .iter()
        .map(|&z| {
            let dz = n.digit(z);
            format!(
                "({dz}={dx}){} - ({dx}={dy}){} - ({dy}={dz}){}",
                place(n, a),
                place(n, c),
                place(n, b)
            )
        })
        .collect();
    let lacking = or_list(zs.iter().map(|&z| format!("no {}", n.digit(z))).collect());
    let each = match zs.len() {
        1 => format!("{} is", n.digit(zs[0])),
        _ => format!("each of {} is", n.digits(&zs)),
    };
    format!(
        "{}, {}, and {}; every {dx} of the first sees every {dx} of the second, and every \
         {dy} of the second every {dy} of the third, so if the first had {lacking} it would \
         hold {dx}, the second no {dx} and so its {dy}, and the third no {dy} and so all its \
         other digits: {each} in the first or the third, {}: {}",
        holds(n, found.houses[0], a_digits, a),
        holds(n, found.houses[1], c_digits, c),
        holds(n, found.houses[2], b_digits, b),
        chains.join(", "),
        n.removals(&found.removals)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{candidate_grid, names, removals, sentence};
    use crate::solve::Technique;

    /// Box 1: r1c1 {1,7}, r2c2 {5,7}; the pivot r1c5 {1,2}; row 5: r5c5
    /// {2,8} and r5c9 `last`.
    fn grid(last: &str) -> String {
        let mut text = String::new();
        for row in 1..=9 {
            for col in 1..=9 {
                text.push_str(match (row, col) {
                    (1, 1) => "17",
                    (2, 2) => "57",
                    (1, 5) => "12",
                    (5, 5) => "28",
                    (5, 9) => last,
                    _ => "*",
                });
                text.push(' ');
            }
            text.push('\n');
        }
        text
    }

    #[test]
    fn two_sets_joined_through_a_pivot_cell() {
        let (g, cands) = candidate_grid(9, &grid("58"));
        let found = find(&StateCache::new(&g, &cands)).unwrap();
        assert_eq!(removals(&g, &found), ["r2c9<>5", "r5c2<>5"]);
        assert_eq!(
            names(&g, &found.cells),
            ["r1c1", "r2c2", "r1c5", "r5c5", "r5c9"]
        );
        // Each set apart, for the page to shade each its own way.
        let sets: Vec<Vec<String>> = found.sets.iter().map(|s| names(&g, s)).collect();
        assert_eq!(
            sets,
            [vec!["r1c1", "r2c2"], vec!["r1c5"], vec!["r5c5", "r5c9"]]
        );
        assert_eq!(found.links.len(), 2);
        assert_eq!(
            sentence(&g, Technique::AlsXyWing, &found),
            "ALS-XY-Wing: r1c1 and r2c2 in box 1 hold only 1, 5 and 7, r1c5 holds only \
             1 and 2, and r5c5 and r5c9 in row 5 hold only 2, 5 and 8; every 1 of the \
             first sees every 1 of the second, and every 2 of the second every 2 of the \
             third, so if the first had no 5 it would hold 1, the second no 1 and so its \
             2, and the third no 2 and so all its other digits: 5 is in the first or the \
             third, (5=1)r1c1,r2c2 - (1=2)r1c5 - (2=5)r5c{5,9}: 5 is removed from r2c9 and \
             r5c2"
        );
    }

    #[test]
    fn the_ends_must_share_a_third_digit() {
        let (g, cands) = candidate_grid(9, &grid("68"));
        assert_eq!(find(&StateCache::new(&g, &cands)), None);
    }

    #[test]
    fn six_by_six_wing() {
        // Boxes 3 wide, 2 tall. Box 1: r1c1 {1,4}, r2c2 {4,5}; pivot r1c4
        // {1,2}; box 4: r4c4 {2,6}, r4c6 {5,6}.
        let (g, cands) = candidate_grid(
            6,
            "14 *  * | 12 * *
             *  45 * | *  * *
             --------+-------
             *  *  * | *  * *
             *  *  * | 26 * 56
             --------+-------
             *  *  * | *  * *
             *  *  * | *  * *",
        );
        let found = find(&StateCache::new(&g, &cands)).unwrap();
        assert_eq!(removals(&g, &found), ["r2c6<>5", "r4c2<>5"]);
        assert_eq!(
            sentence(&g, Technique::AlsXyWing, &found),
            "ALS-XY-Wing: r1c1 and r2c2 in box 1 hold only 1, 4 and 5, r1c4 holds only \
             1 and 2, and r4c4 and r4c6 in box 4 hold only 2, 5 and 6; every 1 of the \
             first sees every 1 of the second, and every 2 of the second every 2 of the \
             third, so if the first had no 5 it would hold 1, the second no 1 and so its \
             2, and the third no 2 and so all its other digits: 5 is in the first or the \
             third, (5=1)r1c1,r2c2 - (1=2)r1c4 - (2=5)r4c{4,6}: 5 is removed from r2c6 and \
             r4c2"
        );
    }

    /// A 16x16 board (boxes 4x4). Box 1: r1c1 {1,7}, r2c2 {5,7}; the pivot
    /// r1c10 {1,2}; row 5: r5c10 {2,8} and r5c14 `last`. r4c4 (box 1),
    /// r2c11 (box 3, the pivot's) and r5c16 (row 5) hold `filler`.
    fn sixteen(last: &str, filler: &str) -> String {
        let mut text = String::new();
        for row in 1..=16 {
            for col in 1..=16 {
                text.push_str(match (row, col) {
                    (1, 1) => "17",
                    (2, 2) => "57",
                    (1, 10) => "12",
                    (5, 10) => "28",
                    (5, 14) => last,
                    (4, 4) | (2, 11) | (5, 16) => filler,
                    _ => "*",
                });
                text.push(' ');
            }
            text.push('\n');
        }
        text
    }

    /// Nine candidates, none of the sets' digits: a cell no set can take,
    /// so that no set is all the open cells of its house (see
    /// `a_wing_among_full_cells`).
    const FILLER: &str = "34ABCDEFG";

    #[test]
    fn sixteen_by_sixteen_wing() {
        let (g, cands) = candidate_grid(16, &sixteen("58", FILLER));
        let found = find(&StateCache::new(&g, &cands)).unwrap();
        assert_eq!(removals(&g, &found), ["r2c14<>5", "r5c2<>5"]);
        assert_eq!(
            names(&g, &found.cells),
            ["r1c1", "r2c2", "r1c10", "r5c10", "r5c14"]
        );
        assert_eq!(
            sentence(&g, Technique::AlsXyWing, &found),
            "ALS-XY-Wing: r1c1 and r2c2 in box 1 hold only 1, 5 and 7, r1c10 holds only 1 and 2, \
             and r5c10 and r5c14 in row 5 hold only 2, 5 and 8; every 1 of the first sees every 1 \
             of the second, and every 2 of the second every 2 of the third, so if the first had \
             no 5 it would hold 1, the second no 1 and so its 2, and the third no 2 and so all \
             its other digits: 5 is in the first or the third, (5=1)r1c1,r2c2 - (1=2)r1c10 - \
             (2=5)r5c{10,14}: 5 is removed from r2c14 and r5c2"
        );
    }

    #[test]
    fn sixteen_by_sixteen_ends_without_a_third_digit() {
        let (g, cands) = candidate_grid(16, &sixteen("68", FILLER));
        assert_eq!(find(&StateCache::new(&g, &cands)), None);
    }

    /// The same wing with every other cell of box 1, box 3 and row 5
    /// holding all 16 digits: the end sets, and the pivot r1c10 (the one
    /// open cell of box 3), are all the open cells of their houses. This
    /// test found that such sets were never listed, as in ALS-XZ's
    /// `rows_of_bivalue_cells_among_full_cells`.
    #[test]
    fn a_wing_among_full_cells() {
        let (g, cands) = candidate_grid(16, &sixteen("58", "*"));
        let found = find(&StateCache::new(&g, &cands)).unwrap();
        assert_eq!(removals(&g, &found), ["r2c14<>5", "r5c2<>5"]);
    }
}
