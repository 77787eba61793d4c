//! The SGF writer: trees back to text, exactly as they are (without recursion), so
//! that reading what was written gives the same trees.
//!
//! A node with one child continues its sequence; variations are each in parentheses
//! on a line of their own. Values escape `\` and `]` and nothing else.

use super::Tree;

/// Every tree, one after the other (a collection).
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn write(trees: &[Tree]) -> String {
    let mut out = String::new();
    for t in trees {
        write_tree(t, &mut out);
    }
    out
}

enum Step {
    Node(usize),
    Open(usize),
    Close,
}

/// One tree, appended to `out`, ending with a line break.
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn write_tree(tree: &Tree, out: &mut String) {
    out.push('(');
    let mut line_start = out.len();
    let mut stack = vec![Step::Node(0)];
    while let Some(step) = stack.pop() {
        let i = match step {
            Step::Close => {
                out.push(')');
                continue;
            }
            Step::Open(i) => {
                out.push('\n');
                line_start = out.len();
                out.push('(');
                i
            }
            Step::Node(i) => {
                if out.len() - line_start > 72 {
                    out.push('\n');
                    line_start = out.len();
                }
                i
            }
        };
        let node = tree.node(i);
        out.push(';');
        for p in &node.props {
            out.push_str(&p.id);
            for v in &p.values {
                out.push('[');
                escape(v, out);
                out.push(']');
            }
        }
        if i == 0 {
            out.push('\n');
            line_start = out.len();
        }
        match node.children.as_slice() {
            [] => {}
            [only] => stack.push(Step::Node(*only)),
            many => {
                for &c in many.iter().rev() {
                    stack.push(Step::Close);
                    stack.push(Step::Open(c));
                }
            }
        }
    }
    out.push_str(")\n");
}

#[cfg_attr(tengen_nightly, optimize(size))]
fn escape(v: &str, out: &mut String) {
    let mut rest = v;
    while let Some(k) = rest.bytes().position(|b| b == b'\\' || b == b']') {
        out.push_str(&rest[..k]);
        out.push('\\');
        out.push_str(&rest[k..k + 1]);
        rest = &rest[k + 1..];
    }
    out.push_str(rest);
}

#[cfg(test)]
mod tests {
    use super::super::parse;
    use super::*;

    #[test]
    fn writes_what_reads_back() {
        let text = "(;GM[1]FF[4]C[a\\]b\\\\c\nd]PB[x]\n;B[aa](;W[bb];B[cc])(;W[dd](;B[ee])(;B[ff])))\n(;GN[second])\n";
        let (trees, _) = parse(text).unwrap();
        let written = write(&trees);
        assert_eq!(
            written,
            "(;GM[1]FF[4]C[a\\]b\\\\c\nd]PB[x]\n;B[aa]\n(;W[bb];B[cc])\n(;W[dd]\n(;B[ee])\n(;B[ff])))\n(;GN[second]\n)\n"
        );
        assert_eq!(parse(&written).unwrap().0, trees);
    }

    #[test]
    fn deep_trees_write_without_recursion() {
        let mut t = Tree::new();
        let mut at = 0;
        for _ in 0..200_000 {
            let a = t.add_child(at, Vec::new());
            t.add_child(at, Vec::new());
            at = a;
        }
        let s = write(std::slice::from_ref(&t));
        let (back, _) = parse(&s).unwrap();
        assert_eq!(back[0], t);
    }
}
