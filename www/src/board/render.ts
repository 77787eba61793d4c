// Drawing is a function of the state. Three layers, in device pixels:
//   grain  — the wood texture, drawn small and scaled up; redrawn on resize;
//   base   — the board (grain, grid, star points, coordinates), stones, markers and the
//            count; redrawn when the game changes;
//   screen — base plus what follows the pointer (ghost stone, liberties, cursor);
//            redrawn on every pointer move, so it costs one image copy and a few shapes.
// The renderer keeps only caches derived from the state (sprites, the base layer), and
// writes nothing back: the layout is the board's, worked out before drawing.
import type { Index, Layout } from "../types.ts";
import { labelCss } from "./layout.ts";
import { chainAt, indexOf, pointOf, type BoardState, type Look } from "./state.ts";

const INK = "rgba(38, 24, 8, 0.9)";
const LIBERTY = "#1565c0";
const CURSOR = "#0d47a1";
/** The page's highlight (the points of a count's step): an orange that reads on both stones and wood. */
const HIGHLIGHT = "#e65100";
const HIGHLIGHT_FILL = "rgba(255, 152, 0, 0.28)";

interface Sprites {
  radius: number;
  black: HTMLCanvasElement;
  white: HTMLCanvasElement;
  /** Offset from a point's centre to the sprite's top-left corner. */
  offset: number;
}

export interface Renderer {
  /** The game changed: rebuild the base layer at the next draw. */
  invalidate(): void;
  /** Draws the screen from the state; rebuilds what is out of date first. */
  draw(state: BoardState): void;
  /** Makes the canvas rasterise what it was told to draw now, not at the next paint (for measuring). */
  flush(): void;
}

function offscreen(w: number, h: number, options?: CanvasRenderingContext2DSettings): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const c = document.createElement("canvas");
  c.width = Math.max(1, w);
  c.height = Math.max(1, h);
  const ctx = c.getContext("2d", options);
  if (!ctx) throw new Error("no 2D canvas");
  return [c, ctx];
}

/** A tiny deterministic random generator, so the wood grain is the same on every redraw. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Whether the fonts can draw a character: without a CJK font, 氣 would be a box, so the
 * badge falls back to English. Compared against a code point that has no glyph anywhere.
 * The probe is read back, so its canvas says so (`willReadFrequently`): it stays in
 * memory, and the browser has no reason to warn about slow readbacks.
 */
const glyphs = new Map<string, boolean>();
function hasGlyph(ch: string): boolean {
  let known = glyphs.get(ch);
  if (known === undefined) {
    known = true;
    try {
      const [, g] = offscreen(24, 24, { willReadFrequently: true });
      g.font = "20px system-ui, sans-serif";
      g.textBaseline = "top";
      const draw = (t: string): Uint8ClampedArray => {
        g.clearRect(0, 0, 24, 24);
        g.fillText(t, 2, 2);
        return g.getImageData(0, 0, 24, 24).data;
      };
      const a = draw(ch);
      const b = draw("\u{10FFFD}");
      known = a.some((v, i) => v !== b[i]);
    } catch {
      // Assume the glyph is there.
    }
    glyphs.set(ch, known);
  }
  return known;
}

function drawWood(ctx: CanvasRenderingContext2D, w: number, h: number, dpr: number): void {
  const g = ctx.createLinearGradient(0, 0, w, h);
  g.addColorStop(0, "#e8c27a");
  g.addColorStop(0.45, "#dcae62");
  g.addColorStop(1, "#d3a055");
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  // Grain: long wavy strokes running down the board, a few darker bands among them.
  const rnd = random(19);
  const lines = Math.round(w / (4 * dpr));
  const steps = 16;
  for (let i = 0; i < lines; i++) {
    const x0 = rnd() * w;
    const amp = (2 + rnd() * 6) * dpr;
    const freq = (0.5 + rnd() * 1.5) * Math.PI / h;
    const phase = rnd() * 6.28;
    const drift = (rnd() - 0.5) * 0.04;
    const band = rnd() < 0.12;
    ctx.strokeStyle = band ? `rgba(140, 80, 25, ${0.05 + rnd() * 0.06})` : `rgba(120, 70, 20, ${0.03 + rnd() * 0.07})`;
    ctx.lineWidth = (band ? 2 + rnd() * 4 : 0.5 + rnd()) * dpr;
    ctx.beginPath();
    for (let s = 0; s <= steps; s++) {
      const y = (s / steps) * h;
      const x = x0 + Math.sin(y * freq + phase) * amp + drift * y;
      if (s === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
  // A soft sheen across the middle, darker edges.
  const v = ctx.createRadialGradient(w * 0.4, h * 0.35, 0, w * 0.5, h * 0.5, Math.max(w, h) * 0.75);
  v.addColorStop(0, "rgba(255, 240, 200, 0.18)");
  v.addColorStop(1, "rgba(90, 50, 10, 0.16)");
  ctx.fillStyle = v;
  ctx.fillRect(0, 0, w, h);
}

/** The default font of the labels, or the look's. */
const FONT = `system-ui, -apple-system, "Segoe UI", sans-serif`;

function makeSprites(cell: number, dpr: number, colors: Look): Sprites {
  const radius = cell * 0.48;
  const pad = Math.ceil(radius * 0.3 + 2 * dpr);
  const size = Math.ceil(radius * 2 + pad * 2);
  const c = size / 2;
  const make = (black: boolean): HTMLCanvasElement => {
    const [canvas, ctx] = offscreen(size, size);
    if (colors.stone) {
      // A theme's own stone (plain, high contrast, dark, forced colours).
      colors.stone(ctx, black, c, radius, dpr);
      return canvas;
    }
    // Shadow on the board, down and to the right.
    ctx.save();
    ctx.shadowColor = "rgba(0, 0, 0, 0.45)";
    ctx.shadowBlur = radius * 0.18;
    ctx.shadowOffsetX = radius * 0.08;
    ctx.shadowOffsetY = radius * 0.12;
    ctx.beginPath();
    ctx.arc(c, c, radius, 0, Math.PI * 2);
    ctx.fillStyle = (black ? colors.black : colors.white) ?? (black ? "#111" : "#ddd");
    ctx.fill();
    ctx.restore();
    const custom = black ? colors.black : colors.white;
    if (custom) {
      // A colour of the embedder's: that colour, lit by the same light.
      const light = ctx.createRadialGradient(c - radius * 0.35, c - radius * 0.38, radius * 0.04, c, c, radius);
      light.addColorStop(0, "rgba(255, 255, 255, 0.45)");
      light.addColorStop(0.45, "rgba(255, 255, 255, 0.06)");
      light.addColorStop(1, "rgba(0, 0, 0, 0.18)");
      ctx.beginPath();
      ctx.arc(c, c, radius, 0, Math.PI * 2);
      ctx.fillStyle = light;
      ctx.fill();
      return canvas;
    }
    // The stone, lit from the top left.
    const g = ctx.createRadialGradient(c - radius * 0.35, c - radius * 0.38, radius * 0.04, c, c, radius);
    if (black) {
      g.addColorStop(0, "#6b6b6b");
      g.addColorStop(0.3, "#2c2c2c");
      g.addColorStop(1, "#060606");
    } else {
      g.addColorStop(0, "#ffffff");
      g.addColorStop(0.5, "#f1f0ec");
      g.addColorStop(1, "#bdbab2");
    }
    ctx.beginPath();
    ctx.arc(c, c, radius, 0, Math.PI * 2);
    ctx.fillStyle = g;
    ctx.fill();
    if (!black) {
      ctx.lineWidth = Math.max(0.75, 0.5 * dpr);
      ctx.strokeStyle = "rgba(60, 50, 30, 0.35)";
      ctx.stroke();
    }
    return canvas;
  };
  return { radius, black: make(true), white: make(false), offset: c };
}

/** The wood grain by size, shared by every board on the page. */
const grains = new Map<string, HTMLCanvasElement>();

export function createRenderer(canvas: HTMLCanvasElement): Renderer {
  const screenCtx = canvas.getContext("2d", { alpha: false });
  if (!screenCtx) throw new Error("no 2D canvas");
  const ctx: CanvasRenderingContext2D = screenCtx;
  /** The layout being drawn, set at the start of each draw; the sprites were made for `spritesFor`. */
  let layout: Layout = { width: 1, height: 1, dpr: 1, cell: 4, originX: 0, originY: 0 };
  let spritesFor: Layout | null = null;
  /** The stone colours the sprites were made with, and the theme's painter. */
  let spriteColors = "";
  let spriteStone: Look["stone"];
  let base: HTMLCanvasElement | null = null;
  let baseCtx: CanvasRenderingContext2D | null = null;
  let sprites: Sprites | null = null;
  let baseDirty = true;
  /** A one-pixel canvas for `flush`. */
  let probe: CanvasRenderingContext2D | null = null;

  let lineScale = 1;
  const lineWidth = (): number => Math.max(1, Math.round(layout.dpr * lineScale));
  // Lines sit on whole pixels (plus half for odd widths) so they stay crisp.
  const px = (i: number, origin: number): number => Math.round(origin + i * layout.cell) + (lineWidth() % 2 ? 0.5 : 0);
  const cx = (x: number): number => px(x, layout.originX);
  const cy = (y: number): number => px(y, layout.originY);

  // The grain is soft, so it is drawn small once and scaled up: stroking hundreds of
  // lines at full device resolution would cost more than the rest of the first frame.
  // Boards of one size on a page (a lesson's) share it.
  function woodTexture(w: number, h: number): HTMLCanvasElement {
    const scale = Math.min(1, 480 / Math.max(w, h));
    const gw = Math.max(1, Math.round(w * scale));
    const gh = Math.max(1, Math.round(h * scale));
    const line = Math.max(0.5, scale * layout.dpr);
    const key = `${gw} ${gh} ${line}`;
    let grain = grains.get(key);
    if (!grain) {
      const [c, g] = offscreen(gw, gh);
      drawWood(g, gw, gh, line);
      grain = c;
      // A few sizes at most: a page resized many times does not keep them all.
      if (grains.size >= 8) grains.clear();
      grains.set(key, grain);
    }
    return grain;
  }

  /**
   * The empty board: wood, coordinates, grid, star points. With a view (`VW`), what
   * follows is clipped to it and half a cell round it (where it cuts the board, the
   * lines run on half a cell), until drawScene restores.
   */
  function drawBoard(g: CanvasRenderingContext2D, state: BoardState): void {
    const { width: w, height: h, dpr, cell } = layout;
    const look = state.look;
    if (look.board) {
      g.fillStyle = look.board;
      g.fillRect(0, 0, w, h);
    } else {
      g.imageSmoothingQuality = "low";
      g.drawImage(woodTexture(w, h), 0, 0, w, h);
    }
    const [x0, y0, x1, y1] = state.view ?? [0, 0, state.width - 1, state.height - 1];
    // Coordinates on all four edges of the part shown: letters without I, numbers from the bottom.
    if (look.coordinates) {
      const font = labelCss(cell / dpr) * dpr;
      g.font = `600 ${font}px ${look.font ?? FONT}`;
      g.fillStyle = look.line ?? "rgba(70, 40, 10, 0.9)";
      g.textAlign = "center";
      g.textBaseline = "middle";
      const gap = cell * 0.5 + font * 0.95;
      for (let x = x0; x <= x1; x++) {
        const label = state.columnLabels[x] ?? "";
        g.fillText(label, cx(x), cy(y0) - gap);
        g.fillText(label, cx(x), cy(y1) + gap);
      }
      for (let y = y0; y <= y1; y++) {
        const label = state.rowLabels[y] ?? "";
        g.fillText(label, cx(x0) - gap, cy(y));
        g.fillText(label, cx(x1) + gap, cy(y));
      }
    }
    g.save();
    if (state.view) {
      g.beginPath();
      g.rect(cx(x0) - cell / 2, cy(y0) - cell / 2, cx(x1) - cx(x0) + cell, cy(y1) - cy(y0) + cell);
      g.clip();
    }
    const ink = look.line ?? INK;
    const lw = lineWidth();
    g.strokeStyle = ink;
    g.lineWidth = lw;
    g.beginPath();
    for (let x = 0; x < state.width; x++) {
      g.moveTo(cx(x), cy(0));
      g.lineTo(cx(x), cy(state.height - 1));
    }
    for (let y = 0; y < state.height; y++) {
      g.moveTo(cx(0), cy(y));
      g.lineTo(cx(state.width - 1), cy(y));
    }
    g.stroke();
    g.lineWidth = lw * 2;
    g.strokeRect(cx(0), cy(0), cx(state.width - 1) - cx(0), cy(state.height - 1) - cy(0));
    g.fillStyle = ink;
    const star = Math.max(2.2 * dpr, cell * 0.1);
    for (const [x, y] of state.stars) {
      g.beginPath();
      g.arc(cx(x), cy(y), star, 0, Math.PI * 2);
      g.fill();
    }
  }

  function stone(g: CanvasRenderingContext2D, color: number, x: number, y: number, alpha = 1): void {
    if (!sprites) return;
    const img = color > 0 ? sprites.black : sprites.white;
    g.globalAlpha = alpha;
    g.drawImage(img, Math.round(cx(x) - sprites.offset), Math.round(cy(y) - sprites.offset));
    g.globalAlpha = 1;
  }

  /** The scene without what follows the pointer: board, stones, markers, the count. */
  function drawScene(g: CanvasRenderingContext2D, state: BoardState): void {
    const { cell, dpr } = layout;
    drawBoard(g, state);
    const score = state.mode === "counting" ? state.score : null;
    const own = score?.ownership;
    const half = cell / 2;

    // Each side's area tinted under the stones, so the count reads at a glance. One path
    // per colour: adjacent cells then blend without seams.
    if (own) {
      for (const side of [1, -1]) {
        g.beginPath();
        for (let i = 0; i < own.length; i++) {
          if (own[i] !== side) continue;
          const [x, y] = pointOf(state, i);
          g.rect(cx(x) - half, cy(y) - half, cell, cell);
        }
        g.fillStyle = side > 0 ? "rgba(20, 20, 20, 0.22)" : "rgba(255, 255, 255, 0.38)";
        g.fill();
      }
    }

    for (let i = 0; i < state.board.length; i++) {
      const c = state.board[i] ?? 0;
      if (c === 0) continue;
      const [x, y] = pointOf(state, i);
      stone(g, c, x, y, state.dead.has(i) ? 0.42 : 1);
    }

    // The territory estimate: a square on each point, dark leaning to Black, light to
    // White, larger the surer (its side grows with the square root of the lean, so a
    // moderate lean still shows); on a stone only when it leans to the
    // other side (the stone is likely dead). One path per colour.
    const estimate = state.ownership;
    if (estimate) {
      for (const side of [1, -1]) {
        g.beginPath();
        for (let i = 0; i < estimate.length; i++) {
          const lean = (estimate[i] ?? 0) * side;
          if (lean < 0.15 || state.board[i] === side) continue;
          const [x, y] = pointOf(state, i);
          const w = cell * 0.56 * Math.sqrt(lean);
          g.rect(cx(x) - w / 2, cy(y) - w / 2, w, w);
        }
        g.fillStyle = side > 0 ? "rgba(20, 20, 20, 0.8)" : "rgba(255, 255, 255, 0.85)";
        g.fill();
      }
    }

    const r = sprites?.radius ?? cell * 0.48;
    // The last move: a ring in the opposite colour.
    const last = state.lastMove?.point;
    if (last && !own) {
      const c = state.board[indexOf(state, last[0], last[1])] ?? 0;
      if (c !== 0) {
        g.beginPath();
        // With the liberty counts written on the stones, the ring goes round the digits.
        g.arc(cx(last[0]), cy(last[1]), r * (state.look.libertyCounts ? 0.78 : 0.5), 0, Math.PI * 2);
        g.lineWidth = Math.max(1.5 * dpr, cell * 0.07);
        g.strokeStyle = c > 0 ? "#f5f5f5" : "#111";
        g.stroke();
      }
    }
    // The ko point: a square the side to move may not fill.
    if (state.ko && state.mode === "play") {
      const [x, y] = state.ko;
      const s = cell * 0.36;
      g.lineWidth = Math.max(1.5 * dpr, cell * 0.06);
      g.strokeStyle = "#b3261e";
      g.strokeRect(cx(x) - s / 2, cy(y) - s / 2, s, s);
    }

    if (score && own) {
      // Owner squares on territory and on dead stones.
      const s = cell * 0.34;
      for (let i = 0; i < own.length; i++) {
        const o = own[i] ?? 0;
        if (o === 0 || (state.board[i] !== 0 && !state.dead.has(i))) continue;
        const [x, y] = pointOf(state, i);
        g.fillStyle = o > 0 ? "#111" : "#fafafa";
        g.fillRect(cx(x) - s / 2, cy(y) - s / 2, s, s);
        g.lineWidth = Math.max(1, dpr * 0.75);
        g.strokeStyle = o > 0 ? "rgba(255,255,255,0.5)" : "rgba(0,0,0,0.55)";
        g.strokeRect(cx(x) - s / 2, cy(y) - s / 2, s, s);
      }
      // Dame: a small cross. Seki: a small diamond.
      g.lineWidth = Math.max(1.5 * dpr, cell * 0.06);
      g.strokeStyle = "rgba(90, 60, 30, 0.95)";
      const d = cell * 0.16;
      g.beginPath();
      for (const [x, y] of score.dame) {
        g.moveTo(cx(x) - d, cy(y) - d);
        g.lineTo(cx(x) + d, cy(y) + d);
        g.moveTo(cx(x) + d, cy(y) - d);
        g.lineTo(cx(x) - d, cy(y) + d);
      }
      g.stroke();
      g.strokeStyle = "#00695c";
      g.fillStyle = "rgba(0, 150, 136, 0.35)";
      const k = cell * 0.22;
      for (const [x, y] of score.seki) {
        g.beginPath();
        g.moveTo(cx(x), cy(y) - k);
        g.lineTo(cx(x) + k, cy(y));
        g.lineTo(cx(x), cy(y) + k);
        g.lineTo(cx(x) - k, cy(y));
        g.closePath();
        g.fill();
        g.stroke();
      }
    }
    // The drawing layers' painter comes with them (overlay.ts), loaded only by pages that draw.
    state.layers.paint?.(g, state, { cell: layout.cell, dpr: layout.dpr, cx, cy }, [state.layers.record, state.layers.host]);
    drawMarks(g, state);
    drawHighlight(g, state);
    // drawBoard's clip.
    g.restore();
  }

  /** Right and wrong answers, the record's markup, and the liberty counts if asked. */
  function drawMarks(g: CanvasRenderingContext2D, state: BoardState): void {
    const { cell, dpr } = layout;
    const on = (x: number, y: number): number => state.board[indexOf(state, x, y)] ?? 0;
    // On a stone, a mark takes the other colour; on wood, the lines' ink.
    const inkOn = (x: number, y: number): string => {
      const c = on(x, y);
      return c > 0 ? "#f5f5f5" : c < 0 ? "#111" : (state.look.line ?? "#111");
    };
    g.textAlign = "center";
    g.textBaseline = "middle";
    if (state.look.libertyCounts) {
      const done = new Set<Index>();
      g.font = `700 ${cell * 0.42}px ${state.look.font ?? FONT}`;
      for (let i = 0; i < state.board.length; i++) {
        if (state.board[i] === 0 || done.has(i)) continue;
        const chain = chainAt(state, i);
        if (!chain) continue;
        for (const [x, y] of chain.stones) done.add(indexOf(state, x, y));
        const [x, y] = pointOf(state, i);
        g.fillStyle = inkOn(x, y);
        g.fillText(String(chain.liberties.length), cx(x), cy(y) + cell * 0.02);
      }
    }
    const s = cell * 0.24;
    g.lineWidth = Math.max(1.5 * dpr, cell * 0.08);
    for (const m of state.layers.host ? [...state.marks, ...state.layers.host.marks] : state.marks) {
      const [x, y] = m.point;
      if (x < 0 || y < 0 || x >= state.width || y >= state.height) continue;
      const X = cx(x);
      const Y = cy(y);
      const ink = m.kind === "wrong" ? "#c62828" : m.kind === "right" ? "#2e7d32" : inkOn(x, y);
      g.strokeStyle = ink;
      g.fillStyle = ink;
      g.beginPath();
      switch (m.kind) {
        case "wrong":
        case "cross":
          g.moveTo(X - s, Y - s);
          g.lineTo(X + s, Y + s);
          g.moveTo(X + s, Y - s);
          g.lineTo(X - s, Y + s);
          break;
        case "right":
        case "circle":
          g.arc(X, Y, s * 1.1, 0, Math.PI * 2);
          break;
        case "square":
          g.rect(X - s * 0.9, Y - s * 0.9, s * 1.8, s * 1.8);
          break;
        case "triangle":
          g.moveTo(X, Y - s * 1.2);
          g.lineTo(X + s * 1.05, Y + s * 0.65);
          g.lineTo(X - s * 1.05, Y + s * 0.65);
          g.closePath();
          break;
        case "hint":
          // A disc with the move's winrate: the preferred move solid, the others pale.
          g.arc(X, Y, cell * 0.42, 0, Math.PI * 2);
          g.fillStyle = m.best ? "#0d47a1" : "rgba(13,71,161,.55)";
          g.fill();
          g.fillStyle = "#fff";
          g.font = `700 ${cell * 0.36}px ${state.look.font ?? FONT}`;
          g.fillText(m.text ?? "", X, Y + cell * 0.02);
          continue;
        case "label":
          if (on(x, y) === 0) {
            // Clear the lines under a letter on wood.
            g.save();
            g.fillStyle = state.look.board ?? "#dcb35c";
            g.fillRect(X - cell * 0.3, Y - cell * 0.3, cell * 0.6, cell * 0.6);
            g.restore();
          }
          g.font = `700 ${cell * 0.5}px ${state.look.font ?? FONT}`;
          g.fillText(m.text ?? "", X, Y + cell * 0.03);
          continue;
      }
      g.stroke();
    }
  }

  /** Rings on the points the page highlights (a step of a count being explained). */
  function drawHighlight(g: CanvasRenderingContext2D, state: BoardState): void {
    const points = state.highlight;
    if (!points || points.length === 0) return;
    const { cell, dpr } = layout;
    const r = (sprites?.radius ?? cell * 0.48) * 0.92;
    g.lineWidth = Math.max(2.5 * dpr, cell * 0.11);
    g.strokeStyle = HIGHLIGHT;
    g.fillStyle = HIGHLIGHT_FILL;
    for (const i of points) {
      if (i < 0 || i >= state.board.length) continue;
      const [x, y] = pointOf(state, i);
      g.beginPath();
      g.arc(cx(x), cy(y), r, 0, Math.PI * 2);
      g.fill();
      g.stroke();
    }
  }

  function buildBase(state: BoardState): void {
    const { width: w, height: h } = layout;
    if (!base || base.width !== w || base.height !== h) [base, baseCtx] = offscreen(w, h);
    if (baseCtx) drawScene(baseCtx, state);
  }

  /** The point the overlay is about: the pointer's, else the keyboard cursor's. */
  function focusPoint(state: BoardState): Index | null {
    if (state.hover !== null) return state.hover;
    return state.showCursor ? state.cursor : null;
  }

  function drawBadge(text: string, x: number, y: number): void {
    const { cell, dpr } = layout;
    const font = Math.max(11 * dpr, Math.min(cell * 0.36, 16 * dpr));
    ctx.font = `600 ${font}px ${FONT}`;
    const tw = ctx.measureText(text).width;
    const bw = tw + font * 0.9;
    const bh = font * 1.5;
    // Up and to the right of the stone, over the diagonal rather than the point above,
    // flipped inwards at the edges of the canvas.
    let bx = cx(x) + cell * 0.3;
    let by = cy(y) - cell * 0.3 - bh;
    if (bx + bw > layout.width - 2) bx = cx(x) - cell * 0.3 - bw;
    if (by < 2) by = cy(y) + cell * 0.3;
    bx = Math.min(Math.max(bx, 2), layout.width - bw - 2);
    ctx.fillStyle = "rgba(13, 71, 161, 0.92)";
    ctx.beginPath();
    ctx.roundRect(bx, by, bw, bh, bh / 2);
    ctx.fill();
    ctx.fillStyle = "#fff";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(text, bx + bw / 2, by + bh / 2 + font * 0.05);
  }

  function drawOverlay(state: BoardState): void {
    const { cell, dpr } = layout;
    const r = sprites?.radius ?? cell * 0.48;
    const focus = focusPoint(state);
    if (focus !== null && focus < state.board.length) {
      const [fx, fy] = pointOf(state, focus);
      if (state.touching) {
        // The finger hides the point: show its row and column from edge to edge.
        ctx.strokeStyle = "rgba(13, 71, 161, 0.55)";
        ctx.lineWidth = Math.max(2 * dpr, cell * 0.08);
        ctx.beginPath();
        ctx.moveTo(cx(0), cy(fy));
        ctx.lineTo(cx(state.width - 1), cy(fy));
        ctx.moveTo(cx(fx), cy(0));
        ctx.lineTo(cx(fx), cy(state.height - 1));
        ctx.stroke();
      }
      const color = state.board[focus] ?? 0;
      if (color === 0) {
        // A translucent stone, only where the move is legal.
        if (state.mode === "play" && state.legal[focus] === 1) stone(ctx, state.turn === "black" ? 1 : -1, fx, fy, 0.5);
      } else if (state.look.liberties || state.mode === "counting") {
        const chain = chainAt(state, focus);
        if (chain) {
          ctx.lineWidth = Math.max(2 * dpr, cell * 0.07);
          if (state.mode === "counting") {
            // Which way a click would toggle: red to mark dead, green to bring back.
            ctx.strokeStyle = state.dead.has(focus) ? "#2e7d32" : "#c62828";
            ctx.setLineDash([cell * 0.12, cell * 0.08]);
          } else {
            ctx.strokeStyle = LIBERTY;
          }
          for (const [x, y] of chain.stones) {
            ctx.beginPath();
            ctx.arc(cx(x), cy(y), r + ctx.lineWidth / 2, 0, Math.PI * 2);
            ctx.stroke();
          }
          ctx.setLineDash([]);
          if (state.mode !== "counting") {
            // The liberties (氣): a ring on each, and their count by the stone.
            ctx.fillStyle = "rgba(21, 101, 192, 0.8)";
            ctx.strokeStyle = "rgba(255, 255, 255, 0.9)";
            ctx.lineWidth = Math.max(1, dpr);
            for (const [x, y] of chain.liberties) {
              ctx.beginPath();
              ctx.arc(cx(x), cy(y), cell * 0.17, 0, Math.PI * 2);
              ctx.fill();
              ctx.stroke();
            }
            drawBadge(state.texts.libertyBadge(chain.liberties.length, hasGlyph("氣")), fx, fy);
          }
        }
      }
    }
    if (state.showCursor) {
      // Corner brackets around the cursor, visible on stones and on wood.
      const [x, y] = pointOf(state, state.cursor);
      const h = cell * 0.5;
      const l = cell * 0.2;
      const x0 = cx(x) - h;
      const y0 = cy(y) - h;
      const x1 = cx(x) + h;
      const y1 = cy(y) + h;
      ctx.lineWidth = Math.max(2 * dpr, cell * 0.07);
      ctx.strokeStyle = CURSOR;
      ctx.beginPath();
      ctx.moveTo(x0, y0 + l);
      ctx.lineTo(x0, y0);
      ctx.lineTo(x0 + l, y0);
      ctx.moveTo(x1 - l, y0);
      ctx.lineTo(x1, y0);
      ctx.lineTo(x1, y0 + l);
      ctx.moveTo(x1, y1 - l);
      ctx.lineTo(x1, y1);
      ctx.lineTo(x1 - l, y1);
      ctx.moveTo(x0 + l, y1);
      ctx.lineTo(x0, y1);
      ctx.lineTo(x0, y1 - l);
      ctx.stroke();
    }
  }

  return {
    invalidate() {
      baseDirty = true;
    },
    draw(state) {
      layout = state.layout;
      const look = state.look;
      lineScale = look.lineScale ?? 1;
      const colors = `${look.black} ${look.white}`;
      if (spritesFor !== layout || spriteColors !== colors || spriteStone !== look.stone) {
        // A new canvas size or board size: new sprites, and the wood and grid again.
        sprites = makeSprites(layout.cell, layout.dpr, state.look);
        spritesFor = layout;
        spriteColors = colors;
        spriteStone = look.stone;
        baseDirty = true;
      }
      if (focusPoint(state) === null) {
        // Nothing follows the pointer: draw straight onto the screen, which spares the
        // first frame a full-size copy. The base is built when a pointer needs it.
        if (baseDirty || !base) drawScene(ctx, state);
        else ctx.drawImage(base, 0, 0);
        return;
      }
      if (baseDirty || !base) {
        buildBase(state);
        baseDirty = false;
      }
      ctx.drawImage(base as HTMLCanvasElement, 0, 0);
      drawOverlay(state);
    },
    flush() {
      // Copying a pixel out makes the canvas carry out what it was told. The copy goes
      // through a small canvas made for readbacks, so the screen's is never read back.
      probe ??= offscreen(1, 1, { willReadFrequently: true })[1];
      probe.drawImage(canvas, 0, 0, 1, 1, 0, 0, 1, 1);
      probe.getImageData(0, 0, 1, 1);
    },
  };
}
