// The page's dark theme: its colours (the custom properties of style.css, and the few
// colours written there directly) and the board's `theme="dark"`. A chunk of its own,
// loaded at start when the system prefers a dark scheme (main.ts), or by the "Dark"
// toggle (panels.ts): a page in the light scheme never loads it. It follows the system's
// scheme while the page is open, until the toggle is used.

const CSS = `
:root.dark { --bg: #1d1b18; --ink: #ece6da; --muted: #b5aa98; --panel: #2a2622; --line: #4a4238; --accent: #90caf9; --error: #ff8a80; color-scheme: dark; }
.dark .board-wrap { background: #3a342b; box-shadow: 0 2px 4px rgba(0, 0, 0, .5), 0 10px 24px rgba(0, 0, 0, .4); }
.dark button, .dark .file-button { background: linear-gradient(#3a352e, #2f2a24); border-color: #6f6656; color: var(--ink); }
.dark button:hover:not(:disabled), .dark .file-button:hover { background: linear-gradient(#443e35, #37312a); border-color: #8d8170; }
.dark button[aria-pressed="true"] { background: #1f3550; border-color: var(--accent); }
.dark #resume { background: linear-gradient(#24384f, #1c2c40); border-color: #5a7fbf; }
.dark select, .dark input { background: #23201c; color: var(--ink); border-color: #5c5346; }
.dark kbd { background: #23201c; border-color: #5c5346; }
.dark .repetition { color: #ffb74d; }
.dark a { color: var(--accent); }
`;

const scheme = matchMedia("(prefers-color-scheme: dark)");
let chosen: boolean | null = null;
let sheet: CSSStyleSheet | null = null;

/** Whether the page is dark now. */
export const isDark = (): boolean => document.documentElement.classList.contains("dark");

/** The page dark (or light again), with its board. */
export function setDark(on: boolean): void {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }
  document.documentElement.classList.toggle("dark", on);
  const board = document.getElementById("board");
  if (on) board?.setAttribute("theme", "dark");
  else board?.removeAttribute("theme");
  document.getElementById("dark")?.setAttribute("aria-pressed", String(on));
}

/** The toggle: the person's choice wins over the system's from then on. */
export function toggleDark(): void {
  chosen = !isDark();
  setDark(chosen);
}

setDark(scheme.matches);
scheme.addEventListener("change", () => chosen === null && setDark(scheme.matches));
