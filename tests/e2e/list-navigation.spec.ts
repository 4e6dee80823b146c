import { type Page, type Request } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { isEventStream, withoutEventStream } from "./support/live";
import { ListPageObject } from "./support/list-page";
import { screens, urls } from "./support/urls";

/*
 * How a list changes page (issue 16): only the list's own request, each page fetched once even when
 * it was fetched ahead, the rows on screen kept until the next ones arrive, and a page the pointer
 * rests on fetched before the click. Behaviour, not time: the figures are scripts/bench-nav.ts's.
 */

const LIST_ENDPOINT = "/api/admin/product/all";

/** Every API request the page makes from now on. */
function recordApiRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) seen.push(request);
  });
  return seen;
}

const pageOf = (request: Request) => new URL(request.url()).searchParams.get("page") ?? "1";
const isList = (request: Request) => new URL(request.url()).pathname === LIST_ENDPOINT;

async function openProducts(page: Page) {
  // No live events here: both workers share one server, and another test's write to a product on
  // screen would reload the page quietly (live-list.tsx), a request of the list this spec counts.
  await withoutEventStream(page);
  await page.goto(urls.path(screens.products.list()));
  const list = new ListPageObject(page);
  await expect(list.table().locator("tbody tr").first()).toBeVisible();
  // The saved views load once per opening, after the rows: in, so that a page change's requests are its own.
  await expect(page.locator("[data-saved-views]")).toBeVisible();
  return list;
}

test.describe("list navigation", () => {
  test("a page change asks for that list page only, and only once", async ({ page }) => {
    const list = await openProducts(page);
    const firstRow = await list.table().locator("tbody tr").first().textContent();
    const requests = recordApiRequests(page);

    await page.getByRole("button", { name: "Pagina successiva" }).click();
    await list.expectParam("page", "2");
    await expect(list.table().locator("tbody tr").first()).not.toHaveText(firstRow ?? "");
    await expect(page.getByRole("button", { name: "Vai alla pagina 2", exact: true })).toHaveAttribute("aria-current", "page");

    // Page 2 was fetched at most once since the click (ahead while the browser idled, or for it), and
    // the layouts' loaders asked for nothing: every request since is the list's own.
    await expect.poll(() => requests.filter((r) => isList(r) && pageOf(r) === "3").length).toBeGreaterThan(0);
    // (The bell's once-a-minute poll is a timer, and the live event stream opens once per page, not a loader.)
    const loaders = requests.filter((r) => !isList(r) && !r.url().includes("notification/summary") && !isEventStream(r));
    expect(loaders.map((r) => r.url())).toEqual([]);
    expect(requests.filter((r) => pageOf(r) === "2").length).toBeLessThanOrEqual(1);
  });

  test("the rows stay on screen while the next page loads", async ({ page }) => {
    // Page 2's answer waits until the test lets it go, whoever asked for it (the idle prefetch or the click).
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === LIST_ENDPOINT && url.searchParams.get("page") === "2",
      async (route) => {
        await released;
        await route.continue();
      },
    );
    const list = await openProducts(page);
    const rows = list.table().locator("tbody tr");
    const count = await rows.count();
    const firstRow = (await rows.first().textContent()) ?? "";

    await page.getByRole("button", { name: "Pagina successiva" }).click();
    // Loading (the URL changes once the rows have come): the table says so, and the previous rows are still there, as many as before.
    await expect(list.table().locator("xpath=..")).toHaveAttribute("aria-busy", "true");
    await expect(rows.first()).toHaveText(firstRow);
    await expect(rows).toHaveCount(count);

    release();
    await list.expectParam("page", "2");
    await expect(rows.first()).not.toHaveText(firstRow);
    await expect(list.table().locator("xpath=..")).toHaveAttribute("aria-busy", "false");
  });

  test("a page the pointer rests on is fetched before the click, and the click uses it", async ({ page }) => {
    const list = await openProducts(page);
    const requests = recordApiRequests(page);
    // The last page's button: far from the page on screen, so nothing fetched it ahead.
    const last = page.getByRole("button", { name: /^Vai alla pagina \d+$/ }).last();
    const number = (await last.textContent()) ?? "";
    expect(Number(number)).toBeGreaterThan(3);

    const fetched = page.waitForResponse((r) => isList(r.request()) && pageOf(r.request()) === number);
    await last.hover();
    await fetched;
    await last.click();
    await list.expectParam("page", number);
    await expect(page.getByRole("button", { name: `Vai alla pagina ${number}`, exact: true })).toHaveAttribute("aria-current", "page");
    expect(requests.filter((r) => pageOf(r) === number).length).toBe(1);
  });

  test("a page fetched ahead is on screen as the click's own update, before the router's navigation ends", async ({ page }) => {
    // The list fetches page 2 ahead once the browser idles; wait for its answer, then for the
    // browser to idle again (the answer read and kept).
    const ahead = page.waitForResponse((r) => isList(r.request()) && pageOf(r.request()) === "2");
    const list = await openProducts(page);
    const rows = list.table().locator("tbody tr");
    const firstRow = (await rows.first().textContent()) ?? "";
    await (await ahead).finished();
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));

    // Clicked inside the page, then read after the click's microtasks only: React renders a click's
    // update then, while the router's navigation (its loader, then a transition) needs later tasks.
    const seen = await page.evaluate(async () => {
      const first = () => document.querySelector("tbody tr")?.textContent ?? "";
      document.querySelector<HTMLElement>('[aria-label="Pagina successiva"]')?.click();
      for (let i = 0; i < 5; i++) await Promise.resolve();
      return { row: first(), search: location.search };
    });
    expect(seen.row).not.toBe(firstRow);
    expect(seen.search).not.toContain("page=2");
    // Then the router catches up: the URL says page 2 and the rows stay those of page 2.
    await list.expectParam("page", "2");
    await expect(rows.first()).toHaveText(seen.row);
    await expect(page.getByRole("button", { name: "Vai alla pagina 2", exact: true })).toHaveAttribute("aria-current", "page");
  });
});
