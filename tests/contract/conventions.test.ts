import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { openDatabase, tableExists, type DB } from "../../server/src/db/database";
import { migrateToLatest } from "../../server/src/db/migrate";
import { businessError, notFoundA, notFoundB } from "../../server/src/http/envelope";
import { decimal, formatCreated, isoNow } from "../../server/src/http/format";
import { likeEscaped, pageWindow, paginate, searchParam, sortParams } from "../../server/src/http/pagination";
import { checkUpload, deleteUpload, isSafeUploadName, storeUpload } from "../../server/src/http/uploads";
import {
  email,
  flag01,
  optionalFlag12,
  optionalString,
  password,
  requiredNonzeroNumber,
  requiredString,
  validateBody,
} from "../../server/src/http/validate";
import { seedBase } from "../../server/src/seed/base";
import { createRng } from "../../server/src/seed/context";

/*
 * The shared conventions every group relies on, tested without a running server.
 */

let db: DB;
beforeAll(async () => {
  db = openDatabase(":memory:");
  await migrateToLatest(db);
  await seedBase(db);
});
afterAll(async () => {
  await db.destroy();
});

async function post(app: Hono, body: unknown) {
  const res = await app.request("/", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  return res.json();
}

describe("migrations and base seed", () => {
  it("are idempotent and keep an administrator's changes", async () => {
    expect(await migrateToLatest(db)).toEqual([]);
    const vendor = await db.selectFrom("roles").select("id").where("name", "=", "vendor").executeTakeFirstOrThrow();
    const perm = await db.selectFrom("permissions").select("id").where("name", "=", "brand.view").executeTakeFirstOrThrow();
    await db.deleteFrom("role_has_permissions").where("role_id", "=", vendor.id).where("permission_id", "=", perm.id).execute();
    const report = await seedBase(db);
    expect(report).toEqual({ permissionsCreated: 0, rolesCreated: [], filled: [] });
    const back = await db
      .selectFrom("role_has_permissions")
      .selectAll()
      .where("role_id", "=", vendor.id)
      .where("permission_id", "=", perm.id)
      .execute();
    expect(back).toEqual([]);
    expect(await tableExists(db, "admins")).toBe(true);
    expect(await tableExists(db, "no_such_table")).toBe(false);
  });

  it("group_name is the part before the dot", async () => {
    const rows = await db.selectFrom("permissions").select(["name", "group_name"]).execute();
    for (const r of rows) expect(r.name.startsWith(`${r.group_name}.`)).toBe(true);
  });
});

describe("validation builders", () => {
  const schema = z.object({
    title: requiredString("title"),
    type: requiredNonzeroNumber("type"),
    email: email(),
    password: password(),
    status: optionalFlag12("status"),
    featured: flag01("featured"),
    note: optionalString("note", { max: 5 }),
  });
  const app = new Hono().post("/", async (c) => {
    const v = await validateBody(c, schema);
    if (!v.ok) return v.response;
    return c.json(v.data);
  });

  it("answers Laravel's texts flattened under one key", async () => {
    const res = await post(app, { title: "  ", type: "abc", email: "x", password: "123", status: 3, featured: 1, note: "toolong" });
    expect(res).toEqual({
      data: {
        form: [
          "The title field is required.",
          "The type must be a number.",
          "The email must be a valid email address.",
          "The password must be at least 6 characters.",
          "The selected status is invalid.",
          "The note must not be greater than 5 characters.",
        ],
      },
      status: 201,
      token: null,
      message: "",
    });
  });

  it("`required|numeric|min:0|not_in:0`", async () => {
    const zero = await post(app, { title: "a", type: 0, email: "a@b.co", password: "secret", featured: 0 });
    expect(zero.data.form).toEqual(["The selected type is invalid."]);
    const negative = await post(app, { title: "a", type: -2, email: "a@b.co", password: "secret", featured: 0 });
    expect(negative.data.form).toEqual(["The type must be at least 0."]);
  });

  it("coerces form-style strings and trims", async () => {
    const res = await post(app, { title: " Shoes ", type: "2.5", email: "a@b.co", password: " secret ", status: "1", featured: "0" });
    expect(res).toEqual({ title: "Shoes", type: 2.5, email: "a@b.co", password: " secret ", status: 1, featured: 0 });
  });

  it("missing optional keys are fine; missing required ones are reported", async () => {
    const res = await post(app, {});
    expect(res.data.form).toEqual([
      "The title field is required.",
      "The type field is required.",
      "The email field is required.",
      "The password field is required.",
      "The featured field is required.",
    ]);
  });

  it("other error keys", async () => {
    const keyed = new Hono().post("/", async (c) => {
      const v = await validateBody(c, z.object({ photo: requiredString("photo") }), "image");
      return v.ok ? c.json(true) : v.response;
    });
    expect((await post(keyed, {})).data).toEqual({ image: ["The photo field is required."] });
  });
});

describe("envelope helpers", () => {
  const app = new Hono()
    .get("/a", (c) => notFoundA(c))
    .get("/b", (c) => notFoundB(c))
    .get("/e", (c) => businessError(c, "Slug already exists.", "slug"));
  it("not found A/B and business errors", async () => {
    const msg = "We couldn't found anything.";
    expect(await (await app.request("/a")).json()).toEqual({ data: { form: [msg] }, status: 201, token: null, message: msg });
    expect(await (await app.request("/b")).json()).toEqual({ data: { form: [msg] }, status: 200, token: null, message: msg });
    expect(await (await app.request("/e")).json()).toEqual({
      data: { slug: ["Slug already exists."] },
      status: 201,
      token: null,
      message: "Slug already exists.",
    });
  });
});

describe("pagination", () => {
  beforeAll(async () => {
    const now = isoNow();
    const rows = Array.from({ length: 30 }, (_, i) => ({
      name: `Lang ${String(i).padStart(2, "0")}${i === 7 ? " 100%_off" : ""}`,
      code: `x${i}`,
      status: 2,
      created_at: now,
      updated_at: now,
    }));
    await db.insertInto("languages").values(rows).execute();
  });

  const app = new Hono().get("/list", async (c) => {
    const sort = sortParams(c.req.query(), ["id", "name", "created_at"] as const, "id");
    if (!sort.ok) return businessError(c, sort.message);
    let q = db.selectFrom("languages").selectAll().where("code", "like", "x%");
    const pattern = searchParam(c.req.query("q"));
    if (pattern) q = q.where(likeEscaped("name", pattern));
    return c.json(await paginate(c, db, q.orderBy(sort.column, sort.direction).orderBy("id", sort.direction)));
  });

  // Without PUBLIC_URL the links are root-relative: never built from the request's Host header.
  it("has Laravel's length-aware shape", async () => {
    const p = await (await app.request("http://shop.test/list?page=2&orderby=id&type=ASC")).json();
    expect(Object.keys(p)).toEqual([
      "current_page",
      "data",
      "first_page_url",
      "from",
      "last_page",
      "last_page_url",
      "links",
      "next_page_url",
      "path",
      "per_page",
      "prev_page_url",
      "to",
      "total",
    ]);
    expect(p).toMatchObject({
      current_page: 2,
      from: 15,
      to: 28,
      total: 30,
      last_page: 3,
      per_page: 14,
      path: "/list",
      first_page_url: "/list?page=1",
      prev_page_url: "/list?page=1",
      next_page_url: "/list?page=3",
      last_page_url: "/list?page=3",
    });
    expect(p.data).toHaveLength(14);
    expect(p.data[0].code).toBe("x14");
    expect(p.links).toEqual([
      { url: "/list?page=1", label: "&laquo; Previous", active: false },
      { url: "/list?page=1", label: "1", active: false },
      { url: "/list?page=2", label: "2", active: true },
      { url: "/list?page=3", label: "3", active: false },
      { url: "/list?page=3", label: "Next &raquo;", active: false },
    ]);
  });

  it("past the end: empty data, from/to null", async () => {
    const p = await (await app.request("http://shop.test/list?page=9")).json();
    expect(p).toMatchObject({ current_page: 9, data: [], from: null, to: null, total: 30, next_page_url: null });
  });

  it("sort: whitelist fallback, direction rules", async () => {
    const unknownColumn = await (await app.request("http://shop.test/list?orderby=password;drop&type=desc")).json();
    expect(unknownColumn.data[0].code).toBe("x29");
    const missingType = await (await app.request("http://shop.test/list?orderby=id")).json();
    expect(missingType.data[0].code).toBe("x29");
    const bad = await (await app.request("http://shop.test/list?orderby=id&type=up")).json();
    expect(bad).toEqual({
      data: { form: ['Order direction must be "asc" or "desc".'] },
      status: 201,
      token: null,
      message: 'Order direction must be "asc" or "desc".',
    });
  });

  it("search escapes LIKE wildcards", async () => {
    const literal = await (await app.request("http://shop.test/list?q=100%25_off")).json();
    expect(literal.data.map((r: any) => r.code)).toEqual(["x7"]);
    const underscore = await (await app.request("http://shop.test/list?q=_")).json();
    expect(underscore.total).toBe(1);
    expect(searchParam("  ")).toBeNull();
  });

  it("page window follows Laravel's slider", () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, "...", 19, 20]);
    expect(pageWindow(10, 20)).toEqual([1, 2, "...", 7, 8, 9, 10, 11, 12, 13, "...", 19, 20]);
    expect(pageWindow(18, 20)).toEqual([1, 2, "...", 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });
});

describe("format", () => {
  it("created string, time zones, decimals", () => {
    expect(formatCreated("2024-11-14T15:15:57.000000Z")).toBe("03:15 pm, 14 Nov, 24");
    expect(formatCreated("2024-11-14T15:15:57.000000Z", "Europe/Rome")).toBe("04:15 pm, 14 Nov, 24");
    expect(formatCreated("2024-11-14T00:05:00.000000Z", "Not/AZone")).toBe("12:05 am, 14 Nov, 24");
    expect(isoNow()).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    expect(decimal(28)).toBe("28.00");
    expect(decimal("3.456")).toBe("3.46");
    expect(decimal(null)).toBeNull();
  });
});

describe("uploads", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "shop-uploads-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const png = () =>
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], "a.png", { type: "image/png" });

  it("checks MIME and magic bytes, and size", async () => {
    expect(await checkUpload(png(), "image")).toEqual([]);
    const fake = new File(["MZ not a png"], "evil.png", { type: "image/png" });
    expect(await checkUpload(fake, "image")).toEqual(["The photo must be a file of type: jpeg, png, gif, svg, webp."]);
    const big = new File([new Uint8Array(1025 * 1024).fill(0xff)], "big.jpg", { type: "image/jpeg" });
    expect(await checkUpload(big, "image")).toEqual([
      "The photo must be a file of type: jpeg, png, gif, svg, webp.",
      "The photo must not be greater than 1024 kilobytes.",
    ]);
    expect(await checkUpload(undefined, "image")).toEqual(["The photo field is required."]);
    const svg = new File(['<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>'], "i.svg", { type: "image/svg+xml" });
    expect(await checkUpload(svg, "image")).toEqual([]);
    const mp4 = new File([new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode("ftypisom")])], "v.mp4", { type: "video/mp4" });
    expect(await checkUpload(mp4, "video", "video_file")).toEqual([]);
    expect(await checkUpload(png(), "zip", "file")).toEqual(["The file must be a file of type: zip."]);
  });

  it("stores as <prefix>-<seconds>-<n>.<ext> and deletes", async () => {
    const file = png();
    await checkUpload(file, "image");
    const name = await storeUpload(dir, file, "category");
    expect(name).toMatch(/^category-\d{10}-\d+\.png$/);
    expect(readFileSync(path.join(dir, name)).subarray(0, 4).toString("latin1")).toBe("\x89PNG");
    const second = await storeUpload(dir, png(), "category");
    expect(second).not.toBe(name);
    await deleteUpload(dir, name);
    expect(() => readFileSync(path.join(dir, name))).toThrow();
    expect(isSafeUploadName("../etc/passwd")).toBe(false);
    expect(isSafeUploadName("a/b.png")).toBe(false);
    expect(isSafeUploadName(".env")).toBe(false);
  });
});

describe("seed PRNG", () => {
  it("is deterministic", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    const a = createRng(42, now);
    const b = createRng(42, now);
    const seqA = [a.int(1, 100), a.pick(["x", "y", "z"]), a.bool(), a.date(30)];
    const seqB = [b.int(1, 100), b.pick(["x", "y", "z"]), b.bool(), b.date(30)];
    expect(seqA).toEqual(seqB);
    expect(String(seqA[3]) < "2026-01-01").toBe(true);
  });
});
