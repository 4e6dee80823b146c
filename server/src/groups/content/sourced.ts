import type { Kysely } from "kysely";
import type { Hono } from "hono";
import { z } from "zod";
import type { Env } from "../../http/env";
import { businessError, notFoundA, ok, validationFailed } from "../../http/envelope";
import { isoNow } from "../../http/format";
import { requestLanguage } from "../../http/i18n";
import { checkUpload, deleteUpload, storeUpload } from "../../http/uploads";
import { isBlank, oneOf, optionalFlag12, optionalString, readBody, requiredString, validateValues } from "../../http/validate";
import { defined, hideAdmin, loadOwned, mountOwned, upsertRow, uploadTarget } from "../../http/crud-kit";
import { type LangSpec, overlayRows, splitForRequest, writeTranslation } from "../translations";
import { type Ctx, optionalLink, requiredSlug } from "./common";
import { checkSources, loadSources, saveSources, SOURCE_KINDS, sourceField, type Owner, type SourceItem } from "./sources";

/*
 * What home sliders and banners share: find / action / image upload with source links and a
 * translated title. Each group file adds its own list and delete routes.
 */

export interface SourcedSpec {
  table: "home_sliders" | "banners";
  owner: Owner;
  lang: LangSpec;
  /** Permission group: home_slider or banner. */
  perm: "home_slider" | "banner";
  types: readonly number[];
  uploadPrefix: string;
  /** Extra body fields of the action (closable, slider_type). */
  extra: z.ZodRawShape;
}

type Row = { id: number; admin_id: number; image: string | null; [k: string]: unknown };

const SOURCE_TYPES = [1, 2, 3, 4, 5, 6] as const;
const TAG = 3;
const URL_SOURCE = 6;

export function sourcedHelpers(spec: SourcedSpec) {
  const anyDb = (c: Ctx) => c.get("db") as unknown as Kysely<any>;

  const load = (c: Ctx, id: number | null) => loadOwned(c, spec.table, id);

  /** The row (translated) with its source arrays. */
  async function withSources(c: Ctx, id: number) {
    const row = (await anyDb(c).selectFrom(spec.table).selectAll().where("id", "=", id).executeTakeFirstOrThrow()) as Row;
    const [tr] = await overlayRows(c.get("db"), spec.lang, [row], requestLanguage(c));
    return { ...hideAdmin(tr), ...(await loadSources(c.get("db"), spec.owner, id)) };
  }

  const sources = Object.fromEntries(SOURCE_KINDS.map((k) => [k.key, sourceField(k)]));
  const schema = z
    .object({
      title: requiredString("title", { max: 255 }),
      slug: requiredSlug("slug"),
      type: oneOf("type", spec.types),
      source_type: oneOf("source_type", SOURCE_TYPES),
      url: optionalLink("url"),
      tags: optionalString("tags", { max: 1000 }),
      status: optionalFlag12("status"),
      ...spec.extra,
      ...sources,
    })
    .superRefine((v, ctx) => {
      // What the source type points at must be given (Laravel's required_if texts).
      if (v.source_type === URL_SOURCE && isBlank(v.url))
        ctx.addIssue({ code: "custom", message: "The url field is required when source type is 6." });
      if (v.source_type === TAG && isBlank(v.tags))
        ctx.addIssue({ code: "custom", message: "The tags field is required when source type is 3." });
    });

  /** The action's checks and writes: slug, sources, the row with its translation and source links. */
  async function save(c: Ctx, current: Row | null, data: Record<string, unknown>): Promise<number | Response> {
    const db = c.get("db");
    const taken = await anyDb(c)
      .selectFrom(spec.table)
      .select("id")
      .where("slug", "=", data.slug)
      .$if(!!current, (q) => q.where("id", "!=", current!.id))
      .executeTakeFirst();
    if (taken) return businessError(c, "Slug already exists.");
    const sourceValues: Record<string, SourceItem[]> = {};
    const fields: Record<string, unknown> = {};
    for (const [k, val] of Object.entries(data)) {
      if (k.startsWith("source_") && k !== "source_type") {
        if (val !== undefined) sourceValues[k] = val as SourceItem[];
      } else fields[k] = val;
    }
    const problems = await checkSources(db, c.get("admin"), spec.owner, current?.id ?? null, sourceValues);
    if (problems.length) return validationFailed(c, { form: problems });
    const { lang, base, translated } = splitForRequest(c, spec.lang, defined(fields));
    const now = isoNow();
    const me = c.get("admin");
    return db.transaction().execute(async (trx) => {
      // A new row also gets the translated fields as its base values.
      const rowId = await upsertRow(trx, spec.table, current, base, { ...translated, admin_id: me.id });
      if (lang) await writeTranslation(trx, spec.lang, rowId, lang, translated);
      await saveSources(trx, spec.owner, rowId, sourceValues, now);
      return rowId;
    });
  }

  /** Image upload: replaces the image of `id`, or creates a draft row (contract 1.6). */
  async function image(c: Ctx) {
    const existing = await uploadTarget(c, spec.table, spec.perm);
    if (existing instanceof Response) return existing;
    const body = await readBody(c);
    if (!body) return validationFailed(c, { image: ["The photo field is required."] });
    const v = validateValues(c, z.object({ type: oneOf("type", spec.types) }), body);
    if (!v.ok) return v.response;
    const errors = await checkUpload(body.photo, "image", "photo");
    if (errors.length) return validationFailed(c, { image: errors });
    const uploadDir = c.get("config").uploadDir;
    const name = await storeUpload(uploadDir, body.photo as File, spec.uploadPrefix);
    const now = isoNow();
    const t = anyDb(c);
    let rowId: number;
    if (existing) {
      await t.updateTable(spec.table).set({ image: name, type: v.data.type, updated_at: now }).where("id", "=", existing.id).execute();
      await deleteUpload(uploadDir, existing.image);
      rowId = existing.id;
    } else {
      const inserted = await t
        .insertInto(spec.table)
        .values({ image: name, type: v.data.type, admin_id: c.get("admin").id, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      rowId = Number(inserted.id);
    }
    return ok(c, await withSources(c, rowId));
  }

  /** Mounts find, action and the two upload aliases. */
  function mount(router: Hono<Env>) {
    mountOwned(router, {
      table: spec.table,
      perm: spec.perm,
      json: (c, rows) => Promise.all(rows.map((r) => withSources(c, r.id))),
      find: { notFound: notFoundA },
      action: {
        schema,
        modelBinding: true,
        save: (c, { current, data }) => save(c, current as Row | null, data as Record<string, unknown>),
      },
    });
    for (const path of ["/image", "/upload"]) {
      router.post(`${path}/:id?`, (c) => image(c));
    }
  }

  return { load, withSources, mount };
}
