import { describe, expect, it } from "vitest";
import { useTestServer } from "./harness";

/* Contract 3.1: the public `resource/countries` list (ISO 3166 countries with their subdivisions). */

const t = useTestServer();

describe("resource/countries", () => {
  it("answers without a token: every country with its states, codes as stored in shipping places", async () => {
    const res = await t().api().get("/resource/countries");
    expect([res.http, res.status]).toEqual([200, 200]);
    const countries = res.data as Array<{ code: string; name: string; states: Array<{ code: string; name: string }> }>;
    expect(countries.length).toBeGreaterThan(240);
    expect(countries.every((c) => /^[A-Z]{2}$/.test(c.code) && c.name.length > 0)).toBe(true);
    const us = countries.find((c) => c.code === "US");
    expect(us?.states).toContainEqual({ code: "NY", name: "New York" });
    const italy = countries.find((c) => c.code === "IT");
    expect(italy?.states.length).toBeGreaterThan(20);
    // Sorted by name, so a select lists them as a reader expects.
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("answers not found for a resource it does not serve", async () => {
    const res = await t().api().get("/resource/unknown");
    expect(res.status).toBe(201);
    expect(res.message).toBe("We couldn't found anything.");
  });
});
