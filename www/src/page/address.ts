// The settings in the address (`#size=9&rules=japanese&komi=6.5&handicap=0`), so that a
// lesson can link to a game; the form writes them (form.ts, `hashOf`).
import { presetRules, rulesNames } from "tengen";
import type { RulesName, Settings } from "../types.ts";

export const DEFAULT_SETTINGS: Settings = { size: 19, rules: "chinese", komi: 7.5, handicap: 0 };

const isRules = (s: string): s is RulesName => (rulesNames() as string[]).includes(s);

/** Settings from the address; anything missing or out of range takes its default. */
export function settingsFromHash(hash: string): Settings {
  const p = new URLSearchParams(hash.replace(/^#/, ""));
  const size = Number(p.get("size"));
  const rulesText = p.get("rules") ?? "";
  const rules = isRules(rulesText) ? rulesText : DEFAULT_SETTINGS.rules;
  const komiText = p.get("komi");
  const komi =
    komiText !== null && komiText !== "" && Number.isFinite(Number(komiText)) ? Number(komiText) : presetRules(rules).komi;
  const handicap = Number(p.get("handicap"));
  return {
    size: Number.isInteger(size) && size >= 2 && size <= 25 ? size : DEFAULT_SETTINGS.size,
    rules,
    komi,
    handicap: Number.isInteger(handicap) && handicap >= 2 && handicap <= 9 ? handicap : 0,
  };
}
