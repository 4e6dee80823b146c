import type { GroupMount } from "../mount";
import { adminDataRoutes } from "./admin-data";
import { customerCartRoutes } from "./customer-cart";
import { wishlistRoutes } from "./wishlist";
import { roleRoutes } from "./role";
import { withdrawalAccountRoutes } from "./withdrawal-account";
import { withdrawalRequestRoutes } from "./withdrawal-request";
import { guestUserRoutes } from "./guest-user";
import { subscriberRoutes } from "./subscriber";
import { subscriptionEmailFormatRoutes } from "./subscription-email-format";
import { userRoutes } from "./user";
import { userAddressRoutes } from "./user-address";
import { userMessageRoutes } from "./user-message";

/** The people area's API groups (see server/README.md for the pattern). */
export const peopleGroups: GroupMount[] = [
  { prefix: "/admin-data", router: adminDataRoutes },
  { prefix: "/role", router: roleRoutes },
  // user/address before user: its fixed paths must not be read as `user/{id}/...`.
  { prefix: "/user/address", router: userAddressRoutes },
  { prefix: "/user", router: userRoutes },
  { prefix: "/guest-user", router: guestUserRoutes },
  { prefix: "/subscriber", router: subscriberRoutes },
  { prefix: "/subscription-email-format", router: subscriptionEmailFormatRoutes },
  { prefix: "/user-message", router: userMessageRoutes },
  { prefix: "/withdrawal-account", router: withdrawalAccountRoutes },
  { prefix: "/withdrawal-request", router: withdrawalRequestRoutes },
  // Extensions (server/docs/people-area.md, "Contract extensions").
  { prefix: "/customer-cart", router: customerCartRoutes },
  { prefix: "/wishlist", router: wishlistRoutes },
];
