import { apiBaseUrl, currentToken } from "~/api/client";
import { deliverLiveMessage, setLiveStatus } from "~/api/live/bus";
import { createConnection } from "~/api/live/connection";
import { startSharedStream, type ChannelLike, type LockManagerLike, type SharedStream } from "~/api/live/leader";
import { getSession, subscribeSession } from "./session-store";

/*
 * The live events for the signed-in user, started by the shell once its first screen is shown (a
 * lazy import: none of this is in the first screen's code). The stream follows the session: it
 * closes when the user signs out, is shared anew when another user signs in, and is reopened with
 * the new token when the token is renewed.
 */

const NAME = "admin-panel_live-events";

function channelOf(name: string): ChannelLike | null {
  return typeof BroadcastChannel === "function" ? (new BroadcastChannel(name) as unknown as ChannelLike) : null;
}

function locks(): LockManagerLike | undefined {
  return typeof navigator !== "undefined" && navigator.locks ? navigator.locks : undefined;
}

/** Starts following the session; returns the stop (the signed-in layout unmounting). */
export function startLiveEvents(): () => void {
  let running: { user: number; token: string; shared: SharedStream } | null = null;

  const sync = () => {
    const session = getSession();
    const user = session?.user.id ?? null;
    if (running && running.user !== user) {
      running.shared.stop();
      running = null;
    }
    if (!session) return;
    if (!running) {
      running = {
        user: session.user.id,
        token: session.token,
        shared: startSharedStream({
          name: `${NAME}:${session.user.id}`,
          locks: locks(),
          channel: channelOf,
          connect: (lastId, handlers) =>
            createConnection(
              {
                url: `${apiBaseUrl()}events`,
                // The API client's own header (an expired session throws there, and counts as signed out).
                token: currentToken,
                fetch: (url, init) => fetch(url, init),
                setTimeout: (run, ms) => window.setTimeout(run, ms),
                clearTimeout: (handle) => window.clearTimeout(handle as number),
              },
              handlers,
              lastId,
            ),
          deliver: deliverLiveMessage,
          status: (status) => {
            setLiveStatus(status);
            // Where a support person (and the end-to-end tests) can read whether events flow in this tab.
            document.documentElement.dataset.liveEvents = status;
          },
        }),
      };
    } else if (running.token !== session.token) {
      running.token = session.token;
      running.shared.tokenChanged();
    }
  };

  sync();
  const unsubscribe = subscribeSession(sync);
  return () => {
    unsubscribe();
    running?.shared.stop();
    running = null;
  };
}
