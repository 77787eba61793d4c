//! `tengen-gtp`: tengen's player as a GTP engine on standard input and output, for
//! Sabaki, GoGui, gogui-twogtp or a match against GNU Go (see docs/gtp.md).
//!
//! The protocol is `tengen::gtp`; this program reads the lines, writes the answers,
//! reads the files `loadsgf` names and the network's model file, and keeps an
//! analysis (`lz-analyze`, `kata-analyze`, `analyze`) going until the next line
//! arrives (a thread reads the input, so the analysis never waits on it).

use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, TryRecvError};
use std::time::Duration;

use tengen::bot::puct::{self, PuctBot};
use tengen::bot::{Bot, Budget, Options};
use tengen::gtp::{BotEngine, Config, Session};
use tengen::net::Net;
use tengen::{Preset, Rules};

const USAGE: &str = "\
tengen-gtp: tengen's Go player over GTP (Go Text Protocol version 2) on stdin/stdout

Usage: tengen-gtp [options]

Options:
  --model FILE     play and analyse with this KataGo network (a model file of
                   version 8, .bin or .bin.gz) on boards of 7x7 to 19x19; the
                   playout search plays on the others
  --net builtin    the same with the network that comes with tengen (KataGo's
                   b6c96), the file b6c96.bin.gz found in the directory named by
                   the environment variable TENGEN_NETS, or else in nets/ or
                   npm/nets/ beside the program or up to four directories above it
  --visits N       the network search's visits per move (default 200 when no
                   --time-ms is given)
  --level N        strength from 1 (a beginner) to 10 (full strength); default 10
  --playouts N     the playout search's playouts per move (default 10000 when no
                   --time-ms is given)
  --time-ms MS     milliseconds per move; with --visits or --playouts, the first
                   reached ends the search. A clock sent by time_settings and
                   time_left caps each move at its share of the time left
  --seed N         seed of the random numbers (default 1): same seed, same moves
  --rules NAME     chinese (default), japanese, korean, ing, aga, new-zealand,
                   tromp-taylor; komi starts at the rules' own until `komi` is sent
  --no-resign      never resign
  --help           this text

Commands: protocol_version name version known_command list_commands quit
boardsize clear_board komi play genmove kgs-genmove_cleanup undo final_score
final_status_list fixed_handicap place_free_handicap set_free_handicap
time_settings time_left loadsgf showboard lz-analyze kata-analyze analyze
kata-raw-nn
";

/// The file of the built-in network.
const BUILTIN: &str = "b6c96.bin.gz";
/// The environment variable naming the directory of the built-in network.
const NETS_VARIABLE: &str = "TENGEN_NETS";
/// The largest model file read (KataGo's largest networks are a few hundred MB).
const MAX_MODEL_BYTES: u64 = 1 << 31;

/// The largest file `loadsgf` reads (the SGF reader's own limit).
const MAX_FILE_BYTES: u64 = tengen::sgf::MAX_TEXT as u64;

/// What the command line asks for.
struct Settings {
    options: Options,
    rules: Rules,
    /// The network's model file, or `Builtin`.
    net: Option<Model>,
    /// The network search's visits per move.
    visits: Option<u32>,
}

/// Where the network comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Model {
    /// `--model FILE`.
    File(PathBuf),
    /// `--net builtin`.
    Builtin,
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

/// The session of the settings: the bot (and the network's search) as its engine,
/// files read from disk.
fn session(settings: &Settings) -> Result<Session<BotEngine>, String> {
    let bot = Bot::new(settings.options).map_err(|e| e.to_string())?;
    let mut engine = BotEngine::new(bot, Budget::of(&settings.options));
    if let Some(model) = &settings.net {
        let path = match model {
            Model::File(path) => path.clone(),
            Model::Builtin => builtin_model()?,
        };
        let net = load_model(&path)?;
        let info = net.info();
        let o = settings.options;
        let options = puct::Options {
            level: o.level,
            visits: settings.visits,
            time_ms: o.time_ms,
            seed: o.seed,
            resign: o.resign,
            ..puct::Options::default()
        };
        let search = PuctBot::new(net, options).map_err(|e| e.to_string())?;
        eprintln!(
            "tengen-gtp: network {} ({} blocks, {} channels) from {}",
            info.name,
            info.blocks,
            info.channels,
            path.display()
        );
        engine = engine.with_net(search);
    }
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
    let mut net = None;
    let mut visits = None;
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--help" | "-h" => return Ok(None),
            "--model" | "--net" if net.is_some() => {
                return Err("give one network: --model FILE or --net builtin".into())
            }
            "--model" => net = Some(Model::File(value()?.into())),
            "--net" => match value()?.as_str() {
                "builtin" => net = Some(Model::Builtin),
                other => {
                    return Err(format!(
                        "--net takes builtin, not {other:?} (a file: --model FILE)"
                    ))
                }
            },
            "--visits" => visits = Some(number(&arg, &value()?)?),
            "--level" => options.level = number(&arg, &value()?)?,
            "--playouts" => options.playouts = Some(number(&arg, &value()?)?),
            "--time-ms" => options.time_ms = Some(number(&arg, &value()?)?),
            "--seed" => options.seed = number(&arg, &value()?)?,
            "--rules" => rules = preset(&value()?)?,
            "--no-resign" => options.resign = false,
            _ => return Err(format!("unknown option {arg}")),
        }
    }
    if visits.is_some() && net.is_none() {
        return Err("--visits is the network's budget: give --model FILE or --net builtin (the playout search's is --playouts)".into());
    }
    Ok(Some(Settings {
        options,
        rules,
        net,
        visits,
    }))
}

/// The built-in network's file: in the directory `TENGEN_NETS` names if it is set,
/// else the first found of `nets/` and `npm/nets/` in the program's directory and
/// the four above it (an install with the network beside the program, or a
/// checkout's `target/release/`).
fn builtin_model() -> Result<PathBuf, String> {
    if let Some(dir) = std::env::var_os(NETS_VARIABLE) {
        let path = Path::new(&dir).join(BUILTIN);
        if !path.is_file() {
            return Err(format!(
                "the built-in network is not at {} ({NETS_VARIABLE})",
                path.display()
            ));
        }
        return Ok(path);
    }
    let exe = std::env::current_exe().map_err(|e| format!("where is tengen-gtp? {e}"))?;
    builtin_places(&exe)
        .into_iter()
        .find(|p| p.is_file())
        .ok_or(format!(
            "the built-in network {BUILTIN} is neither in nets/ nor in npm/nets/ near {}: \
             set {NETS_VARIABLE} to its directory, or give --model FILE",
            exe.display()
        ))
}

/// Where `--net builtin` looks for the network, in order, for the program `exe`.
fn builtin_places(exe: &Path) -> Vec<PathBuf> {
    exe.ancestors()
        .skip(1)
        .take(5)
        .flat_map(|dir| [dir.join("nets"), dir.join("npm").join("nets")])
        .map(|dir| dir.join(BUILTIN))
        .collect()
}

/// The network of a model file, gzipped (it starts with gzip's magic bytes) or
/// not.
fn load_model(path: &Path) -> Result<Net, String> {
    let failed = |e: &dyn std::fmt::Display| format!("{}: {e}", path.display());
    let size = std::fs::metadata(path).map_err(|e| failed(&e))?.len();
    if size > MAX_MODEL_BYTES {
        return Err(failed(&"larger than 2 GB"));
    }
    let bytes = std::fs::read(path).map_err(|e| failed(&e))?;
    let bytes = if bytes.starts_with(&[0x1f, 0x8b]) {
        gunzip(&bytes).map_err(|e| failed(&e))?
    } else {
        bytes
    };
    Net::load(&bytes).map_err(|e| failed(&e))
}

/// The inflated bytes of a gzip file.
#[cfg(feature = "gzip")]
fn gunzip(bytes: &[u8]) -> Result<Vec<u8>, String> {
    use std::io::Read;
    let mut out = Vec::new();
    flate2::read::GzDecoder::new(bytes)
        .take(MAX_MODEL_BYTES)
        .read_to_end(&mut out)
        .map_err(|e| format!("not a gzip file: {e}"))?;
    Ok(out)
}

/// Without the `gzip` feature: a refusal saying what to do.
#[cfg(not(feature = "gzip"))]
fn gunzip(_: &[u8]) -> Result<Vec<u8>, String> {
    Err("gzipped, and this tengen-gtp was built without the gzip feature: gunzip it".into())
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

/// The next line of input, `None` at its end. While an analysis runs, writes its
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_builtin_network_is_looked_for_near_the_program() {
        let places = builtin_places(Path::new("/opt/tengen/target/release/tengen-gtp"));
        let at = |p: &str| PathBuf::from(p);
        assert_eq!(
            places[..4],
            [
                at("/opt/tengen/target/release/nets/b6c96.bin.gz"),
                at("/opt/tengen/target/release/npm/nets/b6c96.bin.gz"),
                at("/opt/tengen/target/nets/b6c96.bin.gz"),
                at("/opt/tengen/target/npm/nets/b6c96.bin.gz"),
            ]
        );
        // A checkout's own copy, from target/release/.
        assert_eq!(places[5], at("/opt/tengen/npm/nets/b6c96.bin.gz"));
        assert_eq!(places.len(), 10);
        assert_eq!(builtin_places(Path::new("/tengen-gtp")).len(), 2);
    }

    #[test]
    fn the_network_options() {
        let parse = |args: &[&str]| parse_args(args.iter().map(|a| a.to_string()));
        let s = parse(&["--net", "builtin", "--visits", "50"])
            .unwrap()
            .unwrap();
        assert_eq!((s.net, s.visits), (Some(Model::Builtin), Some(50)));
        let s = parse(&["--model", "x.bin.gz", "--time-ms", "500"])
            .unwrap()
            .unwrap();
        assert_eq!(s.net, Some(Model::File("x.bin.gz".into())));
        assert_eq!((s.visits, s.options.time_ms), (None, Some(500)));
        assert!(parse(&["--visits", "5"]).is_err());
        assert!(parse(&["--net", "x.bin"]).is_err());
        assert!(parse(&["--model", "a", "--model", "b"]).is_err());
        assert!(parse(&["--net"]).is_err());
    }
}
