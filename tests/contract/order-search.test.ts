import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { useTestServer } from "./harness";

/*
 * order/all `q` goes through the trigram index of the order number (migration 0206) from three
 * characters on, and pages through the matches' ids (paginateByIds). The answer must stay that of
 * the plain search: `order LIKE %q%`, or the customer's or guest's name or e-mail LIKE %q%, in the
 * requested order, with the index kept current by the triggers.
 */

const t = useTestServer();

const escaped = (q: string) => `%${q.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Ids of the plain scan in the list's order (created_at desc, id desc): the reference. */
async function scanIds(q: string): Promise<number[]> {
  const p = escaped(q);
  const rows = await sql<{ id: number }>`select id from orders where "order" like ${p} escape '\\'
    or user_id in (select id from users where name like ${p} escape '\\' or email like ${p} escape '\\')
    or user_token in (select user_token from guest_users where name like ${p} escape '\\' or email like ${p} escape '\\')
    order by created_at desc, id desc`.execute(t().server.db);
  return rows.rows.map((r) => r.id);
}

/** Every page of order/all?q=, concatenated, and the total the first page reports. */
async function searchIds(token: string, q: string): Promise<{ ids: number[]; total: number }> {
  const ids: number[] = [];
  let total = -1;
  for (let page = 1; page <= 60; page++) {
    const res = await t().api(token).get("/order/all", { q, orderby: "created_at", type: "desc", page });
    expect(res.status).toBe(200);
    if (total < 0) total = res.data.total;
    ids.push(...res.data.data.map((o: { id: number }) => o.id));
    if (page >= res.data.last_page) break;
  }
  return { ids, total };
}

describe("order/all?q=", () => {
  it("answers the plain search's rows, in order, for numbers, names, e-mails, short and unmatched text", async () => {
    const token = await t().login("admin@example.com", "admin123");
    const db = t().server.db;
    const someOrder = await db.selectFrom("orders").select(["order"]).orderBy("id").limit(1).offset(700).executeTakeFirstOrThrow();
    const someUser = await db
      .selectFrom("users")
      .select(["name", "email"])
      .where("name", "is not", null)
      .limit(1)
      .executeTakeFirstOrThrow();
    const someGuest = await db.selectFrom("guest_users").select(["name"]).where("name", "is not", null).limit(1).executeTakeFirstOrThrow();
    const queries = [
      someOrder.order.slice(2, 9),
      someOrder.order.toLowerCase().slice(-5),
      someUser.name.split(" ").pop()!,
      someUser.email!.split("@")[0],
      someGuest.name!.split(" ")[0],
      "20", // two characters: the plain LIKE
      "%_\\",
      "zzqxjv",
    ];
    for (const q of queries) {
      const expected = await scanIds(q);
      const found = await searchIds(token, q);
      expect({ q, ids: found.ids.slice(0, 840), total: found.total }).toEqual({ q, ids: expected.slice(0, 840), total: expected.length });
    }
  });

  it("finds an order by its new number once the number changes, and no longer by the old one", async () => {
    const token = await t().login("admin@example.com", "admin123");
    const db = t().server.db;
    const order = await db.selectFrom("orders").select(["id", "order"]).orderBy("id").limit(1).executeTakeFirstOrThrow();
    await db.updateTable("orders").set({ order: "QXNUMBER77" }).where("id", "=", order.id).execute();
    expect((await searchIds(token, "xnumber7")).ids).toEqual([order.id]);
    await db.updateTable("orders").set({ order: order.order }).where("id", "=", order.id).execute();
    expect((await searchIds(token, "xnumber7")).ids).toEqual([]);
  });

  it("sorts a customer's or guest's orders by date from the index alone (migration 0207)", async () => {
    const db = t().server.db;
    for (const column of ["user_id", "user_token"] as const) {
      const plan = await sql<{ detail: string }>`explain query plan select id, created_at from orders
        where ${sql.ref(column)} in (select ${sql.ref(column === "user_id" ? "id" : "user_token")} from ${sql.table(
          column === "user_id" ? "users" : "guest_users",
        )}) order by +created_at desc, id desc`.execute(db);
      expect(plan.rows.map((r) => r.detail).join("\n")).toMatch(new RegExp(`COVERING INDEX orders_${column}_created_at_idx`));
    }
  });

  it("reads the order number's candidates from the trigram index", async () => {
    const plan = await sql<{ detail: string }>`explain query plan select id from orders
      where id in (SELECT rowid FROM orders_number_fts WHERE orders_number_fts MATCH '"abc"') and "order" like '%abc%'`.execute(
      t().server.db,
    );
    expect(plan.rows.map((r) => r.detail).join("\n")).toMatch(/orders_number_fts VIRTUAL TABLE/);
  });
});
