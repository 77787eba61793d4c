//! Shape terms: what a move is called.
//!
//! A teacher names moves by their shape relative to the stones already on the board:
//! 尖 (kosumi), 虎 (tiger), 小飛 (knight's move), 掛 (approach), 夾 (pincer), 斷 (cut), and
//! the tactical words 提 (capture), 打吃 (atari), 緊氣 (filling a liberty) and 劫 (ko).
//! [`Game::describe_move`] names a move of the side to move before it is played,
//! [`Game::last_move_terms`] the move just played; both return every [`Term`] whose
//! rule the move meets, each with the stones that make it.
//!
//! The rules are read off the position: where the traditional definitions differ
//! only in purpose (關 against 跳, 長 against 立, 擋 against a plain contact), the
//! position decides — contact with opposing stones, how weak and hemmed in a stone
//! is, the direction toward the edge or the centre, the line. A move that touches
//! opposing stones and fits no other term is 碰 (contact). Every rule is in the
//! README's term table.
//! Terms that refine another (尖頂 is a 尖 and a 頂; 小飛掛 is a 掛) come with it, the
//! more specific first: the order of [`Term::ALL`].
//!
//! This module only reads the board; it is not part of the rules.

mod detect;

use crate::board::{sort_points, Board, Point, EMPTY};
use crate::color::Color;
use crate::game::{Action, Game};

macro_rules! terms {
    ($( $(#[$doc:meta])* $name:ident = $id:literal, )*) => {
        /// A named shape or tactic. The variants are in output order: within a family
        /// the more specific first.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum Term {
            $( $(#[$doc])* $name, )*
        }

        impl Term {
            /// Every term, in output order.
            pub const ALL: [Term; [$(Term::$name),*].len()] = [$(Term::$name),*];

            /// The stable id: lowercase English as Go books in English say it, with
            /// the Japanese loanwords they use (`kosumi`, `hane`, `atari`, `tsukekoshi`),
            /// words joined by `-`.
            #[cfg_attr(tengen_nightly, optimize(size))]
            pub fn id(self) -> &'static str {
                // The ids as one text of NUL-ended ids (not a table of string slices).
                entry(concat!($($id, "\0",)*), self as usize)
            }
        }
    };
}

terms! {
    /// 劫: a capture of one stone by a lone stone left in atari, which the other side
    /// may not retake at once.
    Ko = "ko",
    /// 提: the move removes opposing stones.
    Capture = "capture",
    /// 打吃: an opposing chain touched by the move is left with one liberty.
    Atari = "atari",
    /// 緊氣: an opposing chain touched by the move goes from three liberties to two.
    FillLiberty = "fill-liberty",
    /// 雙虎: one move makes two tiger's mouths.
    DoubleTiger = "double-tiger",
    /// 上虎: a tiger's mouth that opens toward the centre.
    UpperTiger = "upper-tiger",
    /// 下虎: a tiger's mouth that opens toward the edge.
    LowerTiger = "lower-tiger",
    /// 虎: completes the 品 shape on two own stones in a diagonal, enclosing a mouth.
    Tiger = "tiger",
    /// 虎口: a stone played into the opponent's tiger's mouth.
    TigersMouth = "tigers-mouth",
    /// 尖頂: a 尖 that touches an opposing stone ahead of it.
    KosumiTsuke = "kosumi-tsuke",
    /// 尖: a diagonal step from an own stone, both points beside it empty.
    Kosumi = "kosumi",
    /// 鼻頂: a 頂 right in front of an opposing square of four stones.
    NoseBump = "nose-bump",
    /// 頂: at the head of an opposing line, in its direction of play.
    Bump = "bump",
    /// 扳: a diagonal step from an own stone around an opposing stone it touches.
    Hane = "hane",
    /// 擋: stands in an opposing stone's way, in contact, leaning on own stones.
    Block = "block",
    /// 爬: an extension along the first or second line under an opposing stone.
    Crawl = "crawl",
    /// 長: a straight step from an own stone that is not 衝, 立 or 並.
    Extend = "extend",
    /// 立: a step from an own stone toward the nearest edge, onto the first or second line.
    Descend = "descend",
    /// 並: a step beside a lone-standing own stone (nothing behind it), on its line.
    SideBySide = "side-by-side",
    /// 衝: from an own stone into the gap of an opposing one-point jump.
    PushThrough = "push-through",
    /// 關: a one-point jump from an own stone, out of any fight.
    OnePointJump = "one-point-jump",
    /// 跳: a one-point jump in a fight: in contact, or out of a weak stone hemmed in.
    Jump = "jump",
    /// 小飛 (飛): the 日-shaped step, one by two, from an own stone.
    KnightsMove = "knights-move",
    /// 象步飛: the 田-shaped step, two by two, from an own stone.
    ElephantStep = "elephant-step",
    /// 大飛: the 目-shaped step, one by three, from an own stone.
    LargeKnightsMove = "large-knights-move",
    /// 鎮: a one-point jump's distance from an opposing stone, toward the centre.
    Cap = "cap",
    /// 小飛掛: an approach a knight's move from the corner stone.
    KnightsApproach = "knights-approach",
    /// 大飛掛: an approach a large knight's move from the corner stone.
    LargeKnightsApproach = "large-knights-approach",
    /// 一間低掛: an approach on the third line, one point apart in a straight line.
    OneSpaceLowApproach = "one-space-low-approach",
    /// 一間高掛: an approach on the fourth line, one point apart in a straight line.
    OneSpaceHighApproach = "one-space-high-approach",
    /// 二間低掛: an approach on the third line, two points apart in a straight line.
    TwoSpaceLowApproach = "two-space-low-approach",
    /// 二間高掛: an approach on the fourth line, two points apart in a straight line.
    TwoSpaceHighApproach = "two-space-high-approach",
    /// 低掛: an approach on the third line.
    LowApproach = "low-approach",
    /// 高掛: an approach on the fourth line.
    HighApproach = "high-approach",
    /// 掛: a move near a lone opposing stone in an otherwise empty corner.
    Approach = "approach",
    /// 反夾: a 夾 of a stone that is itself pinching one of the mover's stones.
    CounterPincer = "counter-pincer",
    /// 夾: an opposing stone (or two) between the move and an own stone, along a line.
    Pincer = "pincer",
    /// 斷: separates two opposing stones linked diagonally or by a knight's move, whose
    /// other linking point is own.
    Cut = "cut",
    /// 跨: into an opposing knight's move, with own stones near.
    Tsukekoshi = "tsukekoshi",
    /// 碰: a move in contact with opposing stones that no other term names.
    Contact = "contact",
}

impl Term {
    /// The term with this id.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn from_id(id: &str) -> Option<Term> {
        Term::ALL.iter().copied().find(|t| t.id() == id)
    }

    /// The position of this term in [`Term::ALL`].
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// Entry `i` of a table written as one text of NUL-ended entries ("" past the end).
#[cfg_attr(tengen_nightly, optimize(size))]
pub(crate) fn entry(table: &'static str, i: usize) -> &'static str {
    // A NUL is one byte, so each cut is at a character boundary.
    let mut rest = table;
    for _ in 0..i {
        let end = rest.bytes().position(|b| b == 0).unwrap_or(rest.len());
        rest = rest.get(end + 1..).unwrap_or_default();
    }
    let end = rest.bytes().position(|b| b == 0).unwrap_or(rest.len());
    rest.get(..end).unwrap_or_default()
}

/// The terms of one move, each with the stones that make it (sorted, no repeats),
/// in the order of [`Term::ALL`]. Reuse one with the `_into` functions to describe
/// many moves without allocating.
#[derive(Clone, Debug, Default)]
pub struct Terms {
    found: Vec<(Term, u16, u16)>,
    stones: Vec<Point>,
    scratch: Vec<(Term, Point)>,
    points: Vec<Point>,
}

/// Two lists are equal when they name the same terms with the same stones.
impl PartialEq for Terms {
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn eq(&self, other: &Terms) -> bool {
        self.found == other.found && self.stones == other.stones
    }
}

impl Eq for Terms {}

impl Terms {
    /// No terms.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn new() -> Terms {
        Terms::default()
    }

    /// How many terms.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn len(&self) -> usize {
        self.found.len()
    }

    /// Whether no term applies.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn is_empty(&self) -> bool {
        self.found.is_empty()
    }

    /// Each term with its stones.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn iter(&self) -> impl ExactSizeIterator<Item = (Term, &[Point])> + '_ {
        self.found
            .iter()
            .map(|&(t, a, b)| (t, &self.stones[a as usize..b as usize]))
    }

    /// The terms alone.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn terms(&self) -> impl ExactSizeIterator<Item = Term> + '_ {
        self.found.iter().map(|&(t, _, _)| t)
    }

    /// Whether `term` applies.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn contains(&self, term: Term) -> bool {
        self.found.iter().any(|&(t, _, _)| t == term)
    }

    /// The stones that make `term`, if it applies.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn stones(&self, term: Term) -> Option<&[Point]> {
        self.iter().find(|&(t, _)| t == term).map(|(_, s)| s)
    }

    #[cfg_attr(tengen_nightly, optimize(size))]
    fn clear(&mut self) {
        self.found.clear();
        self.stones.clear();
        self.scratch.clear();
    }

    /// Records that `term` applies, made (among others) by `stone`.
    #[inline(never)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn add(&mut self, term: Term, stone: Point) {
        self.scratch.push((term, stone));
    }

    /// Turns the recorded (term, stone) pairs into the list, in term order, each
    /// term's stones sorted and without repeats.
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn finish(&mut self) {
        for t in Term::ALL {
            self.points.clear();
            let found = self.scratch.iter().filter(|e| e.0 == t).map(|e| e.1);
            self.points.extend(found);
            if self.points.is_empty() {
                continue;
            }
            sort_points(&mut self.points);
            let at = self.stones.len() as u16;
            self.stones.extend_from_slice(&self.points);
            self.found.push((t, at, self.stones.len() as u16));
        }
        self.scratch.clear();
    }
}

impl Terms {
    /// The one or two terms that name the move best, with their stones, in the order
    /// of the move's purpose as the glossary sees it: what it does to stones (提, 劫,
    /// 打吃), then separating them (斷, 衝, 跨), then the fight in contact (扳, 擋, 頂,
    /// 爬, 虎口), then its aim at a stone from a distance (掛, 夾, 鎮), then the
    /// liberty it fills, then its shape with own stones (虎, 尖, 長, 關, 飛, …); 碰
    /// only alone. A term another term found refines is left out (尖 beside 尖頂, 夾
    /// beside 反夾, 掛 and 低掛 beside 小飛掛, 提 beside 劫). [`Terms::iter`] keeps
    /// every term found; this is what a teacher would say of the move.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn best(&self) -> Terms {
        let mut out = Terms::new();
        for t in self.best_two().into_iter().flatten() {
            let stones = self.stones(t).unwrap_or_default();
            let at = out.stones.len() as u16;
            out.stones.extend_from_slice(stones);
            out.found.push((t, at, out.stones.len() as u16));
        }
        out
    }

    /// The terms of [`Terms::best`], without their stones: the first by purpose, and
    /// the next, if there are.
    #[inline(never)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn best_two(&self) -> [Option<Term>; 2] {
        // The terms refined by another found are out; then two passes over a bit set
        // and a table (no sorting code).
        let mut out_of_it: u64 = 0;
        for t in self.terms() {
            out_of_it |= REFINED[t.index()];
        }
        let mut two = [None; 2];
        for slot in &mut two {
            *slot = self
                .terms()
                .filter(|t| out_of_it & (1 << t.index()) == 0)
                .min_by_key(|t| (PURPOSE[t.index()], t.index()));
            if let Some(t) = *slot {
                out_of_it |= 1 << t.index();
            }
        }
        two
    }
}

/// Per term (by index): the terms it refines, as bits of their indices.
const REFINED: [u64; Term::ALL.len()] = {
    let mut table = [0u64; Term::ALL.len()];
    let mut i = 0;
    while i < Term::ALL.len() {
        let mut j = 0;
        while j < Term::ALL.len() {
            if refines(Term::ALL[i], Term::ALL[j]) {
                table[i] |= 1 << j;
            }
            j += 1;
        }
        i += 1;
    }
    table
};

/// Per term (by index): the rank of its purpose ([`purpose`]).
const PURPOSE: [u8; Term::ALL.len()] = {
    let mut table = [0u8; Term::ALL.len()];
    let mut i = 0;
    while i < Term::ALL.len() {
        table[i] = purpose(Term::ALL[i]);
        i += 1;
    }
    table
};

/// Whether `specific` is a kind of `general` (so that naming both says it twice).
#[cfg_attr(tengen_nightly, optimize(size))]
const fn refines(specific: Term, general: Term) -> bool {
    use Term::*;
    match specific {
        Ko => matches!(general, Capture),
        DoubleTiger => matches!(general, UpperTiger | LowerTiger | Tiger),
        UpperTiger | LowerTiger => matches!(general, Tiger),
        KosumiTsuke => matches!(general, Kosumi | Bump),
        NoseBump => matches!(general, Bump),
        Crawl => matches!(general, Extend),
        KnightsApproach | LargeKnightsApproach | OneSpaceLowApproach | OneSpaceHighApproach
        | TwoSpaceLowApproach | TwoSpaceHighApproach => {
            matches!(general, LowApproach | HighApproach | Approach)
        }
        LowApproach | HighApproach => matches!(general, Approach),
        CounterPincer => matches!(general, Pincer),
        _ => false,
    }
}

/// The rank of a term's purpose for [`Terms::best`]: lower first.
#[cfg_attr(tengen_nightly, optimize(size))]
const fn purpose(t: Term) -> u8 {
    use Term::*;
    match t {
        Ko | Capture => 0,
        Atari => 1,
        Cut | PushThrough | Tsukekoshi => 2,
        // In contact, the move's own shape first: the 扳 at the head of two stones is
        // a 扳 that also bumps and blocks.
        Hane => 3,
        Block | Crawl | KosumiTsuke => 4,
        NoseBump | Bump | TigersMouth => 5,
        KnightsApproach | LargeKnightsApproach | OneSpaceLowApproach | OneSpaceHighApproach
        | TwoSpaceLowApproach | TwoSpaceHighApproach | LowApproach | HighApproach | Approach
        | CounterPincer | Pincer | Cap => 6,
        FillLiberty => 7,
        Contact => 9,
        _ => 8,
    }
}

/// A point of the board with a name of its own, whatever is played there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PointName {
    /// 天元: the centre point of a board with an odd number of lines each way.
    Tengen,
    /// 星: a star point (the points a board marks with a dot; see
    /// [`crate::star_points`]) other than the centre.
    StarPoint,
}

impl PointName {
    /// Both, in order.
    pub const ALL: [PointName; 2] = [PointName::Tengen, PointName::StarPoint];

    /// The stable id: `tengen`, `star-point`.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn id(self) -> &'static str {
        match self {
            PointName::Tengen => "tengen",
            PointName::StarPoint => "star-point",
        }
    }
}

/// The name of the point `p` of `board`, if it has one: 天元 or 星.
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn point_name(board: &Board, p: Point) -> Option<PointName> {
    if p >= board.padded_len() || board.cell(p) == crate::board::BORDER {
        return None;
    }
    let (x, y) = board.xy(p);
    let (w, h) = (board.width(), board.height());
    if w % 2 == 1 && h % 2 == 1 && x == w / 2 && y == h / 2 {
        Some(PointName::Tengen)
    } else if crate::notation::star_points(w, h).contains(&(x, y)) {
        Some(PointName::StarPoint)
    } else {
        None
    }
}

/// Names a stone of `color` at the empty point `p` of `board`, before it is played:
/// every term whose rule it meets. Legality is the caller's: on an occupied point
/// the result is empty, on a forbidden one it names the shape all the same.
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn describe_into(board: &Board, color: Color, p: Point, out: &mut Terms) {
    out.clear();
    if p >= board.padded_len() || board.cell(p) != EMPTY {
        return;
    }
    detect::detect(board, color, p, out);
    out.finish();
}

/// [`describe_into`] with a new [`Terms`].
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn describe(board: &Board, color: Color, p: Point) -> Terms {
    let mut out = Terms::new();
    describe_into(board, color, p, &mut out);
    out
}

impl Game {
    /// The terms a stone of the side to move at `p` would make now, with the stones
    /// that make each. Empty where the move is illegal.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn describe_move(&self, p: Point) -> Terms {
        let mut out = Terms::new();
        self.describe_move_into(p, &mut out);
        out
    }

    /// [`Game::describe_move`] into `out`, reusing its memory.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn describe_move_into(&self, p: Point, out: &mut Terms) {
        if self.is_legal(p) {
            describe_into(self.board(), self.to_move(), p, out);
        } else {
            out.clear();
        }
    }

    /// The name of the point `p` (天元, 星), whatever the position: see [`point_name`].
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn point_name(&self, p: Point) -> Option<PointName> {
        point_name(self.board(), p)
    }

    /// The terms of the last move, judged on the position before it. Empty before the
    /// first move and after a pass.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn last_move_terms(&self) -> Terms {
        let mut out = Terms::new();
        match self.position_before_last() {
            Some((board, color, p)) => describe_into(&board, color, p, &mut out),
            None => out.clear(),
        }
        out
    }

    /// The board before the last stone was played, that stone's colour and point:
    /// the game's actions taken back on a copy, down to that stone. `None` if the last
    /// move was a pass or there was none.
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn position_before_last(&self) -> Option<(Board, Color, Point)> {
        let (color, p) = self.last_move()?;
        let p = p?;
        let mut game = self.clone();
        while let Some(&a) = game.history().last() {
            game.undo();
            if let Action::Play(..) = a {
                break;
            }
        }
        Some((game.board().clone(), color, p))
    }
}
