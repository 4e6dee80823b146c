import { beforeAll, describe, expect, it } from "vitest";
import { signInDemo } from "./accounts";
import { useTestServer } from "./harness";
import { adminWith, FORBIDDEN, NOT_FOUND, notAnImage, png } from "./content-helpers";

const t = useTestServer();
let admin: string;
let vendor: string;
let pageId: number;

beforeAll(async () => {
  ({ admin, vendor } = await signInDemo(t()));
  pageId = (await t().server.db.selectFrom("pages").select("id").where("slug", "=", "contact").executeTakeFirstOrThrow()).id;
});

describe("footer-link", () => {
  it("all groups service/about links and the payment/social icons", async () => {
    const res = await t().api(admin).get("/footer-link/all");
    expect(res.status).toBe(200);
    expect(Object.keys(res.data)).toEqual(["about_links", "service_links", "payment_links", "social_links"]);
    expect(res.data.service_links).toHaveLength(3);
    expect(res.data.about_links[0]).toEqual({ id: expect.any(Number), page_id: expect.any(Number), type: 2 });
    expect(res.data.payment_links[0]).not.toHaveProperty("admin_id");
  });

  it("payment-social-action creates and updates one link", async () => {
    const created = await t().api(admin).post("/footer-link/payment-social-action", { page_id: pageId, type: 1 });
    expect(created.data).toMatchObject({ page_id: pageId, type: 1, service_links: true });
    const updated = await t().api(admin).post(`/footer-link/payment-social-action/${created.data.id}`, { page_id: pageId, type: 2 });
    expect(updated.data).toMatchObject({ id: created.data.id, type: 2, about_links: true });
    expect((await t().api(admin).post("/footer-link/payment-social-action/999999", { page_id: pageId, type: 2 })).message).toBe(NOT_FOUND);
    const bad = await t().api(admin).post("/footer-link/payment-social-action", { page_id: 999999, type: 0 });
    expect(bad.data.form).toEqual(["The selected type is invalid."]);
    const badPage = await t().api(admin).post("/footer-link/payment-social-action", { page_id: 999999, type: 1 });
    expect(badPage.data.form).toEqual(["The selected page id is invalid."]);
    const del = await t().api(admin).del(`/footer-link/delete/${created.data.id}`);
    expect(del.data.id).toBe(created.data.id);
    expect((await t().api(admin).del(`/footer-link/delete/${created.data.id}`)).message).toBe(NOT_FOUND);
  });

  it("service-about-action adds, updates and deletes in one transaction", async () => {
    const before = (await t().api(admin).get("/footer-link/all")).data;
    const [first, second] = before.service_links;
    const res = await t()
      .api(admin)
      .post("/footer-link/service-about-action", {
        about_links: before.about_links,
        service_links: [
          { ...first, deleted: true },
          { ...second, page_id: pageId, updated: true },
          ...before.service_links.slice(2),
          { page_id: pageId },
        ],
      });
    expect(res.status).toBe(200);
    expect(res.data.service_links.map((l: any) => l.id)).not.toContain(first.id);
    expect(res.data.service_links).toHaveLength(3);
    expect(res.data.service_links.find((l: any) => l.id === second.id).page_id).toBe(pageId);
    const bad = await t()
      .api(admin)
      .post("/footer-link/service-about-action", { about_links: [{}] });
    expect(bad.data.form).toEqual(["The about_links.0.page id field is required.", "The service links field is required."]);
  });

  it("needs footer_link permissions, per kind of change", async () => {
    const editor = await adminWith(t(), ["footer_link.view", "footer_link.edit"]);
    const all = (await t().api(editor.token).get("/footer-link/all")).data;
    const del = await t()
      .api(editor.token)
      .post("/footer-link/service-about-action", { about_links: [], service_links: [{ ...all.service_links[0], deleted: true }] });
    expect(del).toMatchObject(FORBIDDEN);
    expect(await t().api(vendor).get("/footer-link/all")).toMatchObject(FORBIDDEN);
    expect(await t().api(vendor).post("/footer-link/payment-social-action", { page_id: pageId, type: 1 })).toMatchObject(FORBIDDEN);
    expect(await t().api(vendor).del("/footer-link/delete/1")).toMatchObject(FORBIDDEN);
    expect((await t().api().get("/footer-link/all")).status).toBe(204);
  });
});

describe("footer-image-link", () => {
  it("lists, finds, creates, uploads and deletes icons", async () => {
    const all = await t().api(admin).get("/footer-image-link/all");
    expect(all.data.payment_links.length).toBeGreaterThan(0);
    expect(all.data.social_links[0].created).toEqual(expect.any(String));
    const created = await t()
      .api(admin)
      .post("/footer-image-link/action", { title: "Klarna", link: "https://www.klarna.com", type: 1, status: 1 });
    expect(created.data).toMatchObject({ title: "Klarna", payment_links: true, created: expect.any(String) });
    const id = created.data.id;
    expect((await t().api(admin).get(`/footer-image-link/find/${id}`)).data.title).toBe("Klarna");
    expect((await t().api(admin).get("/footer-image-link/find/999999")).message).toBe(NOT_FOUND);
    const img = await t().api(admin).postForm(`/footer-image-link/image/${id}`, { photo: png(), type: "1" });
    expect(img.data.image).toMatch(/^footer-\d+-\d+\.png$/);
    const draft = await t().api(admin).postForm("/footer-image-link/image", { photo: png(), type: "2" });
    expect(draft.data).toMatchObject({ type: 2, title: null });
    expect((await t().api(admin).postForm("/footer-image-link/image", { photo: notAnImage(), type: "2" })).data).toEqual({
      image: ["The photo must be a file of type: jpeg, png, gif, svg, webp."],
    });
    expect((await t().api(admin).postForm("/footer-image-link/image", { photo: png(), type: "0" })).data).toEqual({
      form: ["The selected type is invalid."],
    });
    const bad = await t().api(admin).post("/footer-image-link/action", { link: "javascript:alert(1)", type: 1 });
    expect(bad.data.form).toEqual(["The title field is required.", "The link format is invalid."]);
    expect((await t().api(admin).del(`/footer-image-link/delete/${id}`)).data.id).toBe(id);
    const nf = await t().api(admin).del(`/footer-image-link/delete/${id}`);
    expect(nf).toMatchObject({ status: 200, message: NOT_FOUND }); // NF-B
  });

  it("is gated by footer_link permissions", async () => {
    expect(await t().api(vendor).get("/footer-image-link/all")).toMatchObject(FORBIDDEN);
    expect(await t().api(vendor).post("/footer-image-link/action", { title: "x", link: "/x", type: 1 })).toMatchObject(FORBIDDEN);
    expect(await t().api(vendor).postForm("/footer-image-link/image", { photo: png(), type: "1" })).toMatchObject(FORBIDDEN);
    expect((await t().api().get("/footer-image-link/all")).status).toBe(204);
  });
});

describe("header-link", () => {
  it("all returns left and right; action replaces a side, keeping the other", async () => {
    const all = await t().api(admin).get("/header-link/all");
    expect(all.data.left.length).toBe(3);
    expect(all.data.right.length).toBe(2);
    const res = await t()
      .api(admin)
      .post("/header-link/action", {
        left: [
          { ...all.data.left[0], title: "Deals" },
          { title: "Outlet", url: "/outlet" },
          { ...all.data.left[1], deleted: true },
        ],
      });
    expect(res.status).toBe(200);
    expect(res.data.left.map((l: any) => l.title)).toEqual(["Deals", "Outlet"]);
    expect(res.data.right).toHaveLength(2);
    expect(res.data.left[0]).not.toHaveProperty("admin_id");
  });

  it("with a language header titles go to the translation rows", async () => {
    const headers = { Authorization: `Bearer ${admin}`, Accept: "application/json", "Content-Type": "application/json", language: "it" };
    const read = await (await t().raw("/api/admin/header-link/all", { headers })).json();
    const right = read.data.right;
    expect(right.map((l: any) => l.title)).toEqual(["Aiuto", "Traccia ordine"]);
    const saved = await (
      await t().raw("/api/admin/header-link/action", {
        method: "POST",
        headers,
        body: JSON.stringify({ right: [{ ...right[0], title: "Assistenza" }, right[1]] }),
      })
    ).json();
    expect(saved.data.right[0].title).toBe("Assistenza");
    expect((await t().api(admin).get("/header-link/all")).data.right.map((l: any) => l.title)).toEqual(["Help", "Track order"]);
  });

  it("validates items and unknown ids", async () => {
    const bad = await t()
      .api(admin)
      .post("/header-link/action", { left: [{ url: "javascript:alert(1)" }] });
    expect(bad.data.form).toEqual(["The left.0.title field is required.", "The left.0.url format is invalid."]);
    expect(
      (
        await t()
          .api(admin)
          .post("/header-link/action", { right: [{ id: 999999, title: "x" }] })
      ).message,
    ).toBe(NOT_FOUND);
  });

  it("gates the save (the original had none)", async () => {
    const viewer = await adminWith(t(), ["header_link.view"]);
    expect(await t().api(viewer.token).post("/header-link/action", { left: [] })).toMatchObject(FORBIDDEN);
    const editor = await adminWith(t(), ["header_link.view", "header_link.edit"]);
    // Not superadmin: sees only its own links, so an empty side removes nothing and adding needs create.
    expect((await t().api(editor.token).get("/header-link/all")).data).toEqual({ left: [], right: [] });
    expect(
      await t()
        .api(editor.token)
        .post("/header-link/action", { left: [{ title: "Mine" }] }),
    ).toMatchObject(FORBIDDEN);
    expect(await t().api(vendor).get("/header-link/all")).toMatchObject(FORBIDDEN);
    expect((await t().api().post("/header-link/action", {})).status).toBe(204);
  });
});

describe("home-slider-image", () => {
  let id: number;
  const base = {
    title: "Spring",
    slug: "spring-slide",
    type: 1,
    source_type: 6,
    url: "/spring",
    source_categories: [],
    source_brands: [],
    source_products: [],
  };

  it("all groups main and the two tiles", async () => {
    const res = await t().api(admin).get("/home-slider-image/all");
    expect(res.data.main).toHaveLength(3);
    expect(res.data.right_top.type).toBe(2);
    expect(res.data.right_bottom.type).toBe(3);
    const offers = await t().api(admin).get("/home-slider-image/all", { slider_type: 2 });
    expect(offers.data.main).toHaveLength(2);
    expect(offers.data).not.toHaveProperty("right_top");
  });

  it("action creates with sources, updates and deletes links", async () => {
    const cats = await t().server.db.selectFrom("categories").select("id").limit(2).execute();
    const res = await t()
      .api(admin)
      .post("/home-slider-image/action", { ...base, source_type: 1, source_categories: cats.map((c) => ({ category: { id: c.id } })) });
    expect(res.status).toBe(200);
    expect(res.data.source_categories).toHaveLength(2);
    expect(res.data.source_categories[0]).toMatchObject({ home_slider_id: res.data.id, category: { id: cats[0].id } });
    expect(res.data.slider_type).toBe("1");
    id = res.data.id;
    const upd = await t()
      .api(admin)
      .post(`/home-slider-image/action/${id}`, {
        ...base,
        source_type: 1,
        source_categories: [{ ...res.data.source_categories[0], deleted: true }],
      });
    expect(upd.data.source_categories).toHaveLength(1);
    expect((await t().api(admin).get(`/home-slider-image/find/${id}`)).data.source_brands).toEqual([]);
  });

  it("validates, refuses duplicate slugs and unknown sources", async () => {
    const bad = await t().api(admin).post("/home-slider-image/action", { title: "x", slug: "y", type: 4, source_type: 6 });
    expect(bad.data.form).toEqual(
      expect.arrayContaining([
        "The selected type is invalid.",
        "The source categories field is required.",
        "The source brands field is required.",
        "The source products field is required.",
      ]),
    );
    expect((await t().api(admin).post("/home-slider-image/action", base)).message).toBe("Slug already exists.");
    const src = await t()
      .api(admin)
      .post("/home-slider-image/action", { ...base, slug: "other", source_brands: [{ brand: { id: 987654321 } }] });
    expect(src.data.form).toEqual(["The selected source_brands.0.brand.id is invalid."]);
    expect((await t().api(admin).get("/home-slider-image/find/999999")).message).toBe(NOT_FOUND);
  });

  it("image upload replaces or creates; delete answers NF-B for unknown ids", async () => {
    const up = await t().api(admin).postForm(`/home-slider-image/upload/${id}`, { photo: png(), type: "1" });
    expect(up.data).toMatchObject({ id, image: expect.stringMatching(/^footer-/) });
    expect((await t().api(admin).postForm(`/home-slider-image/upload/${id}`, { photo: notAnImage(), type: "1" })).data).toEqual({
      image: ["The photo must be a file of type: jpeg, png, gif, svg, webp."],
    });
    expect((await t().api(admin).postForm(`/home-slider-image/upload/${id}`, { photo: png() })).data).toEqual({
      form: ["The type field is required."],
    });
    expect((await t().api(admin).post("/home-slider-image/action/999999", base)).message).toBe(NOT_FOUND);
    const draft = await t().api(admin).postForm("/home-slider-image/image", { photo: png(), type: "2" });
    expect(draft.data).toMatchObject({ type: 2, title: null, source_products: [] });
    expect((await t().api(admin).del(`/home-slider-image/delete/${id}`)).data.id).toBe(id);
    expect(await t().api(admin).del(`/home-slider-image/delete/${id}`)).toMatchObject({ status: 200, message: NOT_FOUND });
  });

  it("is gated by home_slider permissions", async () => {
    expect(await t().api(vendor).get("/home-slider-image/all")).toMatchObject(FORBIDDEN);
    expect(await t().api(vendor).post("/home-slider-image/action", base)).toMatchObject(FORBIDDEN);
    expect(await t().api(vendor).postForm("/home-slider-image/image", { photo: png(), type: "1" })).toMatchObject(FORBIDDEN);
    expect(await t().api(vendor).del("/home-slider-image/delete/1")).toMatchObject(FORBIDDEN);
    expect((await t().api().get("/home-slider-image/all")).status).toBe(204);
  });
});

describe("banner", () => {
  const base = {
    title: "Summer",
    slug: "summer-banner",
    type: 4,
    source_type: 3,
    tags: "summer",
    closable: 1,
    source_categories: [],
    source_brands: [],
    source_products: [],
  };

  it("lists oldest first, creates, finds, uploads and deletes a comma list", async () => {
    const list = await t().api(admin).get("/banner/all");
    expect(list.data.total).toBe(6);
    const created = list.data.data.map((b: any) => b.created_at);
    expect([...created].sort()).toEqual(created);
    const res = await t().api(admin).post("/banner/action", base);
    expect(res.data).toMatchObject({ title: "Summer", status: 1, closable: 1, source_sub_categories: [] });
    const id = res.data.id;
    expect((await t().api(admin).get(`/banner/find/${id}`)).data.slug).toBe("summer-banner");
    const up = await t().api(admin).postForm(`/banner/image/${id}`, { photo: png(), type: "4" });
    expect(up.data.image).toMatch(/^banner-/);
    const bad = await t()
      .api(admin)
      .post("/banner/action", { ...base, slug: "x2", source_type: 3, tags: "", closable: 0, type: 11 });
    expect(bad.data.form).toEqual(expect.arrayContaining(["The selected type is invalid.", "The selected closable is invalid."]));
    const other = await t()
      .api(admin)
      .post("/banner/action", { ...base, slug: "winter-banner" });
    // All or nothing: an unknown id deletes none.
    expect((await t().api(admin).del(`/banner/delete/${id},999999`)).message).toBe(NOT_FOUND);
    expect((await t().api(admin).get(`/banner/find/${id}`)).status).toBe(200);
    expect(await t().api(admin).del(`/banner/delete/${id},${other.data.id}`)).toMatchObject({ status: 200, data: true });
    expect((await t().api(admin).get(`/banner/find/${id}`)).message).toBe(NOT_FOUND);
  });

  it("is gated by banner permissions", async () => {
    expect(await t().api(vendor).get("/banner/all")).toMatchObject(FORBIDDEN);
    expect(await t().api(vendor).del("/banner/delete/1")).toMatchObject(FORBIDDEN);
    expect(await t().api(vendor).postForm("/banner/upload", { photo: png(), type: "1" })).toMatchObject(FORBIDDEN);
    expect((await t().api().get("/banner/all")).status).toBe(204);
  });
});
