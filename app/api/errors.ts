/** Field name → messages, as the backend returns them under a body status 201. */
export type FieldErrors = Record<string, string[]>;

/**
 * A failed API call, carrying an HTTP-like status so route error boundaries can render the right
 * page: 404 not found, 403 forbidden, 401 unauthenticated, 422 validation, 500 other.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldErrors = {},
    /** Seconds to wait before trying again, when the backend said so (HTTP 429 Retry-After). */
    readonly retryAfter?: number,
    /**
     * Messages the backend keys one level deeper, as given: the cart's stock errors are
     * `{product: {"<cart id>": [...]}}`, which `fieldErrors` holds flattened under `product`.
     */
    readonly keyedErrors: Record<string, Record<string, string[]>> = {},
  ) {
    super(message);
  }

  get isValidation(): boolean {
    return this.status === 422;
  }
}

/** The backend said the token is missing, invalid, revoked or of the wrong scope (body status 204). */
export class UnauthenticatedError extends ApiError {
  constructor(message = "Unauthenticated.") {
    super(401, message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A demo installation refuses every write before it leaves the browser. The message is an i18n
 * key, so forms show it in the user's language.
 */
export class DemoModeError extends ApiError {
  constructor() {
    super(403, "demo.saveDisabled");
  }
}

/** Why a call got no usable answer from the backend, told by the panel in the user's words. */
export type FaultKind = "offline" | "timeout" | "invalidAnswer" | "serverError";

const FAULT_STATUS: Record<Exclude<FaultKind, "serverError">, number> = { offline: 503, timeout: 408, invalidAnswer: 500 };

/** The English default of each fault, used until the client gives the words in the user's language. */
const FAULT_TEXT: Record<FaultKind, string> = {
  offline: "You are offline, or the server cannot be reached.",
  timeout: "The server did not answer in time.",
  invalidAnswer: "Unexpected response from the server.",
  serverError: "The server answered with an error.",
};

/**
 * A call that failed without the backend naming a reason: no connection, no answer in time, an
 * answer that is not the API's envelope, or an HTTP error with no message. `messageKey` names the
 * translation (auth namespace) so a page can say it again in another language.
 */
export class FaultError extends ApiError {
  constructor(
    readonly kind: FaultKind,
    status: number = kind === "serverError" ? 500 : FAULT_STATUS[kind],
    message: string = FAULT_TEXT[kind],
  ) {
    super(status, message);
  }

  get messageKey(): string {
    return `errors.${this.kind}`;
  }
}

export function isFaultError(error: unknown): error is FaultError {
  return error instanceof FaultError;
}

/**
 * A save refused because the record changed after the form loaded it (HTTP 409, the record-versions
 * extension): `current` is the record as the server holds it now, `version` its version.
 */
export class VersionConflictError extends ApiError {
  constructor(
    message: string,
    readonly current: unknown,
    readonly version: string | null,
  ) {
    super(409, message);
  }
}

export function isVersionConflict(error: unknown): error is VersionConflictError {
  return error instanceof VersionConflictError;
}
