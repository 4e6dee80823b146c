import { Text } from "@mantine/core";
import i18next from "i18next";
import { useTranslation } from "react-i18next";
import { codeColumn, ORDER_STATUS } from "~/features/people/order-columns";
import type { ListColumn } from "~/ui/list-page/description";
import { PaymentBadge } from "./order-codes";
import { deliveryLabel, methodText, orderPayment, paidLabel, type PaymentRecord } from "./order-payment";

/*
 * The columns a customer's and a guest's orders share with /orders: status, payment method, payment
 * and delivery, said as order-payment.ts says them.
 */

/** Words of an order's payment (a till sale's as the till recorded it: order-payment.ts). */
function PaymentWords({ order, of }: { order: PaymentRecord; of: "method" | "delivery" }) {
  const { t } = useTranslation();
  const payment = orderPayment(order);
  return <Text size="sm">{of === "method" ? methodText(payment, t) : t(deliveryLabel(payment))}</Text>;
}

/**
 * An order's status, payment method, payment and delivery, as the orders screens show them: a
 * till sale as the till recorded it, a counter sale delivered at the counter.
 */
export function orderStateColumns<T extends PaymentRecord>(sortable: boolean): ListColumn<T>[] {
  const sort = (column: string) => (sortable ? column : undefined);
  return [
    codeColumn("status", "people.customer.columns.status", ORDER_STATUS, (row) => orderPayment(row).status, sort("status")),
    {
      key: "method",
      title: "people.customer.columns.paymentMethod",
      sortBy: sort("order_method"),
      render: (row) => <PaymentWords order={row} of="method" />,
      csv: (row) => methodText(orderPayment(row), i18next.t),
    },
    {
      // Paid, unpaid or refunded, as /orders says it.
      key: "paid",
      title: "people.customer.columns.paid",
      sortBy: sort("payment_done"),
      render: (row) => <PaymentBadge state={orderPayment(row).state} />,
      csv: (row) => i18next.t(paidLabel(orderPayment(row))),
    },
    {
      key: "delivery",
      title: "sales.orders.fields.delivery",
      render: (row) => <PaymentWords order={row} of="delivery" />,
      csv: (row) => i18next.t(deliveryLabel(orderPayment(row))),
    },
  ];
}
