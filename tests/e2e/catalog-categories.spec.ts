import { expect, test } from "./support/fixtures";
import { unique } from "./support/api";
import { createFindEditDelete, expectAccessible, expectInEveryLanguage } from "./support/catalog";
import { EditPageObject } from "./support/edit-page";
import { ListPageObject } from "./support/list-page";
import { screens, urls } from "./support/urls";

/** A category's required fields besides its title: the search engines' title and description. */
const fillMeta = async (form: EditPageObject, title: string) => {
  await form.fill("Meta titolo", `${title} meta`);
  await form.fill("Meta descrizione", "Descrizione per i motori di ricerca");
};

test.describe("categories", () => {
  test("create, find by search, edit, delete", async ({ page }) => {
    await createFindEditDelete(
      page,
      { area: screens.categories, addLabel: "Aggiungi categoria", fillNew: fillMeta, deleteTitle: (t) => `Eliminare la categoria «${t}»?` },
      unique("Categoria"),
    );
  });

  test("a child category shows under its parent", async ({ page, api }) => {
    const parentTitle = unique("Padre");
    await api.ok("POST", "category/action", {
      title: parentTitle,
      slug: parentTitle.toLowerCase(),
      meta_title: "m",
      meta_description: "d",
    });
    await page.goto(urls.path(screens.categories.create()));
    const form = new EditPageObject(page);
    const childTitle = unique("Figlio");
    await form.fill("Titolo", childTitle);
    await fillMeta(form, childTitle);
    await form.pickAsync("Categoria padre", parentTitle);
    await form.save();
    await form.expectSavedToast();
    const list = new ListPageObject(page);
    await list.searchFor(parentTitle.slice(0, 5));
    const parentRow = list.row(parentTitle).first();
    await expect(parentRow).toBeVisible();
    await expect(list.row(childTitle).first()).toContainText(parentTitle);
  });

  test("validation: required fields are checked before sending", async ({ page }) => {
    await page.goto(urls.path(screens.categories.create()));
    const form = new EditPageObject(page);
    await form.fill("Titolo", "Solo titolo");
    await form.save();
    await form.expectFieldError("Meta titolo", "Meta titolo è obbligatorio");
    await form.expectFieldError("Meta descrizione", "Meta descrizione è obbligatorio");
  });

  test("no serious or critical axe violation", async ({ page }) => {
    // The tree page holds every subtree of its 14 rows: axe needs longer on that many nodes.
    test.slow();
    await expectAccessible(page, screens.categories);
  });

  test("the list in all four languages", async ({ page, baseURL }) => {
    await expectInEveryLanguage(page, baseURL!, screens.categories.list(), {
      it: { title: "Categorie", label: "Stato" },
      en: { title: "Categories", label: "Status" },
      fr: { title: "Catégories", label: "Statut" },
      de: { title: "Kategorien", label: "Status" },
    });
  });
});
