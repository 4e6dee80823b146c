import { expect, type Locator, type Page } from "@playwright/test";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The shared edit page (Italian labels). */
export class EditPageObject {
  constructor(readonly page: Page) {}

  form(): Locator {
    return this.page.locator("[data-edit-form]");
  }

  /** A field by its label; required fields' labels end in an asterisk, which is not part of the name. */
  field(label: string | RegExp): Locator {
    const pattern = typeof label === "string" ? new RegExp(`^${escape(label)}\\s*\\*?$`) : label;
    return this.form().getByLabel(pattern);
  }

  async fill(label: string, value: string) {
    await this.field(label).fill(value);
  }

  /** A searchable dropdown (Mantine Select): opens it and picks the option. */
  async pickSelect(label: string, option: string) {
    await this.form().getByRole("textbox", { name: label }).click();
    await this.page.getByRole("option", { name: option, exact: true }).first().click();
  }

  /** A record picker whose options come from the server: types part of the name, picks it. */
  async pickAsync(label: string, text: string) {
    const input = this.form().getByRole("textbox", { name: new RegExp(`^${escape(label)}\\s*\\*?$`) });
    await input.click();
    await input.fill(text);
    await this.page.getByRole("option", { name: text }).first().click();
  }

  /** Types at the end of a rich-text editor. */
  async typeRichText(label: string, text: string) {
    const editor = this.form().getByRole("textbox", { name: label, exact: true });
    await editor.click();
    await editor.pressSequentially(text);
  }

  /** Chooses the file of the record's image (beside the form). */
  async pickImage(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.page.locator('input[type="file"]').first().setInputFiles(file);
  }

  /** Sends the chosen image. */
  async uploadImage() {
    await this.page.getByRole("button", { name: "Carica", exact: true }).click();
  }

  /** The form's own Save (a product's image cards have Save buttons of their own). */
  saveButton(): Locator {
    return this.form().locator('button[type="submit"][value="back"]');
  }

  async save() {
    await this.saveButton().click();
  }

  saveAndEditButton(): Locator {
    return this.form().locator('button[type="submit"][value="stay"]');
  }

  async saveAndEdit() {
    await this.saveAndEditButton().click();
  }

  backLink(): Locator {
    return this.page.getByRole("link", { name: "Torna all'elenco" });
  }

  async backToList() {
    await this.backLink().click();
  }

  /** The question asked before unsaved changes are lost. */
  leaveQuestion(): Locator {
    return this.page.getByRole("dialog", { name: "Uscire senza salvare?" });
  }

  async answerLeaveQuestion(leave: boolean) {
    await expect(this.leaveQuestion()).toBeVisible();
    await this.leaveQuestion()
      .getByRole("button", { name: leave ? "Esci" : "Annulla" })
      .click();
  }

  /** The error text Mantine renders under a field (linked through aria-describedby). */
  async expectFieldError(label: string, text: string | RegExp) {
    const input = this.field(label);
    await expect(input).toHaveAttribute("aria-invalid", "true");
    expect(await this.describedBy(input)).toMatch(text);
  }

  /** Every text the input's aria-describedby points at (its hint, its error), joined by " | ". */
  protected async describedBy(input: Locator): Promise<string> {
    const ids = ((await input.getAttribute("aria-describedby")) ?? "").split(/\s+/).filter(Boolean);
    const texts = await Promise.all(
      ids.map((id) =>
        this.page
          .locator(`[id="${id}"]`)
          .innerText()
          .catch(() => ""),
      ),
    );
    return texts.join(" | ");
  }

  async expectSavedToast() {
    await expect(this.page.getByText("Salvato.").last()).toBeVisible();
  }
}
