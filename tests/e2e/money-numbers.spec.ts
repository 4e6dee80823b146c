import { expect, test } from "./support/fixtures";
import { unique } from "./support/api";
import { DashboardPage } from "./support/dashboard";
import { EditPageObject } from "./support/edit-page";
import { ListPageObject } from "./support/list-page";
import { screens, urls } from "./support/urls";

/*
 * Issue 28 item 8, a shop manager's steps: amounts written one way everywhere (grouped, two
 * decimals), in the inputs as in the lists, and a sales chart whose axis stays on one line.
 */

test.describe("money and numbers (issue 28, item 8)", () => {
  // A wide screen: the vouchers list shows its minimum spend there (narrower, the column makes room
  // for the key ones and waits in the column chooser); what is checked is how amounts are written.
  test.use({ viewport: { width: 1920, height: 1080 } });
  test("a minimum spend of 119.9 reads 119,90 € in its input; 1770.23 reads 1.770,23 € in the list", async ({ page, api }) => {
    const prefix = unique("Soglia");
    const small = await api.ok<{ id: number }>("POST", "voucher/action", {
      title: `${prefix} piccola`,
      code: `${prefix}-P`.toUpperCase(),
      type: 1,
      price: 5,
      min_spend: 119.9,
    });
    await api.ok("POST", "voucher/action", {
      title: `${prefix} grande`,
      code: `${prefix}-G`.toUpperCase(),
      type: 1,
      price: 5,
      min_spend: 1770.23,
    });

    await page.goto(urls.path(screens.vouchers.list()));
    const list = new ListPageObject(page);
    await list.searchFor(prefix);
    await expect(list.row(`${prefix} grande`)).toContainText("1.770,23 €");
    await expect(list.row(`${prefix} piccola`)).toContainText("119,90 €");

    await page.goto(urls.path(screens.vouchers.edit(small.id)));
    const form = new EditPageObject(page);
    await expect(form.field("Spesa minima")).toHaveValue("119,90 €");
    await expect(form.field("Sconto")).toHaveValue("5,00 €");
  });

  test("the sales chart's value axis is short (no cents, thousands as K)", async ({ page }) => {
    const dash = new DashboardPage(page);
    await dash.open();
    await expect(dash.chartData()).toBeVisible();
    // The value axis' labels (recharts draws them in a layer of their own; the day axis' carry no symbol).
    const ticks = dash.block("chart").locator(".recharts-cartesian-axis-tick-value").filter({ hasText: "€" });
    await expect(ticks.first()).toBeVisible();
    const labels = await ticks.allTextContents();
    expect(labels.length).toBeGreaterThan(1);
    // "0 €", "8K €", "16K €"…: never "16.000,00 €", which wraps.
    // One line each: the symbol held to the figure by a no-break space (recharts breaks labels at spaces).
    for (const label of labels) expect(label).toMatch(/^\d+(,\d)?K?\u00a0€$/);
  });
});
