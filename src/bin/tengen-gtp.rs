//! `tengen-gtp`: tengen's player as a GTP engine on standard input and output, for
//! Sabaki, GoGui, gogui-twogtp or a match against GNU Go (see docs/gtp.md).
//!
//! The protocol is `tengen::gtp`; this program reads the lines, writes the answers,
//! reads the files `loadsgf` names, and keeps `lz-analyze` going until the next
//! line arrives (a thread reads the input, so the analysis never waits on it).

use std::io::{BufRead, Write};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, TryRecvError};
use std::time::Duration;

use tengen::bot::{Bot, Budget, Options};
use tengen::gtp::{BotEngine, Config, Session};
use tengen::{Preset, Rules};

const USAGE: &str = "\
tengen-gtp: tengen's Go player over GTP (Go Text Protocol version 2) on stdin/stdout

Usage: tengen-gtp [options]

Options:
  --level N        strength from 1 (a beginner) to 10 (full strength); default 10
  --playouts N     playouts per move (default 10000 when no --time-ms is given)
  --time-ms MS     milliseconds per move; with --playouts, the first reached ends
                   the search. A clock sent by time_settings and time_left caps
                   each move at its share of the time left
  --seed N         seed of the random numbers (default 1): same seed, same moves
  --rules NAME     chinese (default), japanese, korean, ing, aga, new-zealand,
                   tromp-taylor; komi starts at the rules' own until `komi` is sent
  --no-resign      never resign
  --help           this text

Commands: protocol_version name version known_command list_commands quit
boardsize clear_board komi play genmove kgs-genmove_cleanup undo final_score
final_status_list fixed_handicap place_free_handicap set_free_handicap
time_settings time_left loadsgf showboard lz-analyze
";

/// The largest file `loadsgf` reads (the SGF reader's own limit).
const MAX_FILE_BYTES: u64 = tengen::sgf::MAX_TEXT as u64;

/// What the command line asks for.
struct Settings {
    options: Options,
    rules: Rules,
}

fn main() {
    // Arguments that are not UTF-8 are read lossily (and refused as unknown).
    let args = std::env::args_os().skip(1);
    let settings = match parse_args(args.map(|a| a.to_string_lossy().into_owned())) {
        Ok(Some(settings)) => settings,
        Ok(None) => {
            print!("{USAGE}");
            return;
        }
        Err(message) => {
            eprintln!("tengen-gtp: {message}\n\n{USAGE}");
            std::process::exit(2);
        }
    };
    let session = match session(&settings) {
        Ok(session) => session,
        Err(message) => {
            eprintln!("tengen-gtp: {message}");
            std::process::exit(2);
        }
    };
    if let Err(e) = serve(session, lines()) {
        eprintln!("tengen-gtp: {e}");
        std::process::exit(1);
    }
}

/// The session of the settings: the bot as its engine, files read from disk.
fn session(settings: &Settings) -> Result<Session<BotEngine>, String> {
    let bot = Bot::new(settings.options).map_err(|e| e.to_string())?;
    let engine = BotEngine::new(bot, Budget::of(&settings.options));
    let config = Config {
        rules: settings.rules,
        ..Config::default()
    };
    Ok(Session::new(engine, config).with_files(Box::new(read_file)))
}

/// The settings of the arguments, `None` for `--help`, or what is wrong with them.
fn parse_args(mut args: impl Iterator<Item = String>) -> Result<Option<Settings>, String> {
    let mut options = Options::default();
    let mut rules = Rules::preset(Preset::Chinese);
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--help" | "-h" => return Ok(None),
            "--level" => options.level = number(&arg, &value()?)?,
            "--playouts" => options.playouts = Some(number(&arg, &value()?)?),
            "--time-ms" => options.time_ms = Some(number(&arg, &value()?)?),
            "--seed" => options.seed = number(&arg, &value()?)?,
            "--rules" => rules = preset(&value()?)?,
            "--no-resign" => options.resign = false,
            _ => return Err(format!("unknown option {arg}")),
        }
    }
    Ok(Some(Settings { options, rules }))
}

/// The number `text` given to `option`.
fn number<T: std::str::FromStr>(option: &str, text: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("{option} takes a whole number, not {text:?}"))
}

/// The rules of a preset name.
fn preset(name: &str) -> Result<Rules, String> {
    Preset::parse(name)
        .map(Rules::preset)
        .ok_or(format!("unknown rules {name:?}"))
}

/// `loadsgf`'s files.
fn read_file(path: &str) -> Result<Vec<u8>, String> {
    let size = std::fs::metadata(path).map_err(|e| e.to_string())?.len();
    if size > MAX_FILE_BYTES {
        return Err("the file is larger than 64 MB".into());
    }
    std::fs::read(path).map_err(|e| e.to_string())
}

/// The lines of standard input, read by a thread of their own (bytes that are not
/// UTF-8 become U+FFFD; GTP commands are ASCII).
fn lines() -> Receiver<String> {
    let (send, receive) = mpsc::channel();
    std::thread::spawn(move || {
        let mut input = std::io::stdin().lock();
        let mut line = Vec::new();
        loop {
            line.clear();
            match input.read_until(b'\n', &mut line) {
                Ok(0) | Err(_) => break,
                Ok(_) => {
                    if send
                        .send(String::from_utf8_lossy(&line).into_owned())
                        .is_err()
                    {
                        break;
                    }
                }
            }
        }
    });
    receive
}

/// Answers the lines until `quit` or the end of the input.
fn serve<E: tengen::gtp::Engine>(
    mut session: Session<E>,
    input: Receiver<String>,
) -> std::io::Result<()> {
    let mut out = std::io::stdout().lock();
    while let Some(line) = next_line(&mut session, &input, &mut out)? {
        let response = session.execute(&line);
        write_flushed(&mut out, &response.text)?;
        if response.quit {
            return Ok(());
        }
    }
    write_flushed(&mut out, &session.finish())
}

/// The next line of input, `None` at its end. While `lz-analyze` runs, writes its
/// lines until one arrives (the engine analyses one interval per line; with nothing
/// to report, the interval is spent waiting for input).
fn next_line<E: tengen::gtp::Engine>(
    session: &mut Session<E>,
    input: &Receiver<String>,
    out: &mut impl Write,
) -> std::io::Result<Option<String>> {
    while let Some(ms) = session.analysis_interval() {
        match input.try_recv() {
            Ok(line) => return Ok(Some(line)),
            Err(TryRecvError::Disconnected) => return Ok(None),
            Err(TryRecvError::Empty) => {}
        }
        let text = session.analysis_step();
        if !text.is_empty() {
            write_flushed(out, &text)?;
            continue;
        }
        match input.recv_timeout(Duration::from_millis(ms.into())) {
            Ok(line) => return Ok(Some(line)),
            Err(RecvTimeoutError::Disconnected) => return Ok(None),
            Err(RecvTimeoutError::Timeout) => {}
        }
    }
    Ok(input.recv().ok())
}

fn write_flushed(out: &mut impl Write, text: &str) -> std::io::Result<()> {
    if text.is_empty() {
        return Ok(());
    }
    out.write_all(text.as_bytes())?;
    out.flush()
}
