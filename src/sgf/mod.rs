//! SGF (Smart Game Format, `FF[4]`): reading and writing game records, apart from the
//! rules.
//!
//! - [`decode()`] turns a file's bytes into text: byte-order mark, then `CA[…]`, then
//!   UTF-8 if the bytes are valid UTF-8, else detection among GB18030, Shift_JIS,
//!   EUC-KR and Big5. The legacy encodings are decoded through a [`Decoder`], so that
//!   the core carries no code tables: the wasm façade passes the platform's
//!   `TextDecoder`, native users may pass any decoding crate.
//! - [`parse()`] reads the text into [`Tree`]s: every property of every node, in order,
//!   with values unescaped. It never recurses, so deep nesting cannot overflow a stack.
//! - [`info`] interprets the root's game information (size, komi, rules, result…).
//! - [`write()`] writes trees back as `FF[4]` text.
//!
//! ```
//! let trees = tengen::sgf::read("(;GM[1]FF[4]SZ[9];B[ee];W[cc])").unwrap();
//! assert_eq!(trees[0].len(), 3);
//! assert_eq!(trees[0].node(1).get("B"), Some("ee"));
//! assert_eq!(tengen::sgf::write(&trees), "(;GM[1]FF[4]SZ[9]\n;B[ee];W[cc])\n");
//! ```
//!
//! Limits (each refused with an [`SgfError`], never a panic): text above
//! [`MAX_TEXT`] bytes, more than [`MAX_NODES`] nodes in a file.

pub mod decode;
pub mod info;
mod parse;
pub mod points;
mod write;

pub use decode::{decode, Decoded, Decoder, Utf8Only};
pub use info::GameInfo;
pub use parse::{as_read, parse};
pub use write::{write, write_tree};

use crate::messages::{cat, decimal};

/// The largest text the parser reads, in bytes (64 MiB).
pub const MAX_TEXT: usize = 64 << 20;

/// The most nodes one file may hold (all its game trees together).
pub const MAX_NODES: usize = 4_000_000;

/// Why a file could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SgfError {
    /// Not SGF at all: binary data, or text with no game tree in it.
    NotSgf(&'static str),
    /// Malformed SGF at a place in the text: line and column from 1 (the column
    /// counts characters).
    Syntax {
        /// What is wrong.
        message: &'static str,
        /// Line, from 1.
        line: u32,
        /// Column in characters, from 1.
        column: u32,
    },
    /// Too large to read (more than [`MAX_TEXT`] bytes or [`MAX_NODES`] nodes).
    TooLarge(&'static str),
    /// `SZ` is not a board size, or not one tengen plays on (above 25).
    BoardSize(String),
}

impl SgfError {
    /// The stable code: `sgf-not-sgf`, `sgf-syntax`, `sgf-too-large` or
    /// `sgf-board-size`.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub const fn code(&self) -> &'static str {
        match self {
            SgfError::NotSgf(_) => "sgf-not-sgf",
            SgfError::Syntax { .. } => "sgf-syntax",
            SgfError::TooLarge(_) => "sgf-too-large",
            SgfError::BoardSize(_) => "sgf-board-size",
        }
    }

    /// The message in words.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn message(&self) -> String {
        match self {
            SgfError::NotSgf(m) | SgfError::TooLarge(m) => (*m).into(),
            SgfError::BoardSize(m) => m.clone(),
            SgfError::Syntax {
                message,
                line,
                column,
            } => cat(&[
                message,
                " (line ",
                &decimal(*line as i64),
                ", column ",
                &decimal(*column as i64),
                ")",
            ]),
        }
    }
}

impl std::fmt::Display for SgfError {
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message())
    }
}

impl std::error::Error for SgfError {}

/// One property: its identifier (upper case; `FF[1]`–`FF[3]` long names such as
/// `PlayerBlack` are read as `PB`) and its values, unescaped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Property {
    /// The identifier, such as `B`, `AB`, `C` or a private one such as `MULTIGOGM`.
    pub id: String,
    /// The values, each as written between `[` and `]`, with escapes removed, soft
    /// line breaks joined, line breaks as `\n` (as spaces in SimpleText properties
    /// such as `PB` and `N`) and other white space as spaces.
    pub values: Vec<String>,
}

/// A node: its properties in the order of the file, and its place in the tree.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Node {
    /// Properties in file order. A property repeated in one node is merged into its
    /// first occurrence.
    pub props: Vec<Property>,
    /// The parent's index, `None` for the root.
    pub parent: Option<usize>,
    /// The children's indices, the main line first.
    pub children: Vec<usize>,
}

impl Node {
    /// The first value of property `id`.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn get(&self, id: &str) -> Option<&str> {
        self.prop(id)
            .and_then(|p| p.values.first())
            .map(String::as_str)
    }

    /// Property `id`.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn prop(&self, id: &str) -> Option<&Property> {
        self.props.iter().find(|p| p.id == id)
    }

    /// Sets property `id` to `values`, in place if present, else at the end; an empty
    /// list removes it.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn set(&mut self, id: &str, values: Vec<String>) {
        match self.props.iter().position(|p| p.id == id) {
            Some(i) if values.is_empty() => {
                self.props.remove(i);
            }
            Some(i) => self.props[i].values = values,
            None if values.is_empty() => {}
            None => self.props.push(Property {
                id: id.into(),
                values,
            }),
        }
    }

    /// Adds `values` to property `id` (merging a repeated property).
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn add(&mut self, id: &str, values: impl IntoIterator<Item = String>) {
        match self.props.iter_mut().find(|p| p.id == id) {
            Some(p) => p.values.extend(values),
            None => self.props.push(Property {
                id: id.into(),
                values: values.into_iter().collect(),
            }),
        }
    }
}

/// One game tree of a file: its nodes in an arena, the root at index 0, every node
/// after its parent (the order of the file when read).
///
/// Two trees are equal when they have the same shape and the same properties node for
/// node, whatever the order of their arenas.
#[derive(Clone, Debug)]
pub struct Tree {
    nodes: Vec<Node>,
}

impl PartialEq for Tree {
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn eq(&self, other: &Tree) -> bool {
        let mut stack = vec![(0, 0)];
        while let Some((a, b)) = stack.pop() {
            let (a, b) = (&self.nodes[a], &other.nodes[b]);
            if a.props != b.props || a.children.len() != b.children.len() {
                return false;
            }
            stack.extend(a.children.iter().copied().zip(b.children.iter().copied()));
        }
        true
    }
}

impl Eq for Tree {}

impl Default for Tree {
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn default() -> Self {
        Tree::new()
    }
}

impl Tree {
    /// A tree of one empty root node.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn new() -> Tree {
        Tree {
            nodes: vec![Node::default()],
        }
    }

    /// The root node.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn root(&self) -> &Node {
        &self.nodes[0]
    }

    /// The root node, to change.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn root_mut(&mut self) -> &mut Node {
        &mut self.nodes[0]
    }

    /// Node `i` (panics if out of range, as slice indexing does).
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn node(&self, i: usize) -> &Node {
        &self.nodes[i]
    }

    /// Node `i`, to change its properties.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn node_mut(&mut self, i: usize) -> &mut Node {
        &mut self.nodes[i]
    }

    /// Every node, in arena order.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn nodes(&self) -> &[Node] {
        &self.nodes
    }

    /// How many nodes there are.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Always false: a tree has at least its root.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn is_empty(&self) -> bool {
        false
    }

    /// Adds a child at the end of `parent`'s children and returns its index.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn add_child(&mut self, parent: usize, props: Vec<Property>) -> usize {
        let i = self.nodes.len();
        self.nodes.push(Node {
            props,
            parent: Some(parent),
            children: Vec::new(),
        });
        self.nodes[parent].children.push(i);
        i
    }

    /// The main line: the root and each first child after it.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn main_line(&self) -> Vec<usize> {
        let mut line = vec![0];
        let mut i = 0;
        while let Some(&c) = self.nodes[i].children.first() {
            line.push(c);
            i = c;
        }
        line
    }

    #[cfg_attr(tengen_nightly, optimize(size))]
    fn from_nodes(nodes: Vec<Node>) -> Tree {
        Tree { nodes }
    }
}

/// What [`read`] accepts: text, or a file's bytes to decode first.
pub enum Input<'a> {
    /// Text, already decoded.
    Text(&'a str),
    /// Bytes, decoded with the UTF-8/UTF-16/Latin-1 decoder built in ([`Utf8Only`]).
    Bytes(&'a [u8]),
}

impl<'a> From<&'a str> for Input<'a> {
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn from(s: &'a str) -> Self {
        Input::Text(s)
    }
}

impl<'a> From<&'a String> for Input<'a> {
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn from(s: &'a String) -> Self {
        Input::Text(s)
    }
}

impl<'a> From<&'a [u8]> for Input<'a> {
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn from(b: &'a [u8]) -> Self {
        Input::Bytes(b)
    }
}

impl<'a, const N: usize> From<&'a [u8; N]> for Input<'a> {
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn from(b: &'a [u8; N]) -> Self {
        Input::Bytes(b)
    }
}

/// Reads every game tree of a file (text or bytes). Bytes in encodings other than
/// UTF-8, UTF-16 and Latin-1 need [`read_bytes`] with a [`Decoder`].
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn read<'a>(input: impl Into<Input<'a>>) -> Result<Vec<Tree>, SgfError> {
    match input.into() {
        Input::Text(t) => parse(t).map(|(trees, _)| trees),
        Input::Bytes(b) => read_bytes(b, &mut Utf8Only).map(|(trees, _)| trees),
    }
}

/// Reads every game tree of a file's bytes, decoding legacy encodings with `decoder`;
/// returns the trees and what the decoding found.
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn read_bytes(
    bytes: &[u8],
    decoder: &mut dyn Decoder,
) -> Result<(Vec<Tree>, Decoded), SgfError> {
    let decoded = decode(bytes, decoder)?;
    let (trees, _) = parse(&decoded.text)?;
    Ok((trees, decoded))
}

/// Something the reader accepted leniently, with where it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Leniency {
    /// A stable code, such as `sgf-missing-semicolon`.
    pub code: &'static str,
    /// Line, from 1.
    pub line: u32,
    /// Column in characters, from 1.
    pub column: u32,
}
