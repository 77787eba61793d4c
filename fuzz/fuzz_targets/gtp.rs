//! The GTP session on any input: lines made of the known command names and of words
//! that are often arguments (colours, vertices, numbers, statuses), or of raw bytes,
//! answered by a session whose engine plays random legal moves, names points that
//! are not on the board, analyses with odd candidates, scores and ownerships, and
//! answers `kata-raw-nn` with outputs of odd sizes and values; `loadsgf` reads the
//! rest of the input as a file. Nothing may panic; every answer must be one GTP
//! response (or the start of an analysis's, or nothing for a line without a
//! command), never with an empty line inside; the game must keep its invariants.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tengen::gtp::{Candidate, Config, Engine, Reply, Report, ScoreInfo, Session, COMMANDS};
use tengen::net::Evaluation;
use tengen::rng::Rng;
use tengen::{Color, Game, Point};
use tengen_fuzz::Bytes;

/// Argument words: colours, vertices on and off boards, numbers, statuses.
const WORDS: [&str; 31] = [
    "b",
    "w",
    "BLACK",
    "white",
    "pass",
    "A1",
    "t19",
    "E5",
    "J9",
    "Z25",
    "I3",
    "0",
    "1",
    "2",
    "9",
    "19",
    "25",
    "-3",
    "7.5",
    "1e9",
    "alive",
    "dead",
    "seki",
    "interval",
    "all",
    "ownership",
    "rootInfo",
    "true",
    "false",
    "minmoves",
    "maxmoves",
];

/// Odd values for the numbers an engine reports.
const VALUES: [f32; 6] = [0.5, f32::NAN, -1.0, 7.0, f32::INFINITY, -0.0];

/// Plays a random legal move (sometimes a pass, a resignation, or a point that is
/// not one); analyses with candidates of any kind.
struct RandomEngine {
    rng: Rng,
}

impl RandomEngine {
    fn point(&mut self, game: &Game) -> Option<Point> {
        let b = game.board();
        let points: Vec<Point> = b.points().filter(|&p| game.is_legal(p)).collect();
        if points.is_empty() {
            return None;
        }
        Some(points[self.rng.below(points.len() as u32) as usize])
    }

    /// A point or a value that is not one of `game`'s points.
    fn any_point(&mut self, game: &Game) -> Option<Point> {
        match self.rng.below(8) {
            0 => None,
            1 => Some(usize::MAX),
            2 => Some(0),
            _ => self.point(game),
        }
    }
}

impl Engine for RandomEngine {
    fn genmove(&mut self, game: &Game, _cleanup: bool) -> Result<Reply, String> {
        Ok(match self.rng.below(16) {
            0 => Reply::Resign,
            1 => Reply::Pass,
            2 => Reply::Play(game.board().padded_len() + 3),
            3 => return Err("no move\n\nfor you".into()),
            _ => self.point(game).map_or(Reply::Pass, Reply::Play),
        })
    }

    fn time_settings(&mut self, _: u32, _: u32, _: u32) {}

    fn time_left(&mut self, _: Color, _: u32, _: u32) {}

    fn analyze(&mut self, game: &Game, _ms: u32, _min_moves: usize) -> Report {
        let moves = (0..self.rng.below(4))
            .map(|_| Candidate {
                point: self.any_point(game),
                visits: self.rng.below(3),
                winrate: self.value(),
                prior: 0.5,
                pv: (0..self.rng.below(4))
                    .map(|_| self.any_point(game))
                    .collect(),
                score: self.score(),
            })
            .collect();
        let area = game.board().area();
        let ownership = (0..self.size(area)).map(|_| self.value()).collect();
        Report {
            moves,
            visits: self.rng.below(100),
            winrate: self.value(),
            score: self.score(),
            ownership,
        }
    }

    fn raw_nn(&mut self, game: &Game, symmetry: u32) -> Result<Evaluation, String> {
        if symmetry == 7 {
            return Err("no network\n\nhere".into());
        }
        let area = game.board().area();
        Ok(Evaluation {
            policy: (0..self.size(area + 1)).map(|_| self.value()).collect(),
            winrate: self.value(),
            lossrate: self.value(),
            no_result: self.value(),
            score_lead: self.value(),
            score_mean: self.value(),
            score_stdev: self.value(),
            ownership: (0..self.size(area)).map(|_| self.value()).collect(),
        })
    }
}

impl RandomEngine {
    fn value(&mut self) -> f32 {
        VALUES[self.rng.below(VALUES.len() as u32) as usize]
    }

    /// `n` mostly, sometimes one less or none.
    fn size(&mut self, n: usize) -> usize {
        match self.rng.below(4) {
            0 => 0,
            1 => n.saturating_sub(1),
            _ => n,
        }
    }

    fn score(&mut self) -> Option<ScoreInfo> {
        self.rng.below(2).eq(&0).then(|| ScoreInfo {
            lead: self.value(),
            stdev: self.value(),
            utility: self.value(),
        })
    }
}

/// One line from the input: a command with arguments, sometimes with an id, a
/// comment, a tab or a carriage return; or raw bytes up to a line feed.
fn line(b: &mut Bytes) -> String {
    if b.below(8) == 0 {
        let n = b.below(40);
        let raw: Vec<u8> = (0..n).map(|_| b.byte()).collect();
        return String::from_utf8_lossy(&raw).into_owned();
    }
    let mut words = Vec::new();
    if b.bool() {
        words.push(b.below(1000).to_string());
    }
    words.push(COMMANDS[b.below(COMMANDS.len())].to_string());
    for _ in 0..b.below(4) {
        words.push(WORDS[b.below(WORDS.len())].to_string());
    }
    let mut text = words.join([" ", "\t", "  "][b.below(3)]);
    match b.below(8) {
        0 => text += " # comment",
        1 => text += "\r",
        _ => {}
    }
    text
}

/// Whether `text` is what a session may answer.
fn well_formed(text: &str) -> bool {
    let text = text.strip_prefix('\n').unwrap_or(text);
    if text.is_empty() {
        return true;
    }
    let body_end = text.len().saturating_sub(2);
    let response = text.starts_with(['=', '?'])
        && text.ends_with("\n\n")
        && !text[..body_end].contains("\n\n");
    let analysis = text.starts_with('=') && text.ends_with('\n') && !text.contains(' ');
    response || analysis
}

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes::new(data);
    let seed = b.u64();
    let count = b.below(64);
    let lines: Vec<String> = (0..count).map(|_| line(&mut b)).collect();
    let file = b.rest().to_vec();
    let engine = RandomEngine {
        rng: Rng::new(seed),
    };
    let config = Config {
        size: 9,
        ..Config::default()
    };
    let mut session = Session::new(engine, config).with_files(Box::new(move |_| Ok(file.clone())));
    for l in &lines {
        let answer = session.execute(l);
        assert!(
            well_formed(&answer.text),
            "{l:?} answered {:?}",
            answer.text
        );
        if let Err(e) = session.game().check_invariants() {
            panic!("after {l:?}: {e}");
        }
        let info = session.analysis_step();
        assert!(
            info.is_empty() || (info.starts_with("info move ") && info.ends_with('\n')),
            "analysis line {info:?}"
        );
        if answer.quit {
            break;
        }
    }
    assert!(matches!(session.finish().as_str(), "" | "\n"));
});
