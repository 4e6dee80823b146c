import { type RawBuilder, type SelectQueryBuilder, sql } from "kysely";
import { PER_PAGE } from "../../http/pagination";
import type { Db } from "./common";
import type { ProductRow } from "./product-model";

/*
 * product/all's `q` from three characters on: one page of the matches, and their total.
 *
 * The trigram indexes of migration 0111 match exactly the rows `title LIKE '%q%'` (or a variant's
 * `sku LIKE '%q%'`) matches, and the title index knows each product's owner, so the matches and
 * their total come from the indexes alone; only the page needs rows. Profiled at the bench scale
 * (`dress`: ≈2,000 of 100k products, ≈400 of them the vendor's): the former query (a superset from
 * the index, the LIKE re-checked on every candidate's row, `count(*) over ()` over the sorted
 * matches) took ≈2 ms for the superadmin and ≈1.4 ms for the vendor; now ≈0.6 ms each.
 */

type Sort = { column: string; direction: "asc" | "desc" };

/** The list's other filters (categories, brands, dates, status), added to `q`. */
export type Narrow = <Q extends SelectQueryBuilder<any, any, any>>(q: Q) => Q | Response;

export interface ProductSearch {
  /** `q` for the LIKE-exact indexes (pagination.ts likeTrigramPhrase). */
  phrase: string;
  /** `q` as a LIKE pattern (pagination.ts searchParam). */
  pattern: string;
  /** The vendor whose products alone are searched, or null: every product. */
  ownerId: number | null;
}

/** The title index's MATCH: the title column only (the owner column holds `#<id>#`), and the owner. */
function titleMatch({ phrase, ownerId }: ProductSearch): string {
  return ownerId === null ? `title : ${phrase}` : `title : ${phrase} AND owner : "#${ownerId}#"`;
}

/** Ids of the products one of whose variants' SKU holds `q` (the owner's products only). */
function skuProducts({ phrase }: ProductSearch): RawBuilder<unknown> {
  return sql`SELECT i.product_id FROM updated_inventories i
    WHERE i.id IN (SELECT rowid FROM inventory_sku_fts WHERE inventory_sku_fts MATCH ${phrase})`;
}

const ownedBy = (ref: string, ownerId: number | null) => (ownerId === null ? sql`` : sql`AND ${sql.ref(ref)} = ${ownerId}`);

/**
 * Every matching product's id once. A variant counts for a product that exists, as the former
 * `products.id IN (…)` did (the title index only holds existing products).
 */
function matchIds(search: ProductSearch): RawBuilder<{ id: number }> {
  // Kysely writes a raw CTE body as it is: the parentheses are the CTE's own.
  return sql<{ id: number }>`(SELECT rowid AS id FROM products_title_fts WHERE products_title_fts MATCH ${titleMatch(search)}
    UNION SELECT p.id FROM products p WHERE p.id IN (${skuProducts(search)}) ${ownedBy("p.admin_id", search.ownerId)})`;
}

export async function productSearchPage(
  db: Db,
  search: ProductSearch,
  sort: Sort,
  page: number,
  narrow: Narrow,
): Promise<{ rows: ProductRow[]; total: number } | Response> {
  const narrowed = narrow(
    db
      .with(
        (cte) => cte("m").materialized(),
        () => matchIds(search),
      )
      .selectFrom("products"),
  );
  if (narrowed instanceof Response) return narrowed;
  const offset = (page - 1) * PER_PAGE;
  let ids: number[];
  let total: number;
  if (narrowed.toOperationNode().where === undefined) {
    ({ total, ids } = await unfiltered(db, search, sort, offset));
  } else {
    // With filters of the list's own, the hits (id and sort key) are materialized once, counted and
    // sorted. SQLite picks what drives them: the matches, or a selective filter (a category).
    const key = sql.ref(`products.${sort.column}`);
    const hits = narrowed.where("products.id", "in", sql<number>`(SELECT id FROM m)`).select(["products.id as id", key.as("k")]);
    const found = await db
      .with(
        (cte) => cte("f").materialized(),
        () => hits,
      )
      .selectFrom("f")
      .select(["f.id", sql<number>`(SELECT count(*) FROM f)`.as("total")])
      .orderBy("f.k", sort.direction)
      .orderBy("f.id", sort.direction)
      .limit(PER_PAGE)
      .offset(offset)
      .execute();
    ids = found.map((r) => r.id);
    // A page past the last one has no row to carry the total.
    total = found.length
      ? Number(found[0].total)
      : Number(
          (
            await db
              .selectFrom(hits.as("h"))
              .select(sql<number>`count(*)`.as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        );
  }
  const rows = ids.length ? await db.selectFrom("products").selectAll().where("id", "in", ids).execute() : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { rows: ids.map((id) => byId.get(id)).filter((r) => r !== undefined), total };
}

/**
 * Without filters of the list's own: the matches (from the indexes) are materialized once, counted,
 * and sorted with one lookup each for the sort column (≈0.6 ms for the vendor's `dress`); by date
 * for every product, see datePage first.
 */
async function unfiltered(db: Db, search: ProductSearch, sort: Sort, offset: number): Promise<{ total: number; ids: number[] }> {
  const dated = await datePage(db, search, sort, offset);
  if (dated) return dated;
  const dir = sql.raw(sort.direction);
  const found = await sql<{ id: number; total: number }>`WITH m AS MATERIALIZED ${matchIds(search)}
    SELECT p.id, (SELECT count(*) FROM m) AS total FROM m CROSS JOIN products p WHERE p.id = m.id
    ORDER BY ${sql.ref(`p.${sort.column}`)} ${dir}, p.id ${dir} LIMIT ${PER_PAGE} OFFSET ${offset}`.execute(db);
  const ids = found.rows.map((r) => r.id);
  if (found.rows.length) return { total: Number(found.rows[0].total), ids };
  // An empty page: no match at all, or a page past the last one (no row to carry the total).
  if (offset === 0) return { total: 0, ids };
  const counted = await sql<{ n: number }>`SELECT count(*) AS n FROM ${matchIds(search)} AS m`.execute(db);
  return { total: Number(counted.rows[0].n), ids };
}

/** Past this many matching variants the SKU side is no longer cheap to take twice (datePage). */
const FEW_SKUS = 1000;

/**
 * By date over every product (the list's default order), the page is read along
 * products_created_at_id_title_idx (0111) from the newest (or oldest), the LIKEs tested on each
 * product, until the page is full: with `dress` (2% of the products) page 1 lies among the newest ≈700, cheaper than
 * sorting all ≈2,000 matches (0.2 ms, and 0.3 ms for the total from the title index). Only tried when
 * that walk is expected to be short: at most twice the expected length (from the matches' share of
 * the products), under the number of matches; and when few variants match (their products are
 * counted, and tested for, apart). Null when not tried, or when the walk ended before filling the
 * page (matches rarer among the newest than on average): the matches are sorted instead.
 */
async function datePage(db: Db, search: ProductSearch, sort: Sort, offset: number): Promise<{ total: number; ids: number[] } | null> {
  if (search.ownerId !== null || sort.column !== "created_at") return null;
  const probe = await sql<{ titles: number; skus: number; everything: number }>`SELECT
      (SELECT count(*) FROM products_title_fts WHERE products_title_fts MATCH ${titleMatch(search)}) AS titles,
      (SELECT count(*) FROM (SELECT 1 FROM inventory_sku_fts WHERE inventory_sku_fts MATCH ${search.phrase} LIMIT ${FEW_SKUS})) AS skus,
      (SELECT count(*) FROM products) AS everything`.execute(db);
  const { titles, skus, everything } = probe.rows[0];
  if (skus >= FEW_SKUS) return null;
  // The title matches, plus the products matched by a SKU alone (their title fails the LIKE, which
  // is the title index's own test).
  const total =
    Number(titles) +
    (skus
      ? Number(
          (
            await sql<{ n: number }>`SELECT count(*) AS n FROM products p WHERE p.id IN (${skuProducts(search)})
              AND (p.title LIKE ${search.pattern} ESCAPE '\\') IS NOT TRUE`.execute(db)
          ).rows[0].n,
        )
      : 0);
  if (offset >= total) return { total, ids: [] };
  const budget = Math.ceil((2 * (offset + PER_PAGE) * Number(everything)) / total);
  if (budget >= total) return null;
  const dir = sql.raw(sort.direction);
  const skuMatch = skus ? sql`OR p.id IN (${skuProducts(search)})` : sql``;
  const rows = await sql<{ id: number }>`SELECT id FROM (
      SELECT id, title, created_at FROM products ORDER BY created_at ${dir}, id ${dir} LIMIT ${budget}
    ) p
    WHERE p.title LIKE ${search.pattern} ESCAPE '\\' ${skuMatch}
    ORDER BY p.created_at ${dir}, p.id ${dir} LIMIT ${PER_PAGE} OFFSET ${offset}`.execute(db);
  return rows.rows.length === Math.min(PER_PAGE, total - offset) ? { total, ids: rows.rows.map((r) => r.id) } : null;
}
