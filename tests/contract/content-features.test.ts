import { beforeAll, describe, expect, it } from "vitest";
import { signInDemo } from "./accounts";
import { useTestServer } from "./harness";
import { adminWith, FORBIDDEN, NOT_FOUND, notAnImage, png } from "./content-helpers";

/* site-feature, custom-script, and vendor scoping across the content links (contract 1.8). */

const t = useTestServer();
let admin: string, vendor: string;

beforeAll(async () => ({ admin, vendor } = await signInDemo(t())));

describe("site-feature", () => {
  it("CRUD with the HTML sanitised and trust recorded", async () => {
    const list = await t().api(admin).get("/site-feature/all", { orderby: "detail", type: "asc" });
    expect(list.data.total).toBe(4);
    const html = '<p onclick="x()">Gift wrap</p>';
    const res = await t().api(admin).post("/site-feature/action", { detail: html, status: 1 });
    expect(res.data).toMatchObject({ detail: "<p>Gift wrap</p>", trusted: 1 });
    const creator = await adminWith(t(), ["home_slider.view", "home_slider.create"]);
    const untrusted = await t().api(creator.token).post("/site-feature/action", { detail: html });
    expect(untrusted.data.trusted).toBe(0);
    expect((await t().api(admin).post("/site-feature/action", {})).data.form).toEqual(["The detail field is required."]);
    expect((await t().api(admin).get("/site-feature/find/999999")).message).toBe(NOT_FOUND);
    const up = await t().api(admin).postForm(`/site-feature/upload/${res.data.id}`, { photo: png() });
    expect(up.data.image).toMatch(/^site-feature-/);
    expect((await t().api(admin).postForm("/site-feature/upload", { photo: notAnImage() })).data.image).toHaveLength(1);
    expect(await t().api(admin).del(`/site-feature/delete/${res.data.id},${untrusted.data.id}`)).toMatchObject({ data: true });
    expect((await t().api(admin).del(`/site-feature/delete/${res.data.id}`)).message).toBe(NOT_FOUND);
  });

  it("is gated by home_slider permissions", async () => {
    expect(await t().api(vendor).get("/site-feature/all")).toMatchObject(FORBIDDEN);
    expect(await t().api(vendor).postForm("/site-feature/upload", { photo: png() })).toMatchObject(FORBIDDEN);
    expect((await t().api().get("/site-feature/all")).status).toBe(204);
  });
});

describe("custom-script", () => {
  it("CRUD with code kept as given and trust recorded", async () => {
    const code = "</script><script>alert('x')</script>";
    const res = await t()
      .api(admin)
      .post("/custom-script/action", { route_pattern: "/checkout/*", body_script: 1, body_script_code: code, status: 1 });
    expect(res.data).toMatchObject({ body_script_code: code, trusted: 1 });
    const creator = await adminWith(t(), ["header_link.view", "header_link.create"]);
    const untrusted = await t()
      .api(creator.token)
      .post("/custom-script/action", { route_pattern: "*", header_script: 1, header_script_code: code });
    expect(untrusted.data.trusted).toBe(0);
    expect(await t().api(creator.token).post(`/custom-script/action/${untrusted.data.id}`, { route_pattern: "*" })).toMatchObject(
      FORBIDDEN,
    );
    const list = await t().api(admin).get("/custom-script/all", { q: "checkout" });
    expect(list.data.data).toHaveLength(1);
    expect((await t().api(admin).post("/custom-script/action", { header_script: 3 })).data.form).toEqual([
      "The route pattern field is required.",
      "The selected header script is invalid.",
    ]);
    expect((await t().api(admin).get("/custom-script/find/999999")).message).toBe(NOT_FOUND);
    expect(await t().api(admin).del(`/custom-script/delete/${res.data.id},${untrusted.data.id}`)).toMatchObject({ data: true });
  });

  it("is gated by header_link permissions", async () => {
    expect(await t().api(vendor).get("/custom-script/all")).toMatchObject(FORBIDDEN);
    expect(await t().api(vendor).post("/custom-script/action", { route_pattern: "*" })).toMatchObject(FORBIDDEN);
    expect(await t().api(vendor).del("/custom-script/delete/1")).toMatchObject(FORBIDDEN);
    expect((await t().api().get("/custom-script/all")).status).toBe(204);
  });
});

describe("vendor scoping (contract 1.8)", () => {
  it("a vendor holding content permissions sees and changes only its own rows", async () => {
    const perms = [
      "page.view",
      "page.create",
      "page.edit",
      "page.delete",
      "home_slider.view",
      "home_slider.create",
      "home_slider.edit",
      "home_slider.delete",
      "banner.view",
      "banner.create",
      "banner.edit",
      "banner.delete",
    ];
    const v = await adminWith(t(), perms, { vendor: true });
    const api = t().api(v.token);
    expect((await api.get("/page/all")).data.total).toBe(0);
    expect((await api.get("/banner/all")).data.total).toBe(0);
    expect((await api.get("/home-slider-image/all")).data).toEqual({ main: [] });
    const adminPage = await t().server.db.selectFrom("pages").select("id").where("slug", "=", "about-us").executeTakeFirstOrThrow();
    const adminBanner = await t().server.db.selectFrom("banners").select("id").orderBy("id").executeTakeFirstOrThrow();
    const adminSlide = await t().server.db.selectFrom("home_sliders").select("id").orderBy("id").executeTakeFirstOrThrow();
    expect(await api.get(`/page/find/${adminPage.id}`)).toMatchObject(FORBIDDEN);
    expect(await api.del(`/page/delete/${adminPage.id}`)).toMatchObject(FORBIDDEN);
    expect(await api.get(`/banner/find/${adminBanner.id}`)).toMatchObject(FORBIDDEN);
    expect(await api.del(`/banner/delete/${adminBanner.id}`)).toMatchObject(FORBIDDEN);
    expect(await api.get(`/home-slider-image/find/${adminSlide.id}`)).toMatchObject(FORBIDDEN);
    expect(await api.postForm(`/home-slider-image/upload/${adminSlide.id}`, { photo: png(), type: "1" })).toMatchObject(FORBIDDEN);
    const mine = await api.post("/page/action", {
      title: "Vendor page",
      slug: "vendor-page",
      page_from_component: 2,
      meta_title: "V",
      meta_description: "V",
    });
    expect(mine.status).toBe(200);
    const list = await api.get("/page/all");
    expect(list.data.data.map((p: any) => p.slug)).toEqual(["vendor-page"]);
    expect((await api.del(`/page/delete/${mine.data.id}`)).status).toBe(200);
  });
});
