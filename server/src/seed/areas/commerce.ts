import { sql, type Kysely } from "kysely";
import { toIso } from "../../http/format";
import { calculate, type LineAmounts } from "../../groups/commerce/order-model";
import { PRICED_PRODUCT_COLUMNS } from "../../groups/commerce/pricing";
import { voucherDiscount } from "../../groups/commerce/voucher";
import { insertRows, withIndexesBuiltAfter } from "../insert";
import type { AreaSeeder } from "../context";
import { code5, ensureCustomers, ensureFlashSales, ensurePosSettings, ensureRules, ensureVouchers } from "./commerce-setup";

/*
 * Rules, marketing, POS settings, orders and reviews. Reuses the catalog's tax/shipping rules
 * (creating a few when there are none), adds vouchers, three flash sales (past, running, future),
 * bundle deals, POS settings, then orders over the last 12 months in every status with their lines,
 * cancellations, POS records and reviews. Demo: 1,500 orders; medium: 3,000; bench: 200,000, written
 * with multi-row inserts inside one transaction (foreign keys deferred to the commit).
 * Runs once: existing orders (or vouchers, flash sales...) are left alone.
 */

const ORDERS = { demo: 1_500, medium: 3_000, bench: 200_000 } as const;
const BATCH = 500;
/** The tables the order loop writes (nothing reads them meanwhile). */
const BULK_TABLES = ["orders", "ordered_products", "pos_orders", "cancellations", "rating_reviews", "order_events"];
const DAY_MS = 86_400_000;

interface SeededOrder {
  id: number;
  createdMs: number;
  nowMs: number;
  status: number;
  cancelled: number;
  method: number;
  paid: number;
  isPos: boolean;
  refunded: boolean;
  adminId: number;
}

/**
 * Timeline rows (order_events) for a demo order, derived from what the order already is, without
 * drawing from the rng, so the rest of the shop stays the same for a seed: the admin moved it one
 * status step at a time (at most 1.5 days apart, all before now), collected the cash when delivering
 * a cash-on-delivery order, and refunded refunded cancellations. Creation and cancellation need no
 * row: the timeline builds them from the order and its cancellation.
 */
function demoTimeline(o: SeededOrder): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  const at = (ms: number) => toIso(new Date(Math.floor(ms)));
  // A till sale is handed over when it is made: no steps to record.
  if (!o.cancelled && !o.isPos) {
    const step = Math.min((o.nowMs - o.createdMs) / (o.status + 1), 1.5 * DAY_MS);
    for (let k = 2; k <= o.status; k++) {
      const when = at(o.createdMs + (k - 1) * step);
      rows.push({ order_id: o.id, kind: "status", from_value: k - 1, to_value: k, admin_id: o.adminId, created_at: when });
      if (k === 5 && o.method === 2 && o.paid && !o.isPos)
        rows.push({ order_id: o.id, kind: "payment_status", from_value: 0, to_value: 1, admin_id: o.adminId, created_at: when });
    }
  } else if (o.refunded) {
    const when = at(o.createdMs + Math.min((o.nowMs - o.createdMs) / 2, DAY_MS));
    rows.push({ order_id: o.id, kind: "refunded", from_value: null, to_value: null, admin_id: o.adminId, created_at: when });
  }
  return rows;
}

const REVIEW_TEXTS = [
  "Exactly as described, very happy with it.",
  "Good quality for the price.",
  "Arrived quickly and well packed.",
  "Does the job, nothing special.",
  "Not what I expected, the colour is off.",
  "Stopped working after a week.",
  "Great value, would buy again.",
  "Nice, but the size runs small.",
  "Excellent! Recommended to my friends.",
  "Average product, slow delivery.",
];

const CANCEL_REASONS = [
  ["Changed my mind", "I no longer need this order."],
  ["Ordered by mistake", "I picked the wrong variant."],
  ["Found a better price", "Please cancel, I found it cheaper elsewhere."],
  ["Delivery too slow", "The delivery date is too late for me."],
] as const;

export const commerceSeeder: AreaSeeder = {
  name: "commerce",
  async run(db, ctx) {
    const { rng } = ctx;
    await ensureRules(db, ctx);
    await ensureVouchers(db, ctx);
    await ensurePosSettings(db, ctx);
    await ensureCustomers(db, ctx);

    // Sellable variants with everything pricing needs, in one read.
    const variants = await db
      .selectFrom("updated_inventories as i")
      .innerJoin("products as p", "p.id", "i.product_id")
      .leftJoin("tax_rules as t", "t.id", "p.tax_rule_id")
      .leftJoin("admins as a", "a.id", "p.admin_id")
      .select([
        "i.id as inventory_id",
        "i.price as inv_price",
        "p.id as product_id",
        ...PRICED_PRODUCT_COLUMNS,
        "t.price as tax_rate",
        "a.commission",
      ])
      .execute();
    await ensureFlashSales(db, ctx, [...new Set(variants.map((v) => v.product_id))]);
    if (await db.selectFrom("orders").select("id").limit(1).executeTakeFirst()) {
      ctx.log("commerce: orders exist, skipped");
      return;
    }
    if (!variants.length) {
      ctx.log("commerce: no products with inventories yet, no orders seeded");
      return;
    }

    const places = await db
      .selectFrom("shipping_places as sp")
      .innerJoin("shipping_rules as sr", "sr.id", "sp.shipping_rule_id")
      .select(["sp.id", "sp.shipping_rule_id", "sp.price", "sp.pickup_price", "sp.pickup_point", "sr.single_price"])
      .execute();
    const placesByRule = new Map<number, typeof places>();
    for (const p of places) placesByRule.set(p.shipping_rule_id, [...(placesByRule.get(p.shipping_rule_id) ?? []), p]);
    const users = await db.selectFrom("users").select(["id", "default_address"]).execute();
    const userAddresses = await db.selectFrom("user_addresses").select(["id", "user_id"]).where("user_id", "is not", null).execute();
    const addressesOf = new Map<number, number[]>();
    for (const a of userAddresses) addressesOf.set(a.user_id!, [...(addressesOf.get(a.user_id!) ?? []), a.id]);
    const guests = await db.selectFrom("guest_users").select(["user_token", "default_address"]).execute();
    const welcome = await db.selectFrom("vouchers").selectAll().where("code", "=", "WELCOME10").executeTakeFirst();
    const currency = (await db.selectFrom("settings").select("currency").orderBy("id").limit(1).executeTakeFirst())?.currency ?? "USD";
    // POS sales are rung up by an admin; the vendor's only contain the vendor's products.
    const vendorVariants = variants.filter((v) => v.admin_id === ctx.admins.vendor);

    const total = ORDERS[ctx.scale];
    const nowMs = ctx.now.getTime();
    const yearMs = 365 * 86_400_000;
    const startIds = await db
      .selectFrom("orders")
      .select(sql<number>`coalesce(max(id), 0)`.as("o"))
      .executeTakeFirstOrThrow();
    let orderId = Number(startIds.o);
    let lineId = Number(
      (
        await db
          .selectFrom("ordered_products")
          .select(sql<number>`coalesce(max(id), 0)`.as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    let posId = Number(
      (
        await db
          .selectFrom("pos_orders")
          .select(sql<number>`coalesce(max(id), 0)`.as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    let reviews = 0;
    const reviewedProducts = new Set<number>();

    const started = Date.now();
    // Index pages of 500k random-key lines do not fit SQLite's default 2 MB page cache; a bigger
    // cache for this load keeps the transaction from spilling and re-reading pages all the time.
    const cacheBefore = (await sql<{ cache_size: number }>`PRAGMA cache_size`.execute(db)).rows[0]?.cache_size ?? -2000;
    await sql`PRAGMA cache_size = -262144`.execute(db);
    await db.transaction().execute(async (trx) => {
      // Orders and their POS records point at each other: check the keys at commit.
      await sql`PRAGMA defer_foreign_keys = ON`.execute(trx);
      const t = trx as unknown as Kysely<any>;
      const writeOrders = async () => {
        for (let done = 0; done < total; done += BATCH) {
          const orders: Record<string, unknown>[] = [];
          const lines: Record<string, unknown>[] = [];
          const posRows: Record<string, unknown>[] = [];
          const cancels: Record<string, unknown>[] = [];
          const reviewRows: Record<string, unknown>[] = [];
          const events: Record<string, unknown>[] = [];
          for (let k = done; k < Math.min(total, done + BATCH); k++) {
            orderId++;
            // Spread over the last 12 months, a little denser recently.
            const age = Math.pow(rng.next(), 1.3) * yearMs;
            const created = new Date(nowMs - age);
            const createdIso = toIso(created);
            const isPos = rng.bool(0.15);
            const posByVendor = isPos && vendorVariants.length > 0 && rng.bool(0.3);
            const pool = posByVendor ? vendorVariants : variants;
            const guest = !isPos && guests.length > 0 && rng.bool(0.2) ? rng.pick(guests) : null;
            const user = guest || !users.length || (isPos && rng.bool(0.4)) ? null : rng.pick(users);
            // Demo till sales ship nothing: no address, handed over at the counter (pos-order.ts tillSaleState).
            const addressId = isPos
              ? null
              : guest
                ? guest.default_address
                : user
                  ? (user.default_address ?? (addressesOf.get(user.id) ?? [null])[0])
                  : null;
            // Older orders are further along; recent ones still pending.
            const ageDays = age / 86_400_000;
            let status = ageDays > 20 ? 5 : ageDays > 10 ? rng.int(3, 5) : rng.int(1, 4);
            if (rng.bool(0.1)) status = rng.int(1, 5);
            const cancelled = status <= 2 && rng.bool(0.35) ? 1 : rng.bool(0.02) ? 1 : 0;
            const method = isPos ? rng.pick([2, 2, 7]) : rng.pick([1, 2, 2, 3, 4, 5, 6, 7, 8]);
            const paid = isPos ? 1 : method === 2 ? (status === 5 && !cancelled ? 1 : 0) : rng.bool(0.9) ? 1 : 0;

            const count = rng.int(1, 4);
            const chosen = new Set<number>();
            const orderLines: LineAmounts[] = [];
            const chargedRules = new Set<number>();
            for (let n = 0; n < count; n++) {
              const v = rng.pick(pool);
              if (chosen.has(v.inventory_id)) continue;
              chosen.add(v.inventory_id);
              const quantity = rng.int(1, 3);
              const selling = v.inv_price > 0 ? v.inv_price : v.selling;
              const offer = v.inv_price === 0 && v.offered > 0 && v.offered < selling ? Math.round((selling - v.offered) * 100) / 100 : 0;
              const bundle = quantity === 3 && rng.bool(0.1) ? 1 : 0;
              const net = (selling - offer) * (quantity - bundle);
              const tax =
                v.tax_type === 2
                  ? Math.round(net * (v.tax_rate ?? 0)) / 100
                  : v.tax_type === 1
                    ? Math.round((v.tax_rate ?? 0) * quantity * 100) / 100
                    : 0;
              const rulePlaces = v.shipping_rule_id !== null ? placesByRule.get(v.shipping_rule_id) : undefined;
              const place = rulePlaces?.length && !isPos ? rng.pick(rulePlaces) : null;
              const pickup = place && place.pickup_point === 1 && rng.bool(0.2) ? 2 : 1;
              let shipping = 0;
              if (place) {
                const each = pickup === 2 ? place.pickup_price : place.price;
                if (place.single_price === 1) shipping = chargedRules.has(place.shipping_rule_id) ? 0 : each;
                else shipping = Math.round(each * quantity * 100) / 100;
                chargedRules.add(place.shipping_rule_id);
              }
              const commission = v.commission ?? 0;
              const line = { quantity, selling, offer_discount: offer, bundle_offer: bundle, shipping_price: shipping, tax_price: tax };
              orderLines.push(line);
              lineId++;
              lines.push({
                id: lineId,
                order_id: orderId,
                product_id: v.product_id,
                inventory_id: v.inventory_id,
                shipping_place_id: place?.id ?? null,
                shipping_type: pickup,
                purchased: v.purchased,
                commission,
                commission_amount: Math.round(net * commission) / 100,
                withdrawn: 0,
                created_at: createdIso,
                updated_at: createdIso,
                ...line,
              });
              if (!cancelled && status === 5 && (user || guest) && rng.bool(ctx.scale === "bench" ? 0.08 : 0.3)) {
                const rating = rng.pick([1, 2, 3, 4, 4, 5, 5, 5]);
                const reviewed = toIso(new Date(Math.min(nowMs, created.getTime() + rng.int(2, 20) * 86_400_000)));
                reviewRows.push({
                  product_id: v.product_id,
                  user_id: user?.id ?? null,
                  user_token: guest?.user_token ?? null,
                  order_id: orderId,
                  rating,
                  review: REVIEW_TEXTS[rating >= 4 ? rng.pick([0, 1, 2, 6, 8]) : rng.pick([3, 4, 5, 7, 9])],
                  created_at: reviewed,
                  updated_at: reviewed,
                });
                reviewedProducts.add(v.product_id);
              }
            }
            const goods = orderLines.reduce((s, l) => s + (l.selling - l.offer_discount) * (l.quantity - l.bundle_offer), 0);
            const useVoucher = welcome && !isPos && user && rng.bool(0.06);
            const voucherPrice = useVoucher ? voucherDiscount(welcome, goods) : 0;
            const totals = calculate(orderLines, voucherPrice);
            let pos: number | null = null;
            let posTransId: string | null = null;
            if (isPos) {
              posId++;
              pos = posId;
              posTransId = method === 7 ? `TX${rng.int(100000, 999999)}` : null;
              posRows.push({
                id: posId,
                payment_method: method === 7 ? 3 : rng.pick([1, 2]),
                order_id: orderId,
                offline_trans_id: posTransId,
                offline_payment_method: method === 7 ? "Bank transfer" : null,
                admin_id: posByVendor ? ctx.admins.vendor : ctx.admins.admin,
                created_at: createdIso,
                updated_at: createdIso,
              });
            }
            orders.push({
              id: orderId,
              order: `${created.getUTCFullYear()}${String(created.getUTCDate()).padStart(2, "0")}${String(created.getUTCMonth() + 1).padStart(2, "0")}${code5(rng)}${user?.id ?? ""}`,
              // A counter sale is delivered when it is made (drawn status kept for the random stream's sake).
              status: isPos ? 5 : status,
              total_amount: totals.total_price,
              order_method: method,
              currency,
              payment_done: paid,
              cancelled,
              viewed: ageDays > 3 ? 1 : rng.bool(0.3) ? 1 : 0,
              payment_token: !isPos && method !== 2 && paid ? `pay_${code5(rng)}${code5(rng)}`.toLowerCase() : null,
              trans_id: !isPos && method !== 2 && paid ? `tr_${rng.int(10_000_000, 99_999_999)}` : posTransId,
              user_id: user?.id ?? null,
              user_token: guest?.user_token ?? null,
              user_address_id: addressId,
              voucher_id: useVoucher ? welcome.id : null,
              voucher_price: voucherPrice,
              pos_order_id: pos,
              created_at: createdIso,
              updated_at: createdIso,
            });
            let refunded = false;
            if (cancelled) {
              const [title, message] = rng.pick(CANCEL_REASONS);
              refunded = !!paid && method !== 2 && rng.bool(0.5);
              cancels.push({
                order_id: orderId,
                user_id: user?.id ?? null,
                user_token: guest?.user_token ?? null,
                refunded: refunded ? 1 : 0,
                title,
                message,
                created_at: createdIso,
                updated_at: createdIso,
              });
            }
            // Not at bench volume: there the timeline rows would add some 600k rows to the load.
            if (ctx.scale !== "bench") {
              events.push(
                ...demoTimeline({
                  id: orderId,
                  createdMs: created.getTime(),
                  nowMs,
                  status,
                  cancelled,
                  method,
                  paid,
                  isPos,
                  refunded,
                  adminId: ctx.admins.admin,
                }),
              );
            }
          }
          await insertRows(t, "orders", orders);
          await insertRows(t, "ordered_products", lines);
          if (posRows.length) await insertRows(t, "pos_orders", posRows);
          if (cancels.length) await insertRows(t, "cancellations", cancels);
          if (reviewRows.length) await insertRows(t, "rating_reviews", reviewRows);
          if (events.length) await insertRows(t, "order_events", events);
          reviews += reviewRows.length;
        }
      };
      // At volume, the order tables' indexes are built once at the end rather than row by row.
      if (ctx.scale !== "demo") await withIndexesBuiltAfter(trx, BULK_TABLES, writeOrders);
      else await writeOrders();
      ctx.log(`commerce: rows written in ${Date.now() - started} ms`);
      if (reviewedProducts.size) {
        await sql`update products set
            rating = coalesce((select cast(round(avg(rating)) as integer) from rating_reviews r where r.product_id = products.id), 0),
            review_count = (select count(*) from rating_reviews r where r.product_id = products.id)
          where id in (select distinct product_id from rating_reviews)`.execute(trx);
      }
    });
    // Fresh statistics for the planner after a large load.
    await sql`PRAGMA cache_size = ${sql.raw(String(Math.trunc(Number(cacheBefore))))}`.execute(db);
    ctx.log(`commerce: committed in ${Date.now() - started} ms`);
    if (ctx.scale !== "demo") {
      // A sampled ANALYZE (analysis_limit) is enough for the planner and takes a fraction of the time.
      await sql`PRAGMA analysis_limit = 1000`.execute(db);
      await sql`ANALYZE`.execute(db);
    }
    ctx.log(`commerce: ${total} orders (${lineId} lines, ${posId} POS), ${reviews} reviews`);
  },
};
