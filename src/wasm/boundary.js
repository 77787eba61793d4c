// The hot calls of `Game`, made cheap across the JavaScript/wasm boundary (shipped in
// the package; installed by its entry points, index.js and node.js, right after the
// module is instantiated).
//
// wasm-bindgen's methods take `JsValue`s so that they can refuse anything with a
// TengenError, and each such value is read back through an import call; they also
// build their results as JavaScript objects field by field, from Rust. For the calls
// made once per move, this layer checks `typeof` here and calls raw exports that take
// and return plain numbers (src/wasm/fast.rs): a move's outcome is the number of
// stones captured or minus a reason code, the captured points and the board are read
// from a view of the wasm memory. Whatever is not plain numbers, and every refusal
// `play` throws, goes on to the documented method it replaces, which validates every
// value and builds the error: the contract (names, codes, messages, a refused call
// changing nothing) stays theirs. Patching the prototype keeps wasm-bindgen's class the
// public API, so a `Game` handed out by another object is covered too.

/** The reason codes of src/wasm/fast.rs (`Code`), in order; 7 is a bad coordinate. */
const REASONS = [null, 'out-of-bounds', 'occupied', 'suicide', 'ko', 'superko', 'game-over'];
const INVALID = 7;
const PLAYERS = ['', 'black', 'white'];
/** Where a game keeps its view of the board in wasm memory (see `boardView`). */
const VIEW = Symbol('tengen board view');

/** A TengenError, made as src/wasm/error.rs makes them. */
export function tengenError(code, message) {
  const e = new Error(message);
  e.name = 'TengenError';
  e.code = code;
  return e;
}

/** The refusal of a call on an object whose memory was released. */
function freed(name) {
  return tengenError('freed', `this ${name} was freed (free() or Symbol.dispose); make a new one`);
}

/**
 * Installs this layer on the module's exports (`api`, the namespace of tengen.js;
 * `memory`, the instance's `WebAssembly.Memory`): every class refuses calls once
 * freed, and `Game` gets its fast calls.
 */
export function install(api, memory) {
  for (const [name, value] of Object.entries(api)) {
    if (typeof value === 'function' && value.prototype && typeof value.prototype.free === 'function') {
      guard(value, name);
    }
  }
  if (api.Game) fast(api.Game, memory);
  if (api.Bot) takesGame(api.Bot, api.Game);
}

/**
 * Refuses what is not a live `Game` of this module, before wasm-bindgen's glue sees
 * it (which would throw a plain Error, or pass a null pointer for a freed game).
 */
export function checkGame(game, Game) {
  if (!(game instanceof Game) || typeof game.__wbg_ptr !== 'number') {
    throw tengenError('invalid-argument', 'expected a Game of this package, not ' + (game === null ? 'null' : typeof game));
  }
  if (game.__wbg_ptr === 0) throw freed('Game');
}

/** The methods of `Bot` that take a game check it first (see `checkGame`). */
function takesGame(Bot, Game) {
  const P = Bot.prototype;
  for (const key of ['genmove', 'analyze', '__start', '__choose']) {
    const f = P[key];
    const d = {
      [key](game, ...rest) {
        if (this.__wbg_ptr === 0) throw freed('Bot');
        checkGame(game, Game);
        return f.call(this, game, ...rest);
      },
    }[key];
    Object.defineProperty(P, key, { value: d, writable: true, configurable: true, enumerable: false });
  }
}

/**
 * A freed object (free(), or Symbol.dispose) has a null pointer, and wasm-bindgen's
 * methods refuse it with a plain Error: wrap each method and getter to throw a
 * TengenError (code `freed`) instead, and make a second free() do nothing.
 */
function guard(Class, name) {
  const P = Class.prototype;
  for (const key of Object.getOwnPropertyNames(P)) {
    if (key === 'constructor' || key.startsWith('__')) continue;
    const d = Object.getOwnPropertyDescriptor(P, key);
    if (key === 'free') {
      const free = d.value;
      d.value = function free_() {
        if (this.__wbg_ptr !== 0) free.call(this);
      };
      Object.defineProperty(d.value, 'name', { value: 'free' });
    } else if (typeof d.value === 'function') {
      const f = d.value;
      d.value = {
        [key](...args) {
          if (this.__wbg_ptr === 0) throw freed(name);
          return f.apply(this, args);
        },
      }[key];
    } else if (d.get) {
      const get = d.get;
      d.get = function () {
        if (this.__wbg_ptr === 0) throw freed(name);
        return get.call(this);
      };
    } else {
      continue;
    }
    Object.defineProperty(P, key, d);
  }
  if (typeof Symbol.dispose === 'symbol') {
    Object.defineProperty(P, Symbol.dispose, { value: P.free, writable: true, configurable: true, enumerable: false });
  }
}

/** The fast calls of `Game` (see the top of this file). */
function fast(Game, memory) {
  const P = Game.prototype;
  const slow = {
    guessDead: P.guessDead,
    play: P.play,
    tryPlay: P.tryPlay,
    isLegal: P.isLegal,
    illegalReason: P.illegalReason,
    boardInto: P.boardInto,
  };
  // Views of the wasm memory, made again after it grows (the old buffer is then
  // detached, with a byteLength of 0).
  let bytes = new Uint8Array(memory.buffer);
  const u8 = () => (bytes.byteLength === 0 ? (bytes = new Uint8Array(memory.buffer)) : bytes);

  /**
   * The game's row-major board in wasm memory, made current, as an Int8Array view
   * kept on the game (making a view costs more than copying 361 bytes); made again
   * when the board moved or the memory grew.
   */
  function boardView(game) {
    const at = game.__board();
    let view = game[VIEW];
    if (view === undefined || view.byteOffset !== at || view.byteLength === 0) {
      view = new Int8Array(memory.buffer, at, game.__area());
      Object.defineProperty(game, VIEW, { value: view, writable: true, configurable: true });
    }
    return view;
  }

  /** The `n` stones the last raw play captured, as [[x, y], …], row by row. */
  function captured(game, n) {
    const at = game.__captured();
    const b = u8();
    const out = new Array(n);
    for (let i = 0; i < n; i++) out[i] = [b[at + 2 * i], b[at + 2 * i + 1]];
    return out;
  }

  const methods = {
    // With a network of the full module (Net.load() imported it), the network's
    // guess, made there (net-client.js's `__guessDead`, which takes the Games of
    // either module); any other `net` is not read, as guessDead reads no other key.
    guessDead(o) {
      return o?.net?.__bot ? o.net.__guessDead(this, o) : slow.guessDead.call(this, o);
    },
    play(x, y) {
      if (this.__wbg_ptr === 0) throw freed('Game');
      if (typeof x === 'number' && typeof y === 'number') {
        const r = this.__play(x, y);
        if (r >= 0) return { captured: r === 0 ? [] : captured(this, r) };
      }
      return slow.play.call(this, x, y);
    },
    tryPlay(x, y) {
      if (this.__wbg_ptr === 0) throw freed('Game');
      if (typeof x === 'number' && typeof y === 'number') {
        const r = this.__play(x, y);
        if (r >= 0) return null;
        if (r !== -INVALID) return REASONS[-r];
      }
      return slow.tryPlay.call(this, x, y);
    },
    isLegal(x, y) {
      if (this.__wbg_ptr === 0) throw freed('Game');
      if (typeof x === 'number' && typeof y === 'number') {
        const r = this.__check(x, y);
        if (r !== INVALID) return r === 0;
      }
      return slow.isLegal.call(this, x, y);
    },
    illegalReason(x, y) {
      if (this.__wbg_ptr === 0) throw freed('Game');
      if (typeof x === 'number' && typeof y === 'number') {
        const r = this.__check(x, y);
        if (r !== INVALID) return REASONS[r];
      }
      return slow.illegalReason.call(this, x, y);
    },
    board() {
      if (this.__wbg_ptr === 0) throw freed('Game');
      const view = boardView(this);
      const out = new Int8Array(view.length);
      out.set(view);
      return out;
    },
    boardInto(out) {
      if (this.__wbg_ptr === 0) throw freed('Game');
      if (out instanceof Int8Array && out.length === this.__area()) {
        out.set(boardView(this));
        return out;
      }
      return slow.boardInto.call(this, out);
    },
  };
  for (const [name, f] of Object.entries(methods)) {
    Object.defineProperty(P, name, { value: f, writable: true, configurable: true, enumerable: false });
  }
  Object.defineProperty(P, 'turn', {
    get() {
      if (this.__wbg_ptr === 0) throw freed('Game');
      return PLAYERS[this.__turn()];
    },
    configurable: true,
    enumerable: false,
  });
}

/**
 * The core package's `Net`: `Net.load()` imports the full module (`load()`, where the
 * network evaluator lives) and reads the model there; `instanceof Net` is true of
 * what it loaded.
 */
export function lazyNet(load) {
  let full;
  return class Net {
    static load(model) {
      return load().then((m) => (full = m).Net.load(model));
    }
    static [Symbol.hasInstance](x) {
      return full !== undefined && x instanceof full.Net;
    }
  };
}
