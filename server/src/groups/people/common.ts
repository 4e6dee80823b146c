import type { Context } from "hono";
import type { Env } from "../../http/env";
import { formatCreated } from "../../http/format";

/*
 * Small pieces shared by the people area's groups.
 */

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

/** An address as a customer's page shows it: never the owner's user_id or user_token. */
export const ADDRESS_FIELDS = [
  "id",
  "name",
  "email",
  "phone",
  "country",
  "state",
  "city",
  "zip",
  "address_1",
  "address_2",
  "delivery_instruction",
  "default",
] as const;
