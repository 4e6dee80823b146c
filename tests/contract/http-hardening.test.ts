import { describe, expect, it } from "vitest";
import { ADMIN, useTestServer } from "./harness";

/*
 * Hardening findings on the HTTP surface: answers must not be built from the request's Host header,
 * API answers are never cached and never sniffed, and the panel's document carries a strict CSP.
 */
const t = useTestServer();

describe("the Host header is not trusted", () => {
  it("profile image base and paginator links never name the Host a client sent", async () => {
    const token = await t().login(ADMIN.email, ADMIN.password);
    const headers = { Authorization: `Bearer ${token}`, Accept: "application/json", Host: "evil.example" };
    const profile = await (await t().raw("/api/admin/profile", { headers })).json();
    expect(profile.data.img_src_url).toBe("/uploads/");
    const page = await (await t().raw("/api/admin/brand/all?page=1", { headers })).json();
    const text = JSON.stringify(page);
    expect(text).not.toContain("evil.example");
    expect(page.data.first_page_url).toBe("/api/admin/brand/all?page=1");
  });
});

describe("headers", () => {
  it("every API answer says no-store and nosniff: success, error envelope, public and unknown paths", async () => {
    const token = await t().login(ADMIN.email, ADMIN.password);
    const answers = await Promise.all([
      t().raw("/api/admin/profile", { headers: { Authorization: `Bearer ${token}` } }),
      t().raw("/api/admin/profile"),
      t().raw("/api/admin/languages"),
      t().raw("/api/admin/no-such-thing", { headers: { Authorization: `Bearer ${token}` } }),
    ]);
    for (const res of answers) {
      expect(res.headers.get("cache-control"), res.url).toBe("no-store");
      expect(res.headers.get("x-content-type-options"), res.url).toBe("nosniff");
    }
  });

  it("the panel's document: a CSP with the inline scripts' hashes and no unsafe-inline scripts", async () => {
    const res = await t().raw("/admin/products/12");
    const csp = res.headers.get("content-security-policy") ?? "";
    const directives = Object.fromEntries(
      csp
        .split(";")
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(directives["script-src"]).toContain("'self'");
    expect(directives["script-src"]).not.toContain("'unsafe-inline'");
    expect(directives["frame-ancestors"]).toEqual(["'none'"]);
    expect(directives["object-src"]).toEqual(["'none'"]);
    expect(directives["base-uri"]).toEqual(["'self'"]);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    // No PUBLIC_URL over https here: no HSTS (it would pin plain-http test hosts).
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });
});
