import { parseLiveEvent, type LiveMessage } from "./events";
import { createSseParser } from "./sse-parser";

/*
 * One tab's connection to the event stream, kept open: reconnects after a drop with
 * `Last-Event-ID` (the server replays what was missed) and a growing pause; stops for good where the
 * backend does not offer the stream (404/405), until a new token where it refuses the caller (401),
 * and for a while where it says too many streams are open (429). Everything it needs from the
 * browser is handed in, so the unit tests drive it with fakes.
 */

/**
 * - `connecting`/`retrying`: no stream yet, or it dropped and another try is planned;
 * - `open`: events flow;
 * - `throttled`: 429, tried again later; `unavailable`: not offered; `signed-out`: 401 or no token;
 * - `off`: stopped (signed out, or the page closes).
 * The panel polls as before in every state but `open`.
 */
export type LiveStatus = "off" | "connecting" | "open" | "retrying" | "throttled" | "unavailable" | "signed-out";

export interface ConnectionDeps {
  url: string;
  /** The bearer token the API client sends; null or a throw (an expired session) means signed out. */
  token: () => string | null;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  /** 0 ≤ n < 1, for the jitter that keeps many panels from reconnecting in step. */
  random?: () => number;
}

export interface ConnectionHandlers {
  onMessage: (message: LiveMessage) => void;
  onStatus: (status: LiveStatus) => void;
}

/** The pause before a reconnection when the server has not said (`retry:`). */
export const DEFAULT_RETRY_MS = 3000;
/** The longest pause between two tries. */
export const MAX_BACKOFF_MS = 60_000;
/** How long a 429 keeps the panel on polling when the server does not say (Retry-After). */
export const THROTTLED_MS = 60_000;
/** No byte for this long (the server pings every 15 s): the connection is dead, open another. */
export const SILENCE_MS = 45_000;

export interface Connection {
  start: () => void;
  stop: () => void;
  /** Opens the stream again now (a renewed token), carrying on from the last event. */
  restart: () => void;
  lastId: () => string | null;
}

export function createConnection(deps: ConnectionDeps, handlers: ConnectionHandlers, initialId: string | null = null): Connection {
  const random = deps.random ?? Math.random;
  let lastId = initialId;
  let retryMs = DEFAULT_RETRY_MS;
  let failures = 0;
  let generation = 0;
  let controller: AbortController | null = null;
  let wake: (() => void) | null = null;
  let status: LiveStatus = "off";

  const say = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    handlers.onStatus(next);
  };

  /** A pause that stop() and restart() cut short. */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const handle = deps.setTimeout(() => {
        wake = null;
        resolve();
      }, ms);
      wake = () => {
        deps.clearTimeout(handle);
        wake = null;
        resolve();
      };
    });

  const backoff = () => {
    const grown = Math.min(MAX_BACKOFF_MS, retryMs * 2 ** Math.max(0, failures - 1));
    return Math.round(grown * (0.5 + random() / 2));
  };

  const tokenNow = (): string | null => {
    try {
      return deps.token();
    } catch {
      return null;
    }
  };

  /** Reads one open stream to its end; resolves when it ends, rejects when it broke. */
  const read = async (body: ReadableStream<Uint8Array>, abort: AbortController, alive: () => boolean) => {
    const parser = createSseParser(lastId);
    const decoder = new TextDecoder();
    const reader = body.getReader();
    let silence: unknown = null;
    const watch = () => {
      if (silence !== null) deps.clearTimeout(silence);
      silence = deps.setTimeout(() => {
        abort.abort();
        // The read pending on a dead connection ends here, whatever the fetch does with the abort.
        reader.cancel().catch(() => undefined);
      }, SILENCE_MS);
    };
    watch();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || !alive()) return;
        watch();
        for (const frame of parser.push(decoder.decode(value, { stream: true }))) {
          lastId = frame.id ?? lastId;
          if (frame.event === "reset") handlers.onMessage({ type: "reset" });
          else {
            const event = parseLiveEvent(frame.data);
            if (event) handlers.onMessage(event);
          }
        }
        const asked = parser.retry();
        if (asked !== null) retryMs = asked;
      }
    } finally {
      if (silence !== null) deps.clearTimeout(silence);
      reader.cancel().catch(() => undefined);
    }
  };

  const run = async (mine: number) => {
    const alive = () => mine === generation;
    while (alive()) {
      const token = tokenNow();
      if (!token) return say("signed-out");
      say(failures === 0 ? "connecting" : "retrying");
      const abort = new AbortController();
      controller = abort;
      const headers: Record<string, string> = { Accept: "text/event-stream", Authorization: `Bearer ${token}` };
      if (lastId !== null) headers["Last-Event-ID"] = lastId;
      let response: Response;
      try {
        response = await deps.fetch(deps.url, { headers, signal: abort.signal, cache: "no-store" });
      } catch {
        if (!alive()) return;
        failures += 1;
        say("retrying");
        await pause(backoff());
        continue;
      }
      if (!alive()) return;
      if (response.status === 404 || response.status === 405) return say("unavailable");
      if (response.status === 401) return say("signed-out");
      if (response.status === 429) {
        say("throttled");
        const after = Number(response.headers.get("retry-after"));
        await pause(after > 0 ? after * 1000 : THROTTLED_MS);
        continue;
      }
      if (!response.ok || !response.body) {
        failures += 1;
        say("retrying");
        await pause(backoff());
        continue;
      }
      say("open");
      failures = 0;
      try {
        await read(response.body, abort, alive);
      } catch {
        // A drop (or the silence watch's abort): reconnect below, with the last id.
      }
      if (!alive()) return;
      failures += 1;
      say("retrying");
      await pause(backoff());
    }
  };

  const begin = () => {
    generation += 1;
    controller?.abort();
    wake?.();
    void run(generation);
  };

  return {
    start: begin,
    restart: () => {
      failures = 0;
      begin();
    },
    stop: () => {
      generation += 1;
      controller?.abort();
      wake?.();
      say("off");
    },
    lastId: () => lastId,
  };
}
