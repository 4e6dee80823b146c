import { sharing, type ScreenParts } from "./entry";

/* Orders, reviews, carts and wishlists, and the point of sale. Part of the screen table (routing/screens.ts). */
const sales = sharing({ areas: ["sales"] });
const customersSales = sharing({ subject: "user", section: "nav.users", areas: ["sales"] });
// Point of sale. Its orders list says an order's payment and delivery as /orders does.
const pos = sharing({ section: "nav.pos", areas: ["pos", "sales"] });

export const salesScreens = {
  ...sales.withRecord(
    "orders",
    { title: "screens.orders", subject: "order", menu: { at: 15, icon: "shoppingCart" } },
    { title: "screens.orderDetail", idParam: "required", creatable: false, detail: true },
  ),
  ...sales.screen("rating-reviews", { title: "screens.ratingReviews", subject: "rating_review", menu: { at: 16, icon: "star" } }),
  ...customersSales.withRecord(
    "carts",
    { title: "screens.carts", menu: { at: 19, icon: "shoppingCart" } },
    { title: "screens.cartDetail", idParam: "required", creatable: false, detail: true },
  ),
  ...customersSales.screen("wishlists", { title: "screens.wishlists", menu: { at: 20, icon: "heart" } }),
  ...pos.screen("pos.manager", { title: "screens.posManager", subject: "pos", menu: { at: 12 } }),
  ...pos.screen("pos.order", { title: "screens.posOrders", subject: "pos", menu: { at: 13, icon: "shoppingCart" } }),
  ...pos.screen("pos.configuration", { title: "screens.posConfiguration", subject: "pos_setting", menu: { at: 14, icon: "settings" } }),
} as const satisfies ScreenParts;
