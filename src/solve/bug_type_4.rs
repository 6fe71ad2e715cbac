//! BUG type 4: every empty cell has two candidates but two cells of one
//! house, which have three; without one digit of each (its *extra*: the
//! digit whose removal leaves a bivalue universal grave, see
//! [BUG type 3](super::bug_type_3)) the puzzle would have two solutions or
//! none, so one of the two holds its extra. If a digit x that is neither
//! extra has no other place in their house, one of the two is x, and the
//! other then holds its extra: each is x or its extra, and loses its third
//! candidate.
//!
//! The house's line before its box; x in digit order. Works on every board
//! size.
//!
//! Pattern: `fins` = the two cells, in board order; `digits` = their
//! extras in that order, then x; `houses` = [the house]; `links` = the
//! strong link on x between them.

use super::bug_type_2::{cells_with_three, grave_clause};
use super::bug_type_3::extras;
use super::strong_links::link;
use super::{cells_with, Elimination};
use crate::candidates::{Candidates, Removal};
use crate::geometry::Geometry;
use crate::step::Narrator;

pub fn find(geometry: &Geometry, candidates: &Candidates) -> Option<Elimination> {
    let odd = cells_with_three(geometry, candidates, 2)?;
    let [one, other] = odd[..] else {
        return None;
    };
    let extra = extras(geometry, candidates, &odd)?;
    let house = (geometry.houses_of(one).iter().copied())
        .find(|&h| geometry.house_cells(h).contains(&other))?;
    let shared = candidates.get(one).intersection(candidates.get(other));
    for x in shared.iter().filter(|x| !extra.contains(x)) {
        if cells_with(geometry, candidates, house, x) != [one, other] {
            continue;
        }
        let removals: Vec<Removal> = odd
            .iter()
            .zip(&extra)
            .flat_map(|(&cell, &e)| {
                (candidates.get(cell).iter())
                    .filter(move |&d| d != x && d != e)
                    .map(move |digit| Removal { cell, digit })
            })
            .collect();
        if removals.is_empty() {
            continue;
        }
        return Some(Elimination {
            removals,
            digits: vec![extra[0], extra[1], x],
            houses: vec![house],
            fins: odd.clone(),
            links: vec![link(one, other, x, true)],
            ..Elimination::default()
        });
    }
    None
}

/// `every empty cell but r1c1 and r1c2 has two candidates, and without 3
/// in r1c1 and 4 in r1c2 it would be a bivalue universal grave, …, so one
/// of them holds its extra; in row 1, 1 is only in r1c1 and r1c2, so one of
/// them is 1 and the other its extra: r1c1 is 1 or 3, and r1c2 1 or 4: 2 is
/// removed from r1c1 and r1c2`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    let (&[one, other], &[e1, e2, x]) = (&found.fins[..], &found.digits[..]) else {
        return n.removals(&found.removals);
    };
    let house = found
        .houses
        .first()
        .map(ToString::to_string)
        .unwrap_or_default();
    let (c1, c2, dx) = (n.cell(one), n.cell(other), n.digit(x));
    let without = format!("{} in {c1} and {} in {c2}", n.digit(e1), n.digit(e2));
    format!(
        "{}: one of them holds its extra; in {house}, {dx} is only in {c1} and {c2}, so one of \
         them is {dx} and the other its extra: {c1} is {dx} or {}, and {c2} {dx} or {}: {}",
        grave_clause(n, &found.fins, &without),
        n.digit(e1),
        n.digit(e2),
        n.removals(&found.removals)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::bug_type_2::tests::grave;
    use crate::solve::tests::{candidate_grid, names, removals, sentence};
    use crate::solve::Technique;

    #[test]
    fn a_strong_link_between_the_two_cells_leaves_each_x_or_its_extra() {
        // Extras 3 in r1c1 and 4 in r1c2; row 1 has 1 only there.
        let (g, cands) = candidate_grid(4, &grave("123 124"));
        let found = find(&g, &cands).unwrap();
        assert_eq!(names(&g, &found.fins), ["r1c1", "r1c2"]);
        assert_eq!(removals(&g, &found), ["r1c1<>2", "r1c2<>2"]);
        assert_eq!(
            sentence(&g, Technique::BugType4, &found),
            "BUG type 4: every empty cell but r1c1 and r1c2 has two candidates, and without 3 \
             in r1c1 and 4 in r1c2 it would be a bivalue universal grave, where every empty \
             cell could switch to its other candidate, so two solutions or none: one of them \
             holds its extra; in row 1, 1 is only in r1c1 and r1c2, so one of them is 1 and \
             the other its extra: r1c1 is 1 or 3, and r1c2 1 or 4: 2 is removed from r1c1 and \
             r1c2"
        );
    }

    #[test]
    fn three_cells_with_three_candidates_are_not_type_4() {
        let text = "123 124 34 34
                    34 34 12 12
                    12 12 34 34
                    34 34 12 124";
        let (g, cands) = candidate_grid(4, text);
        assert_eq!(find(&g, &cands), None);
    }
}
