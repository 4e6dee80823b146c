import { describe, expect, it } from "vitest";
import { createAdmin, insertAdmin, signInDemo } from "./accounts";
import { useTestServer } from "./harness";
import { expectNoneThrough, freshAddress, postFrom } from "./security-round-2-helpers";

/*
 * The second hardening round: one case list per finding, each counted as tried / got through for
 * `npm run test:security` (test-results/security/<suite>.json, printed by npm test). A case "gets
 * through" when the server does what the finding describes (an attempt past a limit is answered, a
 * dead token works, a proof is served to a stranger, bad text is stored, ...); every suite records
 * its figures before asserting, so a failing run still says how much got through. The server trusts
 * X-Forwarded-For here, so each case plays its own client address.
 *
 * This file: the accounts (Medium 1 and 2). The shop's findings are in security-round-2-shop.test.ts.
 */
const t = useTestServer({ trustProxy: true });
const post = postFrom(t);

/** Spellings of one address that are the same account (case, spaces, full-width compatibility forms). */
const spellings = (local: string) => [
  `${local[0].toUpperCase()}${local.slice(1)}@example.com`,
  `${local.toUpperCase()}@EXAMPLE.COM`,
  `  ${local}@Example.com `,
  `${[...local].map((ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0)).join("")}@example.com`,
  `${local}@EXAMPLE.com`,
];

describe("limits hold for every spelling of the e-mail (Medium 1)", () => {
  it("sign-in: ten wrong passwords over five spellings lock the account for every spelling", async () => {
    await insertAdmin(t().server.db, { email: "victim5@example.com", password: "right-pass", roles: ["vendor"] });
    const outcomes: boolean[] = [];
    const variants = spellings("victim5");
    // Ten failures, spread over the spellings and over addresses (the per-account limit is ten).
    for (let i = 0; i < 10; i++) {
      const res = await post("/login", { email: variants[i % variants.length], password: "wrong-pass" }, freshAddress());
      expect(res.message).toBe("Wrong email/password");
    }
    // Past the limit nothing is answered, whatever the spelling, right password or wrong.
    for (const email of [...variants, "victim5@example.com"]) {
      for (const password of ["wrong-pass", "right-pass"]) {
        const res = await post("/login", { email, password }, freshAddress());
        outcomes.push(res.http !== 429);
      }
    }
    expectNoneThrough("account-limits", outcomes);
  });

  it("password reset: a sixth code request and guesses past the limit are refused in any spelling", async () => {
    const db = t().server.db;
    await insertAdmin(db, { email: "victim1@example.com", password: "old-pass", roles: ["vendor"] });
    const variants = spellings("victim1");
    const mails = async () =>
      (await db.selectFrom("mail_outbox").select("id").where("to_email", "=", "victim1@example.com").execute()).length;
    const outcomes: boolean[] = [];
    for (let i = 0; i < 5; i++) expect((await post("/forgot-password", { email: variants[i] }, freshAddress())).status).toBe(200);
    expect(await mails()).toBe(5);
    const sixth = await post("/forgot-password", { email: "victim1@example.com" }, freshAddress());
    outcomes.push(sixth.http !== 429, (await mails()) !== 5);

    // Ten wrong guesses (the per-account limit), in every spelling; then the right code in another.
    const code = /\b([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})\b/.exec(
      (
        await db
          .selectFrom("mail_outbox")
          .select("body")
          .where("to_email", "=", "victim1@example.com")
          .orderBy("id", "desc")
          .executeTakeFirstOrThrow()
      ).body,
    )![1];
    for (let i = 0; i < 10; i++)
      await post("/verify-code", { email: variants[i % 5], code: "AAAA-AAAA-AAAA-AAAA", password: "taken-over" }, freshAddress());
    const late = await post("/verify-code", { email: "VICTIM1@example.com", code, password: "taken-over" }, freshAddress());
    outcomes.push(late.http !== 429);
    const signIn = await post("/login", { email: "victim1@example.com", password: "taken-over" }, freshAddress());
    outcomes.push(signIn.status === 200);
    expectNoneThrough("account-limits", outcomes);
  });

  it("an account cannot be made twice under another spelling; any spelling signs in", async () => {
    const { admin } = await signInDemo(t());
    await insertAdmin(t().server.db, { email: "taken@example.com", password: "secret123", roles: ["vendor"] });
    const outcomes: boolean[] = [];
    for (const [i, email] of spellings("taken").entries()) {
      const res = await post(
        "/admin-data/action",
        { username: `dup-${i}`, email, password: "secret123", roles: ["vendor"], commission: 5 },
        freshAddress(),
        admin,
      );
      outcomes.push(res.status === 200);
    }
    expectNoneThrough("account-limits", outcomes);
    // The normal form is what is stored and looked up.
    const made = await post(
      "/admin-data/action",
      { username: "fresh-one", email: " Fresh.One@Example.COM ", password: "secret123", roles: ["vendor"], commission: 5 },
      freshAddress(),
      admin,
    );
    expect(made.data.email).toBe("fresh.one@example.com");
  });
});

describe("setting a password or switching an account off ends its sessions (Medium 2)", () => {
  it("a password set by a superadmin, a deactivation and a reactivation leave no old token alive", async () => {
    const { admin } = await signInDemo(t());
    const target = await createAdmin(t());
    const row = await t()
      .server.db.selectFrom("admins")
      .select(["username", "email"])
      .where("id", "=", target.id)
      .executeTakeFirstOrThrow();
    const base = { username: row.username, email: row.email, roles: ["vendor"], commission: 5 };
    const alive = async (token: string) => (await t().api(token).get("/profile")).status === 200;
    const outcomes: boolean[] = [];

    expect(await alive(target.token)).toBe(true);
    expect((await post(`/admin-data/action/${target.id}`, { ...base, password: "new-secret1" }, freshAddress(), admin)).status).toBe(200);
    outcomes.push(await alive(target.token));

    const second = await t().login(row.email, "new-secret1");
    expect((await post(`/admin-data/action/${target.id}`, { ...base, active: 0 }, freshAddress(), admin)).status).toBe(200);
    outcomes.push(await alive(second));
    expect((await post(`/admin-data/action/${target.id}`, { ...base, active: 1 }, freshAddress(), admin)).status).toBe(200);
    outcomes.push(await alive(second));

    const third = await t().login(row.email, "new-secret1");
    expect((await post(`/admin-data/action/${target.id}`, { ...base, verified: 0 }, freshAddress(), admin)).status).toBe(200);
    await post(`/admin-data/action/${target.id}`, { ...base, verified: 1 }, freshAddress(), admin);
    outcomes.push(await alive(third));
    expectNoneThrough("sessions", outcomes);
    // The account itself works again, with a new sign-in.
    expect(await alive(await t().login(row.email, "new-secret1"))).toBe(true);
  });
});
