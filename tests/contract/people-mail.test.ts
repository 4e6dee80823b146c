import { beforeAll, describe, expect, it } from "vitest";
import { isoNow } from "../../server/src/http/format";
import { signInDemo } from "./accounts";
import { expectValidationFailure, useTestServer } from "./harness";
import { FORBIDDEN, NOT_FOUND } from "./people-helpers";

/*
 * subscriber, subscription-email-format, user-message and the profile's message_count.
 */

const t = useTestServer();
let admin: string, vendor: string;

beforeAll(async () => ({ admin, vendor } = await signInDemo(t())));

describe("subscriber", () => {
  it("lists with search, sort and created; refuses vendors and anonymous callers", async () => {
    const db = t().server.db;
    const now = isoNow();
    await db
      .insertInto("subscribers")
      .values([
        { email: "zz-first@sub.test", created_at: now, updated_at: now },
        { email: "zz-second@sub.test", created_at: now, updated_at: now },
      ])
      .execute();
    const res = await t().api(admin).get("/subscriber/all", { q: "sub.test", orderby: "email", type: "asc" });
    expect(res.status).toBe(200);
    expect(res.data.data.map((s: any) => s.email)).toEqual(["zz-first@sub.test", "zz-second@sub.test"]);
    expect(res.data.per_page).toBe(14);
    expect(res.data.data[0]).toHaveProperty("created");
    expect((await t().api(admin).get("/subscriber/all", { type: "up" })).message).toBe('Order direction must be "asc" or "desc".');
    expect((await t().api(vendor).get("/subscriber/all")).status).toBe(403);
    const anon = await t().api().get("/subscriber/all");
    expect(anon.http).toBe(201);
    expect(anon.status).toBe(204);
    const all = await t().api(admin).get("/subscriber/all-subscribers");
    expect(all.data.some((s: any) => s.email === "zz-first@sub.test")).toBe(true);
    expect((await t().api(vendor).get("/subscriber/all-subscribers")).status).toBe(403);
  });

  it("sends one outbox mail per subscriber and answers the count", async () => {
    const db = t().server.db;
    const fmt = await t()
      .api(admin)
      .post("/subscription-email-format/action", { title: "Sale", subject: "Big sale", body: "<p>Hello</p>" });
    expect(fmt.status).toBe(200);
    const subscribers = await db.selectFrom("subscribers").select("email").execute();
    const before = await db.selectFrom("mail_outbox").select("id").where("kind", "=", "subscription").execute();
    const res = await t().api(admin).post("/subscriber/send-subscription-email", { id: fmt.data.id });
    expect(res.status).toBe(200);
    expect(res.data).toBe(subscribers.length);
    const mails = await db.selectFrom("mail_outbox").selectAll().where("kind", "=", "subscription").execute();
    expect(mails.length - before.length).toBe(subscribers.length);
    expect(mails.at(-1)).toMatchObject({ subject: "Big sale", body: "<p>Hello</p>" });

    expect((await t().api(admin).post("/subscriber/send-subscription-email", {})).data).toEqual({ form: ["The id field is required."] });
    expect((await t().api(admin).post("/subscriber/send-subscription-email", { id: 999999 })).message).toBe("No email format found.");
    expect((await t().api(vendor).post("/subscriber/send-subscription-email", { id: fmt.data.id })).status).toBe(403);
  });

  it("deletes a comma list all or nothing", async () => {
    const db = t().server.db;
    const now = isoNow();
    const rows = await db
      .insertInto("subscribers")
      .values([
        { email: "del-1@sub.test", created_at: now, updated_at: now },
        { email: "del-2@sub.test", created_at: now, updated_at: now },
      ])
      .returning("id")
      .execute();
    const ids = rows.map((r) => r.id);
    const missing = await t().api(admin).del(`/subscriber/delete/${ids[0]},999999`);
    expect(missing.status).toBe(201);
    expect(missing.message).toBe(NOT_FOUND);
    expect(await db.selectFrom("subscribers").select("id").where("id", "in", ids).execute()).toHaveLength(2);
    expect(
      (
        await t()
          .api(vendor)
          .del(`/subscriber/delete/${ids.join(",")}`)
      ).status,
    ).toBe(403);
    expect(
      (
        await t()
          .api(admin)
          .del(`/subscriber/delete/${ids.join(",")}`)
      ).data,
    ).toBe(true);
    expect(await db.selectFrom("subscribers").select("id").where("id", "in", ids).execute()).toHaveLength(0);
  });

  it("refuses mailing without subscribers", async () => {
    const db = t().server.db;
    const fmt = await db.selectFrom("subscription_email_formats").select("id").limit(1).executeTakeFirstOrThrow();
    const saved = await db.selectFrom("subscribers").selectAll().execute();
    await db.deleteFrom("subscribers").execute();
    try {
      expect((await t().api(admin).post("/subscriber/send-subscription-email", { id: fmt.id })).message).toBe("No subscriber found.");
    } finally {
      if (saved.length) await db.insertInto("subscribers").values(saved).execute();
    }
  });
});

describe("subscription-email-format", () => {
  it("creates, finds, updates, lists with a real created and deletes", async () => {
    const created = await t()
      .api(admin)
      .post("/subscription-email-format/action", { title: "Welcome", subject: "Hi there", body: "<b>Welcome</b>" });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ title: "Welcome", subject: "Hi there", body: "<b>Welcome</b>" });
    expect(created.data).not.toHaveProperty("admin_id");
    const id = created.data.id;
    const found = await t().api(admin).get(`/subscription-email-format/find/${id}`);
    expect(found.data.title).toBe("Welcome");
    const updated = await t().api(admin).post(`/subscription-email-format/action/${id}`, { title: "Welcome 2", subject: "Hi", body: "x" });
    expect(updated.data.title).toBe("Welcome 2");

    // `created` is the row's own time, not "now".
    const db = t().server.db;
    await db.updateTable("subscription_email_formats").set({ created_at: "2020-01-02T03:04:05.000000Z" }).where("id", "=", id).execute();
    const list = await t().api(admin).get("/subscription-email-format/all", { q: "Welcome 2", count: 5 });
    expect(list.data.per_page).toBe(5);
    expect(list.data.data[0]).toMatchObject({ id, created: "03:04 am, 02 Jan, 20" });
    const both = await t().api(admin).get("/subscription-email-format/all-subscription-email-formats");
    expect(both.data.some((f: any) => f.id === id)).toBe(true);

    const deleted = await t().api(admin).del(`/subscription-email-format/delete/${id}`);
    expect(deleted.data.id).toBe(id);
    expect((await t().api(admin).get(`/subscription-email-format/find/${id}`)).message).toBe(NOT_FOUND);
    expect((await t().api(admin).del(`/subscription-email-format/delete/${id}`)).status).toBe(201);
  });

  it("validates, answers not found and refuses vendors", async () => {
    const bad = await t().api(admin).post("/subscription-email-format/action", { title: "" });
    expectValidationFailure(bad, ["The title field is required.", "The subject field is required.", "The body field is required."]);
    expect((await t().api(admin).post("/subscription-email-format/action/999999", { title: "a", subject: "b", body: "c" })).message).toBe(
      NOT_FOUND,
    );
    expect((await t().api(vendor).get("/subscription-email-format/all")).status).toBe(403);
    expect((await t().api(vendor).post("/subscription-email-format/action", { title: "a", subject: "b", body: "c" })).data).toEqual({
      form: [FORBIDDEN],
    });
    expect((await t().api().get("/subscription-email-format/all")).status).toBe(204);
  });
});

describe("user-message", () => {
  it("lists without marking, find marks one viewed, action sets replied, delete; message_count follows", async () => {
    const db = t().server.db;
    const now = isoNow();
    const rows = await db
      .insertInto("contact_us")
      .values([
        {
          name: "Msg One",
          email: "one@msg.test",
          subject: "Question",
          message: "Hello?",
          viewed: 2,
          replied: 2,
          created_at: now,
          updated_at: now,
        },
        {
          name: "Msg Two",
          email: "two@msg.test",
          subject: "Other",
          message: "Hi",
          viewed: 2,
          replied: 2,
          created_at: now,
          updated_at: now,
        },
      ])
      .returning("id")
      .execute();
    const unread = async () => (await t().api(admin).get("/profile")).data.message_count;
    const startCount = await unread();
    expect(startCount).toBeGreaterThanOrEqual(2);

    const list = await t().api(admin).get("/user-message/all", { q: "msg.test", orderby: "name", type: "asc" });
    expect(list.data.data.map((m: any) => m.name)).toEqual(["Msg One", "Msg Two"]);
    expect(list.data.data[0]).toHaveProperty("created");
    expect(await unread()).toBe(startCount);

    const found = await t().api(admin).get(`/user-message/find/${rows[0].id}`);
    expect(found.data).toMatchObject({ message: "Hello?", viewed: 1 });
    expect(await unread()).toBe(startCount - 1);
    const other = await db.selectFrom("contact_us").select("viewed").where("id", "=", rows[1].id).executeTakeFirstOrThrow();
    expect(other.viewed).toBe(2);

    const replied = await t().api(admin).post(`/user-message/action/${rows[0].id}`, { id: rows[0].id, replied: 1 });
    expect(replied.data.replied).toBe(1);
    expect((await t().api(admin).post(`/user-message/action/${rows[0].id}`, { replied: 7 })).data).toEqual({
      form: ["The selected replied is invalid."],
    });
    expect((await t().api(admin).post("/user-message/action/999999", { replied: 1 })).message).toBe(NOT_FOUND);

    expect((await t().api(vendor).get("/user-message/all")).status).toBe(403);
    expect((await t().api(vendor).post(`/user-message/action/${rows[0].id}`, { replied: 2 })).status).toBe(403);
    expect((await t().api(vendor).get("/profile")).data.message_count).toBe(0);
    expect((await t().api().get("/user-message/all")).status).toBe(204);

    const deleted = await t().api(admin).del(`/user-message/delete/${rows[1].id}`);
    expect(deleted.data.id).toBe(rows[1].id);
    expect((await t().api(admin).get(`/user-message/find/${rows[1].id}`)).status).toBe(201);
    expect((await t().api(vendor).del(`/user-message/delete/${rows[0].id}`)).status).toBe(403);
  });
});

describe("without a token", () => {
  it("every endpoint of these groups answers Unauthenticated.", async () => {
    const api = t().api();
    const calls = [
      api.get("/subscriber/all"),
      api.get("/subscriber/all-subscribers"),
      api.del("/subscriber/delete/1"),
      api.post("/subscriber/send-subscription-email", { id: 1 }),
      api.get("/subscription-email-format/all"),
      api.get("/subscription-email-format/all-subscription-email-formats"),
      api.get("/subscription-email-format/find/1"),
      api.post("/subscription-email-format/action", {}),
      api.post("/subscription-email-format/action/1", {}),
      api.del("/subscription-email-format/delete/1"),
      api.get("/user-message/all"),
      api.get("/user-message/find/1"),
      api.post("/user-message/action/1", {}),
      api.del("/user-message/delete/1"),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.http).toBe(201);
      expect(res.status).toBe(204);
      expect(res.message).toBe("Unauthenticated.");
    }
  });
});
