import { beforeAll, describe, expect, it } from "vitest";
import { productBody, productSetup, type Rules, type Tokens } from "./catalog-helpers";
import { expectValidationFailure, useTestServer } from "./harness";

/*
 * A slug is a storefront address: an update keeps the stored one unless a new, non-empty slug is
 * sent. Only a create makes one from the title (a product's is optional). The panel relies on this:
 * a rename sends the stored slug back, and a backend that rewrote it would move the address anyway.
 */

const t = useTestServer();
let tk: Tokens;
let r: Rules;

beforeAll(async () => ({ tk, r } = await productSetup(t)));

describe("an update keeps the stored slug", () => {
  it("a product renamed with its slug empty or left out keeps the slug its create made", async () => {
    const api = t().api(tk.admin);
    const made = await api.post("/product/action", productBody(r, { title: "Slug Keeper" }));
    expect(made.status).toBe(200);
    const id = made.data.id as number;
    expect((await api.get(`/product/find/${id}`)).data.slug).toBe("slug-keeper");

    expect((await api.post(`/product/action/${id}`, productBody(r, { title: "Renamed Keeper", slug: "" }))).status).toBe(200);
    expect((await api.get(`/product/find/${id}`)).data).toMatchObject({ title: "Renamed Keeper", slug: "slug-keeper" });

    expect((await api.post(`/product/action/${id}`, productBody(r, { title: "Renamed Again" }))).status).toBe(200);
    expect((await api.get(`/product/find/${id}`)).data).toMatchObject({ title: "Renamed Again", slug: "slug-keeper" });

    expect((await api.post(`/product/action/${id}`, productBody(r, { title: "Renamed Again", slug: "moved-on-purpose" }))).status).toBe(
      200,
    );
    expect((await api.get(`/product/find/${id}`)).data.slug).toBe("moved-on-purpose");
  });

  it("a brand, a category and a collection renamed keep their slug; an empty one is refused, not regenerated", async () => {
    const api = t().api(tk.admin);
    const cases = [
      { group: "brand", body: { title: "Keep Brand", slug: "s-keep-brand" } },
      { group: "category", body: { title: "Keep Cat", slug: "s-keep-cat", meta_title: "m", meta_description: "d" } },
      { group: "product-collection", body: { title: "Keep Col", slug: "s-keep-col" } },
    ];
    for (const { group, body } of cases) {
      const id = (await api.post(`/${group}/action`, body)).data.id as number;
      expect((await api.post(`/${group}/action/${id}`, { ...body, title: `${body.title} renamed` })).status).toBe(200);
      expect((await api.get(`/${group}/find/${id}`)).data).toMatchObject({ title: `${body.title} renamed`, slug: body.slug });
      expectValidationFailure(await api.post(`/${group}/action/${id}`, { ...body, title: "Other", slug: "" }), [
        "The slug field is required.",
      ]);
      expect((await api.get(`/${group}/find/${id}`)).data.slug).toBe(body.slug);
    }
  });
});
