import type { TFunction } from "i18next";
import type { TranslationKey } from "~/i18n/keys";

/*
 * The backend answers refusals in English sentences of its own (contract §1.3: "Business-rule
 * messages come from the lang translation file"). The ones the contract names are listed here with
 * the key that says them in the user's language; `{{name}}` stands for a part the server fills in
 * (a product's title), handed to the translation under that name. A message not listed is shown as
 * the server wrote it: it still names the real reason. tests/unit/server-messages.test.ts checks
 * that every key exists in all four languages with the same placeholders.
 */
export const SERVER_MESSAGES = {
  // Conventions (§1.3)
  "We couldn't found anything.": "validation.server.notFound",
  "Unauthorized access.": "validation.server.unauthorized",
  "Unauthenticated.": "validation.server.unauthenticated",
  "Not Authorized.": "validation.server.notAuthorized",
  "Too Many Attempts.": "validation.server.tooManyAttempts",
  'Order direction must be "asc" or "desc".': "validation.server.orderDirection",
  "Something went wrong": "validation.server.somethingWentWrong",
  "Invalid Parameter.": "validation.server.invalidParameter",
  "File not found: {{path}}": "validation.server.fileNotFound",
  // Sign-in, admins, roles (§3, §4, §5.1)
  "Account is not active. Please contact the admin.": "validation.server.accountInactive",
  "No email found.": "validation.server.noEmail",
  "Email is required.": "validation.server.emailRequired",
  "Email already exists.": "validation.server.emailExists",
  "Email/username already exists.": "validation.server.emailUsernameExists",
  "Password length must be at least 1.": "validation.server.passwordLength",
  "Commission must be numeric.": "validation.server.commissionNumeric",
  "You can not update your own role. Please update your details from profile page.": "validation.server.ownRole",
  "You are unable to delete your own account.": "validation.server.ownAccount",
  "You are unable to change your own permissions.": "validation.server.ownPermissions",
  "Unable to delete. Admin has products. Empty all the products of this admin first.": "validation.server.adminHasProducts",
  "Admin is using this role. Delete the admin user first.": "validation.server.roleInUse",
  // Catalog (§5.2–5.14)
  "Slug already exists.": "validation.slugTaken",
  "The slug has already been taken.": "validation.slugTaken",
  "Category and parent category can not be the same": "validation.server.categoryParentSame",
  "Unable to delete. Home slider is using this sub category.": "validation.server.sliderUsesSubCategory",
  "Unable to delete. Banner is using this item.": "validation.server.bannerUsesItem",
  "Unable to delete. This item is being used by a product.": "validation.server.itemUsedByProduct",
  "Deleted attribute is being used by Order. Delete the order first.": "validation.server.attributeUsed",
  "Attribute Value is being used by Order. Delete the order first.": "validation.server.attributeValueUsed",
  "You can not add a new combination. Old inventory was used in an order.": "validation.server.inventoryUsed",
  "You can not upload more that 10 images at once.": "validation.server.tooManyImages",
  "Invalid excel file. Please check the rows.": "validation.server.invalidExcel",
  "Quantity exceeds inventory.": "validation.server.quantityExceeds",
  "{{title}} is not public. Please uncheck from cart.": "validation.server.notPublic",
  "{{title}} is out of stock. Please uncheck from cart.": "validation.server.outOfStock",
  "No cart found": "validation.server.noCart",
  // Withdrawals (§5.20, §5.21; the amount's limits are the reference server's extension)
  "Must have at least one default account.": "validation.server.defaultAccountNeeded",
  "Unable to delete. Account is being used by an withdrawal request.": "validation.server.accountInUse",
  "Insufficient balance.": "validation.server.insufficientBalance",
  "You already have a pending withdrawal request.": "validation.server.pendingWithdrawal",
  "No withdrawal account found.": "validation.server.noWithdrawalAccount",
  "The amount must be at least {{min}}.": "validation.server.amountMin",
  "The amount must not be greater than {{max}}.": "validation.server.amountMax",
  // People and content (§5.23–5.35)
  "Unable to delete. Address is being used by an order.": "validation.server.addressUsed",
  "No subscriber found.": "validation.server.noSubscriber",
  "No email format found.": "validation.server.noEmailFormat",
  "Please delete footer link first of this page.": "validation.server.footerLinkFirst",
  // Marketing (§5.36–5.40)
  "End time must be greater than start time.": "validation.server.endAfterStart",
  "{{title}} already used in another flash sale.": "validation.server.flashSaleProductUsed",
  "Unable to delete. Tax rule is being used by a product.": "validation.server.taxRuleUsed",
  "Voucher code already exists.": "validation.server.voucherExists",
  "Unable to delete. Voucher is being used in the order.": "validation.server.voucherInUse",
  "Invalid voucher.": "validation.server.voucherInvalid",
  "This voucher has expired.": "validation.server.voucherExpired",
  "Voucher limit exceeded.": "validation.server.voucherLimit",
  "You have used this voucher maximum time.": "validation.server.voucherUsedUp",
  "You have to spend at least {{amount}}": "validation.server.voucherMinimum",
  "Unable to delete. Bundle deal is being used by a product.": "validation.server.bundleDealUsed",
  "Unable to delete. Shipping rule is being used by a product.": "validation.server.shippingRuleUsed",
  "Unable to delete. Deleted place is being used by an order.": "validation.server.placeUsed",
  "Shipping must have at least one rule.": "validation.server.shippingNeedsRule",
  // Orders and settings (§5.44–5.47)
  "Invalid order.": "validation.server.invalidOrder",
  "This is an unpaid order.": "validation.server.unpaidOrder",
  "One of the product of this order is not refundable.": "validation.server.notRefundable",
  "Unable to refund for cash on delivery.": "validation.server.codRefund",
  "Language already exists.": "validation.server.languageExists",
  "Migration class does not exist.": "validation.server.migrationMissing",
} as const satisfies Record<string, TranslationKey>;

/** Compared without case, surrounding space, doubled spaces or the closing full stop. */
const normalise = (text: string) =>
  text
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[.!]+$/, "")
    .toLowerCase();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface Entry {
  key: TranslationKey;
  pattern: RegExp;
  names: string[];
}

const exact = new Map<string, TranslationKey>();
const templates: Entry[] = [];
for (const [template, key] of Object.entries(SERVER_MESSAGES)) {
  const names = [...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
  if (names.length === 0) {
    exact.set(normalise(template), key);
    continue;
  }
  // Each placeholder takes what the server filled in; the rest must match word for word.
  const source = escape(normalise(template)).replace(/\\\{\\\{\w+\\\}\\\}/g, "(.+?)");
  templates.push({ key, pattern: new RegExp(`^${source}$`, "i"), names });
}

/** The catalogue's key and values for a server message, or null when the panel does not know it. */
export function knownServerMessage(message: string): { key: TranslationKey; values: Record<string, string> } | null {
  const text = normalise(message);
  const key = exact.get(text);
  if (key) return { key, values: {} };
  // Matched on the lower-cased text, then the placeholders taken from the original (its case kept).
  const original = message
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[.!]+$/, "");
  for (const entry of templates) {
    const found = entry.pattern.exec(original);
    if (found) return { key: entry.key, values: Object.fromEntries(entry.names.map((name, i) => [name, found[i + 1]])) };
  }
  return null;
}

/**
 * A message from the server in the user's language when the catalogue knows it, else as it came.
 * Where the key's strings are not loaded (the sign-in pages load only their own), the server's text.
 */
export function serverMessageText(message: string, t: TFunction): string {
  const known = knownServerMessage(message);
  if (!known) return message;
  return t(known.key, { ...known.values, defaultValue: message });
}
