import type { Context, Hono } from "hono";
import type { Kysely, Selectable, SelectQueryBuilder, Transaction } from "kysely";
import type { z } from "zod";
import type { Database } from "../db/schema";
import { denyUnless, gate } from "./auth";
import type { AdminContext, Env } from "./env";
import { businessError, forbidden, notFoundA, ok } from "./envelope";
import { isoNow, withCreated } from "./format";
import { likeEscaped, paginate, searchParam, requestedSort } from "./pagination";
import { deleteUpload } from "./uploads";
import { validateBody, type Body } from "./validate";
import { listFilters } from "./list-filters";
import { idsOrAnswer, parseId } from "./path-ids";
import { saveAtVersion, staleVersion, versioned } from "./record-version";

/*
 * The CRUD kit: what every group of owned records does the same way — ids in paths, vendor scope
 * (contract 1.8), "check everything, then write, and on a refusal write nothing", and the four
 * routes all / find / action / delete of contract 1.5–1.6. A group describes its table, permission
 * names, JSON and save rules (`mountOwned`), or uses the pieces for routes that differ.
 */

type Ctx = Context<Env>;

// Ids in paths: path-ids.ts; the kit's users import them from here.
export { idsOrAnswer, MAX_IDS, parseId, parseIds, readIdList, TOO_MANY_IDS, type IdList } from "./path-ids";

// ---------------------------------------------------------------------------------------------
// All or nothing

/** Thrown (usually inside a transaction) to roll it back and answer `response` instead. */
export class Abort extends Error {
  constructor(readonly response: Response) {
    super("aborted");
  }
}

/** Runs `work`; an Abort thrown from it becomes its answer. */
export async function abortable(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof Abort) return err.response;
    throw err;
  }
}

/** Runs `work` in a transaction; an Abort thrown inside rolls it back and becomes the answer. */
export function transactional(c: Ctx, work: (trx: Transaction<Database>) => Promise<Response>): Promise<Response> {
  return abortable(() => c.get("db").transaction().execute(work));
}

/** Drops undefined values (fields not sent), so an update keeps what is stored (contract 1.6). */
export function defined<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Drops `admin_id`, which most owned models hide. */
export function hideAdmin<T extends { admin_id?: unknown }>(row: T): Omit<T, "admin_id"> {
  const { admin_id: _hidden, ...rest } = row;
  return rest;
}

// ---------------------------------------------------------------------------------------------
// Vendor scope (contract 1.8)

/**
 * Who sees only their own rows: "vendor" on most groups; "non-superadmin" where the contract
 * filters everyone but the superadmin (footer image links, language list, reviews).
 */
export type Scope = "vendor" | "non-superadmin";

function scoped(me: AdminContext, scope: Scope): boolean {
  return scope === "vendor" ? me.isVendor : !me.isSuperadmin;
}

/** True when the caller may not touch a row owned by `adminId`. */
export function isForeign(me: AdminContext, adminId: number | null, scope: Scope = "vendor"): boolean {
  return scoped(me, scope) && adminId !== me.id;
}

/** The 403 answer for a row the caller may not touch, or null. */
export function denyForeign(c: Ctx, row: { admin_id: number | null } | null | undefined, scope: Scope = "vendor"): Response | null {
  return row && isForeign(c.get("admin"), row.admin_id, scope) ? forbidden(c) : null;
}

/** Restricts a list to the caller's own rows when its scope says so. */
export function ownRows<Q extends SelectQueryBuilder<any, any, any>>(
  q: Q,
  me: AdminContext,
  scope: Scope = "vendor",
  column = "admin_id",
): Q {
  return scoped(me, scope) ? (q.where(column, "=", me.id) as Q) : q;
}

// ---------------------------------------------------------------------------------------------
// Owned rows

type TablesWith<R> = { [K in keyof Database]: Selectable<Database[K]> extends R ? K : never }[keyof Database];

/** Tables whose rows belong to an admin. */
export type OwnedTable = TablesWith<{ id: number; admin_id: number }>;
/** Tables with an integer id. */
export type IdTable = TablesWith<{ id: number }>;
export type RowOf<T extends keyof Database> = Selectable<Database[T]>;

// The kit serves every owned table: Kysely cannot follow a table name through the union, so the
// queries go through Kysely<any> with the name the group fixed in code (never from a request).
const anyDb = (db: Kysely<Database> | Transaction<Database>) => db as unknown as Kysely<any>;

/**
 * The ids of `ids` the caller may reference in a write: rows that exist and, when `scope` restricts
 * the caller, are its own (docs/decisions/0005: references were checked for existence only, so a vendor's
 * product went into the superadmin's collection). `scope` null: shared rows, existence only.
 */
export async function referable(
  db: Kysely<Database> | Transaction<Database>,
  me: AdminContext,
  table: OwnedTable,
  ids: readonly number[],
  scope: Scope | null = "vendor",
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  let q = anyDb(db)
    .selectFrom(table)
    .select("id")
    .where("id", "in", [...new Set(ids)]);
  if (scope) q = ownRows(q, me, scope);
  return new Set((await q.execute()).map((r: { id: number }) => Number(r.id)));
}

/**
 * One row by id: the row, null when there is none, or the 403 answer for someone else's (with a
 * scope; pass null for tables without owners).
 */
export async function loadOwned<T extends IdTable>(
  c: Ctx,
  table: T,
  id: number | null,
  scope: Scope | null = "vendor",
): Promise<RowOf<T> | null | Response> {
  if (id === null) return null;
  const row = (await anyDb(c.get("db")).selectFrom(table).selectAll().where("id", "=", id).executeTakeFirst()) as RowOf<T> | undefined;
  if (!row) return null;
  return (scope && denyForeign(c, row as { admin_id: number }, scope)) || row;
}

/**
 * The row an `upload/{id?}` route writes to: the caller's row (gate `.edit`), null when a new draft
 * row is to be made (gate `.create`; contract 1.6: an unknown id makes one too), or the refusal.
 */
export async function uploadTarget<T extends IdTable>(
  c: Ctx,
  table: T,
  perm: string,
  scope: Scope | null = "vendor",
): Promise<RowOf<T> | null | Response> {
  const row = await loadOwned(c, table, parseId(c.req.param("id")), scope);
  return denyUnless(c, `${perm}.${row ? "edit" : "create"}`) ?? row;
}

/**
 * The write of an action: updates `current` with `values`, or inserts `values` and `onCreate` (the
 * owner, fields only a new row gets); timestamps are set here. Answers the row's id.
 */
export async function upsertRow(
  db: Kysely<Database> | Transaction<Database>,
  table: IdTable,
  current: { id: number } | null,
  values: Record<string, unknown>,
  onCreate: Record<string, unknown> = {},
): Promise<number> {
  const now = isoNow();
  if (current) {
    await anyDb(db)
      .updateTable(table)
      .set({ ...values, updated_at: now })
      .where("id", "=", current.id)
      .execute();
    return current.id;
  }
  const row = await anyDb(db)
    .insertInto(table)
    .values({ ...values, ...onCreate, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export interface SaveInput<T extends IdTable, D> {
  /** null = create. */
  current: RowOf<T> | null;
  data: D;
  /** The raw body (to tell "sent empty" from "not sent"). */
  body: Body;
}

export interface Resource<T extends IdTable, S extends z.ZodType = z.ZodType> {
  table: T;
  /** Permission prefix: `<perm>.view`, `.create`, `.edit`, `.delete`. */
  perm: string;
  /** Who sees and changes only their own rows (mountOwned: vendors unless said otherwise). */
  scope?: T extends OwnedTable ? Scope : never;
  /** Rows as find and action answer them; batched (one query per relation for all rows, never per row). */
  json: (c: Ctx, rows: Array<RowOf<T>>) => Promise<unknown[]> | unknown[];
  /**
   * `all`: sorted, searched, paginated; every list also takes the created day range
   * (`start_time`/`end_time`, as order/all), and `status` (1 public, 2 private) where `status` is set.
   */
  list?: {
    sortable: readonly string[];
    search: readonly string[];
    status?: boolean;
    items?: (c: Ctx, rows: Array<RowOf<T>>) => Promise<unknown[]>;
  };
  /** `find/{id}` with the group's not-found answer (the contract picks NF-A or NF-B per group). */
  find?: { notFound: (c: Ctx) => Response };
  action?: {
    schema: S;
    /**
     * Routes whose id is a Laravel model binding answer an unknown id with NF-A before validating;
     * the others validate and answer `data: null`, "an update of nothing" (contract 1.6).
     */
    modelBinding?: boolean;
    /** Checks and writes; answers the saved row's id, a refusal, or throws Abort inside a transaction. */
    save: (c: Ctx, input: SaveInput<T, z.output<S>>) => Promise<number | Response>;
    /** The answer's JSON (default `json`); `data` is what was validated. */
    answer?: (c: Ctx, row: RowOf<T>, data: z.output<S>) => Promise<unknown> | unknown;
  };
  delete?: DeleteRules<T>;
}

export interface DeleteRules<T extends IdTable> {
  notFound: (c: Ctx) => Response;
  /** `data` of the answer: `true` on most groups, `null` on products. */
  data?: true | null;
  /** A refusal while something still uses the rows (checked after existence and ownership). */
  inUse?: (trx: Transaction<Database>, ids: number[]) => Promise<string | null>;
  /** Work before the rows go, in the same transaction; answers the upload files to remove once committed. */
  prepare?: (trx: Transaction<Database>, rows: Array<RowOf<T>>) => Promise<Array<string | null>>;
  /** How those files go (default: each is deleted). */
  removeFiles?: (c: Ctx, names: Array<string | null>) => Promise<void>;
}

export interface ListDelete<T extends IdTable> extends DeleteRules<T> {
  table: T;
  /** Gate: `<perm>.delete`, or the full permission name when it holds a dot. */
  perm: string;
  /** Who may delete only their own rows; only for tables with `admin_id` (none by default). */
  scope?: T extends OwnedTable ? Scope : never;
}

export interface MountedResource {
  /** Answers the row `id` as find does (for the group's other routes: uploads, drafts). */
  answer(c: Ctx, id: number): Promise<Response>;
}

/** Mounts an owned resource (vendors scoped to their own rows unless `scope` says otherwise). */
export function mountOwned<T extends OwnedTable, S extends z.ZodType>(routes: Hono<Env>, spec: Resource<T, S>): MountedResource {
  return mountResource(routes, { ...spec, scope: spec.scope ?? "vendor" } as Resource<T, S>);
}

/** Mounts the routes a resource describes: `all`, `find/{id}`, `action/{id?}`, `delete/{ids}`. */
export function mountResource<T extends IdTable, S extends z.ZodType>(routes: Hono<Env>, spec: Resource<T, S>): MountedResource {
  const { table, perm, list, find, action } = spec;
  const scope: Scope | null = spec.scope ?? null;
  const one = async (c: Ctx, row: RowOf<T>) => (await spec.json(c, [row]))[0];

  if (list) {
    routes.get("/all", gate(`${perm}.view`), async (c) => {
      const sort = requestedSort(c, list.sortable);
      const db = anyDb(c.get("db"));
      let q = db.selectFrom(table).selectAll() as SelectQueryBuilder<any, any, RowOf<T>>;
      if (scope) q = ownRows(q, c.get("admin"), scope);
      const pattern = searchParam(c.req.query("q"));
      if (pattern) q = q.where((eb) => eb.or(list.search.map((column) => likeEscaped(column, pattern))));
      const filtered = listFilters(c, q, list.status === true);
      if (filtered instanceof Response) return filtered;
      q = filtered.orderBy(sort.column, sort.direction).orderBy("id", sort.direction);
      const items =
        list.items ??
        (async (cc: Ctx, rows: Array<RowOf<T>>) =>
          withCreated((await spec.json(cc, rows)) as Array<{ created_at?: string }>, cc.req.query("time_zone")));
      return ok(c, await paginate(c, db, q, { map: (rows) => items(c, rows) }));
    });
  }

  if (find) {
    routes.get("/find/:id", gate(`${perm}.view`), async (c) => {
      const row = await loadOwned(c, table, parseId(c.req.param("id")), scope);
      if (row instanceof Response) return row;
      return row ? ok(versioned(c, row), await one(c, row)) : find.notFound(c);
    });
  }

  if (action) {
    routes.post("/action/:id?", (c) =>
      abortable(async () => {
        const raw = c.req.param("id");
        const denied = denyUnless(c, `${perm}.${raw === undefined ? "create" : "edit"}`);
        if (denied) return denied;
        const current = raw === undefined ? null : await loadOwned(c, table, parseId(raw), scope);
        if (current instanceof Response) return current;
        const unknown = raw !== undefined && !current;
        if (unknown && action.modelBinding) return notFoundA(c);
        // A form opened on an older version of the record (If-Match) is told before its body is read.
        const stale = current && (await staleVersion(c, current, () => one(c, current)));
        if (stale) return stale;
        const v = await validateBody(c, action.schema);
        if (!v.ok) return v.response;
        if (unknown) return ok(c, null);
        const save = () => action.save(c, { current, data: v.data, body: v.body });
        const saved = await saveAtVersion(c, table, current as { id: number } | null, (now) => one(c, now as RowOf<T>), save);
        if (saved instanceof Response) return saved;
        const row = await loadRow(c, table, saved);
        return ok(versioned(c, row), await (action.answer ? action.answer(c, row, v.data) : one(c, row)));
      }),
    );
  }

  if (spec.delete) mountDelete(routes, { ...spec.delete, table, perm, scope: scope ?? undefined } as ListDelete<T>);
  return { answer: async (c, id) => ok(c, await one(c, await loadRow(c, table, id))) };
}

async function loadRow<T extends IdTable>(c: Ctx, table: T, id: number): Promise<RowOf<T>> {
  return (await anyDb(c.get("db")).selectFrom(table).selectAll().where("id", "=", id).executeTakeFirstOrThrow()) as RowOf<T>;
}

/**
 * `delete/{ids}` of a comma list, all or nothing: one unknown id (or, with a scope, one row the
 * caller may not touch) deletes none; then `inUse` may refuse, `prepare` runs, the rows go.
 */
export function mountDelete<T extends IdTable>(routes: Hono<Env>, spec: ListDelete<T>): void {
  const { table, scope } = spec;
  routes.delete("/delete/:ids", gate(spec.perm.includes(".") ? spec.perm : `${spec.perm}.delete`), async (c) => {
    const ids = idsOrAnswer(c, c.req.param("ids"), spec.notFound);
    if (ids instanceof Response) return ids;
    let files: Array<string | null> = [];
    const answer = await transactional(c, async (trx) => {
      const rows = (await anyDb(trx).selectFrom(table).selectAll().where("id", "in", ids).execute()) as Array<RowOf<T>>;
      if (rows.length !== ids.length) throw new Abort(spec.notFound(c));
      if (scope && rows.some((r) => isForeign(c.get("admin"), (r as { admin_id: number }).admin_id, scope))) throw new Abort(forbidden(c));
      const refusal = spec.inUse ? await spec.inUse(trx, ids) : null;
      if (refusal) throw new Abort(businessError(c, refusal));
      const collected = spec.prepare ? await spec.prepare(trx, rows) : [];
      await anyDb(trx)
        .deleteFrom(table as string)
        .where("id", "in", ids)
        .execute();
      files = collected;
      return ok(c, spec.data === undefined ? true : spec.data);
    });
    if (files.length) await (spec.removeFiles ?? removeUploads)(c, files);
    return answer;
  });
}

/** Deletes upload files by name (thumbnails too); empty names are skipped. */
export async function removeUploads(c: Ctx, names: Array<string | null | undefined>): Promise<void> {
  for (const name of names) if (name) await deleteUpload(c.get("config").uploadDir, name);
}
