import { existsSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { signInDemo } from "./accounts";
import { useTestServer } from "./harness";
import { adminWith, FORBIDDEN, NOT_FOUND, notAnImage, png } from "./content-helpers";

const t = useTestServer();
let admin: string, vendor: string;

beforeAll(async () => ({ admin, vendor } = await signInDemo(t())));

describe("store", () => {
  it("find returns the caller's own store without admin_id", async () => {
    const res = await t().api(vendor).get("/store/find");
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ name: "Vendor Corner", slug: "vendor-corner", whatsapp_btn: 1 });
    expect(res.data).not.toHaveProperty("admin_id");
    const own = await t().api(admin).get("/store/find");
    expect(own.data.slug).toBe("demo-shop");
  });

  it("action updates only the caller's store, with WhatsApp fields", async () => {
    const res = await t().api(vendor).post("/store/action", {
      name: "Vendor Corner",
      slug: "vendor-corner-2",
      meta_title: "Corner",
      whatsapp_btn: 1,
      whatsapp_number: "+39 333 765 4321",
      whatsapp_default_msg: "Hello!",
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ slug: "vendor-corner-2", whatsapp_number: "+39 333 765 4321", whatsapp_default_msg: "Hello!" });
    const adminStore = await t().api(admin).get("/store/find");
    expect(adminStore.data.slug).toBe("demo-shop");
  });

  it("refuses a slug another store uses", async () => {
    const res = await t().api(vendor).post("/store/action", { name: "X", slug: "demo-shop" });
    expect(res.status).toBe(201);
    expect(res.data).toEqual({ form: ["Slug already exists."] });
    const row = await t().server.db.selectFrom("stores").select("slug").where("name", "=", "X").executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it("validates the body and changes nothing on failure", async () => {
    const res = await t().api(vendor).post("/store/action", { slug: "bad slug!", whatsapp_btn: 5, whatsapp_number: "call me" });
    expect(res.status).toBe(201);
    // Every broken field is named at once, not only the first.
    const named = ["name field is required", "slug format is invalid", "selected whatsapp btn is invalid", "whatsapp number format is"];
    expect(res.data.form).toEqual(expect.arrayContaining(named.map((words) => expect.stringContaining(words))));
    expect((await t().api(vendor).get("/store/find")).data.slug).toBe("vendor-corner-2");
  });

  it("upload-logo stores a checked image and replaces the old one", async () => {
    const bad = await t().api(vendor).postForm("/store/upload-logo", { photo: notAnImage() });
    expect(bad.status).toBe(201);
    expect(bad.data).toEqual({ image: ["The photo must be a file of type: jpeg, png, gif, svg, webp."] });
    const first = await t().api(vendor).postForm("/store/upload-logo", { photo: png() });
    expect(first.status).toBe(200);
    expect(first.data.image).toMatch(/^image-\d+-\d+\.png$/);
    const second = await t().api(vendor).postForm("/store/upload-logo", { photo: png() });
    expect(existsSync(path.join(t().dirs.uploads, second.data.image))).toBe(true);
    expect(existsSync(path.join(t().dirs.uploads, first.data.image))).toBe(false);
  });

  it("needs store.view / store.edit and a token", async () => {
    const nobody = await adminWith(t(), ["dashboard.view"]);
    expect(await t().api(nobody.token).get("/store/find")).toMatchObject(FORBIDDEN);
    expect(await t().api(nobody.token).post("/store/action", { name: "N", slug: "n" })).toMatchObject(FORBIDDEN);
    expect(await t().api(nobody.token).postForm("/store/upload-logo", { photo: png() })).toMatchObject(FORBIDDEN);
    const anon = await t().api().get("/store/find");
    expect(anon.http).toBe(201);
    expect(anon.status).toBe(204);
  });

  it("creates the store on first save for an admin without one", async () => {
    const owner = await adminWith(t(), ["store.view", "store.edit"]);
    expect((await t().api(owner.token).get("/store/find")).data).toBeNull();
    expect((await t().api(owner.token).postForm("/store/upload-logo", { photo: png() })).message).toBe(NOT_FOUND);
    const res = await t().api(owner.token).post("/store/action", { name: "Fresh", slug: "fresh-store" });
    expect(res.data).toMatchObject({ name: "Fresh", slug: "fresh-store", whatsapp_btn: 1 });
  });

  it("with a language header writes and reads the translation row", async () => {
    const api = t().api(vendor);
    const res = await t().raw("/api/admin/store/action", {
      method: "POST",
      headers: { Authorization: `Bearer ${vendor}`, Accept: "application/json", "Content-Type": "application/json", language: "it" },
      body: JSON.stringify({ name: "Angolo del venditore", slug: "vendor-corner-2" }),
    });
    expect((await res.json()).data.name).toBe("Angolo del venditore");
    expect((await api.get("/store/find")).data.name).toBe("Vendor Corner");
  });
});

describe("page", () => {
  const body = {
    title: "Gift cards",
    slug: "gift-cards",
    page_from_component: 2,
    meta_title: "Gift cards",
    meta_description: "Buy a gift card",
    description: "<p>Hi <script>x()</script></p>",
  };
  let id: number;

  it("creates a page, storing the HTML sanitised and recording trust", async () => {
    const res = await t().api(admin).post("/page/action", body);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ title: "Gift cards", description: "<p>Hi </p>", trusted: 1 });
    expect(res.data).not.toHaveProperty("admin_id");
    id = res.data.id;
  });

  it("lists, searches, sorts and finds", async () => {
    const list = await t().api(admin).get("/page/all", { q: "gift", orderby: "title", type: "asc" });
    expect(list.status).toBe(200);
    expect(list.data.per_page).toBe(14);
    expect(list.data.data.map((p: any) => p.slug)).toEqual(["gift-cards"]);
    expect(list.data.data[0].created).toMatch(/^\d{2}:\d{2} [ap]m, \d{2} \w{3}, \d{2}$/);
    expect((await t().api(admin).get("/page/all", { type: "sideways" })).message).toBe('Order direction must be "asc" or "desc".');
    expect((await t().api(admin).get(`/page/find/${id}`)).data.slug).toBe("gift-cards");
    const nf = await t().api(admin).get("/page/find/999999");
    expect(nf).toMatchObject({ status: 201, message: NOT_FOUND });
    const pages = await t().api(admin).get("/page/all-pages");
    expect(pages.data.length).toBeGreaterThanOrEqual(7);
  });

  it("refuses a duplicate slug and validates", async () => {
    const dup = await t()
      .api(admin)
      .post("/page/action", { ...body, title: "Other" });
    expect(dup).toMatchObject({ status: 201, message: "Slug already exists." });
    const bad = await t().api(admin).post("/page/action", { slug: "x" });
    expect(bad.data.form).toEqual(
      expect.arrayContaining([
        "The title field is required.",
        "The page from component field is required.",
        "The meta title field is required.",
        "The meta description field is required.",
      ]),
    );
    expect((await t().api(admin).post("/page/action/999999", body)).message).toBe(NOT_FOUND);
  });

  it("an author without page.edit creates untrusted pages; an empty description clears", async () => {
    const writer = await adminWith(t(), ["page.view", "page.create"]);
    const res = await t()
      .api(writer.token)
      .post("/page/action", { ...body, slug: "untrusted-page" });
    expect(res.data.trusted).toBe(0);
    expect((await t().api(writer.token).post(`/page/action/${res.data.id}`, body)).status).toBe(403);
    const cleared = await t()
      .api(admin)
      .post(`/page/action/${res.data.id}`, { ...body, slug: "untrusted-page", description: "" });
    expect(cleared.data).toMatchObject({ description: null, trusted: 1 });
  });

  it("delete refuses a page used by a footer link, then deletes", async () => {
    const about = await t().server.db.selectFrom("pages").select("id").where("slug", "=", "about-us").executeTakeFirstOrThrow();
    expect((await t().api(admin).del(`/page/delete/${about.id}`)).message).toBe("Please delete footer link first of this page.");
    const res = await t().api(admin).del(`/page/delete/${id}`);
    expect(res.status).toBe(200);
    expect(res.data.slug).toBe("gift-cards");
    expect((await t().api(admin).del(`/page/delete/${id}`)).message).toBe(NOT_FOUND);
  });

  it("is closed to vendors and anonymous callers", async () => {
    for (const call of [
      t().api(vendor).get("/page/all"),
      t().api(vendor).get("/page/find/1"),
      t().api(vendor).post("/page/action", body),
      t().api(vendor).del("/page/delete/1"),
      t().api(vendor).get("/page/all-pages"),
    ]) {
      expect(await call).toMatchObject(FORBIDDEN);
    }
    expect((await t().api().get("/page/all")).status).toBe(204);
  });

  it("translates with the language header", async () => {
    const res = await t().raw("/api/admin/page/all?orderby=created_at&type=asc", {
      headers: { Authorization: `Bearer ${admin}`, Accept: "application/json", language: "it" },
    });
    const data = (await res.json()).data.data;
    expect(data[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      slug: expect.any(String),
      created_at: expect.any(String),
      page_from_component: expect.any(Number),
      created: expect.any(String),
    });
    expect(data.map((p: any) => p.title)).toContain("Chi siamo");
  });
});

describe("every content endpoint needs a token", () => {
  const routes: Array<[string, string]> = [
    ["GET", "/store/find"],
    ["POST", "/store/action"],
    ["POST", "/store/upload-logo"],
    ["GET", "/page/all"],
    ["GET", "/page/all-pages"],
    ["GET", "/page/find/1"],
    ["POST", "/page/action"],
    ["POST", "/page/action/1"],
    ["DELETE", "/page/delete/1"],
    ["GET", "/footer-link/all"],
    ["POST", "/footer-link/payment-social-action"],
    ["POST", "/footer-link/service-about-action"],
    ["DELETE", "/footer-link/delete/1"],
    ["GET", "/header-link/all"],
    ["POST", "/header-link/action"],
    ["GET", "/footer-image-link/all"],
    ["GET", "/footer-image-link/find/1"],
    ["POST", "/footer-image-link/action"],
    ["DELETE", "/footer-image-link/delete/1"],
    ["POST", "/footer-image-link/image"],
    ["GET", "/home-slider-image/all"],
    ["GET", "/home-slider-image/find/1"],
    ["POST", "/home-slider-image/action"],
    ["DELETE", "/home-slider-image/delete/1"],
    ["POST", "/home-slider-image/image"],
    ["POST", "/home-slider-image/upload/1"],
    ["GET", "/site-feature/all"],
    ["GET", "/site-feature/find/1"],
    ["POST", "/site-feature/action"],
    ["POST", "/site-feature/upload"],
    ["DELETE", "/site-feature/delete/1"],
    ["GET", "/banner/all"],
    ["GET", "/banner/find/1"],
    ["POST", "/banner/action"],
    ["POST", "/banner/image"],
    ["POST", "/banner/upload/1"],
    ["DELETE", "/banner/delete/1"],
    ["GET", "/custom-script/all"],
    ["GET", "/custom-script/find/1"],
    ["POST", "/custom-script/action"],
    ["DELETE", "/custom-script/delete/1"],
    ["GET", "/setting/find"],
    ["POST", "/setting/currency"],
    ["POST", "/setting/address"],
    ["POST", "/setting/upload-logo"],
    ["GET", "/setting/convert-image/a.png"],
    ["GET", "/setting/social-login-find"],
    ["POST", "/setting/social-login-action"],
    ["GET", "/setting/smtp-find"],
    ["POST", "/setting/smtp-action"],
    ["GET", "/setting/media-storage-find"],
    ["POST", "/setting/media-storage-action"],
    ["POST", "/setting/miscellaneous"],
    ["POST", "/setting/analytics"],
    ["GET", "/site-setting/find"],
    ["POST", "/site-setting/action"],
    ["POST", "/site-setting/upload"],
    ["GET", "/payment/all-payments"],
    ["GET", "/payment/find"],
    ["POST", "/payment/save"],
    ["GET", "/plugin/all"],
    ["POST", "/plugin/upload"],
    ["POST", "/plugin/activate"],
    ["DELETE", "/plugin/delete/1"],
    ["GET", "/language/all"],
    ["GET", "/language/find/1"],
    ["POST", "/language/action"],
    ["DELETE", "/language/delete/1"],
    ["GET", "/language/strings/1"],
    ["POST", "/language/strings-action/1"],
    ["GET", "/fcm-setting/find"],
    ["POST", "/fcm-setting/action"],
    ["GET", "/deploy/find"],
    ["POST", "/deploy/action"],
    ["POST", "/deploy/trigger"],
    ["GET", "/deploy/all"],
  ];

  it("answers Unauthenticated. (HTTP 201, status 204) without one", async () => {
    for (const [method, p] of routes) {
      const res = await t().raw(`/api/admin${p}`, {
        method,
        headers: { Accept: "application/json", "Content-Type": "application/json" },
        body: method === "POST" ? "{}" : undefined,
      });
      expect([p, res.status, await res.json()]).toEqual([p, 201, { data: null, status: 204, token: null, message: "Unauthenticated." }]);
    }
  });

  it("a role without the group's permissions gets 403 everywhere", async () => {
    const nobody = await adminWith(t(), ["dashboard.view"]);
    for (const [method, p] of routes) {
      const res = await t().raw(`/api/admin${p}`, {
        method,
        headers: { Accept: "application/json", "Content-Type": "application/json", Authorization: `Bearer ${nobody.token}` },
        body: method === "POST" ? "{}" : undefined,
      });
      expect([p, (await res.json()).status]).toEqual([p, 403]);
    }
  });
});
