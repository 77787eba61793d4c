// The "New game" form: the size, rules, komi and handicap of the next game, showing the
// game on the board (and a record's, when one is opened).
import { handicapPoints, presetRules, rulesNames } from "tengen";
import type { Texts } from "../text.ts";
import type { RulesName, Settings } from "../types.ts";

const COMMON_SIZES = [9, 13, 19];

/** The settings as the address writes them (read by address.ts). */
export const hashOf = (s: Settings): string => `#size=${s.size}&rules=${s.rules}&komi=${s.komi}&handicap=${s.handicap}`;


const isRules = (s: string): s is RulesName => (rulesNames() as string[]).includes(s);

export interface FormParts {
  form: HTMLFormElement;
  size: HTMLSelectElement;
  rules: HTMLSelectElement;
  komi: HTMLInputElement;
  handicap: HTMLSelectElement;
  note: HTMLElement;
  error: HTMLElement;
}

export interface FormApi {
  /** Words the choices in another language. */
  setTexts(t: Texts): void;
  /** Shows `settings` in the fields. */
  show(settings: Settings): void;
}

/**
 * Fills the form's choices and shows `initial`. On submit, `start(settings)` starts the
 * game and returns the package's message if it refused the settings. The returned
 * `setTexts` words the choices in another language.
 */
export function bindForm(
  f: FormParts,
  texts: Texts,
  initial: Settings,
  start: (settings: Settings) => string | null,
): FormApi {
  let t = texts;
  const option = (value: string, label: string): HTMLOptionElement => {
    const o = document.createElement("option");
    o.value = value;
    o.textContent = label;
    return o;
  };
  const common = document.createElement("optgroup");
  common.label = t.commonSizes;
  for (const n of COMMON_SIZES) common.append(option(String(n), t.sizeOption(n)));
  const others = document.createElement("optgroup");
  others.label = t.anySize;
  for (let n = 2; n <= 25; n++) if (!COMMON_SIZES.includes(n)) others.append(option(String(n), t.sizeOption(n)));
  f.size.append(common, others);
  for (const name of rulesNames()) f.rules.append(option(name, t.rules[name]));
  f.handicap.append(option("0", t.evenGame));
  for (let n = 2; n <= 9; n++) f.handicap.append(option(String(n), t.handicapOption(n)));

  // A preset's komi and rules come from the package rather than being repeated here.
  const describeRules = (rules: RulesName): string => t.rulesNote(presetRules(rules));

  /** Only handicaps with a standard placement on this size can be chosen. */
  function syncHandicap(): void {
    const size = Number(f.size.value);
    for (const o of f.handicap.options) {
      const n = Number(o.value);
      let ok = n === 0;
      if (!ok) {
        try {
          ok = handicapPoints(size, n) !== null;
        } catch {
          ok = false;
        }
      }
      o.disabled = !ok;
    }
    if (f.handicap.selectedOptions[0]?.disabled) f.handicap.value = "0";
  }

  f.size.addEventListener("change", syncHandicap);
  f.rules.addEventListener("change", () => {
    const rules = f.rules.value;
    if (!isRules(rules)) return;
    f.komi.value = String(presetRules(rules).komi);
    f.note.textContent = describeRules(rules);
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

  /** Shows `s` in the fields (the game on the board: at start, and when a record is opened). */
  function show(s: Settings): void {
    f.size.value = String(s.size);
    f.rules.value = s.rules;
    f.komi.value = String(s.komi);
    // A handicap the choices lack (one stone, or more than nine, in a record) is shown as such.
    if (![...f.handicap.options].some((o) => o.value === String(s.handicap))) f.handicap.append(option(String(s.handicap), t.handicapOption(s.handicap)));
    f.handicap.value = String(s.handicap);
    syncHandicap();
    f.note.textContent = describeRules(s.rules);
    f.error.textContent = "";
  }
  show(initial);

  return {
    show,
    setTexts(next) {
      t = next;
      common.label = t.commonSizes;
      others.label = t.anySize;
      for (const o of f.size.options) o.textContent = t.sizeOption(Number(o.value));
      for (const o of f.rules.options) if (isRules(o.value)) o.textContent = t.rules[o.value];
      for (const o of f.handicap.options) o.textContent = o.value === "0" ? t.evenGame : t.handicapOption(Number(o.value));
      if (isRules(f.rules.value)) f.note.textContent = describeRules(f.rules.value);
      f.error.textContent = "";
    },
  };
}
