//! Editing a record at its cursor: setup stones, markup, the side to move, any other
//! property, and nodes with no move.
//!
//! Every edit stores what reading the written record gives back (values as
//! [`sgf::as_read`] has them, one value per point), so a record edited, written and
//! read again is the record edited. An edit is checked before it is kept: a refused
//! one leaves the tree, its cursor and its game as they were.
//!
//! A change to what a node does on the board (`AB`, `AW`, `AE`, `PL`, or any
//! property of the root, which holds the size, komi, rules and handicap) re-reads the
//! whole record, so that every later move is checked against the new position: a
//! setup that leaves a chain without liberties, or that makes a later move illegal,
//! is refused with `sgf-illegal-setup`. Markup and other properties change no
//! position and are stored at once.

use super::{GameTree, Meta, Problem, ReadOptions, Step, TreeError};
use crate::color::Color;
use crate::messages::decimal;
use crate::sgf::info::split_at_byte;
use crate::sgf::points::{parse_point, point_text};
use crate::sgf::{self, Node, Property};

/// Why an edit was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditError {
    /// A value that is not what the method takes (`invalid-argument`).
    Argument(String),
    /// A setup the rules refuse, here or for a later move (`sgf-illegal-setup`).
    Setup(Problem),
}

impl EditError {
    /// The stable code: `invalid-argument` or `sgf-illegal-setup`.
    pub fn code(&self) -> &'static str {
        match self {
            EditError::Argument(_) => "invalid-argument",
            EditError::Setup(_) => "sgf-illegal-setup",
        }
    }

    /// The message in words.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn message(&self) -> String {
        match self {
            EditError::Argument(m) => m.clone(),
            EditError::Setup(p) => p.message.clone(),
        }
    }
}

/// Two points (x, y): an arrow's or a line's ends, from and to.
pub type Pair = ((usize, usize), (usize, usize));

/// The markup of a node, kind by kind: `None` leaves a kind as it is, an empty list
/// removes it. Points are (x, y) from the top left, from 0.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Markup {
    /// `CR`.
    pub circle: Option<Vec<(usize, usize)>>,
    /// `SQ`.
    pub square: Option<Vec<(usize, usize)>>,
    /// `TR`.
    pub triangle: Option<Vec<(usize, usize)>>,
    /// `MA`.
    pub cross: Option<Vec<(usize, usize)>>,
    /// `LB`: a point and its text.
    pub label: Option<Vec<((usize, usize), String)>>,
    /// `AR`: from, to.
    pub arrow: Option<Vec<Pair>>,
    /// `LN`: from, to.
    pub line: Option<Vec<Pair>>,
    /// `DD`: the points dimmed, from this node on.
    pub dim: Option<Vec<(usize, usize)>>,
    /// `SL`.
    pub selected: Option<Vec<(usize, usize)>>,
}

/// The properties the tree computes itself, which `set_property` and
/// `remove_property` refuse: the moves and setup (their own methods check them with
/// the rules), the size, and what the writer always writes (`GM`, `FF`, `CA`).
const COMPUTED: [&str; 9] = ["B", "W", "AB", "AW", "AE", "SZ", "GM", "FF", "CA"];

/// The lists [`GameTree::set_lists`] sets: setup, then marks of which a point holds
/// at most one (`FF[4]`), then the other point lists, labels, arrows and lines.
const LISTS: [&str; 12] = [
    "AB", "AW", "AE", "CR", "SQ", "TR", "MA", "DD", "SL", "LB", "AR", "LN",
];

#[cfg_attr(tengen_nightly, optimize(size))]
fn argument(parts: &[&str]) -> EditError {
    EditError::Argument(parts.concat())
}

/// The letters of each point, each once, in order.
#[cfg_attr(tengen_nightly, optimize(size))]
fn point_values(points: &[(usize, usize)]) -> Vec<String> {
    let mut out: Vec<String> = Vec::with_capacity(points.len());
    for &(x, y) in points {
        let t = point_text(x, y);
        if !out.contains(&t) {
            out.push(t);
        }
    }
    out
}

/// `a:b` values of pairs of points.
#[cfg_attr(tengen_nightly, optimize(size))]
fn pair_texts(pairs: &[Pair]) -> Vec<String> {
    pairs
        .iter()
        .map(|&((ax, ay), (bx, by))| [point_text(ax, ay), point_text(bx, by)].join(":"))
        .collect()
}

impl GameTree {
    /// Keeps the change made to the node at the cursor, whose properties were
    /// `before`; when `replay`, re-reads the record to check it first. Refused, the
    /// node is put back as it was.
    #[inline(never)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn keep(&mut self, replay: bool, before: Vec<Property>) -> Result<(), EditError> {
        let at = self.cursor();
        if self.sgf.node(at).props == before {
            return Ok(());
        }
        let result = if replay { self.replay() } else { Ok(()) };
        if result.is_err() {
            self.sgf.node_mut(at).props = before;
        }
        result
    }

    /// Sets property `id` of the node at the cursor to `values` (none removes it),
    /// as [`GameTree::keep`] keeps it.
    #[inline(never)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn put(&mut self, replay: bool, id: &str, values: Vec<String>) -> Result<(), EditError> {
        let at = self.cursor();
        let before = self.sgf.node(at).props.clone();
        self.sgf.node_mut(at).set(id, values);
        self.keep(replay, before)
    }

    /// Reads the record again from its SGF tree, as [`GameTree::from_tree`] does,
    /// and takes it if it holds no problem that the current one does not; the cursor
    /// stays on the same node. A record with problems (read with
    /// [`ReadOptions::keep_illegal`]) is read again keeping them; one without is read
    /// strictly, which refuses what keeping would list as a new problem, so the edit
    /// is refused either way.
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn replay(&mut self) -> Result<(), EditError> {
        let options = ReadOptions {
            keep_illegal: !self.problems.is_empty(),
        };
        let mut fresh = match GameTree::from_tree(self.sgf.clone(), options) {
            Ok(t) => t,
            Err(TreeError::Sgf(e)) => return Err(EditError::Argument(e.message())),
            Err(TreeError::IllegalMove(p) | TreeError::Point(p) | TreeError::Setup(p)) => {
                return Err(EditError::Setup(setup_problem(p)))
            }
        };
        if let Some(p) = fresh.problems.iter().find(|p| {
            !self
                .problems
                .iter()
                .any(|q| q.path == p.path && q.code == p.code)
        }) {
            return Err(EditError::Setup(setup_problem(p.clone())));
        }
        // Read problems (a root without ";") are the file's, kept; the arena may
        // hold deleted nodes, which the count leaves out.
        let mut problems = Vec::with_capacity(fresh.problems.len());
        for p in &self.problems {
            if p.code == "sgf-missing-semicolon" {
                problems.push(p.clone());
            }
        }
        for p in fresh.problems.drain(..) {
            if p.code != "sgf-missing-semicolon" {
                problems.push(p);
            }
        }
        fresh.problems = problems;
        fresh.node_count = self.node_count;
        fresh.go_to(&self.path);
        *self = fresh;
        Ok(())
    }

    /// Sets the setup of the node at the cursor (`AB`, `AW`, `AE`): each list given
    /// replaces its property (an empty one removes it), and its points leave the
    /// lists not given (see [`GameTree::set_lists`]).
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn set_setup(
        &mut self,
        black: Option<&[(usize, usize)]>,
        white: Option<&[(usize, usize)]>,
        empty: Option<&[(usize, usize)]>,
    ) -> Result<(), EditError> {
        let lists: Vec<(&str, Vec<String>)> = [("AB", black), ("AW", white), ("AE", empty)]
            .into_iter()
            .filter_map(|(id, l)| Some((id, point_values(l?))))
            .collect();
        self.set_lists(&lists)
    }

    /// Sets the markup of the node at the cursor (see [`Markup`] and
    /// [`GameTree::set_lists`]).
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn set_markup(&mut self, m: &Markup) -> Result<(), EditError> {
        let mut lists: Vec<(&str, Vec<String>)> = Vec::new();
        for (id, l) in [
            ("CR", &m.circle),
            ("SQ", &m.square),
            ("TR", &m.triangle),
            ("MA", &m.cross),
            ("DD", &m.dim),
            ("SL", &m.selected),
        ] {
            if let Some(l) = l {
                lists.push((id, point_values(l)));
            }
        }
        if let Some(l) = &m.label {
            let v = l
                .iter()
                .map(|((x, y), t)| [point_text(*x, *y), t.clone()].join(":"))
                .collect();
            lists.push(("LB", v));
        }
        for (id, l) in [("AR", &m.arrow), ("LN", &m.line)] {
            if let Some(l) = l {
                lists.push((id, pair_texts(l)));
            }
        }
        self.set_lists(&lists)
    }

    /// Sets lists of the node at the cursor, as SGF values: the setup (`AB`, `AW`,
    /// `AE`, points such as `dd`), the marks (`CR`, `SQ`, `TR`, `MA`, `DD`, `SL`),
    /// labels (`LB`, `dd:text`), arrows and lines (`AR`, `LN`, `dd:ff`). Each list
    /// given replaces its property (an empty one removes it); a point named twice in
    /// a point list counts once. A point given to one of `AB`, `AW`, `AE` leaves the
    /// other two; one given a circle, square, triangle or cross leaves the other
    /// three (a point holds one of these).
    ///
    /// Refused with [`EditError::Argument`] for another property, a value that is
    /// not a point on the board, a point in two lists of one of those groups, two
    /// labels on a point or one with no text, an arrow or line from a point to
    /// itself or given twice (a line in either direction), and setup on a node with
    /// a move (`FF[4]` keeps them apart: [`GameTree::add_node`] first); with
    /// [`EditError::Setup`] if the rules refuse the position or a later move in it.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn set_lists(&mut self, lists: &[(&str, Vec<String>)]) -> Result<(), EditError> {
        let (w, h) = (self.info.width, self.info.height);
        let on = |v: &str| parse_point(v).filter(|&(x, y)| x < w && y < h).is_some();
        // The points given to each group (setup, shapes), and the values checked.
        let mut given: [Vec<&str>; 2] = Default::default();
        let mut out: Vec<(&str, Vec<String>)> = Vec::with_capacity(lists.len());
        let mut setup = false;
        for (id, values) in lists {
            let Some(k) = LISTS.iter().position(|l| l == id) else {
                return Err(argument(&[
                    id,
                    " is not a list of points, labels or arrows",
                ]));
            };
            setup |= k < 3;
            let mut v: Vec<String> = Vec::with_capacity(values.len());
            for value in values {
                let (a, b) = split_at_byte(value, b":").unwrap_or((value, ""));
                let fine = on(a)
                    && match k {
                        9 => !b.trim_ascii().is_empty(),
                        10 | 11 => on(b) && a != b,
                        _ => b.is_empty(),
                    };
                if !fine {
                    return Err(argument(&[id, "[", value, "] is not one on this board"]));
                }
                let twice = |l: &String| {
                    let (c, d) = split_at_byte(l, b":").unwrap_or((l, ""));
                    (c == a && (k < 10 || d == b)) || (k == 11 && c == b && d == a)
                };
                if v.iter().any(twice) {
                    if k < 9 {
                        continue;
                    }
                    return Err(argument(&[id, "[", value, "] is given twice"]));
                }
                if k < 7 {
                    let group = &mut given[(k > 2) as usize];
                    if group.contains(&a) {
                        return Err(argument(&[a, " is given in two lists"]));
                    }
                    group.push(a);
                }
                v.push(sgf::as_read(id, value));
            }
            out.push((id, v));
        }
        if setup {
            self.no_move()?;
        }
        let at = self.cursor();
        let node = self.sgf.node_mut(at);
        let before = node.props.clone();
        for (k, id) in LISTS.iter().enumerate().take(7) {
            if !out.iter().any(|(i, _)| i == id) {
                leave(node, id, &given[(k > 2) as usize], w, h);
            }
        }
        for (id, v) in out {
            node.set(id, v);
        }
        self.keep(setup, before)
    }

    /// Refuses setup on a node with a move.
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn no_move(&self) -> Result<(), EditError> {
        let node = self.node();
        if node.prop("B").is_some() || node.prop("W").is_some() {
            return Err(argument(&[
                "this node holds a move, and FF[4] keeps setup in nodes of its own (addNode() first)",
            ]));
        }
        Ok(())
    }

    /// Sets the side to move at the node at the cursor (`PL`). Refused on a node
    /// with a move, as [`GameTree::set_setup`] is.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn set_player(&mut self, color: Color) -> Result<(), EditError> {
        self.no_move()?;
        let v = match color {
            Color::Black => "B",
            Color::White => "W",
        };
        self.put(true, "PL", vec![v.into()])
    }

    /// Sets property `id` of the node at the cursor to `values` (each stored as
    /// reading it back gives it). Refused with [`EditError::Argument`] for an
    /// identifier that is not one to five upper-case letters, no values, and the
    /// properties the tree computes (`B`, `W`, `AB`, `AW`, `AE`, `SZ`, and `GM`,
    /// `FF`, `CA`, which the writer writes); `PL` and the root's properties (komi,
    /// rules, handicap) re-read the record and may be refused as
    /// [`GameTree::set_setup`] is.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn set_property(&mut self, id: &str, values: &[String]) -> Result<(), EditError> {
        self.editable("setProperty", id)?;
        if values.is_empty() {
            return Err(argument(&[
                "setProperty: ",
                id,
                " needs at least one value (removeProperty removes it)",
            ]));
        }
        if id == "PL" {
            self.no_move()?;
        }
        let v = values.iter().map(|v| sgf::as_read(id, v)).collect();
        let replay = id == "PL" || self.cursor() == 0;
        self.put(replay, id, v)
    }

    /// Removes property `id` from the node at the cursor (nothing if it has none);
    /// refused as [`GameTree::set_property`] is.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn remove_property(&mut self, id: &str) -> Result<(), EditError> {
        self.editable("removeProperty", id)?;
        let replay = id == "PL" || self.cursor() == 0;
        self.put(replay, id, Vec::new())
    }

    #[cfg_attr(tengen_nightly, optimize(size))]
    fn editable(&self, what: &str, id: &str) -> Result<(), EditError> {
        let name = !id.is_empty() && id.len() <= 5 && id.bytes().all(|c| c.is_ascii_uppercase());
        if !name {
            return Err(argument(&[
                what,
                ": a property identifier is one to five upper-case letters, not \"",
                id,
                "\"",
            ]));
        }
        if COMPUTED.contains(&id) {
            return Err(argument(&[
                what,
                ": ",
                id,
                " is computed by the tree (play, pass, setSetup and the board size set it)",
            ]));
        }
        Ok(())
    }

    /// Adds a node with no move after the cursor, as a new variation after any
    /// others, and moves to it (for setup, markup or a comment of its own).
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn add_node(&mut self) {
        let parent = self.cursor();
        let child = self.sgf.add_child(parent, Vec::new());
        self.meta.push(Meta {
            move_number: self.meta[parent].move_number,
            illegal: false,
            step: Step::Properties,
        });
        self.node_count += 1;
        self.marks.push(self.game.history().len());
        self.line.push(child);
        self.path.push(self.sgf.node(parent).children.len() - 1);
    }
}

/// The points of point list `id` of `node`, one value each (rectangles expanded).
#[cfg_attr(tengen_nightly, optimize(size))]
fn expanded(node: &Node, id: &str, w: usize, h: usize) -> Vec<String> {
    let values = node
        .prop(id)
        .map(|p| p.values.as_slice())
        .unwrap_or_default();
    point_values(&sgf::points::point_list_lenient(values, w, h).0)
}

/// Takes the points of `gone` out of point list `id` of `node` (written one value
/// a point if it changes; left as written if it holds none of them).
#[cfg_attr(tengen_nightly, optimize(size))]
fn leave(node: &mut Node, id: &str, gone: &[&str], w: usize, h: usize) {
    let all = expanded(node, id, w, h);
    if all.iter().any(|p| gone.contains(&p.as_str())) {
        node.set(
            id,
            all.into_iter()
                .filter(|p| !gone.contains(&p.as_str()))
                .collect(),
        );
    }
}

/// A problem found re-reading an edited record, as the edit's refusal.
#[cfg_attr(tengen_nightly, optimize(size))]
fn setup_problem(p: Problem) -> Problem {
    let message = if p.code == "sgf-illegal-setup" {
        p.message
    } else {
        [
            "the setup makes move ",
            &decimal(p.move_number as i64),
            " wrong: ",
            &p.message,
        ]
        .concat()
    };
    Problem {
        code: "sgf-illegal-setup",
        message,
        ..p
    }
}
