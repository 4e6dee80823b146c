import { Button, Group, Text } from "@mantine/core";
import { IconArrowBackUp, IconArrowForwardUp, IconListCheck } from "@tabler/icons-react";
import type { Table, VisibilityState } from "@tanstack/react-table";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { ColumnChooser } from "./column-chooser";
import type { GridColumn } from "./columns";
import { RangeToolbar } from "./range-toolbar";
import type { GridRow } from "./rows";
import type { BulkGrid } from "./use-bulk-grid";

export interface BulkToolbarProps {
  canUndo: boolean;
  canRedo: boolean;
  /** The selection's column where it is one numeric column. */
  rangeColumn: GridColumn | null;
  changed: number;
  /** Cells failing their check: the review waits for them. */
  bad: number;
  actions: BulkGrid["actions"];
  table: Table<GridRow>;
  /** Only to draw the column chooser again when it changes (the table object stays the same). */
  visibility: VisibilityState;
  onReview: () => void;
}

/**
 * Undo, redo, the range actions, the columns, the count of changes and "Review": drawn again only
 * when what it shows changes, not on every cursor move (a move must stay within a frame).
 */
export const BulkToolbar = memo(function BulkToolbar({
  canUndo,
  canRedo,
  rangeColumn,
  changed,
  bad,
  actions,
  table,
  onReview,
}: BulkToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group gap="xs" align="flex-end">
        <Button
          variant="default"
          leftSection={<IconArrowBackUp size={16} aria-hidden="true" />}
          disabled={!canUndo}
          aria-keyshortcuts="Control+Z"
          onClick={actions.undo}
        >
          {t("catalog.bulkEdit.undo")}
        </Button>
        <Button
          variant="default"
          leftSection={<IconArrowForwardUp size={16} aria-hidden="true" />}
          disabled={!canRedo}
          aria-keyshortcuts="Control+Y"
          onClick={actions.redo}
        >
          {t("catalog.bulkEdit.redo")}
        </Button>
        <RangeToolbar column={rangeColumn} onApply={actions.applyOp} />
      </Group>
      <Group gap="xs">
        <ColumnChooser table={table} />
        <Text size="sm" aria-live="polite" data-bulk-count>
          {t("catalog.bulkEdit.changes", { count: changed })}
        </Text>
        <Button
          leftSection={<IconListCheck size={16} aria-hidden="true" />}
          disabled={changed === 0 || bad > 0}
          onClick={onReview}
          data-bulk-review-open
        >
          {bad > 0 ? t("catalog.bulkEdit.fixFirst", { count: bad }) : t("catalog.bulkEdit.review.open", { count: changed })}
        </Button>
      </Group>
    </Group>
  );
});
