import { expect, type Locator } from "@playwright/test";
import { EditPageObject } from "./edit-page";

/**
 * The settings kind (ui/settings-form, Italian labels): one record's form inside the settings
 * panels' navigation, write-only secrets with Replace / Keep current, and a "send a test" action.
 * Save, the saved toast and field errors behave as on the edit page, so those come from it.
 */
export class SettingsPageObject extends EditPageObject {
  /** A field by its label (a required one's asterisk is not part of the name). */
  override field(label: string | RegExp): Locator {
    const pattern = typeof label === "string" ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*\\*?$`) : label;
    return this.page.locator("[data-settings-form]").getByLabel(pattern);
  }

  /** The settings form's Save (the test action below it has a submit of its own). */
  override saveButton(): Locator {
    return this.page.locator("[data-settings-form]").getByRole("button", { name: "Salva", exact: true });
  }

  /** The list of settings panels beside the form. */
  panels(): Locator {
    return this.page.getByRole("navigation", { name: "Pannelli delle impostazioni" });
  }

  /** "Impostata…" / "Non impostata." under a secret field. */
  async expectSecretState(label: string, state: "set" | "not-set") {
    const input = this.field(label);
    await expect(input).toHaveAttribute("data-secret-state", state);
    await expect(input).toHaveValue("");
  }

  async replaceSecret(label: string, value: string) {
    await this.page.getByRole("button", { name: `Sostituisci: ${label}` }).click();
    await expect(this.field(label)).toBeFocused();
    await this.field(label).fill(value);
  }

  /** The read-only note shown without `<subject>.edit`. */
  readOnlyNote(): Locator {
    return this.page.getByTestId("settings-read-only");
  }

  /** A "send a test" action, by its heading. */
  testAction(title: string): Locator {
    return this.page.getByRole("region", { name: title });
  }

  /** Runs a test action with `value` in its one input; answers the outcome's locator. */
  async runTest(title: string, inputLabel: string, button: string, value?: string): Promise<Locator> {
    const action = this.testAction(title);
    if (value !== undefined) await action.getByLabel(new RegExp(`^${inputLabel}\\s*\\*?$`)).fill(value);
    await action.getByRole("button", { name: button }).click();
    return action.getByRole("status");
  }
}
