import { Group, VisuallyHidden } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconGripVertical } from "@tabler/icons-react";
import { useRef, useState, type CSSProperties, type DragEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { HintedIconButton } from "~/ui/hinted-icon-button";
import { moveItem } from "./ordering";

/*
 * Reordering rows by drag and drop (native HTML5 drag events: no package) and, for keyboards and
 * screen readers, by "move up / move down" buttons named after the row. A polite live region says
 * where a row went.
 */

export interface DragOrder {
  /** Props for the row element (the drop target). */
  rowProps: (index: number) => {
    onDragOver: (event: DragEvent<HTMLElement>) => void;
    onDrop: (event: DragEvent<HTMLElement>) => void;
    "data-drop-target"?: true;
    style?: CSSProperties;
  };
  /** Props for the row's drag handle (the drag source). */
  handleProps: (index: number) => {
    draggable: true;
    onDragStart: (event: DragEvent<HTMLElement>) => void;
    onDragEnd: () => void;
  };
  /** Moves a row (buttons), announcing its new place. */
  move: (from: number, to: number, name: string) => void;
  /** The live region to render once. */
  announcer: JSX.Element;
}

export function useDragOrder<T>(items: readonly T[], onChange: (next: T[]) => void, nameOf: (item: T) => string): DragOrder {
  const { t } = useTranslation();
  const dragged = useRef<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [message, setMessage] = useState("");

  const move = (from: number, to: number, name: string) => {
    if (to < 0 || to >= items.length || from === to) return;
    onChange(moveItem(items, from, to));
    setMessage(t("storefront.ordering.moved", { name, position: to + 1, count: items.length }));
  };

  return {
    rowProps: (index) => ({
      onDragOver: (event) => {
        if (dragged.current === null) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        if (over !== index) setOver(index);
      },
      onDrop: (event) => {
        event.preventDefault();
        const from = dragged.current;
        dragged.current = null;
        setOver(null);
        if (from !== null) move(from, index, nameOf(items[from]));
      },
      // Where the dragged row will land.
      ...(over === index
        ? { "data-drop-target": true as const, style: { outline: "2px dashed var(--mantine-color-blue-9)", outlineOffset: -2 } }
        : {}),
    }),
    handleProps: (index) => ({
      draggable: true,
      onDragStart: (event) => {
        dragged.current = index;
        event.dataTransfer.effectAllowed = "move";
        // Firefox starts a drag only with data set.
        event.dataTransfer.setData("text/plain", String(index));
        const row = event.currentTarget.closest("tr, [data-order-row]");
        if (row instanceof HTMLElement) event.dataTransfer.setDragImage(row, 16, 16);
      },
      onDragEnd: () => {
        dragged.current = null;
        setOver(null);
      },
    }),
    move,
    announcer: (
      <VisuallyHidden role="status" aria-live="polite">
        {message}
      </VisuallyHidden>
    ),
  };
}

/** One step up or down, named for the row it moves. */
function MoveButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <HintedIconButton hint={label} color="gray.7" disabled={disabled} onClick={onClick}>
      {children}
    </HintedIconButton>
  );
}

/** The drag handle and the move up / move down buttons of one row. */
export function OrderControls({
  order,
  index,
  count,
  name,
  disabled,
}: {
  order: DragOrder;
  index: number;
  count: number;
  /** The row's name in the buttons' labels ("Move «Help» up"). */
  name: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const up = t("storefront.ordering.moveUp", { name });
  const down = t("storefront.ordering.moveDown", { name });
  return (
    <Group gap={2} wrap="nowrap">
      {disabled ? null : (
        <span
          {...order.handleProps(index)}
          style={{ cursor: "grab", display: "inline-flex" }}
          title={t("storefront.ordering.drag", { name })}
        >
          <IconGripVertical size={18} aria-hidden="true" />
        </span>
      )}
      <MoveButton label={up} disabled={disabled || index === 0} onClick={() => order.move(index, index - 1, name)}>
        <IconArrowUp size={16} aria-hidden="true" />
      </MoveButton>
      <MoveButton label={down} disabled={disabled || index === count - 1} onClick={() => order.move(index, index + 1, name)}>
        <IconArrowDown size={16} aria-hidden="true" />
      </MoveButton>
    </Group>
  );
}
