import { expect, test } from "./support/fixtures";
import { unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import { chooseSource, expectLanguages, expectVendorRefused, pickOption, pngFile } from "./support/content-layout";
import { withDatabase } from "./support/db";
import { EditPageObject } from "./support/edit-page";
import { screens, urls } from "./support/urls";

/* /home-slider: the layout (main carousel, two tiles) and the slide form with the source picker. */

interface Slide {
  id: number;
  title: string;
  slug: string;
  type: number;
  source_type: number;
  url: string | null;
  image: string | null;
  source_categories: { category_id: number }[];
}
const slider = screens.homeSlider;

const aCategory = () =>
  withDatabase(
    (db) => db.prepare("select id, title from categories where title <> '' order by id limit 1").get() as { id: number; title: string },
  );

test.describe("home slider", () => {
  test("a main slide: added from the layout, saved with a URL then a category, its image shown, deleted after asking", async ({
    page,
    api,
  }) => {
    const title = unique("Slide E2E");
    const category = aCategory();
    await page.goto(urls.path(slider.list()));
    await expect(page.getByRole("heading", { name: "Slider principale" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Aggiungi immagine: Slider principale" }).click();
    const form = new EditPageObject(page);
    await expect(form.form()).toContainText("Usato in: Slider principale");
    await form.fill("Titolo", title);
    await chooseSource(page, "URL interno");
    await page.getByRole("textbox", { name: /^URL interno/ }).fill("/product/42");
    await form.saveAndEdit();
    await form.expectSavedToast();
    await expect(page).toHaveURL(/\/home-slider\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split("/").pop());
    let saved = await api.ok<Slide>("GET", `home-slider-image/find/${id}`);
    expect(saved).toMatchObject({ title, type: 1, source_type: 6, url: "/product/42" });
    expect(saved.slug).toMatch(/^slide-e2e-/);

    await page.reload();
    await expect(form.field("Titolo")).toHaveValue(title);
    await expect(page.getByRole("textbox", { name: /^URL interno/ })).toHaveValue("/product/42");
    await chooseSource(page, "Categoria");
    await page.getByRole("button", { name: "Aggiungi categoria" }).click();
    await pickOption(page, "Categoria 1", category.title);
    expect(await seriousViolations(page)).toEqual([]);
    await form.saveAndEdit();
    await form.expectSavedToast();
    saved = await api.ok<Slide>("GET", `home-slider-image/find/${id}`);
    expect(saved.source_type).toBe(1);
    expect(saved.source_categories.map((c) => c.category_id)).toEqual([category.id]);

    await form.pickImage(pngFile());
    await form.uploadImage();
    await expect.poll(async () => (await api.ok<Slide>("GET", `home-slider-image/find/${id}`)).image).toMatch(/\.png$/);

    await page.goto(urls.path(slider.list()));
    const card = page.locator(`[data-slide="${id}"]`);
    await expect(card.getByRole("img", { name: title })).toBeVisible();
    await expect(card).toContainText("Porta a: Categoria");
    await card.getByRole("button", { name: `Elimina ${title}` }).click();
    await page
      .getByRole("dialog", { name: `Eliminare la slide «${title}»?` })
      .getByRole("button", { name: "Elimina" })
      .click();
    await expect(card).toHaveCount(0);
    const left = await api.ok<{ main: { id: number }[] }>("GET", "home-slider-image/all");
    expect(left.main.map((s) => s.id)).not.toContain(id);
  });

  test("a title left empty and a slug already taken: the messages beside their fields", async ({ page }) => {
    await page.goto(urls.path(`${slider.create()}?type=1`));
    const form = new EditPageObject(page);
    await chooseSource(page, "URL interno");
    await page.getByRole("textbox", { name: /^URL interno/ }).fill("/x");
    await form.save();
    await expect(form.field("Titolo")).toHaveAttribute("aria-invalid", "true");
    await expect(form.form()).toContainText("Titolo è obbligatorio");
    await form.fill("Titolo", unique("Doppione"));
    await form.fill("Slug", "autumn-collection");
    await form.save();
    await expect(form.field("Slug")).toHaveAttribute("aria-invalid", "true");
    await expect(form.form()).toContainText("Questo slug è già in uso");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a vendor without home_slider gets the 403 page and no menu entry", async ({ page }) => {
    await expectVendorRefused(page, [slider.list(), slider.create()], "Slider della home");
  });

  test("four languages, axe-clean in each (layout and form)", async ({ page, baseURL }) => {
    const texts = {
      it: { title: "Slider della home", probe: "Riquadro in alto a destra" },
      en: { title: "Home slider", probe: "Right top tile" },
      fr: { title: "Carrousel d'accueil", probe: "Vignette en haut à droite" },
      de: { title: "Startseiten-Slider", probe: "Kachel rechts oben" },
    };
    await expectLanguages(page, baseURL!, slider.list(), texts, (p, text) => p.getByRole("heading", { name: text }));
    await expectLanguages(
      page,
      baseURL!,
      `${slider.create()}?type=2`,
      {
        it: { title: "Immagine dello slider", probe: "Tipo di origine" },
        en: { title: "Slider image", probe: "Source type" },
        fr: { title: "Image du carrousel", probe: "Type de source" },
        de: { title: "Slider-Bild", probe: "Quelltyp" },
      },
      (p, text) => p.getByText(text),
    );
  });
});
