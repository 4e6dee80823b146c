import { expect, test } from "./support/fixtures";
import { createCompleteProduct, type ShopApi, unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import { EditPageObject } from "./support/edit-page";
import { inEveryLanguage } from "./support/languages";
import { SLUG_TEXTS, SlugField, type Slugged } from "./support/slugs";
import { screens, urls } from "./support/urls";

/*
 * A slug is a record's storefront address: renaming a saved record keeps it, and changing it by hand
 * asks first. A new record's slug still follows its title until it is written.
 */

/** The slug the panel makes of a title (unique()'s titles: ASCII letters, digits, spaces and a dash). */
const lower = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** A brand made through the API, its id as the API answers it. */
async function newBrand(api: ShopApi, title: string): Promise<number> {
  return (await api.ok<{ id: number }>("POST", "brand/action", { title, slug: lower(title) })).id;
}

const find = (api: ShopApi, group: string, id: number) => api.ok<Slugged>("GET", `${group}/find/${id}`);

test.describe("slugs", () => {
  test("renaming a brand, a category and a product keeps the slug", async ({ page, api }) => {
    test.slow();
    const brandTitle = unique("Marchio Url");
    const categoryTitle = unique("Categoria Url");
    const productTitle = unique("Prodotto Url");
    const records = [
      { group: "brand", area: screens.brands, title: brandTitle, id: await newBrand(api, brandTitle) },
      {
        group: "category",
        area: screens.categories,
        title: categoryTitle,
        id: (
          await api.ok<{ id: number }>("POST", "category/action", {
            ...{ title: categoryTitle, slug: lower(categoryTitle) },
            ...{ meta_title: categoryTitle, meta_description: "d" },
          })
        ).id,
      },
      {
        group: "product",
        area: screens.products,
        title: productTitle,
        id: await createCompleteProduct(api, productTitle, { slug: lower(productTitle) }),
      },
    ];
    for (const record of records) {
      const slug = new SlugField(page);
      await page.goto(urls.path(record.area.edit(record.id)));
      await expect(slug.input()).toHaveValue(lower(record.title));
      await slug.form.fill("Titolo", `Rinominato ${record.title}`);
      // The title no longer fills a saved record's slug, which is locked.
      await slug.expectLocked(lower(record.title));
      await slug.form.save();
      await slug.form.expectSavedToast();
      expect(await find(api, record.group, record.id)).toMatchObject({ title: `Rinominato ${record.title}`, slug: lower(record.title) });
    }
  });

  test("changing a saved slug asks first: cancel keeps it, confirm lets you type a new one", async ({ page, api }) => {
    const title = unique("Marchio Cambio");
    const id = await newBrand(api, title);
    const slug = new SlugField(page);
    await page.goto(urls.path(screens.brands.edit(id)));
    await slug.expectLocked(lower(title));

    await slug.askToChange();
    // The question names the address that will stop working.
    await expect(slug.dialog()).toContainText(`«${lower(title)}» smetterà di funzionare`);
    expect(await seriousViolations(page)).toEqual([]);
    await slug.cancel();
    await slug.expectLocked(lower(title));
    await expect(slug.changeButton()).toBeFocused();

    // By keyboard: the button, then the dialog's confirm (it takes the focus when it opens).
    await page.keyboard.press("Enter");
    await expect(slug.dialog()).toBeVisible();
    await expect(slug.dialog().getByRole("button", { name: "Cambia URL" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(slug.dialog()).toBeHidden();
    await expect(slug.input()).toBeFocused();
    await expect(slug.input()).not.toHaveAttribute("readonly");
    await expect(slug.changeButton()).toHaveCount(0);

    const moved = `${lower(title)}-nuovo`;
    await slug.input().fill(moved);
    await slug.form.saveAndEdit();
    await slug.form.expectSavedToast();
    expect(await find(api, "brand", id)).toMatchObject({ title, slug: moved });
    // The new address is now the stored one: changing it again asks again.
    await slug.expectLocked(moved);
  });

  test("a new record's slug follows its title until it is written, with nothing to confirm", async ({ page, api }) => {
    await page.goto(urls.path(screens.brands.create()));
    const slug = new SlugField(page);
    const title = unique("Marchio Nuovo");
    await slug.form.fill("Titolo", title);
    await expect(slug.input()).toHaveValue(lower(title));
    await expect(slug.input()).not.toHaveAttribute("readonly");
    await expect(slug.changeButton()).toHaveCount(0);
    const own = `${lower(title)}-mio`;
    await slug.input().fill(own);
    await slug.form.fill("Titolo", `${title} altro`);
    await expect(slug.input()).toHaveValue(own);
    await slug.form.save();
    await slug.form.expectSavedToast();
    const found = await api.ok<{ data: Array<{ id: number; slug: string }> }>("GET", `brand/all?q=${encodeURIComponent(`${title} altro`)}`);
    expect(found.data.map((row) => row.slug)).toEqual([own]);
  });

  test("the button and the question in the four languages", async ({ page, api, baseURL }) => {
    const title = unique("Marchio Lingue");
    const id = await newBrand(api, title);
    await inEveryLanguage(page, baseURL!, screens.brands.edit(id), async (language) => {
      const slug = new SlugField(page, language);
      await slug.askToChange();
      await expect(slug.dialog()).toContainText(lower(title));
      await expect(slug.dialog()).toContainText(SLUG_TEXTS[language].stops);
      await page.keyboard.press("Escape");
      await expect(slug.dialog()).toBeHidden();
    });
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the slug, its button and the question fit without sideways scroll", async ({ page, api }) => {
      const title = unique("Marchio Stretto");
      const id = await newBrand(api, title);
      await page.goto(urls.path(screens.brands.edit(id)));
      const slug = new SlugField(page);
      await slug.expectLocked(lower(title));
      const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
      expect(await fits()).toBe(true);
      const box = await slug.changeButton().boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(390);
      await slug.askToChange();
      expect(await fits()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await slug.cancel();
      await expect(new EditPageObject(page).form()).toBeVisible();
    });
  });
});
