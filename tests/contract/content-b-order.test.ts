import { beforeAll, describe, expect, it } from "vitest";
import { signInDemo } from "./accounts";
import { png } from "./content-helpers";
import { useTestServer } from "./harness";

/* A saved header/footer link list keeps the order it was sent in (the storefront lists links by id). */

const t = useTestServer();
let admin: string;

beforeAll(async () => {
  ({ admin } = await signInDemo(t()));
});

interface HeaderLink {
  id: number;
  title: string;
  url: string | null;
}

describe("header-link order", () => {
  it("a reversed side is read back reversed, with its translations following each link", async () => {
    const before = (await t().api(admin).get("/header-link/all")).data as { left: HeaderLink[]; right: HeaderLink[] };
    const reversed = [...before.left].reverse();
    const saved = await t()
      .api(admin)
      .post("/header-link/action", { left: [...reversed, { title: "Outlet", url: "/outlet" }] });
    expect(saved.status).toBe(200);
    const titles = [...reversed.map((l) => l.title), "Outlet"];
    expect(saved.data.left.map((l: HeaderLink) => l.title)).toEqual(titles);
    expect(saved.data.left.map((l: HeaderLink) => l.url)).toEqual([...reversed.map((l) => l.url), "/outlet"]);
    // The ids stay the side's ids, in ascending order.
    const ids = saved.data.left.map((l: HeaderLink) => l.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    const again = (await t().api(admin).get("/header-link/all")).data.left.map((l: HeaderLink) => l.title);
    expect(again).toEqual(titles);

    // Italian titles moved with their links.
    const headers = { Authorization: `Bearer ${admin}`, Accept: "application/json", language: "it" };
    const italian = (await (await t().raw("/api/admin/header-link/all", { headers })).json()).data.left.map((l: HeaderLink) => l.title);
    expect(italian.slice(0, 3)).toEqual(["Diventa venditore", "Marchi", "Offerte lampo"]);
  });
});

describe("footer-link order", () => {
  it("service and about columns keep the sent order", async () => {
    const before = (await t().api(admin).get("/footer-link/all")).data as {
      service_links: { id: number; page_id: number }[];
      about_links: { id: number; page_id: number }[];
    };
    const service = [...before.service_links].reverse();
    const [firstAbout, ...restAbout] = before.about_links;
    const about = [...restAbout, firstAbout];
    const saved = await t().api(admin).post("/footer-link/service-about-action", { service_links: service, about_links: about });
    expect(saved.status).toBe(200);
    expect(saved.data.service_links.map((l: { page_id: number }) => l.page_id)).toEqual(service.map((l) => l.page_id));
    expect(saved.data.about_links.map((l: { page_id: number }) => l.page_id)).toEqual(about.map((l) => l.page_id));
    const read = (await t().api(admin).get("/footer-link/all")).data;
    expect(read.service_links.map((l: { page_id: number }) => l.page_id)).toEqual(service.map((l) => l.page_id));
  });
});

describe("footer-image-link upload alias", () => {
  it("upload/{id?} is the image upload, as in the other groups", async () => {
    const draft = await t().api(admin).postForm("/footer-image-link/upload", { photo: png(), type: "2" });
    expect(draft.data).toMatchObject({ type: 2, image: expect.stringMatching(/^footer-.+\.png$/) });
    const again = await t().api(admin).postForm(`/footer-image-link/upload/${draft.data.id}`, { photo: png(), type: "2" });
    expect(again.data.id).toBe(draft.data.id);
    expect((await t().api(admin).del(`/footer-image-link/delete/${draft.data.id}`)).data.id).toBe(draft.data.id);
  });
});
