import type { Context } from "hono";
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";

/*
 * Fixed-window attempt counters in the database (table auth_throttle). `claim` counts an attempt and
 * says whether it is still within the limit in ONE statement (an upsert with RETURNING), so parallel
 * requests cannot all pass a check made before any of them counted — the race that let 30 parallel
 * reset-code guesses through a 5-guess limit. A success can hand its slot back with `release`.
 */

export interface ThrottleRule {
  /** Attempts allowed per window. */
  limit: number;
  /** Window length in seconds. */
  windowSeconds: number;
}

export interface Claim {
  allowed: boolean;
  /** Seconds until the window ends (for Retry-After); 0 when allowed. */
  retryAfter: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Counts one attempt under `key` and tells whether it is within `rule`. */
export async function claim(db: Kysely<Database>, key: string, rule: ThrottleRule): Promise<Claim> {
  const now = nowSeconds();
  const ends = now + rule.windowSeconds;
  const row = await sql<{ hits: number; window_ends_at: number }>`
    INSERT INTO auth_throttle (key, hits, window_ends_at) VALUES (${key}, 1, ${ends})
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN window_ends_at <= ${now} THEN 1 ELSE hits + 1 END,
      window_ends_at = CASE WHEN window_ends_at <= ${now} THEN ${ends} ELSE window_ends_at END
    RETURNING hits, window_ends_at`.execute(db);
  // Now and then, drop ended windows so the table stays the size of the current attacks.
  if (Math.random() < 0.01) await sweep(db);
  const { hits, window_ends_at } = row.rows[0];
  if (hits <= rule.limit) return { allowed: true, retryAfter: 0 };
  return { allowed: false, retryAfter: Math.max(1, window_ends_at - now) };
}

/** Claims every key; refused when any one is over its limit (all are counted either way). */
export async function claimAll(db: Kysely<Database>, claims: ReadonlyArray<readonly [string, ThrottleRule]>): Promise<Claim> {
  let retryAfter = 0;
  for (const [key, rule] of claims) {
    const result = await claim(db, key, rule);
    if (!result.allowed) retryAfter = Math.max(retryAfter, result.retryAfter);
  }
  return { allowed: retryAfter === 0, retryAfter };
}

/** Gives one attempt back (a successful sign-in does not count against the address). */
export async function release(db: Kysely<Database>, key: string): Promise<void> {
  await sql`UPDATE auth_throttle SET hits = MAX(hits - 1, 0) WHERE key = ${key}`.execute(db);
}

/** Forgets a key (a successful sign-in clears the account's failures). */
export async function forget(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom("auth_throttle").where("key", "=", key).execute();
}

/** Drops windows that have ended, so the table stays the size of the current attacks. */
export async function sweep(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom("auth_throttle").where("window_ends_at", "<=", nowSeconds()).execute();
}

/**
 * The caller's address: the socket's remote address, or the first X-Forwarded-For hop only when the
 * operator said a proxy stands in front (TRUST_PROXY=1); a client-sent header is otherwise ignored,
 * or anyone could pick a fresh address per request.
 */
export function clientAddress(c: Context<any, any, any>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? "unknown";
}
