import type { Context } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { nextVersion, saveAtVersion, VERSION_CHANGED } from "../../server/src/http/record-version";
import { signInDemo, type DemoSession } from "./accounts";
import { makeProduct, makeUser } from "./commerce-fixtures";
import { useTestServer } from "./harness";

/*
 * Record versions (server/docs/record-versions.md): `find` and `action` send the record's version as
 * the ETag; an `action` that carries an older one in If-Match is refused with 409 and the record as it
 * is now, so a form opened before someone else's save cannot silently overwrite it.
 */
const t = useTestServer();
let s: DemoSession;

beforeAll(async () => {
  s = await signInDemo(t());
});

/** Every group the CRUD kit mounts with `find` and `action`: its path and its table. */
const KIT_GROUPS = [
  ["/category", "categories"],
  ["/subcategory", "sub_categories"],
  ["/brand", "brands"],
  ["/attribute", "attributes"],
  ["/product-collection", "product_collections"],
  ["/product", "products"],
  ["/page", "pages"],
  ["/footer-image-link", "footer_image_links"],
  ["/home-slider-image", "home_sliders"],
  ["/banner", "banners"],
  ["/site-feature", "site_features"],
  ["/custom-script", "custom_scripts"],
  ["/voucher", "vouchers"],
  ["/shipping-rule", "shipping_rules"],
  ["/tax-rule", "tax_rules"],
  ["/bundle-deal", "bundle_deals"],
  ["/flash-sale", "flash_sales"],
  ["/withdrawal-account", "withdrawal_accounts"],
] as const;

const OLD_VERSION = '"2000-01-01T00:00:00.000000Z"';

interface Sent {
  body?: unknown;
  ifMatch?: string;
}

async function call(path: string, { body, ifMatch }: Sent = {}) {
  const res = await t().raw(`/api/admin${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      Authorization: `Bearer ${s.admin}`,
      Accept: "application/json",
      "Content-Type": "application/json",
      ...(ifMatch === undefined ? {} : { "If-Match": ifMatch }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { http: res.status, etag: res.headers.get("ETag"), body: (await res.json()) as { status: number; message: string; data: any } };
}

async function firstId(table: (typeof KIT_GROUPS)[number][1]): Promise<number> {
  const row = await t().server.db.selectFrom(table).select("id").orderBy("id").executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A brand of its own for a test, as `find` answers it, with its ETag. */
async function newBrand(slug: string) {
  const made = await call("/brand/action", { body: { title: `Brand ${slug}`, slug } });
  expect(made.body.status).toBe(200);
  return call(`/brand/find/${made.body.data.id}`);
}

describe("record versions", () => {
  it("every kit group: find sends the version as ETag; an older If-Match is refused with 409 and the record as it is now", async () => {
    for (const [path, table] of KIT_GROUPS) {
      const id = await firstId(table);
      const found = await call(`${path}/find/${id}`);
      expect(found.body.status, path).toBe(200);
      expect(found.etag, path).toBe(`"${found.body.data.updated_at}"`);
      // The body is not even read: the form is told first, whatever it holds.
      const stale = await call(`${path}/action/${id}`, { body: {}, ifMatch: OLD_VERSION });
      expect([stale.http, stale.body.status, stale.body.message], path).toEqual([409, 409, VERSION_CHANGED]);
      expect(stale.body.data, path).toEqual(found.body.data);
      expect(stale.etag, path).toBe(found.etag);
    }
  });

  it("two forms opened on one brand: the first save wins, the second is refused with the first's title, then saves on the new version", async () => {
    const opened = await newBrand("versions-two-forms");
    const id = opened.body.data.id;
    const first = await call(`/brand/action/${id}`, { body: { title: "Atlas by A", slug: "versions-two-forms" }, ifMatch: opened.etag! });
    expect(first.body.status).toBe(200);
    expect(first.etag).not.toBe(opened.etag);
    expect(first.etag).toBe(`"${first.body.data.updated_at}"`);

    const second = await call(`/brand/action/${id}`, {
      body: { title: opened.body.data.title, slug: "versions-b" },
      ifMatch: opened.etag!,
    });
    expect([second.http, second.body.data.title, second.body.data.slug]).toEqual([409, "Atlas by A", "versions-two-forms"]);
    expect(second.etag).toBe(first.etag);
    const stored = await t().server.db.selectFrom("brands").select(["title", "slug"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ title: "Atlas by A", slug: "versions-two-forms" });

    const merged = await call(`/brand/action/${id}`, { body: { title: "Atlas by A", slug: "versions-b" }, ifMatch: second.etag! });
    expect([merged.body.status, merged.body.data.title, merged.body.data.slug]).toEqual([200, "Atlas by A", "versions-b"]);
  });

  it("without If-Match a save behaves as the contract says: the last one is stored", async () => {
    const opened = await newBrand("versions-no-header");
    const id = opened.body.data.id;
    await call(`/brand/action/${id}`, { body: { title: "Saved first", slug: "versions-no-header" } });
    const last = await call(`/brand/action/${id}`, { body: { title: "Saved last", slug: "versions-no-header" } });
    expect([last.http, last.body.status, last.body.data.title]).toEqual([200, 200, "Saved last"]);
  });

  it("20 saves sent at once with the same version: exactly one is stored, the other 19 answer 409", async () => {
    const opened = await newBrand("versions-race");
    const id = opened.body.data.id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        call(`/brand/action/${id}`, { body: { title: `Racer ${n}`, slug: "versions-race" }, ifMatch: opened.etag! }),
      ),
    );
    const won = answers.filter((a) => a.body.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.http === 409)).toHaveLength(19);
    const stored = await t().server.db.selectFrom("brands").select("title").where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored.title).toBe(won[0].body.data.title);
  });

  it("a save refused after the check (a slug taken) leaves the version as it was, so the corrected form saves", async () => {
    await newBrand("versions-taken");
    const opened = await newBrand("versions-refused");
    const id = opened.body.data.id;
    const refused = await call(`/brand/action/${id}`, { body: { title: "Refused", slug: "versions-taken" }, ifMatch: opened.etag! });
    expect(refused.body.status).toBe(201);
    expect((await call(`/brand/find/${id}`)).etag).toBe(opened.etag);
    const fixed = await call(`/brand/action/${id}`, { body: { title: "Fixed", slug: "versions-refused" }, ifMatch: opened.etag! });
    expect([fixed.body.status, fixed.body.data.title]).toEqual([200, "Fixed"]);
  });

  it("a till sale or a stock update moves the product's version: a form opened before either cannot write the old stock back", async () => {
    const db = t().server.db;
    const made = await makeProduct(db, { adminId: s.adminId, stock: 10, selling: 30, title: "Versions stock" });
    const path = `/product/action/${made.productId}`;
    const stock = async () =>
      (await db.selectFrom("updated_inventories").select("quantity").where("id", "=", made.inventoryId).executeTakeFirstOrThrow()).quantity;
    const opened = await call(`/product/find/${made.productId}`);

    for (const row of (await t().api(s.admin).get("/cart/by-user")).data) await t().api(s.admin).del(`/cart/delete/${row.id}`);
    await t().api(s.admin).post("/cart/action", { product_id: made.productId, inventory_id: made.inventoryId, quantity: 2 });
    const customer = await makeUser(db, "Versions Customer");
    expect((await t().api(s.admin).post("/pos-order/action", { user_id: customer.userId, payment_method: 1 })).status).toBe(200);
    const afterSale = await call(path, { body: {}, ifMatch: opened.etag! });
    expect([afterSale.http, afterSale.body.data.id, await stock()]).toEqual([409, made.productId, 8]);

    const inventories = [{ id: made.inventoryId, quantity: 5, sku: null, price: 30, values: [] }];
    expect((await t().api(s.admin).post(`/updated-inventory/action/${made.productId}`, { inventories })).status).toBe(200);
    const afterUpdate = await call(path, { body: {}, ifMatch: afterSale.etag! });
    expect([afterUpdate.http, await stock()]).toEqual([409, 5]);
  });

  it("a role's permission matrix: the second of two admins who opened it is refused with the first's permissions", async () => {
    const ids = (
      await t().server.db.selectFrom("permissions").select("id").where("guard_name", "=", "admin").orderBy("id").limit(3).execute()
    ).map((p) => p.id);
    const made = await call("/role/action", { body: { name: "Versions matrix", updated_permissions: [ids[0]] } });
    const opened = await call(`/role/find/${made.body.data.id}`);
    expect(opened.etag).toBe(`"${opened.body.data.updated_at}"`);
    const path = `/role/action/${made.body.data.id}`;
    const first = await call(path, { body: { name: "Versions matrix", updated_permissions: [ids[0], ids[1]] }, ifMatch: opened.etag! });
    expect(first.body.status).toBe(200);
    const second = await call(path, { body: { name: "Versions matrix", updated_permissions: [ids[2]] }, ifMatch: opened.etag! });
    expect([second.http, second.body.data.permissions.map((p: { id: number }) => p.id).sort((a: number, b: number) => a - b)]).toEqual([
      409,
      [ids[0], ids[1]],
    ]);
    const merged = await call(path, { body: { name: "Versions matrix", updated_permissions: [ids[1], ids[2]] }, ifMatch: second.etag! });
    expect(merged.body.status).toBe(200);
  });

  it("the claim itself: a second save on the same version, arriving while the first is writing, is refused", async () => {
    const opened = await newBrand("versions-claim");
    const id: number = opened.body.data.id;
    // A request as the kit sees it after its own checks: the version it expects, the database.
    const request = () =>
      ({
        req: { header: (name: string) => (name === "If-Match" ? opened.etag! : undefined) },
        get: () => t().server.db,
        header: () => undefined,
        json: (body: unknown, status: number) => Response.json(body, { status }),
      }) as unknown as Context;
    const write = (title: string) => async () => {
      await t().server.db.updateTable("brands").set({ title }).where("id", "=", id).execute();
      return id;
    };
    let second: number | Response | undefined;
    const first = await saveAtVersion(
      request(),
      "brands",
      { id },
      async () => null,
      async () => {
        second = await saveAtVersion(request(), "brands", { id }, async (row) => row, write("Second"));
        return write("First")();
      },
    );
    expect(first).toBe(id);
    expect(second instanceof Response && second.status).toBe(409);
    const stored = await t().server.db.selectFrom("brands").select(["title", "updated_at"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored.title).toBe("First");
    expect(`"${stored.updated_at}"`).not.toBe(opened.etag);
  });

  it("a version taken within the millisecond of the one it replaces still differs from it", () => {
    const at = new Date("2026-11-28T10:00:00.123Z");
    expect(nextVersion("2026-11-28T10:00:00.123000Z", at)).toBe("2026-11-28T10:00:00.123001Z");
    expect(nextVersion("2026-11-28T10:00:00.123999Z", at)).toBe("2026-11-28T10:00:00.124000Z");
    expect(nextVersion("2026-11-28T10:00:00.100000Z", at)).toBe("2026-11-28T10:00:00.123000Z");
  });
});
