// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createConnection, DEFAULT_RETRY_MS, type ConnectionDeps, type LiveStatus } from "~/api/live/connection";
import type { LiveMessage } from "~/api/live/events";

/** A stream body the test writes to, and closes or breaks. */
function body() {
  let control!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => void (control = c) });
  const encoder = new TextEncoder();
  return {
    stream,
    write: (text: string) => control.enqueue(encoder.encode(text)),
    close: () => control.close(),
    fail: () => control.error(new TypeError("network")),
  };
}

const frame = (id: number, type = "order.created") =>
  `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify({ id, type, at: "", record_type: "order", record_id: String(id), actor: null })}\n\n`;

/** Lets every pending promise and stream read settle. */
const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
};

function harness(answers: (() => Response | Promise<Response>)[], token: () => string | null = () => "tok") {
  const requests: { headers: Record<string, string> }[] = [];
  const timers: { run: () => void; ms: number; live: boolean }[] = [];
  const statuses: LiveStatus[] = [];
  const messages: LiveMessage[] = [];
  const deps: ConnectionDeps = {
    url: "/api/admin/events",
    token,
    fetch: (_url, init) => {
      requests.push({ headers: init.headers as Record<string, string> });
      const next = answers.shift();
      if (!next) return new Promise<Response>(() => undefined);
      return Promise.resolve(next());
    },
    setTimeout: (run, ms) => {
      const timer = { run, ms, live: true };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (handle) => void ((handle as { live: boolean }).live = false),
    random: () => 0.5,
  };
  const connection = createConnection(deps, { onMessage: (m) => messages.push(m), onStatus: (s) => statuses.push(s) });
  /** Runs the pending pause (not the silence watch, which is SILENCE_MS long). */
  const firePause = () => {
    const timer = timers.find((t) => t.live && t.ms < 45_000);
    if (!timer) throw new Error("no pause pending");
    timer.live = false;
    timer.run();
  };
  return { connection, requests, statuses, messages, timers, firePause };
}

const stream = (b: ReturnType<typeof body>) => () =>
  new Response(b.stream, { status: 200, headers: { "Content-Type": "text/event-stream" } });

describe("live connection", () => {
  it("sends the bearer token in a header, and delivers events", async () => {
    const b = body();
    const h = harness([stream(b)]);
    h.connection.start();
    await settle();
    expect(h.requests[0].headers.Authorization).toBe("Bearer tok");
    expect(h.requests[0].headers["Last-Event-ID"]).toBeUndefined();
    expect(h.statuses).toEqual(["connecting", "open"]);
    b.write("retry: 3000\n\n" + frame(1) + ": ping\n\n" + frame(2));
    await settle();
    expect(h.messages.map((m) => (m.type === "reset" ? "reset" : m.id))).toEqual([1, 2]);
  });

  it("reconnects after a drop with Last-Event-ID, after a pause", async () => {
    const first = body();
    const second = body();
    const h = harness([stream(first), stream(second)]);
    h.connection.start();
    await settle();
    first.write(frame(41));
    await settle();
    first.fail();
    await settle();
    expect(h.statuses.at(-1)).toBe("retrying");
    expect(h.requests).toHaveLength(1);
    h.firePause();
    await settle();
    expect(h.requests).toHaveLength(2);
    expect(h.requests[1].headers["Last-Event-ID"]).toBe("41");
    expect(h.statuses.at(-1)).toBe("open");
  });

  it("backs off longer after each failed try, and starts over once a stream opened", async () => {
    const failing = () => Promise.reject(new TypeError("offline"));
    const b = body();
    const h = harness([failing, failing, failing, stream(b)]);
    h.connection.start();
    const pauses: number[] = [];
    for (let i = 0; i < 3; i++) {
      await settle();
      pauses.push(h.timers.filter((t) => t.live).at(-1)!.ms);
      h.firePause();
    }
    await settle();
    // random() = 0.5 takes 75 % of each step: 3 s, 6 s, 12 s.
    expect(pauses).toEqual([0.75 * DEFAULT_RETRY_MS, 1.5 * DEFAULT_RETRY_MS, 3 * DEFAULT_RETRY_MS]);
    expect(h.statuses.at(-1)).toBe("open");
  });

  it("tells a reset to the listeners", async () => {
    const b = body();
    const h = harness([stream(b)]);
    h.connection.start();
    await settle();
    b.write("event: reset\ndata: {}\n\n");
    await settle();
    expect(h.messages).toEqual([{ type: "reset" }]);
  });

  it("stops for good when the stream is not offered (404 or 405)", async () => {
    for (const status of [404, 405]) {
      const h = harness([() => new Response("{}", { status })]);
      h.connection.start();
      await settle();
      expect(h.statuses.at(-1)).toBe("unavailable");
      expect(h.timers.filter((t) => t.live)).toHaveLength(0);
    }
  });

  it("stops on 401 until restarted with a new token, and does not ask without a token", async () => {
    const b = body();
    let token: string | null = "old";
    const h = harness([() => new Response("{}", { status: 401 }), stream(b)], () => token);
    h.connection.start();
    await settle();
    expect(h.statuses.at(-1)).toBe("signed-out");
    expect(h.timers.filter((t) => t.live)).toHaveLength(0);
    token = "new";
    h.connection.restart();
    await settle();
    expect(h.requests[1].headers.Authorization).toBe("Bearer new");
    expect(h.statuses.at(-1)).toBe("open");
    token = null;
    h.connection.restart();
    await settle();
    expect(h.requests).toHaveLength(2);
    expect(h.statuses.at(-1)).toBe("signed-out");
  });

  it("on 429 waits the Retry-After (else a minute), then tries again", async () => {
    const b = body();
    const h = harness([() => new Response("{}", { status: 429, headers: { "Retry-After": "30" } }), stream(b)]);
    h.connection.start();
    await settle();
    expect(h.statuses.at(-1)).toBe("throttled");
    expect(h.timers.filter((t) => t.live).map((t) => t.ms)).toEqual([30_000]);
    h.firePause();
    await settle();
    expect(h.statuses.at(-1)).toBe("open");
  });

  it("opens another stream when the open one goes silent (no heartbeat)", async () => {
    const b = body();
    const h = harness([stream(b)]);
    h.connection.start();
    await settle();
    const watch = h.timers.find((t) => t.live && t.ms === 45_000);
    expect(watch).toBeDefined();
    watch!.run();
    await settle();
    expect(h.statuses.at(-1)).toBe("retrying");
  });

  it("stops: the request is aborted and no retry is planned", async () => {
    const b = body();
    const h = harness([stream(b)]);
    h.connection.start();
    await settle();
    h.connection.stop();
    await settle();
    expect(h.statuses.at(-1)).toBe("off");
    expect(h.timers.filter((t) => t.live && t.ms < 45_000)).toHaveLength(0);
    expect(h.requests).toHaveLength(1);
  });
});
