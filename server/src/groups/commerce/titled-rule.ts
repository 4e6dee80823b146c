import { Hono } from "hono";
import type { Kysely } from "kysely";
import { z } from "zod";
import { can } from "../../http/auth";
import { hideAdmin, mountOwned, ownRows, type Scope, upsertRow } from "../../http/crud-kit";
import { businessError, forbidden, notFoundA, ok } from "../../http/envelope";
import type { Env } from "../../http/env";
import { requiredString } from "../../http/validate";
import { type Ctx, saveTitle, translating, withTitles } from "./shared";

/*
 * Tax rules and bundle deals are the same kind of group: an owned row with a translatable title and
 * a few plain fields, listed, looked up by the product form, edited and deleted unless a product
 * uses it. They differ only in names, fields and the NF variant of `find`, so the routes live here
 * once and each group file keeps just those differences.
 */

type RuleName = "tax_rule" | "bundle_deal";

/**
 * Whose rules the product form's lookup lists: what product-write.ts's checkReferences lets the
 * caller attach. Tax rules are the shop's, shared by every vendor; a bundle deal is its owner's
 * merchandising, so a vendor is offered its own deals only (it was shown every vendor's).
 */
const LOOKUP_SCOPE: Record<RuleName, Scope | null> = { tax_rule: null, bundle_deal: "vendor" };

/**
 * The routes of one titled-rule group. `name` gives the table (`tax_rules`), the permissions
 * (`tax_rule.view`...), the product form's lookup (`/all-tax-rules`), the products column that
 * references a rule (`tax_rule_id`) and the refusal while one does; `findNotFound` is the NF
 * answer of `find` (the contract differs per group; deletes always answer NF-A); `fields` are the
 * action's fields after `title`; `check` refuses a valid body whose fields disagree (its message).
 */
export function titledRuleRoutes(
  name: RuleName,
  findNotFound: (c: Ctx) => Response,
  sortable: readonly string[],
  fields: z.ZodRawShape,
  check?: (data: Record<string, unknown>) => string | null,
): Hono<Env> {
  const routes = new Hono<Env>();
  const table = `${name}s` as const;
  const perm = name;
  const label = name.replace("_", " ").replace(/^./, (ch) => ch.toUpperCase());

  mountOwned(routes, {
    table,
    perm,
    json: async (c, rows) => (await withTitles(c, c.get("db"), table, rows)).map(hideAdmin),
    list: { sortable, search: ["title"] },
    find: { notFound: findNotFound },
    action: {
      schema: z.object({ title: requiredString("title", { max: 255 }), ...fields }),
      save: async (c, { current, data }) => {
        const refused = check?.(data);
        if (refused) return businessError(c, refused);
        const { title, ...rest } = data;
        // With a `language` header an update's title goes to the translation row only.
        const id = await upsertRow(
          c.get("db"),
          table,
          current,
          { ...rest, ...(current && translating(c) ? {} : { title }) },
          { admin_id: c.get("admin").id },
        );
        await saveTitle(c, c.get("db"), table, id, title);
        return id;
      },
    },
    delete: {
      notFound: notFoundA,
      inUse: async (trx, ids) => {
        const used = await trx.selectFrom("products").select("id").where(`${name}_id`, "in", ids).limit(1).executeTakeFirst();
        return used ? `Unable to delete. ${label} is being used by a product.` : null;
      },
    },
  });

  // Lookup for the product form: vendors create products too, so product.create/edit also opens it.
  routes.get(`/all-${name.replace("_", "-")}s`, async (c) => {
    if (![`${perm}.view`, "product.create", "product.edit"].some((p) => can(c, p))) return forbidden(c);
    const db = c.get("db") as unknown as Kysely<any>;
    const all = db.selectFrom(table).select(["id", "title"]).orderBy("created_at").orderBy("id");
    const scope = LOOKUP_SCOPE[name];
    const rows = (await (scope ? ownRows(all, c.get("admin"), scope) : all).execute()) as Array<{
      id: number;
      title: string;
    }>;
    return ok(c, await withTitles(c, c.get("db"), table, rows));
  });
  return routes;
}
