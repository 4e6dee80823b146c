import { type Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { signInAs } from "./support/session";
import { superadmin, vendor } from "./support/accounts";
import { ShopApi, unique } from "./support/api";
import { expectInEveryLanguage } from "./support/catalog";
import { EditPageObject } from "./support/edit-page";
import { ListPageObject } from "./support/list-page";
import { seriousViolations } from "./support/axe";
import { EmailPreviewObject } from "./support/people-mailing";
import { Shell } from "./support/pages";
import { browserPath, screens, urls } from "./support/urls";

/*
 * /subscription-email-formats and /{id}: newsletter formats with a rich-text or raw HTML body, a
 * sandboxed preview, and a server that stores the body without scripts.
 */

const formats = screens.subscriptionEmailFormats;
/** What a script in the body would leave behind if it ever ran, in the frame or in the panel. */
const MARKER = "SCRIPT-RAN";
const HOSTILE =
  `<h1>Saldi di stagione</h1><script>document.body.append("${MARKER}"); window.parent.__pwned = 1;</script>` +
  `<img src="x" alt="" onerror="document.body.append('${MARKER}'); window.parent.__pwned = 2">`;

async function useHtml(page: Page) {
  await page.getByText("HTML", { exact: true }).click();
}

test.describe("email formats", () => {
  test("a format with <script> and <img onerror>: the preview runs nothing, the server stores neither", async ({
    page,
    request,
    baseURL,
  }) => {
    const title = unique("Saldi");
    await page.goto(urls.path(formats.create()));
    const form = new EditPageObject(page);
    await form.fill("Titolo", title);
    await form.fill("Oggetto", "Saldi fino al 50%");
    await useHtml(page);
    await form.fill("Testo dell'e-mail", HOSTILE);

    const preview = new EmailPreviewObject(page);
    await expect(preview.content().getByRole("heading", { name: "Saldi di stagione" })).toBeVisible();
    await preview.expectInert(MARKER);

    await form.saveAndEdit();
    await form.expectSavedToast();
    await expect(page).toHaveURL(new RegExp(`${browserPath(formats.list())}/\\d+$`));
    const id = new URL(page.url()).pathname.split("/").pop()!;

    const api = await ShopApi.signIn(request, baseURL!, superadmin);
    const stored = await api.ok<{ body: string }>("GET", `subscription-email-format/find/${id}`);
    expect(stored.body).toContain("<h1>Saldi di stagione</h1>");
    expect(stored.body).not.toMatch(/<script|onerror/i);
    // The form shows what the server kept.
    await expect(form.field("Testo dell'e-mail")).not.toHaveValue(/<script|onerror/);
    await expect(preview.content().getByRole("heading", { name: "Saldi di stagione" })).toBeVisible();
    await preview.expectInert(MARKER);
  });

  test("the rich-text editor and the HTML view edit the same body", async ({ page }) => {
    await page.goto(urls.path(formats.create()));
    // Typed word by word: a space at the end of the text must survive the value coming back.
    await new EditPageObject(page).typeRichText("Testo dell'e-mail", "Benvenuti a ");
    await page.keyboard.press("Control+b");
    await page.keyboard.type("tutti insieme");
    await expect(new EmailPreviewObject(page).content().locator("strong")).toHaveText("tutti insieme");
    await useHtml(page);
    await expect(new EditPageObject(page).field("Testo dell'e-mail")).toHaveValue("<p>Benvenuti a <strong>tutti insieme</strong></p>");
  });

  test("create, find by search, edit, delete", async ({ page }) => {
    const title = unique("Modello E2E");
    await page.goto(urls.path(formats.list()));
    const list = new ListPageObject(page);
    await list.addButton("Aggiungi modello").click();
    await expect(page).toHaveURL(browserPath(formats.create()));
    const form = new EditPageObject(page);
    await form.save();
    await form.expectFieldError("Titolo", "Titolo è obbligatorio");
    await form.fill("Titolo", title);
    await form.fill("Oggetto", "Novità");
    await useHtml(page);
    await form.fill("Testo dell'e-mail", "<p>Le novità della settimana</p>");
    await form.save();
    await form.expectSavedToast();

    await list.searchFor(title);
    await expect(list.row(title)).toHaveCount(1);
    await expect(list.row(title)).toContainText("Novità");
    await list.editRow(title);
    await expect(form.field("Titolo")).toHaveValue(title);
    await form.fill("Titolo", `${title} bis`);
    await form.save();
    await form.expectSavedToast();
    await expect(list.row(`${title} bis`)).toHaveCount(1);
    await list.deleteRow(`${title} bis`, `Eliminare il modello «${title} bis»?`);
    await expect(list.row(`${title} bis`)).toHaveCount(0);
  });

  test("a vendor without the permission gets the 403 page and no menu entry", async ({ page }) => {
    await signInAs(page, vendor);
    const shell = new Shell(page);
    await expect(shell.sidebar().getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(shell.sidebar().getByRole("link", { name: "Modelli email" })).toHaveCount(0);
    for (const path of [formats.list(), formats.create()]) {
      await page.goto(urls.path(path));
      await expect(page.getByTestId("error-status")).toHaveText("403");
    }
  });

  test("no serious or critical axe violation on the list and the form", async ({ page }) => {
    await page.goto(urls.path(formats.list()));
    await expect(new ListPageObject(page).summary()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(urls.path(formats.create()));
    await expect(new EmailPreviewObject(page).frameElement()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the list and the form in the four languages", async ({ page, baseURL }) => {
    await expectInEveryLanguage(page, baseURL!, formats.list(), {
      it: { title: "Modelli email", label: "Oggetto" },
      en: { title: "Email formats", label: "Subject" },
      fr: { title: "Modèles d'e-mail", label: "Objet" },
      de: { title: "E-Mail-Vorlagen", label: "Betreff" },
    });
    await expectInEveryLanguage(
      page,
      baseURL!,
      formats.create(),
      {
        it: { title: "Modello email", label: "Anteprima dell'e-mail" },
        en: { title: "Email format", label: "E-mail preview" },
        fr: { title: "Modèle d'e-mail", label: "Aperçu de l'e-mail" },
        de: { title: "E-Mail-Vorlage", label: "E-Mail-Vorschau" },
      },
      (p, text) => p.getByTitle(text),
    );
  });
});
