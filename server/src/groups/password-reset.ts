import { Hono } from "hono";
import { z } from "zod";
import { recordAuthEvent } from "../activity/auth-events";
import { revokeAdminTokens } from "../http/auth";
import { businessError, ok, tooManyAttempts } from "../http/envelope";
import type { Env } from "../http/env";
import { isoIn, isoNow } from "../http/format";
import { email, password, requiredString, validateBody } from "../http/validate";
import { hashPassword } from "../security/password";
import { hashResetCode, newResetCode, resetCodeMatches } from "../security/reset-code";
import { claimAll, clientAddress, forget, type ThrottleRule } from "../security/throttle";

/*
 * Password reset (contract 3.1: forgot-password, verify-code), hardened against the takeover the
 * original allowed:
 * - the code is 79 random bits (security/reset-code.ts), lives 15 minutes and is single-use;
 * - guesses are counted per account and per address in windows that a new code does not reset, and
 *   every guess is counted before it is checked, in one statement, so parallel guesses cannot
 *   outrun the count; the code itself is also burnt after five wrong guesses;
 * - code requests are throttled per account and per address (each one sends an e-mail);
 * - known and unknown addresses get the same answers, after the same work and no sooner than a
 *   fixed floor, so neither the words nor the timing tell which e-mails have an account (the
 *   contract's "No email found." is deliberately not reproduced).
 */

const SENT = "Success!!! We have sent you an email.";
const UPDATED = "Success!!! Password has been updated.";
const CODE_MISMATCH = "The code does not match.";
const RESET_CODE_TTL = 15 * 60;
const WRONG_GUESSES_PER_CODE = 5;
/** Every answer of these two endpoints takes at least this long (hides the work a known account costs). */
const ANSWER_FLOOR_MS = 300;

const REQUESTS_PER_ACCOUNT: ThrottleRule = { limit: 5, windowSeconds: 3600 };
const REQUESTS_PER_ADDRESS: ThrottleRule = { limit: 20, windowSeconds: 3600 };
const GUESSES_PER_ACCOUNT: ThrottleRule = { limit: 10, windowSeconds: 3600 };
const GUESSES_PER_ADDRESS: ThrottleRule = { limit: 30, windowSeconds: 3600 };

export const passwordResetPublic = new Hono<Env>();

async function notBefore(startedAt: number): Promise<void> {
  const left = startedAt + ANSWER_FLOOR_MS - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

const forgotSchema = z.object({ email: email() });

passwordResetPublic.post("/forgot-password", async (c) => {
  const startedAt = Date.now();
  const v = await validateBody(c, forgotSchema);
  if (!v.ok) return v.response;
  const db = c.get("db");
  const address = clientAddress(c, c.get("config").trustProxy);
  const allowed = await claimAll(db, [
    [`reset-request:account:${v.data.email}`, REQUESTS_PER_ACCOUNT],
    [`reset-request:address:${address}`, REQUESTS_PER_ADDRESS],
  ]);
  if (!allowed.allowed) {
    await notBefore(startedAt);
    return tooManyAttempts(c, allowed.retryAfter);
  }
  const code = newResetCode();
  const hash = hashResetCode(code, c.get("config").jwtSecret);
  const admin = await db.selectFrom("admins").select(["id", "email", "name"]).where("email", "=", v.data.email).executeTakeFirst();
  if (admin) {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("admins")
        .set({ reset_code_hash: hash, reset_code_expires_at: isoIn(RESET_CODE_TTL), reset_code_attempts: 0 })
        .where("id", "=", admin.id)
        .execute();
      // The code exists in clear text only in this outbox row (the development stand-in for mail).
      await trx
        .insertInto("mail_outbox")
        .values({
          to_email: admin.email,
          subject: "Your password reset code",
          body: `Hello ${admin.name || admin.email},\n\nyour password reset code is ${code}. It expires in 15 minutes and works once.\n`,
          kind: "password_reset",
          created_at: isoNow(),
        })
        .execute();
      await recordAuthEvent(trx, c, { action: "password-reset-request", account: { id: admin.id, name: admin.name }, email: admin.email });
    });
  } else {
    await recordAuthEvent(db, c, { action: "password-reset-request", account: null, email: v.data.email });
  }
  await notBefore(startedAt);
  return ok(c, true, SENT);
});

const verifySchema = z.object({ email: email(), code: requiredString("code", { max: 64 }), password: password() });

passwordResetPublic.post("/verify-code", async (c) => {
  const startedAt = Date.now();
  const v = await validateBody(c, verifySchema);
  if (!v.ok) return v.response;
  const db = c.get("db");
  const address = clientAddress(c, c.get("config").trustProxy);
  const accountKey = `reset-guess:account:${v.data.email}`;
  const allowed = await claimAll(db, [
    [accountKey, GUESSES_PER_ACCOUNT],
    [`reset-guess:address:${address}`, GUESSES_PER_ADDRESS],
  ]);
  if (!allowed.allowed) {
    await notBefore(startedAt);
    return tooManyAttempts(c, allowed.retryAfter);
  }
  // Hashed on every path, so a known account costs no more time than an unknown one.
  const newHash = await hashPassword(v.data.password);
  // Count this guess against the code and read it back in one statement: parallel guesses each
  // take their own turn, and the sixth finds the code burnt.
  const claimed = await db
    .updateTable("admins")
    .set((eb) => ({ reset_code_attempts: eb("reset_code_attempts", "+", 1) }))
    .where("email", "=", v.data.email)
    .where("reset_code_hash", "is not", null)
    .where("reset_code_expires_at", ">", isoNow())
    .where("reset_code_attempts", "<", WRONG_GUESSES_PER_CODE)
    .returning(["id", "name", "reset_code_hash"])
    .executeTakeFirst();
  const matches = resetCodeMatches(v.data.code, claimed?.reset_code_hash ?? null, c.get("config").jwtSecret);
  if (!claimed || !matches) {
    await notBefore(startedAt);
    return businessError(c, CODE_MISMATCH);
  }
  // Single use: only the request that still finds this very code stored changes the password.
  const changed = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("admins")
      .set({ password: newHash, reset_code_hash: null, reset_code_expires_at: null, reset_code_attempts: 0, updated_at: isoNow() })
      .where("id", "=", claimed.id)
      .where("reset_code_hash", "=", claimed.reset_code_hash)
      .executeTakeFirst();
    const done = Number(result.numUpdatedRows) === 1;
    if (done)
      await recordAuthEvent(trx, c, { action: "password-reset", account: { id: claimed.id, name: claimed.name }, passwordSet: true });
    return done;
  });
  if (!changed) {
    await notBefore(startedAt);
    return businessError(c, CODE_MISMATCH);
  }
  // A reset password ends every open session of the account.
  await revokeAdminTokens(db, claimed.id);
  await forget(db, accountKey);
  await notBefore(startedAt);
  return ok(c, true, UPDATED);
});
