import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { isOrderEvent, outgoing, PING, resetFrame, visibleTo, type OutgoingEvent } from "./frames";
import { eventsAfter, keptSince, lastEventId, orderSellers, pruneEvents, type EventRow } from "./store";
import type { Subscriber } from "./subscriber";

/*
 * One poller per process and database (server/docs/events.md): while at least one stream is open, it
 * reads the events after the last one it saw every POLL_MS, once for all streams, resolves what the
 * batch needs (the sellers of its orders: one query) and writes each stream the frames its admin may
 * see, in one write. It also sends the heartbeats, ends streams whose token expired, and now and then
 * prunes the table. With no stream open it stops; the next stream starts it from the newest event.
 */

const POLL_MS = 250;
const BATCH = 500;
const PRUNE_EVERY_MS = 60_000;
/**
 * An order whose lines are not written yet (a writer outside a transaction inserts the order row
 * first) has no sellers to tell its vendors. For this long the poller waits for them before sending
 * the batch from that event on; an order still without lines after it reaches no vendor.
 */
const LINES_GRACE_MS = 2_000;

export interface HubOptions {
  heartbeatMs: number;
}

type DB = Kysely<Database>;

export class EventHub {
  private readonly subscribers = new Set<Subscriber>();
  private timer: NodeJS.Timeout | null = null;
  private starting: Promise<void> | null = null;
  private cursor = 0;
  private busy = false;
  private poked = false;
  private lastPrune = 0;

  constructor(
    private readonly db: DB,
    private readonly options: HubOptions,
  ) {}

  /** Open streams of one admin in this process (the per-admin cap). */
  openBy(adminId: number): number {
    let n = 0;
    for (const s of this.subscribers) if (s.viewer.id === adminId && !s.isEnded) n++;
    return n;
  }

  get size(): number {
    return this.subscribers.size;
  }

  /**
   * Adds a stream (at once, so the cap counts it) and answers the id it is live after: events up
   * to it are the replay's, events after it come from the poller.
   */
  async open(subscriber: Subscriber): Promise<number> {
    this.subscribers.add(subscriber);
    void subscriber.closed.then(() => this.remove(subscriber));
    if (!this.timer) {
      this.starting ??= lastEventId(this.db)
        .then((id) => {
          this.cursor = id;
          this.timer = setInterval(() => void this.tick(), POLL_MS);
          this.timer.unref();
        })
        .finally(() => (this.starting = null));
      await this.starting;
    }
    return this.cursor;
  }

  private remove(subscriber: Subscriber): void {
    this.subscribers.delete(subscriber);
    if (this.subscribers.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  /**
   * This process wrote an event: read at once rather than at the next tick. The read queues behind
   * the writing transaction on the connection, so it runs once that has committed. Events written
   * by other processes still wait for the tick.
   */
  poke(): void {
    if (!this.timer || this.poked) return;
    this.poked = true;
    setImmediate(() => {
      if (this.busy) return;
      this.poked = false;
      void this.tick();
    });
  }

  /** Ends every stream and the poller (the server is closing). */
  stop(): void {
    for (const s of this.subscribers) s.end();
    this.subscribers.clear();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /**
   * Writes `subscriber` the events after `after` up to `upTo` that it may see, or `event: reset`
   * when some of them are no longer kept.
   */
  async replay(subscriber: Subscriber, after: number, upTo: number): Promise<void> {
    if (!(await keptSince(this.db, after))) {
      // Live from here on, whatever id the caller named (it may be from another database).
      subscriber.after = Math.min(subscriber.after, upTo);
      subscriber.write(resetFrame(upTo));
      return;
    }
    let from = after;
    for (;;) {
      const rows = await eventsAfter(this.db, from, BATCH, upTo);
      if (!rows.length) return;
      const { events } = await this.prepare(rows, subscriber.viewer.isVendor, false);
      subscriber.write(
        events
          .filter((e) => visibleTo(subscriber.viewer, e))
          .map((e) => e.frame)
          .join(""),
      );
      from = rows[rows.length - 1].id;
      if (rows.length < BATCH) return;
    }
  }

  /** The batch's events, and the id the cursor may move to (short of an order still without lines). */
  private async prepare(rows: EventRow[], forVendors: boolean, wait: boolean): Promise<{ events: OutgoingEvent[]; upTo: number }> {
    const orderIds = forVendors ? [...new Set(rows.filter(isOrderEvent).map((r) => Number(r.record_id)))] : [];
    const sellers = await orderSellers(this.db, orderIds);
    const events: OutgoingEvent[] = [];
    let upTo = rows[rows.length - 1].id;
    for (const row of rows) {
      if (wait && forVendors && isOrderEvent(row) && !sellers.has(Number(row.record_id))) {
        if (Date.now() - Date.parse(row.created_at) < LINES_GRACE_MS) {
          upTo = row.id - 1;
          break;
        }
      }
      const event = outgoing(row, sellers);
      if (event) events.push(event);
    }
    return { events, upTo };
  }

  private async tick(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      this.housekeeping();
      for (;;) {
        const rows = await eventsAfter(this.db, this.cursor, BATCH);
        if (!rows.length || this.subscribers.size === 0) break;
        const forVendors = [...this.subscribers].some((s) => s.viewer.isVendor);
        const { events, upTo } = await this.prepare(rows, forVendors, true);
        this.fanOut(events);
        this.cursor = Math.max(this.cursor, upTo);
        if (rows.length < BATCH || upTo < rows[rows.length - 1].id) break;
      }
      if (Date.now() - this.lastPrune >= PRUNE_EVERY_MS) {
        this.lastPrune = Date.now();
        await pruneEvents(this.db);
      }
    } catch (err) {
      // A failed read is tried again at the next tick (the cursor did not move).
      console.error("[events] poll failed:", err);
    } finally {
      this.busy = false;
    }
    // A poke that came while this tick was reading: read again now.
    if (this.poked) {
      this.poked = false;
      setImmediate(() => void this.tick());
    }
  }

  private fanOut(events: OutgoingEvent[]): void {
    if (!events.length) return;
    for (const s of this.subscribers) {
      let text = "";
      for (const e of events) if (e.id > s.after && visibleTo(s.viewer, e)) text += e.frame;
      if (text) s.deliver(text);
    }
  }

  /** Heartbeats, and the end of streams whose token expired. */
  private housekeeping(): void {
    const now = Date.now();
    for (const s of this.subscribers) {
      if (now >= s.expiresAt) s.end();
      else if (now - s.lastWrite >= this.options.heartbeatMs) s.write(PING);
    }
  }
}

const hubs = new WeakMap<object, EventHub>();

/** The hub of a database (one per server: tests run several in one process). */
export function eventHub(db: DB, options: HubOptions): EventHub {
  let hub = hubs.get(db);
  if (!hub) hubs.set(db, (hub = new EventHub(db, options)));
  return hub;
}

/** Tells a database's hub, if it has one, that this process just wrote an event. */
export function pokeEventHub(db: DB): void {
  hubs.get(db)?.poke();
}

/** Ends the streams and the poller of a database's hub, if it has one. */
export function stopEventHub(db: DB): void {
  hubs.get(db)?.stop();
}
