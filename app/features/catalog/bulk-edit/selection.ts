/*
 * Where the grid's cursor is and which cells are selected: the active cell and the anchor a
 * Shift+move or a drag started from; the selection is the rectangle between them.
 */

export interface CellAt {
  row: number;
  col: number;
}

export interface Rect {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export function rectOf(a: CellAt, b: CellAt): Rect {
  return { top: Math.min(a.row, b.row), bottom: Math.max(a.row, b.row), left: Math.min(a.col, b.col), right: Math.max(a.col, b.col) };
}

export const inRect = (rect: Rect, row: number, col: number): boolean =>
  row >= rect.top && row <= rect.bottom && col >= rect.left && col <= rect.right;

export const clampCell = (cell: CellAt, rows: number, cols: number): CellAt => ({
  row: Math.max(0, Math.min(rows - 1, cell.row)),
  col: Math.max(0, Math.min(cols - 1, cell.col)),
});

/** A page of rows for PageUp / PageDown. */
export const PAGE_ROWS = 10;

/** Where a navigation key takes the cursor; null for any other key. */
export function keyTarget(key: string, at: CellAt, ctrl: boolean, rows: number, cols: number): CellAt | null {
  switch (key) {
    case "ArrowUp":
      return { row: ctrl ? 0 : at.row - 1, col: at.col };
    case "ArrowDown":
      return { row: ctrl ? rows - 1 : at.row + 1, col: at.col };
    case "ArrowLeft":
      return { row: at.row, col: ctrl ? 0 : at.col - 1 };
    case "ArrowRight":
      return { row: at.row, col: ctrl ? cols - 1 : at.col + 1 };
    case "Home":
      return ctrl ? { row: 0, col: 0 } : { row: at.row, col: 0 };
    case "End":
      return ctrl ? { row: rows - 1, col: cols - 1 } : { row: at.row, col: cols - 1 };
    case "PageUp":
      return { row: at.row - PAGE_ROWS, col: at.col };
    case "PageDown":
      return { row: at.row + PAGE_ROWS, col: at.col };
    default:
      return null;
  }
}
