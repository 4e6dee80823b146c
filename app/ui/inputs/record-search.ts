import { useEffect, useState } from "react";
import type { AsyncOption } from "./async-select";

/**
 * How a record picker finds its records. Apart from the picker (record-picker.tsx) so that a screen
 * that describes its pickers does not load the picker's dropdown code with its description.
 */
export interface RecordSearch {
  /** Options matching the typed text. */
  search: (q: string) => Promise<AsyncOption[]>;
  /** The option of an id given from outside (a saved record, a URL), so its name shows. */
  find: (id: string) => Promise<AsyncOption | null>;
}

/** At most this many options in a dropdown: a longer list is narrowed by typing. */
const MAX_OPTIONS = 50;

/** A picker's `search` and `find` from an API lookup of `{id, title}` options. */
export function pickerOf(lookup: {
  search(q: string): Promise<{ id: number; title: string }[]>;
  find(id: string): Promise<{ id: number; title: string }>;
}): RecordSearch {
  const option = (o: { id: number; title: string }): AsyncOption => ({ value: String(o.id), label: o.title || `#${o.id}` });
  return {
    search: async (q) => (await lookup.search(q)).slice(0, MAX_OPTIONS).map(option),
    find: async (id) => option(await lookup.find(id)),
  };
}

/**
 * The option of an id that came from outside (a saved record, a URL), looked up once with `find` so
 * its name shows; not while `skip` says the name is there another way (a pick, a loaded picker).
 * An id that no longer exists shows as none picked.
 */
export function useFoundOption(
  value: string,
  find: RecordSearch["find"],
  skip: boolean,
  initial: AsyncOption | null = null,
): AsyncOption | null {
  const [found, setFound] = useState<AsyncOption | null>(initial);
  useEffect(() => {
    if (!value || skip || found?.value === value) return;
    let live = true;
    find(value).then(
      (option) => {
        if (live) setFound(option);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [find, value, found, skip]);
  return found;
}
