import { Hono } from "hono";
import type { Selectable } from "kysely";
import { z } from "zod";
import type { VoucherTable } from "../../db/schema";
import { can } from "../../http/auth";
import { defined, mountOwned, upsertRow } from "../../http/crud-kit";
import { businessError, forbidden, notFoundA, ok, tooManyAttempts } from "../../http/envelope";
import type { Env } from "../../http/env";
import { decimal, formatCreated } from "../../http/format";
import {
  field,
  isBlank,
  oneOf,
  optionalInteger,
  optionalNumber,
  optionalOneOf,
  optionalString,
  requiredNumber,
  requiredString,
  validateBody,
} from "../../http/validate";
import { claim, release, type ThrottleRule } from "../../security/throttle";
import {
  type Ctx,
  money,
  parseClientTime,
  saveTitle,
  sqlNow,
  sqlTimeInZone,
  toSqlTime,
  translating,
  validZone,
  withTitles,
  type Db,
} from "./shared";

/*
 * Contract 5.38: vouchers, and `validity`, which prices a voucher against an amount. The checks
 * (status, dates, minimum spend, usage limit, per-customer limit) live in checkVoucher so the POS
 * order applies exactly the same rules.
 */

export const voucherRoutes = new Hono<Env>();

export function voucherJson(r: Selectable<VoucherTable>, zone?: string) {
  return {
    id: r.id,
    title: r.title,
    code: r.code,
    type: r.type,
    status: r.status,
    usage_limit: r.usage_limit,
    limit_per_customer: r.limit_per_customer,
    price: decimal(r.price),
    min_spend: r.min_spend,
    capped_price: r.capped_price === null ? null : Math.round(r.capped_price),
    start_time: zone ? sqlTimeInZone(r.start_time, zone) : r.start_time,
    end_time: zone ? sqlTimeInZone(r.end_time, zone) : r.end_time,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

/** Orders (not cancelled) per voucher, for the given vouchers. */
async function usedCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom("orders")
    .select((eb) => ["voucher_id", eb.fn.countAll<number>().as("n")])
    .where("voucher_id", "in", ids)
    .where("cancelled", "=", 0)
    .groupBy("voucher_id")
    .execute();
  return new Map(rows.map((r) => [Number(r.voucher_id), Number(r.n)]));
}

const timeField = (name: string) =>
  field<string | undefined>((v) => {
    if (isBlank(v)) return { ok: true, value: undefined };
    if (typeof v !== "string" || !parseClientTime(v, undefined))
      return { ok: false, messages: [`The ${name.replace(/_/g, " ")} is not a valid date.`] };
    return { ok: true, value: v };
  }).optional();

const schema = z.object({
  title: requiredString("title", { max: 255 }),
  code: requiredString("code", { max: 100 }),
  type: oneOf("type", [1, 2] as const),
  price: requiredNumber("price", { min: 0, notIn: [0] }),
  status: optionalOneOf("status", [1, 2] as const),
  usage_limit: optionalInteger("usage_limit", { min: 0 }),
  limit_per_customer: optionalInteger("limit_per_customer", { min: 0 }),
  min_spend: optionalNumber("min_spend", { min: 0 }),
  capped_price: optionalNumber("capped_price", { min: 0 }),
  start_time: timeField("start_time"),
  end_time: timeField("end_time"),
  time_zone: optionalString("time_zone", { max: 64 }),
});

mountOwned(voucherRoutes, {
  table: "vouchers",
  perm: "voucher",
  json: async (c, rows) => (await withTitles(c, c.get("db"), "vouchers", rows)).map((r) => voucherJson(r)),
  list: {
    sortable: [
      "id",
      "title",
      "code",
      "type",
      "status",
      "price",
      "usage_limit",
      "min_spend",
      "start_time",
      "end_time",
      "created_at",
      "updated_at",
    ],
    search: ["title"],
    // Extension: `used`, the orders (not cancelled) that used the voucher, for the list's usage figures.
    items: async (c, rows) => {
      const zone = validZone(c.req.query("time_zone"));
      const used = await usedCounts(
        c.get("db"),
        rows.map((r) => r.id),
      );
      return (await withTitles(c, c.get("db"), "vouchers", rows)).map((r) => ({
        ...voucherJson(r, zone),
        used: used.get(r.id) ?? 0,
        created: formatCreated(r.created_at, zone),
      }));
    },
  },
  find: { notFound: notFoundA },
  action: {
    schema,
    save: async (c, { current, data }) => {
      const db = c.get("db");
      const zone = validZone(data.time_zone);
      const { time_zone: _tz, start_time, end_time, ...values } = data;
      if (values.type === 2 && values.price > 100) return businessError(c, "The price must not be greater than 100.");
      const start = start_time ? toSqlTime(parseClientTime(start_time, zone)!) : (current?.start_time ?? null);
      const end = end_time ? toSqlTime(parseClientTime(end_time, zone)!) : (current?.end_time ?? null);
      if (start && end && end <= start) return businessError(c, "End time must be greater than start time.");
      let taken = db.selectFrom("vouchers").select("id").where("code", "=", values.code);
      if (current) taken = taken.where("id", "!=", current.id);
      if (await taken.executeTakeFirst()) return businessError(c, "Voucher code already exists.");
      // Optional fields left out keep their stored value on update (contract 1.6).
      const set = defined(values);
      // With a `language` header an update's title goes to the translation row only.
      if (current && translating(c)) delete set.title;
      const id = await upsertRow(db, "vouchers", current, { ...set, start_time: start, end_time: end }, { admin_id: c.get("admin").id });
      await saveTitle(c, db, "vouchers", id, values.title);
      return id;
    },
    answer: async (c, row, data) => {
      const [titled] = await withTitles(c, c.get("db"), "vouchers", [row]);
      return { ...voucherJson(titled), created: formatCreated(row.created_at, validZone(data.time_zone)) };
    },
  },
  delete: {
    notFound: notFoundA,
    inUse: async (trx, ids) => {
      const used = await trx.selectFrom("orders").select("id").where("voucher_id", "in", ids).limit(1).executeTakeFirst();
      return used ? "Unable to delete. Voucher is being used in the order." : null;
    },
  },
});

// ---------------------------------------------------------------------------------------------
// Validity

export type VoucherCheck =
  | { ok: true; voucher: Selectable<VoucherTable>; offered: number }
  | { ok: false; reason: "not_found" | "expired" | "min_spend" | "limit" | "customer"; minSpend?: number };

/**
 * Prices `code` against `amount` (the cart total). Unknown, inactive or not yet started vouchers
 * are "not_found"; past their end "expired". The per-customer limit applies when a user is given.
 * Cancelled orders do not use up a voucher.
 */
export async function checkVoucher(db: Db, code: string, amount: number, userId: number | null): Promise<VoucherCheck> {
  const voucher = await db.selectFrom("vouchers").selectAll().where("code", "=", code).where("status", "=", 1).executeTakeFirst();
  if (!voucher) return { ok: false, reason: "not_found" };
  const now = sqlNow();
  if (voucher.start_time && voucher.start_time > now) return { ok: false, reason: "not_found" };
  if (voucher.end_time && voucher.end_time < now) return { ok: false, reason: "expired" };
  if (amount < voucher.min_spend) return { ok: false, reason: "min_spend", minSpend: voucher.min_spend };
  if (voucher.usage_limit > 0) {
    const used = await db
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("voucher_id", "=", voucher.id)
      .where("cancelled", "=", 0)
      .executeTakeFirstOrThrow();
    if (Number(used.n) >= voucher.usage_limit) return { ok: false, reason: "limit" };
  }
  if (voucher.limit_per_customer > 0 && userId !== null) {
    const used = await db
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("voucher_id", "=", voucher.id)
      .where("user_id", "=", userId)
      .where("cancelled", "=", 0)
      .executeTakeFirstOrThrow();
    if (Number(used.n) >= voucher.limit_per_customer) return { ok: false, reason: "customer" };
  }
  return { ok: true, voucher, offered: voucherDiscount(voucher, amount) };
}

export type VoucherFailure = Extract<VoucherCheck, { ok: false }>;

/** The contract's POS texts (5.19) for a refused voucher: unknown and expired are both "Invalid voucher.". */
export function posVoucherMessage(failure: VoucherFailure): string {
  switch (failure.reason) {
    case "min_spend":
      return `You have to spend at least ${decimal(failure.minSpend ?? 0)}`;
    case "limit":
      return "Voucher limit exceeded.";
    case "customer":
      return "You have used this voucher maximum time.";
    default:
      return "Invalid voucher.";
  }
}

/** Flat: the amount (never more than the total); percent: a share, capped by capped_price when set. */
export function voucherDiscount(v: Pick<Selectable<VoucherTable>, "type" | "price" | "capped_price">, amount: number): number {
  let off = v.type === 2 ? (amount * v.price) / 100 : v.price;
  if (v.type === 2 && v.capped_price !== null && v.capped_price > 0) off = Math.min(off, v.capped_price);
  return money(Math.max(0, Math.min(off, amount)));
}

const validitySchema = z.object({
  voucher: requiredString("voucher", { max: 100 }),
  price: requiredNumber("price", { min: 0 }),
  user_id: optionalInteger("user_id", { min: 1 }),
});

/*
 * The original priced the caller's own storefront cart and failed for admins; here the discount is
 * computed against the `price` sent (the POS cart total). Gate: voucher.view or pos.view.
 * With `user_id` (the POS screen's Apply, for a chosen customer) a refusal answers the POS order's
 * texts (pos-checkout.ts), so Apply says what Confirm would; without it, the contract's texts.
 */
/*
 * Voucher codes are secrets a shop hands out: trying codes until one works must not pay (200 tries
 * at `validity` were all answered). Every refused code an account tries, at `validity` or
 * in the POS quote, counts; a code that is accepted gives its try back. Past the limit the account
 * is answered 429 until the window ends, before any code is looked at.
 */
const VOUCHER_TRIES: ThrottleRule = { limit: 20, windowSeconds: 10 * 60 };

/** Counts a voucher try of the caller: the refusal to answer instead, or null to go on. */
export async function claimVoucherTry(c: Ctx): Promise<Response | null> {
  const allowed = await claim(c.get("db"), voucherTryKey(c), VOUCHER_TRIES);
  return allowed.allowed ? null : tooManyAttempts(c, allowed.retryAfter);
}

/** An accepted code does not count against the caller. */
export async function voucherAccepted(c: Ctx): Promise<void> {
  await release(c.get("db"), voucherTryKey(c));
}

const voucherTryKey = (c: Ctx) => `voucher-try:account:${c.get("admin").id}`;

voucherRoutes.post("/validity", async (c) => {
  if (!can(c, "voucher.view") && !can(c, "pos.view")) return forbidden(c);
  const v = await validateBody(c, validitySchema);
  if (!v.ok) return v.response;
  const db = c.get("db");
  const refused = await claimVoucherTry(c);
  if (refused) return refused;
  const result = await checkVoucher(db, v.data.voucher, v.data.price, v.data.user_id ?? null);
  if (result.ok) await voucherAccepted(c);
  if (result.ok) return ok(c, { offered: result.offered, voucher: voucherJson(result.voucher) });
  if (v.data.user_id !== undefined) return businessError(c, posVoucherMessage(result));
  switch (result.reason) {
    case "not_found":
      return notFoundA(c);
    case "expired":
      return businessError(c, "This voucher has expired.");
    case "min_spend": {
      const setting = await db.selectFrom("settings").select("currency_icon").orderBy("id").limit(1).executeTakeFirst();
      return businessError(c, `You have to spend at least ${setting?.currency_icon ?? ""}${decimal(result.minSpend)}`);
    }
    case "limit":
      return businessError(c, "Voucher limit exceeded.");
    case "customer":
      return businessError(c, "You have used this voucher maximum time.");
  }
});
