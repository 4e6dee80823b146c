import { screen, sharing, withRecord, type ScreenParts } from "./entry";

/* Customers, subscribers, staff and vendors, their withdrawals and messages. Part of the screen table (routing/screens.ts). */
const people = sharing({ areas: ["people"] });
// A guest's or customer's page lists their orders (and a guest's carts) in the sales area's words.
const users = sharing({ subject: "user", section: "nav.users", areas: ["people", "sales"] });
const subscription = sharing({ section: "nav.subscription", areas: ["people"] });
const withdrawal = sharing({ section: "nav.withdrawal", areas: ["withdrawals"] });

export const peopleScreens = {
  ...users.withRecord(
    "registered-users",
    { title: "screens.registeredUsers", menu: { at: 17 } },
    { title: "screens.registeredUserDetail", idParam: "optional", detail: true },
  ),
  // Guests and contact messages come from the storefront: those record screens only show records.
  ...users.withRecord(
    "guest-users",
    { title: "screens.guestUsers", menu: { at: 18 } },
    { title: "screens.guestUserDetail", idParam: "optional", creatable: false, detail: true },
  ),
  ...subscription.screen("subscribers", { title: "screens.subscribers", subject: "subscriber", menu: { at: 21 } }),
  ...screen("subscribers.send-email", { title: "screens.sendEmail", subject: "subscriber", parent: "subscribers" }),
  ...subscription.withRecord(
    "subscription-email-formats",
    { title: "screens.emailFormats", subject: "subscription_email_format", menu: { at: 22 } },
    { title: "screens.emailFormatForm", idParam: "optional" },
  ),
  ...withRecord(
    "roles-permissions",
    { title: "screens.rolesPermissions", subject: "role", areas: ["access"], menu: { at: 24, icon: "shieldLock" } },
    { title: "screens.roleForm", idParam: "optional" },
  ),
  // Who changed what (a backend extension: listed only where the backend offers it).
  ...screen("activity-log", {
    title: "screens.activityLog",
    subject: "activity_log",
    areas: ["activityLog"],
    extension: "activityLog",
    menu: { at: 24.5, icon: "history" },
  }),
  ...people.withRecord(
    "admins-vendors",
    { title: "screens.adminsVendors", subject: "admin", menu: { at: 25, icon: "userShield" } },
    { title: "screens.adminForm", idParam: "optional" },
  ),
  ...withdrawal.screen("withdrawal-requests", { title: "screens.withdrawalRequests", subject: "withdrawal_request", menu: { at: 26 } }),
  ...withdrawal.withRecord(
    "withdrawal-accounts",
    { title: "screens.withdrawalAccounts", subject: "withdrawal_account", menu: { at: 27 } },
    { title: "screens.withdrawalAccountForm", idParam: "optional" },
  ),
  ...people.withRecord(
    "user-messages",
    { title: "screens.userMessages", subject: "message" },
    { title: "screens.userMessageDetail", idParam: "optional", creatable: false, detail: true },
  ),
  ...people.screen("profile", { title: "screens.profile", subject: "profile", orCreate: true }),
  ...people.screen("store", { title: "screens.store", subject: "store", menu: { at: 36, icon: "buildingStore" } }),
} as const satisfies ScreenParts;
