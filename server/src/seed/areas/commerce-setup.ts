import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { toSqlTime } from "../../groups/commerce/shared";
import { toIso } from "../../http/format";
import type { Rng, SeedContext } from "../context";

/*
 * What the demo orders need before they are placed: tax and shipping rules (when the catalog made
 * none), bundle deals, vouchers, three flash sales (past, running, future), POS settings and a few
 * walk-in customers. Each part is created once. Used by the commerce seeder (commerce.ts).
 */

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** Five characters of an order or payment code, without look-alikes (0/O, 1/I). */
export function code5(rng: Rng): string {
  let s = "";
  for (let i = 0; i < 5; i++) s += ALPHABET[rng.int(0, ALPHABET.length - 1)];
  return s;
}

export async function ensureRules(db: Kysely<Database>, ctx: SeedContext) {
  const now = toIso(ctx.now);
  const admin = ctx.admins.admin;
  if (!(await db.selectFrom("tax_rules").select("id").limit(1).executeTakeFirst())) {
    await db
      .insertInto("tax_rules")
      .values([
        { title: "VAT 10%", type: 2, price: 10, admin_id: admin, created_at: now, updated_at: now },
        { title: "Reduced VAT 5%", type: 2, price: 5, admin_id: admin, created_at: now, updated_at: now },
        { title: "Flat eco fee", type: 1, price: 1.5, admin_id: admin, created_at: now, updated_at: now },
      ])
      .execute();
  }
  if (!(await db.selectFrom("shipping_rules").select("id").limit(1).executeTakeFirst())) {
    const rules = [
      {
        title: "Standard shipping",
        single: 0,
        places: [
          ["US", "NY", 4.99, 5],
          ["GB", null, 6.5, 6],
          ["DE", null, 5.5, 4],
          ["BD", "Dhaka", 2, 3],
        ],
      },
      {
        title: "Flat rate per order",
        single: 1,
        places: [
          ["US", null, 9.99, 3],
          ["FR", null, 8, 4],
        ],
      },
    ] as const;
    for (const r of rules) {
      const { id } = await db
        .insertInto("shipping_rules")
        .values({ title: r.title, single_price: r.single, admin_id: admin, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("shipping_places")
        .values(
          r.places.map(([country, state, price, days], i) => ({
            shipping_rule_id: id,
            country,
            state,
            price,
            day_needed: days,
            pickup_point: i === 0 ? 1 : 0,
            pickup_price: i === 0 ? 1 : 0,
            pickup_phone: i === 0 ? "+1 555 010 2000" : null,
            pickup_address_line_1: i === 0 ? "12 Market Street" : null,
            pickup_city: i === 0 ? "New York" : null,
            pickup_zip: i === 0 ? "10001" : null,
            pickup_country: i === 0 ? country : null,
            admin_id: admin,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
  }
  if (!(await db.selectFrom("bundle_deals").select("id").limit(1).executeTakeFirst())) {
    await db
      .insertInto("bundle_deals")
      .values([
        { title: "Buy 2 get 1 free", buy: 2, free: 1, admin_id: admin, created_at: now, updated_at: now },
        { title: "Buy 3 get 2 free", buy: 3, free: 2, admin_id: admin, created_at: now, updated_at: now },
        { title: "Vendor: buy 4 get 1", buy: 4, free: 1, admin_id: ctx.admins.vendor, created_at: now, updated_at: now },
      ])
      .execute();
  }
}

// The demo vouchers: title, code, type (1 flat, 2 percent), price, capped price, minimum spend,
// usage limit, limit per customer, start and end in days from now (null: none), status.
const VOUCHERS: Array<[string, string, 1 | 2, number, number | null, number, number, number, number | null, number | null, 1 | 2]> = [
  ["Welcome 10%", "WELCOME10", 2, 10, 20, 0, 0, 0, -400, 365, 1],
  ["Five off fifty", "FLAT5", 1, 5, null, 50, 0, 3, -200, 90, 1],
  ["Summer sale (over)", "SUMMER15", 2, 15, 30, 20, 0, 0, -300, -30, 1],
  ["Black Friday (soon)", "BLACKFRIDAY", 2, 25, 50, 0, 0, 1, 20, 25, 1],
  ["First hundred", "FIRST100", 1, 10, null, 30, 100, 1, -100, 100, 1],
  ["Draft voucher", "DRAFT20", 2, 20, null, 0, 0, 0, null, null, 2],
];

export async function ensureVouchers(db: Kysely<Database>, ctx: SeedContext) {
  const now = toIso(ctx.now);
  const at = (days: number | null) => (days === null ? null : toSqlTime(new Date(ctx.now.getTime() + days * 86_400_000)));
  for (const [title, code, type, price, capped_price, min_spend, usage_limit, limit_per_customer, start, end, status] of VOUCHERS) {
    if (await db.selectFrom("vouchers").select("id").where("code", "=", code).executeTakeFirst()) continue;
    await db
      .insertInto("vouchers")
      .values({
        title,
        code,
        type,
        status,
        usage_limit,
        limit_per_customer,
        price,
        min_spend,
        capped_price,
        start_time: at(start),
        end_time: at(end),
        admin_id: ctx.admins.admin,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}

export async function ensureFlashSales(db: Kysely<Database>, ctx: SeedContext, productIds: number[]) {
  if (!productIds.length || (await db.selectFrom("flash_sales").select("id").limit(1).executeTakeFirst())) return;
  const now = toIso(ctx.now);
  const day = 86_400_000;
  const t = ctx.now.getTime();
  const picked = ctx.rng.sample(productIds, Math.min(productIds.length, 15));
  const sales = [
    { title: "Spring flash sale", start: t - 60 * day, end: t - 55 * day },
    { title: "Weekend deals", start: t - 1 * day, end: t + 2 * day },
    { title: "Midnight madness", start: t + 10 * day, end: t + 11 * day },
  ];
  for (let i = 0; i < sales.length; i++) {
    const s = sales[i];
    const { id } = await db
      .insertInto("flash_sales")
      .values({
        title: s.title,
        status: 1,
        start_time: toSqlTime(new Date(s.start)),
        end_time: toSqlTime(new Date(s.end)),
        admin_id: ctx.admins.admin,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const items = picked.slice(i * 5, i * 5 + 5);
    if (!items.length) continue;
    const prices = await db.selectFrom("products").select(["id", "selling"]).where("id", "in", items).execute();
    await db
      .insertInto("flash_sale_products")
      .values(
        prices.map((p) => ({
          product_id: p.id,
          flash_sale_id: id,
          price: Math.max(0.5, Math.round(p.selling * 70) / 100),
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
}

/** The demo receipts' texts in the panel's other languages (the rows hold the shop's default, Italian). */
const POS_SETTING_LANGS: Record<"admin" | "vendor", Record<"en" | "fr" | "de", { header_text: string; footer_text: string }>> = {
  admin: {
    en: { header_text: "Thank you for shopping at Demo Shop", footer_text: "Returns within 30 days with this receipt." },
    fr: { header_text: "Merci de votre visite chez Demo Shop", footer_text: "Retours sous 30 jours avec ce ticket." },
    de: { header_text: "Danke für Ihren Einkauf bei Demo Shop", footer_text: "Rückgabe innerhalb von 30 Tagen mit diesem Beleg." },
  },
  vendor: {
    en: { header_text: "Vendor Corner", footer_text: "See you soon!" },
    fr: { header_text: "Vendor Corner", footer_text: "À bientôt !" },
    de: { header_text: "Vendor Corner", footer_text: "Bis bald!" },
  },
};

/**
 * The two accounts' receipts. The shop's receipt prints the shop's own address (the one the address
 * settings and invoices have, in Milano) and its texts in the shop's default language, Italian, with
 * English, French and German beside it; the vendor's corner is in the same town.
 */
export async function ensurePosSettings(db: Kysely<Database>, ctx: SeedContext) {
  const now = toIso(ctx.now);
  // The base seed may already hold the shop's default receipt: keep a single default.
  const hasDefault = !!(await db.selectFrom("pos_settings").select("id").where("is_default", "=", 1).executeTakeFirst());
  const rows = [
    {
      who: "admin" as const,
      admin_id: ctx.admins.admin,
      width: 80,
      address: "Via Roma 1, Scala B, 2° piano\n20121 Milano (MI)",
      header_text: "Grazie per aver scelto Demo Shop",
      footer_text: "Resi entro 30 giorni con questo scontrino.",
      is_default: hasDefault ? 0 : 1,
    },
    {
      who: "vendor" as const,
      admin_id: ctx.admins.vendor,
      width: 58,
      address: "Via Torino 4\n20123 Milano (MI)",
      header_text: "Vendor Corner",
      footer_text: "A presto!",
      is_default: 0,
    },
  ];
  for (const { who, ...r } of rows) {
    if (await db.selectFrom("pos_settings").select("id").where("admin_id", "=", r.admin_id).executeTakeFirst()) continue;
    const { id } = await db
      .insertInto("pos_settings")
      .values({ ...r, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("pos_setting_langs")
      .values(
        Object.entries(POS_SETTING_LANGS[who]).map(([lang, texts]) => ({
          pos_setting_id: id,
          lang,
          address: r.address,
          ...texts,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
}

/** A registered customer with one default address in New York; answers both ids (seeders and test fixtures). */
export async function createCustomer(
  db: Kysely<Database>,
  customer: { name: string; email: string; phone: string; street: string },
  now: string,
): Promise<{ userId: number; addressId: number }> {
  const { name, email } = customer;
  const { id } = await db
    .insertInto("users")
    .values({ name, email, verified: 1, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  const address = {
    name,
    email,
    phone: customer.phone,
    country: "US",
    state: "NY",
    city: "New York",
    zip: "10001",
    address_1: customer.street,
  };
  const addr = await db
    .insertInto("user_addresses")
    .values({ ...address, user_id: id, default: 1, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.updateTable("users").set({ default_address: addr.id }).where("id", "=", id).execute();
  return { userId: id, addressId: addr.id };
}

/** A handful of customers, only when the customers seeder created none. */
export async function ensureCustomers(db: Kysely<Database>, ctx: SeedContext) {
  if (await db.selectFrom("users").select("id").limit(1).executeTakeFirst()) return;
  const now = toIso(ctx.now);
  for (const [i, name] of ["Ada Lovelace", "Alan Turing", "Grace Hopper", "Edsger Dijkstra", "Barbara Liskov"].entries()) {
    const email = `${name.toLowerCase().replace(/\s+/g, ".")}@example.org`;
    await createCustomer(db, { name, email, phone: `+1 555 010 ${1000 + i}`, street: `${i + 1} Main Street` }, now);
  }
  ctx.log("commerce: no customers found, created 5");
}
