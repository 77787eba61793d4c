#!/usr/bin/env python3
"""Records KataGo's raw network outputs and input features for tengen's tests.

Run by hand (never in CI), from the repository's root, with a KataGo build:

    python3 tests/net/make_fixtures.py --katago PATH/TO/katago --model PATH/TO/b6c96.bin.gz \
        [--katago-src PATH/TO/KataGo/cpp]

It writes, in tests/net/:

- positions.txt: the positions (board, rules, komi, handicap, moves in GTP
  coordinates), taken from the game records in bench/games (tengen against GNU Go),
  from games KataGo plays itself here (a rectangle, handicap games) and from a few
  hand-made shapes (ladders that work and that are broken, a superko ban);
- katago_raw_nn.txt: KataGo's `kata-raw-nn` answer for each position marked `nn`;
- katago_features.txt (with --katago-src): KataGo's own input features for every
  position, printed by katago_features.cpp, which is built here against the
  objects of the KataGo build in that source tree.

Each position is set up exactly: `rectangular_boardsize`, `clear_board`,
`kata-set-rules`, `komi`, `set_free_handicap`, then `play` for each move.
"""

import argparse
import glob
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"

# A 9x9 game of random legal moves under Tromp-Taylor rules (found by a search
# with tengen) after which White may not play D1: it would repeat an earlier
# position (positional superko), though it is no simple ko.
SUPERKO = """
B G6 W B8 B E9 W G4 B J4 W G8 B C6 W A7 B D3 W B5 B C3 W G9 B C8 W D8 B B1
W H5 B B3 W F7 B G3 W F3 B D7 W F6 B E5 W F1 B J2 W C9 B B6 W J7 B D5 W J3
B J1 W C4 B C2 W E7 B A6 W A3 B A5 W G2 B B4 W F9 B B2 W C5 B G5 W G1 B A2
W H6 B A4 W D1 B F2 W G7 B A9 W C7 B D9 W E4 B H8 W J6 B B7 W D4 B A8 W J8
B C8 W F5 B E1 W G6 B E3 W C1 B H2 W F4 B J9 W D6 B H9 W J5 B E2 W H3 B C7
W E8 B H1 W D9 B E6 W H1 B H4 W D2 B D2 W B9 B H7 W A7 B J4 W C1 B H4
"""

RULES = ["chinese-ogs", "japanese", "tromp-taylor"]
KOMIS = ["7.5", "6.5", "0"]
# For the features alone, the other rule sets tengen maps to KataGo's names too.
FEATURE_RULES = RULES + ["aga", "new-zealand", "korean"]


def gtp_vertex(x, y, h):
    return f"{LETTERS[x]}{h - y}"


def sgf_moves(path):
    text = open(path, encoding="utf-8").read()
    size = int(re.search(r"SZ\[(\d+)\]", text).group(1))
    moves = []
    for color, v in re.findall(r";([BW])\[([a-z]{0,2})\]", text):
        if v == "" or (v == "tt" and size <= 19):
            moves.append((color, "pass"))
        else:
            x, y = ord(v[0]) - 97, ord(v[1]) - 97
            moves.append((color, gtp_vertex(x, y, size)))
    return size, moves


class Position:
    def __init__(self, name, w, h, rules, komi, moves, handicap=(), nn=True, symmetries=(0,),
                 setup=(), tomove=None):
        self.setup, self.tomove = list(setup), tomove
        self.name, self.w, self.h = name, w, h
        self.rules, self.komi = rules, komi
        self.moves, self.handicap = list(moves), list(handicap)
        self.nn, self.symmetries = nn, symmetries

    def text(self):
        lines = [f"position {self.name}", f"board {self.w} {self.h}", f"rules {self.rules}",
                 f"komi {self.komi}"]
        if self.handicap:
            lines.append("handicap " + " ".join(self.handicap))
        if self.setup:
            lines.append("setup " + " ".join(f"{c} {v}" for c, v in self.setup))
        if self.tomove:
            lines.append(f"tomove {self.tomove}")
        lines.append("moves " + " ".join(f"{c} {v}" for c, v in self.moves))
        if self.nn:
            lines.append("nn " + " ".join(str(s) for s in self.symmetries))
        lines.append("end")
        return "\n".join(lines) + "\n"


def cut(moves, n):
    """The first n moves, never ending the game with two passes in a row."""
    m = moves[:n]
    while len(m) >= 2 and m[-1][1] == "pass" and m[-2][1] == "pass":
        m = m[:-1]
    return m


class Gtp:
    def __init__(self, argv):
        self.p = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True)

    def send(self, cmd):
        self.p.stdin.write(cmd + "\n")
        self.p.stdin.flush()
        lines = []
        while True:
            line = self.p.stdout.readline()
            if line == "":
                raise RuntimeError(f"engine quit on {cmd!r}")
            if line == "\n" and lines:
                break
            if line == "\n":
                continue
            lines.append(line.rstrip("\n"))
        first = lines[0]
        if first.startswith("?"):
            raise RuntimeError(f"{cmd!r}: {first}")
        lines[0] = first[1:].lstrip()
        return [line for line in lines if line != ""]

    def set_position(self, pos):
        self.send(f"rectangular_boardsize {pos.w} {pos.h}")
        self.send("clear_board")
        self.send(f"kata-set-rules {pos.rules}")
        self.send(f"komi {pos.komi}")
        if pos.handicap:
            self.send("set_free_handicap " + " ".join(pos.handicap))
        for c, v in pos.moves:
            self.send(f"play {c} {v}")

    def close(self):
        self.send("quit")
        self.p.wait()


def kata_game(gtp, name, w, h, rules, komi, n, handicap=()):
    """Moves KataGo chooses (one visit each) from the start or a handicap."""
    pos = Position(name, w, h, rules, komi, [], handicap)
    gtp.set_position(pos)
    color = "W" if handicap else "B"
    moves = []
    for _ in range(n):
        v = gtp.send(f"genmove {color}")[0].upper()
        if v == "RESIGN":
            break
        moves.append((color, "pass" if v == "PASS" else v))
        color = "W" if color == "B" else "B"
    return moves


def positions(gtp):
    out = []
    combo = [0]

    def rules_komi():
        i = combo[0]
        combo[0] += 1
        return RULES[i % 3], KOMIS[(i // 3) % 3]

    # Game records: openings, middle games, endings.
    records = [
        ("9x9-10k-gnugo10-4def5c6/game-2001.sgf", [4, 20, 10**6]),
        ("9x9-10k-gnugo10-4def5c6/game-2002.sgf", [7, 30, 10**6]),
        ("9x9-10k-gnugo10-4def5c6/game-2005.sgf", [11, 45, 10**6]),
        ("9x9-10k-gnugo10-4def5c6/game-2016.sgf", [2, 50, 10**6]),
        ("13x13-10k-gnugo10/game-6003.sgf", [6, 50, 10**6]),
        ("13x13-10k-gnugo10/game-6005.sgf", [13, 70, 10**6]),
        ("13x13-2s-gnugo10/game-001.sgf", [9, 60, 10**6]),
        ("19x19-10k-gnugo10/game-8001.sgf", [8, 90, 200, 10**6]),
        ("19x19-10k-gnugo10/game-8002.sgf", [15, 120, 10**6]),
        ("19x19-2s-gnugo10/game-000.sgf", [1, 60, 160, 10**6]),
        ("19x19-2s-gnugo10-b/game-001.sgf", [30, 140, 240]),
    ]
    for rel, cuts in records:
        size, moves = sgf_moves(os.path.join(ROOT, "bench", "games", rel))
        tag = rel.replace("/", "-").replace(".sgf", "")
        for n in cuts:
            m = cut(moves, n)
            rules, komi = rules_komi()
            sym = (0, 5) if len(out) % 7 == 3 else (0,)
            out.append(Position(f"{tag}-{len(m)}", size, size, rules, komi, m, symmetries=sym))

    # The empty boards.
    for size in (9, 13, 19):
        rules, komi = rules_komi()
        out.append(Position(f"empty-{size}", size, size, rules, komi, []))

    # A rectangle and handicap games, played by KataGo.
    for rules in RULES:
        moves = kata_game(gtp, "rect", 13, 9, rules, "7.5", 40)
        for n in (5, 20, 40):
            out.append(Position(f"rect-13x9-{rules}-{n}", 13, 9, rules, "7.5", moves[:n]))
    moves = kata_game(gtp, "rect", 9, 15, "chinese-ogs", "6.5", 30)
    out.append(Position("rect-9x15-30", 9, 15, "chinese-ogs", "6.5", moves, symmetries=(0, 2)))
    for rules, hc in (("chinese-ogs", ["D4", "Q16"]), ("japanese", ["D4", "Q16", "Q4", "D16"]),
                      ("tromp-taylor", ["D4", "Q16", "Q4"])):
        moves = kata_game(gtp, "hc", 19, 19, rules, "0.5" if rules == "japanese" else "0", 40, hc)
        komi = "0.5" if rules == "japanese" else "0"
        for n in (0, 1, 12, 40):
            out.append(Position(f"handicap{len(hc)}-{rules}-{n}", 19, 19, rules, komi, moves[:n],
                                handicap=hc))
        # The same under the AGA's handicap rule (N - 1), for the features.
        for n in (0, 7, 40):
            out.append(Position(f"handicap{len(hc)}-aga-{n}", 19, 19, "aga", "0", moves[:n],
                                handicap=hc, nn=False))
    moves = kata_game(gtp, "hc9", 9, 9, "chinese-ogs", "0", 20, ["C3", "G7"])
    out.append(Position("handicap2-9x9-20", 9, 9, "chinese-ogs", "0", moves, handicap=["C3", "G7"]))

    # Ladders on 19x19: White K10 under Black's K11, J10 and L9, Black to move; the
    # ladders run to the edges, unless White's stones on the four diagonals (the
    # star points) break them.
    works = [("B", "K11"), ("W", "C10"), ("B", "J10"), ("W", "R10"), ("B", "L9"), ("W", "K10")]
    out.append(Position("ladder-works", 19, 19, "chinese-ogs", "7.5", works))
    broken = [("B", "K11"), ("W", "D4"), ("B", "J10"), ("W", "Q16"), ("B", "L9"), ("W", "Q4"),
              ("B", "C10"), ("W", "D16"), ("B", "R10"), ("W", "K10")]
    out.append(Position("ladder-broken", 19, 19, "japanese", "6.5", broken))
    # One liberty: Black ataris with L10; White to move, and the ladder works.
    out.append(Position("ladder-atari", 19, 19, "tromp-taylor", "7.5", works[:-1] + [("W", "K10"), ("B", "L10")]))
    # Live kos: a stone just taken in a ko, its retaking banned.
    for rel, n, rules in (("9x9-1s-gnugo10/game-036.sgf", 61, "chinese-ogs"),
                          ("9x9-1s-gnugo10/game-066.sgf", 43, "japanese"),
                          ("13x13-2s-gnugo10/game-002.sgf", 70, "tromp-taylor")):
        size, moves = sgf_moves(os.path.join(ROOT, "bench", "games", rel))
        tag = rel.replace("/", "-").replace(".sgf", "")
        out.append(Position(f"ko-{tag}-{n}", size, size, rules, "7.5", moves[:n]))
    sk = SUPERKO.split()
    out.append(Position("superko-9x9", 9, 9, "tromp-taylor", "7.5", list(zip(sk[0::2], sk[1::2]))))
    # Passes in the history (a pass ends the game next under area rules).
    size, moves = sgf_moves(os.path.join(ROOT, "bench", "games", "9x9-10k-gnugo10-4def5c6/game-2003.sgf"))
    for rules in RULES:
        out.append(Position(f"pass-{rules}", 9, 9, rules, "7.5", moves[:30] + [("W" if len(moves[:30]) % 2 else "B", "pass")]))
    return out


def extra_feature_positions():
    """More positions for the features alone: every few moves of more games, under
    each rule set."""
    out = []
    for i, path in enumerate(sorted(glob.glob(os.path.join(ROOT, "bench", "games", "*", "*.sgf")))[::3]):
        size, moves = sgf_moves(path)
        tag = os.path.relpath(path, os.path.join(ROOT, "bench", "games")).replace("/", "-").replace(".sgf", "")
        for n in range(3 + i % 5, len(moves) + 1, 9):
            m = cut(moves, n)
            rules = FEATURE_RULES[(i + n) % len(FEATURE_RULES)]
            out.append(Position(f"f-{tag}-{len(m)}-{rules}", size, size, rules, "7.5", m, nn=False))
    return out


def ended_positions():
    """Games ended by two passes, and a pass after play went on past a pass, for
    the features alone (KataGo then shows one move of history)."""
    out = []
    size, moves = sgf_moves(os.path.join(ROOT, "bench", "games", "9x9-10k-gnugo10-4def5c6/game-2007.sgf"))
    for rules in FEATURE_RULES:
        m = moves[:24]
        out.append(Position(f"ended-{rules}", 9, 9, rules, "7.5", m + [("B", "pass"), ("W", "pass")], nn=False))
        played = {v for _, v in m}
        free = next(gtp_vertex(x, y, 9) for y in range(9) for x in range(9)
                    if gtp_vertex(x, y, 9) not in played)
        out.append(Position(f"pass-play-pass-{rules}", 9, 9, rules, "7.5",
                            m + [("B", "pass"), ("W", free), ("B", "pass")], nn=False))
    return out


def setup_positions():
    """Positions set up with stones (as SGF's AB and AW, or GTP's set_position) and
    a side to move, then played on, for the features alone: KataGo's history starts
    at the setup."""
    out = []
    size, moves = sgf_moves(os.path.join(ROOT, "bench", "games", "19x19-2s-gnugo10/game-001.sgf"))
    opening = [m for m in moves[:21]]
    for rules in FEATURE_RULES:
        out.append(Position(f"setup-opening-{rules}", 19, 19, rules, "6.5", moves[21:25],
                            nn=False, setup=opening, tomove="W"))
        out.append(Position(f"setup-opening-black-first-{rules}", 19, 19, rules, "6.5", moves[20:22],
                            nn=False, setup=opening[:20], tomove="B"))
        # Black stones only: KataGo counts them as handicap stones.
        out.append(Position(f"setup-handicap-{rules}", 19, 19, rules, "0",
                            [("W", "R16"), ("B", "R15")], nn=False,
                            setup=[("B", "D4"), ("B", "Q16"), ("B", "Q4")], tomove="W"))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--katago", required=True, help="the katago binary")
    ap.add_argument("--model", required=True, help="the b6c96 model file")
    ap.add_argument("--katago-src", help="KataGo's cpp/ directory, built: also dump its input features")
    ap.add_argument("--extra", default="", help="a file of more positions (same format) to add")
    args = ap.parse_args()

    cfg = os.path.join(HERE, "katago_gtp.cfg")
    gtp = Gtp([args.katago, "gtp", "-model", args.model, "-config", cfg])
    pos = positions(gtp)
    if args.extra:
        pos += parse_positions(open(args.extra).read())
    everything = pos + extra_feature_positions() + ended_positions() + setup_positions()
    with open(os.path.join(HERE, "positions.txt"), "w") as f:
        f.write("# Made by tests/net/make_fixtures.py (see README.md).\n")
        for p in everything:
            f.write(p.text())

    with open(os.path.join(HERE, "katago_raw_nn.txt"), "w") as f:
        f.write("# KataGo's kata-raw-nn answers, made by tests/net/make_fixtures.py (see README.md).\n")
        for p in pos:
            if not p.nn:
                continue
            gtp.set_position(p)
            for s in p.symmetries:
                lines = gtp.send(f"kata-raw-nn {s}")
                f.write(f"position {p.name}\n")
                f.write("\n".join(lines) + "\nend\n")
    version = gtp.send("version")[0]
    gtp.close()
    print(f"{sum(len(p.symmetries) for p in pos if p.nn)} raw outputs of {sum(p.nn for p in pos)} positions, KataGo {version}")

    if args.katago_src:
        exe = build_feature_dump(args.katago_src)
        with open(os.path.join(HERE, "positions.txt")) as f:
            dump = subprocess.run([exe], stdin=f, capture_output=True, text=True, check=True).stdout
        with open(os.path.join(HERE, "katago_features.txt"), "w") as f:
            f.write("# KataGo's input features (version 7), made by tests/net/make_fixtures.py (see README.md).\n")
            f.write(dump)
        print(f"features of {dump.count('position ')} positions")


def parse_positions(text):
    out = []
    cur = None
    for line in text.splitlines():
        parts = line.split()
        if not parts or parts[0].startswith("#"):
            continue
        k = parts[0]
        if k == "position":
            cur = dict(name=parts[1], handicap=[], moves=[], nn=False, sym=(0,), setup=[], tomove=None)
        elif k == "board":
            cur["w"], cur["h"] = int(parts[1]), int(parts[2])
        elif k == "rules":
            cur["rules"] = parts[1]
        elif k == "komi":
            cur["komi"] = parts[1]
        elif k == "handicap":
            cur["handicap"] = parts[1:]
        elif k == "moves":
            cur["moves"] = list(zip(parts[1::2], parts[2::2]))
        elif k == "setup":
            cur["setup"] = list(zip(parts[1::2], parts[2::2]))
        elif k == "tomove":
            cur["tomove"] = parts[1]
        elif k == "nn":
            cur["nn"], cur["sym"] = True, tuple(int(s) for s in parts[1:])
        elif k == "end":
            out.append(Position(cur["name"], cur["w"], cur["h"], cur["rules"], cur["komi"],
                                cur["moves"], cur["handicap"], cur["nn"], cur["sym"],
                                cur["setup"], cur["tomove"]))
    return out


def build_feature_dump(src):
    """katago_features.cpp linked with the KataGo build's objects (all but its main
    and its commands and tests)."""
    objdir = os.path.join(src, "CMakeFiles", "katago.dir")
    objs = [o for o in glob.glob(os.path.join(objdir, "**", "*.o"), recursive=True)
            if not re.search(r"/(command|tests)/|/main\.cpp\.o$", o)]
    exe = os.path.join(os.environ.get("TMPDIR", "/tmp"), "katago_features")
    cmd = ["c++", "-std=gnu++17", "-O1", "-DUSE_EIGEN_BACKEND", "-DNO_GIT_REVISION",
           f"-I{src}", f"-I{os.path.join(src, 'external')}", "-isystem", "/usr/include/eigen3",
           os.path.join(HERE, "katago_features.cpp"), *objs, "-lz", "-lzip", "-lpthread", "-o", exe]
    subprocess.run(cmd, check=True)
    return exe


if __name__ == "__main__":
    sys.exit(main())
