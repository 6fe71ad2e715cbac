//! Digit forcing chain: a candidate is true or false. Follow both through
//! singles (see [`forcing`](super::forcing)): what both force is true;
//! when one leads to a contradiction, the other holds (the candidate goes,
//! or the cell takes it).
//!
//! Cells of at most [`MAX_BRANCHES`] candidates in board order, candidates
//! in digit order.
//!
//! Pattern: `cells` = [the cell], `digits` = [the digit], `links` = the
//! chain from "true" (its first link weak), then from "false" (first link
//! strong), each to the conclusion; or the one chain to a contradiction.

use super::forcing::{
    self, contradiction_links, removals_of, Branch, Fact, MAX_BRANCHES, MAX_FACTS,
};
use super::Elimination;
use crate::candidates::Candidates;
use crate::geometry::Geometry;
use crate::step::Narrator;

pub fn find(geometry: &Geometry, candidates: &Candidates) -> Option<Elimination> {
    let side = geometry.side();
    let mut spent = 0;
    for cell in geometry.cells() {
        if candidates.get(cell).len() > MAX_BRANCHES {
            continue;
        }
        for digit in candidates.get(cell) {
            if spent > MAX_FACTS {
                return None;
            }
            let on = Fact {
                cell,
                digit,
                on: true,
            };
            let off = Fact { on: false, ..on };
            let yes = Branch::follow(geometry, candidates, on);
            let no = Branch::follow(geometry, candidates, off);
            spent += yes.facts.len() + no.facts.len();
            let (fact, chains) = match (yes.contradiction, no.contradiction) {
                (Some(_), None) => (off, vec![contradiction_links(&yes)]),
                (None, Some(_)) => (on, vec![contradiction_links(&no)]),
                (None, None) => {
                    let Some((fact, _)) =
                        forcing::common(geometry, candidates, &[&yes, &no], &[on])
                    else {
                        continue;
                    };
                    let chains = vec![yes.links_to_fact(side, fact), no.links_to_fact(side, fact)];
                    (fact, chains)
                }
                (Some(_), Some(_)) => continue,
            };
            let removals = removals_of(candidates, fact);
            if !removals.is_empty() {
                return Some(forcing::pattern(&[on], chains, removals));
            }
        }
    }
    None
}

/// `if r1c1 is 3, (3)r1c1-…, and if not, (3)r1c1=…: either way r4c4 is
/// not 2: 2 is removed from r4c4`, or `r1c1 is 3 leads to a contradiction:
/// (3)r1c1-…: 3 is removed from r1c1`.
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    let assumption = forcing::fact_text(
        n,
        Fact {
            cell: found.cells[0],
            digit: found.digits[0],
            on: true,
        },
    );
    let on = Fact {
        cell: found.cells[0],
        digit: found.digits[0],
        on: true,
    };
    let assumptions = match forcing::branches_of(&found.links).len() {
        2 => vec![on, Fact { on: false, ..on }],
        _ => vec![on],
    };
    let (chains, conclusion) = forcing::chain_texts(n, &found.links, &assumptions);
    match chains.as_slice() {
        [yes, no] => format!(
            "if {assumption}, {yes}, and if not, {no}: either way {conclusion}: {}",
            n.removals(&found.removals)
        ),
        _ => {
            let starts_true = found.links.first().is_some_and(|l| !l.strong);
            let supposed = if starts_true {
                assumption
            } else {
                format!(
                    "{} is not {}",
                    n.cell(found.cells[0]),
                    n.digit(found.digits[0])
                )
            };
            format!(
                "{supposed} leads to a contradiction: {}: {}",
                chains.join("; "),
                n.removals(&found.removals)
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::forcing::tests::{open_pair, stuck, HARD};
    use crate::solve::tests::{removals, sentence};
    use crate::solve::Technique;

    #[test]
    fn a_candidate_true_and_false_force_the_same_or_contradict() {
        let (g, cands, solution) = stuck(HARD);
        let found = find(&g, &cands).unwrap();
        for r in &found.removals {
            assert_ne!(solution.get(r.cell), Some(r.digit));
        }
        let text = sentence(&g, Technique::DigitForcingChain, &found);
        assert!(
            text.contains("leads to a contradiction") || text.contains("either way"),
            "{text}"
        );
    }

    #[test]
    fn a_lone_pair_forces_nothing() {
        let (g, cands) = open_pair();
        assert_eq!(find(&g, &cands), None);
    }

    #[test]
    fn sixteen_by_sixteen_pair() {
        let (g, cands) = crate::solve::forcing::tests::sixteen_pair();
        let found = find(&g, &cands).unwrap();
        // r1c1 = 1 takes 1 from r1c3; r1c1 = 2 puts 1 in r1c2, which does.
        assert_eq!(removals(&g, &found), ["r1c3<>1"]);
    }

    #[test]
    fn sixteen_by_sixteen_triple_spread_over_three_boxes() {
        let (g, cands) = crate::solve::forcing::tests::sixteen_triple();
        assert_eq!(find(&g, &cands), None);
    }
}
