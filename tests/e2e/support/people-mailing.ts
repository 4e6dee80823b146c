import { expect, type FrameLocator, type Locator, type Page } from "@playwright/test";
import { withDatabase } from "./db";

/*
 * Messages, subscribers and newsletters: the rows the tests prepare or check in the e2e server's
 * database (contact messages, subscribers of their own, the mail outbox) and the pieces of the
 * mailing screens (the sandboxed preview, the send screen). Labels are the Italian defaults.
 */

/** Subscribers the tests add live under this domain, so the demo subscribers stay apart. */
export const TEST_DOMAIN = "pm-e2e.test";

export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  viewed: number;
  replied: number;
}

/** A contact message as a customer would leave it: unread and waiting for a reply. */
export function insertMessage(subject: string, message: string, email = `cliente.${Date.now().toString(36)}@example.com`): ContactMessage {
  return withDatabase((db) => {
    const now = new Date().toISOString();
    const { lastInsertRowid } = db
      .prepare(
        "insert into contact_us (name, email, subject, message, viewed, replied, created_at, updated_at) values (?, ?, ?, ?, 2, 2, ?, ?)",
      )
      .run("Cliente E2E", email, subject, message, now, now);
    return findMessage(Number(lastInsertRowid));
  });
}

export function findMessage(id: number): ContactMessage {
  return withDatabase((db) => db.prepare("select * from contact_us where id = ?").get(id) as ContactMessage);
}

export function messageExists(id: number): boolean {
  return withDatabase((db) => db.prepare("select 1 from contact_us where id = ?").get(id) !== undefined);
}

/** Subscribers of the test's own (local parts under TEST_DOMAIN). */
export function insertSubscribers(...locals: string[]): string[] {
  const emails = locals.map((local) => `${local}@${TEST_DOMAIN}`.toLowerCase());
  withDatabase((db) => {
    const now = new Date().toISOString();
    const insert = db.prepare("insert into subscribers (email, created_at, updated_at) values (?, ?, ?)");
    for (const email of emails) insert.run(email, now, now);
  });
  return emails;
}

/** Every subscriber's address, the tests' own left out. */
export function demoSubscriberEmails(): string[] {
  return withDatabase((db) =>
    (db.prepare("select email from subscribers where email not like ? order by email").all(`%@${TEST_DOMAIN}`) as { email: string }[]).map(
      (r) => r.email,
    ),
  );
}

export function subscriberExists(email: string): boolean {
  return withDatabase((db) => db.prepare("select 1 from subscribers where email = ?").get(email) !== undefined);
}

/** The queued mails with this subject (the newsletter's), by address. */
export function outboxFor(subject: string): { to_email: string; kind: string; body: string }[] {
  return withDatabase(
    (db) =>
      db.prepare("select to_email, kind, body from mail_outbox where subject = ? order by to_email").all(subject) as {
        to_email: string;
        kind: string;
        body: string;
      }[],
  );
}

/** The sandboxed frame a mail is previewed in. */
export class EmailPreviewObject {
  constructor(readonly page: Page) {}

  frameElement(): Locator {
    return this.page.locator("iframe[data-email-preview]");
  }

  content(): FrameLocator {
    return this.page.frameLocator("iframe[data-email-preview]");
  }

  subject(): Locator {
    return this.page.locator("[data-preview-subject]");
  }

  /** Sandboxed with no exception at all (no scripts, no same origin), and nothing reached the panel. */
  async expectInert(marker: string) {
    await expect(this.frameElement()).toHaveAttribute("sandbox", "");
    await expect(this.content().locator("body")).not.toContainText(marker);
    expect(await this.page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  }
}

/** /subscribers/send-email. */
export class NewsletterPageObject {
  readonly preview: EmailPreviewObject;
  constructor(readonly page: Page) {
    this.preview = new EmailPreviewObject(page);
  }

  async pickFormat(title: string) {
    await this.page.getByRole("textbox", { name: "Modello e-mail" }).click();
    await this.page.getByRole("option", { name: title, exact: true }).click();
  }

  recipients(): Locator {
    return this.page.locator("[data-recipients]");
  }

  /** Sends after answering the question, which must name the count. */
  async send(question: string) {
    await this.page.getByRole("button", { name: "Invia", exact: true }).click();
    const dialog = this.page.getByRole("dialog");
    await expect(dialog).toContainText(question);
    await dialog.getByRole("button", { name: "Invia", exact: true }).click();
  }

  result(): Locator {
    return this.page.getByRole("status").filter({ hasText: "Invio completato" });
  }
}
