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
// snapshot, budget, progress } (the game as Game.__snapshot's bytes), and
// { type: 'stop' } (every search asked for so far answers with its best). Messages
// out: { type: 'ready' } once listening, { type: 'progress', id, analysis },
// { type: 'result', id, value }, { type: 'error', id, code, message }.

/** The longest a slice of search runs before the worker reads its messages. */
const SLICE_MS = 25;
/** The least time between two progress messages of one search. */
const PROGRESS_MS = 100;

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
 * `post(message)` and receiving through `listen(handler)`.
 */
export function serve(api, post, listen) {
  let bot = null;
  const jobs = [];
  let running = false;
  let lastId = 0;
  let stopUpTo = 0;

  const fail = (id, e) =>
    post({ type: 'error', id, code: typeof e?.code === 'string' ? e.code : 'worker-failed', message: String(e?.message ?? e) });

  async function search(job) {
    const game = api.Game.__restore(job.snapshot);
    try {
      bot.__start(game, job.budget, job.type === 'genmove');
      let shown = now();
      while (bot.__think(SLICE_MS) && job.id > stopUpTo) {
        if (job.progress && now() - shown >= PROGRESS_MS) {
          post({ type: 'progress', id: job.id, analysis: bot.__analysis() });
          shown = now();
        }
        await yieldNow();
      }
      return job.type === 'genmove' ? bot.__choose(game) : bot.__analysis();
    } finally {
      game.free();
    }
  }

  async function run() {
    running = true;
    while (jobs.length > 0) {
      const job = jobs.shift();
      try {
        post({ type: 'result', id: job.id, value: await search(job) });
      } catch (e) {
        fail(job.id, e);
      }
    }
    running = false;
  }

  listen((m) => {
    if (m.type === 'init') {
      try {
        bot = new api.Bot(m.options);
      } catch (e) {
        fail(0, e);
      }
    } else if (m.type === 'stop') {
      stopUpTo = lastId;
    } else if (m.type === 'genmove' || m.type === 'analyze') {
      lastId = m.id;
      if (bot === null) {
        fail(m.id, new Error('the worker has no bot'));
        return;
      }
      jobs.push(m);
      if (!running) run();
    }
  });
  post({ type: 'ready' });
}
