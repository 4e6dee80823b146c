import { type Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { withoutEventStream } from "./support/live";
import { openSignedIn } from "./support/session";
import { unique } from "./support/api";
import { withDatabase } from "./support/db";
import { EditPageObject } from "./support/edit-page";
import { openScreen, recordResult } from "./support/security";
import { screens } from "./support/urls";

/*
 * Double submit: a tired user clicks Save twice, presses Enter twice, or clicks Save and then Save &
 * edit. Each create form must make ONE record. The second gesture comes right after the create's
 * answer, while the form may still be in create mode (the window the issue found: until the list has
 * loaded); it is dispatched straight to the button, as a quick second click lands whatever the
 * button shows by then.
 */
const SUITE = "double-submit";

interface CreateForm {
  name: string;
  create: () => string;
  /** The table and column that hold the new record's title. */
  table: string;
  column: string;
  fill: (form: EditPageObject, title: string, page: Page) => Promise<void>;
}

const titleOnly = (form: EditPageObject, title: string) => form.fill("Titolo", title);
const withMeta = async (form: EditPageObject, title: string) => {
  await form.fill("Titolo", title);
  await form.fill("Meta titolo", `${title} meta`);
  await form.fill("Meta descrizione", "Descrizione");
};

const FORMS: CreateForm[] = [
  { name: "brands", create: screens.brands.create, table: "brands", column: "title", fill: titleOnly },
  { name: "collections", create: screens.productCollections.create, table: "product_collections", column: "title", fill: titleOnly },
  { name: "attributes", create: screens.attributes.create, table: "attributes", column: "title", fill: titleOnly },
  { name: "categories", create: screens.categories.create, table: "categories", column: "title", fill: withMeta },
  {
    name: "sub-categories",
    create: screens.subCategories.create,
    table: "sub_categories",
    column: "title",
    fill: async (form, title) => {
      const category = withDatabase(
        (db) => (db.prepare("select title from categories order by id limit 1").get() as { title: string }).title,
      );
      await form.fill("Titolo", title);
      await form.pickAsync("Categoria", category);
      await form.fill("Meta titolo", `${title} meta`);
      await form.fill("Meta descrizione", "Descrizione");
    },
  },
  {
    name: "roles",
    create: screens.rolesPermissions.create,
    table: "roles",
    column: "name",
    fill: (form, title) => form.fill("Nome", title),
  },
];

/** The two gestures of each case: the first starts the create, the second follows its answer. */
const GESTURES: Record<string, { first: (form: EditPageObject) => Promise<void>; second: (form: EditPageObject) => Promise<void> }> = {
  "two clicks on Save": {
    first: (form) => form.save(),
    second: (form) => form.saveButton().dispatchEvent("click", undefined, { timeout: 2_000 }),
  },
  "Enter twice": {
    first: (form) => form.page.keyboard.press("Enter"),
    second: (form) => form.page.keyboard.press("Enter"),
  },
  "Save, then Save & edit": {
    first: (form) => form.save(),
    second: (form) => form.saveAndEditButton().dispatchEvent("click", undefined, { timeout: 2_000 }),
  },
};

const count = (table: string, column: string, value: string) =>
  withDatabase((db) => (db.prepare(`select count(*) as n from ${table} where ${column} = ?`).get(value) as { n: number }).n);

test.describe("double submit makes one record", () => {
  test.describe.configure({ mode: "parallel" });

  for (const target of FORMS) {
    test(`${target.name}: two clicks, Enter twice, Save then Save & edit`, async ({ page }) => {
      test.setTimeout(60_000);
      // Each case waits for network idle, which an open event stream never lets come.
      await withoutEventStream(page);
      await openSignedIn(page);
      const form = new EditPageObject(page);
      const made: Record<string, number> = {};
      for (const [name, gesture] of Object.entries(GESTURES)) {
        const title = unique(`Doppio ${target.name}`);
        // A full load each time: the previous case's toast would cover the buttons.
        await openScreen(page, target.create(), "load");
        await target.fill(form, title, page);
        if (name === "Enter twice") await form.field(target.column === "name" ? "Nome" : "Titolo").focus();
        const answered = page.waitForResponse(
          (response) => response.request().method() === "POST" && /\/action(\/\d+)?$/.test(response.url()),
        );
        await gesture.first(form);
        await answered;
        // The second gesture may meet a button already gone (the page left): that is a single submit.
        await gesture.second(form).catch(() => undefined);
        await expect(page).not.toHaveURL(/\/add$/);
        await page.waitForLoadState("networkidle");
        made[name] = count(target.table, target.column, title);
      }
      const doubled = Object.entries(made).filter(([, n]) => n !== 1);
      recordResult(SUITE, Object.keys(made).length, doubled.length);
      expect(made).toEqual(Object.fromEntries(Object.keys(GESTURES).map((name) => [name, 1])));
    });
  }
});

test("a create whose answer was lost, saved again unchanged, makes one record (the same Idempotency-Key)", async ({ page }) => {
  await openSignedIn(page);
  const form = new EditPageObject(page);
  const title = unique("Risposta persa");
  await openScreen(page, screens.brands.create(), "load");
  await form.fill("Titolo", title);

  // The server saves the brand, but its answer never reaches the browser (the connection drops).
  const keys: string[] = [];
  await page.route("**/api/admin/brand/action", async (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    await route.fetch();
    // Under load the page may already have given up on this request (its own timeout): the answer is
    // lost either way, which is what this case needs, so that abort is not an error of the test.
    await route.abort("connectionreset").catch(() => undefined);
  });
  await form.save();
  await expect.poll(() => count("brands", "title", title)).toBe(1);
  await expect(page).toHaveURL(/\/brands\/add$/);

  // The user saves again: the same key, so the server answers with the brand it already made.
  await page.unroute("**/api/admin/brand/action");
  const again = page.waitForResponse((response) => response.url().endsWith("/api/admin/brand/action"));
  await form.save();
  const replayed = await again;
  await expect(page).not.toHaveURL(/\/add$/);
  const made = count("brands", "title", title);
  recordResult(SUITE, 1, made === 1 ? 0 : 1);
  expect(made).toBe(1);
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(replayed.request().headers()["idempotency-key"]).toBe(keys[0]);
  expect(replayed.headers()["idempotent-replayed"]).toBe("true");
});
