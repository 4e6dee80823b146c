import type { Hono } from "hono";
import type { Kysely } from "kysely";
import type { z } from "zod";
import { can } from "../../http/auth";
import { hideAdmin, mountOwned } from "../../http/crud-kit";
import { forbidden, notFoundA, ok } from "../../http/envelope";
import type { Env } from "../../http/env";
import { isoNow } from "../../http/format";
import { type Ctx, saveTitle, translating, withTitles } from "./shared";

/*
 * Tax rules and bundle deals are the same kind of group: an owned row with a translatable title and
 * a few plain fields, listed, looked up by the product form, edited and deleted unless a product
 * uses it. They differ only in names, fields and the NF variant of `find`, so the routes live here
 * once and each group file keeps just those differences.
 */

type TitledRuleTable = "tax_rules" | "bundle_deals";

export interface TitledRuleSpec {
  table: TitledRuleTable;
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

export function mountTitledRule(routes: Hono<Env>, spec: TitledRuleSpec): void {
  const { table, perm } = spec;
  // Both tables have every column these routes touch, but Kysely cannot see that through the
  // union, so the writes go through Kysely<any> with a plain table name.
  const name: string = table;

  mountOwned(routes, {
    table,
    perm,
    json: async (c, rows) => (await withTitles(c, c.get("db"), table, rows)).map(hideAdmin),
    list: { sortable: spec.sortable, search: ["title"] },
    find: { notFound: spec.findNotFound },
    action: {
      schema: spec.schema,
      save: async (c, { current, data }) => {
        const db = c.get("db") as unknown as Kysely<any>;
        const now = isoNow();
        const { title, ...rest } = data;
        let id: number;
        if (current) {
          id = current.id;
          // With a `language` header the title goes to the translation row only.
          await db.updateTable(name).set({ ...rest, ...(translating(c) ? {} : { title }), updated_at: now }).where("id", "=", id).execute();
        } else {
          const row = await db.insertInto(name).values({ ...data, admin_id: c.get("admin").id, created_at: now, updated_at: now }).returning("id").executeTakeFirstOrThrow();
          id = Number(row.id);
        }
        await saveTitle(c, c.get("db"), table, id, title);
        return id;
      },
    },
    delete: {
      notFound: notFoundA,
      inUse: async (trx, ids) => {
        const used = await trx.selectFrom("products").select("id").where(spec.usedBy.column, "in", ids).limit(1).executeTakeFirst();
        return used ? spec.usedBy.message : null;
      },
    },
  });

  // Lookup for the product form: vendors create products too, so product.create/edit also opens it.
  routes.get(spec.lookupPath, async (c) => {
    if (![`${perm}.view`, "product.create", "product.edit"].some((p) => can(c, p))) return forbidden(c);
    const db = c.get("db") as unknown as Kysely<any>;
    const rows = (await db.selectFrom(name).select(["id", "title"]).orderBy("created_at").orderBy("id").execute()) as Array<{ id: number; title: string }>;
    return ok(c, await withTitles(c, c.get("db"), table, rows));
  });
}
