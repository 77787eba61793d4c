// The one or two shape terms that name a move best, picked in the page's and the
// element's own code (chunks loaded on use) so that the core package stays within its
// 110 KB. The same choice as the Rust core's `Terms::best()` (src/terms/mod.rs): a term
// that another term found refines is dropped (反夾 says 夾 already), then the two whose
// purpose comes first (capture, atari, cut, hane, block, bump, approach, …), ties in the
// terms' own order. tests/terms_best.rs holds the Rust choice; www/tests/teach.test.mjs
// holds this one on the same positions.

/** Every term id in the core's order (`Term::ALL`), which breaks ties. */
const ORDER =
  "ko capture atari fill-liberty double-tiger upper-tiger lower-tiger tiger tigers-mouth kosumi-tsuke kosumi nose-bump bump hane block crawl extend descend side-by-side push-through one-point-jump jump knights-move elephant-step large-knights-move cap knights-approach large-knights-approach one-space-low-approach one-space-high-approach two-space-low-approach two-space-high-approach low-approach high-approach approach counter-pincer pincer cut tsukekoshi contact".split(" ");

const APPROACHES = "knights-approach large-knights-approach one-space-low-approach one-space-high-approach two-space-low-approach two-space-high-approach".split(" ");

/** The terms each term refines. */
const REFINES: Record<string, string[]> = {
  ko: ["capture"],
  "double-tiger": ["upper-tiger", "lower-tiger", "tiger"],
  "upper-tiger": ["tiger"],
  "lower-tiger": ["tiger"],
  "kosumi-tsuke": ["kosumi", "bump"],
  "nose-bump": ["bump"],
  crawl: ["extend"],
  "low-approach": ["approach"],
  "high-approach": ["approach"],
  "counter-pincer": ["pincer"],
  ...Object.fromEntries(APPROACHES.map((a) => [a, ["low-approach", "high-approach", "approach"]])),
};

/** The rank of each term's purpose (lower first); the rest rank 8. */
const PURPOSE: Record<string, number> = {
  ko: 0, capture: 0, atari: 1, cut: 2, "push-through": 2, tsukekoshi: 2, hane: 3,
  block: 4, crawl: 4, "kosumi-tsuke": 4, "nose-bump": 5, bump: 5, "tigers-mouth": 5,
  ...Object.fromEntries([...APPROACHES, "low-approach", "high-approach", "approach", "counter-pincer", "pincer", "cap"].map((t) => [t, 6])),
  "fill-liberty": 7, contact: 9,
};

/** At most the two terms of `terms` that name the move best, in the order of its purpose. */
export function bestTerms<T extends { id: string }>(terms: readonly T[]): T[] {
  const refined = new Set(terms.flatMap((t) => REFINES[t.id] ?? []));
  const rank = (t: T) => (PURPOSE[t.id] ?? 8) * 100 + ORDER.indexOf(t.id);
  return terms.filter((t) => !refined.has(t.id)).sort((a, b) => rank(a) - rank(b)).slice(0, 2);
}
