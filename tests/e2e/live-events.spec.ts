import { expect, test } from "./support/fixtures";
import { superadmin } from "./support/accounts";
import { unique, type ShopApi } from "./support/api";
import { seriousViolations } from "./support/axe";
import { LiveObject, streamOpened } from "./support/live";
import { insertMessage } from "./support/people-mailing";
import { addBalance, freshVendor } from "./support/people-withdrawals";
import { createSaleProduct, ownAdmin, sellAtTill } from "./support/pos-records";
import { useSession } from "./support/session";
import { screens, urls } from "./support/urls";

/*
 * The panel's live events against the reference server's stream (server/src/groups/events.ts):
 * each change is made through the API or the database, never through the page that is watched,
 * and what the page shows comes without a reload. Tests in parallel add orders of their own, so
 * counts are compared with what was there, or read as "at least one".
 */

/** A product of `api`'s admin and a sale of it at that admin's till: one new order. */
async function sale(api: ShopApi) {
  const product = await createSaleProduct(api);
  return { product, order: () => sellAtTill(api, product, 1) };
}

test.describe("live events", () => {
  test("an order placed at a till shows on an open orders list as a banner and in the bell, without moving the rows", async ({
    page,
    request,
    baseURL,
  }) => {
    const live = new LiveObject(page);
    const till = await ownAdmin(request, baseURL!, superadmin);
    const selling = await sale(till.api);
    const opened = streamOpened(page);
    await page.goto(urls.path(screens.orders.list()));
    await expect(live.firstRow()).toBeVisible();
    await opened;
    const before = await live.shell.bellCount();
    const row = await live.firstRowBox();

    const order = await selling.order();
    await expect(live.banner()).toBeVisible({ timeout: 5_000 });
    await expect(live.banner()).toHaveText(/^\d+ nuov[oi] ordin[ei] — mostra$/);
    await expect(async () => expect(await live.shell.bellCount()).toBeGreaterThan(before)).toPass({ timeout: 5_000 });
    // The banner lies over the table: the row under the reader's pointer has not moved.
    expect(await live.firstRowBox()).toEqual(row);
    await expect(page.getByRole("table")).not.toContainText(order.order);
    expect(await seriousViolations(page)).toEqual([]);

    await live.banner().click();
    await expect(page.getByRole("table")).toContainText(order.order);
    await expect(live.banner()).toHaveCount(0);
  });

  test("a vendor hears of orders holding its products only", async ({ page, request, baseURL }) => {
    const live = new LiveObject(page);
    const mine = await ownAdmin(request, baseURL!, superadmin, "vendor");
    const theirs = await ownAdmin(request, baseURL!, superadmin, "vendor");
    const [ownSale, otherSale] = await Promise.all([sale(mine.api), sale(theirs.api)]);
    await useSession(page, mine.account);
    const opened = streamOpened(page);
    await page.goto(urls.path(screens.orders.list()));
    await expect(page.getByRole("table")).toBeVisible();
    await opened;
    const before = await live.shell.bellCount();

    // The other vendor's order comes first; events reach a stream in order, so by the time the
    // banner shows for this vendor's own order, the other one would have been counted too.
    await otherSale.order();
    const own = await ownSale.order();
    await expect(live.banner()).toHaveText("1 nuovo ordine — mostra", { timeout: 5_000 });
    await expect(async () => expect(await live.shell.bellCount()).toBe(before + 1)).toPass({ timeout: 5_000 });
    await live.banner().click();
    await expect(page.getByRole("table")).toContainText(own.order);
  });

  test("a contact message and a withdrawal request reach the bell without a reload", async ({ page, request, baseURL }) => {
    const live = new LiveObject(page);
    const vendor = await freshVendor(request, baseURL!, { account: unique("Conto") });
    addBalance(vendor.id, 120);
    const opened = streamOpened(page);
    await page.goto(urls.path(screens.dashboard()));
    await opened;
    const start = await live.shell.bellCount();

    insertMessage(unique("Domanda"), "Quando arriva il mio ordine?");
    await expect(async () => expect(await live.shell.bellCount()).toBeGreaterThan(start)).toPass({ timeout: 5_000 });
    const afterMessage = await live.shell.bellCount();

    await vendor.api.ok("POST", "withdrawal-request/withdraw");
    await expect(async () => expect(await live.shell.bellCount()).toBeGreaterThan(afterMessage)).toPass({ timeout: 5_000 });
  });

  test("a voucher another admin changes through the API is flagged at once on its open edit page; the page's own save is not", async ({
    page,
    api,
    request,
    baseURL,
  }) => {
    const live = new LiveObject(page);
    const code = unique("LIVE").toUpperCase();
    const voucher = await api.ok<{ id: number }>("POST", "voucher/action", { title: code, code, type: 1, price: 5, status: 1 });
    const other = await ownAdmin(request, baseURL!, superadmin);
    const opened = streamOpened(page);
    await page.goto(urls.path(screens.vouchers.edit(voucher.id)));
    await expect(page.getByRole("button", { name: "Salva e continua" })).toBeVisible();
    await opened;

    // This page's own save: the event it raises is checked against the version the save answered
    // (the record is read again once), and nothing is said.
    const title = page.getByRole("textbox", { name: "Titolo" });
    await title.fill(`${code} mio`);
    const reread = page.waitForResponse((r) => r.url().includes(`/voucher/find/${voucher.id}`) && r.request().method() === "GET");
    await page.getByRole("button", { name: "Salva e continua" }).click();
    await reread;
    await expect(live.changeFlag()).toHaveCount(0);

    await other.api.ok("POST", `voucher/action/${voucher.id}`, { title: `${code} bis`, code, type: 1, price: 7, status: 1 });
    await expect(live.changeFlag()).toHaveText(new RegExp(`Modificato da ${other.account.username}`), { timeout: 5_000 });
    expect(await seriousViolations(page)).toEqual([]);
    // Rivedi opens the conflict view with the record as it is now: their title beside this page's.
    await live.changeFlag().getByRole("button", { name: "Rivedi" }).click();
    await expect(live.changeFlag()).toHaveCount(0);
    const conflict = page.locator("[data-conflict-view]");
    await expect(conflict).toContainText(other.account.username);
    await expect(conflict.locator('[data-conflict-field="title"]')).toContainText(`${code} bis`);
  });
});
