import { expect, type Locator, type Page } from "@playwright/test";
import { vendor } from "./accounts";
import { Shell } from "./pages";
import { signInAs } from "./session";
import { urls } from "./urls";

/* Page objects of the storefront content screens (slider, banners, footer and header links); Italian labels. */

/** An ordered table of links (header left/right, footer service/about). */
export class OrderedLinks {
  readonly table: Locator;
  constructor(
    readonly page: Page,
    readonly title: string,
  ) {
    this.table = page.getByRole("table", { name: title, exact: true });
  }

  rows(): Locator {
    return this.table.locator("tbody tr");
  }

  button(name: string): Locator {
    return this.table.getByRole("button", { name, exact: true });
  }

  /** The drag handle of a row, by the row's name. */
  handle(name: string): Locator {
    return this.table.locator(`[title="Trascina per riordinare ${name}"]`);
  }
}

/** The one Save of the header or footer links, and its toast. */
export async function saveLinks(page: Page, toast: string) {
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await expect(page.getByText(toast)).toBeVisible();
}

/**
 * A vendor (no permission for the storefront content): no entry in the menu's UI group and the 403
 * page on each path.
 */
export async function expectVendorRefused(page: Page, paths: string[], menuLabel: string) {
  await signInAs(page, vendor);
  const sidebar = new Shell(page).sidebar();
  const group = sidebar.getByRole("button", { name: "UI", exact: true });
  if (await group.count()) await group.click();
  await expect(sidebar.getByRole("link", { name: menuLabel, exact: true })).toHaveCount(0);
  for (const path of paths) {
    await page.goto(urls.path(path));
    await expect(page.getByTestId("error-status")).toHaveText("403");
  }
}

export { expectLanguages } from "./languages-walk";

/** A tiny valid PNG (1×1), for image uploads. */
export const pngFile = (name = "pixel.png") => ({
  name,
  mimeType: "image/png",
  buffer: Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64"),
});

/** A Mantine radio of the source type picker. */
export async function chooseSource(page: Page, label: string) {
  await page.getByRole("radio", { name: label, exact: true }).check();
}

/** A searchable picker whose options come from the server: types `text`, picks the option. */
export async function pickOption(page: Page, label: string, text: string) {
  const input = page.getByRole("textbox", { name: new RegExp(`^${label}\\s*\\*?$`) });
  await input.click();
  await input.fill(text);
  await page.getByRole("option", { name: text, exact: true }).first().click();
}
