import { changedFields, isDirty } from "../edit-page/dirty";
import type { FormField } from "./messages";

/*
 * What a conflict view shows and what it stores (record-versions extension, or a re-read where the
 * backend has none): the form's values as loaded (`base`), as typed (`mine`) and as someone else
 * saved them since (`theirs`). A row is a field the other save changed to something else than the
 * form holds; everything else merges by itself (a field only this user changed stays theirs to keep).
 */

/** "both": a list of plain values (a role's permissions) with what each side added and removed. */
export type Side = "yours" | "theirs" | "both";

export interface ConflictRow {
  key: string;
  /** The field's label, in the user's words. */
  label: string;
  yours: string;
  theirs: string;
  /** What the view starts at: yours where this user changed the field, theirs where only the other did. */
  pick: Side;
  /** A list both changed: the two changes together, offered as a third choice (and the one picked). */
  both?: string;
}

/** Rows from a part of the page saved apart (a product's stock), with how the choices are applied to it. */
export interface ConflictPart {
  rows: ConflictRow[];
  apply: (choices: Readonly<Record<string, Side>>) => void;
}

/** How a value reads in the view: the label's words for yes/no and empty, text without markup. */
export interface Describe {
  empty: string;
  yes: string;
  no: string;
  /** A list told by what it has that the other side has not ("only here: a, b"). */
  only: (items: string) => string;
  /** The two changes of a list together: what either side added, less what either removed. */
  both: (added: string, removed: string) => string;
}

const MAX_TEXT = 240;

/** A value as text a person can compare: rich text without its tags, lists joined, files by name. */
export function describeValue(value: unknown, words: Describe): string {
  if (value === null || value === undefined || value === "") return words.empty;
  if (typeof value === "boolean") return value ? words.yes : words.no;
  if (typeof value === "number") return String(value);
  if (typeof value === "string") {
    const plain = /<[a-z!/]/i.test(value) ? textOfHtml(value) : value;
    const squeezed = plain.replace(/\s+/g, " ").trim();
    if (squeezed === "") return words.empty;
    return squeezed.length > MAX_TEXT ? `${squeezed.slice(0, MAX_TEXT - 1)}…` : squeezed;
  }
  if (typeof File !== "undefined" && value instanceof File) return value.name;
  if (Array.isArray(value)) return value.length === 0 ? words.empty : value.map((item) => describeValue(item, words)).join(", ");
  const named = value as { title?: unknown; name?: unknown; id?: unknown };
  if (typeof named.title === "string") return named.title;
  if (typeof named.name === "string") return named.name;
  if (typeof named.id === "number" || typeof named.id === "string") return `#${named.id}`;
  return JSON.stringify(value);
}

/** The text of some HTML, parsed inertly (no script runs, no image loads in a template-less document). */
function textOfHtml(html: string): string {
  if (typeof DOMParser === "undefined") return html.replace(/<[^>]*>/g, " ");
  return new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";
}

const valueAt = (values: object, key: string): unknown => (values as Record<string, unknown>)[key];
const same = (a: unknown, b: unknown) => !isDirty({ v: a }, { v: b });
const isScalarList = (value: unknown): value is unknown[] =>
  Array.isArray(value) && value.every((item) => item === null || typeof item !== "object");

/**
 * Two sides of a field as the view shows them. A long list (a role's permissions) is told by its
 * difference from the other side, which is what a person has to decide about.
 */
function describePair(base: unknown, yours: unknown, theirs: unknown, words: Describe): Pick<ConflictRow, "yours" | "theirs" | "both"> {
  if (isScalarList(yours) && isScalarList(theirs)) {
    const merged = bothLists(isScalarList(base) ? base : [], yours, theirs);
    const was = isScalarList(base) ? base : [];
    return {
      yours: words.only(describeValue(missing(yours, theirs), words)),
      theirs: words.only(describeValue(missing(theirs, yours), words)),
      both: words.both(describeValue(missing(merged, was), words), describeValue(missing(was, merged), words)),
    };
  }
  return { yours: describeValue(yours, words), theirs: describeValue(theirs, words) };
}

const missing = (list: readonly unknown[], other: readonly unknown[]) => list.filter((item) => !other.some((o) => same(o, item)));

/**
 * Both sides' changes of a list of plain values: what either added, less what either removed. They
 * never contradict (both started from the same list), so a role's permissions merge switch by switch.
 */
export function bothLists(base: readonly unknown[], yours: readonly unknown[], theirs: readonly unknown[]): unknown[] {
  const removed = [...missing(base, yours), ...missing(base, theirs)];
  const kept = base.filter((item) => !removed.some((r) => same(r, item)));
  const added = [...missing(yours, base), ...missing(missing(theirs, base), yours)];
  return [...kept, ...added];
}

/** The rows of a record's fields: each labelled field the other save moved to a value the form does not hold. */
export function fieldConflicts<V extends object>(
  base: V,
  mine: V,
  theirs: V,
  fields: readonly FormField[],
  label: (field: FormField) => string,
  words: Describe,
): ConflictRow[] {
  const moved = new Set(changedFields(base, theirs));
  return fields
    .filter((field) => moved.has(field.name) && !same(valueAt(mine, field.name), valueAt(theirs, field.name)))
    .map((field) => ({
      key: field.name,
      label: label(field),
      ...describePair(valueAt(base, field.name), valueAt(mine, field.name), valueAt(theirs, field.name), words),
      pick: pickOf(valueAt(base, field.name), valueAt(mine, field.name), valueAt(theirs, field.name)),
    }));
}

/** Where the view starts: both changes of a list, mine where I changed the field, else theirs. */
function pickOf(base: unknown, mine: unknown, theirs: unknown): Side {
  if (same(mine, base)) return "theirs";
  return isScalarList(mine) && isScalarList(theirs) ? "both" : "yours";
}

/**
 * The values to save after the choices: a chosen row takes its side; any other field keeps what this
 * user typed where they changed it, else the other save's value (so nothing of either is lost).
 */
export function mergeValues<V extends object>(base: V, mine: V, theirs: V, choices: Readonly<Record<string, Side>>): V {
  const merged: Record<string, unknown> = { ...(theirs as Record<string, unknown>) };
  for (const key of Object.keys(mine)) {
    const choice = choices[key];
    const mineChanged = !same(valueAt(mine, key), valueAt(base, key));
    const [was, yours, theirs2] = [valueAt(base, key), valueAt(mine, key), valueAt(theirs, key)];
    if (choice === "both" && isScalarList(yours) && isScalarList(theirs2))
      merged[key] = bothLists(isScalarList(was) ? was : [], yours, theirs2);
    else if (choice === "yours" || (choice === undefined && mineChanged)) merged[key] = yours;
  }
  return merged as V;
}

/** Every row at its starting choice. */
export function startingChoices(rows: readonly ConflictRow[]): Record<string, Side> {
  return Object.fromEntries(rows.map((row) => [row.key, row.pick]));
}
