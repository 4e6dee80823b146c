import { BackToList } from "../edit-page/back-to-list";
import { Alert, Group, Paper, Stack, Title } from "@mantine/core";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppAbility } from "~/access/can";
import type { DetailActionResult } from "./action";
import { ActionButton } from "./action-buttons";
import type { DetailDescription } from "./description";
import "./print.css";
import { DetailConflictView, type OpenDetailConflict } from "./detail-conflict";
import { failureText } from "./use-detail-action";
import { useLastEditor } from "../history/last-editor";
import { RecordHistory } from "../history/record-history";

/**
 * A record's read view: its sections, and the record actions the user's permissions allow (through
 * the route's clientAction: pending button, toast and fresh data on success, the server's message in
 * an alert on failure). "Back to the list" returns to the list as it was left.
 */
export function DetailPage<R>({ description, record }: { description: DetailDescription<R>; record: R }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<OpenDetailConflict | null>(null);
  const [conflictBy, setConflictBy] = useState<string | null>(null);
  const title = description.title(record);
  const vars = useMemo(() => ({ title }), [title]);
  const actions = (description.actions ?? []).filter((action) => {
    if (action.kind === "print") return true;
    const needed = action.permission === undefined ? "edit" : action.permission;
    return needed === null || ability.can(needed, description.subject);
  });
  const { conflictRow } = description;
  const lastEditor = useLastEditor(description.historyType ?? description.subject, description.recordId?.(record));
  const report = useCallback(
    (result: Extract<DetailActionResult, { ok: false }> | null) => {
      // Someone else changed the record meanwhile: both values side by side, where the page can say them.
      const row = result?.conflict ? conflictRow?.(result.intent, result.conflict.sent, result.conflict.current, t) : null;
      setConflict(result?.conflict && row ? { ...result.conflict, row } : null);
      // Who moved it on, from the record's history where the backend keeps one.
      setConflictBy(null);
      if (result?.conflict && row) void lastEditor().then(setConflictBy);
      setFailure(result && !row ? failureText(result, t) : null);
    },
    [t, conflictRow, lastEditor],
  );
  const context = useMemo(() => ({ vars, report }), [vars, report]);

  return (
    <Stack gap="md" data-detail-page>
      {/* Read-only: the record changes through its actions, so its history offers nothing to restore. */}
      <RecordHistory type={description.historyType ?? description.subject} id={description.recordId?.(record)} />
      <Group justify="space-between" data-print-hide>
        <BackToList listPath={description.listPath} label={t("detail.backToList")} />
        <Group gap="sm" role="group" aria-label={t("detail.actions")}>
          {actions.map((action) => (
            <ActionButton
              key={action.kind === "print" ? "print" : action.kind === "custom" ? action.key : action.intent}
              action={action}
              record={record}
              vars={vars}
              report={report}
            />
          ))}
        </Group>
      </Group>
      {failure ? (
        <Alert
          color="red"
          role="alert"
          title={t("detail.actionFailedTitle")}
          withCloseButton
          closeButtonLabel={t("common.close")}
          onClose={() => setFailure(null)}
        >
          {failure}
        </Alert>
      ) : null}
      {conflict ? <DetailConflictView conflict={conflict} by={conflictBy} vars={vars} onDone={report} /> : null}
      {description.sections
        .filter((section) => !section.hidden?.(record))
        .map((section) => (
          <Paper key={section.key} withBorder p="md" component="section" aria-labelledby={`detail-${section.key}`} data-detail-section>
            <Title order={2} size="h4" mb="sm" id={`detail-${section.key}`}>
              {t(section.title)}
            </Title>
            {section.render(record, context)}
          </Paper>
        ))}
    </Stack>
  );
}
