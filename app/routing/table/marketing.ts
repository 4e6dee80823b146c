import type { ScreenParts } from "./entry";

/* What sells (marketing) and what the shop charges (tax and shipping rules). Part of the screen table (routing/screens.ts). */

export const marketingScreens = {
  vouchers: {
    path: "vouchers",
    title: "screens.vouchers",
    subject: "voucher",
    section: "nav.marketing",
    areas: ["marketing"],
    menu: { at: 7, icon: "ticket" },
  },
  "vouchers.$id": { path: "vouchers/:id", title: "screens.voucherForm", subject: "voucher", parent: "vouchers", idParam: "required" },
  "flash-sales": {
    path: "flash-sales",
    title: "screens.flashSales",
    subject: "flash_sale",
    section: "nav.marketing",
    areas: ["marketing"],
    menu: { at: 8, icon: "bolt" },
  },
  "flash-sales.$id": {
    path: "flash-sales/:id?",
    title: "screens.flashSaleForm",
    subject: "flash_sale",
    parent: "flash-sales",
    idParam: "optional",
  },
  "bundle-deals": {
    path: "bundle-deals",
    title: "screens.bundleDeals",
    subject: "bundle_deal",
    section: "nav.marketing",
    areas: ["marketing"],
    menu: { at: 9, icon: "gift" },
  },
  "bundle-deals.$id": {
    path: "bundle-deals/:id?",
    title: "screens.bundleDealForm",
    subject: "bundle_deal",
    parent: "bundle-deals",
    idParam: "optional",
  },
  "tax-rules": {
    path: "tax-rules",
    title: "screens.taxRules",
    subject: "tax_rule",
    section: "nav.shopRules",
    areas: ["marketing"],
    menu: { at: 10, icon: "receiptTax" },
  },
  "tax-rules.$id": { path: "tax-rules/:id?", title: "screens.taxRuleForm", subject: "tax_rule", parent: "tax-rules", idParam: "optional" },
  "shipping-rules": {
    path: "shipping-rules",
    title: "screens.shippingRules",
    subject: "shipping_rule",
    section: "nav.shopRules",
    areas: ["marketing"],
    menu: { at: 11, icon: "truckDelivery" },
  },
  "shipping-rules.$id": {
    path: "shipping-rules/:id?",
    title: "screens.shippingRuleForm",
    subject: "shipping_rule",
    parent: "shipping-rules",
    idParam: "optional",
  },
} as const satisfies ScreenParts;
