import { useCallback, useEffect, useRef, useState } from "react";
import { notificationApi, type NotificationKind, type NotificationSummary } from "./notification-api";

/** How often the bell asks while the tab is visible (besides when the tab comes back into view). */
export const NOTIFICATION_POLL_MS = 60_000;

export interface NotificationsState {
  summary: NotificationSummary | null;
  failed: boolean;
  refresh: () => void;
  seenOne: (kind: NotificationKind, id: number) => Promise<void>;
  seenAll: (kind: NotificationKind, upTo: number) => Promise<void>;
}

/**
 * The bell's data: asked at start, every minute while the tab is visible, and whenever the tab or
 * window regains focus (a hidden tab does not poll). A newer request cancels the one still running,
 * so an old answer never overwrites a fresher one.
 */
export function useNotifications(): NotificationsState {
  const [summary, setSummary] = useState<NotificationSummary | null>(null);
  const [failed, setFailed] = useState(false);
  const running = useRef<AbortController | null>(null);

  const refresh = useCallback(() => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    notificationApi.summary(controller.signal).then(
      (next) => {
        if (controller.signal.aborted) return;
        setSummary(next);
        setFailed(false);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
  }, []);

  useEffect(() => {
    refresh();
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") refresh();
    }, NOTIFICATION_POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("focus", onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("focus", onVisible);
      running.current?.abort();
    };
  }, [refresh]);

  // A mark answers the new summary: shown at once, and any poll in flight (older) is dropped.
  const apply = useCallback(async (mark: Promise<NotificationSummary>) => {
    running.current?.abort();
    try {
      setSummary(await mark);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);

  return {
    summary,
    failed,
    refresh,
    seenOne: (kind, id) => apply(notificationApi.seenOne(kind, id)),
    seenAll: (kind, upTo) => apply(notificationApi.seenAll(kind, upTo)),
  };
}
