// @vitest-environment node
import { describe, expect, it } from "vitest";
import { orderPayment } from "~/features/sales/order-payment";

/*
 * What the order screens say of a till sale (features/sales/order-payment.ts), against the reference
 * server (its `pos_order.delivery` says it records the sale as the till made it) and against the
 * contract's backend (every till sale pending and paid, `order_method` 2 or 7, maybe no `pos_order`).
 */

const contractSale = { status: 1, payment_done: 1, pos_order_id: 9 };

describe("orderPayment", () => {
  it("a website order is what its fields say", () => {
    expect(orderPayment({ status: 2, order_method: 7, payment_done: 0, trans_id: "TR-1" })).toMatchObject({
      till: false,
      counter: false,
      method: "sales.orders.methods.bank",
      transaction: "TR-1",
      paid: false,
      state: "unpaid",
      status: 2,
    });
  });

  it("the payment state: paid, unpaid, or refunded once its cancellation says so", () => {
    const paid = { status: 5, order_method: 3, payment_done: 1 };
    expect(orderPayment(paid).state).toBe("paid");
    expect(orderPayment({ ...paid, cancellation: { refunded: 0 } }).state).toBe("paid");
    expect(orderPayment({ ...paid, cancellation: { refunded: 1 } }).state).toBe("refunded");
    expect(orderPayment({ ...paid, payment_done: 0, cancellation: null }).state).toBe("unpaid");
  });

  it("a till sale from the contract's backend: the POS record's method, at the counter delivered, shipped cash on delivery unpaid", () => {
    const cash = orderPayment({ ...contractSale, order_method: 2, pos_order: { payment_method: 1 } });
    expect(cash).toMatchObject({ till: true, counter: true, method: "sales.orders.till.cash", paid: true, status: 5 });
    const offline = orderPayment({
      ...contractSale,
      order_method: 7,
      pos_order: { payment_method: 3, offline_payment_method: "Carta (terminale POS)", offline_trans_id: "POS-1" },
    });
    expect(offline).toMatchObject({ method: "sales.orders.till.offline", offlineMethod: "Carta (terminale POS)", transaction: "POS-1" });
    const shipped = orderPayment({ ...contractSale, order_method: 2, user_address_id: 4, pos_order: { payment_method: 2 } });
    expect(shipped).toMatchObject({ counter: false, method: "sales.orders.till.cashOnDelivery", paid: false, status: 1 });
    expect(orderPayment({ ...contractSale, status: 5, order_method: 2, user_address_id: 4, pos_order: { payment_method: 2 } }).paid).toBe(
      true,
    );
  });

  it("without its POS record: derived from the order's method and address", () => {
    expect(orderPayment({ ...contractSale, order_method: 2 }).method).toBe("sales.orders.till.cash");
    expect(orderPayment({ ...contractSale, order_method: 2, user_address_id: 4 }).method).toBe("sales.orders.till.cashOrCod");
    expect(orderPayment({ ...contractSale, order_method: 7, trans_id: "X" })).toMatchObject({
      method: "sales.orders.till.offline",
      transaction: "X",
    });
  });

  it("a server that records the sale as the till did is trusted for the payment", () => {
    const marked = orderPayment({
      status: 1,
      payment_done: 1,
      order_method: 2,
      pos_order_id: 9,
      user_address_id: 4,
      pos_order: { payment_method: 2, delivery: "shipping" },
    });
    expect(marked).toMatchObject({ counter: false, paid: true });
  });
});
