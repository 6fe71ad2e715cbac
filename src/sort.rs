//! Sorting for cold code: one small sort, instead of the standard
//! library's.
//!
//! The standard library's sorts are tuned for long slices, and each element
//! type (and key) they sort gets its own copy of several kilobytes in the
//! wasm, which a dozen of them make a large share of the module. The techniques, the
//! events and the ratings mostly sort short lists, so they use this one: an
//! insertion sort up to 16 items, a heapsort above (`O(n log n)`, in place,
//! not stable), a few hundred bytes per element type. The fast search, the
//! board tables and the almost locked sets' long lists (thousands of
//! entries, where a heapsort loses to the standard library's) keep the
//! standard library's.

/// What the sort needs of a slice: compare two places, swap them.
trait Places {
    fn less(&self, a: usize, b: usize) -> bool;
    fn swap(&mut self, a: usize, b: usize);
}

struct By<'a, T, F> {
    items: &'a mut [T],
    less: F,
}

impl<T, F: Fn(&T, &T) -> bool> Places for By<'_, T, F> {
    fn less(&self, a: usize, b: usize) -> bool {
        (self.less)(&self.items[a], &self.items[b])
    }

    fn swap(&mut self, a: usize, b: usize) {
        self.items.swap(a, b);
    }
}

/// Sorts `items` in increasing order. Equal items may change places, which
/// only matters when equal is not identical.
pub(crate) fn sort<T: Ord>(items: &mut [T]) {
    sort_by(items, |a, b| a < b);
}

/// Sorts `items` by increasing `key`; items with equal keys end in no
/// particular (but always the same) order.
pub(crate) fn sort_by_key<T, K: Ord>(items: &mut [T], key: impl Fn(&T) -> K) {
    sort_by(items, |a, b| key(a) < key(b));
}

/// Sorts `items` so that no item is `less` than one before it.
pub(crate) fn sort_by<T>(items: &mut [T], less: impl Fn(&T, &T) -> bool) {
    let len = items.len();
    sort_places(&mut By { items, less }, len);
}

/// An insertion sort for short slices (the usual case, and the fastest
/// there); a heapsort for longer ones.
fn sort_places(places: &mut impl Places, len: usize) {
    if len <= 16 {
        for i in 1..len {
            let mut j = i;
            while j > 0 && places.less(j, j - 1) {
                places.swap(j, j - 1);
                j -= 1;
            }
        }
    } else {
        heapsort(places, len);
    }
}

/// A max-heap built in place, then its top moved to the end, one at a time.
fn heapsort(places: &mut impl Places, len: usize) {
    for root in (0..len / 2).rev() {
        sift_down(places, root, len);
    }
    for end in (1..len).rev() {
        places.swap(0, end);
        sift_down(places, 0, end);
    }
}

/// Moves the item at `root` down the heap of the first `end` places until
/// neither child is larger.
fn sift_down(places: &mut impl Places, mut root: usize, end: usize) {
    loop {
        let mut child = 2 * root + 1;
        if child >= end {
            return;
        }
        if child + 1 < end && places.less(child, child + 1) {
            child += 1;
        }
        if !places.less(root, child) {
            return;
        }
        places.swap(root, child);
        root = child;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_like_the_standard_library_at_every_length() {
        // A fixed pseudo-random sequence with repeats.
        let mut state = 12345u32;
        for len in 0..200 {
            let mut items: Vec<u32> = (0..len)
                .map(|_| {
                    state = state.wrapping_mul(1_103_515_245).wrapping_add(12345);
                    (state >> 16) % 50
                })
                .collect();
            let mut expected = items.clone();
            expected.sort_unstable();
            sort(&mut items);
            assert_eq!(items, expected, "length {len}");
        }
    }

    #[test]
    fn sorts_by_a_key_and_by_a_comparison() {
        let mut words = vec!["ccc", "a", "bb", "dddd", ""];
        sort_by_key(&mut words, |w| w.len());
        assert_eq!(words, ["", "a", "bb", "ccc", "dddd"]);
        sort_by(&mut words, |a, b| a > b);
        assert_eq!(words, ["dddd", "ccc", "bb", "a", ""]);
    }
}
