import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { can } from "../http/auth";
import type { Env } from "../http/env";
import { businessError, envelope, forbidden, NOT_FOUND_MESSAGE, notFoundA, ok, validationFailed } from "../http/envelope";
import { isoNow } from "../http/format";
import { parseId } from "../http/path-ids";
import { field, isBlank, requiredString, validateBody, type Result } from "../http/validate";

/*
 * Saved views (extension, server/docs/saved-views.md): a list's search, filters, sort and columns
 * kept under a name, per admin, optionally shared with the shop.
 *
 *   GET  saved-view/all?list=orders&subject=order   → {views, default_id, can_share, max_state_bytes}
 *   POST saved-view/create      {list, subject, name, state, shared?}  → the view
 *   POST saved-view/update/{id} {name?, state?, shared?}               → the view (owner only)
 *   POST saved-view/delete/{id}                                        → true (owner only)
 *   POST saved-view/reorder     {list, subject, ids}                   → the list's views
 *   POST saved-view/default     {list, subject, id|null}               → {default_id}
 *
 * Every call needs `<subject>.view`, the list's own gate; a subject that names no permission is 404.
 * Sharing is for superadmins: a shared view shows on every admin's list, so only those who run the
 * whole shop may put one there. Vendors and restricted admins keep their views to themselves.
 */

export const savedViewRoutes = new Hono<Env>();

/** The state is a handful of filters and column keys: 8 KB is ample and keeps the table small. */
export const MAX_STATE_BYTES = 8192;
export const MAX_NAME_CHARS = 60;
/** Per admin and list: enough for any morning routine, few enough for a tab strip. */
export const MAX_VIEWS_PER_LIST = 30;

const LIST = /^[a-z][a-z0-9_-]{0,39}$/;
const SUBJECT = /^[a-z][a-z_]{0,39}$/;

const nameField = requiredString("name", { max: MAX_NAME_CHARS });

/** The panel's JSON state: an object, at most MAX_STATE_BYTES once serialised. */
const stateCheck = (v: unknown): Result<string> => {
  if (!v || typeof v !== "object" || Array.isArray(v)) return { ok: false, messages: ["The state must be a valid JSON object."] };
  const text = JSON.stringify(v);
  return Buffer.byteLength(text, "utf8") > MAX_STATE_BYTES
    ? { ok: false, messages: [`The state must not be greater than ${MAX_STATE_BYTES} bytes.`] }
    : { ok: true, value: text };
};

const sharedField = field<number | undefined>((v) => {
  if (isBlank(v)) return { ok: true, value: undefined };
  if (v === true || v === 1 || v === "1") return { ok: true, value: 1 };
  if (v === false || v === 0 || v === "0") return { ok: true, value: 0 };
  return { ok: false, messages: ["The shared field must be true or false."] };
}).optional();

const createSchema = z.object({ name: nameField, state: field(stateCheck), shared: sharedField });
const updateSchema = z.object({
  name: field<string | undefined>((v) => (v === undefined ? { ok: true, value: undefined } : checkName(v))).optional(),
  state: field<string | undefined>((v) => (v === undefined ? { ok: true, value: undefined } : stateCheck(v))).optional(),
  shared: sharedField,
});
const idsField = field<number[]>((v) =>
  Array.isArray(v) && v.length <= MAX_VIEWS_PER_LIST * 4 && v.every((n) => Number.isSafeInteger(n) && n >= 1)
    ? { ok: true, value: [...new Set(v as number[])] }
    : { ok: false, messages: ["The ids must be an array of view ids."] },
);
const reorderSchema = z.object({ ids: idsField });
const defaultSchema = z.object({
  id: field<number | null>((v) =>
    isBlank(v)
      ? { ok: true, value: null }
      : parseId(String(v))
        ? { ok: true, value: Number(v) }
        : { ok: false, messages: ["The selected id is invalid."] },
  ).optional(),
});

function checkName(v: unknown): Result<string> {
  const parsed = nameField.safeParse(v);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, messages: parsed.error.issues.map((i) => i.message) };
}

const notFound = (c: Context<Env>) => c.json(envelope({ form: [NOT_FOUND_MESSAGE] }, 404, NOT_FOUND_MESSAGE), 404);

interface Place {
  list: string;
  subject: string;
}

/** Whether the caller may read the subject's list: 404 for no such subject, 403 without its `view`. */
async function gateSubject(c: Context<Env>, subject: string): Promise<Response | null> {
  if (can(c, `${subject}.view`)) return null;
  const known = await c.get("db").selectFrom("permissions").select("id").where("name", "=", `${subject}.view`).executeTakeFirst();
  return known ? forbidden(c) : notFound(c);
}

/** The list a call is about, from the query (GET) or the body; else the answer instead. */
async function placeOf(c: Context<Env>, from: Record<string, unknown>): Promise<Place | Response> {
  const list = typeof from.list === "string" ? from.list : "";
  const subject = typeof from.subject === "string" ? from.subject : "";
  const messages = [
    ...(LIST.test(list) ? [] : ["The list format is invalid."]),
    ...(SUBJECT.test(subject) ? [] : ["The subject format is invalid."]),
  ];
  if (messages.length) return validationFailed(c, { form: messages });
  return (await gateSubject(c, subject)) ?? { list, subject };
}

interface ViewRow {
  id: number;
  admin_id: number;
  owner_name: string | null;
  list: string;
  subject: string;
  name: string;
  state: string;
  shared: number;
  position: number;
  created_at: string;
  updated_at: string;
}

const viewColumns = [
  "v.id as id",
  "v.admin_id as admin_id",
  "a.name as owner_name",
  "v.list as list",
  "v.subject as subject",
  "v.name as name",
  "v.state as state",
  "v.shared as shared",
  "v.position as position",
  "v.created_at as created_at",
  "v.updated_at as updated_at",
] as const;

const selectViews = (c: Context<Env>) =>
  c.get("db").selectFrom("saved_views as v").innerJoin("admins as a", "a.id", "v.admin_id").select(viewColumns);

/** What the API answers for a view: the state parsed back, whose it is and whether the caller owns it. */
function present(row: ViewRow, me: number) {
  return {
    id: row.id,
    list: row.list,
    subject: row.subject,
    name: row.name,
    state: JSON.parse(row.state) as Record<string, unknown>,
    shared: row.shared === 1,
    position: row.position,
    owner: { id: row.admin_id, name: row.owner_name ?? "" },
    mine: row.admin_id === me,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The caller's own views of the list in their order, then the others' shared ones by name. */
async function listViews(c: Context<Env>, at: Place) {
  const me = c.get("admin").id;
  const rows = (await selectViews(c)
    .where("v.list", "=", at.list)
    .where("v.subject", "=", at.subject)
    .where((eb) => eb.or([eb("v.admin_id", "=", me), eb("v.shared", "=", 1)]))
    .execute()) as ViewRow[];
  const own = rows.filter((r) => r.admin_id === me).sort((a, b) => a.position - b.position || a.id - b.id);
  const theirs = rows.filter((r) => r.admin_id !== me).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  return [...own, ...theirs].map((r) => present(r, me));
}

/** A view the caller owns and may still read; else the answer instead (404, or 403 for another's). */
async function ownView(c: Context<Env>): Promise<ViewRow | Response> {
  const id = parseId(c.req.param("id"));
  const row = id === null ? undefined : ((await selectViews(c).where("v.id", "=", id).executeTakeFirst()) as ViewRow | undefined);
  const me = c.get("admin").id;
  // Another's private view is not there as far as the caller knows; a shared one is read-only.
  if (!row || (row.admin_id !== me && row.shared !== 1)) return notFoundA(c);
  const denied = await gateSubject(c, row.subject);
  if (denied) return denied;
  return row.admin_id === me ? row : forbidden(c);
}

const nameTaken = async (c: Context<Env>, at: Place, name: string, except?: number) => {
  let query = c
    .get("db")
    .selectFrom("saved_views")
    .select("id")
    .where("admin_id", "=", c.get("admin").id)
    .where("list", "=", at.list)
    .where("subject", "=", at.subject)
    .where("name", "=", name);
  if (except !== undefined) query = query.where("id", "!=", except);
  return (await query.executeTakeFirst()) !== undefined;
};

const NAME_TAKEN = "The name has already been taken.";
const SHARE_DENIED = "Only a superadmin may share a view with the shop.";

// A view is a few hundred bytes; the state's own limit is checked with its message, this stops a flood.
const limitedBody = bodyLimit({
  maxSize: MAX_STATE_BYTES * 2,
  onError: (c) => c.json(envelope({ form: ["The request is too large."] }, 413, "The request is too large."), 413),
});

savedViewRoutes.get("/all", async (c) => {
  const at = await placeOf(c, c.req.query());
  if (at instanceof Response) return at;
  const row = await c
    .get("db")
    .selectFrom("saved_view_defaults")
    .select("view_id")
    .where("admin_id", "=", c.get("admin").id)
    .where("list", "=", at.list)
    .where("subject", "=", at.subject)
    .executeTakeFirst();
  const views = await listViews(c, at);
  // A default that another admin has since unshared no longer shows: nor does it apply.
  const defaultId = row && views.some((v) => v.id === row.view_id) ? row.view_id : null;
  return ok(c, { views, default_id: defaultId, can_share: c.get("admin").isSuperadmin, max_state_bytes: MAX_STATE_BYTES });
});

savedViewRoutes.post("/create", limitedBody, async (c) => {
  const v = await validateBody(c, createSchema);
  if (!v.ok) return v.response;
  const at = await placeOf(c, v.body);
  if (at instanceof Response) return at;
  if (v.data.shared === 1 && !c.get("admin").isSuperadmin) return businessError(c, SHARE_DENIED, "shared");
  if (await nameTaken(c, at, v.data.name)) return businessError(c, NAME_TAKEN, "name");
  const db = c.get("db");
  const me = c.get("admin").id;
  const mine = await db
    .selectFrom("saved_views")
    .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.max("position").as("last")])
    .where("admin_id", "=", me)
    .where("list", "=", at.list)
    .where("subject", "=", at.subject)
    .executeTakeFirstOrThrow();
  if (Number(mine.n) >= MAX_VIEWS_PER_LIST) return businessError(c, `A list may have at most ${MAX_VIEWS_PER_LIST} views.`);
  const now = isoNow();
  const inserted = await db
    .insertInto("saved_views")
    .values({
      admin_id: me,
      ...at,
      name: v.data.name,
      state: v.data.state,
      shared: v.data.shared ?? 0,
      position: Number(mine.last ?? 0) + 1,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const row = (await selectViews(c).where("v.id", "=", inserted.id).executeTakeFirstOrThrow()) as ViewRow;
  return ok(c, present(row, me));
});

savedViewRoutes.post("/update/:id", limitedBody, async (c) => {
  const row = await ownView(c);
  if (row instanceof Response) return row;
  const v = await validateBody(c, updateSchema);
  if (!v.ok) return v.response;
  if (v.data.shared === 1 && row.shared !== 1 && !c.get("admin").isSuperadmin) return businessError(c, SHARE_DENIED, "shared");
  if (v.data.name !== undefined && (await nameTaken(c, row, v.data.name, row.id))) return businessError(c, NAME_TAKEN, "name");
  const change = {
    ...(v.data.name === undefined ? {} : { name: v.data.name }),
    ...(v.data.state === undefined ? {} : { state: v.data.state }),
    ...(v.data.shared === undefined ? {} : { shared: v.data.shared }),
    updated_at: isoNow(),
  };
  await c.get("db").updateTable("saved_views").set(change).where("id", "=", row.id).execute();
  const fresh = (await selectViews(c).where("v.id", "=", row.id).executeTakeFirstOrThrow()) as ViewRow;
  return ok(c, present(fresh, c.get("admin").id));
});

savedViewRoutes.post("/delete/:id", async (c) => {
  const row = await ownView(c);
  if (row instanceof Response) return row;
  // The defaults that named it go with it (ON DELETE CASCADE).
  await c.get("db").deleteFrom("saved_views").where("id", "=", row.id).execute();
  return ok(c, true);
});

savedViewRoutes.post("/reorder", async (c) => {
  const v = await validateBody(c, reorderSchema);
  if (!v.ok) return v.response;
  const at = await placeOf(c, v.body);
  if (at instanceof Response) return at;
  const db = c.get("db");
  const me = c.get("admin").id;
  const own = await db
    .selectFrom("saved_views")
    .select("id")
    .where("admin_id", "=", me)
    .where("list", "=", at.list)
    .where("subject", "=", at.subject)
    .execute();
  const ownIds = new Set(own.map((r) => r.id));
  // All of the caller's views of the list, each once: a partial or foreign list would leave gaps.
  if (v.data.ids.length !== ownIds.size || v.data.ids.some((id) => !ownIds.has(id))) {
    return validationFailed(c, { ids: ["The ids must list each of your views of this list once."] });
  }
  await db.transaction().execute(async (tx) => {
    for (const [index, id] of v.data.ids.entries()) {
      await tx
        .updateTable("saved_views")
        .set({ position: index + 1 })
        .where("id", "=", id)
        .execute();
    }
  });
  return ok(c, await listViews(c, at));
});

savedViewRoutes.post("/default", async (c) => {
  const v = await validateBody(c, defaultSchema);
  if (!v.ok) return v.response;
  const at = await placeOf(c, v.body);
  if (at instanceof Response) return at;
  const db = c.get("db");
  const me = c.get("admin").id;
  const clear = () =>
    db.deleteFrom("saved_view_defaults").where("admin_id", "=", me).where("list", "=", at.list).where("subject", "=", at.subject);
  const id = v.data.id ?? null;
  if (id === null) {
    await clear().execute();
    return ok(c, { default_id: null });
  }
  // One's own view or a shared one of the same list.
  const view = await db
    .selectFrom("saved_views")
    .select("id")
    .where("id", "=", id)
    .where("list", "=", at.list)
    .where("subject", "=", at.subject)
    .where((eb) => eb.or([eb("admin_id", "=", me), eb("shared", "=", 1)]))
    .executeTakeFirst();
  if (!view) return validationFailed(c, { id: ["The selected id is invalid."] });
  await db
    .insertInto("saved_view_defaults")
    .values({ admin_id: me, ...at, view_id: id })
    .onConflict((oc) => oc.columns(["admin_id", "list", "subject"]).doUpdateSet({ view_id: id }))
    .execute();
  return ok(c, { default_id: id });
});
