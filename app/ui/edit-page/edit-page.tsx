import { Alert, Box, Button, Grid, Group, List, Paper, Stack } from "@mantine/core";
import { useNavigate } from "@remix-run/react";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useAppAbility } from "~/access/can";
import { isApiError } from "~/api/errors";
import { newIdempotencyKey, type WriteOptions } from "~/api/client";
import { errorText } from "../feedback/error-text";
import { serverMessageText } from "../feedback/server-messages";
import { isSignedOut, useSignInAgain } from "../feedback/sign-in-dialog";
import { toastError, toastSuccess } from "../feedback/toast";
import { listHref } from "../list-page/memory";
import { useUnsavedGuard } from "../settings-form/unsaved-guard";
import { BackToList } from "./back-to-list";
import { isDirty } from "./dirty";
import { FormPartsContext, type FormPart, type FormParts } from "./form-parts";
import { zodFieldErrors } from "./rules";
import { mapServerErrors, serverMessageKind, type FieldRef } from "./server-errors";
import { textOf } from "./text-of";
import { runtimeKey, type TranslationKey } from "~/i18n/keys";

export interface EditField extends FieldRef {
  /** i18n key of its label (also used in messages: "Title is required"). */
  label: TranslationKey;
}

export interface EditDescription<V> {
  subject: string;
  listPath: string;
  editPath: (id: number | string) => string;
  fields: readonly EditField[];
  /** Client checks before sending (messages are i18n keys). */
  schema?: z.ZodType<unknown>;
  /** Extra business messages → field. */
  knownMessages?: Record<string, string>;
  /** Builds the API payload from the form values. */
  toPayload?: (values: V) => object;
}

export interface SaveResult<V> {
  id: number | string;
  values: V;
}

export interface EditForm<V> {
  values: V;
  readOnly: boolean;
  creating: boolean;
  recordId: number | string | undefined;
  set: <K extends keyof V>(name: K, value: V[K]) => void;
  setMany: (patch: Partial<V>) => void;
  error: (name: keyof V & string) => string | undefined;
  /** Props for a text-like Mantine input. */
  text: (name: keyof V & string) => {
    value: string;
    onChange: (event: { currentTarget: { value: string } }) => void;
    error?: string;
    name: string;
  };
  /** Leaves for another URL without the unsaved-changes question (after an upload created the record). */
  leaveTo: (path: string) => void;
  /** Applies values the server already holds (an uploaded image) to the form and its saved state. */
  commit: (patch: Partial<V>) => void;
}

export interface EditPageProps<V extends object> {
  description: EditDescription<V>;
  /** Absent in create mode. */
  recordId?: number | string;
  initial: V;
  /** `options.idempotencyKey` comes with a create: pass it on to the API call (see `createKey`). */
  save: (values: V, id?: number | string, options?: WriteOptions) => Promise<SaveResult<V>>;
  children: (form: EditForm<V>) => ReactNode;
  /** The media column (image upload), shown beside the form on wide screens. */
  aside?: (form: EditForm<V>) => ReactNode;
  /** More of the page under the form, the full width, above its Save (a product's variants). */
  after?: (form: EditForm<V>) => ReactNode;
}

/**
 * One component for creating and editing a record: Save (back to the list) and Save & edit (stay),
 * a single request per click, client checks, the server's messages beside their fields, and a
 * question before leaving with unsaved changes. Without the permission it is read-only. Parts of the
 * page saved by calls of their own (form-parts.ts) are saved by the same Save, after the record, and
 * count as unsaved changes too.
 */
export function EditPage<V extends object>({ description, recordId, initial, save, children, aside, after }: EditPageProps<V>) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const navigate = useNavigate();
  const creating = recordId === undefined;
  const readOnly = !ability.can(creating ? "create" : "edit", description.subject);

  const [values, setValues] = useState<V>(initial);
  const [baseline, setBaseline] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  // The record a create made: a second click before the page has switched to it saves onto it.
  const createdRef = useRef<number | string | undefined>(undefined);
  // One Idempotency-Key per create attempt with the same values: a create whose answer was lost (a
  // timeout while the server saved) and is sent again gets the first record back, not a second one.
  // Changed values are a new attempt with a new key.
  const attemptRef = useRef<{ key: string; values: string } | null>(null);
  const createKey = (sent: V): string => {
    const fingerprint = JSON.stringify(sent);
    if (attemptRef.current?.values !== fingerprint) attemptRef.current = { key: newIdempotencyKey(), values: fingerprint };
    return attemptRef.current.key;
  };
  // Where the page is leaving for without asking (after a save, or an upload that made the record).
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  // A different record (Save & edit after create, or back/forward between records): start over.
  useEffect(() => {
    setValues(initial);
    setBaseline(initial);
    setErrors({});
    setFormErrors([]);
    createdRef.current = undefined;
  }, [initial]);

  const [parts, setParts] = useState<ReadonlyMap<string, FormPart>>(() => new Map());
  const registry: FormParts = useMemo(
    () => ({
      set: (name, part) =>
        setParts((current) => {
          const next = new Map(current);
          if (part) next.set(name, part);
          else next.delete(name);
          return next;
        }),
    }),
    [],
  );
  const recordDirty = isDirty(baseline, values);
  const dirtyParts = [...parts.values()].filter((part) => part.dirty);
  const dirty = !readOnly && (recordDirty || dirtyParts.length > 0);
  const guard = useUnsavedGuard(dirty && leavingTo === null);
  const signInAgain = useSignInAgain();

  const labelOf = useCallback(
    (name: string) => {
      const field = description.fields.find((f) => f.name === name);
      return field ? t(field.label) : name;
    },
    [description.fields, t],
  );

  const translate = useCallback(
    (message: string, field?: string) => {
      const kind = serverMessageKind(message);
      if (field && kind === "required") return t("validation.required", { field: labelOf(field) });
      if (kind === "slugTaken") return t("validation.slugTaken");
      if (message.startsWith("validation.")) return t(runtimeKey(message), { field: field ? labelOf(field) : "" });
      return serverMessageText(message, t);
    },
    [labelOf, t],
  );

  // Leaving without the question: once the guard has seen it (a render later), navigate.
  const leaveTo = useCallback((path: string) => setLeavingTo(path), []);
  useEffect(() => {
    if (leavingTo === null) return;
    navigate(leavingTo);
    // A page that stayed (its load failed) asks again on the next edit.
    setLeavingTo(null);
  }, [leavingTo, navigate]);

  const set = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name as string]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  const form: EditForm<V> = useMemo(
    () => ({
      values,
      readOnly,
      creating,
      recordId,
      set,
      setMany: (patch) => setValues((current) => ({ ...current, ...patch })),
      error: (name) => errors[name],
      text: (name) => ({
        name,
        value: textOf((values as Record<string, unknown>)[name]),
        onChange: (event) => set(name, event.currentTarget.value as V[typeof name]),
        error: errors[name],
      }),
      leaveTo,
      commit: (patch) => {
        setValues((current) => ({ ...current, ...patch }));
        setBaseline((current) => ({ ...current, ...patch }));
      },
    }),
    [values, readOnly, creating, recordId, set, errors, leaveTo],
  );

  const submit = async (stay: boolean) => {
    // One request per click, whatever the button's disabled state says (a double click arrives
    // before React re-renders the button as disabled).
    if (savingRef.current || readOnly) return;
    setFormErrors([]);
    const target = recordId ?? createdRef.current;
    // Only a part changed: the record is not sent again, so nothing it holds (its prices) is written
    // back from what this page loaded.
    const recordToo = target === undefined || recordDirty || dirtyParts.length === 0;
    if (recordToo && description.schema) {
      const checked = description.schema.safeParse(values);
      if (!checked.success) {
        const found = zodFieldErrors(checked.error);
        setErrors(Object.fromEntries(Object.entries(found).map(([name, message]) => [name, translate(message, name)])));
        focusFirstError();
        return;
      }
    }
    // Signed out meanwhile (a save refused, or the clock): sign in again here, then save these values.
    if (signInAgain.sessionLost()) {
      if (await signInAgain.ask()) await submit(stay);
      return;
    }
    savingRef.current = true;
    setSaving(true);
    let signedOut = false;
    try {
      let id = target;
      if (recordToo) {
        const result = await save(values, target, target === undefined ? { idempotencyKey: createKey(values) } : undefined);
        if (target === undefined) createdRef.current = result.id;
        id = result.id;
        setErrors({});
        setBaseline(result.values);
        setValues(result.values);
      }
      if (id === undefined) return;
      // The parts after the record: a new record's parts need its id. One failing stops here, with
      // its message; the record is saved, and a second Save goes onto it (createdRef).
      for (const part of dirtyParts) await part.save(id);
      toastSuccess(t("edit.saved"));
      if (!stay) leaveTo(listHref(description.listPath));
      else if (creating || String(id) !== String(recordId)) leaveTo(description.editPath(id));
    } catch (error) {
      if (isApiError(error) && error.isValidation) {
        const mapped = mapServerErrors(error.fieldErrors, description.fields, description.knownMessages);
        setErrors(Object.fromEntries(Object.entries(mapped.fields).map(([name, messages]) => [name, translate(messages[0], name)])));
        const formLevel = mapped.form.length || Object.keys(mapped.fields).length ? mapped.form : [error.message];
        setFormErrors(formLevel.map((m) => translate(m)));
        focusFirstError();
      } else if (isSignedOut(error)) {
        signedOut = true;
      } else {
        toastError(errorText(error, t, "edit.saveFailed"));
      }
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
    if (signedOut && (await signInAgain.ask())) await submit(stay);
  };

  const focusFirstError = () => {
    // After React has rendered the messages: the first invalid field (or the alert) gets focus.
    setTimeout(() => {
      const invalid = document.querySelector<HTMLElement>("[data-edit-form] [aria-invalid='true']");
      if (invalid) invalid.focus();
      else alertRef.current?.focus();
    }, 0);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    void submit(submitter?.value === "stay");
  };

  const body = (
    <Stack gap="md">
      {formErrors.length > 0 ? (
        <Alert color="red" title={t("edit.fixErrors")} role="alert" ref={alertRef} tabIndex={-1}>
          <List size="sm">
            {formErrors.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <Box component="fieldset" disabled={readOnly || saving} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">{children(form)}</Stack>
      </Box>
    </Stack>
  );

  return (
    <form onSubmit={onSubmit} noValidate data-edit-form aria-busy={saving}>
      <FormPartsContext.Provider value={registry}>
        <Stack gap="md">
          {aside ? (
            <Grid gutter="lg">
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Paper withBorder p="md">
                  {aside(form)}
                </Paper>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 8 }}>
                <Paper withBorder p="md">
                  {body}
                </Paper>
              </Grid.Col>
            </Grid>
          ) : (
            <Paper withBorder p="md">
              {body}
            </Paper>
          )}
          {after ? (
            <Box component="fieldset" disabled={readOnly || saving} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              {after(form)}
            </Box>
          ) : null}
          <Group justify="space-between">
            <BackToList listPath={description.listPath} label={t("edit.backToList")} />
            {readOnly ? null : (
              <Group gap="sm">
                <Button type="submit" name="intent" value="stay" variant="default" disabled={saving}>
                  {t("edit.saveAndEdit")}
                </Button>
                <Button
                  type="submit"
                  name="intent"
                  value="back"
                  loading={saving}
                  leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
                >
                  {t("edit.save")}
                </Button>
              </Group>
            )}
          </Group>
        </Stack>
      </FormPartsContext.Provider>
      {guard}
      {signInAgain.dialog}
    </form>
  );
}
