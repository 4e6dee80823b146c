import { beforeAll, describe, expect, it } from "vitest";
import { groups } from "../../server/src/groups";
import { signInDemo } from "./accounts";
import { useTestServer } from "./harness";

/*
 * Issue 17: `product/all?q=a%00b` answered 500 from the FTS5 phrase. Every list that takes `q`
 * must answer hostile text with results or the contract's error, never 500. The lists are found
 * from the mounted routers (every GET without a path parameter, plus a customer's sub-lists), so a
 * new searching list is covered without touching this file.
 */
const t = useTestServer();

// Raw query values, already percent-encoded: a lone surrogate cannot pass through URLSearchParams.
const HOSTILE: Record<string, string> = {
  nul: "a%00b",
  quote: "%27",
  "double quote": "%22",
  "open phrase": "%22abc",
  star: "abc*",
  near: "NEAR(abc",
  percent: "%25",
  underscore: "_",
  backslash: "%5C",
  "10k characters": "x".repeat(10_000),
  "lone surrogate": "%ED%A0%80abc",
  "bad escape": "%E0%A4%A",
};

// GETs that act or stream rather than list; `q` means nothing to them.
const NOT_LISTS = new Set(["/api/admin/logout", "/api/admin/bulk/export", "/api/admin/deploy/run"]);

function listPaths(): string[] {
  const paths = new Set<string>();
  for (const g of groups) {
    for (const r of g.router.routes) {
      const full = `/api/admin${g.prefix}${r.path}`;
      if (r.method === "GET" && !full.includes(":") && !full.includes("*") && !NOT_LISTS.has(full)) paths.add(full);
    }
  }
  return [...paths].sort();
}

let token = "";
let userId = 0;
beforeAll(async () => {
  token = (await signInDemo(t())).admin;
  userId = (await t().server.db.selectFrom("users").select("id").orderBy("id").executeTakeFirstOrThrow()).id;
});

describe("hostile search text never makes a 500", () => {
  it("every list endpoint × every hostile input answers 200 (data or the envelope's error)", async () => {
    const subLists = ["addresses", "carts", "logins", "messages", "orders", "bought-products", "rating-reviews", "wishlists"];
    const paths = [...listPaths(), ...subLists.map((s) => `/api/admin/user/${userId}/${s}`)];
    expect(paths.length).toBeGreaterThan(40);
    const failures: string[] = [];
    let tried = 0;
    for (const p of paths) {
      for (const [name, value] of Object.entries(HOSTILE)) {
        const res = await t().raw(`${p}?q=${value}`, { headers: { Authorization: `Bearer ${token}`, Accept: "application/json" } });
        tried++;
        if (res.status >= 500) failures.push(`${p} ${name}: HTTP ${res.status}`);
        else if (res.headers.get("content-type")?.includes("json")) {
          const body = (await res.json()) as { status?: number };
          if (body.status !== undefined && body.status >= 500) failures.push(`${p} ${name}: body status ${body.status}`);
        } else await res.body?.cancel();
      }
    }
    expect(failures).toEqual([]);
    expect(tried).toBe(paths.length * Object.keys(HOSTILE).length);
  });

  it("control characters are dropped from the search text, and a quote searches literally", async () => {
    const api = t().api(token);
    const product = await t().server.db.selectFrom("products").select(["id", "title"]).orderBy("id").executeTakeFirstOrThrow();
    const head = String(product.title);
    const plain = await api.get("/product/all", { q: head });
    expect(plain.data.data.map((p: { id: number }) => p.id)).toContain(product.id);
    const withNul = await api.get("/product/all", { q: `${head.slice(0, 2)}\0${head.slice(2)}` });
    expect(withNul.http).toBe(200);
    expect(withNul.data.total).toBe(plain.data.total);
    const quoted = await api.get("/product/all", { q: `${head}"` });
    expect(quoted.http).toBe(200);
    expect(quoted.data.total).toBe(0);
  });
});
