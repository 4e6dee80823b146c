import { useEffect, useRef, useState } from "react";
import { AsyncSelect, type AsyncOption, type AsyncSelectProps } from "./async-select";

export interface RecordPickerProps extends Omit<AsyncSelectProps, "value" | "onChange" | "load" | "initialOption"> {
  /** The picked record's id, "" for none. */
  value: string;
  onChange: (id: string) => void;
  /** Options matching the typed text. */
  search: (q: string) => Promise<AsyncOption[]>;
  /** The option of an id given from outside (a saved record, a URL), so its name shows. */
  find: (id: string) => Promise<AsyncOption | null>;
}

/**
 * A record chosen by searching (a parent category, a brand): the value is its id; the name of an id
 * that came from outside is looked up once.
 */
export function RecordPicker({ value, onChange, search, find, ...props }: RecordPickerProps) {
  // Names looked up for ids from outside; a picked option is known without a look-up.
  const [found, setFound] = useState<AsyncOption | null>(null);
  const picked = useRef<string | null>(null);
  useEffect(() => {
    if (!value || value === picked.current || found?.value === value) return;
    let live = true;
    find(value).then(
      (option) => {
        if (live) setFound(option);
      },
      // An id that no longer exists shows as none picked.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [find, value, found]);
  return (
    <AsyncSelect
      {...props}
      // The dropdown keeps its first options: a name found later needs a fresh one (never after a
      // pick, which would take the focus away).
      key={found?.value ?? "none"}
      value={value || null}
      initialOption={found}
      load={search}
      onChange={(id) => {
        picked.current = id;
        onChange(id ?? "");
      }}
    />
  );
}

/** At most this many options in a dropdown: a longer list is narrowed by typing. */
const MAX_OPTIONS = 50;

/** A picker's `search` and `find` from an API lookup of `{id, title}` options. */
export function pickerOf(lookup: {
  search(q: string): Promise<{ id: number; title: string }[]>;
  find(id: string): Promise<{ id: number; title: string }>;
}): Pick<RecordPickerProps, "search" | "find"> {
  const option = (o: { id: number; title: string }): AsyncOption => ({ value: String(o.id), label: o.title || `#${o.id}` });
  return {
    search: async (q) => (await lookup.search(q)).slice(0, MAX_OPTIONS).map(option),
    find: async (id) => option(await lookup.find(id)),
  };
}
