/*
 * A streaming parser of Server-Sent Events (the WHATWG "event stream interpretation"), fed with the
 * text of a fetch body as it arrives. EventSource would parse for us but cannot send an
 * Authorization header, and the token must never travel in a URL (query strings are logged).
 */

/** One dispatched event: its type (`message` when the stream named none), data and last id. */
export interface SseFrame {
  event: string;
  data: string;
  /** The stream's last event id at dispatch (an event without `id:` keeps the previous one). */
  id: string | null;
}

export interface SseParser {
  /** Feeds the next piece of text; returns the events it completed (a piece may end mid-line). */
  push: (text: string) => SseFrame[];
  /** The last `retry:` the stream asked for, in ms, or null. */
  retry: () => number | null;
  /** The last event id seen (kept across events, as the spec's "last event ID buffer"). */
  lastId: () => string | null;
}

export function createSseParser(initialId: string | null = null): SseParser {
  let buffer = "";
  let first = true;
  let eventType = "";
  let data: string[] = [];
  let hasData = false;
  let lastId = initialId;
  let retry: number | null = null;

  const line = (text: string, out: SseFrame[]) => {
    if (text === "") {
      // A blank line dispatches; a block with no data line (a `retry:` or an `id:` alone) does not.
      if (hasData) out.push({ event: eventType || "message", data: data.join("\n"), id: lastId });
      eventType = "";
      data = [];
      hasData = false;
      return;
    }
    if (text.startsWith(":")) return; // a comment: the server's heartbeat
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") eventType = value;
    else if (field === "data") {
      data.push(value);
      hasData = true;
    } else if (field === "id") {
      // An id holding NUL is ignored, as the spec says.
      if (!value.includes("\0")) lastId = value;
    } else if (field === "retry") {
      if (/^\d+$/.test(value)) retry = Number(value);
    }
  };

  return {
    push(text) {
      const out: SseFrame[] = [];
      buffer += text;
      if (first && buffer.length > 0) {
        if (buffer.charCodeAt(0) === 0xfeff) buffer = buffer.slice(1);
        first = false;
      }
      // Lines end in CRLF, LF or CR. A CR at the very end may be the first half of a CRLF: kept.
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const c = buffer[i];
        if (c !== "\n" && c !== "\r") continue;
        if (c === "\r" && i === buffer.length - 1) break;
        line(buffer.slice(start, i), out);
        if (c === "\r" && buffer[i + 1] === "\n") i++;
        start = i + 1;
      }
      buffer = buffer.slice(start);
      return out;
    },
    retry: () => retry,
    lastId: () => lastId,
  };
}
