import type { Browser, Locator, Page } from "@playwright/test";
import { superadmin } from "./support/accounts";
import { createCompleteProduct, unique } from "./support/api";
import { expect, test } from "./support/fixtures";
import { layoutProblems } from "./support/layout-checks";
import { apiSession, projectBaseURL } from "./support/session";
import { screens, urls } from "./support/urls";

/*
 * Tables on a laptop and on a phone: the orders list shows its key columns at 1366 px with the side
 * menu open, hiding the less important ones (still offered by the column chooser); on a phone a
 * list's table scrolls in its own box with its first column kept in view, and the product form's
 * variants keep inputs wide enough to read.
 */

/** A table's scroll box and what a person sees of it. */
class TableBox {
  constructor(readonly table: Locator) {}

  /** The nearest ancestor that scrolls sideways: the table's own box. */
  box(): Locator {
    return this.table.locator("xpath=ancestor::*[contains(@class, 'list-scroll-box')][1]");
  }

  widths(): Promise<{ scroll: number; client: number }> {
    return this.box().evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth }));
  }

  scrollToEnd(): Promise<number> {
    return this.box().evaluate((box) => {
      box.scrollLeft = box.scrollWidth;
      return box.scrollLeft;
    });
  }

  /**
   * Whether the cell is wholly inside the box and on top at its middle (not covered by the cells
   * scrolled under it).
   */
  inView(cell: Locator): Promise<boolean> {
    return cell.evaluate((element) => {
      const box = element.closest(".list-scroll-box");
      if (!box) return false;
      const outer = box.getBoundingClientRect();
      const inner = element.getBoundingClientRect();
      const inside = inner.left >= outer.left - 1 && inner.right <= outer.right + 1;
      const top = document.elementFromPoint(inner.left + inner.width / 2, inner.top + inner.height / 2);
      return inside && top !== null && element.contains(top);
    });
  }

  /** The controls in the table smaller than `min` px either way. */
  smallControls(min: number): Promise<string[]> {
    return this.table.evaluate((table, least) => {
      const controls = table.querySelectorAll("a[href], button, input");
      return [...controls].flatMap((control) => {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return [];
        return box.width + 0.5 < least || box.height + 0.5 < least
          ? [
              `${control.tagName} "${control.getAttribute("aria-label") ?? control.textContent ?? ""}" ${Math.round(box.width)}×${Math.round(box.height)}`,
            ]
          : [];
      });
    }, min);
  }
}

const PHONE = { width: 390, height: 844 };

/** A phone-sized touch screen signed in as the superadmin, in Italian (as the layout walk opens one). */
async function openPhone(browser: Browser): Promise<Page> {
  const base = projectBaseURL();
  const session = await apiSession((await browser.newContext()).request, base, superadmin, true);
  const context = await browser.newContext({
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    locale: "it-IT",
    reducedMotion: "reduce",
    baseURL: base,
  });
  await context.addCookies([...session.cookies, { name: "admin-panel_lang", value: "it", url: base }]);
  return context.newPage();
}

const sidewaysScroll = async (page: Page) =>
  (await layoutProblems(page, { minTarget: 0 })).filter((problem) => problem.startsWith("the page scrolls sideways"));

/** The page's buttons (links drawn as buttons included) whose label is more than 2 px off their vertical middle. */
const labelsOffCentre = (page: Page) =>
  page.locator(".mantine-Button-root").evaluateAll((buttons) =>
    buttons.flatMap((button) => {
      const label = button.querySelector(".mantine-Button-label");
      const outer = button.getBoundingClientRect();
      if (!label || outer.height === 0) return [];
      const inner = label.getBoundingClientRect();
      const off = inner.top + inner.height / 2 - (outer.top + outer.height / 2);
      return Math.abs(off) > 2 ? [`${button.tagName} "${button.textContent?.trim() ?? ""}" ${Math.round(off)} px`] : [];
    }),
  );

test.describe("list layouts on a laptop", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("the orders list shows number, amount, date and actions at 1366 px without scrolling sideways; a column hidden for room can be shown", async ({
    page,
  }) => {
    await page.goto(urls.path(screens.orders.list()));
    const table = page.getByRole("table");
    await expect(table.getByRole("row").nth(1)).toBeVisible();
    const tableBox = new TableBox(table);
    for (const header of ["Ordine", "Cliente", "Importo", "Stato di spedizione", "Data"])
      await expect(table.getByRole("columnheader", { name: header })).toBeInViewport({ ratio: 1 });
    // The first row's actions (its delete button) are on screen, inside the box.
    const open = table
      .getByRole("row")
      .nth(1)
      .getByRole("button", { name: /^Elimina:/ });
    await expect(open).toBeInViewport({ ratio: 1 });
    expect(await tableBox.inView(open)).toBe(true);
    expect(await sidewaysScroll(page)).toEqual([]);
    const before = await tableBox.widths();
    expect(before.scroll).toBeLessThanOrEqual(before.client + 1);

    // The chooser offers the columns hidden for room, marked so; ticking one shows it.
    await page.getByRole("button", { name: "Colonne" }).click();
    const chooser = page.getByRole("group", { name: "Colonne" });
    const hiddenForRoom = chooser.locator(".mantine-Checkbox-root", { hasText: "mancanza di spazio" });
    await expect(hiddenForRoom.first()).toBeVisible();
    const name = (await hiddenForRoom.first().locator("label").first().innerText()).trim();
    await expect(table.getByRole("columnheader", { name })).toHaveCount(0);
    const box = chooser.getByRole("checkbox", { name });
    await expect(box).not.toBeChecked();
    await box.check();
    await expect(table.getByRole("columnheader", { name })).toHaveCount(1);
    await expect(box).toBeChecked();
    // Unticked again, it goes back to the user's hidden columns.
    await box.uncheck();
    await expect(table.getByRole("columnheader", { name })).toHaveCount(0);
  });
});

test.describe("list layouts on a phone", () => {
  for (const [what, path] of [
    ["products", screens.products.list()],
    ["orders", screens.orders.list()],
  ] as const) {
    test(`the ${what} list at 390 px: the page stays put, the table scrolls in its box with its first column in view`, async ({
      browser,
    }) => {
      const page = await openPhone(browser);
      await page.goto(urls.path(path));
      const table = page.getByRole("table");
      const firstRow = table.getByRole("row").nth(1);
      await expect(firstRow).toBeVisible();
      expect(await sidewaysScroll(page)).toEqual([]);
      // The toolbar's links drawn as buttons ("Aggiungi prodotto") keep their label in the middle, as its buttons do.
      expect(await labelsOffCentre(page)).toEqual([]);

      const tableBox = new TableBox(table);
      const { scroll, client } = await tableBox.widths();
      expect(scroll).toBeGreaterThan(client);
      expect(await tableBox.smallControls(24)).toEqual([]);

      const tick = firstRow.getByRole("checkbox");
      const first = firstRow.getByRole("cell").nth(1);
      // Below the filters on a phone: the row is brought on screen first (the page scrolls down).
      await first.scrollIntoViewIfNeeded();
      expect(await tableBox.scrollToEnd()).toBeGreaterThan(0);
      // Scrolled to its end: the row's checkbox and name are still there, on top of what scrolled under them.
      expect(await tableBox.inView(first)).toBe(true);
      expect(await tableBox.inView(firstRow.getByRole("cell").first())).toBe(true);
      await tick.check();
      await expect(tick).toBeChecked();
      expect(await sidewaysScroll(page)).toEqual([]);
      await page.context().close();
    });
  }

  test("the side menu, folded away on a phone, is drawn when first opened and kept after", async ({ browser }) => {
    const page = await openPhone(browser);
    await page.goto(urls.path(screens.products.list()));
    await expect(page.getByRole("table").getByRole("row").nth(1)).toBeVisible();
    const menu = page.getByRole("navigation", { name: "Menu principale" });
    // Not only hidden: not there (the page's first render on a phone does not pay for it).
    await expect(menu.locator("a, button")).toHaveCount(0);
    const burger = page.getByRole("banner").getByRole("button", { name: "Mostra o nascondi il menu" });
    await burger.tap();
    await expect(menu.getByRole("link", { name: "Ordini", exact: true })).toBeVisible();
    // Folded again (slid out of the screen), its links stay drawn for the next time.
    await burger.tap();
    await expect(burger).toHaveAttribute("aria-expanded", "false");
    await expect.poll(() => menu.evaluate((nav) => nav.getBoundingClientRect().right)).toBeLessThanOrEqual(0);
    expect(await menu.locator("a").count()).toBeGreaterThan(0);
    await page.context().close();
  });

  test("the product form's variants at 390 px: every input wide enough to read, a value typed reads back", async ({ browser, api }) => {
    const colour = unique("Colore");
    await api.ok("POST", "attribute/action", { title: colour, values: [{ title: "Rosso" }, { title: "Blu" }] });
    const productId = await createCompleteProduct(api, unique("Maglia"));
    const page = await openPhone(browser);
    await page.goto(urls.path(screens.products.edit(productId)));
    const panel = page.locator("section", { has: page.getByRole("heading", { name: "Magazzino del prodotto" }) });
    await panel.getByRole("checkbox", { name: colour }).check();
    const table = panel.getByRole("table");
    await expect(table.getByRole("row")).toHaveCount(3);

    const inputs = table.locator("input");
    expect(await inputs.count()).toBeGreaterThanOrEqual(6);
    const widths = await inputs.evaluateAll((all) => all.map((input) => Math.round(input.getBoundingClientRect().width)));
    expect(Math.min(...widths)).toBeGreaterThanOrEqual(80);

    const sku = table.getByRole("textbox", { name: "SKU: Rosso" });
    await sku.fill("MAGLIA-ROSSO-XL-2026");
    await expect(sku).toHaveValue("MAGLIA-ROSSO-XL-2026");
    const quantity = table.getByRole("textbox", { name: "Quantità: Blu" });
    await quantity.fill("12");
    await expect(quantity).toHaveValue("12");
    expect(await sidewaysScroll(page)).toEqual([]);
    // The variant's name stays in view when the box is scrolled to its end.
    const tableBox = new TableBox(table);
    await sku.scrollIntoViewIfNeeded();
    expect(await tableBox.scrollToEnd()).toBeGreaterThan(0);
    expect(await tableBox.inView(table.getByRole("cell", { name: "Rosso", exact: true }))).toBe(true);
    await page.context().close();
  });
});
