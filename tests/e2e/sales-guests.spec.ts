import { type Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { openSignedIn, signInAs } from "./support/session";
import { superadmin, vendor } from "./support/accounts";
import { createRestrictedAdmin, ShopApi, unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import { DetailPageObject } from "./support/detail-page";
import { ListPageObject } from "./support/list-page";
import { languageEntries } from "./support/languages";
import { forgetSession, Shell } from "./support/pages";
import { openScreen } from "./support/security";
import { guestExists, guestWithOrders, makeGuests, missingGuestId, type DbGuest } from "./support/sales-guests";
import { SubListsPageObject } from "./support/sub-lists-page";
import { browserPath, screens, urls } from "./support/urls";
import { italianAmount } from "./support/money";

/*
 * /guest-users and /guest-users/{id}: the guests list (server search, sort, paging, delete) and one
 * guest's page (contact details, addresses, the guest's orders as a sub-list). Reading tests use the
 * demo guests; tests that delete use guests of their own.
 */

interface ApiGuest {
  id: number;
  name: string | null;
  email: string | null;
}

interface ApiPage<T> {
  data: T[];
  total: number;
}

/** The order statuses 1–5 and the payment chip as the Italian screen words them. */
const STATUS = ["", "In attesa", "Confermato", "Ritirato", "In consegna", "Consegnato"];
const money = italianAmount;
const summary = (total: number) => `Risultati da 1 a ${Math.min(total, 14)} di ${total}`;
const guestPath = (id: number, search = "") => `${screens.guestUsers.detail(id)}${search}`;

/** The table's body rows show the API's rows in the API's order (name and e-mail of each). */
async function expectRows(list: ListPageObject, rows: readonly ApiGuest[]) {
  const body = list.table().locator("tbody tr");
  await expect(body).toHaveCount(rows.length);
  for (const [n, row] of rows.entries()) {
    if (row.name) await expect(body.nth(n)).toContainText(row.name);
    if (row.email) await expect(body.nth(n)).toContainText(row.email);
  }
}

async function openGuest(page: Page, guest: DbGuest, search = "") {
  await page.goto(urls.path(guestPath(guest.id, search)));
  await expect(new DetailPageObject(page).section("Contatti")).toBeVisible();
}

test.describe("guest users", () => {
  let guest: DbGuest;
  test.beforeAll(() => {
    guest = guestWithOrders();
  });

  test("the list: the API's guests; search and sort reach the URL and survive a reload", async ({ page, api }) => {
    await page.goto(urls.path(screens.guestUsers.list()));
    const list = new ListPageObject(page);
    const first = await api.ok<ApiPage<ApiGuest>>("GET", "guest-user/all?orderby=created_at&type=desc");
    await expect(list.summary()).toHaveText(summary(first.total));
    await expectRows(list, first.data);
    // Read-only as to creating: guests come from the storefront.
    await expect(page.getByRole("link", { name: /^Aggiungi/ })).toHaveCount(0);

    // Search by the name of a demo guest (one with orders), then sort by name.
    const q = guest.name;
    await list.searchFor(q);
    const found = await api.ok<ApiPage<ApiGuest>>("GET", `guest-user/all?q=${encodeURIComponent(q)}&orderby=created_at&type=desc`);
    expect(found.total).toBeGreaterThan(0);
    await expect(list.summary()).toHaveText(summary(found.total));
    await expectRows(list, found.data);

    await list.sortBy("Nome");
    await list.expectParam("orderby", "name");
    const type = list.param("type");
    expect(type === "asc" || type === "desc").toBe(true);
    const sorted = await api.ok<ApiPage<ApiGuest>>("GET", `guest-user/all?q=${encodeURIComponent(q)}&orderby=name&type=${type}`);
    await expectRows(list, sorted.data);

    await page.reload();
    await expect(list.search()).toHaveValue(q);
    expect(list.param("q")).toBe(q);
    expect(list.param("orderby")).toBe("name");
    expect(list.param("type")).toBe(type);
    await expectRows(list, sorted.data);

    // The whole list sorted the other way, page 1, as the API sorts it.
    await list.search().fill("");
    await list.expectParam("q", null);
    await list.sortBy("Nome");
    const other = type === "asc" ? "desc" : "asc";
    await list.expectParam("type", other);
    await expectRows(list, (await api.ok<ApiPage<ApiGuest>>("GET", `guest-user/all?orderby=name&type=${other}`)).data);

    // Each row links to the guest's page.
    await list.searchFor(guest.email);
    await list.row(guest.email).getByRole("link", { name: guest.name }).click();
    await expect(page).toHaveURL(browserPath(guestPath(guest.id)));
    await expect(new DetailPageObject(page).field("Contatti", "E-mail")).toHaveText(guest.email);
    await forgetSession(page);
  });

  test("the detail: contact details, addresses, the orders as the database holds them; an order opens its page", async ({ page }) => {
    await openSignedIn(page);
    await openGuest(page, guest);
    const detail = new DetailPageObject(page);
    await expect(new Shell(page).heading()).toHaveText("Ospite");
    await expect(detail.field("Contatti", "Nome")).toHaveText(guest.name);
    await expect(detail.field("Contatti", "E-mail").getByRole("link", { name: guest.email })).toHaveAttribute(
      "href",
      `mailto:${guest.email}`,
    );
    await expect(detail.field("Contatti", "Telefono")).toHaveText(guest.phone || "—");
    await expect(detail.section("Indirizzi").locator("tbody tr")).toHaveCount(guest.addresses);

    // The orders sub-list: its size on the tab, its rows those of the database, newest first.
    const screen = new SubListsPageObject(page);
    await screen.expectOpen("Ordini");
    await expect(screen.count("orders")).toHaveText(String(guest.orders.length));
    // The orders' own table (the addresses section above has one too).
    const orders = new ListPageObject(page, { root: page.getByRole("tabpanel"), urlKey: "orders" });
    await expect(orders.summary()).toHaveText(summary(guest.orders.length));
    const rows = orders.table().locator("tbody tr");
    const firstPage = guest.orders.slice(0, 14);
    await expect(rows).toHaveCount(firstPage.length);
    for (const [n, order] of firstPage.entries()) {
      const row = rows.nth(n);
      await expect(row.getByRole("link", { name: order.number, exact: true })).toHaveAttribute(
        "href",
        browserPath(screens.orders.detail(order.id)),
      );
      await expect(row).toContainText(STATUS[order.status]);
      await expect(row).toContainText(order.payment_done === 1 ? "Pagato" : "Non pagato");
      await expect(row).toContainText(money(order.total_amount));
    }

    // Sorted by total on the server, in the URL under the tab's key, kept by a reload.
    await orders.sortBy("Totale");
    await orders.expectParam("orderby", "total_amount");
    const type = orders.param("type");
    const byTotal = [...guest.orders].sort((a, b) =>
      type === "asc" ? a.total_amount - b.total_amount || a.id - b.id : b.total_amount - a.total_amount || b.id - a.id,
    );
    await expect(rows.first()).toContainText(byTotal[0].number);
    await page.reload();
    await screen.expectOpen("Ordini");
    expect(orders.param("orderby")).toBe("total_amount");
    await expect(rows.first()).toContainText(byTotal[0].number);

    await rows.first().getByRole("link", { name: byTotal[0].number, exact: true }).click();
    await expect(page).toHaveURL(browserPath(screens.orders.detail(byTotal[0].id)));
    await forgetSession(page);
  });

  test("deleting a guest: from its row, from its page, and ticked", async ({ page }) => {
    const prefix = unique("Ospite E2E");
    const [alfa, beta, gamma] = makeGuests([`${prefix} Alfa`, `${prefix} Beta`, `${prefix} Gamma`]);
    await page.goto(urls.path(screens.guestUsers.list({ q: prefix })));
    const list = new ListPageObject(page);
    await expect(list.summary()).toHaveText("Risultati da 1 a 3 di 3");

    await list.deleteRow(alfa.name, `Eliminare l'ospite «${alfa.name}» con i suoi ordini, carrelli, indirizzi e recensioni?`);
    await expect(list.row(alfa.name)).toHaveCount(0);
    expect(guestExists(alfa.id)).toBe(false);

    await list.row(beta.name).getByRole("link", { name: beta.name }).click();
    const detail = new DetailPageObject(page);
    await detail.confirmAction("Elimina l'ospite", `Eliminare l'ospite «${beta.name}»`);
    await detail.expectToast(`Ospite ${beta.name} eliminato.`);
    // Back to the list as it was left (the search kept).
    await expect(page).toHaveURL(/\/admin\/guest-users\?/);
    await expect(list.summary()).toHaveText("Risultati da 1 a 1 di 1");
    expect(guestExists(beta.id)).toBe(false);

    await list.tick(gamma.name);
    await list.bulkButton("Elimina selezionati (1)").click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(`Eliminare questi ospiti (1) con i loro ordini, carrelli, indirizzi e recensioni: ${gamma.name}?`);
    await dialog.getByRole("button", { name: "Elimina" }).click();
    await expect(list.summary()).toHaveText("Nessun risultato");
    expect(guestExists(gamma.id)).toBe(false);
    await forgetSession(page);
  });

  test("permissions: without user.view the 403 page; without order.view no orders; view-only no delete", async ({
    page,
    request,
    baseURL,
  }) => {
    await signInAs(page, vendor);
    await expect(new Shell(page).sidebar().getByRole("link", { name: "Ospiti" })).toHaveCount(0);
    for (const path of [screens.guestUsers.list(), guestPath(guest.id)]) {
      await page.goto(urls.path(path));
      await expect(page.getByTestId("error-status")).toHaveText("403");
    }
    await forgetSession(page);

    const api = await ShopApi.signIn(request, baseURL!, superadmin);
    const ordersOnly = await createRestrictedAdmin(api, ["dashboard.view", "profile.view", "order.view"]);
    await signInAs(page, ordersOnly);
    for (const path of [screens.guestUsers.list(), guestPath(guest.id)]) {
      await page.goto(urls.path(path));
      await expect(page.getByTestId("error-status")).toHaveText("403");
    }
    await forgetSession(page);

    // The guest's page without order.view: the guest, no orders tab (nor its request), print only.
    const viewer = await createRestrictedAdmin(api, ["dashboard.view", "profile.view", "user.view"]);
    await signInAs(page, viewer);
    const ordersCalls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/admin/guest-user/orders/")) ordersCalls.push(r.url());
    });
    await openGuest(page, guest);
    const detail = new DetailPageObject(page);
    await expect(detail.field("Contatti", "Nome")).toHaveText(guest.name);
    await expect(page.getByRole("tablist")).toHaveCount(0);
    await expect(detail.actions().getByRole("button")).toHaveText(["Stampa"]);
    expect(ordersCalls).toEqual([]);
    await page.goto(urls.path(screens.guestUsers.list()));
    const list = new ListPageObject(page);
    await expect(list.summary()).toBeVisible();
    await expect(list.table().getByRole("button", { name: /^Elimina:/ })).toHaveCount(0);
    await expect(list.table().getByRole("checkbox")).toHaveCount(0);
    await forgetSession(page);
  });

  test("a guest that does not exist, or a malformed id, gets the 404 page", async ({ page }) => {
    for (const path of [guestPath(missingGuestId()), `${screens.guestUsers.list()}/not-a-number`, `${screens.guestUsers.list()}/add`]) {
      await page.goto(urls.path(path));
      await expect(page.getByTestId("error-status")).toHaveText("404");
    }
    await forgetSession(page);
  });

  test("no serious or critical axe violation on the list, the detail and its question", async ({ page }) => {
    await page.goto(urls.path(screens.guestUsers.list()));
    await expect(new ListPageObject(page).summary()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await openGuest(page, guest);
    await new SubListsPageObject(page).expectOpen("Ordini");
    expect(await seriousViolations(page)).toEqual([]);
    await new DetailPageObject(page).action("Elimina l'ospite").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("dialog").getByRole("button", { name: "Annulla" }).click();
    await forgetSession(page);
  });

  test("English, French and German", async ({ page }) => {
    await openSignedIn(page);
    const texts = {
      en: { list: "Guests", place: "Place", title: "Guest user", contact: "Contact details", tab: "Orders", total: "Total" },
      fr: { list: "Invités", place: "Localité", title: "Invité", contact: "Coordonnées", tab: "Commandes", total: "Total" },
      de: { list: "Gäste", place: "Ort", title: "Gast", contact: "Kontaktdaten", tab: "Bestellungen", total: "Summe" },
    };
    // Each language chosen in the header, then the list and the guest opened in the panel.
    for (const [language, text] of languageEntries(texts)) {
      await new Shell(page).chooseLanguage(language);
      await openScreen(page, screens.guestUsers.list(), "navigate");
      await expect(new Shell(page).heading()).toHaveText(text.list);
      await expect(page.getByRole("columnheader", { name: text.place })).toBeVisible();
      await openScreen(page, guestPath(guest.id), "navigate");
      await expect(new Shell(page).heading()).toHaveText(text.title);
      await expect(new DetailPageObject(page).section(text.contact)).toBeVisible();
      await expect(page.getByRole("tab", { name: new RegExp(`^${text.tab}`) })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("columnheader", { name: text.total })).toBeVisible();
    }
    await forgetSession(page);
  });
});
