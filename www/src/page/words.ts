// The page's own words (index.html: headings, labels, the help) in the chosen language.
// Part of the panels' chunk: English is in the HTML, so nothing here is needed to start.
import type { Lang } from "tengen";
import type { Texts } from "../text.ts";

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

/** A line of help, `{{P}}` showing P as a key. */
function helpLine(text: string): HTMLLIElement {
  const li = document.createElement("li");
  for (const [i, part] of text.split(/\{\{(.*?)\}\}/).entries()) {
    if (i % 2 === 0) li.append(part);
    else {
      const k = document.createElement("kbd");
      k.textContent = part;
      li.append(k);
    }
  }
  return li;
}

/** The page's own words (index.html) in the language of `t`. */
export function applyStatic(t: Texts, lang: Lang): void {
  document.documentElement.lang = lang;
  document.title = t.page.title;
  for (const e of document.querySelectorAll<HTMLElement>("[data-t]")) {
    const word = pageWord(t, e.dataset["t"] ?? "");
    if (word !== null) e.textContent = word;
  }
  for (const e of document.querySelectorAll<HTMLElement>("[data-t-label]")) {
    const word = pageWord(t, e.dataset["tLabel"] ?? "");
    if (word !== null) e.setAttribute("aria-label", word);
  }
  el("caps-black").title = t.page.capturedBy("black");
  el("caps-white").title = t.page.capturedBy("white");
  el("help-list").replaceChildren(...t.page.help.map(helpLine));
}
