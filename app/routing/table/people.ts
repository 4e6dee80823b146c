import { withRecord, type ScreenParts } from "./entry";

/* Customers, subscribers, staff and vendors, their withdrawals and messages. Part of the screen table (routing/screens.ts). */
const people = ["people"] as const;
const peopleAndSales = ["people", "sales"] as const;

export const peopleScreens = {
  ...withRecord(
    "registered-users",
    {
      path: "registered-users",
      title: "screens.registeredUsers",
      subject: "user",
      section: "nav.users",
      areas: peopleAndSales,
      menu: { at: 17 },
    },
    { title: "screens.registeredUserDetail", idParam: "optional", detail: true },
  ),
  // A guest's or customer's page lists their orders (and a guest's carts) in the sales area's words.
  // Guests and contact messages come from the storefront: those record screens only show records.
  ...withRecord(
    "guest-users",
    {
      path: "guest-users",
      title: "screens.guestUsers",
      subject: "user",
      section: "nav.users",
      areas: peopleAndSales,
      menu: { at: 18 },
    },
    { title: "screens.guestUserDetail", idParam: "optional", creatable: false, detail: true },
  ),
  subscribers: {
    path: "subscribers",
    title: "screens.subscribers",
    subject: "subscriber",
    section: "nav.subscription",
    areas: people,
    menu: { at: 21 },
  },
  "subscribers.send-email": { path: "subscribers/send-email", title: "screens.sendEmail", subject: "subscriber", parent: "subscribers" },
  ...withRecord(
    "subscription-email-formats",
    {
      path: "subscription-email-formats",
      title: "screens.emailFormats",
      subject: "subscription_email_format",
      section: "nav.subscription",
      areas: people,
      menu: { at: 22 },
    },
    { title: "screens.emailFormatForm", idParam: "optional" },
  ),
  ...withRecord(
    "roles-permissions",
    {
      path: "roles-permissions",
      title: "screens.rolesPermissions",
      subject: "role",
      areas: ["access"],
      menu: { at: 24, icon: "shieldLock" },
    },
    { title: "screens.roleForm", idParam: "optional" },
  ),
  ...withRecord(
    "admins-vendors",
    {
      path: "admins-vendors",
      title: "screens.adminsVendors",
      subject: "admin",
      areas: people,
      menu: { at: 25, icon: "userShield" },
    },
    { title: "screens.adminForm", idParam: "optional" },
  ),
  "withdrawal-requests": {
    path: "withdrawal-requests",
    title: "screens.withdrawalRequests",
    subject: "withdrawal_request",
    section: "nav.withdrawal",
    areas: ["withdrawals"],
    menu: { at: 26 },
  },
  ...withRecord(
    "withdrawal-accounts",
    {
      path: "withdrawal-accounts",
      title: "screens.withdrawalAccounts",
      subject: "withdrawal_account",
      section: "nav.withdrawal",
      areas: ["withdrawals"],
      menu: { at: 27 },
    },
    { title: "screens.withdrawalAccountForm", idParam: "optional" },
  ),
  ...withRecord(
    "user-messages",
    { path: "user-messages", title: "screens.userMessages", subject: "message", areas: people },
    { title: "screens.userMessageDetail", idParam: "optional", creatable: false, detail: true },
  ),
  profile: { path: "profile", title: "screens.profile", subject: "profile", orCreate: true, areas: people },
  store: { path: "store", title: "screens.store", subject: "store", areas: people, menu: { at: 36, icon: "buildingStore" } },
} as const satisfies ScreenParts;
