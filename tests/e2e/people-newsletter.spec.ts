import { expect, test } from "./support/fixtures";
import { unique } from "./support/api";
import { expectInEveryLanguage } from "./support/catalog";
import { seriousViolations } from "./support/axe";
import { demoSubscriberEmails, NewsletterPageObject, outboxFor } from "./support/people-mailing";
import { screens, urls } from "./support/urls";

/*
 * /subscribers/send-email: a saved format previewed (sandboxed) with its subject and the number of
 * recipients, then sent after a confirmation naming that number; the server queues one mail per
 * subscriber in its outbox.
 */

const sendEmail = screens.subscribersSendEmail;

test.describe("newsletter", () => {
  test("a newsletter previewed and sent to the demo subscribers: one outbox mail each", async ({ page, api }) => {
    const title = unique("Newsletter");
    const subject = unique("Offerte della settimana");
    await api.ok("POST", "subscription-email-format/action", { title, subject, body: "<h1>Offerte</h1><p>Solo per gli iscritti</p>" });

    // The count the screen shows is that of the subscribers its own request received.
    const listed = page.waitForResponse((r) => r.url().includes("/subscriber/all-subscribers"));
    await page.goto(urls.path(sendEmail()));
    const recipients = ((await (await listed).json()) as { data: unknown[] }).data.length;
    expect(recipients).toBeGreaterThan(0);
    const newsletter = new NewsletterPageObject(page);
    await newsletter.pickFormat(title);
    await expect(newsletter.preview.subject()).toHaveText(subject);
    await expect(newsletter.preview.content().getByRole("heading", { name: "Offerte" })).toBeVisible();
    await expect(newsletter.preview.frameElement()).toHaveAttribute("sandbox", "");
    await expect(newsletter.recipients()).toHaveText(`${recipients} destinatari`);

    await newsletter.send(`Inviare «${title}» a ${recipients} iscritti?`);
    await expect(newsletter.result()).toBeVisible();
    const shown = Number(/(\d+) iscritt/.exec((await newsletter.result().innerText()) ?? "")?.[1]);

    const mails = outboxFor(subject);
    expect(mails).toHaveLength(shown);
    expect(new Set(mails.map((m) => m.to_email)).size).toBe(shown);
    expect(mails.every((m) => m.kind === "subscription" && m.body.includes("<h1>Offerte</h1>"))).toBe(true);
    // Every demo subscriber received exactly one.
    const to = mails.map((m) => m.to_email);
    for (const email of demoSubscriberEmails())
      expect(
        to.filter((t) => t === email),
        email,
      ).toHaveLength(1);
  });

  test("no serious or critical axe violation", async ({ page }) => {
    await page.goto(urls.path(sendEmail()));
    await expect(new NewsletterPageObject(page).recipients()).toBeVisible();
    await expect(new NewsletterPageObject(page).preview.frameElement()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the screen in the four languages", async ({ page, baseURL }) => {
    await expectInEveryLanguage(
      page,
      baseURL!,
      sendEmail(),
      {
        it: { title: "Invia email agli iscritti", label: "Invia" },
        en: { title: "Send email to subscribers", label: "Send" },
        fr: { title: "Envoyer un e-mail aux abonnés", label: "Envoyer" },
        de: { title: "E-Mail an Abonnenten senden", label: "Senden" },
      },
      (p, text) => p.getByRole("button", { name: text, exact: true }),
    );
  });
});
