import { withRecord, type ScreenParts } from "./entry";

/* Orders, reviews, carts and wishlists, and the point of sale. Part of the screen table (routing/screens.ts). */

export const salesScreens = {
  ...withRecord(
    "orders",
    { path: "orders", title: "screens.orders", subject: "order", areas: ["sales"], menu: { at: 15, icon: "shoppingCart" } },
    { title: "screens.orderDetail", idParam: "required", creatable: false, detail: true },
  ),
  "rating-reviews": {
    path: "rating-reviews",
    title: "screens.ratingReviews",
    subject: "rating_review",
    areas: ["sales"],
    menu: { at: 16, icon: "star" },
  },
  ...withRecord(
    "carts",
    {
      path: "carts",
      title: "screens.carts",
      subject: "user",
      section: "nav.users",
      areas: ["sales"],
      menu: { at: 19, icon: "shoppingCart" },
    },
    { title: "screens.cartDetail", idParam: "required", creatable: false, detail: true },
  ),
  wishlists: {
    path: "wishlists",
    title: "screens.wishlists",
    subject: "user",
    section: "nav.users",
    areas: ["sales"],
    menu: { at: 20, icon: "heart" },
  },
  "pos.manager": {
    path: "pos/manager",
    title: "screens.posManager",
    subject: "pos",
    section: "nav.pos",
    areas: ["pos", "sales"],
    menu: { at: 12 },
  },
  "pos.order": {
    path: "pos/order",
    title: "screens.posOrders",
    subject: "pos",
    section: "nav.pos",
    areas: ["pos", "sales"],
    menu: { at: 13, icon: "shoppingCart" },
  },
  // Point of sale. Its orders list says an order's payment and delivery as /orders does.
  "pos.configuration": {
    path: "pos/configuration",
    title: "screens.posConfiguration",
    subject: "pos_setting",
    section: "nav.pos",
    areas: ["pos", "sales"],
    menu: { at: 14, icon: "settings" },
  },
} as const satisfies ScreenParts;
