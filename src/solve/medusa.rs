//! 3D Medusa: simple colouring across digits. Candidates are joined by
//! strong links of both kinds, the two candidates of a bivalue cell and
//! the two places of a digit in a house, into clusters, and each cluster is
//! coloured in two colours so that the ends of every link differ. One
//! colour is true everywhere and the other false everywhere, so:
//!
//! - **a colour is false** when it appears twice in a cell, twice for one
//!   digit in a house, or when it would empty a cell outside the cluster
//!   (every candidate of that cell sees its digit in that colour): every
//!   candidate of that colour goes;
//! - otherwise, what neither colour allows goes: a cell that holds both
//!   colours loses its other candidates; a candidate that sees its digit in
//!   both colours goes; and so does one that shares a cell with one colour
//!   and sees its digit in the other.
//!
//! Clusters of one digit are simple colouring's, found first; here only
//! clusters with two digits or more count. Clusters in the order of their
//! first candidate (cell order, then digit), a false colour first.
//!
//! Pattern: `digits` = the cluster's digits in colouring order, `cells` =
//! its cells in colouring order (then, when a colour would empty a cell,
//! that cell), `houses` = the houses of its links between places, `links` =
//! the strong links that join it, each from a coloured candidate to the
//! next one coloured.

use super::chains::notation;
use super::Elimination;
use crate::candidates::{Candidates, Removal};
use crate::digits::Digit;
use crate::geometry::{Cell, Geometry, House};
use crate::sort;
use crate::step::{join_and, Link, Narrator, Node};

/// No colour: not in the cluster being examined.
const NONE: u8 = 2;

/// The most links a sentence writes out in Eureka notation.
const SPELLED_OUT: usize = 8;

pub fn find(geometry: &Geometry, candidates: &Candidates) -> Option<Elimination> {
    let g = geometry;
    let side = g.side();
    let cells: Vec<Cell> = g.cells().collect();
    let id = |cell: Cell, digit: Digit| cell.index() * side + usize::from(digit.get()) - 1;
    let mut links: Vec<Vec<(usize, Option<House>)>> = vec![Vec::new(); cells.len() * side];
    let mut join = |a: usize, b: usize, house: Option<House>| {
        if !links[a].iter().any(|&(v, _)| v == b) {
            links[a].push((b, house));
            links[b].push((a, house));
        }
    };
    for &cell in &cells {
        let set = candidates.get(cell);
        if let (2, Some(x), Some(y)) = (set.len(), set.first(), set.iter().nth(1)) {
            join(id(cell, x), id(cell, y), None);
        }
    }
    for house in g.houses() {
        for digit in (1..=side as u8).filter_map(Digit::new) {
            let mut places = g
                .house_cells(house)
                .iter()
                .filter(|&&c| candidates.get(c).contains(digit));
            if let (Some(&a), Some(&b), None) = (places.next(), places.next(), places.next()) {
                join(id(a, digit), id(b, digit), Some(house));
            }
        }
    }
    let mut colour = vec![NONE; cells.len() * side];
    let mut done = vec![false; cells.len() * side];
    for start in 0..colour.len() {
        if done[start] || links[start].is_empty() {
            continue;
        }
        // Colour the cluster breadth-first.
        let mut cluster = Cluster {
            nodes: vec![start],
            joins: Vec::new(),
        };
        colour[start] = 0;
        let mut head = 0;
        while head < cluster.nodes.len() {
            let at = cluster.nodes[head];
            head += 1;
            for &(next, house) in &links[at] {
                if colour[next] == NONE {
                    colour[next] = 1 - colour[at];
                    cluster.nodes.push(next);
                    cluster.joins.push((at, next, house));
                }
            }
        }
        for &v in &cluster.nodes {
            done[v] = true;
        }
        let digit_of = |v: usize| v % side;
        let two_digits = cluster
            .nodes
            .iter()
            .any(|&v| digit_of(v) != digit_of(start));
        let found = if two_digits {
            examine(g, candidates, &cells, &colour, &cluster)
        } else {
            None
        };
        for &v in &cluster.nodes {
            colour[v] = NONE;
        }
        if let Some(found) = found {
            return Some(found);
        }
    }
    None
}

/// A coloured cluster: its candidates (`cell * side + digit - 1`) in
/// colouring order, the first coloured 0, and the links that reached each
/// but the first.
struct Cluster {
    nodes: Vec<usize>,
    joins: Vec<(usize, usize, Option<House>)>,
}

/// What a cluster proves, if anything: see the [module docs](self).
fn examine(
    g: &Geometry,
    candidates: &Candidates,
    cells: &[Cell],
    colour: &[u8],
    cluster: &Cluster,
) -> Option<Elimination> {
    let side = g.side();
    let digit = |v: usize| Digit::new((v % side + 1) as u8).expect("a digit of the board");
    let cell = |v: usize| cells[v / side];
    // seen[k][(d - 1) * cells + c]: cell c sees digit d in colour k.
    let mut seen = [
        vec![false; cells.len() * side],
        vec![false; cells.len() * side],
    ];
    // in_cell[k][c]: how many candidates of colour k cell c holds.
    let mut in_cell = [vec![0u8; cells.len()], vec![0u8; cells.len()]];
    for &v in &cluster.nodes {
        let k = usize::from(colour[v]);
        let slot = (v % side) * cells.len();
        for &peer in g.peers(cell(v)) {
            seen[k][slot + peer.index()] = true;
        }
        in_cell[k][v / side] += 1;
    }
    let sees =
        |k: usize, c: Cell, d: Digit| seen[k][usize::from(d.get() - 1) * cells.len() + c.index()];
    let all_of = |k: u8| -> Vec<Removal> {
        cluster
            .nodes
            .iter()
            .filter(|&&v| colour[v] == k)
            .map(|&v| Removal {
                cell: cell(v),
                digit: digit(v),
            })
            .collect()
    };
    for k in [0u8, 1] {
        let twice_in_a_cell = in_cell[usize::from(k)].iter().any(|&n| n > 1);
        let twice_in_a_house = cluster
            .nodes
            .iter()
            .any(|&v| colour[v] == k && sees(usize::from(k), cell(v), digit(v)));
        if twice_in_a_cell || twice_in_a_house {
            return Some(pattern(g, cluster, colour, all_of(k), None));
        }
        let emptied = cells.iter().copied().find(|&c| {
            let set = candidates.get(c);
            !set.is_empty()
                && in_cell[0][c.index()] + in_cell[1][c.index()] == 0
                && set.iter().all(|d| sees(usize::from(k), c, d))
        });
        if let Some(emptied) = emptied {
            return Some(pattern(g, cluster, colour, all_of(k), Some(emptied)));
        }
    }
    let mut removals = Vec::new();
    for &c in cells {
        let (zero, one) = (in_cell[0][c.index()] > 0, in_cell[1][c.index()] > 0);
        for d in candidates.get(c) {
            let v = c.index() * side + usize::from(d.get()) - 1;
            if colour[v] != NONE {
                continue;
            }
            // False with either colour true: the cell holds that colour,
            // or the candidate sees its digit in it.
            if (zero || sees(0, c, d)) && (one || sees(1, c, d)) {
                removals.push(Removal { cell: c, digit: d });
            }
        }
    }
    if removals.is_empty() {
        return None;
    }
    Some(pattern(g, cluster, colour, removals, None))
}

fn pattern(
    g: &Geometry,
    cluster: &Cluster,
    colour: &[u8],
    mut removals: Vec<Removal>,
    emptied: Option<Cell>,
) -> Elimination {
    let side = g.side();
    let node = |v: usize| {
        Node::single(
            g.cell(v / side).expect("a cell of the board"),
            Digit::new((v % side + 1) as u8).expect("a digit of the board"),
        )
    };
    sort::sort(&mut removals);
    removals.dedup();
    let mut digits = Vec::new();
    let mut pattern_cells = Vec::new();
    // Colour 0 first, then colour 1, each in colouring order.
    for k in [0, 1] {
        for &v in cluster.nodes.iter().filter(|&&v| colour[v] == k) {
            let Node { cell, digit, .. } = node(v);
            if !digits.contains(&digit) {
                digits.push(digit);
            }
            if !pattern_cells.contains(&cell) {
                pattern_cells.push(cell);
            }
        }
    }
    pattern_cells.extend(emptied);
    let mut houses: Vec<House> = cluster.joins.iter().filter_map(|&(_, _, h)| h).collect();
    sort::sort(&mut houses);
    houses.dedup();
    Elimination {
        removals,
        digits,
        cells: pattern_cells,
        houses,
        links: cluster
            .joins
            .iter()
            .map(|&(a, b, _)| Link {
                from: node(a),
                to: node(b),
                strong: true,
                set: Vec::new(),
            })
            .collect(),
        ..Elimination::default()
    }
}

/// `(1=2)r1c1=(2)r1c5=(2=3)r5c5, (1)r1c1=(1)r4c1 colour (1)r1c1, (2)r1c5 …
/// one colour and (2)r1c1, … the other, and one colour is true
/// throughout: r1c1 holds the first colour twice, so that colour is
/// false: …`, or `…: r2c2 holds both colours; (4)r3c3 sees 4 in both
/// colours: …`.
pub fn describe(found: &Elimination, n: &Narrator) -> String {
    let g = n.geometry;
    // The colour of each candidate, from the links in colouring order.
    let Some(first) = found.links.first() else {
        return n.removals(&found.removals);
    };
    let mut coloured: Vec<(Node, u8)> = vec![(first.from.clone(), 0)];
    for l in &found.links {
        if let Some(&(_, k)) = coloured.iter().find(|(v, _)| *v == l.from) {
            coloured.push((l.to.clone(), 1 - k));
        }
    }
    let colour_of = |c: Cell, d: Digit| {
        coloured
            .iter()
            .find(|(v, _)| v.cell == c && v.digit == d)
            .map(|&(_, k)| k)
    };
    let has = |c: Cell, k: u8| coloured.iter().any(|(v, kk)| v.cell == c && *kk == k);
    let word = |v: &Node| format!("({}){}", n.digit(v.digit), n.cell(v.cell));
    let of = |k: u8| {
        join_and(
            coloured
                .iter()
                .filter(|(_, kk)| *kk == k)
                .map(|(v, _)| word(v))
                .collect(),
        )
    };
    let mut chains: Vec<String> = Vec::new();
    let mut start = 0;
    for end in 1..=found.links.len() {
        if end == found.links.len() || found.links[end].from != found.links[end - 1].to {
            chains.push(notation(n, &found.links[start..end]));
            start = end;
        }
    }
    // A large cluster's links, written out, would double a sentence the
    // board already draws: it is told by its colours alone.
    let joined = if found.links.len() > SPELLED_OUT {
        format!("{} strong links colour", found.links.len())
    } else {
        format!(
            "{} colour{}",
            chains.join(", "),
            if chains.len() == 1 { "s" } else { "" }
        )
    };
    let colours = format!(
        "{joined} {} one colour and {} the other, and one colour is true throughout",
        of(0),
        of(1)
    );
    let false_colour = [0u8, 1].into_iter().find(|&k| {
        found
            .removals
            .iter()
            .all(|r| colour_of(r.cell, r.digit) == Some(k))
    });
    let why = match false_colour {
        Some(k) => {
            let name = if k == 0 { "the first" } else { "the second" };
            let removed: Vec<&Removal> = found.removals.iter().collect();
            let in_a_cell = removed.iter().enumerate().find_map(|(i, a)| {
                removed[i + 1..]
                    .iter()
                    .find(|b| b.cell == a.cell)
                    .map(|_| a.cell)
            });
            let in_a_house = removed.iter().enumerate().find_map(|(i, a)| {
                removed[i + 1..]
                    .iter()
                    .find(|b| b.digit == a.digit && g.sees(a.cell, b.cell))
                    .map(|b| (*a, *b))
            });
            let emptied = found
                .cells
                .iter()
                .copied()
                .find(|&c| !has(c, 0) && !has(c, 1));
            let reason = if let Some(c) = in_a_cell {
                format!("{} holds {name} colour twice", n.cell(c))
            } else if let Some((a, b)) = in_a_house {
                format!(
                    "{} and {} are both {name} colour and see each other",
                    word(&Node::single(a.cell, a.digit)),
                    word(&Node::single(b.cell, b.digit))
                )
            } else if let Some(c) = emptied {
                format!(
                    "every candidate of {} sees its digit in {name} colour",
                    n.cell(c)
                )
            } else {
                format!("{name} colour breaks")
            };
            format!("{reason}, so that colour is false")
        }
        None => {
            let mut both: Vec<Cell> = Vec::new();
            let mut seeing: Vec<String> = Vec::new();
            let mut sharing: Vec<String> = Vec::new();
            for r in &found.removals {
                let (zero, one) = (has(r.cell, 0), has(r.cell, 1));
                if zero && one {
                    if !both.contains(&r.cell) {
                        both.push(r.cell);
                    }
                } else if zero || one {
                    sharing.push(word(&Node::single(r.cell, r.digit)));
                } else {
                    seeing.push(word(&Node::single(r.cell, r.digit)));
                }
            }
            let mut parts = Vec::new();
            if !both.is_empty() {
                let verb = if both.len() == 1 { "holds" } else { "hold" };
                parts.push(format!("{} {verb} both colours", n.cells(&both)));
            }
            if !seeing.is_empty() {
                let verb = if seeing.len() == 1 {
                    "sees its digit"
                } else {
                    "see their digits"
                };
                parts.push(format!("{} {verb} in both colours", join_and(seeing)));
            }
            if !sharing.is_empty() {
                let verb = if sharing.len() == 1 {
                    "shares a cell with one colour and sees its digit"
                } else {
                    "share a cell with one colour and see their digits"
                };
                parts.push(format!("{} {verb} in the other", join_and(sharing)));
            }
            parts.join("; ")
        }
    };
    format!("{colours}: {why}: {}", n.removals(&found.removals))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::tests::{candidate_grid, digit_map, removals, sentence};
    use crate::solve::Technique;

    /// A 9x9 state: each cell's candidates from `set(row, col)` (1-based),
    /// `*` for every digit.
    fn grid(set: impl Fn(usize, usize) -> String) -> String {
        let rows: Vec<String> = (1..=9)
            .map(|r| (1..=9).map(|c| set(r, c)).collect::<Vec<_>>().join(" "))
            .collect();
        rows.join("\n")
    }

    /// Every digit but `without`.
    fn but(without: char) -> String {
        "123456789".replace(without, "")
    }

    #[test]
    fn what_neither_colour_allows_goes() {
        // r1c1 {1,2}; 1 in row 1 only at r1c1 and r1c5, in column 5 only at
        // r1c5 and r5c5, in row 5 only at r5c5 and r5c1; 2 in column 1 only
        // at r1c1 and r5c1. One colour: 1 at r1c1 and r5c5, 2 at r5c1; the
        // other: 2 at r1c1, 1 at r1c5 and r5c1.
        let text = grid(|r, c| match (r, c) {
            (1, 1) => "12".into(),
            (1, 5) | (5, 5) | (5, 1) => "*".into(),
            (1, _) | (_, 5) | (5, _) => but('1'),
            (_, 1) => but('2'),
            _ => "*".into(),
        });
        let (g, cands) = candidate_grid(9, &text);
        let found = find(&g, &cands).unwrap();
        let removed = removals(&g, &found);
        // r5c1 holds both colours: its other seven candidates go; the
        // other 1s of column 1 see 1 in both colours (r1c1 and r5c1).
        let mut expected: Vec<String> = [2, 3, 4, 6, 7, 8, 9]
            .iter()
            .map(|r| format!("r{r}c1<>1"))
            .collect();
        expected.extend((3..=9).map(|d| format!("r5c1<>{d}")));
        expected.sort();
        let mut sorted = removed.clone();
        sorted.sort();
        assert_eq!(sorted, expected);
        assert_eq!(found.links.len(), 5);
        assert_eq!(
            sentence(&g, Technique::Medusa, &found),
            "3D Medusa: (1=2)r1c1, (1)r1c1=(1)r1c5, (2)r1c1=(2)r5c1, (1)r1c5=(1)r5c5=(1)r5c1 \
             colour (1)r1c1, (2)r5c1 and (1)r5c5 one colour and (2)r1c1, (1)r1c5 and (1)r5c1 \
             the other, and one colour is true throughout: r5c1 holds both colours; (1)r2c1, \
             (1)r3c1, (1)r4c1, (1)r6c1, (1)r7c1, (1)r8c1 and (1)r9c1 see their digits in both \
             colours: 1 is removed from r2c1, r3c1, r4c1, r6c1, r7c1, r8c1 and r9c1, and 3 from \
             r5c1, and 4 from r5c1, and 5 from r5c1, and 6 from r5c1, and 7 from r5c1, and 8 \
             from r5c1, and 9 from r5c1"
        );
    }

    #[test]
    fn a_colour_twice_in_a_cell_is_false() {
        // As above, but r5c5 {1,3} and 3 in row 5 only at r5c5 and r5c1:
        // r5c1 gets 2 and 3 in the colour of 1 at r1c1.
        let text = grid(|r, c| match (r, c) {
            (1, 1) => "12".into(),
            (5, 5) => "13".into(),
            (1, 5) | (5, 1) => "*".into(),
            (1, _) | (_, 5) => but('1'),
            (5, _) => but('3'),
            (_, 1) => but('2'),
            _ => "*".into(),
        });
        let (g, cands) = candidate_grid(9, &text);
        let found = find(&g, &cands).unwrap();
        assert_eq!(
            removals(&g, &found),
            ["r1c1<>1", "r5c1<>2", "r5c1<>3", "r5c5<>1"]
        );
        let text = sentence(&g, Technique::Medusa, &found);
        assert!(
            text.ends_with(
                "r5c1 holds the first colour twice, so that colour is false: 1 is removed from \
                 r1c1 and r5c5, and 2 from r5c1, and 3 from r5c1"
            ),
            "{text}"
        );
    }

    #[test]
    fn a_colour_that_would_empty_a_cell_is_false() {
        // The first board without row 5's link, and r5c3 {1,2}: it sees 1
        // at r5c5 and 2 at r5c1, both in the first colour, which would
        // leave it empty.
        let text = grid(|r, c| match (r, c) {
            (1, 1) => "12".into(),
            (5, 3) => "12".into(),
            (1, 5) | (5, 5) | (5, 1) => "*".into(),
            (1, _) | (_, 5) => but('1'),
            (_, 1) => but('2'),
            _ => "*".into(),
        });
        let (g, cands) = candidate_grid(9, &text);
        let found = find(&g, &cands).unwrap();
        let text = sentence(&g, Technique::Medusa, &found);
        assert_eq!(removals(&g, &found), ["r1c1<>1", "r5c1<>2", "r5c5<>1"]);
        assert!(
            text.ends_with(
                "every candidate of r5c3 sees its digit in the first colour, so that colour is \
                 false: 1 is removed from r1c1 and r5c5, and 2 from r5c1"
            ),
            "{text}"
        );
        assert_eq!(
            found.cells.last().map(|&c| g.cell_name(c)),
            Some("r5c3".to_string())
        );
    }

    #[test]
    fn one_digit_clusters_are_left_to_simple_colouring() {
        // Simple colouring's trap: one digit's strong links only.
        let map = "x...x.... .x....... ..x...... x........ ..x...... .x..x.... x........ .x....... .........";
        let (g, cands) = digit_map(9, 1, map);
        assert_eq!(find(&g, &cands), None);
    }
}
