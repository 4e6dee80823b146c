import { Alert, Box, Button, Drawer, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { ActivityEntry, FieldChange } from "~/api/activity/log";
import { formatDate } from "~/i18n/dates";
import { runtimeKey } from "~/i18n/keys";
import { isLanguage } from "~/i18n/languages";
import { errorText } from "../feedback/error-text";
import { toastInfo } from "../feedback/toast";
import { EntryChanges } from "./entry-changes";
import type { HistoryDrawerProps } from "./history-drawer-props";
import type { HistoryRestore } from "./restore";
import { useRecordEntries } from "./use-record-entries";

const KNOWN_ACTIONS = new Set(["create", "update", "delete"]);
const RULE_ABOVE = { borderTop: "1px solid var(--mantine-color-default-border)" } as const;

/**
 * The record's history in a drawer from the side (the whole width on a phone): its entries newest
 * first, a page at a time, each with who, when (in the user's time zone), what and the fields it
 * changed. A value restored goes into the form behind; the drawer closes so the user sees it there.
 */
export default function HistoryDrawer({ opened, onClose, type, id, restore }: HistoryDrawerProps) {
  const { t } = useTranslation();
  const { state, more, retry } = useRecordEntries(type, id, opened);
  // The field a restore filled, focused once the drawer is gone (it gives the focus back to its button first).
  const restoredField = useRef<string | null>(null);

  const onRestore = restore
    ? (change: FieldChange) => {
        const name = restore.apply(change);
        if (name === null) return;
        restoredField.current = name;
        onClose();
        toastInfo(t("edit.history.restored"));
      }
    : undefined;

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(100%, 36rem)"
      // A phone's 390 px keep room for the changes' table (its three columns and the restore button).
      padding="sm"
      title={t("edit.history.title")}
      closeButtonProps={{ "aria-label": t("common.close") }}
      onExitTransitionEnd={() => {
        if (restoredField.current !== null) restore?.focus?.(restoredField.current);
        restoredField.current = null;
      }}
    >
      {state.status === "idle" || state.status === "loading" ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">{t("edit.history.loading")}</Text>
        </Group>
      ) : state.status === "failed" ? (
        <Alert color="red" role="alert" title={t("edit.history.failed")}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{errorText(state.error, t, "edit.history.failed")}</Text>
            <Button size="xs" variant="default" onClick={retry}>
              {t("edit.history.retry")}
            </Button>
          </Stack>
        </Alert>
      ) : state.entries.length === 0 ? (
        <Text size="sm">{t("edit.history.empty")}</Text>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed" role="status">
            {t("edit.history.count", { shown: state.entries.length, total: state.total })}
          </Text>
          <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: "none" }} data-history-entries>
            {state.entries.map((entry) => (
              <Entry key={entry.id} entry={entry} restore={restore} onRestore={onRestore} />
            ))}
          </Stack>
          {state.page < state.lastPage ? (
            <Stack gap="xs" align="flex-start">
              {state.more === "failed" ? (
                <Text size="sm" c="red" role="alert">
                  {t("edit.history.failed")}
                </Text>
              ) : null}
              <Button variant="default" onClick={more} loading={state.more === "loading"}>
                {t("edit.history.more")}
              </Button>
            </Stack>
          ) : null}
        </Stack>
      )}
    </Drawer>
  );
}

interface EntryProps {
  entry: ActivityEntry;
  restore?: HistoryRestore;
  onRestore?: (change: FieldChange) => void;
}

/** One entry: what was done, by whom, when; then its field-by-field changes. */
function Entry({ entry, restore, onRestore }: EntryProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const language = isLanguage(i18n.language) ? i18n.language : "it";
  const action = KNOWN_ACTIONS.has(entry.action) ? t(runtimeKey(`edit.history.actions.${entry.action}`)) : entry.action;
  const who = entry.admin_name || t("edit.history.someone");
  // A deleted record's entry has nothing left to restore into.
  const restorable = entry.action !== "delete";
  return (
    <Box component="li">
      {/* Entries apart by a rule, not a card: a card's padding is width a phone's table needs. */}
      <Box component="article" aria-labelledby={headingId} data-history-entry={entry.id} pt="sm" style={RULE_ABOVE}>
        <Stack gap={6}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Title order={3} size="h5" id={headingId}>
              {t("edit.history.entryTitle", { action, who })}
            </Title>
            <Text size="sm" c="dimmed" component="time" dateTime={entry.created_at}>
              {formatDate(entry.created_at, language, "dateTime")}
            </Text>
          </Group>
          {entry.admin_role ? (
            <Text size="xs" c="dimmed">
              {entry.admin_role}
            </Text>
          ) : null}
          <EntryChanges
            changes={entry.changes}
            onRestore={restorable ? onRestore : undefined}
            canRestore={restorable && restore ? restore.can : undefined}
          />
        </Stack>
      </Box>
    </Box>
  );
}
