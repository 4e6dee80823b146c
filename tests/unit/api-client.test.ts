// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureApi, http, newIdempotencyKey, setRequestTimeout } from "~/api/client";
import { FaultError } from "~/api/errors";

/*
 * The API client on a bad network: a request that gets no answer in time, no connection, an answer
 * that is not the envelope, an HTTP error with no message. Each becomes a FaultError in the words
 * the session layer gives (here a marker, so the test sees the hook was used).
 */

const words = (error: FaultError) => `[${error.messageKey} ${error.status}]`;

function answer(body: string, status = 200, contentType = "application/json") {
  return new Response(body, { status, headers: { "Content-Type": contentType } });
}

/** A backend that never answers: the fetch ends only when its signal aborts it. */
function neverAnswers(_url: unknown, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
  });
}

async function failure(call: Promise<unknown>): Promise<FaultError> {
  const error: unknown = await call.then(
    () => new Error("expected a failure"),
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(FaultError);
  return error as FaultError;
}

describe("API client faults", () => {
  beforeEach(() => {
    configureApi({ authorize: () => null, onUnauthenticated: () => undefined, describeFault: words });
    setRequestTimeout(50);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("gives up on an answer that does not come, and says so", async () => {
    vi.stubGlobal("fetch", vi.fn(neverAnswers));
    const error = await failure(http.get("brand/all"));
    expect(error.kind).toBe("timeout");
    expect(error.status).toBe(408);
    expect(error.message).toBe("[errors.timeout 408]");
  });

  it("keeps the caller's abort an abort (a loader left behind), not a fault", async () => {
    vi.stubGlobal("fetch", vi.fn(neverAnswers));
    setRequestTimeout(10_000);
    const controller = new AbortController();
    const call = http.get("brand/all", undefined, controller.signal);
    controller.abort();
    await expect(call).rejects.not.toBeInstanceOf(FaultError);
  });

  it("turns a lost connection into the offline fault, without the API's address", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const error = await failure(http.get("brand/all"));
    expect(error.kind).toBe("offline");
    expect(error.message).not.toContain("/api/admin");
  });

  it("turns a 200 that is not JSON into the invalid-answer fault", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(answer('{"status": 200, "data": ['))),
    );
    expect((await failure(http.get("brand/all"))).kind).toBe("invalidAnswer");
  });

  it("turns an HTTP error without a message into a server fault naming the status", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(answer("<h1>Bad Gateway</h1>", 502, "text/html"))),
    );
    const error = await failure(http.get("brand/all"));
    expect(error.kind).toBe("serverError");
    expect(error.message).toBe("[errors.serverError 502]");
  });

  it("keeps the backend's own message of an error envelope", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(answer(JSON.stringify({ status: 500, data: null, token: null, message: "Database is locked." })))),
    );
    const error: unknown = await http.get("brand/all").catch((thrown: unknown) => thrown);
    expect(error).not.toBeInstanceOf(FaultError);
    expect((error as Error).message).toBe("Database is locked.");
  });
});

describe("Idempotency-Key", () => {
  beforeEach(() => {
    configureApi({ authorize: () => null, onUnauthenticated: () => undefined });
    setRequestTimeout(1_000);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const sentHeaders = (fetchMock: ReturnType<typeof vi.fn>) =>
    new Headers((fetchMock.mock.calls[0]?.[1] as RequestInit | undefined)?.headers);
  const ok = () => Promise.resolve(answer(JSON.stringify({ status: 200, data: { id: 1 }, token: null, message: "" })));

  it("goes with a write only when the caller gives one", async () => {
    const withKey = vi.fn(ok);
    vi.stubGlobal("fetch", withKey);
    await http.post("brand/action", { title: "x" }, undefined, { idempotencyKey: "k-1" });
    expect(sentHeaders(withKey).get("Idempotency-Key")).toBe("k-1");

    const without = vi.fn(ok);
    vi.stubGlobal("fetch", without);
    await http.post("brand/action", { title: "x" });
    expect(sentHeaders(without).has("Idempotency-Key")).toBe(false);
  });

  it("is 128 random bits in hex, new each time", () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
