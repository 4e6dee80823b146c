import type { GroupMount } from "../mount";
import { bundleDealRoutes } from "./bundle-deal";
import { cancellationRoutes } from "./cancellation";
import { cartRoutes } from "./cart";
import { dashboardRoutes } from "./dashboard";
import { flashSaleRoutes } from "./flash-sale";
import { orderRoutes } from "./order";
import { orderEditRoutes } from "./order-edits";
import { orderInvoiceRoutes } from "./order-invoice";
import { posOrderRoutes } from "./pos-order";
import { posSettingRoutes } from "./pos-setting";
import { ratingReviewRoutes } from "./rating-review";
import { shippingRuleRoutes } from "./shipping-rule";
import { taxRuleRoutes } from "./tax-rule";
import { voucherRoutes } from "./voucher";

/** The commerce area's API groups (see server/README.md for the pattern). */
export const commerceGroups: GroupMount[] = [
  { prefix: "/tax-rule", router: taxRuleRoutes },
  { prefix: "/shipping-rule", router: shippingRuleRoutes },
  { prefix: "/voucher", router: voucherRoutes },
  { prefix: "/flash-sale", router: flashSaleRoutes },
  { prefix: "/bundle-deal", router: bundleDealRoutes },
  { prefix: "/order", router: orderRoutes },
  { prefix: "/order", router: orderEditRoutes },
  { prefix: "/order", router: orderInvoiceRoutes },
  { prefix: "/cancellation", router: cancellationRoutes },
  { prefix: "/rating-review", router: ratingReviewRoutes },
  { prefix: "/cart", router: cartRoutes },
  { prefix: "/pos-setting", router: posSettingRoutes },
  { prefix: "/pos-order", router: posOrderRoutes },
  // dashboard and order-statistic sit at the root (contract 3.1).
  { prefix: "", router: dashboardRoutes },
];
