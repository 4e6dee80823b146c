import { beforeAll, describe, expect, it } from "vitest";
import { JSON_BODY_LIMIT, PAYLOAD_TOO_LARGE } from "../../server/src/http/body-limits";
import { laravel, TEXT_LIMITS } from "../../server/src/http/validate";
import { signInDemo } from "./accounts";
import { useTestServer } from "./harness";

/*
 * Issue 17: a 10 MB product description was stored. Every free-text field has a limit that fits its
 * use, answered with Laravel's message in the validation envelope; bodies beyond the transport limit
 * are refused before they are read.
 */
const t = useTestServer();

const { line, text, richText, email } = TEXT_LIMITS;

/** Write endpoint → its text fields and their limits (one character over is sent). */
const LIMITS: Record<string, Record<string, number>> = {
  "/brand/action": { title: line, slug: line },
  "/category/action": { title: line, slug: line, meta_title: line, meta_description: text, meta_keywords: text },
  "/subcategory/action": { title: line, slug: line },
  "/product-collection/action": { title: line, slug: line },
  "/product/action": {
    title: line,
    unit: line,
    badge: line,
    meta_description: text,
    description: richText,
    overview: richText,
    tags: text,
  },
  "/tag/action": { title: line },
  "/attribute/action": { title: line },
  "/page/action": { title: line, meta_title: line, meta_description: 2000, description: richText },
  "/custom-script/action": { route_pattern: line, header_script_code: 100_000, body_script_code: 100_000 },
  "/site-feature/action": { detail: 20_000 },
  "/role/action": { name: 125 },
  "/admin-data/action": { name: line, username: line },
  "/subscription-email-format/action": { title: line, subject: line, body: 200_000 },
  "/user/address/action": { name: line, address_1: 500, delivery_instruction: 2000 },
  "/withdrawal-account/action": { title: line, account_name: line, account_number: 64, bank_name: line, branch_name: line },
  "/language/action": { name: 100, code: 20 },
  "/store/action": { name: line, meta_description: 1000, whatsapp_default_msg: 500 },
  "/site-setting/action": { site_name: line, meta_description: 2000, styling: 100_000 },
  "/setting/address": { address_1: line, city: 120 },
  "/pos-setting/action": { address: 1000, header_text: 2000 },
  "/update": { name: line, username: line },
};

let admin = "";
beforeAll(async () => {
  admin = (await signInDemo(t())).admin;
});

describe("length limits on free text", () => {
  it("every field of the table refuses one character over its limit, with Laravel's message", async () => {
    const missing: string[] = [];
    let tried = 0;
    for (const [path, fields] of Object.entries(LIMITS)) {
      const body = Object.fromEntries(Object.entries(fields).map(([name, max]) => [name, "x".repeat(max + 1)]));
      const res = await t().api(admin).post(path, body);
      const messages: string[] = res.status === 201 ? Object.values(res.data as Record<string, string[]>).flat() : [];
      for (const [name, max] of Object.entries(fields)) {
        tried++;
        if (!messages.includes(laravel.maxChars(name, max))) missing.push(`${path} ${name} (status ${res.status})`);
      }
    }
    expect(missing).toEqual([]);
    expect(tried).toBeGreaterThan(50);
  });

  it("an e-mail longer than RFC 5321 allows is refused", async () => {
    const res = await t()
      .api(admin)
      .post("/setting/address", { email: `${"a".repeat(email)}@x.example` });
    expect(res.data.form).toContain(laravel.maxChars("email", email));
  });

  it("a 10 MB product description in a form body is refused beside its field, and nothing is stored", async () => {
    const before = await t()
      .server.db.selectFrom("products")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const res = await t()
      .api(admin)
      .postForm("/product/action", { title: "Huge", description: "d".repeat(10 * 1024 * 1024), overview: "o" });
    expect(res.http).toBe(200);
    expect(res.status).toBe(201);
    expect(res.data.form).toContain(laravel.maxChars("description", richText));
    const after = await t()
      .server.db.selectFrom("products")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it("a JSON body over the JSON limit is refused before it is read, in the envelope", async () => {
    const res = await t()
      .api(admin)
      .post("/product/action", { title: "Huge", description: "d".repeat(JSON_BODY_LIMIT + 1) });
    expect(res.http).toBe(413);
    expect(res).toEqual({ data: { form: [PAYLOAD_TOO_LARGE] }, status: 413, token: null, message: PAYLOAD_TOO_LARGE });
  });
});
