import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { superadmin } from "./support/accounts";
import { createCompleteProduct, ShopApi, unique } from "./support/api";
import { withDatabase } from "./support/db";
import { EditPageObject } from "./support/edit-page";
import { expectAt, signIn } from "./support/pages";
import { SettingsPageObject } from "./support/settings-page";
import { screens, urls } from "./support/urls";

/*
 * The session ends while the user is typing (issue 17): the save is refused as "unauthenticated",
 * and what was typed must survive. The form stays, a sign-in dialog opens in place, and once signed
 * in the save goes out again with the typed values. The browser's own token is revoked in the
 * database, so the other tests signed in as the same admin keep theirs.
 */

/** Revokes the token this browser holds (its `jti` row), as a logout elsewhere or an admin would. */
async function revokeBrowserToken(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === "admin-panel_token");
  const payload = decodeURIComponent(cookie?.value ?? "").split(".")[1] ?? "";
  const { jti } = JSON.parse(Buffer.from(payload, "base64url").toString()) as { jti: string };
  const changed = withDatabase((db) => db.prepare("update admin_tokens set revoked = 1 where jti = ?").run(jti).changes);
  expect(changed).toBe(1);
}

/** The sign-in dialog that opens over the form (Italian labels). */
function signInDialog(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Sessione scaduta" });
  return {
    dialog,
    email: dialog.getByRole("textbox", { name: "Email" }),
    password: dialog.getByRole("textbox", { name: "Password" }),
    submit: dialog.getByRole("button", { name: "Accedi e salva" }),
    cancel: dialog.getByRole("button", { name: "Annulla" }),
  };
}

const productTitle = (id: string) =>
  withDatabase((db) => (db.prepare("select title from products where id = ?").get(id) as { title: string }).title);

const lastId = (table: string) =>
  withDatabase((db) => String((db.prepare(`select max(id) as id from ${table}`).get() as { id: number }).id));

/** A product of this test's own, complete enough that its form saves (ids from the API). */
async function ownProduct(request: APIRequestContext, baseURL: string | undefined) {
  const api = await ShopApi.signIn(request, baseURL!, superadmin);
  return String(await createCompleteProduct(api, unique("Prodotto di sessione")));
}

/** Signs in, types a new title into a product of its own, then the session is revoked behind its back. */
async function typeThenLoseSession(page: Page, id: string, prefix: string) {
  await signIn(page, superadmin);
  await page.goto(urls.path(screens.products.edit(id)));
  const form = new EditPageObject(page);
  await expect(form.field("Titolo")).not.toHaveValue("");
  const title = unique(prefix);
  await form.fill("Titolo", title);
  await revokeBrowserToken(page);
  return { id, form, title };
}

test("a product's save refused as signed out: sign in in place, the typed title is saved", async ({ page, request, baseURL }) => {
  const { id, form, title } = await typeThenLoseSession(page, await ownProduct(request, baseURL), "Titolo dopo la scadenza");

  await form.saveAndEdit();
  const again = signInDialog(page);
  await expect(again.dialog).toBeVisible();
  await expect(again.email).toHaveValue(superadmin.email);
  // No untranslated toast, no redirect: the form and its text are still there.
  await expect(page.getByText("Unauthenticated.")).toHaveCount(0);
  await expectAt(page, screens.products.edit(id));

  // A wrong password: the server's message, and the dialog stays.
  await again.password.fill("wrong-password");
  await again.submit.click();
  await expect(again.dialog.getByRole("alert")).toHaveText("Wrong email/password");

  await again.password.fill(superadmin.password);
  const saved = page.waitForResponse(
    (response) => response.url().includes("/api/admin/product/") && response.request().method() === "POST",
  );
  await again.submit.click();
  await saved;
  await expect(again.dialog).toBeHidden();
  await expect(page.getByText("Salvato")).toBeVisible();
  await expect(form.field("Titolo")).toHaveValue(title);
  expect(productTitle(id)).toBe(title);
});

test("a voucher's save refused as signed out keeps the typed title through signing in", async ({ page }) => {
  const id = lastId("vouchers");
  await signIn(page, superadmin);
  await page.goto(urls.path(screens.vouchers.edit(id)));
  const form = new EditPageObject(page);
  await expect(form.field("Titolo")).not.toHaveValue("");
  const title = unique("Buono dopo la scadenza");
  await form.fill("Titolo", title);
  await revokeBrowserToken(page);

  await form.saveAndEdit();
  const again = signInDialog(page);
  await expect(again.email).toHaveValue(superadmin.email);
  await expect(form.field("Titolo")).toHaveValue(title);
  await again.password.fill(superadmin.password);
  await again.submit.click();
  await expect(again.dialog).toBeHidden();
  await expect(form.field("Titolo")).toHaveValue(title);
  await expect
    .poll(() => withDatabase((db) => (db.prepare("select title from vouchers where id = ?").get(id) as { title: string }).title))
    .toBe(title);
});

test("Cancel keeps the form and its text; a later Save asks again before sending anything", async ({ page, request, baseURL }) => {
  const { id, form, title } = await typeThenLoseSession(page, await ownProduct(request, baseURL), "Titolo tenuto");

  await form.save();
  const again = signInDialog(page);
  await again.cancel.click();
  await expect(again.dialog).toBeHidden();
  await expect(form.field("Titolo")).toHaveValue(title);
  await expectAt(page, screens.products.edit(id));

  // Signed out now: the second Save must not go out without a token, it asks first.
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/admin/product/") && request.method() === "POST") sent.push(request.headers().authorization ?? "none");
  });
  await form.save();
  await expect(again.dialog).toBeVisible();
  expect(sent).toEqual([]);
  await again.password.fill(superadmin.password);
  await again.submit.click();
  await expect(again.dialog).toBeHidden();
  await expectAt(page, screens.products.list());
  expect(productTitle(id)).toBe(title);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatch(/^Bearer /);
});

test("the SMTP settings keep what was typed across signing in again", async ({ page }) => {
  await signIn(page, superadmin);
  await page.goto(urls.path(screens.settingSmtp()));
  const form = new SettingsPageObject(page);
  await expect(form.field("Host SMTP")).not.toHaveValue("");
  const user = unique("mailer-scadenza");
  await form.fill("Utente SMTP", user);
  await revokeBrowserToken(page);

  await form.save();
  const again = signInDialog(page);
  await expect(again.email).toHaveValue(superadmin.email);
  await expect(form.field("Utente SMTP")).toHaveValue(user);
  await again.password.fill(superadmin.password);
  await again.submit.click();
  await expect(again.dialog).toBeHidden();
  await expect(page.getByText("Salvato").first()).toBeVisible();
  const stored = withDatabase(
    (db) => (db.prepare("select value from env_settings where key = 'smtp_username'").get() as { value: string } | undefined)?.value,
  );
  expect(stored).toBe(user);
});

test("the sign-in dialog speaks the user's language", async ({ page, request, baseURL }) => {
  const id = await ownProduct(request, baseURL);
  await signIn(page, superadmin);
  await page.context().addCookies([{ name: "admin-panel_lang", value: "en", url: new URL(page.url()).origin }]);
  const said = { en: "Session expired", fr: "Session expirée", de: "Sitzung abgelaufen" } as const;
  for (const [language, title] of Object.entries(said)) {
    await page.context().addCookies([{ name: "admin-panel_lang", value: language, url: new URL(page.url()).origin }]);
    await page.goto(urls.path(screens.products.edit(id)));
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await page.locator("[data-edit-form] input[name='title']").fill(unique(language));
    await revokeBrowserToken(page);
    await page.locator("[data-edit-form] button[value='stay']").click();
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    await dialog.locator("input[type='password']").fill(superadmin.password);
    await dialog.locator("button[type='submit']").click();
    await expect(dialog).toBeHidden();
  }
});
