import { Hono } from "hono";
import type { Selectable } from "kysely";
import { z } from "zod";
import type { FlashSaleTable } from "../../db/schema";
import { Abort, hideAdmin, isForeign, mountOwned, type SaveInput, upsertRow } from "../../http/crud-kit";
import { businessError, forbidden, notFoundA } from "../../http/envelope";
import type { Env } from "../../http/env";
import { decimal, formatCreated, isoNow } from "../../http/format";
import { field, isBlank, laravel, oneOf, optionalString, requiredString, toNumber } from "../../http/validate";
import { type Ctx, type Db, parseClientTime, saveTitle, sqlTimeInZone, toSqlTime, translating, validZone, withTitles } from "./shared";

/*
 * Contract 5.36: flash sales with their product items. A product belongs to at most one sale;
 * the sale price applies only while the sale is public and now is inside [start_time, end_time]
 * (see activeFlashPrices).
 */

export const flashSaleRoutes = new Hono<Env>();

async function withProducts(db: Db, sales: Array<Selectable<FlashSaleTable>>) {
  const ids = sales.map((s) => s.id);
  const items = ids.length
    ? await db
        .selectFrom("flash_sale_products as f")
        .innerJoin("products as p", "p.id", "f.product_id")
        .select([
          "f.id",
          "f.product_id",
          "f.flash_sale_id",
          "f.price",
          "f.created_at",
          "f.updated_at",
          "p.title",
          "p.image",
          "p.selling",
          "p.offered",
          "p.brand_id",
        ])
        .where("f.flash_sale_id", "in", ids)
        .orderBy("f.id")
        .execute()
    : [];
  return sales.map((s) => ({
    ...hideAdmin(s),
    products: items
      .filter((i) => i.flash_sale_id === s.id)
      .map((i) => ({
        id: i.id,
        product_id: i.product_id,
        flash_sale_id: i.flash_sale_id,
        price: decimal(i.price),
        created_at: i.created_at,
        updated_at: i.updated_at,
        product: { id: i.product_id, title: i.title, image: i.image, selling: i.selling, offered: i.offered, brand_id: i.brand_id },
      })),
  }));
}

/** Flash prices in force now for the given products (public sale, inside its window). */
export async function activeFlashPrices(
  db: Db,
  productIds: number[],
  now: string,
): Promise<Map<number, { price: number; end_time: string }>> {
  const out = new Map<number, { price: number; end_time: string }>();
  if (!productIds.length) return out;
  const rows = await db
    .selectFrom("flash_sale_products as f")
    .innerJoin("flash_sales as s", "s.id", "f.flash_sale_id")
    .select(["f.product_id", "f.price", "s.end_time"])
    .where("f.product_id", "in", productIds)
    .where("s.status", "=", 1)
    .where("s.start_time", "<=", now)
    .where("s.end_time", ">=", now)
    .execute();
  for (const r of rows) out.set(r.product_id, { price: r.price, end_time: r.end_time });
  return out;
}

type ItemInput = { id?: number; product_id: number; price: number; deleted: boolean };

const truthy = (v: unknown) => v === true || v === 1 || v === "1" || v === "true";

const itemsField = field<ItemInput[]>((v) => {
  if (isBlank(v)) return { ok: true, value: [] };
  if (!Array.isArray(v)) return { ok: false, messages: [laravel.array("products")] };
  const errors = new Set<string>();
  const out: ItemInput[] = [];
  for (const raw of v) {
    const item = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
    const product = item.product && typeof item.product === "object" ? (item.product as Record<string, unknown>).id : item.product_id;
    const productId = toNumber(product);
    const deleted = truthy(item.deleted);
    const id = isBlank(item.id) ? undefined : toNumber(item.id);
    const price = toNumber(item.price);
    if (productId === null || !Number.isInteger(productId)) errors.add(laravel.required("product"));
    if (!deleted && (price === null || price <= 0)) errors.add(price === null ? laravel.numeric("price") : laravel.invalidChoice("price"));
    if (id === null) errors.add(laravel.integer("id"));
    out.push({ id: id ?? undefined, product_id: productId ?? 0, price: price ?? 0, deleted });
  }
  return errors.size ? { ok: false, messages: [...errors] } : { ok: true, value: out };
});

const timeField = (name: string) =>
  field<string>((v) => {
    if (isBlank(v)) return { ok: false, messages: [laravel.required(name)] };
    if (typeof v !== "string" || !parseClientTime(v, undefined))
      return { ok: false, messages: [`The ${name.replace(/_/g, " ")} is not a valid date.`] };
    return { ok: true, value: v };
  });

const schema = z.object({
  title: requiredString("title", { max: 255 }),
  start_time: timeField("start_time"),
  end_time: timeField("end_time"),
  status: oneOf("status", [1, 2] as const),
  time_zone: optionalString("time_zone", { max: 64 }),
  products: itemsField.optional(),
});

mountOwned(flashSaleRoutes, {
  table: "flash_sales",
  perm: "flash_sale",
  json: async (c, rows) => withProducts(c.get("db"), await withTitles(c, c.get("db"), "flash_sales", rows)),
  list: {
    sortable: ["id", "title", "status", "start_time", "end_time", "created_at", "updated_at"],
    search: ["title"],
    items: async (c, rows) => {
      const zone = validZone(c.req.query("time_zone"));
      // Times are shown in the request's zone as `Y-m-d H:i:s`, else in the `created` style (contract 5.36).
      const show = (t: string) => (zone ? sqlTimeInZone(t, zone) : formatCreated(`${t.replace(" ", "T")}Z`));
      return (await withTitles(c, c.get("db"), "flash_sales", rows)).map((r) => ({
        ...hideAdmin(r),
        start_time: show(r.start_time),
        end_time: show(r.end_time),
        created: formatCreated(r.created_at, zone),
      }));
    },
  },
  find: { notFound: notFoundA },
  action: { schema, save: saveSale },
  delete: { notFound: notFoundA },
});

/** The action's writes: the sale, then its items (all or nothing; a refused item aborts the save). */
async function saveSale(c: Ctx, { current, data }: SaveInput<"flash_sales", z.output<typeof schema>>): Promise<number | Response> {
  const me = c.get("admin");
  const zone = validZone(data.time_zone);
  const start = toSqlTime(parseClientTime(data.start_time, zone)!);
  const end = toSqlTime(parseClientTime(data.end_time, zone)!);
  if (end <= start) return businessError(c, "End time must be greater than start time.");
  const items = data.products ?? [];
  return c
    .get("db")
    .transaction()
    .execute(async (trx) => {
      const now = isoNow();
      // With a `language` header an update's title goes to the translation row only.
      const title = current && translating(c) ? {} : { title: data.title };
      const id = await upsertRow(
        trx,
        "flash_sales",
        current,
        { ...title, status: data.status, start_time: start, end_time: end },
        { admin_id: me.id },
      );
      const stored = await trx.selectFrom("flash_sale_products").select(["id", "product_id"]).where("flash_sale_id", "=", id).execute();
      const currentIds = new Set(stored.map((r) => r.id));
      // Deleted items go first, so a product can be removed and re-added in one save.
      const toDelete = items.filter((i) => i.deleted && i.id !== undefined && currentIds.has(i.id)).map((i) => i.id!);
      if (toDelete.length) await trx.deleteFrom("flash_sale_products").where("id", "in", toDelete).execute();
      const seen = new Set<number>();
      for (const item of items) {
        if (item.deleted) continue;
        const product = await trx
          .selectFrom("products")
          .select(["id", "title", "admin_id", "selling"])
          .where("id", "=", item.product_id)
          .executeTakeFirst();
        if (!product) throw new Abort(notFoundA(c));
        if (isForeign(me, product.admin_id)) throw new Abort(forbidden(c));
        // A "sale" at or above the regular price is a typing mistake (the original accepted it).
        if (item.price >= product.selling)
          throw new Abort(
            businessError(c, `The sale price of ${product.title ?? ""} must be below its price (${decimal(product.selling)}).`),
          );
        const elsewhere = await trx
          .selectFrom("flash_sale_products")
          .select("id")
          .where("product_id", "=", item.product_id)
          .where("flash_sale_id", "!=", id)
          .limit(1)
          .executeTakeFirst();
        if (elsewhere || seen.has(item.product_id))
          throw new Abort(businessError(c, `${product.title ?? ""} already used in another flash sale.`));
        seen.add(item.product_id);
        if (item.id !== undefined && currentIds.has(item.id)) {
          await trx
            .updateTable("flash_sale_products")
            .set({ product_id: item.product_id, price: item.price, updated_at: now })
            .where("id", "=", item.id)
            .execute();
        } else {
          // A product already in this sale under another row id is updated rather than duplicated.
          const same = await trx
            .selectFrom("flash_sale_products")
            .select("id")
            .where("flash_sale_id", "=", id)
            .where("product_id", "=", item.product_id)
            .executeTakeFirst();
          if (same)
            await trx.updateTable("flash_sale_products").set({ price: item.price, updated_at: now }).where("id", "=", same.id).execute();
          else
            await trx
              .insertInto("flash_sale_products")
              .values({ product_id: item.product_id, flash_sale_id: id, price: item.price, created_at: now, updated_at: now })
              .execute();
        }
      }
      await saveTitle(c, trx, "flash_sales", id, data.title);
      return id;
    });
}
