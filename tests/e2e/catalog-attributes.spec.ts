import { expect, test } from "./support/fixtures";
import { unique } from "./support/api";
import { createFindEditDelete, expectAccessible, expectInEveryLanguage } from "./support/catalog";
import { EditPageObject } from "./support/edit-page";
import { ListPageObject } from "./support/list-page";
import { screens, urls } from "./support/urls";

/** The attribute form's values editor (its own rows of inputs). */
const value = (page: import("@playwright/test").Page, n: number) => page.getByRole("textbox", { name: `Valore ${n}` });

test.describe("attributes", () => {
  test("create, find by search, edit, delete", async ({ page }) => {
    await createFindEditDelete(
      page,
      {
        area: screens.attributes,
        addLabel: "Aggiungi attributo",
        fillNew: async (form, _title, p) => {
          await p.getByRole("button", { name: "Aggiungi valore" }).click();
          await value(p, 1).fill("Rosso");
        },
        deleteTitle: (t) => `Eliminare l'attributo «${t}»?`,
      },
      unique("Colore"),
    );
  });

  test("values: add, rename and remove rows", async ({ page, api }) => {
    const title = unique("Taglia");
    const created = await api.ok<{ id: number }>("POST", "attribute/action", {
      title,
      values: [{ title: "S" }, { title: "M" }, { title: "L" }],
    });
    await page.goto(urls.path(screens.attributes.edit(created.id)));
    await expect(value(page, 3)).toHaveValue("L");
    await value(page, 1).fill("XS");
    await page.getByRole("button", { name: "Rimuovi valore: M" }).click();
    await page.getByRole("button", { name: "Aggiungi valore" }).click();
    await value(page, 4).fill("XL");
    const form = new EditPageObject(page);
    await form.saveAndEdit();
    await form.expectSavedToast();
    await expect(value(page, 1)).toHaveValue("XS");
    await expect(value(page, 2)).toHaveValue("L");
    await expect(value(page, 3)).toHaveValue("XL");
    await expect(value(page, 4)).toHaveCount(0);

    await page.goto(urls.path(screens.attributes.list()));
    const list = new ListPageObject(page);
    await list.searchFor(title);
    await expect(list.row(title)).toContainText("XS");
    await expect(list.row(title)).not.toContainText(/\bM\b/);
  });

  test("no serious or critical axe violation", async ({ page }) => {
    await expectAccessible(page, screens.attributes);
  });

  test("the list in all four languages", async ({ page, baseURL }) => {
    await expectInEveryLanguage(page, baseURL!, screens.attributes.list(), {
      it: { title: "Attributi", label: "Valori dell'attributo" },
      en: { title: "Attributes", label: "Attribute values" },
      fr: { title: "Attributs", label: "Valeurs de l'attribut" },
      de: { title: "Attribute", label: "Attributwerte" },
    });
  });
});
