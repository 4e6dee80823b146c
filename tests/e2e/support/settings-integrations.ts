import { expect, type Locator, type Page, type Response } from "@playwright/test";
import { vendor } from "./accounts";
import { isEventStream } from "./live";
import { Shell } from "./pages";
import { signInAs } from "./session";
import { SettingsPageObject } from "./settings-page";
import { urls } from "./urls";

/*
 * Page objects of /setting/{payment,plugins,deploy,fcm,clear-cache} (Italian labels) and the checks
 * the five screens share: the vendor refused, each language axe-clean, every response body read.
 */

export { LANGUAGES, type Language } from "./languages";

/** /setting/payment: the settings form with one collapsible block per gateway. */
export class PaymentPage extends SettingsPageObject {
  /** A gateway block's header button (its name, then its Enabled/Disabled badge). */
  gatewayButton(name: string): Locator {
    return this.page.locator("[data-settings-form]").getByRole("button", { name: new RegExp(`^${name}\\b`) });
  }

  async openGateway(name: string) {
    const button = this.gatewayButton(name);
    if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
  }

  /**
   * The error under a write-only secret. Its PasswordInput marks the input `data-invalid` but not
   * `aria-invalid` (a toolkit gap, reported), so the message is found through aria-describedby.
   */
  async expectSecretError(label: string, text: string) {
    const input = this.field(label);
    await expect(input).toHaveAttribute("data-invalid", "true");
    expect(await this.describedBy(input)).toContain(text);
  }

  enableSwitch(name: string): Locator {
    return this.page.getByRole("switch", { name: `Attiva ${name}` });
  }
}

/** /setting/plugins: a card per plugin, the upload form. */
export class PluginsPage {
  constructor(readonly page: Page) {}

  card(name: string): Locator {
    return this.page.locator(`article[data-plugin="${name}"]`);
  }

  upload(): Locator {
    return this.page.getByRole("region", { name: "Aggiungi un plugin" });
  }

  async chooseZip(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.upload().locator('input[type="file"]').setInputFiles(file);
  }
}

/** A minimal zip (a local file header: the server checks the magic bytes, never unpacks). */
export function zipFile(name: string, size = 10) {
  const buffer = Buffer.alloc(size);
  Buffer.from([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 8, 0]).copy(buffer);
  return { name, mimeType: "application/zip", buffer };
}

/**
 * Every response body the page receives from now on (text; bodies that cannot be read are skipped),
 * but the live event stream's: it never ends while the page is open, and its frames carry no field
 * values (server/docs/events.md).
 */
export function recordResponseBodies(page: Page): { bodies: () => Promise<string[]> } {
  const pending: Promise<string>[] = [];
  page.on("response", (response: Response) => {
    if (isEventStream(response.request())) return;
    pending.push(response.text().catch(() => ""));
  });
  return { bodies: () => Promise.all(pending) };
}

/**
 * Waits for the corner notifications to close: their close button has no accessible name (a
 * toolkit gap, reported), so axe is run once they are gone.
 */
export async function toastsGone(page: Page) {
  // A pointer resting on a notification holds it open.
  await page.mouse.move(0, 0);
  await expect(page.locator(".mantine-Notification-root")).toHaveCount(0, { timeout: 15_000 });
}

/** A vendor (no `setting` permission): no Settings entry in the menu, the 403 page on each path. */
export async function expectVendorRefused(page: Page, paths: readonly string[]) {
  await signInAs(page, vendor);
  // The menu's Settings entry opens a settings panel: no link of the sidebar leads under /setting/.
  const sidebar = new Shell(page).sidebar();
  await expect(sidebar.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(sidebar.locator('a[href*="/setting/"]')).toHaveCount(0);
  for (const path of paths) {
    await page.goto(urls.path(path));
    await expect(page.getByTestId("error-status")).toHaveText("403");
  }
}

export { expectLanguages } from "./languages-walk";
