/**
 * A matrix's value is a set of cell keys. Whether it changed is a question about sets: ticking a
 * switch and unticking it again is no change, and the order things were ticked in never matters.
 */
export type Selection = ReadonlySet<string>;

/** The selection with every key of `keys` switched on (`on`) or off. */
export function withKeys(selection: Selection, keys: Iterable<string>, on: boolean): Set<string> {
  const next = new Set(selection);
  for (const key of keys) {
    if (on) next.add(key);
    else next.delete(key);
  }
  return next;
}

export function toggleKey(selection: Selection, key: string): Set<string> {
  return withKeys(selection, [key], !selection.has(key));
}

/** What a row, column or "all" toggle shows for its keys. No keys: nothing to switch, "none". */
export type ToggleState = "all" | "some" | "none";

export function stateOf(selection: Selection, keys: readonly string[]): ToggleState {
  const on = keys.filter((key) => selection.has(key)).length;
  if (on === 0) return "none";
  return on === keys.length ? "all" : "some";
}

/**
 * A toggle's click: anything off among its keys → switch them all on; all on → all off (the way
 * a "select all" checkbox behaves).
 */
export function flipKeys(selection: Selection, keys: readonly string[]): Set<string> {
  return withKeys(selection, keys, stateOf(selection, keys) !== "all");
}

export interface SetDiff {
  added: string[];
  removed: string[];
}

/** What `current` adds to and removes from `baseline`, each sorted. */
export function setDiff(baseline: Iterable<string>, current: Iterable<string>): SetDiff {
  const before = new Set(baseline);
  const after = new Set(current);
  return {
    added: [...after].filter((key) => !before.has(key)).sort(),
    removed: [...before].filter((key) => !after.has(key)).sort(),
  };
}

/**
 * The selection as a sorted list without repeats: the form value a matrix keeps, so that the edit
 * page's change check, which compares lists item by item, compares sets.
 */
export function canonical(selection: Iterable<string>): string[] {
  return [...new Set(selection)].sort();
}
