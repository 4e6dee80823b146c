import { expect, type Locator, type Page } from "@playwright/test";

/**
 * The history of a record page (ui/history, Italian labels): the "Cronologia" button in the page's
 * header and its drawer, with the entries newest first, each with its field-by-field changes and,
 * on a form, "restore" per field.
 */
export class RecordHistoryObject {
  constructor(readonly page: Page) {}

  button(): Locator {
    return this.page.getByRole("button", { name: "Cronologia", exact: true });
  }

  drawer(): Locator {
    return this.page.getByRole("dialog", { name: "Cronologia delle modifiche" });
  }

  async open() {
    await this.button().click();
    await expect(this.drawer()).toBeVisible();
    await expect(this.drawer().getByRole("status").filter({ hasText: "Caricamento" })).toHaveCount(0);
  }

  async close() {
    await this.page.keyboard.press("Escape");
    await expect(this.drawer()).toBeHidden();
  }

  /** The entries as shown, newest first. */
  entries(): Locator {
    return this.drawer().getByRole("article");
  }

  /** The row of a field in an entry's changes ("Titolo"), with its before and after. */
  change(entry: Locator, field: string): Locator {
    return entry.getByRole("row").filter({ has: this.page.getByRole("rowheader", { name: field, exact: true }) });
  }

  restoreButton(entry: Locator, field: string): Locator {
    return entry.getByRole("button", { name: `Ripristina il valore precedente di ${field}` });
  }

  /** The note that the restored value waits in the form for a save. */
  restoredNote(): Locator {
    return this.page.getByText("Valore precedente rimesso nel modulo: controllalo e salva per applicarlo.");
  }
}
