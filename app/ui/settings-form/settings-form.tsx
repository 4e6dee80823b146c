import { Alert, Box, Button, Group, Paper, Stack } from "@mantine/core";
import { IconDeviceFloppy, IconLock } from "@tabler/icons-react";
import { useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAppAbility } from "~/access/can";
import type { WriteOptions } from "~/api/client";
import { versionOf } from "~/api/versions";
import { textOf } from "../edit-page/text-of";
import { toastSuccess } from "../feedback/toast";
import { ErrorSummary } from "../form/error-summary";
import { useFormEngine, type FormApi } from "../form/form-engine";
import { rulesOf, type FormRules } from "../form/rules";
import { PresenceBanner, usePresence } from "../edit-page/presence";
import { useLastEditor } from "../history/last-editor";
import { RecordHistory } from "../history/record-history";
import { focusFieldIn, formRestore, type StoredToForm } from "../history/restore";
import type { SecretFieldProps } from "./secret-field";
import { useUnsavedGuard } from "./unsaved-guard";
import { runtimeKey } from "~/i18n/keys";

type Key<T> = keyof T & string;

/** What a settings panel is: its permission subject, its fields and rules, its write-only secrets. */
export interface SettingsDescription<R, V> extends FormRules {
  /** `<subject>.view` opens the panel (the route's gate); `<subject>.edit` saves. */
  subject: string;
  /**
   * Write-only fields, named alike in the record and the values. The record holds the server's
   * mask ("" when unset); the form starts them empty, and an empty one sends the mask back, which
   * the server reads as "keep the stored value".
   */
  secrets?: readonly (Key<R> & Key<V>)[];
}

/** The engine's form (ui/form/form-engine.ts) with what a settings panel adds: the record, its secrets. */
export interface SettingsFormApi<R, V> extends FormApi<V> {
  /** The record as last loaded or saved. */
  record: R;
  /** Props for a SecretField (label included). */
  secret: (name: Key<R> & Key<V>) => SecretFieldProps;
}

/** What the form needs of a panel (a `defineSettings` description is one). */
export interface SettingsModel<R, V> {
  description: SettingsDescription<R, V>;
  /** The form's values for a record (secrets are blanked by the form). */
  toValues: (record: R) => V;
  /**
   * Sends the values (unreplaced secrets carry the mask), `options.ifMatch` as the write's
   * precondition; answers the record as the server saved it.
   */
  save: (values: V, options?: WriteOptions) => Promise<R>;
  /** Reads the panel again: with it, a save that met someone else's shows theirs beside it. */
  reload?: () => Promise<R>;
  /**
   * The panel's name among its subject's, for the presence extension (`smtp`) and the activity log
   * (its history's record id, the server's same rule); without it, neither.
   */
  presenceKey?: string;
  /**
   * The record's id in the activity log where the panel is a row of its own rather than a named panel
   * (a POS receipt setting); null: no history (nothing stored yet). Default: `presenceKey`.
   */
  historyId?: string | number | null;
  /** The form's value for a value as the server stores it (restoring one from the panel's history). */
  storedToForm?: StoredToForm;
}

export interface SettingsFormProps<R extends object, V extends object> {
  settings: SettingsModel<R, V>;
  record: R;
  children: (form: SettingsFormApi<R, V>) => ReactNode;
  /** Rendered below the form, outside it: test actions have forms of their own. */
  after?: (form: SettingsFormApi<R, V>) => ReactNode;
}

/** A field's value as the inputs show it (settings values are text; a number is shown as typed). */
const textIn = (source: object, name: string): string => textOf((source as Record<string, unknown>)[name]);

/**
 * One record, no list: the settings kind. Loads from the route, saves in one request per click,
 * checks the client rules first, puts the server's messages beside their fields, asks before
 * unsaved changes are lost and confirms a save in a toast. Without `<subject>.edit` it is
 * read-only, with a note saying so.
 */
export function SettingsForm<R extends object, V extends object>({ settings, record: loaded, children, after }: SettingsFormProps<R, V>) {
  const { description, toValues, save, reload, presenceKey, storedToForm } = settings;
  const { t } = useTranslation();
  const ability = useAppAbility();
  const readOnly = !ability.can("edit", description.subject);
  const secrets = description.secrets ?? [];

  const valuesOf = (saved: R): V => ({ ...toValues(saved), ...Object.fromEntries(secrets.map((name) => [name, ""])) });
  const [record, setRecord] = useState(loaded);
  const [initial] = useState(() => valuesOf(loaded));
  const [replacing, setReplacing] = useState<ReadonlySet<string>>(new Set());
  const historyId = settings.historyId === undefined ? presenceKey : (settings.historyId ?? undefined);
  // Who else saved the panel, from the presence beats, else from its history: the conflict view names them.
  const savedBy = useRef<string | null>(null);
  const lastEditor = useLastEditor(description.subject, historyId);
  const engine = useFormEngine({
    initial,
    ...rulesOf(description),
    readOnly,
    versions: reload && {
      loaded: versionOf(loaded),
      reread: async () => {
        const now = await reload();
        return { values: valuesOf(now), version: versionOf(now) };
      },
      changedBy: async () => savedBy.current ?? lastEditor(),
    },
  });
  const guard = useUnsavedGuard(engine.form.dirty);
  const presence = usePresence(description.subject, reload ? presenceKey : undefined, engine.versions.held);
  savedBy.current = presence.savedBy;

  const form = useMemo<SettingsFormApi<R, V>>(() => {
    const { values, set } = engine.form;
    const labelOf = (name: string) => t(description.fields.find((f) => f.name === name)?.label ?? runtimeKey(name));
    const setReplacingOf = (name: string, on: boolean) =>
      setReplacing((current) => {
        const next = new Set(current);
        if (on) next.add(name);
        else next.delete(name);
        return next;
      });
    return {
      ...engine.form,
      record,
      secret: (name) => ({
        name,
        label: labelOf(name),
        stored: textIn(record, name) !== "",
        value: textIn(values, name),
        onChange: (value) => set(name, value as V[typeof name]),
        replacing: replacing.has(name),
        onReplace: () => setReplacingOf(name, true),
        onKeep: () => {
          setReplacingOf(name, false);
          set(name, "" as V[typeof name]);
        },
        error: engine.form.error(name),
        readOnly,
      }),
    };
  }, [engine.form, record, readOnly, replacing, description.fields, t]);
  const saving = engine.busy;
  const restore = useMemo(
    () => formRestore(engine.form, { secrets: description.secrets, toForm: storedToForm, focus: focusFieldIn(engine.formRef) }),
    [engine.form, engine.formRef, description.secrets, storedToForm],
  );

  const submit = () =>
    engine.submit(async (values, precondition) => {
      const kept = Object.fromEntries(secrets.filter((name) => textIn(values, name) === "").map((name) => [name, textIn(record, name)]));
      const saved = await save({ ...values, ...kept }, { ifMatch: precondition.ifMatch });
      setRecord(saved);
      engine.reset(valuesOf(saved), versionOf(saved));
      setReplacing(new Set());
      toastSuccess(t("edit.saved"));
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <Stack gap="md">
      <RecordHistory type={description.subject} id={historyId} restore={restore} />
      <form ref={engine.formRef} onSubmit={onSubmit} noValidate data-settings-form aria-busy={saving}>
        <Paper withBorder p="md">
          <Stack gap="md">
            {readOnly ? (
              <Alert color="gray" icon={<IconLock size={18} aria-hidden="true" />} data-testid="settings-read-only">
                {t("settingsForm.readOnly")}
              </Alert>
            ) : null}
            <PresenceBanner presence={presence} onReview={readOnly ? undefined : () => void engine.versions.review()} />
            {engine.conflictView}
            <ErrorSummary ref={engine.summaryRef} messages={engine.formErrors} title={t("edit.fixErrors")} />
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
      {engine.dialog}
    </Stack>
  );
}
