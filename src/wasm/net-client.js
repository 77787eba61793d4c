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
  return Net;
}
