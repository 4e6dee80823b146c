import type { VisibilityState } from "@tanstack/react-table";
import { useEffect, useState } from "react";

const KEY = "bulk-edit-columns";

function read(): VisibilityState {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? "{}");
    if (typeof parsed !== "object" || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, boolean] => typeof entry[1] === "boolean"));
  } catch {
    return {};
  }
}

/** The columns this browser hid in the bulk editor, kept across visits. */
export function useStoredColumns(): [VisibilityState, (update: (current: VisibilityState) => VisibilityState) => void] {
  const [visibility, setVisibility] = useState<VisibilityState>(read);
  useEffect(() => {
    try {
      localStorage.setItem(KEY, JSON.stringify(visibility));
    } catch {
      // Private mode or a full storage: the choice lasts for this visit only.
    }
  }, [visibility]);
  return [visibility, setVisibility];
}
