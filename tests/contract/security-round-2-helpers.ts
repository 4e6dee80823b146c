import { expect } from "vitest";
import { recordResult } from "../e2e/support/security-results";
import type { Reply, TestServer } from "./harness";

/*
 * Shared by the second hardening round's contract tests (security-round-2-accounts and
 * security-round-2-shop): requests from a chosen client address, and the tried / got-through
 * figures each suite records for `npm run test:security`.
 */

let counter = 0;
/** A number no other call in this test file got: unique slugs and titles. */
export const uniqueNumber = () => counter++;
/** A client address no other case of this test file used: each case plays its own client. */
export const freshAddress = () => `203.0.113.${++counter}`;

/** POST to the admin API from `address` (the test server trusts X-Forwarded-For). */
export function postFrom(t: () => TestServer) {
  return async function post(
    pathname: string,
    body: unknown,
    address: string,
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<Reply> {
    const res = await t().raw(`/api/admin${pathname}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "X-Forwarded-For": address,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
    });
    const reply = (await res.json()) as Reply;
    Object.defineProperty(reply, "http", { value: res.status, enumerable: false });
    return reply;
  };
}

/** Records the suite's figures, then fails the test when anything got through. */
export function expectNoneThrough(suite: string, outcomes: boolean[]) {
  const through = outcomes.filter(Boolean).length;
  recordResult(suite, outcomes.length, through);
  expect(through, `${suite}: ${through} of ${outcomes.length} got through`).toBe(0);
}
