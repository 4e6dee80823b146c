import type { Hono } from "hono";
import type { Kysely, SelectQueryBuilder } from "kysely";
import type { z } from "zod";
import { can, denyUnless, gate } from "../../http/auth";
import { businessError, forbidden, notFoundA, ok } from "../../http/envelope";
import type { Env } from "../../http/env";
import { isoNow, withCreated } from "../../http/format";
import { likeEscaped, paginate, searchParam, sortParams } from "../../http/pagination";
import { validateBody } from "../../http/validate";
import { type Ctx, deleteOwnedList, hideAdmin, loadOwned, parseId, saveTitle, translating, withTitles } from "./shared";

/*
 * Tax rules and bundle deals are the same kind of group: an owned row with a translatable title and
 * a few plain fields, listed, looked up by the product form, edited and deleted unless a product
 * uses it. They differ only in names, fields and the NF variant of `find`, so the routes live here
 * once and each group file keeps just those differences.
 */

type TitledRuleTable = "tax_rules" | "bundle_deals";

export interface TitledRuleSpec<T extends TitledRuleTable> {
  table: T;
  /** Permission prefix: `<perm>.view`, `.create`, `.edit`, `.delete`. */
  perm: string;
  /** Path of the product form's lookup list, e.g. `/all-tax-rules`. */
  lookupPath: string;
  /** Whitelisted `orderby` columns of `/all`. */
  sortable: readonly string[];
  /** Body of `action`: `title` plus the group's own fields. */
  schema: z.ZodType<{ title: string } & Record<string, unknown>>;
  /** The NF answer of `find` (the contract differs per group); deletes always answer NF-A. */
  findNotFound: (c: Ctx) => Response;
  /** The `products` column that references the row, and the refusal while one does. */
  usedBy: { column: "tax_rule_id" | "bundle_deal_id"; message: string };
}

export function mountTitledRule<T extends TitledRuleTable>(routes: Hono<Env>, spec: TitledRuleSpec<T>): void {
  const { table, perm } = spec;
  // Both tables have every column these routes touch, but Kysely cannot see that through the
  // union, so the queries go through Kysely<any> with a plain table name.
  const anyDb = (c: Ctx) => c.get("db") as unknown as Kysely<any>;
  const name: string = table;
  type Row = { id: number; title: string; admin_id: number; created_at: string; updated_at: string; [column: string]: unknown };

  routes.get("/all", gate(`${perm}.view`), async (c) => {
    const db = anyDb(c);
    const me = c.get("admin");
    const sort = sortParams(c.req.query(), spec.sortable);
    if (!sort.ok) return businessError(c, sort.message);
    let q = db.selectFrom(name).selectAll() as unknown as SelectQueryBuilder<any, any, Row>;
    if (me.isVendor) q = q.where("admin_id", "=", me.id);
    const pattern = searchParam(c.req.query("q"));
    if (pattern) q = q.where(likeEscaped("title", pattern));
    q = q.orderBy(sort.column, sort.direction).orderBy("id", sort.direction);
    return ok(
      c,
      await paginate(c, db, q, {
        map: async (rows: Row[]) => withCreated((await withTitles(c, db, table, rows)).map(hideAdmin), c.req.query("time_zone")),
      }),
    );
  });

  // Lookup for the product form: vendors create products too, so product.create/edit also opens it.
  routes.get(spec.lookupPath, async (c) => {
    if (![`${perm}.view`, "product.create", "product.edit"].some((p) => can(c, p))) return forbidden(c);
    const db = anyDb(c);
    const rows = (await db.selectFrom(name).select(["id", "title"]).orderBy("created_at").orderBy("id").execute()) as Array<{ id: number; title: string }>;
    return ok(c, await withTitles(c, db, table, rows));
  });

  routes.get("/find/:id", gate(`${perm}.view`), async (c) => {
    const id = parseId(c.req.param("id"));
    if (!id) return spec.findNotFound(c);
    const found = await loadOwned(c, table, id);
    if (found.state === "missing") return spec.findNotFound(c);
    if (found.state === "forbidden") return forbidden(c);
    return ok(c, hideAdmin((await withTitles(c, c.get("db"), table, [found.row as Row]))[0]));
  });

  routes.post("/action/:id?", async (c) => {
    const rawId = c.req.param("id");
    const denied = denyUnless(c, rawId ? `${perm}.edit` : `${perm}.create`);
    if (denied) return denied;
    const v = await validateBody(c, spec.schema);
    if (!v.ok) return v.response;
    const db = anyDb(c);
    const me = c.get("admin");
    const now = isoNow();
    if (rawId) {
      const id = parseId(rawId);
      const found = id ? await loadOwned(c, table, id) : { state: "missing" as const };
      if (found.state === "missing") return ok(c, null);
      if (found.state === "forbidden") return forbidden(c);
      const rowId = (found.row as Row).id;
      // With a `language` header the title goes to the translation row only.
      const { title, ...rest } = v.data;
      await db.updateTable(name).set({ ...rest, ...(translating(c) ? {} : { title }), updated_at: now }).where("id", "=", rowId).execute();
      await saveTitle(c, db, table, rowId, title);
      const row = (await db.selectFrom(name).selectAll().where("id", "=", rowId).executeTakeFirstOrThrow()) as Row;
      return ok(c, hideAdmin((await withTitles(c, db, table, [row]))[0]));
    }
    const row = (await db
      .insertInto(name)
      .values({ ...v.data, admin_id: me.id, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow()) as Row;
    await saveTitle(c, db, table, row.id, v.data.title);
    return ok(c, hideAdmin(row));
  });

  routes.delete("/delete/:ids", gate(`${perm}.delete`), (c) =>
    deleteOwnedList(c, table, c.req.param("ids"), notFoundA, async (trx, ids) => {
      const used = await trx.selectFrom("products").select("id").where(spec.usedBy.column, "in", ids).limit(1).executeTakeFirst();
      return used ? spec.usedBy.message : null;
    }),
  );
}
