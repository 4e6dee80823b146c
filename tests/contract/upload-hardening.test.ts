import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { laravel, TEXT_LIMITS } from "../../server/src/http/validate";
import { png, signInDemo } from "./accounts";
import { useTestServer } from "./harness";

/*
 * Issue 17: uploaded SVGs kept their scripts (a shop's own web server would run them), and the
 * rich-text image upload built its URL from the request's Host header.
 */
const t = useTestServer();

let admin = "";
beforeAll(async () => {
  admin = (await signInDemo(t())).admin;
});

const HOSTILE_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="40" onload="alert(1)">
  <script>alert(2)</script>
  <foreignObject width="40" height="40"><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(3)"></iframe></foreignObject>
  <a xlink:href="javascript:alert(4)"><rect width="20" height="20" fill="#336699" onclick="alert(5)"/></a>
  <circle cx="30" cy="30" r="8" fill="#993366"/>
</svg>`;

describe("SVG uploads are sanitised", () => {
  it("scripts, handlers, foreignObject and javascript: links are gone; the drawing stays; headers kept", async () => {
    const file = new File([HOSTILE_SVG], "logo.svg", { type: "image/svg+xml" });
    const res = await t().api(admin).postForm("/category/upload", { photo: file });
    expect(res.status).toBe(200);
    expect(res.data.image).toMatch(/^category-\d+-\d+\.svg$/);
    const stored = readFileSync(path.join(t().dirs.uploads, res.data.image), "utf8");
    for (const bad of ["<script", "onload", "onclick", "foreignObject", "iframe", "javascript:", "alert("])
      expect(stored).not.toContain(bad);
    expect(stored).toMatch(/^<svg[^>]+xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(stored).toContain("<rect");
    expect(stored).toContain('fill="#993366"');
    const served = await t().raw(`/uploads/${res.data.image}`);
    expect(served.headers.get("content-type")).toBe("image/svg+xml");
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("raster uploads are stored byte for byte", async () => {
    const image = png();
    const res = await t().api(admin).postForm("/category/upload", { photo: image });
    const stored = readFileSync(path.join(t().dirs.uploads, res.data.image));
    expect(Buffer.compare(stored, Buffer.from(await image.arrayBuffer()))).toBe(0);
  });
});

describe("rich-text image upload", () => {
  const upload = (fields: Record<string, string | Blob>, headers: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return t().raw("/api/admin/wysiwyg-image/upload", {
      method: "POST",
      headers: { Authorization: `Bearer ${admin}`, Accept: "application/json", ...headers },
      body: form,
    });
  };

  it("answers a URL on PUBLIC_URL (here root-relative), never on the Host the client sent", async () => {
    const product = await t().server.db.selectFrom("products").select("id").orderBy("id").executeTakeFirstOrThrow();
    const res = await upload({ type: "2", item_id: String(product.id), photo: png() }, { Host: "evil.example" });
    const body = (await res.json()) as { status: number; data: { url: string; image: string } };
    expect(body.status).toBe(200);
    expect(body.data.url).toBe(`/uploads/${body.data.image}`);
  });

  it("a draft product's texts have the product form's limits", async () => {
    const draft = JSON.stringify({ title: "Draft", description: "d".repeat(TEXT_LIMITS.richText + 1) });
    const res = await upload({ type: "2", product: draft, photo: png() });
    const body = (await res.json()) as { status: number; data: { image: string[] } };
    expect(body.status).toBe(201);
    expect(body.data.image).toEqual([laravel.maxChars("description", TEXT_LIMITS.richText)]);
  });
});
