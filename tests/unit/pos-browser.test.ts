import { afterEach, describe, expect, it, vi } from "vitest";
import * as productsApi from "~/api/pos/products";
import { posProductSchema, type PosProduct } from "~/api/pos/products";
import { handleScan, scanQueue } from "~/features/pos/browser/scanner";
import { isSearchKey, typedIntoField } from "~/features/pos/browser/search-key";
import {
  attributeGroups,
  checkAddition,
  chosenVariant,
  initialSelection,
  matchScannedSku,
  selectionOf,
  shownStock,
  unitPrice,
  variantLabel,
} from "~/features/pos/browser/variants";

/*
 * The product browser's decisions without a browser: attribute groups and the variant a choice
 * names, price and stock, the checks before an addition, the scan's exact SKU match and its
 * outcomes, and which keydowns `/` answers.
 */

const value = (id: number, title: string, attributeId: number, attributeTitle: string) => ({
  attribute_value_id: id,
  attribute_value: { id, title, attribute_id: attributeId, attribute: { id: attributeId, title: attributeTitle } },
});
const red = value(11, "Red", 1, "Colour");
const blue = value(12, "Blue", 1, "Colour");
const small = value(21, "S", 2, "Size");
const medium = value(22, "M", 2, "Size");

/** A product as product/all sends it (parsed by the API module's own schema). */
function product(fields: Record<string, unknown>): PosProduct {
  return posProductSchema.parse({ id: 1, title: "Vertex shirt", image: null, selling: 20, offered: 0, ...fields });
}

const shirt = product({
  product_inventories: [
    { id: 101, sku: "VX-RED-S", price: 0, quantity: 3, inventory_attributes: [red, small] },
    { id: 102, sku: "VX-RED-M", price: 25, quantity: 0, inventory_attributes: [red, medium] },
    { id: 103, sku: "VX-BLUE-S", price: "0.00", quantity: 7, inventory_attributes: [blue, small] },
  ],
});
const mug = product({ id: 2, title: "Mug", offered: 8, product_inventories: [{ id: 201, sku: "MUG-1", price: 0, quantity: 5 }] });

describe("attribute groups and the chosen variant", () => {
  const groups = attributeGroups(shirt);

  it("one group per attribute, values in the order the variants use them, each once", () => {
    expect(groups).toEqual([
      {
        id: 1,
        title: "Colour",
        values: [
          { id: 11, title: "Red" },
          { id: 12, title: "Blue" },
        ],
      },
      {
        id: 2,
        title: "Size",
        values: [
          { id: 21, title: "S" },
          { id: 22, title: "M" },
        ],
      },
    ]);
  });

  it("nothing chosen until a group has a single value", () => {
    expect(initialSelection(groups)).toEqual({});
    const single = product({ product_inventories: [{ id: 9, sku: "X", quantity: 1, inventory_attributes: [red] }] });
    expect(initialSelection(attributeGroups(single))).toEqual({ 1: 11 });
  });

  it("undefined while a group is unchosen, the exact variant once all are, null for a missing combination", () => {
    expect(chosenVariant(shirt, groups, { 1: 11 })).toBeUndefined();
    expect(chosenVariant(shirt, groups, { 1: 12, 2: 21 })?.id).toBe(103);
    expect(chosenVariant(shirt, groups, { 1: 12, 2: 22 })).toBeNull();
  });

  it("picking a variant in the card's one select fills every attribute: the same variant comes back", () => {
    for (const variant of shirt.product_inventories) expect(chosenVariant(shirt, groups, selectionOf(variant))?.id).toBe(variant.id);
    expect(selectionOf(shirt.product_inventories[1])).toEqual({ 1: 11, 2: 22 });
    expect(selectionOf(mug.product_inventories[0])).toEqual({});
  });

  it("a product without attributes needs no choice: its only variant", () => {
    expect(attributeGroups(mug)).toEqual([]);
    expect(chosenVariant(mug, [], {})?.id).toBe(201);
    expect(chosenVariant(product({ product_inventories: [] }), [], {})).toBeNull();
  });

  it("price: the variant's own, else the offer, else the selling price", () => {
    expect(unitPrice(shirt, shirt.product_inventories[1])).toBe(25);
    expect(unitPrice(shirt, shirt.product_inventories[0])).toBe(20);
    expect(unitPrice(mug, mug.product_inventories[0])).toBe(8);
    expect(unitPrice(shirt, undefined)).toBe(20);
  });

  it("stock: the chosen variant's, all variants' before a choice, none for a missing combination", () => {
    expect(shownStock(shirt, shirt.product_inventories[2])).toBe(7);
    expect(shownStock(shirt, undefined)).toBe(10);
    expect(shownStock(shirt, null)).toBe(0);
  });

  it("a variant's label lists its values", () => {
    expect(variantLabel(shirt.product_inventories[0])).toBe("Red, S");
    expect(variantLabel(mug.product_inventories[0])).toBe("");
  });
});

describe("checks before an addition", () => {
  const [redSmall, redMedium] = shirt.product_inventories;

  it("asks for every attribute first, then for an existing combination", () => {
    expect(checkAddition(undefined, 1)).toEqual({ ok: false, problem: { kind: "chooseAttributes" } });
    expect(checkAddition(null, 1)).toEqual({ ok: false, problem: { kind: "unavailable" } });
  });

  it("a whole quantity of at least 1, at most the variant's stock", () => {
    expect(checkAddition(redSmall, 0)).toEqual({ ok: false, problem: { kind: "quantity" } });
    expect(checkAddition(redSmall, "")).toEqual({ ok: false, problem: { kind: "quantity" } });
    expect(checkAddition(redSmall, 1.5)).toEqual({ ok: false, problem: { kind: "quantity" } });
    expect(checkAddition(redSmall, 4)).toEqual({ ok: false, problem: { kind: "maxQuantity", max: 3 } });
    expect(checkAddition(redMedium, 1)).toEqual({ ok: false, problem: { kind: "maxQuantity", max: 0 } });
    expect(checkAddition(redSmall, "3")).toEqual({ ok: true, variant: redSmall, quantity: 3 });
  });
});

describe("scanned codes", () => {
  afterEach(() => vi.restoreAllMocks());

  it("an exact SKU, ignoring case and spaces; a fragment is not a scan", () => {
    expect(matchScannedSku([mug, shirt], "  vx-blue-s ")?.variant.id).toBe(103);
    expect(matchScannedSku([shirt], "VX-RED")).toBeNull();
    expect(matchScannedSku([shirt], "   ")).toBeNull();
  });

  it("adds one unit of the matching variant; a refusal comes back with the server's words", async () => {
    const page = { current_page: 1, last_page: 1, per_page: 14, from: 1, to: 1, total: 1, data: [shirt] };
    vi.spyOn(productsApi, "listPosProducts").mockResolvedValue(page);
    const add = vi.fn().mockResolvedValueOnce(null).mockResolvedValueOnce("Quantity exceeds inventory.");
    expect(await handleScan("vx-red-s", add)).toEqual({ kind: "added" });
    expect(add).toHaveBeenCalledWith(shirt, shirt.product_inventories[0], 1);
    expect(await handleScan("VX-RED-S", add)).toEqual({ kind: "refused", message: "Quantity exceeds inventory." });
    expect(await handleScan("VX-RED", add)).toEqual({ kind: "unmatched", page });
    expect(add).toHaveBeenCalledTimes(2);
  });

  it("a failed look-up is reported, nothing added", async () => {
    const failure = new Error("offline");
    vi.spyOn(productsApi, "listPosProducts").mockRejectedValue(failure);
    const add = vi.fn();
    expect(await handleScan("VX-RED-S", add)).toEqual({ kind: "failed", error: failure });
    expect(add).not.toHaveBeenCalled();
  });

  it("scans run one after another, in order, and a failing one does not stop the next", async () => {
    const enqueue = scanQueue();
    const order: string[] = [];
    let release = () => undefined as void;
    const first = enqueue(
      () =>
        new Promise<void>((resolve) => {
          release = () => {
            order.push("first");
            resolve();
          };
        }),
    );
    const failing = enqueue(async () => {
      order.push("second");
      throw new Error("boom");
    });
    const third = enqueue(async () => {
      order.push("third");
    });
    await Promise.resolve();
    expect(order).toEqual([]);
    release();
    await first;
    await expect(failing).rejects.toThrow("boom");
    await third;
    expect(order).toEqual(["first", "second", "third"]);
  });
});

describe("the / key", () => {
  const keydown = (target: EventTarget | null, extra: Partial<KeyboardEvent> = {}) => ({
    key: "/",
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    defaultPrevented: false,
    target,
    ...extra,
  });

  it("answers a bare / outside text fields", () => {
    const button = document.createElement("button");
    const radio = Object.assign(document.createElement("input"), { type: "radio" });
    expect(isSearchKey(keydown(document.body))).toBe(true);
    expect(isSearchKey(keydown(button))).toBe(true);
    expect(isSearchKey(keydown(radio))).toBe(true);
  });

  it("leaves / to text fields, editable areas, dialogs, modifiers and other keys", () => {
    const text = document.createElement("input");
    const area = document.createElement("textarea");
    const dialog = document.createElement("div");
    dialog.setAttribute("role", "dialog");
    const inDialog = document.createElement("button");
    dialog.append(inDialog);
    expect(typedIntoField(text)).toBe(true);
    expect(isSearchKey(keydown(text))).toBe(false);
    expect(isSearchKey(keydown(area))).toBe(false);
    expect(isSearchKey(keydown(inDialog))).toBe(false);
    expect(isSearchKey(keydown(document.body, { ctrlKey: true }))).toBe(false);
    expect(isSearchKey(keydown(document.body, { key: "a" }))).toBe(false);
    expect(isSearchKey(keydown(document.body, { defaultPrevented: true }))).toBe(false);
  });
});
