import { Badge, Text } from "@mantine/core";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { IconCircleCheck, IconCircleX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ability } from "~/access/ability";
import { withdrawalApi, WITHDRAWAL_STATUS, type WithdrawalRequest } from "~/api/people/withdrawals";
import { i18next } from "~/i18n/i18n";
import type { TranslationKey } from "~/i18n/keys";
import { urls } from "~/routing/urls";
import type { ModalDetailAction } from "~/ui/detail-page/description";
import { formatPrice } from "~/ui/inputs/price-input";
import { dateColumn, textColumn, withPriorities } from "~/ui/list-page/columns";
import { COLUMN_PRIORITY, loadList, type ListColumn, type ListDescription, type RowAction } from "~/ui/list-page/description";

const { key: KEY, low: LOW } = COLUMN_PRIORITY;

/*
 * Withdrawal requests (admin-screens §8.9, contract 5.21): every vendor's for an admin, one's own
 * for a vendor (the server scopes the list). Pending ones are approved after a question, or
 * cancelled with a reason the vendor reads; the vendor's balance above the list comes with the same
 * load, so both refresh together.
 */

export const SUBJECT = "withdrawal_request";
/** The URL key that opens the cancellation form for a request on the page (`?cancel=12`). */
export const CANCEL_KEY = "cancel";

const STATUS_LABELS: Record<number, { label: TranslationKey; color: string }> = {
  // Filled dark shades: white text on them keeps WCAG contrast.
  [WITHDRAWAL_STATUS.approved]: { label: "withdrawals.status.approved", color: "teal.9" },
  [WITHDRAWAL_STATUS.pending]: { label: "withdrawals.status.pending", color: "blue.9" },
  [WITHDRAWAL_STATUS.cancelled]: { label: "withdrawals.status.cancelled", color: "red.9" },
};

function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const shown = STATUS_LABELS[status];
  return shown ? (
    <Badge color={shown.color} variant="filled" styles={{ label: { overflow: "visible" } }}>
      {t(shown.label)}
    </Badge>
  ) : (
    String(status)
  );
}

function Amount({ value }: { value: number }) {
  const { i18n } = useTranslation();
  return (
    <Text size="sm" style={{ whiteSpace: "nowrap" }}>
      {formatPrice(value, i18n.language)}
    </Text>
  );
}

const isPending = (row: WithdrawalRequest) => row.status === WITHDRAWAL_STATUS.pending;
const who = (person: WithdrawalRequest["vendor"]) => person?.username || person?.name || "—";
const account = (row: WithdrawalRequest) => row.withdrawal_account;

/** A request's name in questions and toasts: "#12 · €120.00 · vendor2". */
export function requestLabel(row: WithdrawalRequest): string {
  return `#${row.id} · ${formatPrice(row.amount, i18next.language)} · ${who(row.vendor)}`;
}

// The amount, vendor, status and date stay; the bank's details go first, then the reason and account (column chooser).
const columns: ListColumn<WithdrawalRequest>[] = withPriorities(
  [
    {
      key: "amount",
      title: "withdrawals.fields.amount",
      sortBy: "amount",
      align: "right",
      hideable: false,
      render: (row) => <Amount value={row.amount} />,
      csv: (row) => row.amount,
    },
    textColumn("vendor", "withdrawals.fields.vendor", (row) => who(row.vendor)),
    {
      key: "status",
      title: "withdrawals.fields.status",
      sortBy: "status",
      render: (row) => <StatusBadge status={row.status} />,
      csv: (row) => row.status,
    },
    textColumn("approved_by", "withdrawals.fields.approvedBy", (row) => who(row.approved_admin), { sortBy: "approved_by" }),
    textColumn("account", "withdrawals.fields.account", (row) => account(row)?.title ?? "—", { sortBy: "withdrawal_account_id" }),
    textColumn("bank_name", "withdrawals.fields.bankName", (row) => account(row)?.bank_name ?? "—"),
    textColumn("branch_name", "withdrawals.fields.branchName", (row) => account(row)?.branch_name ?? "—"),
    textColumn("account_name", "withdrawals.fields.accountName", (row) => account(row)?.account_name ?? "—"),
    textColumn("account_number", "withdrawals.fields.accountNumber", (row) => account(row)?.account_number ?? "—"),
    textColumn("message", "withdrawals.fields.reason", (row) => row.message ?? ""),
    dateColumn("created", "withdrawals.fields.created", (row) => row.created_at, { sortBy: "created_at" }),
    dateColumn("updated", "withdrawals.fields.updated", (row) => row.updated_at, { sortBy: "updated_at" }),
  ],
  {
    vendor: KEY,
    status: KEY,
    created: KEY,
    account: COLUMN_PRIORITY.normal,
    approved_by: LOW,
    bank_name: LOW,
    branch_name: LOW,
    account_name: LOW,
    account_number: LOW,
    message: COLUMN_PRIORITY.normal,
    updated: LOW,
  },
);

/** The list without its approve and cancel buttons, which depend on the user and the page's URL. */
export const withdrawalRequestList: ListDescription<WithdrawalRequest> = {
  resource: urls.withdrawalRequests.screen,
  subject: SUBJECT,
  listPath: urls.withdrawalRequests(),
  load: (query, signal) => withdrawalApi.list(query, signal),
  remove: (ids) => withdrawalApi.remove(ids),
  rowId: (row) => row.id,
  rowLabel: requestLabel,
  columns,
  filters: [
    {
      kind: "select",
      key: "status",
      label: "withdrawals.fields.status",
      options: Object.entries(STATUS_LABELS).map(([value, { label }]) => ({ value, label })),
    },
  ],
  defaults: { orderby: "created_at", type: "desc", sortable: columns.flatMap((c) => (c.sortBy ? [c.sortBy] : [])) },
  texts: { deleteOne: "withdrawals.requests.deleteOne", deleteMany: "withdrawals.requests.deleteMany" },
};

/**
 * The buttons of a pending request, as far as the user may use them: approve (after a question)
 * and cancel (a link that opens the reason's form, keeping the list's own URL state).
 */
export function decisionActions(search: string): RowAction<WithdrawalRequest>[] {
  const actions: RowAction<WithdrawalRequest>[] = [];
  if (ability.can("approve", SUBJECT)) {
    actions.push({
      key: "approve",
      label: "withdrawals.requests.approve",
      icon: IconCircleCheck,
      color: "teal.9",
      hidden: (row) => !isPending(row),
      run: (row) => withdrawalApi.approve(row.id),
      confirm: { title: "withdrawals.requests.approveTitle", message: "withdrawals.requests.approveMessage" },
      done: "withdrawals.requests.approved",
    });
  }
  if (ability.can("cancel", SUBJECT)) {
    actions.push({
      key: "cancel",
      label: "withdrawals.requests.cancel",
      icon: IconCircleX,
      color: "red.9",
      hidden: (row) => !isPending(row),
      href: (row) => {
        const params = new URLSearchParams(search);
        params.set(CANCEL_KEY, String(row.id));
        return `?${params.toString()}`;
      },
    });
  }
  return actions;
}

/** The cancellation form: the reason is required (the server refuses an empty one beside the field). */
export const cancelAction: ModalDetailAction<WithdrawalRequest> = {
  kind: "modal",
  intent: "cancel",
  label: "withdrawals.requests.cancel",
  title: "withdrawals.requests.cancelTitle",
  submit: "withdrawals.requests.cancelSubmit",
  done: "withdrawals.requests.cancelled",
  fields: [{ name: "message", label: "withdrawals.fields.reason", multiline: true }],
  initial: () => ({ message: "" }),
};

/** The screen's data: the list from the URL and, for a vendor (who may request), the balance. */
export async function loadWithdrawalRequests(args: ClientLoaderFunctionArgs) {
  const [list, balance] = await Promise.all([
    loadList(withdrawalRequestList, args),
    ability.can("create", SUBJECT) ? withdrawalApi.balance(args.request.signal) : null,
  ]);
  return { list, balance };
}
