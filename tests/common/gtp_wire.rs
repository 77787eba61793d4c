//! What the GTP tests share: asking a `Session` a line and reading its answer, and
//! driving the `tengen-gtp` binary over pipes (its responses and the lines of its
//! analyses).

use std::io::BufRead;
use std::process::{Child, Command, Stdio};

use tengen::gtp::{Engine, Session};

/// The answer to `line` without the `=`/`?` mark and the final empty line, as
/// `Ok` or `Err`.
pub fn ask<E: Engine>(s: &mut Session<E>, line: &str) -> Result<String, String> {
    let text = s.execute(line).text;
    assert!(text.ends_with("\n\n"), "{line:?} answered {text:?}");
    let body = text[1..text.len() - 2].to_string();
    let body = body.strip_prefix(' ').unwrap_or(&body).to_string();
    match text.as_bytes()[0] {
        b'=' => Ok(body),
        b'?' => Err(body),
        _ => panic!("{line:?} answered {text:?}"),
    }
}

/// The binary with these arguments; `--net builtin` finds the repository's network.
pub fn binary(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_tengen-gtp"))
        .args(args)
        .env(
            "TENGEN_NETS",
            concat!(env!("CARGO_MANIFEST_DIR"), "/npm/nets"),
        )
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("starting tengen-gtp")
}

/// Reads one response (up to its empty line) from the binary.
pub fn response(out: &mut impl BufRead) -> String {
    let mut text = String::new();
    loop {
        let mut line = String::new();
        assert!(
            out.read_line(&mut line).unwrap() > 0,
            "tengen-gtp ended after {text:?}"
        );
        if line == "\n" && !text.is_empty() {
            return text;
        }
        text += &line;
    }
}

/// Reads the start of an analysis command's answer from the binary: the `=id`
/// line, then its first `info move …` line, which it returns.
pub fn analysis_start(out: &mut impl BufRead, id: u32) -> String {
    let mut first = String::new();
    out.read_line(&mut first).unwrap();
    assert_eq!(first, format!("={id}\n"));
    let mut info = String::new();
    out.read_line(&mut info).unwrap();
    info
}

/// Reads the rest of an analysis from the binary, once another command has stopped
/// it: its `info move …` lines up to the empty line that ends it.
pub fn analysis_end(out: &mut impl BufRead) {
    loop {
        let mut line = String::new();
        out.read_line(&mut line).unwrap();
        if line == "\n" {
            return;
        }
        assert!(line.starts_with("info move "), "{line}");
    }
}
