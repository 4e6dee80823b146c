import { expect, type Locator, type Page } from "@playwright/test";
import { ShopApi } from "./api";
import { SettingsPageObject } from "./settings-page";
import { urls } from "./urls";

/*
 * The general settings panels (currency, address, languages, social login, analytics,
 * media storage, miscellaneous), Italian labels: the settings page object plus what these panels
 * add (switches, searchable selects, the price example, the languages' strings table), and a
 * recorder of every API answer, to prove a secret never comes back.
 */
export class SettingsPanelPage extends SettingsPageObject {
  async open(path: string, readyLabel: string | RegExp) {
    await this.page.goto(urls.path(path));
    await expect(this.field(readyLabel)).toBeVisible();
  }

  /** A Mantine switch by its label. */
  switch(label: string): Locator {
    return this.page.locator("[data-settings-form]").getByRole("switch", { name: label });
  }

  /** A searchable select: types `search`, picks the option named `option`. */
  async choose(label: string, search: string, option: string | RegExp) {
    const input = this.field(label);
    await input.click();
    await input.fill(search);
    await this.page.getByRole("option", { name: option }).first().click();
  }

  priceExample(): Locator {
    return this.page.getByTestId("currency-example");
  }

  panelPriceExample(): Locator {
    return this.page.getByTestId("currency-panel-example");
  }
}

/** The languages' record form (the edit page kind) and the strings table below it. */
export class LanguageStringsPage {
  constructor(readonly page: Page) {}

  section(): Locator {
    return this.page.getByTestId("language-strings");
  }

  async search(text: string) {
    await this.section().getByLabel("Cerca chiave o testo").fill(text);
  }

  valueInput(key: string): Locator {
    return this.section().getByLabel(`Testo di ${key}`, { exact: true });
  }

  row(key: string): Locator {
    return this.section().locator(`tr[data-key="${key}"]`);
  }

  async save() {
    await this.section().getByRole("button", { name: "Salva i testi" }).click();
  }
}

/** Every API answer's body seen by the page from now on (to check a secret is never in one). */
export function recordApiBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on("response", (response) => {
    if (!response.url().includes("/api/admin/")) return;
    response.text().then(
      (text) => bodies.push(text),
      () => undefined,
    );
  });
  return bodies;
}

/** The shop's settings row as the API answers it (to put the shared values back afterwards). */
export async function shopSetting(api: ShopApi): Promise<Record<string, unknown>> {
  return api.ok<Record<string, unknown>>("GET", "setting/find");
}

/** The fields of the settings row each panel saves (POST setting/<panel>). */
const PANEL_FIELDS = {
  currency: ["currency", "currency_icon", "currency_position", "decimal_format"],
  address: ["email", "phone", "address_1", "address_2", "city", "state", "zip", "country"],
} as const;

/**
 * Saves a panel's fields again as `before` (the row read by shopSetting at the start) held them,
 * plus `extra`: a test that changed a shared setting puts it back through the API at once.
 */
export async function restoreShopSetting(
  api: ShopApi,
  panel: keyof typeof PANEL_FIELDS,
  before: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  const values = Object.fromEntries(PANEL_FIELDS[panel].map((field) => [field, before[field]]));
  await api.ok("POST", `setting/${panel}`, { ...values, ...extra });
}
