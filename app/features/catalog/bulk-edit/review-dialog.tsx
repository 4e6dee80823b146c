import { Alert, Button, Group, List, Modal, Progress, ScrollArea, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { COLUMNS, type ColumnKey } from "./columns";
import type { BulkChange, BulkOutcome } from "./model";
import { storedText } from "./rows";

export interface SaveProgress {
  done: number;
  total: number;
  outcomes: readonly BulkOutcome[];
}

export interface ReviewDialogProps {
  opened: boolean;
  changes: readonly BulkChange[];
  progress: SaveProgress | null;
  saving: boolean;
  display: (key: ColumnKey, text: string) => string;
  onSave: () => void;
  onClose: () => void;
}

const labelOf = (key: ColumnKey) => COLUMNS.find((column) => column.key === key)!.label;

/** "Review N changes": old → new per product, then the save with its progress and what it came to. */
export function ReviewDialog({ opened, changes, progress, saving, display, onSave, onClose }: ReviewDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 48em)");
  const cells = changes.reduce((sum, change) => sum + Object.keys(change.fields).length + change.inventories.length, 0);
  const count = (outcome: BulkOutcome["outcome"]) => progress?.outcomes.filter((result) => result.outcome === outcome).length ?? 0;
  const finished = progress !== null && !saving;
  return (
    <Modal
      opened={opened}
      onClose={saving ? () => undefined : onClose}
      title={t("catalog.bulkEdit.review.title", { count: changes.length })}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ "aria-label": t("common.close"), disabled: saving }}
      data-bulk-review
    >
      <Stack gap="md">
        {progress ? (
          <Stack gap={4} data-bulk-progress>
            <Progress
              value={progress.total === 0 ? 100 : (progress.done / progress.total) * 100}
              aria-label={t("catalog.bulkEdit.review.progressLabel")}
            />
            <Text size="sm" role="status">
              {t("catalog.bulkEdit.review.progress", { done: progress.done, total: progress.total })}
            </Text>
          </Stack>
        ) : null}
        {finished ? (
          <Alert color={count("saved") === progress.total ? "green" : "orange"} role="status" data-bulk-summary>
            {t("catalog.bulkEdit.review.summary", {
              saved: count("saved"),
              refused: count("refused") + count("not_found") + count("failed"),
              conflicts: count("conflict"),
            })}
          </Alert>
        ) : null}
        {finished ? null : (
          <ScrollArea.Autosize mah={phone ? undefined : 420}>
            <Stack gap="sm">
              {changes.map((change) => (
                <section key={change.id} aria-labelledby={`bulk-review-${change.id}`}>
                  <Title order={3} size="h5" id={`bulk-review-${change.id}`}>
                    {change.loaded.title}
                  </Title>
                  <List size="sm" spacing={2}>
                    {Object.entries(change.fields).map(([field, value]) => (
                      <List.Item key={field}>
                        {t("catalog.bulkEdit.review.line", {
                          field: t(labelOf(field as ColumnKey)),
                          from: display(field as ColumnKey, storedText(change.loaded[field as "title"])),
                          to: display(field as ColumnKey, storedText(value)),
                        })}
                      </List.Item>
                    ))}
                    {change.inventories.flatMap((variant) => {
                      const before = change.loaded.inventories.find((entry) => entry.id === variant.id);
                      const name = before?.variant || before?.sku || String(variant.id);
                      return (["sku", "quantity"] as const)
                        .filter((field) => variant[field] !== undefined)
                        .map((field) => (
                          <List.Item key={`${variant.id}-${field}`}>
                            {t("catalog.bulkEdit.review.variantLine", {
                              variant: name,
                              field: t(labelOf(field)),
                              from: display(field, storedText(before?.[field] ?? "")),
                              to: display(field, storedText(variant[field]!)),
                            })}
                          </List.Item>
                        ));
                    })}
                  </List>
                </section>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {finished ? t("common.close") : t("common.cancel")}
          </Button>
          {finished ? null : (
            <Button onClick={onSave} loading={saving} disabled={changes.length === 0} data-bulk-save>
              {t("catalog.bulkEdit.review.save", { count: cells })}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
