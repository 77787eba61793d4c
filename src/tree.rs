//! A game record with variations: an SGF tree whose every position comes from the
//! rules engine, and a cursor over it.
//!
//! The tree keeps every node's properties as read ([`sgf::Tree`]), so writing it back
//! loses nothing. One [`Game`] follows the cursor: moving down a line applies the
//! node's setup (`AB`, `AW`, `AE`), side to move (`PL`) and move (`B`, `W`, two by
//! one colour in a row if the record says so); moving up undoes them (the game's
//! undo is exact and cheap), so jumping anywhere costs the moves between, not a
//! replay from the start.
//!
//! Reading checks every node of every variation against the rules. By default an
//! illegal move refuses the file ([`TreeError::IllegalMove`], with its move number,
//! path and reason); with [`ReadOptions::keep_illegal`] the record loads anyway: an
//! illegal move is put on the board as Sabaki does (the stone placed, whatever it
//! captures removed, then its own chain if left without liberties), its node is
//! marked, and every problem is listed in [`GameTree::problems`].
//!
//! Rules: `RU` when it names a preset ([`sgf::info::rules`]), else Japanese (simple
//! ko, so that no record of a game played under simple ko is refused for a
//! repetition); komi from `KM` (0 when absent). A root `HA[n]` with exactly `n`
//! black stones in its `AB` (and no other setup) is the handicap, so area counting
//! compensates White for it; any other setup is put on the board as it is. A move
//! after a game ended by two passes resumes play first (disputes are settled by
//! playing on), and under simple ko no repetition ends a record's game (the record
//! says what was played).

use crate::board::Point;
use crate::color::Color;
use crate::game::{Game, Handicap, Illegal, SetupError};
use crate::messages::{cat, decimal};
use crate::rules::{HalfPoints, Preset, Rules};
use crate::sgf::points::{parse_move, parse_point_list, point_list_lenient, point_text, MoveValue};
use crate::sgf::{self, Decoder, GameInfo, Node, Property, SgfError};

mod edit;
pub use edit::{EditError, Markup, Pair};

/// How to read a file.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReadOptions {
    /// Load records with illegal moves, marking them (see the module docs).
    pub keep_illegal: bool,
}

/// Why a record could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TreeError {
    /// The file is not SGF, is malformed, too large, or its board size is not one
    /// tengen plays on.
    Sgf(SgfError),
    /// A move the rules forbid.
    IllegalMove(Problem),
    /// A point off the board, or a value that is not a point.
    Point(Problem),
    /// A setup (`AB`, `AW`, `AE`) that leaves a chain without liberties.
    Setup(Problem),
}

impl TreeError {
    /// The stable code: the [`SgfError`]'s, or `sgf-illegal-move`, `sgf-point`,
    /// `sgf-illegal-setup`.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn code(&self) -> &'static str {
        match self {
            TreeError::Sgf(e) => e.code(),
            TreeError::IllegalMove(p) | TreeError::Point(p) | TreeError::Setup(p) => p.code,
        }
    }

    /// The message in words.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn message(&self) -> String {
        match self {
            TreeError::Sgf(e) => e.message(),
            TreeError::IllegalMove(p) | TreeError::Point(p) | TreeError::Setup(p) => {
                p.message.clone()
            }
        }
    }
}

impl From<SgfError> for TreeError {
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn from(e: SgfError) -> Self {
        TreeError::Sgf(e)
    }
}

/// Something wrong in a record: what, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// `sgf-illegal-move`, `sgf-point`, `sgf-illegal-setup` or
    /// `sgf-missing-semicolon`.
    pub code: &'static str,
    /// In words.
    pub message: String,
    /// The node: child indices from the root.
    pub path: Vec<usize>,
    /// Moves along the path from the root to the node, the node's own included
    /// (the first move is 1).
    pub move_number: u32,
    /// For an illegal move, the rules' reason (`occupied`, `suicide`, `ko`,
    /// `superko`, `game-over`); for a setup, `no-liberties`.
    pub reason: Option<&'static str>,
}

/// A child of the current node, as the list of variations shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Child {
    /// The move's player, if the child has a move.
    pub color: Option<Color>,
    /// The move's point; `None` for a pass or no move.
    pub point: Option<(usize, usize)>,
    /// The child's comment.
    pub comment: Option<String>,
}

/// What we know of each node besides its properties.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Meta {
    /// Moves from the root to here, this node's included.
    move_number: u32,
    /// It holds an illegal move or setup (kept by `keep_illegal`).
    illegal: bool,
    /// What the node does when it is only a legal move (most nodes), so that walking
    /// the tree reads no text.
    step: Step,
}

/// A node's actions, when they are only one legal move or pass.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Step {
    /// Anything else: apply the properties.
    #[default]
    Properties,
    /// A stone.
    Play(Color, Point),
    /// A pass.
    Pass(Color),
}

/// The step of a node with only a move and properties that do nothing on the board.
#[cfg_attr(tengen_nightly, optimize(size))]
fn step_of(node: &Node, game: &Game) -> Step {
    let acts = |id: &str| matches!(id, "AB" | "AW" | "AE" | "PL");
    if node.props.iter().any(|p| acts(&p.id)) {
        return Step::Properties;
    }
    let b = game.board();
    let mut moves = node.props.iter().filter(|p| p.id == "B" || p.id == "W");
    let (Some(_), None) = (moves.next(), moves.next()) else {
        return Step::Properties;
    };
    match node_move(node, b.width(), b.height()) {
        Some((c, Some((x, y)))) => Step::Play(c, b.point_unchecked(x, y)),
        Some((c, None)) => Step::Pass(c),
        None => Step::Properties,
    }
}

/// A game record with variations and a cursor (see the module docs).
#[derive(Clone, Debug)]
pub struct GameTree {
    sgf: sgf::Tree,
    info: GameInfo,
    meta: Vec<Meta>,
    game: Game,
    /// The nodes from the root to the cursor (arena indices).
    line: Vec<usize>,
    /// Child indices from the root to the cursor.
    path: Vec<usize>,
    /// For each node of `line`, the game's history length before its actions.
    marks: Vec<usize>,
    problems: Vec<Problem>,
    node_count: usize,
}

/// Two trees are equal when their records are: the same nodes with the same
/// properties in the same shape (the cursor does not count).
impl PartialEq for GameTree {
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn eq(&self, other: &GameTree) -> bool {
        self.sgf == other.sgf
    }
}

/// What applying a node found wrong.
struct Fault {
    code: &'static str,
    message: String,
    reason: Option<&'static str>,
}

impl GameTree {
    /// An empty record: a root with the game information, no moves.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn new(
        width: usize,
        height: usize,
        rules: Rules,
        handicap: Handicap,
    ) -> Result<GameTree, SetupError> {
        let game = Game::new(width, height, rules, handicap)?;
        let mut root = Node::default();
        let stones = game.handicap_placement();
        if !stones.is_empty() {
            root.set("HA", vec![decimal(stones.len() as i64)]);
            let b = game.board();
            root.set(
                "AB",
                stones
                    .iter()
                    .map(|&p| {
                        let (x, y) = b.xy(p);
                        point_text(x, y)
                    })
                    .collect(),
            );
        }
        normalize_root(&mut root, &game);
        let info = GameInfo::from_root(&root).map_err(|_| SetupError::Size)?;
        let mut sgf = sgf::Tree::new();
        *sgf.root_mut() = root;
        Ok(GameTree {
            sgf,
            info,
            meta: vec![Meta::default()],
            game,
            line: vec![0],
            path: Vec::new(),
            marks: vec![0],
            problems: Vec::new(),
            node_count: 1,
        })
    }

    /// The first game of an SGF text.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn from_sgf(text: &str, options: ReadOptions) -> Result<GameTree, TreeError> {
        let (trees, lenient) = sgf::parse(text)?;
        let first = trees
            .into_iter()
            .next()
            .expect("parse returns a tree or an error");
        let mut tree = GameTree::from_tree(first, options)?;
        tree.note_leniency(&lenient);
        Ok(tree)
    }

    /// The first game of an SGF file's bytes (see [`sgf::decode()`]).
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn from_sgf_bytes(
        bytes: &[u8],
        decoder: &mut dyn Decoder,
        options: ReadOptions,
    ) -> Result<GameTree, TreeError> {
        let decoded = sgf::decode(bytes, decoder)?;
        GameTree::from_sgf(&decoded.text, options)
    }

    /// Every game of an SGF text.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn collection_from_sgf(
        text: &str,
        options: ReadOptions,
    ) -> Result<Vec<GameTree>, TreeError> {
        let (trees, lenient) = sgf::parse(text)?;
        let mut out = Vec::with_capacity(trees.len());
        for t in trees {
            let mut tree = GameTree::from_tree(t, options)?;
            if out.is_empty() {
                tree.note_leniency(&lenient);
            }
            out.push(tree);
        }
        Ok(out)
    }

    #[cfg_attr(tengen_nightly, optimize(size))]
    fn note_leniency(&mut self, lenient: &[sgf::Leniency]) {
        for l in lenient {
            self.problems.push(Problem {
                code: l.code,
                message: cat(&[
                    "the root node has no \";\" (line ",
                    &decimal(l.line as i64),
                    ", column ",
                    &decimal(l.column as i64),
                    "); read as if it had",
                ]),
                path: Vec::new(),
                move_number: 0,
                reason: None,
            });
        }
    }

    /// A tree from a parsed SGF tree, every node checked against the rules.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn from_tree(mut sgf: sgf::Tree, options: ReadOptions) -> Result<GameTree, TreeError> {
        let info = GameInfo::from_root(sgf.root())?;
        let preset = info.rules.unwrap_or(Preset::Japanese);
        // A record replays what was played: under simple ko a repeated position
        // (passes after passes, a triple ko played on) does not end it.
        let rules = Rules {
            komi: info.komi,
            repetition_limit: u32::MAX,
            ..Rules::preset(preset)
        };
        let root = sgf.root();
        let handicap = root_handicap(root, &info);
        let game = Game::new(info.width, info.height, rules, handicap.clone())
            .or_else(|_| Game::new(info.width, info.height, rules, Handicap::None))
            .map_err(|_| SgfError::BoardSize("the board size is not playable".into()))?;
        let handicap_taken = !game.handicap_placement().is_empty();
        // The root written down as read (normalize_root): the same information, with
        // the preset named when there was no `RU`.
        let mut info = info;
        if sgf.root().prop("RU").is_none() {
            info.rules = Some(preset);
        }
        normalize_root(sgf.root_mut(), &game);
        let mut tree = GameTree::unchecked(sgf, info, game);
        tree.check_all(options.keep_illegal, handicap_taken)?;
        Ok(tree)
    }

    /// A tree of `sgf` at its root, its nodes not yet checked (`check_all` does that).
    fn unchecked(sgf: sgf::Tree, info: GameInfo, game: Game) -> GameTree {
        let n = sgf.len();
        GameTree {
            sgf,
            info,
            meta: vec![Meta::default(); n],
            game,
            line: vec![0],
            path: Vec::new(),
            marks: vec![0],
            problems: Vec::new(),
            node_count: n,
        }
    }

    /// A tree of `sgf` played under `rules` (not read from `RU`, which is written
    /// from their preset where absent), every node checked: how the solver writes its
    /// proofs as records (`crate::solve::record`), under the rules they were proved in.
    pub(crate) fn with_rules(mut sgf: sgf::Tree, rules: Rules) -> Result<GameTree, TreeError> {
        let rules = Rules {
            repetition_limit: u32::MAX,
            ..rules
        };
        let (w, h) = {
            let info = GameInfo::from_root(sgf.root())?;
            (info.width, info.height)
        };
        let game = Game::new(w, h, rules, Handicap::None)
            .map_err(|_| SgfError::BoardSize("the board size is not playable".into()))?;
        normalize_root(sgf.root_mut(), &game);
        let info = GameInfo::from_root(sgf.root())?;
        let mut tree = GameTree::unchecked(sgf, info, game);
        tree.check_all(false, false)?;
        Ok(tree)
    }

    /// Walks every node depth first (without recursion), applying and undoing each,
    /// to check it and to number its moves; leaves the game at the root.
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn check_all(&mut self, keep: bool, handicap_taken: bool) -> Result<(), TreeError> {
        enum Walk {
            Enter(usize),
            Leave(usize),
        }
        let mut stack = vec![Walk::Enter(0)];
        let mut root_mark = 0;
        while let Some(step) = stack.pop() {
            match step {
                Walk::Enter(i) => {
                    let mark = self.game.history().len();
                    let parent_moves = self
                        .sgf
                        .node(i)
                        .parent
                        .map_or(0, |p| self.meta[p].move_number);
                    let skip_handicap = i == 0 && handicap_taken;
                    let step = step_of(self.sgf.node(i), &self.game);
                    let (moves, fault) = apply(&mut self.game, self.sgf.node(i), skip_handicap);
                    if fault.is_none() && i != 0 {
                        self.meta[i].step = step;
                    }
                    self.meta[i].move_number = parent_moves + moves;
                    if let Some(f) = fault {
                        let problem = Problem {
                            code: f.code,
                            message: f.message,
                            path: self.path_of(i),
                            move_number: self.meta[i].move_number,
                            reason: f.reason,
                        };
                        if !keep {
                            return Err(match problem.code {
                                "sgf-point" => TreeError::Point(problem),
                                "sgf-illegal-setup" => TreeError::Setup(problem),
                                _ => TreeError::IllegalMove(problem),
                            });
                        }
                        self.meta[i].illegal = true;
                        self.problems.push(problem);
                    }
                    if i == 0 {
                        root_mark = mark;
                        continue_children(&mut stack, self.sgf.node(i), Walk::Enter);
                        continue;
                    }
                    stack.push(Walk::Leave(mark));
                    continue_children(&mut stack, self.sgf.node(i), Walk::Enter);
                }
                Walk::Leave(mark) => {
                    self.game.truncate(mark);
                }
            }
        }
        self.marks = vec![root_mark];
        Ok(())
    }

    /// The child indices from the root to arena node `i`.
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn path_of(&self, mut i: usize) -> Vec<usize> {
        let mut path = Vec::new();
        while let Some(p) = self.sgf.node(i).parent {
            let k = self
                .sgf
                .node(p)
                .children
                .iter()
                .position(|&c| c == i)
                .unwrap_or(0);
            path.push(k);
            i = p;
        }
        path.reverse();
        path
    }

    /// The game information of the root.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn info(&self) -> &GameInfo {
        &self.info
    }

    /// The SGF tree: every node's properties.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn sgf(&self) -> &sgf::Tree {
        &self.sgf
    }

    /// The record as an `FF[4]` file in UTF-8.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn to_sgf(&self) -> String {
        let mut out = String::new();
        sgf::write_tree(&self.sgf, &mut out);
        out
    }

    /// Everything read leniently or kept although illegal.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn problems(&self) -> &[Problem] {
        &self.problems
    }

    /// The game at the cursor.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The node at the cursor.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn node(&self) -> &Node {
        self.sgf.node(self.cursor())
    }

    /// The cursor's arena index.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn cursor(&self) -> usize {
        *self.line.last().expect("the line holds the root")
    }

    /// Whether the node at the cursor holds an illegal move or setup, kept.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn is_illegal(&self) -> bool {
        self.meta[self.cursor()].illegal
    }

    /// The child indices from the root to the cursor.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn path(&self) -> &[usize] {
        &self.path
    }

    /// Moves from the root to the cursor.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn move_number(&self) -> u32 {
        self.meta[self.cursor()].move_number
    }

    /// Nodes in the tree.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn node_count(&self) -> usize {
        self.node_count
    }

    /// The children of the cursor, the main line first.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn children(&self) -> Vec<Child> {
        let (w, h) = (self.info.width, self.info.height);
        self.node()
            .children
            .iter()
            .map(|&c| {
                let node = self.sgf.node(c);
                let mv = node_move(node, w, h);
                Child {
                    color: mv.map(|m| m.0),
                    point: mv.and_then(|m| m.1),
                    comment: node.get("C").map(str::to_string),
                }
            })
            .collect()
    }

    /// The move of the node at the cursor: its player and point (`None`: a pass).
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn current_move(&self) -> Option<(Color, Option<(usize, usize)>)> {
        node_move(self.node(), self.info.width, self.info.height)
    }

    /// To the child `variation` of the cursor; `false` if there is none.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn next(&mut self, variation: usize) -> bool {
        let Some(&c) = self.node().children.get(variation) else {
            return false;
        };
        self.enter(c, variation);
        true
    }

    #[cfg_attr(tengen_nightly, optimize(size))]
    fn enter(&mut self, child: usize, index: usize) {
        self.marks.push(self.game.history().len());
        let done = match self.meta[child].step {
            Step::Play(c, p) => {
                self.game.resume();
                self.game.play_as(c, p).is_ok()
            }
            Step::Pass(c) => {
                self.game.resume();
                self.game.pass_as(c).is_ok()
            }
            Step::Properties => false,
        };
        if !done {
            apply(&mut self.game, self.sgf.node(child), false);
        }
        self.line.push(child);
        self.path.push(index);
    }

    /// To the parent; `false` at the root.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn previous(&mut self) -> bool {
        if self.line.len() < 2 {
            return false;
        }
        self.back_to(self.line.len() - 2);
        true
    }

    /// Back to the node at depth `depth` of the current line (0: the root).
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn back_to(&mut self, depth: usize) {
        if depth + 1 >= self.line.len() {
            return;
        }
        self.game.truncate(self.marks[depth + 1]);
        self.line.truncate(depth + 1);
        self.marks.truncate(depth + 1);
        self.path.truncate(depth);
    }

    /// To the root; `false` if already there.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn first(&mut self) -> bool {
        let moved = self.line.len() > 1;
        self.back_to(0);
        moved
    }

    /// To the end of the line through the cursor (first children); `false` if the
    /// cursor has no child.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn last(&mut self) -> bool {
        let mut moved = false;
        while self.next(0) {
            moved = true;
        }
        moved
    }

    /// To the node at `path` (child indices from the root); `false`, moving
    /// nothing, if there is no such node.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn go_to(&mut self, path: &[usize]) -> bool {
        let mut i = 0;
        for &k in path {
            match self.sgf.node(i).children.get(k) {
                Some(&c) => i = c,
                None => return false,
            }
        }
        let common = self
            .path
            .iter()
            .zip(path)
            .take_while(|(a, b)| a == b)
            .count();
        self.back_to(common);
        for &k in &path[common..] {
            self.next(k);
        }
        true
    }

    /// Plays a stone for the side to move at (x, y): follows the child with that
    /// move if there is one, else adds a variation. Refused with the rules' reason,
    /// changing nothing.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn play(&mut self, x: usize, y: usize) -> Result<(), Illegal> {
        let p = self.game.board().point(x, y).ok_or(Illegal::OutOfBounds)?;
        self.add_move(Some((x, y, p)))
    }

    /// Passes for the side to move: follows the child with that pass if there is
    /// one, else adds a variation.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn pass(&mut self) -> Result<(), Illegal> {
        self.add_move(None)
    }

    #[cfg_attr(tengen_nightly, optimize(size))]
    fn add_move(&mut self, at: Option<(usize, usize, Point)>) -> Result<(), Illegal> {
        let color = self.game.to_move();
        let want = Some((color, at.map(|(x, y, _)| (x, y))));
        let (w, h) = (self.info.width, self.info.height);
        let existing = self
            .node()
            .children
            .iter()
            .position(|&c| node_move(self.sgf.node(c), w, h) == want);
        if let Some(k) = existing {
            self.next(k);
            return Ok(());
        }
        let mark = self.game.history().len();
        let resumed = self.game.resume();
        let played = match at {
            Some((_, _, p)) => self.game.play_as(color, p).map(|_| ()),
            None => self.game.pass_as(color),
        };
        if let Err(e) = played {
            self.game.truncate(mark);
            return Err(e);
        }
        let _ = resumed;
        let value = at.map_or(String::new(), |(x, y, _)| point_text(x, y));
        let id = color_id(color);
        let parent = self.cursor();
        let child = self.sgf.add_child(
            parent,
            vec![Property {
                id: id.into(),
                values: vec![value],
            }],
        );
        self.meta.push(Meta {
            move_number: self.meta[parent].move_number + 1,
            illegal: false,
            step: match at {
                Some((_, _, p)) => Step::Play(color, p),
                None => Step::Pass(color),
            },
        });
        self.node_count += 1;
        self.marks.push(mark);
        self.line.push(child);
        self.path.push(self.sgf.node(parent).children.len() - 1);
        // The result, when this ends a game on the main line of a record without one.
        if self.game.is_over()
            && self.path.iter().all(|&k| k == 0)
            && self.sgf.root().get("RE").is_none()
        {
            if let Some((_, re)) = self.game.result() {
                self.sgf.root_mut().set("RE", vec![re]);
                self.refresh_info();
            }
        }
        Ok(())
    }

    #[cfg_attr(tengen_nightly, optimize(size))]
    fn refresh_info(&mut self) {
        if let Ok(info) = GameInfo::from_root(self.sgf.root()) {
            self.info = info;
        }
    }

    /// Sets the comment of the node at the cursor (an empty text removes it).
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn set_comment(&mut self, text: &str) {
        let values = if text.is_empty() {
            Vec::new()
        } else {
            vec![text.to_string()]
        };
        let at = self.cursor();
        self.sgf.node_mut(at).set("C", values);
        if at == 0 {
            self.refresh_info();
        }
    }

    /// Deletes the node at the cursor and its variations, and moves to its parent;
    /// `false` at the root, which cannot be deleted.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn delete_node(&mut self) -> bool {
        let at = self.cursor();
        if !self.previous() {
            return false;
        }
        let parent = self.cursor();
        let mut gone = 0;
        let mut stack = vec![at];
        while let Some(i) = stack.pop() {
            gone += 1;
            stack.extend_from_slice(&self.sgf.node(i).children);
        }
        self.node_count -= gone;
        self.sgf.node_mut(parent).children.retain(|&c| c != at);
        true
    }

    /// Makes the line through the cursor the main line: each node on it becomes the
    /// first child of its parent.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn promote(&mut self) {
        for k in 1..self.line.len() {
            let (parent, child) = (self.line[k - 1], self.line[k]);
            let children = &mut self.sgf.node_mut(parent).children;
            if let Some(pos) = children.iter().position(|&c| c == child) {
                children.remove(pos);
                children.insert(0, child);
            }
            self.path[k - 1] = 0;
        }
    }
}

#[cfg_attr(tengen_nightly, optimize(size))]
fn continue_children<S>(stack: &mut Vec<S>, node: &Node, step: impl Fn(usize) -> S) {
    stack.extend(node.children.iter().rev().map(|&c| step(c)));
}

/// `B` or `W`.
#[cfg_attr(tengen_nightly, optimize(size))]
fn color_id(c: Color) -> &'static str {
    match c {
        Color::Black => "B",
        Color::White => "W",
    }
}

/// `KM` text of a komi: `6.5`, `7`, `-3.5`.
#[cfg_attr(tengen_nightly, optimize(size))]
pub(crate) fn komi_text(k: HalfPoints) -> String {
    let sign = if k.0 < 0 { "-" } else { "" };
    let m = k.0.unsigned_abs();
    cat(&[
        sign,
        &decimal((m / 2) as i64),
        if m % 2 == 1 { ".5" } else { "" },
    ])
}

/// The `RU` text for a preset, as SGF programs write it.
#[cfg_attr(tengen_nightly, optimize(size))]
fn ru_name(p: Preset) -> &'static str {
    match p {
        Preset::Chinese => "Chinese",
        Preset::Japanese => "Japanese",
        Preset::Korean => "Korean",
        Preset::Ing => "Ing",
        Preset::Aga => "AGA",
        Preset::NewZealand => "NZ",
        Preset::TrompTaylor => "Tromp-Taylor",
    }
}

/// `GM[1]FF[4]CA[UTF-8]` first, as this writer writes every file (the text is
/// Unicode once read, whatever the file's charset was).
/// Then `SZ`, `KM` and `RU` where the file had none, as the record is read: the size,
/// komi and rules the tree applies, written down.
#[cfg_attr(tengen_nightly, optimize(size))]
fn normalize_root(root: &mut Node, game: &Game) {
    let b = game.board();
    let (w, h) = (b.width(), b.height());
    let mut size = decimal(w as i64);
    if w != h {
        size = cat(&[&size, ":", &decimal(h as i64)]);
    }
    let rules = game.rules();
    let mut props = Vec::with_capacity(root.props.len() + 6);
    for (k, (id, v)) in [
        ("GM", "1".to_string()),
        ("FF", "4".into()),
        ("CA", "UTF-8".into()),
        ("SZ", size),
        ("KM", komi_text(rules.komi)),
        ("RU", ru_name(rules.preset).into()),
    ]
    .into_iter()
    .enumerate()
    {
        if k < 3 || root.prop(id).is_none() {
            props.push(Property {
                id: id.into(),
                values: vec![v],
            });
        }
    }
    props.extend(
        std::mem::take(&mut root.props)
            .into_iter()
            .filter(|p| !matches!(p.id.as_str(), "GM" | "FF" | "CA")),
    );
    root.props = props;
}

/// The root's handicap: `HA[n]` with exactly `n` black stones in `AB` and no other
/// setup or move in the root.
#[cfg_attr(tengen_nightly, optimize(size))]
fn root_handicap(root: &Node, info: &GameInfo) -> Handicap {
    let n = info.handicap as usize;
    let only_ab = ["AW", "AE", "B", "W"]
        .iter()
        .all(|id| root.prop(id).is_none());
    let Some(ab) = root.prop("AB").filter(|_| n >= 2 && only_ab) else {
        return Handicap::None;
    };
    match parse_point_list(&ab.values, info.width, info.height) {
        Ok(points) if points.len() == n => Handicap::Free(points),
        _ => Handicap::None,
    }
}

/// The move of a node: its player and point (`None`: a pass); `None` if it has no
/// move or an unreadable one.
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn node_move(
    node: &Node,
    width: usize,
    height: usize,
) -> Option<(Color, Option<(usize, usize)>)> {
    node.props.iter().find_map(|p| {
        let color = match p.id.as_str() {
            "B" => Color::Black,
            "W" => Color::White,
            _ => return None,
        };
        match parse_move(p.values.first().map_or("", String::as_str), width, height) {
            MoveValue::Point(x, y) => Some((color, Some((x, y)))),
            MoveValue::Pass => Some((color, None)),
            MoveValue::Invalid => None,
        }
    })
}

/// Applies a node's setup, side to move and moves to `game`; returns the moves it
/// holds and the first fault found. Faults do not stop it: an illegal move is put
/// on the board by force (see the module docs), a bad point is skipped.
#[cfg_attr(tengen_nightly, optimize(size))]
fn apply(game: &mut Game, node: &Node, skip_handicap: bool) -> (u32, Option<Fault>) {
    let (w, h) = (game.board().width(), game.board().height());
    let mut fault: Option<Fault> = None;
    let mut note = |f: Fault| {
        if fault.is_none() {
            fault = Some(f);
        }
    };
    // Setup first (FF[4] puts setup and moves in different nodes; where a file mixes
    // them, setup comes first).
    let has_setup = node
        .props
        .iter()
        .any(|p| matches!(p.id.as_str(), "AB" | "AW" | "AE"));
    if has_setup {
        setup(game, node, skip_handicap, &mut note);
    }
    if let Some(pl) = node.get("PL") {
        let c = match pl.trim_ascii() {
            "B" | "b" | "1" => Some(Color::Black),
            "W" | "w" | "2" => Some(Color::White),
            _ => None,
        };
        if let Some(c) = c {
            game.resume();
            let _ = game.set_to_move(c);
        }
    }
    let mut moves = 0;
    for prop in &node.props {
        let color = match prop.id.as_str() {
            "B" => Color::Black,
            "W" => Color::White,
            _ => continue,
        };
        moves += 1;
        let value = prop.values.first().map_or("", String::as_str);
        match parse_move(value, w, h) {
            MoveValue::Invalid => note(point_fault(&prop.id, value)),
            MoveValue::Pass => {
                game.resume();
                if let Err(e) = game.pass_as(color) {
                    note(illegal_fault(color, None, e));
                }
            }
            MoveValue::Point(x, y) => {
                game.resume();
                let p = game.board().point_unchecked(x, y);
                if let Err(e) = game.play_as(color, p) {
                    note(illegal_fault(color, Some((x, y)), e));
                    force(game, color, p);
                }
            }
        }
    }
    (moves, fault)
}

/// A node's `AB`, `AW` and `AE` as one setup (a point named twice counts once, the
/// first time); bad points are skipped and noted.
#[cfg_attr(tengen_nightly, optimize(size))]
fn setup(game: &mut Game, node: &Node, skip_handicap: bool, note: &mut impl FnMut(Fault)) {
    let (w, h) = (game.board().width(), game.board().height());
    let mut lists: [Vec<Point>; 3] = Default::default();
    let mut seen = vec![false; game.board().cells_len()];
    for (k, id) in ["AB", "AW", "AE"].iter().enumerate() {
        if skip_handicap && k == 0 {
            continue;
        }
        let Some(prop) = node.prop(id) else { continue };
        let (points, bad) = point_list_lenient(&prop.values, w, h);
        if let Some(bad) = bad {
            note(point_fault(id, bad));
        }
        for (x, y) in points {
            let p = game.board().point_unchecked(x, y);
            if !std::mem::replace(&mut seen[p], true) {
                lists[k].push(p);
            }
        }
    }
    if lists.iter().all(Vec::is_empty) {
        return;
    }
    game.resume();
    if let Err(e) = game.setup(&lists[0], &lists[1], &lists[2]) {
        note(Fault {
            code: "sgf-illegal-setup",
            message: cat(&["a setup the rules cannot take: ", e.code()]),
            reason: Some(e.code()),
        });
    }
}

#[cfg_attr(tengen_nightly, optimize(size))]
fn point_fault(id: &str, value: &str) -> Fault {
    Fault {
        code: "sgf-point",
        message: cat(&[id, "[", value, "] is not a point on this board"]),
        reason: None,
    }
}

#[cfg_attr(tengen_nightly, optimize(size))]
fn illegal_fault(color: Color, at: Option<(usize, usize)>, e: Illegal) -> Fault {
    let side = match color {
        Color::Black => "Black",
        Color::White => "White",
    };
    let place = at.map_or_else(
        || "a pass".into(),
        |(x, y)| cat(&[color_id(color), "[", &point_text(x, y), "]"]),
    );
    Fault {
        code: "sgf-illegal-move",
        message: cat(&[side, "'s move ", &place, " is illegal: ", e.code()]),
        reason: Some(e.code()),
    }
}

/// Puts an illegal stone of `color` at `p` on the board as Sabaki does: the stone
/// replaces what was there, opposing chains left without liberties are removed,
/// then its own chain if it has none; the opponent is to move. Done as a setup, so
/// undo takes it back. (Nothing happens after the end of a game that cannot be
/// resumed.)
#[cfg_attr(tengen_nightly, optimize(size))]
fn force(game: &mut Game, color: Color, p: Point) {
    let b = game.board();
    let (w, h) = (b.width(), b.height());
    let mut cells: Vec<Option<Color>> = (0..w * h)
        .map(|i| b.color(b.point_unchecked(i % w, i / w)))
        .collect();
    let (px, py) = b.xy(p);
    let start = py * w + px;
    cells[start] = Some(color);
    for n in (0..4).filter_map(|d| near(w, h, start, d)) {
        if cells[n] == Some(color.opponent()) {
            take_if_dead(&mut cells, w, h, n);
        }
    }
    take_if_dead(&mut cells, w, h, start);
    let mut lists: [Vec<Point>; 3] = Default::default();
    for (i, &c) in cells.iter().enumerate() {
        let q = b.point_unchecked(i % w, i / w);
        if b.color(q) != c {
            let k = match c {
                Some(Color::Black) => 0,
                Some(Color::White) => 1,
                None => 2,
            };
            lists[k].push(q);
        }
    }
    if game.setup(&lists[0], &lists[1], &lists[2]).is_ok() {
        let _ = game.set_to_move(color.opponent());
    }
}

/// The `k`th neighbour of cell `i` (0 to 3) of a `w` by `h` board in row-major order,
/// if it is on the board.
#[cfg_attr(tengen_nightly, optimize(size))]
fn near(w: usize, h: usize, i: usize, k: usize) -> Option<usize> {
    let (x, y) = (i % w, i / w);
    match k {
        0 => (x > 0).then(|| i - 1),
        1 => (x + 1 < w).then(|| i + 1),
        2 => (y > 0).then(|| i - w),
        _ => (y + 1 < h).then(|| i + w),
    }
}

/// Removes the chain through cell `i` of [`force`]'s row-major board if it has no
/// liberty. A function of its own, not a closure of `force`: a closure is not built
/// for size with the function around it, and this one was unrolled four times over.
#[cfg_attr(tengen_nightly, optimize(size))]
fn take_if_dead(cells: &mut [Option<Color>], w: usize, h: usize, i: usize) {
    let Some(c) = cells[i] else { return };
    let mut chain = vec![i];
    let mut seen = vec![false; w * h];
    seen[i] = true;
    let mut k = 0;
    while k < chain.len() {
        let here = chain[k];
        for n in (0..4).filter_map(|d| near(w, h, here, d)) {
            match cells[n] {
                None => return,
                Some(o) if o == c && !seen[n] => {
                    seen[n] = true;
                    chain.push(n);
                }
                _ => {}
            }
        }
        k += 1;
    }
    for s in chain {
        cells[s] = None;
    }
}
