import { expect, type Locator, type Page } from "@playwright/test";
import type { ShopApi } from "./api";

/*
 * The shell's tools as a user sees them (Italian labels): the notification bell and its menu, the
 * command palette (⌘K / Ctrl+K), the shortcut help (`?`) and the header's colour scheme switch;
 * and the bell's summary read through the API.
 */

export interface BellSummary {
  total: number;
  kinds: { kind: string; count: number; up_to: number; latest: { id: number; label: string }[] }[];
}

export function bellSummary(api: ShopApi): Promise<BellSummary> {
  return api.ok<BellSummary>("GET", "notification/summary");
}

export type SchemeLabel = "Chiaro" | "Scuro" | "Come il sistema";

export class ShellToolsObject {
  constructor(readonly page: Page) {}

  bell(): Locator {
    return this.page.getByTestId("notification-bell");
  }

  /** The count the bell's accessible name says ("Notifiche: 3 nuove"). */
  async bellCount(): Promise<number> {
    await expect(this.bell()).toHaveAttribute("aria-label", /\d+/);
    const label = (await this.bell().getAttribute("aria-label")) ?? "";
    return Number(/(\d+)/.exec(label)?.[1] ?? NaN);
  }

  /** As when the user comes back to the tab: the bell asks the server again. */
  async returnToTab() {
    await this.page.evaluate(() => window.dispatchEvent(new Event("focus")));
  }

  bellMenu(): Locator {
    return this.page.getByTestId("notification-menu");
  }

  async openBell() {
    await this.bell().click();
    await expect(this.bellMenu()).toBeVisible();
  }

  palette(): Locator {
    return this.page.getByRole("dialog", { name: "Cerca e comandi" });
  }

  paletteSearch(): Locator {
    return this.page.getByRole("textbox", { name: "Cerca schermate, prodotti, ordini, clienti" });
  }

  /** Opens the palette with its shortcut (⌘K on a Mac, Ctrl+K elsewhere). */
  async openPalette() {
    await this.page.keyboard.press("ControlOrMeta+k");
    await expect(this.paletteSearch()).toBeVisible();
  }

  async searchPalette(text: string) {
    await this.paletteSearch().fill(text);
  }

  /** A link in the bell's panel. */
  bellEntry(name: string): Locator {
    return this.bellMenu().getByRole("link", { name });
  }

  /** A palette entry by its visible label. */
  paletteEntry(label: string | RegExp): Locator {
    return this.palette().getByRole("button", { name: label });
  }

  help(): Locator {
    return this.page.getByRole("dialog", { name: "Scorciatoie da tastiera" });
  }

  /** The header's colour scheme: radio buttons "Chiaro", "Scuro", "Come il sistema" in a group "Tema". */
  schemeOption(label: SchemeLabel): Locator {
    return this.page.getByRole("banner").getByRole("radio", { name: label });
  }

  async chooseScheme(label: SchemeLabel) {
    // The radio itself is hidden behind its label (an icon): the label is what a user clicks.
    await this.page.getByRole("banner").locator("label", { hasText: label }).click();
    await expect(this.schemeOption(label)).toBeChecked();
  }

  scheme(): Locator {
    return this.page.locator("html");
  }
}
