import { type Context, Hono } from "hono";
import type { Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { gate } from "../../http/auth";
import { isForeign } from "../../http/crud-kit";
import type { Env } from "../../http/env";
import { envelope, ok } from "../../http/envelope";
import { coveredRowsChanged, nextVersion } from "../../http/record-version";
import { readBody } from "../../http/validate";
import { type ProductChange, readSaveBody } from "./bulk-edit-body";
import { checkChange } from "./bulk-edit-check";
import { type BulkRow, bulkRows, chosenProducts } from "./bulk-edit-rows";
import { type ProductInput, writeProduct } from "./product-write";

/*
 * The bulk editor of prices and stock (extension, server/docs/bulk-edit.md): `rows` reads the
 * editor's products in one request, `save` writes up to 100 of them, each in its own transaction,
 * and answers each one's outcome. Mounted under /product/bulk-edit, before the product group, so
 * no `product/...` route of that group can take these paths.
 */

export const bulkEditRoutes = new Hono<Env>();

type Ctx = Context<Env>;

export type SaveResult =
  | { id: number; outcome: "saved" | "conflict"; product: BulkRow }
  | { id: number; outcome: "refused"; errors: Record<string, string[]> }
  | { id: number; outcome: "not_found" };

bulkEditRoutes.get("/rows", gate("product.view"), async (c) => {
  const chosen = await chosenProducts(c);
  if (chosen instanceof Response) return chosen;
  return ok(c, { products: await bulkRows(c.get("db"), chosen.ids), variants: chosen.variants, truncated: chosen.truncated });
});

/** The whole request refused before anything is written: HTTP 422, in the envelope. */
function malformed(c: Ctx, message: string): Response {
  return c.json(envelope({ form: [message] }, 422, message), 422);
}

/** The product's row as `rows` answers it (inside the save's transaction). */
async function rowOf(trx: Transaction<Database>, id: number): Promise<BulkRow> {
  const [row] = await bulkRows(trx, [id]);
  return row;
}

/**
 * One product: read, compared with the version sent, checked and written in one transaction (BEGIN
 * IMMEDIATE, db/statement-cache.ts), so no other save can land between the comparison and the write.
 * A refusal writes nothing: every check runs before the first write.
 */
function saveOne(c: Ctx, change: ProductChange): Promise<SaveResult> {
  const me = c.get("admin");
  return c
    .get("db")
    .transaction()
    .execute(async (trx): Promise<SaveResult> => {
      const { id } = change;
      const stored = await trx
        .selectFrom("products")
        .select(["id", "admin_id", "selling", "offered", "updated_at"])
        .where("id", "=", id)
        .executeTakeFirst();
      // Another vendor's product is as if it did not exist (no 403 that would tell it does).
      if (!stored || isForeign(me, stored.admin_id)) return { id, outcome: "not_found" };
      if (change.version !== null && change.version !== stored.updated_at)
        return { id, outcome: "conflict", product: await rowOf(trx, id) };
      const variants = await trx.selectFrom("updated_inventories").select(["id", "sku", "quantity"]).where("product_id", "=", id).execute();
      const checked = checkChange(stored, variants, change);
      if (!checked.ok) return { id, outcome: "refused", errors: checked.errors };

      // Always a later version than the one read, also within its millisecond (as a claimed If-Match save).
      const at = nextVersion(stored.updated_at);
      const { columns, variants: cells } = checked.change;
      if (Object.keys(columns).length) {
        // product/action's write; only the columns sent are in `data`, so only they are set. Base
        // values: the language header is not read here (bulk-edit.md).
        const data = columns as ProductInput;
        await writeProduct(trx, { id, data, extra: {}, adminId: me.id, lang: null, now: at });
      }
      for (const cell of cells) {
        const { id: variantId, ...set } = cell;
        if (!Object.keys(set).length) continue;
        await trx
          .updateTable("updated_inventories")
          .set({ ...set, updated_at: at })
          .where("id", "=", variantId)
          .where("product_id", "=", id)
          .execute();
      }
      // The product's version covers its stock: a stock-only save moves it too (as updated-inventory/action).
      await coveredRowsChanged(trx, "products", id, at);
      return { id, outcome: "saved", product: await rowOf(trx, id) };
    });
}

bulkEditRoutes.post("/save", gate("product.edit"), async (c) => {
  const body = readSaveBody(await readBody(c));
  if (!body.ok) return malformed(c, body.message);
  const results: SaveResult[] = [];
  // In the order sent, one transaction each: a refused or conflicting product does not stop the others.
  for (const change of body.products) results.push(await saveOne(c, change));
  return ok(c, { results });
});
