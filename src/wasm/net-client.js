// `Net.load` and what lets `Net` read the games of the core module (shipped in the
// package; installed by the full module's entry points, full.js and full-node.js).
//
// The wasm class takes the bytes of a `.bin` model already inflated (`__load`). This
// layer reads what a caller has (an ArrayBuffer or a Uint8Array, gzipped or not, or
// nothing: the built-in b6c96 network) and undoes gzip with the platform's own
// `DecompressionStream`, which browsers and Node both have, instead of an inflater
// compiled into the module.
//
// The core package (`tengen`) and this module are two wasm instances with two
// memories: a `Game` of one is not an object of the other. `evaluate` copies a core
// Game into this module through its snapshot (the same bytes BotWorker posts to its
// worker), evaluates the copy and frees it, so `import { Game, Net } from "tengen"`
// works as one package.

import { tengenError, checkGame } from './boundary.js';

/** Whether `bytes` begin with gzip's magic number. */
const gzipped = (bytes) => bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;

/** The inflated bytes of gzipped `bytes`; a stream that cannot be read is `invalid-model`. */
async function gunzip(bytes) {
  try {
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
    return new Uint8Array(await new Response(stream).arrayBuffer());
  } catch (e) {
    throw tengenError('invalid-model', `the model's gzip stream could not be read: ${e?.message ?? e}`);
  }
}

/** The bytes of what a caller passed to `Net.load`, or `invalid-argument`. */
function bytesOf(data) {
  if (data instanceof Uint8Array) return data;
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  throw tengenError('invalid-argument', 'Net.load takes an ArrayBuffer or a Uint8Array of a .bin or .bin.gz model, or nothing for the built-in network');
}

/**
 * A game of this module for `game`: the game itself, or a copy of a core Game made
 * through its snapshot (`copied` then says to free it). Anything else is refused with
 * `invalid-argument`, a freed game with `freed`.
 */
export function ownGame(api, game) {
  if (!(game instanceof api.Game) && game !== null && typeof game === 'object' && typeof game.__snapshot === 'function' && typeof game.__wbg_ptr === 'number') {
    if (game.__wbg_ptr === 0) throw tengenError('freed', 'this Game was freed (free() or Symbol.dispose); make a new one');
    return { game: api.Game.__restore(game.__snapshot()), copied: true };
  }
  checkGame(game, api.Game);
  return { game, copied: false };
}

/**
 * A bot of the module `api` for `new Bot(options)`: with `options.net` a Net of this
 * module, the network's search (`Bot.__withNet`); with `net` null or absent, the
 * playout search. Any other `net` is `invalid-options`.
 */
function makeBot(api, options) {
  let net;
  let rest = options;
  if (options !== null && typeof options === 'object') {
    try {
      if ('net' in options) ({ net, ...rest } = options);
    } catch {
      throw tengenError('invalid-options', 'new Bot(options): the options could not be read');
    }
  }
  if (net == null) return new api.Bot(rest);
  if (!(net instanceof api.Net) || typeof net.__wbg_ptr !== 'number') {
    throw tengenError('invalid-options', 'option net must be a network of Net.load(), or null for the playout search');
  }
  if (net.__wbg_ptr === 0) throw tengenError('freed', 'this Net was freed (free() or Symbol.dispose); load it again');
  return api.Bot.__withNet(rest, net);
}

/** Calls `f` on a game of the module `api` for `game` (see `ownGame`), freeing a copy after. */
function withGame(api, game, f) {
  const own = ownGame(api, game);
  try {
    return f(own.game);
  } finally {
    if (own.copied) own.game.free();
  }
}

/** Defines the method `key` of `P` as `f` (not enumerable, as the class's own). */
const define = (P, key, f) => Object.defineProperty(P, key, { value: f, writable: true, configurable: true, enumerable: false });

/**
 * The module `api`'s Bot with the network's search: `new Bot({ net, ... })` (see
 * `makeBot`); its calls take the core module's Games too (copied through their
 * snapshots); `instanceof` and the class's statics are the wasm class's. Also
 * `game.ownership({ net })`, and the Net's `__bot(options)`, `__guessDead(game, options)`
 * (which boundary.js's `guessDead({ net })` calls, in either module) and
 * `__ownership(game)`.
 */
export function installBot(api) {
  const P = api.Bot.prototype;
  for (const key of ['genmove', 'analyze']) {
    const f = P[key];
    define(P, key, {
      [key](game, budget) {
        if (this.__wbg_ptr === 0) return f.call(this, game, budget);
        return withGame(api, game, (g) => f.call(this, g, budget));
      },
    }[key]);
  }
  // game.ownership({ net }) (guessDead({ net }) is boundary.js's, in either module).
  const G = api.Game.prototype;
  const ownership = G.ownership;
  define(G, 'ownership', {
    ownership(options) {
      return options?.net?.__bot ? options.net.__ownership(this) : ownership.call(this, options);
    },
  }.ownership);
  const N = api.Net.prototype;
  define(N, '__bot', function (options) {
    return makeBot(api, options);
  });
  for (const [key, raw] of [['__guessDead', '__dead'], ['__ownership', '__owners']]) {
    define(N, key, function (game, options) {
      if (this.__wbg_ptr === 0) throw tengenError('freed', 'this Net was freed (free() or Symbol.dispose); load it again');
      return withGame(api, game, (g) => this[raw](g, options));
    });
  }
  return new Proxy(api.Bot, { construct: (_, [options]) => makeBot(api, options) });
}

/**
 * Installs `Net.load` on the module `api`'s Net class; `builtin()` gives the bytes of
 * the built-in network (fetched beside the module in a browser, read from the package
 * in Node). Returns the class.
 */
export function installNet(api, builtin) {
  const { Net } = api;
  /** A network from the bytes of a KataGo model (.bin or .bin.gz); none: the built-in b6c96. */
  Net.load = async function load(data) {
    let bytes;
    if (data === undefined) {
      try {
        bytes = new Uint8Array(await builtin());
      } catch (e) {
        throw tengenError('net-unavailable', `the built-in network could not be loaded: ${e?.message ?? e}`);
      }
    } else {
      bytes = bytesOf(data);
    }
    if (gzipped(bytes)) bytes = await gunzip(bytes);
    return Net.__load(bytes);
  };
  const P = Net.prototype;
  const evaluate = P.evaluate;
  Object.defineProperty(P, 'evaluate', {
    value: function evaluate_(game, options) {
      if (this.__wbg_ptr === 0) throw tengenError('freed', 'this Net was freed (free() or Symbol.dispose); load it again');
      const own = ownGame(api, game);
      try {
        return evaluate.call(this, own.game, options);
      } finally {
        if (own.copied) own.game.free();
      }
    },
    writable: true,
    configurable: true,
    enumerable: false,
  });
  /**
   * The positions of 1 to 16 games at once (the games of either module: each
   * crosses as its snapshot), in their order; `options` as evaluate's.
   */
  define(P, 'evaluateBatch', function evaluateBatch(games, options) {
    if (this.__wbg_ptr === 0) throw tengenError('freed', 'this Net was freed (free() or Symbol.dispose); load it again');
    if (!Array.isArray(games) || games.length < 1 || games.length > 16) {
      throw tengenError('invalid-argument', 'evaluateBatch takes an array of 1 to 16 Games');
    }
    const parts = games.map((g) => {
      // A Game of either module (a core one is not an instance of this module's class).
      const core = !(g instanceof api.Game) && g !== null && typeof g === 'object' && typeof g.__snapshot === 'function' && typeof g.__wbg_ptr === 'number';
      if (!core) checkGame(g, api.Game);
      else if (g.__wbg_ptr === 0) throw tengenError('freed', 'this Game was freed (free() or Symbol.dispose); make a new one');
      return g.__snapshot();
    });
    const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) {
      bytes.set(p, at);
      at += p.length;
    }
    return this.__evaluateBatch(bytes, Uint32Array.from(parts, (p) => p.length), options);
  });
  return Net;
}

/**
 * What the full module's BotWorker (bot-client.js) checks its options and games with:
 * a Bot that takes `net` too (`"builtin"`, a URL, a model's bytes, or null: checked
 * here, loaded by the worker), and the Games of either module (each crosses as its
 * snapshot).
 */
export function workerApi(api) {
  function Bot(options) {
    let rest = options;
    if (options !== null && typeof options === 'object' && 'net' in options) {
      let net;
      ({ net, ...rest } = options);
      if (net != null && typeof net !== 'string' && !(net instanceof ArrayBuffer) && !ArrayBuffer.isView(net)) {
        throw tengenError('invalid-options', 'option net must be "builtin", the URL of a model, its bytes, or null');
      }
    }
    return new api.Bot(rest);
  }
  const Game = {
    [Symbol.hasInstance]: (g) => g instanceof api.Game || (g !== null && typeof g === 'object' && typeof g.__snapshot === 'function' && typeof g.__wbg_ptr === 'number'),
  };
  return { Bot, Game };
}

/**
 * The network a BotWorker was given, loaded in its worker: `spec` is `"builtin"`
 * (`builtin(progress)` gives its bytes), a URL (`get(url, progress)` gives them), or
 * the bytes of a model. `progress(loaded, total)` is called as the bytes come (total
 * null if unknown). Any failure is `net-unavailable`, its cause in the message.
 */
export async function workerNet(api, spec, { builtin, get = fetchBytes }, progress) {
  try {
    const bytes = spec === 'builtin' ? await builtin(progress) : typeof spec === 'string' ? await get(spec, progress) : spec;
    return await api.Net.load(bytes);
  } catch (e) {
    throw tengenError('net-unavailable', `the network could not be loaded (${e?.message ?? e}): the playout search answers instead`);
  }
}

/** The bytes at `url`, fetched, with `progress(loaded, total)` as they come. */
export async function fetchBytes(url, progress) {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`HTTP ${r.status} for ${url}`);
  const total = Number(r.headers.get('content-length')) || null;
  if (!r.body) {
    const bytes = new Uint8Array(await r.arrayBuffer());
    progress(bytes.length, total);
    return bytes;
  }
  const reader = r.body.getReader();
  const parts = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    loaded += value.length;
    progress(loaded, total);
  }
  const out = new Uint8Array(loaded);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
