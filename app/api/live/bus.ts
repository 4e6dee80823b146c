import type { LiveStatus } from "./connection";
import type { LiveMessage } from "./events";

/*
 * Where this tab's live events arrive and who listens: the screens subscribe here from their first
 * render, while the stream itself (hub.ts: the connection, the tabs' election) loads only after the
 * first screen is shown. This module is all the first screen carries, so it stays this small.
 */

type Listener = (message: LiveMessage) => void;

const listeners = new Set<Listener>();
const statusListeners = new Set<() => void>();
let status: LiveStatus = "off";

/** Subscribes to every live message of this tab (filtering is the subscriber's). */
export function onLiveMessage(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Hands a message to every listener; one that throws does not keep it from the others. */
export function deliverLiveMessage(message: LiveMessage): void {
  for (const listener of [...listeners]) {
    try {
      listener(message);
    } catch (error) {
      console.error(error);
    }
  }
}

export function liveStatus(): LiveStatus {
  return status;
}

export function setLiveStatus(next: LiveStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of [...statusListeners]) listener();
}

export function onLiveStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => void statusListeners.delete(listener);
}
