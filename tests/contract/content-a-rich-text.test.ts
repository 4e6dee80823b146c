import { beforeAll, describe, expect, it } from "vitest";
import { routePatternMatches as panelMatches } from "../../app/features/content/custom-scripts/route-pattern";
import { routePatternMatches as serverMatches } from "../../server/src/groups/content/custom-script";
import { signInDemo } from "./accounts";
import { useTestServer } from "./harness";
import { adminWith, FORBIDDEN, NOT_FOUND, notAnImage, png } from "./content-helpers";

/*
 * Issue 14 (contentA): rich text is sanitised before it is stored (pages, site features), pictures
 * inside it upload to `<group>/wysiwyg-image/{id}`, and the panel's route-pattern tester follows the
 * server's rule.
 */

const t = useTestServer();
let admin: string;

beforeAll(async () => ({ admin } = await signInDemo(t())));

const HOSTILE = '<p>Hello</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:alert(1)">x</a>';

const expectHarmless = (html: string) => {
  expect(html).toContain("<p>Hello</p>");
  expect(html).not.toMatch(/onerror|<script|javascript:/i);
};

describe("page rich text", () => {
  it("is stored without scripts, handlers or javascript: links; a component name is kept", async () => {
    const body = {
      title: "XSS page",
      slug: "xss-page-contract",
      page_from_component: 2,
      meta_title: "T",
      meta_description: "D",
      description: HOSTILE,
    };
    const res = await t().api(admin).post("/page/action", body);
    expect(res.status).toBe(200);
    expectHarmless(res.data.description);
    const row = await t().server.db.selectFrom("pages").select("description").where("id", "=", res.data.id).executeTakeFirstOrThrow();
    expectHarmless(row.description ?? "");
    const component = await t()
      .api(admin)
      .post(`/page/action/${res.data.id}`, { ...body, page_from_component: 1, description: "sitemap" });
    expect(component.data.description).toBe("sitemap");
    expect(
      (
        await t()
          .api(admin)
          .post("/page/action", { ...body, slug: "xss-page-contract" })
      ).message,
    ).toBe("Slug already exists.");
    expect(await t().api(admin).del(`/page/delete/${res.data.id}`)).toMatchObject({ status: 200 });
  });

  it("uploads a picture for an existing page, gated and validated", async () => {
    const page = await t()
      .api(admin)
      .post("/page/action", { title: "Pic", slug: "pic-page-contract", page_from_component: 2, meta_title: "T", meta_description: "D" });
    const up = await t().api(admin).postForm(`/page/wysiwyg-image/${page.data.id}`, { photo: png() });
    expect(up.data.image).toMatch(/^wysiwyg-image-/);
    expect(up.data.url).toMatch(/\/uploads\/wysiwyg-image-/);
    expect((await t().api(admin).postForm(`/page/wysiwyg-image/${page.data.id}`, { photo: notAnImage() })).data.image).toHaveLength(1);
    expect((await t().api(admin).postForm("/page/wysiwyg-image/999999", { photo: png() })).message).toBe(NOT_FOUND);
    const viewer = await adminWith(t(), ["page.view"]);
    expect(await t().api(viewer.token).postForm(`/page/wysiwyg-image/${page.data.id}`, { photo: png() })).toMatchObject(FORBIDDEN);
    await t().api(admin).del(`/page/delete/${page.data.id}`);
  });
});

describe("site feature rich text", () => {
  it("is stored sanitised; a detail of nothing but scripts is empty, so required", async () => {
    const res = await t().api(admin).post("/site-feature/action", { detail: HOSTILE, status: 1 });
    expectHarmless(res.data.detail);
    expect((await t().api(admin).post("/site-feature/action", { detail: "<script>x()</script>" })).data.form).toEqual([
      "The detail field is required.",
    ]);
    const up = await t().api(admin).postForm(`/site-feature/wysiwyg-image/${res.data.id}`, { photo: png() });
    expect(up.data.url).toMatch(/\/uploads\/wysiwyg-image-/);
    await t().api(admin).del(`/site-feature/delete/${res.data.id}`);
  });
});

describe("route patterns", () => {
  const cases: [pattern: string, path: string, matches: boolean][] = [
    ["*", "/", true],
    ["*", "/product/123?x=1", true],
    ["/*/product/*", "/product/123", true],
    ["/*/product/*", "/en/product/123", true],
    ["/*/product/*", "/products/123", false],
    ["/*/product/*", "/category/shoes", false],
    ["/product/*", "/product/123/", true],
    ["/product/*", "/en/product/123", false],
    ["product/*", "/product/9", true],
    ["/cart", "/cart", true],
    ["/cart", "/cart#top", true],
    ["/cart", "/Cart", false],
    ["/a.b", "/axb", false],
    ["/page/(x)", "/page/(x)", true],
    ["", "/", false],
  ];
  it.each(cases)("%s on %s: %s (server and panel agree)", (pattern, path, matches) => {
    expect(serverMatches(pattern, path)).toBe(matches);
    expect(panelMatches(pattern, path)).toBe(matches);
  });
});
