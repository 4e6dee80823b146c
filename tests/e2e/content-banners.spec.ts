import { expect, test } from "./support/fixtures";
import { unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import { chooseSource, expectLanguages, expectVendorRefused, pickOption, pngFile } from "./support/content-layout";
import { withDatabase } from "./support/db";
import { EditPageObject } from "./support/edit-page";
import { screens, urls } from "./support/urls";

/* /banners: the slot map and a slot's banner form with the source picker. */

interface Banner {
  id: number;
  title: string;
  type: number;
  closable: number;
  source_type: number;
  image: string | null;
  source_brands: { brand_id: number }[];
}
const banners = screens.banners;
const aBrand = () =>
  withDatabase(
    (db) => db.prepare("select id, title from brands where title <> '' order by id limit 1").get() as { id: number; title: string },
  );

test.describe("banners", () => {
  test("the empty extra slot set up with a brand, closable, an image: saved, read back, shown in its slot", async ({ page, api }) => {
    const title = unique("Banner E2E");
    const brand = aBrand();
    let id = 0;
    try {
      await page.goto(urls.path(banners.list()));
      const slot = page.locator('[data-slot="10"]');
      await expect(slot).toContainText("Nessun banner in questa posizione.");
      await expect(page.locator('[data-slot="8"]').getByRole("img").first()).toHaveAttribute("alt", /.+/);
      expect(await seriousViolations(page)).toEqual([]);
      await slot.getByRole("link", { name: "Imposta il banner: Posizione aggiuntiva" }).click();
      const form = new EditPageObject(page);
      await expect(form.form()).toContainText("Usato in: Posizione aggiuntiva");
      await form.fill("Titolo", title);
      await form.field("Chiudibile").selectOption("1");
      await chooseSource(page, "Marchi");
      await page.getByRole("button", { name: "Aggiungi marchio" }).click();
      await pickOption(page, "Marchio 1", brand.title);
      await form.saveAndEdit();
      await form.expectSavedToast();
      await expect(page).toHaveURL(/\/banners\/\d+$/);
      id = Number(new URL(page.url()).pathname.split("/").pop());
      const saved = await api.ok<Banner>("GET", `banner/find/${id}`);
      expect(saved).toMatchObject({ title, type: 10, closable: 1, source_type: 4 });
      expect(saved.source_brands.map((b) => b.brand_id)).toEqual([brand.id]);

      await page.reload();
      await expect(form.field("Titolo")).toHaveValue(title);
      await expect(form.field("Chiudibile")).toHaveValue("1");
      await expect(page.getByRole("textbox", { name: /^Marchio 1/ })).toHaveValue(brand.title);
      await form.pickImage(pngFile());
      await form.uploadImage();
      await expect.poll(async () => (await api.ok<Banner>("GET", `banner/find/${id}`)).image).toMatch(/\.png$/);

      await page.goto(urls.path(banners.list()));
      await expect(slot.getByRole("img", { name: title })).toBeVisible();
      await expect(slot).toContainText("Porta a: Marchi");
    } finally {
      if (id) await api.ok("DELETE", `banner/delete/${id}`);
    }
  });

  test("a title left empty and a slug already taken: the messages beside their fields", async ({ page }) => {
    await page.goto(urls.path(`${banners.create()}?type=10`));
    const form = new EditPageObject(page);
    await chooseSource(page, "URL interno");
    await page.getByRole("textbox", { name: /^URL interno/ }).fill("/x");
    await form.save();
    await expect(form.form()).toContainText("Titolo è obbligatorio");
    await form.fill("Titolo", unique("Doppione"));
    await form.fill("Slug", "featured-brands-week");
    await form.save();
    await expect(form.field("Slug")).toHaveAttribute("aria-invalid", "true");
    await expect(form.form()).toContainText("Questo slug è già in uso");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a vendor without banner gets the 403 page and no menu entry", async ({ page }) => {
    await expectVendorRefused(page, [banners.list(), banners.create()], "Banner");
  });

  test("four languages, axe-clean in each", async ({ page, baseURL }) => {
    await expectLanguages(
      page,
      baseURL!,
      banners.list(),
      {
        it: { title: "Banner", probe: "Banner in alto" },
        en: { title: "Banners", probe: "Top banner" },
        fr: { title: "Bannières", probe: "Bannière du haut" },
        de: { title: "Banner", probe: "Banner oben" },
      },
      (p, text) => p.getByRole("heading", { name: text, exact: true }),
    );
  });
});
