// Where the board sits on its canvas: pure geometry, in device pixels. The board works
// the layout out when the canvas or the board size changes; drawing and aiming read it.
import type { Index, Layout } from "../types.ts";

/** Label size in CSS pixels for a given cell, kept readable on phones and modest on big screens. */
export const labelCss = (cellCss: number): number => Math.min(15, Math.max(9, cellCss * 0.34));

/** A part of the board shown alone (SGF `VW`): its corners' columns and rows, `[x0, y0, x1, y1]`. */
export type View = readonly [number, number, number, number];

/**
 * The largest cell at which a `cols`×`rows` grid, its stones and its coordinates fit the
 * canvas; with `view`, the grid of that part of the board, the rest off the canvas.
 */
export function computeLayout(cols: number, rows: number, width: number, height: number, dpr: number, coordinates = true, view: View | null = null): Layout {
  const [x0, y0] = view ?? [0, 0];
  if (view) {
    cols = view[2] - x0 + 1;
    rows = view[3] - y0 + 1;
  }
  // The margin holds half a stone plus the coordinates: find the cell that fits both.
  let cell = Math.min(width / (cols + 1), height / (rows + 1));
  for (let i = 0; coordinates && i < 3; i++) {
    const label = labelCss(cell / dpr) * dpr * 3.4;
    cell = Math.min((width - label) / cols, (height - label) / rows);
  }
  // Small boards stay at a natural scale, centred on the wood, rather than fist-sized stones.
  cell = Math.max(Math.min(cell, 84 * dpr), 4);
  return {
    width,
    height,
    dpr,
    cell,
    originX: (width - (cols - 1) * cell) / 2 - x0 * cell,
    originY: (height - (rows - 1) * cell) / 2 - y0 * cell,
  };
}

/**
 * The point nearest to (px, py), in device pixels from the canvas's top left, or null
 * off the board. Within half a cell of the edge lines still counts.
 */
export function pointAt(layout: Layout, cols: number, rows: number, px: number, py: number, view: View | null = null): Index | null {
  const x = Math.round((px - layout.originX) / layout.cell);
  const y = Math.round((py - layout.originY) / layout.cell);
  const [x0, y0, x1, y1] = view ?? [0, 0, cols - 1, rows - 1];
  if (x < x0 || y < y0 || x > x1 || y > y1) return null;
  return y * cols + x;
}
