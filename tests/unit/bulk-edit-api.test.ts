// @vitest-environment node
import { beforeEach, describe, expect, it } from "vitest";
import {
  bulkEditOffered,
  forgetBulkEditOffer,
  readBulkRows,
  saveBulkChanges,
  type BulkChange,
  type BulkOutcome,
} from "~/api/catalog/bulk-edit";
import { configureApi, setRequestTimeout } from "~/api/client";
import { fakeBackend, type SentCall } from "./support/fake-backend";

/*
 * The bulk editor's data layer through the extension (server/docs/bulk-edit.md): the rows' query and
 * parsing, and saves in batches of 50 under one Idempotency-Key each, a failed batch failing only
 * its own products.
 */

beforeEach(() => {
  forgetBulkEditOffer();
  // The session's words for a fault, marked so a test sees they reach the outcome.
  configureApi({ authorize: () => "token", onUnauthenticated: () => undefined, describeFault: (error) => `[${error.messageKey}]` });
  setRequestTimeout(1000);
});

const row = (id: number) => ({ id, title: `P${id}`, purchased: 5, selling: 10, offered: 0, status: 1, version: `v${id}`, inventories: [] });

function change(id: number): BulkChange {
  return {
    id,
    version: `v${id}`,
    fields: { selling: 11 },
    inventories: [{ id: id * 10, quantity: 3 }],
    loaded: row(id) as BulkChange["loaded"],
  };
}

/** The save route answering `saved` for each product it was sent. */
function savedAll(call: SentCall) {
  const products = (call.body as { products: { id: number }[] }).products;
  return { data: { results: products.map((p) => ({ id: p.id, outcome: "saved", product: row(p.id) })) } };
}

const idsSent = (call: SentCall) => (call.body as { products: { id: number }[] }).products.map((p) => p.id);

describe("reading the rows through the extension", () => {
  it("asks for the ticked ids and parses the answer, numbers and status coerced", async () => {
    const { calls } = fakeBackend((call) =>
      call.path === "product/bulk-edit/rows"
        ? {
            data: {
              products: [
                {
                  id: "12",
                  title: "Felpa",
                  purchased: "10.5",
                  selling: 25,
                  offered: null,
                  status: "1",
                  version: null,
                  inventories: [{ id: "40", sku: "F-R", quantity: "5", variant: "Rosso" }],
                },
              ],
              variants: 1,
              truncated: false,
            },
          }
        : undefined,
    );
    const rows = await readBulkRows({ ids: [12, 7] });
    expect(calls).toHaveLength(1);
    expect(calls[0].query.get("ids")).toBe("12,7");
    expect(rows).toEqual({
      truncated: false,
      products: [
        {
          id: 12,
          title: "Felpa",
          purchased: 10.5,
          selling: 25,
          offered: 0,
          status: 1,
          version: null,
          inventories: [{ id: 40, sku: "F-R", quantity: 5, variant: "Rosso" }],
        },
      ],
    });
    expect(bulkEditOffered()).toBe(true);
  });

  it("sends a filter as the products list's query, and says when products were left out", async () => {
    const { calls } = fakeBackend(() => ({ data: { products: [row(3)], variants: 0, truncated: true } }));
    const rows = await readBulkRows({ q: "felpa", brands: "2,4", categories: "9", status: 2 });
    expect(Object.fromEntries(calls[0].query)).toEqual({ q: "felpa", brands: "2,4", categories: "9", status: "2" });
    expect(rows.truncated).toBe(true);
    expect(rows.products[0].status).toBe(1);
  });

  it("asks nothing for no ticked product (no ids would mean every product)", async () => {
    const { calls } = fakeBackend(() => undefined);
    expect(await readBulkRows({ ids: [] })).toEqual({ products: [], truncated: false });
    expect(calls).toHaveLength(0);
  });

  it("refuses an answer that is not the rows", async () => {
    fakeBackend(() => ({ data: { products: "nope" } }));
    await expect(readBulkRows({ ids: [1] })).rejects.toMatchObject({ kind: "invalidAnswer" });
  });
});

describe("saving through the extension", () => {
  it("sends 120 changes as batches of 50, 50 and 20, each under its own key, with the outcomes after each", async () => {
    const { calls } = fakeBackend((call) => (call.path === "product/bulk-edit/save" ? savedAll(call) : undefined));
    const changes = Array.from({ length: 120 }, (_, i) => change(i + 1));
    const reported: BulkOutcome[][] = [];
    const outcomes = await saveBulkChanges(changes, { onOutcome: (batch) => reported.push(batch) });

    expect(calls.map((call) => idsSent(call).length)).toEqual([50, 50, 20]);
    expect(calls.flatMap(idsSent)).toEqual(changes.map((c) => c.id));
    expect(reported.map((batch) => batch.length)).toEqual([50, 50, 20]);
    expect(reported[1][0]).toMatchObject({ id: 51, outcome: "saved" });
    expect(outcomes.map((o) => o.outcome)).toEqual(Array(120).fill("saved"));
    const keys = calls.map((call) => call.headers.get("Idempotency-Key"));
    expect(new Set(keys).size).toBe(3);
    expect(keys.every((key) => /^[0-9a-f]{32}$/.test(key ?? ""))).toBe(true);
    expect((calls[0].body as { products: unknown[] }).products[0]).toEqual({
      id: 1,
      version: "v1",
      fields: { selling: 11 },
      inventories: [{ id: 10, quantity: 3 }],
    });
  });

  it("fails only the products of a batch that fails as a whole, sends the later batches, and retries a batch under its key", async () => {
    let second = 0;
    const { calls } = fakeBackend((call) => {
      if (idsSent(call)[0] !== 51) return savedAll(call);
      second += 1;
      return new Response("Bad gateway", { status: 502 });
    });
    const reported: BulkOutcome[][] = [];
    const outcomes = await saveBulkChanges(
      Array.from({ length: 120 }, (_, i) => change(i + 1)),
      { onOutcome: (batch) => reported.push(batch) },
    );
    expect(second).toBe(2);
    expect(calls).toHaveLength(4);
    expect(calls[1].headers.get("Idempotency-Key")).toBe(calls[2].headers.get("Idempotency-Key"));
    expect(calls[3].headers.get("Idempotency-Key")).not.toBe(calls[1].headers.get("Idempotency-Key"));
    expect(idsSent(calls[3])[0]).toBe(101);
    expect(reported.map((batch) => batch.map((o) => o.outcome)[0])).toEqual(["saved", "failed", "saved"]);
    expect(outcomes[50]).toEqual({ id: 51, outcome: "failed", message: "[errors.serverError]" });
    expect(outcomes.filter((o) => o.outcome === "failed")).toHaveLength(50);
  });

  it("sends a batch again under the same key when the first attempt got no answer", async () => {
    let attempts = 0;
    const { calls } = fakeBackend((call) => {
      attempts += 1;
      if (attempts === 1) throw new TypeError("fetch failed");
      return savedAll(call);
    });
    const outcomes = await saveBulkChanges([change(1), change(2)], { onOutcome: () => undefined });
    expect(outcomes.map((o) => o.outcome)).toEqual(["saved", "saved"]);
    expect(calls).toHaveLength(2);
    expect(calls[0].headers.get("Idempotency-Key")).toBe(calls[1].headers.get("Idempotency-Key"));
  });

  it("gives each product the outcome the server gave it, a refusal with its messages", async () => {
    fakeBackend(() => ({
      data: {
        results: [
          { id: 1, outcome: "conflict", product: { ...row(1), selling: 99 } },
          { id: 2, outcome: "refused", errors: { "inventories.20.quantity": ["The quantity must be at least 0."] } },
          { id: 3, outcome: "not_found" },
        ],
      },
    }));
    const outcomes = await saveBulkChanges([change(1), change(2), change(3), change(4)], { onOutcome: () => undefined });
    expect(outcomes[0]).toMatchObject({ id: 1, outcome: "conflict", product: { selling: 99 } });
    expect(outcomes[1]).toEqual({
      id: 2,
      outcome: "refused",
      errors: { "inventories.20.quantity": ["The quantity must be at least 0."] },
      message: "The quantity must be at least 0.",
    });
    expect(outcomes[2]).toEqual({ id: 3, outcome: "not_found" });
    // A product the answer left out is not known to be saved.
    expect(outcomes[3]).toMatchObject({ id: 4, outcome: "failed" });
  });
});
