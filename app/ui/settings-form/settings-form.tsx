import { Alert, Box, Button, Group, Paper, Stack } from "@mantine/core";
import { IconDeviceFloppy, IconLock } from "@tabler/icons-react";
import { useCallback, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useAppAbility } from "~/access/can";
import type { EditField } from "../edit-page/edit-page";
import { isDirty } from "../edit-page/dirty";
import { errorText } from "../feedback/error-text";
import { isSignedOut, useSignInAgain } from "../feedback/sign-in-dialog";
import { toastError, toastSuccess } from "../feedback/toast";
import { ErrorSummary } from "./error-summary";
import { clientErrors, focusFirstError, serverErrors, useMessageTranslator, type FormErrors } from "./field-messages";
import type { SecretFieldProps } from "./secret-field";
import { useUnsavedGuard } from "./unsaved-guard";
import { runtimeKey } from "~/i18n/keys";

type Key<T> = keyof T & string;

/** What a settings panel is: its permission subject, its fields and rules, its write-only secrets. */
export interface SettingsDescription<R, V> {
  /** `<subject>.view` opens the panel (the route's gate); `<subject>.edit` saves. */
  subject: string;
  /** Labels (i18n keys) and the server's names for them, to put its messages beside the fields. */
  fields: readonly EditField[];
  /** Client checks before sending (messages are i18n keys). */
  schema?: z.ZodType<unknown>;
  knownMessages?: Record<string, string>;
  /**
   * Write-only fields, named alike in the record and the values. The record holds the server's
   * mask ("" when unset); the form starts them empty, and an empty one sends the mask back, which
   * the server reads as "keep the stored value".
   */
  secrets?: readonly (Key<R> & Key<V>)[];
}

export interface SettingsFormApi<R, V> {
  values: V;
  /** The record as last loaded or saved. */
  record: R;
  readOnly: boolean;
  dirty: boolean;
  error: (name: Key<V>) => string | undefined;
  set: <K extends Key<V>>(name: K, value: V[K]) => void;
  /** Props for a text-like Mantine input. */
  text: (name: Key<V>) => { name: string; value: string; onChange: (event: { currentTarget: { value: string } }) => void; error?: string };
  /** Props for a SecretField (label included). */
  secret: (name: Key<R> & Key<V>) => SecretFieldProps;
}

/** What the form needs of a panel (a `defineSettings` description is one). */
export interface SettingsModel<R, V> {
  description: SettingsDescription<R, V>;
  /** The form's values for a record (secrets are blanked by the form). */
  toValues: (record: R) => V;
  /** Sends the values (unreplaced secrets carry the mask); answers the record as the server saved it. */
  save: (values: V) => Promise<R>;
}

export interface SettingsFormProps<R extends object, V extends object> {
  settings: SettingsModel<R, V>;
  record: R;
  children: (form: SettingsFormApi<R, V>) => ReactNode;
  /** Rendered below the form, outside it: test actions have forms of their own. */
  after?: (form: SettingsFormApi<R, V>) => ReactNode;
}

/** A field's value as the inputs show it (settings values are text; a number is shown as typed). */
function textOf(source: object, name: string): string {
  const value = (source as Record<string, unknown>)[name];
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}

/**
 * One record, no list: the settings kind. Loads from the route, saves in one request per click,
 * checks the client rules first, puts the server's messages beside their fields, asks before
 * unsaved changes are lost and confirms a save in a toast. Without `<subject>.edit` it is
 * read-only, with a note saying so.
 */
export function SettingsForm<R extends object, V extends object>({ settings, record: loaded, children, after }: SettingsFormProps<R, V>) {
  const { description, toValues, save } = settings;
  const { t } = useTranslation();
  const ability = useAppAbility();
  const readOnly = !ability.can("edit", description.subject);
  const secrets = description.secrets ?? [];

  const valuesOf = (saved: R): V => ({ ...toValues(saved), ...Object.fromEntries(secrets.map((name) => [name, ""])) });
  const [record, setRecord] = useState(loaded);
  const [baseline, setBaseline] = useState(() => valuesOf(loaded));
  const [values, setValues] = useState(baseline);
  const [replacing, setReplacing] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<FormErrors>({ fields: {}, form: [] });
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const translate = useMessageTranslator(description.fields);
  const dirty = !readOnly && isDirty(baseline, values);
  const guard = useUnsavedGuard(dirty);
  const signInAgain = useSignInAgain();

  const set = useCallback(<K extends Key<V>>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) =>
      name in current.fields
        ? { ...current, fields: Object.fromEntries(Object.entries(current.fields).filter(([key]) => key !== name)) }
        : current,
    );
  }, []);

  const form = useMemo<SettingsFormApi<R, V>>(() => {
    const labelOf = (name: string) => t(description.fields.find((f) => f.name === name)?.label ?? runtimeKey(name));
    const setReplacingOf = (name: string, on: boolean) =>
      setReplacing((current) => {
        const next = new Set(current);
        if (on) next.add(name);
        else next.delete(name);
        return next;
      });
    return {
      values,
      record,
      readOnly,
      dirty,
      error: (name) => errors.fields[name],
      set,
      text: (name) => ({
        name,
        value: textOf(values, name),
        onChange: (event) => set(name, event.currentTarget.value as V[typeof name]),
        error: errors.fields[name],
      }),
      secret: (name) => ({
        name,
        label: labelOf(name),
        stored: textOf(record, name) !== "",
        value: textOf(values, name),
        onChange: (value) => set(name, value as V[typeof name]),
        replacing: replacing.has(name),
        onReplace: () => setReplacingOf(name, true),
        onKeep: () => {
          setReplacingOf(name, false);
          set(name, "" as V[typeof name]);
        },
        error: errors.fields[name],
        readOnly,
      }),
    };
  }, [values, record, readOnly, dirty, errors, set, replacing, description.fields, t]);

  const showErrors = (found: FormErrors) => {
    setErrors(found);
    focusFirstError(formRef.current, alertRef.current);
  };

  const submit = async () => {
    // One request per click, whatever the button's state says (a double click arrives before React
    // re-renders the button as disabled).
    if (savingRef.current || readOnly) return;
    const invalid = clientErrors(description.schema, values, translate);
    if (invalid) return showErrors(invalid);
    // Signed out meanwhile (a save refused, or the clock): sign in again here, then save these values.
    if (signInAgain.sessionLost()) {
      if (await signInAgain.ask()) await submit();
      return;
    }
    savingRef.current = true;
    setSaving(true);
    setErrors({ fields: {}, form: [] });
    let signedOut = false;
    try {
      const kept = Object.fromEntries(secrets.filter((name) => textOf(values, name) === "").map((name) => [name, textOf(record, name)]));
      const saved = await save({ ...values, ...kept });
      const next = valuesOf(saved);
      setRecord(saved);
      setBaseline(next);
      setValues(next);
      setReplacing(new Set());
      toastSuccess(t("edit.saved"));
    } catch (error) {
      const found = serverErrors(error, description.fields, translate, description.knownMessages);
      if (found) showErrors(found);
      else if (isSignedOut(error)) signedOut = true;
      else toastError(errorText(error, t, "edit.saveFailed"));
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
    if (signedOut && (await signInAgain.ask())) await submit();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <Stack gap="md">
      <form ref={formRef} onSubmit={onSubmit} noValidate data-settings-form aria-busy={saving}>
        <Paper withBorder p="md">
          <Stack gap="md">
            {readOnly ? (
              <Alert color="gray" icon={<IconLock size={18} aria-hidden="true" />} data-testid="settings-read-only">
                {t("settingsForm.readOnly")}
              </Alert>
            ) : null}
            <ErrorSummary ref={alertRef} messages={errors.form} title={t("edit.fixErrors")} />
            <Box component="fieldset" disabled={readOnly || saving} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <Stack gap="md">{children(form)}</Stack>
            </Box>
            {readOnly ? null : (
              <Group justify="flex-end">
                <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}>
                  {t("edit.save")}
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      </form>
      {after?.(form)}
      {guard}
      {signInAgain.dialog}
    </Stack>
  );
}
