import type { TFunction } from "i18next";
import { isApiError } from "~/api/errors";
import { serverMessageText } from "../../feedback/server-messages";
import { NAME_REQUIRED, NAME_TAKEN, NAME_TOO_LONG } from "./view-types";

/*
 * The saved-views refusals (server/docs/saved-views.md, and the browser store's same sentences) in
 * the user's words, sorted by the field they belong beside: the name, the share switch, the rest.
 */

const KNOWN = {
  [NAME_REQUIRED]: "list.savedViews.errors.nameRequired",
  [NAME_TOO_LONG]: "list.savedViews.errors.nameTooLong",
  [NAME_TAKEN]: "list.savedViews.errors.nameTaken",
  "Only a superadmin may share a view with the shop.": "list.savedViews.errors.shareDenied",
  "The state must not be greater than 8192 bytes.": "list.savedViews.errors.tooBig",
  "The request is too large.": "list.savedViews.errors.tooBig",
  "A list may have at most 30 views.": "list.savedViews.errors.tooMany",
} as const;

export interface ViewErrors {
  name?: string;
  shared?: string;
  form?: string;
}

const say = (message: string, t: TFunction) => (message in KNOWN ? t(KNOWN[message as keyof typeof KNOWN]) : serverMessageText(message, t));

/** A failed save's messages by field; a failure that is no refusal (offline) goes to the form. */
export function viewErrors(error: unknown, t: TFunction): ViewErrors {
  if (!isApiError(error)) return { form: error instanceof Error ? error.message : String(error) };
  const all = Object.values(error.fieldErrors).flat();
  const messages = all.length ? all : [error.message];
  const out: ViewErrors = {};
  for (const message of messages) {
    // The server flattens a validation failure's messages under `form`: the text says its field.
    const slot: keyof ViewErrors = /^The name /.test(message) ? "name" : /share/i.test(message) ? "shared" : "form";
    out[slot] = out[slot] ? `${out[slot]} ${say(message, t)}` : say(message, t);
  }
  return out;
}
