/**
 * The grid a matrix editor shows: named rows and columns, and at some of their crossings a cell
 * whose key is what the selection holds (for roles: row `brand`, column `edit`, key `brand.edit`).
 * A crossing without a cell is empty: there is nothing there to switch on.
 */
export interface MatrixCell {
  key: string;
  row: string;
  column: string;
}

export interface MatrixShape {
  rows: readonly string[];
  columns: readonly string[];
  /** row → column → cell key. */
  cells: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

/**
 * Rows in the order the cells first name them; columns in `columnOrder` first (view, create, …),
 * then any others in the order they first appear, so an unforeseen action still gets a column.
 */
export function buildShape(cells: readonly MatrixCell[], columnOrder: readonly string[] = []): MatrixShape {
  const rows: string[] = [];
  const seenColumns = new Set<string>();
  const map = new Map<string, Map<string, string>>();
  for (const cell of cells) {
    let row = map.get(cell.row);
    if (!row) {
      row = new Map();
      map.set(cell.row, row);
      rows.push(cell.row);
    }
    if (!row.has(cell.column)) row.set(cell.column, cell.key);
    seenColumns.add(cell.column);
  }
  const columns = [...columnOrder.filter((c) => seenColumns.has(c)), ...[...seenColumns].filter((c) => !columnOrder.includes(c))];
  return { rows, columns, cells: map };
}

export function cellKey(shape: MatrixShape, row: string, column: string): string | undefined {
  return shape.cells.get(row)?.get(column);
}

/** The cell keys of one row, in column order. */
export function rowKeys(shape: MatrixShape, row: string): string[] {
  return shape.columns.flatMap((column) => cellKey(shape, row, column) ?? []);
}

/** The cell keys of one column, in row order. */
export function columnKeys(shape: MatrixShape, column: string): string[] {
  return shape.rows.flatMap((row) => cellKey(shape, row, column) ?? []);
}

export function allKeys(shape: MatrixShape): string[] {
  return shape.rows.flatMap((row) => rowKeys(shape, row));
}
