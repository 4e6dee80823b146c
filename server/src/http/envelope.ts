import type { Context } from "hono";

/*
 * The contract's response envelope: `{data, status, token, message}` in that order, HTTP 200 for
 * nearly everything; clients branch on the body's `status` (contract 1.2, 1.3). Every handler
 * answers through these helpers so the shape lives in one place.
 */

export interface Envelope<T = unknown> {
  data: T;
  status: number;
  token: null;
  message: string;
}

export const NOT_FOUND_MESSAGE = "We couldn't found anything.";
export const FORBIDDEN_MESSAGE = "Unauthorized access.";

export function envelope<T>(data: T, status: number, message = ""): Envelope<T> {
  // `token` is always null: this server does not renew tokens in responses (see README).
  return { data, status, token: null, message };
}

type AnyContext = Context<any, any, any>;

export function ok<T>(c: AnyContext, data: T, message = "") {
  return c.json(envelope(data, 200, message), 200);
}

/** Validation failure: every message flattened under one error key, message "". */
export function validationFailed(c: AnyContext, errors: Record<string, string[]>) {
  return c.json(envelope(errors, 201, ""), 200);
}

/** Business-rule error: `{key: [msg]}`, message = msg. */
export function businessError(c: AnyContext, message: string, key = "form") {
  return c.json(envelope({ [key]: [message] }, 201, message), 200);
}

/** Not found, variant A ("noData"): body status 201. */
export function notFoundA(c: AnyContext) {
  return c.json(envelope({ form: [NOT_FOUND_MESSAGE] }, 201, NOT_FOUND_MESSAGE), 200);
}

/** Not found, variant B ("nothingFound"): body status 200 (sic, contract 1.3). */
export function notFoundB(c: AnyContext) {
  return c.json(envelope({ form: [NOT_FOUND_MESSAGE] }, 200, NOT_FOUND_MESSAGE), 200);
}

/** Permission missing or not the owner. */
export function forbidden(c: AnyContext) {
  return c.json(envelope({ form: [FORBIDDEN_MESSAGE] }, 403, FORBIDDEN_MESSAGE), 200);
}

/** Missing/invalid/expired/revoked token (HTTP 201, body status 204), or wrong scope with "Not Authorized.". */
export function unauthenticated(c: AnyContext, message = "Unauthenticated.") {
  return c.json(envelope(null, 204, message), 201);
}

/**
 * Too many attempts (sign-in, password reset): HTTP 429 with Retry-After, and the envelope (body status
 * 429) so the panel reads the message like any other. The contract's generic rate limit answers a
 * bare `{message}`; these auth limits are this server's own and speak the envelope.
 */
export function tooManyAttempts(c: AnyContext, retryAfter: number) {
  const message = `Too many attempts. Please try again in ${retryAfter} seconds.`;
  c.header("Retry-After", String(retryAfter));
  return c.json(envelope({ form: [message] }, 429, message), 429);
}
