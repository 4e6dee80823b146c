import { ActivityLogPage, productWithNewPrice, scrollsSideways, voucherWithNewLimit } from "./support/activity-log";
import { seriousViolations } from "./support/axe";
import { expectInEveryLanguage } from "./support/catalog";
import { expect, test } from "./support/fixtures";
import { addBalance, freshVendor, newestRequest } from "./support/people-withdrawals";
import { Shell } from "./support/pages";
import { signInAs } from "./support/session";
import { ShellToolsObject } from "./support/shell-tools";
import { screens, urls } from "./support/urls";

/*
 * The activity log (server/docs/activity-log.md) against the real server: changes made through the
 * API are then found on /activity-log, filtered, and opened to their old → new values. A vendor
 * sees only its part. A backend without the extension (its routes answer 404) shows no entry for
 * it and the screen says so.
 */

const log = () => urls.path(screens.activityLog());

test.describe("activity log", () => {
  test("a superadmin finds the API's changes, filters by person and area, and opens an entry to old → new", async ({
    page,
    api,
    request,
    baseURL,
  }) => {
    const product = await productWithNewPrice(api, 28, 25.5);
    const voucher = await voucherWithNewLimit(api, 1, 5);
    const vendor = await freshVendor(request, baseURL!, { account: "Conto registro" });
    addBalance(vendor.id, 61.37);
    await vendor.api.ok("POST", "withdrawal-request/withdraw");
    const requestId = newestRequest(vendor.id);
    await api.ok("POST", "withdrawal-request/approve", { id: requestId });

    // Reached from the menu, beside the roles.
    await page.goto(urls.path(screens.dashboard()));
    await new Shell(page).navigate("Registro attività");
    const screen = new ActivityLogPage(page);
    await expect(new Shell(page).heading()).toHaveText("Registro attività");
    await expect(screen.table()).toBeVisible();

    // The product's price: area Catalogo, found by its title, opened to its diff.
    await screen.filter("Area", "Catalogo");
    await screen.searchFor(product.title);
    const update = screen.row(product.title, "Modifica");
    await expect(update).toHaveCount(1);
    await expect(update.getByRole("link", { name: product.title })).toHaveAttribute(
      "href",
      new RegExp(`${screens.products.edit(product.id)}$`),
    );
    const diff = await screen.open(update);
    const price = screen.change(diff, "Prezzo di vendita");
    await expect(price.getByRole("cell").nth(0)).toContainText("28,00");
    await expect(price.getByRole("cell").nth(1)).toContainText("25,50");
    expect(await seriousViolations(page)).toEqual([]);

    // The voucher's usage limit, in the marketing area.
    await screen.filter("Area", "Marketing");
    await screen.searchFor(voucher.code);
    const limit = screen.change(await screen.open(screen.row(voucher.code, "Modifica")), "Limite di utilizzo");
    await expect(limit.getByRole("cell")).toHaveText(["1", "5"]);

    // The vendor's own actions: filtered by person, every entry is theirs.
    await screen.filter("Area", "Tutti");
    await screen.searchFor("");
    await screen.filterByPerson(vendor.username);
    await expect(screen.rows().first()).toBeVisible();
    // Read until the filtered page is the one shown: under load (CI, two workers) the rows of the
    // view before were once still there when first read.
    await expect
      .poll(async () => {
        const people = await screen.rows().locator("td:nth-child(3)").allTextContents();
        return people.length > 0 && people.every((who) => who.startsWith(vendor.username));
      })
      .toBe(true);
    await expect(screen.row("Richiesta di prelievo", "Creazione")).not.toHaveCount(0);

    // The approval of the request, by the superadmin, changed its status.
    // One record's entries, as a link from its page would open them.
    await page.goto(`${log()}?record_type=withdrawal_request&record_id=${requestId}`);
    await expect(screen.rows()).toHaveCount(2);
    const approval = screen.row("61.37", "Modifica");
    await expect(approval).toHaveCount(1);
    await expect(screen.change(await screen.open(approval), "Stato")).toHaveCount(1);

    // Retention, for those who may edit settings: the client's check beside the field, then a save the API reads back.
    const before = await api.ok<{ retention_days: number }>("GET", "activity-log/settings");
    const days = screen.retention();
    await expect(days).toHaveValue(String(before.retention_days));
    await days.fill("0");
    await screen.saveRetention();
    await expect(days).toHaveAccessibleDescription(/da 1 a 3650/);
    await days.fill(String(before.retention_days + 1));
    await screen.saveRetention();
    await expect(page.getByText("Conservazione salvata.")).toBeVisible();
    expect((await api.ok<{ retention_days: number }>("GET", "activity-log/settings")).retention_days).toBe(before.retention_days + 1);
    await api.ok("POST", "activity-log/settings", before);
  });

  test("a vendor sees only its own part of the log", async ({ page, api, request, baseURL }) => {
    const theirs = await productWithNewPrice(api, 40, 41);
    const vendor = await freshVendor(request, baseURL!, { account: "Conto proprio" });
    addBalance(vendor.id, 52.19);
    await vendor.api.ok("POST", "withdrawal-request/withdraw");
    const requestId = newestRequest(vendor.id);
    await api.ok("POST", "withdrawal-request/approve", { id: requestId });

    await signInAs(page, vendor.account, screens.activityLog());
    const screen = new ActivityLogPage(page);
    await expect(screen.table()).toBeVisible();
    // Its own request, and the superadmin's approval of it (a change to its record).
    await page.goto(`${log()}?record_type=withdrawal_request&record_id=${requestId}`);
    await expect(screen.row("52.19", "Creazione")).toHaveCount(1);
    await expect(screen.row("52.19", "Modifica")).toHaveCount(1);
    // Not another admin's product.
    await screen.searchFor(theirs.title);
    await expect(screen.empty()).toBeVisible();
    await expect(screen.rows()).toHaveCount(0);
  });

  test("fits a phone without sideways scroll, and speaks the four languages", async ({ page, baseURL, api }) => {
    await productWithNewPrice(api, 12, 13);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(log());
    const screen = new ActivityLogPage(page);
    await expect(screen.rows().first()).toBeVisible();
    await screen.open(screen.rows().first());
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expectInEveryLanguage(page, baseURL!, screens.activityLog(), {
      it: { title: "Registro attività", label: "Quando" },
      en: { title: "Activity log", label: "When" },
      fr: { title: "Journal d'activité", label: "Quand" },
      de: { title: "Aktivitätsprotokoll", label: "Wann" },
    });
  });

  test("a backend without the extension: no menu or palette entry, the screen says so, the rest works", async ({ page }) => {
    await page.route("**/api/admin/activity-log/**", (route) =>
      route.fulfill({
        status: 404,
        contentType: "application/json",
        body: JSON.stringify({ status: 404, message: "Not Found", data: null }),
      }),
    );
    const asked = page.waitForResponse((response) => response.url().includes("/api/admin/activity-log/all"));
    await page.goto(urls.path(screens.dashboard()));
    expect((await asked).status()).toBe(404);
    const shell = new Shell(page);
    await expect(shell.sidebar().getByRole("link", { name: "Ruoli e permessi" })).toBeVisible();
    await expect(shell.sidebar().getByRole("link", { name: "Registro attività" })).toHaveCount(0);

    const tools = new ShellToolsObject(page);
    await tools.openPalette();
    await tools.searchPalette("Ruoli");
    await expect(tools.paletteEntry(/Ruoli e permessi/)).toBeVisible();
    await tools.searchPalette("Registro");
    await expect(tools.paletteEntry(/Registro attività/)).toHaveCount(0);
    await page.keyboard.press("Escape");

    await page.goto(log());
    await expect(new ActivityLogPage(page).notOffered()).toBeVisible();
    await expect(shell.heading()).toHaveText("Registro attività");
    // The rest of the panel is unaffected.
    await shell.navigate("Ruoli e permessi");
    await expect(shell.heading()).toHaveText("Ruoli e permessi");
  });
});
