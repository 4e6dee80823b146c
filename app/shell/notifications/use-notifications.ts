import { useCallback, useEffect, useRef, useState } from "react";
import { useLiveConnected, useLiveEvents, type LiveEventType } from "~/ui/live/use-live-events";
import { notificationApi, type NotificationKind, type NotificationSummary } from "./notification-api";

/** How often the bell asks while the tab is visible (besides when the tab comes back into view). */
export const NOTIFICATION_POLL_MS = 60_000;

/**
 * The pause after a live event before the bell asks: a burst (a bulk status change, a replay after
 * a reconnection) is one request, and the bell still follows within a second.
 */
export const LIVE_REFRESH_DEBOUNCE_MS = 400;

/** The events that change what the bell counts. */
const BELL_EVENTS: readonly LiveEventType[] = [
  "order.created",
  "order.changed",
  "message.created",
  "withdrawal.created",
  "withdrawal.changed",
];

export interface NotificationsState {
  summary: NotificationSummary | null;
  failed: boolean;
  refresh: () => void;
  seenOne: (kind: NotificationKind, id: number) => Promise<void>;
  seenAll: (kind: NotificationKind, upTo: number) => Promise<void>;
}

/**
 * The bell's data: asked at start, and whenever the tab or window regains focus. Where the live
 * events flow (ui/live), it is asked again shortly after an event that concerns it; where they do
 * not (the backend does not offer them, the stream dropped), every minute while the tab is visible,
 * as before (a hidden tab does not poll, and asks when it is shown again after an event). A newer
 * request cancels the one still running, so an old answer never overwrites a fresher one.
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
    const onVisible = () => {
      if (document.visibilityState === "visible") refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("focus", onVisible);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("focus", onVisible);
      running.current?.abort();
    };
  }, [refresh]);

  // Polling only while no stream brings the news; when one opens (again), what came meanwhile is asked once.
  const connected = useLiveConnected();
  const wasConnected = useRef(false);
  useEffect(() => {
    const opened = connected && !wasConnected.current;
    wasConnected.current = connected;
    if (opened) refresh();
    if (connected) return undefined;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") refresh();
    }, NOTIFICATION_POLL_MS);
    return () => window.clearInterval(timer);
  }, [connected, refresh]);

  // A live event: asked after a short pause; a hidden tab asks when it is shown (the handler above).
  const debounce = useRef<number | null>(null);
  useEffect(() => () => void (debounce.current !== null && window.clearTimeout(debounce.current)), []);
  useLiveEvents(BELL_EVENTS, () => {
    if (debounce.current !== null || document.visibilityState !== "visible") return;
    debounce.current = window.setTimeout(() => {
      debounce.current = null;
      refresh();
    }, LIVE_REFRESH_DEBOUNCE_MS);
  });

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
