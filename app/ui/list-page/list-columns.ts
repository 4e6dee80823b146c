import { useCallback, useMemo, useState } from "react";
import type { ListColumn } from "./description";
import { useColumnFit } from "./column-fit";
import { loadHiddenColumns, loadPinnedColumns, saveHiddenColumns, savePinnedColumns } from "./memory";

/**
 * The columns a list shows: those the user did not hide (remembered per resource), less those its
 * table's box has no room for (column-fit.ts), plus those the user asked for although there is no
 * room (remembered too: that table then scrolls in its box).
 */
export function useListColumns<T>(resource: string, columns: readonly ListColumn<T>[], rows: readonly T[]) {
  // Read while the first render is made, not after it: an effect rendered every column first and
  // the list again without the hidden ones. Another list in the same place reads its own.
  const [hidden, setHidden] = useState<readonly string[]>(() => loadHiddenColumns(resource));
  const [pinnedKeys, setPinnedKeys] = useState<readonly string[]>(() => loadPinnedColumns(resource));
  const [loadedFor, setLoadedFor] = useState(resource);
  if (loadedFor !== resource) {
    setLoadedFor(resource);
    setHidden(loadHiddenColumns(resource));
    setPinnedKeys(loadPinnedColumns(resource));
  }
  const pinned = useMemo(() => new Set(pinnedKeys), [pinnedKeys]);
  // The same arrays while nothing changes: the table's memoised rows compare them.
  const chosen = useMemo(() => columns.filter((c) => !hidden.includes(c.key)), [columns, hidden]);
  const fit = useColumnFit(chosen, pinned, rows, resource);

  const setColumnHidden = useCallback(
    (key: string, hide: boolean) => {
      const nextHidden = hide ? [...hidden, key] : hidden.filter((k) => k !== key);
      // Shown on purpose while it had no room: it stays, the box scrolls. Hidden again: no longer asked for.
      const nextPinned = hide ? pinnedKeys.filter((k) => k !== key) : fit.dropped.includes(key) ? [...pinnedKeys, key] : pinnedKeys;
      setHidden(nextHidden);
      setPinnedKeys(nextPinned);
      saveHiddenColumns(resource, nextHidden);
      savePinnedColumns(resource, nextPinned);
    },
    [hidden, pinnedKeys, fit.dropped, resource],
  );

  // A saved view puts its own hidden columns in place of the user's (saved-views/views-bar.tsx).
  const setHiddenColumns = useCallback(
    (keys: readonly string[]) => {
      const nextPinned = pinnedKeys.filter((k) => !keys.includes(k));
      setHidden(keys);
      setPinnedKeys(nextPinned);
      saveHiddenColumns(resource, keys);
      savePinnedColumns(resource, nextPinned);
    },
    [pinnedKeys, resource],
  );

  return { shown: fit.shown, hidden, dropped: fit.dropped, boxRef: fit.boxRef, setColumnHidden, setHiddenColumns };
}
