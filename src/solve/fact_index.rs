//! Where each fact of a branch stands among its facts: an index from a
//! candidate (its slot, `cell * side + digit - 1`) true or false to a
//! position.
//!
//! A branch derives a few facts of a board's many candidates, so the index
//! is a hash table sized to the facts, not an array over the candidates:
//! an array must be filled before each branch, and on the largest boards
//! (a quarter of a million candidates) filling it cost more than following
//! the branch.

/// A table slot no fact holds.
const EMPTY: u32 = u32::MAX;

/// The facts' positions, by candidate and truth.
#[derive(Clone, Debug)]
pub(crate) struct FactIndex {
    /// Open addressing: (key, position) pairs, a power of two of them.
    table: Vec<(u32, u32)>,
    len: usize,
}

impl Default for FactIndex {
    fn default() -> Self {
        FactIndex {
            table: vec![(EMPTY, 0); FactIndex::FIRST_SIZE],
            len: 0,
        }
    }
}

impl FactIndex {
    /// Most branches of a 9x9 board fit in the first table.
    const FIRST_SIZE: usize = 256;

    /// The key of a candidate `slot` true (`on`) or false.
    fn key(slot: usize, on: bool) -> u32 {
        // Slots stay below 64^3, far from the top bit.
        (slot as u32) << 1 | u32::from(on)
    }

    /// Where `key` is in the table, or the empty place it would go.
    fn place(&self, key: u32) -> usize {
        let mask = self.table.len() - 1;
        // Fibonacci hashing: the product's high bits are the well mixed.
        let bits = self.table.len().trailing_zeros();
        let mut at = (key.wrapping_mul(0x9E37_79B9) >> (32 - bits)) as usize;
        while self.table[at].0 != key && self.table[at].0 != EMPTY {
            at = (at + 1) & mask;
        }
        at
    }

    /// The position of the fact that `slot` is `on`, if there is one.
    pub(crate) fn get(&self, slot: usize, on: bool) -> Option<usize> {
        let (key, position) = self.table[self.place(FactIndex::key(slot, on))];
        (key != EMPTY).then_some(position as usize)
    }

    /// Notes the fact that `slot` is `on` at `position`, unless the index
    /// has it already: whether it was new.
    pub(crate) fn insert(&mut self, slot: usize, on: bool, position: usize) -> bool {
        let key = FactIndex::key(slot, on);
        let at = self.place(key);
        if self.table[at].0 != EMPTY {
            return false;
        }
        self.table[at] = (key, position as u32);
        self.len += 1;
        // At most half full, so a probe ends soon.
        if 2 * self.len > self.table.len() {
            self.grow();
        }
        true
    }

    fn grow(&mut self) {
        let bigger = vec![(EMPTY, 0); 2 * self.table.len()];
        let old = std::mem::replace(&mut self.table, bigger);
        for (key, position) in old.into_iter().filter(|&(key, _)| key != EMPTY) {
            let at = self.place(key);
            self.table[at] = (key, position);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::FactIndex;

    #[test]
    fn every_fact_noted_is_found_at_its_position_and_no_other() {
        let mut index = FactIndex::default();
        // Enough facts to grow the table several times, on and off alike.
        for n in 0..5000 {
            assert!(index.insert(n * 7, n % 3 == 0, n));
        }
        assert!(!index.insert(7, false, 99), "noted twice");
        for n in 0..5000 {
            assert_eq!(index.get(n * 7, n % 3 == 0), Some(n));
            assert_eq!(index.get(n * 7, n % 3 != 0), None);
            assert_eq!(index.get(n * 7 + 1, true), None);
        }
    }
}
