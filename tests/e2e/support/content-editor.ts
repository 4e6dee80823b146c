import { expect, type Locator, type Page } from "@playwright/test";
import type { ShopApi } from "./api";
import { withDatabase } from "./db";
import { EditPageObject } from "./edit-page";

/*
 * Page objects and set-up for the storefront content screens edited as rich text or code (pages, site features,
 * site setting, custom scripts). Italian labels, like the other page objects.
 */

/** Rich text that would set `window.__contentAPwned` if any part of it ran. */
export const HOSTILE_HTML =
  '<p>Harmless words</p><img src="x" onerror="window.__contentAPwned=1"><script>window.__contentAPwned=2</script>' +
  '<a href="javascript:window.__contentAPwned=3">link</a>';

/** Nothing of HOSTILE_HTML ran in the page. */
export async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __contentAPwned?: number }).__contentAPwned)).toBeUndefined();
}

/** HTML without scripts, handlers or javascript: links. */
export function expectHarmless(html: string | null) {
  expect(html ?? "").not.toMatch(/onerror|<script|javascript:/i);
}

/** A table's stored text column of one row, straight from the database. */
export function storedColumn(table: "pages" | "site_features", column: "description" | "detail", id: number): string | null {
  return withDatabase((db) => (db.prepare(`select ${column} as v from ${table} where id = ?`).get(id) as { v: string | null }).v);
}

/**
 * Writes HTML past the server's sanitiser (as a row written before it existed, or by another tool),
 * so the test sees the panel sanitise what it shows.
 */
export function writeRawColumn(table: "pages" | "site_features", column: "description" | "detail", id: number, html: string) {
  withDatabase((db) => db.prepare(`update ${table} set ${column} = ? where id = ?`).run(html, id));
}

/** A CMS page made through the API; answers its id. */
export async function createPage(api: ShopApi, title: string, slug: string, extra: Record<string, unknown> = {}): Promise<number> {
  const page = await api.ok<{ id: number }>("POST", "page/action", {
    title,
    slug,
    page_from_component: 2,
    meta_title: title,
    meta_description: `${title} description`,
    ...extra,
  });
  return page.id;
}

/** The content edit page: the shared editor plus the code editor and the previews. */
export class ContentForm extends EditPageObject {
  /** The rich-text editor's textbox by its label. */
  richText(label: string): Locator {
    return this.form().getByRole("textbox", { name: label, exact: true });
  }

  /** The sanitised preview beside the form. */
  preview(testId: "page-preview" | "feature-preview"): Locator {
    return this.page.getByTestId(testId);
  }

  /** Closes the "Salvato." toast, which covers the form's buttons on a narrow window. */
  async closeSavedToast() {
    const toast = this.page.getByRole("alert").filter({ hasText: "Salvato." });
    await toast.getByRole("button").click();
    await expect(toast).toHaveCount(0);
  }

  /** "corrisponde a /product/123: sì". */
  routeMatch(): Locator {
    return this.page.getByTestId("route-match");
  }
}
