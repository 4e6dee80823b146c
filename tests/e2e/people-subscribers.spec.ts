import { readFileSync } from "node:fs";
import { expect, test } from "./support/fixtures";
import { signInAs } from "./support/session";
import { vendor } from "./support/accounts";
import { unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import { expectInEveryLanguage } from "./support/catalog";
import { ListPageObject } from "./support/list-page";
import { demoSubscriberEmails, insertSubscribers, subscriberExists } from "./support/people-mailing";
import { Shell } from "./support/pages";
import { browserPath, screens, urls } from "./support/urls";

/*
 * /subscribers: the newsletter's subscribers, searched, sorted, deleted (one or several, the
 * question names what goes) and exported to CSV. Tests delete only subscribers of their own.
 */

const subscribers = screens.subscribers;

test.describe("subscribers", () => {
  test("a subscriber found by search and deleted after a confirmation naming it", async ({ page }) => {
    const [email] = insertSubscribers(unique("trova"));
    await page.goto(urls.path(subscribers()));
    const list = new ListPageObject(page);
    await expect(list.summary()).toBeVisible();
    await list.searchFor(email);
    await expect(list.summary()).toHaveText("Risultati da 1 a 1 di 1");
    await expect(list.row(email)).toHaveCount(1);
    await list.deleteRow(email, `Eliminare l'iscritto «${email}»?`);
    await expect(list.row(email)).toHaveCount(0);
    expect(subscriberExists(email)).toBe(false);
  });

  test("sort by address and bulk delete naming the count", async ({ page }) => {
    const prefix = unique("lotto");
    const [a, b, c] = insertSubscribers(`${prefix}-a`, `${prefix}-b`, `${prefix}-c`);
    await page.goto(urls.path(subscribers({ q: prefix })));
    const list = new ListPageObject(page);
    await expect(list.summary()).toHaveText("Risultati da 1 a 3 di 3");
    // Z→A first (a text column other than a title), then A→Z.
    await list.sortBy("E-mail");
    await expect(page).toHaveURL(/orderby=email&type=desc/);
    await expect(list.table().getByRole("row").nth(1)).toContainText(c);
    await list.sortBy("E-mail");
    await expect(page).toHaveURL(/orderby=email&type=asc/);
    await expect(list.table().getByRole("row").nth(1)).toContainText(a);

    await list.tick(a, b);
    await list.bulkButton("Elimina selezionati (2)").click();
    await list.confirm("Eliminare 2 iscritti?", "Elimina");
    await expect(list.summary()).toHaveText("Risultati da 1 a 1 di 1");
    expect([subscriberExists(a), subscriberExists(b), subscriberExists(c)]).toEqual([false, false, true]);
  });

  test("CSV export downloads every demo subscriber", async ({ page }) => {
    await page.goto(urls.path(subscribers()));
    const list = new ListPageObject(page);
    await expect(list.summary()).toBeVisible();
    const download = await list.exportCsv();
    expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync(await download.path(), "utf8")
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean);
    expect(lines[0]).toBe("E-mail,Iscritto il");
    const exported = new Set(lines.slice(1).map((line) => line.split(",")[0]));
    const demo = demoSubscriberEmails();
    expect(demo.length).toBeGreaterThan(14);
    for (const email of demo) expect(exported.has(email), email).toBe(true);
  });

  test("the way to the newsletter screen", async ({ page }) => {
    await page.goto(urls.path(subscribers()));
    await page.getByRole("link", { name: "Invia email agli iscritti" }).click();
    await expect(page).toHaveURL(browserPath(screens.subscribersSendEmail()));
  });

  test("a vendor without subscriber.view gets the 403 page and no menu entry", async ({ page }) => {
    await signInAs(page, vendor);
    const shell = new Shell(page);
    await expect(shell.sidebar().getByRole("link", { name: "Dashboard" })).toBeVisible();
    // Neither screen of the subscription group: the group itself is absent.
    await expect(shell.sidebar().getByRole("button", { name: "Iscrizioni" })).toHaveCount(0);
    await expect(shell.sidebar().getByRole("link", { name: "Iscritti" })).toHaveCount(0);
    for (const path of [subscribers(), screens.subscribersSendEmail()]) {
      await page.goto(urls.path(path));
      await expect(page.getByTestId("error-status")).toHaveText("403");
    }
  });

  test("no serious or critical axe violation", async ({ page }) => {
    await page.goto(urls.path(subscribers()));
    await expect(new ListPageObject(page).summary()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the list in the four languages", async ({ page, baseURL }) => {
    await expectInEveryLanguage(page, baseURL!, subscribers(), {
      it: { title: "Iscritti", label: "Iscritto il" },
      en: { title: "Subscribers", label: "Subscribed" },
      fr: { title: "Abonnés", label: "Inscrit le" },
      de: { title: "Abonnenten", label: "Angemeldet am" },
    });
  });
});
