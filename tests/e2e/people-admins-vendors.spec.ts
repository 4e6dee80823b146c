import { readFileSync } from "node:fs";
import { expect, test } from "./support/fixtures";
import { signInAs } from "./support/session";
import { superadmin, vendor } from "./support/accounts";
import { ShopApi, unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import { expectInEveryLanguage } from "./support/catalog";
import { AccountFormObject, AccountListObject, adminByEmail, balanceFigure } from "./support/people-accounts";
import { Shell } from "./support/pages";
import { SubListsPageObject } from "./support/sub-lists-page";
import { browserPath, screens, urls } from "./support/urls";
import { italianAmount } from "./support/money";

const admins = screens.adminsVendors;
const euros = italianAmount;

test.describe("admins and vendors", () => {
  test("create a vendor (password strength, commission), find it, edit it, delete it", async ({ page, api }) => {
    const username = unique("venditore");
    const email = `${username}@example.com`;
    await page.goto(urls.path(admins.list()));
    const list = new AccountListObject(page);
    await expect(list.summary()).toBeVisible();
    await list.addButton("Aggiungi amministratore o venditore").click();
    await expect(page).toHaveURL(browserPath(admins.create()));

    const form = new AccountFormObject(page);
    await form.fill("Nome", `Negozio ${username}`);
    await form.fill("Nome utente", username);
    await form.fill("E-mail", email);
    // The commission is asked only for the vendor role.
    await expect(form.field("Commissione (%)")).toHaveCount(0);
    await form.pickRole("vendor");
    await expect(form.field("Commissione (%)")).toBeVisible();
    await form.fill("Password", "abc");
    await expect(form.strength()).toHaveText("Robustezza: troppo corta");
    await form.fillPasswords("Lungo-e-Sicuro-9");
    await expect(form.strength()).toHaveText("Robustezza: ottima");
    await form.fill("Conferma password", "diversa");
    await form.save();
    await form.expectFieldError("Conferma password", "Le password non coincidono");
    await form.expectFieldError("Commissione (%)", "Commissione (%) è obbligatorio");
    await form.fill("Conferma password", "Lungo-e-Sicuro-9");
    await form.fill("Commissione (%)", "12");
    await form.saveAndEdit();
    await form.expectSavedToast();
    await expect(page).toHaveURL(/\/admin\/admins-vendors\/\d+$/);

    const created = await adminByEmail(api, email);
    expect(page.url()).toContain(browserPath(admins.edit(created.id)));
    const saved = await api.ok<{ commission: string; roles: { name: string }[] }>("GET", `admin-data/find/${created.id}`);
    expect(saved.commission).toBe("12.00");
    expect(saved.roles.map((r) => r.name)).toEqual(["vendor"]);
    // The password is set on create only.
    await expect(form.field("Password")).toHaveCount(0);

    // Found by the list's search (name or e-mail), opened from the URL.
    await page.goto(urls.path(admins.list({ q: email })));
    await expect(list.row(email)).toHaveCount(1);
    await expect(list.row(email)).toContainText("vendor");

    await list.editRow(email);
    await form.fill("Nome", `Rinominato ${username}`);
    await form.save();
    await form.expectSavedToast();
    await expect(list.row(email)).toContainText(`Rinominato ${username}`);

    await list.deleteRow(email, `Eliminare l'account «Rinominato ${username} <${email}>»?`);
    await expect(list.row(email)).toHaveCount(0);
    expect((await api.call("GET", `admin-data/find/${created.id}`)).status).toBe(201);
  });

  test("one's own account: the switch and role locked with a note; deleting it is refused with the server's message", async ({ page }) => {
    await page.goto(urls.path(admins.list({ q: superadmin.email })));
    const list = new AccountListObject(page);
    await list.editRow(superadmin.email);
    const form = new AccountFormObject(page);
    await expect(page.getByText("Questo è il tuo account")).toBeVisible();
    await expect(page.getByRole("link", { name: "Vai al profilo" })).toBeVisible();
    await expect(form.switch("Attivo")).toBeDisabled();
    await expect(page.getByText("Non puoi disattivare il tuo account.")).toBeVisible();

    await page.goto(urls.path(admins.list({ q: superadmin.email })));
    await list.deleteRow(superadmin.email, /Eliminare l'account/);
    await expect(page.getByText("Non puoi eliminare il tuo account.")).toBeVisible();
    await expect(list.row(superadmin.email)).toHaveCount(1);
  });

  test("a vendor's page: balance as the vendor sees it, the vendor's products and orders", async ({ page, request, baseURL, api }) => {
    const demoVendor = await adminByEmail(api, vendor.email);
    const products = await api.ok<{ total: number; data: { id: number; title: string }[] }>(
      "GET",
      `admin-data/${demoVendor.id}/products?orderby=created_at&type=desc`,
    );
    expect(products.total).toBeGreaterThan(0);
    const vendorApi = await ShopApi.signIn(request, baseURL!, vendor);
    const own = await vendorApi.ok<{ amount: number | string; pending_withdrawal: number | string; withdrawn: number | string }>(
      "GET",
      "withdrawal-request/find",
    );

    await page.goto(urls.path(admins.edit(demoVendor.id)));
    await expect(balanceFigure(page, "amount")).toContainText(euros(Number(own.amount)));
    await expect(balanceFigure(page, "pending_withdrawal")).toContainText(euros(Number(own.pending_withdrawal)));
    await expect(balanceFigure(page, "withdrawn")).toContainText(euros(Number(own.withdrawn)));

    const tabs = new SubListsPageObject(page);
    await tabs.expectOpen("Prodotti");
    await expect(tabs.list.summary()).toContainText(`di ${products.total}`);
    const newest = products.data[0];
    const link = tabs.list.row(newest.title).first().getByRole("link", { name: newest.title });
    await expect(link).toHaveAttribute("href", browserPath(screens.products.edit(newest.id)));

    const orders = await api.ok<{ total: number; data: { id: number; order: string }[] }>(
      "GET",
      `admin-data/${demoVendor.id}/orders?orderby=created_at&type=desc`,
    );
    await tabs.open("Ordini");
    await expect(tabs.list.summary()).toContainText(`di ${orders.total}`);
    await expect(tabs.list.row(orders.data[0].order).getByRole("link", { name: orders.data[0].order })).toHaveAttribute(
      "href",
      browserPath(screens.orders.detail(orders.data[0].id)),
    );
    await tabs.open("Prelievi");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("CSV export of the list", async ({ page }) => {
    await page.goto(urls.path(admins.list({ q: vendor.email })));
    const list = new AccountListObject(page);
    await expect(list.row(vendor.email)).toHaveCount(1);
    const download = await list.exportCsv();
    const csv = readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, "");
    const lines = csv.split("\r\n").filter(Boolean);
    expect(lines[0]).toBe("Nome,Nome utente,E-mail,Ruolo,Verificato,Attivo,Creato il");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(vendor.email);
  });

  test("a vendor (no admin.view) gets the 403 page and no menu entry", async ({ page }) => {
    await signInAs(page, vendor);
    await expect(new Shell(page).sidebar().getByRole("link", { name: "Amministratori e venditori" })).toHaveCount(0);
    await page.goto(urls.path(admins.list()));
    await expect(page.getByTestId("error-status")).toHaveText("403");
    await page.goto(urls.path(admins.create()));
    await expect(page.getByTestId("error-status")).toHaveText("403");
  });

  test("no serious or critical axe violation on the list and the create form", async ({ page }) => {
    await page.goto(urls.path(admins.list()));
    await expect(new AccountListObject(page).summary()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(urls.path(admins.create()));
    const form = new AccountFormObject(page);
    await form.pickRole("vendor");
    await form.fill("Password", "abc12345");
    await expect(form.strength()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the list in all four languages", async ({ page, baseURL }) => {
    await expectInEveryLanguage(page, baseURL!, admins.list(), {
      it: { title: "Amministratori e venditori", label: "Nome utente" },
      en: { title: "Admins & vendors", label: "Username" },
      fr: { title: "Administrateurs et vendeurs", label: "Nom d'utilisateur" },
      de: { title: "Administratoren & Verkäufer", label: "Benutzername" },
    });
  });
});
