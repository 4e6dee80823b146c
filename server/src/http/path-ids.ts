import type { Context } from "hono";
import type { Env } from "./env";
import { validationFailed } from "./envelope";

/* Ids in paths (`find/{id}`, `action/{id?}`, `delete/{ids}`), as the CRUD kit and the other routes read them. */

type Ctx = Context<Env>;

/**
 * The most ids one `delete/{ids}` takes. The panel deletes at most one page of a list (14) at a
 * time; the limit keeps one request from building an unbounded `IN (...)` and transaction.
 */
export const MAX_IDS = 500;

/** Laravel's `max` text for arrays, answered as a validation failure beyond MAX_IDS. */
export const TOO_MANY_IDS = `The ids must not have more than ${MAX_IDS} items.`;

const DIGITS = /^\d{1,15}$/;

/** One path id: a positive integer (≥ 1), else null. */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !DIGITS.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

export type IdList = { ok: true; ids: number[] } | { ok: false; tooMany: boolean };

/** `3,7,9` → the distinct ids; every part must be an id ≥ 1 and there may be at most MAX_IDS. */
export function readIdList(raw: string | undefined): IdList {
  const parts = raw ? raw.split(",") : []; // as written: `%201` (" 1") is not an id, as `1a` is not
  if (parts.length > MAX_IDS) return { ok: false, tooMany: true };
  const ids = parts.map(parseId);
  if (!ids.length || ids.some((id) => id === null)) return { ok: false, tooMany: false };
  return { ok: true, ids: [...new Set(ids as number[])] };
}

/** The ids of a comma list, or null when it is not one (see readIdList). */
export function parseIds(raw: string | undefined): number[] | null {
  const list = readIdList(raw);
  return list.ok ? list.ids : null;
}

/** The ids of a `delete/{ids}` segment, or the answer instead: too many → validation failure, else `notFound`. */
export function idsOrAnswer(c: Ctx, raw: string | undefined, notFound: (c: Ctx) => Response): number[] | Response {
  const list = readIdList(raw);
  if (list.ok) return list.ids;
  return list.tooMany ? validationFailed(c, { form: [TOO_MANY_IDS] }) : notFound(c);
}
