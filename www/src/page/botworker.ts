// The package's BotWorker for the page, made from the package's own client
// (bot-client.js) as its index.js makes it, but in the element's computer chunk
// (www/build.mjs puts this file in the place of src/element/botworker.ts). esbuild puts a
// module into the chunk of every entry that reaches its file, and the package's index.js
// (part of the first load) imports bot-client.js: a BotWorker imported from "tengen"
// would bring the client into the first load. With the suffix "?page" the same file is a
// module of its own that only that chunk reaches; index.js's copy has no live code in
// the page and adds nothing to it.
import { Bot, Game, type BotWorker as BotWorkerClass } from "tengen";
// @ts-expect-error: the package declares BotWorker in index.d.ts, not this file's module.
import { botWorker } from "../../../pkg/bot-client.js?page";

interface Spawned {
  message(data: unknown): void;
  failed(reason: string): void;
}

/**
 * The bot in a module Web Worker, bot-worker.js beside the page's chunks (build.mjs puts
 * it there); with `net`, the full module's bot-worker-full.js, which loads the network.
 */
export const BotWorker: typeof BotWorkerClass = botWorker({ Bot, Game }, (on: Spawned, net: boolean) => {
  const w = net
    ? new Worker(new URL("./bot-worker-full.js", import.meta.url), { type: "module" })
    : new Worker(new URL("./bot-worker.js", import.meta.url), { type: "module" });
  w.onmessage = (e) => on.message(e.data);
  w.onerror = (e) => {
    e.preventDefault();
    on.failed(e.message || "it could not be loaded, or it threw");
  };
  w.onmessageerror = () => on.failed("a message from it could not be read");
  return { post: (m: unknown) => w.postMessage(m), terminate: () => w.terminate() };
});
