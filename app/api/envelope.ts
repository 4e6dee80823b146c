import { ApiError, FaultError, UnauthenticatedError, type FieldErrors } from "./errors";

/** The backend's answer: HTTP 200 with the real outcome in the body's `status` (contract §1.2). */
export interface Envelope<T = unknown> {
  data: T;
  status: number;
  token: string | null;
  message: string;
}

export const NOT_FOUND_TEXT = "We couldn't found anything.";

export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === "object" && body !== null && "status" in body && typeof body.status === "number" && "data" in body;
}

function asFieldErrors(data: unknown): FieldErrors {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return {};
  const errors: FieldErrors = {};
  for (const [key, value] of Object.entries(data)) {
    if (Array.isArray(value)) errors[key] = value.map(String);
    else if (typeof value === "string") errors[key] = [value];
    else if (typeof value === "object" && value !== null) {
      // Cart/POS stock errors nest one level deeper: { product: { "<cartId>": ["msg"] } }.
      errors[key] = Object.values(value).flatMap((inner) => (Array.isArray(inner) ? inner.map(String) : []));
    }
  }
  return errors;
}

/** The nested part of an error map, keys kept: `{product: {"12": ["…"]}}`. */
function asKeyedErrors(data: unknown): Record<string, Record<string, string[]>> {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return {};
  const keyed: Record<string, Record<string, string[]>> = {};
  for (const [key, value] of Object.entries(data)) {
    if (typeof value !== "object" || value === null || Array.isArray(value)) continue;
    keyed[key] = Object.fromEntries(
      Object.entries(value).flatMap(([inner, messages]) => (Array.isArray(messages) ? [[inner, messages.map(String)]] : [])),
    );
  }
  return keyed;
}

function firstMessage(errors: FieldErrors, fallback: string): string {
  for (const list of Object.values(errors)) if (list.length > 0) return list[0];
  return fallback;
}

/**
 * The one place where the backend's answers are decoded. Body status decides (200 ok, 201 validation
 * or business error, 403 forbidden, 204 unauthenticated); the HTTP status only when the body is not
 * the envelope (429, 404, 405, 500).
 */
export function decodeEnvelope<T>(httpStatus: number, body: unknown): T {
  if (!isEnvelope(body)) {
    if (httpStatus >= 200 && httpStatus < 300) throw new FaultError("invalidAnswer");
    const message =
      typeof body === "object" && body !== null && typeof (body as { message?: unknown }).message === "string"
        ? (body as { message: string }).message
        : null;
    // A proxy or gateway in front of the backend may answer a plain 401: same as body status 204.
    if (httpStatus === 401) throw new UnauthenticatedError(message ?? `HTTP ${httpStatus}`);
    // A gateway's error page names no reason: the panel says what it can, with the status.
    if (message === null) throw new FaultError("serverError", httpStatus, `HTTP ${httpStatus}`);
    throw new ApiError(httpStatus, message);
  }
  switch (body.status) {
    case 200: {
      // "Not found, variant B" answers status 200 with an error map: not data, whatever the status says.
      const errors = asFieldErrors(body.data);
      if (body.message === NOT_FOUND_TEXT && errors.form?.includes(NOT_FOUND_TEXT)) {
        throw new ApiError(404, NOT_FOUND_TEXT, errors);
      }
      return body.data as T;
    }
    case 201: {
      const errors = asFieldErrors(body.data);
      if (errors.form?.includes(NOT_FOUND_TEXT)) throw new ApiError(404, NOT_FOUND_TEXT, errors);
      throw new ApiError(422, body.message || firstMessage(errors, "Invalid data."), errors, undefined, asKeyedErrors(body.data));
    }
    case 403:
      throw new ApiError(403, body.message || "Unauthorized access.", asFieldErrors(body.data));
    case 204:
      throw new UnauthenticatedError(body.message || "Unauthenticated.");
    default:
      if (!body.message) throw new FaultError("serverError", body.status >= 400 ? body.status : 500, `Status ${body.status}`);
      throw new ApiError(body.status >= 400 ? body.status : 500, body.message);
  }
}
