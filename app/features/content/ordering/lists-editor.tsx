import { Alert, Button, Group, List, SimpleGrid, Stack } from "@mantine/core";
import { IconDeviceFloppy, IconInfoCircle } from "@tabler/icons-react";
import { useRef, useState, type ReactNode, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "~/api/errors";
import { errorText } from "~/ui/feedback/error-text";
import { toastError, toastSuccess } from "~/ui/feedback/toast";
import { useUnsavedGuard } from "~/ui/settings-form/unsaved-guard";
import type { SoftRow } from "./ordering";
import { rowErrors } from "./row-errors";

/*
 * Ordered lists edited in place side by side and saved with one button (the header's left and
 * right links, the footer's service and about columns): the rows, the client's check, the save
 * with the server's messages sorted to their cells, and the unsaved-changes guard.
 */

export interface ListsEditorOptions<L extends string, R extends SoftRow> {
  lists: readonly L[];
  initial: () => Record<L, R[]>;
  /** What the save compares: the rows without their React keys. */
  fingerprint: (rows: Record<L, R[]>) => string;
  readOnly: boolean;
  /** The client's check: `cellKey(list, index, column)` → message. */
  check: (rows: Record<L, R[]>) => Record<string, string>;
  /** The server's column names → the cells' (`{ "page id": "page" }`). */
  columns: Record<string, string>;
  /** Saves the rows; answers them as stored. */
  submit: (rows: Record<L, R[]>) => Promise<Record<L, R[]>>;
  savedMessage: string;
}

export interface ListsEditor<L extends string, R extends SoftRow> {
  rows: Record<L, R[]>;
  /** A list reordered, added to or removed from. */
  setList: (list: L, next: R[]) => void;
  setCell: (list: L, index: number, patch: Partial<R>) => void;
  /** `cellKey(list, index, column)` → message. */
  cells: Record<string, string>;
  formErrors: string[];
  saving: boolean;
  readOnly: boolean;
  save: () => Promise<void>;
  guard: ReactNode;
  container: RefObject<HTMLDivElement>;
}

export function useListsEditor<L extends string, R extends SoftRow>(options: ListsEditorOptions<L, R>): ListsEditor<L, R> {
  const { t } = useTranslation();
  const { lists, fingerprint, readOnly } = options;
  const [rows, setRows] = useState(options.initial);
  const [saved, setSaved] = useState(() => fingerprint(options.initial()));
  const [cells, setCells] = useState<Record<string, string>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const container = useRef<HTMLDivElement>(null);
  const guard = useUnsavedGuard(!readOnly && fingerprint(rows) !== saved);

  const focusFirstError = () => setTimeout(() => container.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus(), 0);

  const save = async () => {
    if (busy.current || readOnly) return;
    const missing = options.check(rows);
    setFormErrors([]);
    setCells(missing);
    if (Object.keys(missing).length) return void focusFirstError();
    busy.current = true;
    setSaving(true);
    try {
      const next = await options.submit(rows);
      setRows(next);
      setSaved(fingerprint(next));
      toastSuccess(options.savedMessage);
    } catch (error) {
      if (isApiError(error) && error.isValidation) {
        const sorted = rowErrors(error.fieldErrors, lists, options.columns);
        setCells(sorted.cells);
        setFormErrors(sorted.form.length || Object.keys(sorted.cells).length ? sorted.form : [error.message]);
        focusFirstError();
      } else toastError(errorText(error, t, "edit.saveFailed"));
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  return {
    rows,
    setList: (list, next) => {
      setRows((current) => ({ ...current, [list]: next }));
      // Messages name rows by place: once rows move, they no longer fit.
      setCells({});
    },
    setCell: (list, index, patch) =>
      setRows((current) => ({ ...current, [list]: current[list].map((r, i) => (i === index ? { ...r, ...patch } : r)) })),
    cells,
    formErrors,
    saving,
    readOnly,
    save,
    guard,
    container,
  };
}

/** The editor's page: what the order means, the form's messages, the lists side by side, Save. */
export function ListsEditorFrame<L extends string, R extends SoftRow>(props: {
  editor: ListsEditor<L, R>;
  info: string;
  saveLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { editor } = props;
  return (
    <Stack gap="md" ref={editor.container}>
      <Alert color="blue" icon={<IconInfoCircle aria-hidden="true" />}>
        {props.info}
      </Alert>
      {editor.formErrors.length ? (
        <Alert color="red" title={t("edit.fixErrors")} role="alert">
          <List size="sm">
            {editor.formErrors.map((m) => (
              <List.Item key={m}>{m}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        {props.children}
      </SimpleGrid>
      {editor.readOnly ? null : (
        <Group justify="flex-end">
          <Button
            onClick={() => void editor.save()}
            loading={editor.saving}
            leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
          >
            {props.saveLabel}
          </Button>
        </Group>
      )}
      {editor.guard}
    </Stack>
  );
}
