import { describe, expect, it } from "vitest";
import { createApp } from "../../server/src/app";
import { ADMIN, useTestServer } from "./harness";

/* The HTTP surface around the API: unknown paths, uncaught errors, CORS, and the panel's static files. */
const t = useTestServer();

describe("HTTP edges", () => {
  it("unknown /api paths: GET 404, POST 405 (with a valid token)", async () => {
    const token = await t().login(ADMIN.email, ADMIN.password);
    const headers = { Authorization: `Bearer ${token}` };
    expect((await t().raw("/api/admin/no-such-thing", { headers })).status).toBe(404);
    expect((await t().raw("/api/admin/no-such-thing", { method: "POST", headers })).status).toBe(405);
  });

  it("uncaught errors answer 500 without details", async () => {
    const { db, config } = t().server;
    const app = createApp({ db, config });
    app.get("/boom", () => {
      throw new Error("SELECT secret FROM somewhere");
    });
    const original = console.error;
    console.error = () => {};
    try {
      const res = await app.request("/boom");
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(text).not.toContain("SELECT");
      expect(JSON.parse(text)).toEqual({ message: "Server Error" });
    } finally {
      console.error = original;
    }
  });

  it("CORS preflight allows the Authorization, language and If-Match headers", async () => {
    const res = await t().raw("/api/admin/profile", {
      method: "OPTIONS",
      headers: {
        Origin: "http://example.test",
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "authorization,language,if-match",
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
    expect(res.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("language");
    expect(res.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("if-match");
  });

  // app.ts adds them once the answer exists (not through cors(), which rebuilt every answer).
  it("every other API answer carries the CORS headers: data, refusals, errors, unknown paths, downloads", async () => {
    const token = await t().login(ADMIN.email, ADMIN.password);
    const auth = { Authorization: `Bearer ${token}`, Origin: "http://example.test" };
    const answers = [
      await t().raw("/api/admin/product/all?q=phone", { headers: auth }),
      await t().raw("/api/admin/product/all", { headers: { Origin: "http://example.test" } }),
      await t().raw("/api/admin/product/action", { method: "POST", headers: { ...auth, "Content-Type": "application/json" }, body: "{" }),
      await t().raw("/api/admin/no-such-thing", { headers: auth }),
      await t().raw("/api/admin/bulk/export?type=brands", { headers: auth }),
    ];
    for (const res of answers) {
      expect({ status: res.status, origin: res.headers.get("access-control-allow-origin") }).toEqual({ status: res.status, origin: "*" });
      expect(res.headers.get("access-control-expose-headers")).toBe("Content-Disposition,Idempotent-Replayed,ETag");
      expect(res.headers.get("cache-control")).toBe("no-store");
      await res.arrayBuffer();
    }
    expect(answers.map((r) => r.status)).toEqual([200, 201, 200, 404, 200]);
    expect(answers[0].headers.get("content-type")).toBe("application/json");
  });
});

describe("static serving", () => {
  it("redirects / and /admin to /admin/", async () => {
    for (const p of ["/", "/admin"]) {
      const res = await t().raw(p);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/admin/");
    }
  });

  it("serves index.html for /admin/ and deep links, uncached", async () => {
    for (const p of ["/admin/", "/admin/products/5", "/admin/setting/currency?x=1"]) {
      const res = await t().raw(p);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(await res.text()).toContain("app-shell");
    }
  });

  it("serves hashed assets with long caching, config.json without", async () => {
    const asset = await t().raw("/admin/assets/app-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect(asset.headers.get("content-type")).toContain("javascript");
    const config = await t().raw("/admin/config.json");
    expect(config.headers.get("cache-control")).toBe("no-cache");
    expect(await config.json()).toEqual({ apiHost: "" });
  });

  it("a missing asset is a real 404", async () => {
    const res = await t().raw("/admin/assets/missing-123.js");
    expect(res.status).toBe(404);
  });

  it("does not serve files outside the static and upload folders", async () => {
    const a = await t().raw("/admin/%2e%2e/shop.sqlite");
    expect(await a.text()).not.toContain("SQLite format");
    const b = await t().raw("/uploads/%2e%2e%2fshop.sqlite");
    expect(b.status).toBe(404);
    const c = await t().raw("/uploads/.hidden");
    expect(c.status).toBe(404);
  });
});
