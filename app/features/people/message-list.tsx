import { Badge, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { messageApi, type Message } from "~/api/people/messages";
import { urls } from "~/routing/urls";
import { CellLink } from "~/ui/list-page/cells";
import { dateColumn, textColumn, withPriorities } from "~/ui/list-page/columns";
import { COLUMN_PRIORITY, type ListDescription } from "~/ui/list-page/description";
import { messageTitle, RepliedBadge } from "./message-status";

const { key: KEY, low: LOW } = COLUMN_PRIORITY;

/** An unread message's subject is bold and carries a "New" badge: what the admin has yet to read. */
function SubjectCell({ row }: { row: Message }) {
  const { t } = useTranslation();
  const unread = row.viewed !== 1;
  return (
    <Group gap="xs" wrap="nowrap" data-unread={unread || undefined}>
      <CellLink to={urls.userMessages.detail(row.id)} strong style={unread ? { fontWeight: 700 } : undefined}>
        {messageTitle(row) || "—"}
      </CellLink>
      {unread ? (
        // Filled dark shades: the light variants fail WCAG contrast on striped rows.
        <Badge size="sm" color="blue.8" variant="filled">
          {t("people.messages.unread")}
        </Badge>
      ) : null}
    </Group>
  );
}

/**
 * Contact messages (admin-screens §8.7): Subject (unread highlighted) · Name · E-mail · Replied ·
 * Received, newest first; searched by subject, name or e-mail. Opening one marks it read.
 */
export const messageList: ListDescription<Message> = {
  resource: "user-messages",
  subject: "message",
  listPath: urls.userMessages.list(),
  editPath: (row) => urls.userMessages.detail(row.id),
  load: (query, signal) => messageApi.list(query, signal),
  remove: (ids) => messageApi.remove(ids),
  rowId: (row) => row.id,
  rowLabel: messageTitle,
  defaults: { orderby: "created_at", type: "desc", sortable: ["subject", "name", "email", "replied", "viewed", "created_at"] },
  columns: withPriorities(
    [
      {
        key: "subject",
        title: "people.messages.subject",
        sortBy: "subject",
        hideable: false,
        render: (row) => <SubjectCell row={row} />,
        csv: (row) => row.subject,
      },
      textColumn("name", "people.messages.name", (row) => row.name, { sortBy: "name" }),
      textColumn("email", "people.messages.email", (row) => row.email, { sortBy: "email" }),
      {
        key: "replied",
        title: "people.messages.replied",
        sortBy: "replied",
        render: (row) => <RepliedBadge replied={row.replied} />,
        csv: (row) => (row.replied === 1 ? 1 : 0),
      },
      dateColumn("created", "people.messages.received", (row) => row.created_at, { sortBy: "created_at" }),
    ],
    { replied: KEY, created: KEY, name: COLUMN_PRIORITY.normal, email: LOW },
  ),
  texts: { deleteOne: "people.messages.deleteOne", deleteMany: "people.messages.deleteMany" },
};
