import { Alert, Button, Stack, Text } from "@mantine/core";
import { getCoreRowModel, useReactTable, type ColumnDef, type VisibilityState } from "@tanstack/react-table";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { saveBulkChanges } from "~/api/catalog/bulk-edit";
import { PageFrame } from "~/routing/kit/page-frame";
import { InAppLink } from "~/routing/in-app-link";
import { urls } from "~/routing/urls";
import { errorText } from "~/ui/feedback/error-text";
import { toastError } from "~/ui/feedback/toast";
import { useUnsavedGuard } from "~/ui/settings-form/unsaved-guard";
import { BulkGridView, type GridWords } from "./bulk-grid";
import { COLUMNS, isNumeric, type ColumnKey, type GridColumn } from "./columns";
import type { BulkChange, BulkOutcome, BulkRows } from "./model";
import { ReviewDialog, type SaveProgress } from "./review-dialog";
import { cellKey, type GridRow } from "./rows";
import { BulkToolbar } from "./bulk-toolbar";
import { normaliser, useBulkGrid } from "./use-bulk-grid";
import { useGridWords } from "./grid-words";
import { useStoredColumns } from "./stored-columns";

const definitions: ColumnDef<GridRow>[] = COLUMNS.map((column) => ({ id: column.key, enableHiding: !column.always }));

/**
 * `/products/bulk-edit`: the ticked products (or the list's filter) as a spreadsheet of prices and
 * stock. Changes are marked and counted, checked as the server would, reviewed, then saved in
 * batches with each product's version; what each product's save came to is marked on its row.
 */
export function BulkEditScreen({ data }: { data: BulkRows }) {
  const { t } = useTranslation();
  const [visibility, setVisibility] = useStoredColumns();
  const table = useReactTable<GridRow>({
    data: [],
    columns: definitions,
    state: { columnVisibility: visibility },
    onColumnVisibilityChange: (next) => setVisibility((current: VisibilityState) => (typeof next === "function" ? next(current) : next)),
    getCoreRowModel: getCoreRowModel(),
  });
  const hidden = useMemo(
    () => new Set(COLUMNS.filter((column) => visibility[column.key] === false).map((column) => column.key)),
    [visibility],
  );
  const words = useGridWords();
  const normalise = useMemo(() => normaliser(words.statusOf), [words]);
  const grid = useBulkGrid(data.products, hidden, normalise);
  const [reviewing, setReviewing] = useState(false);
  const [progress, setProgress] = useState<SaveProgress | null>(null);
  const [saving, setSaving] = useState(false);
  const changed = grid.edits.values.size;
  const bad = grid.failing.size;
  const guard = useUnsavedGuard(changed > 0 && !saving);
  // The changes as they were when the review opened: a save settles rows while it runs.
  const [changes, setChanges] = useState<readonly BulkChange[]>([]);
  const { changes: changesNow } = grid.actions;
  const openReview = useCallback(() => {
    setChanges(changesNow());
    setProgress(null);
    setReviewing(true);
  }, [changesNow]);

  const { selection, columns } = grid;
  const rangeColumn: GridColumn | null = selection.left === selection.right ? (columns[selection.left] ?? null) : null;

  const save = useCallback(async () => {
    if (saving || changes.length === 0) return;
    setSaving(true);
    const outcomes: BulkOutcome[] = [];
    setProgress({ done: 0, total: changes.length, outcomes });
    try {
      await saveBulkChanges([...changes], {
        onOutcome: (batch) => {
          outcomes.push(...batch);
          grid.settle(batch);
          setProgress({ done: outcomes.length, total: changes.length, outcomes: [...outcomes] });
        },
      });
    } catch (error) {
      // Per-product refusals come as outcomes; only a save that could not go on at all lands here
      // (the session ended): what was saved is marked, the rest keeps its changes.
      toastError(errorText(error, t, "list.actionFailed"));
    } finally {
      setSaving(false);
    }
  }, [saving, changes, grid, t]);

  const gridWords: GridWords = useMemo(
    () => ({
      label: t("catalog.bulkEdit.gridLabel"),
      header: (column) => t(column.label),
      display: (column, text) => words.display(column.key, text),
      problem: (key) => (key ? t(`catalog.bulkEdit.problems.${key}` as "catalog.bulkEdit.problems.required") : null),
      mark: (mark) => words.mark(mark),
      editorLabel: (column, row) =>
        `${t(column.label)}: ${row.variant?.variant ? `${row.product.title} · ${row.variant.variant}` : row.product.title}`,
      statusOptions: [
        { value: "1", label: t("common.public") },
        { value: "2", label: t("common.private") },
      ],
    }),
    [t, words],
  );

  const active = grid.rows[grid.cursor.row];
  const activeColumn = grid.columns[grid.cursor.col];
  const activeKey = (active && activeColumn && cellKey(active, activeColumn)) || "";
  const activeProblem = grid.serverErrors.get(activeKey) ?? gridWords.problem(grid.failing.get(activeKey) ?? "");
  const activeMark = active ? grid.marks.get(active.product.id) : undefined;

  return (
    <PageFrame
      screen="products.bulk-edit"
      actions={
        <Button component={InAppLink} to={urls.products.list()} variant="default">
          {t("catalog.bulkEdit.backToList")}
        </Button>
      }
    >
      <Stack gap="sm">
        {data.truncated ? <Alert color="orange">{t("catalog.bulkEdit.truncated", { count: data.products.length })}</Alert> : null}
        {data.products.length === 0 ? (
          <Alert color="gray">{t("catalog.bulkEdit.empty")}</Alert>
        ) : (
          <>
            <BulkToolbar
              canUndo={grid.edits.undo.length > 0}
              canRedo={grid.edits.redo.length > 0}
              rangeColumn={rangeColumn && isNumeric(rangeColumn) ? rangeColumn : null}
              changed={changed}
              bad={bad}
              actions={grid.actions}
              table={table}
              visibility={visibility}
              onReview={openReview}
            />
            <BulkGridView grid={grid} words={gridWords} />
            <Text
              size="sm"
              role="status"
              aria-live="polite"
              mih={20}
              data-bulk-cell-status
              c={activeProblem || activeMark?.outcome === "refused" ? "red.8" : undefined}
            >
              {activeProblem ?? (activeMark ? gridWords.mark(activeMark) : "")}
            </Text>
            <Text size="xs" c="dimmed">
              {t("catalog.bulkEdit.keys")}
            </Text>
          </>
        )}
      </Stack>
      <ReviewDialog
        opened={reviewing}
        changes={changes}
        progress={progress}
        saving={saving}
        display={(key: ColumnKey, text: string) => words.display(key, text)}
        onSave={() => void save()}
        onClose={() => {
          setReviewing(false);
          setProgress(null);
        }}
      />
      {guard}
    </PageFrame>
  );
}
