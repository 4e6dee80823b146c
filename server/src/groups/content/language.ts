import type { Selectable } from "kysely";
import { findPanel, savePanel } from "../../http/panel-version";
import { saveAtVersion, staleVersion, versioned } from "../../http/record-version";
import { Hono } from "hono";
import { z } from "zod";
import type { LanguageTable } from "../../db/schema";
import { denyUnless, gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { businessError, notFoundA, ok, validationFailed } from "../../http/envelope";
import { formatCreated, isoNow, withCreated } from "../../http/format";
import { likeEscaped, paginate, searchParam, requestedSort } from "../../http/pagination";
import {
  field,
  isBlank,
  laravel,
  optionalFlag01,
  optionalFlag12,
  optionalOneOf,
  requiredString,
  validateBody,
  type Body,
} from "../../http/validate";
import { loadOwned, ownRows, parseId } from "../../http/crud-kit";
import { languageJson } from "../../models/core";
import { type Ctx, type Db } from "./common";

/*
 * language (contract 5.47) and its UI strings: `strings/{id}` reads and `strings-action/{id}`
 * replaces the key → value dictionary of a language the admin app does not bundle; the public
 * `localization?locale_code=` serves that dictionary to the app.
 */

export const languageRoutes = new Hono<Env>();
/** Mounted before the token check (contract 3.1: `localization` is public). */
export const localizationRoutes = new Hono<Env>();

type Row = Selectable<LanguageTable>;

const SORTABLE = ["id", "name", "code", "direction", "default", "status", "created_at", "updated_at"] as const;
const CODE = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})?$/;
const EXISTS = "Language already exists.";

languageRoutes.get("/all", gate("language.view"), async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  const sort = requestedSort(c, SORTABLE);
  let q = ownRows(db.selectFrom("languages").selectAll(), me, "non-superadmin");
  const pattern = searchParam(c.req.query("q"));
  if (pattern) q = q.where(likeEscaped("name", pattern));
  q = q.orderBy(sort.column, sort.direction).orderBy("id", sort.direction);
  return ok(c, await paginate(c, db, q, { map: (rows) => withCreated(rows.map(languageJson), c.req.query("time_zone")) }));
});

/** The language of a path id, or the answer instead (NF-A; 403 for a vendor's foreign row). */
async function load(c: Ctx, id: number | null): Promise<Row | Response> {
  return (await loadOwned(c, "languages", id)) ?? notFoundA(c);
}

languageRoutes.get("/find/:id", gate("language.view"), async (c) => {
  const row = await load(c, parseId(c.req.param("id")));
  return row instanceof Response ? row : ok(versioned(c, row), languageJson(row));
});

const schema = z.object({
  name: requiredString("name", { max: 100 }),
  code: requiredString("code", { max: 20 }).refine((s) => CODE.test(s), { message: "The code format is invalid." }),
  direction: optionalOneOf("direction", ["ltr", "rtl"] as const),
  status: optionalFlag12("status"),
  default: optionalFlag01("default"),
  predefined: optionalFlag01("predefined"),
});

async function action(c: Ctx, rawId: string | undefined) {
  const id = rawId === undefined ? null : (parseId(rawId) ?? -1);
  const denied = denyUnless(c, id === null ? "language.create" : "language.edit");
  if (denied) return denied;
  let current: Row | null = null;
  if (id !== null) {
    const row = await load(c, id);
    if (row instanceof Response) return row;
    current = row;
    // A form opened on an older version of the language (If-Match, record-version.ts).
    const stale = await staleVersion(c, row, async () => languageJson(row));
    if (stale) return stale;
  }
  const v = await validateBody(c, schema);
  if (!v.ok) return v.response;
  const db = c.get("db");
  const taken = await db
    .selectFrom("languages")
    .select("id")
    .where("code", "=", v.data.code)
    .$if(!!current, (q) => q.where("id", "!=", current!.id))
    .executeTakeFirst();
  if (taken) return businessError(c, EXISTS);
  const values: Record<string, unknown> = Object.fromEntries(Object.entries(v.data).filter(([, val]) => val !== undefined));
  // The default language is the one the storefront falls back to: it must be public.
  if (values.default === 1) values.status = 1;
  if (current?.default === 1 && values.default === 0) return businessError(c, "Please make another language the default first.");
  if (current?.default === 1 && values.status === 2) return businessError(c, "The default language must stay public.");
  const now = isoNow();
  const write = () =>
    db.transaction().execute(async (trx) => {
      if (values.default === 1) await trx.updateTable("languages").set({ default: 0, updated_at: now }).where("default", "=", 1).execute();
      if (current) {
        await trx
          .updateTable("languages")
          .set({ ...values, updated_at: now })
          .where("id", "=", current.id)
          .execute();
        return current.id;
      }
      const { id: newId } = await trx
        .insertInto("languages")
        .values({ ...values, name: v.data.name, code: v.data.code, admin_id: c.get("admin").id, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      return newId;
    });
  const savedId = await saveAtVersion(c, "languages", current, async (row) => languageJson(row as Row), write);
  if (savedId instanceof Response) return savedId;
  const row = await db.selectFrom("languages").selectAll().where("id", "=", savedId).executeTakeFirstOrThrow();
  return ok(versioned(c, row), { ...languageJson(row), created: formatCreated(row.created_at, c.req.query("time_zone")) });
}

languageRoutes.post("/action", (c) => action(c, undefined));
languageRoutes.post("/action/:id", (c) => action(c, c.req.param("id")));

languageRoutes.delete("/delete/:id", gate("language.delete"), async (c) => {
  const row = await load(c, parseId(c.req.param("id")));
  if (row instanceof Response) return row;
  if (row.default === 1) return businessError(c, "The default language can not be deleted.");
  await c.get("db").deleteFrom("languages").where("id", "=", row.id).execute();
  return ok(c, languageJson(row));
});

// ------------------------------------------------------------------ UI strings

async function dictionary(db: Db, languageId: number): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom("language_strings")
    .select(["key", "value"])
    .where("language_id", "=", languageId)
    .orderBy("key")
    .execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

languageRoutes.get("/strings/:id", gate("language.view"), async (c) => {
  const row = await load(c, parseId(c.req.param("id")));
  if (row instanceof Response) return row;
  // A hash of the strings is their version (panel-version.ts), checked by strings-action.
  return findPanel(c, (db) => dictionary(db, row.id));
});

const KEY = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,190}$/;
const MAX_STRINGS = 5000;

/** `{strings: {key: value}}`: keys like `list.search`, values plain text (the app escapes them). */
const stringsField = field<Record<string, string>>((v) => {
  if (v === undefined || v === null) return { ok: false, messages: [laravel.required("strings")] };
  if (typeof v !== "object" || Array.isArray(v)) return { ok: false, messages: [laravel.array("strings")] };
  const entries = Object.entries(v as Body);
  if (entries.length > MAX_STRINGS) return { ok: false, messages: [`The strings must not have more than ${MAX_STRINGS} items.`] };
  const messages: string[] = [];
  for (const [k, val] of entries) {
    if (!KEY.test(k)) messages.push(`The key ${k.slice(0, 60)} is invalid.`);
    else if (typeof val !== "string" || isBlank(val)) messages.push(`The strings.${k} field must be a non-empty string.`);
    else if (val.length > 5000) messages.push(`The strings.${k} must not be greater than 5000 characters.`);
  }
  return messages.length ? { ok: false, messages: messages.slice(0, 20) } : { ok: true, value: v as Record<string, string> };
});

languageRoutes.post("/strings-action/:id", gate("language.edit"), async (c) => {
  const row = await load(c, parseId(c.req.param("id")));
  if (row instanceof Response) return row;
  const v = await validateBody(c, z.object({ strings: stringsField }));
  if (!v.ok) return v.response;
  // Bundled languages are translated inside the admin app itself.
  if (row.predefined === 1) return businessError(c, "The strings of a bundled language can not be changed.");
  const saved = await savePanel(
    c,
    (db) => dictionary(db, row.id),
    async (trx) => {
      await trx.deleteFrom("language_strings").where("language_id", "=", row.id).execute();
      const entries = Object.entries(v.data.strings);
      for (let i = 0; i < entries.length; i += 500) {
        await trx
          .insertInto("language_strings")
          .values(entries.slice(i, i + 500).map(([key, value]) => ({ language_id: row.id, key, value })))
          .execute();
      }
      return dictionary(trx, row.id);
    },
  );
  return saved instanceof Response ? saved : ok(c, saved);
});

localizationRoutes.get("/localization", async (c) => {
  const code = c.req.query("locale_code")?.trim();
  if (!code) return validationFailed(c, { form: [laravel.required("locale_code")] });
  if (!CODE.test(code)) return notFoundA(c);
  const db = c.get("db");
  const row = await db.selectFrom("languages").select("id").where("code", "=", code).executeTakeFirst();
  if (!row) return notFoundA(c);
  return ok(c, await dictionary(db, row.id));
});
