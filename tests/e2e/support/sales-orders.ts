import { expect, type Download, type Locator, type Page } from "@playwright/test";
import { unique } from "./api";
import { withDatabase } from "./db";
import { DetailPageObject } from "./detail-page";
import { ListPageObject } from "./list-page";
import { urls } from "./urls";

/*
 * Orders of a test's own (written to the database, as a storefront would place them) and the page
 * objects of /orders and /orders/{id}.
 */

export interface TestOrder {
  id: number;
  order: string;
  customer: { id: number; name: string; email: string };
}

interface OrderOptions {
  status?: number;
  paid?: boolean;
  /** order_method: 1 Razorpay, 2 cash on delivery, 3 Stripe, 4 PayPal … */
  method?: number;
  /** A cancellation by the customer, with this message. */
  cancelled?: string;
  /** Whose product the line is of (default: the superadmin's, admin id 1). */
  vendorId?: number;
  /** A customer of the test's own and the address to ship to (default: a new customer). */
  customer?: { id: number; name: string; email: string; addressId: number };
}

/** A registered customer's order of one line (2 units of a product at 25.00, shipping 5.00). */
export function createOrder(options: OrderOptions = {}): TestOrder {
  return withDatabase((db) => {
    const now = new Date().toISOString();
    const name = options.customer?.name ?? unique("Cliente ordine");
    const email = options.customer?.email ?? `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@order.test`;
    const customerId =
      options.customer?.id ?? Number(db.prepare("insert into users (name, email) values (?, ?)").run(name, email).lastInsertRowid);
    const address =
      options.customer?.addressId ??
      Number(
        db
          .prepare(
            `insert into user_addresses (user_id, name, email, phone, country, state, city, zip, address_1, created_at, updated_at)
           values (?, ?, ?, '+39 02 1234567', 'IT', 'MI', 'Milano', '20121', 'Via Dante 7', ?, ?)`,
          )
          .run(customerId, name, email, now, now).lastInsertRowid,
      );
    const product = db.prepare("select id from products where admin_id = ? order by id limit 1").get(options.vendorId ?? 1) as
      { id: number } | undefined;
    if (!product) throw new Error("no product of that admin");
    const number = unique("E2E").toUpperCase();
    const id = Number(
      db
        .prepare(
          `insert into orders ("order", status, order_method, currency, payment_done, cancelled, total_amount, user_id, user_address_id, created_at, updated_at)
           values (?, ?, ?, 'USD', ?, ?, 55, ?, ?, ?, ?)`,
        )
        .run(
          number,
          options.status ?? 1,
          options.method ?? 3,
          options.paid ? 1 : 0,
          options.cancelled ? 1 : 0,
          customerId,
          address,
          now,
          now,
        ).lastInsertRowid,
    );
    db.prepare(
      `insert into ordered_products (order_id, product_id, quantity, selling, shipping_price, bundle_offer, created_at, updated_at)
       values (?, ?, 2, 25, 5, 0, ?, ?)`,
    ).run(id, product.id, now, now);
    if (options.cancelled) {
      db.prepare(
        "insert into cancellations (order_id, user_id, title, message, refunded, created_at, updated_at) values (?, ?, ?, ?, 0, ?, ?)",
      ).run(id, customerId, "Ripensamento", options.cancelled, now, now);
    }
    return { id, order: number, customer: { id: customerId, name, email } };
  });
}

/** How many orders the database holds that match `where` (SQL on `orders`), the truth a list total is held to. */
export const countOrders = (where: string) =>
  withDatabase((db) => (db.prepare(`select count(*) as n from orders where ${where}`).get() as { n: number }).n);

/** The delivered e-mails queued for this address. */
export const deliveredMails = (email: string) =>
  withDatabase(
    (db) =>
      (db.prepare("select count(*) as n from mail_outbox where kind = 'order_delivered' and to_email = ?").get(email) as { n: number }).n,
  );

/** /orders/{id}: the detail's sections and the order's own controls. */
export class OrderPage extends DetailPageObject {
  constructor(page: Page) {
    super(page);
  }

  async open(id: number) {
    await this.page.goto(urls.path(`/orders/${id}`));
    await expect(this.section("Riepilogo")).toBeVisible();
  }

  timeline(): Locator {
    return this.page.getByTestId("order-timeline");
  }

  /** The payment method or status select of the Payment section, by its label. */
  paymentSelect(label: "Metodo di pagamento" | "Stato del pagamento"): Locator {
    return this.section("Pagamento").getByRole("combobox", { name: label });
  }

  /** Picks a payment method or status and answers the question it asks with "Salva la modifica". */
  async changePayment(label: "Metodo di pagamento" | "Stato del pagamento", option: string) {
    await this.paymentSelect(label).selectOption({ label: option });
    await this.dialog().getByRole("button", { name: "Salva la modifica" }).click();
  }

  /** The payment method shown: a till sale's words, or the method select's choice. */
  paymentMethod(): Locator {
    return this.page.getByTestId("order-payment-method").or(this.paymentSelect("Metodo di pagamento").locator("option:checked"));
  }

  /** Paid or not: the payment status select's choice. */
  paymentState(): Locator {
    return this.paymentSelect("Stato del pagamento").locator("option:checked");
  }

  /** Clicks "Print invoice" and answers the file it saves. */
  async downloadInvoice(): Promise<Download> {
    const download = this.page.waitForEvent("download");
    await this.action("Stampa fattura").click();
    return download;
  }
}

/** /orders: the list page object with the orders' own filters. */
export class OrdersList extends ListPageObject {
  async open(search = "") {
    await this.page.goto(urls.path(`/orders${search}`));
    await expect(this.summary()).toBeVisible();
  }

  flag(label: string): Locator {
    return this.page.getByRole("checkbox", { name: label, exact: true });
  }

  /** The URL's query holds each of these values (under whatever key): a filter change has landed. */
  async expectUrlHas(...values: string[]) {
    await expect
      .poll(() => [...new URL(this.page.url()).searchParams.entries()].flatMap(([key, value]) => [key, ...value.split(",")]))
      .toEqual(expect.arrayContaining(values));
  }

  /**
   * The list's total ("… di N") equals `expected()`, read again with the page until both agree: other
   * tests place orders while this one runs.
   */
  async expectTotal(expected: () => number) {
    await expect(async () => {
      await this.page.reload();
      const n = expected();
      await expect(this.summary()).toHaveText(
        n === 0 ? "Nessun risultato" : new RegExp(`di ${n.toLocaleString("it-IT").replace(".", "\\.")}$`),
        {
          timeout: 5_000,
        },
      );
    }).toPass({ timeout: 30_000 });
  }

  /** The order number links of the rows, in their order. */
  orderLinks(): Locator {
    return this.table().locator("a[data-order-link]");
  }
}
