import { beforeAll, describe, expect, it } from "vitest";
import { TOO_MANY_IDS } from "../../server/src/http/crud-kit";
import { isoNow } from "../../server/src/http/format";
import { ADMIN, useTestServer, VENDOR } from "./harness";
import { adminWithRole, FORBIDDEN, NOT_FOUND } from "./people-helpers";

/*
 * Extension: customer-cart/remind/{id} queues a reminder e-mail about a customer's cart in the
 * mail outbox (registered customers by user id, guests by guest-user id with `?guest=1`).
 */

const t = useTestServer();
let admin: string;
let vendor: string;
let viewer: string;
let seq = 0;

const GOOD = { subject: "Your cart is waiting", message: "Hello, the items in your cart are still there." };

beforeAll(async () => {
  admin = await t().login(ADMIN.email, ADMIN.password);
  vendor = await t().login(VENDOR.email, VENDOR.password);
  viewer = (await adminWithRole(t(), "cart-viewer", ["user.view"])).token;
});

/** A registered customer (or a guest) with one line in its cart unless `empty`. */
async function customer(options: { guest?: boolean; empty?: boolean; email?: string | null } = {}) {
  const db = t().server.db;
  const now = isoNow();
  const stamps = { created_at: now, updated_at: now };
  seq++;
  const email = options.email === undefined ? `remind.${seq}.${Date.now()}@cust.test` : options.email;
  const token = `remind-token-${seq}-${Date.now()}`;
  const id = options.guest
    ? (
        await db
          .insertInto("guest_users")
          .values({ name: `Guest ${seq}`, email, user_token: token, ...stamps })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id
    : (
        await db
          .insertInto("users")
          .values({
            name: `Cust ${seq}`,
            email,
            password: "not-a-hash",
            remember_token: null,
            code: null,
            google_id: null,
            facebook_id: null,
            default_address: null,
            phone: null,
            viewed: 0,
            ...stamps,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
  if (!options.empty) {
    const inventory = await db.selectFrom("updated_inventories").select(["id", "product_id"]).orderBy("id").executeTakeFirstOrThrow();
    await db
      .insertInto("carts")
      .values({
        product_id: inventory.product_id,
        inventory_id: inventory.id,
        quantity: 1,
        user_id: options.guest ? null : id,
        user_token: options.guest ? token : null,
        ...stamps,
      })
      .execute();
  }
  return { id, email };
}

const outbox = (email: string | null) =>
  t()
    .server.db.selectFrom("mail_outbox")
    .select(["to_email", "subject", "body", "kind"])
    .where("to_email", "=", email ?? "")
    .execute();

describe("customer-cart/remind (extension)", () => {
  it("queues one reminder to a registered customer and to a guest", async () => {
    const registered = await customer();
    const res = await t().api(admin).post(`/customer-cart/remind/${registered.id}`, GOOD);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ id: expect.any(Number), to: registered.email });
    expect(res.message).toBe(`A reminder has been queued for ${registered.email}.`);
    expect(await outbox(registered.email)).toEqual([
      { to_email: registered.email, subject: GOOD.subject, body: GOOD.message, kind: "cart_reminder" },
    ]);

    const guest = await customer({ guest: true });
    expect((await t().api(admin).post(`/customer-cart/remind/${guest.id}?guest=1`, GOOD)).status).toBe(200);
    expect(await outbox(guest.email)).toHaveLength(1);
  });

  it("validates the subject and the message", async () => {
    const c = await customer();
    const empty = await t().api(admin).post(`/customer-cart/remind/${c.id}`, { subject: "  ", message: "" });
    expect(empty.status).toBe(201);
    expect(empty.data).toEqual({ form: ["The subject field is required.", "The message field is required."] });
    const long = await t()
      .api(admin)
      .post(`/customer-cart/remind/${c.id}`, { subject: "x".repeat(151), message: "y".repeat(5001) });
    expect(long.data).toEqual({
      form: ["The subject must not be greater than 150 characters.", "The message must not be greater than 5000 characters."],
    });
    expect(await outbox(c.email)).toEqual([]);
  });

  it("refuses an empty cart and a customer without an e-mail address", async () => {
    const empty = await customer({ empty: true });
    const res = await t().api(admin).post(`/customer-cart/remind/${empty.id}`, GOOD);
    expect([res.status, res.message]).toEqual([201, "The cart is empty."]);
    const anonymous = await customer({ guest: true, email: null });
    expect((await t().api(admin).post(`/customer-cart/remind/${anonymous.id}?guest=1`, GOOD)).message).toBe(
      "The customer has no email address.",
    );
  });

  it("answers not found for unknown and malformed ids", async () => {
    for (const path of [
      "/customer-cart/remind/999999",
      "/customer-cart/remind/999999?guest=1",
      "/customer-cart/remind/0",
      "/customer-cart/remind/abc",
    ]) {
      const res = await t().api(admin).post(path, GOOD);
      expect([res.status, res.message], path).toEqual([201, NOT_FOUND]);
    }
  });

  it("needs user.edit: forbidden for vendors and view-only admins, unauthenticated without a token", async () => {
    const c = await customer();
    for (const token of [vendor, viewer]) {
      const res = await t().api(token).post(`/customer-cart/remind/${c.id}`, GOOD);
      expect([res.status, res.data]).toEqual([403, { form: [FORBIDDEN] }]);
    }
    const anonymous = await t().api().post(`/customer-cart/remind/${c.id}`, GOOD);
    expect([anonymous.http, anonymous.status]).toEqual([201, 204]);
    expect(await outbox(c.email)).toEqual([]);
  });
});

describe("customer-cart/delete: the kit's id rules", () => {
  it("takes ids ≥ 1, at most 500 of them", async () => {
    const c = await customer();
    expect((await t().api(admin).del(`/customer-cart/delete/0,${c.id}`)).message).toBe(NOT_FOUND);
    const many = Array.from({ length: 501 }, (_, n) => n + 1).join(",");
    const tooMany = await t().api(admin).del(`/customer-cart/delete/${many}`);
    expect([tooMany.status, tooMany.data]).toEqual([201, { form: [TOO_MANY_IDS] }]);
    expect((await t().api(admin).del(`/customer-cart/delete/${c.id}`)).data).toBe(true);
    expect(await t().server.db.selectFrom("carts").select("id").where("user_id", "=", c.id).execute()).toEqual([]);
  });
});
