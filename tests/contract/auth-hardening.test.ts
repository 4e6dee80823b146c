import { describe, expect, it } from "vitest";
import { insertAdmin } from "./accounts";
import { useTestServer, type Reply } from "./harness";

/*
 * The password reset and sign-in under attack (hardening issue, finding "High: account takeover
 * through password reset", login throttling, e-mail enumeration, sessions after a password change).
 * The server trusts X-Forwarded-For here (TRUST_PROXY), so each test can play its own client
 * address and the per-address limits of one test do not leak into the next.
 */
const t = useTestServer({ trustProxy: true });

const RESET_CODE = /\b([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})\b/;
let addressCounter = 0;
const freshAddress = () => `198.51.100.${++addressCounter}`;

async function post(path: string, body: unknown, address: string): Promise<Reply & { retryAfter: string | null }> {
  const res = await t().raw(`/api/admin${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", "X-Forwarded-For": address },
    body: JSON.stringify(body),
  });
  const reply = (await res.json()) as Reply & { retryAfter: string | null };
  Object.defineProperty(reply, "http", { value: res.status, enumerable: false });
  Object.defineProperty(reply, "retryAfter", { value: res.headers.get("retry-after"), enumerable: false });
  return reply;
}

function createAdmin(email: string, password: string) {
  return insertAdmin(t().server.db, { email, password, roles: ["vendor"] });
}

async function latestCode(email: string): Promise<string> {
  const mails = await t().server.db.selectFrom("mail_outbox").select("body").where("to_email", "=", email).orderBy("id", "desc").execute();
  const match = mails.length ? RESET_CODE.exec(mails[0].body) : null;
  if (!match) throw new Error(`no reset code mailed to ${email}`);
  return match[1];
}

/** A code of the right shape that is not `code`. */
function otherCode(code: string, n = 0): string {
  const letters = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
  const last = letters[(letters.indexOf(code.at(-1)!) + 1 + n) % letters.length];
  return code.slice(0, -1) + last;
}

describe("password reset", () => {
  it("mails a long single-use code, stores only a hash of it, and sets the new password once", async () => {
    const ip = freshAddress();
    await createAdmin("reset@example.com", "oldpass1");
    const res = await post("/forgot-password", { email: "reset@example.com" }, ip);
    expect(res).toEqual({ data: true, status: 200, token: null, message: "Success!!! We have sent you an email." });
    const code = await latestCode("reset@example.com");
    expect(code.replaceAll("-", "")).toHaveLength(16);
    const row = await t().server.db.selectFrom("admins").selectAll().where("email", "=", "reset@example.com").executeTakeFirstOrThrow();
    expect(row.reset_code_hash).not.toContain(code.replaceAll("-", ""));

    const wrong = await post("/verify-code", { email: "reset@example.com", code: otherCode(code), password: "newpass1" }, ip);
    expect(wrong).toEqual({ data: { form: ["The code does not match."] }, status: 201, token: null, message: "The code does not match." });

    // Typed in lower case without dashes: still the code.
    const right = await post(
      "/verify-code",
      { email: "reset@example.com", code: code.replaceAll("-", "").toLowerCase(), password: "newpass1" },
      ip,
    );
    expect(right).toEqual({ data: true, status: 200, token: null, message: "Success!!! Password has been updated." });
    expect((await post("/login", { email: "reset@example.com", password: "newpass1" }, ip)).status).toBe(200);

    const again = await post("/verify-code", { email: "reset@example.com", code, password: "another1" }, ip);
    expect(again.message).toBe("The code does not match.");
  });

  it("answers an unknown e-mail exactly as a known one, and mails nothing", async () => {
    const ip = freshAddress();
    await createAdmin("known@example.com", "oldpass1");
    const known = await post("/forgot-password", { email: "known@example.com" }, ip);
    const unknown = await post("/forgot-password", { email: "ghost@example.com" }, ip);
    expect(unknown).toEqual(known);
    const mails = await t().server.db.selectFrom("mail_outbox").select("id").where("to_email", "=", "ghost@example.com").execute();
    expect(mails).toHaveLength(0);

    const code = await latestCode("known@example.com");
    const knownWrong = await post("/verify-code", { email: "known@example.com", code: otherCode(code), password: "newpass1" }, ip);
    const unknownGuess = await post("/verify-code", { email: "ghost@example.com", code, password: "newpass1" }, ip);
    expect(unknownGuess).toEqual(knownWrong);
  });

  it("refuses the right code after 29 parallel wrong guesses (the count cannot be outrun)", async () => {
    await createAdmin("race@example.com", "oldpass1");
    await post("/forgot-password", { email: "race@example.com" }, freshAddress());
    const code = await latestCode("race@example.com");
    // Each guess from its own address: only the per-account count and the code's own can stop them.
    const guesses = Array.from({ length: 29 }, (_, i) => otherCode(code, i % 20)).concat(code);
    const replies = await Promise.all(
      guesses.map((guess) => post("/verify-code", { email: "race@example.com", code: guess, password: "stolen1" }, freshAddress())),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(0);
    expect((await post("/login", { email: "race@example.com", password: "stolen1" }, freshAddress())).status).toBe(201);
    expect((await post("/login", { email: "race@example.com", password: "oldpass1" }, freshAddress())).status).toBe(200);
  });

  it("keeps counting wrong guesses across new codes, then answers 429 with Retry-After", async () => {
    await createAdmin("loop@example.com", "oldpass1");
    let refused: (Reply & { retryAfter: string | null }) | undefined;
    // The attack of the finding: ask for a new code, guess, ask again... each round from a new address.
    for (let round = 0; round < 4 && !refused; round++) {
      await post("/forgot-password", { email: "loop@example.com" }, freshAddress());
      const code = await latestCode("loop@example.com");
      for (let i = 0; i < 4 && !refused; i++) {
        const reply = await post(
          "/verify-code",
          { email: "loop@example.com", code: otherCode(code, i), password: "stolen1" },
          freshAddress(),
        );
        if (reply.http === 429) refused = reply;
        else expect(reply.message).toBe("The code does not match.");
      }
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused?.retryAfter)).toBeGreaterThan(0);
    expect(refused?.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    // Even the right code is refused while the account is locked.
    await post("/forgot-password", { email: "loop@example.com" }, freshAddress());
    const code = await latestCode("loop@example.com").catch(() => "");
    const last = await post("/verify-code", { email: "loop@example.com", code, password: "stolen1" }, freshAddress());
    expect(last.http).toBe(429);
  });

  it("throttles code requests per account and per address", async () => {
    await createAdmin("flood@example.com", "oldpass1");
    const perAccount = [];
    for (let i = 0; i < 6; i++) perAccount.push(await post("/forgot-password", { email: "flood@example.com" }, freshAddress()));
    expect(perAccount.slice(0, 5).map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(perAccount[5].http).toBe(429);
    const mails = await t().server.db.selectFrom("mail_outbox").select("id").where("to_email", "=", "flood@example.com").execute();
    expect(mails).toHaveLength(5);

    const ip = freshAddress();
    const perAddress = [];
    for (let i = 0; i < 21; i++) perAddress.push(await post("/forgot-password", { email: `someone${i}@example.com` }, ip));
    expect(perAddress.filter((r) => r.http === 429)).toHaveLength(1);
    expect(perAddress[20].http).toBe(429);
  });
});

describe("sign-in throttling", () => {
  it("locks an account after ten wrong passwords, even for the right one, with Retry-After", async () => {
    await createAdmin("brute@example.com", "rightpass");
    const replies = await Promise.all(
      Array.from({ length: 12 }, () => post("/login", { email: "brute@example.com", password: "wrongpass" }, freshAddress())),
    );
    expect(replies.filter((r) => r.message === "Wrong email/password")).toHaveLength(10);
    expect(replies.filter((r) => r.http === 429)).toHaveLength(2);
    const right = await post("/login", { email: "brute@example.com", password: "rightpass" }, freshAddress());
    expect(right.http).toBe(429);
    expect(right.status).toBe(429);
    expect(Number(right.retryAfter)).toBeGreaterThan(0);
  });

  it("locks an address after fifty failures over many accounts; successes do not count", async () => {
    await createAdmin("regular@example.com", "rightpass");
    const ip = freshAddress();
    for (let i = 0; i < 60; i++)
      expect((await post("/login", { email: "regular@example.com", password: "rightpass" }, ip)).status).toBe(200);
    const failures = [];
    for (let i = 0; i < 51; i++) failures.push(await post("/login", { email: `nobody${i}@example.com`, password: "whatever1" }, ip));
    expect(failures.slice(0, 50).every((r) => r.message === "Wrong email/password")).toBe(true);
    expect(failures[50].http).toBe(429);
    // Another address is not affected.
    expect((await post("/login", { email: "regular@example.com", password: "rightpass" }, freshAddress())).status).toBe(200);
  });
});

describe("sessions after a password change", () => {
  it("ends the account's other sessions and keeps the one that changed it", async () => {
    await createAdmin("twodevices@example.com", "firstpass");
    const login = async () =>
      (await post("/login", { email: "twodevices@example.com", password: "firstpass" }, freshAddress())).data.token as string;
    const here = await login();
    const elsewhere = await login();
    const changed = await t().api(here).post("/update-password", { password: "firstpass", new_password: "secondpass" });
    expect(changed.status).toBe(200);
    expect((await t().api(elsewhere).get("/profile")).status).toBe(204);
    expect((await t().api(here).get("/profile")).status).toBe(200);
  });
});
