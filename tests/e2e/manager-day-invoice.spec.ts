import { readFileSync } from "node:fs";
import { expect, test } from "./support/fixtures";
import { forgetSession } from "./support/pages";
import { pdfText } from "./support/pdf-text";
import { createOrder, OrderPage } from "./support/sales-orders";
import { restoreShopSetting, SettingsPanelPage, shopSetting } from "./support/settings-panels";
import { screens } from "./support/urls";

/*
 * Issue 28 item 6, as the manager does it: the shop's VAT number is entered in the address settings,
 * an order's invoice is printed, and the PDF is text (it can be searched) that carries the invoice's
 * own number, the order's number and the shop's VAT number; printed again, the number is the same.
 */

interface InvoiceAnswer {
  number: string;
  issued: boolean;
}

test.describe("a day in the shop: the invoice", () => {
  test("the invoice PDF is text with its own number, the order's number and the shop's VAT number", async ({ page, api }) => {
    const before = await shopSetting(api);
    const order = createOrder({ paid: true });
    const vat = `IT${Date.now().toString().slice(-11)}`;
    try {
      // The manager enters the shop's VAT number where the shop's address is.
      const settings = new SettingsPanelPage(page);
      await settings.open(screens.settingAddress(), "Città");
      await settings.fill("Partita IVA", vat);
      await settings.save();
      await settings.expectSavedToast();

      // …and prints the order's invoice.
      const detail = new OrderPage(page);
      await detail.open(order.id);
      const download = await detail.downloadInvoice();
      expect(download.suggestedFilename()).toBe(`Invoice-${order.order}.pdf`);
      const file = readFileSync(await download.path());
      expect(file.toString("latin1")).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
      const text = pdfText(file);

      // The number the shop's register gave the order (asking again answers the same one, not a new one).
      const invoice = await api.ok<InvoiceAnswer>("POST", `order/invoice/${order.id}`);
      expect(invoice.issued).toBe(false);
      expect(text).toContain(`Fattura n. ${invoice.number}`);
      expect(text).toContain(`Ordine n. ${order.order}`);
      expect(text).toContain(`P.IVA ${vat}`);
      expect(text).toContain("Fattura");

      // Printed again: the same number.
      const again = pdfText(readFileSync(await (await detail.downloadInvoice()).path()));
      expect(again).toContain(`Fattura n. ${invoice.number}`);
    } finally {
      await restoreShopSetting(api, "address", before, { vat_number: typeof before.vat_number === "string" ? before.vat_number : "" });
      await forgetSession(page);
    }
  });
});
