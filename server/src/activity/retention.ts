import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { isoNow, toIso } from "../http/format";

/*
 * The activity log's retention (server/docs/activity-log.md, "Retention"): entries older than
 * `retention_days` (env_settings `activity_log_retention_days`, default 365) are deleted at start and
 * once a day after, by every server process. The delete is idempotent, so processes sharing the file
 * may run it at the same time; it goes in small batches, so a long backlog never holds the database
 * (and the event loop) for long.
 */

export const RETENTION_KEY = "activity_log_retention_days";
export const DEFAULT_RETENTION_DAYS = 365;
export const MIN_RETENTION_DAYS = 1;
export const MAX_RETENTION_DAYS = 3650;
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 5000;

type Db = Kysely<Database>;

/** The stored setting, or the default when missing or unreadable. */
export async function retentionDays(db: Db): Promise<number> {
  const row = await db.selectFrom("env_settings").select("value").where("key", "=", RETENTION_KEY).executeTakeFirst();
  const n = Number(row?.value);
  return Number.isInteger(n) && n >= MIN_RETENTION_DAYS && n <= MAX_RETENTION_DAYS ? n : DEFAULT_RETENTION_DAYS;
}

export async function saveRetentionDays(db: Db, days: number): Promise<void> {
  const now = isoNow();
  const value = String(days);
  await db
    .insertInto("env_settings")
    .values({ key: RETENTION_KEY, value, updated_at: now })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: now }))
    .execute();
}

/**
 * Deletes the entries created before `now` minus the retention, in batches; answers how many went.
 * `keepGoing` is asked between batches (a closing server stops early; the next run finishes).
 */
export async function applyRetention(db: Db, now: Date = new Date(), keepGoing: () => boolean = () => true): Promise<number> {
  const cutoff = toIso(new Date(now.getTime() - (await retentionDays(db)) * DAY_MS));
  let deleted = 0;
  while (keepGoing()) {
    const batch = db.selectFrom("activity_log").select("id").where("created_at", "<", cutoff).limit(BATCH);
    const result = await db.deleteFrom("activity_log").where("id", "in", batch).executeTakeFirst();
    const n = Number(result.numDeletedRows);
    deleted += n;
    if (n < BATCH) break;
    // Let requests in between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return deleted;
}

export interface RetentionSchedule {
  /** The run made at start: how many entries it deleted (0 when it failed). */
  firstRun: Promise<number>;
  /** Clears the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs the retention now and every `everyMs` (a day) after, on an unref'd timer (it never keeps the
 * process alive). A failed run is logged and retried at the next tick.
 */
export function scheduleRetention(db: Db, options: { everyMs?: number; log?: (message: string) => void } = {}): RetentionSchedule {
  const log = options.log ?? ((m: string) => console.error(m));
  let stopped = false;
  const once = () =>
    applyRetention(db, new Date(), () => !stopped).catch((err: unknown) => {
      log(`[server] activity log retention failed: ${String(err)}`);
      return 0;
    });
  const firstRun = once();
  let running: Promise<unknown> = firstRun;
  // A tick while a run is still going waits for it: runs never overlap within a process.
  const timer = setInterval(() => {
    running = running.then(() => (stopped ? 0 : once()));
  }, options.everyMs ?? DAY_MS);
  timer.unref();
  return {
    firstRun,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
