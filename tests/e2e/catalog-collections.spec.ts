import { expect, test } from "./support/fixtures";
import { signInAs } from "./support/session";
import { vendor } from "./support/accounts";
import { unique } from "./support/api";
import { createFindEditDelete, expectAccessible, expectInEveryLanguage } from "./support/catalog";
import { EditPageObject } from "./support/edit-page";
import { Shell } from "./support/pages";
import { screens, urls } from "./support/urls";

test.describe("product collections", () => {
  test("create, find by search, edit, delete", async ({ page }) => {
    await createFindEditDelete(
      page,
      {
        area: screens.productCollections,
        addLabel: "Aggiungi collezione",
        deleteTitle: (t) => `Eliminare la collezione «${t}»?`,
      },
      unique("Collezione"),
    );
  });

  test("a taken slug is shown beside the slug field", async ({ page, api }) => {
    const taken = unique("coll-taken");
    await api.ok("POST", "product-collection/action", { title: taken, slug: taken });
    await page.goto(urls.path(screens.productCollections.create()));
    const form = new EditPageObject(page);
    await form.fill("Titolo", "Altra collezione");
    await form.fill("Slug", taken);
    await form.save();
    await form.expectFieldError("Slug", "Questo slug è già in uso");
  });

  test("vendors (no product_collection permission) get the 403 page and no menu entry", async ({ page }) => {
    await signInAs(page, vendor);
    const shell = new Shell(page);
    await shell.sidebar().getByRole("button", { name: "Prodotto" }).click();
    await expect(shell.sidebar().getByRole("link", { name: "Marchi" })).toBeVisible();
    await expect(shell.sidebar().getByRole("link", { name: "Collezioni" })).toHaveCount(0);
    await page.goto(urls.path(screens.productCollections.list()));
    await expect(page.getByTestId("error-status")).toHaveText("403");
  });

  test("no serious or critical axe violation", async ({ page }) => {
    await expectAccessible(page, screens.productCollections);
  });

  test("the list in all four languages", async ({ page, baseURL }) => {
    await expectInEveryLanguage(page, baseURL!, screens.productCollections.list(), {
      it: { title: "Collezioni", label: "Slug" },
      en: { title: "Collections", label: "Slug" },
      fr: { title: "Collections", label: "Slug" },
      de: { title: "Kollektionen", label: "Slug" },
    });
  });
});
