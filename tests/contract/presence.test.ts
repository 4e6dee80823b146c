import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, signInDemo, type DemoSession } from "./accounts";
import { useTestServer } from "./harness";
import { versionCaller } from "./version-calls";

/*
 * Presence (server/docs/presence.md): an edit page's heartbeat answers the other admins who have the
 * same record open within the time to live, never the caller; leaving the page removes the caller.
 */
const t = useTestServer();
let s: DemoSession;
let anna: { id: number; token: string };
let clerk: { id: number; token: string };
const asAdmin = versionCaller(t, () => s.admin);
const asAnna = versionCaller(t, () => anna.token);
const asClerk = versionCaller(t, () => clerk.token);

beforeAll(async () => {
  s = await signInDemo(t());
  anna = await createAdmin(t(), { permissions: ["product.view", "product.edit", "setting.view"] });
  clerk = await createAdmin(t(), { permissions: ["order.view"] });
});

const others = (answer: { body: { data: { others: Array<{ id: number }> } } }) => answer.body.data.others.map((o) => o.id);

describe("presence", () => {
  it("two admins on one product see each other, not themselves, with the version each form holds", async () => {
    const first = await asAdmin("/presence/product/33", { body: { version: '"2026-11-28T10:00:00.000000Z"' } });
    expect([first.http, first.body.status, first.body.data]).toEqual([200, 200, { others: [], ttl_seconds: 45 }]);

    const second = await asAnna("/presence/product/33", { body: { version: "v2", saved: "v2" } });
    expect(second.body.data.others).toEqual([
      { id: s.adminId, name: "Shop Admin", version: "2026-11-28T10:00:00.000000Z", saved: null, seen_at: expect.any(String) },
    ]);
    const again = await asAdmin("/presence/product/33", { body: {} });
    expect(again.body.data.others).toEqual([
      { id: anna.id, name: expect.any(String), version: "v2", saved: "v2", seen_at: expect.any(String) },
    ]);

    // Another record, or a panel of another subject, is another place.
    expect(others(await asAnna("/presence/product/34", { body: {} }))).toEqual([]);
    expect(others(await asAnna("/presence/setting/smtp", { body: {} }))).toEqual([]);
    expect(others(await asAdmin("/presence/setting/smtp", { body: {} }))).toEqual([anna.id]);
  });

  it("a heartbeat older than the time to live counts as gone, and is pruned", async () => {
    await asAdmin("/presence/product/40", { body: {} });
    await asAnna("/presence/product/40", { body: {} });
    const db = t().server.db;
    const old = new Date(Date.now() - 46_000).toISOString().replace("Z", "000Z");
    await db.updateTable("presence").set({ seen_at: old }).where("record", "=", "40").where("admin_id", "=", anna.id).execute();
    expect(others(await asAdmin("/presence/product/40", { body: {} }))).toEqual([]);
    const left = await db.selectFrom("presence").select("admin_id").where("record", "=", "40").execute();
    expect(left.map((r) => r.admin_id)).toEqual([s.adminId]);
  });

  it("DELETE removes the caller (it left the page); the other stays", async () => {
    await asAdmin("/presence/order/7", { body: {} });
    await asAnna("/presence/product/7", { body: {} });
    await asClerk("/presence/order/7", { body: {} });
    const gone = await asClerk("/presence/order/7", { method: "DELETE" });
    expect([gone.http, gone.body.data]).toEqual([200, true]);
    expect(others(await asAdmin("/presence/order/7", { body: {} }))).toEqual([]);
    expect(others(await asClerk("/presence/order/7", { body: {} }))).toEqual([s.adminId]);
  });

  it("gate: without `<subject>.view` 403; a subject that is no permission's, or a malformed id, 404", async () => {
    const denied = await asClerk("/presence/product/33", { body: {} });
    expect([denied.http, denied.body.status]).toEqual([200, 403]);
    expect((await asClerk("/presence/product/33", { method: "DELETE" })).body.status).toBe(403);
    expect(others(await asAdmin("/presence/product/33", { body: {} }))).not.toContain(clerk.id);
    const unknown = await asAdmin("/presence/spaceship/1", { body: {} });
    expect([unknown.http, unknown.body.status]).toEqual([404, 404]);
    expect((await asAdmin("/presence/product/a%20b", { body: {} })).http).toBe(404);
  });

  it("the body is small: a version too long is refused, a body over a kilobyte too", async () => {
    const long = await asAdmin("/presence/product/33", { body: { version: "x".repeat(65) } });
    expect([long.body.status, long.body.data]).toEqual([201, { form: ["The version format is invalid."] }]);
    const huge = await asAdmin("/presence/product/33", { body: { version: "v", pad: "x".repeat(2000) } });
    expect([huge.http, huge.body.status]).toEqual([413, 413]);
  });
});
