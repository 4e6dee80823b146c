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

/**
 * One record's or panel's find and update: no header saves as the contract says; a fresh If-Match
 * saves and answers the new ETag (find's); a stale one is answered 409 with what find answers now,
 * nothing written; the 409's ETag then saves. `etag` is the form find's version has.
 */
export async function expectVersionedWrites(
  call: Caller,
  find: string,
  write: string,
  body: (n: number) => Record<string, unknown>,
  etag = /^"[^"]+"$/,
): Promise<void> {
  const plain = await call(write, { body: body(1) });
  expect([plain.http, plain.body.status], write).toEqual([200, 200]);
  const opened = await call(find);
  expect(opened.etag, find).toMatch(etag);
  expect(plain.etag, write).toBe(opened.etag);

  const first = await call(write, { body: body(2), ifMatch: opened.etag! });
  expect(first.body.status, write).toBe(200);
  const afterFirst = await call(find);
  expect([first.etag === afterFirst.etag, first.etag === opened.etag], write).toEqual([true, false]);

  const stale = await call(write, { body: body(3), ifMatch: opened.etag! });
  expectConflict(stale, afterFirst, write);
  expect((await call(find)).body.data, `${write}: nothing written`).toEqual(afterFirst.body.data);

  const merged = await call(write, { body: body(3), ifMatch: stale.etag! });
  expect(merged.body.status, write).toBe(200);
  expect(merged.etag, write).toBe((await call(find)).etag);
}
