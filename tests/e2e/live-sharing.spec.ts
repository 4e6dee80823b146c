import { expect, test } from "./support/fixtures";
import { superadmin } from "./support/accounts";
import { seriousViolations, TEXT_RULES } from "./support/axe";
import { LiveObject, expectLiveStatus, isEventStream } from "./support/live";
import { createSaleProduct, ownAdmin, sellAtTill } from "./support/pos-records";
import { screens, urls } from "./support/urls";

/*
 * How the panel holds its live events: one stream per browser whatever the tabs, the bell's
 * polling where the backend offers no stream, and the banner's words in the four languages.
 */

test.describe("live events: one stream, a fallback, four languages", () => {
  test("two tabs of one browser hold one stream, and both hear an order", async ({ page, request, baseURL }) => {
    const till = await ownAdmin(request, baseURL!, superadmin);
    const product = await createSaleProduct(till.api);
    const streams: string[] = [];
    page.context().on("request", (r) => void (isEventStream(r) && streams.push(r.url())));

    await page.goto(urls.path(screens.orders.list()));
    await expectLiveStatus(page);
    const second = await page.context().newPage();
    await second.goto(urls.path(screens.orders.list()));
    await expectLiveStatus(second);

    const order = await sellAtTill(till.api, product, 1);
    for (const tab of [page, second]) {
      const live = new LiveObject(tab);
      await expect(live.banner()).toBeVisible({ timeout: 5_000 });
      await live.banner().click();
      await expect(tab.getByRole("table")).toContainText(order.order);
    }
    expect(streams).toHaveLength(1);

    // The leader's tab closes: the other one opens the stream and goes on hearing.
    await page.close();
    await expect(async () => expect(streams).toHaveLength(2)).toPass({ timeout: 10_000 });
    await expectLiveStatus(second);
    const next = await sellAtTill(till.api, product, 1);
    const live = new LiveObject(second);
    await expect(live.banner()).toBeVisible({ timeout: 5_000 });
    await live.banner().click();
    await expect(second.getByRole("table")).toContainText(next.order);
  });

  test("where the backend offers no stream (404) the bell asks every minute, as before", async ({ page }) => {
    await page.route("**/api/admin/events", (route) => route.fulfill({ status: 404, contentType: "application/json", body: "{}" }));
    await page.clock.install();
    const asked: string[] = [];
    page.on("request", (r) => void (r.url().includes("notification/summary") && asked.push(r.url())));
    await page.goto(urls.path(screens.dashboard()));
    await expect(new LiveObject(page).shell.bell()).toBeVisible();
    // The stream is tried once the browser is idle after the first screen (the clock is the test's).
    await page.clock.runFor(3_000);
    await expectLiveStatus(page, "unavailable");
    const before = asked.length;
    await page.clock.runFor(61_000);
    await expect(async () => expect(asked.length).toBeGreaterThan(before)).toPass({ timeout: 5_000 });
  });

  for (const [lang, words] of [
    ["it", /^\d+ nuov[oi] ordin[ei] — mostra$/],
    ["en", /^\d+ new orders? — show$/],
    ["fr", /^\d+ nouvelles? commandes? — afficher$/],
    ["de", /^\d+ neue Bestellung(en)? — anzeigen$/],
  ] as const) {
    test(`the new-orders banner in ${lang}`, async ({ page, request, baseURL }) => {
      const till = await ownAdmin(request, baseURL!, superadmin);
      const product = await createSaleProduct(till.api);
      await page.goto(`${urls.path(screens.orders.list())}?lang=${lang}`);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expectLiveStatus(page);
      await sellAtTill(till.api, product, 1);
      const banner = new LiveObject(page).banner();
      await expect(banner).toHaveText(words, { timeout: 5_000 });
      expect(await seriousViolations(page, TEXT_RULES)).toEqual([]);
    });
  }
});
