import type { Context } from "hono";
import type { Env } from "../../http/env";
import { formatCreated } from "../../http/format";

/*
 * Small pieces shared by the people area's groups.
 */

/**
 * A `delete/{ids}` path segment: comma-separated positive integers. Anything that is not an id
 * makes the whole list unusable (null), which the handlers answer like a missing id.
 */
export function parseIds(segment: string | undefined): number[] | null {
  if (!segment) return null;
  const parts = segment.split(",").map((s) => s.trim()).filter((s) => s !== "");
  if (!parts.length || parts.length > 1000) return null;
  const ids: number[] = [];
  for (const p of parts) {
    if (!/^\d{1,15}$/.test(p)) return null;
    ids.push(Number(p));
  }
  return [...new Set(ids)];
}

/** One positive integer id from a path segment, else null. */
export function parseId(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,15}$/.test(segment)) return null;
  const n = Number(segment);
  return n >= 1 ? n : null;
}

/** Thrown inside a transaction to roll it back and answer a prepared response. */
export class Abort extends Error {
  constructor(public response: Response) {
    super("aborted");
  }
}

/** Runs `work`; an Abort thrown from it (usually inside a transaction) becomes its response. */
export async function abortable(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof Abort) return err.response;
    throw err;
  }
}

export function timeZone(c: Context<Env>): string | undefined {
  return c.req.query("time_zone");
}

export function created(c: Context<Env>, iso: string | null | undefined): string | null {
  return formatCreated(iso, timeZone(c));
}

/** `count` page size of the two lists that take one (contract 1.5), clamped to something sane. */
export function countParam(c: Context<Env>): number | undefined {
  const n = Number(c.req.query("count"));
  return Number.isInteger(n) && n >= 1 ? Math.min(n, 100) : undefined;
}

/** `per_page` of the unpaginated look-up lists; undefined = plain array. */
export function perPageParam(c: Context<Env>): number | undefined {
  const n = Number(c.req.query("per_page"));
  return Number.isInteger(n) && n >= 1 ? Math.min(n, 100) : undefined;
}

/** Rounds money to cents (sums of REAL columns pick up float noise). */
export function money(n: number | string | null | undefined): number {
  const v = Number(n ?? 0);
  return Number.isFinite(v) ? Math.round(v * 100) / 100 : 0;
}
