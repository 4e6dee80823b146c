import { useRef } from "react";
import { AsyncSelect, type AsyncOption, type AsyncSelectProps } from "./async-select";
import { useFoundOption, type RecordSearch } from "./record-search";

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
  // A picked option is known without a look-up.
  const picked = useRef<string | null>(null);
  const found = useFoundOption(value, find, value === picked.current, known);
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
