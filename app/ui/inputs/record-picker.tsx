import { useEffect, useRef, useState } from "react";
import { AsyncSelect, type AsyncOption, type AsyncSelectProps } from "./async-select";
import type { RecordSearch } from "./record-search";

export interface RecordPickerProps extends Omit<AsyncSelectProps, "value" | "onChange" | "load" | "initialOption">, RecordSearch {
  /** The picked record's id, "" for none. */
  value: string;
  onChange: (id: string) => void;
  /** The value's option when the caller has looked it up already (a stand-in that showed it). */
  known?: AsyncOption | null;
}

/**
 * A record chosen by searching (a parent category, a brand): the value is its id; the name of an id
 * that came from outside is looked up once.
 */
export function RecordPicker({ value, onChange, search, find, known = null, ...props }: RecordPickerProps) {
  // Names looked up for ids from outside; a picked option is known without a look-up.
  const [found, setFound] = useState<AsyncOption | null>(known);
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

/** For a screen that loads the picker when it is first wanted (lazy-record-picker.tsx). */
export default RecordPicker;
