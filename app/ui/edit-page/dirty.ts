/**
 * Whether a form differs from what was loaded or last saved. Inputs hand back "" for an empty
 * null, and number inputs may hold "10" for 10: those are not changes a user made. A list of plain
 * values (chosen ids, tags) is a set: the same values in another order are no change. Lists of
 * rows (objects) keep their order, which the user sees.
 */
const isScalar = (value: unknown) => value === null || typeof value !== "object";

/** The two lists hold the same plain values, each as often, in any order. */
function sameSet(a: readonly unknown[], b: readonly unknown[]): boolean {
  const rest = [...b];
  for (const item of a) {
    const at = rest.findIndex((other) => same(item, other));
    if (at < 0) return false;
    rest.splice(at, 1);
  }
  return rest.length === 0;
}

function same(a: unknown, b: unknown): boolean {
  const emptyA = a === null || a === undefined || a === "";
  const emptyB = b === null || b === undefined || b === "";
  if (emptyA || emptyB) return emptyA && emptyB;
  if (typeof a === "number" || typeof b === "number") {
    const na = Number(a);
    const nb = Number(b);
    return !Number.isNaN(na) && !Number.isNaN(nb) && na === nb;
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    if (a.every(isScalar) && b.every(isScalar)) return sameSet(a, b);
    return a.every((item, i) => same(item, b[i]));
  }
  if (typeof a === "object" && typeof b === "object") {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
    return true;
  }
  return a === b;
}

export function isDirty<V extends object>(baseline: V, current: V): boolean {
  return !same(baseline, current);
}

/** The names of the changed fields (for tests and for a future "what changed" hint). */
export function changedFields<V extends object>(baseline: V, current: V): string[] {
  const keys = new Set([...Object.keys(baseline), ...Object.keys(current)]);
  return [...keys].filter((key) => !same((baseline as Record<string, unknown>)[key], (current as Record<string, unknown>)[key]));
}
