import { expect, test } from "@playwright/test";
import { superadmin } from "./support/accounts";
import { ShopApi, unique } from "./support/api";
import { createFindEditDelete, expectAccessible } from "./support/catalog";
import { EditPageObject } from "./support/edit-page";
import { ListPageObject } from "./support/list-page";
import { signIn } from "./support/pages";
import { urls } from "./support/urls";

test.describe("attributes", () => {
  test("create, find by search, edit, delete", async ({ page }) => {
    await createFindEditDelete(
      page,
      {
        listPath: "/attributes",
        addLabel: "Aggiungi attributo",
        fillNew: async (form, title, p) => {
          await form.fill("Titolo", title);
          await p.getByRole("button", { name: "Aggiungi valore" }).click();
          await p.getByRole("textbox", { name: "Valore 1" }).fill("Rosso");
        },
        deleteTitle: (t) => `Eliminare l'attributo «${t}»?`,
      },
      unique("Colore"),
    );
  });

  test("values: add, rename and remove rows", async ({ page, request, baseURL }) => {
    const api = await ShopApi.signIn(request, baseURL!, superadmin);
    const title = unique("Taglia");
    const created = await api.ok<{ id: number }>("POST", "attribute/action", { title, values: [{ title: "S" }, { title: "M" }, { title: "L" }] });
    await signIn(page, superadmin);
    await page.goto(urls.path(`/attributes/${created.id}`));
    await expect(page.getByRole("textbox", { name: "Valore 3" })).toHaveValue("L");
    await page.getByRole("textbox", { name: "Valore 1" }).fill("XS");
    await page.getByRole("button", { name: "Rimuovi valore: M" }).click();
    await page.getByRole("button", { name: "Aggiungi valore" }).click();
    await page.getByRole("textbox", { name: "Valore 4" }).fill("XL");
    await new EditPageObject(page).saveAndEdit();
    await expect(page.getByText("Salvato.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Valore 1" })).toHaveValue("XS");
    await expect(page.getByRole("textbox", { name: "Valore 2" })).toHaveValue("L");
    await expect(page.getByRole("textbox", { name: "Valore 3" })).toHaveValue("XL");
    await expect(page.getByRole("textbox", { name: "Valore 4" })).toHaveCount(0);

    await page.goto(urls.path("/attributes"));
    const list = new ListPageObject(page);
    await list.searchFor(title);
    await expect(list.row(title)).toContainText("XS");
    await expect(list.row(title)).not.toContainText(/\bM\b/);
  });

  test("no serious or critical axe violation", async ({ page }) => {
    await expectAccessible(page, "/attributes");
  });
});
