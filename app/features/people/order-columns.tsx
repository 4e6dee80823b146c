import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { TranslationKey } from "~/i18n/keys";
import type { ListColumn } from "~/ui/list-page/description";
import { FlagChip } from "./customer-cells";

/*
 * Columns of the order sub-lists of a customer, a guest and a vendor: coded values (a status) in
 * words and the paid/unpaid chip.
 */

/** A coded value's words: an i18n key, or a name that is the same in every language (a brand). */
export type Named = { key: TranslationKey } | { name: string };

/** Order `status` 1–5 (contract §2). */
export const ORDER_STATUS: Record<number, Named> = {
  1: { key: "people.customer.orderStatus.pending" },
  2: { key: "people.customer.orderStatus.confirmed" },
  3: { key: "people.customer.orderStatus.pickedUp" },
  4: { key: "people.customer.orderStatus.onTheWay" },
  5: { key: "people.customer.orderStatus.delivered" },
};

/** A coded value's words, "—" for none. */
function CodeLabel({ labels, value }: { labels: Record<number, Named>; value: number | null | undefined }) {
  const { t } = useTranslation();
  const label = value ? labels[value] : undefined;
  return <Text size="sm">{!label ? "—" : "key" in label ? t(label.key) : label.name}</Text>;
}

/** A coded value (a status, a payment method) in words; the code itself in the CSV. */
export function codeColumn<T>(
  key: string,
  title: TranslationKey,
  labels: Record<number, Named>,
  value: (row: T) => number | null | undefined,
  sortBy?: string,
): ListColumn<T> {
  return { key, title, sortBy, render: (row) => <CodeLabel labels={labels} value={value(row)} />, csv: (row) => value(row) ?? "" };
}

/** An order's payment: a paid/unpaid chip, sorted by `payment_done`. */
export function paidColumn<T>(value: (row: T) => number | null | undefined): ListColumn<T> {
  return {
    key: "paid",
    title: "people.customer.columns.paid",
    sortBy: "payment_done",
    render: (row) => <FlagChip value={value(row)} labels={["people.customer.paid", "people.customer.unpaid"]} />,
    csv: (row) => value(row) ?? 0,
  };
}
