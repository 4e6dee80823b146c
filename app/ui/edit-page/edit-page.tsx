import { Box, Button, Grid, Group, Paper, Stack } from "@mantine/core";
import { useNavigate } from "@remix-run/react";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAppAbility } from "~/access/can";
import { newIdempotencyKey, type WriteOptions } from "~/api/client";
import { toastSuccess } from "../feedback/toast";
import { ErrorSummary } from "../form/error-summary";
import type { ConflictPart } from "../form/conflicts";
import { useFormEngine, type FormApi } from "../form/form-engine";
import type { Versions } from "../form/version-guard";
import { rulesOf, type FormRules } from "../form/rules";
import { useLastEditor } from "../history/last-editor";
import { RecordHistory } from "../history/record-history";
import { focusFieldIn, formRestore, type StoredToForm } from "../history/restore";
import { listHref } from "../list-page/memory";
import { useUnsavedGuard } from "../settings-form/unsaved-guard";
import { BackToList } from "./back-to-list";
import { FormPartsContext, type FormPart, type FormParts } from "./form-parts";
import { LiveChangeBanner, useLiveRecordChange } from "./live-change";
import { PresenceBanner, usePresence } from "./presence";

export interface EditDescription<V> extends FormRules {
  subject: string;
  listPath: string;
  editPath: (id: number | string) => string;
  /** Builds the API payload from the form values. */
  toPayload?: (values: V) => object;
}

export interface SaveResult<V> {
  id: number | string;
  values: V;
  /** The saved record's version (`versionOf`), for the next save's precondition. */
  version?: string | null;
}

/** The engine's form (ui/form/form-engine.ts) with what an edit page adds: the record it edits. */
export interface EditForm<V> extends FormApi<V> {
  creating: boolean;
  recordId: number | string | undefined;
  /** Leaves for another URL without the unsaved-changes question (after an upload created the record). */
  leaveTo: (path: string) => void;
}

export interface EditPageProps<V extends object> {
  description: EditDescription<V>;
  /** Absent in create mode. */
  recordId?: number | string;
  initial: V;
  /** The loaded record's version and how to read it again (an existing record; see form/version-guard.tsx). */
  versions?: Versions<V>;
  /**
   * `options.idempotencyKey` comes with a create, `options.ifMatch` with an update: pass them on to the
   * API call (see `createKey`).
   */
  save: (values: V, id?: number | string, options?: WriteOptions) => Promise<SaveResult<V>>;
  children: (form: EditForm<V>) => ReactNode;
  /** The media column (image upload), shown beside the form on wide screens. */
  aside?: (form: EditForm<V>) => ReactNode;
  /** More of the page under the form, the full width, above its Save (a product's variants). */
  after?: (form: EditForm<V>) => ReactNode;
  /**
   * The form's value for a value as the server stores it, for restoring one from the record's
   * history (a resource's fields know it); default: the current value's own kind (text, number).
   */
  storedToForm?: StoredToForm;
}

/**
 * One component for creating and editing a record: Save (back to the list) and Save & edit (stay),
 * a single request per click, client checks, the server's messages beside their fields, and a
 * question before leaving with unsaved changes. Without the permission it is read-only. Parts of the
 * page saved by calls of their own (form-parts.ts) are saved by the same Save, after the record, and
 * count as unsaved changes too.
 */
export function EditPage<V extends object>({
  description,
  recordId,
  initial,
  versions,
  save,
  children,
  aside,
  after,
  storedToForm,
}: EditPageProps<V>) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const navigate = useNavigate();
  const creating = recordId === undefined;
  const readOnly = !ability.can(creating ? "create" : "edit", description.subject);
  const [parts, setParts] = useState<ReadonlyMap<string, FormPart>>(() => new Map());
  // A conflict shows the parts' rows too (a variant's stock someone sold meanwhile).
  const partConflicts = async (): Promise<ConflictPart[]> =>
    (await Promise.all([...parts.values()].map((part) => part.conflicts?.() ?? Promise.resolve(null)))).filter(
      (part): part is ConflictPart => part !== null,
    );
  // Who else saved the record, from the presence beats, else from its history: the conflict view names them.
  const savedBy = useRef<string | null>(null);
  const lastEditor = useLastEditor(description.subject, recordId);
  const engine = useFormEngine({
    initial,
    ...rulesOf(description),
    readOnly,
    versions: versions && { ...versions, parts: partConflicts, changedBy: async () => savedBy.current ?? lastEditor() },
  });
  const presence = usePresence(description.subject, versions ? recordId : undefined, engine.versions.held);
  // Someone else's save, said at once by the live events; the conflict view names them too.
  const live = useLiveRecordChange({
    subject: description.subject,
    id: versions ? recordId : undefined,
    held: engine.versions.held,
    reread: versions?.reread,
    busy: engine.busy,
  });
  savedBy.current = presence.savedBy ?? live.change?.name ?? null;

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

  // A different record (the engine starts its values over): a new create is not the last one.
  useEffect(() => {
    createdRef.current = undefined;
  }, [initial]);

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
  const recordDirty = engine.form.dirty;
  const dirtyParts = [...parts.values()].filter((part) => part.dirty);
  const dirty = !readOnly && (recordDirty || dirtyParts.length > 0);
  const guard = useUnsavedGuard(dirty && leavingTo === null);

  // Leaving without the question: once the guard has seen it (a render later), navigate.
  const leaveTo = useCallback((path: string) => setLeavingTo(path), []);
  useEffect(() => {
    if (leavingTo === null) return;
    navigate(leavingTo);
    // A page that stayed (its load failed) asks again on the next edit.
    setLeavingTo(null);
  }, [leavingTo, navigate]);

  const form: EditForm<V> = useMemo(() => ({ ...engine.form, creating, recordId, leaveTo }), [engine.form, creating, recordId, leaveTo]);
  // The record's history restores an old value into this form; the Save sends it the usual way.
  const restore = useMemo(
    () => (creating ? undefined : formRestore(engine.form, { toForm: storedToForm, focus: focusFieldIn(engine.formRef) })),
    [creating, engine.form, engine.formRef, storedToForm],
  );
  const saving = engine.busy;

  const submit = (stay: boolean) => {
    const target = recordId ?? createdRef.current;
    // Only a part changed: the record is not sent again, so nothing it holds (its prices) is written
    // back from what this page loaded.
    const recordToo = target === undefined || recordDirty || dirtyParts.length === 0;
    return engine.submit(
      async (values, precondition) => {
        let id = target;
        if (recordToo) {
          const options = target === undefined ? { idempotencyKey: createKey(values) } : { ifMatch: precondition.ifMatch };
          const result = await save(values, target, options);
          if (target === undefined) createdRef.current = result.id;
          id = result.id;
          engine.reset(result.values, result.version);
        }
        if (id === undefined) return;
        // The parts after the record: a new record's parts need its id. One failing stops here, with
        // its message; the record is saved, and a second Save goes onto it (createdRef).
        for (const part of dirtyParts) engine.versions.settle((await part.save(id, engine.versions.held().version)) ?? undefined, true);
        toastSuccess(t("edit.saved"));
        if (!stay) leaveTo(listHref(description.listPath));
        else if (creating || String(id) !== String(recordId)) leaveTo(description.editPath(id));
      },
      { check: recordToo },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    void submit(submitter?.value === "stay");
  };

  const body = (
    <Stack gap="md">
      <RecordHistory type={description.subject} id={recordId} restore={restore} />
      <PresenceBanner presence={presence} onReview={readOnly ? undefined : () => void engine.versions.review()} />
      <LiveChangeBanner
        change={live.change}
        onReview={
          readOnly
            ? undefined
            : () => {
                live.dismiss();
                void engine.versions.review();
              }
        }
      />
      {engine.conflictView}
      <ErrorSummary ref={engine.summaryRef} messages={engine.formErrors} title={t("edit.fixErrors")} />
      <Box component="fieldset" disabled={readOnly || saving} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">{children(form)}</Stack>
      </Box>
    </Stack>
  );

  return (
    <form ref={engine.formRef} onSubmit={onSubmit} noValidate data-edit-form aria-busy={saving}>
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
      {engine.dialog}
    </form>
  );
}
