import { beforeAll, describe, expect, it } from "vitest";
import { INVALID_KEY, KEY_REUSED, REPLAYED_HEADER } from "../../server/src/http/idempotency";
import { signInDemo, type DemoSession } from "./accounts";
import { useTestServer } from "./harness";

/*
 * Issue 17, double submit: a POST with an `Idempotency-Key` that repeats (same account, within ten
 * minutes) is answered with the first answer instead of making a second record.
 */
const t = useTestServer();
let s: DemoSession;

beforeAll(async () => {
  s = await signInDemo(t());
});

async function post(token: string, path: string, body: unknown, key?: string) {
  const res = await t().raw(`/api/admin${path}`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: "application/json",
      "Content-Type": "application/json",
      ...(key === undefined ? {} : { "Idempotency-Key": key }),
    },
    body: JSON.stringify(body),
  });
  return { http: res.status, replayed: res.headers.get(REPLAYED_HEADER), body: (await res.json()) as { status: number; data: any } };
}

async function count(table: "brands" | "subscription_email_formats", column: "slug" | "title", value: string) {
  return (await t().server.db.selectFrom(table).select("id").where(column, "=", value).execute()).length;
}

describe("Idempotency-Key", () => {
  it("two parallel brand creates with one key make one brand; both answers name it", async () => {
    const body = { title: "Twice", slug: "idem-twice" };
    const [a, b] = await Promise.all([post(s.admin, "/brand/action", body, "brand-1"), post(s.admin, "/brand/action", body, "brand-1")]);
    expect([a.body.status, b.body.status]).toEqual([200, 200]);
    expect(a.body.data.id).toBe(b.body.data.id);
    expect([a.replayed, b.replayed].sort()).toEqual([null, "true"]);
    expect(await count("brands", "slug", "idem-twice")).toBe(1);
  });

  it("two parallel e-mail format creates with one key make one format; a later repeat replays it", async () => {
    const body = { title: "Idem format", subject: "Once", body: "<p>Once</p>" };
    const path = "/subscription-email-format/action";
    const answers = await Promise.all([post(s.admin, path, body, "format-1"), post(s.admin, path, body, "format-1")]);
    expect(answers.map((x) => x.body.status)).toEqual([200, 200]);
    const later = await post(s.admin, path, body, "format-1");
    expect(later.body.data.id).toBe(answers[0].body.data.id);
    expect(later.replayed).toBe("true");
    expect(await count("subscription_email_formats", "title", "Idem format")).toBe(1);
  });

  it("without a key, or with another key, each request counts", async () => {
    const body = { title: "Free", subject: "Each", body: "<p>Each</p>" };
    const path = "/subscription-email-format/action";
    await post(s.admin, path, body);
    await post(s.admin, path, body);
    await post(s.admin, path, body, "format-2");
    await post(s.admin, path, body, "format-3");
    expect(await count("subscription_email_formats", "title", "Free")).toBe(4);
  });

  it("a refusal frees the key: the corrected form goes through with it", async () => {
    const refused = await post(s.admin, "/brand/action", { title: "No slug" }, "brand-2");
    expect(refused.body.status).toBe(201);
    const fixed = await post(s.admin, "/brand/action", { title: "No slug", slug: "idem-fixed" }, "brand-2");
    expect([fixed.body.status, fixed.replayed]).toEqual([200, null]);
    expect(await count("brands", "slug", "idem-fixed")).toBe(1);
  });

  it("a key used for another request, or not a visible ASCII text, is refused in the envelope", async () => {
    await post(s.admin, "/brand/action", { title: "Elsewhere", slug: "idem-elsewhere" }, "brand-3");
    const reused = await post(s.admin, "/tag/action", { title: "idem-tag" }, "brand-3");
    expect([reused.http, reused.body.status, reused.body.data]).toEqual([422, 422, { form: [KEY_REUSED] }]);
    const bad = await post(s.admin, "/tag/action", { title: "idem-tag" }, "with space");
    expect(bad.body).toMatchObject({ status: 201, data: { form: [INVALID_KEY] } });
  });
});
