import { IconAlertTriangle, IconCircleCheck, IconGitMerge } from "@tabler/icons-react";
import { memo, type CSSProperties, type MouseEvent } from "react";
import type { GridColumn } from "./columns";
import type { GridRow } from "./rows";
import type { RowMark } from "./use-bulk-grid";

/*
 * One row of the grid, drawn from plain values so that moving the cursor redraws only the rows it
 * leaves and enters: a row is compared by its texts and marks (`signature`), not by object identity.
 */

export interface CellView {
  id: string;
  column: GridColumn;
  text: string;
  editable: boolean;
  changed: boolean;
  selected: boolean;
  active: boolean;
  /** The cell's message (its check's, or the server's). */
  problem: string | null;
}

export interface RowViewProps {
  row: GridRow;
  index: number;
  top: number;
  cells: CellView[];
  mark: RowMark | undefined;
  markLabel: string;
  signature: string;
  /** Replaces the active cell's content while it is edited. */
  editor: React.ReactNode;
  onCellMouseDown: (event: MouseEvent, row: number, col: number) => void;
  onCellMouseEnter: (event: MouseEvent, row: number, col: number) => void;
  onCellDoubleClick: () => void;
}

function RowMarkIcon({ mark, label }: { mark: RowMark; label: string }) {
  const Icon = mark.outcome === "saved" ? IconCircleCheck : mark.outcome === "conflict" ? IconGitMerge : IconAlertTriangle;
  const color =
    mark.outcome === "saved"
      ? "var(--mantine-color-green-8)"
      : mark.outcome === "conflict"
        ? "var(--mantine-color-orange-8)"
        : "var(--mantine-color-red-8)";
  return (
    <span className="bulk-grid-mark" role="img" aria-label={label} title={label}>
      <Icon size={16} color={color} aria-hidden="true" />
    </span>
  );
}

function RowViewImpl({
  row,
  index,
  top,
  cells,
  mark,
  markLabel,
  editor,
  onCellMouseDown,
  onCellMouseEnter,
  onCellDoubleClick,
}: RowViewProps) {
  const style: CSSProperties = { transform: `translateY(${top}px)` };
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className="bulk-grid-row"
      style={style}
      data-kind={row.kind}
      data-row={row.key}
      data-outcome={mark?.outcome}
    >
      {cells.map((cell, col) => (
        <div
          key={cell.column.key}
          id={cell.id}
          role="gridcell"
          // The grid keeps the focus (aria-activedescendant); a cell is focusable only by script.
          tabIndex={-1}
          aria-colindex={col + 1}
          aria-selected={cell.selected}
          aria-readonly={cell.editable ? undefined : true}
          aria-invalid={cell.problem ? true : undefined}
          className="bulk-grid-cell"
          style={{ width: cell.column.width }}
          data-col={cell.column.key}
          data-align={cell.column.kind === "amount" || cell.column.kind === "count" ? "right" : undefined}
          data-sticky={col === 0 ? "" : undefined}
          data-readonly={cell.editable ? undefined : ""}
          data-changed={cell.changed ? "" : undefined}
          data-active={cell.active ? "" : undefined}
          title={cell.problem ?? undefined}
          onMouseDown={(event) => onCellMouseDown(event, index, col)}
          onMouseEnter={(event) => onCellMouseEnter(event, index, col)}
          onDoubleClick={onCellDoubleClick}
        >
          {col === 0 && mark ? <RowMarkIcon mark={mark} label={markLabel} /> : null}
          {cell.active && editor ? editor : cell.text}
        </div>
      ))}
    </div>
  );
}

export const RowView = memo(
  RowViewImpl,
  (a, b) => a.signature === b.signature && a.top === b.top && a.row === b.row && a.editor === b.editor,
);
