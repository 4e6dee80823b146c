import { type Browser } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { signInAs, useSession } from "./support/session";
import { vendor, type Account } from "./support/accounts";
import { createAdminWithRole, createRestrictedAdmin, ShopApi, unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import { EditPageObject } from "./support/edit-page";
import { ListPageObject } from "./support/list-page";
import { MatrixPageObject } from "./support/matrix-page";
import { Shell } from "./support/pages";
import { urls as screens } from "../../app/routing/urls";
import { browserPath, urls } from "./support/urls";

interface RoleRow {
  id: number;
  name: string;
}
interface RoleWithPermissions extends RoleRow {
  permissions: { name: string }[];
}

/** The screens under test, from the app's own URL builders. */
const roles = screens.rolesPermissions;

async function roleByName(api: ShopApi, name: string): Promise<RoleRow> {
  const roles = await api.ok<RoleRow[]>("GET", "role/all-roles");
  const role = roles.find((r) => r.name === name);
  expect(role, `role ${name}`).toBeDefined();
  return role!;
}

async function permissionsOf(api: ShopApi, id: number): Promise<string[]> {
  const role = await api.ok<RoleWithPermissions>("GET", `role/find/${id}`);
  return role.permissions.map((p) => p.name).sort();
}

/** Signs `account` in in a browser context of its own, so the test's page keeps its session. */
async function pageOf(browser: Browser, account: Account) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, account);
  return { page, close: () => context.close() };
}

test.describe("roles and permissions", () => {
  test("create a role in the matrix, reload, edit with row and column toggles; its admin sees exactly those menu entries", async ({
    page,
    browser,
    api,
  }) => {
    const name = unique("Redattore");
    await page.goto(urls.path(roles.list()));
    const list = new ListPageObject(page);
    await expect(list.summary()).toBeVisible();
    await list.addButton("Aggiungi ruolo").click();
    await expect(page).toHaveURL(browserPath(roles.create()));

    const form = new EditPageObject(page);
    const matrix = new MatrixPageObject(page);
    await expect(matrix.cell("Marchi", "Visualizza")).toBeVisible();
    const total = await matrix.switches().count();
    expect(total).toBeGreaterThan(100);
    // Groups without some action have no switch there (orders cannot be created; bulk upload cannot be deleted).
    await expect(matrix.cell("Ordini", "Crea")).toHaveCount(0);
    await expect(matrix.cell("Caricamento massivo", "Elimina")).toHaveCount(0);
    await expect(matrix.cell("Richieste di prelievo", "Annulla")).toHaveCount(1);

    await form.fill("Nome", name);
    for (const [row, column] of [
      ["Dashboard", "Visualizza"],
      ["Marchi", "Visualizza"],
      ["Marchi", "Crea"],
      ["Profilo", "Visualizza"],
    ])
      await matrix.flip(row, column);
    await expect(matrix.count()).toHaveText(`4 di ${total} attivi`);
    await expect(matrix.changes()).toHaveText("Non salvato: 4 attivati, 0 disattivati");
    await form.saveAndEdit();
    await form.expectSavedToast();
    await expect(page).toHaveURL(new RegExp(`${browserPath(roles.list())}/\\d+$`));
    await expect(matrix.changes()).toHaveCount(0);
    const id = Number(new URL(page.url()).pathname.split("/").pop());
    const first = ["brand.create", "brand.view", "dashboard.view", "profile.view"];
    expect(await permissionsOf(api, id)).toEqual(first);

    await page.reload();
    await expect(form.field("Nome")).toHaveValue(name);
    await matrix.expectSwitchedOn(first);
    await expect(matrix.rowToggle("Marchi")).toHaveJSProperty("indeterminate", true);

    // A row toggle switches the whole row on; a column toggle clicked twice leaves the column off,
    // including the cell the row toggle had switched on; a switch flipped twice is no change.
    await matrix.rowToggle("Categorie").click();
    await expect(matrix.rowToggle("Categorie")).toBeChecked();
    await matrix.columnToggle("Elimina").click();
    await expect(matrix.cell("Buoni sconto", "Elimina")).toBeChecked();
    await matrix.columnToggle("Elimina").click();
    await expect(matrix.cell("Categorie", "Elimina")).not.toBeChecked();
    await matrix.flip("Ordini", "Visualizza");
    await matrix.flip("Ordini", "Visualizza");
    await expect(matrix.changes()).toHaveText("Non salvato: 3 attivati, 0 disattivati");
    await form.save();
    await form.expectSavedToast();
    await expect(page).toHaveURL(browserPath(roles.list()));
    const second = [...first, "category.create", "category.edit", "category.view"].sort();
    expect(await permissionsOf(api, id)).toEqual(second);

    const editor = await pageOf(browser, await createAdminWithRole(api, name));
    const shell = new Shell(editor.page);
    await shell.sidebar().getByRole("button", { name: "Prodotto" }).click();
    await expect(shell.sidebar().getByRole("link")).toHaveText(["Dashboard", "Categorie", "Marchi"]);
    await expect(shell.sidebar().getByRole("button")).toHaveText(["Prodotto"]);
    await editor.close();
  });

  test("leaving asks only when the set of switches changed", async ({ page }) => {
    await page.goto(urls.path(roles.create()));
    const matrix = new MatrixPageObject(page);
    await matrix.flip("Marchi", "Modifica");
    await matrix.flip("Marchi", "Modifica");
    await page.getByRole("link", { name: "Torna all'elenco" }).click();
    await expect(page).toHaveURL(browserPath(roles.list()));

    await page.goto(urls.path(roles.create()));
    await matrix.allToggle().click();
    await page.getByRole("link", { name: "Torna all'elenco" }).click();
    const dialog = page.getByRole("dialog", { name: "Uscire senza salvare?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Annulla" }).click();
    await expect(page).toHaveURL(browserPath(roles.create()));
  });

  test("the name: required, and the server's message beside it when taken", async ({ page, api }) => {
    const taken = unique("ruolo-preso");
    await api.ok("POST", "role/action", { name: taken, updated_permissions: [] });
    await page.goto(urls.path(roles.create()));
    const form = new EditPageObject(page);
    await form.save();
    await form.expectFieldError("Nome", "Nome è obbligatorio");
    await form.fill("Nome", taken);
    await new MatrixPageObject(page).flip("Dashboard", "Visualizza");
    await form.save();
    await form.expectFieldError("Nome", "The name has already been taken.");
    await expect(page).toHaveURL(browserPath(roles.create()));
  });

  test("the superadmin role is read-only with a note; the vendor role keeps its name", async ({ page, api }) => {
    const superRole = await roleByName(api, "superadmin");
    await page.goto(urls.path(roles.edit(superRole.id)));
    const matrix = new MatrixPageObject(page);
    await expect(page.getByRole("alert")).toContainText("Ruolo protetto");
    await expect(page.getByRole("alert")).toContainText("i suoi permessi non si possono modificare");
    await matrix.expectSwitchedOn(await permissionsOf(api, superRole.id));
    await expect(matrix.switches()).toHaveCount(0);
    await expect(matrix.allToggle()).toHaveCount(0);
    expect(await matrix.marks().count()).toBeGreaterThan(100);
    await expect(page.getByLabel("Nome", { exact: true })).toHaveAttribute("readonly", "");
    await expect(page.getByRole("button", { name: "Salva", exact: true })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    const vendorRole = await roleByName(api, "vendor");
    await page.goto(urls.path(roles.edit(vendorRole.id)));
    const form = new EditPageObject(page);
    await expect(form.field("Nome")).toHaveAttribute("readonly", "");
    await expect(page.getByText("Ruolo predefinito: il nome non si può cambiare.")).toBeVisible();
    await matrix.expectSwitchedOn(await permissionsOf(api, vendorRole.id));
    expect(await matrix.enabledSwitches().count()).toBeGreaterThan(100);
  });

  test("delete: refused with the server's message for a role in use, done for an unused one", async ({ page, api }) => {
    const used = unique("Usato");
    const unused = unique("Libero");
    await api.ok("POST", "role/action", { name: used, updated_permissions: ["dashboard.view"] });
    await api.ok("POST", "role/action", { name: unused, updated_permissions: [] });
    await createAdminWithRole(api, used);

    await page.goto(urls.path(roles.list()));
    const list = new ListPageObject(page);
    await list.searchFor(used);
    await list.deleteRow(used, `Eliminare il ruolo «${used}»?`);
    await expect(page.getByText("Un amministratore usa questo ruolo: elimina prima l'amministratore.")).toBeVisible();
    await expect(list.row(used)).toHaveCount(1);

    await list.searchFor(unused);
    await list.deleteRow(unused, `Eliminare il ruolo «${unused}»?`);
    await expect(page.getByText(/Eliminazione completata/)).toBeVisible();
    await expect(list.row(unused)).toHaveCount(0);
    const remaining = await api.ok<RoleRow[]>("GET", "role/all-roles");
    expect(remaining.map((r) => r.name)).toContain(used);
    expect(remaining.map((r) => r.name)).not.toContain(unused);
  });

  test("search and sort by name follow the URL", async ({ page, api }) => {
    const prefix = unique("Ordina");
    for (const suffix of ["b", "a", "c"]) await api.ok("POST", "role/action", { name: `${prefix}-${suffix}`, updated_permissions: [] });
    await page.goto(urls.path(roles.list()));
    const list = new ListPageObject(page);
    await list.searchFor(prefix);
    await expect(list.summary()).toHaveText("Risultati da 1 a 3 di 3");
    const names = list.table().getByRole("link", { name: new RegExp(`^${prefix}`) });
    const header = list.table().getByRole("columnheader", { name: "Nome" });
    await list.sortBy("Nome");
    await expect(page).toHaveURL(/orderby=name&type=(asc|desc)/);
    const firstType = new URL(page.url()).searchParams.get("type");
    const ascending = [`${prefix}-a`, `${prefix}-b`, `${prefix}-c`];
    await expect(header).toHaveAttribute("aria-sort", firstType === "asc" ? "ascending" : "descending");
    await expect(names).toHaveText(firstType === "asc" ? ascending : [...ascending].reverse());
    // The other direction, then back: the URL keeps the view.
    await list.sortBy("Nome");
    await expect(page).toHaveURL(new RegExp(`orderby=name&type=${firstType === "asc" ? "desc" : "asc"}`));
    await expect(names).toHaveText(firstType === "asc" ? [...ascending].reverse() : ascending);
    await page.goBack();
    await expect(names).toHaveText(firstType === "asc" ? ascending : [...ascending].reverse());
  });

  test("with role.view only: the list has no add button and a role opens read-only", async ({ page, api }) => {
    const account = await createRestrictedAdmin(api, ["dashboard.view", "profile.view", "role.view"]);
    const vendorRole = await roleByName(api, "vendor");
    await useSession(page, account);
    await page.goto(urls.path(roles.list()));
    const list = new ListPageObject(page);
    // Searched: other tests' roles can push the seed's off the first page.
    await list.searchFor("vendor");
    await expect(list.row("vendor")).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Aggiungi ruolo" })).toHaveCount(0);
    await page.goto(urls.path(roles.edit(vendorRole.id)));
    const matrix = new MatrixPageObject(page);
    await matrix.expectSwitchedOn(await permissionsOf(api, vendorRole.id));
    await expect(matrix.switches()).toHaveCount(0);
    await expect(matrix.rowToggle("Marchi")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Salva", exact: true })).toHaveCount(0);
    await page.goto(urls.path(roles.create()));
    await expect(page.getByTestId("error-status")).toHaveText("403");
  });

  test("a vendor (no role.view) gets the 403 page and no menu entry", async ({ page }) => {
    await signInAs(page, vendor);
    await expect(new Shell(page).sidebar().getByRole("link", { name: "Ruoli e permessi" })).toHaveCount(0);
    await page.goto(urls.path(roles.list()));
    await expect(page.getByTestId("error-status")).toHaveText("403");
    await page.goto(urls.path(roles.create()));
    await expect(page.getByTestId("error-status")).toHaveText("403");
  });

  test("no serious or critical axe violation on the list and the editor", async ({ page }) => {
    await page.goto(urls.path(roles.list()));
    await expect(new ListPageObject(page).summary()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(urls.path(roles.create()));
    const matrix = new MatrixPageObject(page);
    await expect(matrix.switches().first()).toBeVisible();
    await matrix.rowToggle("Marchi").click();
    await matrix.flip("Ordini", "Visualizza");
    expect(await seriousViolations(page)).toEqual([]);
  });

  const languages = [
    {
      code: "it",
      list: "Ruoli e permessi",
      title: "Ruolo",
      add: "Aggiungi ruolo",
      name: "Nome",
      cell: "Marchi: Visualizza",
      row: "Tutta la riga",
      column: "Tutta la colonna",
      all: "Tutti",
    },
    {
      code: "en",
      list: "Roles & permissions",
      title: "Role",
      add: "Add role",
      name: "Name",
      cell: "Brands: View",
      row: "All in row",
      column: "All in column",
      all: "All",
    },
    {
      code: "fr",
      list: "Rôles et autorisations",
      title: "Rôle",
      add: "Ajouter un rôle",
      name: "Nom",
      cell: "Marques: Voir",
      row: "Toute la ligne",
      column: "Toute la colonne",
      all: "Tout",
    },
    {
      code: "de",
      list: "Rollen & Berechtigungen",
      title: "Rolle",
      add: "Rolle hinzufügen",
      name: "Name",
      cell: "Marken: Ansehen",
      row: "Ganze Zeile",
      column: "Ganze Spalte",
      all: "Alle",
    },
  ];
  for (const language of languages) {
    test(`in ${language.code}: the list and the editor speak the language`, async ({ page, baseURL }) => {
      await page.context().addCookies([{ name: "admin-panel_lang", value: language.code, url: baseURL! }]);
      await page.goto(urls.path(roles.list()));
      const shell = new Shell(page);
      await expect(shell.heading()).toHaveText(language.list);
      await expect(page.getByRole("link", { name: language.add })).toBeVisible();
      await page.getByRole("link", { name: language.add }).click();
      await expect(shell.heading()).toHaveText(language.title);
      await expect(page.getByLabel(new RegExp(`^${language.name}\\s*\\*?$`))).toBeVisible();
      const [rowName] = language.cell.split(":");
      const matrix = new MatrixPageObject(page, { row: language.row, column: language.column, all: language.all });
      await expect(matrix.root().getByRole("switch", { name: language.cell, exact: true })).toBeVisible();
      await matrix.rowToggle(rowName).click();
      await expect(matrix.root().getByRole("switch", { name: language.cell, exact: true })).toBeChecked();
      await expect(matrix.allToggle()).toHaveJSProperty("indeterminate", true);
    });
  }
});
