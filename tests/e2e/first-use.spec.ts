import { type Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { withoutEventStream } from "./support/live";
import { openSignedIn } from "./support/session";
import { withDatabase } from "./support/db";
import { ListPageObject } from "./support/list-page";
import { Shell } from "./support/pages";
import { screens, urls } from "./support/urls";

/*
 * What only a click shows (the user menu, the bell's list, the column chooser, tooltips, dialogs, a
 * record picker's dropdown) is a module of its own, loaded on first use or when the pointer or the
 * focus reaches its button (app/ui/first-use.tsx): a fresh load of a list does not fetch it, idle
 * or not. Checked in a browser that asks to save data, where no link prefetches either.
 * floating-ui, their positioning code, is a file of its own (scripts/vite-chunks.ts,
 * scripts/vite-merge-refs.ts).
 */
const POPUP_MODULES =
  /\/(floating|user-menu-dropdown|notification-list|column-chooser-popover|record-picker|confirm-modal|tooltip-part|shortcut-help)-[^/]+\.js$/;

/** A fresh signed-in page that saves data, and the names of the popup modules it has fetched. */
async function freshSavingPage(page: Page): Promise<{ fresh: Page; fetched: string[] }> {
  const context = await page
    .context()
    .browser()!
    .newContext({ baseURL: test.info().project.use.baseURL, storageState: await page.context().storageState() });
  await context.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true }));
  // The test waits for network idle, which an open event stream never lets come.
  await withoutEventStream(context);
  const fresh = await context.newPage();
  const fetched: string[] = [];
  fresh.on("request", (request) => {
    const match = POPUP_MODULES.exec(request.url());
    if (match) fetched.push(match[1]);
  });
  return { fresh, fetched };
}

test("a fresh products list fetches no popup's code; each popup loads on first use and works, by pointer and by keyboard", async ({
  page,
}) => {
  const brand = withDatabase(
    (db) =>
      db
        .prepare(
          "select b.id, b.title from products p join brands b on b.id = p.brand_id group by b.id order by count(*) desc, b.id limit 1",
        )
        .get() as { id: number; title: string },
  );
  await openSignedIn(page);
  const { fresh, fetched } = await freshSavingPage(page);
  await fresh.goto(urls.path(screens.products.list()));
  const list = new ListPageObject(fresh);
  await expect(list.summary()).toBeVisible();
  await fresh.waitForLoadState("networkidle");
  expect(fetched).toEqual([]);

  // The user menu, opened from the keyboard: the menu shows, and Escape gives the focus back to its button.
  const userButton = fresh.getByTestId("user-menu");
  await userButton.focus();
  await fresh.keyboard.press("Enter");
  await expect(fresh.getByRole("menuitem", { name: "Esci" })).toBeVisible();
  expect(fetched).toContain("user-menu-dropdown");
  await fresh.keyboard.press("Escape");
  await expect(fresh.getByRole("menuitem", { name: "Esci" })).toBeHidden();
  await expect(userButton).toBeFocused();

  // The bell's list, by pointer: the bell opens it and closes it again.
  await fresh.getByTestId("notification-bell").click();
  await expect(fresh.getByTestId("notification-menu")).toBeVisible();
  await fresh.getByTestId("notification-bell").click();
  await expect(fresh.getByTestId("notification-menu")).toBeHidden();

  // The column chooser: hiding a column takes it out of the table.
  await expect(list.table().getByRole("columnheader", { name: "Marchio" })).toBeVisible();
  await list.setColumnShown("Marchio", false);
  await expect(list.table().getByRole("columnheader", { name: "Marchio" })).toHaveCount(0);
  await list.setColumnShown("Marchio", true);
  await expect(list.table().getByRole("columnheader", { name: "Marchio" })).toBeVisible();

  // A row's icon button: its tooltip loads with the first hover, and hides when the button is
  // pressed (here the delete question, which Cancel closes with nothing deleted).
  const deleteButton = list
    .table()
    .getByRole("button", { name: /^Elimina:/ })
    .first();
  await deleteButton.hover();
  const tooltip = fresh.locator(".mantine-Tooltip-tooltip");
  await expect(tooltip).toHaveText("Elimina");
  await deleteButton.click();
  await expect(fresh.getByRole("dialog")).toBeVisible();
  await expect(tooltip).toBeHidden();
  await fresh.getByRole("dialog").getByRole("button", { name: "Annulla" }).click();
  await expect(fresh.getByRole("dialog")).toBeHidden();

  // The brand filter: its stand-in becomes the searchable picker, focused, at the first press.
  await list.pickRecord("Marchio", brand.title);
  await list.expectParam("brands", String(brand.id));
  await expect(fresh.getByRole("textbox", { name: "Marchio" })).toHaveValue(brand.title);
  expect(fetched).toEqual(
    expect.arrayContaining([
      "user-menu-dropdown",
      "notification-list",
      "column-chooser-popover",
      "tooltip-part",
      "confirm-modal",
      "record-picker",
    ]),
  );
  await fresh.context().close();
});

test("a brand filter given in the URL shows the brand's name before the picker is loaded", async ({ page }) => {
  const brand = withDatabase(
    (db) =>
      db.prepare("select b.id, b.title from brands b join products p on p.brand_id = b.id order by b.id limit 1").get() as {
        id: number;
        title: string;
      },
  );
  await openSignedIn(page);
  const { fresh, fetched } = await freshSavingPage(page);
  await fresh.goto(urls.path(`${screens.products.list()}?brands=${brand.id}`));
  await expect(fresh.getByRole("textbox", { name: "Marchio" })).toHaveValue(brand.title);
  await expect(new Shell(fresh).heading()).toHaveText("Prodotti");
  expect(fetched).not.toContain("record-picker");
  await fresh.context().close();
});
