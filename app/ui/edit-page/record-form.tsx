import { useMemo } from "react";
import type { WriteOptions } from "~/api/client";
import { versionOf } from "~/api/versions";
import type { Versions } from "../form/version-guard";
import { EditPage, type EditPageProps } from "./edit-page";

interface RecordFormProps<R extends { id: number | string }, V extends object> extends Pick<
  EditPageProps<V>,
  "description" | "children" | "aside" | "after" | "storedToForm"
> {
  /** The record being edited; null on the create page. */
  record: R | null;
  /** The form's values for a record (or for a new one, given null). */
  toValues: (record: R | null) => V;
  /** Sends the values, as a new record without an id; answers the record as the API saved it. */
  save: (values: V, id?: number | string, options?: WriteOptions) => Promise<R>;
  /** Reads the record again (its `find`): a save that met someone else's shows theirs beside it. */
  reload?: (id: R["id"]) => Promise<R>;
}

/**
 * The edit page of one API record. After a save the form reloads from the API's answer, so it
 * shows what the server kept (a generated slug, a trimmed title) rather than what was typed.
 */
export function RecordForm<R extends { id: number | string }, V extends object>({
  record,
  toValues,
  save,
  reload,
  description,
  aside,
  after,
  children,
  storedToForm,
}: RecordFormProps<R, V>) {
  const initial = useMemo(() => toValues(record), [record, toValues]);
  const versions = useMemo((): Versions<V> | undefined => {
    if (!record || !reload) return undefined;
    return {
      loaded: versionOf(record),
      reread: async () => {
        const now = await reload(record.id);
        return { values: toValues(now), version: versionOf(now) };
      },
    };
  }, [record, reload, toValues]);
  return (
    <EditPage
      description={description}
      recordId={record?.id}
      initial={initial}
      versions={versions}
      save={async (values, id, options) => {
        const saved = await save(values, id, options);
        return { id: saved.id, values: toValues(saved), version: versionOf(saved) };
      }}
      aside={aside}
      after={after}
      storedToForm={storedToForm}
    >
      {children}
    </EditPage>
  );
}
