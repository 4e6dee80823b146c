import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { TranslationKey } from "~/i18n/keys";
import { isDirty } from "../edit-page/dirty";
import { textOf } from "../edit-page/text-of";
import { errorText } from "../feedback/error-text";
import { isSignedOut, useSignInAgain } from "../feedback/sign-in-dialog";
import { toastError } from "../feedback/toast";
import { clientErrors, focusFirstError, serverErrors, useMessageTranslator, type FormErrors, type FormField } from "./messages";

/**
 * The one form engine of the panel: edit pages (ui/edit-page), settings panels (ui/settings-form),
 * their small action forms (test-action) and dialogs all hold their values through it.
 *
 * Contract:
 * - State: `values` start as `initial`; a new `initial` (another record, a reload) starts over, errors
 *   included. `dirty` compares the values with the last loaded or saved ones (edit-page/dirty.ts: ""
 *   and null alike, "10" and 10 alike, lists of ids as sets). `reset(saved)` makes the server's answer
 *   both the values and the saved state; `commit(patch)` does so for a part of them.
 * - Inputs: `form.text(name)` gives a Mantine text input its name, value, onChange and error;
 *   `form.set` / `form.setMany` change values (`set` clears that field's message), `form.error(name)`
 *   reads a field's message for any other input, `form.label(name)` its label's key (form/fields.tsx
 *   binds inputs with these).
 * - Messages: the `schema` (zod, messages are i18n keys) is checked by `submit` before anything is
 *   sent; a 422 answer's sentences are put beside the `fields` they name (edit-page/server-errors.ts)
 *   and the rest go to `formErrors`, for an error summary (ErrorSummary) bound to `summaryRef`. All
 *   are said in the user's language where the panel knows the message (messages.ts). After either,
 *   focus moves to the first invalid input inside `formRef`, else to the summary.
 * - Submitting: `submit(send)` runs one `send` at a time (a double click arrives before React has
 *   disabled the button), never when read-only; while it runs `busy` is true. A signed-out session
 *   is asked to sign in again (render `dialog` once) and the submit then runs again; any other
 *   failure is said in a toast (`failMessage`), or in the summary where `failureIn` says so (a
 *   dialog: the message stays inside it, with the fields it is about).
 * - The host renders the frame: the form element, the summary, the buttons, the unsaved-changes
 *   guard (settings-form/unsaved-guard.tsx, fed with `dirty`).
 */

type Key<V> = keyof V & string;

/** What an input sees of a form (edit pages and settings panels add their own to it). */
export interface FormApi<V> {
  values: V;
  readOnly: boolean;
  /** The values differ from the ones last loaded or saved (never when read-only). */
  dirty: boolean;
  set: <K extends Key<V>>(name: K, value: V[K]) => void;
  setMany: (patch: Partial<V>) => void;
  error: (name: Key<V>) => string | undefined;
  /** The i18n key of a field's label, as the form's `fields` name it (the same words its messages use). */
  label: (name: Key<V>) => TranslationKey | undefined;
  /** Props for a text-like Mantine input. */
  text: (name: Key<V>) => {
    name: string;
    value: string;
    onChange: (event: { currentTarget: { value: string } }) => void;
    error?: string;
  };
  /** Applies values the server already holds (an uploaded image) to the form and its saved state. */
  commit: (patch: Partial<V>) => void;
}

export interface FormEngineOptions<V> {
  initial: V;
  /** Labels (i18n keys) and the server's names for them, to put its messages beside the fields. */
  fields: readonly FormField[];
  /** Client checks before sending (messages are i18n keys). */
  schema?: z.ZodType<unknown>;
  /** Business messages of the server (lower case, no full stop) → the field they belong to. */
  knownMessages?: Record<string, string>;
  readOnly?: boolean;
  /** The i18n key said when a submit fails for another reason than its values (when the server gives none). */
  failMessage?: TranslationKey;
  /** Where that failure is said: a toast (default), or the error summary. */
  failureIn?: "toast" | "summary";
  /** Ask a signed-out user to sign in again and submit again (default); false says it in the toast. */
  signInAgain?: boolean;
}

export interface SubmitOptions {
  /** Check the client rules first (default true). */
  check?: boolean;
}

export interface FormEngine<V> {
  form: FormApi<V>;
  fieldErrors: Readonly<Record<string, string>>;
  formErrors: readonly string[];
  busy: boolean;
  formRef: RefObject<HTMLFormElement>;
  summaryRef: RefObject<HTMLDivElement>;
  /** The values and the saved state to `saved` (the server's answer), messages cleared. */
  reset: (saved: V) => void;
  clearErrors: () => void;
  /** Checks, then sends the current values once (see the contract above). */
  submit: (send: (values: V) => Promise<void>, options?: SubmitOptions) => Promise<void>;
  /** The sign-in-again dialog, to render once. */
  dialog: ReactNode;
}

const NO_ERRORS: FormErrors = { fields: {}, form: [] };

export function useFormEngine<V extends object>(options: FormEngineOptions<V>): FormEngine<V> {
  const { initial, fields, schema, knownMessages, readOnly = false, failMessage = "edit.saveFailed", failureIn = "toast" } = options;
  const askToSignIn = options.signInAgain ?? true;
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [baseline, setBaseline] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const translate = useMessageTranslator(fields);
  // Read by `form.label` (a host may hand a new but equal list each render: the form need not change with it).
  const fieldsRef = useRef(fields);
  fieldsRef.current = fields;
  const signInAgain = useSignInAgain();

  // A different record (Save & edit after create, back/forward between records): start over.
  const seen = useRef(initial);
  useEffect(() => {
    if (seen.current === initial) return;
    seen.current = initial;
    setValues(initial);
    setBaseline(initial);
    setErrors(NO_ERRORS);
  }, [initial]);

  const dirty = !readOnly && isDirty(baseline, values);

  const set = useCallback(<K extends Key<V>>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current.fields)) return current;
      const { [name]: _fixed, ...rest } = current.fields;
      return { ...current, fields: rest };
    });
  }, []);

  const form = useMemo<FormApi<V>>(
    () => ({
      values,
      readOnly,
      dirty,
      set,
      setMany: (patch) => setValues((current) => ({ ...current, ...patch })),
      error: (name) => errors.fields[name],
      label: (name) => fieldsRef.current.find((field) => field.name === name)?.label,
      text: (name) => ({
        name,
        value: textOf((values as Record<string, unknown>)[name]),
        onChange: (event) => set(name, event.currentTarget.value as V[typeof name]),
        error: errors.fields[name],
      }),
      commit: (patch) => {
        setValues((current) => ({ ...current, ...patch }));
        setBaseline((current) => ({ ...current, ...patch }));
      },
    }),
    [values, readOnly, dirty, set, errors],
  );

  const show = (found: FormErrors) => {
    setErrors(found);
    focusFirstError(formRef, summaryRef);
  };

  const submit = async (send: (sent: V) => Promise<void>, submitOptions: SubmitOptions = {}): Promise<void> => {
    if (busyRef.current || readOnly) return;
    const invalid = submitOptions.check === false ? null : clientErrors(schema, values, translate);
    if (invalid) return show(invalid);
    // Signed out meanwhile (a save refused, or the clock): sign in again here, then send these values.
    if (askToSignIn && signInAgain.sessionLost()) {
      if (await signInAgain.ask()) await submit(send, submitOptions);
      return;
    }
    busyRef.current = true;
    setBusy(true);
    setErrors(NO_ERRORS);
    let signedOut = false;
    try {
      await send(values);
    } catch (error) {
      const found = serverErrors(error, fields, translate, knownMessages);
      if (found) show(found);
      else if (askToSignIn && isSignedOut(error)) signedOut = true;
      else if (failureIn === "summary") show({ fields: {}, form: [errorText(error, t, failMessage)] });
      else toastError(errorText(error, t, failMessage));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
    if (signedOut && (await signInAgain.ask())) await submit(send, submitOptions);
  };

  return {
    form,
    fieldErrors: errors.fields,
    formErrors: errors.form,
    busy,
    formRef,
    summaryRef,
    reset: useCallback((saved: V) => {
      setValues(saved);
      setBaseline(saved);
      setErrors(NO_ERRORS);
    }, []),
    clearErrors: useCallback(() => setErrors(NO_ERRORS), []),
    submit,
    dialog: askToSignIn ? signInAgain.dialog : null,
  };
}
