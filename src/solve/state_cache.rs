//! The cache the techniques tried in turn on one state share.

use std::cell::OnceCell;

use super::als::AlmostLockedSets;
use crate::candidates::Candidates;
use crate::digits::DigitSet;
use crate::geometry::{Cell, Geometry};

/// What the techniques tried in turn on one state share: the state, which
/// of its filled cells were given, and its almost locked sets and each
/// set's partners, made when a technique first asks (several search them).
pub(crate) struct StateCache<'g> {
    geometry: &'g Geometry,
    candidates: &'g Candidates,
    /// Per cell, whether it was given; `None`: every filled cell counts as
    /// given (nothing is known of how it was filled).
    givens: Option<&'g [bool]>,
    sets: OnceCell<AlmostLockedSets<'g>>,
    neighbours: OnceCell<Vec<Vec<(usize, DigitSet)>>>,
}

impl<'g> StateCache<'g> {
    pub fn new(geometry: &'g Geometry, candidates: &'g Candidates) -> StateCache<'g> {
        StateCache {
            geometry,
            candidates,
            givens: None,
            sets: OnceCell::new(),
            neighbours: OnceCell::new(),
        }
    }

    /// The same, knowing which cells were given: `givens[i]` for the cell
    /// of index `i`.
    pub fn with_givens(self, givens: &'g [bool]) -> StateCache<'g> {
        StateCache {
            givens: Some(givens),
            ..self
        }
    }

    /// Whether `cell` was given: for a filled cell when nothing is known,
    /// yes.
    pub fn is_given(&self, cell: Cell) -> bool {
        match self.givens {
            Some(givens) => givens[cell.index()],
            None => self.candidates.value(cell).is_some(),
        }
    }

    pub fn geometry(&self) -> &'g Geometry {
        self.geometry
    }

    pub fn candidates(&self) -> &'g Candidates {
        self.candidates
    }

    pub fn sets(&self) -> &AlmostLockedSets<'g> {
        self.sets
            .get_or_init(|| AlmostLockedSets::new(self.geometry, self.candidates))
    }

    /// For each set, the sets without a common cell that have restricted
    /// common digits with it, and those digits, in the order of the sets
    /// ([`AlmostLockedSets::partners`] over all of them).
    pub fn neighbours(&self) -> &[Vec<(usize, DigitSet)>] {
        self.neighbours.get_or_init(|| {
            let sets = self.sets();
            (0..sets.len())
                .map(|i| {
                    let mut partners = Vec::new();
                    sets.partners(i, sets.len(), &mut partners);
                    partners
                })
                .collect()
        })
    }
}
