import { expect, test } from "@playwright/test";
import { hashPassword } from "../../server/src/security/password";
import { withDatabase } from "./support/db";
import { LoginPage, signIn } from "./support/pages";
import { browserPath, urls } from "./support/urls";

/*
 * The whole password reset as a user does it: ask for a code, read it from the mail (the server's
 * development outbox stands in for the inbox), set a new password, sign in with it. It runs on an
 * account of its own so the other tests' demo accounts keep their passwords.
 */
const account = { email: "reset.e2e@example.com", password: "first-pass1" };

test.beforeAll(async () => {
  const hash = await hashPassword(account.password);
  withDatabase((db) => {
    const now = new Date().toISOString().replace("Z", "000Z");
    const { lastInsertRowid } = db
      .prepare("insert into admins (name, username, email, password, active, verified, created_at, updated_at) values (?, ?, ?, ?, 1, 1, ?, ?)")
      .run("Reset Tester", "reset-e2e", account.email, hash, now, now);
    const role = db.prepare("select id from roles where name = 'superadmin'").get() as { id: number };
    db.prepare("insert into model_has_roles (role_id, model_id) values (?, ?)").run(role.id, Number(lastInsertRowid));
  });
});

function lastCodeFor(email: string): string {
  const row = withDatabase(
    (db) => db.prepare("select body from mail_outbox where to_email = ? order by id desc limit 1").get(email) as { body: string } | undefined,
  );
  const code = row?.body.match(/\b([A-Z2-9]{4}(?:-[A-Z2-9]{4}){3})\b/)?.[1];
  if (!code) throw new Error("no code in the outbox");
  return code;
}

test("forgot password → code by mail → new password → sign in with it", async ({ page }) => {
  await new LoginPage(page).open();
  await page.getByRole("link", { name: "Password dimenticata?" }).click();
  await expect(page).toHaveURL((url) => url.pathname === browserPath("/forgot-password"));
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(account.email);
  await page.getByRole("button", { name: "Invia il codice di verifica" }).click();

  await expect(page).toHaveURL((url) => url.pathname === browserPath("/verify-code"));
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(account.email);
  await page.getByRole("textbox", { name: "Codice dall'email" }).fill("AAAA-BBBB-CCCC-DDDD");
  await page.getByRole("textbox", { name: "Nuova password", exact: true }).fill("second-pass2");
  await page.getByRole("textbox", { name: "Conferma la password" }).fill("second-pass2");
  await page.getByRole("button", { name: "Aggiorna la password" }).click();
  await expect(page.getByRole("alert")).toBeVisible(); // a wrong code is refused, the form stays filled
  await expect(page.getByRole("textbox", { name: "Nuova password", exact: true })).toHaveValue("second-pass2");

  await page.getByRole("textbox", { name: "Codice dall'email" }).fill(lastCodeFor(account.email));
  await page.getByRole("button", { name: "Aggiorna la password" }).click();
  await expect(page).toHaveURL((url) => url.pathname === browserPath("/login"));

  await signIn(page, { email: account.email, password: "second-pass2" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
});

test("an unknown email is answered like a known one: on to the code step, and no mail leaves", async ({ page }) => {
  await page.goto(urls.forgotPassword());
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("nobody@example.com");
  await page.getByRole("button", { name: "Invia il codice di verifica" }).click();
  await expect(page).toHaveURL((url) => url.pathname === browserPath("/verify-code"));
  await expect(page.getByRole("status")).toHaveText("Se l'indirizzo appartiene a un account, riceverai a breve un'email con il codice.");
  const mails = withDatabase((db) => db.prepare("select count(*) as n from mail_outbox where to_email = ?").get("nobody@example.com") as { n: number });
  expect(mails.n).toBe(0);
});

test("too many code requests: the server's refusal is told in the user's language", async ({ page, request, baseURL }) => {
  const email = "flooded@example.com";
  // Five requests are allowed per account and hour; the sixth, from the form, is refused.
  for (let i = 0; i < 5; i++) {
    const reply = await request.post(new URL("/api/admin/forgot-password", baseURL).href, { data: { email } });
    expect((await reply.json()).status).toBe(200);
  }
  await page.goto(urls.forgotPassword());
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("button", { name: "Invia il codice di verifica" }).click();
  await expect(page.getByRole("alert")).toHaveText(/^Troppi tentativi\. Riprova tra \d+ minut[oi]\.$/);
  await expect(page).toHaveURL((url) => url.pathname === browserPath("/forgot-password"));
});
