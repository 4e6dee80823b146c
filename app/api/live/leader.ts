import type { Connection, ConnectionHandlers, LiveStatus } from "./connection";
import type { LiveMessage } from "./events";

/*
 * One stream per browser and user, whatever the number of tabs: the tabs elect a leader with the
 * Web Locks API (the tab holding the lock opens the stream; the others wait in the lock's queue, and
 * when the leader's tab closes the browser hands the lock to the next one), and the leader passes
 * every message and status on over a BroadcastChannel of the same name.
 *
 * Why not a SharedWorker: the worker would be a second bundle entry for the build and the CSP
 * (worker-src), it cannot read the session's cookies, so every tab would have to hand it tokens,
 * and Chrome on Android has none. Locks and BroadcastChannel exist wherever the panel runs, the
 * stream code stays in the page, and a new leader carries on from the last event id it heard.
 * Web Locks need a secure context: on plain http (a shop's own network) each tab streams for
 * itself, within the server's cap of streams per admin (past it, 429: that tab polls).
 */

export interface LockManagerLike {
  request: (name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>) => Promise<unknown>;
}

export interface ChannelLike {
  postMessage: (message: unknown) => void;
  close: () => void;
  onmessage: ((event: { data: unknown }) => void) | null;
}

/** What travels between the tabs. */
type Wire =
  | { kind: "message"; message: LiveMessage; lastId: string | null }
  | { kind: "status"; status: LiveStatus }
  /** A tab that just joined asks the leader for its status (a follower's starts as `connecting`). */
  | { kind: "hello" };

export interface SharedStreamDeps {
  /** The lock's and the channel's name: one per user, so two accounts in one browser never share. */
  name: string;
  /** navigator.locks, absent outside a secure context. */
  locks: LockManagerLike | undefined;
  channel: (name: string) => ChannelLike | null;
  /** Opens this tab's own connection (as leader), carrying on from `lastId`. */
  connect: (lastId: string | null, handlers: ConnectionHandlers) => Connection;
  /** This tab's listeners (bus.ts). */
  deliver: (message: LiveMessage) => void;
  status: (status: LiveStatus) => void;
}

export interface SharedStream {
  stop: () => void;
  /** The session's token was renewed: the leader opens its stream again with it. */
  tokenChanged: () => void;
  isLeader: () => boolean;
}

const isWire = (data: unknown): data is Wire =>
  typeof data === "object" && data !== null && ["message", "status", "hello"].includes((data as { kind?: unknown }).kind as string);

export function startSharedStream(deps: SharedStreamDeps): SharedStream {
  let connection: Connection | null = null;
  let stopped = false;
  let lastId: string | null = null;
  // The newest event id handed to this tab's listeners: a message is never delivered twice.
  let delivered = -1;
  let current: LiveStatus = "connecting";
  let release: (() => void) | null = null;
  const abort = new AbortController();
  const channel = deps.locks ? deps.channel(deps.name) : null;

  const take = (message: LiveMessage, id: string | null) => {
    if (id !== null) lastId = id;
    if (message.type !== "reset") {
      if (message.id <= delivered) return;
      delivered = message.id;
    }
    deps.deliver(message);
  };
  const post = (wire: Wire) => {
    try {
      channel?.postMessage(wire);
    } catch {
      // A closed channel (the tab is going): nothing to tell.
    }
  };

  if (channel) {
    channel.onmessage = ({ data }) => {
      if (!isWire(data) || stopped) return;
      if (data.kind === "hello") {
        if (connection) post({ kind: "status", status: current });
      } else if (!connection) {
        if (data.kind === "message") take(data.message, data.lastId);
        else deps.status(data.status);
      }
    };
  }

  /** This tab leads until stopped: the lock is held as long as the promise is pending. */
  const lead = () =>
    new Promise<void>((resolve) => {
      if (stopped) return resolve();
      release = resolve;
      const own = deps.connect(lastId, {
        onMessage: (message) => {
          const id = own.lastId();
          take(message, id);
          post({ kind: "message", message, lastId: id });
        },
        onStatus: (status) => {
          current = status;
          deps.status(status);
          post({ kind: "status", status });
        },
      });
      connection = own;
      own.start();
    });

  deps.status("connecting");
  if (deps.locks && channel) {
    post({ kind: "hello" });
    deps.locks.request(deps.name, { signal: abort.signal }, lead).catch(() => undefined);
  } else void lead();

  return {
    stop: () => {
      if (stopped) return;
      stopped = true;
      abort.abort();
      connection?.stop();
      connection = null;
      release?.();
      channel?.close();
      deps.status("off");
    },
    tokenChanged: () => connection?.restart(),
    isLeader: () => connection !== null,
  };
}
