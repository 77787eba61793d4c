"""Checks the ONNX conversion against tengen before anything is timed: runs
out/b6c96.onnx with ONNX Runtime (Python, CPU) on the inputs tengen computed for the
benchmark's positions and compares every output with tengen's raw outputs for them
(both written by `cargo run --release --example net_dump`).

    python3 bench/onnx/check.py [OUT_DIR] [--positions 64] [--tolerance 1e-4]

Exits 1 if any difference is larger than the tolerance.
"""

import argparse
import json
import os
import sys

import numpy as np
import onnxruntime as ort


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser()
    ap.add_argument("dir", nargs="?", default=os.path.join(here, "out"))
    ap.add_argument("--positions", type=int, default=64)
    ap.add_argument("--tolerance", type=float, default=1e-4)
    args = ap.parse_args()
    d = args.dir
    meta = json.load(open(os.path.join(d, "positions.json")))
    s, sc, gc = meta["size"], meta["spatial"], meta["global"]
    total = len(meta["positions"])
    n = min(args.positions, total)
    read = lambda f, *shape: np.fromfile(os.path.join(d, f), dtype="<f4").reshape(total, *shape)[:n]
    spatial, glob = read("spatial.f32", sc, s, s), read("global.f32", gc)
    want = {
        "policy": read("policy.f32", s * s + 1),
        "value": read("value.f32", 3),
        "score": read("score.f32", 4),
        "ownership": read("ownership.f32", s * s),
    }
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = 1
    sess = ort.InferenceSession(os.path.join(d, "b6c96.onnx"), opts, providers=["CPUExecutionProvider"])
    names = [o.name for o in sess.get_outputs()]
    got = {k: [] for k in names}
    # In batches of 8, as the benchmark runs them.
    for i in range(0, n, 8):
        out = sess.run(names, {"spatial": spatial[i:i + 8], "global": glob[i:i + 8]})
        for k, v in zip(names, out):
            got[k].append(v)
    worst = 0.0
    print(f"onnxruntime {ort.__version__}, {n} positions of {total}, {s}x{s}: largest |ONNX - tengen|")
    for k in names:
        g = np.concatenate(got[k])
        diff = np.abs(g - want[k])
        scale = np.abs(want[k]).max()
        print(f"  {k:9s} {diff.max():.2e}  (values up to {scale:.2f} in size; mean difference {diff.mean():.1e})")
        worst = max(worst, float(diff.max()))
    ok = worst <= args.tolerance
    print("agree" if ok else "DISAGREE", f"within {args.tolerance:g}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
