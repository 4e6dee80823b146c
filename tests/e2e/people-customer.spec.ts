import { type Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { useSession } from "./support/session";
import { vendor } from "./support/accounts";
import { seriousViolations } from "./support/axe";
import { withDatabase } from "./support/db";
import { Shell } from "./support/pages";
import { SubListsPageObject } from "./support/sub-lists-page";
import { browserPath, screens, urls } from "./support/urls";

/** What the demo database holds for one customer: the sizes of the sub-lists and a row of each. */
interface Customer {
  id: number;
  name: string;
  email: string;
  address: string;
  counts: Record<TabKey, number>;
  /** A text of the newest row of each tab (each list's default order is newest first). */
  newest: Record<TabKey, string>;
  orderId: number;
  productId: number;
  messageId: number;
}

/** The tabs' Italian labels, in the page's order. */
const TAB_LABELS = {
  addresses: "Indirizzi",
  carts: "Carrello",
  logins: "Accessi",
  messages: "Messaggi",
  orders: "Ordini",
  bought: "Prodotti acquistati",
  reviews: "Recensioni",
  wishlists: "Lista desideri",
} as const;
type TabKey = keyof typeof TAB_LABELS;
const TABS = Object.entries(TAB_LABELS).map(([key, label]) => ({ key: key as TabKey, label }));

/**
 * The customer with rows in every sub-list and the most sign-ins (so the logins tab has a second
 * page), read from the end-to-end server's database.
 */
function findCustomer(): Customer {
  return withDatabase((db) => {
    const one = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as T;
    const counts = `
      (select count(*) from user_addresses where user_id = u.id) as addresses,
      (select count(*) from carts where user_id = u.id) as carts,
      (select count(*) from user_logins where user_id = u.id) as logins,
      (select count(*) from contact_us where lower(email) = lower(u.email)) as messages,
      (select count(*) from orders where user_id = u.id) as orders,
      (select count(distinct op.product_id) from ordered_products op join orders o on o.id = op.order_id where o.user_id = u.id and o.cancelled = 0) as bought,
      (select count(*) from rating_reviews where user_id = u.id) as reviews,
      (select count(*) from wishlists where user_id = u.id) as wishlists`;
    const row = one<{ id: number; name: string; email: string } & Record<TabKey, number>>(
      `select u.id, u.name, u.email, ${counts} from users u
       where addresses > 0 and carts > 0 and logins > 14 and messages > 0 and orders > 1 and bought > 0 and reviews > 0 and wishlists > 0
       order by logins desc, u.id limit 1`,
    );
    if (!row) throw new Error("the demo shop has no customer with rows in every sub-list");
    const id = row.id;
    const text = (sql: string) => String(Object.values(one<Record<string, unknown>>(sql, id))[0]);
    const order = one<{ id: number; number: string }>(
      'select id, "order" as number from orders where user_id = ? order by created_at desc, id desc limit 1',
      id,
    );
    const message = one<{ id: number; subject: string }>(
      "select id, subject from contact_us where lower(email) = lower((select email from users where id = ?)) order by created_at desc, id desc limit 1",
      id,
    );
    const bought = one<{ product_id: number; title: string }>(
      `select op.product_id, p.title from ordered_products op join orders o on o.id = op.order_id join products p on p.id = op.product_id
       where o.user_id = ? and o.cancelled = 0 group by op.product_id order by max(o.created_at) desc, op.product_id desc limit 1`,
      id,
    );
    return {
      id,
      name: row.name,
      email: row.email,
      address: text("select a.address_1 from users u join user_addresses a on a.id = u.default_address where u.id = ?"),
      counts: {
        addresses: row.addresses,
        carts: row.carts,
        logins: row.logins,
        messages: row.messages,
        orders: row.orders,
        bought: row.bought,
        reviews: row.reviews,
        wishlists: row.wishlists,
      },
      newest: {
        addresses: text("select address_1 from user_addresses where user_id = ? order by created_at desc, id desc limit 1"),
        carts: text(
          "select p.title from carts c join products p on p.id = c.product_id where c.user_id = ? order by c.created_at desc, c.id desc limit 1",
        ),
        logins: text("select ip from user_logins where user_id = ? order by created_at desc, id desc limit 1"),
        messages: message.subject,
        orders: order.number,
        bought: bought.title,
        reviews: text(
          "select p.title from rating_reviews r join products p on p.id = r.product_id where r.user_id = ? order by r.created_at desc, r.id desc limit 1",
        ),
        wishlists: text(
          "select p.title from wishlists w join products p on p.id = w.product_id where w.user_id = ? order by w.created_at desc, w.id desc limit 1",
        ),
      },
      orderId: order.id,
      productId: bought.product_id,
      messageId: message.id,
    };
  });
}

const customerPath = (id: number, search = "") => `${screens.registeredUsers.detail(id)}${search}`;
const profile = (page: Page) => page.getByRole("region", { name: "Profilo" });

/** The summary line of a list of `total` rows, first page. */
const firstPageSummary = (total: number) => `Risultati da 1 a ${Math.min(total, 14)} di ${total}`;

/** Records the sub-list requests the page makes (`user/{id}/<list>`), by list name. */
function recordSubListCalls(page: Page, id: number): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    const match = new RegExp(`/api/admin/user/${id}/([a-z-]+)`).exec(request.url());
    if (match) calls.push(match[1]);
  });
  return calls;
}

test.describe("a registered customer's page", () => {
  let customer: Customer;
  test.beforeAll(() => {
    customer = findCustomer();
  });

  test("the profile, the counts on the tabs, and every tab's rows with links to their records", async ({ page }) => {
    await page.goto(urls.path(customerPath(customer.id)));
    const screen = new SubListsPageObject(page);
    await expect(new Shell(page).heading()).toHaveText("Utente registrato");
    await expect(profile(page)).toContainText(customer.name);
    await expect(profile(page).getByRole("link", { name: customer.email })).toHaveAttribute("href", `mailto:${customer.email}`);
    await expect(page.getByTestId("customer-default-address")).toContainText(customer.address);
    await expect(page.getByRole("link", { name: "Torna all'elenco" })).toHaveAttribute("href", browserPath(screens.registeredUsers.list()));

    for (const { key, label } of TABS) {
      if (key === "bought") await expect(screen.count(key)).toHaveCount(0);
      else await expect(screen.count(key)).toHaveText(String(customer.counts[key]));
      await screen.open(label);
      // The first tab is open without `tab=`; the others put theirs in the URL.
      expect(screen.openTabParam() ?? TABS[0].key).toBe(key);
      await expect(screen.list.summary()).toHaveText(firstPageSummary(customer.counts[key]));
      await expect(screen.list.row(customer.newest[key]).first()).toBeVisible();
    }

    // Rows with a page of their own link to it.
    await screen.open("Ordini");
    await expect(screen.list.table().getByRole("link", { name: customer.newest.orders })).toHaveAttribute(
      "href",
      browserPath(screens.orders.detail(customer.orderId)),
    );
    await screen.open("Prodotti acquistati");
    await expect(screen.list.table().getByRole("link", { name: customer.newest.bought })).toHaveAttribute(
      "href",
      browserPath(screens.products.edit(customer.productId)),
    );
    await screen.open("Messaggi");
    await screen.list.table().getByRole("link", { name: customer.newest.messages }).click();
    await expect(page).toHaveURL(browserPath(screens.userMessages.detail(customer.messageId)));
  });

  test("two tabs keep their own page and sort in the URL across reload and back", async ({ page }) => {
    await page.goto(urls.path(customerPath(customer.id)));
    const screen = new SubListsPageObject(page);
    await screen.open("Accessi");
    await screen.goToPage(2);
    await expect.poll(() => screen.param("logins", "page")).toBe("2");
    await expect(screen.list.summary()).toHaveText(
      `Risultati da 15 a ${Math.min(customer.counts.logins, 28)} di ${customer.counts.logins}`,
    );

    await screen.open("Ordini");
    await screen.list.sortBy("Totale");
    await expect.poll(() => screen.param("orders", "orderby")).toBe("total_amount");
    const totalHeader = screen.list.table().getByRole("columnheader", { name: "Totale" });
    await expect(totalHeader).toHaveAttribute("aria-sort", "descending");
    const firstByTotal = await screen.list.table().getByRole("row").nth(1).innerText();
    // Each list wrote only its own keys.
    expect(screen.param("logins", "page")).toBe("2");
    expect(screen.param("orders", "page")).toBeNull();

    await page.reload();
    await screen.expectOpen("Ordini");
    await expect(totalHeader).toHaveAttribute("aria-sort", "descending");
    expect(await screen.list.table().getByRole("row").nth(1).innerText()).toBe(firstByTotal);

    await screen.open("Accessi");
    await expect(screen.list.summary()).toHaveText(new RegExp(`^Risultati da 15 a`));
    await expect(page.getByRole("button", { name: "Vai alla pagina 2" })).toHaveAttribute("aria-current", "page");

    // Back: the orders tab as it was, then the orders tab before its sort.
    await page.goBack();
    await screen.expectOpen("Ordini");
    await expect(totalHeader).toHaveAttribute("aria-sort", "descending");
    await page.goBack();
    await screen.expectOpen("Ordini");
    await expect(totalHeader).toHaveAttribute("aria-sort", "none");
    await expect(screen.list.summary()).toHaveText(firstPageSummary(customer.counts.orders));
  });

  test("a tab's rows are fetched only when the tab is opened", async ({ page }) => {
    const calls = recordSubListCalls(page, customer.id);
    await page.goto(urls.path(customerPath(customer.id)));
    const screen = new SubListsPageObject(page);
    await screen.expectOpen("Indirizzi");
    expect([...new Set(calls)]).toEqual(["addresses"]);

    await screen.open("Lista desideri");
    expect([...new Set(calls)]).toEqual(["addresses", "wishlists"]);
    expect(calls).not.toContain("orders");
    await screen.open("Ordini");
    expect(calls).toContain("orders");
    expect(calls).not.toContain("logins");
  });

  test("a tab whose list fails shows the server's message in the tab, with Retry", async ({ page }) => {
    let fail = true;
    await page.route(`**/api/admin/user/${customer.id}/wishlists**`, (route) =>
      fail ? route.fulfill({ json: { status: 500, data: null, token: null, message: "Wishlists are being rebuilt." } }) : route.continue(),
    );
    await page.goto(urls.path(customerPath(customer.id, "?tab=wishlists")));
    const alert = page.getByRole("tabpanel").getByRole("alert");
    await expect(alert).toContainText("Impossibile caricare l'elenco");
    await expect(alert).toContainText("Wishlists are being rebuilt.");
    // The profile and the other tabs are not affected.
    await expect(profile(page)).toContainText(customer.name);
    fail = false;
    await alert.getByRole("button", { name: "Riprova" }).click();
    await expect(new SubListsPageObject(page).list.summary()).toHaveText(firstPageSummary(customer.counts.wishlists));
  });

  test("a vendor (no user.view) gets the 403 page", async ({ page }) => {
    await useSession(page, vendor);
    await page.goto(urls.path(customerPath(customer.id)));
    await expect(page.getByTestId("error-status")).toHaveText("403");
  });

  test("an unknown customer gets the 404 page", async ({ page }) => {
    const unknown = withDatabase((db) => (db.prepare("select max(id) as id from users").get() as { id: number }).id + 1000);
    await page.goto(urls.path(customerPath(unknown)));
    await expect(page.getByTestId("error-status")).toHaveText("404");
    await page.goto(urls.path(`${screens.registeredUsers.list()}/not-a-number`));
    await expect(page.getByTestId("error-status")).toHaveText("404");
  });

  test("no serious or critical axe violation on the profile and a tab of links", async ({ page }) => {
    await page.goto(urls.path(customerPath(customer.id, "?tab=orders")));
    await new SubListsPageObject(page).expectOpen("Ordini");
    expect(await seriousViolations(page)).toEqual([]);
    await new SubListsPageObject(page).open("Carrello");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the page in English, French and German", async ({ page }) => {
    const languages = [
      { code: "en", switchLabel: "Lingua", title: "Registered user", tab: "Orders", column: "Total", fact: "E-mail verification" },
      {
        code: "fr",
        switchLabel: "Language",
        title: "Utilisateur inscrit",
        tab: "Commandes",
        column: "Total",
        fact: "Vérification de l'e-mail",
      },
      {
        code: "de",
        switchLabel: "Langue",
        title: "Registrierter Benutzer",
        tab: "Bestellungen",
        column: "Summe",
        fact: "E-Mail-Bestätigung",
      },
    ];
    await page.goto(urls.path(customerPath(customer.id, "?tab=orders")));
    for (const language of languages) {
      await page.getByLabel(language.switchLabel, { exact: true }).selectOption(language.code);
      await expect(new Shell(page).heading()).toHaveText(language.title);
      await expect(page.getByRole("tab", { name: new RegExp(`^${language.tab}`) })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("columnheader", { name: language.column })).toBeVisible();
      await expect(page.getByText(language.fact, { exact: true })).toBeVisible();
    }
  });
});
