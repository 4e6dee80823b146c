import { expect, type Locator, type Page } from "@playwright/test";

/**
 * The shared detail page (a record's read view with actions), as a user sees it: sections by their
 * heading, label/value fields, the record actions, their confirmation and modal, the failure alert.
 * Labels are the Italian defaults unless a test passes its own.
 */
export class DetailPageObject {
  constructor(readonly page: Page) {}

  /** A section by its heading. */
  section(title: string): Locator {
    return this.page.getByRole("region", { name: title, exact: true });
  }

  /** The value shown beside a label in a section's field grid. */
  field(section: string, label: string): Locator {
    return this.section(section).locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
  }

  /** The body row of a section's table that contains `text`. */
  line(section: string, text: string): Locator {
    return this.section(section).getByRole("row").filter({ hasText: text });
  }

  actions(name = "Azioni"): Locator {
    return this.page.getByRole("group", { name, exact: true });
  }

  action(label: string): Locator {
    return this.actions().getByRole("button", { name: label, exact: true });
  }

  dialog(): Locator {
    return this.page.getByRole("dialog");
  }

  /** Runs a confirmed action: click, check the question, confirm with the action's own button. */
  async confirmAction(label: string, question: string) {
    await this.action(label).click();
    const dialog = this.dialog();
    await expect(dialog).toContainText(question);
    await dialog.getByRole("button", { name: label, exact: true }).click();
  }

  /** Opens an action's modal and returns it. */
  async openModal(label: string, title: string): Promise<Locator> {
    await this.action(label).click();
    const dialog = this.page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** The page's failure alert (an action's server message). */
  alert(): Locator {
    return this.page.getByRole("alert").filter({ hasNot: this.page.getByRole("dialog") });
  }

  async expectToast(text: string) {
    await expect(this.page.getByText(text, { exact: true })).toBeVisible();
  }

  backToList(label = "Torna all'elenco"): Locator {
    return this.page.getByRole("link", { name: label });
  }
}
