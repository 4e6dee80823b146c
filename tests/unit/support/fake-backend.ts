import { vi } from "vitest";

/** One request as the fake backend received it. */
export interface SentCall {
  method: string;
  /** The path under the admin prefix: `product/find/12`. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** What a route answers: an envelope's data (status 200), or a whole Response. */
export type Answer = Response | { data: unknown; status?: number; message?: string; etag?: string };

export function envelope(answer: Exclude<Answer, Response>, httpStatus = 200): Response {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (answer.etag) headers.ETag = answer.etag;
  const body = { token: null, message: answer.message ?? "", data: answer.data, status: answer.status ?? 200 };
  return new Response(JSON.stringify(body), { status: httpStatus, headers });
}

/** A plain 404, as a backend answers a route it does not have. */
export const noSuchRoute = () =>
  new Response(JSON.stringify({ message: "Not Found" }), { status: 404, headers: { "content-type": "application/json" } });

/**
 * Replaces fetch with a backend whose routes `respond` answers (`undefined`: a 404 for a route the
 * test did not expect), and records every request with its decoded body.
 */
export function fakeBackend(respond: (call: SentCall) => Answer | undefined | Promise<Answer | undefined>) {
  const calls: SentCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const raw = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, "http://panel.test");
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : (init?.body ?? null);
    const call: SentCall = {
      method: (init?.method ?? "GET").toUpperCase(),
      path: url.pathname.replace(/^\/api\/admin\//, ""),
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body,
    };
    calls.push(call);
    const answer = await respond(call);
    if (answer === undefined) return noSuchRoute();
    return answer instanceof Response ? answer : envelope(answer);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}
