import { productsWithSizes } from "./support/bulk-edit";
import { expect, test } from "./support/fixtures";
import { unique } from "./support/api";
import { screens, urls } from "./support/urls";

test("shots", async ({ page, api }) => {
  const made = await productsWithSizes(api, unique("Foto"), 6);
  const path = screens.productsBulkEdit({ ids: made.map((m) => m.id).join(",") });
  for (const [w, h] of [[390, 844], [1024, 768], [1366, 768]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto(urls.path(path));
    await expect(page.getByRole("grid")).toBeVisible();
    await page.locator(`[data-row="p${made[0]!.id}"] [data-col="selling"]`).click();
    await page.keyboard.type("abc");
    await page.keyboard.press("Enter");
    await page.screenshot({ path: `/tmp/shot-${w}.png`, fullPage: true });
    const over = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    console.log(w, "overflow", over);
  }
  await page.goto(urls.path(screens.products.list()));
  await page.screenshot({ path: `/tmp/shot-list.png` });
});
