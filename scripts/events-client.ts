import http from "node:http";

/*
 * A client of `GET events` (server/docs/events.md) for the contract tests and bench:events, reading
 * the stream as the panel does: the token in a header, the body parsed frame by frame. Waiting is for a frame to arrive (with
 * a bound, so a missing event fails the test instead of hanging it), never for a fixed time.
 */

export interface Frame {
  id: string | null;
  event: string;
  /** `data` parsed as JSON (null for a comment or unreadable data). */
  data: any;
  /** Comments (`: ping`) are kept as frames of event `:`. */
  comment?: string;
  retry?: number;
}

export interface EventStream {
  http: number;
  headers: http.IncomingHttpHeaders;
  /** The body of an answer that is no stream (401, 429), parsed. */
  json(): Promise<unknown>;
  /** Every frame received so far, in order. */
  frames: Frame[];
  /** The first frame (already received or to come) that matches; rejects after `ms`. */
  waitFor(match: (frame: Frame) => boolean, ms?: number): Promise<Frame>;
  /** The frames up to and including the first that matches (what came before it, in order). */
  until(match: (frame: Frame) => boolean, ms?: number): Promise<Frame[]>;
  /** Settles when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export interface OpenOptions {
  token?: string | null;
  lastEventId?: string | number;
  /** Called as each frame arrives (the bench stamps the time of receipt). */
  onFrame?: (frame: Frame) => void;
  /** Keep no frames (a bench's streams would hold every event otherwise); waitFor then finds none. */
  keep?: boolean;
}

function parse(block: string): Frame | null {
  const frame: Frame = { id: null, event: "message", data: null };
  const data: string[] = [];
  let any = false;
  for (const line of block.split("\n")) {
    if (line.startsWith(":")) {
      frame.event = ":";
      frame.comment = line.slice(1).trim();
      any = true;
      continue;
    }
    const at = line.indexOf(":");
    const field = at < 0 ? line : line.slice(0, at);
    const value = at < 0 ? "" : line.slice(at + 1).replace(/^ /, "");
    if (field === "id") frame.id = value;
    else if (field === "event") frame.event = value;
    else if (field === "data") data.push(value);
    else if (field === "retry") frame.retry = Number(value);
    else continue;
    any = true;
  }
  if (!any) return null;
  if (data.length) {
    try {
      frame.data = JSON.parse(data.join("\n"));
    } catch {
      frame.data = data.join("\n");
    }
  }
  return frame;
}

/**
 * Opens `GET events` on a connection of its own (`agent: false`): with WORKERS > 1 each stream may
 * reach another process, and a refused attempt does not leave a kept-alive connection to reuse.
 */
export async function openEvents(origin: string, options: OpenOptions = {}): Promise<EventStream> {
  const headers: Record<string, string> = { Accept: "text/event-stream", "Accept-Encoding": "gzip, br" };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.lastEventId !== undefined) headers["Last-Event-ID"] = String(options.lastEventId);
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.get(`${origin}/api/admin/events`, { headers, agent: false }, resolve);
    req.once("error", reject);
  });
  const frames: Frame[] = [];
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  let done = false;
  let body = "";

  const isStream = (res.headers["content-type"] ?? "").startsWith("text/event-stream");
  res.setEncoding("utf8");
  const ended = new Promise<void>((resolve) => {
    let buffer = "";
    res.on("data", (chunk: string) => {
      if (!isStream) {
        body += chunk;
        return;
      }
      buffer += chunk;
      let cut: number;
      while ((cut = buffer.indexOf("\n\n")) >= 0) {
        const frame = parse(buffer.slice(0, cut));
        buffer = buffer.slice(cut + 2);
        if (!frame) continue;
        options.onFrame?.(frame);
        if (options.keep !== false) frames.push(frame);
      }
      notify();
    });
    const finish = () => {
      if (done) return;
      done = true;
      notify();
      resolve();
    };
    res.once("end", finish);
    res.once("close", finish);
    res.once("error", finish);
  });

  const until = (match: (frame: Frame) => boolean, ms = 10_000) =>
    new Promise<Frame[]>((resolve, reject) => {
      const check = () => {
        const at = frames.findIndex(match);
        if (at >= 0) {
          cleanup();
          resolve(frames.slice(0, at + 1));
        } else if (done) {
          cleanup();
          reject(new Error(`stream ended without the frame; got ${JSON.stringify(frames)}`));
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no such frame within ${ms} ms; got ${JSON.stringify(frames)}`));
      }, ms);
      const cleanup = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      listeners.add(check);
      check();
    });

  return {
    http: res.statusCode ?? 0,
    headers: res.headers,
    frames,
    json: async () => {
      await ended;
      return JSON.parse(body) as unknown;
    },
    until,
    waitFor: async (match, ms) => (await until(match, ms)).at(-1)!,
    ended,
    close: () => res.destroy(),
  };
}

/** Matches an event frame by type and, optionally, record id. */
export const eventOf =
  (type: string, recordId?: string | number) =>
  (frame: Frame): boolean =>
    frame.event === type && (recordId === undefined || frame.data?.record_id === String(recordId));
