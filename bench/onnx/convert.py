"""Converts a KataGo binary model (model version 8, input version 7: the g170
networks such as npm/nets/b6c96.bin.gz) to an ONNX graph of the same network for
fixed square boards (19x19 by default), for bench/net-runtimes.mjs.

    python3 bench/onnx/convert.py [MODEL.bin.gz [OUT.onnx [--size 19]]]

Inputs:  "spatial" [N, 22, S, S] and "global" [N, 19] (float32, N free): the
         features tengen computes (src/net/features.rs).
Outputs: "policy" [N, S*S + 1] (logits, points row-major then pass),
         "value" [N, 3] (win, loss, no-result logits),
         "score" [N, 4] (score mean, deviation before softplus, lead, time-left
         variance, before their scaling),
         "ownership" [N, S*S] (before tanh, for the side to move):
         the raw outputs tengen's Net::evaluate_raw gives.

The file format, as src/net/model.rs reads it: whitespace-separated text tokens,
each block of weights "@BIN@" followed by little-endian float32. Convolutions are
stored [ky][kx][in][out], dense layers [in][out]; batch norms as mean, variance and
(if flagged) scale and bias; the layers come in the order the network applies them.
Batch norms become one multiply and one add per channel; ONNX Runtime's graph
optimiser folds those that follow a convolution into it.
"""

import argparse
import gzip
import math
import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

SPATIAL_V7 = 22
GLOBAL_V7 = 19


class Reader:
    """A cursor over the bytes of a .bin model."""

    def __init__(self, data):
        self.data = data
        self.pos = 0

    def token(self):
        d, n = self.data, len(self.data)
        while self.pos < n and d[self.pos] in b" \t\r\n":
            self.pos += 1
        start = self.pos
        while self.pos < n and d[self.pos] not in b" \t\r\n":
            self.pos += 1
        if start == self.pos:
            raise ValueError("the file ends early")
        return d[start:self.pos].decode("ascii")

    def int(self):
        return int(self.token())

    def floats(self, count):
        d = self.data
        while d[self.pos] in b" \t\r\n":
            self.pos += 1
        if d[self.pos:self.pos + 5] != b"@BIN@":
            raise ValueError(f"no @BIN@ block at byte {self.pos}")
        self.pos += 5
        end = self.pos + 4 * count
        if end > len(d):
            raise ValueError("the file ends inside a block of weights")
        a = np.frombuffer(d[self.pos:end], dtype="<f4").astype(np.float32)
        self.pos = end
        return a

    def conv(self):
        name = self.token()
        ky, kx, cin, cout = self.int(), self.int(), self.int(), self.int()
        dy, dx = self.int(), self.int()
        if ky != kx or ky % 2 != 1 or (dy, dx) != (1, 1):
            raise ValueError(f"{name}: a {ky}x{kx} kernel dilated {dy}x{dx} is not read here")
        w = self.floats(ky * kx * cin * cout).reshape(ky, kx, cin, cout)
        # ONNX's Conv takes [out][in][ky][kx].
        return name, np.ascontiguousarray(w.transpose(3, 2, 0, 1))

    def norm(self):
        name = self.token()
        c = self.int()
        eps = float(self.token())
        has_scale, has_bias = self.int(), self.int()
        mean, var = self.floats(c), self.floats(c)
        gamma = self.floats(c) if has_scale else np.ones(c, np.float32)
        beta = self.floats(c) if has_bias else np.zeros(c, np.float32)
        # In float32, as tengen folds them.
        scale = (gamma / np.sqrt(var + np.float32(eps))).astype(np.float32)
        bias = (beta - scale * mean).astype(np.float32)
        return name, scale, bias

    def activation(self):
        self.token()

    def matmul(self):
        name = self.token()
        cin, cout = self.int(), self.int()
        return name, self.floats(cin * cout).reshape(cin, cout)

    def bias(self):
        name = self.token()
        c = self.int()
        return name, self.floats(c)


class Graph:
    """Builds the ONNX nodes and initializers."""

    def __init__(self):
        self.nodes = []
        self.inits = []
        self.count = 0
        # Unsqueeze's axes, to broadcast a bias [N, C] over [N, C, H, W].
        self.axes23 = self.fresh("axes23")
        self.inits.append(numpy_helper.from_array(np.array([2, 3], np.int64), self.axes23))

    def fresh(self, hint):
        self.count += 1
        return f"{hint}_{self.count}"

    def const(self, name, array):
        name = self.fresh(name)
        self.inits.append(numpy_helper.from_array(np.asarray(array, np.float32), name))
        return name

    def op(self, op_type, inputs, hint, **attrs):
        out = self.fresh(hint)
        self.nodes.append(helper.make_node(op_type, inputs, [out], name=out, **attrs))
        return out

    def conv(self, x, layer):
        name, w = layer
        k = w.shape[2]
        p = k // 2
        return self.op("Conv", [x, self.const(name, w)], name, kernel_shape=[k, k], pads=[p, p, p, p])

    def norm_relu(self, x, layer):
        name, scale, bias = layer
        c = scale.shape[0]
        y = self.op("Mul", [x, self.const(name + "_scale", scale.reshape(1, c, 1, 1))], name)
        y = self.op("Add", [y, self.const(name + "_bias", bias.reshape(1, c, 1, 1))], name)
        return self.op("Relu", [y], name)

    def matmul(self, x, layer):
        name, w = layer
        return self.op("MatMul", [x, self.const(name, w)], name)

    def add_channel_bias(self, x, b):
        """x [N, C, H, W] + b [N, C] on every point."""
        b4 = self.op("Unsqueeze", [b, self.axes23], "bias4")
        return self.op("Add", [x, b4], "biased")

    def pool(self, x, board, value):
        """[N, 3C]: the mean, the mean scaled by (sqrt(area) - 14) / 10, and the maximum
        (trunk and policy) or the mean scaled by (sqrt(area) - 14)^2 / 100 - 0.1 (value).
        The whole S x S plane is the board, so the mean and maximum over all of it are
        those over the board's points."""
        b = math.sqrt(board * board)
        mean = self.op("Flatten", [self.op("GlobalAveragePool", [x], "mean")], "mean", axis=1)
        scaled = self.op("Mul", [mean, self.const("s1", np.float32((b - 14.0) * 0.1))], "scaled")
        if value:
            third = self.op("Mul", [mean, self.const("s2", np.float32((b - 14.0) ** 2 * 0.01 - 0.1))], "scaled2")
        else:
            third = self.op("Flatten", [self.op("GlobalMaxPool", [x], "max")], "max", axis=1)
        return self.op("Concat", [mean, scaled, third], "pooled", axis=1)


def convert(data, board):
    r = Reader(data)
    name = r.token()
    version = r.int()
    if version != 8:
        raise ValueError(f"model version {version}: only version 8 (KataGo's g170 networks) is converted")
    nsp, ngl = r.int(), r.int()
    if (nsp, ngl) != (SPATIAL_V7, GLOBAL_V7):
        raise ValueError(f"{nsp} spatial and {ngl} global inputs: not input version 7")

    g = Graph()
    # The trunk.
    r.token()
    blocks = r.int()
    _channels, _mid, _regular, _dilated, _gpool = (r.int() for _ in range(5))
    x = g.conv("spatial", r.conv())
    x = g.add_channel_bias(x, g.matmul("global", r.matmul()))
    for _ in range(blocks):
        kind = r.token()
        r.token()
        if kind == "ordinary_block":
            a = g.norm_relu(x, r.norm())
            r.activation()
            t = g.conv(a, r.conv())
            t = g.norm_relu(t, r.norm())
            r.activation()
            x = g.op("Add", [x, g.conv(t, r.conv())], "residual")
        elif kind == "gpool_block":
            a = g.norm_relu(x, r.norm())
            r.activation()
            reg = g.conv(a, r.conv())
            gp = g.conv(a, r.conv())
            gp = g.norm_relu(gp, r.norm())
            r.activation()
            reg = g.add_channel_bias(reg, g.matmul(g.pool(gp, board, False), r.matmul()))
            reg = g.norm_relu(reg, r.norm())
            r.activation()
            x = g.op("Add", [x, g.conv(reg, r.conv())], "residual")
        else:
            raise ValueError(f"a block of kind {kind}")
    a = g.norm_relu(x, r.norm())
    r.activation()

    # The policy head.
    r.token()
    p1 = g.conv(a, r.conv())
    g1 = g.conv(a, r.conv())
    g1 = g.norm_relu(g1, r.norm())
    r.activation()
    pooled = g.pool(g1, board, False)
    p1 = g.add_channel_bias(p1, g.matmul(pooled, r.matmul()))
    p1 = g.norm_relu(p1, r.norm())
    r.activation()
    points = g.op("Flatten", [g.conv(p1, r.conv())], "points", axis=1)
    pass_ = g.matmul(pooled, r.matmul())
    g.nodes.append(helper.make_node("Concat", [points, pass_], ["policy"], name="policy", axis=1))

    # The value head.
    r.token()
    v1 = g.conv(a, r.conv())
    v1 = g.norm_relu(v1, r.norm())
    r.activation()
    h = g.matmul(g.pool(v1, board, True), r.matmul())
    h = g.op("Relu", [g.op("Add", [h, g.const("v2b", r.bias()[1])], "v2")], "v2")
    r.activation()
    v3 = g.matmul(h, r.matmul())
    g.nodes.append(helper.make_node("Add", [v3, g.const("v3b", r.bias()[1])], ["value"], name="value"))
    sv3 = g.matmul(h, r.matmul())
    g.nodes.append(helper.make_node("Add", [sv3, g.const("sv3b", r.bias()[1])], ["score"], name="score"))
    own = g.conv(v1, r.conv())
    g.nodes.append(helper.make_node("Flatten", [own], ["ownership"], name="ownership", axis=1))
    if data[r.pos:].strip():
        raise ValueError("bytes left after the value head")

    area = board * board
    f = TensorProto.FLOAT
    graph = helper.make_graph(
        g.nodes,
        name,
        [
            helper.make_tensor_value_info("spatial", f, ["N", SPATIAL_V7, board, board]),
            helper.make_tensor_value_info("global", f, ["N", GLOBAL_V7]),
        ],
        [
            helper.make_tensor_value_info("policy", f, ["N", area + 1]),
            helper.make_tensor_value_info("value", f, ["N", 3]),
            helper.make_tensor_value_info("score", f, ["N", 4]),
            helper.make_tensor_value_info("ownership", f, ["N", area]),
        ],
        g.inits,
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], producer_name="tengen bench/onnx/convert.py")
    model.ir_version = 8
    onnx.checker.check_model(model, full_check=True)
    return model


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(os.path.dirname(here))
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("model", nargs="?", default=os.path.join(root, "npm", "nets", "b6c96.bin.gz"))
    ap.add_argument("out", nargs="?", default=os.path.join(here, "out", "b6c96.onnx"))
    ap.add_argument("--size", type=int, default=19)
    args = ap.parse_args()
    with open(args.model, "rb") as fh:
        data = fh.read()
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    model = convert(data, args.size)
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    onnx.save(model, args.out)
    print(f"{args.out}: {os.path.getsize(args.out)} B, {len(model.graph.node)} nodes, {args.size}x{args.size}")


if __name__ == "__main__":
    sys.exit(main())
