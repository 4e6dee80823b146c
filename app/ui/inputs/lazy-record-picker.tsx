import { ComboboxChevron, TextInput } from "@mantine/core";
import { useState } from "react";
import { lazyPart, OnFirstUse, preloadOnApproach } from "../first-use";
import type { RecordPickerProps } from "./record-picker";
import { useFoundOption } from "./record-search";

// The searchable dropdown (Mantine's Select, Combobox and floating-position code) loads on first use.
const pickerPart = lazyPart(() => import("./record-picker"));

type LazyRecordPickerProps = Pick<RecordPickerProps, "label" | "placeholder" | "w" | "value" | "onChange" | "search" | "find">;

/**
 * A record picker that a list shows among its filters: until the user reaches for it, a read-only
 * box of the same label and size stands in, with the picked record's name (looked up once, as the
 * picker does, and handed to it). The first press or focus puts the real picker in its place, focused; it also asks
 * for its first options only then, not on every list's load.
 */
export function LazyRecordPicker(props: LazyRecordPickerProps) {
  const { value, find, label, placeholder, w } = props;
  const [wanted, setWanted] = useState(false);
  const found = useFoundOption(value, find, wanted);

  const standIn = (
    <TextInput
      label={label}
      placeholder={placeholder}
      w={w}
      readOnly
      value={value && found?.value === value ? found.label : ""}
      rightSection={<ComboboxChevron />}
      rightSectionPointerEvents="none"
      onPointerDown={() => setWanted(true)}
      onFocus={() => setWanted(true)}
      onPointerEnter={preloadOnApproach(pickerPart).onPointerEnter}
    />
  );
  return (
    <OnFirstUse wanted={wanted} standIn={standIn}>
      {/* Not a page's first focus: the user has just pressed or focused the stand-in it replaces. */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
      <pickerPart.Component {...props} known={found?.value === value ? found : null} autoFocus />
    </OnFirstUse>
  );
}
