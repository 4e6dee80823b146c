import { vi } from "vitest";

/** The backend's envelope (contract §1.2) as ofetch receives it from fetch. */
export function envelopeResponse(
  body: { data: unknown; status: number; token?: string | null; message?: string },
  httpStatus = 200,
): Response {
  const full = { token: null, message: "", ...body };
  return new Response(JSON.stringify(full), {
    status: httpStatus,
    headers: { "content-type": "application/json" },
  });
}

export interface CapturedCall {
  url: string;
  method: string;
  headers: Headers;
}

/**
 * Replaces the global fetch (ofetch calls globalThis.fetch on each request) with a mock that
 * answers with `respond` and records URL, method and headers of every call.
 */
export function mockFetch(respond: (call: CapturedCall) => Response | Promise<Response>) {
  const calls: CapturedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const call: CapturedCall = {
      url,
      method: (init?.method ?? "GET").toUpperCase(),
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    return respond(call);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, calls };
}
