// The bot's side of BotWorker (shipped in the package): runs inside the Web Worker
// (bot-worker.js) or the Node worker thread (bot-worker-node.js), which give it the
// initialised module and their way of sending and receiving messages.
//
// A synchronous search would leave the worker deaf until it ends, so each search runs
// in slices of SLICE_MS (the Bot's __start, then __think while it answers true, then
// __choose or __analysis), yielding to the event loop between them: a `stop` message
// is heard within a slice, and progress is posted between slices.
//
// Messages in: { type: 'init', options }, then { type: 'genmove' | 'analyze', id,
// snapshot, budget, progress, options } (the game as Game.__snapshot's bytes; options,
// if set, those of this call's bot instead of init's), and { type: 'stop', id } (that
// search answers with its best; without an id, every search asked for so far does).
// { type: 'solve', id, snapshot, budget } solves the game with the full module's
// `game.solve(budget)` (tengen/full, which `loadFull()` imports on first use);
// { type: 'check', id, snapshot, budget } runs the full module's `checkProblem` on the
// GameTree read from `snapshot`, the record's SGF; { type: 'dead', id, snapshot,
// budget } answers `game.guessDead` of that game, with the worker's network once
// loaded (`{ net, visits }`), else with the playouts (`{ playouts, seed }`).
// Messages out: { type: 'ready' } once listening, { type: 'progress', id, analysis },
// { type: 'result', id, value }, { type: 'error', id, code, message }.
//
// With a network (the full module's workers, bot-worker-full.js and
// bot-worker-full-node.js, which pass `loadNet`): init's options carry `net`
// ("builtin", a URL or a model's bytes), loaded when the first search is asked for, not
// before; the searches asked for meanwhile wait for it, and those that asked for
// progress get { loading: { loaded, total } } as the bytes come. If it cannot be
// loaded, the searches waiting for it answer with its error (`net-unavailable`), and
// every later one is the playout search's.
//
// One worker may serve bots of several options (the boards of a page at different
// levels): it keeps a bot for each set of options it was asked for, each with its own
// search tree, the least recently used ended beyond MAX_BOTS.

/** The longest a slice of search runs before the worker reads its messages. */
const SLICE_MS = 25;
/** The least time between two progress messages of one search. */
const PROGRESS_MS = 100;
/** The most bots one worker keeps (each set of options asked for has its own). */
const MAX_BOTS = 4;

const now = () => performance.now();

/** Lets the event loop run (messages, timers): setImmediate in Node, a MessageChannel elsewhere. */
const yieldNow =
  typeof setImmediate === 'function'
    ? () => new Promise((resolve) => setImmediate(resolve))
    : (() => {
        const channel = new MessageChannel();
        const waiting = [];
        channel.port1.onmessage = () => waiting.shift()?.();
        return () =>
          new Promise((resolve) => {
            waiting.push(resolve);
            channel.port2.postMessage(0);
          });
      })();

/**
 * Serves BotWorker's requests with the module `api` (its Bot and Game), sending with
 * `post(message)` and receiving through `listen(handler)`; `loadFull()` imports the
 * full module, for `solve`; `loadNet(spec, progress)`, if given, loads a network (a
 * promise of a Net, or a TengenError).
 */
export function serve(api, post, listen, loadFull, loadNet) {
  /** init's options; the bots by their options' text, the most recently used last. */
  let own;
  const bots = new Map();
  const jobs = [];
  let running = false;
  let lastId = 0;
  let stopUpTo = 0;
  /** The search under way, and the searches asked to stop before they end. */
  let current = 0;
  const stopped = new Set();
  /** The network init asked for, until it is loaded (then `net`) or failed. */
  let netSpec;
  let net;
  /**
   * The options of `bots`' keys and constructors, and the budgets of the searches:
   * without `net`, which is the worker's, and, in the core module's worker (no
   * `loadNet`), without `visits`, the network's budget, which its Bot does not know
   * (a core BotWorker's `visits` without `net` have no network to count).
   */
  const bare = (o) => {
    if (o == null || !('net' in o || ('visits' in o && !loadNet))) return o;
    const { net: _, ...rest } = o;
    if (!loadNet) delete rest.visits;
    return rest;
  };

  /** The bot of `options` (init's when undefined), made on first use. */
  function botFor(options) {
    const o = bare(options ?? own);
    const key = JSON.stringify(o ?? {});
    let bot = bots.get(key);
    if (bot) bots.delete(key);
    else bot = net ? api.Bot.__withNet(o, net) : new api.Bot(o);
    bots.set(key, bot);
    for (const [k, b] of bots) {
      if (bots.size <= MAX_BOTS) break;
      b.free();
      bots.delete(k);
    }
    return bot;
  }

  const fail = (id, e) =>
    post({ type: 'error', id, code: typeof e?.code === 'string' ? e.code : 'worker-failed', message: String(e?.message ?? e) });

  async function search(job) {
    const bot = botFor(job.options);
    const game = api.Game.__restore(job.snapshot);
    try {
      bot.__start(game, bare(job.budget), job.type === 'genmove');
      let shown = now();
      while (bot.__think(SLICE_MS) && job.id > stopUpTo && !stopped.has(job.id)) {
        if (job.progress && now() - shown >= PROGRESS_MS) {
          post({ type: 'progress', id: job.id, analysis: bot.__analysis() });
          shown = now();
        }
        await yieldNow();
      }
      return job.type === 'genmove' ? bot.__choose(game) : bot.__analysis();
    } finally {
      stopped.delete(job.id);
      game.free();
    }
  }

  /** `game.solve(options)` in the full module. */
  async function solve(job) {
    if (loadFull === undefined) throw new Error('this worker has no solver');
    const full = await loadFull();
    const game = full.Game.__restore(job.snapshot);
    try {
      return game.solve(job.budget);
    } finally {
      game.free();
    }
  }

  /** `checkProblem(tree, options)` in the full module, on the tree read from its SGF. */
  async function check(job) {
    if (loadFull === undefined) throw new Error('this worker has no solver');
    const full = await loadFull();
    const tree = full.GameTree.fromSgf(job.snapshot);
    try {
      return full.checkProblem(tree, job.budget);
    } finally {
      tree.free();
    }
  }

  /** `game.guessDead`: the network's (`visits`) once it is loaded, else the playouts' (`playouts`, `seed`). */
  function dead(job) {
    const game = api.Game.__restore(job.snapshot);
    try {
      // The Net's own method (this module's Game; the worker's Net has no __bot, by
      // which boundary.js's guessDead would find it).
      const { net: _, ...options } = job.budget ?? {};
      return net ? net.__dead(game, options) : game.guessDead(options);
    } finally {
      game.free();
    }
  }

  /**
   * Loads the network init asked for, once, the searches waiting told of its progress;
   * the bots made before it are dropped. If it fails, the searches waiting are
   * answered with its error and taken off the queue.
   */
  async function netReady() {
    if (netSpec === undefined) return;
    const spec = netSpec;
    netSpec = undefined;
    // The first bytes are always told (a worker's clock starts near 0: a file loaded in
    // its first PROGRESS_MS was never told at all).
    let shown = -Infinity;
    try {
      net = await loadNet(spec, (loaded, total) => {
        if (now() - shown < PROGRESS_MS) return;
        shown = now();
        for (const j of jobs) if (j.progress) post({ type: 'progress', id: j.id, analysis: { loading: { loaded, total } } });
      });
      for (const b of bots.values()) b.free();
      bots.clear();
    } catch (e) {
      for (const j of jobs.splice(0)) fail(j.id, e);
    }
  }

  async function run() {
    running = true;
    await netReady();
    while (jobs.length > 0) {
      const job = jobs.shift();
      current = job.id;
      try {
        post({ type: 'result', id: job.id, value: await (job.type === 'solve' ? solve(job) : job.type === 'check' ? check(job) : job.type === 'dead' ? dead(job) : search(job)) });
      } catch (e) {
        fail(job.id, e);
      }
    }
    current = 0;
    running = false;
  }

  listen((m) => {
    if (m.type === 'init') {
      try {
        own = m.options;
        botFor(undefined);
        if (own?.net != null && loadNet) netSpec = own.net;
      } catch (e) {
        fail(0, e);
      }
    } else if (m.type === 'stop') {
      if (m.id === undefined) stopUpTo = lastId;
      else if (m.id === current || jobs.some((j) => j.id === m.id)) stopped.add(m.id);
    } else if (m.type === 'solve' || m.type === 'check' || m.type === 'dead') {
      lastId = m.id;
      jobs.push(m);
      if (!running) run();
    } else if (m.type === 'genmove' || m.type === 'analyze') {
      lastId = m.id;
      if (bots.size === 0) {
        fail(m.id, new Error('the worker has no bot'));
        return;
      }
      jobs.push(m);
      if (!running) run();
    }
  });
  post({ type: 'ready' });
}
