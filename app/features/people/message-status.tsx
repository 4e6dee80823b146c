import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Message } from "~/api/people/messages";

/** A message's name in lists and questions: its subject, or who sent it when it has none. */
export const messageTitle = (message: Pick<Message, "subject" | "email">) => message.subject || message.email;

/** Replied (1) or waiting for a reply. */
export function RepliedBadge({ replied }: { replied: number }) {
  const { t } = useTranslation();
  const yes = replied === 1;
  return (
    <Badge color={yes ? "teal.9" : "gray.7"} variant="filled">
      {t(yes ? "people.messages.repliedYes" : "people.messages.repliedNo")}
    </Badge>
  );
}

/**
 * The "reply by e-mail" link: the sender's address (its `?`/`&` encoded, so a crafted address cannot
 * add headers) and "Re: <subject>" as the subject, URL-encoded.
 */
export function replyHref(message: Pick<Message, "email">, subject: string): string {
  const to = encodeURIComponent(message.email).replace(/%40/g, "@");
  return `mailto:${to}?subject=${encodeURIComponent(subject)}`;
}
