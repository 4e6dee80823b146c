import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import type * as z from "zod/mini";
import type { TranslationKey } from "~/i18n/keys";
import { isDirty } from "../edit-page/dirty";
import { textOf } from "../edit-page/text-of";
import { errorText } from "../feedback/error-text";
import { isSignedOut, useSignInAgain } from "../feedback/sign-in-dialog";
import { toastError } from "../feedback/toast";
import { clientErrors, focusFirstError, serverErrors, useMessageTranslator, type FormErrors, type FormField } from "./messages";
import { useVersionGuard, type Precondition, type VersionGuard, type Versions } from "./version-guard";

/**
 * The one form engine of the panel: edit pages (ui/edit-page), settings panels (ui/settings-form),
 * their small action forms (test-action) and dialogs all hold their values through it.
 *
 * Contract:
 * - State: `values` start as `initial`. A new `initial` (the same record loaded again) starts over,
 *   errors included, once nothing typed is unsaved; until then the typed values stay, on the version
 *   they were typed on (decision 0016). Another record is another form: every record screen keys
 *   its form by the record's id (`key={record?.id ?? "new"}`). `dirty` compares the values with the last loaded or saved
 *   ones (edit-page/dirty.ts: "" and null alike, "10" and 10 alike, lists of ids as sets).
 *   `reset(saved)` makes the server's answer both the values and the saved state; `commit(patch)`
 *   does so for a part of them.
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
 * - Versions: with `versions` (an existing record), each send gets the loaded record's version as
 *   its precondition (`If-Match`), and a save refused because someone else saved since opens the
 *   conflict view (`conflictView`, version-guard.tsx) instead of a message; `reset(saved, version)`
 *   moves the form onto the version its save answered.
 * - The host renders the frame: the form element, the summary, the conflict view, the buttons, the
 *   unsaved-changes guard (settings-form/unsaved-guard.tsx, fed with `dirty`).
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
  schema?: z.ZodMiniType<unknown>;
  /** Business messages of the server (lower case, no full stop) → the field they belong to. */
  knownMessages?: Record<string, string>;
  readOnly?: boolean;
  /** The i18n key said when a submit fails for another reason than its values (when the server gives none). */
  failMessage?: TranslationKey;
  /** Where that failure is said: a toast (default), or the error summary. */
  failureIn?: "toast" | "summary";
  /** Ask a signed-out user to sign in again and submit again (default); false says it in the toast. */
  signInAgain?: boolean;
  /** The loaded record's version and how to read it again (absent for a new record: nothing to overwrite). */
  versions?: Versions<V>;
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
  /** The values and the saved state to `saved` (the server's answer), messages cleared; `version`, the answer's. */
  reset: (saved: V, version?: string | null) => void;
  clearErrors: () => void;
  /** Checks, then sends the current values once (see the contract above). */
  submit: (send: Send<V>, options?: SubmitOptions) => Promise<void>;
  /** The sign-in-again dialog, to render once. */
  dialog: ReactNode;
  /** The conflict view while one is open (render it above the fields), else null. */
  conflictView: ReactNode;
  /** The versions for the presence beat, and a re-read that shows what someone else changed. */
  versions: Pick<VersionGuard, "held" | "review" | "settle">;
}

/** Sends the values; `precondition.ifMatch` goes with the write as its `ifMatch` option. */
export type Send<V> = (values: V, precondition: Precondition) => Promise<void>;

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

  const dirty = !readOnly && isDirty(baseline, values);
  // The last `initial` the values started from or were superseded by (see the reload effect below).
  const seen = useRef(initial);
  const initialRef = useRef(initial);
  initialRef.current = initial;

  // A save the version guard asks for again (after a conflict's choices): run once this render is done,
  // so the send sees the merged values and the parts their applied choices.
  const [resubmits, setResubmits] = useState(0);
  const lastSend = useRef<{ send: Send<V>; options: SubmitOptions } | null>(null);
  const guard = useVersionGuard(
    options.versions,
    {
      fields,
      baseline,
      values,
      adopt: (next, saved) => {
        seen.current = initialRef.current;
        setValues(next);
        setBaseline(saved);
        setErrors(NO_ERRORS);
      },
      resubmit: () => setResubmits((count) => count + 1),
    },
    busy,
  );
  const settleVersion = guard.settle;
  const loadedVersion = options.versions?.loaded ?? null;

  // The page's data loaded again (a language switch, an upload, a save elsewhere on the page): start
  // over from it, unless something typed is unsaved. Typed values are then kept with the version
  // they were typed on, so a save meets anything saved since as a conflict rather than overwriting
  // it; the newer data is taken once the form is clean again. What a save or a re-read answered is
  // newer than anything loaded before it (`seen` moves on with them).
  useEffect(() => {
    if (seen.current === initial || dirty) return;
    seen.current = initial;
    settleVersion(loadedVersion);
    setValues(initial);
    setBaseline(initial);
    setErrors(NO_ERRORS);
  }, [initial, dirty, loadedVersion, settleVersion]);

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

  const submitRef = useRef<typeof submit | null>(null);
  useEffect(() => {
    if (resubmits === 0) return;
    if (lastSend.current) void submitRef.current?.(lastSend.current.send, lastSend.current.options);
    // Choices made after a review, before any save on this page: the form's own "stay" button (or its only one).
    else
      formRef.current?.requestSubmit(formRef.current.querySelector<HTMLButtonElement>('button[type="submit"][value="stay"]') ?? undefined);
  }, [resubmits]);

  const submit = async (send: Send<V>, submitOptions: SubmitOptions = {}): Promise<void> => {
    if (busyRef.current || readOnly) return;
    lastSend.current = { send, options: submitOptions };
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
      const go = guard.check();
      if (go === true || (await go)) await send(values, guard.precondition());
    } catch (error) {
      // A conflict is the guard's: its view opens (or it saves again onto the new version).
      if (await guard.handle(error)) return;
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
  submitRef.current = submit;

  return {
    form,
    fieldErrors: errors.fields,
    formErrors: errors.form,
    busy,
    formRef,
    summaryRef,
    reset: useCallback(
      (saved: V, version?: string | null) => {
        seen.current = initialRef.current;
        settleVersion(version, true);
        setValues(saved);
        setBaseline(saved);
        setErrors(NO_ERRORS);
      },
      [settleVersion],
    ),
    clearErrors: useCallback(() => setErrors(NO_ERRORS), []),
    submit,
    dialog: askToSignIn ? signInAgain.dialog : null,
    conflictView: guard.view,
    versions: { held: guard.held, review: guard.review, settle: guard.settle },
  };
}
