import type { Icon } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import type { ConflictRow } from "../form/conflicts";
import type { TranslationKey, TranslationVars } from "~/i18n/keys";
import type { DetailActionResult } from "./action";

/*
 * The small description a detail page (a record's read view with actions) is driven by: its
 * sections and its record actions. Labels are i18n keys; `{{title}}` in a question or a toast is the
 * record's title.
 */

/** Permission actions on the page's subject. */
export type DetailPermission = "view" | "create" | "edit" | "delete";

/** What a section or a custom action gets from its page beside the record. */
export interface DetailContext {
  /** `{{title}}` for questions and toasts. */
  vars: TranslationVars;
  /** Hands an action's failure to the page's alert (null clears it once an action succeeded). */
  report: (failure: Extract<DetailActionResult, { ok: false }> | null) => void;
}

/** One block of the read view (a label/value grid, a table, anything else). */
export interface DetailSection<R> {
  key: string;
  /** i18n key of its heading. */
  title: TranslationKey;
  render: (record: R, context: DetailContext) => ReactNode;
  /** Left out for this record (totals a vendor may not see). */
  hidden?: (record: R) => boolean;
}

interface PostedAction {
  /** The `intent` posted to the route's clientAction, which dispatches on it. */
  intent: string;
  /** i18n key of the button. */
  label: TranslationKey;
  icon?: Icon;
  /** Needed on the page's subject; default `edit`. */
  permission?: DetailPermission;
  /** i18n key of the toast once it succeeded. */
  done: TranslationKey;
  color?: string;
}

/** Posts at once after a yes in a confirmation (a status change, emptying, cancelling). */
export interface ConfirmDetailAction extends PostedAction {
  kind: "confirm";
  /** Fields posted with the intent (the status an order moves to). */
  values?: Readonly<Record<string, string>>;
  /** i18n keys of the question. */
  confirm: { title: TranslationKey; message?: TranslationKey; danger?: boolean };
}

export interface ModalField {
  /** Form field name, also the attribute the server's messages name. */
  name: string;
  /** i18n key of its label. */
  label: TranslationKey;
  multiline?: boolean;
}

/** Opens a modal with a small form; its fields are posted with the intent. */
export interface ModalDetailAction<R> extends PostedAction {
  kind: "modal";
  /** i18n key of the modal's title. */
  title: TranslationKey;
  /** i18n key of the send button. */
  submit: TranslationKey;
  fields: readonly ModalField[];
  /** The fields' starting values (prefilled texts come from the locale files). */
  initial: (record: R, t: TFunction) => Record<string, string>;
}

/** The browser's print of the read view (the shell is left out by the print stylesheet). */
export interface PrintDetailAction {
  kind: "print";
  label: TranslationKey;
  icon?: Icon;
}

/**
 * A page's own control among the actions (a button whose label or availability follows the record,
 * an export): it renders itself, and reports failures to the page through the context.
 */
export interface CustomDetailAction<R> {
  kind: "custom";
  key: string;
  /** Needed on the page's subject; `null` = everyone who sees the page. Default `edit`. */
  permission?: DetailPermission | null;
  render: (record: R, context: DetailContext) => ReactNode;
}

export type DetailAction<R> = ConfirmDetailAction | ModalDetailAction<R> | PrintDetailAction | CustomDetailAction<R>;

export interface DetailDescription<R> {
  /** Permission group the actions are checked against. */
  subject: string;
  /** The list the page belongs to: "back to the list" returns to it as it was left. */
  listPath: string;
  /** The record's id in the activity log (its history in the header); absent: the page shows none. */
  recordId?: (record: R) => string | number;
  /** The record's type in the activity log where it is not the subject. */
  historyType?: string;
  /** The record's name, for questions and toasts (`{{title}}`). */
  title: (record: R) => string;
  sections: readonly DetailSection<R>[];
  actions?: readonly DetailAction<R>[];
  /**
   * An action refused because someone else changed the record since the page loaded it: the field it
   * wanted to set, with this user's value and the record's now (`current` as the server answered it),
   * for the conflict view; null when the action sets no field the view can show.
   */
  conflictRow?: (intent: string, sent: Readonly<Record<string, string>>, current: unknown, t: TFunction) => ConflictRow | null;
}
