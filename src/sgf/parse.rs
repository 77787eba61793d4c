//! The SGF parser: text into [`Tree`]s, with an explicit stack instead of recursion
//! (a file may nest one variation per move, 100,000 levels deep).
//!
//! Grammar (`FF[4]`): `Collection = GameTree+`, `GameTree = "(" Node+ GameTree* ")"`,
//! `Node = ";" Property*`, `Property = Ident Value+`, `Value = "[" text "]"`, with
//! white space allowed between any two of them. Lenient where real files need it:
//! text before the first `(;` and after the last `)` is skipped (mail headers,
//! signatures), as is anything between two game trees; a root node written without
//! its `;` (as Sina and some Nihon Ki-in files have) is read and reported as
//! `sgf-missing-semicolon`; a property repeated in one node is merged into its first
//! occurrence; `FF[1]`–`FF[3]` long identifiers such as `PlayerBlack` are read as `PB`.

use super::{Leniency, Node, Property, SgfError, Tree, MAX_NODES, MAX_TEXT};

/// Reads every game tree of `text`, with what was accepted leniently.
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn parse(text: &str) -> Result<(Vec<Tree>, Vec<Leniency>), SgfError> {
    if text.len() > MAX_TEXT {
        return Err(SgfError::TooLarge("the file is larger than 64 MB"));
    }
    if looks_binary(text.as_bytes()) {
        return Err(SgfError::NotSgf(
            "this is not an SGF file: it holds binary data",
        ));
    }
    let mut p = Parser {
        text,
        b: text.as_bytes(),
        pos: 0,
        nodes: 0,
        lenient: Vec::new(),
    };
    let mut trees = Vec::new();
    while let Some(start) = p.next_tree_start() {
        p.pos = start;
        trees.push(p.game_tree()?);
    }
    if trees.is_empty() {
        return Err(SgfError::NotSgf(
            "this is not an SGF file: no game tree \"(;\" in it",
        ));
    }
    Ok((trees, p.lenient))
}

/// Binary data, not text: a NUL, or more control characters than a text file has.
/// (Trailing NULs and the DOS end-of-file mark are forgiven.)
#[cfg_attr(tengen_nightly, optimize(size))]
pub(crate) fn looks_binary(b: &[u8]) -> bool {
    let end = b.len() - b.iter().rev().take_while(|&&c| c == 0 || c == 0x1a).count();
    let mut controls = 0usize;
    let allowed = 8 + end / 1000;
    for &c in &b[..end] {
        if c < 0x20 && !matches!(c, b'\t' | b'\n' | b'\r' | 0x0c | 0x1a | 0x1b) {
            if c == 0 {
                return true;
            }
            controls += 1;
            if controls > allowed {
                return true;
            }
        }
    }
    false
}

struct Parser<'a> {
    text: &'a str,
    b: &'a [u8],
    pos: usize,
    nodes: usize,
    lenient: Vec<Leniency>,
}

/// One open `(` on the parser's stack.
struct Frame {
    /// The node the sequence hangs from (`None` for the root's game tree).
    parent: Option<usize>,
    /// The last node read in this game tree's sequence.
    last: Option<usize>,
    /// A variation `(` has been read inside this game tree, so no node may follow.
    has_variations: bool,
}

#[inline]
#[cfg_attr(tengen_nightly, optimize(size))]
fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

impl<'a> Parser<'a> {
    /// The position of the next `(` that opens a game tree (followed by `;`, or by a
    /// property for a root without its `;`), or `None` if there is none.
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn next_tree_start(&self) -> Option<usize> {
        let mut i = self.pos;
        let b = self.b;
        while let Some(off) = b[i..].iter().position(|&c| c == b'(') {
            let open = i + off;
            let mut j = open + 1;
            while j < b.len() && is_space(b[j]) {
                j += 1;
            }
            if j < b.len() && b[j] == b';' {
                return Some(open);
            }
            // A root without `;`: an upper-case identifier, then `[`.
            let k = j + b[j..].iter().take_while(|c| c.is_ascii_uppercase()).count();
            if k > j && k < b.len() && b[k] == b'[' {
                return Some(open);
            }
            i = open + 1;
        }
        None
    }

    #[cfg_attr(tengen_nightly, optimize(size))]
    fn error(&self, at: usize, message: &'static str) -> SgfError {
        let (line, column) = line_column(self.text, at);
        SgfError::Syntax {
            message,
            line,
            column,
        }
    }

    #[cfg_attr(tengen_nightly, optimize(size))]
    fn skip_space(&mut self) {
        while self.pos < self.b.len() && is_space(self.b[self.pos]) {
            self.pos += 1;
        }
    }

    /// One game tree from the `(` at `pos`, its variations inside it.
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn game_tree(&mut self) -> Result<Tree, SgfError> {
        let mut nodes: Vec<Node> = Vec::new();
        let mut stack = vec![Frame {
            parent: None,
            last: None,
            has_variations: false,
        }];
        self.pos += 1;
        loop {
            self.skip_space();
            let Some(&c) = self.b.get(self.pos) else {
                return Err(self.error(
                    self.pos,
                    "the file ends inside a game tree: a \")\" is missing",
                ));
            };
            let frame = stack.last_mut().expect("a frame is open");
            match c {
                b';' => {
                    if frame.has_variations {
                        return Err(self.error(self.pos, "a node after a variation"));
                    }
                    self.pos += 1;
                    let parent = frame.last.or(frame.parent);
                    let i = self.node(&mut nodes, parent)?;
                    stack.last_mut().expect("a frame is open").last = Some(i);
                }
                b'(' => {
                    let Some(last) = frame.last else {
                        return Err(self.error(self.pos, "a variation with no node before it"));
                    };
                    frame.has_variations = true;
                    self.pos += 1;
                    stack.push(Frame {
                        parent: Some(last),
                        last: None,
                        has_variations: false,
                    });
                }
                b')' => {
                    if frame.last.is_none() {
                        return Err(self.error(self.pos, "an empty game tree \"()\""));
                    }
                    self.pos += 1;
                    stack.pop();
                    if stack.is_empty() {
                        return Ok(Tree::from_nodes(nodes));
                    }
                }
                c if c.is_ascii_alphabetic() && nodes.is_empty() => {
                    // A root node without its `;`.
                    let (line, column) = line_column(self.text, self.pos);
                    self.lenient.push(Leniency {
                        code: "sgf-missing-semicolon",
                        line,
                        column,
                    });
                    let i = self.node(&mut nodes, None)?;
                    stack.last_mut().expect("a frame is open").last = Some(i);
                }
                b'[' => return Err(self.error(self.pos, "a value with no property name")),
                _ => return Err(self.error(self.pos, "unexpected character")),
            }
        }
    }

    /// A node's properties, from just after its `;`; returns the new node's index.
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn node(&mut self, nodes: &mut Vec<Node>, parent: Option<usize>) -> Result<usize, SgfError> {
        self.nodes += 1;
        if self.nodes > MAX_NODES {
            return Err(SgfError::TooLarge("the file has more than 4,000,000 nodes"));
        }
        let mut node = Node {
            props: Vec::new(),
            parent,
            children: Vec::new(),
        };
        loop {
            self.skip_space();
            let start = self.pos;
            let b = self.b;
            while self.pos < b.len() && b[self.pos].is_ascii_alphanumeric() {
                self.pos += 1;
            }
            if self.pos == start {
                break;
            }
            if !b[start].is_ascii_alphabetic() {
                return Err(self.error(start, "a property name must start with a letter"));
            }
            let id = identifier(self.text.get(start..self.pos).unwrap_or_default());
            self.skip_space();
            if self.b.get(self.pos) != Some(&b'[') {
                return Err(self.error(start, "a property with no value"));
            }
            let mut values = Vec::with_capacity(1);
            while self.b.get(self.pos) == Some(&b'[') {
                let v = self.value()?;
                values.push(if is_simple_text(&id) {
                    v.replace('\n', " ")
                } else {
                    v
                });
                self.skip_space();
            }
            match node.props.iter_mut().find(|p| p.id == id) {
                Some(p) => p.values.extend(values),
                None => node.props.push(Property { id, values }),
            }
        }
        let i = nodes.len();
        if let Some(p) = parent {
            nodes[p].children.push(i);
        }
        nodes.push(node);
        Ok(i)
    }

    /// A value from its `[`: escapes removed, soft line breaks joined, line breaks
    /// made `\n`, other white space and control characters made spaces (see
    /// [`spaces_for_controls`]).
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn value(&mut self) -> Result<String, SgfError> {
        let open = self.pos;
        let b = self.b;
        let mut i = open + 1;
        let mut out = String::new();
        let mut chunk = i;
        loop {
            let Some(off) = b[i..]
                .iter()
                .position(|&c| matches!(c, b']' | b'\\' | b'\r'))
            else {
                return Err(self.error(open, "a value with no closing \"]\""));
            };
            i += off;
            match b[i] {
                b']' => {
                    out.push_str(self.text.get(chunk..i).unwrap_or_default());
                    self.pos = i + 1;
                    return Ok(spaces_for_controls(out));
                }
                b'\r' => {
                    out.push_str(self.text.get(chunk..i).unwrap_or_default());
                    out.push('\n');
                    i += if b.get(i + 1) == Some(&b'\n') { 2 } else { 1 };
                    chunk = i;
                }
                _ => {
                    // `\`: a soft line break disappears, any other character is kept.
                    out.push_str(self.text.get(chunk..i).unwrap_or_default());
                    i += 1;
                    match b.get(i) {
                        None => return Err(self.error(open, "a value with no closing \"]\"")),
                        Some(b'\r') => {
                            i += if b.get(i + 1) == Some(&b'\n') { 2 } else { 1 };
                            chunk = i;
                        }
                        Some(b'\n') => {
                            i += if b.get(i + 1) == Some(&b'\r') { 2 } else { 1 };
                            chunk = i;
                        }
                        Some(_) => {
                            // The escaped character starts the next chunk (it may be
                            // several bytes long).
                            chunk = i;
                            i += 1;
                        }
                    }
                }
            }
        }
    }
}

/// `value` with each control character other than a line break made a space: `FF[4]`
/// text holds none (its white space other than line breaks is space, so a tab is read
/// as a space), and a written file that kept them could look binary to the reader and
/// not read back.
#[cfg_attr(tengen_nightly, optimize(size))]
pub(crate) fn spaces_for_controls(value: String) -> String {
    if !value.bytes().any(|c| (c < 0x20 && c != b'\n') || c == 0x7f) {
        return value;
    }
    value
        .chars()
        .map(|c| match c {
            '\n' => c,
            '\0'..='\x1f' | '\x7f' => ' ',
            _ => c,
        })
        .collect()
}

/// `value` of property `id` as reading it back after writing gives it: line ends
/// (`\r\n`, `\r`) made `\n`, other control characters spaces, and in SimpleText
/// properties line breaks spaces too. What the editing methods store, so that a
/// record written and read again is the record edited.
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn as_read(id: &str, value: &str) -> String {
    let simple = is_simple_text(id);
    let mut out = String::with_capacity(value.len());
    let mut after_cr = false;
    for c in value.chars() {
        if c == '\n' && after_cr {
            after_cr = false;
            continue;
        }
        after_cr = c == '\r';
        out.push(match c {
            '\r' | '\n' if simple => ' ',
            '\r' | '\n' => '\n',
            '\0'..='\x1f' | '\x7f' => ' ',
            c => c,
        });
    }
    out
}

/// Whether property `id` is `FF[4]` SimpleText (or composed of it: `AP`, `LB`, `FG`),
/// whose line breaks are read as spaces: the game information (`PB`, `GN`, `RE`, …),
/// a node's name `N`, labels.
#[cfg_attr(tengen_nightly, optimize(size))]
fn is_simple_text(id: &str) -> bool {
    const SIMPLE: [&str; 24] = [
        "AN", "AP", "BR", "BT", "CA", "CP", "DT", "EV", "FG", "GN", "LB", "N", "ON", "OT", "PB",
        "PC", "PW", "RE", "RO", "RU", "SO", "US", "WR", "WT",
    ];
    SIMPLE.contains(&id)
}

/// The identifier as `FF[4]` spells it: `FF[1]`–`FF[3]` allowed lower-case letters, to be
/// ignored (`PlayerBlack` is `PB`, `AddWhite` is `AW`); a name in lower case only is
/// read in upper case.
#[cfg_attr(tengen_nightly, optimize(size))]
fn identifier(raw: &str) -> String {
    if !raw.bytes().any(|c| c.is_ascii_lowercase()) {
        return raw.into();
    }
    let upper: String = raw.chars().filter(|c| !c.is_ascii_lowercase()).collect();
    // Only a name that still starts with a letter (`d9W` would leave `9W`, which no
    // reader reads back).
    if upper.starts_with(|c: char| c.is_ascii_uppercase()) {
        upper
    } else {
        raw.to_ascii_uppercase()
    }
}

/// Line and column (from 1; the column in characters) of byte offset `at`.
#[cfg_attr(tengen_nightly, optimize(size))]
pub(crate) fn line_column(text: &str, at: usize) -> (u32, u32) {
    let at = at.min(text.len());
    let before = &text.as_bytes()[..at];
    let mut line = 1u32;
    let mut start = 0;
    let mut prev = 0u8;
    for (i, &c) in before.iter().enumerate() {
        if c == b'\n' || c == b'\r' {
            if !(c == b'\n' && prev == b'\r') {
                line += 1;
            }
            start = i + 1;
        }
        prev = c;
    }
    let column = before[start..]
        .iter()
        .filter(|&&c| c & 0xC0 != 0x80)
        .count() as u32
        + 1;
    (line, column)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(text: &str) -> Tree {
        let (mut t, _) = parse(text).unwrap();
        assert_eq!(t.len(), 1);
        t.pop().unwrap()
    }

    fn syntax(text: &str) -> (u32, u32) {
        match parse(text) {
            Err(SgfError::Syntax { line, column, .. }) => (line, column),
            other => panic!("expected a syntax error, got {other:?}"),
        }
    }

    #[test]
    fn nodes_properties_and_variations() {
        let t = one("(;FF[4]GM[1]SZ[19];B[pd](;W[dd];B[pq])(;W[dp]))");
        assert_eq!(t.len(), 5);
        assert_eq!(t.root().get("SZ"), Some("19"));
        assert_eq!(t.node(1).children, vec![2, 4]);
        assert_eq!(t.node(3).get("B"), Some("pq"));
        assert_eq!(t.node(4).parent, Some(1));
        assert_eq!(t.main_line(), vec![0, 1, 2, 3]);
    }

    #[test]
    fn white_space_in_text_and_simple_text() {
        let t = one("(;C[a\tb\nc\r\nd]PB[Lee\r\nSedol\t9p]N[x\ny]LB[aa:1\n2]MULTIGOGM[p\nq])");
        assert_eq!(
            t.root().get("C"),
            Some("a b\nc\nd"),
            "Text keeps line breaks"
        );
        assert_eq!(
            t.root().get("PB"),
            Some("Lee Sedol 9p"),
            "SimpleText keeps none"
        );
        assert_eq!(t.root().get("N"), Some("x y"));
        assert_eq!(t.root().get("LB"), Some("aa:1 2"));
        assert_eq!(t.root().get("MULTIGOGM"), Some("p\nq"), "unknown: as Text");
    }

    #[test]
    fn escapes_soft_breaks_and_line_ends() {
        let t = one("(;C[a\\]b\\\\c\\\r\nd\r\ne\\:f]GN[x\\\ny])");
        assert_eq!(t.root().get("C"), Some("a]b\\cd\ne:f"));
        assert_eq!(t.root().get("GN"), Some("xy"));
        // An escaped multi-byte character.
        assert_eq!(one("(;C[\\黑])").root().get("C"), Some("黑"));
    }

    #[test]
    fn lenient_where_real_files_need_it() {
        let text = "From: someone\r\nSubject: game\r\n\r\n(;GM[1] \r\n PB [Lee] [x]\tAB[aa]AB[bb] ; B[cc] )\r\n-- \r\nsignature";
        let t = one(text);
        assert_eq!(
            t.root().prop("PB").unwrap().values,
            vec!["Lee".to_string(), "x".into()]
        );
        assert_eq!(t.root().prop("AB").unwrap().values, vec!["aa", "bb"]);
        assert_eq!(t.root().props.len(), 3);
        assert_eq!(t.node(1).get("B"), Some("cc"));
        // FF[1] long names.
        let t = one("(;GaMe[1]PlayerBlack[Honinbo]AddWhite[aa];White[bb])");
        assert_eq!(t.root().get("GM"), Some("1"));
        assert_eq!(t.root().get("PB"), Some("Honinbo"));
        assert_eq!(t.root().get("AW"), Some("aa"));
        assert_eq!(t.node(1).get("W"), Some("bb"));
        // A root without `;`.
        let (t, lenient) = parse("(GM[1]SZ[19];B[aa])").unwrap();
        assert_eq!(t[0].len(), 2);
        assert_eq!(lenient[0].code, "sgf-missing-semicolon");
    }

    #[test]
    fn collections() {
        let (t, _) = parse("(;GN[a];B[aa])\n(;GN[b])  junk (;GN[c])").unwrap();
        let names: Vec<_> = t.iter().map(|t| t.root().get("GN").unwrap()).collect();
        assert_eq!(names, ["a", "b", "c"]);
    }

    #[test]
    fn syntax_errors_say_where() {
        assert_eq!(syntax("(;GM[1]\n;C[never closed"), (2, 3));
        assert_eq!(syntax("(;GM[1]\n;B[aa]"), (2, 7));
        assert_eq!(syntax("(;B[aa](;W[bb]);B[cc])"), (1, 16));
        assert_eq!(syntax("(;B[aa]()"), (1, 9));
        assert_eq!(syntax("(;B[aa] ;[bb])"), (1, 10));
        assert_eq!(syntax("(;B[aa] 1[bb])"), (1, 9));
        assert_eq!(syntax("(;B\n [aa] W)"), (2, 7));
        assert_eq!(syntax("(;C[黑白]  )x)(;B[aa]((;W[bb]))"), (1, 21));
    }

    #[test]
    fn not_sgf() {
        for text in ["", "hello", "(not a game)", "(;B[aa]\0)", "((()))"] {
            assert!(matches!(parse(text), Err(SgfError::NotSgf(_))), "{text:?}");
        }
    }

    #[test]
    fn deep_nesting_needs_no_stack() {
        let n = 100_000;
        let mut s = String::from("(;GM[1]");
        for i in 0..n {
            s.push_str(if i % 2 == 0 { "(;B[aa]" } else { "(;W[bb]" });
        }
        s.push_str(&")".repeat(n + 1));
        let t = one(&s);
        assert_eq!(t.len(), n + 1);
        assert_eq!(t.main_line().len(), n + 1);
    }

    #[test]
    fn large_inputs() {
        // 10 MB of comment: `ab]\` written escaped as `ab\]\\`.
        let n = (10 << 20) / 4;
        let text = format!("(;C[{}])", "ab\\]\\\\".repeat(n));
        assert_eq!(one(&text).root().get("C"), Some("ab]\\".repeat(n).as_str()));
        let text = format!("(;GM[1]{})", ";C[a]".repeat(1_000_000));
        assert_eq!(one(&text).len(), 1_000_001);
    }

    #[test]
    fn line_columns() {
        assert_eq!(line_column("ab\r\ncd", 5), (2, 2));
        assert_eq!(line_column("ab\rcd\n", 4), (2, 2));
        assert_eq!(line_column("黑白x", 6), (1, 3));
    }
}
