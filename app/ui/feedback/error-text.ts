import type { TFunction } from "i18next";
import { DemoModeError, isApiError } from "~/api/errors";

/**
 * What to tell the user about a failed call: the server's own message where there is one (it names
 * the real reason, in the shop's words), the demo refusal in the user's language, else `fallback`.
 */
export function errorText(error: unknown, t: TFunction, fallback: string): string {
  if (error instanceof DemoModeError) return t(error.message);
  if (isApiError(error) && error.message) return error.message;
  return t(fallback);
}
