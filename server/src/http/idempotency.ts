import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { Env } from "./env";
import { envelope, validationFailed } from "./envelope";
import { readBody } from "./validate";

/*
 * `Idempotency-Key` on POST requests of the admin API ("double submit", docs/decisions/0007; an extension of
 * the contract, server/README.md). A client that sends the same key again (same account, within
 * KEY_LIFETIME_MS) gets the first answer replayed instead of a second record. Only successes are
 * kept: after a refusal (validation, permission, server error) the key is free again, so the
 * corrected form may be sent with it. A repeat that arrives while the first request still runs
 * waits for it; the claim is one INSERT, so of two parallel requests exactly one goes through.
 * Requests without the header are not touched.
 */

export const KEY_LIFETIME_MS = 10 * 60 * 1000;
/** How long a repeat waits for the first request before giving up with 409. */
const WAIT_MS = 15_000;
const POLL_MS = 25;

const KEY = /^[\x21-\x7e]{1,255}$/;
export const INVALID_KEY = "The idempotency key must be 1 to 255 visible ASCII characters.";
export const KEY_REUSED = "This Idempotency-Key was already used for another request.";
export const KEY_IN_FLIGHT = "A request with this Idempotency-Key is still being processed.";
/** Set on a replayed answer. */
export const REPLAYED_HEADER = "Idempotent-Replayed";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A success of the contract: HTTP 200 with body status 200. */
function succeeded(httpStatus: number, body: string): boolean {
  if (httpStatus !== 200) return false;
  try {
    return (JSON.parse(body) as { status?: unknown }).status === 200;
  } catch {
    return false;
  }
}

/**
 * A digest of the request's body as read (readBody), not of its bytes: a multipart form sent again
 * by the same client gets a new boundary, and must still count as the same request. Keys are
 * sorted; a file counts by its name, type and content.
 */
async function bodyFingerprint(c: Context<Env>): Promise<string> {
  const body = await readBody(c);
  if (!body) return "unreadable";
  const hash = createHash("sha256");
  const feed = async (value: unknown): Promise<void> => {
    if (value instanceof Blob) {
      hash.update(`file:${value instanceof File ? value.name : ""}:${value.type}:${value.size}:`);
      hash.update(new Uint8Array(await value.arrayBuffer()));
    } else if (Array.isArray(value)) {
      hash.update("[");
      for (const item of value) await feed(item);
      hash.update("]");
    } else if (value && typeof value === "object") {
      hash.update("{");
      for (const key of Object.keys(value).sort()) {
        hash.update(JSON.stringify(key));
        await feed((value as Record<string, unknown>)[key]);
      }
      hash.update("}");
    } else {
      hash.update(`${JSON.stringify(value) ?? "undefined"},`);
    }
  };
  await feed(body);
  return hash.digest("hex");
}

/** Mount after the token check: it keys answers by the signed-in account. */
export function idempotentPosts(): MiddlewareHandler<Env> {
  return async (c, next) => {
    const key = c.req.header("idempotency-key");
    if (c.req.method !== "POST" || key === undefined) return next();
    if (!KEY.test(key)) return validationFailed(c, { form: [INVALID_KEY] });
    const db = c.get("db");
    const adminId = c.get("admin").id;
    // The request a key stands for: its path and what it sent. The same key with another body is
    // refused (422), not answered as a replay of the first (IETF idempotency-key draft, §2.7).
    const request = `POST ${c.req.path} ${await bodyFingerprint(c)}`;
    const now = Date.now();
    await db
      .deleteFrom("idempotency_keys")
      .where("created_at", "<", now - KEY_LIFETIME_MS)
      .execute();
    const claimed = await db
      .insertInto("idempotency_keys")
      .values({ admin_id: adminId, key, request, http_status: null, body: null, created_at: now })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();

    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 1) {
      await next();
      const body = await c.res.clone().text();
      if (succeeded(c.res.status, body)) {
        await db
          .updateTable("idempotency_keys")
          .set({ http_status: c.res.status, body })
          .where("admin_id", "=", adminId)
          .where("key", "=", key)
          .execute();
      } else {
        await db.deleteFrom("idempotency_keys").where("admin_id", "=", adminId).where("key", "=", key).execute();
      }
      return;
    }

    // The key is taken: replay the first answer once it is there.
    for (const deadline = now + WAIT_MS; Date.now() < deadline; await sleep(POLL_MS)) {
      const first = await db
        .selectFrom("idempotency_keys")
        .selectAll()
        .where("admin_id", "=", adminId)
        .where("key", "=", key)
        .executeTakeFirst();
      // The first request failed and freed the key meanwhile: this one is the attempt now.
      if (!first) return next();
      if (first.request !== request) return c.json(envelope({ form: [KEY_REUSED] }, 422, KEY_REUSED), 422);
      if (first.http_status !== null && first.body !== null) {
        return c.body(first.body, first.http_status as 200, { "Content-Type": "application/json", [REPLAYED_HEADER]: "true" });
      }
    }
    return c.json(envelope({ form: [KEY_IN_FLIGHT] }, 409, KEY_IN_FLIGHT), 409);
  };
}
