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
    let mut chosen = Vec::with_capacity(k);
    match extend(masks, k, max_bits, 0, 0, &mut chosen, visit) {
        ControlFlow::Break(found) => Some(found),
        ControlFlow::Continue(()) => None,
    }
}

/// Depth-first over choices; the depth is at most `k`.
fn extend<T>(
    masks: &[u64],
    k: usize,
    max_bits: u32,
    start: usize,
    union: u64,
    chosen: &mut Vec<usize>,
    visit: &mut impl FnMut(&[usize], u64) -> ControlFlow<T>,
) -> ControlFlow<T> {
    if chosen.len() == k {
        return visit(chosen, union);
    }
    let needed = k - chosen.len();
    for i in start..masks.len() {
        if masks.len() - i < needed {
            break;
        }
        let next = union | masks[i];
        if next.count_ones() > max_bits {
            continue;
        }
        chosen.push(i);
        extend(masks, k, max_bits, i + 1, next, chosen, visit)?;
        chosen.pop();
    }
    ControlFlow::Continue(())
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
}
