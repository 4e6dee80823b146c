import { useCallback, useMemo, useRef, useState } from "react";
import { parseTsv, toTsv } from "./clipboard";
import { COLUMNS, isNumeric, type ColumnKey, type GridColumn } from "./columns";
import { applyStep, forget, NO_EDITS, redoStep, undoStep, type Edits } from "./edits";
import { cellOfError, changesOf, keysOfProduct, problems, textOf } from "./grid-values";
import type { BulkOutcome, BulkProduct } from "./model";
import { cents, parseNumber } from "./numbers";
import { applyRangeOp, type RangeOp } from "./range-ops";
import { cellKey, gridRows, loadedValues, type GridRow } from "./rows";
import { clampCell, rectOf, type CellAt, type Rect } from "./selection";

/*
 * The bulk editor's state: the products as last read or saved, the user's changes with their undo
 * history, the cursor and the selection, the cell being edited, and what the last save said of each
 * product. The grid view (bulk-grid.tsx) draws it and turns keys into these actions.
 */

export type RowMark = { outcome: "saved" } | { outcome: "conflict" | "refused" | "failed"; message: string };

/** A typed or pasted text as the cell keeps it: numbers plain ("27.5"), the status "1" / "2". */
export type Normalise = (column: GridColumn, text: string) => string;

export function normaliser(statusOf: (text: string) => "1" | "2" | null): Normalise {
  return (column, text) => {
    if (column.kind === "status") return statusOf(text) ?? text.trim();
    if (!isNumeric(column)) return text;
    const value = parseNumber(text);
    return value === null ? text.trim() : String(column.kind === "count" ? value : cents(value));
  };
}

export function useBulkGrid(initial: readonly BulkProduct[], hidden: ReadonlySet<ColumnKey>, normalise: Normalise) {
  const [products, setProducts] = useState<readonly BulkProduct[]>(initial);
  const [edits, setEdits] = useState<Edits>(NO_EDITS);
  const [cursor, setCursor] = useState<CellAt>({ row: 0, col: 0 });
  const [anchor, setAnchor] = useState<CellAt>({ row: 0, col: 0 });
  const [editing, setEditing] = useState<{ text: string } | null>(null);
  const [marks, setMarks] = useState<ReadonlyMap<number, RowMark>>(new Map());
  const [serverErrors, setServerErrors] = useState<ReadonlyMap<string, string>>(new Map());

  const rows = useMemo(() => gridRows(products), [products]);
  const columns = useMemo(() => COLUMNS.filter((column) => !hidden.has(column.key)), [hidden]);
  const loaded = useMemo(() => loadedValues(rows, COLUMNS), [rows]);
  const failing = useMemo(() => problems(rows, edits.values, loaded), [rows, edits.values, loaded]);
  const selection: Rect = rectOf(cursor, anchor);
  const at = clampCell(cursor, rows.length, columns.length);

  const latest = useRef({ rows, columns, loaded, edits, selection, normalise });
  latest.current = { rows, columns, loaded, edits, selection, normalise };

  const write = useCallback((writes: Map<string, string>) => {
    if (writes.size === 0) return;
    const { loaded: now } = latest.current;
    setEdits((current) => applyStep(current, writes, now));
    // A cell written again says its own check from now on, not the server's last word on it.
    setServerErrors((current) => {
      if (![...writes.keys()].some((key) => current.has(key))) return current;
      return new Map([...current].filter(([key]) => !writes.has(key)));
    });
  }, []);

  const moveTo = useCallback((cell: CellAt, extend = false) => {
    const { rows: all, columns: shown } = latest.current;
    const next = clampCell(cell, all.length, shown.length);
    setCursor(next);
    if (!extend) setAnchor(next);
    setEditing(null);
  }, []);

  /** The cells of the selection, by row then column, with each editable cell's key (null elsewhere). */
  const selectedCells = (): { row: GridRow; column: GridColumn; key: string | null }[][] => {
    const { rows: all, columns: shown, selection: rect } = latest.current;
    const out = [];
    for (let r = rect.top; r <= rect.bottom; r++) {
      const row = all[r];
      if (!row) continue;
      const line = [];
      for (let c = rect.left; c <= rect.right; c++) {
        const column = shown[c];
        if (column) line.push({ row, column, key: cellKey(row, column) });
      }
      out.push(line);
    }
    return out;
  };

  const copyText = (): string => {
    const { edits: current, loaded: base } = latest.current;
    return toTsv(selectedCells().map((line) => line.map((cell) => (cell.key ? textOf(current.values, base, cell.key) : ""))));
  };

  /** Pastes a block at the selection's top left (a single value fills the whole selection). */
  const paste = (text: string) => {
    const block = parseTsv(text);
    if (block.length === 0) return;
    const { rows: all, columns: shown, selection: rect, normalise: norm } = latest.current;
    const writes = new Map<string, string>();
    const one = block.length === 1 && block[0].length === 1;
    const height = one ? rect.bottom - rect.top + 1 : block.length;
    const width = one ? rect.right - rect.left + 1 : Math.max(...block.map((line) => line.length));
    for (let r = 0; r < height; r++)
      for (let c = 0; c < width; c++) {
        const row = all[rect.top + r];
        const column = shown[rect.left + c];
        const value = one ? block[0][0] : block[r]?.[c];
        const key = row && column ? cellKey(row, column) : null;
        if (key && column && value !== undefined) writes.set(key, norm(column, value));
      }
    write(writes);
    setCursor({ row: Math.min(all.length - 1, rect.top + height - 1), col: Math.min(shown.length - 1, rect.left + width - 1) });
    setAnchor({ row: rect.top, col: rect.left });
  };

  /** Ctrl+D: each selected column takes its top cell's value; a single cell takes the one above it. */
  const fillDown = () => {
    const { rows: all, columns: shown, selection: rect, edits: current, loaded: base } = latest.current;
    const top = rect.top === rect.bottom ? rect.top - 1 : rect.top;
    const writes = new Map<string, string>();
    for (let c = rect.left; c <= rect.right; c++) {
      const column = shown[c];
      const source = all[top];
      const sourceKey = column && source ? cellKey(source, column) : null;
      if (!column || sourceKey === null) continue;
      const value = textOf(current.values, base, sourceKey);
      for (let r = top + 1; r <= rect.bottom; r++) {
        const row = all[r];
        const key = row ? cellKey(row, column) : null;
        if (key) writes.set(key, value);
      }
    }
    write(writes);
  };

  const applyOp = (op: RangeOp, amount: number) => {
    const { edits: current, loaded: base } = latest.current;
    const writes = new Map<string, string>();
    for (const line of selectedCells())
      for (const cell of line)
        if (cell.key) writes.set(cell.key, applyRangeOp(op, textOf(current.values, base, cell.key), amount, cell.column.kind));
    write(writes);
  };

  const commitEdit = (text: string) => {
    const { rows: all, columns: shown, normalise: norm } = latest.current;
    const row = all[at.row];
    const column = shown[at.col];
    const key = row && column ? cellKey(row, column) : null;
    if (key && column) write(new Map([[key, norm(column, text)]]));
    setEditing(null);
  };

  /** What a save of some products came to: saved ones take the server's record and lose their changes. */
  const settle = useCallback((outcomes: readonly BulkOutcome[]) => {
    const fresh = new Map<number, BulkProduct>();
    const settled = new Set<string>();
    const errors = new Map<string, string>();
    const nextMarks = new Map<number, RowMark>();
    for (const result of outcomes) {
      if (result.outcome === "saved") {
        fresh.set(result.id, result.product);
        for (const key of keysOfProduct(result.product)) settled.add(key);
        nextMarks.set(result.id, { outcome: "saved" });
      } else if (result.outcome === "conflict") {
        // Theirs becomes what the grid compares with; this user's changes stay, to be saved again.
        fresh.set(result.id, result.product);
        nextMarks.set(result.id, { outcome: "conflict", message: "" });
      } else if (result.outcome === "refused") {
        const loose: string[] = [];
        for (const [key, messages] of Object.entries(result.errors)) {
          const cell = cellOfError(result.id, key);
          if (cell) errors.set(cell, messages.join(" "));
          else loose.push(...messages);
        }
        nextMarks.set(result.id, { outcome: "refused", message: loose.join(" ") || result.message });
      } else {
        nextMarks.set(result.id, { outcome: "failed", message: result.outcome === "failed" ? result.message : "" });
      }
    }
    if (fresh.size > 0) setProducts((current) => current.map((product) => fresh.get(product.id) ?? product));
    if (settled.size > 0) setEdits((current) => forget(current, settled));
    setServerErrors((current) => new Map([...current, ...errors]));
    setMarks((current) => new Map([...current, ...nextMarks]));
  }, []);

  return {
    products,
    rows,
    columns,
    loaded,
    edits,
    failing,
    serverErrors,
    marks,
    cursor: at,
    selection,
    editing,
    moveTo,
    setAnchor,
    startEdit: (text?: string) => {
      const { rows: all, columns: shown } = latest.current;
      const row = all[at.row];
      const column = shown[at.col];
      const key = row && column ? cellKey(row, column) : null;
      if (key) setEditing({ text: text ?? textOf(edits.values, loaded, key) });
    },
    cancelEdit: () => setEditing(null),
    commitEdit,
    copyText,
    paste,
    fillDown,
    applyOp,
    undo: () => setEdits(undoStep),
    redo: () => setEdits(redoStep),
    changes: () => changesOf(products, edits.values),
    settle,
  };
}

export type BulkGrid = ReturnType<typeof useBulkGrid>;
