import type { Insertable, Kysely, Selectable } from "kysely";
import type { Database } from "../../server/src/db/schema";
import type { TestServer } from "./harness";

/*
 * Entries for the activity log's route tests, written straight into the table (not through the
 * capture), so the routes are tested whatever records the entries. The server may add entries of
 * its own (a sign-in), so the tests compare the routes with what the table holds, read here.
 */

export type NewEntry = Insertable<Database["activity_log"]>;
export type StoredEntry = Selectable<Database["activity_log"]>;

/** People who exist only in the log (ids far above the seeded admins'). */
export const ALICE = { id: 9001, name: "Alice Fixture", role: "superadmin" };
export const BRUNO = { id: 9002, name: "Bruno Fixture", role: "clerk" };
export const WALTER = { id: 9003, name: "Walter Othervendor", role: "vendor" };

let nextId = 500_000;

/** Inserts the entries (ids given here, after anything the server wrote) and answers their ids. */
export async function insertEntries(db: Kysely<Database>, entries: Array<Omit<NewEntry, "id">>): Promise<number[]> {
  const top = await db
    .selectFrom("activity_log")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  nextId = Math.max(nextId, Number(top?.id ?? 0) + 1);
  const rows = entries.map((e) => ({ ...e, id: nextId++ }));
  // SQLite takes at most 32,766 bound values a statement.
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insertInto("activity_log")
      .values(rows.slice(i, i + 1000))
      .execute();
  return rows.map((r) => r.id);
}

/** One entry with sensible defaults. */
export function entry(over: Partial<NewEntry> & { created_at: string }): Omit<NewEntry, "id"> {
  return {
    admin_id: ALICE.id,
    admin_name: ALICE.name,
    admin_role: ALICE.role,
    area: "catalog",
    action: "update",
    record_type: "product",
    record_id: "1",
    record_title: "Scarpe da corsa",
    changes: JSON.stringify([{ field: "selling", old: 28, new: 25.5 }]),
    ip: "203.0.113.9",
    user_agent: "Mozilla/5.0 test",
    ...over,
  };
}

/** Every stored entry, newest id first. */
export async function storedEntries(db: Kysely<Database>): Promise<StoredEntry[]> {
  return db.selectFrom("activity_log").selectAll().orderBy("id", "desc").execute();
}

/** All pages of `activity-log/all` with `query` (100 a page), concatenated. */
export async function allPages(t: TestServer, token: string, query: Record<string, string | number> = {}) {
  const ids: number[] = [];
  const entries: Array<Record<string, unknown> & { id: number }> = [];
  let total = -1;
  for (let page = 1; ; page++) {
    const res = await t.api(token).get("/activity-log/all", { ...query, per_page: 100, page });
    if (res.status !== 200) throw new Error(`activity-log/all answered ${JSON.stringify(res)}`);
    total = res.data.total;
    for (const e of res.data.data) {
      ids.push(e.id);
      entries.push(e);
    }
    if (page >= res.data.last_page) break;
  }
  return { ids, entries, total };
}
