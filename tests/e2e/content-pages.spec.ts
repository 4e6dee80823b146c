import { expect, test } from "./support/fixtures";
import { vendor } from "./support/accounts";
import { unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import {
  ContentForm,
  createPage,
  expectHarmless,
  expectNothingRan,
  HOSTILE_HTML,
  storedColumn,
  writeRawColumn,
} from "./support/content-editor";
import { ListPageObject } from "./support/list-page";
import { expectForbidden, expectFormChecks } from "./support/marketing";
import { screens, urls } from "./support/urls";

const pages = screens.pages;
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

test.describe("CMS pages", () => {
  test("create with the slug from the title and SEO hints, edit, read back after reload, delete", async ({ page, api }) => {
    const title = unique("Pagina E2E");
    await page.goto(urls.path(pages.list()));
    const list = new ListPageObject(page);
    await list.addButton("Aggiungi pagina").click();
    const form = new ContentForm(page);
    await form.fill("Titolo", title);
    await expect(form.field("Slug")).toHaveValue(slugOf(title));
    await form.fill("Meta title", "Titolo per i motori");
    await expect(form.form().getByText("19/60 caratteri", { exact: false })).toBeVisible();
    await form.fill("Meta description", "Una descrizione breve");
    await form.typeRichText("Contenuto", "Testo della pagina");
    await expect(form.preview("page-preview")).toContainText("Testo della pagina");
    expect(await seriousViolations(page)).toEqual([]);
    await form.saveAndEdit();
    await form.expectSavedToast();
    await expect(page).toHaveURL(/\/pages\/\d+$/);
    const id = Number(page.url().split("/").pop());
    await form.closeSavedToast();

    // A component page: the body is replaced by the component, and comes back when switched back.
    await form.field("Pagina da componente").selectOption("Sì");
    await form.field("Componente").selectOption("Mappa del sito");
    await expect(form.richText("Contenuto")).toHaveCount(0);
    await form.field("Pagina da componente").selectOption("No");
    await expect(form.richText("Contenuto")).toContainText("Testo della pagina");
    await form.field("Pagina da componente").selectOption("Sì");
    await form.field("Componente").selectOption("Mappa del sito");
    await form.saveAndEdit();
    await form.expectSavedToast();
    await page.reload();
    await expect(form.field("Pagina da componente")).toHaveValue("1");
    await expect(form.field("Componente")).toHaveValue("sitemap");
    expect(await api.ok("GET", `page/find/${id}`)).toMatchObject({ page_from_component: 1, description: "sitemap" });

    await page.goto(urls.path(pages.list()));
    await list.searchFor(title);
    await list.deleteRow(title, `Eliminare la pagina «${title}»?`);
    await expect(list.row(title)).toHaveCount(0);
  });

  test("the server's message beside the slug: one already in use", async ({ page, api }) => {
    const taken = slugOf(unique("occupato"));
    await createPage(api, unique("Occupato"), taken);
    await page.goto(urls.path(pages.create()));
    const form = new ContentForm(page);
    await form.fill("Titolo", unique("Doppione"));
    await form.fill("Slug", taken);
    await form.fill("Meta title", "Doppione");
    await form.fill("Meta description", "Doppione");
    await form.save();
    await form.expectFieldError("Slug", /Slug already exists|già in uso/);
    await expect(page).toHaveURL(/\/pages\/add$/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("rich text with <img onerror> and <script> is stored without them and shown without running them", async ({ page, api }) => {
    const title = unique("Pagina ostile");
    const id = await createPage(api, title, slugOf(title), { description: HOSTILE_HTML });
    // The server sanitised it before storing.
    const stored = storedColumn("pages", "description", id);
    expect(stored).toContain("Harmless words");
    expectHarmless(stored);
    // A row written past the server (an older row, another tool): the panel sanitises what it shows.
    writeRawColumn("pages", "description", id, HOSTILE_HTML);
    await page.goto(urls.path(pages.edit(id)));
    const form = new ContentForm(page);
    await expect(form.preview("page-preview")).toContainText("Harmless words");
    await expect(form.richText("Contenuto")).toContainText("Harmless words");
    await expectNothingRan(page);
    // Saved again through the form: what is stored has neither.
    await form.typeRichText("Contenuto", " ancora");
    await form.saveAndEdit();
    await form.expectSavedToast();
    await page.reload();
    await expect(form.preview("page-preview")).toContainText("ancora");
    await expectNothingRan(page);
    expectHarmless(storedColumn("pages", "description", id));
    await api.ok("DELETE", `page/delete/${id}`);
  });

  test("the vendor (no page permission) gets the 403 page and no menu entry", async ({ page, baseURL }) => {
    await expectForbidden(page, baseURL!, pages, "Pagine", vendor);
  });

  test("no serious or critical axe violation; the list and form in four languages", async ({ page, baseURL }) => {
    await expectFormChecks(
      page,
      baseURL!,
      pages,
      {
        it: { title: "Pagina", label: "Pagina da componente" },
        en: { title: "Page", label: "Page from a component" },
        fr: { title: "Page", label: "Page issue d'un composant" },
        de: { title: "Seite", label: "Seite aus einer Komponente" },
      },
      (p, text) => p.getByLabel(text),
    );
  });
});
