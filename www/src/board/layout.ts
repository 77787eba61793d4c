// Where the board sits on its canvas: pure geometry, in device pixels. The board works
// the layout out when the canvas or the board size changes; drawing and aiming read it.
import type { Index, Layout } from "../types.ts";

/** Label size in CSS pixels for a given cell, kept readable on phones and modest on big screens. */
export const labelCss = (cellCss: number): number => Math.min(15, Math.max(9, cellCss * 0.34));

/** The largest cell at which a `cols`×`rows` grid, its stones and its coordinates fit the canvas. */
export function computeLayout(cols: number, rows: number, width: number, height: number, dpr: number, coordinates = true): Layout {
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
    originX: (width - (cols - 1) * cell) / 2,
    originY: (height - (rows - 1) * cell) / 2,
  };
}

/**
 * The point nearest to (px, py), in device pixels from the canvas's top left, or null
 * off the board. Within half a cell of the edge lines still counts.
 */
export function pointAt(layout: Layout, cols: number, rows: number, px: number, py: number): Index | null {
  const x = Math.round((px - layout.originX) / layout.cell);
  const y = Math.round((py - layout.originY) / layout.cell);
  if (x < 0 || y < 0 || x >= cols || y >= rows) return null;
  return y * cols + x;
}
