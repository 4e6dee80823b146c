import { beforeAll, describe, expect, it } from "vitest";
import { signInDemo } from "./accounts";
import { useTestServer } from "./harness";

/*
 * subscription-email-format bodies are sanitised before they are stored (DOMPurify's HTML profile):
 * what is mailed to every subscriber and previewed in the panel holds nothing that runs.
 */

const t = useTestServer();
let admin: string;

beforeAll(async () => ({ admin } = await signInDemo(t())));

const HOSTILE =
  '<h1 onclick="alert(1)">Sale</h1><script>window.parent.pwned = 1</script>' +
  '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">Shop</a><iframe src="https://evil.test"></iframe><p style="color:red">Hi</p>';

describe("subscription-email-format sanitising", () => {
  it("stores the body without scripts, handlers, javascript: links or frames, on create and update", async () => {
    const created = await t().api(admin).post("/subscription-email-format/action", { title: "Hostile", subject: "Sale", body: HOSTILE });
    expect(created.status).toBe(200);
    const id = created.data.id;
    for (const body of [created.data.body, (await t().api(admin).get(`/subscription-email-format/find/${id}`)).data.body]) {
      expect(body).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
      // What is harmless stays as written.
      expect(body).toContain("<h1>Sale</h1>");
      expect(body).toContain('<img src="x">');
      expect(body).toContain('<p style="color:red">Hi</p>');
    }
    const stored = await t()
      .server.db.selectFrom("subscription_email_formats")
      .select("body")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored.body).not.toMatch(/<script|onerror/i);

    const updated = await t().api(admin).post(`/subscription-email-format/action/${id}`, {
      title: "Hostile",
      subject: "Sale",
      body: '<p>Again</p><svg onload="alert(4)"></svg>',
    });
    expect(updated.status).toBe(200);
    expect(updated.data.body).not.toMatch(/onload/i);
    expect(updated.data.body).toContain("<p>Again</p>");
  });

  it("refuses a body that is nothing but a script, as an empty one", async () => {
    const res = await t()
      .api(admin)
      .post("/subscription-email-format/action", { title: "Only", subject: "Script", body: "<script>alert(1)</script>" });
    expect(res.status).toBe(201);
    expect(res.data).toEqual({ form: ["The body field is required."] });
  });

  it("mails the sanitised body to the subscribers", async () => {
    const fmt = await t().api(admin).post("/subscription-email-format/action", { title: "Mail", subject: "Mailed", body: HOSTILE });
    const sent = await t().api(admin).post("/subscriber/send-subscription-email", { id: fmt.data.id });
    expect(sent.status).toBe(200);
    const mails = await t().server.db.selectFrom("mail_outbox").select("body").where("subject", "=", "Mailed").execute();
    expect(mails.length).toBe(sent.data);
    for (const mail of mails) expect(mail.body).not.toMatch(/<script|onerror/i);
  });
});
