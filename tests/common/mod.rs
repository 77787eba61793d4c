//! Positions for the tests, drawn as diagrams or listed, and set up by playing them
//! through `Game`, so that every position is one the engine accepts.
#![allow(dead_code)]

use tengen::{Color, Game, Handicap, Point, Preset, Rules, Term};

/// A position to name a move in: the game (set up by play) and the move.
pub struct Setup {
    pub game: Game,
    pub at: Point,
}

/// Sets up `diagram` in the top-left corner of a `size`×`size` board. Rows are
/// lines of `.` (empty), `X` (Black), `O` (White) and one lowercase `x` or `o`: the
/// move to name, by Black or White. Spaces are ignored. The stones are played one
/// by one (the side with fewer stones passes), then the side not to play passes if
/// needed; every step must be legal.
pub fn setup(size: usize, diagram: &str) -> Setup {
    let mut black = Vec::new();
    let mut white = Vec::new();
    let mut at = None;
    for (x, y, c) in cells(diagram) {
        assert!(x < size && y < size, "diagram larger than {size}x{size}");
        match c {
            'X' => black.push((x, y)),
            'O' => white.push((x, y)),
            'x' => at = Some((x, y, Color::Black)),
            'o' => at = Some((x, y, Color::White)),
            '.' => {}
            _ => panic!("unknown diagram character {c:?}"),
        }
    }
    let (mx, my, mover) = at.expect("the diagram marks the move with x or o");
    let mut game = Game::new(size, size, Rules::preset(Preset::Chinese), Handicap::None).unwrap();
    play_stones(&mut game, &black, &white, Some(mover));
    let at = game.board().point(mx, my).unwrap();
    assert!(
        game.is_legal(at),
        "the move to name at ({mx}, {my}) is illegal"
    );
    Setup { game, at }
}

/// The rows of a diagram: each line trimmed, blank lines skipped.
fn rows(diagram: &str) -> impl Iterator<Item = &str> {
    diagram.lines().map(str::trim).filter(|r| !r.is_empty())
}

/// The cells of a diagram, as (x, y, character), spaces within a row ignored.
fn cells(diagram: &str) -> impl Iterator<Item = (usize, usize, char)> + '_ {
    rows(diagram).enumerate().flat_map(|(y, row)| {
        row.chars()
            .filter(|c| !c.is_whitespace())
            .enumerate()
            .map(move |(x, c)| (x, y, c))
    })
}

/// Plays the `black` and `white` stones, (x, y) each, in turn, passing for the side that
/// has run out, as a person sets a position up on a real board; then, if `to_move` is
/// given, passes once more if needed so that it is to play.
pub fn play_stones(
    game: &mut Game,
    black: &[(usize, usize)],
    white: &[(usize, usize)],
    to_move: Option<Color>,
) {
    let (mut b, mut w) = (black.iter(), white.iter());
    loop {
        let next = match game.to_move() {
            Color::Black => b.next(),
            Color::White => w.next(),
        };
        match next {
            Some(&(x, y)) => {
                let p = game.board().point(x, y).unwrap();
                game.play(p)
                    .unwrap_or_else(|e| panic!("setting up ({x}, {y}): {e:?}"));
            }
            None if b.len() + w.len() == 0 => break,
            None => game.pass().unwrap(),
        }
    }
    if to_move.is_some_and(|c| game.to_move() != c) {
        game.pass().unwrap();
    }
    assert!(!game.is_over());
}

/// The ids of the terms of the move in `diagram` on a `size` board, checked to be
/// the same before the move (`describe_move`) and after it (`last_move_terms`).
pub fn ids(size: usize, diagram: &str) -> Vec<&'static str> {
    let Setup { mut game, at } = setup(size, diagram);
    let before = game.describe_move(at);
    game.play(at).unwrap();
    let after = game.last_move_terms();
    assert_eq!(before, after, "describe_move and last_move_terms disagree");
    before.terms().map(Term::id).collect()
}

/// The stones (as (x, y)) that make `term` for the move in `diagram`.
pub fn stones(size: usize, diagram: &str, term: Term) -> Vec<(usize, usize)> {
    let Setup { game, at } = setup(size, diagram);
    let terms = game.describe_move(at);
    let stones = terms
        .stones(term)
        .unwrap_or_else(|| panic!("{} does not apply", term.id()));
    stones.iter().map(|&p| game.board().xy(p)).collect()
}

/// Asserts that `term` applies to the move of each diagram.
pub fn applies(term: Term, size: usize, diagrams: &[&str]) {
    for d in diagrams {
        let found = ids(size, d);
        assert!(
            found.contains(&term.id()),
            "{} expected in\n{d}\nfound {found:?}",
            term.id()
        );
    }
}

/// Asserts that `term` does not apply to the move of each diagram.
pub fn misses(term: Term, size: usize, diagrams: &[&str]) {
    for d in diagrams {
        let found = ids(size, d);
        assert!(
            !found.contains(&term.id()),
            "{} not expected in\n{d}\nfound {found:?}",
            term.id()
        );
    }
}

/// `diagram` (drawn from the top-left corner) turned half a turn on a `size` board:
/// the same shape in the bottom-right corner.
pub fn turned(size: usize, diagram: &str) -> String {
    let mut grid = vec![vec!['.'; size]; size];
    for (x, y, c) in cells(diagram) {
        grid[size - 1 - y][size - 1 - x] = c;
    }
    drawn(grid)
}

/// `diagram` mirrored left to right on a `size` board: the top-right corner.
pub fn mirrored(size: usize, diagram: &str) -> String {
    let mut grid = vec![vec!['.'; size]; rows(diagram).count()];
    for (x, y, c) in cells(diagram) {
        grid[y][size - 1 - x] = c;
    }
    drawn(grid)
}

/// A grid of cells as a diagram, a line a row.
fn drawn(grid: Vec<Vec<char>>) -> String {
    grid.into_iter()
        .map(|r| r.into_iter().collect::<String>() + "\n")
        .collect()
}

// ---------------------------------------------------------------------------------
// GNU Go over GTP, shared by the tests that check tengen against it.

/// Where GNU Go is: `TENGEN_GNUGO`, then `gnugo` on `PATH`, then `/usr/games/gnugo`.
///
/// With `needed_by` (the test that needs it, for the message) the lookup is strict:
/// a `TENGEN_GNUGO` that is not a file, or no binary found, panics with a hint on
/// installing GNU Go. Without it the last candidate is returned untested, and
/// [`Gtp::start`] reports the failure to start it.
pub fn gnugo_path(needed_by: Option<&str>) -> std::path::PathBuf {
    use std::path::PathBuf;
    if let Some(p) = std::env::var_os("TENGEN_GNUGO") {
        let p = PathBuf::from(p);
        if needed_by.is_some() {
            assert!(
                p.is_file(),
                "TENGEN_GNUGO names {}, which is not a file",
                p.display()
            );
        }
        return p;
    }
    if let Some(paths) = std::env::var_os("PATH") {
        for dir in std::env::split_paths(&paths) {
            let candidate = dir.join("gnugo");
            if candidate.is_file() {
                return candidate;
            }
        }
    }
    let debian = PathBuf::from("/usr/games/gnugo");
    match needed_by {
        Some(test) if !debian.is_file() => panic!(
            "GNU Go not found: {test} needs the `gnugo` binary on PATH or at \
             /usr/games/gnugo (Debian/Ubuntu: `apt-get install gnugo`), or its path in \
             the TENGEN_GNUGO environment variable"
        ),
        _ => debian,
    }
}

/// A GTP answer: `Ok(text)` for `=`, `Err(text)` for `?`. The text of an answer of
/// several lines keeps its lines.
pub type Reply = Result<String, String>;

/// One GNU Go process in GTP mode (`--mode gtp --quiet` and the caller's arguments);
/// dropping it sends `quit` and waits for the process.
pub struct Gtp {
    child: std::process::Child,
    input: std::io::BufWriter<std::process::ChildStdin>,
    output: std::io::BufReader<std::process::ChildStdout>,
}

impl Gtp {
    /// Starts GNU Go at `path` with `args` after `--mode gtp --quiet`; panics if it
    /// cannot be started.
    pub fn start<S: AsRef<std::ffi::OsStr>>(path: &std::path::Path, args: &[S]) -> Gtp {
        use std::io::{BufReader, BufWriter};
        use std::process::{Command, Stdio};
        let mut child = Command::new(path)
            .args(["--mode", "gtp", "--quiet"])
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start GNU Go ({}): {e}", path.display()));
        let input = BufWriter::new(child.stdin.take().unwrap());
        let output = BufReader::new(child.stdout.take().unwrap());
        Gtp {
            child,
            input,
            output,
        }
    }

    /// Sends the commands in one write and reads their answers in order.
    pub fn batch(&mut self, cmds: &[String]) -> Vec<Reply> {
        use std::io::Write;
        for c in cmds {
            writeln!(self.input, "{c}").expect("writing to GNU Go");
        }
        self.input.flush().expect("writing to GNU Go");
        cmds.iter().map(|c| self.read_reply(c)).collect()
    }

    /// The answer to `cmd`, success or refusal.
    pub fn reply(&mut self, cmd: &str) -> Reply {
        self.batch(&[cmd.to_string()]).pop().unwrap()
    }

    /// The answer to `cmd` on one line (the lines of a longer answer trimmed and
    /// joined by spaces); panics if GNU Go refuses the command.
    pub fn ask(&mut self, cmd: &str) -> String {
        match self.reply(cmd) {
            Ok(text) => text
                .split('\n')
                .map(str::trim)
                .collect::<Vec<_>>()
                .join(" "),
            Err(text) => panic!("GNU Go refused `{cmd}`: {text}"),
        }
    }

    fn read_reply(&mut self, cmd: &str) -> Reply {
        use std::io::BufRead;
        let mut ok = None;
        let mut text = String::new();
        let mut line = String::new();
        loop {
            line.clear();
            let n = self
                .output
                .read_line(&mut line)
                .expect("reading from GNU Go");
            assert!(n > 0, "GNU Go exited while answering `{cmd}`");
            let l = line.trim_end_matches(['\n', '\r']);
            match ok {
                None if l.is_empty() => continue,
                None => {
                    ok = Some(l.starts_with('='));
                    text.push_str(l[1..].trim());
                }
                Some(_) if l.is_empty() => break,
                Some(_) => {
                    text.push('\n');
                    text.push_str(l);
                }
            }
        }
        if ok == Some(true) {
            Ok(text)
        } else {
            Err(text)
        }
    }
}

impl Drop for Gtp {
    fn drop(&mut self) {
        use std::io::Write;
        let _ = writeln!(self.input, "quit");
        let _ = self.input.flush();
        let _ = self.child.wait();
    }
}

// ---------------------------------------------------------------------------------
// SGF decoding: in its own file, which the fuzz crate includes too (fuzz/src/lib.rs).

pub mod decoder;
