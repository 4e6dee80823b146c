import { ActionIcon, Anchor, Button, Indicator, Popover, Stack, Text } from "@mantine/core";
import { IconBell, IconChecks } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatPrice } from "~/ui/price-format";
import { AppLink } from "../prefetch";
import { urls } from "../urls";
import { entryHref, type KindSummary, type NotificationEntry, type NotificationKind } from "./notification-api";
import { useNotifications } from "./use-notifications";

const KIND_TITLE = {
  order: "shell.bell.kinds.order",
  message: "shell.bell.kinds.message",
  withdrawal: "shell.bell.kinds.withdrawal",
} as const;

/** Where "and N more" leads: the kind's list. */
const KIND_LIST: Record<NotificationKind, () => string> = {
  order: () => urls.orders.list(),
  message: () => urls.userMessages.list(),
  withdrawal: () => urls.withdrawalRequests(),
};

/** The largest count the badge spells out; above it the button's label still says the exact number. */
const BADGE_MAX = 99;

function useEntryText() {
  const { t, i18n } = useTranslation();
  return (kind: NotificationKind, entry: NotificationEntry): string => {
    if (kind === "order") return t("shell.bell.order", { label: entry.label });
    if (kind === "withdrawal")
      return t("shell.bell.withdrawal", { label: entry.label, amount: formatPrice(entry.amount ?? 0, i18n.language) });
    return entry.label;
  };
}

/**
 * The header's bell: new orders, unread contact messages and pending withdrawal requests, each kind
 * only for those whose permissions show it (the server decides). Opening an entry goes to its record
 * and marks it seen; "mark all" marks what the menu showed.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const entryText = useEntryText();
  const { summary, failed, refresh, seenOne, seenAll } = useNotifications();
  const total = summary?.total ?? 0;
  const kinds: KindSummary[] = summary?.kinds ?? [];
  const news = kinds.filter((kind) => kind.count > 0);
  const [opened, setOpened] = useState(false);

  return (
    <Popover position="bottom-end" withinPortal width={320} shadow="md" onOpen={refresh} opened={opened} onChange={setOpened}>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t("shell.bell.label", { count: total })}
          data-testid="notification-bell"
          onClick={() => setOpened((o) => !o)}
        >
          <Indicator label={total > BADGE_MAX ? `${BADGE_MAX}+` : total} disabled={total === 0} size={16} color="red.9" offset={2}>
            <IconBell size={20} stroke={1.6} aria-hidden="true" />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={t("shell.bell.title")} data-testid="notification-menu" p="xs">
        <Stack gap="xs">
          {failed ? (
            <Text size="sm" c="red" role="alert">
              {t("shell.bell.failed")}
            </Text>
          ) : null}
          {news.length === 0 && !failed ? (
            <Text size="sm" c="dimmed">
              {t("shell.bell.empty")}
            </Text>
          ) : null}
          {news.map((kind) => (
            <section key={kind.kind} aria-labelledby={`bell-${kind.kind}`}>
              <Text id={`bell-${kind.kind}`} size="xs" fw={700} c="dimmed" mb={4}>
                {t(KIND_TITLE[kind.kind])} ({kind.count})
              </Text>
              <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
                {kind.latest.map((entry) => (
                  <li key={entry.id}>
                    <Anchor
                      component={AppLink}
                      to={entryHref(kind.kind, entry.id)}
                      size="sm"
                      onClick={() => {
                        setOpened(false);
                        void seenOne(kind.kind, entry.id);
                      }}
                    >
                      {entryText(kind.kind, entry)}
                    </Anchor>
                  </li>
                ))}
                {kind.count > kind.latest.length ? (
                  <li>
                    <Anchor component={AppLink} to={KIND_LIST[kind.kind]()} size="xs" onClick={() => setOpened(false)}>
                      {t("shell.bell.more", { count: kind.count - kind.latest.length })}
                    </Anchor>
                  </li>
                ) : null}
              </Stack>
            </section>
          ))}
          {news.length > 0 ? (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconChecks size={16} aria-hidden="true" />}
              onClick={async () => {
                // One kind after the other: each answer is the whole summary, the last one is current.
                for (const kind of news) await seenAll(kind.kind, kind.up_to);
              }}
            >
              {t("shell.bell.markAll")}
            </Button>
          ) : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
