import { readFileSync } from "node:fs";
import { expect, test } from "./support/fixtures";
import { signInAs } from "./support/session";
import { vendor } from "./support/accounts";
import { unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import { expectInEveryLanguage } from "./support/catalog";
import { AccountFormObject, AccountListObject, createCustomers } from "./support/people-accounts";
import { Shell } from "./support/pages";
import { browserPath, screens, urls } from "./support/urls";

const customers = screens.registeredUsers;

test.describe("registered users", () => {
  test("create a customer, land on their page, find them in the list", async ({ page, api }) => {
    const name = unique("Cliente Banco");
    const email = `${unique("banco")}@example.com`.toLowerCase();
    await page.goto(urls.path(customers.list()));
    const list = new AccountListObject(page);
    await expect(list.summary()).toBeVisible();
    await list.addButton("Aggiungi cliente").click();
    await expect(page).toHaveURL(browserPath(customers.create()));

    const form = new AccountFormObject(page);
    await form.save();
    await form.expectFieldError("Nome", "Nome è obbligatorio");
    await form.fill("Nome", name);
    await form.fill("E-mail", email);
    await form.fill("Telefono", "+39 055 1234567");
    await form.fillPasswords("cliente123");
    await expect(form.strength()).toHaveText("Robustezza: buona");
    await form.switch("Verificato").check();
    await form.saveAndEdit();
    await form.expectSavedToast();

    const found = await api.ok<{ data: { id: number; email: string; verified: number }[] }>(
      "GET",
      `user/all?q=${encodeURIComponent(email)}`,
    );
    expect(found.data).toHaveLength(1);
    expect(found.data[0].verified).toBe(1);
    await expect(page).toHaveURL(browserPath(customers.detail(found.data[0].id)));
    await expect(page.getByText(email).first()).toBeVisible();

    // The same address again: the server's message beside the e-mail field.
    await page.goto(urls.path(customers.create()));
    await form.fill("Nome", `${name} bis`);
    await form.fill("E-mail", email.toUpperCase());
    await form.fillPasswords("cliente-123");
    await form.save();
    await form.expectFieldError("E-mail", "The email has already been taken.");

    await page.goto(urls.path(customers.list({ q: email })));
    await expect(list.row(email)).toHaveCount(1);
    await expect(list.row(email)).toContainText("Verificato");
    await expect(list.row(email).getByRole("link", { name })).toHaveAttribute("href", browserPath(customers.detail(found.data[0].id)));
  });

  test("bulk delete names the customers it deletes, then they are gone", async ({ page, api }) => {
    const prefix = unique("Da eliminare");
    const emails = await createCustomers(api, prefix, 3);
    await page.goto(urls.path(customers.list({ q: prefix })));
    const list = new AccountListObject(page);
    await expect(list.summary()).toHaveText("Risultati da 1 a 3 di 3");

    // Cancelling deletes nothing.
    await list.tick(...emails);
    await list.bulkButton("Elimina selezionati (3)").click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Eliminare questi clienti (3)");
    await dialog.getByRole("button", { name: "Annulla" }).click();
    await expect(dialog).toBeHidden();
    await expect(list.summary()).toHaveText("Risultati da 1 a 3 di 3");

    await page.reload();
    await list.deleteTicked(emails.slice(0, 2), emails.slice(0, 2));
    await expect(list.summary()).toHaveText("Risultati da 1 a 1 di 1");
    await expect(list.row(emails[2])).toHaveCount(1);
    const left = await api.ok<{ total: number }>("GET", `user/all?q=${encodeURIComponent(prefix)}`);
    expect(left.total).toBe(1);

    await list.deleteRow(emails[2], `Eliminare il cliente «${emails[2]}» con ordini, carrelli, indirizzi e recensioni?`);
    await expect(list.row(emails[2])).toHaveCount(0);
    expect((await api.ok<{ total: number }>("GET", `user/all?q=${encodeURIComponent(prefix)}`)).total).toBe(0);
  });

  test("sort by e-mail and CSV export of the search", async ({ page, api }) => {
    const prefix = unique("Esporta");
    const emails = await createCustomers(api, prefix, 2);
    await page.goto(urls.path(customers.list({ q: prefix })));
    const list = new AccountListObject(page);
    await list.sortBy("E-mail");
    await list.expectParam("orderby", "email");
    await expect(list.columnHeader("E-mail")).toHaveAttribute("aria-sort", /ascending|descending/);
    const ascending = (await list.columnHeader("E-mail").getAttribute("aria-sort")) === "ascending";
    const sorted = ascending ? [...emails].sort() : [...emails].sort().reverse();
    await expect(list.table().getByRole("row").nth(1)).toContainText(sorted[0]);
    const csv = readFileSync(await (await list.exportCsv()).path(), "utf8").replace(/^\uFEFF/, "");
    const lines = csv.split("\r\n").filter(Boolean);
    expect(lines[0]).toBe("Nome,E-mail,Telefono,Verificato,Registrato il");
    expect(lines.slice(1).map((line) => line.split(",")[1])).toEqual(sorted);
  });

  test("a vendor (no user.view) gets the 403 page and no menu entry", async ({ page }) => {
    await signInAs(page, vendor);
    await expect(new Shell(page).sidebar().getByRole("button", { name: "Utenti" })).toHaveCount(0);
    await expect(new Shell(page).sidebar().getByRole("link", { name: "Registrati" })).toHaveCount(0);
    await page.goto(urls.path(customers.list()));
    await expect(page.getByTestId("error-status")).toHaveText("403");
    await page.goto(urls.path(customers.create()));
    await expect(page.getByTestId("error-status")).toHaveText("403");
  });

  test("no serious or critical axe violation on the list, the delete question and the create form", async ({ page }) => {
    await page.goto(urls.path(customers.list()));
    const list = new AccountListObject(page);
    await expect(list.summary()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await list.table().getByRole("row").nth(1).getByRole("checkbox").check();
    await list.bulkButton("Elimina selezionati (1)").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("dialog").getByRole("button", { name: "Annulla" }).click();
    await page.goto(urls.path(customers.create()));
    const form = new AccountFormObject(page);
    await form.fill("Password", "abc");
    await expect(form.strength()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the list and the create form in all four languages", async ({ page, baseURL }) => {
    await expectInEveryLanguage(page, baseURL!, customers.list(), {
      it: { title: "Registrati", label: "Verificato" },
      en: { title: "Registered", label: "Verified" },
      fr: { title: "Inscrits", label: "Vérifié" },
      de: { title: "Registriert", label: "Bestätigt" },
    });
    await expectInEveryLanguage(
      page,
      baseURL!,
      customers.create(),
      {
        it: { title: "Utente registrato", label: "Conferma password" },
        en: { title: "Registered user", label: "Confirm password" },
        fr: { title: "Utilisateur inscrit", label: "Confirmer le mot de passe" },
        de: { title: "Registrierter Benutzer", label: "Passwort bestätigen" },
      },
      (p, text) => p.getByLabel(text, { exact: false }),
    );
  });
});
