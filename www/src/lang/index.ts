// The page's languages: English in the page's bundle (src/text.ts), the other four each
// in a chunk of their own, loaded when chosen. Each table of the other languages words
// the package's refusals with the package's own texts (`loadTexts()`), which it takes
// when it is made.
import type { Lang, loadTexts } from "tengen";
import { en, type Texts } from "../text.ts";

/** The package's words in five languages (term descriptions, count steps, refusals). */
export type Words = Awaited<ReturnType<typeof loadTexts>>;

/** The languages of the switch, each named in itself. */
export const LANGS: readonly { code: Lang; name: string }[] = [
  { code: "zh-Hant", name: "中文繁體" },
  { code: "zh-Hans", name: "简体中文" },
  { code: "ja", name: "日本語" },
  { code: "ko", name: "한국어" },
  { code: "en", name: "English" },
];

export const isLang = (s: string | null | undefined): s is Lang => LANGS.some((l) => l.code === s);

/** The language a visitor's browser prefers, among the five; English otherwise. */
export function preferredLang(languages: readonly string[]): Lang {
  for (const tag of languages) {
    const t = tag.toLowerCase();
    if (/^zh-(hant|tw|hk|mo)/.test(t)) return "zh-Hant";
    if (t.startsWith("zh")) return "zh-Hans";
    if (t.startsWith("ja")) return "ja";
    if (t.startsWith("ko")) return "ko";
    if (t.startsWith("en")) return "en";
  }
  return "en";
}

/** The page's table for `lang`, loading its chunk if needed. */
export async function textsFor(lang: Lang, words: Words): Promise<Texts> {
  switch (lang) {
    case "zh-Hant":
      return (await import("./zh-hant.ts")).zhHant(words);
    case "zh-Hans":
      return (await import("./zh-hans.ts")).zhHans(words);
    case "ja":
      return (await import("./ja.ts")).ja(words);
    case "ko":
      return (await import("./ko.ts")).ko(words);
    default:
      return en;
  }
}
