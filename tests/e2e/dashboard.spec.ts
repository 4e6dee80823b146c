import { expect, test } from "./support/fixtures";
import { openSignedIn, signInAs, useSession } from "./support/session";
import { vendor } from "./support/accounts";
import { seriousViolations } from "./support/axe";
import { createRestrictedAdmin } from "./support/api";
import { DashboardPage, dashboardApi } from "./support/dashboard";
import { withDatabase } from "./support/db";
import { countOrders, OrdersList } from "./support/sales-orders";
import { shopToday } from "./support/shop-clock";

/*
 * The dashboard (`/`). Other specs place orders while this one runs, so figures are compared with
 * the API and the database read at the same moment, retried until one reading agrees.
 */

const monthLabel = (year: number, month: number) =>
  new Intl.DateTimeFormat("it-IT", { month: "long", year: "numeric" }).format(new Date(year, month - 1, 1));

test.describe("dashboard", () => {
  test("shows the shop's figures: the API's, and for the totals a direct count of the orders", async ({ page, api }) => {
    const dash = new DashboardPage(page);
    await dash.open();
    await expect(dash.figure("orders")).toBeVisible();
    await expect(dash.figure("users")).toBeVisible();
    await expect(async () => {
      await page.reload();
      await expect(dash.figure("orders")).toBeVisible();
      const totals = await dashboardApi.totals(api);
      const direct = withDatabase(
        (db) =>
          db.prepare("select count(*) as n, coalesce(sum(total_amount), 0) as amount from orders").get() as { n: number; amount: number },
      );
      expect(totals.orders).toBe(direct.n);
      expect(await dash.count("orders")).toBe(totals.orders);
      expect(await dash.count("products")).toBe(totals.products);
      expect(await dash.count("users")).toBe(totals.users);
      expect(await dash.cents("sales")).toBe(Math.round(totals.orders_amount * 100));
      expect(Math.round(totals.orders_amount * 100)).toBe(Math.round(direct.amount * 100));
    }).toPass({ timeout: 30_000 });

    // The order statistic, all time: the six counters and the top products, as the API has them.
    await expect(async () => {
      const stat = await dashboardApi.statistic(api);
      await page.reload();
      await expect(dash.figure("cancelled")).toBeVisible();
      expect(await dash.count("cancelled")).toBe(stat.cancelled);
      for (const status of [1, 2, 3, 4, 5])
        expect(await dash.count(`status-${status}`)).toBe(stat.statistics.find((s) => s.status === status)?.total ?? 0);
      expect(await dash.topRows("products").evaluateAll((rows) => rows.map((r) => Number(r.getAttribute("data-row-id"))))).toEqual(
        stat.products.map((p) => p.id),
      );
    }).toPass({ timeout: 30_000 });
    await expect(dash.topRows("products").first().getByRole("link")).toHaveAttribute("href", /\/admin\/products\/\d+$/);
    await expect(dash.block("activity").locator('[data-activity="devices"]')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("issue 28.4: a status counter opens the orders list filtered to it; today's cancelled counter, today's cancelled orders", async ({
    page,
  }) => {
    const dash = new DashboardPage(page);
    await dash.open();
    await dash.counterLink("status-5").click();
    const list = new OrdersList(page);
    await list.expectParam("status", "5");
    await list.expectParam("cancelled", "0");
    await expect(list.flag("Consegnato")).toBeChecked();
    await expect(list.flag("Non annullati")).toBeChecked();
    await list.expectTotal(() => countOrders("status = 5 and cancelled = 0"));

    await dash.open();
    await dash.choosePeriod("Oggi");
    // "Today" is the shop's day (Europe/Rome), not the browser's or the test run's.
    const today = shopToday();
    await expect(dash.counterLink("cancelled")).toHaveAttribute("href", new RegExp(`start_time=${today.date}`));
    await dash.counterLink("cancelled").click();
    await list.expectParam("cancelled", "1");
    await list.expectParam("start_time", today.date);
    await list.expectTotal(() => countOrders(`cancelled = 1 and created_at >= '${today.utcMidnight.slice(0, 19)}'`));
  });

  test("switching the month changes the chart to that month's data", async ({ page, api }) => {
    const dash = new DashboardPage(page);
    await dash.open();
    // The shop's calendar (its time zone setting; the browser's where it has none), as the panel counts.
    const setting = await api.ok<{ time_zone?: string | null }>("GET", "setting/find");
    const zone = setting.time_zone ?? (await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone));
    const [nowYear, nowMonth] = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit" })
      .format(new Date())
      .split("-")
      .map(Number);
    const current = `${nowYear}-${String(nowMonth).padStart(2, "0")}`;
    await expect(dash.chartData()).toHaveAttribute("data-chart-month", current);
    const earlier = new Date(nowYear, nowMonth - 1 - 2, 1);
    const year = earlier.getFullYear();
    const month = earlier.getMonth() + 1;
    await dash.chooseMonth(monthLabel(year, month));
    await expect(dash.chartData()).toHaveAttribute("data-chart-month", `${year}-${String(month).padStart(2, "0")}`);
    const days = await dashboardApi.chart(api, year, month, zone);
    expect(days.length).toBeGreaterThan(0);
    await expect(dash.chartData()).toHaveAttribute("data-chart-orders", String(days.reduce((s, d) => s + d.total, 0)));
    await expect(dash.chartData()).toHaveAttribute("data-chart-total", days.reduce((s, d) => s + d.value, 0).toFixed(2));
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a vendor sees its own figures only", async ({ page, apiAs, api: admin }) => {
    const own = await apiAs(vendor);
    await useSession(page, vendor);
    const dash = new DashboardPage(page);
    await dash.open();
    await expect(dash.figure("orders")).toBeVisible();
    await expect(dash.figure("users")).toHaveCount(0);
    await expect(async () => {
      await page.reload();
      await expect(dash.figure("orders")).toBeVisible();
      const mine = await dashboardApi.totals(own);
      const shop = await dashboardApi.totals(admin);
      expect(mine.orders).toBeLessThan(shop.orders);
      expect(await dash.count("orders")).toBe(mine.orders);
      expect(await dash.count("products")).toBe(mine.products);
      expect(await dash.cents("sales")).toBe(Math.round(mine.orders_amount * 100));
    }).toPass({ timeout: 30_000 });
    // The top products are the vendor's own.
    const vendorId = withDatabase((db) => (db.prepare("select id from admins where email = ?").get(vendor.email) as { id: number }).id);
    const ids = await dash.topRows("products").evaluateAll((rows) => rows.map((r) => Number(r.getAttribute("data-row-id"))));
    const owners = withDatabase((db) =>
      ids.map((id) => (db.prepare("select admin_id from products where id = ?").get(id) as { admin_id: number }).admin_id),
    );
    expect(owners.every((o) => o === vendorId)).toBe(true);
    await expect(dash.block("activity").locator('[data-activity="devices"]')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("an error in one block leaves the others working, and Retry recovers it", async ({ page }) => {
    await openSignedIn(page);
    let fail = true;
    await page.route("**/api/admin/order-statistic**", (route) =>
      fail ? route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "boom" }) }) : route.continue(),
    );
    const dash = new DashboardPage(page);
    await dash.open();
    await expect(dash.errorIn("statistic")).toBeVisible();
    await expect(dash.figure("orders")).toBeVisible();
    await expect(dash.chartData()).toBeVisible();
    await expect(dash.errorIn("totals")).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    fail = false;
    await dash.errorIn("statistic").getByRole("button", { name: "Riprova" }).click();
    await expect(dash.figure("cancelled")).toBeVisible();
    await expect(dash.errorIn("statistic")).toHaveCount(0);
  });

  test("an admin without dashboard.view gets the 403 page", async ({ page, api }) => {
    const account = await createRestrictedAdmin(api, ["profile.view", "brand.view"]);
    await signInAs(page, account, "/brands");
    await page.goto("/admin/");
    await expect(page.getByTestId("error-status")).toHaveText("403");
  });
});
