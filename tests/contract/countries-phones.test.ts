import { describe, expect, it } from "vitest";
import { useTestServer } from "./harness";

/* Contract 3.1: the public `countries-phones` (country names and international calling codes by ISO code). */

const t = useTestServer();

describe("countries-phones", () => {
  it("answers without a token: names and calling codes keyed by alpha-2 code", async () => {
    const res = await t().api().get("/countries-phones");
    expect([res.http, res.status, res.message]).toEqual([200, 200, ""]);
    const { countries, phones } = res.data as { countries: Record<string, string>; phones: Record<string, string> };
    expect(Object.keys(res.data).sort()).toEqual(["countries", "phones"]);
    expect(Object.keys(countries).length).toBeGreaterThan(240);
    expect(Object.entries(countries).every(([code, name]) => /^[A-Z]{2}$/.test(code) && name.length > 0)).toBe(true);
    expect(countries).toMatchObject({ IT: "Italy", DE: "Germany", FR: "France" });
    expect(phones).toMatchObject({ IT: "39", US: "1", GB: "44", DE: "49", FR: "33", CA: "1", VA: "39" });
    // Every code is digits only (no "+"), and only countries of the list have one.
    expect(Object.values(phones).every((p) => /^\d{1,4}$/.test(p))).toBe(true);
    expect(Object.keys(phones).every((code) => code in countries)).toBe(true);
    expect(Object.keys(phones).length).toBeGreaterThan(230);
    // Territories without a numbering plan of their own have a name but no calling code.
    expect(countries.AQ).toBe("Antarctica");
    expect(phones).not.toHaveProperty("AQ");
  });

  it("uses the same names as resource/countries, and keeps the API's no-store cache header", async () => {
    const [map, list] = await Promise.all([t().api().get("/countries-phones"), t().api().get("/resource/countries")]);
    const names = Object.fromEntries((list.data as Array<{ code: string; name: string }>).map((c) => [c.code, c.name]));
    expect(map.data.countries).toEqual(names);
    const raw = await t().raw("/api/admin/countries-phones", { headers: { Accept: "application/json" } });
    expect(raw.headers.get("cache-control")).toBe("no-store");
  });

  it("is the same with a token, and only answers GET", async () => {
    const token = await t().login("admin@example.com", "admin123");
    const signedIn = await t().api(token).get("/countries-phones");
    expect(signedIn.data.phones.IT).toBe("39");
    const post = await t().raw("/api/admin/countries-phones", { method: "POST", headers: { Accept: "application/json" } });
    expect(post.status).not.toBe(200);
  });
});
