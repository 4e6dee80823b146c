import { expect, test } from "./support/fixtures";
import { useSession } from "./support/session";
import { vendor } from "./support/accounts";
import { createCompleteProduct, createRestrictedAdmin, ShopApi, unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import { expectInEveryLanguage } from "./support/catalog";
import { withDatabase } from "./support/db";
import { ListPageObject } from "./support/list-page";
import { forgetSession } from "./support/pages";
import { reviewExists, reviewScene, ReviewPhotoViewer } from "./support/sales-reviews";
import { browserPath, screens, urls } from "./support/urls";

/*
 * /rating-reviews (admin-screens §6.4): the customers' reviews, read-only with row and bulk delete,
 * searched in the review's text, sorted on the server, one product's reviews by `?product=` (a
 * removable chip), the photos in a lightbox. Reading tests compare with the API's answer for the
 * demo shop; tests that delete or need photos write reviews of their own (support/sales-reviews.ts).
 */

interface ApiReview {
  id: number;
  product_id: number;
  rating: number;
  review: string;
  product: { id: number; title: string } | null;
  user: { id: number; name: string } | null;
  guest_user: { id: number; name: string } | null;
}
interface ApiPage<T> {
  total: number;
  data: T[];
}

const reviewer = (r: ApiReview) => r.user?.name ?? r.guest_user?.name ?? "Anonimo";
const path = screens.ratingReviews;

test.describe("rating reviews", () => {
  test("the list shows the demo reviews as the API gives them", async ({ page, api }) => {
    const first = await api.ok<ApiPage<ApiReview>>("GET", "rating-review/all");
    expect(first.total).toBeGreaterThan(0);
    await page.goto(urls.path(path()));
    const list = new ListPageObject(page);
    await expect(list.summary()).toHaveText(`Risultati da 1 a ${first.data.length} di ${first.total}`);
    await expect(page.getByRole("link", { name: /^Aggiungi/ })).toHaveCount(0);
    await expect(list.table().getByRole("link", { name: /^(Modifica|Apri):/ })).toHaveCount(0);

    const rows = list.table().getByRole("row");
    for (const [n, review] of first.data.slice(0, 4).entries()) {
      const row = rows.nth(n + 1);
      await expect(row).toContainText(reviewer(review));
      await expect(row).toContainText(`${review.rating} su 5`);
      await expect(row).toContainText(review.review);
      await expect(row.getByRole("link", { name: review.product!.title })).toHaveAttribute(
        "href",
        browserPath(screens.products.edit(review.product_id)),
      );
    }
  });

  test("search in the review text and the sorts reach the URL and survive a reload", async ({ page, api }) => {
    const scene = await reviewScene(api);
    // A demo phrase first: the count is the server's.
    const [demo] = (await api.ok<ApiPage<ApiReview>>("GET", "rating-review/all")).data;
    const phrase = demo.review;
    const found = await api.ok<ApiPage<ApiReview>>("GET", `rating-review/all?q=${encodeURIComponent(phrase)}`);

    await page.goto(urls.path(path()));
    const list = new ListPageObject(page);
    await expect(list.summary()).toBeVisible();
    await list.searchFor(phrase);
    await expect(list.summary()).toHaveText(`Risultati da 1 a ${found.data.length} di ${found.total}`);

    await list.searchFor(scene.tag);
    await expect(list.summary()).toHaveText("Risultati da 1 a 3 di 3");
    // Registered customers link to their page, the guest to the guest's.
    await expect(list.row(scene.alfa.text).getByRole("link", { name: scene.alfa.name })).toHaveAttribute(
      "href",
      /\/admin\/registered-users\/\d+$/,
    );
    const guestRow = list.row(scene.guest.text);
    await expect(guestRow).toContainText("Ospite");
    await expect(guestRow.getByRole("link", { name: scene.guest.name })).toHaveAttribute(
      "href",
      browserPath(screens.guestUsers.detail(scene.guest.guestId)),
    );

    const first = list.table().getByRole("row").nth(1);
    await list.sortBy("Valutazione");
    await expect(page).toHaveURL(/orderby=rating&type=desc/);
    await expect(first).toContainText(scene.alfa.text);
    await list.sortBy("Valutazione");
    await expect(page).toHaveURL(/orderby=rating&type=asc/);
    await expect(first).toContainText(scene.beta.text);
    await list.sortBy("Utente");
    await expect(page).toHaveURL(/orderby=name&type=desc/);
    // "… Ospite" > "… Beta" > "… Alfa".
    await expect(first).toContainText(scene.guest.text);

    await page.reload();
    await expect(list.search()).toHaveValue(scene.tag);
    await expect(page).toHaveURL(/orderby=name&type=desc/);
    await expect(list.summary()).toHaveText("Risultati da 1 a 3 di 3");
    await expect(first).toContainText(scene.guest.text);
    await expect(list.table().getByRole("row").nth(3)).toContainText(scene.alfa.text);
  });

  test("?product= keeps one product's reviews, shown as a chip; removing the chip shows every review", async ({ page, api }) => {
    const all = await api.ok<ApiPage<ApiReview>>("GET", "rating-review/all");
    const top = withDatabase(
      (db) =>
        db
          .prepare(
            "select r.product_id as id, p.title from rating_reviews r join products p on p.id = r.product_id group by r.product_id order by count(*) desc, r.product_id limit 1",
          )
          .get() as { id: number; title: string },
    );
    const own = await api.ok<ApiPage<ApiReview>>("GET", `rating-review/all?product=${top.id}`);
    expect(own.total).toBeLessThan(all.total);

    await page.goto(urls.path(path({ product: top.id })));
    const list = new ListPageObject(page);
    const chip = page.getByText(`Prodotto: ${top.title}`, { exact: true });
    await expect(chip).toBeVisible();
    await expect(list.summary()).toHaveText(`Risultati da 1 a ${own.data.length} di ${own.total}`);
    const rows = list.table().getByRole("row");
    await expect(rows.nth(1)).toContainText(top.title);
    await expect(rows.last()).toContainText(top.title);
    await page.reload();
    await expect(chip).toBeVisible();
    await expect(list.summary()).toHaveText(`Risultati da 1 a ${own.data.length} di ${own.total}`);

    await page.getByRole("button", { name: `Togli il filtro prodotto: ${top.title}` }).click();
    await list.expectParam("product", null);
    await expect(chip).toBeHidden();
    await expect(list.summary()).toHaveText(`Risultati da 1 a ${all.data.length} di ${all.total}`);

    // A product without reviews: the chip still names it (the catalog's answer), the list is empty.
    const title = unique("Senza recensioni");
    const bare = await createCompleteProduct(api, title);
    await page.goto(urls.path(path({ product: bare })));
    await expect(page.getByText(`Prodotto: ${title}`, { exact: true })).toBeVisible();
    await expect(list.summary()).toHaveText("Nessun risultato");
    await forgetSession(page);
  });

  test("a review's photos open in a lightbox, step through and close with Escape", async ({ page, api }) => {
    const scene = await reviewScene(api);
    await page.goto(urls.path(path({ q: scene.tag })));
    const list = new ListPageObject(page);
    await expect(list.summary()).toHaveText("Risultati da 1 a 3 di 3");
    // Only the review with photos has thumbnails.
    await expect(list.row(scene.beta.text).getByRole("button", { name: /^Apri la foto/ })).toHaveCount(0);

    const viewer = new ReviewPhotoViewer(page);
    const row = list.row(scene.alfa.text);
    await viewer.open(row, scene.alfa.name, 1, 2);
    const alt = (n: number) => `Foto ${n} di 2 della recensione di ${scene.alfa.name} su ${scene.product.title}`;
    await expect(viewer.photo()).toHaveAttribute("alt", alt(1));
    await expect(viewer.photo()).toHaveAttribute("src", new RegExp(`${scene.photos[0]}$`));
    await viewer.next();
    await expect(viewer.dialog()).toContainText("Foto 2 di 2");
    await expect(viewer.photo()).toHaveAttribute("alt", alt(2));
    await expect(viewer.photo()).toHaveAttribute("src", new RegExp(`${scene.photos[1]}$`));
    await page.keyboard.press("Escape");
    await expect(viewer.dialog()).toBeHidden();
    // Focus goes back to the thumbnail that opened it.
    await expect(row.getByRole("button", { name: /^Apri la foto 1 di 2/ })).toBeFocused();
    await forgetSession(page);
  });

  test("a review and the ticked reviews are deleted after confirmation, on the server too", async ({ page, api }) => {
    const scene = await reviewScene(api);
    await page.goto(urls.path(path({ q: scene.tag })));
    const list = new ListPageObject(page);
    await expect(list.summary()).toHaveText("Risultati da 1 a 3 di 3");

    await list.deleteRow(scene.beta.text, `Eliminare la recensione «${scene.beta.name} – ${scene.product.title}»?`);
    await expect(list.summary()).toHaveText("Risultati da 1 a 2 di 2");
    expect(reviewExists(scene.beta.id)).toBe(false);
    const left = await api.ok<ApiPage<ApiReview>>("GET", `rating-review/all?product=${scene.product.id}`);
    expect(left.data.map((r) => r.id).sort()).toEqual([scene.alfa.id, scene.guest.id].sort());

    await list.tick(scene.alfa.text, scene.guest.text);
    await list.bulkButton("Elimina selezionati (2)").click();
    await list.confirm("Eliminare 2 recensioni?", "Elimina");
    await expect(list.summary()).toHaveText("Nessun risultato");
    expect(reviewExists(scene.alfa.id) || reviewExists(scene.guest.id)).toBe(false);
    await forgetSession(page);
  });

  test("vendors see their own products' reviews; without the permission, the 403 page", async ({ page, request, baseURL, api }) => {
    const mine = await (await ShopApi.signIn(request, baseURL!, vendor)).ok<ApiPage<ApiReview>>("GET", "rating-review/all");
    await useSession(page, vendor);
    await page.goto(urls.path(path()));
    const list = new ListPageObject(page);
    await expect(list.summary()).toHaveText(mine.total > 0 ? `Risultati da 1 a ${mine.data.length} di ${mine.total}` : "Nessun risultato");
    await forgetSession(page);

    const outsider = await createRestrictedAdmin(api, ["dashboard.view", "profile.view"]);
    await useSession(page, outsider);
    await page.goto(urls.path(path()));
    await expect(page.getByTestId("error-status")).toHaveText("403");
    await forgetSession(page);
  });

  test("no serious or critical axe violation: the list, the lightbox, the delete question", async ({ page, api }) => {
    const scene = await reviewScene(api);
    await page.goto(urls.path(path()));
    const list = new ListPageObject(page);
    await expect(list.summary()).toContainText("Risultati da 1");
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(urls.path(path({ q: scene.tag, product: scene.product.id })));
    await expect(page.getByText(`Prodotto: ${scene.product.title}`, { exact: true })).toBeVisible();
    await expect(list.summary()).toHaveText("Risultati da 1 a 3 di 3");
    expect(await seriousViolations(page)).toEqual([]);
    const viewer = new ReviewPhotoViewer(page);
    await viewer.open(list.row(scene.alfa.text), scene.alfa.name, 1, 2);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(viewer.dialog()).toBeHidden();
    await list.rowAction(scene.beta.text, "Elimina").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await forgetSession(page);
  });

  test("the four languages", async ({ page, baseURL }) => {
    await expectInEveryLanguage(page, baseURL!, path(), {
      it: { title: "Valutazioni e recensioni", label: "Valutazione" },
      en: { title: "Rating reviews", label: "Rating" },
      fr: { title: "Notes et avis", label: "Note" },
      de: { title: "Bewertungen", label: "Bewertung" },
    });
    await forgetSession(page);
  });
});
