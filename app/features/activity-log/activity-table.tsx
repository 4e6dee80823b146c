import { ActionIcon, Anchor, Stack, Table, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconChevronDown, IconChevronRight, IconSortAscending, IconSortDescending } from "@tabler/icons-react";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ActivityEntry } from "~/api/activity/log";
import { formatDate } from "~/i18n/dates";
import { runtimeKey } from "~/i18n/keys";
import { isLanguage } from "~/i18n/languages";
import { AppLink } from "~/routing/prefetch";
import { EntryChanges } from "~/ui/history/entry-changes";
import { recordHref } from "./record-links";

/*
 * The log's entries: when, who, area, action, record; each row opens below itself to its
 * field-by-field changes. In its own scrolling box, so a phone scrolls the table, not the page.
 */

const DETAILS_STYLE = { position: "sticky", left: 0, maxWidth: "calc(100vw - 2 * var(--mantine-spacing-md) - 20px)" } as const;

interface Props {
  entries: readonly ActivityEntry[];
  sort: { orderby: string; type: "asc" | "desc" };
  onSort: () => void;
}

/** A translated word for a known value (area, action, record type), else the value as the API sent it. */
export function useValueLabel() {
  const { t, i18n } = useTranslation();
  return (group: "areas" | "actions" | "recordTypes", value: string) => {
    const key = `activityLog.${group}.${value}`;
    return value && i18n.exists(key) ? t(runtimeKey(key)) : value;
  };
}

export function ActivityTable({ entries, sort, onSort }: Props) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "it";
  const label = useValueLabel();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const SortIcon = sort.type === "asc" ? IconSortAscending : IconSortDescending;

  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table striped={false} highlightOnHover verticalSpacing="xs" aria-label={t("activityLog.list.caption")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={44}>
              <VisuallyHidden>{t("activityLog.list.details")}</VisuallyHidden>
            </Table.Th>
            <Table.Th scope="col" aria-sort={sort.orderby === "created_at" ? (sort.type === "asc" ? "ascending" : "descending") : "none"}>
              <UnstyledButton onClick={onSort} fw={600} fz="sm" className="list-sort-header">
                {t("activityLog.list.when")}
                <SortIcon size={14} aria-hidden="true" />
              </UnstyledButton>
            </Table.Th>
            <Table.Th scope="col">{t("activityLog.list.who")}</Table.Th>
            <Table.Th scope="col">{t("activityLog.list.area")}</Table.Th>
            <Table.Th scope="col">{t("activityLog.list.action")}</Table.Th>
            <Table.Th scope="col">{t("activityLog.list.record")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const opened = open.has(entry.id);
            const detailsId = `activity-entry-${entry.id}`;
            const href = recordHref(entry);
            const type = entry.record_type ? label("recordTypes", entry.record_type) : "";
            const title = entry.record_title || (entry.record_id ? `#${entry.record_id}` : "");
            return (
              <Fragment key={entry.id}>
                <Table.Tr data-entry={entry.id}>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      aria-expanded={opened}
                      aria-controls={opened ? detailsId : undefined}
                      aria-label={t("activityLog.list.showChanges", { action: label("actions", entry.action), record: title || type })}
                      onClick={() => toggle(entry.id)}
                    >
                      {opened ? <IconChevronDown size={16} aria-hidden="true" /> : <IconChevronRight size={16} aria-hidden="true" />}
                    </ActionIcon>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(entry.created_at, language, "dateTime")}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {entry.admin_name || t("activityLog.list.nobody")}
                    </Text>
                    {entry.admin_role ? (
                      <Text size="xs" c="dimmed">
                        {entry.admin_role}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{label("areas", entry.area)}</Table.Td>
                  <Table.Td>{label("actions", entry.action)}</Table.Td>
                  <Table.Td>
                    {type ? (
                      <Text size="xs" c="dimmed">
                        {type}
                      </Text>
                    ) : null}
                    {href ? (
                      <Anchor component={AppLink} to={href} size="sm">
                        {title || type}
                      </Anchor>
                    ) : (
                      <Text size="sm">{title}</Text>
                    )}
                  </Table.Td>
                </Table.Tr>
                {opened ? (
                  <Table.Tr id={detailsId}>
                    <Table.Td colSpan={6}>
                      {/* Held at the box's left edge and within the window: on a phone the changes are read
                          without scrolling the wide table sideways. */}
                      <Stack gap={6} py={4} style={DETAILS_STYLE}>
                        <EntryChanges changes={entry.changes} />
                        {entry.ip || entry.user_agent ? (
                          <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                            {t("activityLog.list.client", { ip: entry.ip || "—", agent: entry.user_agent || "—" })}
                          </Text>
                        ) : null}
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ) : null}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
