import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { useTestServer } from "./harness";

/*
 * order/all `q` goes through the trigram index of the order number (migration 0206) from three
 * characters on, and pages through the matches' ids (order-search.ts). The answer must stay that of
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

/*
 * Without other filters, an indexed search takes its page from each way of matching apart (the
 * number, the customer, the guest: order-search.ts), merged. The answer must stay the plain
 * search's: every order once, in the requested order, with the filters and on any page.
 */
describe("order/all?q= in parts", () => {
  /** The plain scan in the list's order, with an optional extra condition (the list's filters). */
  async function scan(q: string, column: string, dir: "asc" | "desc", where = sql`1`): Promise<number[]> {
    const p = escaped(q);
    const d = sql.raw(dir);
    const rows = await sql<{ id: number }>`select id from orders where ("order" like ${p} escape '\\'
      or user_id in (select id from users where name like ${p} escape '\\' or email like ${p} escape '\\')
      or user_token in (select user_token from guest_users where name like ${p} escape '\\' or email like ${p} escape '\\'))
      and ${where}
      order by ${sql.ref(column)} ${d}, id ${d}`.execute(t().server.db);
    return rows.rows.map((r) => r.id);
  }

  async function pages(token: string, q: string, query: Record<string, string>, numbers: number[]) {
    const out: Array<{ page: number; total: number; ids: number[] }> = [];
    for (const page of numbers) {
      const res = await t()
        .api(token)
        .get("/order/all", { q, time_zone: "UTC", ...query, page });
      expect(res.status).toBe(200);
      out.push({ page, total: res.data.total, ids: res.data.data.map((o: { id: number }) => o.id) });
    }
    return out;
  }

  const expectedPages = (ids: number[], numbers: number[]) =>
    numbers.map((page) => ({ page, total: ids.length, ids: ids.slice((page - 1) * 14, page * 14) }));

  it("lists an order matching two ways once: by number and customer, by customer and guest", async () => {
    const token = await t().login("admin@example.com", "admin123");
    const db = t().server.db;
    // Enough customers' orders that the first pages come from the parts (order-search.ts).
    const customers = await db.selectFrom("users").select(["id"]).where("name", "is not", null).orderBy("id").limit(25).execute();
    const guest = await db.selectFrom("guest_users").select(["id", "user_token"]).orderBy("id").executeTakeFirstOrThrow();
    await db
      .updateTable("users")
      .set({ name: sql`'Qpo ' || id` })
      .where(
        "id",
        "in",
        customers.map((u) => u.id),
      )
      .execute();
    await db.updateTable("guest_users").set({ name: "Qpo Guest" }).where("id", "=", guest.id).execute();
    // The two orders matching two ways come first in every order tried: newest or oldest, cheapest,
    // highest or lowest id, so that they are among each part's first rows.
    const mine = db
      .selectFrom("orders")
      .select("id")
      .where(
        "user_id",
        "in",
        customers.map((u) => u.id),
      );
    const first = (await mine.orderBy("id", "desc").executeTakeFirstOrThrow()).id;
    const second = (await mine.orderBy("id", "asc").executeTakeFirstOrThrow()).id;
    await db
      .updateTable("orders")
      .set({ order: "QPO-NUMBER-1", created_at: "2099-01-01T00:00:00.000000Z", total_amount: 0 })
      .where("id", "=", first)
      .execute();
    await db
      .updateTable("orders")
      .set({ user_token: guest.user_token, created_at: "1999-01-01T00:00:00.000000Z", total_amount: 0 })
      .where("id", "=", second)
      .execute();
    for (const [orderby, type] of [
      ["created_at", "desc"],
      ["created_at", "asc"],
      ["total_amount", "asc"],
      ["id", "desc"],
      ["id", "asc"],
    ] as const) {
      const expected = await scan("qpo", orderby, type);
      expect(expected.length).toBeGreaterThan(14 * 8 * 2);
      expect(new Set(expected).size).toBe(expected.length);
      expect(expected).toEqual(expect.arrayContaining([first, second]));
      const numbers = Array.from({ length: Math.ceil(expected.length / 14) + 1 }, (_, i) => i + 1);
      expect({ orderby, type, pages: await pages(token, "QPO", { orderby, type }, numbers) }).toEqual({
        orderby,
        type,
        pages: expectedPages(expected, numbers),
      });
    }
  });

  it("sorts by any column, pages past the last one, and keeps the list's filters", async () => {
    const token = await t().login("admin@example.com", "admin123");
    const db = t().server.db;
    const someUser = await db
      .selectFrom("users")
      .select(["name"])
      .where("name", "is not", null)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const q = someUser.name.split(" ").pop()!;
    const cases: Array<{ query: Record<string, string>; column: string; dir: "asc" | "desc"; where?: ReturnType<typeof sql> }> = [
      { query: { orderby: "created_at", type: "desc" }, column: "created_at", dir: "desc" },
      { query: { orderby: "total_amount", type: "desc" }, column: "total_amount", dir: "desc" },
      { query: { orderby: "order", type: "asc" }, column: "order", dir: "asc" },
      { query: { orderby: "status", type: "asc" }, column: "status", dir: "asc" },
      { query: { orderby: "created_at", type: "desc", filter: "paid" }, column: "created_at", dir: "desc", where: sql`payment_done = 1` },
      {
        query: { orderby: "created_at", type: "asc", order_type: "website" },
        column: "created_at",
        dir: "asc",
        where: sql`pos_order_id is null`,
      },
    ];
    for (const c of cases) {
      const expected = await scan(q, c.column, c.dir, c.where);
      expect(expected.length).toBeGreaterThan(0);
      const last = Math.ceil(expected.length / 14);
      const numbers = [...new Set([1, 2, Math.max(1, last - 1), last, last + 1, last + 5])];
      expect({ query: c.query, pages: await pages(token, q, c.query, numbers) }).toEqual({
        query: c.query,
        pages: expectedPages(expected, numbers),
      });
    }
  });
});
