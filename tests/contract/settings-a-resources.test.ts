import { describe, expect, it } from "vitest";
import { useTestServer } from "./harness";

/* The public `resource/currencies`, `resource/decimalFormats` and `resource/languages` (admin-screens 10.1, 10.3). */

const t = useTestServer();

describe("resource/currencies, decimalFormats, languages", () => {
  it("answers the ISO 4217 currencies with their native symbol, without a token", async () => {
    const res = await t().api().get("/resource/currencies");
    expect([res.http, res.status]).toEqual([200, 200]);
    const list = res.data as Array<{ code: string; name: string; symbol: string; decimal_digits: number }>;
    expect(list.length).toBeGreaterThan(100);
    expect(list).toContainEqual({ code: "EUR", name: "Euro", symbol: "€", decimal_digits: 2 });
    expect(list.find((c) => c.code === "PLN")?.symbol).toBe("zł");
    expect(list.find((c) => c.code === "JPY")?.decimal_digits).toBe(0);
    expect(list.every((c) => /^[A-Z]{3}$/.test(c.code) && c.symbol.length > 0 && c.symbol.length <= 10)).toBe(true);
  });

  it("answers one number format per country's language, with an example", async () => {
    const res = await t().api().get("/resource/decimalFormats");
    expect(res.status).toBe(200);
    const list = res.data as Array<{ code: string; name: string; example: string }>;
    expect(list.length).toBeGreaterThan(100);
    expect(list.find((f) => f.code === "it-IT")?.example).toBe("1.234.567,89");
    expect(list.find((f) => f.code === "en-US")?.example).toBe("1,234,567.89");
    expect(new Set(list.map((f) => f.code)).size).toBe(list.length);
  });

  it("answers languages with their own names and direction", async () => {
    const res = await t().api().get("/resource/languages");
    expect(res.status).toBe(200);
    const list = res.data as Array<{ code: string; name: string; native_name: string; direction: string }>;
    expect(list).toContainEqual({ code: "it", name: "Italian", native_name: "italiano", direction: "ltr" });
    expect(list.find((l) => l.code === "ar")?.direction).toBe("rtl");
    expect(list.find((l) => l.code === "he")?.direction).toBe("rtl");
    expect(list.find((l) => l.code === "es")?.native_name).toBe("español");
  });
});
