import { useEffect, useRef, useSyncExternalStore } from "react";
import type { LiveStatus } from "~/api/live/connection";
import type { LiveEvent, LiveEventType, LiveMessage } from "~/api/live/events";
import { liveStatus, onLiveMessage, onLiveStatus } from "~/api/live/bus";

export type { LiveEvent, LiveEventType, LiveMessage, LiveStatus };

/** Which events a subscriber wants: a list of types, or a test of its own. */
export type LiveFilter = readonly LiveEventType[] | ((event: LiveEvent) => boolean);

const wanted = (filter: LiveFilter, event: LiveEvent) => (typeof filter === "function" ? filter(event) : filter.includes(event.type));

/**
 * Calls `handler` for each live event that passes `filter`, and for every `reset` (the stream lost
 * track: refetch what is shown). The latest handler and filter are used without subscribing again,
 * so callers need not memoise them.
 */
export function useLiveEvents(filter: LiveFilter, handler: (message: LiveMessage) => void): void {
  const latest = useRef({ filter, handler });
  latest.current = { filter, handler };
  useEffect(
    () =>
      onLiveMessage((message) => {
        const { filter: now, handler: call } = latest.current;
        if (message.type === "reset" || wanted(now, message)) call(message);
      }),
    [],
  );
}

/** Whether events are flowing in this tab now: where they are not, screens poll as they always did. */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(onLiveStatus, () => liveStatus() === "open");
}
