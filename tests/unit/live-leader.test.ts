// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { Connection, ConnectionHandlers, LiveStatus } from "~/api/live/connection";
import type { LiveEvent, LiveMessage } from "~/api/live/events";
import { startSharedStream, type ChannelLike, type LockManagerLike } from "~/api/live/leader";

/** One browser's locks: granted in order of request, released when the holder's promise settles. */
class FakeLocks implements LockManagerLike {
  private readonly queues = new Map<string, { run: () => Promise<void>; signal?: AbortSignal }[]>();
  private readonly held = new Set<string>();
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>) {
    const queue = this.queues.get(name) ?? [];
    this.queues.set(name, queue);
    const entry = { run: callback, signal: options.signal };
    queue.push(entry);
    options.signal?.addEventListener("abort", () => {
      const at = queue.indexOf(entry);
      if (at >= 0) queue.splice(at, 1);
    });
    this.grant(name);
    return Promise.resolve();
  }
  private grant(name: string) {
    if (this.held.has(name)) return;
    const next = this.queues.get(name)?.shift();
    if (!next) return;
    this.held.add(name);
    void next.run().finally(() => {
      this.held.delete(name);
      this.grant(name);
    });
  }
}

/** One browser's BroadcastChannels: a message goes to every other open channel of the name, later. */
class FakeChannels {
  private readonly open = new Set<{ name: string; channel: ChannelLike }>();
  make = (name: string): ChannelLike => {
    const entry = {
      name,
      channel: {
        onmessage: null,
        postMessage: (data: unknown) => {
          for (const other of this.open)
            if (other !== entry && other.name === name) queueMicrotask(() => other.channel.onmessage?.({ data: structuredClone(data) }));
        },
        close: () => void this.open.delete(entry),
      } as ChannelLike,
    };
    this.open.add(entry);
    return entry.channel;
  };
}

interface FakeConnection extends Connection {
  handlers: ConnectionHandlers;
  initial: string | null;
  started: number;
  stopped: boolean;
  restarts: number;
  emit: (event: LiveEvent) => void;
}

const event = (id: number): LiveEvent => ({ id, type: "order.created", at: "", record_type: "order", record_id: String(id), actor: null });
const settle = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve));
};

function browser() {
  const locks = new FakeLocks();
  const channels = new FakeChannels();
  const connections: FakeConnection[] = [];
  const tab = (name = "live:1", withLocks = true) => {
    const got: LiveMessage[] = [];
    const statuses: LiveStatus[] = [];
    const shared = startSharedStream({
      name,
      locks: withLocks ? locks : undefined,
      channel: channels.make,
      connect: (initial, handlers) => {
        let lastId = initial;
        const connection: FakeConnection = {
          handlers,
          initial,
          started: 0,
          stopped: false,
          restarts: 0,
          start: () => void (connection.started += 1),
          stop: () => void (connection.stopped = true),
          restart: () => void (connection.restarts += 1),
          lastId: () => lastId,
          emit: (e) => {
            lastId = String(e.id);
            handlers.onMessage(e);
          },
        };
        connections.push(connection);
        return connection;
      },
      deliver: (m) => got.push(m),
      status: (s) => statuses.push(s),
    });
    return { shared, got, statuses, ids: () => got.map((m) => (m.type === "reset" ? "reset" : m.id)) };
  };
  return { tab, connections };
}

describe("one stream shared by the tabs", () => {
  it("opens one connection for three tabs; the others get its messages and status", async () => {
    const b = browser();
    const tabs = [b.tab(), b.tab(), b.tab()];
    await settle();
    expect(b.connections).toHaveLength(1);
    expect(tabs.map((t) => t.shared.isLeader())).toEqual([true, false, false]);
    b.connections[0].handlers.onStatus("open");
    b.connections[0].emit(event(1));
    b.connections[0].handlers.onMessage({ type: "reset" });
    await settle();
    for (const t of tabs) {
      expect(t.ids()).toEqual([1, "reset"]);
      expect(t.statuses.at(-1)).toBe("open");
    }
  });

  it("a tab that joins late hears the leader's status", async () => {
    const b = browser();
    b.tab();
    await settle();
    b.connections[0].handlers.onStatus("open");
    const late = b.tab();
    await settle();
    expect(late.statuses).toEqual(["connecting", "open"]);
  });

  it("when the leader goes, the next tab leads and carries on from the last event id", async () => {
    const b = browser();
    const first = b.tab();
    const second = b.tab();
    await settle();
    b.connections[0].emit(event(7));
    await settle();
    first.shared.stop();
    await settle();
    expect(b.connections[0].stopped).toBe(true);
    expect(b.connections).toHaveLength(2);
    expect(second.shared.isLeader()).toBe(true);
    expect(b.connections[1].initial).toBe("7");
    // A replay of what this tab already had is not delivered twice.
    b.connections[1].emit(event(7));
    b.connections[1].emit(event(8));
    expect(second.ids()).toEqual([7, 8]);
  });

  it("two users in one browser never share a stream", async () => {
    const b = browser();
    const admin = b.tab("live:1");
    const vendor = b.tab("live:2");
    await settle();
    expect(b.connections).toHaveLength(2);
    b.connections[0].emit(event(3));
    await settle();
    expect(admin.ids()).toEqual([3]);
    expect(vendor.ids()).toEqual([]);
  });

  it("a renewed token reopens the leader's stream; stopping says off and leaves the queue", async () => {
    const b = browser();
    const leader = b.tab();
    const follower = b.tab();
    await settle();
    leader.shared.tokenChanged();
    expect(b.connections[0].restarts).toBe(1);
    follower.shared.stop();
    expect(follower.statuses.at(-1)).toBe("off");
    leader.shared.stop();
    await settle();
    // The follower left before the leader: nobody takes over.
    expect(b.connections).toHaveLength(1);
  });

  it("without Web Locks (plain http) each tab streams for itself", async () => {
    const b = browser();
    b.tab("live:1", false);
    b.tab("live:1", false);
    await settle();
    expect(b.connections).toHaveLength(2);
  });
});
