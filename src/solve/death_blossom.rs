//! Death Blossom: a *stem* cell and, for each of its candidates d, a
//! *petal*: an [almost locked set](super::als) without the stem whose
//! cells with d all see the stem, no two petals with a cell in common (one
//! set serving several digits is a locked set in disguise, not a blossom
//! a reader would recognise). Whichever digit the stem takes, its
//! petal loses that digit and is locked on all its others. So a digit z
//! that every petal holds (and the stem does not) is in one of the petals,
//! and leaves every cell that sees all the cells of every petal holding it.
//!
//! The blossom with the fewest petal cells wins (the easiest to read);
//! among equals, the first stem in cell order with two to [`MAX_STEM`]
//! candidates, then the first z in digit order. The search is bounded
//! ([`MAX_TRIES`]): on a big board with many sets it may miss a blossom, or
//! a smaller one.
//!
//! Pattern: `cells` = the stem, then each petal's cells; `digits` = each
//! petal's digits in increasing order (so a petal's digits end where the
//! order stops increasing, as for the other ALS techniques); `houses` =
//! the petals' houses; `links` = the weak links on each stem digit from
//! its petal's cells holding it to the stem, petal by petal.

use super::als::{split, AlmostLockedSets, MAX_CELLS};
use super::chains::place;
use super::Elimination;
use super::StateCache;
use crate::candidates::{Candidates, Removal};
use crate::digits::{Digit, DigitSet};
use crate::geometry::{Cell, Geometry};
use crate::step::Narrator;

use super::strong_links::link;

/// The most candidates a stem may have: each is a petal to find and a
/// clause to read, and blossoms of more petals are rare.
const MAX_STEM: usize = 5;

/// The most petals tried in one search, all stems together.
const MAX_TRIES: usize = 20_000;

pub fn find(cache: &StateCache) -> Option<Elimination> {
    let (geometry, candidates, sets) = (cache.geometry(), cache.candidates(), cache.sets());
    let mut search = Search {
        sets,
        tries: 0,
        best: None,
    };
    // The sets holding each digit, smallest first.
    let mut holding: Vec<Vec<usize>> = vec![Vec::new(); geometry.side()];
    for i in 0..sets.len() {
        for d in sets.get(i).digits {
            holding[usize::from(d.get() - 1)].push(i);
        }
    }
    // Petals of one cell first, then of up to two, three, four, and all
    // sizes: the bound on the work then cuts the large ones, not the small
    // ones a reader follows best.
    for largest in [1, 2, 3, 4, MAX_CELLS] {
        search_stems(geometry, candidates, &holding, largest, &mut search);
        if search.best.is_some() || search.tries > MAX_TRIES {
            break;
        }
    }
    let best = search.best?;
    Some(pattern(
        sets,
        candidates,
        best.stem,
        candidates.get(best.stem),
        &best.petals,
        best.z,
        sets.seeing_all(&best.petals, best.z),
    ))
}

/// Every stem's blossoms with petals of at most `largest` cells, into
/// `search`.
fn search_stems(
    geometry: &Geometry,
    candidates: &Candidates,
    holding: &[Vec<usize>],
    largest: usize,
    search: &mut Search,
) {
    let sets = search.sets;
    for stem in geometry.cells() {
        let digits = candidates.get(stem);
        if !(2..=MAX_STEM).contains(&digits.len()) {
            continue;
        }
        // The petals of each stem digit, smallest first.
        let petals: Vec<Vec<usize>> = digits
            .iter()
            .map(|d| {
                holding[usize::from(d.get() - 1)]
                    .iter()
                    .copied()
                    .take_while(|&i| sets.cells(i).len() <= largest)
                    .filter(|&i| sets.seen_from(i, d, stem) && !sets.cells(i).contains(&stem))
                    .collect()
            })
            .collect();
        if petals.iter().any(Vec::is_empty) {
            continue;
        }
        let shared = petals.iter().fold(DigitSet::EMPTY, |all, list| {
            all.union(
                list.iter()
                    .fold(DigitSet::EMPTY, |u, &i| u.union(sets.get(i).digits)),
            )
        });
        for z in shared.iter().filter(|&z| !digits.contains(z)) {
            let mut chosen = Vec::with_capacity(petals.len());
            search.choose(&petals, z, &mut chosen, 0, stem);
            if search.tries > MAX_TRIES {
                return;
            }
        }
    }
}

/// The smallest blossom found so far: its petals' cells in all.
struct Blossom {
    size: usize,
    stem: Cell,
    petals: Vec<usize>,
    z: Digit,
}

struct Search<'s, 'g> {
    sets: &'s AlmostLockedSets<'g>,
    tries: usize,
    best: Option<Blossom>,
}

impl Search<'_, '_> {
    /// Tries a petal holding `z` for each stem digit after those in
    /// `chosen` (`size` cells so far), no two with a common cell, such that
    /// some cell with `z` sees every petal's cells holding it; keeps the
    /// blossom if it has fewer cells than the best so far.
    fn choose(
        &mut self,
        petals: &[Vec<usize>],
        z: Digit,
        chosen: &mut Vec<usize>,
        size: usize,
        stem: Cell,
    ) {
        let sets = self.sets;
        let Some(list) = petals.get(chosen.len()) else {
            self.best = Some(Blossom {
                size,
                stem,
                petals: chosen.clone(),
                z,
            });
            return;
        };
        // Each petal still to choose has a cell at least.
        let after = petals.len() - chosen.len() - 1;
        for &i in list {
            let grown = size + sets.cells(i).len();
            if self.tries > MAX_TRIES || self.best.as_ref().is_some_and(|b| grown + after >= b.size)
            {
                // The list is smallest first: no later set does better.
                return;
            }
            if !sets.get(i).digits.contains(z) || !chosen.iter().all(|&j| sets.disjoint(i, j)) {
                continue;
            }
            self.tries += 1;
            chosen.push(i);
            if sets.any_seeing_all(chosen, z) {
                self.choose(petals, z, chosen, grown, stem);
            }
            chosen.pop();
        }
    }
}

fn pattern(
    sets: &AlmostLockedSets,
    candidates: &Candidates,
    stem: Cell,
    stem_digits: DigitSet,
    petals: &[usize],
    z: Digit,
    targets: Vec<Cell>,
) -> Elimination {
    let mut cells = vec![stem];
    let mut digits = Vec::new();
    let mut links = Vec::new();
    for (d, &i) in stem_digits.iter().zip(petals) {
        cells.extend(sets.cells(i));
        digits.extend(sets.get(i).digits);
        for &c in sets.cells(i) {
            if candidates.get(c).contains(d) {
                links.push(link(c, stem, d, false));
            }
        }
    }
    Elimination {
        removals: targets
            .into_iter()
            .map(|cell| Removal { cell, digit: z })
            .collect(),
        digits,
        cells,
        houses: petals.iter().map(|&i| sets.get(i).house).collect(),
        links,
        sets: petals.iter().map(|&i| sets.cells(i).to_vec()).collect(),
        ..Elimination::default()
    }
}

/// `r5c5 holds 1, 2 or 7; with 1 there, r{2,3}c5 (1, 3 and 8) lose 1 and
/// hold 3 and 8; with 2, …; with 7, …: 3 is in a petal either way, so 3 is
/// removed from r4c6`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    let (Some(&stem), Some(z)) = (found.cells.first(), found.removals.first().map(|r| r.digit))
    else {
        return n.removals(&found.removals);
    };
    let mut stem_digits: Vec<Digit> = Vec::new();
    for l in &found.links {
        if !stem_digits.contains(&l.to.digit) {
            stem_digits.push(l.to.digit);
        }
    }
    let petals = split(&found.digits, &found.cells[1..]);
    let cases: Vec<String> = stem_digits
        .iter()
        .zip(&petals)
        .enumerate()
        .map(|(k, (&d, &(digits, cells)))| {
            let rest: Vec<Digit> = digits.iter().copied().filter(|&x| x != d).collect();
            let with = if k == 0 {
                format!("with {} there", n.digit(d))
            } else {
                format!("with {}", n.digit(d))
            };
            let (verb, holds) = if cells.len() == 1 {
                ("loses", "holds")
            } else {
                ("lose", "hold")
            };
            format!(
                "{with}, {} ({}) {verb} {} and {holds} {}",
                place(n, cells),
                n.digits(digits),
                n.digit(d),
                n.digits(&rest)
            )
        })
        .collect();
    let options: Vec<String> = stem_digits
        .iter()
        .map(|&d| n.digit(d).to_string())
        .collect();
    format!(
        "{} holds {}; {}: {} is in a petal either way, so {}",
        n.cell(stem),
        super::als::or_list(options),
        cases.join("; "),
        n.digit(z),
        n.removals(&found.removals)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{candidate_grid, names, removals, sentence};
    use crate::solve::Technique;

    /// A 9x9 state: each cell's candidates from `set(row, col)` (1-based),
    /// `*` for every digit.
    fn grid(set: impl Fn(usize, usize) -> &'static str) -> String {
        let rows: Vec<String> = (1..=9)
            .map(|r| (1..=9).map(|c| set(r, c)).collect::<Vec<_>>().join(" "))
            .collect();
        rows.join("\n")
    }

    #[test]
    fn whichever_digit_the_stem_takes_its_petal_holds_z() {
        // Stem r2c2 {1,2,7}; petals r1c1 {1,3}, r1c3 {2,3} and r3c1 {3,7},
        // each seeing it in box 1. 3 is in one of them, and r1c2 sees all
        // three. The other cells hold neither 1, 2, 3 nor 7.
        let text = grid(|r, c| match (r, c) {
            (2, 2) => "127",
            (1, 1) => "13",
            (1, 3) => "23",
            (3, 1) => "37",
            (1, 2) => "345689",
            _ => "45689",
        });
        let (g, cands) = candidate_grid(9, &text);
        let found = find(&StateCache::new(&g, &cands)).unwrap();
        assert_eq!(removals(&g, &found), ["r1c2<>3"]);
        assert_eq!(found.links.len(), 3);
        // The petals, each apart; the stem is none of them.
        let petals: Vec<Vec<String>> = found.sets.iter().map(|s| names(&g, s)).collect();
        assert_eq!(petals, [vec!["r1c1"], vec!["r1c3"], vec!["r3c1"]]);
        assert_eq!(
            sentence(&g, Technique::DeathBlossom, &found),
            "Death blossom: r2c2 holds 1, 2 or 7; with 1 there, r1c1 (1 and 3) loses 1 and \
             holds 3; with 2, r1c3 (2 and 3) loses 2 and holds 3; with 7, r3c1 (3 and 7) loses \
             7 and holds 3: 3 is in a petal either way, so 3 is removed from r1c2"
        );
    }

    #[test]
    fn a_stem_digit_without_a_petal_makes_no_blossom_there() {
        // r3c1 holds 3 and 8 now: no set has 7 but the stem, which could
        // then be 7 with 3 in none of the other petals. (Blossoms of the
        // filler cells' large sets remain.)
        let text = grid(|r, c| match (r, c) {
            (2, 2) => "127",
            (1, 1) => "13",
            (1, 3) => "23",
            (3, 1) => "38",
            (1, 2) => "345689",
            _ => "45689",
        });
        let (g, cands) = candidate_grid(9, &text);
        let found = find(&StateCache::new(&g, &cands)).unwrap();
        assert_ne!(g.cell_name(found.cells[0]), "r2c2");
        assert!(found.cells.len() > 4, "{:?}", found.cells);
    }
}
