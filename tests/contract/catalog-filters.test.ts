import { beforeAll, describe, expect, it } from "vitest";
import { type Tokens, tokens } from "./catalog-helpers";
import { useTestServer } from "./harness";

/*
 * The catalog lists' filters (a reference-server extension, server/README.md): `status` (1 public,
 * 2 private) and the created day range `start_time`/`end_time` (whole days in `time_zone`, as
 * order/all takes them), on every catalog `all`.
 */

const t = useTestServer();
let tk: Tokens;

beforeAll(async () => {
  tk = await tokens(t);
});

/** A brand made through the API, then dated straight in the database (the API stamps "now"). */
async function brand(slug: string, status: 1 | 2, createdAt: string): Promise<number> {
  const made = await t()
    .api(tk.admin)
    .post("/brand/action", { title: `Filter ${slug}`, slug, status });
  expect(made.status).toBe(200);
  await t().server.db.updateTable("brands").set({ created_at: createdAt }).where("id", "=", made.data.id).execute();
  return made.data.id as number;
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const idsOf = (reply: { data: { data: Array<{ id: number }> } }) => sorted(reply.data.data.map((r) => r.id));

describe("catalog list filters", () => {
  let early: number;
  let late: number;
  let hidden: number;

  beforeAll(async () => {
    early = await brand("f-early", 1, "2024-03-01T10:00:00.000000Z");
    late = await brand("f-late", 1, "2024-03-20T23:30:00.000000Z");
    hidden = await brand("f-hidden", 2, "2024-03-10T12:00:00.000000Z");
  });

  it("status keeps public or private rows", async () => {
    const api = t().api(tk.admin);
    expect(idsOf(await api.get("/brand/all", { q: "Filter f-", status: "1" }))).toEqual(sorted([early, late]));
    expect(idsOf(await api.get("/brand/all", { q: "Filter f-", status: "2" }))).toEqual([hidden]);
    const bad = await api.get("/brand/all", { q: "Filter f-", status: "3" });
    expect([bad.status, bad.data.form]).toEqual([201, ["The selected status is invalid."]]);
  });

  it("the day range includes both whole days, in the client's zone", async () => {
    const api = t().api(tk.admin);
    expect(idsOf(await api.get("/brand/all", { q: "Filter f-", start_time: "2024-03-01", end_time: "2024-03-10" }))).toEqual(
      sorted([early, hidden]),
    );
    expect(idsOf(await api.get("/brand/all", { q: "Filter f-", start_time: "2024-03-11" }))).toEqual([late]);
    // 23:30 UTC on the 20th is already the 21st in Tokyo.
    expect(idsOf(await api.get("/brand/all", { q: "Filter f-", start_time: "2024-03-21", time_zone: "Asia/Tokyo" }))).toEqual([late]);
    const bad = await api.get("/brand/all", { q: "Filter f-", start_time: "soon" });
    expect([bad.status, bad.data.form]).toEqual([201, ["The start time is not a valid date."]]);
  });

  it("every catalog list takes them", async () => {
    const api = t().api(tk.admin);
    for (const list of ["/product/all", "/category/all", "/subcategory/all", "/product-collection/all"]) {
      const reply = await api.get(list, { status: "2", start_time: "2000-01-01", end_time: "2000-01-02" });
      expect([list, reply.status, reply.data.total]).toEqual([list, 200, 0]);
      const bad = await api.get(list, { status: "x" });
      expect([list, bad.data.form]).toEqual([list, ["The selected status is invalid."]]);
    }
    const attributes = await api.get("/attribute/all", { start_time: "2000-01-01", end_time: "2000-01-02" });
    expect([attributes.status, attributes.data.total]).toEqual([200, 0]);
  });
});
