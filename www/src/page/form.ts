// The "New game" form when it is used: a preset's komi and note follow the rules chosen,
// the handicaps the size chosen, and submitting starts the game. Its fields were filled
// at the first load (fields.ts).
import { presetRules, rulesNames } from "tengen";
import type { Texts } from "../text.ts";
import type { RulesName, Settings } from "../types.ts";
import type { FormFields } from "./fields.ts";

/** The settings as the address writes them (read by address.ts). */
export const hashOf = (s: Settings): string => `#size=${s.size}&rules=${s.rules}&komi=${s.komi}&handicap=${s.handicap}`;

const isRules = (s: string): s is RulesName => (rulesNames() as string[]).includes(s);

export interface FormApi {
  /** Words the choices in another language. */
  setTexts(t: Texts): void;
  /** Shows `settings` in the fields. */
  show(settings: Settings): void;
}

/**
 * Binds the form, whose fields show the settings chosen so far. On submit,
 * `start(settings)` starts the game and returns the package's message if it refused the
 * settings.
 */
export function bindForm(fields: FormFields, texts: Texts, start: (settings: Settings) => string | null): FormApi {
  // The fields' code comes with them from the first load (not imported: one copy).
  const { parts: f, show: showFields, word: wordFields, sync: syncHandicap } = fields;
  let t = texts;
  f.size.addEventListener("change", () => syncHandicap(f));
  f.rules.addEventListener("change", () => {
    const rules = f.rules.value;
    if (!isRules(rules)) return;
    f.komi.value = String(presetRules(rules).komi);
    f.note.textContent = t.rulesNote(presetRules(rules));
  });
  f.form.addEventListener("submit", (e) => {
    e.preventDefault();
    const rules = f.rules.value;
    const komi = Number(f.komi.value);
    if (!isRules(rules)) return;
    if (f.komi.value.trim() === "" || !Number.isFinite(komi) || Math.round(komi * 2) !== komi * 2) {
      f.error.textContent = t.komiInvalid;
      f.komi.focus();
      return;
    }
    const error = start({ size: Number(f.size.value), rules, komi, handicap: Number(f.handicap.value) });
    f.error.textContent = error ?? "";
  });

  return {
    show: (s) => showFields(f, t, s),
    setTexts(next) {
      t = next;
      wordFields(f, t);
      f.error.textContent = "";
    },
  };
}
