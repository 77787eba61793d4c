// The package's BotWorker, for the element's computer chunk. In the package (board.js)
// "tengen" is the package's own index.js, so this is its BotWorker. The game page's build
// (www/build.mjs) puts ../page/botworker.ts in this file's place, for the reason given
// there: the page's first load would otherwise carry the worker's client.
export { BotWorker } from "tengen";
