import { ActionIcon, Indicator } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { forwardRef, useCallback, useState, type ComponentPropsWithoutRef } from "react";
import { useTranslation } from "react-i18next";
import { lazyPart, OnFirstUse, preloadOnApproach, useIdlePreload } from "~/ui/first-use";
import { useNotifications } from "./use-notifications";

// The list (Mantine's Popover and its floating-position code) loads on first use (ui/first-use.tsx).
const listPart = lazyPart(() => import("./notification-list"));

/** The largest count the badge spells out; above it the button's label still says the exact number. */
const BADGE_MAX = 99;

type BellButtonProps = ComponentPropsWithoutRef<"button"> & { total: number };

/** The bell button with its count: the list's target, and its stand-in until the list is loaded. */
export const BellButton = forwardRef<HTMLButtonElement, BellButtonProps>(function BellButton({ total, ...props }, ref) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      ref={ref}
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t("shell.bell.label", { count: total })}
      data-testid="notification-bell"
      {...props}
    >
      <Indicator label={total > BADGE_MAX ? `${BADGE_MAX}+` : total} disabled={total === 0} size={16} color="red.9" offset={2}>
        <IconBell size={20} stroke={1.6} aria-hidden="true" />
      </Indicator>
    </ActionIcon>
  );
});

/**
 * The header's bell: new orders, unread contact messages and pending withdrawal requests, each kind
 * only for those whose permissions show it (the server decides). Opening an entry goes to its record
 * and marks it seen; "mark all" marks what the list showed. The count is asked here (polling); the
 * list itself is notification-list.tsx.
 */
export function NotificationBell() {
  const notifications = useNotifications();
  const { refresh } = notifications;
  const total = notifications.summary?.total ?? 0;
  // null until first opened: the list's module is not loaded yet.
  const [opened, setOpened] = useState<boolean | null>(null);
  useIdlePreload(listPart);
  // Each opening asks for the latest summary.
  const change = useCallback(
    (next: boolean) => {
      if (next) refresh();
      setOpened(next);
    },
    [refresh],
  );
  const standIn = (
    <BellButton total={total} aria-haspopup="dialog" aria-expanded={false} onClick={() => change(true)} {...preloadOnApproach(listPart)} />
  );
  return (
    <OnFirstUse wanted={opened !== null} standIn={standIn}>
      <listPart.Component notifications={notifications} opened={opened ?? false} onChange={change} />
    </OnFirstUse>
  );
}
