//! AIC through almost locked sets (ALS-AIC): the [AIC](super::aic)'s chain,
//! whose nodes may also be a digit's places in an almost locked set of two
//! to [`MAX_SET_CELLS`](super::chains::MAX_SET_CELLS) cells. A set that
//! holds none of a digit `x` holds each of its other digits, so `(x=y)`
//! through the set is a strong link: if `x` is in none of its places, `y`
//! is in one of its own. Such a node is true when the digit is in one of
//! its places, so it is weakly linked to every place of the digit that
//! sees them all. The ends remove as the AIC's do.
//!
//! A chain without a set is the AIC's, found first (with the AIC switched
//! off, this search finds those too). In the default order it comes after
//! the cell forcing chain, though it is rated below it: its search walks
//! many more nodes than the AIC's from every start, and where the cell
//! forcing chain finds a step it is paid for nothing. The rating, which
//! takes the easiest step, still tries it first.

use super::aic::RULES;
use super::chains;
use super::Elimination;
use super::StateCache;
use crate::step::Narrator;

pub fn find(cache: &StateCache) -> Option<Elimination> {
    chains::find_through_sets(cache.geometry(), cache.candidates(), RULES, cache.sets())
}

/// `(4)r1c1=(4)r1c7-(4=6)r2c{8,9}-(6)r3c9=(6)r3c1, r2c{8,9} an almost
/// locked set: r1c1 is 4 or r3c1 is 6, so …`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    chains::describe(found, n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{candidate_grid, removals, sentence};
    use crate::solve::Technique;

    /// An almost locked set in box 2, r2c4 {4,6,8}, r2c5 and r2c6 {6,8,9},
    /// and r3c5 {4,9}; every other cell holds every digit. If r3c5 is 9,
    /// r2c5 and r2c6 are 6 and 8 and r2c4 is 4: so 4 is in r2c4 or r3c5.
    /// No chain of cells and houses alone says so (r2c4 is not bivalue).
    fn board(r3c5: &str) -> String {
        let mut text = String::new();
        for row in 1..=9 {
            for col in 1..=9 {
                text.push_str(match (row, col) {
                    (2, 4) => "468",
                    (2, 5) | (2, 6) => "689",
                    (3, 5) => r3c5,
                    _ => "*",
                });
                text.push(' ');
            }
            text.push('\n');
        }
        text
    }

    #[test]
    fn a_strong_link_through_a_set() {
        let (g, cands) = candidate_grid(9, &board("49"));
        let cache = StateCache::new(&g, &cands);
        let found = find(&cache).unwrap();
        assert_eq!(
            removals(&g, &found),
            ["r1c4<>4", "r1c5<>4", "r1c6<>4", "r3c4<>4", "r3c6<>4"]
        );
        assert_eq!(
            sentence(&g, Technique::AlsAic, &found),
            "ALS-AIC: (4=9)r2c{4,5,6}-(9=4)r3c5, r2c{4,5,6} an almost locked set: r2c4 or r3c5 \
             is 4, so 4 is removed from r1c4, r1c5, r1c6, r3c4 and r3c6"
        );
        let through: Vec<_> = found.links.iter().filter(|l| !l.set.is_empty()).collect();
        assert_eq!(through.len(), 1);
        assert!(through[0].strong);
        assert_eq!(through[0].set.len(), 3);
        // The set's nodes are drawn at their places: 9 in r2c5 and r2c6.
        assert_eq!(through[0].to.group.len(), 2);
        assert_eq!(chains::find(&g, &cands, RULES), None);
    }

    #[test]
    fn no_set_no_chain() {
        // r3c5 {4,7}: 7 leads nowhere, and the set alone proves nothing.
        let (g, cands) = candidate_grid(9, &board("47"));
        assert_eq!(find(&StateCache::new(&g, &cands)), None);
    }
}
