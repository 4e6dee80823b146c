// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { LiveEvent } from "~/api/live/events";
import type { PosProduct } from "~/api/pos/products";
import type { Page } from "~/api/resource";
import { withLiveStock } from "~/features/pos/browser/live-stock";
import { newsFor } from "~/ui/list-page/live-list";

const ev = (patch: Partial<LiveEvent>): LiveEvent => ({
  id: 1,
  type: "order.created",
  at: "",
  record_type: "order",
  record_id: "5",
  actor: null,
  ...patch,
});

describe("what an event means to a list", () => {
  const shown = new Set(["1", "2"]);
  it("a new record of the list's kind is news; one already shown is a change", () => {
    expect(newsFor("order", shown, ev({}))).toEqual({ kind: "new", id: "5" });
    expect(newsFor("order", shown, ev({ record_id: "2" }))).toEqual({ kind: "changed", id: "2" });
    expect(newsFor("message", shown, ev({ type: "message.created", record_type: "message" }))).toEqual({ kind: "new", id: "5" });
    expect(newsFor("withdrawal_request", shown, ev({ type: "withdrawal.created", record_type: "withdrawal_request" }))).toEqual({
      kind: "new",
      id: "5",
    });
    expect(newsFor("voucher", shown, ev({ type: "record.changed", record_type: "voucher", action: "create" }))).toEqual({
      kind: "new",
      id: "5",
    });
  });

  it("a change reloads only for a row on screen", () => {
    expect(newsFor("order", shown, ev({ type: "order.changed", record_id: "1" }))).toEqual({ kind: "changed", id: "1" });
    expect(newsFor("order", shown, ev({ type: "order.changed", record_id: "9" }))).toBeNull();
    expect(newsFor("voucher", shown, ev({ type: "record.changed", record_type: "voucher", action: "update", record_id: "2" }))).toEqual({
      kind: "changed",
      id: "2",
    });
    expect(newsFor("product", shown, ev({ type: "stock.changed", record_type: "product", record_id: "1" }))).toEqual({
      kind: "changed",
      id: "1",
    });
  });

  it("another kind of record is none of its business; a reset reloads", () => {
    expect(newsFor("message", shown, ev({}))).toBeNull();
    expect(newsFor("order", shown, { type: "reset" })).toEqual({ kind: "reload" });
  });
});

describe("the till's cards follow the stock", () => {
  const product = (id: number, variants: [number, number][]) =>
    ({ id, title: `P${id}`, product_inventories: variants.map(([vid, quantity]) => ({ id: vid, quantity })) }) as unknown as PosProduct;
  const page = {
    data: [
      product(1, [
        [10, 5],
        [11, 2],
      ]),
      product(2, [[20, 1]]),
    ],
    total: 2,
  } as unknown as Page<PosProduct>;
  const stock = (product_id: number, inventory_id: number, quantity: number) =>
    ev({ type: "stock.changed", record_type: "product", record_id: String(product_id), product_id, inventory_id, quantity });

  it("sets the variant's new quantity, and leaves the rest as it was", () => {
    const next = withLiveStock(page, stock(1, 11, 0))!;
    expect(next.data[0].product_inventories.map((v) => v.quantity)).toEqual([5, 0]);
    expect(next.data[1]).toBe(page.data[1]);
  });

  it("returns the same page when nothing on it moved (nothing renders)", () => {
    expect(withLiveStock(page, stock(3, 30, 1))).toBe(page);
    expect(withLiveStock(page, stock(1, 10, 5))).toBe(page);
    expect(withLiveStock(null, stock(1, 10, 5))).toBeNull();
  });
});
