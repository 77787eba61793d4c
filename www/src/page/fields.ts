// The "New game" form's fields as the page first shows them: the choices, worded in the
// page's language, and the settings of the game on the board. Part of the first load, so
// that the form is whole at the first paint; what the form does when used (form.ts) is
// loaded on first use.
import { handicapPoints, presetRules, rulesNames } from "tengen";
import type { Texts } from "../text.ts";
import type { Settings } from "../types.ts";

export interface FormParts {
  form: HTMLFormElement;
  size: HTMLSelectElement;
  rules: HTMLSelectElement;
  komi: HTMLInputElement;
  handicap: HTMLSelectElement;
  note: HTMLElement;
  error: HTMLElement;
}

/** The fields and their code, as the page hands them to the form (form.ts). */
export interface FormFields {
  parts: FormParts;
  show: typeof showFields;
  word: typeof wordFields;
  sync: typeof syncHandicap;
}

const COMMON_SIZES = [9, 13, 19];

export function option(value: string | number, label: string): HTMLOptionElement {
  const o = document.createElement("option");
  o.value = String(value);
  o.textContent = label;
  return o;
}

/** Fills the choices: the common sizes, then any size; the presets; the handicaps. */
export function fillFields(f: FormParts, t: Texts): void {
  const common = document.createElement("optgroup");
  const others = document.createElement("optgroup");
  for (let n = 2; n <= 25; n++) (COMMON_SIZES.includes(n) ? common : others).append(option(n, ""));
  f.size.append(common, others);
  for (const name of rulesNames()) f.rules.append(option(name, ""));
  for (let n = 0; n <= 9; n++) if (n !== 1) f.handicap.append(option(n, ""));
  wordFields(f, t);
}

/** Words the choices (and the rules' note) in the language of `t`. */
export function wordFields(f: FormParts, t: Texts): void {
  const [common, others] = f.size.querySelectorAll("optgroup");
  if (common) common.label = t.commonSizes;
  if (others) others.label = t.anySize;
  for (const o of f.size.options) o.textContent = t.sizeOption(Number(o.value));
  for (const o of f.rules.options) o.textContent = t.rules[o.value as keyof Texts["rules"]] ?? o.value;
  for (const o of f.handicap.options) o.textContent = o.value === "0" ? t.evenGame : t.handicapOption(Number(o.value));
  const rules = f.rules.value as keyof Texts["rules"];
  if (t.rules[rules]) f.note.textContent = t.rulesNote(presetRules(rules));
}

/** Only handicaps with a standard placement on the chosen size can be chosen. */
export function syncHandicap(f: FormParts): void {
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

/** Shows `s` in the fields (the game on the board: at start, and when a record is opened). */
export function showFields(f: FormParts, t: Texts, s: Settings): void {
  f.size.value = String(s.size);
  f.rules.value = s.rules;
  f.komi.value = String(s.komi);
  // A handicap the choices lack (one stone, or more than nine, in a record) is shown as such.
  if (![...f.handicap.options].some((o) => o.value === String(s.handicap))) f.handicap.append(option(s.handicap, t.handicapOption(s.handicap)));
  f.handicap.value = String(s.handicap);
  syncHandicap(f);
  f.note.textContent = t.rulesNote(presetRules(s.rules));
  f.error.textContent = "";
}
