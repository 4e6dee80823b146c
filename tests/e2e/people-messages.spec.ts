import { expect, test } from "./support/fixtures";
import { signInAs } from "./support/session";
import { vendor } from "./support/accounts";
import { unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import { expectInEveryLanguage } from "./support/catalog";
import { DetailPageObject } from "./support/detail-page";
import { ListPageObject } from "./support/list-page";
import { findMessage, insertMessage, messageExists } from "./support/people-mailing";
import { Shell } from "./support/pages";
import { browserPath, screens, urls } from "./support/urls";

/*
 * /user-messages and /user-messages/{id}: contact messages, unread highlighted, opened (read),
 * replied to by e-mail, marked replied, deleted. Each test leaves messages of its own.
 */

const messages = screens.userMessages;

test.describe("user messages", () => {
  test("an unread message opened becomes read; its text is plain text; reply link and replied status", async ({ page }) => {
    const subject = unique("Domanda E2E");
    const text = 'Buongiorno,\n<b>grassetto</b> <img src=x onerror="window.__pwned=1">\nGrazie & a presto';
    const message = insertMessage(subject, text);
    await page.goto(urls.path(messages.list({ q: subject })));
    const list = new ListPageObject(page);
    await expect(list.row(subject)).toHaveCount(1);
    // Unread: highlighted with the "Nuovo" badge.
    await expect(list.row(subject).locator("[data-unread]")).toContainText("Nuovo");

    await list.row(subject).getByRole("link", { name: subject, exact: true }).click();
    await expect(page).toHaveURL(browserPath(messages.detail(message.id)));
    const detail = new DetailPageObject(page);
    const body = detail.section("Messaggio").locator("[data-message-text]");
    // Shown as written: the markup is text, nothing of it became an element or ran.
    await expect(body).toHaveText(text);
    await expect(body.locator("b, img")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(findMessage(message.id).viewed).toBe(1);

    const reply = page.getByRole("link", { name: "Rispondi per e-mail" });
    const href = await reply.getAttribute("href");
    expect(href).toBe(`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${subject}`)}`);
    expect(new URL(href!).searchParams.get("subject")).toBe(`Re: ${subject}`);

    await expect(detail.field("Mittente", "Risposta")).toHaveText("In attesa");
    await detail.confirmAction("Segna come risposto", `Segnare «${subject}» come risposto?`);
    await detail.expectToast("Stato della risposta aggiornato.");
    await expect(detail.field("Mittente", "Risposta")).toHaveText("Risposto");
    expect(findMessage(message.id).replied).toBe(1);
    // The other way back is offered now.
    await detail.confirmAction("Segna come non risposto", `Segnare «${subject}» come non risposto?`);
    await expect(detail.field("Mittente", "Risposta")).toHaveText("In attesa");
    expect(findMessage(message.id).replied).toBe(2);
    await detail.confirmAction("Segna come risposto", `Segnare «${subject}» come risposto?`);
    await expect(detail.field("Mittente", "Risposta")).toHaveText("Risposto");

    await detail.backToList().click();
    await expect(list.row(subject)).toContainText("Risposto");
    await expect(list.row(subject).locator("[data-unread]")).toHaveCount(0);
  });

  test("mark as unread goes back to the list, highlighted again; delete from the page", async ({ page }) => {
    const subject = unique("Da rileggere");
    const message = insertMessage(subject, "Testo");
    await page.goto(urls.path(messages.detail(message.id)));
    const detail = new DetailPageObject(page);
    await detail.confirmAction("Segna come non letto", `Segnare «${subject}» come non letto?`);
    await expect(page).toHaveURL(new RegExp(`${browserPath(messages.list())}(\\?|$)`));
    expect(findMessage(message.id).viewed).toBe(2);

    await page.goto(urls.path(messages.detail(message.id)));
    await detail.confirmAction("Elimina", `Eliminare il messaggio «${subject}»?`);
    await expect(page).toHaveURL(new RegExp(`${browserPath(messages.list())}(\\?|$)`));
    expect(messageExists(message.id)).toBe(false);
  });

  test("search, sort and bulk delete naming the count", async ({ page }) => {
    const prefix = unique("Lotto messaggi");
    const [a, b] = [insertMessage(`${prefix} A`, "uno"), insertMessage(`${prefix} B`, "due")];
    await page.goto(urls.path(messages.list({ q: prefix })));
    const list = new ListPageObject(page);
    await expect(list.summary()).toHaveText("Risultati da 1 a 2 di 2");
    // A text column other than a title sorts Z→A first, then A→Z.
    await list.sortBy("Oggetto");
    await expect(page).toHaveURL(/orderby=subject&type=desc/);
    await expect(list.table().getByRole("row").nth(1)).toContainText(`${prefix} B`);
    await list.sortBy("Oggetto");
    await expect(page).toHaveURL(/orderby=subject&type=asc/);
    await expect(list.table().getByRole("row").nth(1)).toContainText(`${prefix} A`);

    await list.tick(`${prefix} A`, `${prefix} B`);
    await list.bulkButton("Elimina selezionati (2)").click();
    await list.confirm("Eliminare 2 messaggi?", "Elimina");
    await expect(list.summary()).toHaveText("Nessun risultato");
    expect(messageExists(a.id) || messageExists(b.id)).toBe(false);
  });

  test("a vendor without message.view gets the 403 page and no menu entry", async ({ page }) => {
    const message = insertMessage(unique("Riservato"), "x");
    await signInAs(page, vendor);
    const shell = new Shell(page);
    await expect(shell.sidebar().getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(shell.sidebar().getByRole("link", { name: "Messaggi degli utenti" })).toHaveCount(0);
    await page.goto(urls.path(messages.list()));
    await expect(page.getByTestId("error-status")).toHaveText("403");
    await page.goto(urls.path(messages.detail(message.id)));
    await expect(page.getByTestId("error-status")).toHaveText("403");
    // The 403 did not open it.
    expect(findMessage(message.id).viewed).toBe(2);
  });

  test("no serious or critical axe violation on the list and a message", async ({ page }) => {
    const message = insertMessage(unique("Accessibile"), "Testo del messaggio");
    await page.goto(urls.path(messages.list()));
    await expect(new ListPageObject(page).summary()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(urls.path(messages.detail(message.id)));
    await expect(new DetailPageObject(page).section("Messaggio")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the list and a message in the four languages", async ({ page, baseURL }) => {
    await expectInEveryLanguage(page, baseURL!, messages.list(), {
      it: { title: "Messaggi degli utenti", label: "Oggetto" },
      en: { title: "User messages", label: "Subject" },
      fr: { title: "Messages des utilisateurs", label: "Objet" },
      de: { title: "Benutzernachrichten", label: "Betreff" },
    });
    const message = insertMessage(unique("Lingue"), "x");
    await expectInEveryLanguage(
      page,
      baseURL!,
      messages.detail(message.id),
      {
        it: { title: "Messaggio", label: "Rispondi per e-mail" },
        en: { title: "Message", label: "Reply by e-mail" },
        fr: { title: "Message", label: "Répondre par e-mail" },
        de: { title: "Nachricht", label: "Per E-Mail antworten" },
      },
      (p, text) => p.getByRole("link", { name: text }),
    );
  });
});
