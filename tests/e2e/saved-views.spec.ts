import { expect, test } from "./support/fixtures";
import { createRestrictedAdmin, unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import { languageCookie, LANGUAGES } from "./support/languages";
import { layoutProblems } from "./support/layout-checks";
import { OrdersList } from "./support/sales-orders";
import { clearOrdersViews, ordersViews, SavedViewsBar } from "./support/saved-views";
import { signInAs } from "./support/session";

/*
 * Saved views on the orders list (server/docs/saved-views.md): save the list's filters, sort and
 * columns under a name, find it again after a reload, switch between views and "All", rename,
 * reorder, delete, the default view, a superadmin's shared view, and the per-browser fallback where
 * the backend has no saved views. Tests that set a default work as admins of their own, so other
 * specs opening /orders as the superadmin never meet a default view.
 */

const MANAGER = ["dashboard.view", "profile.view", "order.view"];

test.describe("saved views", () => {
  test("save filters, sort and columns; reload; switch with All; reorder, rename, delete", async ({ page, api }) => {
    const manager = await createRestrictedAdmin(api, MANAGER);
    await signInAs(page, manager, "/orders");
    const list = new OrdersList(page);
    const views = new SavedViewsBar(page);
    await expect(views.tab("Tutti")).toHaveAttribute("aria-selected", "true");

    await list.flag("Non pagati").check();
    await list.expectParam("payment_status", "unpaid");
    await list.sortBy("Importo");
    await list.expectParam("orderby", "total_amount");
    await list.setColumnShown("Cliente", false);
    await expect(list.columnHeader("Cliente")).toHaveCount(0);
    const name = unique("Non pagati");
    await views.save(name);

    await page.reload();
    await expect(views.tab(name)).toHaveAttribute("aria-selected", "true");
    await list.expectParam("payment_status", "unpaid");

    await views.choose("Tutti");
    await list.expectParam("payment_status", null);
    await list.expectParam("orderby", null);
    await expect(list.columnHeader("Cliente")).toBeVisible();
    await views.choose(name);
    await list.expectParam("payment_status", "unpaid");
    await list.expectParam("orderby", "total_amount");
    await list.expectParam("type", "desc");
    await expect(list.columnHeader("Cliente")).toHaveCount(0);

    // A second view, saved from "All" with a search, goes after the first; moved left, it comes first.
    await views.choose("Tutti");
    await list.searchFor("rossi");
    const second = unique("Rossi");
    await views.save(second);
    await expect.poll(() => views.names()).toEqual(["Tutti", name, second]);
    await views.menu(second, "Sposta a sinistra");
    await expect.poll(() => views.names()).toEqual(["Tutti", second, name]);

    const renamed = unique("Rossi rinominata");
    await views.rename(second, renamed);
    await views.choose(name);
    await views.remove(name);
    await page.reload();
    await expect.poll(() => views.names()).toEqual(["Tutti", renamed]);
  });

  test("the server keeps them: the order and names come back from the API; another admin does not see private ones", async ({
    page,
    api,
    apiAs,
  }) => {
    const manager = await createRestrictedAdmin(api, MANAGER);
    const theirs = await apiAs(manager);
    await signInAs(page, manager, "/orders");
    const views = new SavedViewsBar(page);
    await new OrdersList(page).flag("Non pagati").check();
    const name = unique("Privata");
    await views.save(name);
    const stored = await ordersViews(theirs);
    expect(stored.views.filter((v) => v.mine).map((v) => [v.name, v.state.filters])).toEqual([[name, { payment_status: "unpaid" }]]);
    expect((await ordersViews(api)).views.map((v) => v.name)).not.toContain(name);
  });

  test("the default view applies when the list opens without a query; All stays chosen once picked", async ({ page, api, apiAs }) => {
    const manager = await createRestrictedAdmin(api, MANAGER);
    const theirs = await apiAs(manager);
    await signInAs(page, manager, "/orders");
    const list = new OrdersList(page);
    const views = new SavedViewsBar(page);
    await list.flag("Non pagati").check();
    await list.expectParam("payment_status", "unpaid");
    const name = unique("Mattina");
    await views.save(name);
    await views.menu(name, "Usa come vista predefinita");
    await expect.poll(async () => (await ordersViews(theirs)).default_id).not.toBeNull();
    const id = (await ordersViews(theirs)).views.find((v) => v.name === name)?.id;
    expect((await ordersViews(theirs)).default_id).toBe(id);

    await list.open();
    await list.expectParam("payment_status", "unpaid");
    await expect(views.tab(name)).toHaveAttribute("aria-selected", "true");

    await views.choose("Tutti");
    await list.open();
    await expect(views.tab("Tutti")).toHaveAttribute("aria-selected", "true");
    expect(list.param("payment_status")).toBeNull();
  });

  test("a superadmin shares a view: another admin sees it read-only and may copy it", async ({ page, api }) => {
    const name = unique("Condivisa");
    try {
      await signInAs(page, { email: "admin@example.com", password: "admin123" }, "/orders");
      const list = new OrdersList(page);
      const views = new SavedViewsBar(page);
      await list.flag("Non pagati").check();
      await list.expectParam("payment_status", "unpaid");
      await views.save(name, { share: true });
      const shared = (await ordersViews(api)).views.find((v) => v.name === name);
      expect(shared?.shared).toBe(true);

      const clerk = await createRestrictedAdmin(api, MANAGER);
      await signInAs(page, clerk, "/orders");
      await views.choose(name);
      await list.expectParam("payment_status", "unpaid");
      await page.getByRole("button", { name: `Azioni della vista «${name}»` }).click();
      await expect(page.getByRole("menuitem", { name: "Elimina" })).toHaveCount(0);
      await expect(page.getByRole("menuitem", { name: "Rinomina" })).toHaveCount(0);
      await page.getByRole("menuitem", { name: "Copia come vista mia" }).click();
      // The same name is free for the clerk: the copy is their own view.
      await views.dialog().getByRole("button", { name: "Salva" }).click();
      await expect(views.dialog()).toBeHidden();
      await expect(views.tab(name)).toHaveCount(2);
    } finally {
      await clearOrdersViews(api);
    }
  });

  test("a name already taken is refused beside the field", async ({ page, api }) => {
    const manager = await createRestrictedAdmin(api, MANAGER);
    await signInAs(page, manager, "/orders");
    const views = new SavedViewsBar(page);
    const name = unique("Doppia");
    await views.save(name);
    await views.openSave();
    const field = views.dialog().getByLabel("Nome della vista");
    await field.fill(name);
    await views.dialog().getByRole("button", { name: "Salva" }).click();
    await expect(views.dialog()).toContainText("Hai già una vista con questo nome.");
    await expect(field).toHaveAttribute("aria-invalid", "true");
  });

  test("without the server's extension (404) the views are kept in this browser, without sharing", async ({ page }) => {
    let asked = 0;
    await page.route("**/api/admin/saved-view/**", (route) => {
      asked += 1;
      return route.fulfill({ status: 404, contentType: "text/html", body: "Not Found" });
    });
    const list = new OrdersList(page);
    const views = new SavedViewsBar(page);
    await list.open();
    await expect(page.locator("[data-saved-views=browser]")).toBeVisible();
    await views.openSave();
    // A superadmin, but the browser cannot share.
    await expect(views.dialog().getByRole("checkbox", { name: /Condividi/ })).toHaveCount(0);
    await views.dialog().getByRole("button", { name: "Annulla" }).click();
    await list.flag("Non pagati").check();
    await list.expectParam("payment_status", "unpaid");
    const name = unique("Nel browser");
    await views.save(name);
    await page.reload();
    await expect(views.tab(name)).toHaveAttribute("aria-selected", "true");
    await views.choose("Tutti");
    await views.choose(name);
    await list.expectParam("payment_status", "unpaid");
    await views.remove(name);
    expect(asked).toBeGreaterThan(0);
  });

  test("axe on the list with tabs and on the save dialog; the four languages", async ({ page, api, baseURL }) => {
    const manager = await createRestrictedAdmin(api, MANAGER);
    await signInAs(page, manager, "/orders");
    const views = new SavedViewsBar(page);
    await views.save(unique("Axe"));
    expect(await seriousViolations(page)).toEqual([]);
    await views.openSave();
    expect(await seriousViolations(page)).toEqual([]);
    await views.dialog().getByRole("button", { name: "Annulla" }).click();

    const words = {
      it: ["Viste salvate", "Tutti", "Salva vista"],
      en: ["Saved views", "All", "Save view"],
      fr: ["Vues enregistrées", "Toutes", "Enregistrer la vue"],
      de: ["Gespeicherte Ansichten", "Alle", "Ansicht speichern"],
    } as const;
    for (const language of LANGUAGES) {
      await page.context().addCookies([languageCookie(baseURL!, language)]);
      await page.reload();
      const [tabs, all, save] = words[language];
      const strip = page.getByRole("tablist", { name: tabs });
      await expect(strip.getByRole("tab", { name: all, exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: save })).toBeVisible();
    }
  });

  test("on a 390 px phone the tab strip scrolls inside itself, never the page", async ({ page, api }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const manager = await createRestrictedAdmin(api, MANAGER);
    await signInAs(page, manager, "/orders");
    const views = new SavedViewsBar(page);
    for (const name of ["Ordini non pagati con carta", "Ordini grandi di questa settimana", "Spedizioni da controllare"]) {
      await views.save(unique(name));
    }
    // A window of a phone's width with a mouse: the sizes of touch targets are the layout walk's.
    expect(await layoutProblems(page, { minTarget: 0 })).toEqual([]);
    const strip = views.tabs().locator("xpath=ancestor::div[contains(@style, 'overflow')][1]");
    const widths = await strip.evaluate((box) => [box.scrollWidth, box.clientWidth]);
    expect(widths[0]).toBeGreaterThan(widths[1]);
    await views.choose("Tutti");
    await views.openSave();
    expect(await layoutProblems(page, { minTarget: 0 })).toEqual([]);
  });
});
