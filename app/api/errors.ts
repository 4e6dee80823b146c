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
