// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { apiBaseUrl, http } from "~/api/client";
import { DemoModeError } from "~/api/errors";
import { loadRuntimeConfig, parseRuntimeConfig, runtimeConfig, setRuntimeConfig, type RuntimeConfig } from "~/config";
import { envelopeResponse, mockFetch } from "./support/fetch";

const DEFAULTS: RuntimeConfig = { apiHost: "", demo: false, defaultLanguage: "it", requestTimeoutMs: 15_000 };

afterEach(() => setRuntimeConfig(DEFAULTS));

describe("parseRuntimeConfig", () => {
  it("defaults to same origin, no demo, Italian", () => {
    expect(parseRuntimeConfig({})).toEqual(DEFAULTS);
  });

  it("keeps what config.json sets and defaults the rest", () => {
    expect(parseRuntimeConfig({ apiHost: "https://shop.example.com", demo: true })).toEqual({
      apiHost: "https://shop.example.com",
      demo: true,
      defaultLanguage: "it",
      requestTimeoutMs: 15_000,
    });
    expect(parseRuntimeConfig({ defaultLanguage: "de" }).defaultLanguage).toBe("de");
    expect(parseRuntimeConfig({ requestTimeoutMs: 3000 }).requestTimeoutMs).toBe(3000);
  });

  it.each([
    ["a wrong type", { apiHost: 42 }],
    ["an unknown language", { defaultLanguage: "es" }],
    ["demo as a string", { demo: "yes" }],
    ["a timeout that is not a positive number", { requestTimeoutMs: "3s" }],
    ["null", null],
    ["a string", "not json"],
    ["a list", []],
  ])("falls back to the defaults for %s", (_label, raw) => {
    expect(parseRuntimeConfig(raw)).toEqual(DEFAULTS);
  });
});

describe("loadRuntimeConfig", () => {
  it("fetches config.json under the base URL and makes it current", async () => {
    const { calls } = mockFetch(
      () => new Response(JSON.stringify({ apiHost: "https://api.shop.test", demo: true, defaultLanguage: "fr" })),
    );
    const config = await loadRuntimeConfig();
    expect(calls.map((call) => call.url)).toEqual(["/config.json"]);
    expect(config).toEqual({ apiHost: "https://api.shop.test", demo: true, defaultLanguage: "fr", requestTimeoutMs: 15_000 });
    expect(runtimeConfig()).toEqual(config);
  });

  it("falls back to the defaults when config.json is missing", async () => {
    setRuntimeConfig({ demo: true });
    mockFetch(() => new Response("Not Found", { status: 404 }));
    await expect(loadRuntimeConfig("/admin/config.json")).resolves.toEqual(DEFAULTS);
    expect(runtimeConfig()).toEqual(DEFAULTS);
  });

  it("falls back to the defaults when config.json is not JSON or the network fails", async () => {
    mockFetch(() => new Response("<html>", { status: 200 }));
    await expect(loadRuntimeConfig()).resolves.toEqual(DEFAULTS);
    mockFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(loadRuntimeConfig()).resolves.toEqual(DEFAULTS);
  });
});

describe("api client", () => {
  it("builds the base URL from apiHost + /api/admin/", async () => {
    expect(apiBaseUrl()).toBe("/api/admin/");
    setRuntimeConfig({ apiHost: "https://shop.example.com/" });
    expect(apiBaseUrl()).toBe("https://shop.example.com/api/admin/");

    const { calls } = mockFetch(() => envelopeResponse({ data: [], status: 200 }));
    await http.get("orders", { page: 2, search: "", status: null });
    expect(calls[0].url).toBe("https://shop.example.com/api/admin/orders?page=2");
  });

  it("refuses writes in demo mode without calling the backend", async () => {
    setRuntimeConfig({ demo: true });
    const { fetchMock } = mockFetch(() => envelopeResponse({ data: { id: 1 }, status: 200 }));

    await expect(http.post("product/create", { title: "Mug" })).rejects.toBeInstanceOf(DemoModeError);
    await expect(http.delete("product/delete/4")).rejects.toBeInstanceOf(DemoModeError);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("still reads, signs in and signs out in demo mode", async () => {
    setRuntimeConfig({ demo: true });
    const { calls } = mockFetch(() => envelopeResponse({ data: { ok: true }, status: 200 }));

    await expect(http.get("orders")).resolves.toEqual({ ok: true });
    await expect(http.post("login", { email: "a@example.com", password: "x" })).resolves.toEqual({ ok: true });
    await expect(http.post("/logout")).resolves.toEqual({ ok: true });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      "GET /api/admin/orders",
      "POST /api/admin/login",
      "POST /api/admin/logout",
    ]);
  });

  it("lets writes through outside demo mode", async () => {
    const { calls } = mockFetch(() => envelopeResponse({ data: { id: 9 }, status: 200 }));
    await expect(http.post("product/create", { title: "Mug" })).resolves.toEqual({ id: 9 });
    expect(calls[0].method).toBe("POST");
  });
});
