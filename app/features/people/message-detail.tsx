import { Anchor, Button, Group, Text } from "@mantine/core";
import { IconCheck, IconMailForward, IconMailOff, IconRotate, IconTrash, type Icon } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { messageApi, type Message } from "~/api/people/messages";
import { urls } from "~/routing/urls";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { detailShouldRevalidate, type DetailActionHandler } from "~/ui/detail-page/action";
import type { ConfirmDetailAction, DetailAction, DetailDescription } from "~/ui/detail-page/description";
import type { TranslationKey } from "~/i18n/keys";
import { fieldsSection } from "~/ui/detail-page/sections";
import { DateCell } from "~/ui/list-page/cells";
import { listHref } from "~/ui/list-page/memory";
import { messageTitle, RepliedBadge, replyHref } from "./message-status";

/*
 * /user-messages/{id}: one contact message (opening it marks it read), its text as plain text, a
 * reply by e-mail in the admin's own mail program, and the status changes.
 */

/** The customer's text as written: React escapes it, so markup in it shows as text and never runs. */
function MessageText({ message }: { message: Message }) {
  return (
    <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} data-message-text>
      {message.message}
    </Text>
  );
}

function ReplyLink({ message }: { message: Message }) {
  const { t } = useTranslation();
  const subject = t("people.messages.replySubject", { subject: message.subject, interpolation: { escapeValue: false } });
  return (
    <Button
      component="a"
      href={replyHref(message, subject)}
      variant="filled"
      leftSection={<IconMailForward size={16} aria-hidden="true" />}
    >
      {t("people.messages.reply")}
    </Button>
  );
}

const sender = fieldsSection<Message>({
  key: "sender",
  title: "people.messages.sections.sender",
  fields: [
    { label: "people.messages.name", value: (m) => m.name || "—" },
    {
      label: "people.messages.email",
      value: (m) => (
        <Anchor href={replyHref(m, "")} size="sm">
          {m.email}
        </Anchor>
      ),
    },
    { label: "people.messages.received", value: (m) => <DateCell value={m.created_at} /> },
    { label: "people.messages.replied", value: (m) => <RepliedBadge replied={m.replied} /> },
  ],
});

const text = {
  key: "message",
  title: "people.messages.sections.message",
  render: (m: Message) => (
    <>
      <Text fw={600} mb="xs">
        {m.subject || "—"}
      </Text>
      <MessageText message={m} />
      <Group mt="md">
        <ReplyLink message={m} />
      </Group>
    </>
  ),
} as const;

/** A change of the message's flags: asks, then posts; whoever reads messages may change them. */
const flagAction = (
  intent: string,
  label: TranslationKey,
  icon: Icon,
  confirm: ConfirmDetailAction["confirm"],
  done: TranslationKey,
): DetailAction<Message> => ({ kind: "confirm", intent, label, icon, permission: "view", confirm, done });

/*
 * Marking replied and not replied share one intent (and so one button, which stays mounted while
 * the page reloads and then says its toast); the handler turns the stored flag over.
 */
const markReplied = flagAction(
  "replied",
  "people.messages.markReplied",
  IconCheck,
  { title: "people.messages.markRepliedConfirm" },
  "people.messages.replyStatusSaved",
);
const markNotReplied = flagAction(
  "replied",
  "people.messages.markNotReplied",
  IconRotate,
  { title: "people.messages.markNotRepliedConfirm" },
  "people.messages.replyStatusSaved",
);
const markUnread = flagAction(
  "unread",
  "people.messages.markUnread",
  IconMailOff,
  { title: "people.messages.markUnreadConfirm", message: "people.messages.markUnreadHint" },
  "people.messages.markedUnread",
);
const remove: DetailAction<Message> = {
  kind: "confirm",
  intent: "delete",
  label: "people.messages.delete",
  icon: IconTrash,
  color: "red",
  permission: "delete",
  confirm: { title: "people.messages.deleteOne", message: "list.deleteWarning", danger: true },
  done: "people.messages.deleted",
};

/**
 * The page's description for this message: only the status change that applies (replied or not)
 * is offered.
 */
export function messageDetail(message: Message): DetailDescription<Message> {
  return {
    subject: "message",
    recordId: (found) => found.id,
    listPath: urls.userMessages.list(),
    title: messageTitle,
    sections: [sender, text],
    actions: [message.replied === 1 ? markNotReplied : markReplied, markUnread, remove, { kind: "print", label: "detail.print" }],
  };
}

const backToList = () => ({ redirectTo: listHref(urls.userMessages.list()) });

/** The message page's clientAction handlers, by intent. */
export const messageActions: Record<string, DetailActionHandler> = {
  replied: async ({ params }) => {
    const id = params.id ?? "";
    const { replied } = await messageApi.find(id);
    await messageApi.setFlags(id, { replied: replied === 1 ? 2 : 1 });
  },
  // Staying would reload the message, and opening it marks it read again: back to the list.
  unread: async ({ params }) => {
    await messageApi.setFlags(params.id ?? "", { viewed: 2 });
    return backToList();
  },
  delete: async ({ params }) => {
    await messageApi.remove([params.id ?? ""]);
    return backToList();
  },
};

/**
 * Not after an action that leaves the page: reloading the message first would mark it read again
 * (after "mark as unread") or answer 404 (after a delete) before the list opens.
 */
export const messageShouldRevalidate: ShouldRevalidateFunction = (args) => {
  const result = args.actionResult as { ok?: unknown; redirectTo?: unknown } | undefined;
  if (result?.ok === true && typeof result.redirectTo === "string") return false;
  return detailShouldRevalidate(args);
};
