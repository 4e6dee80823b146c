import { expect, test } from "@playwright/test";
import { hashPassword } from "../../server/src/security/password";
import { withDatabase } from "./support/db";
import { expectAt, ForgotPasswordPage, LoginPage, Shell, signIn, VerifyCodePage } from "./support/pages";
import { screens } from "./support/urls";

/*
 * The whole password reset as a user does it: ask for a code, read it from the mail (the server's
 * development outbox stands in for the inbox), set a new password, sign in with it. It runs on an
 * account of its own so the other tests' demo accounts keep their passwords.
 */
const account = { email: "reset.e2e@example.com", password: "first-pass1" };

test.beforeAll(async () => {
  const hash = await hashPassword(account.password);
  withDatabase((db) => {
    // A worker that restarts after a failure runs this again: the account is there already.
    if (db.prepare("select 1 from admins where email = ?").get(account.email)) return;
    const now = new Date().toISOString().replace("Z", "000Z");
    const { lastInsertRowid } = db
      .prepare(
        "insert into admins (name, username, email, password, active, verified, created_at, updated_at) values (?, ?, ?, ?, 1, 1, ?, ?)",
      )
      .run("Reset Tester", "reset-e2e", account.email, hash, now, now);
    const role = db.prepare("select id from roles where name = 'superadmin'").get() as { id: number };
    db.prepare("insert into model_has_roles (role_id, model_id) values (?, ?)").run(role.id, Number(lastInsertRowid));
  });
});

function lastCodeFor(email: string): string {
  const row = withDatabase(
    (db) =>
      db.prepare("select body from mail_outbox where to_email = ? order by id desc limit 1").get(email) as { body: string } | undefined,
  );
  const code = row?.body.match(/\b([A-Z2-9]{4}(?:-[A-Z2-9]{4}){3})\b/)?.[1];
  if (!code) throw new Error("no code in the outbox");
  return code;
}

test("forgot password → code by mail → new password → sign in with it", async ({ page }) => {
  await new LoginPage(page).open();
  await page.getByRole("link", { name: "Password dimenticata?" }).click();
  await expectAt(page, screens.forgotPassword());
  await new ForgotPasswordPage(page).requestCode(account.email);

  await expectAt(page, screens.verifyCode());
  const verify = new VerifyCodePage(page);
  await expect(verify.email()).toHaveValue(account.email);
  await verify.setPassword("AAAA-BBBB-CCCC-DDDD", "second-pass2");
  // A wrong code is refused with the server's message, and the form stays filled.
  await expect(verify.alert()).toHaveText("The code does not match.");
  await expect(verify.newPassword()).toHaveValue("second-pass2");

  await verify.setPassword(lastCodeFor(account.email), "second-pass2");
  await expectAt(page, screens.login());

  await signIn(page, { email: account.email, password: "second-pass2" });
  await expect(new Shell(page).heading()).toHaveText("Dashboard");
});

test("an unknown email is answered like a known one: on to the code step, and no mail leaves", async ({ page }) => {
  const forgot = new ForgotPasswordPage(page);
  await forgot.open();
  await forgot.requestCode("nobody@example.com");
  await expectAt(page, screens.verifyCode());
  await expect(new VerifyCodePage(page).notice()).toHaveText(
    "Se l'indirizzo appartiene a un account, riceverai a breve un'email con il codice.",
  );
  const mails = withDatabase(
    (db) => db.prepare("select count(*) as n from mail_outbox where to_email = ?").get("nobody@example.com") as { n: number },
  );
  expect(mails.n).toBe(0);
});

test("too many code requests: the server's refusal is told in the user's language", async ({ page, request, baseURL }) => {
  const email = "flooded@example.com";
  // Five requests are allowed per account and hour; the sixth, from the form, is refused.
  for (let i = 0; i < 5; i++) {
    const reply = await request.post(new URL("/api/admin/forgot-password", baseURL).href, { data: { email } });
    expect(((await reply.json()) as { status: number }).status).toBe(200);
  }
  const forgot = new ForgotPasswordPage(page);
  await forgot.open();
  await forgot.requestCode(email);
  await expect(forgot.alert()).toHaveText(/^Troppi tentativi\. Riprova tra \d+ minut[oi]\.$/);
  await expectAt(page, screens.forgotPassword());
});
