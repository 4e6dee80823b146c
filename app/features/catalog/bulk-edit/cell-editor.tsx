import { useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import type { GridColumn } from "./columns";

/** Where the cursor goes once an edit is kept: Enter down, Tab right, Shift+Tab left, Shift+Enter up. */
export type AfterEdit = "down" | "up" | "right" | "left" | "stay";

export interface CellEditorProps {
  column: GridColumn;
  initial: string;
  label: string;
  statusOptions: { value: "1" | "2"; label: string }[];
  onCommit: (text: string, after: AfterEdit) => void;
  onCancel: () => void;
}

/**
 * The input drawn in the cell being edited. Typing started it with the typed character, so the
 * caret goes to the end; Enter or F2 started it with the cell's text. Leaving it (a click elsewhere)
 * keeps what was typed.
 */
export function CellEditor({ column, initial, label, statusOptions, onCommit, onCancel }: CellEditorProps) {
  const [text, setText] = useState(initial);
  const done = useRef(false);
  const input = useRef<HTMLInputElement & HTMLSelectElement>(null);
  // Focused before the next key arrives: a fast typist's second character lands in the input.
  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return;
    element.focus();
    if (element instanceof HTMLInputElement) element.setSelectionRange(element.value.length, element.value.length);
  }, []);

  const finish = (after: AfterEdit | "cancel") => {
    if (done.current) return;
    done.current = true;
    if (after === "cancel") onCancel();
    else onCommit(text, after);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // The grid's own keys must not act while a cell is edited.
    event.stopPropagation();
    if (event.key === "Enter") {
      event.preventDefault();
      finish(event.shiftKey ? "up" : "down");
    } else if (event.key === "Tab") {
      event.preventDefault();
      finish(event.shiftKey ? "left" : "right");
    } else if (event.key === "Escape") {
      event.preventDefault();
      finish("cancel");
    }
  };

  if (column.kind === "status")
    return (
      <select
        ref={input}
        className="bulk-grid-editor"
        aria-label={label}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={() => finish("stay")}
        onMouseDown={(event) => event.stopPropagation()}
      >
        {statusOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  return (
    <input
      ref={input}
      className="bulk-grid-editor"
      aria-label={label}
      value={text}
      inputMode={column.kind === "text" ? undefined : "decimal"}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      onBlur={() => finish("stay")}
      onMouseDown={(event) => event.stopPropagation()}
    />
  );
}
