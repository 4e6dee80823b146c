import { expect, test } from "./support/fixtures";
import { openSignedIn } from "./support/session";
import { unique } from "./support/api";
import { withDatabase } from "./support/db";
import { EditPageObject } from "./support/edit-page";
import { ListPageObject } from "./support/list-page";
import { Shell } from "./support/pages";
import { browserPath, screens, urls } from "./support/urls";
import { instantIn, SHOP_ZONE } from "./support/shop-clock";

/*
 * Issue 28 item 7, a shop manager's steps: schedules on the shop's clock, a voucher list that says
 * whether a voucher runs, the discount named as one, the menu where a manager looks. The demo shop's
 * time zone is Europe/Rome (its settings); the browser here is in New York, six hours behind.
 */

const vouchers = screens.vouchers;

/** How the list writes a time in Italian, on the shop's clock. */
const shopTime = (iso: string) =>
  new Intl.DateTimeFormat("it-IT", { dateStyle: "medium", timeStyle: "short", timeZone: SHOP_ZONE }).format(new Date(iso));

test.describe("schedules and labels (issue 28, item 7)", () => {
  test.use({ timezoneId: "America/New_York" });

  test("a voucher set to start on the 15th of next month starts at the shop's midnight, and the list says it is scheduled", async ({
    page,
  }) => {
    await page.goto(urls.path(vouchers.create()));
    const form = new EditPageObject(page);
    const title = unique("Natale");
    const code = title.toUpperCase();
    await form.fill("Titolo", title);
    await form.fill("Codice", code);
    await form.field("Tipo di sconto").selectOption("Percentuale");
    await form.fill("Sconto", "10");
    // Beside both pickers: whose clock they are on.
    await expect(form.form().getByText(`Ora del negozio: ${SHOP_ZONE}`)).toHaveCount(2);

    // The 15th of the month after the one the calendar opens on (the browser's).
    const [year, month] = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit" })
      .format(new Date())
      .split("-")
      .map(Number);
    const next = { year: month === 12 ? year + 1 : year, month: month === 12 ? 1 : month + 1 };
    await form.form().getByRole("button", { name: "Inizio", exact: true }).click();
    const calendar = page.getByRole("dialog");
    await calendar.locator('button[data-direction="next"]').click();
    await calendar.locator("button:not([data-outside])", { hasText: /^15$/ }).click();
    await page.keyboard.press("Escape");
    await expect(calendar).toBeHidden();
    await form.save();
    await form.expectSavedToast();

    const midnight = instantIn(SHOP_ZONE, next.year, next.month, 15);
    const stored = withDatabase(
      (db) => db.prepare("select start_time from vouchers where code = ?").get(code) as { start_time: string } | undefined,
    );
    expect(new Date(`${stored?.start_time.replace(" ", "T")}Z`).toISOString()).toBe(midnight);

    await page.goto(urls.path(vouchers.list()));
    const list = new ListPageObject(page);
    await list.searchFor(title);
    await expect(list.row(title)).toContainText("Programmato");
    await expect(list.row(title)).toContainText(shopTime(midnight));
  });

  test("the voucher list tells an ended, a scheduled and a switched-off voucher apart, with their start and end", async ({ page, api }) => {
    const prefix = unique("Stato");
    const make = (name: string, status: number, start: string, end: string) =>
      api.ok("POST", "voucher/action", {
        title: `${prefix} ${name}`,
        code: `${prefix}-${name}`.toUpperCase(),
        type: 1,
        price: 5,
        status,
        start_time: start,
        end_time: end,
        time_zone: "UTC",
      });
    await make("finito", 1, "2025-01-01 10:00:00", "2025-03-10 12:00:00");
    await make("futuro", 1, "2030-03-15 12:00:00", "2030-04-15 12:00:00");
    await make("spento", 2, "2025-01-01 10:00:00", "2030-01-01 10:00:00");

    await page.goto(urls.path(vouchers.list()));
    const list = new ListPageObject(page);
    await list.searchFor(prefix);
    await expect(list.table().getByRole("columnheader", { name: "Inizio" })).toBeVisible();
    await expect(list.table().getByRole("columnheader", { name: "Fine" })).toBeVisible();
    const ended = list.row(`${prefix} finito`);
    await expect(ended).toContainText("Terminato");
    await expect(ended).toContainText(shopTime("2025-03-10T12:00:00Z"));
    await expect(ended).not.toContainText("Attivo");
    const scheduled = list.row(`${prefix} futuro`);
    await expect(scheduled).toContainText("Programmato");
    await expect(scheduled).toContainText(shopTime("2030-03-15T12:00:00Z"));
    await expect(list.row(`${prefix} spento`)).toContainText("Non attivo");
  });

  test("the side menu: Impostazioni opens the settings; vouchers, flash sales and bundle deals under Marketing; tax and shipping rules under the shop's rules", async ({
    page,
  }) => {
    await openSignedIn(page);
    const shell = new Shell(page);
    const sidebar = shell.sidebar();
    await expect(sidebar.getByRole("link", { name: "Valuta", exact: true })).toHaveCount(0);

    // The product group holds the catalogue only.
    await sidebar.getByRole("button", { name: "Prodotto" }).click();
    await expect(sidebar.getByRole("link", { name: "Prodotti" })).toBeVisible();
    for (const elsewhere of ["Buoni sconto", "Regole fiscali", "Regole di spedizione", "Offerte bundle"]) {
      await expect(sidebar.getByRole("link", { name: elsewhere })).toHaveCount(0);
    }

    await sidebar.getByRole("button", { name: "Marketing" }).click();
    for (const name of ["Buoni sconto", "Vendite lampo", "Offerte bundle"]) await expect(sidebar.getByRole("link", { name })).toBeVisible();
    await sidebar.getByRole("button", { name: "Regole del negozio" }).click();
    for (const name of ["Regole fiscali", "Regole di spedizione"]) await expect(sidebar.getByRole("link", { name })).toBeVisible();

    await shell.navigate("Buoni sconto");
    await expect(shell.heading()).toHaveText("Buoni sconto");
    await expect(page.getByLabel("Percorso")).toContainText("Marketing");

    await shell.navigate("Impostazioni");
    await expect(page).toHaveURL((url) => url.pathname === browserPath(screens.settingCurrency()));
    await expect(sidebar.getByRole("link", { name: "Impostazioni" })).toHaveAttribute("data-active", "true");
  });
});
