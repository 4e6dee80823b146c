import { expect, test } from "./support/fixtures";
import { vendor } from "./support/accounts";
import { unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import { ContentForm, expectHarmless, expectNothingRan, HOSTILE_HTML, storedColumn, writeRawColumn } from "./support/content-editor";
import { ListPageObject } from "./support/list-page";
import { expectForbidden, expectFormChecks } from "./support/marketing";
import { screens, urls } from "./support/urls";

const features = screens.siteFeatures;

test.describe("site features", () => {
  test("create with rich text, read back after reload, change the status, delete", async ({ page, api }) => {
    const words = unique("Spedizione gratuita");
    await page.goto(urls.path(features.list()));
    const list = new ListPageObject(page);
    await list.addButton("Aggiungi caratteristica").click();
    const form = new ContentForm(page);
    await form.typeRichText("Dettaglio", words);
    await expect(form.preview("feature-preview")).toContainText(words);
    await form.saveAndEdit();
    await form.expectSavedToast();
    await expect(page).toHaveURL(/\/site-features\/\d+$/);
    const id = Number(page.url().split("/").pop());
    await form.closeSavedToast();
    await form.field("Stato").selectOption("Privato");
    await form.saveAndEdit();
    await form.expectSavedToast();
    await page.reload();
    await expect(form.richText("Dettaglio")).toContainText(words);
    await expect(form.field("Stato")).toHaveValue("2");
    expect(await api.ok("GET", `site-feature/find/${id}`)).toMatchObject({ status: 2, detail: `<p>${words}</p>` });

    await page.goto(urls.path(features.list()));
    await list.searchFor(words);
    await expect(list.row(words)).toContainText("Privato");
    await list.deleteRow(words, `Eliminare la caratteristica «${words}»?`);
    await expect(list.row(words)).toHaveCount(0);
  });

  test("the server's message beside the detail: nothing but a script is no detail", async ({ page }) => {
    await page.goto(urls.path(features.create()));
    const form = new ContentForm(page);
    // Client checks pass (the text is not empty); the server finds nothing left once the script is gone.
    await page.route("**/api/admin/site-feature/action", async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, detail: "<script>window.__contentAPwned=1</script>" }) });
    });
    await form.typeRichText("Dettaglio", "sarà sostituito");
    await form.save();
    await expect(
      form
        .form()
        .getByText(/The detail field is required|obbligatorio/)
        .first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/site-features\/add$/);
    await expectNothingRan(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("hostile rich text is stored sanitised and shown in the list and form without running", async ({ page, api }) => {
    const made = await api.ok<{ id: number }>("POST", "site-feature/action", { detail: HOSTILE_HTML, status: 1 });
    expectHarmless(storedColumn("site_features", "detail", made.id));
    writeRawColumn("site_features", "detail", made.id, HOSTILE_HTML.replace("Harmless words", `Harmless ${made.id}`));
    await page.goto(urls.path(features.list({ q: `Harmless ${made.id}` })));
    const list = new ListPageObject(page);
    await expect(list.row(`Harmless ${made.id}`).first()).toBeVisible();
    await expectNothingRan(page);
    await page.goto(urls.path(features.edit(made.id)));
    await expect(new ContentForm(page).preview("feature-preview")).toContainText(`Harmless ${made.id}`);
    await expectNothingRan(page);
    await api.ok("DELETE", `site-feature/delete/${made.id}`);
  });

  test("an account without home_slider gets the 403 page and no menu entry", async ({ page, baseURL }) => {
    await expectForbidden(page, baseURL!, features, "Caratteristiche del sito", vendor);
  });

  test("no serious or critical axe violation; the list and form in four languages", async ({ page, baseURL }) => {
    await expectFormChecks(
      page,
      baseURL!,
      features,
      {
        it: { title: "Caratteristica del sito", label: "Stato" },
        en: { title: "Site feature", label: "Status" },
        fr: { title: "Atout du site", label: "Statut" },
        de: { title: "Website-Merkmal", label: "Status" },
      },
      (p, text) => p.getByLabel(text, { exact: true }),
    );
  });
});
