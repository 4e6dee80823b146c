import { withRecord, type ScreenParts } from "./entry";

/* What sells (marketing) and what the shop charges (tax and shipping rules). Part of the screen table (routing/screens.ts). */

export const marketingScreens = {
  ...withRecord(
    "vouchers",
    {
      path: "vouchers",
      title: "screens.vouchers",
      subject: "voucher",
      section: "nav.marketing",
      areas: ["marketing"],
      menu: { at: 7, icon: "ticket" },
    },
    { title: "screens.voucherForm", idParam: "required" },
  ),
  ...withRecord(
    "flash-sales",
    {
      path: "flash-sales",
      title: "screens.flashSales",
      subject: "flash_sale",
      section: "nav.marketing",
      areas: ["marketing"],
      menu: { at: 8, icon: "bolt" },
    },
    { title: "screens.flashSaleForm", idParam: "optional" },
  ),
  ...withRecord(
    "bundle-deals",
    {
      path: "bundle-deals",
      title: "screens.bundleDeals",
      subject: "bundle_deal",
      section: "nav.marketing",
      areas: ["marketing"],
      menu: { at: 9, icon: "gift" },
    },
    { title: "screens.bundleDealForm", idParam: "optional" },
  ),
  ...withRecord(
    "tax-rules",
    {
      path: "tax-rules",
      title: "screens.taxRules",
      subject: "tax_rule",
      section: "nav.shopRules",
      areas: ["marketing"],
      menu: { at: 10, icon: "receiptTax" },
    },
    { title: "screens.taxRuleForm", idParam: "optional" },
  ),
  ...withRecord(
    "shipping-rules",
    {
      path: "shipping-rules",
      title: "screens.shippingRules",
      subject: "shipping_rule",
      section: "nav.shopRules",
      areas: ["marketing"],
      menu: { at: 11, icon: "truckDelivery" },
    },
    { title: "screens.shippingRuleForm", idParam: "optional" },
  ),
} as const satisfies ScreenParts;
