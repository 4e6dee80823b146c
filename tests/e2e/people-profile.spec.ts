import { expect, test } from "./support/fixtures";
import { signInAs, useSession } from "./support/session";
import { superadmin } from "./support/accounts";
import { createRestrictedAdmin, unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import { withDatabase } from "./support/db";
import { LoginPage, Shell, signIn } from "./support/pages";
import { expectOwnScreenInEveryLanguage, ownVendor, ProfilePage, userMenu } from "./support/people-own";
import { browserPath, screens, urls } from "./support/urls";

/*
 * /profile (issue 13): the caller's name, username and e-mail confirmed with the current password,
 * and the password change. Every test signs in with an account of its own: the demo accounts other
 * specs use keep their names and passwords.
 */

const adminRow = (email: string) =>
  withDatabase(
    (db) =>
      db.prepare("select name, username, email from admins where email = ?").get(email) as {
        name: string;
        username: string;
        email: string;
      },
  );

test.describe("profile", () => {
  test("profile change: saved, shown in the header at once, read back after a reload", async ({ page, request, baseURL }) => {
    const account = await ownVendor(request, baseURL!);
    const before = adminRow(account.email);
    const name = unique("Nome Nuovo");
    const username = unique("utente");
    await signInAs(page, account);
    await expect(userMenu(page, before.name)).toBeVisible();

    const profile = new ProfilePage(page);
    await profile.open();
    await expect(profile.field("Nome utente")).toHaveValue(before.username);
    await expect(profile.field("E-mail")).toHaveValue(account.email);
    await expect(profile.field("Password attuale")).toHaveValue("");
    await profile.fill("Nome", name);
    await profile.fill("Nome utente", username);
    await profile.fill("Password attuale", account.password);
    await profile.save();
    await profile.expectSavedToast();
    // The header follows without a reload, and the password field is empty again.
    await expect(userMenu(page, name)).toBeVisible();
    await expect(profile.field("Password attuale")).toHaveValue("");
    expect(adminRow(account.email)).toEqual({ name, username, email: account.email });

    await page.reload();
    await expect(profile.field("Nome")).toHaveValue(name);
    await expect(profile.field("Nome utente")).toHaveValue(username);
    await expect(userMenu(page, name)).toBeVisible();
  });

  test("a wrong current password is refused beside the field, and nothing changes", async ({ page, request, baseURL }) => {
    const account = await ownVendor(request, baseURL!);
    const before = adminRow(account.email);
    await useSession(page, account);
    const profile = new ProfilePage(page);
    await profile.open();
    await profile.fill("Nome", "Mai salvato");
    // Without it, the client asks for it first.
    await profile.save();
    await profile.expectFieldError("Password attuale", "Password attuale è obbligatorio");
    await profile.fill("Password attuale", "not-my-password");
    await profile.save();
    await profile.expectFieldError("Password attuale", "La password attuale non è corretta");
    expect(adminRow(account.email)).toEqual(before);
    // A taken e-mail: the server's message beside the e-mail.
    await profile.fill("E-mail", superadmin.email);
    await profile.fill("Password attuale", account.password);
    await profile.save();
    await profile.expectFieldError("E-mail", "Questa email è già in uso.");
    expect(adminRow(account.email)).toEqual(before);
  });

  test("password change: strength shown, checks, the session goes on, then sign in with the new one", async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await ownVendor(request, baseURL!);
    const next = "Nuova-Password-2026!";
    await useSession(page, account);
    const profile = new ProfilePage(page);
    await profile.open("password");

    await expect(profile.strength()).toHaveAttribute("data-level", "empty");
    await profile.fill("Nuova password", "abcdef");
    await expect(profile.strength()).toHaveText("Robustezza della password: debole");
    await profile.fill("Nuova password", next);
    await expect(profile.strength()).toHaveText("Robustezza della password: forte");

    await profile.changePassword(account.password, next, `${next}x`);
    await profile.expectFieldError("Conferma la nuova password", "Le due password non coincidono");
    await profile.changePassword("wrong-current", next);
    await profile.expectFieldError("Password attuale", "La password attuale non è corretta");

    await profile.changePassword(account.password, next);
    await profile.expectSavedToast();
    await expect(profile.field("Nuova password")).toHaveValue("");

    // Still signed in: another screen opens without a sign-in.
    await new Shell(page).navigate("Dashboard");
    await expect(new Shell(page).heading()).toHaveText("Dashboard");
    await new Shell(page).logout();
    await expect(page).toHaveURL(new RegExp(`${browserPath(screens.login())}`));

    const login = new LoginPage(page);
    await login.signIn(account);
    await expect(login.alert()).toHaveText("Wrong email/password");
    // The new password through the form itself: what the user does next.
    await signIn(page, { email: account.email, password: next });
    await expect(new Shell(page).heading()).toHaveText("Dashboard");
  });

  test("a role without profile.view: no Profile in the user menu, and the 403 page", async ({ page, api }) => {
    const account = await createRestrictedAdmin(api, ["dashboard.view"]);
    await signInAs(page, account);
    await page.getByTestId("user-menu").click();
    await expect(page.getByRole("menuitem", { name: "Esci" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Profilo" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await page.goto(urls.path(screens.profile()));
    await expect(page.getByTestId("error-status")).toHaveText("403");
  });

  test("no serious or critical axe violation on either tab", async ({ page, request, baseURL }) => {
    await useSession(page, await ownVendor(request, baseURL!));
    const profile = new ProfilePage(page);
    await profile.open();
    expect(await seriousViolations(page)).toEqual([]);
    await profile.tab("Cambia password").click();
    await profile.fill("Nuova password", "abc");
    await expect(profile.strength()).toHaveAttribute("data-level", "weak");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("in the four languages", async ({ page, request, baseURL }) => {
    await expectOwnScreenInEveryLanguage(
      { page, request, baseURL: baseURL! },
      screens.profile(),
      {
        it: { title: "Profilo", label: "Password attuale" },
        en: { title: "Profile", label: "Current password" },
        fr: { title: "Profil", label: "Mot de passe actuel" },
        de: { title: "Profil", label: "Aktuelles Passwort" },
      },
      (p, text) => p.getByRole("tabpanel").getByLabel(new RegExp(`^${text}`)),
    );
  });
});
