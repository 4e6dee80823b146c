import { test } from "@playwright/test";
import { superadmin } from "./support/accounts";
import { ShopApi, unique } from "./support/api";
import { createFindEditDelete, expectAccessible, pickAsync } from "./support/catalog";
import { EditPageObject } from "./support/edit-page";
import { signIn } from "./support/pages";
import { urls } from "./support/urls";

test.describe("sub-categories", () => {
  test("create, find by search, edit, delete", async ({ page, request, baseURL }) => {
    const api = await ShopApi.signIn(request, baseURL!, superadmin);
    const category = unique("Cat-per-sub");
    await api.ok("POST", "category/action", { title: category, slug: category.toLowerCase(), meta_title: "m", meta_description: "d" });
    await createFindEditDelete(
      page,
      {
        listPath: "/sub-categories",
        addLabel: "Aggiungi sottocategoria",
        fillNew: async (form, title, p) => {
          await form.fill("Titolo", title);
          await pickAsync(p, "Categoria", category);
          await form.fill("Meta titolo", `${title} meta`);
          await form.fill("Meta descrizione", "Descrizione");
        },
        deleteTitle: (t) => `Eliminare la sottocategoria «${t}»?`,
      },
      unique("Sottocategoria"),
    );
  });

  test("validation: the category is required", async ({ page }) => {
    await signIn(page, superadmin);
    await page.goto(urls.path("/sub-categories/add"));
    const form = new EditPageObject(page);
    await form.fill("Titolo", "Senza categoria");
    await form.save();
    await form.expectFieldError("Categoria", "Categoria è obbligatorio");
  });

  test("no serious or critical axe violation", async ({ page }) => {
    await expectAccessible(page, "/sub-categories");
  });
});
