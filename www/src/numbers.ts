// Numbers as the texts write them, in every language (a module of its own, so that each
// language chunk shares it without the English table).
const QUARTERS = ["", "¼", "½", "¾"];

/** 2.25 → "2¼", 0.75 → "¾", 185 → "185", 184.5 → "184½". Other values as decimals. */
export function quarters(n: number): string {
  const sign = n < 0 ? "−" : "";
  const a = Math.abs(n);
  const q = Math.round(a * 4);
  if (Math.abs(q / 4 - a) > 1e-9) return sign + String(+a.toFixed(2));
  const whole = Math.floor(q / 4);
  const part = QUARTERS[q % 4] ?? "";
  return sign + (whole === 0 && part ? part : String(whole) + part);
}

/** 7.5 → "7.5", 185 → "185", −3 → "−3". */
export const decimal = (n: number): string => (n < 0 ? "−" : "") + String(Math.abs(n));
