import { ofetch, type FetchOptions } from "ofetch";
import { runtimeConfig } from "~/config";
import { decodeEnvelope, isEnvelope } from "./envelope";
import { ApiError, DemoModeError, FaultError, UnauthenticatedError, VersionConflictError, type FaultKind } from "./errors";
import { rememberVersion } from "./versions";

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
  /**
   * The user's words for a call that got no usable answer (translation key `errors.<kind>`), so
   * every screen that shows an error's message shows it in the user's language.
   */
  describeFault?(error: FaultError): string;
}

let hooks: ApiHooks = { authorize: () => null, onUnauthenticated: () => undefined };

export function configureApi(next: ApiHooks): void {
  hooks = next;
}

/**
 * The bearer token a call would carry now (null when signed out; throws when the session has just
 * expired, as a call would): for the one request made outside this client, the live event stream,
 * which needs the same header on a streaming fetch.
 */
export function currentToken(): string | null {
  return hooks.authorize();
}

export function apiBaseUrl(): string {
  return `${runtimeConfig().apiHost.replace(/\/+$/, "")}/api/admin/`;
}

export type Query = Record<string, string | number | boolean | undefined | null>;

interface RequestOptions {
  query?: Query;
  body?: FormData | Record<string, unknown> | unknown[];
  signal?: AbortSignal;
  /** The same key for every attempt at one write: the server answers a repeat with the first result. */
  idempotencyKey?: string;
  /**
   * The content language of this call's translatable fields (`Language` header), in place of the
   * app-wide one; null sends none (the record's own, default-language values).
   */
  language?: string | null;
  /**
   * The version of the record the form loaded (`versionOf`), sent as `If-Match`: a server with the
   * record-versions extension refuses the write with 409 when someone saved the record since.
   */
  ifMatch?: string | null;
}

/**
 * How a write is sent: `idempotencyKey`, the same for each attempt at one create (see the edit page);
 * `language` and `ifMatch`, as above.
 */
export type WriteOptions = Pick<RequestOptions, "idempotencyKey" | "language" | "ifMatch">;

/** How a read is sent: `language`, as above. */
export type ReadOptions = Pick<RequestOptions, "language">;

/**
 * A new random Idempotency-Key (128 bits, hex). `crypto.randomUUID` exists only in secure contexts,
 * and a shop may serve its back office over plain http on its own network; getRandomValues works there.
 */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
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

type Method = "GET" | "POST" | "DELETE";

const relative = (path: string) => path.replace(/^\/+/, "");

let writesSent = 0;

/**
 * How many writes (anything but GET) this page has sent so far: a read kept from before a write
 * (a prefetched list page) is stale once this number has moved.
 */
export function writeCount(): number {
  return writesSent;
}

/**
 * What every call does before it leaves the browser: a demo installation refuses writes, an expired
 * session aborts (authorize throws), and the headers carry the token and the content language.
 */
function prepare(
  method: Method,
  path: string,
  accept = "application/json, text/plain",
  contentLanguage?: string | null,
): Record<string, string> {
  if (method !== "GET" && runtimeConfig().demo && !DEMO_ALLOWED_WRITES.has(relative(path))) {
    throw new DemoModeError();
  }
  const token = hooks.authorize();
  if (method !== "GET") writesSent += 1;
  const headers: Record<string, string> = { Accept: accept };
  if (token) headers.Authorization = `Bearer ${token}`;
  const language = contentLanguage === undefined ? hooks.contentLanguage?.() : contentLanguage;
  if (language) headers.Language = language;
  return headers;
}

/**
 * What every answer goes through: a renewed token is kept, the envelope decides, a signed-out
 * answer resets the session, a throttled one says when to try again.
 */
function settle<T>(status: number, body: unknown, header: (name: string) => string | null): T {
  if (isEnvelope(body) && typeof body.token === "string" && body.token.split(".").length === 3) {
    hooks.onTokenRenewed?.(body.token);
  }
  if (status === 409 && isEnvelope(body) && body.status === 409) {
    rememberVersion(body.data, header("etag"));
    throw new VersionConflictError(body.message || "Conflict.", body.data, header("etag"));
  }
  try {
    const data = decodeEnvelope<T>(status, body);
    rememberVersion(data, header("etag"));
    return data;
  } catch (error) {
    if (error instanceof UnauthenticatedError) hooks.onUnauthenticated(error);
    const told = error instanceof FaultError ? fault(error.kind, error.status) : error;
    const retryAfter = Number(header("retry-after"));
    if (told instanceof ApiError && told.status === 429 && retryAfter > 0) {
      throw new ApiError(429, told.message, told.fieldErrors, retryAfter);
    }
    throw told;
  }
}

/** A fault in the user's words (the hook), with the English default where there is no hook. */
function fault(kind: FaultKind, status?: number): FaultError {
  const error = new FaultError(kind, status);
  const words = hooks.describeFault?.(error);
  return words ? new FaultError(kind, error.status, words) : error;
}

let timeoutOverride: number | null = null;

/** The request timeout: config.json's `requestTimeoutMs` (the end-to-end tests lower it), or the test's own. */
const requestTimeoutMs = (): number => timeoutOverride ?? runtimeConfig().requestTimeoutMs;

/** For tests: a fixed timeout instead of the configured one. */
export function setRequestTimeout(ms: number): void {
  timeoutOverride = ms;
}

/**
 * Runs one fetch under the request timeout and the caller's own signal (a loader's, aborted when
 * the user navigates on). A timeout and a lost connection become faults the screens can show; the
 * caller's abort stays an abort, which the router ignores.
 */
async function guarded<R>(run: (signal: AbortSignal) => Promise<R>, outer?: AbortSignal): Promise<R> {
  const controller = new AbortController();
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener("abort", forward, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, requestTimeoutMs());
  try {
    return await run(controller.signal);
  } catch (error) {
    if (timedOut) throw fault("timeout");
    if (outer?.aborted) throw error;
    // fetch rejects only when no answer arrived: offline, DNS, refused, reset.
    throw fault("offline");
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener("abort", forward);
  }
}

async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const headers = prepare(method, path, undefined, options.language);
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
  if (options.ifMatch) headers["If-Match"] = options.ifMatch;
  const response = await guarded(
    (signal) =>
      ofetch.raw(relative(path), {
        method,
        baseURL: apiBaseUrl(),
        headers,
        query: cleanQuery(options.query),
        body: options.body as FetchOptions<"json">["body"],
        signal,
        ignoreResponseError: true,
        retry: 0,
      }),
    options.signal,
  );
  return settle<T>(response.status, response._data, (name) => response.headers.get(name));
}

export interface UploadOptions {
  /** 0–100 as the body is sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * A multipart POST with upload progress. fetch cannot report upload progress, so this call uses
 * XMLHttpRequest, with the same checks, headers and answer handling as every other call.
 */
function upload<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let headers: Record<string, string>;
    try {
      headers = prepare("POST", path);
    } catch (error) {
      reject(error);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open("POST", apiBaseUrl() + relative(path));
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        parsed = xhr.responseText;
      }
      try {
        resolve(settle<T>(xhr.status, parsed, (name) => xhr.getResponseHeader(name)));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(fault("offline"));
    xhr.onabort = () => reject(new DOMException("Aborted", "AbortError"));
    options.signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(body);
  });
}

export interface Download {
  blob: Blob;
  /** The server's name for it (Content-Disposition), if it gave one. */
  fileName: string | null;
}

/** A file (an export): the Blob and its name. A JSON answer is the envelope of a refusal, decoded like any call's. */
async function download(path: string, accept: string, query?: Query): Promise<Download> {
  const headers = prepare("GET", path, `${accept}, application/json`);
  const response = await guarded((signal) =>
    ofetch.raw(relative(path), {
      method: "GET",
      baseURL: apiBaseUrl(),
      headers,
      query: cleanQuery(query),
      responseType: "blob",
      signal,
      ignoreResponseError: true,
      retry: 0,
    }),
  );
  const header = (name: string) => response.headers.get(name);
  const blob = response._data ?? new Blob([]);
  if ((header("content-type") ?? "").includes("application/json")) {
    let body: unknown = null;
    try {
      body = JSON.parse(await blob.text());
    } catch {
      body = null;
    }
    // An envelope that says 200 here is still not the file that was asked for.
    settle(response.status, body, header);
    throw fault("invalidAnswer");
  }
  if (!response.ok) settle(response.status, null, header);
  const match = /filename="?([^";]+)"?/.exec(header("content-disposition") ?? "");
  return { blob, fileName: match?.[1] ?? null };
}

export const http = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal, options: ReadOptions = {}) =>
    request<T>("GET", path, { query, signal, ...options }),
  post: <T>(path: string, body?: RequestOptions["body"], query?: Query, options: WriteOptions = {}) =>
    request<T>("POST", path, { body, query, ...options }),
  delete: <T>(path: string, query?: Query) => request<T>("DELETE", path, { query }),
  upload,
  download,
};
