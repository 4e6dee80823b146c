import { expect, test } from "./support/fixtures";
import { useSession } from "./support/session";
import { vendor } from "./support/accounts";
import { createRestrictedAdmin, unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import { expectInEveryLanguage } from "./support/catalog";
import { withDatabase } from "./support/db";
import { ListPageObject } from "./support/list-page";
import { forgetSession } from "./support/pages";
import { browserPath, screens, urls } from "./support/urls";
import { italianAmount } from "./support/money";

/*
 * /wishlists: the customers' wishlists, a read-only list with row and bulk delete. Reading tests
 * compare with what the API answers for the demo shop; the delete test uses a customer of its own
 * (its rows dated long ago, so they never reach the top of another test's first page).
 */

interface ApiWish {
  id: number;
  user_id: number;
  product_id: number;
  user: { id: number; name: string; email: string };
  product: { id: number; title: string; selling: number; offered: number };
}
interface ApiPage<T> {
  total: number;
  data: T[];
}

const money = italianAmount;

/** A customer of its own with `count` demo products on the wishlist; the products' titles, in id order. */
function customerWithWishlist(name: string, count: number): { id: number; titles: string[] } {
  return withDatabase((db) => {
    const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@wish.test`;
    const id = Number(db.prepare("insert into users (name, email) values (?, ?)").run(name, email).lastInsertRowid);
    const products = db.prepare("select id, title from products order by id limit ?").all(count) as { id: number; title: string }[];
    const insert = db.prepare("insert into wishlists (user_id, product_id, created_at) values (?, ?, ?)");
    products.forEach((p, n) => insert.run(id, p.id, `2001-01-0${n + 1}T10:00:00.000000Z`));
    return { id, titles: products.map((p) => p.title) };
  });
}

const wishlistRows = (userId: number) =>
  withDatabase((db) => (db.prepare("select count(*) as n from wishlists where user_id = ?").get(userId) as { n: number }).n);

test.describe("wishlists", () => {
  test("the list shows the demo wishlists as the API gives them, linking the customer and the product", async ({ page, api }) => {
    const first = await api.ok<ApiPage<ApiWish>>("GET", "wishlist/all");
    expect(first.total).toBeGreaterThan(0);
    await page.goto(urls.path(screens.wishlists()));
    const list = new ListPageObject(page);
    await expect(list.summary()).toHaveText(`Risultati da 1 a ${first.data.length} di ${first.total}`);
    // Read-only: nothing to create, no pencil.
    await expect(page.getByRole("link", { name: /^Aggiungi/ })).toHaveCount(0);
    await expect(list.table().getByRole("link", { name: /^(Modifica|Apri):/ })).toHaveCount(0);

    const rows = list.table().getByRole("row");
    for (const [n, wish] of first.data.slice(0, 3).entries()) {
      const row = rows.nth(n + 1);
      await expect(row).toContainText(wish.user.name);
      await expect(row).toContainText(wish.user.email);
      await expect(row).toContainText(wish.product.title);
      await expect(row).toContainText(money(wish.product.offered > 0 ? wish.product.offered : wish.product.selling));
    }
    const top = first.data[0];
    await expect(rows.nth(1).getByRole("link", { name: top.user.name })).toHaveAttribute(
      "href",
      browserPath(screens.registeredUsers.detail(top.user_id)),
    );
    await expect(rows.nth(1).getByRole("link", { name: top.product.title })).toHaveAttribute(
      "href",
      browserPath(screens.products.edit(top.product_id)),
    );
  });

  test("search and sort go to the server, reach the URL and survive a reload", async ({ page, api }) => {
    const [sample] = (await api.ok<ApiPage<ApiWish>>("GET", "wishlist/all")).data;
    const q = sample.user.email;
    const byTitle = await api.ok<ApiPage<ApiWish>>("GET", `wishlist/all?q=${encodeURIComponent(q)}&orderby=title&type=asc`);
    const byTitleDesc = await api.ok<ApiPage<ApiWish>>("GET", `wishlist/all?q=${encodeURIComponent(q)}&orderby=title&type=desc`);

    await page.goto(urls.path(screens.wishlists()));
    const list = new ListPageObject(page);
    await expect(list.summary()).toBeVisible();
    await list.searchFor(q);
    await expect(list.summary()).toHaveText(`Risultati da 1 a ${byTitle.data.length} di ${byTitle.total}`);

    const first = list.table().getByRole("row").nth(1);
    await list.sortBy("Prodotto");
    await expect(page).toHaveURL(/orderby=title&type=asc/);
    await expect(first).toContainText(byTitle.data[0].product.title);
    await list.sortBy("Prodotto");
    await expect(page).toHaveURL(/orderby=title&type=desc/);
    await expect(first).toContainText(byTitleDesc.data[0].product.title);

    await page.reload();
    await expect(list.search()).toHaveValue(q);
    await expect(page).toHaveURL(/orderby=title&type=desc/);
    await expect(list.summary()).toHaveText(`Risultati da 1 a ${byTitle.data.length} di ${byTitle.total}`);
    await expect(first).toContainText(byTitleDesc.data[0].product.title);
  });

  test("a row and the ticked rows are taken off after confirmation, on the server too", async ({ page }) => {
    const name = unique("Desideri E2E");
    const customer = customerWithWishlist(name, 3);
    const [one, two, three] = customer.titles;
    await page.goto(urls.path(screens.wishlists()));
    const list = new ListPageObject(page);
    await list.searchFor(name);
    await expect(list.summary()).toHaveText("Risultati da 1 a 3 di 3");

    await list.deleteRow(one, `Togliere «${one} – ${name}» dalla lista desideri?`);
    await expect(list.summary()).toHaveText("Risultati da 1 a 2 di 2");
    expect(wishlistRows(customer.id)).toBe(2);

    await list.tick(two, three);
    await list.bulkButton("Elimina selezionati (2)").click();
    await list.confirm("Togliere 2 prodotti dalle liste desideri?", "Elimina");
    await expect(list.summary()).toHaveText("Nessun risultato");
    expect(wishlistRows(customer.id)).toBe(0);
  });

  test("permissions: vendors get the 403 page; view-only admins see no delete", async ({ page, api }) => {
    await useSession(page, vendor);
    await page.goto(urls.path(screens.wishlists()));
    await expect(page.getByTestId("error-status")).toHaveText("403");
    await forgetSession(page);

    const viewer = await createRestrictedAdmin(api, ["dashboard.view", "profile.view", "user.view"]);
    await useSession(page, viewer);
    await page.goto(urls.path(screens.wishlists()));
    const list = new ListPageObject(page);
    await expect(list.summary()).toContainText("Risultati da 1");
    await expect(list.table().getByRole("button", { name: /^Elimina:/ })).toHaveCount(0);
    await expect(list.table().getByRole("checkbox")).toHaveCount(0);
    await forgetSession(page);
  });

  test("no serious or critical axe violation, the delete question included", async ({ page }) => {
    await page.goto(urls.path(screens.wishlists()));
    const list = new ListPageObject(page);
    await expect(list.summary()).toContainText("Risultati da 1");
    expect(await seriousViolations(page)).toEqual([]);
    await list
      .table()
      .getByRole("button", { name: /^Elimina:/ })
      .first()
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await forgetSession(page);
  });

  test("the four languages", async ({ page, baseURL }) => {
    await expectInEveryLanguage(page, baseURL!, screens.wishlists(), {
      it: { title: "Liste dei desideri", label: "Aggiunto il" },
      en: { title: "Wishlists", label: "Added" },
      fr: { title: "Listes d'envies", label: "Ajouté le" },
      de: { title: "Wunschlisten", label: "Hinzugefügt am" },
    });
    await forgetSession(page);
  });
});
