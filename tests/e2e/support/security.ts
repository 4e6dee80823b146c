import { expect, type Page } from "@playwright/test";
import { allScreens, type Screen } from "../../../app/routing/screens";
import { firstId } from "./db";
import { browserPath, urls } from "./urls";

/**
 * What the security suites share: the results file (security-results.ts, re-exported here), the
 * stored-XSS sentinel, the list of every screen with real ids, and the way a walk opens screens.
 */
export { recordResult, securityResultsDir, type SecurityResult } from "./security-results";

/**
 * The stored-XSS sentinel. A payload that runs calls `__xss(n)` (its number) or opens a dialog
 * (`alert(n)`); both are collected, with the path where it happened, across the page's full loads.
 */
export class XssSentinel {
  private readonly fired = new Map<number, string>();

  private constructor(readonly page: Page) {
    page.on("dialog", (dialog) => {
      this.fired.set(Number(dialog.message()), `dialog on ${page.url()}`);
      void dialog.dismiss();
    });
  }

  static async install(page: Page): Promise<XssSentinel> {
    await page.addInitScript(() => {
      const hits: number[] = [];
      Object.assign(window, { __xss: (n: number) => hits.push(n), __xssHits: hits });
    });
    return new XssSentinel(page);
  }

  /**
   * Takes in the calls made on the page now shown, and the payloads that reached the DOM as live
   * markup: an element with an `on…` handler, a `javascript:`/`data:` link or source, an iframe's
   * srcdoc, an object or embed (an image's error fires later than the check, so its markup counts).
   * Call it before leaving each page.
   */
  async collect(): Promise<void> {
    const url = this.page.url();
    const { hits, live } = await this.page.evaluate(() => {
      const dangerous = [...document.body.querySelectorAll("*")].filter(
        (element) =>
          [...element.attributes].some(
            (attribute) =>
              /^on/i.test(attribute.name) ||
              attribute.name === "srcdoc" ||
              (/^(href|src|data|action|formaction|xlink:href)$/i.test(attribute.name) && /^\s*(javascript|data):/i.test(attribute.value)),
          ) || /^(object|embed)$/i.test(element.tagName),
      );
      return {
        hits: [...((window as unknown as { __xssHits?: number[] }).__xssHits ?? [])],
        live: dangerous.map((element) => element.outerHTML.slice(0, 200)),
      };
    });
    for (const n of hits) this.fired.set(n, `__xss on ${url}`);
    for (const markup of live) {
      const n = Number(/(?:__xss|alert)\((\d+)\)/.exec(markup)?.[1] ?? 0);
      this.fired.set(n, `live markup on ${url}: ${markup}`);
    }
  }

  /** The payloads that ran so far: "<number>: <how, where>". */
  ran(): string[] {
    return [...this.fired].map(([n, where]) => `${n}: ${where}`);
  }
}

/** Where a record of each `{id}` screen is found in the demo database (screen id → table, filter). */
const RECORD_TABLES: Record<string, { table: string; column?: string; where?: string; owned?: (adminId: string) => string }> = {
  "setting.languages.$id": { table: "languages" },
  "attributes.$id": { table: "attributes" },
  "banners.$id": { table: "banners" },
  "brands.$id": { table: "brands" },
  "carts.$id": { table: "carts", column: "user_id", where: "user_id is not null" },
  "categories.$id": { table: "categories" },
  "orders.$id": { table: "orders", owned: (admin) => `id in (select order_id from order_vendors where admin_id = ${admin})` },
  "pages.$id": { table: "pages" },
  "products.$id": { table: "products", owned: (admin) => `admin_id = ${admin}` },
  "vouchers.$id": { table: "vouchers" },
  "admins-vendors.$id": { table: "admins" },
  "bundle-deals.$id": { table: "bundle_deals", owned: (admin) => `admin_id = ${admin}` },
  "custom-scripts.$id": { table: "custom_scripts" },
  "flash-sales.$id": { table: "flash_sales" },
  "footer-links.$id": { table: "footer_links" },
  "guest-users.$id": { table: "guest_users" },
  "home-slider.$id": { table: "home_sliders" },
  "product-collections.$id": { table: "product_collections" },
  "registered-users.$id": { table: "users" },
  "roles-permissions.$id": { table: "roles" },
  "shipping-rules.$id": { table: "shipping_rules" },
  "site-features.$id": { table: "site_features" },
  "sub-categories.$id": { table: "sub_categories" },
  "subscription-email-formats.$id": { table: "subscription_email_formats" },
  "tax-rules.$id": { table: "tax_rules" },
  "user-messages.$id": { table: "contact_us" },
  "withdrawal-accounts.$id": { table: "withdrawal_accounts", owned: (admin) => `admin_id = ${admin}` },
};

export interface RouteVisit {
  /** The screen's id in app/routing/screens.ts. */
  screen: string;
  /** The in-app path to open. */
  path: string;
  audience: Screen["audience"];
}

/**
 * Every screen of app/routing/screens.ts as URLs to open: plain screens as they are, `{id}` screens
 * with a real record of the demo shop (and `add` where they create). Read when a test runs, as the
 * database belongs to the server Playwright started. With `owner` (a vendor's e-mail), a record that
 * vendor owns where the screen's records have owners (a vendor opens their own product, order).
 */
export function everyRoute(owner?: string): RouteVisit[] {
  const ownerId = owner === undefined ? undefined : firstId("admins", "id", `email = '${owner.replace(/'/g, "''")}'`);
  return allScreens.flatMap((screen): RouteVisit[] => {
    const at = (id: string) => ({ screen: screen.id, path: `/${screen.path.replace(/:id\??$/, id)}`, audience: screen.audience });
    if (!screen.idParam) return [at("")];
    const record = RECORD_TABLES[screen.id];
    if (!record) throw new Error(`no demo record known for ${screen.id}`);
    const where = ownerId !== undefined && record.owned ? record.owned(ownerId) : record.where;
    const visits = [at(firstId(record.table, record.column, where))];
    return screen.creatable ? [...visits, at("add")] : visits;
  });
}

/** Splits a list into `count` groups of nearly equal size (one test each, so workers share them). */
export function chunks<T>(items: readonly T[], count: number): T[][] {
  const size = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, index) => items.slice(index * size, (index + 1) * size));
}

/**
 * Opens an in-app path: a full load for the first page of a walk, else an in-app navigation through
 * Remix's router, as a link does (quicker than a reload, and the way a user moves). Resolves once
 * the URL is the screen's (the router commits it with the loaders' data) and a heading shows (the
 * shell's title, or the sign-in form's on the guests' pages).
 */
export async function openScreen(page: Page, path: string, how: "load" | "navigate") {
  if (how === "load") await page.goto(urls.path(path));
  else
    await page.evaluate(
      (to) => (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }).__remixRouter.navigate(to),
      path,
    );
  await expect(page).toHaveURL((url) => url.pathname + url.search === browserPath(path));
  await expect(page.getByRole("heading").first()).toBeVisible();
}
