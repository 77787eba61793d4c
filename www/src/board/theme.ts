// The board's themes: the colours of the wood (or plain board), its lines, the stones and
// the marks, for `theme="wood" | "plain" | "high-contrast" | "dark"`. The canvas (through
// the element's look) and the SVG diagrams (element/diagram.ts) read the same palette, so
// a picture looks like the board it was taken from. A chunk of its own: a board with the
// default look never loads it.

/** The theme names the element's `theme` attribute and `toSvg({ theme })` take. */
export type ThemeName = "wood" | "plain" | "high-contrast" | "dark";

export interface Palette {
  /** The board's colour (the wood theme's canvas draws its grain over it). */
  board: string;
  /** Grid lines, star points, coordinates, and marks on empty points. */
  line: string;
  black: string;
  white: string;
  /** Each stone's outline (a colour, or null for none). */
  blackEdge: string | null;
  whiteEdge: string | null;
  /** Stones drawn lit from the top left (gradients), or flat. */
  shaded: boolean;
  /** The grid lines' width, as a multiple of the default. */
  lineScale: number;
  /** The text colour under the board (the element's caption) and its panel. */
  text: string;
  panel: string | null;
}

export const THEMES: Record<ThemeName, Palette> = {
  wood: {
    board: "#dcb35c",
    line: "#2a1c0c",
    black: "#151515",
    white: "#f4f2ec",
    blackEdge: null,
    whiteEdge: "#8a7b5c",
    shaded: true,
    lineScale: 1,
    text: "#1d1b16",
    panel: null,
  },
  plain: {
    board: "#f1e6cc",
    line: "#3b3024",
    black: "#1a1a1a",
    white: "#ffffff",
    blackEdge: null,
    whiteEdge: "#3b3024",
    shaded: false,
    lineScale: 1,
    text: "#1d1b16",
    panel: null,
  },
  "high-contrast": {
    board: "#ffffff",
    line: "#000000",
    black: "#000000",
    white: "#ffffff",
    blackEdge: "#000000",
    whiteEdge: "#000000",
    shaded: false,
    lineScale: 2,
    text: "#000000",
    panel: null,
  },
  dark: {
    board: "#3a342b",
    line: "#d8cfbd",
    black: "#0c0c0c",
    white: "#d6d1c6",
    blackEdge: "#8d8475",
    whiteEdge: null,
    shaded: false,
    lineScale: 1,
    text: "#ece6da",
    panel: "#2b2721",
  },
};

export const isTheme = (v: string | null | undefined): v is ThemeName => v === "wood" || v === "plain" || v === "high-contrast" || v === "dark";

/** The palette of `name` (the wood for anything else). */
export const palette = (name: string | null | undefined): Palette => THEMES[isTheme(name) ? name : "wood"];
