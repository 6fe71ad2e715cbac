//! Choosing `k` items whose bitmasks together cover at most `k` bits: the
//! search behind subsets (cells and their candidates, digits and their
//! places) and fish (lines and their crossing lines).

use std::ops::ControlFlow;

/// Calls `visit` with each choice of `k` indices (increasing) into `masks`
/// whose union has at most `max_bits` bits, and that union, until `visit`
/// breaks. Branches whose union already exceeds `max_bits` are cut, which
/// keeps the search small on real boards. Returns what `visit` broke with.
pub fn each_choice<T>(
    masks: &[u64],
    k: usize,
    max_bits: u32,
    visit: &mut impl FnMut(&[usize], u64) -> ControlFlow<T>,
) -> Option<T> {
    each_choice_where(masks, k, max_bits, &mut |_, _| true, visit)
}

/// [`each_choice`], also cutting every branch whose partial choice (indices
/// and union so far) `keep` rejects. `keep` must be monotone: a choice it
/// rejects has no extension it accepts.
pub fn each_choice_where<T>(
    masks: &[u64],
    k: usize,
    max_bits: u32,
    keep: &mut impl FnMut(&[usize], u64) -> bool,
    visit: &mut impl FnMut(&[usize], u64) -> ControlFlow<T>,
) -> Option<T> {
    // Every caller chooses at most half of a house or of the lines (a
    // larger subset or fish is the complement of a smaller one), so at most
    // 32 of 64.
    if k > masks.len() || k > MAX_CHOICE {
        return None;
    }
    let mut search = Search {
        masks,
        k,
        max_bits,
        keep,
        visit,
        chosen: [0; MAX_CHOICE],
    };
    match search.extend(0, 0, 0) {
        ControlFlow::Break(found) => Some(found),
        ControlFlow::Continue(()) => None,
    }
}

/// The most items a choice can have: half the largest side.
const MAX_CHOICE: usize = crate::digits::MAX_DIGIT as usize / 2;

/// What the depth-first search over choices carries.
struct Search<'a, K, V> {
    masks: &'a [u64],
    k: usize,
    max_bits: u32,
    keep: &'a mut K,
    visit: &'a mut V,
    /// The indices chosen so far, the first `depth` of them (no allocation:
    /// this runs thousands of times per solve).
    chosen: [usize; MAX_CHOICE],
}

impl<K, V> Search<'_, K, V> {
    /// Depth-first over choices, `depth` of them made; the depth is at most
    /// `k`.
    fn extend<T>(&mut self, start: usize, union: u64, depth: usize) -> ControlFlow<T>
    where
        K: FnMut(&[usize], u64) -> bool,
        V: FnMut(&[usize], u64) -> ControlFlow<T>,
    {
        if depth == self.k {
            return (self.visit)(&self.chosen[..depth], union);
        }
        let needed = self.k - depth;
        for i in start..self.masks.len() {
            if self.masks.len() - i < needed {
                break;
            }
            let next = union | self.masks[i];
            if next.count_ones() > self.max_bits {
                continue;
            }
            self.chosen[depth] = i;
            if (self.keep)(&self.chosen[..=depth], next) {
                self.extend(i + 1, next, depth + 1)?;
            }
        }
        ControlFlow::Continue(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_choice_covering_few_bits() {
        let masks = [0b0011, 0b1100, 0b0110, 0b0001];
        let mut seen = Vec::new();
        let none: Option<()> = each_choice(&masks, 2, 2, &mut |chosen, union| {
            seen.push((chosen.to_vec(), union));
            ControlFlow::Continue(())
        });
        assert_eq!(none, None);
        assert_eq!(seen, vec![(vec![0, 3], 0b0011)]);
        let first = each_choice(&masks, 3, 3, &mut |chosen, _| {
            ControlFlow::Break(chosen.to_vec())
        });
        assert_eq!(first, Some(vec![0, 2, 3]));
    }

    #[test]
    fn keep_cuts_branches() {
        let masks = [0b0011, 0b1100, 0b0110, 0b0001];
        let mut seen = Vec::new();
        // Without index 0, every pair: [1, 2], [1, 3], [2, 3].
        let none: Option<()> = each_choice_where(
            &masks,
            2,
            4,
            &mut |chosen, _| chosen[0] != 0,
            &mut |chosen, _| {
                seen.push(chosen.to_vec());
                ControlFlow::Continue(())
            },
        );
        assert_eq!(none, None);
        assert_eq!(seen, vec![vec![1, 2], vec![1, 3], vec![2, 3]]);
    }
}
