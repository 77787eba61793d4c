// The page's own words (index.html: headings, labels, the help) in the chosen language.
// Part of the panels' chunk: index.html is written in English, and its English is the
// only copy of it; it is read once, before another language first replaces it, to go
// back to.
import type { Lang } from "tengen";
import type { PageWords, Texts } from "../text.ts";

export function el<T extends HTMLElement>(id: string): T {
  const e = document.getElementById(id);
  if (!e) throw new Error(`missing #${id}`);
  return e as T;
}

/** The value at `path` ("legend.dame") of the page's words, or a player's name ("player.black"). */
function pageWord(t: Texts, path: string): string | null {
  if (path === "player.black" || path === "player.white") return t.color(path === "player.black" ? "black" : "white");
  let v: unknown = t.page;
  for (const k of path.split(".")) v = v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined;
  return typeof v === "string" ? v : null;
}

/** Text in which `{{P}}` shows P as a key: the nodes to put in an element. */
function withKeys(text: string): (Node | string)[] {
  return text.split(/\{\{(.*?)\}\}/).map((part, i) => {
    if (i % 2 === 0) return part;
    const k = document.createElement("kbd");
    k.textContent = part;
    return k;
  });
}

/** A line of help, `{{P}}` showing P as a key. */
function helpLine(text: string): HTMLLIElement {
  const li = document.createElement("li");
  li.append(...withKeys(text));
  return li;
}

/** The HTML's own (English) words, read before they are first replaced. */
let html: {
  title: string;
  words: Map<Element, string>;
  labels: Map<Element, string>;
  tips: Map<Element, string>;
  /** The children of the elements with keys in them (`data-t-keys`, the help list). */
  keyed: Map<Element, Node[]>;
} | null = null;

/** A copy of the HTML's own children of `e`. */
const original = (e: Element): Node[] => (html?.keyed.get(e) ?? []).map((n) => n.cloneNode(true));

/** The page's own words (index.html) in the language of `t`. */
export function applyStatic(t: Texts, lang: Lang): void {
  const words = document.querySelectorAll<HTMLElement>("[data-t]");
  const labelled = document.querySelectorAll<HTMLElement>("[data-t-label]");
  const tipped = document.querySelectorAll<HTMLElement>("[data-t-title]");
  const keyed = document.querySelectorAll<HTMLElement>("[data-t-keys]");
  html ??= {
    title: document.title,
    words: new Map([...words].map((e) => [e, e.textContent ?? ""])),
    labels: new Map([...labelled].map((e) => [e, e.getAttribute("aria-label") ?? ""])),
    tips: new Map([...tipped].map((e) => [e, e.title])),
    keyed: new Map([...keyed, el("help-list")].map((e) => [e, [...e.childNodes].map((n) => n.cloneNode(true))])),
  };
  const p: Partial<PageWords> = t.page;
  document.documentElement.lang = lang;
  document.title = p.title ?? html.title;
  for (const e of words) e.textContent = pageWord(t, e.dataset["t"] ?? "") ?? html.words.get(e) ?? e.textContent;
  for (const e of labelled) e.setAttribute("aria-label", pageWord(t, e.dataset["tLabel"] ?? "") ?? html.labels.get(e) ?? "");
  for (const e of tipped) e.title = pageWord(t, e.dataset["tTitle"] ?? "") ?? html.tips.get(e) ?? "";
  for (const e of keyed) {
    const text = pageWord(t, e.dataset["tKeys"] ?? "");
    e.replaceChildren(...(text === null ? original(e) : withKeys(text)));
  }
  el("caps-black").title = t.page.capturedBy("black");
  el("caps-white").title = t.page.capturedBy("white");
  el("help-list").replaceChildren(...(p.help ? p.help.map(helpLine) : original(el("help-list"))));
}
