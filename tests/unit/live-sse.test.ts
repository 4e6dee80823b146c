// @vitest-environment node
import { describe, expect, it } from "vitest";
import { parseLiveEvent } from "~/api/live/events";
import { createSseParser } from "~/api/live/sse-parser";

describe("SSE parser", () => {
  it("dispatches an event at its blank line, with its id, type and data", () => {
    const parser = createSseParser();
    expect(parser.push("retry: 3000\n\n")).toEqual([]);
    expect(parser.retry()).toBe(3000);
    const frames = parser.push('id: 7\nevent: order.created\ndata: {"id":7}\n\n');
    expect(frames).toEqual([{ event: "order.created", data: '{"id":7}', id: "7" }]);
    expect(parser.lastId()).toBe("7");
  });

  it("keeps a frame split anywhere across chunks, CRLF included", () => {
    const text = 'id: 12\r\nevent: stock.changed\r\ndata: {"a":\r\ndata: 1}\r\n\r\n: ping\r\n\r\n';
    for (let cut = 1; cut < text.length; cut++) {
      const parser = createSseParser();
      const frames = [...parser.push(text.slice(0, cut)), ...parser.push(text.slice(cut))];
      expect(frames, `cut at ${cut}`).toEqual([{ event: "stock.changed", data: '{"a":\n1}', id: "12" }]);
    }
  });

  it("skips comments (the heartbeat), and blocks without data", () => {
    const parser = createSseParser("3");
    expect(parser.push(": ping\n\nid: 9\n\n")).toEqual([]);
    // An id alone moves the last id (what a reconnection sends), though nothing is dispatched.
    expect(parser.lastId()).toBe("9");
  });

  it("names an untyped event `message`, keeps the previous id, and takes lone CRs and a BOM", () => {
    const parser = createSseParser("4");
    expect(parser.push("\uFEFFdata: x\r\rdata:y\r")).toEqual([{ event: "message", data: "x", id: "4" }]);
    // The CR just pushed was half of a CRLF: the LF ends that line, the next one dispatches.
    expect(parser.push("\n")).toEqual([]);
    expect(parser.push("\n")).toEqual([{ event: "message", data: "y", id: "4" }]);
  });

  it("ignores a retry that is not a number", () => {
    const parser = createSseParser();
    parser.push("retry: soon\n\n");
    expect(parser.retry()).toBeNull();
  });
});

describe("live event data", () => {
  it("reads the agreed fields and coerces numbers", () => {
    const event = parseLiveEvent(
      JSON.stringify({
        id: 5,
        type: "stock.changed",
        at: "2026-11-29T10:15:02.000000Z",
        record_type: "product",
        record_id: 77,
        actor: { id: 3, name: "Anna Rossi" },
        product_id: "77",
        inventory_id: 4,
        quantity: "2",
      }),
    );
    expect(event).toMatchObject({ id: 5, type: "stock.changed", record_id: "77", product_id: 77, inventory_id: 4, quantity: 2 });
    expect(event?.actor).toEqual({ id: 3, name: "Anna Rossi" });
  });

  it("skips what it does not know: another type, broken JSON, no id", () => {
    expect(parseLiveEvent('{"id":1,"type":"cart.created","record_type":"cart","record_id":"1"}')).toBeNull();
    expect(parseLiveEvent("{")).toBeNull();
    expect(parseLiveEvent('{"type":"order.created","record_type":"order","record_id":"1"}')).toBeNull();
  });

  it("takes a null actor (the storefront, a script)", () => {
    const event = parseLiveEvent('{"id":2,"type":"message.created","record_type":"message","record_id":"9","actor":null}');
    expect(event?.actor).toBeNull();
  });
});
