import type { FieldChange } from "~/api/activity/log";
import { isDirty } from "../edit-page/dirty";
import type { FormApi } from "../form/form-engine";
import type { AnyField } from "../resource/fields";

/*
 * "Restore this value" from a record's history: a field change's old value put back into the open
 * form, as if the user had typed it. Nothing is saved here: the form becomes dirty, and its Save
 * goes the usual way (client checks, the version precondition, the server's log of the new save).
 */

/** What the history asks of the page's form: whether a change can be restored, and doing it. */
export interface HistoryRestore {
  can: (change: FieldChange) => boolean;
  /** Puts the change's old value into the form; answers the form field it went to. */
  apply: (change: FieldChange) => string | null;
  /** Brings a restored field into view (once the history is out of the way). */
  focus?: (name: string) => void;
}

/** The form's value for a value as the server stores it (null: this field cannot take it back). */
export type StoredToForm = (name: string, stored: unknown) => { value: unknown } | null;

/** "smtp_host", "smtpHost" and "SMTP host" are one name: the log names columns, a form may not. */
const loose = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * A value the form holds in the same shape as its current one: text as text, a number as a number,
 * a yes/no as a boolean. Lists and objects (chosen ids, rows) are not a top-level field's old value
 * the log can give back whole: not restored.
 */
export const plainStoredToForm =
  (values: object): StoredToForm =>
  (name, stored) => {
    const current = (values as Record<string, unknown>)[name];
    if (stored !== null && typeof stored === "object") return null;
    if (typeof current === "string" || current === null || current === undefined) {
      if (stored === null || stored === undefined) return { value: "" };
      return typeof stored === "string" || typeof stored === "number" || typeof stored === "boolean" ? { value: String(stored) } : null;
    }
    if (typeof current === "number") {
      const number = Number(stored);
      return stored === null || stored === "" || Number.isNaN(number) ? null : { value: number };
    }
    if (typeof current === "boolean") return { value: stored === true || stored === 1 || stored === "1" };
    return null;
  };

/**
 * Through a field map (a resource's or a settings panel's): the stored value parsed as the API
 * answers it, then turned into the form's value by the field itself. A field uploaded on its own
 * (an image) is not the form's to restore.
 */
export const fieldsStoredToForm =
  (fields: Readonly<Record<string, AnyField>>): StoredToForm =>
  (name, stored) => {
    const field = fields[name];
    if (!field || field.upload) return null;
    const parsed = field.api.safeParse(stored);
    return parsed.success ? { value: field.toForm(parsed.data) } : null;
  };

interface RestoreOptions {
  /** Write-only fields: never restored (the log has no value for them anyway). */
  secrets?: readonly string[];
  /** The form's value for a stored one; default `plainStoredToForm`. */
  toForm?: StoredToForm;
  /** Focuses a field's input (the form's element finds it by name). */
  focus?: (name: string) => void;
}

/** The restore of a form's top-level fields (not a child row's `<table>.<id>.<column>`), or none when it is read-only. */
export function formRestore<V extends object>(form: FormApi<V>, options: RestoreOptions = {}): HistoryRestore | undefined {
  if (form.readOnly) return undefined;
  const secrets = new Set((options.secrets ?? []).map(loose));
  const names = Object.keys(form.values);
  const toForm = options.toForm ?? plainStoredToForm(form.values);

  const target = (change: FieldChange): { name: string; value: unknown } | null => {
    if (change.field.includes(".") || change.changed === true || !("old" in change)) return null;
    const wanted = loose(change.field);
    if (secrets.has(wanted)) return null;
    const name = names.find((key) => key === change.field) ?? names.find((key) => loose(key) === wanted);
    if (name === undefined) return null;
    const converted = toForm(name, change.old);
    if (!converted) return null;
    // Already what the form holds: nothing to restore.
    const current = (form.values as Record<string, unknown>)[name];
    return isDirty({ [name]: current }, { [name]: converted.value }) ? { name, value: converted.value } : null;
  };

  return {
    can: (change) => target(change) !== null,
    apply: (change) => {
      const found = target(change);
      if (!found) return null;
      form.set(found.name as keyof V & string, found.value as V[keyof V & string]);
      return found.name;
    },
    focus: options.focus,
  };
}

/** Focuses the named input of a form (and so scrolls it into view), when there is one. */
export const focusFieldIn =
  (form: { readonly current: HTMLFormElement | null }) =>
  (name: string): void => {
    const input = form.current?.querySelector<HTMLElement>(`[name="${name.replace(/["\\]/g, "\\$&")}"]`);
    input?.focus();
  };
