import { expect, type Locator, type Page } from "@playwright/test";
import { EditPageObject } from "./edit-page";
import type { Language } from "./languages";

/** The slug question's words in each language (the panel's locale files, toolkit `edit.slug`). */
export const SLUG_TEXTS: Record<Language, { change: string; question: string; stops: string }> = {
  it: { change: "Cambia URL", question: "Cambiare l'URL?", stops: "smetterà di funzionare" },
  en: { change: "Change URL", question: "Change the URL?", stops: "will stop working" },
  fr: { change: "Modifier l'URL", question: "Modifier l'URL ?", stops: "cessera de fonctionner" },
  de: { change: "URL ändern", question: "URL ändern?", stops: "funktioniert dann nicht mehr" },
};

/**
 * An edit page's slug: read-only on a saved record, changed through its "Change URL" button and the
 * question that follows (Italian unless a language is given).
 */
export class SlugField {
  readonly form: EditPageObject;

  constructor(
    readonly page: Page,
    readonly language: Language = "it",
  ) {
    this.form = new EditPageObject(page);
  }

  input(): Locator {
    return this.form.field("Slug");
  }

  changeButton(): Locator {
    return this.form.form().getByRole("button", { name: SLUG_TEXTS[this.language].change, exact: true });
  }

  dialog(): Locator {
    return this.page.getByRole("dialog", { name: SLUG_TEXTS[this.language].question });
  }

  /** Presses "Change URL" and waits for the question. */
  async askToChange() {
    await this.changeButton().click();
    await expect(this.dialog()).toBeVisible();
  }

  async cancel() {
    await this.dialog()
      .getByRole("button", { name: /^(Annulla|Cancel|Annuler|Abbrechen)$/ })
      .click();
    await expect(this.dialog()).toBeHidden();
  }

  async confirm() {
    await this.dialog().getByRole("button", { name: SLUG_TEXTS[this.language].change, exact: true }).click();
    await expect(this.dialog()).toBeHidden();
  }

  /** Locked: read-only, with its button beside it. */
  async expectLocked(value: string) {
    await expect(this.input()).toHaveValue(value);
    await expect(this.input()).toHaveAttribute("readonly", "");
    await expect(this.changeButton()).toBeVisible();
  }
}

/** The record as the API answers it now (title and slug). */
export interface Slugged {
  title: string;
  slug: string;
}
