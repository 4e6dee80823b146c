import { expect, test } from "./support/fixtures";
import { unique } from "./support/api";
import { createFindEditDelete, expectAccessible, expectInEveryLanguage } from "./support/catalog";
import { EditPageObject } from "./support/edit-page";
import { ListPageObject } from "./support/list-page";
import { screens, urls } from "./support/urls";

test.describe("sub-categories", () => {
  test("create, find by search, edit, delete", async ({ page, api }) => {
    const category = unique("Cat-per-sub");
    await api.ok("POST", "category/action", { title: category, slug: category.toLowerCase(), meta_title: "m", meta_description: "d" });
    await createFindEditDelete(
      page,
      {
        area: screens.subCategories,
        addLabel: "Aggiungi sottocategoria",
        fillNew: async (form, title) => {
          await form.pickAsync("Categoria", category);
          await form.fill("Meta titolo", `${title} meta`);
          await form.fill("Meta descrizione", "Descrizione");
        },
        deleteTitle: (t) => `Eliminare la sottocategoria «${t}»?`,
      },
      unique("Sottocategoria"),
    );
  });

  test("validation: the category is required", async ({ page }) => {
    await page.goto(urls.path(screens.subCategories.create()));
    const form = new EditPageObject(page);
    await form.fill("Titolo", "Senza categoria");
    await form.save();
    await form.expectFieldError("Categoria", "Categoria è obbligatorio");
  });

  test("no serious or critical axe violation", async ({ page }) => {
    await expectAccessible(page, screens.subCategories);
  });

  test("the list in all four languages", async ({ page, baseURL }) => {
    await expectInEveryLanguage(page, baseURL!, screens.subCategories.list(), {
      it: { title: "Sottocategorie", label: "Categoria" },
      en: { title: "Sub categories", label: "Category" },
      fr: { title: "Sous-catégories", label: "Catégorie" },
      de: { title: "Unterkategorien", label: "Kategorie" },
    });
  });

  test("the category link of a row opens that category", async ({ page, api }) => {
    const category = unique("Cat-link");
    const created = await api.ok<{ id: number }>("POST", "category/action", {
      title: category,
      slug: category.toLowerCase(),
      meta_title: "m",
      meta_description: "d",
    });
    const title = unique("Sotto-link");
    await api.ok("POST", "subcategory/action", {
      title,
      slug: title.toLowerCase(),
      category_id: created.id,
      meta_title: "m",
      meta_description: "d",
    });
    await page.goto(urls.path(screens.subCategories.list({ q: title })));
    const list = new ListPageObject(page);
    await list.row(title).getByRole("link", { name: category }).click();
    await expect(page).toHaveURL(new RegExp(`${screens.categories.edit(created.id)}$`));
  });
});
