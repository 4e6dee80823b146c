import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { Ranked, Statistic } from "./dashboard-statistic";

/*
 * The rows of contract 3.6's three top lists: the ranked figures with their product, brand or
 * category (title, image, created_at) and, for brands and categories, one product of the group
 * (`product_id`, `price`: the original's join showed an arbitrary one; here the first one the
 * group's index gives within the caller's scope).
 */

type Db = Kysely<Database>;
const amount = (r: Ranked) => ({ total: Number(r.qty), total_price: Math.round(r.cents) / 100 });

async function productsOf(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, { title: string | null; image: string | null; selling: number; created_at: string }>();
  const rows = await db.selectFrom("products").select(["id", "title", "image", "selling", "created_at"]).where("id", "in", ids).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** One product of each group (the first the group's index gives), limited to the owner's when given. */
async function sampleProducts(db: Db, kind: "brand" | "category", ids: number[], ownerId: number | null) {
  const pairs = await Promise.all(
    ids.map(async (gid) => {
      const row =
        kind === "brand"
          ? await db
              .selectFrom("products")
              .select("id as pid")
              .where("brand_id", "=", gid)
              .$if(ownerId !== null, (q) => q.where("admin_id", "=", ownerId!))
              .limit(1)
              .executeTakeFirst()
          : await db
              .selectFrom("product_categories as pc")
              .innerJoin("products as p", "p.id", "pc.product_id")
              .select("pc.product_id as pid")
              .where("pc.category_id", "=", gid)
              .$if(ownerId !== null, (q) => q.where("p.admin_id", "=", ownerId!))
              .limit(1)
              .executeTakeFirst();
      return [gid, row?.pid ?? 0] as const;
    }),
  );
  return new Map<number, number>(pairs);
}

export async function describeTops(db: Db, ownerId: number | null, stat: Statistic) {
  const [brandSamples, categorySamples, brandRows, categoryRows] = await Promise.all([
    sampleProducts(
      db,
      "brand",
      stat.brands.map((b) => b.id),
      ownerId,
    ),
    sampleProducts(
      db,
      "category",
      stat.categories.map((b) => b.id),
      ownerId,
    ),
    stat.brands.length
      ? db
          .selectFrom("brands")
          .select(["id", "title", "image", "created_at"])
          .where(
            "id",
            "in",
            stat.brands.map((b) => b.id),
          )
          .execute()
      : [],
    stat.categories.length
      ? db
          .selectFrom("categories")
          .select(["id", "title", "image", "created_at"])
          .where(
            "id",
            "in",
            stat.categories.map((b) => b.id),
          )
          .execute()
      : [],
  ]);
  const products = await productsOf(db, [...stat.products.map((p) => p.id), ...brandSamples.values(), ...categorySamples.values()]);

  const groupRows = (
    ranked: Ranked[],
    rows: Array<{ id: number; title: string | null; image: string | null; created_at: string }>,
    samples: Map<number, number>,
    key: "brand_id" | "category_id",
  ) =>
    ranked.flatMap((r) => {
      const g = rows.find((x) => x.id === r.id);
      if (!g) return [];
      const pid = samples.get(r.id) ?? 0;
      return [
        {
          product_id: pid,
          price: products.get(pid)?.selling ?? 0,
          created_at: g.created_at,
          id: r.id,
          [key]: r.id,
          image: g.image,
          title: g.title,
          ...amount(r),
        },
      ];
    });
  return {
    categories: groupRows(stat.categories, categoryRows, categorySamples, "category_id"),
    brands: groupRows(stat.brands, brandRows, brandSamples, "brand_id"),
    products: stat.products.flatMap((r) => {
      const p = products.get(r.id);
      return p
        ? [{ product_id: r.id, price: p.selling, created_at: p.created_at, id: r.id, image: p.image, title: p.title, ...amount(r) }]
        : [];
    }),
  };
}
