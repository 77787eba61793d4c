// BotWorker, the caller's side (shipped in the package): the same search as Bot, in a
// Web Worker (browsers, bundlers: index.js) or a worker thread (Node: node.js), each
// entry point giving its own way of starting the worker. The worker's side is
// bot-serve.js.
//
// Every input is checked here, before anything is sent, with the same checks (and
// TengenErrors) as Bot: the constructor throws, genmove and analyze reject. The game
// crosses as Game.__snapshot's bytes, so the caller's Game stays the caller's.
//
// With option `net` ("builtin", a model's URL or bytes) the worker is the full
// module's (bot-worker-full.js), which loads the network (see bot-serve.js): the core
// entry points start it instead of their own, the full module's always start it.
// `visits` is that search's budget. The core Bot knows neither, so both are checked
// here, as the full module's Bot checks them, and left out of what it checks.

import { tengenError, checkGame } from './boundary.js';

const OPTION_KEYS = ['level', 'playouts', 'timeMs', 'seed', 'resign', 'memoryMb', 'visits', 'net'];
const BUDGET_KEYS = ['playouts', 'timeMs', 'visits'];

/** The fields `keys` of `o` that are set, as a plain object that can be posted. */
function plain(o, keys) {
  if (o === undefined) return undefined;
  const out = {};
  for (const k of keys) if (o[k] !== undefined) out[k] = o[k];
  return out;
}

/** `o` without `net` and `visits`, refused with `invalid-options` as the full module's Bot refuses them. */
function netless(o) {
  try {
    if (o === null || typeof o !== 'object' || !('net' in o || 'visits' in o)) return o;
    var { net, visits, ...rest } = o;
  } catch {
    throw tengenError('invalid-options', 'the options could not be read');
  }
  if (net != null && typeof net !== 'string' && !(net instanceof ArrayBuffer) && !ArrayBuffer.isView(net)) {
    throw tengenError('invalid-options', 'option net must be "builtin", the URL of a model, its bytes, or null');
  }
  if (visits !== undefined && !(Number.isInteger(visits) && visits > 0 && visits <= 1e7)) {
    throw tengenError('invalid-options', `option visits must be a whole number from 1 to 10000000, not ${visits}`);
  }
  return rest;
}

/** `{ onProgress, signal, ...budget }` apart (anything that is not a plain object goes on, to be refused). */
function split(options) {
  try {
    if (options === null || typeof options !== 'object' || !('onProgress' in options || 'signal' in options)) {
      return { budget: options };
    }
    const { onProgress, signal, ...budget } = options;
    return { budget, onProgress, signal };
  } catch {
    throw tengenError('invalid-options', 'the budget could not be read');
  }
}

/**
 * The BotWorker class of the module `api`; `spawn(on, net)` starts a worker running
 * bot-serve.js (the full module's if `net` is set) and returns `{ post, terminate, ref?, unref? }`, calling
 * `on.message(data)` for each message and `on.failed(reason)` if it fails or exits.
 */
export function botWorker(api, spawn) {
  const { Bot, Game } = api;

  return class BotWorker {
    #port;
    #check;
    #pending = new Map();
    #next = 1;
    #queue = [];
    #ready = false;
    /** The error every call gets once terminated or failed, else null. */
    #closed = null;

    /** A bot in a worker of its own; `options` as `new Bot(options)`, refused the same way. */
    constructor(options) {
      // A bot of the same options refuses them now, and checks each budget later.
      this.#check = new Bot(netless(options));
      this.#port = spawn(
        {
          message: (m) => this.#message(m),
          failed: (reason) => this.#fail(tengenError('worker-failed', `the bot's worker failed: ${reason}`)),
        },
        options?.net != null,
      );
      this.#port.unref?.();
      this.#send({ type: 'init', options: plain(options, OPTION_KEYS) });
    }

    /**
     * The move for the side to move, not played (as Bot's `genmove`); `options`:
     * `{ playouts, timeMs, onProgress, signal }` (aborted, this search answers at once
     * with its best so far). `botOptions`, if given, are those of this call's bot
     * instead of the worker's own (as `new Bot(botOptions)`, refused the same way): one
     * worker serves bots of several levels.
     */
    genmove(game, options, botOptions) {
      return this.#ask('genmove', game, options, botOptions);
    }

    /** What the search thinks of the position (as Bot's `analyze`); `onProgress(analysis)` is called while it thinks. */
    analyze(game, options, botOptions) {
      return this.#ask('analyze', game, options, botOptions);
    }

    /**
     * `game.solve(options)` of the full module (tengen/full) in the worker, which
     * imports it on first use; rejects as it throws. `stop()` does not shorten it.
     */
    solve(game, options) {
      return this.#ask('solve', game, options);
    }

    /**
     * `checkProblem(tree, options)` of the full module in the worker (the tree crosses as
     * its SGF, so the caller's stays the caller's); rejects as it throws.
     */
    checkProblem(tree, options) {
      return this.#ask('check', tree, options);
    }

    /**
     * `game.guessDead(options)` in the worker: with the worker's network (once loaded)
     * `{ net, visits }`, else the playouts' `{ playouts, seed }`. A finished game is
     * what it is for.
     */
    guessDead(game, options) {
      return this.#ask('dead', game, options);
    }

    /** Every pending call answers at once with the best found so far. */
    stop() {
      if (this.#closed === null) this.#send({ type: 'stop' });
    }

    /** Ends the worker: what is pending rejects (`terminated`), and so does every later call. */
    terminate() {
      if (this.#closed !== null && this.#closed.code === 'terminated') return;
      this.#fail(tengenError('terminated', 'the BotWorker was terminated'));
    }

    async #ask(type, game, options, botOptions) {
      if (this.#closed !== null) throw this.#closed;
      // checkProblem's tree: any GameTree (of either module) that can write its SGF.
      let sgf;
      if (type === 'check') {
        try {
          sgf = game.toSgf();
        } catch {}
        if (typeof sgf !== 'string') throw tengenError('invalid-argument', 'expected a live GameTree');
      } else {
        checkGame(game, Game);
        if (game.isOver && type !== 'dead') throw tengenError('game-over', 'the game is over: there is no move to make');
      }
      const { budget, onProgress, signal } = split(options);
      if (onProgress !== undefined && typeof onProgress !== 'function') {
        throw tengenError('invalid-options', 'option onProgress must be a function');
      }
      if (signal !== undefined && (signal === null || typeof signal.addEventListener !== 'function' || typeof signal.aborted !== 'boolean')) {
        throw tengenError('invalid-options', 'option signal must be an AbortSignal');
      }
      // Another bot's options are checked (and its budget) by a bot made of them; the
      // solver's options by the worker (here only that they can be posted).
      const solve = type === 'solve' || type === 'dead' || sgf !== undefined;
      const check = botOptions === undefined ? this.#check : new Bot(netless(botOptions));
      try {
        solve ? structuredClone(budget) : check.__budget(netless(budget));
      } catch (e) {
        throw solve ? tengenError('invalid-options', 'the budget could not be read') : e;
      } finally {
        if (check !== this.#check) check.free();
      }
      const id = this.#next++;
      const snapshot = sgf ?? game.__snapshot();
      return new Promise((resolve, reject) => {
        const stop = () => this.#closed === null && this.#pending.has(id) && this.#send({ type: 'stop', id });
        signal?.addEventListener('abort', stop, { once: true });
        this.#pending.set(id, { resolve, reject, onProgress, done: () => signal?.removeEventListener('abort', stop) });
        this.#port.ref?.();
        this.#send({ type, id, snapshot, budget: solve ? budget : plain(budget, BUDGET_KEYS), progress: onProgress !== undefined, options: plain(botOptions, OPTION_KEYS) });
        if (signal?.aborted) stop();
      });
    }

    #send(m) {
      if (this.#ready) this.#port.post(m);
      else this.#queue.push(m);
    }

    #message(m) {
      if (this.#closed !== null) return;
      if (m.type === 'ready') {
        this.#ready = true;
        for (const q of this.#queue.splice(0)) this.#port.post(q);
        return;
      }
      const p = this.#pending.get(m.id);
      if (m.type === 'error' && p === undefined) {
        this.#fail(tengenError(m.code, m.message));
        return;
      }
      if (p === undefined) return;
      if (m.type === 'progress') {
        try {
          p.onProgress?.(m.analysis);
        } catch {}
        return;
      }
      this.#pending.delete(m.id);
      p.done();
      if (this.#pending.size === 0) this.#port.unref?.();
      if (m.type === 'result') p.resolve(m.value);
      else p.reject(tengenError(m.code, m.message));
    }

    /** Closes the worker with `error`, rejecting what is pending with it. */
    #fail(error) {
      if (this.#closed !== null) return;
      this.#closed = error;
      const pending = [...this.#pending.values()];
      this.#pending.clear();
      try {
        this.#port.terminate();
      } catch {}
      this.#check.free();
      for (const p of pending) {
        p.done();
        p.reject(error);
      }
    }
  };
}
