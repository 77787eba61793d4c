//! The rules of the terms, read off the position: its geometry, and for 跳 how many
//! liberties the stone jumped from has.
//!
//! Coordinates here are signed `(x, y)` so that steps off the board read as the
//! border: the padded board only pads one cell, and these shapes reach three away.
//! The rules are written out in the README's term table.

use super::{Term, Terms};
use crate::board::{Board, Point, BORDER, EMPTY};
use crate::color::Color;
use std::ops::RangeInclusive;

/// The four orthogonal steps.
const ORTHO: [(i32, i32); 4] = [(0, -1), (-1, 0), (1, 0), (0, 1)];
/// The four diagonal steps.
const DIAG: [(i32, i32); 4] = [(-1, -1), (1, -1), (-1, 1), (1, 1)];
/// The eight knight's moves (one by two).
const KNIGHT: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (-1, 2),
    (-2, 1),
    (1, -2),
    (2, -1),
    (-1, -2),
    (-2, -1),
];
/// The eight large knight's moves (one by three).
const LARGE_KNIGHT: [(i32, i32); 8] = [
    (1, 3),
    (3, 1),
    (-1, 3),
    (-3, 1),
    (1, -3),
    (3, -1),
    (-1, -3),
    (-3, -1),
];

/// The steps of a table, hidden from the optimiser: left to itself it unrolls every
/// loop over a constant table into copies of its body, which made this module five
/// times larger in WebAssembly for no speed anyone would notice (one move at a time).
#[inline(always)]
fn opaque<T>(table: &[T]) -> &[T] {
    std::hint::black_box(table)
}

/// The position as the namer reads it: the board, the mover's colour and the move.
struct View<'a> {
    b: &'a Board,
    w: i32,
    h: i32,
    me: u8,
    them: u8,
    x: i32,
    y: i32,
    /// The chains (by their heads) that the move captures, seen as empty points by
    /// the shape terms: a ko capture cuts or pinches nothing, the stones are gone.
    /// `NONE` fills the unused places.
    gone: [Point; 4],
}

/// No point: an unused place in [`View::gone`].
const NONE: Point = Point::MAX;

impl View<'_> {
    #[inline(never)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn cell(&self, x: i32, y: i32) -> u8 {
        if x < 0 || y < 0 || x >= self.w || y >= self.h {
            BORDER
        } else {
            let p = self.b.point_unchecked(x as usize, y as usize);
            let c = self.b.cell(p);
            if c == self.them && self.gone.contains(&self.b.chain_head(p)) {
                EMPTY
            } else {
                c
            }
        }
    }
    #[inline(never)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn own(&self, (x, y): (i32, i32)) -> bool {
        self.cell(x, y) == self.me
    }
    #[inline(never)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn opp(&self, (x, y): (i32, i32)) -> bool {
        self.cell(x, y) == self.them
    }
    #[inline(never)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn empty(&self, (x, y): (i32, i32)) -> bool {
        self.cell(x, y) == EMPTY
    }
    #[inline(never)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn on(&self, (x, y): (i32, i32)) -> bool {
        self.cell(x, y) != BORDER
    }
    /// The point at (x, y), which is on the board.
    #[inline(never)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn pt(&self, (x, y): (i32, i32)) -> Point {
        self.b.point_unchecked(x as usize, y as usize)
    }
    /// The move, offset by `d` times `k`.
    #[inline(never)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn at(&self, (dx, dy): (i32, i32), k: i32) -> (i32, i32) {
        (self.x + k * dx, self.y + k * dy)
    }
    /// Line from the nearer left or right edge (1 on the edge).
    #[inline(never)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn line_x(&self, x: i32) -> i32 {
        x.min(self.w - 1 - x) + 1
    }
    /// Line from the nearer top or bottom edge.
    #[inline(never)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn line_y(&self, y: i32) -> i32 {
        y.min(self.h - 1 - y) + 1
    }
    /// Line from the nearest edge: 1 on the edge, 3 for the third line.
    #[inline(never)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn line(&self, (x, y): (i32, i32)) -> i32 {
        self.line_x(x).min(self.line_y(y))
    }
    /// Line counted from the edges that a step `d` runs toward or away from.
    #[inline(never)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn line_along(&self, (x, y): (i32, i32), d: (i32, i32)) -> i32 {
        if d.0 != 0 {
            self.line_x(x)
        } else {
            self.line_y(y)
        }
    }
    /// Line counted from the edges that a step `d` runs parallel to.
    #[inline(never)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn line_across(&self, (x, y): (i32, i32), d: (i32, i32)) -> i32 {
        if d.0 != 0 {
            self.line_y(y)
        } else {
            self.line_x(x)
        }
    }
}

#[cfg_attr(tengen_nightly, optimize(size))]
fn add(p: (i32, i32), d: (i32, i32)) -> (i32, i32) {
    (p.0 + d.0, p.1 + d.1)
}

#[cfg_attr(tengen_nightly, optimize(size))]
fn sub(p: (i32, i32), d: (i32, i32)) -> (i32, i32) {
    (p.0 - d.0, p.1 - d.1)
}

/// The steps at right angles to `d`.
#[cfg_attr(tengen_nightly, optimize(size))]
fn perpendicular((dx, dy): (i32, i32)) -> [(i32, i32); 2] {
    [(dy, dx), (-dy, -dx)]
}

/// The distinct liberties of the chain through `p`, counted up to `limit + 1`
/// (`limit` at most 4): enough to tell atari, two and three liberties apart, or a
/// weak stone from a strong one, without allocating. A stone of a chain in `gone`
/// (the move's captures) is a liberty.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn liberties_up_to(b: &Board, p: Point, limit: usize, gone: &[Point; 4]) -> usize {
    let mut found = [0; 5];
    let mut n = 0;
    for s in b.chain_stones(p) {
        for q in b.neighbors(s) {
            let free = match b.cell(q) {
                EMPTY => true,
                BORDER => false,
                _ => gone.contains(&b.chain_head(q)),
            };
            if free && !found[..n].contains(&q) {
                if n == limit {
                    return limit + 1;
                }
                found[n] = q;
                n += 1;
            }
        }
    }
    n
}

/// Every term a stone of `color` at the empty point `p` would make.
#[cfg_attr(tengen_nightly, optimize(size))]
pub(super) fn detect(b: &Board, color: Color, p: Point, out: &mut Terms) {
    let (x, y) = b.xy(p);
    let mut v = View {
        b,
        w: b.width() as i32,
        h: b.height() as i32,
        me: color.cell(),
        them: color.opponent().cell(),
        x: x as i32,
        y: y as i32,
        gone: [NONE; 4],
    };
    // The shapes are judged on the board the move leaves, without the chains it takes.
    v.gone = tactics(&v, out);
    let nearest = own_shapes(&v, out);
    head_on(&v, out);
    block(&v, out);
    into_knights_move(&v, nearest <= 10, out);
    cap(&v, out);
    cut(&v, out);
    tigers_mouth(&v, out);
    approach(&v, out);
    pincer(&v, out);
    if out.scratch.is_empty() {
        contact(&v, out);
    }
}

/// 提, 劫, 打吃, 緊氣: what the move does to the opposing chains it touches. A chain
/// the move touches loses exactly that liberty (captured stones never touch another
/// chain of their colour), so the count before the move decides. Returns the heads of
/// the chains the move captures (`NONE` in the unused places).
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn tactics(v: &View, out: &mut Terms) -> [Point; 4] {
    let b = v.b;
    let mut chains = [(usize::MAX, 0, 0); 4];
    let mut gone = [NONE; 4];
    let mut captured = 0;
    let mut taken = 0;
    let mut empty = false;
    let mut own = false;
    let mut own_safe = false;
    for (i, &d) in opaque(&ORTHO).iter().enumerate() {
        let n = v.at(d, 1);
        empty |= v.empty(n);
        if v.own(n) {
            own = true;
            own_safe |= b.atari_liberty(v.pt(n)).is_none();
        }
        if !v.opp(n) {
            continue;
        }
        let q = v.pt(n);
        let head = b.chain_head(q);
        if chains.iter().any(|c| c.0 == head) {
            continue;
        }
        let libs = liberties_up_to(b, q, 3, &[NONE; 4]);
        if libs == 1 {
            captured += b.chain_size(q);
            taken = q;
            gone[i] = head;
        }
        chains[i] = (head, q, libs);
    }
    // A suicide (where the rules allow one) takes no liberty: the point is empty again.
    let suicide = captured == 0 && !empty && !own_safe;
    for &(head, q, libs) in &chains {
        let term = match libs {
            _ if head == usize::MAX => continue,
            1 => Term::Capture,
            2 if !suicide => Term::Atari,
            3 if !suicide => Term::FillLiberty,
            _ => continue,
        };
        for s in b.chain_stones(q) {
            out.add(term, s);
        }
    }
    // The lone stone that takes one stone and is left with that point as its only
    // liberty: the shape the ko rule forbids the other side to retake at once.
    if captured == 1 && !empty && !own {
        out.add(Term::Ko, taken);
    }
    gone
}

/// The shapes with the mover's own stones, named from the nearest of them: an
/// orthogonal neighbour (長, 立, 並, 爬, 衝), else a diagonal one (尖, 虎, 扳), else a
/// one-point jump (關, 跳), else 小飛, 象步飛, 大飛, in order of distance. Returns the
/// squared distance of that stone (`i32::MAX` if none is as near as a 大飛).
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn own_shapes(v: &View, out: &mut Terms) -> i32 {
    let mut nearest = i32::MAX;
    for dy in -3..=3 {
        for dx in -3..=3 {
            let d2 = dx * dx + dy * dy;
            if d2 > 0 && d2 <= 10 && d2 < nearest && v.own(v.at((dx, dy), 1)) {
                nearest = d2;
            }
        }
    }
    match nearest {
        1 => beside(v, out),
        2 => diagonal(v, out),
        4 => jump(v, out),
        5 => knights(v, out),
        8 => elephant(v, out),
        10 => large_knights(v, out),
        _ => {}
    }
    nearest
}

/// 衝, 立, 爬, 並, 長: a step `d` from an own stone `s` to the move, named by the first
/// rule that fits in that order.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn beside(v: &View, out: &mut Terms) {
    let m = (v.x, v.y);
    for &d in opaque(&ORTHO) {
        let s = sub(m, d);
        if !v.own(s) {
            continue;
        }
        let [p, q] = perpendicular(d);
        // 衝: into the gap between two opposing stones a one-point jump apart.
        if v.opp(add(m, p)) && v.opp(add(m, q)) {
            for stone in [s, add(m, p), add(m, q)] {
                out.add(Term::PushThrough, v.pt(stone));
            }
            continue;
        }
        let along_m = v.line_along(m, d);
        let across_m = v.line_across(m, d);
        // 立: toward the nearest edge, onto the first or second line.
        if along_m < v.line_along(s, d) && along_m <= 2 && along_m <= across_m {
            out.add(Term::Descend, v.pt(s));
            continue;
        }
        // 爬: along the first or second line, with an opposing stone on the line above
        // the stone or the move.
        if across_m <= 2 && across_m <= along_m {
            let up = if v.line_across(add(m, p), d) > across_m {
                p
            } else {
                q
            };
            let press = [add(s, up), add(m, up)].into_iter().find(|&o| v.opp(o));
            if let Some(o) = press {
                out.add(Term::Crawl, v.pt(s));
                out.add(Term::Crawl, v.pt(o));
                out.add(Term::Extend, v.pt(s));
                continue;
            }
        }
        // 並: beside a stone with nothing behind it, on the same line.
        let back = sub(s, d);
        let line_behind = v.own(back) || v.opp(back);
        if !line_behind && v.line(m) == v.line(s) {
            out.add(Term::SideBySide, v.pt(s));
            continue;
        }
        // 長: any other straight step: on through the stone from the one behind it
        // (own: the line grows; opposing: away from the contact), or off its line.
        out.add(Term::Extend, v.pt(s));
        if line_behind {
            out.add(Term::Extend, v.pt(back));
        }
    }
}

/// 虎 (上虎, 下虎, 雙虎), 尖, 尖頂, 扳: the move is diagonal to an own stone and touches
/// none.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn diagonal(v: &View, out: &mut Terms) {
    let m = (v.x, v.y);
    // A tiger's mouth e beside the move: the own stone beyond e (so the move and it
    // stand on either side of e), one more own stone on a third side of e (diagonal to
    // the move: the two were a 尖), and the fourth side on the board and not own.
    let mut mouths = 0;
    let mut stones = [(0, 0); 8];
    for &d in opaque(&ORTHO) {
        let e = add(m, d);
        let a = add(e, d);
        if !v.empty(e) || !v.own(a) {
            continue;
        }
        for c in perpendicular(d) {
            let (side, open) = (add(e, c), sub(e, c));
            if !v.own(side) || !v.on(open) || v.own(open) {
                continue;
            }
            stones[2 * mouths] = a;
            stones[2 * mouths + 1] = side;
            mouths += 1;
            // Which way the mouth opens, counted on the lines of the edges the opening
            // runs toward or away from, near them (the fourth line or below).
            let (from, to) = (v.line_along(e, c), v.line_along(open, c));
            let facing = if from.min(to) > 4 {
                None
            } else {
                match to.cmp(&from) {
                    std::cmp::Ordering::Greater => Some(Term::UpperTiger),
                    std::cmp::Ordering::Less => Some(Term::LowerTiger),
                    std::cmp::Ordering::Equal => None,
                }
            };
            for t in [Some(Term::Tiger), facing].into_iter().flatten() {
                out.add(t, v.pt(a));
                out.add(t, v.pt(side));
            }
        }
    }
    if mouths >= 2 {
        for &s in &stones[..2 * mouths] {
            out.add(Term::DoubleTiger, v.pt(s));
        }
    }
    for &(dx, dy) in opaque(&DIAG) {
        let s = sub(m, (dx, dy));
        if !v.own(s) {
            continue;
        }
        // The two points beside both the stone and the move (never own here).
        let (q1, q2) = (sub(m, (dx, 0)), sub(m, (0, dy)));
        match (v.opp(q1), v.opp(q2)) {
            (false, false) if mouths == 0 => {
                out.add(Term::Kosumi, v.pt(s));
                // 尖頂: the diagonal step lands against an opposing stone ahead.
                for ahead in [add(m, (dx, 0)), add(m, (0, dy))] {
                    if v.opp(ahead) {
                        for t in [Term::KosumiTsuke, Term::Bump] {
                            out.add(t, v.pt(s));
                            out.add(t, v.pt(ahead));
                        }
                    }
                }
            }
            (true, false) | (false, true) => {
                let o = if v.opp(q1) { q1 } else { q2 };
                out.add(Term::Hane, v.pt(s));
                out.add(Term::Hane, v.pt(o));
            }
            _ => {}
        }
    }
}

/// 關 and 跳: two points straight from an own stone, the point between empty. A jump
/// in a fight is 跳: one that touches opposing stones (at the stone it leaves, the
/// point it passes or where it lands), or one out of a weak stone (a chain of four
/// liberties or fewer) hemmed in by opposing stones within two points of it or of the
/// move, on both sides of the jump. Any other is 關, into open space.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn jump(v: &View, out: &mut Terms) {
    let m = (v.x, v.y);
    for &d in opaque(&ORTHO) {
        let s = sub(m, (2 * d.0, 2 * d.1));
        let mid = sub(m, d);
        if !v.own(s) || !v.empty(mid) {
            continue;
        }
        let contact = [s, mid, m]
            .into_iter()
            .any(|c| ORTHO.iter().any(|&n| v.opp(add(c, n))));
        let term = if contact || hemmed_in(v, s, mid) {
            Term::Jump
        } else {
            Term::OnePointJump
        };
        out.add(term, v.pt(s));
    }
}

/// Whether the own stone `s`, jumping over `mid` to the move, is weak and hemmed in:
/// its chain has at most four liberties, and opposing stones stand within two points
/// (across and along) of it or of the move on both sides of the line of the jump.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn hemmed_in(v: &View, s: (i32, i32), mid: (i32, i32)) -> bool {
    if liberties_up_to(v.b, v.pt(s), 4, &v.gone) > 4 {
        return false;
    }
    let m = (v.x, v.y);
    let near = |a: (i32, i32), c: (i32, i32)| (a.0 - c.0).abs() <= 2 && (a.1 - c.1).abs() <= 2;
    let (mut left, mut right) = (false, false);
    for dy in -3..=3 {
        for dx in -3..=3 {
            let c = add(mid, (dx, dy));
            if v.opp(c) && (near(c, s) || near(c, m)) {
                // Across the jump: the offset at right angles to it.
                let across = if s.0 == m.0 { dx } else { dy };
                left |= across < 0;
                right |= across > 0;
            }
        }
    }
    left && right
}

/// 小飛: one by two from an own stone, the two points between not both opposing.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn knights(v: &View, out: &mut Terms) {
    let m = (v.x, v.y);
    for &(dx, dy) in opaque(&KNIGHT) {
        let s = sub(m, (dx, dy));
        if !v.own(s) {
            continue;
        }
        // The middle row of the 2×3 box the two stones span.
        let (a, b) = if dx.abs() == 1 {
            (add(s, (0, dy / 2)), add(s, (dx, dy / 2)))
        } else {
            (add(s, (dx / 2, 0)), add(s, (dx / 2, dy)))
        };
        if !(v.opp(a) && v.opp(b)) {
            out.add(Term::KnightsMove, v.pt(s));
        }
    }
}

/// 象步飛: two by two from an own stone, the centre of the 田 empty.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn elephant(v: &View, out: &mut Terms) {
    let m = (v.x, v.y);
    for &(dx, dy) in opaque(&DIAG) {
        let s = sub(m, (2 * dx, 2 * dy));
        if v.own(s) && v.empty(sub(m, (dx, dy))) {
            out.add(Term::ElephantStep, v.pt(s));
        }
    }
}

/// 大飛: one by three from an own stone.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn large_knights(v: &View, out: &mut Terms) {
    let m = (v.x, v.y);
    for &(dx, dy) in opaque(&LARGE_KNIGHT) {
        let s = sub(m, (dx, dy));
        if v.own(s) {
            out.add(Term::LargeKnightsMove, v.pt(s));
        }
    }
}

/// 頂 and 鼻頂: right at the head of an opposing line of two or more that runs at the
/// move, in its direction of play; 鼻頂 when that line is one column of a 2×2 square.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn head_on(v: &View, out: &mut Terms) {
    let m = (v.x, v.y);
    for &d in opaque(&ORTHO) {
        let (o, o2) = (add(m, d), add(m, (2 * d.0, 2 * d.1)));
        if !v.opp(o) || !v.opp(o2) {
            continue;
        }
        out.add(Term::Bump, v.pt(o));
        out.add(Term::Bump, v.pt(o2));
        for c in perpendicular(d) {
            let square = [o, o2, add(o, c), add(o2, c)];
            if square.iter().all(|&s| v.opp(s)) {
                for t in [Term::NoseBump, Term::Bump] {
                    for s in square {
                        out.add(t, v.pt(s));
                    }
                }
            }
        }
    }
}

/// 擋: the move touches an opposing stone and stands in its way, leaning on an own
/// stone beside the move or diagonally behind it (away from that stone), with no
/// stone straight behind it (an own one pushes; an opposing one wedges the move in).
/// The stone is the head of an opposing line that runs at the move, and then a stone
/// beside the head also gives the lean; or it stands alone across the move's way (no
/// opposing stone beside it), and the move is on a line no lower than its own (a move
/// under it is pushed, not blocking).
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn block(v: &View, out: &mut Terms) {
    let m = (v.x, v.y);
    for &d in opaque(&ORTHO) {
        let (o, behind) = (add(m, d), sub(m, d));
        let o2 = add(o, d);
        if !v.opp(o) || v.own(behind) || v.opp(behind) {
            continue;
        }
        let line = v.opp(o2);
        let [p, q] = perpendicular(d);
        let alone = !v.opp(add(o, p)) && !v.opp(add(o, q));
        let in_its_way = line || (alone && v.line_along(m, d) >= v.line_along(o, d));
        if !in_its_way {
            continue;
        }
        let around = [
            add(m, p),
            add(m, q),
            add(behind, p),
            add(behind, q),
            add(o, p),
            add(o, q),
        ];
        let reach = if line { 6 } else { 4 };
        let mut leans = false;
        for &s in around[..reach].iter().filter(|&&s| v.own(s)) {
            out.add(Term::Block, v.pt(s));
            leans = true;
        }
        if leans {
            out.add(Term::Block, v.pt(o));
            if line {
                out.add(Term::Block, v.pt(o2));
            }
        }
    }
}

/// 跨: into an opposing knight's move (a stone the move touches and one diagonally
/// behind the move on either side), the other point between them empty, with an own
/// stone in reach (`supported`: one within a 大飛 of the move).
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn into_knights_move(v: &View, supported: bool, out: &mut Terms) {
    if !supported {
        return;
    }
    let m = (v.x, v.y);
    for &d in opaque(&ORTHO) {
        let o = add(m, d);
        if !v.opp(o) {
            continue;
        }
        for c in perpendicular(d) {
            let partner = add(sub(m, d), c);
            if v.opp(partner) && v.empty(add(m, c)) {
                out.add(Term::Tsukekoshi, v.pt(o));
                out.add(Term::Tsukekoshi, v.pt(partner));
            }
        }
    }
}

/// 鎮: a one-point jump's distance from an opposing stone, toward the centre.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn cap(v: &View, out: &mut Terms) {
    let m = (v.x, v.y);
    for &d in opaque(&ORTHO) {
        let o = sub(m, (2 * d.0, 2 * d.1));
        if v.opp(o) && v.empty(sub(m, d)) && v.line(m) > v.line(o) {
            out.add(Term::Cap, v.pt(o));
        }
    }
}

/// 斷: two opposing stones of different chains linked diagonally or by a 小飛, the
/// move on one of the two points between them (beside both, or the middle row of the
/// 日) and an own stone on the other.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn cut(v: &View, out: &mut Terms) {
    let m = (v.x, v.y);
    for &e in opaque(&ORTHO) {
        let a = add(m, e);
        if !v.opp(a) {
            continue;
        }
        for f in perpendicular(e) {
            // Diagonal: the other stone beside the move at `side`, the own stone
            // beside both. 小飛: the own stone at `side`, the other stone beside it on
            // the far side from `a`.
            let side = add(m, f);
            for (b, c) in [(side, add(a, f)), (sub(side, e), side)] {
                let apart = || v.b.chain_head(v.pt(a)) != v.b.chain_head(v.pt(b));
                if v.opp(b) && v.own(c) && apart() {
                    for s in [a, b, c] {
                        out.add(Term::Cut, v.pt(s));
                    }
                }
            }
        }
    }
}

/// 虎口: three opposing stones around the move (the fourth side is then not one).
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn tigers_mouth(v: &View, out: &mut Terms) {
    contact_with(v, Term::TigersMouth, 3..=3, out);
}

/// 碰 (contact): the move touches an opposing stone and no other term names it.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn contact(v: &View, out: &mut Terms) {
    contact_with(v, Term::Contact, 1..=4, out);
}

/// `term`, made by the opposing stones the move touches, if they are `how_many`.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn contact_with(v: &View, term: Term, how_many: RangeInclusive<usize>, out: &mut Terms) {
    let m = (v.x, v.y);
    let touching = ORTHO.iter().filter(|&&d| v.opp(add(m, d))).count();
    if how_many.contains(&touching) {
        for &d in opaque(&ORTHO) {
            if v.opp(add(m, d)) {
                out.add(term, v.pt(add(m, d)));
            }
        }
    }
}

/// 掛 and its kinds: a lone opposing stone on a corner point (lines 3 to 5 both ways)
/// of an otherwise empty quarter of the board, approached from farther out along one
/// edge: one or two points apart in a straight line, or a knight's or large knight's
/// move, on the third line (低) or the fourth (高) counted from the edge the approach
/// runs along, touching no own stone, and not in another quarter of the board.
/// Boards from 9×9.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn approach(v: &View, out: &mut Terms) {
    let m = (v.x, v.y);
    // A stone beside an own stone extends a group; an approach comes alone.
    if v.w < 9 || v.h < 9 || opaque(&ORTHO).iter().any(|&d| v.own(add(m, d))) {
        return;
    }
    for dy in -3i32..=3 {
        for dx in -3i32..=3 {
            let s = (v.x + dx, v.y + dy);
            if !v.opp(s) {
                continue;
            }
            let (ax, ay) = (dx.abs(), dy.abs());
            let (long, short) = (ax.max(ay), ax.min(ay));
            if !matches!((long, short), (2, 0) | (3, 0) | (2, 1) | (3, 1)) {
                continue;
            }
            // The quarter of the board s is in (odd sides' middle lines belong to none).
            let (Some(left), Some(top)) = (side(s.0, v.w), side(s.1, v.h)) else {
                continue;
            };
            let from_x = |x: i32| if left { x } else { v.w - 1 - x };
            let from_y = |y: i32| if top { y } else { v.h - 1 - y };
            if !(2..=4).contains(&from_x(s.0)) || !(2..=4).contains(&from_y(s.1)) {
                continue;
            }
            // The approach stays on the corner's side of the board: on a small board a
            // move in another quarter takes a corner of its own (on 9×9, two points
            // beyond a 3-3 stone is the next corner's 3-3 point).
            let own_side = |c: i32, n: i32, first: bool| side(c, n).is_none_or(|f| f == first);
            if !own_side(m.0, v.w, left) || !own_side(m.1, v.h, top) || !alone(v, left, top) {
                continue;
            }
            let (farther, height) = if ax > ay {
                (from_x(m.0) > from_x(s.0), from_y(m.1) + 1)
            } else {
                (from_y(m.1) > from_y(s.1), from_x(m.0) + 1)
            };
            if !farther || !(3..=4).contains(&height) {
                continue;
            }
            let low = height == 3;
            let kind = match (long, short, low) {
                (2, 0, true) => Term::OneSpaceLowApproach,
                (2, 0, false) => Term::OneSpaceHighApproach,
                (3, 0, true) => Term::TwoSpaceLowApproach,
                (3, 0, false) => Term::TwoSpaceHighApproach,
                (2, _, _) => Term::KnightsApproach,
                _ => Term::LargeKnightsApproach,
            };
            let height = if low {
                Term::LowApproach
            } else {
                Term::HighApproach
            };
            for t in [Term::Approach, height, kind] {
                out.add(t, v.pt(s));
            }
        }
    }
}

/// Whether `c` lies in the first half of a side `n` long (`Some(true)`), the second
/// (`Some(false)`), or on the middle line of an odd side (`None`).
#[cfg_attr(tengen_nightly, optimize(size))]
fn side(c: i32, n: i32) -> Option<bool> {
    if c < n / 2 {
        Some(true)
    } else if c >= n - n / 2 {
        Some(false)
    } else {
        None
    }
}

/// Whether the quarter of the board at the given corner holds exactly one stone.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn alone(v: &View, left: bool, top: bool) -> bool {
    let (hw, hh) = (v.w / 2, v.h / 2);
    let xs = if left { 0..hw } else { v.w - hw..v.w };
    let mut stones = 0;
    for y in if top { 0..hh } else { v.h - hh..v.h } {
        for x in xs.clone() {
            stones += (v.cell(x, y) != EMPTY) as u32;
        }
    }
    stones == 1
}

/// 夾 and 反夾.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn pincer(v: &View, out: &mut Terms) {
    let m = (v.x, v.y);
    pinches(v, m, v.me, v.them, &mut |target, other| {
        out.add(Term::Pincer, v.pt(target));
        out.add(Term::Pincer, v.pt(other));
        // 反夾: the stone pinched is itself pinching the own stone `other`, with
        // another opposing stone on that stone's far side.
        let mut partner = None;
        pinches(v, target, v.them, v.me, &mut |t, u| {
            if t == other {
                partner = Some(u);
            }
        });
        if partner.is_none() {
            for dy in -4..=4 {
                for dx in -4..=4 {
                    let u = add(other, (dx, dy));
                    if u != target && v.opp(u) {
                        pinches(v, u, v.them, v.me, &mut |t, o| {
                            if t == other && o == target {
                                partner = Some(u);
                            }
                        });
                    }
                }
            }
        }
        if let Some(u) = partner {
            for s in [target, other, u] {
                out.add(Term::CounterPincer, v.pt(s));
            }
        }
    });
}

/// Calls `found(target, other)` for every small chain (one or two stones) of colour
/// `target` that a stone of colour `pincer` at `at` pinches, along one line of the
/// board: the chain's nearest stone at most four points from `at` with empty points
/// between, and a `pincer` stone beyond it, at most three points on (six in all).
/// Each of the two is in line with that stone or one line off it, but not diagonally
/// next to it.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn pinches(
    v: &View,
    at: (i32, i32),
    pincer: u8,
    target: u8,
    found: &mut dyn FnMut((i32, i32), (i32, i32)),
) {
    for &d in opaque(&ORTHO) {
        let [p, _] = perpendicular(d);
        for i in [-1, 0, 1] {
            let from = add(at, (i * p.0, i * p.1));
            let mut k = 1;
            let o = loop {
                let c = add(from, (k * d.0, k * d.1));
                match v.cell(c.0, c.1) {
                    EMPTY if k < 4 => k += 1,
                    cell if cell == target && (i == 0 || k > 1) => break Some(c),
                    _ => break None,
                }
            };
            if let Some(o) = o {
                pinched_from_beyond(v, o, d, 6 - k, pincer, target, &mut |t| found(o, t));
            }
        }
    }
}

/// Calls `found(t)` for every `pincer` stone `t` beyond the `target` stone `o` in the
/// direction `d`, at most `reach` (and three) points on, in line with it (nothing
/// between but the chain's own stones) or one line off but not diagonally next to it;
/// if the chain of `o` is of one or two stones.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn pinched_from_beyond(
    v: &View,
    o: (i32, i32),
    d: (i32, i32),
    reach: i32,
    pincer: u8,
    target: u8,
    found: &mut dyn FnMut((i32, i32)),
) {
    if v.b.chain_size(v.pt(o)) > 2 {
        return;
    }
    let head = v.b.chain_head(v.pt(o));
    let [p, _] = perpendicular(d);
    for j in 1..=reach.min(3) {
        for i in [-1, 0, 1] {
            let t = add(add(o, (j * d.0, j * d.1)), (i * p.0, i * p.1));
            if v.cell(t.0, t.1) != pincer || (i != 0 && j == 1) {
                continue;
            }
            let clear = i != 0
                || (1..j).all(|jj| {
                    let c = add(o, (jj * d.0, jj * d.1));
                    v.empty(c) || (v.cell(c.0, c.1) == target && v.b.chain_head(v.pt(c)) == head)
                });
            if clear {
                found(t);
            }
        }
    }
}
