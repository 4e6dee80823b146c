import { sharing, type ScreenParts } from "./entry";

/* What sells (marketing) and what the shop charges (tax and shipping rules). Part of the screen table (routing/screens.ts). */
const marketing = sharing({ section: "nav.marketing", areas: ["marketing"] });
const shopRules = sharing({ section: "nav.shopRules", areas: ["marketing"] });

export const marketingScreens = {
  ...marketing.withRecord(
    "vouchers",
    { title: "screens.vouchers", subject: "voucher", menu: { at: 7, icon: "ticket" } },
    { title: "screens.voucherForm", idParam: "required" },
  ),
  ...marketing.withRecord(
    "flash-sales",
    { title: "screens.flashSales", subject: "flash_sale", menu: { at: 8, icon: "bolt" } },
    { title: "screens.flashSaleForm", idParam: "optional" },
  ),
  ...marketing.withRecord(
    "bundle-deals",
    { title: "screens.bundleDeals", subject: "bundle_deal", menu: { at: 9, icon: "gift" } },
    { title: "screens.bundleDealForm", idParam: "optional" },
  ),
  ...shopRules.withRecord(
    "tax-rules",
    { title: "screens.taxRules", subject: "tax_rule", menu: { at: 10, icon: "receiptTax" } },
    { title: "screens.taxRuleForm", idParam: "optional" },
  ),
  ...shopRules.withRecord(
    "shipping-rules",
    { title: "screens.shippingRules", subject: "shipping_rule", menu: { at: 11, icon: "truckDelivery" } },
    { title: "screens.shippingRuleForm", idParam: "optional" },
  ),
} as const satisfies ScreenParts;
