import { Anchor, Button, Popover, Stack, Text } from "@mantine/core";
import { IconChecks } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useOpenedOnMount } from "~/ui/first-use";
import { formatPrice } from "~/ui/price-format";
import { AppLink } from "~/routing/prefetch";
import { urls } from "~/routing/urls";
import { formatDate } from "~/i18n/dates";
import { isLanguage } from "~/i18n/languages";
import { entryHref, todaysOrdersHref, type KindSummary, type NotificationEntry, type NotificationKind } from "./notification-api";
import { BellButton } from "./bell-button";
import type { NotificationsState } from "./use-notifications";

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
 * Since when the bell counts new orders (a first look starts at the newest order, so the day's
 * earlier orders are not "new"), and the way to the day's orders whatever it counts.
 */
function OrdersSince({ orders, onFollow }: { orders: KindSummary; onFollow: () => void }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "it";
  const since =
    orders.since === undefined
      ? t("shell.bell.sinceSeen")
      : orders.since === null
        ? null
        : t("shell.bell.since", { date: formatDate(orders.since, language, "dateTime") });
  return (
    <Stack gap={2} data-testid="bell-orders-since">
      {since ? (
        <Text size="xs" c="dimmed">
          {since}
        </Text>
      ) : null}
      <Anchor component={AppLink} to={todaysOrdersHref()} size="sm" onClick={onFollow}>
        {t("shell.bell.today")}
      </Anchor>
    </Stack>
  );
}

interface NotificationListProps {
  notifications: NotificationsState;
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/** The bell's list once it is first wanted (notification-bell.tsx): it opens as it mounts. */
export default function NotificationList({ notifications, opened, onChange }: NotificationListProps) {
  const { t } = useTranslation();
  const entryText = useEntryText();
  const { summary, failed, seenOne, seenAll } = notifications;
  const total = summary?.total ?? 0;
  const kinds: KindSummary[] = summary?.kinds ?? [];
  const news = kinds.filter((kind) => kind.count > 0);
  const orders = kinds.find((kind) => kind.kind === "order");
  // The stand-in was pressed with the list wanted open: the real button takes its focus first.
  const { opened: shown, target } = useOpenedOnMount();

  return (
    <Popover position="bottom-end" withinPortal width={320} shadow="md" opened={opened && shown} onChange={onChange}>
      <Popover.Target>
        <BellButton ref={target} total={total} onClick={() => onChange(!opened)} />
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
                        onChange(false);
                        void seenOne(kind.kind, entry.id);
                      }}
                    >
                      {entryText(kind.kind, entry)}
                    </Anchor>
                  </li>
                ))}
                {kind.count > kind.latest.length ? (
                  <li>
                    <Anchor component={AppLink} to={KIND_LIST[kind.kind]()} size="xs" onClick={() => onChange(false)}>
                      {t("shell.bell.more", { count: kind.count - kind.latest.length })}
                    </Anchor>
                  </li>
                ) : null}
              </Stack>
            </section>
          ))}
          {orders ? <OrdersSince orders={orders} onFollow={() => onChange(false)} /> : null}
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
