import path from "node:path";
import Database from "better-sqlite3";
import { type Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { openSignedIn } from "./support/session";
import { ShopApi, unique } from "./support/api";
import { openScreen, recordResult, XssSentinel } from "./support/security";
import { screens } from "./support/urls";
import { XSS_PAYLOADS } from "./support/xss-payloads";

/*
 * Stored XSS: every payload is stored through the API in the texts the panel's lists, forms and
 * detail pages show, then each screen that shows them is opened; none may run (no `__xss` call, no
 * dialog). The browser ignores the page's CSP here (`bypassCSP`), so what is judged is the panel's
 * own escaping and sanitising; security-csp.spec.ts checks the second wall.
 */
test.use({ bypassCSP: true });

const SUITE = "xss";

/** What one kind of record does with a payload: stores it (null when the server refuses it). */
interface Target {
  name: string;
  store: (api: ShopApi, text: string) => Promise<number | null>;
  /** The screens that show the stored records (their ids in payload order, refused ones left out). */
  screens: (marker: string, ids: number[]) => string[];
}

/** The three first pages of a list searched for the run's marker (the lists show 10 rows a page). */
const searched = (list: (search: Record<string, string | number>) => string, marker: string) =>
  [1, 2, 3].map((page) => list({ q: marker, page }));

async function created(api: ShopApi, path: string, body: Record<string, unknown>): Promise<number | null> {
  const answer = await api.call("POST", path, body);
  return answer.status === 200 ? (answer.data as { id: number }).id : null;
}

type Area = { list: (search: Record<string, string | number>) => string; edit: (id: number) => string };

/** A list searched for the run's marker, and each stored record's form. */
const listAndForms = (area: Area) => (marker: string, ids: number[]) => [...searched(area.list, marker), ...ids.map((id) => area.edit(id))];

/** Records created by one `…/action` call whose body `body(text)` puts the payload in its texts. */
const simpleTarget = (name: string, path: string, area: Area, body: (text: string) => Record<string, unknown>): Target => ({
  name,
  store: (api, text) => created(api, path, body(text)),
  screens: listAndForms(area),
});

const meta = (text: string) => ({ meta_title: text, meta_description: text });

/** The customer's name comes from the storefront (no admin endpoint writes it): written in the database. */
function insertCustomer(name: string, productId: number): number {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? "", "shop.sqlite"));
  try {
    const now = new Date().toISOString();
    const user = db
      .prepare("insert into users (name, email, verified, created_at, updated_at) values (?, ?, 1, ?, ?)")
      .run(name, `${unique("xss")}@example.com`, now, now);
    // A variant of the payload product (the API's product/action makes none), in the customer's cart.
    const inventory = db
      .prepare("insert into updated_inventories (product_id, quantity, sku, created_at, updated_at) values (?, 5, ?, ?, ?)")
      .run(productId, name, now, now);
    db.prepare("insert into carts (product_id, inventory_id, quantity, user_id, created_at, updated_at) values (?, ?, 1, ?, ?, ?)").run(
      productId,
      inventory.lastInsertRowid,
      user.lastInsertRowid,
      now,
      now,
    );
    return Number(user.lastInsertRowid);
  } finally {
    db.close();
  }
}

async function productBody(api: ShopApi, text: string) {
  const dropdowns = await api.ok<{ tax_rules: { id: number }[]; shipping_rules: { id: number }[] }>("GET", "product/dropdown-data");
  return {
    title: text,
    unit: "1",
    badge: text,
    ...meta(text),
    description: `<p>${text}</p>${text}`,
    overview: text,
    selling: 20,
    purchased: 10,
    tax_rule_id: dropdowns.tax_rules[0].id,
    shipping_rule_id: dropdowns.shipping_rules[0].id,
  };
}

const TARGETS: Target[] = [
  simpleTarget("brands", "brand/action", screens.brands, (text) => ({ title: text, slug: text })),
  simpleTarget("categories", "category/action", screens.categories, (text) => ({ title: text, slug: text, ...meta(text) })),
  simpleTarget("collections", "product-collection/action", screens.productCollections, (text) => ({ title: text, slug: text })),
  simpleTarget("attributes", "attribute/action", screens.attributes, (text) => ({ title: text, values: [{ title: text }] })),
  simpleTarget("roles", "role/action", screens.rolesPermissions, (text) => ({ name: text, updated_permissions: [] })),
  simpleTarget("vouchers", "voucher/action", screens.vouchers, (text) => ({ title: text, code: unique("XSS"), type: 1, price: 5 })),
  {
    name: "sub-categories",
    store: async (api, text) => {
      const category = await created(api, "category/action", { title: unique("xss-parent"), slug: unique("xss-parent"), ...meta("m") });
      return created(api, "subcategory/action", { title: text, slug: text, category_id: category, ...meta(text) });
    },
    screens: listAndForms(screens.subCategories),
  },
  {
    name: "products",
    store: async (api, text) => created(api, "product/action", await productBody(api, text)),
    screens: listAndForms(screens.products),
  },
  {
    name: "customers and carts",
    store: async (api, text) => {
      const product = await created(api, "product/action", await productBody(api, text));
      if (product === null) return null;
      const user = insertCustomer(text, product);
      const address = { user_id: user, name: text, email: `${unique("xss")}@example.com`, phone: "123456", country: "IT" };
      await api.ok("POST", "user/address/action", { ...address, city: text, zip: "00100", address_1: text, address_2: text, default: 1 });
      return user;
    },
    screens: (marker, ids) => [
      ...searched(screens.registeredUsers.list, marker),
      ...searched(screens.carts.list, marker),
      ...ids.flatMap((id) => [screens.registeredUsers.detail(id), screens.carts.detail(id)]),
    ],
  },
];

/** Opens each path (the first as a full load) and takes in what ran or reached the DOM there. */
async function visitAll(page: Page, sentinel: XssSentinel, paths: string[]) {
  for (const [index, path] of paths.entries()) {
    await openScreen(page, path, index === 0 ? "load" : "navigate");
    await sentinel.collect();
  }
}

/** Records the suite's figures for one group of payloads, then fails the test if any ran. */
function judge(sentinel: XssSentinel) {
  const ran = sentinel.ran();
  recordResult(SUITE, XSS_PAYLOADS.length, ran.length);
  expect(ran).toEqual([]);
}

test.describe("stored XSS", () => {
  test.describe.configure({ mode: "parallel", timeout: 120_000 });

  for (const target of TARGETS) {
    test(`no payload stored in ${target.name} runs on the screens that show them`, async ({ page, api }) => {
      const marker = unique("xss");
      const ids: number[] = [];
      for (const payload of XSS_PAYLOADS) {
        const id = await target.store(api, `${marker} ${payload.text}`);
        if (id !== null) ids.push(id);
      }
      // The server may refuse a text (a slug rule); most must be stored, or the suite tests nothing.
      expect(ids.length, "payloads the server stored").toBeGreaterThanOrEqual(XSS_PAYLOADS.length - 2);

      const sentinel = await XssSentinel.install(page);
      await openSignedIn(page);
      await visitAll(page, sentinel, target.screens(marker, ids));
      judge(sentinel);
    });
  }

  test("no payload in the SMTP sender name runs on the SMTP screen", async ({ page, api }) => {
    const stored = await api.ok<Record<string, string>>("GET", "setting/smtp-find");
    const sentinel = await XssSentinel.install(page);
    await openSignedIn(page);
    try {
      for (const payload of XSS_PAYLOADS) {
        await api.ok("POST", "setting/smtp-action", { ...stored, smtpPassword: "", mailFromName: payload.text });
        await visitAll(page, sentinel, [screens.settingSmtp()]);
      }
    } finally {
      // Other specs read the SMTP settings: leave them as found.
      await api.ok("POST", "setting/smtp-action", { ...stored, smtpPassword: "" });
    }
    judge(sentinel);
  });
});
