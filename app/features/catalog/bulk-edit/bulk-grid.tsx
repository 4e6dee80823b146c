import { useVirtualizer } from "@tanstack/react-virtual";
import { useMediaQuery } from "@mantine/hooks";
import { useCallback, useEffect, useId, useMemo, useRef, type KeyboardEvent, type MouseEvent } from "react";
import { CellEditor, type AfterEdit } from "./cell-editor";
import type { GridColumn } from "./columns";
import { textOf } from "./grid-values";
import { RowView, type CellView } from "./grid-cell";
import { cellKey, type GridRow } from "./rows";
import { inRect, keyTarget } from "./selection";
import type { BulkGrid as GridState, RowMark } from "./use-bulk-grid";
import "./bulk-grid.css";

const ROW_HEIGHT = 40;
const HEADER_HEIGHT = 41;

export interface GridWords {
  label: string;
  header: (column: GridColumn) => string;
  /** A cell's text as shown (amounts in the user's language, the status by name). */
  display: (column: GridColumn, text: string) => string;
  problem: (key: string) => string | null;
  mark: (mark: RowMark) => string;
  editorLabel: (column: GridColumn, row: GridRow) => string;
  statusOptions: { value: "1" | "2"; label: string }[];
}

/**
 * The grid as the WAI-ARIA grid pattern has it: one focusable element (the grid) whose active cell
 * is its `aria-activedescendant`, moved by the arrows, Home/End, PageUp/PageDown (with Shift to
 * select a range, with Ctrl to the edge); Tab and Shift+Tab move along the row; Enter or F2 edits,
 * typing replaces, Esc cancels; Ctrl+C / Ctrl+V copy and paste tab-separated blocks, Ctrl+D fills
 * down, Ctrl+Z / Ctrl+Y undo and redo. Rows are virtualised; the active row is always drawn.
 */
export function BulkGridView({ grid, words }: { grid: GridState; words: GridWords }) {
  const gridId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  // Where the pointer was when a drag last moved it: null when no button is held.
  const dragging = useRef<{ x: number; y: number } | null>(null);
  // The state's actions for handlers that must keep their identity (the rows are memoised on them).
  const latest = useRef(grid);
  latest.current = grid;
  const { rows, columns: shown, cursor, selection, editing, edits, loaded, failing, serverErrors, marks } = grid;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    scrollMargin: HEADER_HEIGHT,
    // The sticky header covers the scroll box's top: a row scrolled to sits below it.
    scrollPaddingStart: HEADER_HEIGHT,
  });
  const cellId = (row: number, col: number) => `${gridId}-r${row}-c${col}`;
  // On a phone the sticky title column leaves room for the cell being worked on beside it.
  const phone = useMediaQuery("(max-width: 36em)");
  const columns = useMemo(
    () => (phone ? shown.map((column) => (column.key === "title" ? { ...column, width: 150 } : column)) : shown),
    [phone, shown],
  );
  const width = columns.reduce((sum, column) => sum + column.width, 0);

  // The active cell's row in view. Read from the virtualiser's own numbers (no layout read): a move
  // within the rows shown asks nothing of the browser before its frame.
  useEffect(() => {
    const offset = virtualizer.scrollOffset ?? 0;
    const height = virtualizer.scrollRect?.height ?? 0;
    const top = cursor.row * ROW_HEIGHT;
    if (top < offset || HEADER_HEIGHT + top + ROW_HEIGHT > offset + height) virtualizer.scrollToIndex(cursor.row, { align: "auto" });
  }, [cursor.row, virtualizer]);

  // The active cell's column in view, past the sticky title column: only when the column changes.
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const left = columns.slice(0, cursor.col).reduce((sum, column) => sum + column.width, 0);
    const right = left + (columns[cursor.col]?.width ?? 0);
    const sticky = cursor.col === 0 ? 0 : (columns[0]?.width ?? 0);
    if (left - sticky < box.scrollLeft) box.scrollLeft = left - sticky;
    else if (right > box.scrollLeft + box.clientWidth) box.scrollLeft = right - box.clientWidth;
  }, [cursor.col, columns]);

  // Copy and paste come as the browser's own events, so the clipboard needs no permission.
  useEffect(() => {
    const mine = () => document.activeElement === scroller.current;
    const onCopy = (event: ClipboardEvent) => {
      if (!mine() || !event.clipboardData) return;
      event.clipboardData.setData("text/plain", latest.current.copyText());
      event.preventDefault();
    };
    const onPaste = (event: ClipboardEvent) => {
      if (!mine() || !event.clipboardData) return;
      latest.current.paste(event.clipboardData.getData("text/plain"));
      event.preventDefault();
    };
    document.addEventListener("copy", onCopy);
    document.addEventListener("paste", onPaste);
    return () => {
      document.removeEventListener("copy", onCopy);
      document.removeEventListener("paste", onPaste);
    };
  }, []);

  useEffect(() => {
    const stop = () => (dragging.current = null);
    window.addEventListener("mouseup", stop);
    return () => window.removeEventListener("mouseup", stop);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // A key that reached the grid while a cell's editor was opening belongs to the editor.
    if (editing) return;
    const ctrl = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    if (ctrl && key === "z" && !event.shiftKey) grid.undo();
    else if (ctrl && (key === "y" || (key === "z" && event.shiftKey))) grid.redo();
    else if (ctrl && key === "d") grid.fillDown();
    else if (ctrl && key === "a") {
      grid.moveTo({ row: rows.length - 1, col: columns.length - 1 });
      grid.setAnchor({ row: 0, col: 0 });
    } else if (event.key === "Tab") {
      const next = event.shiftKey ? cursor.col - 1 : cursor.col + 1;
      // At the row's end Tab goes to the next row; past the grid's last cell it leaves the grid.
      const row = next >= columns.length ? cursor.row + 1 : next < 0 ? cursor.row - 1 : cursor.row;
      if (row < 0 || row >= rows.length) return;
      grid.moveTo({ row, col: next >= columns.length ? 0 : next < 0 ? columns.length - 1 : next });
    } else if (event.key === "Enter" || event.key === "F2") grid.startEdit();
    else if (event.key === "Delete" || event.key === "Backspace") grid.startEdit("");
    else if (event.key === "Escape") grid.moveTo(cursor);
    else if (event.key.length === 1 && !ctrl && !event.altKey) grid.startEdit(event.key);
    else {
      const target = keyTarget(event.key, cursor, ctrl, rows.length, columns.length);
      if (!target) return;
      grid.moveTo(target, event.shiftKey);
    }
    event.preventDefault();
  };

  const onCellMouseDown = useCallback((event: MouseEvent, row: number, col: number) => {
    if (event.button !== 0) return;
    event.preventDefault();
    scroller.current?.focus({ preventScroll: true });
    dragging.current = { x: event.clientX, y: event.clientY };
    latest.current.moveTo({ row, col }, event.shiftKey);
  }, []);
  const onCellMouseEnter = useCallback((event: MouseEvent, row: number, col: number) => {
    const from = dragging.current;
    // Rows scrolled under a still pointer (the clicked cell brought into view) enter too: only a
    // pointer that moved extends the range.
    if (!from || event.buttons !== 1 || (event.clientX === from.x && event.clientY === from.y)) return;
    dragging.current = { x: event.clientX, y: event.clientY };
    latest.current.moveTo({ row, col }, true);
  }, []);
  const onCellDoubleClick = useCallback(() => latest.current.startEdit(), []);

  const finishEdit = (text: string, after: AfterEdit) => {
    grid.commitEdit(text);
    const moves: Record<AfterEdit, [number, number]> = { down: [1, 0], up: [-1, 0], right: [0, 1], left: [0, -1], stay: [0, 0] };
    const [dr, dc] = moves[after];
    grid.moveTo({ row: cursor.row + dr, col: cursor.col + dc });
    scroller.current?.focus({ preventScroll: true });
  };

  const items = virtualizer.getVirtualItems();
  const indexes = items.map((item) => item.index);
  if (rows[cursor.row] && !indexes.includes(cursor.row)) indexes.push(cursor.row);

  return (
    <div
      ref={scroller}
      role="grid"
      aria-label={words.label}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length}
      aria-multiselectable="true"
      aria-activedescendant={rows.length > 0 ? cellId(cursor.row, cursor.col) : undefined}
      tabIndex={0}
      className="bulk-grid"
      data-bulk-grid
      onKeyDown={onKeyDown}
    >
      <div role="rowgroup" className="bulk-grid-header" style={{ width, height: HEADER_HEIGHT }}>
        <div role="row" aria-rowindex={1} style={{ display: "flex" }}>
          {columns.map((column, col) => (
            <div
              key={column.key}
              role="columnheader"
              aria-colindex={col + 1}
              className="bulk-grid-cell"
              style={{ width: column.width, height: HEADER_HEIGHT }}
              data-sticky={col === 0 ? "" : undefined}
              data-align={column.kind === "amount" || column.kind === "count" ? "right" : undefined}
            >
              {words.header(column)}
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup" style={{ position: "relative", width, height: rows.length * ROW_HEIGHT }}>
        {indexes.map((index) => {
          const row = rows[index];
          const mark = marks.get(row.product.id);
          const firstOfProduct = row.kind !== "variant";
          const cells: CellView[] = columns.map((column, col) => {
            const key = cellKey(row, column);
            // A variant's row names the variant under its product's title (the title column stays in view).
            const shownOnly = column.key === "variant" || (column.key === "title" && row.kind === "variant");
            const text = key ? textOf(edits.values, loaded, key) : shownOnly ? row.variant?.variant || row.variant?.sku || "" : "";
            return {
              id: cellId(index, col),
              column,
              text: key || shownOnly ? words.display(column, text) : "",
              editable: key !== null,
              changed: key !== null && edits.values.has(key),
              selected: inRect(selection, index, col),
              active: index === cursor.row && col === cursor.col,
              problem: key ? (serverErrors.get(key) ?? words.problem(failing.get(key) ?? "")) : null,
            };
          });
          const active = index === cursor.row ? cursor.col : -1;
          const column = columns[cursor.col];
          const editor =
            active >= 0 && editing && column ? (
              <CellEditor
                column={column}
                initial={editing.text}
                label={words.editorLabel(column, row)}
                statusOptions={words.statusOptions}
                onCommit={finishEdit}
                onCancel={() => {
                  grid.cancelEdit();
                  scroller.current?.focus({ preventScroll: true });
                }}
              />
            ) : null;
          const signature = cells
            .map((cell) => `${cell.text}\u0001${+cell.changed}${+cell.selected}${+cell.active}${cell.problem ?? ""}`)
            .join("\u0002");
          return (
            <RowView
              key={row.key}
              row={row}
              index={index}
              top={index * ROW_HEIGHT}
              cells={cells}
              mark={firstOfProduct ? mark : undefined}
              markLabel={firstOfProduct && mark ? words.mark(mark) : ""}
              signature={`${gridId}${signature}${firstOfProduct ? (mark?.outcome ?? "") : ""}${columns.length}:${width}`}
              editor={editor}
              onCellMouseDown={onCellMouseDown}
              onCellMouseEnter={onCellMouseEnter}
              onCellDoubleClick={onCellDoubleClick}
            />
          );
        })}
      </div>
    </div>
  );
}
