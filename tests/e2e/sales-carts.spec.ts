import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { openSignedIn, signInAs, useSession } from "./support/session";
import { superadmin, vendor } from "./support/accounts";
import { createRestrictedAdmin, ShopApi, unique } from "./support/api";
import { seriousViolations } from "./support/axe";
import { withDatabase } from "./support/db";
import { DetailPageObject } from "./support/detail-page";
import { ListPageObject } from "./support/list-page";
import { languageEntries } from "./support/languages";
import { forgetSession, Shell } from "./support/pages";
import { openScreen } from "./support/security";
import { browserPath, urls } from "./support/urls";
import { italianAmount } from "./support/money";

/*
 * /carts and /carts/{id}: the customers' carts (a read-only list with a row and a bulk action) and one
 * cart's detail page with its record actions. Reading tests use the demo shop's carts; tests that
 * empty carts use customers of their own, so no other test loses the rows it reads.
 */

interface CartRef {
  id: number;
  name: string;
  email: string;
}

/** A registered customer of its own with `lines` cart lines (quantities 1, 2, …) of demo products. */
function customerWithCart(name: string, lines: number): CartRef {
  return withDatabase((db) => {
    const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@cart.test`;
    const id = Number(db.prepare("insert into users (name, email) values (?, ?)").run(name, email).lastInsertRowid);
    const inventories = db.prepare("select id, product_id from updated_inventories order by id limit ?").all(lines) as {
      id: number;
      product_id: number;
    }[];
    const insert = db.prepare("insert into carts (product_id, inventory_id, quantity, user_id) values (?, ?, ?, ?)");
    inventories.forEach((inv, n) => insert.run(inv.product_id, inv.id, n + 1, id));
    return { id, name, email };
  });
}

const cartLines = (userId: number) =>
  withDatabase((db) => (db.prepare("select count(*) as n from carts where user_id = ?").get(userId) as { n: number }).n);

/** A demo customer's cart, read from the database: a registered customer's with a variant (attribute values), or a guest's. */
function demoCart(guest: boolean): number {
  const sql = guest
    ? "select min(g.id) as id from carts c join guest_users g on g.user_token = c.user_token where c.user_id is null and c.admin_id is null"
    : "select min(c.user_id) as id from carts c where c.admin_id is null and exists (select 1 from inventory_attributes ia where ia.inventory_id = c.inventory_id)";
  return withDatabase((db) => {
    const row = db.prepare(sql).get() as { id: number | null };
    if (row.id === null) throw new Error(`no demo ${guest ? "guest" : "customer"} cart`);
    return row.id;
  });
}

interface ApiCart {
  customer: { id: number; name: string; email: string; guest: number };
  item_count: number;
  quantity: number;
  total: number;
  lines: { product: { title: string }; quantity: number; attributes: { attribute: string; value: string }[] }[];
}

const money = italianAmount;

async function openCart(page: Page, id: number, guest = false) {
  await page.goto(urls.path(`/carts/${id}${guest ? "?guest=1" : ""}`));
  await expect(new DetailPageObject(page).section("Articoli nel carrello")).toBeVisible();
}

/** Signs in as the superadmin and opens a demo cart; answers the cart as the API gives it. */
async function openDemoCart(page: Page, request: APIRequestContext, baseURL: string, guest = false) {
  const api = await ShopApi.signIn(request, baseURL, superadmin);
  const id = demoCart(guest);
  const cart = await api.ok<ApiCart>("GET", `customer-cart/find/${id}${guest ? "?guest=1" : ""}`);
  await openCart(page, id, guest);
  return { id, cart, detail: new DetailPageObject(page) };
}

test.describe("carts", () => {
  test("the list: search and sort on the server, a row action and a bulk action empty carts", async ({ page }) => {
    const prefix = unique("Carrello E2E");
    const small = customerWithCart(`${prefix} Alfa`, 1);
    const large = customerWithCart(`${prefix} Beta`, 3);
    const third = customerWithCart(`${prefix} Gamma`, 2);
    await page.goto(urls.path("/carts"));
    const list = new ListPageObject(page);
    await expect(list.summary()).toBeVisible();
    // Read-only: nothing to create, no pencil.
    await expect(page.getByRole("link", { name: /^Aggiungi/ })).toHaveCount(0);
    await expect(list.table().getByRole("link", { name: /^(Modifica|Apri):/ })).toHaveCount(0);

    await list.searchFor(prefix);
    await expect(list.summary()).toHaveText("Risultati da 1 a 3 di 3");
    await expect(list.row(small.name)).toContainText("Registrato");

    await list.sortBy("Totale");
    await expect(page).toHaveURL(/orderby=total&type=desc/);
    await expect(list.table().getByRole("row").nth(1)).toContainText(large.name);
    await list.sortBy("Totale");
    await expect(page).toHaveURL(/orderby=total&type=asc/);
    await expect(list.table().getByRole("row").nth(1)).toContainText(small.name);

    // Each row links to its cart.
    await list.row(large.name).getByRole("link", { name: large.name }).click();
    await expect(page).toHaveURL(browserPath(`/carts/${large.id}`));
    const relisted = page.waitForResponse((response) => response.url().includes("/api/admin/customer-cart/all"));
    await page.goBack();
    // Back on the list once its rows have come again (once, in a loaded full run, the confirmation
    // opened while the way back was still finishing closed again; the row action is what this checks).
    await relisted;
    await expect(list.summary()).toHaveText("Risultati da 1 a 3 di 3");

    await list
      .row(small.name)
      .getByRole("button", { name: `Svuota il carrello: ${small.name}` })
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(`Svuotare il carrello di ${small.name}?`);
    await dialog.getByRole("button", { name: "Svuota il carrello" }).click();
    await expect(page.getByText(`Carrello di ${small.name} svuotato.`)).toBeVisible();
    await expect(list.row(small.name)).toHaveCount(0);
    expect(cartLines(small.id)).toBe(0);

    await list.row(large.name).getByRole("checkbox").check();
    await list.row(third.name).getByRole("checkbox").check();
    await page.getByRole("button", { name: "Svuota i carrelli selezionati (2)" }).click();
    await expect(dialog).toContainText("Svuotare i carrelli selezionati (2)?");
    await dialog.getByRole("button", { name: "Svuota i carrelli selezionati (2)" }).click();
    await expect(page.getByText("Carrelli svuotati: 2.")).toBeVisible();
    await expect(list.summary()).toHaveText("Nessun risultato");
    expect(cartLines(large.id) + cartLines(third.id)).toBe(0);
  });

  test("the detail of a real cart: the customer, the items with variants and prices, the totals; print", async ({
    page,
    request,
    baseURL,
  }) => {
    const { id, cart, detail } = await openDemoCart(page, request, baseURL!);
    await expect(new Shell(page).heading()).toHaveText("Carrello");

    await expect(detail.field("Cliente", "Nome").getByRole("link", { name: cart.customer.name })).toHaveAttribute(
      "href",
      browserPath(`/registered-users/${id}`),
    );
    await expect(detail.field("Cliente", "Email")).toHaveText(cart.customer.email);
    await expect(detail.field("Cliente", "Tipo")).toHaveText("Registrato");

    await expect(detail.section("Articoli nel carrello").getByRole("row")).toHaveCount(cart.lines.length + 1);
    const withVariant = cart.lines.find((l) => l.attributes.length > 0)!;
    const row = detail.line("Articoli nel carrello", withVariant.product.title);
    for (const a of withVariant.attributes) await expect(row).toContainText(`${a.attribute}: ${a.value}`);
    await expect(detail.field("Totali", "Articoli")).toHaveText(String(cart.item_count));
    await expect(detail.field("Totali", "Quantità")).toHaveText(String(cart.quantity));
    await expect(detail.field("Totali", "Totale")).toContainText(money(cart.total));

    // Print: the browser's print of the record, without the shell.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed++;
      };
    });
    await detail.action("Stampa").click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: "print" });
    await expect(new Shell(page).sidebar()).toBeHidden();
    await expect(detail.actions()).toBeHidden();
    await expect(detail.section("Articoli nel carrello")).toBeVisible();
    await page.emulateMedia({ media: "screen" });
    await expect(new Shell(page).sidebar()).toBeVisible();
  });

  test("a guest's cart: no customer page to link to; its actions name the guest", async ({ page, request, baseURL }) => {
    const { cart, detail } = await openDemoCart(page, request, baseURL!, true);
    await expect(detail.field("Cliente", "Tipo")).toHaveText("Ospite");
    await expect(detail.field("Cliente", "Nome")).toHaveText(cart.customer.name);
    await expect(detail.field("Cliente", "Nome").getByRole("link")).toHaveCount(0);
    await expect(detail.line("Articoli nel carrello", cart.lines[0].product.title)).toBeVisible();

    // The action posts to the page's own URL, `?guest=1` included: the guest gets the mail.
    const modal = await detail.openModal("Invia un promemoria", "Promemoria via email");
    const subject = unique("Promemoria ospite");
    await modal.getByLabel("Oggetto").fill(subject);
    await modal.getByRole("button", { name: "Metti in coda l'email" }).click();
    await detail.expectToast(`Promemoria per ${cart.customer.name} messo in coda di invio.`);
    const queued = withDatabase((db) => db.prepare("select to_email from mail_outbox where subject = ?").all(subject));
    expect(queued).toEqual([{ to_email: cart.customer.email }]);
  });

  test("the reminder: prefilled, editable, queued in the outbox; the server's messages beside the fields", async ({
    page,
    request,
    baseURL,
  }) => {
    const { cart, detail } = await openDemoCart(page, request, baseURL!);

    let modal = await detail.openModal("Invia un promemoria", "Promemoria via email");
    await expect(modal.getByLabel("Oggetto")).toHaveValue("Il tuo carrello ti aspetta");
    await expect(modal.getByLabel("Messaggio")).toHaveValue(new RegExp(`^Ciao ${cart.customer.name},`));
    expect(await seriousViolations(page)).toEqual([]);

    // Nothing is checked in the browser: these messages are the server's.
    await modal.getByLabel("Oggetto").fill("");
    await modal.getByLabel("Messaggio").fill("x".repeat(5001));
    await modal.getByRole("button", { name: "Metti in coda l'email" }).click();
    await expect(modal.getByLabel("Oggetto")).toHaveAccessibleDescription("Oggetto è obbligatorio");
    await expect(modal.getByLabel("Messaggio")).toHaveAccessibleDescription("The message must not be greater than 5000 characters.");

    const subject = unique("Promemoria E2E");
    await modal.getByLabel("Oggetto").fill(subject);
    await modal.getByLabel("Messaggio").fill("Il tuo carrello è ancora qui.");
    await modal.getByRole("button", { name: "Metti in coda l'email" }).click();
    await detail.expectToast(`Promemoria per ${cart.customer.name} messo in coda di invio.`);
    await expect(modal).toBeHidden();
    const queued = withDatabase((db) => db.prepare("select to_email, body, kind from mail_outbox where subject = ?").all(subject));
    expect(queued).toEqual([{ to_email: cart.customer.email, body: "Il tuo carrello è ancora qui.", kind: "cart_reminder" }]);

    // Opened again, the modal starts from the prefilled texts.
    modal = await detail.openModal("Invia un promemoria", "Promemoria via email");
    await expect(modal.getByLabel("Oggetto")).toHaveValue("Il tuo carrello ti aspetta");
  });

  test("emptying from the detail page returns to the list; failures show the server's message", async ({ page }) => {
    const mine = customerWithCart(unique("Svuotami"), 2);
    const gone = customerWithCart(unique("Sparito"), 1);
    await openSignedIn(page);
    const detail = new DetailPageObject(page);

    // The customer's cart emptied elsewhere meanwhile: the reminder says why it cannot go, in the modal.
    await openCart(page, mine.id);
    withDatabase((db) => db.prepare("delete from carts where user_id = ?").run(mine.id));
    const modal = await detail.openModal("Invia un promemoria", "Promemoria via email");
    await modal.getByRole("button", { name: "Metti in coda l'email" }).click();
    await expect(modal.getByRole("alert")).toContainText("The cart is empty.");
    await modal.getByRole("button", { name: "Annulla" }).click();

    // The customer deleted meanwhile: emptying fails with the server's message in the page's alert.
    await openCart(page, gone.id);
    withDatabase((db) => db.prepare("delete from users where id = ?").run(gone.id));
    await detail.confirmAction("Svuota il carrello", `Svuotare il carrello di ${gone.name}?`);
    await expect(detail.alert()).toContainText("Non è stato trovato nulla.");

    const full = customerWithCart(unique("Pieno"), 2);
    await openCart(page, full.id);
    await expect(detail.section("Articoli nel carrello").getByRole("row")).toHaveCount(3);
    await detail.confirmAction("Svuota il carrello", `Svuotare il carrello di ${full.name}?`);
    await detail.expectToast(`Carrello di ${full.name} svuotato.`);
    await expect(page).toHaveURL(/\/admin\/carts(\?|$)/);
    expect(cartLines(full.id)).toBe(0);
  });

  test("permissions: vendors get the 403 page; view-only admins see no actions but print", async ({ page, api }) => {
    const id = demoCart(false);
    await signInAs(page, vendor);
    await expect(new Shell(page).sidebar().getByRole("link", { name: "Carrelli" })).toHaveCount(0);
    for (const path of ["/carts", `/carts/${id}`]) {
      await page.goto(urls.path(path));
      await expect(page.getByTestId("error-status")).toHaveText("403");
    }
    await forgetSession(page);

    const viewer = await createRestrictedAdmin(api, ["dashboard.view", "profile.view", "user.view"]);
    await useSession(page, viewer);
    await openCart(page, id);
    const detail = new DetailPageObject(page);
    await expect(detail.actions().getByRole("button")).toHaveText(["Stampa"]);
    await page.goto(urls.path("/carts"));
    const list = new ListPageObject(page);
    await expect(list.summary()).toBeVisible();
    await expect(list.table().getByRole("button", { name: /^Svuota il carrello:/ })).toHaveCount(0);
    await expect(list.table().getByRole("checkbox")).toHaveCount(0);
  });

  test("no serious or critical axe violation on the list and the detail", async ({ page }) => {
    await page.goto(urls.path("/carts"));
    await expect(new ListPageObject(page).summary()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await openCart(page, demoCart(false));
    expect(await seriousViolations(page)).toEqual([]);
    await new DetailPageObject(page).action("Svuota il carrello").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the four languages", async ({ page }) => {
    const id = demoCart(false);
    await openSignedIn(page);
    const texts = {
      it: {
        list: "Carrelli",
        title: "Carrello",
        items: "Articoli nel carrello",
        actions: "Azioni",
        remind: "Invia un promemoria",
        total: "Totale",
      },
      en: { list: "Carts", title: "Cart", items: "Items in the cart", actions: "Actions", remind: "Send a reminder", total: "Total" },
      fr: {
        list: "Paniers",
        title: "Panier",
        items: "Articles du panier",
        actions: "Actions",
        remind: "Envoyer un rappel",
        total: "Total",
      },
      de: {
        list: "Warenkörbe",
        title: "Warenkorb",
        items: "Artikel im Warenkorb",
        actions: "Aktionen",
        remind: "Erinnerung senden",
        total: "Summe",
      },
    };
    // Each language chosen in the header, then the list and the cart opened in the panel.
    for (const [language, text] of languageEntries(texts)) {
      await new Shell(page).chooseLanguage(language);
      await openScreen(page, "/carts", "navigate");
      await expect(new Shell(page).heading()).toHaveText(text.list);
      await expect(page.getByRole("columnheader", { name: text.total })).toBeVisible();
      await openScreen(page, `/carts/${id}`, "navigate");
      await expect(new Shell(page).heading()).toHaveText(text.title);
      const detail = new DetailPageObject(page);
      await expect(detail.section(text.items)).toBeVisible();
      await expect(detail.actions(text.actions).getByRole("button", { name: text.remind })).toBeVisible();
    }
  });
});
