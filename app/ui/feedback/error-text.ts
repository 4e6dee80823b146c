import type { TFunction } from "i18next";
import { DemoModeError, isApiError } from "~/api/errors";
import { runtimeKey, type TranslationKey } from "~/i18n/keys";
import { serverMessageText } from "./server-messages";

/**
 * What to tell the user about a failed call: the server's own message where there is one (it names
 * the real reason; in the user's language when the catalogue of server messages knows it), the demo
 * refusal in the user's language, else `fallback`.
 */
export function errorText(error: unknown, t: TFunction, fallback: TranslationKey): string {
  if (error instanceof DemoModeError) return t(runtimeKey(error.message));
  if (isApiError(error) && error.message) return serverMessageText(error.message, t);
  return t(fallback);
}

/** Every message of a failed call: the server's per-field messages where it gave some, else errorText's one. */
export function errorMessages(error: unknown, t: TFunction, fallback: TranslationKey): string[] {
  const messages = isApiError(error) ? Object.values(error.fieldErrors).flat() : [];
  return messages.length ? messages.map((message) => serverMessageText(message, t)) : [errorText(error, t, fallback)];
}
