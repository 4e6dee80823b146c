import type { Context } from "hono";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema";
import { envelope } from "./envelope";
import { toIso } from "./format";

/*
 * Record versions, an extension of the contract (server/docs/record-versions.md): a record's version
 * is its `updated_at`. `find` and `action` send it as the `ETag`; an `action` that carries it back in
 * `If-Match` is refused with 409 and the record as it is now when someone else saved it since, so a
 * form opened earlier cannot silently overwrite a newer save. Without `If-Match` a write behaves as
 * the contract says (the shop's own backend ignores the header; a client re-reads there instead).
 *
 * The check is a compare-and-set of the version in one UPDATE (`claim`), made after the request is
 * validated and before the write: of several requests carrying the same version, in one process or
 * in several over the same SQLite file, exactly one gets the claim. A write that is then refused gives
 * the version back (`release`), so the record reads as unchanged.
 */

export const VERSION_CHANGED = "The record was changed by someone else after it was loaded.";

type Db = Kysely<Database> | Transaction<Database>;
// The tables are named in code (the CRUD kit's, roles, products), never from a request; every one has `updated_at`.
const anyDb = (db: Db) => db as unknown as Kysely<any>;

/** The version a client expects, from `If-Match: "v"` (or `W/"v"`); null without one or for `*`. */
export function expectedVersion(c: Context): string | null {
  const header = c.req.header("If-Match")?.trim();
  const match = header ? /^(?:W\/)?"([^"]{1,64})"$/.exec(header) : null;
  return match ? match[1] : null;
}

/**
 * A write to rows that a record's version covers, made in the write's transaction: a product's version
 * covers its stock (a till sale, a stock update), so a product form opened before cannot write it back.
 */
export async function coveredRowsChanged(db: Db, table: "products", id: number, at: string): Promise<void> {
  await db.updateTable(table).set({ updated_at: at }).where("id", "=", id).execute();
}

/** A row's version: its `updated_at`. */
function versionOf(row: object): string {
  const version = (row as { updated_at?: unknown }).updated_at;
  return typeof version === "string" ? version : "";
}

/** The context, with the `ETag` of an answer that shows `row` as it is now. */
export function versioned<C extends Context>(c: C, row: object): C {
  const version = versionOf(row);
  if (version !== "") c.header("ETag", `"${version}"`);
  return c;
}

/** 409 with the record as it is now: the client shows both sides and lets its user choose. */
function versionConflict(c: Context, row: object, json: unknown): Response {
  return versioned(c, row).json(envelope(json, 409, VERSION_CHANGED), 409);
}

/** The 409 answer when the request expects another version of `current` than it has; else null. */
export async function staleVersion(c: Context, current: object, json: () => Promise<unknown>): Promise<Response | null> {
  const expected = expectedVersion(c);
  return expected !== null && versionOf(current) !== expected ? versionConflict(c, current, await json()) : null;
}

/**
 * Runs an update's `save` under the version the request expects (none: as the contract says). The
 * claim is taken first; a refusal (an answer or an Abort) gives it back; a success keeps the record
 * off the replaced version. Answers the save's own answer, or 409 when another save won the claim.
 */
export async function saveAtVersion(
  c: Context,
  table: string,
  current: { id: number } | null,
  json: (row: object) => Promise<unknown>,
  save: () => Promise<number | Response>,
): Promise<number | Response> {
  const expected = current ? expectedVersion(c) : null;
  if (!current || expected === null) return save();
  const db: Db = c.get("db");
  const claim = await claimVersion(db, table, current.id, expected);
  if (!claim) {
    const now = (await anyDb(db).selectFrom(table).selectAll().where("id", "=", current.id).executeTakeFirstOrThrow()) as object;
    return versionConflict(c, now, await json(now));
  }
  try {
    const saved = await save();
    await (saved instanceof Response ? releaseVersion(db, claim) : settleVersion(db, claim));
    return saved;
  } catch (err) {
    await releaseVersion(db, claim);
    throw err;
  }
}

/** `2026-11-28T15:09:21.123456Z` as microseconds since 1970, or null when it is not that form. */
function micros(version: string): number | null {
  const match = /^(.*\.\d{3})(\d{3})Z$/.exec(version);
  const ms = match ? Date.parse(`${match[1]}Z`) : NaN;
  return match && Number.isFinite(ms) ? ms * 1000 + Number(match[2]) : null;
}

/**
 * A version later than `previous`: now, or one microsecond after `previous` when the clock has not
 * moved past it (two saves in one millisecond must still differ).
 */
export function nextVersion(previous: string, now = new Date()): string {
  const after = micros(previous);
  const current = now.getTime() * 1000;
  const value = after === null || current > after ? current : after + 1;
  const ms = Math.floor(value / 1000);
  return toIso(new Date(ms)).replace(/000Z$/, `${String(value - ms * 1000).padStart(3, "0")}Z`);
}

interface Claim {
  table: string;
  id: number;
  expected: string;
  claimed: string;
}

/** Sets row `id`'s version to `to` if it is now `equal` to, or `atMost`, `than`; answers whether it did. */
async function moveVersion(db: Db, table: string, id: number, to: string, when: "equal" | "atMost", than: string): Promise<boolean> {
  const result = await anyDb(db)
    .updateTable(table)
    .set({ updated_at: to })
    .where("id", "=", id)
    .where("updated_at", when === "equal" ? "=" : "<=", than)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Moves the row from `expected` to a new version; null when it is no longer at `expected`. */
async function claimVersion(db: Db, table: string, id: number, expected: string): Promise<Claim | null> {
  const claimed = nextVersion(expected);
  return (await moveVersion(db, table, id, claimed, "equal", expected)) ? { table, id, expected, claimed } : null;
}

/** A refused write: the row goes back to the version it had, unless something else wrote since. */
async function releaseVersion(db: Db, { table, id, expected, claimed }: Claim): Promise<void> {
  await moveVersion(db, table, id, expected, "equal", claimed);
}

/**
 * After the write: a save stamps `updated_at` with its own clock, which within the claim's millisecond
 * can be the very version the claim replaced; that version must never come back.
 */
async function settleVersion(db: Db, { table, id, expected, claimed }: Claim): Promise<void> {
  await moveVersion(db, table, id, claimed, "atMost", expected);
}
