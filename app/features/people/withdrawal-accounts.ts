import * as z from "zod/mini";
import { text as textApi } from "~/api/resource";
import type { TranslationKey } from "~/i18n/keys";
import { urls } from "~/routing/urls";
import { textColumn, withPriorities } from "~/ui/list-page/columns";
import { flagField, HALF, text, title } from "~/ui/resource/fields";
import { defineResource } from "~/ui/resource/resource";
import { resourceList } from "~/ui/resource/resource-list";
import { COLUMN_PRIORITY } from "~/ui/list-page/description";

const { key: KEY, low: LOW } = COLUMN_PRIORITY;

/*
 * Vendors' payout bank accounts (admin-screens §8.10, contract 5.20). Each vendor keeps exactly one
 * default account: saving one as default clears the vendor's others (the server does it), and the
 * default cannot simply be switched off (the server's message shows on the form).
 */

const required = (label: TranslationKey, hint?: TranslationKey) => text(label, { required: true, span: HALF, hint });

export const withdrawalAccounts = defineResource({
  group: "withdrawal-account",
  subject: "withdrawal_account",
  urls: urls.withdrawalAccounts,
  fields: {
    title: title("withdrawals.fields.title"),
    account_number: required("withdrawals.fields.accountNumber", "withdrawals.accounts.numberHint"),
    account_name: required("withdrawals.fields.accountName"),
    bank_name: required("withdrawals.fields.bankName"),
    branch_name: required("withdrawals.fields.branchName"),
    default: flagField("withdrawals.fields.default", "yesNo", { span: HALF }),
  },
  // The owner (server extension): an admin's list mixes every vendor's accounts.
  extra: { vendor: z.optional(z.nullable(z.looseObject({ id: z.coerce.number(), name: textApi, username: textApi }))) },
  knownMessages: { "must have at least one default account": "default" },
});

/** Title · Default · Vendor · Name · Account number · Bank · Branch · Created. */
export const withdrawalAccountList = resourceList(withdrawalAccounts, {
  columns: (c) =>
    withPriorities(
      [
        c.title(),
        c.flag("default", "yesNo"),
        textColumn("vendor", "withdrawals.fields.vendor", (row) => row.vendor?.username || row.vendor?.name || "—"),
        c.text("account_name"),
        c.text("account_number"),
        c.text("bank_name"),
        c.text("branch_name"),
        c.created("withdrawals.fields.created"),
      ],
      {
        vendor: KEY,
        account_number: KEY,
        default: COLUMN_PRIORITY.normal,
        account_name: LOW,
        bank_name: LOW,
        branch_name: LOW,
        created: LOW,
      },
    ),
  sortable: ["title", "default", "account_name", "account_number", "bank_name", "branch_name", "created_at"],
  texts: {
    add: "withdrawals.accounts.add",
    deleteOne: "withdrawals.accounts.deleteOne",
    deleteMany: "withdrawals.accounts.deleteMany",
  },
});
