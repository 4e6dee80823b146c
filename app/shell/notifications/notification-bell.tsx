import { useCallback, useState } from "react";
import { lazyPart, OnFirstUse, preloadOnApproach } from "~/ui/first-use";
import { BellButton } from "./bell-button";
import { useNotifications } from "./use-notifications";

// The list (Mantine's Popover and its floating-position code) loads on first use (ui/first-use.tsx).
const listPart = lazyPart(() => import("./notification-list"));

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
