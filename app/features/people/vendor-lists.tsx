import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import {
  adminApi,
  VENDOR_ROLE,
  type VendorBalance,
  type VendorListLoader,
  type VendorOrder,
  type VendorProduct,
  type VendorWithdrawal,
} from "~/api/people/admins";
import { urls } from "~/routing/urls";
import { StatusBadge } from "~/ui/list-page/cells";
import type { ListDescription } from "~/ui/list-page/description";
import { loadSubLists, subList, type SubList, type SubListsData } from "~/ui/sub-lists/sub-lists";
import { dateColumn, linkColumn, moneyColumn, numberColumn, productColumn, textColumn } from "./customer-columns";
import { codeColumn, ORDER_STATUS, paidColumn, type Named } from "./order-columns";
import type { TranslationKey } from "~/i18n/keys";

/*
 * A vendor's records on the admin/vendor screen, as the toolkit's sub-lists (tabs with their own
 * URL keys, `products.page=2`): the vendor's products, the orders holding them (with the vendor's
 * part of each) and the withdrawal requests. Read-only here; each row links to its own screen.
 */

type TabSpec<T> = Pick<ListDescription<T>, "rowId" | "rowLabel" | "defaults" | "columns"> & { searchable?: boolean };

function vendorTab<T>(key: string, label: TranslationKey, load: (adminId: number) => VendorListLoader<T>, rest: TabSpec<T>) {
  return (adminId: number): SubList =>
    subList(label, {
      resource: `vendor-${key}`,
      subject: "admin",
      listPath: urls.adminsVendors.edit(adminId),
      urlKey: key,
      searchable: false,
      load: load(adminId),
      ...rest,
    });
}

const byId = (row: { id: number }) => row.id;
const newestFirst = (...sortable: string[]) => ({ orderby: "created_at", type: "desc" as const, sortable: ["created_at", ...sortable] });

const products = vendorTab<VendorProduct>("products", "people.vendor.tabs.products", adminApi.products, {
  rowId: byId,
  rowLabel: (row) => row.title,
  searchable: true,
  defaults: newestFirst("title", "selling", "status"),
  columns: [
    productColumn((row) => ({ id: row.id, title: row.title, image: row.image }), "title"),
    moneyColumn("selling", "people.vendor.columns.price", (row) => row.selling, { sortBy: "selling" }),
    moneyColumn("offered", "people.vendor.columns.offered", (row) => row.offered),
    {
      key: "status",
      title: "people.vendor.columns.status",
      sortBy: "status",
      render: (row) => <StatusBadge value={row.status} />,
      csv: (row) => (row.status === 1 ? "public" : "private"),
    },
    dateColumn("people.customer.columns.created", (row) => row.created_at, "created_at"),
  ],
});

const orders = vendorTab<VendorOrder>("orders", "people.vendor.tabs.orders", adminApi.orders, {
  rowId: byId,
  rowLabel: (row) => row.order,
  searchable: true,
  defaults: newestFirst("status", "payment_done", "cancelled", "vendor_amount"),
  columns: [
    linkColumn("order", "people.customer.columns.order", urls.orders.detail, (row) => ({ id: row.id, text: row.order }), {
      hideable: false,
    }),
    codeColumn("status", "people.customer.columns.status", ORDER_STATUS, (row) => row.status, "status"),
    paidColumn((row) => row.payment_done),
    numberColumn("items", "people.vendor.columns.items", (row) => row.item_count),
    moneyColumn("amount", "people.vendor.columns.vendorAmount", (row) => row.vendor_amount, {
      sortBy: "vendor_amount",
      currency: (row) => row.currency,
    }),
    dateColumn("people.customer.columns.placed", (row) => row.created_at, "created_at"),
  ],
});

/** Withdrawal `status`: 1 approved, 2 pending, 3 cancelled (contract §5.21). */
const WITHDRAWAL_STATUS: Record<number, Named> = {
  1: { key: "people.vendor.withdrawalStatus.approved" },
  2: { key: "people.vendor.withdrawalStatus.pending" },
  3: { key: "people.vendor.withdrawalStatus.cancelled" },
};

const withdrawals = vendorTab<VendorWithdrawal>("withdrawals", "people.vendor.tabs.withdrawals", adminApi.withdrawals, {
  rowId: byId,
  rowLabel: (row) => `#${row.id}`,
  defaults: newestFirst("amount", "status"),
  columns: [
    // Requests have no page of their own (they are approved or cancelled in the list of requests).
    { ...textColumn<VendorWithdrawal>("request", "people.vendor.columns.request", (row) => `#${row.id}`), hideable: false },
    moneyColumn("amount", "people.vendor.columns.amount", (row) => row.amount, { sortBy: "amount" }),
    codeColumn("status", "people.vendor.columns.status", WITHDRAWAL_STATUS, (row) => row.status, "status"),
    textColumn("account", "people.vendor.columns.account", (row) => row.account ?? ""),
    textColumn("message", "people.vendor.columns.message", (row) => row.message ?? "", { clamp: true }),
    dateColumn("people.customer.columns.created", (row) => row.created_at, "created_at"),
  ],
});

/** The vendor screen's tabs. */
export function vendorSubLists(adminId: number): SubList[] {
  return [products, orders, withdrawals].map((tab) => tab(adminId));
}

/** For the route's loader: a vendor's balance and open tab, or null for an account that is not a vendor. */
export async function loadVendorSection(
  admin: { id: number; roles: readonly { name: string }[] },
  args: ClientLoaderFunctionArgs,
): Promise<{ balance: VendorBalance; lists: SubListsData } | null> {
  if (!admin.roles.some((role) => role.name === VENDOR_ROLE)) return null;
  const [balance, lists] = await Promise.all([
    adminApi.balance(admin.id, args.request.signal),
    loadSubLists(vendorSubLists(admin.id), args),
  ]);
  return { balance, lists };
}
