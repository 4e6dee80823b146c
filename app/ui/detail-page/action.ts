import type { ClientActionFunctionArgs, ShouldRevalidateFunction } from "@remix-run/react";
import { DemoModeError, isApiError, isVersionConflict, type FieldErrors } from "~/api/errors";
import { SessionExpiredError } from "~/session/auth-service";
import { runtimeKey, type TranslationKey } from "~/i18n/keys";

/*
 * A detail page's record actions run in its route's `clientAction`: the page posts an `intent` (and
 * a modal's fields) with a fetcher, the action dispatches it to one handler and answers what the page
 * needs to show. Remix revalidates the page's data after an action that did something.
 */

export type DetailActionResult =
  | { ok: true; intent: string; redirectTo?: string }
  | {
      ok: false;
      intent: string;
      /** The server's message (its language), or an i18n key in `messageKey` when there is none. */
      message: string;
      messageKey?: TranslationKey;
      fieldErrors: FieldErrors;
      /**
       * Someone else changed the record after the page loaded it (HTTP 409 of the record-versions
       * extension): what was sent, and the record as it is now with its version.
       */
      conflict?: DetailConflict;
    };

export interface DetailConflict {
  sent: Record<string, string>;
  current: unknown;
  version: string | null;
}

export interface DetailActionArgs {
  params: ClientActionFunctionArgs["params"];
  url: URL;
  form: FormData;
}

/** Runs one intent; may say where to go next (emptying a cart leaves its page). */
export type DetailActionHandler = (args: DetailActionArgs) => Promise<void | { redirectTo?: string }>;

/** A form field's text ("" when absent or a file). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** Builds a route's clientAction from its handlers, keyed by intent. */
export function detailAction(handlers: Readonly<Record<string, DetailActionHandler>>) {
  return async ({ request, params }: ClientActionFunctionArgs): Promise<DetailActionResult> => {
    const form = await request.formData();
    const intent = formText(form, "intent");
    const handler = Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
    if (!handler) return { ok: false, intent, message: "", messageKey: "detail.actionFailed", fieldErrors: {} };
    try {
      const next = await handler({ params, url: new URL(request.url), form });
      return { ok: true, intent, redirectTo: next?.redirectTo };
    } catch (error) {
      // Signed out: the session sends the user to the login page; nothing to say here.
      if (error instanceof SessionExpiredError || (isApiError(error) && error.status === 401)) throw error;
      if (isVersionConflict(error)) {
        const sent = Object.fromEntries([...form.entries()].flatMap(([key, value]) => (typeof value === "string" ? [[key, value]] : [])));
        const conflict = { sent, current: error.current, version: error.version };
        return { ok: false, intent, message: error.message, fieldErrors: {}, conflict };
      }
      if (error instanceof DemoModeError) return { ok: false, intent, message: "", messageKey: runtimeKey(error.message), fieldErrors: {} };
      if (isApiError(error)) return { ok: false, intent, message: error.message, fieldErrors: error.fieldErrors };
      return { ok: false, intent, message: "", messageKey: "detail.actionFailed", fieldErrors: {} };
    }
  };
}

/**
 * The route's `shouldRevalidate`: a failed action changed nothing, so the page keeps its data and
 * the failure stays on screen (reloading a record that vanished would swap the message for a 404).
 */
export const detailShouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) => {
  const failed = typeof actionResult === "object" && actionResult !== null && (actionResult as { ok?: unknown }).ok === false;
  return failed ? false : defaultShouldRevalidate;
};
