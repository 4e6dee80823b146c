import { expect, type Locator, type Page } from "@playwright/test";

/** The shared edit page (Italian labels). */
export class EditPageObject {
  constructor(readonly page: Page) {}

  /** A field by its label; required fields' labels end in an asterisk, which is not part of the name. */
  field(label: string | RegExp): Locator {
    const pattern = typeof label === "string" ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*\\*?$`) : label;
    return this.page.locator("[data-edit-form]").getByLabel(pattern);
  }

  async fill(label: string, value: string) {
    await this.field(label).fill(value);
  }

  async save() {
    await this.page.getByRole("button", { name: "Salva", exact: true }).click();
  }

  async saveAndEdit() {
    await this.page.getByRole("button", { name: "Salva e continua" }).click();
  }

  /** The error text Mantine renders under a field (linked through aria-describedby). */
  async expectFieldError(label: string, text: string | RegExp) {
    const input = this.field(label);
    await expect(input).toHaveAttribute("aria-invalid", "true");
    const describedBy = (await input.getAttribute("aria-describedby")) ?? "";
    const ids = describedBy.split(/\s+/).filter(Boolean);
    const texts = await Promise.all(ids.map((id) => this.page.locator(`[id="${id}"]`).innerText().catch(() => "")));
    expect(texts.join(" | ")).toMatch(text);
  }

  async expectSavedToast() {
    await expect(this.page.getByText("Salvato.").last()).toBeVisible();
  }
}
