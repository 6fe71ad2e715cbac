//! Finned and sashimi fish (X-Wing, Swordfish, Jellyfish): a basic fish
//! whose base lines also hold the digit in a few extra cells, the fins, all
//! in one box. Either no fin holds the digit, and the fish removes it from
//! the rest of its cover lines, or a fin does, and the fin removes it from
//! its box. Cells both in a cover line and in the fins' box, outside the
//! base, lose the digit either way.
//!
//! A *sashimi* fish is a finned fish with a base line holding a single cover
//! candidate: without its fin it would not be a fish at all. The logic is
//! the same, and so is the search.
//!
//! Pattern: `digits` = [the digit], `cells` = the body (base candidates in
//! the cover), `fins` = the fins, `houses` = the base lines, then the cover
//! lines.

use std::ops::ControlFlow;

use super::combinations::{each_choice, each_choice_where};
use super::fish::{base_cells, cross, first_by_digit_and_base, fish_name, line_masks, lines_of};
use super::Elimination;
use crate::candidates::Candidates;
use crate::digits::{Digit, DigitSet};
use crate::geometry::{Cell, Geometry, House, HouseKind};
use crate::step::Narrator;

pub fn find(
    geometry: &Geometry,
    candidates: &Candidates,
    digits: DigitSet,
    size: usize,
) -> Option<Elimination> {
    first_by_digit_and_base(digits, |digit, kind| {
        find_for(geometry, candidates, digit, kind, size)
    })
}

fn find_for(
    geometry: &Geometry,
    candidates: &Candidates,
    digit: Digit,
    kind: HouseKind,
    size: usize,
) -> Option<Elimination> {
    // Fins share a box, so they spread over at most one box's width of
    // crossing lines.
    let span = match kind {
        HouseKind::Row => geometry.box_width(),
        _ => geometry.box_height(),
    };
    // Base lines per band of boxes.
    let along = match kind {
        HouseKind::Row => geometry.box_height(),
        _ => geometry.box_width(),
    };
    let lines = line_masks(geometry, candidates, digit, kind);
    let mut pool: Vec<(House, u64)> = Vec::with_capacity(lines.len());
    pool.extend(
        lines
            .iter()
            .copied()
            .filter(|(_, m)| (1..=(size + span) as u32).contains(&m.count_ones())),
    );
    let mut masks = [0u64; 64];
    for (mask, &(_, m)) in masks.iter_mut().zip(&pool) {
        *mask = m;
    }
    let masks = &masks[..pool.len()];
    let stacks = geometry.side() / span;
    let bands = geometry.side() / along;
    // On the stack, as this runs for every choice of base lines: the
    // crossing lines inside a stack, one bit each, and the chosen base
    // places band by band, for the cut.
    let mut inside = [0u64; 64];
    let mut per_band = [0u64; 64];
    let mut keep = |chosen: &[usize], _| {
        per_band[..bands].fill(0);
        for &i in chosen {
            let (line, mask) = pool[i];
            per_band[usize::from(line.index) / along] |= mask;
        }
        could_fin(&per_band[..bands], span, stacks, size)
    };
    each_choice_where(
        masks,
        size,
        (size + span) as u32,
        &mut keep,
        &mut |chosen, union| {
            if union.count_ones() as usize <= size {
                return ControlFlow::Continue(());
            }
            let base = || chosen.iter().map(|&i| pool[i]);
            // The fins' box lies in some stack of `span` crossing lines: every
            // base place outside that stack must be covered, and the cover's
            // other lines come from the places inside it.
            for stack in 0..stacks {
                let stack_mask = ((1u64 << span) - 1) << (stack * span);
                let required = union & !stack_mask;
                let Some(need) = size.checked_sub(required.count_ones() as usize) else {
                    continue;
                };
                let mut count = 0;
                let mut rest = union & stack_mask;
                while rest != 0 {
                    inside[count] = rest & rest.wrapping_neg();
                    count += 1;
                    rest &= rest - 1;
                }
                let found = each_choice(&inside[..count], need, need as u32, &mut |_, extra| {
                    let cover_mask = required | extra;
                    if cover_mask & stack_mask == 0 || base().any(|(_, m)| m & cover_mask == 0) {
                        return ControlFlow::Continue(());
                    }
                    let Some(band) = fins_band(along, base(), cover_mask) else {
                        return ControlFlow::Continue(());
                    };
                    // The fins lie in one band and one stack: one box. Unless a
                    // line of that band outside the base holds the digit in the
                    // cover there, nothing is removed.
                    let target = |&(line, mask): &(House, u64)| {
                        usize::from(line.index) / along == band
                            && mask & cover_mask & stack_mask != 0
                            && !base().any(|(b, _)| b == line)
                    };
                    if !lines.iter().any(target) {
                        return ControlFlow::Continue(());
                    }
                    let lines: Vec<House> = base().map(|(line, _)| line).collect();
                    finned(geometry, candidates, digit, kind, &lines, cover_mask)
                        .map_or(ControlFlow::Continue(()), ControlFlow::Break)
                });
                if let Some(found) = found {
                    return ControlFlow::Break(found);
                }
            }
            ControlFlow::Continue(())
        },
    )
}

/// Whether base lines whose places are `per_band` (band by band) can still
/// be part of a finned fish of `size`. Its fins lie in one box, so for some
/// box, every base place outside it is in one of the `size` cover lines.
/// More base lines only add places: a choice this rejects has no extension
/// it accepts, and the search cuts it.
fn could_fin(per_band: &[u64], span: usize, stacks: usize, size: usize) -> bool {
    let all = per_band.iter().fold(0, |acc, &m| acc | m);
    if all.count_ones() as usize <= size {
        return true;
    }
    // A box in a band without base places leaves all of them outside.
    per_band.iter().enumerate().any(|(band, &inside)| {
        let outside = per_band
            .iter()
            .enumerate()
            .filter(|&(b, _)| b != band)
            .fold(0, |acc, (_, &m)| acc | m);
        inside != 0
            && outside.count_ones() as usize <= size
            && (0..stacks).any(|stack| {
                let stack_mask = ((1u64 << span) - 1) << (stack * span);
                (outside | (inside & !stack_mask)).count_ones() as usize <= size
            })
    })
}

/// The band of the fins (base places outside the cover) when there are
/// some and they lie in base lines of one band, so in one box once they are
/// known to share a stack.
/// `along` is the number of base lines in a band.
fn fins_band(
    along: usize,
    base: impl Iterator<Item = (House, u64)>,
    cover_mask: u64,
) -> Option<usize> {
    let mut bands = base
        .filter(|&(_, m)| m & !cover_mask != 0)
        .map(|(line, _)| usize::from(line.index) / along);
    let band = bands.next()?;
    bands.all(|b| b == band).then_some(band)
}

/// The elimination of the finned fish with this base and cover, if its fins
/// share a box and that box holds something to remove.
fn finned(
    geometry: &Geometry,
    candidates: &Candidates,
    digit: Digit,
    kind: HouseKind,
    base: &[House],
    cover_mask: u64,
) -> Option<Elimination> {
    let cover = lines_of(cross(kind), cover_mask);
    let in_cover = |c: Cell| cover.iter().any(|&h| geometry.contains(h, c));
    let (body, fins): (Vec<Cell>, Vec<Cell>) = base_cells(geometry, candidates, digit, base)
        .into_iter()
        .partition(|&c| in_cover(c));
    let fin_box = geometry.box_of(*fins.first()?);
    if fins.iter().any(|&f| geometry.box_of(f) != fin_box) {
        return None;
    }
    let targets = cover
        .iter()
        .flat_map(|&line| geometry.house_cells(line).iter().copied())
        .filter(|&c| geometry.box_of(c) == fin_box)
        .filter(|&c| !base.iter().any(|&b| geometry.contains(b, c)));
    let removals = Elimination::removals_of(candidates, digit, targets);
    if removals.is_empty() {
        return None;
    }
    Some(Elimination {
        removals,
        digits: vec![digit],
        cells: body,
        fins,
        houses: base.iter().copied().chain(cover).collect(),
        ..Elimination::default()
    })
}

/// Whether a base line holds a single cover candidate.
fn is_sashimi(found: &Elimination, geometry: &Geometry) -> bool {
    let size = found.houses.len() / 2;
    found.houses[..size].iter().any(|line| {
        found
            .cells
            .iter()
            .filter(|&&c| geometry.contains(*line, c))
            .count()
            < 2
    })
}

/// `on 5, in rows 2 and 7, 5 lies only in columns 3 and 6 or on the fin
/// r7c8; either the X-Wing holds or the fin is 5, and either way 5 is removed
/// from r9c6`
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    let size = found.houses.len() / 2;
    let (base, cover) = found.houses.split_at(size);
    let digit = n.digits(&found.digits);
    let fins = if found.fins.len() == 1 { "fin" } else { "fins" };
    let sashimi = if is_sashimi(found, n.geometry) {
        " (sashimi: a base line holds a single cover candidate)"
    } else {
        ""
    };
    format!(
        "on {digit}, in {}, {digit} lies only in {} or on the {fins} {}; either the {} holds \
         or a fin is {digit}, and either way {}{sashimi}",
        n.houses(base),
        n.houses(cover),
        n.cells(&found.fins),
        fish_name(size),
        n.removals(&found.removals)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{digit_map, names, removals, sentence};
    use crate::solve::Technique;

    #[test]
    fn a_finned_x_wing() {
        // 5 in rows 2 and 8: columns 2 and 6, plus a fin at r8c4 (box 8).
        // Box 8's column-6 cells outside the base, r7c6 and r9c6, lose 5.
        let (g, cands) = digit_map(
            9,
            5,
            "xxx xxx xxx
             .x. ..x ...
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx
             .x. x.x ...
             xxx xxx xxx",
        );
        let found = find(&g, &cands, DigitSet::full(g.side()), 2).unwrap();
        assert_eq!(removals(&g, &found), ["r7c6<>5", "r9c6<>5"]);
        assert_eq!(names(&g, &found.fins), ["r8c4"]);
        assert_eq!(
            sentence(&g, Technique::FinnedXWing, &found),
            "Finned X-Wing: on 5, in rows 2 and 8, 5 lies only in columns 2 and 6 or on the fin \
             r8c4; either the X-Wing holds or a fin is 5, and either way 5 is removed from r7c6 and r9c6"
        );
    }

    #[test]
    fn a_sashimi_x_wing_on_six() {
        // 6x6 (boxes 3x2). Row 1: 3 in c2 and c5; row 4: 3 only in c5 and
        // the fin c6 (box 4). The cover is columns 2 and 5: r3c5 (box 4, not
        // in the base) loses 3.
        let (g, cands) = digit_map(
            6,
            3,
            ".x. .x.
             xxx xxx
             xxx xxx
             ... .xx
             xxx xxx
             xxx xxx",
        );
        let found = find(&g, &cands, DigitSet::full(g.side()), 2).unwrap();
        assert_eq!(removals(&g, &found), ["r3c5<>3"]);
        assert_eq!(names(&g, &found.fins), ["r4c6"]);
        assert!(sentence(&g, Technique::FinnedXWing, &found)
            .ends_with("(sashimi: a base line holds a single cover candidate)"));
    }

    #[test]
    fn fins_in_two_boxes_remove_nothing() {
        let (g, cands) = digit_map(
            9,
            5,
            "xxx xxx xxx
             .x. ..x ..x
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx
             xxx xxx xxx
             .x. x.x ...
             xxx xxx xxx",
        );
        // Rows 2 and 8: whichever two columns cover, the fins left over lie
        // in two boxes, or their box meets no cover column.
        assert_eq!(find(&g, &cands, DigitSet::full(g.side()), 2), None);
    }
}
