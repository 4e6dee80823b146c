import { afterEach, describe, expect, it, vi } from "vitest";
import type { Profile } from "~/api/auth";
import { parsePosReceiptOrder, posOrderRowSchema } from "~/api/pos/orders";
import { parsePosSetting } from "~/api/pos/settings";
import { posPluginActive } from "~/features/pos/plugin-gate";
import { cashierName, customerName, offlineDetails, paymentLabel, receiptLine, receiptTotals } from "~/features/pos/receipt-lines";
import { printReceipt, receiptPrintCss, removePrintCopy } from "~/features/pos/receipt-print";
import {
  formatReceiptWidth,
  parseReceiptWidth,
  posContentLanguage,
  receiptWidth,
  shopDefaultLanguage,
} from "~/features/pos/receipt-setting";

/** An order as `pos-order/action` answers it (server/src/groups/commerce/order-model.ts), trimmed. */
function apiOrder(overrides: Record<string, unknown> = {}) {
  return {
    id: 41,
    order: "20242501ABCDE",
    status: 1,
    total_amount: "47.00",
    order_method: 2,
    payment_done: 1,
    cancelled: 0,
    viewed: 1,
    user_id: null,
    created_at: "2024-01-25 10:00:00",
    voucher: { code: "SAVE5" },
    user: null,
    address: null,
    calculated: { subtotal: 60, shipping_price: 0, offered_discount: 6, bundle_offer: 9, tax: 7, voucher_price: 5, total_price: 47 },
    pos_order: {
      id: 7,
      payment_method: 3,
      offline_trans_id: "TX-1",
      offline_payment_method: "Bank transfer",
      offline_payment_proof: "proof.png",
      admin: { id: 3, name: "", email: "cashier@example.com" },
    },
    ordered_products: [
      {
        id: 1,
        product_id: 5,
        quantity: 3,
        shipping_type: 1,
        offer_discount: "2.00",
        selling: "20.00",
        shipping_price: "0.00",
        tax_price: "7.00",
        bundle_offer: 1,
        product: { id: 5, title: "T-shirt" },
        updated_inventory: {
          sku: "TS-RED",
          inventory_attributes: [{ attribute_value: { title: "Red", attribute: { title: "Colour" } } }],
        },
      },
    ],
    ...overrides,
  };
}

describe("POS receipt order", () => {
  it("parses the order of pos-order/action and of a list row alike", () => {
    const order = parsePosReceiptOrder(apiOrder());
    expect(order.pos_order?.offline_payment_proof).toBe("proof.png");
    const row = posOrderRowSchema.parse({ id: 7, payment_method: 3, order_id: 41, created: "now", admin: null, order: apiOrder() });
    expect(row.order?.order).toBe("20242501ABCDE");
  });

  it("prices the lines at the unit price paid and keeps the bundle's free units apart", () => {
    const order = parsePosReceiptOrder(apiOrder());
    expect(receiptLine(order.ordered_products[0])).toEqual({
      id: 1,
      title: "T-shirt",
      variant: "Colour: Red · SKU TS-RED",
      quantity: 3,
      unit: 18,
      total: 54,
      free: 1,
    });
    // The lines add up to the subtotal shown (selling − offers); the bundle comes off below.
    expect(receiptTotals(order)).toEqual({
      items: 3,
      subtotal: 54,
      shipping: 0,
      bundle: 9,
      voucher: 5,
      voucherCode: "SAVE5",
      tax: 7,
      total: 47,
    });
  });

  it("names the payment, the offline details, the cashier and the customer (walk-in when none)", () => {
    const order = parsePosReceiptOrder(apiOrder());
    expect(paymentLabel(1)).toBe("pos.payment.cash");
    expect(paymentLabel(2)).toBe("pos.payment.cashOnDelivery");
    expect(paymentLabel(3)).toBe("pos.payment.offline");
    expect(paymentLabel(9)).toBe("pos.payment.cash");
    expect(offlineDetails(order)).toEqual({ method: "Bank transfer", transaction: "TX-1", proof: "proof.png" });
    expect(offlineDetails(parsePosReceiptOrder(apiOrder({ pos_order: { id: 1, payment_method: 1 } })))).toBeNull();
    expect(cashierName(order)).toBe("cashier@example.com");
    expect(customerName(order)).toBeNull();
    expect(customerName({ user: { id: 2, name: "Anna", email: "a@example.com" } })).toBe("Anna");
  });
});

describe("POS receipt setting", () => {
  const profile = (languages: { code: string; default?: number }[]) => ({ languages: languages.map((l) => ({ name: l.code, ...l })) });

  it("writes the texts without a language in the shop's default one, with it in any other", () => {
    const shop = profile([{ code: "it", default: 1 }, { code: "en" }, { code: "de" }]);
    expect(shopDefaultLanguage(shop)).toBe("it");
    expect(posContentLanguage("it", shop)).toBeNull();
    expect(posContentLanguage("de", shop)).toBe("de");
    // The API lists the default first; without a flag the first one is it.
    expect(shopDefaultLanguage(profile([{ code: "en" }, { code: "it" }]))).toBe("en");
    expect(posContentLanguage("fr", null)).toBeNull();
  });

  it("reads widths as millimetres and shows them with mm", () => {
    expect(parseReceiptWidth("80mm")).toBe(80);
    expect(parseReceiptWidth(" 58 MM ")).toBe(58);
    expect(parseReceiptWidth("72")).toBe(72);
    expect(parseReceiptWidth("8cm")).toBeNull();
    expect(parseReceiptWidth("wide")).toBeNull();
    expect(parseReceiptWidth("")).toBeNull();
    expect(formatReceiptWidth(58)).toBe("58mm");
    expect(formatReceiptWidth(null)).toBe("80mm");
    expect(receiptWidth(null)).toBe("80mm");
    expect(receiptWidth({ width: 58 })).toBe("58mm");
  });

  it("parses a stored setting, null for none", () => {
    expect(parsePosSetting(null)).toBeNull();
    expect(parsePosSetting({ id: 1, width: "nonsense", header_text: null })).toMatchObject({ id: 1, width: 80, header_text: "" });
  });

  it("knows the plugin is active from the profile's public key", () => {
    const base = { user: { id: 1, name: "", email: "a@b.c" }, permissions: [], super_admin: true, vendor: false } as unknown as Profile;
    expect(posPluginActive({ ...base, pos_public_key: "pk_live" })).toBe(true);
    expect(posPluginActive({ ...base, pos_public_key: null })).toBe(false);
    expect(posPluginActive(null)).toBe(false);
  });
});

describe("printing a receipt", () => {
  afterEach(() => removePrintCopy());

  it("sets the page to the receipt's width and hides everything else in print", () => {
    const css = receiptPrintCss("58mm", 120.2);
    expect(css).toContain("@page { size: 58mm 121mm; margin: 0; }");
    expect(css).toContain("body > *:not([data-receipt-print]) { display: none !important; }");
    expect(receiptPrintCss("80mm", 0)).toContain("size: 80mm 297mm");
  });

  it("prints a copy of the receipt alone, once, and cleans up after", () => {
    const receipt = document.createElement("article");
    receipt.setAttribute("data-testid", "pos-receipt");
    receipt.innerHTML = '<p id="x">#20242501ABCDE</p>';
    document.body.appendChild(receipt);
    const print = vi.spyOn(window, "print").mockImplementation(() => {
      const copy = document.querySelector("[data-receipt-print]");
      expect(copy?.getAttribute("data-width")).toBe("80mm");
      expect(copy?.textContent).toBe("#20242501ABCDE");
      // Ids stay unique: the copy has none of the original's.
      expect(copy?.querySelector("[id], [data-testid]")).toBeNull();
      expect(document.querySelector("style[data-receipt-print-style]")?.textContent).toContain("size: 80mm");
    });
    printReceipt(receipt, "80mm");
    expect(print).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event("afterprint"));
    expect(document.querySelector("[data-receipt-print]")).toBeNull();
    expect(document.querySelector("style[data-receipt-print-style]")).toBeNull();
    receipt.remove();
  });
});
