import { expect } from "vitest";
import { VERSION_CHANGED } from "../../server/src/http/record-version";
import type { TestServer } from "./harness";

/*
 * Calls for the record-version tests: the raw answer's HTTP status and ETag beside the envelope, and
 * an If-Match header when the test sends one.
 */

export interface Sent {
  body?: unknown;
  ifMatch?: string;
  method?: "GET" | "POST" | "DELETE";
}

export interface Answer {
  http: number;
  etag: string | null;
  body: { status: number; message: string; data: any };
}

export type Caller = (path: string, sent?: Sent) => Promise<Answer>;

/** A caller signed in with `token`: GET without a body, POST with one, unless `method` says otherwise. */
export function versionCaller(t: () => TestServer, token: () => string): Caller {
  return async (path, { body, ifMatch, method } = {}) => {
    const res = await t().raw(`/api/admin${path}`, {
      method: method ?? (body === undefined ? "GET" : "POST"),
      headers: {
        Authorization: `Bearer ${token()}`,
        Accept: "application/json",
        "Content-Type": "application/json",
        ...(ifMatch === undefined ? {} : { "If-Match": ifMatch }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { http: res.status, etag: res.headers.get("ETag"), body: (await res.json()) as Answer["body"] };
  };
}

/** The 409 a stale save is answered: the record or panel as `now` shows it, with `now`'s ETag. */
export function expectConflict(answer: Answer, now: Answer, label: string): void {
  expect([answer.http, answer.body.status, answer.body.message], label).toEqual([409, 409, VERSION_CHANGED]);
  expect(answer.body.data, label).toEqual(now.body.data);
  expect(answer.etag, label).toBe(now.etag);
}
