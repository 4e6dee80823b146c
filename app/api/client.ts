import { ofetch, type FetchOptions } from "ofetch";
import { runtimeConfig } from "~/config";
import { decodeEnvelope, isEnvelope } from "./envelope";
import { ApiError, DemoModeError, UnauthenticatedError } from "./errors";

/**
 * What the HTTP layer needs from the session, injected at start-up so that api/ stays free of
 * React and of the session's storage (imports flow one way: session → api, never back).
 */
export interface ApiHooks {
  /** The bearer token to send, or null. Throws to abort the request (an expired session). */
  authorize(): string | null;
  /** Called when the backend rejects the caller (body status 204 or HTTP 401). */
  onUnauthenticated(error: UnauthenticatedError): void;
  /** Called when the backend renewed the token in the envelope's `token` field. */
  onTokenRenewed?(token: string): void;
  /** Optional `Language` header for translatable content. */
  contentLanguage?(): string | null;
}

let hooks: ApiHooks = { authorize: () => null, onUnauthenticated: () => undefined };

export function configureApi(next: ApiHooks): void {
  hooks = next;
}

export function apiBaseUrl(): string {
  return `${runtimeConfig().apiHost.replace(/\/+$/, "")}/api/admin/`;
}

export type Query = Record<string, string | number | boolean | undefined | null>;

interface RequestOptions {
  query?: Query;
  body?: FormData | Record<string, unknown> | unknown[];
  signal?: AbortSignal;
}

function cleanQuery(query: Query | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") out[key] = String(value);
  }
  return out;
}

/** Writes a demo installation still allows: signing in and out. */
const DEMO_ALLOWED_WRITES = new Set(["login", "logout"]);

async function request<T>(method: "GET" | "POST" | "DELETE", path: string, options: RequestOptions = {}): Promise<T> {
  if (method !== "GET" && runtimeConfig().demo && !DEMO_ALLOWED_WRITES.has(path.replace(/^\/+/, ""))) {
    throw new DemoModeError();
  }
  const token = hooks.authorize();
  const headers: Record<string, string> = { Accept: "application/json, text/plain" };
  if (token) headers.Authorization = `Bearer ${token}`;
  const language = hooks.contentLanguage?.();
  if (language) headers.Language = language;

  const fetchOptions: FetchOptions<"json"> = {
    method,
    baseURL: apiBaseUrl(),
    headers,
    query: cleanQuery(options.query),
    signal: options.signal,
    ignoreResponseError: true,
    retry: 0,
  };
  if (options.body !== undefined) fetchOptions.body = options.body as FetchOptions<"json">["body"];

  const response = await ofetch.raw(path.replace(/^\/+/, ""), fetchOptions);
  const body: unknown = response._data;
  if (isEnvelope(body) && typeof body.token === "string" && body.token.split(".").length === 3) {
    hooks.onTokenRenewed?.(body.token);
  }
  try {
    return decodeEnvelope<T>(response.status, body);
  } catch (error) {
    if (error instanceof UnauthenticatedError) hooks.onUnauthenticated(error);
    const retryAfter = Number(response.headers.get("retry-after"));
    if (error instanceof ApiError && error.status === 429 && retryAfter > 0) {
      throw new ApiError(429, error.message, error.fieldErrors, retryAfter);
    }
    throw error;
  }
}

export const http = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>("GET", path, { query, signal }),
  post: <T>(path: string, body?: RequestOptions["body"], query?: Query) => request<T>("POST", path, { body, query }),
  delete: <T>(path: string, query?: Query) => request<T>("DELETE", path, { query }),
};
