//! KataGo's input features, computed from a tengen [`Game`].
//!
//! A KataGo network reads a position as *spatial* planes (one value per point and
//! channel) and a short vector of *global* values. What they hold is fixed by the
//! model's input version; every model version from 8 to 17 (the g170 networks and
//! kata1's) reads input version 7, the one computed here:
//!
//! | spatial | meaning |
//! |---|---|
//! | 0 | on the board (all ones: boards are evaluated at their exact size) |
//! | 1, 2 | a stone of the side to move, of the opponent |
//! | 3, 4, 5 | a stone whose chain has 1, 2, 3 liberties |
//! | 6 | a point the side to move may not play for ko or superko |
//! | 7, 8 | encore ko marks (territory rules' cleanup phases; always 0 here) |
//! | 9–13 | the last five moves: the opponent's last, then the mover's, … |
//! | 14 | a stone of a chain that a ladder captures (1 liberty, or 2 with the attacker first) |
//! | 15, 16 | the same, one and two moves ago |
//! | 17 | a move that ladders an opposing chain of 2 liberties |
//! | 18, 19 | the mover's and the opponent's area, pass-alive regions first (area scoring) |
//! | 20, 21 | stones at the start of the second encore (always 0 here) |
//!
//! | global | meaning |
//! |---|---|
//! | 0–4 | each of the last five moves was a pass |
//! | 5 | komi for the side to move, divided by 20 |
//! | 6, 7 | ko rule: simple (0, 0), positional (1, ½), situational (1, −½) |
//! | 8 | multi-stone suicide is legal |
//! | 9 | territory scoring |
//! | 10, 11 | group tax: seki (1, 0) or all groups (1, 1) |
//! | 12, 13 | encore phase 1, 2 (always 0 here) |
//! | 14 | a pass would end the game now |
//! | 15, 16 | playout-doubling advantage (0: not used) |
//! | 17 | the button is still there to take |
//! | 18 | the komi's parity against the board's, as a triangle wave |
//!
//! The definitions follow KataGo's own featurisation (its network inputs, its board
//! history and its board), including its ladder search and its pass-alive area, so
//! that a network sees what it was trained on; tests/net_features.rs compares them
//! with KataGo's for 905 positions. docs/rules.md says
//! how tengen's rule sets map to KataGo's rule flags ([`kata_rules`]).
//!
//! [`fill`] allocates nothing: every buffer lives on the stack (under 100 KB).

use crate::board::{Board, Point, BLACK, BORDER, EMPTY, MAX_CELLS, MAX_SIZE, WHITE};
use crate::game::{Action, Game, Illegal};
use crate::rules::{HandicapCompensation, KoRule, Preset, Rules, Scoring};

/// Spatial channels of input version 7.
pub const SPATIAL_V7: usize = 22;
/// Global values of input version 7.
pub const GLOBAL_V7: usize = 19;

/// The spatial channels of `input_version`, or 0 for a version [`fill`] does not
/// compute.
pub fn spatial_channels(input_version: u32) -> usize {
    match input_version {
        7 => SPATIAL_V7,
        _ => 0,
    }
}

/// The global values of `input_version`, or 0 for a version [`fill`] does not
/// compute.
pub fn global_channels(input_version: u32) -> usize {
    match input_version {
        7 => GLOBAL_V7,
        _ => 0,
    }
}

/// Why [`fill`] wrote nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FillError {
    /// Not an input version computed here (only 7 is).
    UnsupportedVersion(u32),
    /// `spatial` is shorter than channels × width × height, or `global` shorter than
    /// the global values.
    ShortBuffer,
}

/// KataGo's group tax (which stones' points are not counted).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tax {
    /// None: territory or area as usual.
    None,
    /// Points in seki are not counted (Japanese and Korean rules).
    Seki,
    /// Two points of every group are not counted (ancient rules).
    All,
}

/// KataGo's rule flags: the rule set as its networks were trained to read it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct KataRules {
    /// The ko rule.
    pub ko: KoRule,
    /// Territory scoring (else area).
    pub territory: bool,
    /// The group tax.
    pub tax: Tax,
    /// Multi-stone suicide is legal.
    pub multi_stone_suicide: bool,
    /// A half-point button for the first to pass.
    pub button: bool,
    /// Points White receives for Black's handicap stones.
    pub white_handicap_bonus: HandicapCompensation,
    /// Passing with dead stones on the board costs nothing (area rules where the
    /// players agree on dead stones): the game does not end on a pass that KataGo
    /// would otherwise read as ending it.
    pub friendly_pass_ok: bool,
    /// Komi for White.
    pub komi: f32,
    /// What a drawn game is worth to White, from 0 (a loss) to 1 (a win): 0.5 for a
    /// draw, 0 where ties go to Black (Ing). With a whole-number komi it moves the komi
    /// the network sees by this minus ½.
    pub draw_equivalent_wins_for_white: f32,
}

/// KataGo's flags for tengen's `rules` (docs/rules.md, "KataGo's rule flags").
pub fn kata_rules(rules: &Rules) -> KataRules {
    let territory = rules.scoring == Scoring::Territory;
    KataRules {
        ko: rules.ko,
        territory,
        tax: if territory { Tax::Seki } else { Tax::None },
        multi_stone_suicide: rules.suicide,
        button: false,
        white_handicap_bonus: rules.handicap_compensation,
        friendly_pass_ok: !territory && rules.preset != Preset::TrompTaylor,
        komi: rules.komi.points() as f32,
        draw_equivalent_wins_for_white: if rules.tie_to_black { 0.0 } else { 0.5 },
    }
}

/// Writes the input features of `game`'s position, for the side to move, as input
/// version `input_version` defines them.
///
/// `spatial` is `[channel][y][x]`: [`spatial_channels`] planes of exactly
/// `width × height` values, row-major from the top left (no padding); `global` gets
/// [`global_channels`] values. Longer buffers are written only at their start. Both
/// are written in full (every value not set is 0), and nothing is allocated.
pub fn fill(
    game: &Game,
    input_version: u32,
    spatial: &mut [f32],
    global: &mut [f32],
) -> Result<(), FillError> {
    if input_version != 7 {
        return Err(FillError::UnsupportedVersion(input_version));
    }
    let board = game.board();
    let area = board.area();
    if spatial.len() < SPATIAL_V7 * area || global.len() < GLOBAL_V7 {
        return Err(FillError::ShortBuffer);
    }
    fill_v7(
        game,
        &mut spatial[..SPATIAL_V7 * area],
        &mut global[..GLOBAL_V7],
    );
    Ok(())
}

/// Input version 7 into buffers of exactly its length.
fn fill_v7(game: &Game, spatial: &mut [f32], global: &mut [f32]) {
    spatial.fill(0.0);
    global.fill(0.0);
    let board = game.board();
    let (w, h) = (board.width(), board.height());
    let area = w * h;
    let rules = kata_rules(game.rules());
    let pla = game.to_move().cell();
    let opp = BLACK + WHITE - pla;
    let plane = Planes { w, area };

    let mut grid = Grid::new(board, game.ko_point());
    let mut chains = Chains::new();
    grid.label(&mut chains);

    // Stones and their liberties.
    for y in 0..h {
        for x in 0..w {
            let p = board.point_unchecked(x, y);
            spatial[plane.at(0, x, y)] = 1.0;
            let c = grid.cells[p];
            if c == pla {
                spatial[plane.at(1, x, y)] = 1.0;
            } else if c == opp {
                spatial[plane.at(2, x, y)] = 1.0;
            }
            if c == BLACK || c == WHITE {
                match chains.libs_at(p) {
                    1 => spatial[plane.at(3, x, y)] = 1.0,
                    2 => spatial[plane.at(4, x, y)] = 1.0,
                    3 => spatial[plane.at(5, x, y)] = 1.0,
                    _ => {}
                }
            }
        }
    }

    // Ko and superko bans for the side to move.
    if let Some(k) = game.ko_point() {
        let (x, y) = board.xy(k);
        spatial[plane.at(6, x, y)] = 1.0;
    }
    if rules.ko != KoRule::Simple && !game.is_over() {
        for y in 0..h {
            for x in 0..w {
                let p = board.point_unchecked(x, y);
                if grid.cells[p] == EMPTY
                    && matches!(game.illegal_reason(p), Some(Illegal::Superko { .. }))
                {
                    spatial[plane.at(6, x, y)] = 1.0;
                }
            }
        }
    }

    // Area: pass-alive groups and territories, then the other stones and the empty
    // regions bordered by one colour (area scoring without tax; territory scoring
    // shows it only in the second encore, which tengen's games do not have).
    if !rules.territory && rules.tax == Tax::None {
        let mut owner = [EMPTY; MAX_CELLS];
        area_owners(&mut grid, &chains, rules.multi_stone_suicide, &mut owner);
        for y in 0..h {
            for x in 0..w {
                let o = owner[board.point_unchecked(x, y)];
                if o == pla {
                    spatial[plane.at(18, x, y)] = 1.0;
                } else if o == opp {
                    spatial[plane.at(19, x, y)] = 1.0;
                }
            }
        }
    }

    // The last moves, as far as they alternate and the history is shown.
    let passes = game.consecutive_passes();
    let pass_ends_phase = passes >= 1;
    let pass_ends_game = pass_ends_phase && !rules.territory;
    let suppressed = pass_ends_game && rules.friendly_pass_ok && passes == 1;
    let max_turns = if suppressed {
        0
    } else if game.is_over() {
        1
    } else {
        5
    };
    let recent = RecentMoves::of(game);
    let mut included = 0;
    for k in 0..max_turns.min(recent.len) {
        let (color, p) = recent.moves[k];
        let expected = if k % 2 == 0 { opp } else { pla };
        if color != expected {
            break;
        }
        match p {
            None => global[k] = 1.0,
            Some(p) => {
                let (x, y) = board.xy(p);
                spatial[plane.at(9 + k, x, y)] = 1.0;
            }
        }
        included = k + 1;
    }

    // Ladders now (with the working moves against the opponent's chains), one move
    // ago and two moves ago.
    let mut search = Search::new();
    iter_ladders(
        &mut grid,
        &mut search,
        &chains,
        spatial,
        plane,
        14,
        Some(opp),
    );
    if included >= 1 {
        let mut prev = Grid::new(board, game.ko_point());
        prev.rewind(game, 1);
        prev.label(&mut chains);
        iter_ladders(&mut prev, &mut search, &chains, spatial, plane, 15, None);
        if included >= 2 {
            prev.rewind_from(game, 1, 2);
            prev.label(&mut chains);
        }
        iter_ladders(&mut prev, &mut search, &chains, spatial, plane, 16, None);
    } else {
        // No history: the boards before are taken to be this one.
        iter_ladders(&mut grid, &mut search, &chains, spatial, plane, 15, None);
        iter_ladders(&mut grid, &mut search, &chains, spatial, plane, 16, None);
    }

    // Komi for the side to move, bounded.
    let white_komi = white_komi(game, &rules);
    let mut self_komi = if pla == WHITE {
        white_komi
    } else {
        -white_komi
    };
    let bound = area as f32 + 20.0;
    self_komi = self_komi.clamp(-bound, bound);
    global[5] = self_komi / 20.0;

    match rules.ko {
        KoRule::Simple => {}
        KoRule::Positional => {
            global[6] = 1.0;
            global[7] = 0.5;
        }
        KoRule::Situational => {
            global[6] = 1.0;
            global[7] = -0.5;
        }
    }
    if rules.multi_stone_suicide {
        global[8] = 1.0;
    }
    if rules.territory {
        global[9] = 1.0;
    }
    match rules.tax {
        Tax::None => {}
        Tax::Seki => global[10] = 1.0,
        Tax::All => {
            global[10] = 1.0;
            global[11] = 1.0;
        }
    }
    if pass_ends_phase && !suppressed {
        global[14] = 1.0;
    }
    if rules.button {
        global[17] = 1.0;
    }
    if !rules.territory {
        global[18] = komi_wave(self_komi, area);
    }
}

/// Where channel `c` of point (x, y) is in the spatial buffer.
#[derive(Clone, Copy)]
struct Planes {
    w: usize,
    area: usize,
}

impl Planes {
    #[inline(always)]
    fn at(self, c: usize, x: usize, y: usize) -> usize {
        c * self.area + y * self.w + x
    }
}

/// Komi for White as the network sees it: the rules' komi, moved by the worth of a
/// draw when the result is a whole number, plus the handicap bonus, plus, under
/// territory scoring, one point for each stone Black has put on the board more than
/// White (the "chill" by which KataGo makes territory and area scores comparable).
fn white_komi(game: &Game, rules: &KataRules) -> f32 {
    let mut komi = rules.komi;
    let whole = rules.komi.fract() == 0.0;
    if whole != rules.button {
        komi += rules.draw_equivalent_wins_for_white - 0.5;
    }
    let start = Start::of(game);
    if rules.territory {
        let mut chill = start.black as i64 - start.white as i64;
        for a in &game.history()[start.since..] {
            match a {
                Action::Play(crate::Color::Black, _) => chill += 1,
                Action::Play(crate::Color::White, _) => chill -= 1,
                _ => {}
            }
        }
        komi += chill as f32;
    }
    komi + handicap_bonus(game, &start, rules.white_handicap_bonus) as f32
}

/// Where KataGo's history of the game starts: at the start with the handicap stones,
/// or at the last setup or side-to-move setting (a new position, as KataGo's GTP
/// `set_position` starts one).
struct Start {
    /// Stones on the board there.
    black: u32,
    white: u32,
    /// The index in the record of its first action after it.
    since: usize,
}

impl Start {
    fn of(game: &Game) -> Start {
        let history = game.history();
        let Some(at) = history
            .iter()
            .rposition(|a| matches!(a, Action::Setup(_) | Action::SetToMove(_)))
        else {
            return Start {
                black: game.handicap_stones(),
                white: 0,
                since: 0,
            };
        };
        // The stones now, with every move since taken back.
        let board = game.board();
        let mut counts = [
            board.stone_count(crate::Color::Black) as i64,
            board.stone_count(crate::Color::White) as i64,
        ];
        for back in 0..history.len() - at - 1 {
            let Some(r) = game.recent_action(back) else {
                break;
            };
            if let Action::Play(c, _) = r.action {
                let (own, other) = (c.index(), c.opponent().index());
                counts[own] += r.suicided.len() as i64 - 1;
                counts[other] += r.captured.len() as i64;
            }
        }
        Start {
            black: counts[crate::Color::Black.index()].max(0) as u32,
            white: counts[crate::Color::White.index()].max(0) as u32,
            since: at + 1,
        }
    }
}

/// KataGo's count of handicap stones: the stones on the starting board if all are
/// Black's, plus Black's moves before White's first (a free placement played as
/// moves; a lone White pass between them does not end it), if more than one in all.
fn handicap_bonus(game: &Game, start: &Start, rule: HandicapCompensation) -> u32 {
    if rule == HandicapCompensation::None || start.white > 0 {
        return 0;
    }
    let mut black_turns = 0;
    let mut moves = game.history()[start.since..]
        .iter()
        .filter_map(|a| match *a {
            Action::Play(c, p) => Some((c, Some(p))),
            Action::Pass(c) => Some((c, None)),
            _ => None,
        })
        .peekable();
    while let Some((color, p)) = moves.next() {
        if color != crate::Color::Black {
            if moves.peek().is_some_and(|&(c, _)| c != crate::Color::Black) {
                black_turns = 0;
                break;
            }
            if p.is_none() {
                continue;
            }
            break;
        }
        if p.is_some() {
            black_turns += 1;
        }
    }
    let stones = start.black + black_turns;
    if stones <= 1 {
        return 0;
    }
    rule.points(stones)
}

/// KataGo's parity feature: how far the komi for the side to move is above the
/// nearest komi below it that allows a draw on this board, folded into a triangle
/// wave of period 2 that rises around the drawable komi.
fn komi_wave(self_komi: f32, area: usize) -> f32 {
    let floor = if area.is_multiple_of(2) {
        (self_komi / 2.0).floor() * 2.0
    } else {
        ((self_komi - 1.0) / 2.0).floor() * 2.0 + 1.0
    };
    let delta = (self_komi - floor).clamp(0.0, 2.0);
    if delta < 0.5 {
        delta
    } else if delta < 1.5 {
        1.0 - delta
    } else {
        delta - 2.0
    }
}

/// The last moves of the game, newest first, as KataGo's history holds them: only
/// since the last setup, and only one move from before play was resumed.
struct RecentMoves {
    moves: [(u8, Option<Point>); 5],
    len: usize,
}

impl RecentMoves {
    fn of(game: &Game) -> RecentMoves {
        let mut r = RecentMoves {
            moves: [(EMPTY, None); 5],
            len: 0,
        };
        let mut limit = 5;
        for a in game.history().iter().rev() {
            if r.len >= limit {
                break;
            }
            match *a {
                Action::Play(c, p) => {
                    r.moves[r.len] = (c.cell(), Some(p));
                    r.len += 1;
                }
                Action::Pass(c) => {
                    r.moves[r.len] = (c.cell(), None);
                    r.len += 1;
                }
                // A move after the end keeps one move of the history before it.
                Action::Resume | Action::NoResult | Action::Resign(_) => limit = r.len + 1,
                Action::Setup(_) | Action::SetToMove(_) => break,
            }
        }
        r
    }
}

/// A chain id for "no chain".
const NO_CHAIN: u16 = u16::MAX;
/// The most chains a board can have.
const MAX_CHAINS: usize = MAX_SIZE * MAX_SIZE;
/// Stones a ladder search may remove along one line of play before it gives up.
const REMOVED_CAP: usize = 4096;
/// Entries of a ladder search's move lists along one line of play before it gives up.
const MOVES_CAP: usize = 8192;
/// KataGo's limit on the moves a ladder search plays.
const LADDER_NODE_BUDGET: u32 = 25_000;
/// The deepest a ladder search can go: KataGo's `area * 3 / 2 + 1` on 25×25.
const MAX_DEPTH: usize = MAX_SIZE * MAX_SIZE * 3 / 2 + 2;

/// The chains of a grid: an id for every stone and each chain's liberties.
struct Chains {
    id: [u16; MAX_CELLS],
    libs: [u16; MAX_CHAINS],
    count: usize,
}

impl Chains {
    fn new() -> Chains {
        Chains {
            id: [NO_CHAIN; MAX_CELLS],
            libs: [0; MAX_CHAINS],
            count: 0,
        }
    }

    /// Liberties of the chain through the stone at `p`.
    fn libs_at(&self, p: Point) -> usize {
        self.libs[self.id[p] as usize] as usize
    }
}

/// The working space of ladder searches, made once per [`fill`]: the move lists
/// and the moves played along the current line, and room for a chain's stones.
struct Search {
    buf: [u16; MOVES_CAP],
    list_start: [u16; MAX_DEPTH],
    list_len: [u16; MAX_DEPTH],
    list_cur: [i32; MAX_DEPTH],
    played: [Played; MAX_DEPTH],
    stones: [u16; MAX_CELLS],
}

impl Search {
    fn new() -> Search {
        Search {
            buf: [0; MOVES_CAP],
            list_start: [0; MAX_DEPTH],
            list_len: [0; MAX_DEPTH],
            list_cur: [-1; MAX_DEPTH],
            played: [Played::default(); MAX_DEPTH],
            stones: [0; MAX_CELLS],
        }
    }
}

/// One move played by a ladder search, for undo.
#[derive(Clone, Copy, Default)]
struct Played {
    point: u16,
    ko_before: u16,
    removed_start: u16,
}

/// A board of cells in tengen's padded layout (`(y + 1) * (width + 1) + x`, with
/// border cells around), which the ladder search plays on and takes back, and the
/// scratch space of its flood fills. Chains are found by flood fill when needed.
struct Grid {
    stride: usize,
    width: usize,
    height: usize,
    cells: [u8; MAX_CELLS],
    /// The simple-ko point, 0 for none (cell 0 is a border cell).
    ko: usize,
    marks: [u32; MAX_CELLS],
    stamp: u32,
    todo: [u16; MAX_CELLS],
    /// Chains already looked at by a caller of [`Grid::atari_liberty`].
    seen: [u32; MAX_CELLS],
    seen_stamp: u32,
    removed: [u16; REMOVED_CAP],
    removed_len: usize,
}

impl Grid {
    fn new(board: &Board, ko: Option<Point>) -> Grid {
        let mut cells = [BORDER; MAX_CELLS];
        for (i, c) in cells.iter_mut().enumerate().take(board.padded_len()) {
            *c = board.cell(i);
        }
        Grid {
            stride: board.stride(),
            width: board.width(),
            height: board.height(),
            cells,
            ko: ko.unwrap_or(0),
            marks: [0; MAX_CELLS],
            stamp: 0,
            todo: [0; MAX_CELLS],
            seen: [0; MAX_CELLS],
            seen_stamp: 0,
            removed: [0; REMOVED_CAP],
            removed_len: 0,
        }
    }

    /// Cells in use (the padded board).
    fn len(&self) -> usize {
        (self.height + 2) * self.stride
    }

    #[inline(always)]
    fn neighbors(&self, p: usize) -> [usize; 4] {
        [p - self.stride, p - 1, p + 1, p + self.stride]
    }

    /// Takes back the game's last `moves` stones and passes (a game rebuilt from its
    /// record: see [`Game::recent_action`]).
    fn rewind(&mut self, game: &Game, moves: usize) {
        self.rewind_from(game, 0, moves);
    }

    /// Takes back the game's moves from the `from`th last (the grid being the board
    /// after it) until `to` moves are taken back.
    fn rewind_from(&mut self, game: &Game, from: usize, to: usize) {
        let mut seen = 0;
        let mut back = 0;
        while seen < to {
            let Some(r) = game.recent_action(back) else {
                return;
            };
            back += 1;
            let is_move = matches!(r.action, Action::Play(..) | Action::Pass(_));
            if seen >= from {
                if let Action::Play(c, p) = r.action {
                    for &s in r.suicided {
                        self.cells[s] = c.cell();
                    }
                    for &s in r.captured {
                        self.cells[s] = c.opponent().cell();
                    }
                    self.cells[p] = EMPTY;
                }
                self.ko = r.ko_before.unwrap_or(0);
            }
            if is_move {
                seen += 1;
            }
        }
    }

    /// A fresh pair of marks: one for stones, one for liberties.
    fn fresh_marks(&mut self) -> (u32, u32) {
        if self.stamp >= u32::MAX - 2 {
            self.marks.fill(0);
            self.stamp = 0;
        }
        self.stamp += 2;
        (self.stamp - 1, self.stamp)
    }

    /// Labels the chains of the grid as it stands.
    fn label(&mut self, chains: &mut Chains) {
        chains.id.fill(NO_CHAIN);
        chains.count = 0;
        for y in 0..self.height {
            for x in 0..self.width {
                let p = (y + 1) * self.stride + x;
                let c = self.cells[p];
                if (c != BLACK && c != WHITE) || chains.id[p] != NO_CHAIN {
                    continue;
                }
                let id = chains.count as u16;
                chains.count += 1;
                let mut libs = 0;
                self.walk_chain(
                    p,
                    |q| chains.id[q] = id,
                    |_| {
                        libs += 1;
                        true
                    },
                );
                chains.libs[id as usize] = libs;
            }
        }
    }

    /// Walks the chain through the stone at `p` (fresh marks): `stone(q)` once for
    /// each of its stones, `liberty(n)` once for each of its liberties, which ends the
    /// walk by answering false. Returns whether the walk went to its end.
    fn walk_chain(
        &mut self,
        p: usize,
        mut stone: impl FnMut(usize),
        mut liberty: impl FnMut(usize) -> bool,
    ) -> bool {
        let c = self.cells[p];
        let (stone_mark, lib_mark) = self.fresh_marks();
        let mut top = 1;
        self.todo[0] = p as u16;
        self.marks[p] = stone_mark;
        while top > 0 {
            top -= 1;
            let q = self.todo[top] as usize;
            stone(q);
            for n in self.neighbors(q) {
                let nc = self.cells[n];
                if nc == c && self.marks[n] != stone_mark {
                    self.marks[n] = stone_mark;
                    self.todo[top] = n as u16;
                    top += 1;
                } else if nc == EMPTY && self.marks[n] != lib_mark {
                    self.marks[n] = lib_mark;
                    if !liberty(n) {
                        return false;
                    }
                }
            }
        }
        true
    }

    /// Liberties of the chain through the stone at `p`, counted up to `cap`.
    fn libs_of(&mut self, p: usize, cap: usize) -> usize {
        let mut libs = 0;
        self.walk_chain(
            p,
            |_| {},
            |_| {
                libs += 1;
                libs < cap
            },
        );
        libs
    }

    /// The stones of the chain through `p`, into `out`; returns how many.
    fn stones_into(&mut self, p: usize, out: &mut [u16]) -> usize {
        let mut n_out = 0;
        self.walk_chain(
            p,
            |q| {
                out[n_out] = q as u16;
                n_out += 1;
            },
            |_| true,
        );
        n_out
    }

    /// Appends to `buf` (from `at`) the liberties of the chain through `p` that are
    /// not already in `buf[start..at]`; returns how many were added, or `None` if
    /// `buf` is full.
    fn liberties_into(
        &mut self,
        p: usize,
        buf: &mut [u16],
        start: usize,
        at: usize,
    ) -> Option<usize> {
        let mut added = 0;
        let complete = self.walk_chain(
            p,
            |_| {},
            |n| {
                if buf[start..at].contains(&(n as u16)) {
                    return true;
                }
                match buf.get_mut(at + added) {
                    Some(slot) => {
                        *slot = n as u16;
                        added += 1;
                        true
                    }
                    None => false,
                }
            },
        );
        complete.then_some(added)
    }

    /// Appends to `buf` the moves that capture an opposing chain in atari next to the
    /// chain through `p` (each such chain's last liberty), skipping those already in
    /// `buf[start..at]`; returns how many were added, or `None` if `buf` is full.
    fn captures_into(
        &mut self,
        p: usize,
        buf: &mut [u16],
        start: usize,
        at: usize,
        stones: &mut [u16; MAX_CELLS],
    ) -> Option<usize> {
        let opp = BLACK + WHITE - self.cells[p];
        let n = self.stones_into(p, stones);
        let seen = self.fresh_seen();
        let mut added = 0;
        for &s in &stones[..n] {
            for a in self.neighbors(s as usize) {
                if self.cells[a] == opp && self.seen[a] != seen {
                    if let Some(lib) = self.atari_liberty(a, seen) {
                        if !buf[start..at + added].contains(&(lib as u16)) {
                            *buf.get_mut(at + added)? = lib as u16;
                            added += 1;
                        }
                    }
                }
            }
        }
        Some(added)
    }

    /// A fresh mark for [`Grid::atari_liberty`]'s chains seen.
    fn fresh_seen(&mut self) -> u32 {
        if self.seen_stamp == u32::MAX {
            self.seen.fill(0);
            self.seen_stamp = 0;
        }
        self.seen_stamp += 1;
        self.seen_stamp
    }

    /// The last liberty of the chain through `p` if it has one only; marks every
    /// stone of the chain with `seen`, so that a caller looks at each chain once.
    fn atari_liberty(&mut self, p: usize, seen: u32) -> Option<usize> {
        let c = self.cells[p];
        let (_, lib) = self.fresh_marks();
        let mut libs = 0;
        let mut last = 0;
        let mut top = 1;
        self.todo[0] = p as u16;
        self.seen[p] = seen;
        while top > 0 {
            top -= 1;
            let q = self.todo[top] as usize;
            for n in self.neighbors(q) {
                let nc = self.cells[n];
                if nc == c && self.seen[n] != seen {
                    self.seen[n] = seen;
                    self.todo[top] = n as u16;
                    top += 1;
                } else if nc == EMPTY && self.marks[n] != lib {
                    self.marks[n] = lib;
                    libs += 1;
                    last = n;
                }
            }
        }
        (libs == 1).then_some(last)
    }

    /// Whether a chain next to the chain through `p` is in atari.
    fn has_captures(&mut self, p: usize, stones: &mut [u16; MAX_CELLS]) -> bool {
        let opp = BLACK + WHITE - self.cells[p];
        let n = self.stones_into(p, stones);
        let seen = self.fresh_seen();
        for &s in &stones[..n] {
            for a in self.neighbors(s as usize) {
                if self.cells[a] == opp
                    && self.seen[a] != seen
                    && self.atari_liberty(a, seen).is_some()
                {
                    return true;
                }
            }
        }
        false
    }

    /// Empty neighbours of `p`.
    fn immediate_libs(&self, p: usize) -> usize {
        self.neighbors(p)
            .iter()
            .filter(|&&n| self.cells[n] == EMPTY)
            .count()
    }

    /// A move of `color` at the empty `p` would have no liberty and capture nothing.
    fn is_suicide(&mut self, p: usize, color: u8) -> bool {
        let opp = BLACK + WHITE - color;
        if self.immediate_libs(p) > 0 {
            return false;
        }
        for n in self.neighbors(p) {
            let c = self.cells[n];
            if (c == color && self.libs_of(n, 2) >= 2) || (c == opp && self.libs_of(n, 2) == 1) {
                return false;
            }
        }
        true
    }

    /// Whether `color` may play at `p` in a ladder search: empty, not the ko point,
    /// not suicide (a suicide never helps either side of a ladder).
    fn is_legal(&mut self, p: usize, color: u8) -> bool {
        self.cells[p] == EMPTY && p != self.ko && !self.is_suicide(p, color)
    }

    /// Plays a legal move (no suicide); returns what undo needs, or `None` if the
    /// record of removed stones is full (nothing is played then).
    fn play(&mut self, p: usize, color: u8) -> Option<Played> {
        let opp = BLACK + WHITE - color;
        let start = self.removed_len;
        self.cells[p] = color;
        let mut last = 0;
        for n in self.neighbors(p) {
            if self.cells[n] == opp && self.libs_of(n, 1) == 0 {
                let mut stones = [0u16; MAX_CELLS];
                let k = self.stones_into(n, &mut stones);
                if self.removed_len + k > REMOVED_CAP {
                    // Put back what this move took and give up.
                    for &s in &self.removed[start..self.removed_len] {
                        self.cells[s as usize] = opp;
                    }
                    self.removed_len = start;
                    self.cells[p] = EMPTY;
                    return None;
                }
                for &s in &stones[..k] {
                    self.cells[s as usize] = EMPTY;
                    self.removed[self.removed_len] = s;
                    self.removed_len += 1;
                }
                last = n;
            }
        }
        let played = Played {
            point: p as u16,
            ko_before: self.ko as u16,
            removed_start: start as u16,
        };
        let alone = self.neighbors(p).iter().all(|&n| self.cells[n] != color);
        self.ko = if self.removed_len - start == 1 && alone && self.immediate_libs(p) == 1 {
            last
        } else {
            0
        };
        Some(played)
    }

    /// Takes back a move of [`Grid::play`].
    fn undo(&mut self, played: Played) {
        let p = played.point as usize;
        let opp = BLACK + WHITE - self.cells[p];
        let start = played.removed_start as usize;
        for i in start..self.removed_len {
            let s = self.removed[i] as usize;
            self.cells[s] = opp;
        }
        self.removed_len = start;
        self.cells[p] = EMPTY;
        self.ko = played.ko_before as usize;
    }

    /// Bounds on the liberties a stone of `color` at `p` would have (KataGo's quick
    /// estimate, counting a chain met from two sides twice).
    fn libs_after_bounds(&mut self, p: usize, color: u8) -> (usize, usize) {
        let opp = BLACK + WHITE - color;
        let (mut immediate, mut caps, mut from_caps, mut conn, mut max_conn) = (0, 0, 0, 0, 0);
        for n in self.neighbors(p) {
            let c = self.cells[n];
            if c == EMPTY {
                immediate += 1;
            } else if c == opp {
                if self.libs_of(n, 2) == 1 {
                    caps += 1;
                    let mut stones = [0u16; MAX_CELLS];
                    from_caps += self.stones_into(n, &mut stones);
                }
            } else if c == color {
                // Four liberties decide both bounds' tests (lower >= 3, upper <= 1).
                let l = self.libs_of(n, 4) - 1;
                conn += l;
                max_conn = max_conn.max(l);
            }
        }
        (caps + max_conn.max(immediate), immediate + from_caps + conn)
    }

    /// The liberties a stone of `color` at `p` would have, up to `max` (KataGo's
    /// count: a captured chain gives back the stones next to the new stone or to the
    /// chains it joins).
    fn libs_after(&mut self, p: usize, color: u8, max: usize) -> usize {
        let opp = BLACK + WHITE - color;
        let mut libs = [0u16; MAX_CELLS];
        let mut n_libs = 0;
        // Stones of the chains the move would capture.
        let mut captured = [0u16; MAX_CELLS];
        let mut n_captured = 0;
        for n in self.neighbors(p) {
            let c = self.cells[n];
            if c == EMPTY {
                libs[n_libs] = n as u16;
                n_libs += 1;
                if n_libs >= max {
                    return max;
                }
            } else if c == opp && self.libs_of(n, 2) == 1 {
                libs[n_libs] = n as u16;
                n_libs += 1;
                if n_libs >= max {
                    return max;
                }
                if !captured[..n_captured].contains(&(n as u16)) {
                    n_captured += self.stones_into(n, &mut captured[n_captured..]);
                }
            }
        }
        let mut joined = [0usize; 4];
        let mut n_joined = 0;
        for n in self.neighbors(p) {
            if self.cells[n] != color || joined[..n_joined].contains(&n) {
                continue;
            }
            let mut stones = [0u16; MAX_CELLS];
            let k = self.stones_into(n, &mut stones);
            // Remember every neighbour of the new stone in this chain as seen.
            for m in self.neighbors(p) {
                if stones[..k].contains(&(m as u16)) {
                    joined[n_joined] = m;
                    n_joined += 1;
                }
            }
            for &s in &stones[..k] {
                for q in self.neighbors(s as usize) {
                    let empty_after = self.cells[q] == EMPTY
                        || (self.cells[q] == opp && captured[..n_captured].contains(&(q as u16)));
                    if q != p && empty_after && !libs[..n_libs].contains(&(q as u16)) {
                        libs[n_libs] = q as u16;
                        n_libs += 1;
                        if n_libs >= max {
                            return max;
                        }
                    }
                }
            }
        }
        n_libs
    }

    /// `color` at the empty `p` would take a ko: every neighbour is an opposing stone
    /// or the edge, and exactly one of them, a lone stone, is in atari.
    fn would_be_ko_capture(&mut self, p: usize, color: u8) -> bool {
        if self.cells[p] != EMPTY {
            return false;
        }
        let opp = BLACK + WHITE - color;
        let mut capturable = 0;
        for n in self.neighbors(p) {
            let c = self.cells[n];
            if c != BORDER && c != opp {
                return false;
            }
            if c == opp && self.libs_of(n, 2) == 1 {
                if capturable != 0 {
                    return false;
                }
                capturable = n;
            }
        }
        if capturable == 0 {
            return false;
        }
        self.neighbors(capturable)
            .iter()
            .all(|&n| self.cells[n] != opp)
    }

    /// Heuristic worth of joining the chains next to `p` for `color`: for each
    /// neighbour of `color` (a chain met twice counts twice) with more than one
    /// liberty, twice its liberties minus 3.
    fn connection_libs_x2(&mut self, p: usize, color: u8) -> usize {
        let mut sum = 0;
        for n in self.neighbors(p) {
            if self.cells[n] == color {
                let l = self.libs_of(n, usize::MAX);
                if l > 1 {
                    sum += l * 2 - 3;
                }
            }
        }
        sum
    }

    /// Whether the chain through `loc` (with 1 liberty, or 2 and `defender_first`
    /// false) is captured in a ladder: the attacker always ataris, the defender
    /// extends or captures, and a chain reaching 3 liberties (or a ko) escapes.
    /// KataGo's search, with its budget of moves and its depth limit. If this grid's
    /// fixed buffers run out (far beyond any real ladder), the answer is no ladder,
    /// as when the budget runs out.
    fn ladder_captured(&mut self, search: &mut Search, loc: usize, defender_first: bool) -> bool {
        let libs = self.libs_of(loc, 3);
        if libs > 2 || (defender_first && libs > 1) {
            return false;
        }
        let pla = self.cells[loc];
        let opp = BLACK + WHITE - pla;
        let ko_saved = self.ko;
        if defender_first {
            self.ko = 0;
        }
        let stack_size = self.width * self.height * 3 / 2 + 1;
        let Search {
            buf,
            list_start,
            list_len,
            list_cur,
            played,
            stones,
        } = search;
        list_cur[0] = -1;
        list_start[0] = 0;
        list_len[0] = 0;
        let mut idx: isize = 0;
        let mut nodes = 0;
        let mut ret = false;
        let mut from_deeper = false;
        loop {
            if idx < 0 {
                self.ko = ko_saved;
                return ret;
            }
            let i = idx as usize;
            if i >= stack_size - 1 {
                ret = true;
                from_deeper = true;
                idx -= 1;
                continue;
            }
            if nodes >= LADDER_NODE_BUDGET {
                // Out of budget: take everything back and call it no ladder. (As in
                // KataGo, the ko point is left as the first move's undo set it.)
                for &m in played[..i].iter().rev() {
                    self.undo(m);
                }
                return false;
            }
            let defender = i.is_multiple_of(2) == defender_first;
            if list_cur[i] == -1 {
                let libs = self.libs_of(loc, 3);
                let decided = if !defender && libs <= 1 {
                    Some(true)
                } else if (defender && (libs >= 2 || self.ko != 0)) || libs >= 3 {
                    Some(false)
                } else {
                    None
                };
                if let Some(r) = decided {
                    ret = r;
                    from_deeper = true;
                    idx -= 1;
                    continue;
                }
                let start = list_start[i] as usize;
                let mut n;
                if defender {
                    let Some(caps) = self.captures_into(loc, buf, start, start, stones) else {
                        return self.give_up(&played[..i], ko_saved);
                    };
                    let Some(more) = self.liberties_into(loc, buf, start, start + caps) else {
                        return self.give_up(&played[..i], ko_saved);
                    };
                    n = caps + more;
                    let (lower, upper) = self.libs_after_bounds(buf[start + n - 1] as usize, pla);
                    if lower >= 3 {
                        ret = false;
                        from_deeper = true;
                        idx -= 1;
                        continue;
                    }
                    if n == 1 && upper <= 1 {
                        ret = true;
                        from_deeper = true;
                        idx -= 1;
                        continue;
                    }
                } else {
                    let Some(k) = self.liberties_into(loc, buf, start, start) else {
                        return self.give_up(&played[..i], ko_saved);
                    };
                    n = k;
                    let (m0, m1) = (buf[start] as usize, buf[start + 1] as usize);
                    let mut libs0 = self.immediate_libs(m0);
                    let mut libs1 = self.immediate_libs(m1);
                    // Both liberties ko mouths that connecting does not widen, and no
                    // attacking stone in atari: a double ko the defender loses.
                    if libs0 == 0
                        && libs1 == 0
                        && self.would_be_ko_capture(m0, opp)
                        && self.would_be_ko_capture(m1, opp)
                        && self.libs_after(m0, pla, 3) <= 2
                        && self.libs_after(m1, pla, 3) <= 2
                        && !self.has_captures(loc, stones)
                    {
                        ret = true;
                        from_deeper = true;
                        idx -= 1;
                        continue;
                    }
                    if !self.adjacent(m0, m1) {
                        if libs0 >= 3 && libs1 >= 3 {
                            ret = false;
                            from_deeper = true;
                            idx -= 1;
                            continue;
                        } else if libs0 >= 3 {
                            n = 1;
                        } else if libs1 >= 3 {
                            buf[start] = m1 as u16;
                            n = 1;
                        }
                    }
                    if n > 1 {
                        libs0 = libs0 * 2 + self.connection_libs_x2(m0, pla);
                        libs1 = libs1 * 2 + self.connection_libs_x2(m1, pla);
                        if libs1 > libs0 {
                            buf.swap(start, start + 1);
                        }
                    }
                }
                list_len[i] = n as u16;
                list_cur[i] = 0;
            } else {
                if from_deeper {
                    self.undo(played[i]);
                }
                if (defender && !ret) || (!defender && ret) {
                    from_deeper = true;
                    idx -= 1;
                    continue;
                }
                list_cur[i] += 1;
            }
            if list_cur[i] >= list_len[i] as i32 {
                ret = defender;
                from_deeper = true;
                idx -= 1;
                continue;
            }
            let mv = buf[list_start[i] as usize + list_cur[i] as usize] as usize;
            let color = if defender { pla } else { opp };
            if !self.is_legal(mv, color) {
                ret = defender;
                from_deeper = false;
                continue;
            }
            let Some(m) = self.play(mv, color) else {
                return self.give_up(&played[..i], ko_saved);
            };
            played[i] = m;
            nodes += 1;
            idx += 1;
            let j = idx as usize;
            list_cur[j] = -1;
            list_start[j] = list_start[i] + list_len[i];
            list_len[j] = 0;
        }
    }

    /// A search that ran out of this grid's buffers: takes back its moves and
    /// answers no ladder.
    #[cold]
    fn give_up(&mut self, played: &[Played], ko: usize) -> bool {
        for &m in played.iter().rev() {
            self.undo(m);
        }
        self.ko = ko;
        false
    }

    fn adjacent(&self, a: usize, b: usize) -> bool {
        a + 1 == b || b + 1 == a || a + self.stride == b || b + self.stride == a
    }

    /// Whether the chain through `loc`, with 2 liberties, is captured by a ladder
    /// with the attacker to move; the attacker's first moves that work go into
    /// `working` (returns how many).
    fn ladder_two_libs(
        &mut self,
        search: &mut Search,
        loc: usize,
        working: &mut [usize; 2],
    ) -> usize {
        let mut libs = [0u16; 4];
        if self.libs_of(loc, 3) != 2 || self.liberties_into(loc, &mut libs, 0, 0) != Some(2) {
            return 0;
        }
        let opp = BLACK + WHITE - self.cells[loc];
        let mut n = 0;
        for &m in &libs[..2] {
            let m = m as usize;
            if self.is_legal(m, opp) {
                let Some(played) = self.play(m, opp) else {
                    continue;
                };
                let works = self.ladder_captured(search, loc, true);
                self.undo(played);
                if works {
                    working[n] = m;
                    n += 1;
                }
            }
        }
        n
    }
}

/// Marks channel `channel` on every stone of a chain with 1 or 2 liberties that a
/// ladder captures (KataGo's `iterLadders`); with `working_against`, also channel 17
/// on the moves that ladder a chain of that colour with 2 liberties.
fn iter_ladders(
    grid: &mut Grid,
    search: &mut Search,
    chains: &Chains,
    spatial: &mut [f32],
    plane: Planes,
    channel: usize,
    working_against: Option<u8>,
) {
    // A search that runs out of budget leaves the ko point lifted for the searches
    // after it, as KataGo's copy of the board does; the next call starts afresh.
    let ko = grid.ko;
    // Per chain: 0 not searched, 1 captured, 2 not.
    let mut solved = [0u8; MAX_CHAINS];
    for y in 0..grid.height {
        for x in 0..grid.width {
            let p = (y + 1) * grid.stride + x;
            let c = grid.cells[p];
            if c != BLACK && c != WHITE {
                continue;
            }
            let libs = chains.libs_at(p);
            if libs != 1 && libs != 2 {
                continue;
            }
            let id = chains.id[p] as usize;
            if solved[id] == 0 {
                let mut working = [0usize; 2];
                let captured = if libs == 1 {
                    grid.ladder_captured(search, p, true)
                } else {
                    let n = grid.ladder_two_libs(search, p, &mut working);
                    if working_against == Some(c) {
                        for &m in &working[..n] {
                            let (mx, my) = (m % grid.stride, m / grid.stride - 1);
                            spatial[plane.at(17, mx, my)] = 1.0;
                        }
                    }
                    n > 0
                };
                solved[id] = if captured { 1 } else { 2 };
            }
            if solved[id] == 1 {
                spatial[plane.at(channel, x, y)] = 1.0;
            }
        }
    }
    grid.ko = ko;
}

/// The most regions of points without a stone of one colour.
const MAX_REGIONS: usize = MAX_SIZE * MAX_SIZE;

/// Who owns each point for the area features (KataGo's `calculateArea` with every
/// option on): each colour's pass-alive chains (Benson's algorithm, where a region
/// is vital to a chain if each of its empty points, or each point when multi-stone
/// suicide is legal, touches the chain) and the regions they enclose that have at
/// most one point away from its stones or hold no opposing stone; then the empty
/// regions bordered by one colour only; then every other stone for its colour.
fn area_owners(grid: &mut Grid, chains: &Chains, suicide: bool, owner: &mut [u8; MAX_CELLS]) {
    for color in [BLACK, WHITE] {
        area_for(grid, chains, color, suicide, owner);
    }
    for y in 0..grid.height {
        for x in 0..grid.width {
            let p = (y + 1) * grid.stride + x;
            if owner[p] == EMPTY {
                owner[p] = grid.cells[p];
            }
        }
    }
}

/// One colour's part of [`area_owners`].
fn area_for(grid: &Grid, chains: &Chains, pla: u8, suicide: bool, owner: &mut [u8; MAX_CELLS]) {
    let opp = BLACK + WHITE - pla;
    let cells = &grid.cells;
    let nbrs = |p: usize| grid.neighbors(p);
    let touches_chain = |p: usize, id: u16| {
        nbrs(p)
            .iter()
            .any(|&n| cells[n] == pla && chains.id[n] == id)
    };

    let mut region_of = [u16::MAX; MAX_CELLS];
    let mut points = [0u16; MAX_CELLS];
    let mut n_points = 0;
    let mut start = [0u16; MAX_REGIONS];
    let mut vital = [[0u16; 4]; MAX_REGIONS];
    let mut vital_len = [0u8; MAX_REGIONS];
    let mut internal = [0u8; MAX_REGIONS];
    let mut has_opp = [false; MAX_REGIONS];
    let mut n_regions = 0;
    let mut any_pla = false;

    for y in 0..grid.height {
        for x in 0..grid.width {
            let p = (y + 1) * grid.stride + x;
            if region_of[p] != u16::MAX {
                continue;
            }
            if cells[p] != EMPTY {
                any_pla |= cells[p] == pla;
                continue;
            }
            let r = n_regions;
            n_regions += 1;
            start[r] = n_points as u16;
            // The chains next to the region's first point may find it vital.
            for n in nbrs(p) {
                if cells[n] == pla {
                    let id = chains.id[n];
                    if !vital[r][..vital_len[r] as usize].contains(&id) {
                        vital[r][vital_len[r] as usize] = id;
                        vital_len[r] += 1;
                    }
                }
            }
            // Breadth first over the region, keeping only the chains every point
            // (every empty point, unless suicide is legal) touches.
            region_of[p] = r as u16;
            points[n_points] = p as u16;
            n_points += 1;
            let mut head = start[r] as usize;
            while head < n_points {
                let q = points[head] as usize;
                head += 1;
                if vital_len[r] > 0 && (suicide || cells[q] == EMPTY) {
                    let mut kept = 0;
                    for k in 0..vital_len[r] as usize {
                        let id = vital[r][k];
                        if touches_chain(q, id) {
                            vital[r][kept] = id;
                            kept += 1;
                        }
                    }
                    vital_len[r] = kept as u8;
                }
                if internal[r] < 2 && !nbrs(q).iter().any(|&n| cells[n] == pla) {
                    internal[r] += 1;
                }
                if cells[q] == opp {
                    has_opp[r] = true;
                }
                for n in nbrs(q) {
                    if (cells[n] == EMPTY || cells[n] == opp) && region_of[n] == u16::MAX {
                        region_of[n] = r as u16;
                        points[n_points] = n as u16;
                        n_points += 1;
                    }
                }
            }
        }
    }

    // Benson: drop every chain with fewer than two vital regions, and the regions
    // next to it, until none drops.
    let mut vital_count = [0u16; MAX_CHAINS];
    for r in 0..n_regions {
        for &id in &vital[r][..vital_len[r] as usize] {
            vital_count[id as usize] += 1;
        }
    }
    // The stones of each chain, chain after chain.
    let mut chain_start = [0u16; MAX_CHAINS + 1];
    let mut stones = [0u16; MAX_CELLS];
    for (p, &c) in cells.iter().enumerate().take(grid.len()) {
        if c == BLACK || c == WHITE {
            chain_start[chains.id[p] as usize + 1] += 1;
        }
    }
    for id in 0..chains.count {
        chain_start[id + 1] += chain_start[id];
    }
    let mut fill_at = chain_start;
    for (p, &c) in cells.iter().enumerate().take(grid.len()) {
        if c == BLACK || c == WHITE {
            let id = chains.id[p] as usize;
            stones[fill_at[id] as usize] = p as u16;
            fill_at[id] += 1;
        }
    }
    let mut dead = [false; MAX_CHAINS];
    let mut borders_dead = [false; MAX_REGIONS];
    loop {
        let mut dropped = false;
        for y in 0..grid.height {
            for x in 0..grid.width {
                let p = (y + 1) * grid.stride + x;
                if cells[p] != pla {
                    continue;
                }
                let id = chains.id[p] as usize;
                if dead[id] || vital_count[id] >= 2 {
                    continue;
                }
                // Walk the whole chain: every stone's neighbouring regions.
                dead[id] = true;
                dropped = true;
                for &q in &stones[chain_start[id] as usize..chain_start[id + 1] as usize] {
                    for n in nbrs(q as usize) {
                        let r = region_of[n];
                        if r != u16::MAX && !borders_dead[r as usize] {
                            borders_dead[r as usize] = true;
                            let r = r as usize;
                            for &v in &vital[r][..vital_len[r] as usize] {
                                vital_count[v as usize] -= 1;
                            }
                        }
                    }
                }
            }
        }
        if !dropped {
            break;
        }
    }

    for y in 0..grid.height {
        for x in 0..grid.width {
            let p = (y + 1) * grid.stride + x;
            if cells[p] == pla && !dead[chains.id[p] as usize] {
                owner[p] = pla;
            }
        }
    }
    for r in 0..n_regions {
        let end = if r + 1 < n_regions {
            start[r + 1] as usize
        } else {
            n_points
        };
        let pts = &points[start[r] as usize..end];
        let sure = any_pla && !borders_dead[r] && (internal[r] <= 1 || !has_opp[r]);
        if sure {
            for &q in pts {
                owner[q as usize] = pla;
            }
        } else if any_pla && !has_opp[r] {
            for &q in pts {
                if owner[q as usize] == EMPTY {
                    owner[q as usize] = pla;
                }
            }
        }
    }
}

#[cfg(test)]
#[path = "features_tests.rs"]
mod tests;
