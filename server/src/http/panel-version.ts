import { createHash } from "node:crypto";
import type { Context } from "hono";
import type { Kysely } from "kysely";
import { setActivityPanel } from "../activity/context";
import { panelOfPath } from "../activity/panels";
import type { Database } from "../db/schema";
import { Abort } from "./crud-kit";
import { envelope, ok } from "./envelope";
import { expectedVersion, VERSION_CHANGED } from "./record-version";

/*
 * Versions of settings panels, the record-version extension for resources without one row and its
 * `updated_at` (server/docs/record-versions.md): a panel's version is a hash of what its `find`
 * answers. The write compares it inside its own transaction (BEGIN IMMEDIATE, db/statement-cache.ts),
 * so of several saves carrying the same version, in one process or several, exactly one is stored.
 */

/** What a panel's `find` answers, read on the handle it is given (the write's transaction, or the database). */
export type PanelRead<A> = (db: Kysely<Database>) => Promise<A>;

/** JSON with object keys sorted, so the same values always give the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** A panel's version: the first 32 hex digits of the SHA-256 of its find answer's canonical JSON. */
export function panelVersion(answer: unknown): string {
  return createHash("sha256").update(canonical(answer)).digest("hex").slice(0, 32);
}

/**
 * What of a find answer the version covers: all of it, unless the panel says otherwise (a part that
 * moves by itself, such as a deploy's progress, would refuse saves nobody raced).
 */
export type PanelCovers<A> = (answer: A) => unknown;
const whole = <A>(answer: A): unknown => answer;

/** The context, with the `ETag` of an answer that shows the panel as `answer` does. */
export function panelTagged<C extends Context, A>(c: C, answer: A, covers: PanelCovers<A> = whole): C {
  c.header("ETag", `"${panelVersion(covers(answer))}"`);
  return c;
}

/** A panel's `find`: its answer, with its version as the `ETag`. */
export async function findPanel<A>(c: Context, read: PanelRead<A>, covers: PanelCovers<A> = whole): Promise<Response> {
  const answer = await read(c.get("db"));
  return ok(panelTagged(c, answer, covers), answer);
}

/**
 * Runs a panel's write in one transaction under the version the request expects (`If-Match`; none:
 * as the contract says). A stale version is answered 409 with the panel as `find` answers it now, and
 * nothing is written. Otherwise `write` runs (an Abort it throws rolls back and is the answer) and the
 * panel's new version is set as the `ETag`; answers what `write` returned. `write` returns data, not
 * an answer: the caller answers it afterwards, so that answer carries the new `ETag`.
 */
export async function savePanel<A, T>(
  c: Context,
  read: PanelRead<A>,
  write: (trx: Kysely<Database>) => Promise<T>,
  covers: PanelCovers<A> = whole,
): Promise<T | Response> {
  const expected = expectedVersion(c);
  // The activity log files this save's settings rows under the panel's name (activity/panels.ts).
  const panel = panelOfPath(c.req.path);
  if (panel) setActivityPanel(panel);
  try {
    return await (c.get("db") as Kysely<Database>).transaction().execute(async (trx) => {
      if (expected !== null) {
        const now = await read(trx);
        if (panelVersion(covers(now)) !== expected)
          throw new Abort(panelTagged(c, now, covers).json(envelope(now, 409, VERSION_CHANGED), 409));
      }
      const saved = await write(trx);
      panelTagged(c, await read(trx), covers);
      return saved;
    });
  } catch (err) {
    if (err instanceof Abort) return err.response;
    throw err;
  }
}
