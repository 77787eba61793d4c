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
use crate::sgf::points::point_text;
use crate::sgf::{self, Node};

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

/// The marks of which a point holds at most one (`FF[4]`).
const SHAPES: [&str; 4] = ["CR", "SQ", "TR", "MA"];

#[cfg_attr(tengen_nightly, optimize(size))]
fn argument(parts: &[&str]) -> EditError {
    EditError::Argument(parts.concat())
}

/// The points of a point list, each once, in order.
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

/// The `a:b` values of `AR` or `LN`, refusing a pair from a point to itself or given
/// twice (for `LN`, in either direction).
#[cfg_attr(tengen_nightly, optimize(size))]
fn pair_values(id: &str, pairs: &[Pair]) -> Result<Vec<String>, EditError> {
    let mut out: Vec<String> = Vec::with_capacity(pairs.len());
    for &(a, b) in pairs {
        let (a, b) = (point_text(a.0, a.1), point_text(b.0, b.1));
        if a == b {
            return Err(argument(&[
                id,
                ": an arrow or line joins two points, not ",
                &a,
                " to itself",
            ]));
        }
        let back = [b.as_str(), ":", &a].concat();
        let v = [a, ":".into(), b].concat();
        if out.contains(&v) || (id == "LN" && out.contains(&back)) {
            return Err(argument(&[id, ": ", &v, " is given twice"]));
        }
        out.push(v);
    }
    Ok(out)
}

impl GameTree {
    /// Whether (x, y) is on the board.
    fn on_board(&self, (x, y): (usize, usize)) -> bool {
        x < self.info.width && y < self.info.height
    }

    /// Refuses a point off the board.
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn check_points<'a>(
        &self,
        what: &str,
        points: impl IntoIterator<Item = &'a (usize, usize)>,
    ) -> Result<(), EditError> {
        for &(x, y) in points {
            if !self.on_board((x, y)) {
                return Err(argument(&[
                    what,
                    ": (",
                    &decimal(x as i64),
                    ", ",
                    &decimal(y as i64),
                    ") is off the board",
                ]));
            }
        }
        Ok(())
    }

    /// Changes the node at the cursor with `change`; when `replay`, re-reads the
    /// record to check it. Refused, the node is put back as it was.
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn edit(&mut self, replay: bool, change: impl FnOnce(&mut Node)) -> Result<(), EditError> {
        let at = self.cursor();
        let before = self.sgf.node(at).props.clone();
        change(self.sgf.node_mut(at));
        if self.sgf.node(at).props == before {
            return Ok(());
        }
        let result = if replay { self.replay() } else { Ok(()) };
        if result.is_err() {
            self.sgf.node_mut(at).props = before;
        }
        result
    }

    /// Reads the record again from its SGF tree, as [`GameTree::from_tree`] does,
    /// and takes it if it holds no problem that the current one does not; the cursor
    /// stays on the same node.
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn replay(&mut self) -> Result<(), EditError> {
        let options = ReadOptions {
            keep_illegal: self.keep,
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
        fresh.problems.retain(|p| p.code != "sgf-missing-semicolon");
        let lenient = self
            .problems
            .iter()
            .filter(|p| p.code == "sgf-missing-semicolon")
            .cloned();
        fresh.problems.splice(0..0, lenient);
        fresh.node_count = self.node_count;
        fresh.go_to(&self.path);
        *self = fresh;
        Ok(())
    }

    /// Sets the setup of the node at the cursor (`AB`, `AW`, `AE`): each list given
    /// replaces its property (an empty one removes it), and its points leave the
    /// lists not given. Refused with [`EditError::Argument`] for a point off the
    /// board or in two lists, or on a node with a move (`FF[4]` keeps setup and
    /// moves in different nodes: [`GameTree::add_node`] first); with
    /// [`EditError::Setup`] if the rules refuse the position (a chain left without
    /// liberties) or a later move in it.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn set_setup(
        &mut self,
        black: Option<&[(usize, usize)]>,
        white: Option<&[(usize, usize)]>,
        empty: Option<&[(usize, usize)]>,
    ) -> Result<(), EditError> {
        self.no_move("setSetup")?;
        let lists = [("AB", black), ("AW", white), ("AE", empty)];
        let mut given: Vec<String> = Vec::new();
        for (id, list) in lists {
            let Some(list) = list else { continue };
            self.check_points(id, list)?;
            let mine = point_values(list);
            if let Some(p) = mine.iter().find(|p| given.contains(p)) {
                return Err(argument(&["setSetup: ", p, " is in two lists"]));
            }
            given.extend(mine);
        }
        let (w, h) = (self.info.width, self.info.height);
        self.edit(true, |node| {
            for (id, list) in lists {
                match list {
                    Some(list) => node.set(id, point_values(list)),
                    None => leave(node, id, &given, w, h),
                }
            }
        })
    }

    /// Refuses setup on a node with a move.
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn no_move(&self, what: &str) -> Result<(), EditError> {
        let node = self.node();
        if node.prop("B").is_some() || node.prop("W").is_some() {
            return Err(argument(&[
                what,
                ": this node holds a move, and FF[4] keeps setup in nodes of its own (addNode() first)",
            ]));
        }
        Ok(())
    }

    /// Sets the side to move at the node at the cursor (`PL`). Refused on a node
    /// with a move, as [`GameTree::set_setup`] is.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn set_player(&mut self, color: Color) -> Result<(), EditError> {
        self.no_move("setPlayer")?;
        let v = match color {
            Color::Black => "B",
            Color::White => "W",
        };
        self.edit(true, |node| node.set("PL", vec![v.into()]))
    }

    /// Sets the markup of the node at the cursor (see [`Markup`]). A point given a
    /// circle, square, triangle or cross leaves the other three of these kinds (a
    /// point holds one); refused with [`EditError::Argument`] for a point off the
    /// board, one given two of these kinds or two labels, a label with no text, and
    /// an arrow or line from a point to itself or given twice.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn set_markup(&mut self, m: &Markup) -> Result<(), EditError> {
        let mut values: Vec<(&str, Vec<String>)> = Vec::new();
        let mut shaped: Vec<String> = Vec::new();
        for (id, list) in [
            ("CR", &m.circle),
            ("SQ", &m.square),
            ("TR", &m.triangle),
            ("MA", &m.cross),
            ("DD", &m.dim),
            ("SL", &m.selected),
        ] {
            let Some(list) = list else { continue };
            self.check_points(id, list)?;
            let v = point_values(list);
            if SHAPES.contains(&id) {
                if let Some(p) = v.iter().find(|p| shaped.contains(p)) {
                    return Err(argument(&["setMarkup: ", p, " is given two marks"]));
                }
                shaped.extend(v.iter().cloned());
            }
            values.push((id, v));
        }
        if let Some(labels) = &m.label {
            self.check_points("LB", labels.iter().map(|(p, _)| p))?;
            let mut v: Vec<String> = Vec::new();
            for ((x, y), text) in labels {
                let at = point_text(*x, *y);
                let text = sgf::as_read("LB", text);
                if text.trim_ascii().is_empty() {
                    return Err(argument(&["setMarkup: the label at ", &at, " has no text"]));
                }
                if v.iter().any(|l| l.starts_with(&[&at, ":"].concat())) {
                    return Err(argument(&["setMarkup: ", &at, " has two labels"]));
                }
                v.push([at.as_str(), ":", &text].concat());
            }
            values.push(("LB", v));
        }
        for (id, pairs) in [("AR", &m.arrow), ("LN", &m.line)] {
            let Some(pairs) = pairs else { continue };
            self.check_points(id, pairs.iter().flat_map(|(a, b)| [a, b]))?;
            values.push((id, pair_values(id, pairs)?));
        }
        let (w, h) = (self.info.width, self.info.height);
        self.edit(false, |node| {
            for id in SHAPES {
                if !values.iter().any(|(i, _)| *i == id) {
                    leave(node, id, &shaped, w, h);
                }
            }
            for (id, v) in values {
                node.set(id, v);
            }
        })
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
            self.no_move("setProperty")?;
        }
        let v = values.iter().map(|v| sgf::as_read(id, v)).collect();
        let replay = id == "PL" || self.cursor() == 0;
        self.edit(replay, |node| node.set(id, v))
    }

    /// Removes property `id` from the node at the cursor (nothing if it has none);
    /// refused as [`GameTree::set_property`] is.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn remove_property(&mut self, id: &str) -> Result<(), EditError> {
        self.editable("removeProperty", id)?;
        let replay = id == "PL" || self.cursor() == 0;
        self.edit(replay, |node| node.set(id, Vec::new()))
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
fn leave(node: &mut Node, id: &str, gone: &[String], w: usize, h: usize) {
    let all = expanded(node, id, w, h);
    if all.iter().any(|p| gone.contains(p)) {
        node.set(id, all.into_iter().filter(|p| !gone.contains(p)).collect());
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
