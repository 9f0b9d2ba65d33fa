/**
 * Where the keyboard focus goes in the branch agenda's grid (a roving tabindex: one tab stop).
 *
 * A place is a column, a 15-minute row and a layer: layer 0 is the row's cell, layers 1..n are
 * the blocks that start on that row in that column (an appointment and its overbookings).
 * Up/Down move a row (to the cell), Left/Right walk the row: the cell, its blocks, then the
 * next column's cell; Home/End go to the first/last row of the column.
 */
export interface GridPlace {
  col: number;
  row: number;
  layer: number;
}

export interface GridShape {
  cols: number;
  rows: number;
  /** how many blocks start at (col, row) */
  blocksAt: (col: number, row: number) => number;
}

export type NavKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

const NAV_KEYS: ReadonlySet<string> = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
]);

export function isNavKey(key: string): key is NavKey {
  return NAV_KEYS.has(key);
}

const clamp = (n: number, lo: number, hi: number) => Math.min(Math.max(n, lo), hi);

/** The same place if it still exists, else the nearest one (the grid changed under it). */
export function clampPlace(p: GridPlace, shape: GridShape): GridPlace {
  const col = clamp(p.col, 0, Math.max(shape.cols - 1, 0));
  const row = clamp(p.row, 0, Math.max(shape.rows - 1, 0));
  const layer = clamp(p.layer, 0, shape.blocksAt(col, row));
  return { col, row, layer };
}

/** The place a key leads to; at an edge the focus stays where it is. */
export function moveFocus(from: GridPlace, key: NavKey, shape: GridShape): GridPlace {
  const p = clampPlace(from, shape);
  const lastRow = shape.rows - 1;
  switch (key) {
    case 'ArrowUp':
      return p.row > 0 ? { col: p.col, row: p.row - 1, layer: 0 } : { ...p, layer: 0 };
    case 'ArrowDown':
      return p.row < lastRow ? { col: p.col, row: p.row + 1, layer: 0 } : { ...p, layer: 0 };
    case 'Home':
      return { col: p.col, row: 0, layer: 0 };
    case 'End':
      return { col: p.col, row: Math.max(lastRow, 0), layer: 0 };
    case 'ArrowRight':
      if (p.layer < shape.blocksAt(p.col, p.row)) return { ...p, layer: p.layer + 1 };
      return p.col < shape.cols - 1 ? { col: p.col + 1, row: p.row, layer: 0 } : p;
    case 'ArrowLeft':
      if (p.layer > 0) return { ...p, layer: p.layer - 1 };
      return p.col > 0
        ? { col: p.col - 1, row: p.row, layer: shape.blocksAt(p.col - 1, p.row) }
        : p;
  }
}

/** The attribute value that marks a place's element in the DOM. */
export function placeKey(p: GridPlace): string {
  return `${p.col}:${p.row}:${p.layer}`;
}
